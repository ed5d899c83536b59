//! Zobrist keys: one random word per (piece, point) and one for the side to
//! move, fixed at compile time so hashes are the same in every run.

use crate::rng::splitmix64;

pub(crate) struct Keys {
    pub fox: [u64; 64],
    pub goose: [u64; 64],
    /// XORed in when the geese are to move.
    pub geese_to_move: u64,
}

const fn generate(seed: u64) -> Keys {
    let mut state = seed;
    let mut keys = Keys {
        fox: [0; 64],
        goose: [0; 64],
        geese_to_move: 0,
    };
    let mut i = 0;
    while i < 64 {
        keys.fox[i] = splitmix64(&mut state);
        keys.goose[i] = splitmix64(&mut state);
        i += 1;
    }
    keys.geese_to_move = splitmix64(&mut state);
    keys
}

pub(crate) static KEYS: Keys = generate(0x7AF1_F0C5_6EE5_E5ED);
