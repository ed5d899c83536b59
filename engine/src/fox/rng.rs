//! A small seeded generator (SplitMix64): fixed Zobrist keys at compile
//! time and reproducible random playouts, without a `rand` dependency.

/// Advances `state` and returns the next 64 random bits.
pub(crate) const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A SplitMix64 stream.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A number in `0..n` (n > 0), by multiply-shift: no division, and a
    /// bias far below anything a playout could notice.
    #[inline]
    pub(crate) fn below(&mut self, n: usize) -> usize {
        ((splitmix64(&mut self.0) as u128 * n as u128) >> 64) as usize
    }
}
