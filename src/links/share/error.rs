//! Why a share code could not be read ([`ShareError`]) and what the
//! person is told of it ([`ShareErrorKind`]).

use super::limits::{MAX_CODE_LEN, MAX_MOVES, NEWEST_VERSION};
use crate::links::codec::CodecError;
use std::fmt;

/// Why a share code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// No code at all.
    Empty,
    /// Longer than [`MAX_CODE_LEN`] characters.
    TooLong(usize),
    /// A character outside base64url, or a length or padding no code has.
    NotBase64,
    /// The code ends before the game it announces.
    Truncated,
    /// Made by a newer version of Tafl (its format version).
    NewerVersion(u8),
    /// A format version that never existed.
    BadVersion(u8),
    /// The game byte names no game, or options the game cannot take.
    BadGame(u8),
    /// The seat byte of a correspondence link has bits no link sets.
    BadSeat(u8),
    /// A correspondence link where only a game link is read ([`decode`],
    /// [`decode_game`]); [`decode_link`] reads both.
    CorrespondenceLink,
    /// More than [`MAX_MOVES`] moves announced.
    TooManyMoves(u64),
    /// Move `index` (1-based) is not a legal move of its position (or the
    /// game was already over).
    BadMove { index: usize },
    /// Bytes or bits after the last move.
    TrailingData,
}

/// What the player is told about a [`ShareError`]; the UI maps each kind
/// to a translated message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShareErrorKind {
    /// Not a game link: damaged, cut short or made up.
    Malformed,
    /// Longer than any link this site makes.
    TooLong,
    /// Made by a newer version of Tafl.
    NewerVersion,
    /// Well-formed, but its moves are not a legal game.
    BadMove,
}

impl ShareErrorKind {
    /// A stable name, for `data-` attributes and logs.
    pub fn as_str(self) -> &'static str {
        match self {
            ShareErrorKind::Malformed => "malformed",
            ShareErrorKind::TooLong => "too-long",
            ShareErrorKind::NewerVersion => "newer-version",
            ShareErrorKind::BadMove => "bad-move",
        }
    }
}

impl ShareError {
    /// The kind of message to show. A correspondence link given where only
    /// a game link is read is "malformed": no link of the site leads there.
    pub fn kind(&self) -> ShareErrorKind {
        match self {
            ShareError::Empty
            | ShareError::NotBase64
            | ShareError::Truncated
            | ShareError::BadVersion(_)
            | ShareError::BadGame(_)
            | ShareError::BadSeat(_)
            | ShareError::CorrespondenceLink
            | ShareError::TrailingData => ShareErrorKind::Malformed,
            ShareError::TooLong(_) | ShareError::TooManyMoves(_) => ShareErrorKind::TooLong,
            ShareError::NewerVersion(_) => ShareErrorKind::NewerVersion,
            ShareError::BadMove { .. } => ShareErrorKind::BadMove,
        }
    }
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => f.write_str("the share code is empty"),
            ShareError::TooLong(n) => {
                write!(f, "share code of {n} characters (at most {MAX_CODE_LEN})")
            }
            ShareError::NotBase64 => f.write_str("the share code is not base64url"),
            ShareError::Truncated => f.write_str("the share code is cut short"),
            ShareError::NewerVersion(v) => write!(
                f,
                "share code format {v} is newer than this build reads ({NEWEST_VERSION})"
            ),
            ShareError::BadVersion(v) => write!(f, "share code format {v} does not exist"),
            ShareError::BadGame(b) => write!(f, "share code game byte {b:#04x} is not a game"),
            ShareError::BadSeat(b) => {
                write!(f, "share code seat byte {b:#04x} is not a side")
            }
            ShareError::CorrespondenceLink => {
                f.write_str("the share code is a correspondence link, not a game link")
            }
            ShareError::TooManyMoves(n) => {
                write!(f, "share code announces {n} moves (at most {MAX_MOVES})")
            }
            ShareError::BadMove { index } => {
                write!(f, "move {index} of the share code is not legal")
            }
            ShareError::TrailingData => f.write_str("the share code has data after its last move"),
        }
    }
}

impl std::error::Error for ShareError {}

impl From<CodecError> for ShareError {
    fn from(error: CodecError) -> ShareError {
        match error {
            CodecError::Truncated => ShareError::Truncated,
            CodecError::Overflow => ShareError::TooManyMoves(u64::MAX),
            CodecError::NotShortest | CodecError::TrailingData => ShareError::TrailingData,
        }
    }
}
