//! [`Squares`]: a set of tafl squares as one 192-bit word, bit `n` for
//! square `n`. A `u128` held the 11×11 board and the smaller ones; 13×13
//! has 169 squares, so the set is a `u128` for squares 0–127 and a `u64`
//! above. On boards of up to 127 squares the high word stays zero, and
//! every operation is the `u128` one plus one instruction on the high word.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// Bits in a set (the highest one is the ray scan's sentinel).
pub const BITS: u32 = 192;

/// A set of squares: bit `n` for square `n` (a1 = 0, numbered
/// `rank * files + file`). `Copy`, and never allocates.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Squares {
    low: u128,
    high: u64,
}

impl Squares {
    /// No square.
    pub const EMPTY: Squares = Squares { low: 0, high: 0 };
    /// Every bit (for masks; no board has this many squares).
    pub const FULL: Squares = Squares {
        low: u128::MAX,
        high: u64::MAX,
    };

    /// The set whose squares 0–127 are the bits of `low` and squares
    /// 128–191 those of `high`.
    #[inline]
    pub const fn from_words(low: u128, high: u64) -> Squares {
        Squares { low, high }
    }

    /// The set of square `sq` alone (`sq` below [`BITS`]).
    #[inline]
    pub const fn bit(sq: u8) -> Squares {
        if sq < 128 {
            Squares {
                low: 1 << sq,
                high: 0,
            }
        } else {
            Squares {
                low: 0,
                high: 1 << (sq - 128),
            }
        }
    }

    /// The squares numbered below `n`.
    #[inline]
    pub const fn below(n: u32) -> Squares {
        if n < 128 {
            Squares {
                low: (1 << n) - 1,
                high: 0,
            }
        } else if n < BITS {
            Squares {
                low: u128::MAX,
                high: (1 << (n - 128)) - 1,
            }
        } else {
            Squares::FULL
        }
    }

    /// Both sets at once (`|` in a `const fn`).
    #[inline]
    pub const fn union(self, other: Squares) -> Squares {
        Squares {
            low: self.low | other.low,
            high: self.high | other.high,
        }
    }

    /// The squares of both sets (`&` in a `const fn`).
    #[inline]
    pub const fn intersection(self, other: Squares) -> Squares {
        Squares {
            low: self.low & other.low,
            high: self.high & other.high,
        }
    }

    /// The squares of `self` not in `other` (`& !` in a `const fn`).
    #[inline]
    pub const fn difference(self, other: Squares) -> Squares {
        Squares {
            low: self.low & !other.low,
            high: self.high & !other.high,
        }
    }

    /// `self` with square `sq` added.
    #[inline]
    pub const fn with(self, sq: u8) -> Squares {
        self.union(Squares::bit(sq))
    }

    /// `self` with square `sq` taken out.
    #[inline]
    pub const fn without(self, sq: u8) -> Squares {
        self.difference(Squares::bit(sq))
    }

    /// True when the set holds no square.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.low == 0 && self.high == 0
    }

    /// True when the set holds a square.
    #[inline]
    pub const fn any(self) -> bool {
        !self.is_empty()
    }

    /// True when square `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: u8) -> bool {
        self.intersection(Squares::bit(sq)).any()
    }

    /// True when the two sets share a square.
    #[inline]
    pub const fn meets(self, other: Squares) -> bool {
        self.intersection(other).any()
    }

    /// How many squares the set holds.
    #[inline]
    pub const fn count(self) -> u32 {
        self.low.count_ones() + self.high.count_ones()
    }

    /// The lowest square, or [`BITS`] for the empty set.
    #[inline]
    pub const fn trailing_zeros(self) -> u32 {
        if self.low != 0 {
            self.low.trailing_zeros()
        } else {
            128 + self.high.trailing_zeros()
        }
    }

    /// [`BITS`] minus one minus the highest square, or [`BITS`] for the
    /// empty set.
    #[inline]
    pub const fn leading_zeros(self) -> u32 {
        if self.high != 0 {
            self.high.leading_zeros()
        } else {
            64 + self.low.leading_zeros()
        }
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.is_empty() {
            None
        } else {
            Some(self.trailing_zeros() as u8)
        }
    }

    /// The highest square, if any.
    #[inline]
    pub const fn last(self) -> Option<u8> {
        if self.is_empty() {
            None
        } else {
            Some((BITS - 1 - self.leading_zeros()) as u8)
        }
    }

    /// The `n`-th lowest square (from 0); `n` must be below the size of
    /// the set.
    #[inline]
    pub fn nth(self, n: u32) -> u8 {
        let words = [self.low as u64, (self.low >> 64) as u64, self.high];
        let mut n = n;
        let mut offset = 0;
        for word in words {
            let count = word.count_ones();
            if n < count {
                let mut word = word;
                for _ in 0..n {
                    word &= word - 1;
                }
                return word.trailing_zeros() as u8 + offset;
            }
            n -= count;
            offset += 64;
        }
        u8::MAX
    }

    /// The set as three 64-bit words, each with the number of its first
    /// square, for loops that are cheaper a word at a time.
    #[inline]
    pub const fn words(self) -> [(u64, u8); 3] {
        [
            (self.low as u64, 0),
            ((self.low >> 64) as u64, 64),
            (self.high, 128),
        ]
    }

    /// The squares, lowest first.
    #[inline]
    pub const fn iter(self) -> SquareIter {
        SquareIter(self)
    }
}

impl IntoIterator for Squares {
    type Item = u8;
    type IntoIter = SquareIter;

    #[inline]
    fn into_iter(self) -> SquareIter {
        SquareIter(self)
    }
}

impl FromIterator<u8> for Squares {
    fn from_iter<I: IntoIterator<Item = u8>>(squares: I) -> Squares {
        squares.into_iter().fold(Squares::EMPTY, Squares::with)
    }
}

/// The squares of a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct SquareIter(Squares);

impl Iterator for SquareIter {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        let set = &mut self.0;
        if set.low != 0 {
            let sq = set.low.trailing_zeros() as u8;
            set.low &= set.low - 1;
            Some(sq)
        } else if set.high != 0 {
            let sq = 128 + set.high.trailing_zeros() as u8;
            set.high &= set.high - 1;
            Some(sq)
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

impl fmt::Debug for Squares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl BitOr for Squares {
    type Output = Squares;
    #[inline]
    fn bitor(self, other: Squares) -> Squares {
        self.union(other)
    }
}

impl BitAnd for Squares {
    type Output = Squares;
    #[inline]
    fn bitand(self, other: Squares) -> Squares {
        self.intersection(other)
    }
}

impl BitXor for Squares {
    type Output = Squares;
    #[inline]
    fn bitxor(self, other: Squares) -> Squares {
        Squares {
            low: self.low ^ other.low,
            high: self.high ^ other.high,
        }
    }
}

impl Not for Squares {
    type Output = Squares;
    #[inline]
    fn not(self) -> Squares {
        Squares {
            low: !self.low,
            high: !self.high,
        }
    }
}

impl BitOrAssign for Squares {
    #[inline]
    fn bitor_assign(&mut self, other: Squares) {
        *self = *self | other;
    }
}

impl BitAndAssign for Squares {
    #[inline]
    fn bitand_assign(&mut self, other: Squares) {
        *self = *self & other;
    }
}

impl BitXorAssign for Squares {
    #[inline]
    fn bitxor_assign(&mut self, other: Squares) {
        *self = *self ^ other;
    }
}

impl Shl<u32> for Squares {
    type Output = Squares;
    /// Moves every square up by `n` (bits past the top drop off).
    #[inline]
    fn shl(self, n: u32) -> Squares {
        if n == 0 {
            self
        } else if n < 64 {
            Squares {
                low: self.low << n,
                high: (self.high << n) | (self.low >> (128 - n)) as u64,
            }
        } else if n < 128 {
            Squares {
                low: self.low << n,
                high: (self.low >> (128 - n)) as u64,
            }
        } else if n < BITS {
            Squares {
                low: 0,
                high: (self.low << (n - 128)) as u64,
            }
        } else {
            Squares::EMPTY
        }
    }
}

impl Shr<u32> for Squares {
    type Output = Squares;
    /// Moves every square down by `n` (bits below 0 drop off).
    #[inline]
    fn shr(self, n: u32) -> Squares {
        if n == 0 {
            self
        } else if n < 128 {
            Squares {
                low: (self.low >> n) | ((self.high as u128) << (128 - n)),
                high: if n < 64 { self.high >> n } else { 0 },
            }
        } else if n < BITS {
            Squares {
                low: (self.high >> (n - 128)) as u128,
                high: 0,
            }
        } else {
            Squares::EMPTY
        }
    }
}

#[cfg(test)]
mod tests;
