use super::*;

const B: &TaflBoard = &COPENHAGEN;

fn sq(name: &str) -> u8 {
    B.point(Coord::parse(name).unwrap()).unwrap()
}

fn set(names: &[&str]) -> Squares {
    names
        .iter()
        .fold(Squares::EMPTY, |s, n| s | Squares::bit(sq(n)))
}

/// The board's own tables agree with each other; that they agree with
/// [`Topology::tafl`](crate::Topology::tafl) is tested in topology.rs.
#[test]
fn numbering_and_neighbour_tables_agree() {
    assert_eq!(SQUARES, B.len());
    for sq in 0..B.len() as u8 {
        assert_eq!(B.point(B.coord(sq)), Some(sq));
        let around = Direction::ORTHOGONAL
            .iter()
            .filter_map(|&d| B.neighbour(sq, d))
            .fold(Squares::EMPTY, |s, n| s | Squares::bit(n));
        assert_eq!(B.adjacent(sq), around);
        assert_eq!(B.spread(Squares::bit(sq)), around);
    }
}

#[test]
fn copenhagen_special_squares() {
    assert_eq!((B.files(), B.ranks(), B.len()), (11, 11, 121));
    assert_eq!(B.name(B.throne()), "f6");
    assert_eq!(B.corners(), set(&["a1", "k1", "a11", "k11"]));
    assert!(B.is_corner(sq("k11")) && !B.is_corner(sq("k10")));
    assert_eq!(B.edge().count(), 40);
    assert!(B.is_edge(sq("a6")) && B.is_edge(sq("f11")) && !B.is_edge(sq("b2")));
    assert_eq!(B.restricted(), B.corners() | Squares::bit(B.throne()));
    assert_eq!(B.point(Coord { file: 11, rank: 0 }), None);
    assert!(B.contains(120) && !B.contains(121));
    assert_eq!(B.all().count(), 121);
    assert_eq!(
        B.corner_guards(),
        set(&["b2", "b3", "c2", "j2", "j3", "i2", "b10", "b9", "c10", "j10", "j9", "i10"])
    );
    assert_eq!(B.escape_distance(sq("a1")), 0);
    assert_eq!(B.escape_distance(sq("f6")), 10);
    assert_eq!(B.escape_distance(sq("b3")), 3);
    assert_eq!(B.escape_distance(sq("j10")), 2);
    assert_eq!(B.neighbour(sq("f6"), Direction::NE), None);
    assert_eq!(B.neighbour(sq("a1"), Direction::S), None);
    assert_eq!(B.neighbour(sq("a1"), Direction::N), Some(sq("a2")));
}

#[test]
fn hostility_by_side() {
    let throne = Squares::bit(B.throne());
    let (attackers, defenders) = (Side::First, Side::Second);
    // Empty throne: hostile to everyone.
    assert_eq!(
        B.hostile_to(attackers, Squares::EMPTY),
        B.corners() | throne
    );
    assert_eq!(
        B.hostile_to(defenders, Squares::EMPTY),
        B.corners() | throne
    );
    // The king on it: still hostile to attackers, not to defenders.
    assert_eq!(B.hostile_to(attackers, throne), B.corners() | throne);
    assert_eq!(B.hostile_to(defenders, throne), B.corners());
    assert_eq!(B.ever_hostile_to(defenders), B.corners() | throne);
}

#[test]
fn other_sizes_are_data_too() {
    const SMALL: TaflBoard = TaflBoard::new(7, 7);
    assert_eq!(SMALL.name(SMALL.throne()), "d4");
    assert_eq!(
        SMALL.corners().iter().collect::<Vec<_>>(),
        vec![0, 6, 42, 48]
    );
    assert_eq!(SMALL.edge().count(), 24);
    assert_eq!(SMALL.corner_guards().count(), 12);
    assert_eq!(SMALL.rook_reach(SMALL.throne(), Squares::EMPTY).count(), 12);
    const WIDE: TaflBoard = TaflBoard::new(9, 7);
    assert_eq!(WIDE.name(WIDE.throne()), "e4");
    assert_eq!(WIDE.neighbour(8, Direction::E), None);
    assert_eq!(WIDE.neighbour(8, Direction::N), Some(17));
}

#[test]
fn rays_stop_before_blockers() {
    let f6 = B.throne();
    assert_eq!(B.ray(f6, Direction::N).count(), 5);
    assert_eq!(B.ray(f6, Direction::NE), Squares::EMPTY);
    let blocker = Squares::bit(sq("f9"));
    assert_eq!(B.reach(f6, Direction::N, blocker).count(), 2);
    let blocker = Squares::bit(sq("d6"));
    assert_eq!(B.reach(f6, Direction::W, blocker), Squares::bit(sq("e6")));
    assert_eq!(B.rook_reach(0, Squares::EMPTY).count(), 20);
    assert_eq!(B.spread(Squares::bit(0)), set(&["b1", "a2"]));
    assert_eq!(
        B.shift(Squares::bit(sq("k1")), Direction::E),
        Squares::EMPTY
    );
    assert_eq!(
        B.shift(Squares::bit(sq("a2")), Direction::W),
        Squares::EMPTY
    );
}

#[test]
fn nth_and_nearest() {
    let set = Squares::bit(3) | Squares::bit(70) | Squares::bit(120);
    assert_eq!([0, 1, 2].map(|n| set.nth(n)), [3, 70, 120]);
    let f6 = B.throne();
    let (e6, d6) = (sq("e6"), sq("d6"));
    assert_eq!(
        B.nearest(f6, Direction::W, Squares::bit(e6) | Squares::bit(d6)),
        Some(e6)
    );
    assert_eq!(B.nearest(f6, Direction::N, Squares::bit(e6)), None);
    assert_eq!(
        B.nearest(f6, Direction::N, Squares::bit(sq("f11"))),
        Some(sq("f11"))
    );
}

#[test]
fn fills_equal_the_union_of_rays() {
    // A pseudo-random scatter of pieces, checked square by square, on
    // 11×11 and on 13×13 (whose squares run past bit 127).
    let large = TaflBoard::new(13, 13);
    for board in [B, &large] {
        let mut x: u128 = 0x1234_5678_9abc_def0_0fed_cba9_8765_4321;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let scatter = Squares::from_words(x, (x >> 32) as u64 ^ x as u64);
            let occupied = scatter & (scatter >> 3) & board.all();
            let movers = occupied & (scatter >> 40);
            for d in Direction::ORTHOGONAL {
                let mut union = Squares::EMPTY;
                let mut sum = 0;
                for sq in movers {
                    let reach = board.reach(sq, d, occupied);
                    union |= reach;
                    sum += reach.count();
                }
                let filled = board.fill(movers, board.all() & !occupied, d);
                assert_eq!(filled, union, "{d:?}");
                assert_eq!(filled.count(), sum);
            }
        }
    }
}

#[test]
fn escape_lines_are_the_open_lines_to_the_corners() {
    // On an empty board every edge square sees a corner along the edge.
    assert_eq!(B.escape_lines(Squares::EMPTY), B.edge());
    // A man on c1 hides itself and cuts rank 1: b1 still sees a1, d1 to
    // j1 see k1; nothing inside the board sees a corner.
    let lines = B.escape_lines(Squares::bit(sq("c1")));
    assert!(!lines.contains(sq("c1")));
    assert!(lines.contains(sq("b1")) && lines.contains(sq("d1")));
    assert_eq!(lines, B.edge().without(sq("c1")));
    assert!(!B.escape_lines(Squares::EMPTY).contains(B.throne()));
}
