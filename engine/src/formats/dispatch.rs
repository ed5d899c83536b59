//! Reading and writing by [`Format`]: each format's work sent to its
//! module, and [`detect`], which finds the format of a text, for
//! [`import_any`]. The one file that knows every reader; the readers know
//! only the [`Format`] names.

use super::annotated::AnnotatedGame;
use super::format::Format;
use super::lexer::{self, strip_bom};
use super::{dash, ending, hnefatafl_org, otn, pgn, tafl};
use super::{ExportError, ImportError};
use crate::game::AnyGame;
use crate::game_id::GameId;
use crate::record::GameRecord;

impl Format {
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

    /// As [`Format::import_annotated`], a move list read as a game of
    /// `game` (a move list names no game; every other format names its
    /// own, and is read as it says).
    ///
    /// # Errors
    /// As [`Format::import_annotated`].
    pub fn import_annotated_as(
        self,
        game: GameId,
        text: &str,
    ) -> Result<AnnotatedGame, ImportError> {
        match self {
            Format::Dash => dash::import_annotated_as(game, text),
            _ => self.import_annotated(text),
        }
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
        return otn::is_tag(first).then_some(Format::Otn);
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

/// As [`import_any_annotated`], a move list read as a game of `game`
/// (`tafl replay --game`): a move list names no game, the other formats
/// are read as the game they name.
///
/// # Errors
/// As [`import_any`].
pub fn import_any_annotated_as(game: GameId, text: &str) -> Result<AnnotatedGame, ImportError> {
    let text = strip_bom(text);
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    detect(text)
        .ok_or(ImportError::UnknownFormat)?
        .import_annotated_as(game, text)
}
