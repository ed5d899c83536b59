//! Zobrist keys: one random word per (piece, point) and one for the side to
//! move, the words of a fixed-seed splitmix64 stream so hashes are the same
//! in every run. They are worked out when used rather than stored (see
//! `splitmix64_nth`).

use crate::rng::splitmix64_nth;

const SEED: u64 = 0x7AF1_F0C5_6EE5_E5ED;

/// The key of a fox on `point` (the stream's words alternate a fox's and a
/// goose's key, point by point).
#[inline]
pub(crate) fn fox(point: usize) -> u64 {
    splitmix64_nth(SEED, 2 * point as u64 + 1)
}

/// The key of a goose on `point`.
#[inline]
pub(crate) fn goose(point: usize) -> u64 {
    splitmix64_nth(SEED, 2 * point as u64 + 2)
}

/// XORed in when the geese are to move.
pub(crate) const GEESE_TO_MOVE: u64 = splitmix64_nth(SEED, 129);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::splitmix64;

    #[test]
    fn keys_are_the_stream_drawn_in_order() {
        // The order the keys were once stored in: every hash (and so every
        // table keyed by one) is unchanged.
        let mut state = SEED;
        for point in 0..64 {
            assert_eq!(fox(point), splitmix64(&mut state));
            assert_eq!(goose(point), splitmix64(&mut state));
        }
        assert_eq!(GEESE_TO_MOVE, splitmix64(&mut state));
    }
}
