//! A tiny seeded random generator for playouts: splitmix64, so the crate
//! needs no `rand` and a seed replays the same games everywhere.

/// splitmix64 (Steele, Lea and Flood): 64 bits of state, good enough to pick
/// moves, and fast.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub(crate) fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, every value equally likely (Lemire's
    /// multiply-shift with rejection). `n` must not be 0.
    #[inline]
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [0u32; 5];
        for _ in 0..5000 {
            seen[rng.below(5) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
    }
}
