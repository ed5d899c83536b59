//! Game records in and out, in the formats players paste and download:
//!
//! - [`otn`]: OpenTafl notation game records (Copenhagen 11×11);
//! - [`hnefatafl_org`]: the PGN-like records of hnefatafl.org;
//! - [`dash`]: move lists like the real-games data (`g3-e3xe2 …`);
//! - [`tafl`]: our own PGN-like format, for all four games.
//!
//! Each module has `export(&AnyGame)`, `export_record(&GameRecord)` and
//! `import(&str) -> Result<GameRecord, ImportError>`; [`import_any`] finds
//! the format by itself. Every import replays the moves through checked
//! play, so a record read is a game that can be played, and the first
//! move that cannot is reported by its 1-based index. A record is read
//! with every move it holds or refused naming the first word not read:
//! the readers share one movetext lexer (`lexer`: separators, comments),
//! one loop over its words (`replay::read_moves_at`: move numbers, end
//! words), the reading of how a game ended (`ending`), of the facts
//! (`facts`) and of records of other boards (`board`). No input makes an
//! importer panic, and every reader is linear in its text.
//! `docs/records.md` describes every format, with what was assumed about
//! the outside ones and why.

mod board;
mod ending;
mod error;
mod facts;
mod lexer;
mod movetext;
mod otn_tree;
mod pgn;
mod replay;
mod tafl_tree;

pub mod annotated;
pub mod dash;
pub mod hnefatafl_org;
pub mod otn;
pub mod tafl;

pub use annotated::{AnnotatedGame, Line, Mark, MoveTree, Node, TreeError, MAX_NESTING};
pub use error::{ExportError, ImportError};

use crate::game::AnyGame;
use crate::game_id::GameId;
use crate::record::GameRecord;
use std::fmt;

/// The record formats this build reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Our own PGN-like record ([`tafl`]).
    Tafl,
    /// OpenTafl notation ([`otn`]).
    Otn,
    /// hnefatafl.org's PGN-like record ([`hnefatafl_org`]).
    HnefataflOrg,
    /// A move list like the real-games data ([`dash`]).
    Dash,
}

impl Format {
    /// Every format, ours first.
    pub const ALL: [Format; 4] = [
        Format::Tafl,
        Format::Otn,
        Format::HnefataflOrg,
        Format::Dash,
    ];

    /// A short name, for menus and file names.
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Tafl => "tafl",
            Format::Otn => "otn",
            Format::HnefataflOrg => "hnefatafl-org",
            Format::Dash => "dash",
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Tafl => "tafl",
            Format::Otn => "otg",
            Format::HnefataflOrg => "pgn",
            Format::Dash => "txt",
        }
    }

    /// True when the format can hold games of `game` (only ours holds the
    /// fox games).
    pub fn holds(self, game: GameId) -> bool {
        self == Format::Tafl || game == GameId::Hnefatafl
    }

    /// True when the format can give a set-up start position.
    pub fn holds_setups(self) -> bool {
        matches!(self, Format::Tafl | Format::Otn)
    }

    /// `game` written in this format.
    ///
    /// # Errors
    /// [`ExportError`] when the format cannot hold the game or its set-up.
    pub fn export(self, game: &AnyGame) -> Result<String, ExportError> {
        match self {
            Format::Tafl => Ok(tafl::export(game)),
            Format::Otn => otn::export(game),
            Format::HnefataflOrg => hnefatafl_org::export(game),
            Format::Dash => dash::export(game),
        }
    }

    /// `record` replayed and written in this format, with how it ended off
    /// the board and its facts where the format has a place for them.
    ///
    /// # Errors
    /// As [`Format::export`], and [`ExportError::BadRecord`].
    pub fn export_record(self, record: &GameRecord) -> Result<String, ExportError> {
        match self {
            Format::Tafl => tafl::export_record(record),
            Format::Otn => otn::export_record(record),
            Format::HnefataflOrg => hnefatafl_org::export_record(record),
            Format::Dash => dash::export_record(record),
        }
    }

    /// Reads `text` as a record in this format.
    ///
    /// # Errors
    /// [`ImportError`], the first problem found.
    pub fn import(self, text: &str) -> Result<GameRecord, ImportError> {
        match self {
            Format::Tafl => tafl::import(text),
            Format::Otn => otn::import(text),
            Format::HnefataflOrg => hnefatafl_org::import(text),
            Format::Dash => dash::import(text),
        }
    }
}

impl Format {
    /// Reads `text` as a record in this format with its commentary and
    /// variations: all of them in OTN and ours, comments only in
    /// hnefatafl.org's format and move lists (docs/records.md).
    ///
    /// # Errors
    /// [`ImportError`], the first problem found (a record whose variations
    /// do not read is refused by [`Format::import`] too).
    pub fn import_annotated(self, text: &str) -> Result<AnnotatedGame, ImportError> {
        match self {
            Format::Tafl => tafl::import_annotated(text),
            Format::Otn => otn::import_annotated(text),
            Format::HnefataflOrg => hnefatafl_org::import_annotated(text),
            Format::Dash => dash::import_annotated(text),
        }
    }

    /// True when the format writes commentary and variations (OTN and
    /// ours; the others write the main line only).
    pub fn holds_annotations(self) -> bool {
        matches!(self, Format::Tafl | Format::Otn)
    }

    /// An annotated game written in this format: with its commentary and
    /// variations in OTN and ours, as [`Format::export_record`] writes its
    /// record in the others.
    ///
    /// # Errors
    /// As [`Format::export_record`], and [`ExportError::BadTree`] for a
    /// tree that does not fit its record.
    pub fn export_annotated(self, annotated: &AnnotatedGame) -> Result<String, ExportError> {
        match self {
            Format::Tafl => tafl::export_annotated(annotated),
            Format::Otn => otn::export_annotated(annotated),
            Format::HnefataflOrg | Format::Dash => {
                annotated.check().map_err(ExportError::BadTree)?;
                self.export_record(&annotated.record)
            }
        }
    }
}

/// A name that is none of [`Format::as_str`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFormat(pub String);

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown format '{}' (formats: tafl, otn, hnefatafl-org, dash)",
            self.0
        )
    }
}

impl std::error::Error for UnknownFormat {}

impl std::str::FromStr for Format {
    type Err = UnknownFormat;

    /// A format by its short name ([`Format::as_str`]).
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.as_str() == name)
            .ok_or_else(|| UnknownFormat(name.to_string()))
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Tafl => "the Tafl record format",
            Format::Otn => "OpenTafl notation",
            Format::HnefataflOrg => "hnefatafl.org's format",
            Format::Dash => "a move list",
        })
    }
}

/// Which format `text` is written in, from its first lines (blank lines
/// and comments passed over): PGN-style tags with a `Game` tag are ours,
/// without one hnefatafl.org's; OTN's `[key:value]` tags (or a bare
/// `dim:` rules line) are OTN; the data's CSV header or a line of its CSV
/// is a move list; else the first word that is not a move number decides:
/// a dash, an end word or a side's name means a move list, two squares
/// written together (`h1h3`) hnefatafl.org's. `None` when it looks like
/// none of them.
pub fn detect(text: &str) -> Option<Format> {
    let text = strip_bom(text);
    let mut header = lexer::Header::new(text);
    let (_, first) = header.peek()?;
    if first.starts_with('[') {
        if pgn::tag(first, true).is_some() {
            let mut ours = false;
            while let Some((_, line)) = header.peek() {
                match pgn::tag(line, true) {
                    Some((name, _)) => ours |= name == "Game",
                    None if line.starts_with('[') => {}
                    None => break,
                }
                header.advance();
            }
            return Some(if ours {
                Format::Tafl
            } else {
                Format::HnefataflOrg
            });
        }
        return otn_tag(first).then_some(Format::Otn);
    }
    if first.starts_with("dim:") || first.starts_with('/') {
        return Some(Format::Otn);
    }
    if dash::is_csv_header(first) || dash::is_csv_line(first) {
        return Some(Format::Dash);
    }
    let (body, line) = header.rest();
    let word = lexer::Lexer::new(body, line, lexer::Brackets::Word)
        .map_while(Result::ok)
        .map(|word| lexer::strip_move_number(word.text))
        .find(|word| !word.is_empty())?;
    if word.contains('-') || ending::is_any_end_or_side_word(word) {
        Some(Format::Dash)
    } else if hnefatafl_org::is_joined_move(word) {
        Some(Format::HnefataflOrg)
    } else {
        None
    }
}

/// True for an OTN `[key:value]` tag line.
fn otn_tag(line: &str) -> bool {
    otn::is_tag(line)
}

/// Reads a record in whichever format [`detect`] finds.
///
/// # Errors
/// [`ImportError::Empty`] for a blank text, [`ImportError::UnknownFormat`]
/// when no format fits, else the format's own errors.
pub fn import_any(text: &str) -> Result<GameRecord, ImportError> {
    let text = strip_bom(text);
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    detect(text).ok_or(ImportError::UnknownFormat)?.import(text)
}

/// Reads a record with its commentary and variations in whichever format
/// [`detect`] finds.
///
/// # Errors
/// As [`import_any`].
pub fn import_any_annotated(text: &str) -> Result<AnnotatedGame, ImportError> {
    let text = strip_bom(text);
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    detect(text)
        .ok_or(ImportError::UnknownFormat)?
        .import_annotated(text)
}

/// The text without a leading byte-order mark (files saved on Windows).
pub(crate) fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}
