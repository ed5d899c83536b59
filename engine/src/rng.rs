//! A small seeded generator (SplitMix64, by Steele, Lea and Flood): fixed
//! Zobrist keys at compile time, reproducible random playouts, and the AI's
//! random choices, without a `rand` dependency, identical natively and in
//! wasm.

/// Advances `state` and returns the next 64 random bits. `const` so that
/// Zobrist tables can be drawn at compile time.
pub(crate) const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`th word (counting from 1) of the SplitMix64 stream that starts
/// at `state`: what `n` calls of [`splitmix64`] would return last, in
/// constant time. Zobrist keys are worked out with it when needed: a
/// stored table of them is random bytes that no compression shrinks, and
/// every page's wasm would carry it (4 KB gzip).
#[inline]
pub(crate) const fn splitmix64_nth(state: u64, n: u64) -> u64 {
    let mut state = state.wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(n - 1));
    splitmix64(&mut state)
}

/// A SplitMix64 stream: the random playouts here, and the AI's random
/// choices (`tafl_ai::Rng` is this type).
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream from `seed` (the state starts at `seed` mixed with a fixed
    /// constant).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x243F_6A88_85A3_08D3)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        splitmix64(&mut self.0)
    }

    /// A number in `0..n` (`n` > 0), by multiply-shift; the tiny bias (a
    /// value's odds off by at most `n` in 2^64) does not matter here.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 5];
        for _ in 0..5000 {
            seen[rng.below(5)] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
    }

    #[test]
    fn a_seed_replays_the_same_stream() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
    }

    /// The stream is pinned: the AI's seeded games (its noise, its random
    /// moves, `tafl match` openings) replay only while these numbers hold.
    /// They are the outputs of the AI's own generator before it became
    /// this one.
    #[test]
    fn the_stream_is_pinned() {
        /// 3 × 64 bits, 8 × `below(10)`, 3 × `below(1_000_003)`,
        /// then 64 bits again.
        fn draws(seed: u64) -> (Vec<u64>, Vec<usize>, Vec<usize>, u64) {
            let mut rng = Rng::new(seed);
            (
                (0..3).map(|_| rng.next_u64()).collect(),
                (0..8).map(|_| rng.below(10)).collect(),
                (0..3).map(|_| rng.below(1_000_003)).collect(),
                rng.next_u64(),
            )
        }
        assert_eq!(
            draws(0),
            (
                vec![
                    0x2cb0_f69f_4abe_a221,
                    0x9417_0347_2314_8989,
                    0xdd55_5950_609d_fe03
                ],
                vec![8, 4, 9, 0, 6, 4, 3, 8],
                vec![873_427, 224_355, 684_043],
                0xa9ff_be6b_5104_e85a,
            )
        );
        assert_eq!(
            draws(42),
            (
                vec![
                    0x64d9_10c6_f79a_9e85,
                    0x59ab_4539_9eed_4174,
                    0x1ea1_5352_af4f_20f4
                ],
                vec![6, 8, 7, 4, 7, 3, 8, 7],
                vec![612_685, 527_058, 845_753],
                0x276d_db5f_10b1_bdf8,
            )
        );
    }
}
