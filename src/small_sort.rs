//! Sorting the app's short lists in little code.
//!
//! Each element type `slice::sort` is called on brings 2–4 KB of wasm
//! (driftsort or ipnsort with their small-sort kernels); an insertion sort
//! is a few hundred bytes. The lists sorted here (saved games, pending AI
//! jobs, the points a piece can reach) hold tens to a few hundred items.

/// Sorts `items` stably so that `before(a, b)` holds for no later `a`
/// than `b` out of order; quadratic, for short lists only.
pub fn sort_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for end in 1..items.len() {
        let mut at = end;
        while at > 0 && before(&items[at], &items[at - 1]) {
            items.swap(at, at - 1);
            at -= 1;
        }
    }
}

/// Point numbers sorted and without repeats: a bit set over every `u8`
/// sorts them in one pass, whatever the board's size.
pub fn sorted_points(points: impl IntoIterator<Item = u8>) -> Vec<u8> {
    let mut seen = [0u128; 2];
    for point in points {
        seen[usize::from(point >> 7)] |= 1u128 << (point & 127);
    }
    (0..=u8::MAX)
        .filter(|&p| seen[usize::from(p >> 7)] & (1u128 << (p & 127)) != 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably() {
        let mut items = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by(&mut items, |a, b| a.0 < b.0);
        assert_eq!(
            items,
            vec![(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]
        );
        let mut none: Vec<u8> = Vec::new();
        sort_by(&mut none, |a, b| a < b);
        assert!(none.is_empty());
    }

    #[test]
    fn points_come_out_sorted_once_each() {
        assert_eq!(
            sorted_points([120, 3, 64, 3, 0, 127, 64]),
            vec![0, 3, 64, 120, 127]
        );
        assert_eq!(
            sorted_points([255, 128, 200, 127, 128]),
            vec![127, 128, 200, 255]
        );
        assert_eq!(sorted_points([]), Vec::<u8>::new());
    }
}
