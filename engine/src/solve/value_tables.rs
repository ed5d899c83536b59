//! The tables of the value-only analysis ([`super::wdl`]): what one slice
//! keeps with the geese to move and with the fox to move, and what
//! settling it counted. Apart from the solver, so that the records of
//! [`super::checkpoint`] can write and read them too.

use super::sets::Sets;
use super::slice::SliceKey;

/// With the geese to move, packed over the empty points: where the fox
/// wins, and (with sideways steps only) where the geese win. With few
/// geese most placements are won by the fox wherever it stands (without
/// sideways steps) or drawn wherever it stands (with them), so a slice
/// keeps one bit for each placement with the commoner of the two, and
/// the sets of the others.
pub(crate) struct GeeseTable {
    pub(super) sets: Sets,
    /// The placements whose flag is clear are drawn everywhere when this
    /// holds, and won by the fox everywhere when it does not.
    pub(super) drawn: bool,
    /// One bit a placement: set when its sets are in `kept`.
    pub(super) flags: Vec<u64>,
    /// The kept placements before each word of `flags`.
    pub(super) before: Vec<u32>,
    /// (fox wins, geese win) of the kept placements, in order.
    pub(super) kept: Vec<(u32, u32)>,
}

impl GeeseTable {
    /// The table of the placements of `sets` with these packed sets
    /// (fox wins, geese win); `everywhere(i)` is placement `i`'s packed set
    /// of every empty point.
    pub(super) fn new(
        sets: Sets,
        pairs: &[(u32, u32)],
        everywhere: impl Fn(usize) -> u32,
    ) -> GeeseTable {
        let won = (0..pairs.len())
            .filter(|&i| pairs[i] == (everywhere(i), 0))
            .count();
        let drawn = pairs.iter().filter(|&&p| p == (0, 0)).count() > won;
        let mut flags = vec![0u64; pairs.len().div_ceil(64)];
        let mut before = Vec::with_capacity(flags.len());
        let mut kept = Vec::new();
        for (i, &pair) in pairs.iter().enumerate() {
            if i % 64 == 0 {
                before.push(kept.len() as u32);
            }
            let common = if drawn { (0, 0) } else { (everywhere(i), 0) };
            if pair != common {
                flags[i / 64] |= 1 << (i % 64);
                kept.push(pair);
            }
        }
        GeeseTable {
            sets,
            drawn,
            flags,
            before,
            kept,
        }
    }

    /// (fox wins, geese win) of placement `i`, packed.
    #[inline]
    pub(super) fn get(&self, i: usize) -> (u32, u32) {
        let word = self.flags[i / 64];
        let bit = 1u64 << (i % 64);
        if word & bit == 0 {
            return if self.drawn { (0, 0) } else { (u32::MAX, 0) };
        }
        let at = self.before[i / 64] as usize + (word & (bit - 1)).count_ones() as usize;
        self.kept[at]
    }

    pub(super) fn bytes(&self) -> u64 {
        (self.flags.len() * 8 + self.before.len() * 4 + self.kept.len() * 8) as u64
    }
}

/// With the fox to move, one `u64` of points a placement: where the fox
/// wins, and (with sideways steps only) where it loses.
pub(crate) struct FoxTable {
    pub(super) sets: Sets,
    pub(super) wins: Vec<u64>,
    pub(super) loses: Vec<u64>,
}

/// One slice settled: what it counted and the tables it leaves.
pub(super) struct Settled {
    pub(super) key: SliceKey,
    pub(super) counts: Counts,
    pub(super) geese: Option<GeeseTable>,
    /// `None` when read back after it was removed: no slice left needs it.
    pub(super) fox: Option<FoxTable>,
}

/// What the analysis found for one slice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counts {
    /// Positions (placements × fox points off the geese × 2 sides).
    pub positions: u64,
    /// Of them, won by the fox and by the geese (the rest are draws).
    pub fox_wins: u64,
    pub geese_win: u64,
}
