use super::*;

/// The same set as a list of squares, the slow way.
fn listed(set: Squares) -> Vec<u8> {
    (0..BITS as u8).filter(|&sq| set.contains(sq)).collect()
}

fn sample() -> Squares {
    [0u8, 5, 63, 64, 100, 127, 128, 150, 168, 191]
        .into_iter()
        .collect()
}

#[test]
fn iterates_in_order_across_both_words() {
    assert_eq!(
        sample().iter().collect::<Vec<_>>(),
        vec![0, 5, 63, 64, 100, 127, 128, 150, 168, 191]
    );
    assert_eq!(sample().count(), 10);
    assert_eq!(Squares::EMPTY.iter().count(), 0);
    assert_eq!(sample().nth(6), 128);
    assert_eq!(sample().nth(3), 64);
    assert_eq!(sample().first(), Some(0));
    assert_eq!(sample().last(), Some(191));
}

#[test]
fn shifts_move_every_square_and_drop_what_leaves() {
    for n in [0u32, 1, 13, 52, 63, 64, 65, 104, 127, 128, 130, 191, 192] {
        let up: Vec<u8> = listed(sample())
            .into_iter()
            .filter_map(|sq| u8::try_from(u32::from(sq) + n).ok())
            .filter(|&sq| u32::from(sq) < BITS)
            .collect();
        assert_eq!(listed(sample() << n), up, "<< {n}");
        let down: Vec<u8> = listed(sample())
            .into_iter()
            .filter_map(|sq| u32::from(sq).checked_sub(n).map(|sq| sq as u8))
            .collect();
        assert_eq!(listed(sample() >> n), down, ">> {n}");
    }
}

#[test]
fn below_and_the_ends_agree_with_the_squares() {
    for n in [0u32, 1, 64, 127, 128, 129, 169, 191, 192] {
        let expected: Vec<u8> = (0..n.min(BITS) as u8).collect();
        assert_eq!(listed(Squares::below(n)), expected, "below {n}");
    }
    let set = Squares::bit(3) | Squares::bit(140);
    assert_eq!(set.trailing_zeros(), 3);
    assert_eq!(set.leading_zeros(), BITS - 1 - 140);
    assert_eq!((set & !Squares::bit(3)).trailing_zeros(), 140);
    assert_eq!(Squares::EMPTY.trailing_zeros(), BITS);
    assert_eq!(Squares::EMPTY.leading_zeros(), BITS);
}
