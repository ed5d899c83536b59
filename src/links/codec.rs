//! The pieces the URL codes share (share links in [`crate::links::share`], analysis
//! codes in [`crate::analysis::code`]): bits packed most significant first,
//! LEB128 numbers in their shortest form, the byte naming a game and its
//! options, and a move as its index in the position's sorted legal-move
//! list. Each format maps [`CodecError`] to its own error type.

use crate::engine::{GameId, Options};

/// What went wrong below the level of a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CodecError {
    /// The bytes end before the value being read.
    Truncated,
    /// A LEB128 number past `u64`.
    Overflow,
    /// A LEB128 number in a longer spelling than its shortest.
    NotShortest,
    /// Bytes, or non-zero padding bits, after the last value.
    TrailingData,
}

/// Bits needed to tell apart `n` choices (0 for one choice).
pub(crate) fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Appends bits, most significant first.
#[derive(Default)]
pub(crate) struct BitWriter {
    pub(crate) bytes: Vec<u8>,
    /// Bits used in the last byte (0 = start a new byte).
    used: u32,
}

impl BitWriter {
    /// Appends the low `bits` bits of `value`.
    pub(crate) fn push(&mut self, value: usize, bits: u32) {
        for i in (0..bits).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let bit = ((value >> i) & 1) as u8;
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (7 - self.used);
            }
            self.used = (self.used + 1) % 8;
        }
    }

    /// Appends one bit.
    pub(crate) fn flag(&mut self, on: bool) {
        self.push(usize::from(on), 1);
    }

    /// Appends `played` as its index in `legal` (the sorted legal-move
    /// list of the position it is played in), in [`width`] bits. False,
    /// and nothing written, when it is not in the list.
    pub(crate) fn push_move(&mut self, legal: &[String], played: &str) -> bool {
        match legal.binary_search_by(|m| m.as_str().cmp(played)) {
            Ok(index) => {
                self.push(index, width(legal.len()));
                true
            }
            Err(_) => false,
        }
    }
}

/// Reads bits, most significant first.
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl<'a> BitReader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, bit: 0 }
    }

    /// The next `bits` bits as a number.
    pub(crate) fn read(&mut self, bits: u32) -> Result<usize, CodecError> {
        let mut value = 0usize;
        for _ in 0..bits {
            let byte = self.bytes.get(self.bit / 8).ok_or(CodecError::Truncated)?;
            value = (value << 1) | usize::from((byte >> (7 - self.bit % 8)) & 1);
            self.bit += 1;
        }
        Ok(value)
    }

    /// The next bit.
    pub(crate) fn flag(&mut self) -> Result<bool, CodecError> {
        self.read(1).map(|b| b == 1)
    }

    /// A move index into `legal` (as [`BitWriter::push_move`] writes it):
    /// the move, or `Ok(None)` when the index is past the list.
    pub(crate) fn read_move<'m>(
        &mut self,
        legal: &'m [String],
    ) -> Result<Option<&'m String>, CodecError> {
        let choice = self.read(width(legal.len()))?;
        Ok(legal.get(choice))
    }

    /// Only zero padding bits may follow, up to the end of the last byte.
    pub(crate) fn finish(&self) -> Result<(), CodecError> {
        let whole = self.bit.div_ceil(8);
        if whole < self.bytes.len() {
            return Err(CodecError::TrailingData);
        }
        let used = self.bit % 8;
        if used != 0 {
            let last = self.bytes.get(whole - 1).copied().unwrap_or(0);
            if last & (0xff >> used) != 0 {
                return Err(CodecError::TrailingData);
            }
        }
        Ok(())
    }
}

/// Appends `n` in LEB128 (7 bits a byte, low first, shortest form).
pub(crate) fn push_leb128(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// Reads a LEB128 number in its shortest form; returns it and the bytes
/// used.
pub(crate) fn read_leb128(bytes: &[u8]) -> Result<(u64, usize), CodecError> {
    let mut n = 0u64;
    for (i, &b) in bytes.iter().enumerate().take(10) {
        let part = u64::from(b & 0x7f);
        let shift = 7 * i as u32;
        if shift >= 64 || (shift == 63 && part > 1) {
            return Err(CodecError::Overflow);
        }
        n |= part << shift;
        if b & 0x80 == 0 {
            // A final zero byte after the first is a longer spelling.
            if i > 0 && b == 0 {
                return Err(CodecError::NotShortest);
            }
            return Ok((n, i + 1));
        }
    }
    if bytes.len() >= 10 {
        Err(CodecError::Overflow)
    } else {
        Err(CodecError::Truncated)
    }
}

fn geese_code(geese: u8) -> Option<u8> {
    match geese {
        13 => Some(0),
        15 => Some(1),
        17 => Some(2),
        _ => None,
    }
}

/// The byte naming the game and its options, if they can be played: bits
/// 0–1 and 5 the game's index in `GameId::ALL` (bit 5 its third bit, so
/// that the four first games keep the codes of the links written before
/// Brandubh and Tablut), bits 2–3 the number of geese (0: 13, 1: 15, 2:
/// 17), bit 4 sideways goose moves, bits 6–7 zero.
pub(crate) fn game_byte(game: GameId, options: Options) -> Option<u8> {
    options.validate(game).ok()?;
    let index = GameId::ALL.iter().position(|&g| g == game)? as u8;
    Some(
        (index & 3)
            | geese_code(options.geese)? << 2
            | u8::from(options.sideways) << 4
            | (index >> 2) << 5,
    )
}

/// The game and options a game byte names; `None` when it names none, or
/// options the game cannot take.
pub(crate) fn parse_game_byte(byte: u8) -> Option<(GameId, Options)> {
    if byte >> 6 != 0 {
        return None;
    }
    let index = usize::from(byte & 3) | usize::from(byte >> 5) << 2;
    let game = *GameId::ALL.get(index)?;
    let geese = match (byte >> 2) & 3 {
        0 => 13,
        1 => 15,
        2 => 17,
        _ => return None,
    };
    let options = Options {
        geese,
        sideways: byte & 0x10 != 0,
    };
    options.validate(game).ok()?;
    Some((game, options))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_fit_the_choices() {
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 8, 9, 128, 129].map(width),
            [0, 0, 1, 2, 2, 3, 3, 4, 7, 8]
        );
    }

    #[test]
    fn bits_round_trip_and_padding_is_checked() {
        let mut w = BitWriter::default();
        w.push(5, 3);
        w.flag(true);
        w.push(0x1ff, 9);
        assert_eq!(w.bytes, [0b1011_1111, 0b1111_1000]);
        let mut r = BitReader::new(&w.bytes);
        assert_eq!(r.read(3), Ok(5));
        assert_eq!(r.flag(), Ok(true));
        assert_eq!(r.read(9), Ok(0x1ff));
        assert_eq!(r.finish(), Ok(()));
        assert_eq!(r.read(3), Ok(0), "the padding");
        assert_eq!(r.read(1), Err(CodecError::Truncated));
        let stray = [0b1000_0001];
        let mut r = BitReader::new(&stray);
        assert_eq!(r.read(1), Ok(1));
        assert_eq!(r.finish(), Err(CodecError::TrailingData));
        let extra = [0, 0];
        let mut r = BitReader::new(&extra);
        assert_eq!(r.read(3), Ok(0));
        assert_eq!(r.finish(), Err(CodecError::TrailingData));
    }

    #[test]
    fn moves_are_indexes_into_the_legal_list() {
        let legal: Vec<String> = ["a1-a2", "b1-b2", "c1-c2"].map(String::from).to_vec();
        let mut w = BitWriter::default();
        assert!(w.push_move(&legal, "c1-c2"));
        assert!(!w.push_move(&legal, "d1-d2"));
        assert!(w.push_move(&legal[..1], "a1-a2"), "one choice, no bits");
        w.push(3, 2);
        let mut r = BitReader::new(&w.bytes);
        assert_eq!(r.read_move(&legal), Ok(Some(&legal[2])));
        assert_eq!(r.read_move(&legal[..1]), Ok(Some(&legal[0])));
        assert_eq!(r.read_move(&legal), Ok(None), "index 3 of 3");
    }

    #[test]
    fn leb128_is_shortest_and_bounded() {
        for n in [0, 1, 127, 128, 300, 1 << 35, u64::MAX] {
            let mut out = Vec::new();
            push_leb128(&mut out, n);
            assert_eq!(read_leb128(&out), Ok((n, out.len())), "{n}");
        }
        assert_eq!(read_leb128(&[]), Err(CodecError::Truncated));
        assert_eq!(read_leb128(&[0x80]), Err(CodecError::Truncated));
        assert_eq!(read_leb128(&[0x81, 0]), Err(CodecError::NotShortest));
        assert_eq!(read_leb128(&[0xff; 10]), Err(CodecError::Overflow));
        let mut too_big = vec![0xff; 9];
        too_big.push(0x02);
        assert_eq!(read_leb128(&too_big), Err(CodecError::Overflow));
    }

    #[test]
    fn every_game_byte_names_its_game() {
        let mut named = 0;
        for byte in 0..=255u8 {
            if let Some((game, options)) = parse_game_byte(byte) {
                assert_eq!(game_byte(game, options), Some(byte));
                named += 1;
            }
        }
        // Six fox-geese tables and one of each other game.
        assert_eq!(named, 12);
        // The four first games keep the bytes of the links written before
        // Brandubh and Tablut.
        assert_eq!(game_byte(GameId::Hnefatafl, Options::default()), Some(3));
        assert_eq!(game_byte(GameId::Brandubh, Options::default()), Some(0x20));
        assert_eq!(game_byte(GameId::Tablut, Options::default()), Some(0x21));
        assert_eq!(
            game_byte(GameId::Hnefatafl13, Options::default()),
            Some(0x22)
        );
        let bad = Options {
            geese: 14,
            sideways: false,
        };
        assert_eq!(game_byte(GameId::FoxGeese, bad), None);
    }
}
