//! Slices: the positions that share how many geese stand on each rank.
//!
//! The only moves that keep a position in its slice are a fox's step and a
//! goose's sideways step; a capture or a goose stepping to a higher rank
//! always leaves it, and never comes back (fewer geese, or the same number
//! on higher ranks). So the slices form an acyclic graph, cycles stay
//! inside one slice, and the retrograde analysis can settle one slice at a
//! time, the slices its moves lead to first.
//!
//! Within a slice a position is an index: the placement of the geese on
//! each rank (ranked as in [`Layout`]), the place of the fox or foxes, and
//! the side to move. Indices whose fox stands on a goose are no position.

use super::layout::{choose, Layout, MAX_RANKS};
use crate::side::Side;
use std::collections::HashSet;

/// The number of geese on each rank, four bits a rank, rank 1 lowest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct SliceKey(pub u64);

impl SliceKey {
    /// The slice of a set of geese.
    #[inline]
    pub(crate) fn of(layout: &Layout, geese: u64) -> SliceKey {
        let mut key = 0;
        for r in 0..layout.ranks {
            key |= (layout.row(geese, r).count_ones() as u64) << (4 * r);
        }
        SliceKey(key)
    }

    /// The geese on rank `r`.
    #[inline]
    pub(crate) fn on(self, r: usize) -> usize {
        (self.0 >> (4 * r) & 0xf) as usize
    }

    /// The same counts with `n` geese on rank `r`.
    pub(crate) fn with(self, r: usize, n: usize) -> SliceKey {
        SliceKey(self.0 & !(0xf << (4 * r)) | (n as u64) << (4 * r))
    }

    /// A dense number for the key, below [`slots`]: the counts as a
    /// mixed-radix number (rank 1 lowest), for tables indexed by slice.
    #[inline]
    pub(crate) fn slot(self, layout: &Layout) -> usize {
        let mut slot = 0;
        for r in (0..layout.ranks).rev() {
            slot = slot * (layout.width[r] as usize + 1) + self.on(r);
        }
        slot
    }

    /// The number of geese.
    pub(crate) fn geese(self, layout: &Layout) -> usize {
        (0..layout.ranks).map(|r| self.on(r)).sum()
    }

    /// How far up the geese stand: the sum of their ranks. A goose's
    /// forward step raises it by one.
    pub(crate) fn height(self, layout: &Layout) -> usize {
        (0..layout.ranks).map(|r| r * self.on(r)).sum()
    }
}

/// The number of slots [`SliceKey::slot`] gives on a board.
pub(crate) fn slots(layout: &Layout) -> usize {
    (0..layout.ranks)
        .map(|r| layout.width[r] as usize + 1)
        .product()
}

/// The fox placements of a board with one or two foxes: a fox's point, or
/// a pair of points ranked `C(high, 2) + low`.
#[derive(Clone, Debug)]
pub(crate) struct FoxPlaces {
    pub foxes: u32,
    pub count: u64,
    /// The point sets, by index.
    sets: Vec<u64>,
}

impl FoxPlaces {
    /// The placements of `foxes` foxes (1 or 2) on `points` points.
    pub(crate) fn new(foxes: u32, points: usize) -> FoxPlaces {
        let sets: Vec<u64> = match foxes {
            1 => (0..points).map(|p| 1u64 << p).collect(),
            _ => (1..points)
                .flat_map(|high| (0..high).map(move |low| 1u64 << high | 1 << low))
                .collect(),
        };
        FoxPlaces {
            foxes,
            count: sets.len() as u64,
            sets,
        }
    }

    /// The index of a set of foxes.
    #[inline]
    pub(crate) fn index(&self, foxes: u64) -> u64 {
        let low = foxes.trailing_zeros() as u64;
        match self.foxes {
            1 => low,
            _ => {
                let high = 63 - foxes.leading_zeros() as u64;
                high * (high - 1) / 2 + low
            }
        }
    }

    /// The set of foxes of an index.
    #[inline]
    pub(crate) fn set(&self, index: u64) -> u64 {
        self.sets[index as usize]
    }
}

/// One slice's numbering.
#[derive(Clone, Debug)]
pub(crate) struct Slice {
    pub key: SliceKey,
    /// The placements of the geese of each rank, and the stride of each
    /// rank's placement in the index of all the geese.
    radix: [u64; MAX_RANKS],
    stride: [u64; MAX_RANKS],
    fox_count: u64,
    /// Indices: geese placements × fox placements × 2 sides.
    pub len: u64,
}

impl Slice {
    /// The numbering of slice `key` with `foxes` placements of the foxes.
    pub(crate) fn new(layout: &Layout, foxes: &FoxPlaces, key: SliceKey) -> Slice {
        let mut radix = [1u64; MAX_RANKS];
        let mut stride = [0u64; MAX_RANKS];
        let mut placements = 1u64;
        for r in 0..layout.ranks {
            radix[r] = choose(layout.width[r] as u64, key.on(r) as u64);
            stride[r] = placements;
            placements *= radix[r];
        }
        Slice {
            key,
            radix,
            stride,
            fox_count: foxes.count,
            len: placements * foxes.count * 2,
        }
    }

    /// The number of indices of slice `key`, without building it.
    pub(crate) fn size(layout: &Layout, foxes: &FoxPlaces, key: SliceKey) -> u64 {
        (0..layout.ranks)
            .map(|r| choose(layout.width[r] as u64, key.on(r) as u64))
            .product::<u64>()
            * foxes.count
            * 2
    }

    /// The index of a position of this slice.
    #[inline]
    pub(crate) fn index(
        &self,
        layout: &Layout,
        places: &FoxPlaces,
        foxes: u64,
        geese: u64,
        side: Side,
    ) -> u64 {
        let mut placement = 0;
        for r in 0..layout.ranks {
            placement += layout.pattern_rank(layout.row(geese, r)) * self.stride[r];
        }
        (placement * self.fox_count + places.index(foxes)) * 2 + side.index() as u64
    }

    /// The foxes, geese and side to move of an index, or `None` when a fox
    /// stands on a goose.
    #[inline]
    pub(crate) fn position(
        &self,
        layout: &Layout,
        places: &FoxPlaces,
        index: u64,
    ) -> Option<(u64, u64, Side)> {
        let side = if index & 1 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let rest = index / 2;
        let foxes = places.set(rest % self.fox_count);
        let mut placement = rest / self.fox_count;
        let mut geese = 0u64;
        for r in 0..layout.ranks {
            let i = placement % self.radix[r];
            placement /= self.radix[r];
            geese |= (layout.pattern(self.key.on(r), i) as u64) << layout.offset[r];
        }
        (foxes & geese == 0).then_some((foxes, geese, side))
    }
}

/// The slices of every position reachable from slice `from`, over-counted
/// a little: a goose steps up a rank where the rank has room, or is taken,
/// as long as at least `min_geese` stay. In solving order: fewer geese
/// first, then higher ones first, so every move of a slice leads to a
/// slice before it.
pub(crate) fn closure(layout: &Layout, min_geese: usize, from: SliceKey) -> Vec<SliceKey> {
    let mut seen = HashSet::from([from]);
    let mut stack = vec![from];
    while let Some(key) = stack.pop() {
        let geese = key.geese(layout);
        for r in 0..layout.ranks {
            let n = key.on(r);
            if n == 0 {
                continue;
            }
            let mut next = Vec::new();
            if geese > min_geese {
                next.push(key.with(r, n - 1));
            }
            if r + 1 < layout.ranks && key.on(r + 1) < layout.width[r + 1] as usize {
                next.push(key.with(r, n - 1).with(r + 1, key.on(r + 1) + 1));
            }
            for k in next {
                if seen.insert(k) {
                    stack.push(k);
                }
            }
        }
    }
    let mut keys: Vec<SliceKey> = seen.into_iter().collect();
    sort_for_solving(layout, &mut keys);
    keys
}

/// Every slice with `min_geese` to `max_geese` geese, in solving order.
pub(crate) fn all_slices(layout: &Layout, min_geese: usize, max_geese: usize) -> Vec<SliceKey> {
    let mut keys = vec![SliceKey(0)];
    for r in 0..layout.ranks {
        keys = keys
            .into_iter()
            .flat_map(|k| (0..=layout.width[r] as usize).map(move |n| k.with(r, n)))
            .filter(|k| k.geese(layout) <= max_geese)
            .collect();
    }
    keys.retain(|k| k.geese(layout) >= min_geese);
    sort_for_solving(layout, &mut keys);
    keys
}

/// Fewer geese first, then higher first (ties by key, for a fixed order).
fn sort_for_solving(layout: &Layout, keys: &mut [SliceKey]) {
    keys.sort_by_key(|k| (k.geese(layout), std::cmp::Reverse(k.height(layout)), k.0));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::topology::Topology;

    #[test]
    fn indices_and_positions_correspond() {
        for (topology, foxes) in [
            (Topology::cross(), 1),
            (Topology::cross(), 2),
            (Topology::great_cross(), 1),
        ] {
            let layout = Layout::new(topology);
            let places = FoxPlaces::new(foxes, topology.len());
            // Two geese on the third rank, one on the fourth, one at the top.
            let key = SliceKey(0).with(2, 2).with(3, 1).with(layout.ranks - 1, 1);
            let slice = Slice::new(&layout, &places, key);
            assert_eq!(slice.len, Slice::size(&layout, &places, key));
            let mut valid = 0;
            for index in 0..slice.len {
                if let Some((f, g, side)) = slice.position(&layout, &places, index) {
                    valid += 1;
                    assert_eq!(SliceKey::of(&layout, g), key);
                    assert_eq!(f.count_ones(), foxes);
                    assert_eq!(slice.index(&layout, &places, f, g, side), index);
                }
            }
            let points = topology.len() as u64;
            let geese = 4;
            let fox_places = choose(points - geese, foxes as u64);
            assert_eq!(valid, slice.len / places.count * fox_places);
        }
    }
}
