//! Point sets as plain integers: one bit a point, so that set operations,
//! counting and iteration cost a few instructions and never allocate.

/// Declares an iterator over the indices of the set bits of one integer
/// type, lowest first.
macro_rules! bit_iterator {
    ($name:ident, $int:ty) => {
        #[doc = concat!("Iterates over the indices of the set bits of a `", stringify!($int), "`, lowest first.")]
        #[derive(Clone, Copy, Debug)]
        pub struct $name(pub $int);

        impl Iterator for $name {
            type Item = u8;

            #[inline]
            fn next(&mut self) -> Option<u8> {
                if self.0 == 0 {
                    return None;
                }
                let index = self.0.trailing_zeros() as u8;
                self.0 &= self.0 - 1;
                Some(index)
            }

            fn size_hint(&self) -> (usize, Option<usize>) {
                let n = self.0.count_ones() as usize;
                (n, Some(n))
            }
        }
    };
}

bit_iterator!(Bits64, u64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_set_bits_in_order() {
        assert_eq!(Bits64(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(Bits64(0).count(), 0);
    }
}
