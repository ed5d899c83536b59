//! A small seeded generator (SplitMix64): reproducible noise and random
//! moves, identical natively and in wasm, without a `rand` dependency.

/// A SplitMix64 stream.
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x243F_6A88_85A3_08D3)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0); the tiny modulo bias does not matter here.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A roughly bell-shaped number in `-amplitude..=amplitude` (sum of
    /// three uniforms): mistakes that are usually small, sometimes large.
    pub fn noise(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        let span = 2 * amplitude as usize + 1;
        let sum: i32 = (0..3).map(|_| self.below(span) as i32 - amplitude).sum();
        sum / 3
    }
}
