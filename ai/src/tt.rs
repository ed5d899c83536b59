//! The transposition table: fixed size, allocated once, keyed by the
//! engine's Zobrist hash. Stores the index of the best move in the
//! (deterministic) generated move list rather than the move itself, so one
//! table serves both families and entries stay 16 bytes.

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    /// 0 = empty, 1 exact, 2 lower, 3 upper.
    bound: u8,
    best: u16,
}

/// A hit: the stored depth, score, bound and best move index.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub depth: u32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<usize>,
}

/// A direct-mapped table with depth-preferred replacement.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of 2^`log2` entries (16 bytes each).
    pub fn new(log2: u32) -> Table {
        let size = 1usize << log2;
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 1,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.entries[key as usize & self.mask];
        if e.bound == 0 || e.key != key {
            return None;
        }
        let bound = match e.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            depth: e.depth as u32,
            score: e.score,
            bound,
            best: (e.best != u16::MAX).then_some(e.best as usize),
        })
    }

    /// Stores a result, keeping a deeper entry of another position.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<usize>) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.bound != 0 && slot.key != key && slot.depth as u32 > depth + 2 {
            return;
        }
        *slot = Entry {
            key,
            score,
            depth: depth.min(255) as u8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            best: best.map_or(u16::MAX, |b| b as u16),
        };
    }
}
