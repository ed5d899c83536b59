//! The memo of the acyclic search: for each position met, the bounds on
//! its score proved so far, in one `u64` a position (a 40-bit key and two
//! 12-bit bounds), in an open-addressing table that doubles as it fills.
//!
//! Bounds are facts about the position alone, true whatever the path to
//! it, because the graph has no cycles and the search has no depth limit:
//! so they never need to be forgotten, and the table never replaces one.

use super::score::MATE;

/// The bits of a key; keys are never 0 (a position has geese).
pub(crate) const KEY_BITS: u32 = 40;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;
/// A bound is kept as `score + BIAS` in 12 bits.
const BIAS: i32 = 2048;
const _: () = assert!(MATE < BIAS);

/// More positions than allowed would have to be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Full {
    pub limit: u64,
}

pub(crate) struct Memo {
    slots: Vec<u64>,
    shift: u32,
    len: u64,
    limit: u64,
}

impl Memo {
    /// An empty memo that refuses to keep more than `limit` positions.
    pub(crate) fn new(limit: u64) -> Memo {
        let bits = 16;
        Memo {
            slots: vec![0; 1 << bits],
            shift: 64 - bits,
            len: 0,
            limit,
        }
    }

    /// The number of positions kept.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The bounds `(lower, upper)` known for `key`, if any.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<(i32, i32)> {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return None;
            }
            if slot & KEY_MASK == key {
                let lower = (slot >> KEY_BITS & 0xfff) as i32 - BIAS;
                let upper = (slot >> (KEY_BITS + 12)) as i32 - BIAS;
                return Some((lower, upper));
            }
            i = (i + 1) & mask;
        }
    }

    /// Records the bounds of `key`, replacing what was known.
    ///
    /// # Errors
    /// [`Full`] when `key` is new and the memo already holds its limit.
    pub(crate) fn put(&mut self, key: u64, lower: i32, upper: i32) -> Result<(), Full> {
        debug_assert!(key != 0 && key <= KEY_MASK);
        debug_assert!((-MATE..=MATE).contains(&lower) && (-MATE..=MATE).contains(&upper));
        let slot =
            key | ((lower + BIAS) as u64) << KEY_BITS | ((upper + BIAS) as u64) << (KEY_BITS + 12);
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let old = self.slots[i];
            if old == 0 {
                break;
            }
            if old & KEY_MASK == key {
                self.slots[i] = slot;
                return Ok(());
            }
            i = (i + 1) & mask;
        }
        if self.len >= self.limit {
            return Err(Full { limit: self.limit });
        }
        self.slots[i] = slot;
        self.len += 1;
        if self.len * 4 >= self.slots.len() as u64 * 3 {
            self.grow();
        }
        Ok(())
    }

    /// Doubles the table, placing every entry again.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![0; old.len() * 2];
        self.shift -= 1;
        let mask = self.slots.len() - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let mut i = self.home(slot & KEY_MASK);
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_bounds_through_growth_and_refuses_beyond_its_limit() {
        let mut memo = Memo::new(100_000);
        for key in 1..=100_000u64 {
            memo.put(key * 7919, -(key as i32 % MATE), key as i32 % MATE)
                .expect("room");
        }
        assert_eq!(memo.len(), 100_000);
        for key in 1..=100_000u64 {
            let k = key as i32 % MATE;
            assert_eq!(memo.get(key * 7919), Some((-k, k)));
        }
        assert_eq!(memo.get(3), None);
        memo.put(7919, MATE, -MATE)
            .expect("an update needs no room");
        assert_eq!(memo.get(7919), Some((MATE, -MATE)));
        assert_eq!(memo.put(5, 0, 0), Err(Full { limit: 100_000 }));
    }
}
