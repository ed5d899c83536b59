//! Why a record could not be read or written. Every variant carries the
//! data a message needs (the 1-based move index, the line, the text as
//! written), so the app can say it in the player's language.

use super::annotated::TreeError;
use super::Format;
use crate::game_id::{GameId, OptionError};
use crate::hnefatafl::CaptureMismatch;
use crate::record::RecordError;
use crate::rules::MoveError;
use crate::setup::{PositionTextError, SetupError};
use std::fmt;

/// Why a text could not be read as a game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing but white space (and comments).
    Empty,
    /// The text is in none of the formats this build reads.
    UnknownFormat,
    /// The game named is none of the six (the name as written).
    UnknownGame(String),
    /// The table options are malformed or not allowed for the game.
    BadOptions(OptionError),
    /// A tag (header line) that cannot be read, or a tag value that is
    /// not one the tag takes; `line` is 1-based.
    MalformedTag { line: usize, text: String },
    /// A tag the format requires is missing (its name).
    MissingTag(&'static str),
    /// An OpenTafl rules string that cannot be read (as written).
    BadRules(String),
    /// An OpenTafl rules entry that is not the game of its board size as
    /// played here: the game, the rule's key and its value.
    OtherRules {
        game: GameId,
        rule: String,
        value: String,
    },
    /// The record is of a game on another board (`size`×`size`), told by
    /// OTN's `dim`, a variant named in a tag, or the squares its moves
    /// name, when it is none of the tafl games' (7×7, 9×9, 11×11), or,
    /// for the readers of Copenhagen alone, when it is not 11×11.
    OtherBoard { size: u32 },
    /// The start position does not read.
    BadPosition(PositionTextError),
    /// The start position is not one the game can be played from.
    BadSetup(SetupError),
    /// Move `index` (1-based, counting both sides) cannot be played.
    BadMove {
        index: usize,
        text: String,
        error: MoveError,
    },
    /// Move `index` is legal but its capture marks are wrong.
    CaptureMismatch {
        index: usize,
        text: String,
        mismatch: CaptureMismatch,
    },
    /// Move `index` names a piece (OpenTafl's `K` prefix) that is not the
    /// piece on its starting square.
    PieceMismatch { index: usize, text: String },
    /// Text outside the moves and tags that cannot be read (an unclosed
    /// comment, a second game, a word after the game's end); `line` is
    /// 1-based.
    Malformed { line: usize, text: String },
    /// How the record says the game ended (an end word such as `1-0` or
    /// `attackers resigned`, a result tag, the CSV outcome) disagrees with
    /// another statement of the result in the record, or a resignation or
    /// timeout is given as a draw, in a game the board has not decided (a
    /// board that decided it overrules every statement). `line` is
    /// 1-based, `text` the word or tag as written.
    ResultConflict { line: usize, text: String },
    /// A variation that has no place in the game: a `(` with no move
    /// before it to replace, a `)` with no `(`, a `(` never closed, an
    /// empty variation, an end word inside one, or an OTN variation line
    /// whose address names no move of the record. `line` is 1-based,
    /// `text` what was read there.
    BadVariation { line: usize, text: String },
    /// Variations nested deeper than
    /// [`MAX_NESTING`](super::annotated::MAX_NESTING) levels (refused so
    /// that no reader or writer runs out of stack); `line` is where the
    /// variation one level too deep begins.
    TooDeep { line: usize },
    /// A move of a variation cannot be played (`error`, which numbers the
    /// move from the game's start as the main line does); `line` is the
    /// move's line in the record.
    InVariation {
        line: usize,
        error: Box<ImportError>,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Empty => f.write_str("the text is empty"),
            ImportError::UnknownFormat => f.write_str(
                "the text is not a game record in a known format \
                 (OpenTafl, hnefatafl.org, a move list or a Tafl record)",
            ),
            ImportError::UnknownGame(name) => write!(f, "unknown game '{name}'"),
            ImportError::BadOptions(e) => write!(f, "bad options: {e}"),
            ImportError::MalformedTag { line, text } => {
                write!(f, "line {line}: '{text}' is not a valid tag")
            }
            ImportError::MissingTag(tag) => write!(f, "the record has no {tag} tag"),
            ImportError::BadRules(text) => {
                write!(f, "'{text}' is not an OpenTafl rules string")
            }
            ImportError::OtherRules { game, rule, value } => {
                write!(f, "not {game} as played here: {rule} is '{value}'")
            }
            ImportError::OtherBoard { size } => write!(
                f,
                "the record is of a game on a {size}×{size} board; \
                 Tafl plays tafl on 7×7 (brandubh), 9×9 (tablut), 11×11 (hnefatafl) and 13×13 (hnefatafl-13)"
            ),
            ImportError::BadPosition(e) => write!(f, "bad start position: {e}"),
            ImportError::BadSetup(e) => write!(f, "bad start position: {e}"),
            ImportError::BadMove { index, text, error } => {
                write!(f, "move {index} ({text}): {error}")
            }
            ImportError::CaptureMismatch {
                index,
                text,
                mismatch,
            } => write!(f, "move {index} ({text}): {mismatch}"),
            ImportError::PieceMismatch { index, text } => write!(
                f,
                "move {index} ({text}): that piece is not on the starting square"
            ),
            ImportError::Malformed { line, text } => {
                write!(f, "line {line}: cannot read '{text}'")
            }
            ImportError::ResultConflict { line, text } => write!(
                f,
                "line {line}: '{text}' does not agree with how the record \
                 says elsewhere that the game ended"
            ),
            ImportError::BadVariation { line, text } => write!(
                f,
                "line {line}: '{text}': a variation must follow the move it replaces \
                 and be closed"
            ),
            ImportError::TooDeep { line } => write!(
                f,
                "line {line}: variations are nested deeper than {} levels",
                super::annotated::MAX_NESTING
            ),
            ImportError::InVariation { line, error } => {
                write!(f, "line {line}, in a variation: {error}")
            }
        }
    }
}

impl std::error::Error for ImportError {}

/// Why a game could not be written in a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// The format holds games of Hnefatafl only (or only fox games).
    UnsupportedGame { format: Format, game: GameId },
    /// The format has no way to give a set-up start position.
    SetupNotSupported(Format),
    /// The record to write does not replay.
    BadRecord(RecordError),
    /// The tree of an annotated game does not fit its record.
    BadTree(TreeError),
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::UnsupportedGame { format, game } => {
                write!(f, "{format} cannot hold a game of {game}")
            }
            ExportError::SetupNotSupported(format) => {
                write!(f, "{format} cannot give a set-up start position")
            }
            ExportError::BadRecord(e) => write!(f, "the record does not replay: {e}"),
            ExportError::BadTree(e) => write!(f, "the annotated game does not hold: {e}"),
        }
    }
}

impl std::error::Error for ExportError {}
