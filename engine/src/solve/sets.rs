//! The placements of the geese of one slice, numbered without the fox, and
//! fox point sets packed over the points a placement leaves empty: the
//! numbering of the win/draw/loss tables (see [`super::wdl`]).

use super::layout::{choose, Layout, MAX_RANKS};
use super::slice::SliceKey;

/// The placements of the geese of slice `key`, numbered `0..count` as the
/// mixed-radix number of each rank's placement (rank 1 lowest).
#[derive(Clone, Debug)]
pub(crate) struct Sets {
    pub key: SliceKey,
    radix: [u64; MAX_RANKS],
    stride: [u64; MAX_RANKS],
    pub count: u64,
}

impl Sets {
    pub(crate) fn new(layout: &Layout, key: SliceKey) -> Sets {
        let mut radix = [1u64; MAX_RANKS];
        let mut stride = [0u64; MAX_RANKS];
        let mut count = 1u64;
        for r in 0..layout.ranks {
            radix[r] = choose(layout.width[r] as u64, key.on(r) as u64);
            stride[r] = count;
            count *= radix[r];
        }
        Sets {
            key,
            radix,
            stride,
            count,
        }
    }

    /// The number of a placement of this slice.
    #[inline]
    pub(crate) fn index(&self, layout: &Layout, geese: u64) -> usize {
        let mut index = 0;
        for r in 0..layout.ranks {
            index += layout.pattern_rank(layout.row(geese, r)) * self.stride[r];
        }
        index as usize
    }

    /// What the placement rank of rank `r` is multiplied by in a number.
    #[inline]
    pub(crate) fn stride(&self, r: usize) -> u64 {
        self.stride[r]
    }

    /// The placement numbered `index`.
    #[inline]
    pub(crate) fn set(&self, layout: &Layout, index: usize) -> u64 {
        let mut rest = index as u64;
        let mut geese = 0u64;
        for r in 0..layout.ranks {
            let i = rest % self.radix[r];
            rest /= self.radix[r];
            geese |= (layout.pattern(self.key.on(r), i) as u64) << layout.offset[r];
        }
        geese
    }
}

/// `points`' bits at the points of `empty`, packed in point order: at most
/// 33 − 4 = 29 of them on the 33-point cross, so they fit a `u32`.
#[inline]
pub(crate) fn pack(points: u64, empty: u64) -> u32 {
    let mut packed = 0u32;
    let mut bit = 1u32;
    let mut rest = empty;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        if points & low != 0 {
            packed |= bit;
        }
        bit <<= 1;
        rest ^= low;
    }
    packed
}

/// Whether `point` is in a set packed by [`pack`] over `empty` (which holds
/// `point`).
#[inline]
pub(crate) fn packed_has(packed: u32, empty: u64, point: u8) -> bool {
    let below = (empty & ((1u64 << point) - 1)).count_ones();
    packed >> below & 1 != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::Topology;

    #[test]
    fn placements_number_densely_and_packing_keeps_the_empty_points() {
        let layout = Layout::new(Topology::cross());
        let key = SliceKey(0).with(2, 3).with(4, 2).with(6, 1);
        let sets = Sets::new(&layout, key);
        assert_eq!(sets.count, 35 * 21 * 3);
        for i in 0..sets.count as usize {
            let geese = sets.set(&layout, i);
            assert_eq!(SliceKey::of(&layout, geese), key);
            assert_eq!(sets.index(&layout, geese), i);
        }
        let empty = 0b1011_0110u64 | 1 << 40;
        let points = 0b0010_0100u64 | 1 << 40;
        let packed = pack(points, empty);
        assert_eq!(packed, 0b10_1010);
        for p in [1u8, 2, 4, 5, 7, 40] {
            assert_eq!(packed_has(packed, empty, p), points >> p & 1 != 0, "{p}");
        }
    }
}
