//! The 11×11 board as bit masks: square `rank * 11 + file` is bit
//! `rank * 11 + file` of a `u128` (a1 = 0, k11 = 120), the same numbering
//! as [`Topology::tafl`](crate::Topology::tafl). Every table here is built at
//! compile time, so the hot paths only index and mask.

/// Files and ranks of the board.
pub(crate) const SIZE: u8 = 11;
/// Number of squares.
pub(crate) const SQUARES: usize = 121;
/// Every square of the board.
pub(crate) const BOARD: u128 = (1 << SQUARES) - 1;
/// The throne, f6.
pub(crate) const THRONE: u8 = 5 * SIZE + 5;
/// The four corners.
pub(crate) const CORNERS: u128 = bit(0) | bit(10) | bit(110) | bit(120);
/// Where only the king may stop.
pub(crate) const RESTRICTED: u128 = CORNERS | bit(THRONE);
/// File a.
pub(crate) const FILE_A: u128 = file_mask(0);
/// File k.
pub(crate) const FILE_K: u128 = file_mask(SIZE - 1);
/// Rank 1.
pub(crate) const RANK_1: u128 = rank_mask(0);
/// Rank 11.
pub(crate) const RANK_11: u128 = rank_mask(SIZE - 1);
/// The squares on the edge of the board (corners included).
pub(crate) const EDGE: u128 = FILE_A | FILE_K | RANK_1 | RANK_11;
/// Marks "off the board" in neighbour tables.
pub(crate) const NONE: u8 = u8::MAX;

/// The single-square mask of `sq`.
#[inline]
pub(crate) const fn bit(sq: u8) -> u128 {
    1 << sq
}

const fn file_mask(file: u8) -> u128 {
    let mut mask = 0;
    let mut rank = 0;
    while rank < SIZE {
        mask |= bit(rank * SIZE + file);
        rank += 1;
    }
    mask
}

const fn rank_mask(rank: u8) -> u128 {
    ((1 << SIZE) - 1) << (rank * SIZE)
}

/// The four directions a piece moves in. North and East go to higher
/// square numbers, South and West to lower ones; the ray scan relies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Dir {
    /// All four, in index order.
    pub(crate) const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    /// True when a step goes to a higher square number.
    #[inline]
    pub(crate) const fn ascending(self) -> bool {
        matches!(self, Dir::N | Dir::E)
    }

    /// The direction back.
    #[inline]
    pub(crate) const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    /// The change of (file, rank) for one step.
    const fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::E => (1, 0),
            Dir::S => (0, -1),
            Dir::W => (-1, 0),
        }
    }
}

/// The square one step from `sq` in direction `d`, or [`NONE`].
const fn step(sq: u8, d: Dir) -> u8 {
    let (df, dr) = d.delta();
    let file = (sq % SIZE) as i8 + df;
    let rank = (sq / SIZE) as i8 + dr;
    if file < 0 || rank < 0 || file >= SIZE as i8 || rank >= SIZE as i8 {
        NONE
    } else {
        rank as u8 * SIZE + file as u8
    }
}

/// `NEIGHBOURS[sq][d]`: the square next to `sq` in direction `d`, or [`NONE`].
pub(crate) static NEIGHBOURS: [[u8; 4]; SQUARES] = {
    let mut table = [[NONE; 4]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            table[sq][d] = step(sq as u8, Dir::ALL[d]);
            d += 1;
        }
        sq += 1;
    }
    table
};

/// `ADJACENT[sq]`: the up to four squares orthogonally next to `sq`.
pub(crate) static ADJACENT: [u128; SQUARES] = {
    let mut table = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            let n = step(sq as u8, Dir::ALL[d]);
            if n != NONE {
                table[sq] |= bit(n);
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// `RAYS[sq][d]`: every square beyond `sq` in direction `d`, up to the edge.
pub(crate) static RAYS: [[u128; 4]; SQUARES] = {
    let mut table = [[0; 4]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            let mut mask = 0;
            let mut at = step(sq as u8, Dir::ALL[d]);
            while at != NONE {
                mask |= bit(at);
                at = step(at, Dir::ALL[d]);
            }
            table[sq][d] = mask;
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The squares a rook on `sq` reaches in direction `d` before the first
/// occupied square of `occupied`. Branch-free: a sentinel bit stands for
/// "no blocker", so the scan costs the same whatever the board.
#[inline(always)]
pub(crate) fn ray_reach(sq: u8, d: Dir, occupied: u128) -> u128 {
    let ray = RAYS[sq as usize][d as usize];
    let blockers = ray & occupied;
    if d.ascending() {
        // Everything on the ray below the nearest blocker (bit 127 when none).
        let first = (blockers | 1 << 127).trailing_zeros();
        ray & ((1 << first) - 1)
    } else {
        // Everything on the ray above the nearest blocker; shifting up by
        // one makes room for the sentinel at bit 0.
        let above = 127 - ((blockers << 1) | 1).leading_zeros();
        ray & (u128::MAX << above)
    }
}

/// The first square of `occupied` seen from `sq` in direction `d`, if any.
#[inline]
pub(crate) fn nearest(sq: u8, d: Dir, occupied: u128) -> Option<u8> {
    let blockers = RAYS[sq as usize][d as usize] & occupied;
    if blockers == 0 {
        None
    } else if d.ascending() {
        Some(blockers.trailing_zeros() as u8)
    } else {
        Some(127 - blockers.leading_zeros() as u8)
    }
}

/// The `n`-th lowest square of `set` (counting from 0); `n` must be less
/// than the size of the set.
#[inline]
pub(crate) fn select(set: u128, n: u32) -> u8 {
    let low = set as u64;
    let low_count = low.count_ones();
    let (mut word, mut n, offset) = if n < low_count {
        (low, n, 0)
    } else {
        ((set >> 64) as u64, n - low_count, 64)
    };
    while n > 0 {
        word &= word - 1;
        n -= 1;
    }
    word.trailing_zeros() as u8 + offset
}

/// Every square a rook on `sq` reaches before the pieces of `occupied`.
#[inline(always)]
pub(crate) fn rook_reach(sq: u8, occupied: u128) -> u128 {
    ray_reach(sq, Dir::N, occupied)
        | ray_reach(sq, Dir::E, occupied)
        | ray_reach(sq, Dir::S, occupied)
        | ray_reach(sq, Dir::W, occupied)
}

/// Every square one step from a square of `set`.
#[inline]
pub(crate) fn spread(set: u128) -> u128 {
    ((set << SIZE) & BOARD) | (set >> SIZE) | ((set & !FILE_K) << 1) | ((set & !FILE_A) >> 1)
}

/// `set` moved one step in direction `d` (squares leaving the board drop off).
#[inline]
pub(crate) fn shift(set: u128, d: Dir) -> u128 {
    match d {
        Dir::N => (set << SIZE) & BOARD,
        Dir::S => set >> SIZE,
        Dir::E => (set & !FILE_K) << 1,
        Dir::W => (set & !FILE_A) >> 1,
    }
}

/// Every empty square reached in direction `d` from a square of `from`
/// through empty squares only (`empty` must exclude `from`): the union of
/// the rays of all the pieces at once, by Kogge-Stone occluded fill. On
/// one line the rays of different pieces in one direction never overlap,
/// so the popcount of this set counts their moves in that direction.
#[inline(always)]
pub(crate) fn fill(from: u128, empty: u128, d: Dir) -> u128 {
    let (mut generate, mut propagate) = (from, empty);
    match d {
        Dir::E => {
            propagate &= !FILE_A;
            for step in [1, 2, 4, 8] {
                generate |= propagate & (generate << step);
                propagate &= propagate << step;
            }
        }
        Dir::W => {
            propagate &= !FILE_K;
            for step in [1, 2, 4, 8] {
                generate |= propagate & (generate >> step);
                propagate &= propagate >> step;
            }
        }
        Dir::N => {
            propagate &= BOARD;
            for step in [1, 2, 4, 8] {
                generate |= propagate & (generate << (step * SIZE));
                propagate &= propagate << (step * SIZE);
            }
        }
        Dir::S => {
            for step in [1, 2, 4, 8] {
                generate |= propagate & (generate >> (step * SIZE));
                propagate &= propagate >> (step * SIZE);
            }
        }
    }
    generate & empty
}

/// The name of a square, such as `f6`.
pub(crate) fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + sq % SIZE) as char, sq / SIZE + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitset::Bits128;
    use crate::topology::{Coord, Direction, Topology};

    #[test]
    fn numbering_and_neighbours_match_the_topology() {
        let board = Topology::tafl();
        assert_eq!(board.len(), SQUARES);
        for sq in 0..SQUARES as u8 {
            assert_eq!(
                board.coord(sq),
                Coord {
                    file: sq % SIZE,
                    rank: sq / SIZE
                }
            );
            assert_eq!(board.name(sq), square_name(sq));
            let dirs = [Direction::N, Direction::E, Direction::S, Direction::W];
            for (d, direction) in dirs.into_iter().enumerate() {
                let expected = match board.neighbour(sq, direction) {
                    crate::NO_POINT => NONE,
                    n => n,
                };
                assert_eq!(NEIGHBOURS[sq as usize][d], expected);
            }
        }
        assert_eq!(Some(THRONE), board.throne());
        assert_eq!(Bits128(CORNERS).collect::<Vec<_>>(), board.corners());
        assert_eq!(EDGE.count_ones(), 40);
    }

    #[test]
    fn rays_stop_before_blockers() {
        let f6 = THRONE;
        assert_eq!(RAYS[f6 as usize][Dir::N as usize].count_ones(), 5);
        let blocker = bit(f6 + 3 * SIZE); // f9
        assert_eq!(ray_reach(f6, Dir::N, blocker).count_ones(), 2);
        let blocker = bit(f6 - 2); // d6
        assert_eq!(ray_reach(f6, Dir::W, blocker), bit(f6 - 1));
        assert_eq!(rook_reach(0, 0).count_ones(), 20);
        assert_eq!(spread(bit(0)), bit(1) | bit(11));
        assert_eq!(shift(bit(10), Dir::E), 0);
        assert_eq!(shift(bit(11), Dir::W), 0);
    }

    #[test]
    fn select_and_nearest() {
        let set = bit(3) | bit(70) | bit(120);
        assert_eq!([0, 1, 2].map(|n| select(set, n)), [3, 70, 120]);
        assert_eq!(nearest(THRONE, Dir::W, bit(57) | bit(56)), Some(57));
        assert_eq!(nearest(THRONE, Dir::N, bit(57)), None);
        assert_eq!(nearest(THRONE, Dir::N, bit(115)), Some(115));
    }

    #[test]
    fn fills_equal_the_union_of_rays() {
        // A pseudo-random scatter of pieces, checked square by square.
        let mut x: u128 = 0x1234_5678_9abc_def0_0fed_cba9_8765_4321;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occupied = x & (x >> 3) & BOARD;
            let movers = occupied & (x >> 40);
            for d in Dir::ALL {
                let mut union = 0;
                let mut sum = 0;
                for sq in crate::bitset::Bits128(movers) {
                    let reach = ray_reach(sq, d, occupied);
                    union |= reach;
                    sum += reach.count_ones();
                }
                let filled = fill(movers, BOARD & !occupied, d);
                assert_eq!(filled, union, "{d:?}");
                assert_eq!(filled.count_ones(), sum);
            }
        }
    }
}
