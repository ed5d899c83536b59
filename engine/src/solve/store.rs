//! The solved slices of one fox game with a given number of foxes, and the
//! order in which a set of them is solved: every slice a move leads to
//! before the slice it leaves.

use super::layout::Layout;
use super::score::code;
use super::slice::{FoxPlaces, Slice, SliceKey};
use crate::fox::{Position, Variant};
use crate::side::Side;
use std::collections::HashMap;

/// More positions than allowed would have to be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooLarge {
    pub needed: u64,
    pub limit: u64,
}

/// Solved slices: for each, its numbering and a code per index (see
/// [`super::score::code`]).
pub(crate) struct Store {
    pub variant: Variant,
    pub layout: Layout,
    pub places: FoxPlaces,
    slices: HashMap<SliceKey, (Slice, Vec<u16>)>,
    /// Indices held by the solved slices.
    held: u64,
    limit: u64,
}

impl Store {
    /// An empty store for positions of `variant` with `foxes` foxes, which
    /// refuses to hold more than `limit` indices.
    pub(crate) fn new(variant: Variant, foxes: u32, limit: u64) -> Store {
        let topology = variant.topology();
        Store {
            variant,
            layout: Layout::new(topology),
            places: FoxPlaces::new(foxes, topology.len()),
            slices: HashMap::new(),
            held: 0,
            limit,
        }
    }

    /// True when the slice of `geese` is solved.
    pub(crate) fn holds(&self, geese: u64) -> bool {
        geese.count_ones() >= self.variant.min_geese()
            && self.slices.contains_key(&SliceKey::of(&self.layout, geese))
    }

    /// The solved slices with their codes.
    pub(crate) fn slices(&self) -> impl Iterator<Item = (&Slice, &[u16])> {
        self.slices.values().map(|(s, codes)| (s, codes.as_slice()))
    }

    /// The code of a position whose slice is solved, or of one with too
    /// few geese (which is over: the geese, to move, have lost).
    ///
    /// # Panics
    /// If the slice is not solved: the solving order makes sure it is.
    #[inline]
    pub(crate) fn code(&self, position: &Position) -> u16 {
        let geese = position.geese();
        if geese.count_ones() < self.variant.min_geese() {
            return code(0);
        }
        let key = SliceKey::of(&self.layout, geese);
        let (slice, codes) = self
            .slices
            .get(&key)
            .expect("the slices a move leads to are solved first");
        let index = slice.index(
            &self.layout,
            &self.places,
            position.foxes(),
            geese,
            position.side_to_move(),
        );
        codes[index as usize]
    }

    /// The indices the slices of `keys` not yet solved would add.
    pub(crate) fn cost(&self, keys: &[SliceKey]) -> u64 {
        keys.iter()
            .filter(|k| !self.slices.contains_key(k))
            .map(|&k| Slice::size(&self.layout, &self.places, k))
            .sum()
    }

    /// Checks that the slices of `keys` fit: [`TooLarge`] when they would
    /// take the store over its limit, or a slice has more than 2^32
    /// indices (a slice's work numbers its positions in 32 bits).
    pub(crate) fn room_for(&self, keys: &[SliceKey]) -> Result<(), TooLarge> {
        let needed = self.held + self.cost(keys);
        let widest = keys
            .iter()
            .map(|&k| Slice::size(&self.layout, &self.places, k))
            .max()
            .unwrap_or(0);
        if needed > self.limit || widest > u32::MAX as u64 {
            return Err(TooLarge {
                needed,
                limit: self.limit,
            });
        }
        Ok(())
    }

    /// The codes of the slice of `key`, when it is solved.
    pub(crate) fn codes(&self, key: SliceKey) -> Option<&[u16]> {
        self.slices.get(&key).map(|(_, codes)| codes.as_slice())
    }

    /// True when the slice of `key` is solved already.
    pub(crate) fn has(&self, key: SliceKey) -> bool {
        self.slices.contains_key(&key)
    }

    /// Keeps a solved slice and its codes.
    pub(crate) fn insert(&mut self, slice: Slice, codes: Vec<u16>) {
        self.held += slice.len;
        self.slices.insert(slice.key, (slice, codes));
    }

    /// A position of the store's variant from its parts.
    pub(crate) fn position(foxes: u64, geese: u64, side: Side) -> Position {
        Position::new(foxes, geese, side)
    }
}
