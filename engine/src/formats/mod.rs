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
//! move that cannot is reported by its 1-based index. No input makes an
//! importer panic. `docs/records.md` describes every format, with what was
//! assumed about the outside ones and why.

mod error;
mod pgn;
mod replay;

pub mod dash;
pub mod hnefatafl_org;
pub mod otn;
pub mod tafl;

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

    /// `record` replayed and written in this format.
    ///
    /// # Errors
    /// As [`Format::export`], and [`ExportError::BadRecord`].
    pub fn export_record(self, record: &GameRecord) -> Result<String, ExportError> {
        self.export(&record.replay().map_err(ExportError::BadRecord)?)
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

/// Which format `text` is written in, from its first lines: PGN-style
/// tags with a `Game` tag are ours, without one hnefatafl.org's; OTN's
/// `[key:value]` tags (or a bare `dim:` rules line) are OTN; moves with a
/// dash are a move list, moves written `h1h3` hnefatafl.org's. `None`
/// when it looks like none of them.
pub fn detect(text: &str) -> Option<Format> {
    let text = strip_bom(text);
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with(';'));
    let first = lines.next()?;
    if first.starts_with('[') {
        if pgn::tag(first, true).is_some() {
            let header = std::iter::once(first).chain(lines.take_while(|l| l.starts_with('[')));
            let ours = header
                .filter_map(|line| pgn::tag(line, true))
                .any(|(name, _)| name == "Game");
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
    let word = first
        .split_whitespace()
        .map(pgn::strip_move_number)
        .find(|word| !word.is_empty())?;
    if word.contains('-') || word == "timeout" {
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

/// The text without a leading byte-order mark (files saved on Windows).
pub(crate) fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}
