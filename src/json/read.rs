//! The streaming reader: values are read where they stand in the text, in
//! the shape the caller expects, with no tree in between.

use super::error::{Error, Reason, MAX_DEPTH};

/// A JSON text being read from the front. Strict RFC 8259; never panics.
pub struct Reader<'a> {
    text: &'a str,
    pos: usize,
    depth: usize,
}

/// The significand a float is read to: 19 digits.
const LONGEST: u64 = 1_000_000_000_000_000_000;

/// A number's parts as written: sign, integer digits, fraction digits and
/// the exponent (saturated).
struct NumberText<'a> {
    negative: bool,
    int: &'a [u8],
    frac: &'a [u8],
    exp: i32,
    /// No fraction and no exponent: a whole number as written.
    plain: bool,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader {
            text,
            pos: 0,
            depth: 0,
        }
    }

    /// The byte offset of the next value (after whitespace).
    pub fn at(&mut self) -> usize {
        self.skip_whitespace();
        self.pos
    }

    fn syntax(&self, reason: Reason) -> Error {
        Error::Syntax {
            at: self.pos,
            reason,
        }
    }

    /// The error for an unexpected byte here, or the end of the text.
    fn unexpected(&self, reason: Reason) -> Error {
        self.syntax(if self.byte().is_none() {
            Reason::Eof
        } else {
            reason
        })
    }

    fn expected(&self, what: &'static str) -> Error {
        Error::Expected { at: self.pos, what }
    }

    fn byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.byte() {
            self.pos += 1;
        }
    }

    /// The next byte after whitespace, not taken.
    fn peek(&mut self) -> Option<u8> {
        self.skip_whitespace();
        self.byte()
    }

    /// Takes `word` (`null`, `true`, `false`) if it is next.
    fn word(&mut self, word: &str) -> bool {
        self.skip_whitespace();
        let found = self.text.as_bytes()[self.pos..].starts_with(word.as_bytes());
        if found {
            self.pos += word.len();
        }
        found
    }

    /// Nothing but whitespace is left.
    ///
    /// # Errors
    /// [`Reason::TrailingCharacters`].
    pub fn end(&mut self) -> Result<(), Error> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.syntax(Reason::TrailingCharacters)),
        }
    }

    /// Takes a `null` if it is next.
    ///
    /// # Errors
    /// At the end of the text.
    pub fn null(&mut self) -> Result<bool, Error> {
        if self.peek().is_none() {
            return Err(self.syntax(Reason::Eof));
        }
        Ok(self.word("null"))
    }

    /// `true` or `false`.
    ///
    /// # Errors
    /// Anything else.
    pub fn bool(&mut self) -> Result<bool, Error> {
        if self.word("true") {
            Ok(true)
        } else if self.word("false") {
            Ok(false)
        } else {
            Err(self.expected("true or false"))
        }
    }

    /// A string.
    ///
    /// # Errors
    /// Anything else, or a string badly written.
    pub fn string(&mut self) -> Result<String, Error> {
        if self.peek() != Some(b'"') {
            return Err(self.expected("a string"));
        }
        self.pos += 1;
        self.string_rest()
    }

    /// A whole number that fits `T` (`1.0` and `1e2` are not whole).
    ///
    /// # Errors
    /// Anything else (`what` names what was expected).
    pub fn integer<T: TryFrom<i64> + TryFrom<u64>>(
        &mut self,
        what: &'static str,
    ) -> Result<T, Error> {
        let at = self.at();
        let value = match self.whole()? {
            Some((false, magnitude)) => T::try_from(magnitude).ok(),
            // `-0` is not a whole number of an unsigned type either.
            Some((true, magnitude)) => 0i64
                .checked_sub_unsigned(magnitude)
                .filter(|&n| n < 0 || T::try_from(-1i64).is_ok())
                .and_then(|n| T::try_from(n).ok()),
            None => None,
        };
        value.ok_or(Error::Expected { at, what })
    }

    /// A number's sign and magnitude when it is written whole and its
    /// magnitude fits 64 bits; `None` for any other number.
    fn whole(&mut self) -> Result<Option<(bool, u64)>, Error> {
        let n = self.number()?;
        if !n.plain {
            return Ok(None);
        }
        let mut magnitude = 0u64;
        for &d in n.int {
            match magnitude
                .checked_mul(10)
                .and_then(|m| m.checked_add(u64::from(d - b'0')))
            {
                Some(m) => magnitude = m,
                None => return Ok(None),
            }
        }
        Ok(Some((n.negative, magnitude)))
    }

    /// Any number, as the nearest `f64` of its first 19 digits (time
    /// stamps need no more). Beyond the `f64` range, an infinity.
    ///
    /// # Errors
    /// Anything but a number.
    pub fn float(&mut self) -> Result<f64, Error> {
        let n = self.number()?;
        // Digits past the 19th only scale the number.
        let mut significand = 0u64;
        let mut exp = n.exp;
        for &d in n.int {
            if significand < LONGEST {
                significand = significand * 10 + u64::from(d - b'0');
            } else {
                exp = exp.saturating_add(1);
            }
        }
        for &d in n.frac {
            if significand < LONGEST {
                significand = significand * 10 + u64::from(d - b'0');
                exp = exp.saturating_sub(1);
            }
        }
        let value = match significand {
            0 => 0.0,
            _ => significand as f64 * 10f64.powi(exp.clamp(-400, 400)),
        };
        Ok(if n.negative { -value } else { value })
    }

    fn number(&mut self) -> Result<NumberText<'a>, Error> {
        let Some(b'-' | b'0'..=b'9') = self.peek() else {
            return Err(self.expected("a number"));
        };
        let negative = self.byte() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        let int = match self.byte() {
            Some(b'0') => {
                self.pos += 1;
                if let Some(b'0'..=b'9') = self.byte() {
                    return Err(self.syntax(Reason::InvalidNumber));
                }
                &b"0"[..]
            }
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected(Reason::InvalidNumber)),
        };
        let mut frac: &[u8] = &[];
        if self.byte() == Some(b'.') {
            self.pos += 1;
            frac = self.digits();
            if frac.is_empty() {
                return Err(self.unexpected(Reason::InvalidNumber));
            }
        }
        let mut exp = 0i32;
        let plain = frac.is_empty() && !matches!(self.byte(), Some(b'e' | b'E'));
        if let Some(b'e' | b'E') = self.byte() {
            self.pos += 1;
            let sign = self.byte();
            if let Some(b'-' | b'+') = sign {
                self.pos += 1;
            }
            let digits = self.digits();
            if digits.is_empty() {
                return Err(self.unexpected(Reason::InvalidNumber));
            }
            for &d in digits {
                exp = exp.saturating_mul(10).saturating_add(i32::from(d - b'0'));
            }
            if sign == Some(b'-') {
                exp = -exp;
            }
        }
        Ok(NumberText {
            negative,
            int,
            frac,
            exp,
            plain,
        })
    }

    fn digits(&mut self) -> &'a [u8] {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.byte() {
            self.pos += 1;
        }
        &self.text.as_bytes()[start..self.pos]
    }

    /// A string, after its opening quote.
    fn string_rest(&mut self) -> Result<String, Error> {
        let bytes = self.text.as_bytes();
        let mut out = String::new();
        loop {
            let start = self.pos;
            while let Some(&c) = bytes.get(self.pos) {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            // Split at ASCII bytes only: always a char boundary.
            out.push_str(&self.text[start..self.pos]);
            match self.byte() {
                None => return Err(self.syntax(Reason::Eof)),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => self.pos += 1,
                Some(_) => return Err(self.syntax(Reason::ControlCharacter)),
            }
            let c = match self.byte() {
                None => return Err(self.syntax(Reason::Eof)),
                Some(b'"') => '"',
                Some(b'\\') => '\\',
                Some(b'/') => '/',
                Some(b'b') => '\u{8}',
                Some(b'f') => '\u{c}',
                Some(b'n') => '\n',
                Some(b'r') => '\r',
                Some(b't') => '\t',
                Some(b'u') => {
                    let at = self.pos - 1;
                    self.pos += 1;
                    let mut n = self.hex4()?;
                    if (0xD800..0xDC00).contains(&n)
                        && bytes.get(self.pos..self.pos + 2) == Some(b"\\u")
                    {
                        self.pos += 2;
                        let low = self.hex4()?;
                        if !(0xDC00..0xE000).contains(&low) {
                            return Err(Error::Syntax {
                                at,
                                reason: Reason::LoneSurrogate,
                            });
                        }
                        n = 0x1_0000 + ((n - 0xD800) << 10) + (low - 0xDC00);
                    }
                    match char::from_u32(n) {
                        Some(c) => {
                            out.push(c);
                            continue;
                        }
                        None => {
                            return Err(Error::Syntax {
                                at,
                                reason: Reason::LoneSurrogate,
                            })
                        }
                    }
                }
                Some(_) => return Err(self.syntax(Reason::InvalidEscape)),
            };
            self.pos += 1;
            out.push(c);
        }
    }

    /// Four hex digits, taken.
    fn hex4(&mut self) -> Result<u32, Error> {
        let Some(digits) = self.text.as_bytes().get(self.pos..self.pos + 4) else {
            return Err(Error::Syntax {
                at: self.text.len(),
                reason: Reason::Eof,
            });
        };
        let n = digits
            .iter()
            .try_fold(0, |n, &d| char::from(d).to_digit(16).map(|d| n << 4 | d))
            .ok_or_else(|| self.syntax(Reason::InvalidEscape))?;
        self.pos += 4;
        Ok(n)
    }

    /// One level deeper (an array or object opens).
    fn descend(&mut self) -> Result<(), Error> {
        if self.depth == MAX_DEPTH {
            return Err(self.syntax(Reason::TooDeep));
        }
        self.depth += 1;
        self.pos += 1;
        Ok(())
    }

    /// After a value in an array or object: `true` for a comma, `false`
    /// for the closing bracket (taken, one level up).
    fn more(&mut self, close: u8) -> Result<bool, Error> {
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                Ok(true)
            }
            Some(c) if c == close => {
                self.pos += 1;
                self.depth -= 1;
                Ok(false)
            }
            _ => Err(self.unexpected(Reason::ExpectedCommaOrEnd)),
        }
    }

    /// An array: `each` reads one item at a time.
    ///
    /// # Errors
    /// Anything but an array, or `each`'s error.
    pub fn array(
        &mut self,
        each: &mut dyn FnMut(&mut Reader<'a>) -> Result<(), Error>,
    ) -> Result<(), Error> {
        if self.peek() != Some(b'[') {
            return Err(self.expected("an array"));
        }
        self.descend()?;
        if self.peek() == Some(b']') {
            self.pos += 1;
            self.depth -= 1;
            return Ok(());
        }
        loop {
            each(self)?;
            if !self.more(b']')? {
                return Ok(());
            }
        }
    }

    /// An object: `each` hears each key and reads (or [skips](Self::skip))
    /// its value. (`dyn`: one copy of the loop for every struct, which
    /// keeps the pages small.)
    ///
    /// # Errors
    /// Anything but an object, or `each`'s error.
    pub fn object(
        &mut self,
        each: &mut dyn FnMut(&mut Reader<'a>, &str) -> Result<(), Error>,
    ) -> Result<(), Error> {
        if self.peek() != Some(b'{') {
            return Err(self.expected("an object"));
        }
        self.descend()?;
        if self.peek() == Some(b'}') {
            self.pos += 1;
            self.depth -= 1;
            return Ok(());
        }
        loop {
            let key = self.key()?;
            each(self, &key)?;
            if !self.more(b'}')? {
                return Ok(());
            }
        }
    }

    /// A key and its colon.
    fn key(&mut self) -> Result<String, Error> {
        if self.peek() != Some(b'"') {
            return Err(self.unexpected(Reason::KeyNotAString));
        }
        self.pos += 1;
        let key = self.string_rest()?;
        if self.peek() != Some(b':') {
            return Err(self.unexpected(Reason::ExpectedColon));
        }
        self.pos += 1;
        Ok(key)
    }

    /// The name of an enum's variant: a string (`"Ready"`, no content:
    /// `false`), or the one key of an object (`{"Win":…}`, content next:
    /// `true`, to be read and followed by [`close_variant`](Self::close_variant)).
    ///
    /// # Errors
    /// Anything else.
    pub fn variant(&mut self) -> Result<(String, bool), Error> {
        match self.peek() {
            Some(b'"') => Ok((self.string()?, false)),
            Some(b'{') => {
                self.descend()?;
                Ok((self.key()?, true))
            }
            _ => Err(self.expected("a variant")),
        }
    }

    /// The end of a variant's object, after its content.
    ///
    /// # Errors
    /// Anything but `}`.
    pub fn close_variant(&mut self) -> Result<(), Error> {
        if self.peek() != Some(b'}') {
            return Err(self.unexpected(Reason::ExpectedCommaOrEnd));
        }
        self.pos += 1;
        self.depth -= 1;
        Ok(())
    }

    /// The text of one value of any kind, checked to be JSON, for another
    /// reader to read whole.
    ///
    /// # Errors
    /// When it is not JSON.
    pub fn raw(&mut self) -> Result<&'a str, Error> {
        let start = self.at();
        self.skip()?;
        Ok(&self.text[start..self.pos])
    }

    /// Skips one value of any kind, checking that it is JSON.
    ///
    /// # Errors
    /// When it is not.
    pub fn skip(&mut self) -> Result<(), Error> {
        match self.peek() {
            None => Err(self.syntax(Reason::Eof)),
            Some(b'"') => self.string().map(drop),
            Some(b'-' | b'0'..=b'9') => self.number().map(drop),
            Some(b'[') => self.array(&mut Reader::skip),
            Some(b'{') => self.object(&mut |r, _| r.skip()),
            Some(_) if self.word("null") || self.word("true") || self.word("false") => Ok(()),
            Some(_) => Err(self.syntax(Reason::ExpectedValue)),
        }
    }
}
