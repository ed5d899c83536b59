//! Zobrist keys: one random 64-bit word per (piece kind, square) and one for
//! "defenders to move": the words of a fixed-seed splitmix64 stream, so
//! hashes are the same in every build, on every machine and in wasm. They
//! are worked out when used rather than stored (see `splitmix64_nth`).
//! The stream was first drawn for Copenhagen's 121 squares; the squares
//! above (on 13×13) take the words after those, so every 11×11 hash is
//! unchanged.

use super::board::SQUARES;
use crate::rng::splitmix64_nth;

const SEED: u64 = 0x7AF1_C0DE_0011_0011;

/// The stream's words in order: the attackers' squares, the defenders',
/// the king's, then the side to move.
#[inline]
fn word(index: usize) -> u64 {
    splitmix64_nth(SEED, index as u64 + 1)
}

/// The key of piece kind `kind` (attacker 0, defender 1, king 2) on
/// `square`.
#[inline(always)]
fn key(kind: usize, square: usize) -> u64 {
    if square < SQUARES {
        word(kind * SQUARES + square)
    } else {
        // After the side-to-move word, three words a square.
        word(3 * SQUARES + 1 + 3 * (square - SQUARES) + kind)
    }
}

/// The key of an attacker on `square`.
#[inline]
pub(crate) fn attacker(square: usize) -> u64 {
    key(0, square)
}

/// The key of a defender on `square`.
#[inline]
pub(crate) fn defender(square: usize) -> u64 {
    key(1, square)
}

/// The key of the king on `square`.
#[inline]
pub(crate) fn king(square: usize) -> u64 {
    key(2, square)
}

/// Mixed in when the defenders are to move.
pub(crate) const DEFENDERS_TO_MOVE: u64 = splitmix64_nth(SEED, 3 * SQUARES as u64 + 1);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::splitmix64;

    #[test]
    fn keys_are_the_stream_drawn_in_order() {
        // The order the keys were once stored in: every hash (and so every
        // table keyed by one) is unchanged.
        let mut state = SEED;
        let mut next = || splitmix64(&mut state);
        let attackers: Vec<u64> = (0..SQUARES).map(|_| next()).collect();
        let defenders: Vec<u64> = (0..SQUARES).map(|_| next()).collect();
        let kings: Vec<u64> = (0..SQUARES).map(|_| next()).collect();
        assert_eq!(next(), DEFENDERS_TO_MOVE);
        for square in 0..SQUARES {
            assert_eq!(attacker(square), attackers[square]);
            assert_eq!(defender(square), defenders[square]);
            assert_eq!(king(square), kings[square]);
        }
    }

    #[test]
    fn keys_are_distinct_and_nonzero_on_every_square_of_13x13() {
        let mut all: Vec<u64> = (0..crate::hnefatafl::MAX_SQUARES)
            .flat_map(|square| [attacker(square), defender(square), king(square)])
            .collect();
        all.push(DEFENDERS_TO_MOVE);
        assert!(all.iter().all(|&k| k != 0));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
