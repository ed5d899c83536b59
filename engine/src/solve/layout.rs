//! How the retrograde tables number positions: a board's ranks as runs of
//! consecutive point indices (points are numbered rank by rank), and the
//! placements of `n` geese on a run of `w` points ranked `0..C(w, n)`.

use crate::topology::Topology;

/// The widest rank of a cross board (the great cross has 9 points a rank).
pub(crate) const MAX_WIDTH: usize = 9;
/// The most ranks a cross board has.
pub(crate) const MAX_RANKS: usize = 9;

/// `C(n, k)` for small `n`, 0 when `k > n`.
pub(crate) fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The ranks of one board, bottom up.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// The first point index of each rank.
    pub offset: [u8; MAX_RANKS],
    /// The number of points of each rank.
    pub width: [u8; MAX_RANKS],
    pub ranks: usize,
    /// The rank of each point.
    pub rank_of: [u8; 64],
    /// Patterns with `n` bits set, in increasing order, for each `n`:
    /// the first `C(w, n)` of them are the placements on a rank of `w`.
    patterns: Vec<Vec<u16>>,
    /// The position of each pattern in its list.
    pattern_rank: Vec<u32>,
    /// For each width, the mirror images of the patterns of that width.
    pub mirror: Vec<Reversal>,
    /// For each rank and pattern: its image, its place among the patterns
    /// that are their own image or smaller than it, and its pattern rank,
    /// side by side for the numbering of placements.
    pub entries: Vec<[Entry; 1 << MAX_WIDTH]>,
}

/// What the numbering of placements reads about one pattern of one rank.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    pub image: u16,
    pub place: u32,
    pub rank: u32,
}

/// The left-right mirror of the patterns of one width `w` (a rank's
/// points are in file order, so its mirror image reverses the pattern),
/// and, for each number of bits `n`, the patterns that are their own image
/// and those smaller than their image, in increasing order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Reversal {
    pub image: Vec<u16>,
    pub own: Vec<Vec<u16>>,
    pub lesser: Vec<Vec<u16>>,
    /// The place of each pattern in `own` or `lesser` (0 for the greater
    /// of a pair).
    pub place: Vec<u32>,
}

impl Reversal {
    fn new(w: usize) -> Reversal {
        let count = 1usize << w;
        let image: Vec<u16> = (0..count)
            .map(|p| {
                (0..w)
                    .filter(|b| p >> b & 1 != 0)
                    .fold(0, |m, b| m | 1 << (w - 1 - b))
            })
            .collect();
        let mut own = vec![Vec::new(); w + 1];
        let mut lesser = vec![Vec::new(); w + 1];
        let mut place = vec![0u32; count];
        for p in 0..count {
            let n = (p as u16).count_ones() as usize;
            let list = match (image[p] as usize).cmp(&p) {
                std::cmp::Ordering::Equal => &mut own[n],
                std::cmp::Ordering::Greater => &mut lesser[n],
                std::cmp::Ordering::Less => continue,
            };
            place[p] = list.len() as u32;
            list.push(p as u16);
        }
        Reversal {
            image,
            own,
            lesser,
            place,
        }
    }
}

impl Layout {
    /// The layout of `topology`.
    ///
    /// # Panics
    /// If a rank's points are not consecutive indices (the topology numbers
    /// points rank by rank, so they are).
    pub(crate) fn new(topology: &Topology) -> Layout {
        let mut offset = [0u8; MAX_RANKS];
        let mut width = [0u8; MAX_RANKS];
        let mut rank_of = [0u8; 64];
        let mut ranks = 0;
        for p in topology.points() {
            let r = topology.coord(p).rank as usize;
            rank_of[p as usize] = r as u8;
            if width[r] == 0 {
                offset[r] = p;
            }
            assert_eq!(offset[r] + width[r], p, "ranks are runs of points");
            width[r] += 1;
            ranks = ranks.max(r + 1);
        }
        let mut patterns = vec![Vec::new(); MAX_WIDTH + 1];
        let mut pattern_rank = vec![0; 1 << MAX_WIDTH];
        for pattern in 0..1u16 << MAX_WIDTH {
            let list = &mut patterns[pattern.count_ones() as usize];
            pattern_rank[pattern as usize] = list.len() as u32;
            list.push(pattern);
        }
        let mirror: Vec<Reversal> = (0..=MAX_WIDTH)
            .map(|w| match width[..ranks].contains(&(w as u8)) {
                true => Reversal::new(w),
                false => Reversal::default(),
            })
            .collect();
        let entries = (0..ranks)
            .map(|r| {
                let reversal: &Reversal = &mirror[width[r] as usize];
                let mut row = [Entry::default(); 1 << MAX_WIDTH];
                for (p, entry) in row.iter_mut().enumerate().take(1 << width[r]) {
                    *entry = Entry {
                        image: reversal.image[p],
                        place: reversal.place[p],
                        rank: pattern_rank[p],
                    };
                }
                row
            })
            .collect();
        Layout {
            offset,
            width,
            ranks,
            rank_of,
            patterns,
            pattern_rank,
            mirror,
            entries,
        }
    }

    /// The geese of `set` on rank `r`, as a pattern of the rank's width.
    #[inline]
    pub(crate) fn row(&self, set: u64, r: usize) -> u16 {
        (set >> self.offset[r] & ((1 << self.width[r]) - 1)) as u16
    }

    /// The place of `pattern` among the patterns of as many bits.
    #[inline]
    pub(crate) fn pattern_rank(&self, pattern: u16) -> u64 {
        self.pattern_rank[pattern as usize] as u64
    }

    /// The `i`-th pattern with `n` bits set.
    #[inline]
    pub(crate) fn pattern(&self, n: usize, i: u64) -> u16 {
        self.patterns[n][i as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_has_seven_runs_and_patterns_rank_densely() {
        let layout = Layout::new(Topology::cross());
        assert_eq!(layout.ranks, 7);
        assert_eq!(&layout.width[..7], &[3, 3, 7, 7, 7, 3, 3]);
        assert_eq!(&layout.offset[..7], &[0, 3, 6, 13, 20, 27, 30]);
        for w in 1..=9u64 {
            for n in 0..=w {
                let count = choose(w, n);
                for i in 0..count {
                    let p = layout.pattern(n as usize, i);
                    assert!(p < 1 << w && p.count_ones() as u64 == n);
                    assert_eq!(layout.pattern_rank(p), i);
                }
            }
        }
        let great = Layout::new(Topology::great_cross());
        assert_eq!(&great.width[..9], &[3, 3, 3, 9, 9, 9, 3, 3, 3]);
    }
}
