//! The placements of the geese of one slice, numbered without the fox and
//! one for each pair of mirror images, and fox point sets packed over the
//! points a placement leaves empty: the numbering of the win/draw/loss
//! tables (see [`super::wdl`]).
//!
//! The left-right mirror keeps every rule (docs/rules.md: the lines, the
//! goose directions and the start positions are symmetric) and every
//! rank, so it maps a slice onto itself. Of a placement and its image the
//! tables keep one, the canonical one: reading the ranks from rank 1 up,
//! at the first rank whose pattern is not its own image, the canonical
//! placement has the smaller pattern. That halves the tables and the work.
//!
//! Numbers run over the canonical placements. While every rank so far is
//! its own image, a rank's choices are first the patterns smaller than
//! their image (each followed by any patterns on the ranks above, since
//! the placement is canonical already), then the patterns that are their
//! own image (each followed by a canonical rest).

use super::layout::{choose, Layout, MAX_RANKS};
use super::slice::SliceKey;

/// The canonical placements of the geese of slice `key`.
#[derive(Clone, Debug)]
pub(crate) struct Sets {
    pub key: SliceKey,
    /// Placements of each rank, and of the ranks from `r` up: `any[r]`.
    radix: [u64; MAX_RANKS],
    any: [u64; MAX_RANKS + 1],
    /// Canonical placements of the ranks from `r` up, when every rank
    /// below `r` is its own image.
    canonical: [u64; MAX_RANKS + 1],
    /// Where the patterns of rank `r` that are their own image start:
    /// after those smaller than their image, each with any rest.
    own_start: [u64; MAX_RANKS],
    pub count: u64,
}

impl Sets {
    pub(crate) fn new(layout: &Layout, key: SliceKey) -> Sets {
        let ranks = layout.ranks;
        let mut radix = [1u64; MAX_RANKS];
        let mut any = [1u64; MAX_RANKS + 1];
        let mut canonical = [1u64; MAX_RANKS + 1];
        let mut own_start = [0u64; MAX_RANKS];
        for r in (0..ranks).rev() {
            let (w, n) = (layout.width[r] as usize, key.on(r));
            radix[r] = choose(w as u64, n as u64);
            any[r] = radix[r] * any[r + 1];
            let mirror = &layout.mirror[w];
            let lesser = mirror.lesser[n].len() as u64;
            let own = mirror.own[n].len() as u64;
            own_start[r] = lesser * any[r + 1];
            canonical[r] = own_start[r] + own * canonical[r + 1];
        }
        Sets {
            key,
            radix,
            any,
            canonical,
            own_start,
            count: canonical[0],
        }
    }

    /// The mirror image of `geese`, rank by rank.
    #[inline]
    pub(crate) fn image(layout: &Layout, geese: u64) -> u64 {
        let mut image = 0u64;
        for r in 0..layout.ranks {
            let row = layout.row(geese, r) as usize;
            image |= (layout.entries[r][row].image as u64) << layout.offset[r];
        }
        image
    }

    /// The number of the canonical placement of `geese`'s pair, and
    /// whether `geese` is the image of it: one pass over the ranks, the
    /// first rank that is not its own image deciding which of the two is
    /// numbered.
    #[inline]
    pub(crate) fn locate(&self, layout: &Layout, geese: u64) -> (usize, bool) {
        let mut index = 0u64;
        for r in 0..layout.ranks {
            let row = layout.row(geese, r);
            let entry = &layout.entries[r][row as usize];
            if entry.image == row {
                index += self.own_start[r] + entry.place as u64 * self.canonical[r + 1];
                continue;
            }
            let mirrored = entry.image < row;
            let lesser = if mirrored { entry.image } else { row };
            index += layout.entries[r][lesser as usize].place as u64 * self.any[r + 1];
            for s in r + 1..layout.ranks {
                let row = layout.row(geese, s);
                let row = match mirrored {
                    true => layout.entries[s][row as usize].image,
                    false => row,
                };
                index += layout.entries[s][row as usize].rank as u64 * self.any[s + 1];
            }
            return (index as usize, mirrored);
        }
        (index as usize, false)
    }

    /// Every canonical placement, in the order of their numbers.
    pub(crate) fn all(&self, layout: &Layout) -> Vec<u64> {
        let mut all = Vec::with_capacity(self.count as usize);
        self.canonical_from(layout, 0, 0, &mut all);
        all
    }

    /// Pushes the canonical placements of the ranks from `r` up, after
    /// `below`, whose ranks are all their own image.
    fn canonical_from(&self, layout: &Layout, r: usize, below: u64, out: &mut Vec<u64>) {
        if r == layout.ranks {
            out.push(below);
            return;
        }
        let mirror = &layout.mirror[layout.width[r] as usize];
        let n = self.key.on(r);
        for &pattern in &mirror.lesser[n] {
            self.any_from(
                layout,
                r + 1,
                below | (pattern as u64) << layout.offset[r],
                out,
            );
        }
        for &pattern in &mirror.own[n] {
            self.canonical_from(
                layout,
                r + 1,
                below | (pattern as u64) << layout.offset[r],
                out,
            );
        }
    }

    /// Pushes every placement of the ranks from `r` up, after `below`.
    fn any_from(&self, layout: &Layout, r: usize, below: u64, out: &mut Vec<u64>) {
        if r == layout.ranks {
            out.push(below);
            return;
        }
        let n = self.key.on(r);
        for i in 0..self.radix[r] {
            let pattern = layout.pattern(n, i) as u64;
            self.any_from(layout, r + 1, below | pattern << layout.offset[r], out);
        }
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
    use crate::solve::mirror::Mirror;
    use crate::topology::Topology;

    #[test]
    fn canonical_placements_number_densely_one_for_each_pair() {
        for topology in [Topology::cross(), Topology::great_cross()] {
            let layout = Layout::new(topology);
            let mirror = Mirror::new(topology);
            let top = layout.ranks - 1;
            for key in [
                SliceKey(0).with(2, 3).with(4, 2).with(top, 1),
                SliceKey(0).with(0, 1).with(3, 2).with(4, 1),
                SliceKey(0).with(3, 4),
            ] {
                let sets = Sets::new(&layout, key);
                let all = sets.all(&layout);
                assert_eq!(all.len() as u64, sets.count);
                let (mut pairs, mut own) = (0u64, 0u64);
                for (i, &geese) in all.iter().enumerate() {
                    assert_eq!(SliceKey::of(&layout, geese), key);
                    assert_eq!(Sets::image(&layout, geese), mirror.set(geese));
                    assert_eq!(sets.locate(&layout, geese), (i, false));
                    let image = mirror.set(geese);
                    assert_eq!(sets.locate(&layout, image), (i, image != geese));
                    if image == geese {
                        own += 1;
                    } else {
                        pairs += 1;
                    }
                }
                // Every placement of the slice is one of these or an image.
                let placements: u64 = (0..layout.ranks)
                    .map(|r| choose(layout.width[r] as u64, key.on(r) as u64))
                    .product();
                assert_eq!(2 * pairs + own, placements);
            }
        }
    }

    #[test]
    fn packing_keeps_the_empty_points() {
        let empty = 0b1011_0110u64 | 1 << 40;
        let points = 0b0010_0100u64 | 1 << 40;
        let packed = pack(points, empty);
        assert_eq!(packed, 0b10_1010);
        for p in [1u8, 2, 4, 5, 7, 40] {
            assert_eq!(packed_has(packed, empty, p), points >> p & 1 != 0, "{p}");
        }
    }
}
