//! Zobrist keys: one random 64-bit word per (piece kind, square) and one for
//! "defenders to move". Drawn at compile time from a fixed-seed splitmix64,
//! so hashes are the same in every build, on every machine and in wasm.

use super::board::SQUARES;
use crate::rng::splitmix64;

/// The keys of one kind of piece, indexed by square.
pub(crate) type SquareKeys = [u64; SQUARES];

/// Every key the hash uses.
pub(crate) struct Keys {
    pub(crate) attacker: SquareKeys,
    pub(crate) defender: SquareKeys,
    pub(crate) king: SquareKeys,
    /// Mixed in when the defenders are to move.
    pub(crate) defenders_to_move: u64,
}

const fn fill(mut state: u64) -> (u64, SquareKeys) {
    let mut keys = [0; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        keys[i] = splitmix64(&mut state);
        i += 1;
    }
    (state, keys)
}

/// The keys, from the fixed seed.
pub(crate) static KEYS: Keys = {
    let state = 0x7AF1_C0DE_0011_0011;
    let (state, attacker) = fill(state);
    let (state, defender) = fill(state);
    let (mut state, king) = fill(state);
    let defenders_to_move = splitmix64(&mut state);
    Keys {
        attacker,
        defender,
        king,
        defenders_to_move,
    }
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: Vec<u64> = KEYS
            .attacker
            .iter()
            .chain(&KEYS.defender)
            .chain(&KEYS.king)
            .copied()
            .collect();
        all.push(KEYS.defenders_to_move);
        assert!(all.iter().all(|&k| k != 0));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
