//! JSON (RFC 8259) for the saved games and the AI worker's messages: a
//! [`Value`], a strict parser ([`parse`]) and a compact writer ([`write`]),
//! small in code size so that the browser app needs no `serde_json`.
//!
//! What it reads and writes is what `serde_json` (with the `serde` derives
//! these types had before) read and wrote, byte for byte where it writes,
//! and the same texts accepted where it reads:
//! - [`write`] escapes `"`, `\` and the control characters (as `\n`, `\t`,
//!   `\r`, `\b`, `\f` or `\u00xx`) and nothing else; integers are written
//!   as integers, floats as `serde_json` writes them (`1.0`, `0.001`,
//!   `1e+16`), a float that JSON cannot hold as `null`.
//! - [`parse`] is strict RFC 8259 with `serde_json`'s number conversion
//!   (integers exact in the full `u64` / `i64` range, `-0` a float, floats
//!   out of the `f64` range an error) and a nesting limit of
//!   [`MAX_DEPTH`]; a key given twice keeps its first place and its last
//!   value (as `serde_json::Value` and JavaScript's `JSON.parse` do).
//! - [`parse_raw`] reads as `serde` read a struct straight from the text:
//!   every entry is kept (so that a field given twice is an error, see
//!   [`fields`]), and what serde skipped unchecked in an unknown field (a
//!   lone surrogate, a number out of range) is only an error once it is
//!   used ([`Value::Invalid`]).
//!
//! The functions after the parser map a [`Value`] to Rust values as the
//! `serde` derives did: [`fields`] for a struct (an object by name, or an
//! array by position), [`variant`] for an enum, [`to_u64`] and friends for
//! the leaves.
//!
//! Sizes are the callers' to bound: the parser's memory is linear in the
//! length of the text, and so is its time (n log n for an object of very
//! many keys).
//!
//! `wire.rs` writes and reads the engine's types (record, game, options)
//! in it. A folder of its own because the saves and the AI worker's
//! messages both use it, and it knows nothing of either.

pub(crate) mod wire;

use std::fmt;

/// Deepest nesting of arrays and objects [`parse`] reads (as `serde_json`).
const MAX_DEPTH: usize = 127;

/// A JSON value. Objects keep their entries in the order of the text.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
    /// A string, number or object that [`parse_raw`] found well-formed but
    /// not usable (a lone surrogate, a number out of range, a lone
    /// surrogate in a key): an error when it is read, nothing when it is
    /// skipped. [`parse`] reports these at once instead; [`write`] writes
    /// `null`.
    Invalid(Error),
}

/// A JSON number as `serde_json` holds it: an integer within the range of
/// `u64` (or, below zero, of `i64`) exactly, anything else as `f64`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    U64(u64),
    /// Below zero.
    I64(i64),
    F64(f64),
}

/// Why a text is not JSON, or a value not the expected shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Not JSON: what is wrong, at which byte of the text.
    Syntax { at: usize, reason: Reason },
    /// A struct without this field.
    Missing(&'static str),
    /// A struct with this field twice (see [`parse_raw`]).
    Duplicate(&'static str),
    /// A value of another kind than this.
    Expected(&'static str),
}

/// What is wrong with a text that is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The text ends inside a value.
    Eof,
    /// No value where one must be.
    ExpectedValue,
    ExpectedColon,
    ExpectedCommaOrEnd,
    KeyNotAString,
    InvalidNumber,
    /// A number beyond the range of `f64`.
    NumberOutOfRange,
    InvalidEscape,
    /// A `\u` escape of half a surrogate pair.
    LoneSurrogate,
    /// A control character (below U+0020) not escaped in a string.
    ControlCharacter,
    /// Nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// Something after the value.
    TrailingCharacters,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Syntax { at, reason } => {
                let what = match reason {
                    Reason::Eof => "unexpected end",
                    Reason::ExpectedValue => "expected a value",
                    Reason::ExpectedColon => "expected `:`",
                    Reason::ExpectedCommaOrEnd => "expected `,` or the end",
                    Reason::KeyNotAString => "key must be a string",
                    Reason::InvalidNumber => "invalid number",
                    Reason::NumberOutOfRange => "number out of range",
                    Reason::InvalidEscape => "invalid escape",
                    Reason::LoneSurrogate => "lone surrogate in \\u escape",
                    Reason::ControlCharacter => "control character in a string",
                    Reason::TooDeep => "nested too deep",
                    Reason::TrailingCharacters => "trailing characters",
                };
                write!(f, "{what} at byte {at}")
            }
            Error::Missing(field) => write!(f, "missing field `{field}`"),
            Error::Duplicate(field) => write!(f, "duplicate field `{field}`"),
            Error::Expected(what) => write!(f, "expected {what}"),
        }
    }
}

impl std::error::Error for Error {}

impl Value {
    /// The value of `key` in an object (the last, if it is there twice);
    /// `None` for anything but an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(entries) => entries.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A whole number from 0 to `u64::MAX` (not `1.0`, as `serde_json`).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(Number::U64(n)) => Some(*n),
            _ => None,
        }
    }

    /// An object of these entries, in this order.
    pub fn object(entries: Vec<(&str, Value)>) -> Value {
        Value::Object(
            entries
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        Value::Number(Number::U64(n))
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Number(match u64::try_from(n) {
            Ok(n) => Number::U64(n),
            Err(_) => Number::I64(n),
        })
    }
}

impl From<f64> for Value {
    fn from(f: f64) -> Value {
        Value::Number(Number::F64(f))
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl From<&[String]> for Value {
    fn from(items: &[String]) -> Value {
        Value::Array(items.iter().map(|s| Value::from(s.as_str())).collect())
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Reads a JSON text (RFC 8259; see the module documentation). Never
/// panics.
///
/// # Errors
/// The first problem, with its byte offset.
pub fn parse(text: &str) -> Result<Value, Error> {
    Parser::new(text, false).document()
}

/// Reads a JSON text as `serde` read a struct straight from it: every
/// entry of an object is kept, even a key given twice, and a lone
/// surrogate or a number out of range is a [`Value::Invalid`] in its place
/// (an object with a lone surrogate in a key is one as a whole). Never
/// panics.
///
/// # Errors
/// The first problem of syntax, with its byte offset.
pub fn parse_raw(text: &str) -> Result<Value, Error> {
    Parser::new(text, true).document()
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    depth: usize,
    /// [`parse_raw`]: keep every entry; lone surrogates and numbers out of
    /// range are values, not errors.
    raw: bool,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, raw: bool) -> Parser<'a> {
        Parser {
            text,
            pos: 0,
            depth: 0,
            raw,
        }
    }

    fn error(&self, reason: Reason) -> Error {
        Error::Syntax {
            at: self.pos,
            reason,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// The error for an unexpected byte here, or the end of the text.
    fn unexpected(&self, reason: Reason) -> Error {
        self.error(if self.peek().is_none() {
            Reason::Eof
        } else {
            reason
        })
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    fn digits(&mut self) -> &'a [u8] {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.peek() {
            self.pos += 1;
        }
        &self.text.as_bytes()[start..self.pos]
    }

    /// In [`parse_raw`], `error` becomes a [`Value::Invalid`] (the first
    /// such of a string is kept in `slot`); in [`parse`] it is returned.
    fn soft(&self, slot: &mut Option<Error>, error: Error) -> Result<(), Error> {
        if self.raw {
            slot.get_or_insert(error);
            Ok(())
        } else {
            Err(error)
        }
    }

    fn document(mut self) -> Result<Value, Error> {
        let value = self.value()?;
        self.skip_whitespace();
        match self.peek() {
            None => Ok(value),
            Some(_) => Err(self.error(Reason::TrailingCharacters)),
        }
    }

    fn value(&mut self) -> Result<Value, Error> {
        self.skip_whitespace();
        let literal = |p: &mut Parser, word: &str, value: Value| {
            if p.text.as_bytes()[p.pos..].starts_with(word.as_bytes()) {
                p.pos += word.len();
                Ok(value)
            } else {
                Err(p.error(Reason::ExpectedValue))
            }
        };
        match self.peek() {
            None => Err(self.error(Reason::Eof)),
            Some(b'n') => literal(self, "null", Value::Null),
            Some(b't') => literal(self, "true", Value::Bool(true)),
            Some(b'f') => literal(self, "false", Value::Bool(false)),
            Some(b'"') => {
                self.pos += 1;
                let mut bad = None;
                let s = self.string(&mut bad)?;
                Ok(bad.map_or(Value::String(s), Value::Invalid))
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => self.nested(Parser::array),
            Some(b'{') => self.nested(Parser::object),
            Some(_) => Err(self.error(Reason::ExpectedValue)),
        }
    }

    /// An array or object (after its opening bracket), one level deeper.
    fn nested(
        &mut self,
        inner: fn(&mut Parser<'a>) -> Result<Value, Error>,
    ) -> Result<Value, Error> {
        if self.depth == MAX_DEPTH {
            return Err(self.error(Reason::TooDeep));
        }
        self.depth += 1;
        self.pos += 1;
        let value = inner(self);
        self.depth -= 1;
        value
    }

    /// After a value in an array or object: `true` for a comma, `false`
    /// for the closing bracket.
    fn more(&mut self, close: u8) -> Result<bool, Error> {
        self.skip_whitespace();
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                Ok(true)
            }
            Some(c) if c == close => {
                self.pos += 1;
                Ok(false)
            }
            _ => Err(self.unexpected(Reason::ExpectedCommaOrEnd)),
        }
    }

    fn array(&mut self) -> Result<Value, Error> {
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b']') {
            self.pos += 1;
        } else {
            loop {
                items.push(self.value()?);
                if !self.more(b']')? {
                    break;
                }
            }
        }
        Ok(Value::Array(items))
    }

    fn object(&mut self) -> Result<Value, Error> {
        let mut entries = Vec::new();
        let mut bad = None;
        self.skip_whitespace();
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                self.skip_whitespace();
                if self.peek() != Some(b'"') {
                    return Err(self.unexpected(Reason::KeyNotAString));
                }
                self.pos += 1;
                let key = self.string(&mut bad)?;
                self.skip_whitespace();
                if self.peek() != Some(b':') {
                    return Err(self.unexpected(Reason::ExpectedColon));
                }
                self.pos += 1;
                let value = self.value()?;
                entries.push((key, value));
                if !self.more(b'}')? {
                    break;
                }
            }
        }
        if let Some(error) = bad {
            return Ok(Value::Invalid(error));
        }
        if !self.raw {
            keep_last(&mut entries);
        }
        Ok(Value::Object(entries))
    }

    /// A string, after its opening quote. A lone surrogate is an error, or
    /// in [`parse_raw`] a U+FFFD noted in `bad`.
    fn string(&mut self, bad: &mut Option<Error>) -> Result<String, Error> {
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
            match self.peek() {
                None => return Err(self.error(Reason::Eof)),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {}
                Some(_) => return Err(self.error(Reason::ControlCharacter)),
            }
            let at = self.pos;
            self.pos += 1;
            let c = match self.peek() {
                None => return Err(self.error(Reason::Eof)),
                Some(b'"') => '"',
                Some(b'\\') => '\\',
                Some(b'/') => '/',
                Some(b'b') => '\u{8}',
                Some(b'f') => '\u{c}',
                Some(b'n') => '\n',
                Some(b'r') => '\r',
                Some(b't') => '\t',
                Some(b'u') => {
                    self.pos += 1;
                    let n = self.hex4(self.pos)?;
                    self.pos += 4;
                    let mut c = char::from_u32(n);
                    if (0xD800..0xDC00).contains(&n)
                        && bytes.get(self.pos..self.pos + 2) == Some(b"\\u")
                    {
                        if let Ok(low @ 0xDC00..=0xDFFF) = self.hex4(self.pos + 2) {
                            self.pos += 6;
                            c = char::from_u32(0x1_0000 + ((n - 0xD800) << 10) + (low - 0xDC00));
                        }
                    }
                    match c {
                        Some(c) => {
                            out.push(c);
                            continue;
                        }
                        None => {
                            let error = Error::Syntax {
                                at,
                                reason: Reason::LoneSurrogate,
                            };
                            self.soft(bad, error)?;
                            out.push('\u{fffd}');
                            continue;
                        }
                    }
                }
                Some(_) => return Err(self.error(Reason::InvalidEscape)),
            };
            self.pos += 1;
            out.push(c);
        }
    }

    /// The four hex digits at `at`.
    fn hex4(&self, at: usize) -> Result<u32, Error> {
        let Some(digits) = self.text.as_bytes().get(at..at + 4) else {
            return Err(Error::Syntax {
                at: self.text.len(),
                reason: Reason::Eof,
            });
        };
        digits
            .iter()
            .try_fold(0, |n, &d| match char::from(d).to_digit(16) {
                Some(d) => Ok(n << 4 | d),
                None => Err(Error::Syntax {
                    at,
                    reason: Reason::InvalidEscape,
                }),
            })
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.pos;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        let int = match self.peek() {
            Some(b'0') => {
                self.pos += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.error(Reason::InvalidNumber));
                }
                &b"0"[..]
            }
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected(Reason::InvalidNumber)),
        };
        let mut frac: &[u8] = &[];
        if self.peek() == Some(b'.') {
            self.pos += 1;
            frac = self.digits();
            if frac.is_empty() {
                return Err(self.unexpected(Reason::InvalidNumber));
            }
        }
        let mut exp = None;
        if let Some(b'e' | b'E') = self.peek() {
            self.pos += 1;
            let sign = self.peek();
            if let Some(b'-' | b'+') = sign {
                self.pos += 1;
            }
            let digits = self.digits();
            if digits.is_empty() {
                return Err(self.unexpected(Reason::InvalidNumber));
            }
            exp = Some((sign != Some(b'-'), digits));
        }
        Ok(match number_value(negative, int, frac, exp) {
            Some(n) => Value::Number(n),
            None => {
                let error = Error::Syntax {
                    at: start,
                    reason: Reason::NumberOutOfRange,
                };
                let mut bad = None;
                self.soft(&mut bad, error.clone())?;
                Value::Invalid(error)
            }
        })
    }
}

/// The number of a JSON number text (sign, integer digits, fraction
/// digits, exponent sign and digits) as `serde_json` computes it, or
/// `None` when it is beyond the range of `f64`. Integers are exact; a
/// float is its first 19 or 20 significant digits times a power of ten
/// from a table (not always the nearest `f64` to a long decimal, but the
/// same `f64` `serde_json` reads).
fn number_value(
    negative: bool,
    int: &[u8],
    frac: &[u8],
    exp: Option<(bool, &[u8])>,
) -> Option<Number> {
    let push = |sig: u64, digit: u8| sig.checked_mul(10)?.checked_add(u64::from(digit - b'0'));
    let mut sig = 0u64;
    let mut exponent = 0i32;
    let mut long = false;
    for &d in int {
        match push(sig, d) {
            Some(s) if !long => sig = s,
            // Digits past the 64 bits only scale the number.
            _ => {
                long = true;
                exponent = exponent.saturating_add(1);
            }
        }
    }
    if !long && frac.is_empty() && exp.is_none() {
        let neg = (sig as i64).wrapping_neg();
        return Some(match (negative, neg < 0) {
            (false, _) => Number::U64(sig),
            (true, true) => Number::I64(neg),
            // Below `i64::MIN`, or `-0`.
            (true, false) => Number::F64(-(sig as f64)),
        });
    }
    for &d in frac {
        match push(sig, d) {
            Some(s) => {
                sig = s;
                exponent = exponent.saturating_sub(1);
            }
            None => break,
        }
    }
    if let Some((positive, digits)) = exp {
        let mut e = 0i32;
        for &d in digits {
            match e
                .checked_mul(10)
                .and_then(|e| e.checked_add(i32::from(d - b'0')))
            {
                Some(x) => e = x,
                None if sig != 0 && positive => return None,
                None => return Some(Number::F64(if negative { -0.0 } else { 0.0 })),
            }
        }
        exponent = if positive {
            exponent.saturating_add(e)
        } else {
            exponent.saturating_sub(e)
        };
    }
    let mut f = sig as f64;
    loop {
        match POW10.get(exponent.unsigned_abs() as usize) {
            Some(&pow) if exponent >= 0 => {
                f *= pow;
                if f.is_infinite() {
                    return None;
                }
                break;
            }
            Some(&pow) => {
                f /= pow;
                break;
            }
            None if f == 0.0 => break,
            None if exponent >= 0 => return None,
            None => {
                f /= 1e308;
                exponent += 308;
            }
        }
    }
    Some(Number::F64(if negative { -f } else { f }))
}

/// 10⁰ to 10³⁰⁸.
#[rustfmt::skip]
const POW10: [f64; 309] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
    1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29,
    1e30, 1e31, 1e32, 1e33, 1e34, 1e35, 1e36, 1e37, 1e38, 1e39,
    1e40, 1e41, 1e42, 1e43, 1e44, 1e45, 1e46, 1e47, 1e48, 1e49,
    1e50, 1e51, 1e52, 1e53, 1e54, 1e55, 1e56, 1e57, 1e58, 1e59,
    1e60, 1e61, 1e62, 1e63, 1e64, 1e65, 1e66, 1e67, 1e68, 1e69,
    1e70, 1e71, 1e72, 1e73, 1e74, 1e75, 1e76, 1e77, 1e78, 1e79,
    1e80, 1e81, 1e82, 1e83, 1e84, 1e85, 1e86, 1e87, 1e88, 1e89,
    1e90, 1e91, 1e92, 1e93, 1e94, 1e95, 1e96, 1e97, 1e98, 1e99,
    1e100, 1e101, 1e102, 1e103, 1e104, 1e105, 1e106, 1e107, 1e108, 1e109,
    1e110, 1e111, 1e112, 1e113, 1e114, 1e115, 1e116, 1e117, 1e118, 1e119,
    1e120, 1e121, 1e122, 1e123, 1e124, 1e125, 1e126, 1e127, 1e128, 1e129,
    1e130, 1e131, 1e132, 1e133, 1e134, 1e135, 1e136, 1e137, 1e138, 1e139,
    1e140, 1e141, 1e142, 1e143, 1e144, 1e145, 1e146, 1e147, 1e148, 1e149,
    1e150, 1e151, 1e152, 1e153, 1e154, 1e155, 1e156, 1e157, 1e158, 1e159,
    1e160, 1e161, 1e162, 1e163, 1e164, 1e165, 1e166, 1e167, 1e168, 1e169,
    1e170, 1e171, 1e172, 1e173, 1e174, 1e175, 1e176, 1e177, 1e178, 1e179,
    1e180, 1e181, 1e182, 1e183, 1e184, 1e185, 1e186, 1e187, 1e188, 1e189,
    1e190, 1e191, 1e192, 1e193, 1e194, 1e195, 1e196, 1e197, 1e198, 1e199,
    1e200, 1e201, 1e202, 1e203, 1e204, 1e205, 1e206, 1e207, 1e208, 1e209,
    1e210, 1e211, 1e212, 1e213, 1e214, 1e215, 1e216, 1e217, 1e218, 1e219,
    1e220, 1e221, 1e222, 1e223, 1e224, 1e225, 1e226, 1e227, 1e228, 1e229,
    1e230, 1e231, 1e232, 1e233, 1e234, 1e235, 1e236, 1e237, 1e238, 1e239,
    1e240, 1e241, 1e242, 1e243, 1e244, 1e245, 1e246, 1e247, 1e248, 1e249,
    1e250, 1e251, 1e252, 1e253, 1e254, 1e255, 1e256, 1e257, 1e258, 1e259,
    1e260, 1e261, 1e262, 1e263, 1e264, 1e265, 1e266, 1e267, 1e268, 1e269,
    1e270, 1e271, 1e272, 1e273, 1e274, 1e275, 1e276, 1e277, 1e278, 1e279,
    1e280, 1e281, 1e282, 1e283, 1e284, 1e285, 1e286, 1e287, 1e288, 1e289,
    1e290, 1e291, 1e292, 1e293, 1e294, 1e295, 1e296, 1e297, 1e298, 1e299,
    1e300, 1e301, 1e302, 1e303, 1e304, 1e305, 1e306, 1e307, 1e308,
];

/// Of the entries with the same key, keeps the first place and the last
/// value. Sorting keeps it linear-logarithmic however many keys there are.
fn keep_last(entries: &mut Vec<(String, Value)>) {
    let n = entries.len();
    if n < 2 {
        return;
    }
    // Indexes by key, then by place (a heap sort: small in code).
    let less = |a: usize, b: usize| (&entries[a].0, a) < (&entries[b].0, b);
    let mut order: Vec<usize> = (0..n).collect();
    let sift = |order: &mut [usize], mut root: usize, end: usize| loop {
        let mut child = 2 * root + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && less(order[child], order[child + 1]) {
            child += 1;
        }
        if !less(order[root], order[child]) {
            break;
        }
        order.swap(root, child);
        root = child;
    };
    for root in (0..n / 2).rev() {
        sift(&mut order, root, n);
    }
    for end in (1..n).rev() {
        order.swap(0, end);
        sift(&mut order, 0, end);
    }
    let mut keep = vec![true; n];
    let mut i = 0;
    while i < n {
        let mut j = i + 1;
        while j < n && entries[order[j]].0 == entries[order[i]].0 {
            j += 1;
        }
        if j - i > 1 {
            let value = std::mem::replace(&mut entries[order[j - 1]].1, Value::Null);
            entries[order[i]].1 = value;
            for &k in &order[i + 1..j] {
                keep[k] = false;
            }
        }
        i = j;
    }
    let mut i = 0;
    entries.retain(|_| {
        i += 1;
        keep[i - 1]
    });
}

/// The compact JSON text of `value`, as `serde_json::to_string` writes
/// the same data.
pub fn write(value: &Value) -> String {
    let mut out = String::new();
    write_into(&mut out, value);
    out
}

/// Appends the compact JSON text of `value` to `out`.
fn write_into(out: &mut String, value: &Value) {
    match value {
        Value::Null | Value::Invalid(_) => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(Number::U64(n)) => push_digits(out, *n),
        Value::Number(Number::I64(n)) => {
            if *n < 0 {
                out.push('-');
            }
            push_digits(out, n.unsigned_abs());
        }
        Value::Number(Number::F64(f)) => push_f64(out, *f),
        Value::String(s) => push_string(out, s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_into(out, item);
            }
            out.push(']');
        }
        Value::Object(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                push_string(out, key);
                out.push(':');
                write_into(out, item);
            }
            out.push('}');
        }
    }
}

fn push_digits(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// A string with `serde_json`'s escapes: `"`, `\` and the control
/// characters, nothing else.
fn push_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[c as usize >> 4]));
                out.push(char::from(HEX[c as usize & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A float, as the app writes them. Every float the app stores is a whole
/// number (milliseconds): a whole float below 10^16 is written as
/// `serde_json` wrote it (`1764590000000.0`, `-0.0`). Any other float (a
/// fraction, a huge number, NaN, the infinities) the app never writes,
/// and it is `null`: writing the shortest digits of any float needs the
/// standard library's float printing, about 10 KB of gzipped wasm on every
/// page with the app.
fn push_f64(out: &mut String, f: f64) {
    if f.fract() != 0.0 || !f.is_finite() || f.abs() >= 1e16 {
        out.push_str("null");
        return;
    }
    if f.is_sign_negative() {
        out.push('-');
    }
    push_digits(out, f.abs() as u64);
    out.push_str(".0");
}

// Reading values as the `serde` derives did.

/// The fields `names` of a struct, as `serde` reads a struct: from an
/// object by name (other keys are ignored, a name twice is an error), or
/// from an array by position (no longer than `names`; the missing last
/// ones are `None`). `what` names the struct in errors.
///
/// Returns the fields in the order of `names`, and whether they came from
/// an array (where `serde` does not take a missing `Option` for `None`).
///
/// # Errors
/// Anything but an object or an array, a field twice, too many elements.
pub fn fields<'a>(
    value: &'a Value,
    names: &[&'static str],
    what: &'static str,
) -> Result<(Vec<Option<&'a Value>>, bool), Error> {
    let mut found = vec![None; names.len()];
    match value {
        Value::Object(entries) => {
            for (key, v) in entries {
                if let Some(i) = names.iter().position(|n| n == key) {
                    if found[i].is_some() {
                        return Err(Error::Duplicate(names[i]));
                    }
                    found[i] = Some(v);
                }
            }
            Ok((found, false))
        }
        Value::Array(items) if items.len() <= names.len() => {
            for (slot, item) in found.iter_mut().zip(items) {
                *slot = Some(item);
            }
            Ok((found, true))
        }
        other => Err(unexpected(other, what)),
    }
}

/// A field that must be there.
///
/// # Errors
/// [`Error::Missing`].
pub fn required<'a>(field: Option<&'a Value>, name: &'static str) -> Result<&'a Value, Error> {
    field.ok_or(Error::Missing(name))
}

/// An enum as `serde` reads one (externally tagged): a variant name
/// alone, or an object of one key, the variant name, whose value is the
/// variant's content. Returns the name and the content.
///
/// # Errors
/// Anything else.
pub fn variant(value: &Value) -> Result<(&str, Option<&Value>), Error> {
    match value {
        Value::String(name) => Ok((name, None)),
        Value::Object(entries) if entries.len() == 1 => Ok((&entries[0].0, Some(&entries[0].1))),
        other => Err(unexpected(other, "a variant name or an object of one key")),
    }
}

/// The content of a unit variant: none, or `null`.
///
/// # Errors
/// Any other content.
pub fn unit(content: Option<&Value>) -> Result<(), Error> {
    match content {
        None | Some(Value::Null) => Ok(()),
        Some(other) => Err(unexpected(other, "null")),
    }
}

/// The content of a struct or newtype variant, which must be there.
///
/// # Errors
/// [`Error::Expected`] for a variant name alone.
pub fn content<'a>(content: Option<&'a Value>, what: &'static str) -> Result<&'a Value, Error> {
    content.ok_or(Error::Expected(what))
}

/// The error for `value` where `what` was expected: its own error if it
/// is [`Value::Invalid`].
fn unexpected(value: &Value, what: &'static str) -> Error {
    match value {
        Value::Invalid(e) => e.clone(),
        _ => Error::Expected(what),
    }
}

/// A whole number from `min` to `max`, as `serde` reads an integer type
/// (not `1.0`, not `-0`).
fn integer(value: &Value, min: i64, max: u64, what: &'static str) -> Result<i128, Error> {
    let n = match value {
        Value::Number(Number::U64(n)) => i128::from(*n),
        Value::Number(Number::I64(n)) => i128::from(*n),
        other => return Err(unexpected(other, what)),
    };
    if n < i128::from(min) || n > i128::from(max) {
        return Err(Error::Expected(what));
    }
    Ok(n)
}

/// # Errors
/// Anything but a whole number from 0 to `u64::MAX`.
pub fn to_u64(value: &Value) -> Result<u64, Error> {
    integer(value, 0, u64::MAX, "a u64").map(|n| n as u64)
}

/// # Errors
/// Anything but a whole number from 0 to `u32::MAX`.
pub fn to_u32(value: &Value) -> Result<u32, Error> {
    integer(value, 0, u64::from(u32::MAX), "a u32").map(|n| n as u32)
}

/// # Errors
/// Anything but a whole number from 0 to 255.
pub fn to_u8(value: &Value) -> Result<u8, Error> {
    integer(value, 0, u64::from(u8::MAX), "a u8").map(|n| n as u8)
}

/// # Errors
/// Anything but a whole number in the range of `i32`.
pub fn to_i32(value: &Value) -> Result<i32, Error> {
    integer(value, i64::from(i32::MIN), i32::MAX as u64, "an i32").map(|n| n as i32)
}

/// Any number (an integer beyond 2⁵³ rounded to the nearest `f64`).
///
/// # Errors
/// Anything but a number.
pub fn to_f64(value: &Value) -> Result<f64, Error> {
    match value {
        Value::Number(Number::U64(n)) => Ok(*n as f64),
        Value::Number(Number::I64(n)) => Ok(*n as f64),
        Value::Number(Number::F64(f)) => Ok(*f),
        other => Err(unexpected(other, "a number")),
    }
}

/// # Errors
/// Anything but `true` or `false`.
pub fn to_bool(value: &Value) -> Result<bool, Error> {
    match value {
        Value::Bool(b) => Ok(*b),
        other => Err(unexpected(other, "a boolean")),
    }
}

/// # Errors
/// Anything but a string.
pub fn to_string(value: &Value) -> Result<String, Error> {
    match value {
        Value::String(s) => Ok(s.clone()),
        other => Err(unexpected(other, "a string")),
    }
}

/// # Errors
/// Anything but an array of strings.
pub fn to_strings(value: &Value) -> Result<Vec<String>, Error> {
    match value {
        Value::Array(items) => items.iter().map(to_string).collect(),
        other => Err(unexpected(other, "an array of strings")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syntax(text: &str) -> Reason {
        match parse(text) {
            Err(Error::Syntax { reason, .. }) => reason,
            other => panic!("{text:?}: {other:?}"),
        }
    }

    fn obj(entries: &[(&str, Value)]) -> Value {
        Value::object(entries.iter().map(|(k, v)| (*k, v.clone())).collect())
    }

    #[test]
    fn values_of_every_kind_read() {
        let text =
            " {\"a\" : [null, true, false, 0, -1, 2.5, \"x\", [], {}]\n,\t\"b\":{\"c\":\"\"}}\r\n";
        let expected = obj(&[
            (
                "a",
                Value::Array(vec![
                    Value::Null,
                    Value::Bool(true),
                    Value::Bool(false),
                    Value::from(0u64),
                    Value::from(-1i64),
                    Value::from(2.5),
                    Value::from("x"),
                    Value::Array(vec![]),
                    Value::Object(vec![]),
                ]),
            ),
            ("b", obj(&[("c", Value::from(""))])),
        ]);
        assert_eq!(parse(text), Ok(expected.clone()));
        assert_eq!(parse_raw(text), Ok(expected.clone()));
        assert_eq!(
            write(&expected),
            r#"{"a":[null,true,false,0,-1,null,"x",[],{}],"b":{"c":""}}"#
        );
        assert_eq!(
            expected.get("b").and_then(|b| b.get("c")),
            Some(&Value::from(""))
        );
        assert_eq!(expected.get("z"), None);
        assert_eq!(Value::Null.get("a"), None);
    }

    #[test]
    fn escapes_read_and_are_written_as_serde_json_writes_them() {
        let text = r#""\"\\\/\b\f\n\r\t\u0000\u001F\u00e9\u20AC\ud83d\ude00 é😀""#;
        let s = "\"\\/\u{8}\u{c}\n\r\t\u{0}\u{1f}é€😀 é😀";
        assert_eq!(parse(text), Ok(Value::from(s)));
        // Only `"`, `\` and the control characters are escaped, in
        // lower-case hex; `/`, DEL and all else are written as they are.
        assert_eq!(
            write(&Value::from(format!("{s}\u{7f}\u{2028}"))),
            "\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0000\\u001fé€😀 é😀\u{7f}\u{2028}\""
        );
        for bad in [
            r#""\x""#,
            r#""\u12""#,
            r#""\u12G4""#,
            r#""\"#,
            r#""\u"#,
            "\"a",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
            assert!(parse_raw(bad).is_err(), "{bad}");
        }
        assert_eq!(syntax("\"a\nb\""), Reason::ControlCharacter);
        assert_eq!(syntax("\"\t\""), Reason::ControlCharacter);
        assert_eq!(parse("\"\u{7f}\""), Ok(Value::from("\u{7f}")));
    }

    #[test]
    fn surrogates_pair_or_are_lone() {
        assert_eq!(parse(r#""\uD834\uDD1E""#), Ok(Value::from("𝄞")));
        for lone in [
            r#""\ud800""#,
            r#""\udc00""#,
            r#""\ud800x""#,
            r#""\ud800\u0041""#,
            r#""\ud800\ud800""#,
            r#""\udc00\ud800""#,
            r#""\ud800\n""#,
        ] {
            assert_eq!(syntax(lone), Reason::LoneSurrogate, "{lone}");
            // Read straight from the text, a lone surrogate is an error
            // only where it is used.
            assert!(matches!(parse_raw(lone), Ok(Value::Invalid(_))), "{lone}");
            assert!(to_string(&parse_raw(lone).unwrap()).is_err());
        }
        // A bad escape after the lone half is still bad syntax.
        assert_eq!(
            parse_raw(r#""\ud800\uZZZZ""#).map_err(|_| ()),
            Err(()),
            "not a lone surrogate but an error"
        );
        // A key with a lone surrogate makes its object unusable.
        let raw = parse_raw(r#"[{"\udfff":1},2]"#).unwrap();
        let Value::Array(items) = &raw else { panic!() };
        assert!(matches!(items[0], Value::Invalid(_)));
        assert!(fields(&items[0], &["a"], "struct").is_err());
        assert_eq!(to_u64(&items[1]), Ok(2));
    }

    fn number(text: &str) -> Number {
        match parse(text) {
            Ok(Value::Number(n)) => n,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn numbers_read_as_serde_json_reads_them() {
        assert_eq!(number("0"), Number::U64(0));
        assert_eq!(number("18446744073709551615"), Number::U64(u64::MAX));
        assert_eq!(
            number("18446744073709551616"),
            Number::F64(18446744073709551616.0)
        );
        assert_eq!(number("-9223372036854775808"), Number::I64(i64::MIN));
        assert_eq!(
            number("-9223372036854775809"),
            Number::F64(-9223372036854775808.0)
        );
        assert_eq!(number("-1"), Number::I64(-1));
        // `-0` is a float (so not a u64), as in serde_json.
        let Number::F64(z) = number("-0") else {
            panic!()
        };
        assert!(z == 0.0 && z.is_sign_negative());
        assert_eq!(number("1.0"), Number::F64(1.0));
        assert_eq!(number("1E2"), Number::F64(100.0));
        assert_eq!(number("1e+2"), Number::F64(100.0));
        assert_eq!(number("25e-1"), Number::F64(2.5));
        assert_eq!(number("1764460800000"), Number::U64(1_764_460_800_000));
        assert_eq!(number("1e-400"), Number::F64(0.0));
        assert_eq!(number("0e99999999999"), Number::F64(0.0));
        assert_eq!(number("1e308"), Number::F64(1e308));
        assert_eq!(number("0.000001e-310"), Number::F64(1e-316));
        assert_eq!(
            number("123456789012345678901234567890"),
            Number::F64(1.2345678901234568e29)
        );
        for bad in [
            "01", "-01", "1.", "1.e3", ".5", "-", "+1", "1e", "1e+", "0x1", "1_000", "NaN", "-inf",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        for huge in ["1e309", "-1e309", "1e800000000000", "1e99999999999", "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792"] {
            assert_eq!(syntax(huge), Reason::NumberOutOfRange, "{huge}");
            assert!(matches!(parse_raw(huge), Ok(Value::Invalid(_))), "{huge}");
        }
        assert_eq!(syntax("1x"), Reason::TrailingCharacters);
        assert_eq!(syntax("[1x]"), Reason::ExpectedCommaOrEnd);
    }

    #[test]
    fn numbers_are_written_as_serde_json_writes_them() {
        let cases: [(Value, &str); 12] = [
            (Value::from(u64::MAX), "18446744073709551615"),
            (Value::from(i64::MIN), "-9223372036854775808"),
            (Value::from(-5i64), "-5"),
            (Value::from(1_764_590_000_000i64), "1764590000000"),
            (Value::from(1_764_590_000_000.0), "1764590000000.0"),
            (Value::from(0.0), "0.0"),
            (Value::from(-0.0), "-0.0"),
            (Value::from(1e15), "1000000000000000.0"),
            // Floats the app never writes.
            (Value::from(0.1), "null"),
            (Value::from(1e16), "null"),
            (Value::from(5e-324), "null"),
            (Value::from(f64::NAN), "null"),
        ];
        for (value, text) in cases {
            assert_eq!(write(&value), text, "{value:?}");
        }
        assert_eq!(write(&Value::from(f64::NEG_INFINITY)), "null");
        assert_eq!(write(&Value::from(None::<u64>)), "null");
        assert_eq!(write(&Value::from(Some(3u64))), "3");
    }

    #[test]
    fn nesting_is_limited() {
        let nested =
            |n: usize, open: &str, close: &str| format!("{}{}", open.repeat(n), close.repeat(n));
        assert!(parse(&nested(MAX_DEPTH, "[", "]")).is_ok());
        assert_eq!(syntax(&nested(MAX_DEPTH + 1, "[", "]")), Reason::TooDeep);
        assert!(parse(&format!(
            "{}1{}",
            "{\"a\":".repeat(MAX_DEPTH),
            "}".repeat(MAX_DEPTH)
        ))
        .is_ok());
        let too_deep = format!(
            "{}1{}",
            "{\"a\":".repeat(MAX_DEPTH + 1),
            "}".repeat(MAX_DEPTH + 1)
        );
        assert_eq!(syntax(&too_deep), Reason::TooDeep);
        assert!(parse_raw(&too_deep).is_err());
        // Far deeper: an error, not a stack overflow.
        assert_eq!(syntax(&nested(1_000_000, "[", "]")), Reason::TooDeep);
        // Depth is nesting, not the number of values.
        assert!(parse(&format!("[{}[]]", "[],".repeat(10_000))).is_ok());
    }

    #[test]
    fn anything_after_the_value_is_an_error() {
        assert_eq!(syntax("{} {}"), Reason::TrailingCharacters);
        assert_eq!(syntax("null x"), Reason::TrailingCharacters);
        assert_eq!(syntax("[]]"), Reason::TrailingCharacters);
        assert_eq!(syntax("\"a\"\""), Reason::TrailingCharacters);
        assert!(parse("[] \n\t\r ").is_ok());
        assert_eq!(syntax(""), Reason::Eof);
        assert_eq!(syntax("   "), Reason::Eof);
        assert_eq!(syntax("[1,]"), Reason::ExpectedValue);
        assert_eq!(syntax("{\"a\":1,}"), Reason::KeyNotAString);
        assert_eq!(syntax("{\"a\" 1}"), Reason::ExpectedColon);
        assert_eq!(syntax("{a:1}"), Reason::KeyNotAString);
        assert_eq!(syntax("[1 2]"), Reason::ExpectedCommaOrEnd);
        assert_eq!(syntax("[1"), Reason::Eof);
        assert_eq!(syntax("nul"), Reason::ExpectedValue);
        assert_eq!(syntax("\u{feff}1"), Reason::ExpectedValue);
        // Only the four whitespace characters of JSON.
        assert!(parse("\u{a0}1").is_err());
        assert!(parse("1\u{c}").is_err());
    }

    #[test]
    fn a_key_twice_keeps_its_place_and_its_last_value() {
        let text = r#"{"a":1,"b":2,"a":3,"c":{"x":1,"x":2},"b":4,"a":5}"#;
        assert_eq!(
            parse(text),
            Ok(obj(&[
                ("a", Value::from(5u64)),
                ("b", Value::from(4u64)),
                ("c", obj(&[("x", Value::from(2u64))])),
            ]))
        );
        // Read straight from the text, every entry is kept, and a field
        // of a struct given twice is an error.
        let raw = parse_raw(text).unwrap();
        let Value::Object(entries) = &raw else {
            panic!()
        };
        assert_eq!(entries.len(), 6);
        assert_eq!(raw.get("a"), Some(&Value::from(5u64)));
        assert_eq!(fields(&raw, &["c"], "struct").map(|(f, _)| f.len()), Ok(1));
        assert_eq!(fields(&raw, &["b"], "struct"), Err(Error::Duplicate("b")));
        // Many keys, many twice: still fast, still right.
        let many: Vec<String> = (0..20_000)
            .map(|i| format!("\"k{}\":{i}", i % 5_000))
            .collect();
        let Ok(Value::Object(entries)) = parse(&format!("{{{}}}", many.join(","))) else {
            panic!()
        };
        assert_eq!(entries.len(), 5_000);
        assert_eq!(entries[7], ("k7".to_string(), Value::from(15_007u64)));
    }

    #[test]
    fn structs_read_from_objects_or_arrays() {
        let names = ["a", "b"];
        let object = parse(r#"{"b":2,"z":[],"a":1}"#).unwrap();
        let (f, from_array) = fields(&object, &names, "struct").unwrap();
        assert_eq!(f, [Some(&Value::from(1u64)), Some(&Value::from(2u64))]);
        assert!(!from_array);
        let array = parse("[1]").unwrap();
        let (f, from_array) = fields(&array, &names, "struct").unwrap();
        assert_eq!(f, [Some(&Value::from(1u64)), None]);
        assert!(from_array);
        assert_eq!(required(f[1], "b"), Err(Error::Missing("b")));
        assert!(fields(&parse("[1,2,3]").unwrap(), &names, "struct").is_err());
        assert!(fields(&Value::Null, &names, "struct").is_err());
        assert_eq!(variant(&Value::from("Ready")), Ok(("Ready", None)));
        let one = parse(r#"{"Win":{"plies":3}}"#).unwrap();
        assert_eq!(
            variant(&one).map(|(n, c)| (n, c.is_some())),
            Ok(("Win", true))
        );
        assert!(variant(&parse(r#"{"a":1,"b":2}"#).unwrap()).is_err());
        assert!(variant(&Value::Object(vec![])).is_err());
        assert_eq!(unit(None), Ok(()));
        assert_eq!(unit(Some(&Value::Null)), Ok(()));
        assert!(unit(Some(&Value::from(0u64))).is_err());
        assert!(content(None, "a struct variant").is_err());
    }

    #[test]
    fn leaves_read_as_serde_reads_them() {
        let n = |text: &str| parse(text).unwrap();
        assert_eq!(to_u64(&n("18446744073709551615")), Ok(u64::MAX));
        assert!(to_u64(&n("-1")).is_err());
        assert!(to_u64(&n("1.0")).is_err());
        assert!(to_u64(&n("-0")).is_err());
        assert!(to_u64(&n("\"1\"")).is_err());
        assert_eq!(to_u32(&n("4294967295")), Ok(u32::MAX));
        assert!(to_u32(&n("4294967296")).is_err());
        assert_eq!(to_u8(&n("255")), Ok(255));
        assert!(to_u8(&n("256")).is_err());
        assert_eq!(to_i32(&n("-2147483648")), Ok(i32::MIN));
        assert!(to_i32(&n("2147483648")).is_err());
        assert_eq!(to_f64(&n("-0")).map(f64::to_bits), Ok((-0.0f64).to_bits()));
        assert_eq!(to_f64(&n("9007199254740993")), Ok(9007199254740992.0));
        assert!(to_f64(&n("null")).is_err());
        assert_eq!(to_bool(&n("true")), Ok(true));
        assert!(to_bool(&n("1")).is_err());
        assert_eq!(
            to_strings(&n(r#"["a","b"]"#)),
            Ok(vec!["a".into(), "b".into()])
        );
        assert!(to_strings(&n(r#"["a",1]"#)).is_err());
        assert_eq!(n("7").as_u64(), Some(7));
        assert_eq!(n("7.0").as_u64(), None);
        assert_eq!(to_string(&n("\"s\"")), Ok("s".to_string()));
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            parse("[1,?]").unwrap_err().to_string(),
            "expected a value at byte 3"
        );
        assert_eq!(Error::Missing("v").to_string(), "missing field `v`");
        assert_eq!(Error::Duplicate("v").to_string(), "duplicate field `v`");
        assert_eq!(Error::Expected("a u64").to_string(), "expected a u64");
    }

    #[test]
    fn no_text_makes_it_panic() {
        // Every prefix and every one-character edit of a text with every
        // kind of token, read both ways.
        let text = r#"{"a":[1,-0.5e-3,"\u00e9\ud83d\ude00\n",true,false,null,{"b":{}}],"c":18446744073709551616}"#;
        let chars: Vec<char> = text.chars().collect();
        for i in 0..=chars.len() {
            let prefix: String = chars[..i].iter().collect();
            let _ = (parse(&prefix), parse_raw(&prefix));
            for c in [
                '"', '\\', '{', '[', ']', '}', ',', ':', '-', '.', 'e', '0', 'u', 'd', 'é', '\u{0}',
            ] {
                let mut edited = chars.clone();
                edited.insert(i, c);
                let edited: String = edited.into_iter().collect();
                let _ = (parse(&edited), parse_raw(&edited));
                if i < chars.len() {
                    let mut replaced = chars.clone();
                    replaced[i] = c;
                    let replaced: String = replaced.into_iter().collect();
                    if let Ok(v) = parse(&replaced) {
                        // Valid JSON back (a fraction comes back as null).
                        assert!(parse(&write(&v)).is_ok(), "{replaced}");
                    }
                }
            }
        }
    }
}
