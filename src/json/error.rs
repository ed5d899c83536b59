//! Why a JSON text was not read: kept apart from the reader so that the
//! reader, the writer and the typed definitions share it without importing
//! one another.

use std::fmt;

/// Deepest nesting of arrays and objects the reader takes.
pub const MAX_DEPTH: usize = 127;

/// Why a text is not JSON, or not the expected shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Not JSON: what is wrong, at which byte of the text.
    Syntax { at: usize, reason: Reason },
    /// A struct without this field.
    Missing(&'static str),
    /// A struct with this field twice.
    Duplicate(&'static str),
    /// A value of another kind than this, at this byte.
    Expected { at: usize, what: &'static str },
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
            Error::Expected { at, what } => write!(f, "expected {what} at byte {at}"),
        }
    }
}

impl std::error::Error for Error {}
