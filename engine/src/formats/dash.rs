//! Dash move lists, as in the real-games data (tests/data, from
//! hnefatafl-rs): Hnefatafl moves `from-to` separated by white space, each
//! with optional `xSQ` capture marks, which are checked.
//!
//! ```text
//! d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2
//! ```
//!
//! A line of the data's CSV (`moves,defenders_captured,attackers_captured,
//! outcome`) may be pasted whole, with or without the header line: the
//! moves are read from the first field and the other fields are not
//! checked (the data README says its outcomes often do not follow from the
//! board). A final `timeout` (the side to move lost on time) ends the
//! moves; move numbers (`1.`) are skipped. Written: the moves with their
//! marks, each captured square once in point order, on one line.

use super::pgn::strip_move_number;
use super::replay::Replay;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::GameRecord;

/// The header line of the data's CSV.
const CSV_HEADER: &str = "moves,defenders_captured,attackers_captured,outcome";

/// The moves of a Hnefatafl game from its start position, with marks.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game,
/// [`ExportError::SetupNotSupported`] for a game from a set-up position.
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    if game.id() != GameId::Hnefatafl {
        return Err(ExportError::UnsupportedGame {
            format: Format::Dash,
            game: game.id(),
        });
    }
    if game.custom_start().is_some() {
        return Err(ExportError::SetupNotSupported(Format::Dash));
    }
    Ok(game.marked_moves().join(" "))
}

/// The record as a move list, replayed first.
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    export(&record.replay().map_err(ExportError::BadRecord)?)
}

/// Reads a move list (or one line of the data's CSV) as a Hnefatafl game.
///
/// # Errors
/// [`ImportError::Empty`]; [`ImportError::Malformed`] for a second CSV
/// line or words after `timeout`; the first move that cannot be played
/// (1-based) or whose marks are wrong.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    let moves = moves_text(super::strip_bom(text))?;
    let mut replay = Replay::start(GameId::Hnefatafl, Options::default(), None)?;
    let mut words = moves.iter();
    while let Some(&(_, word)) = words.next() {
        let word = strip_move_number(word);
        if word.is_empty() {
            continue;
        }
        if word == "timeout" {
            if let Some(&(line, extra)) = words.next() {
                return Err(ImportError::Malformed {
                    line,
                    text: extra.to_string(),
                });
            }
            break;
        }
        replay.play(word)?;
    }
    Ok(replay.record())
}

/// The words of the moves, with their 1-based lines: the whole text, or
/// the first field of its one CSV line.
fn moves_text(text: &str) -> Result<Vec<(usize, &str)>, ImportError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && *line != CSV_HEADER)
        .collect();
    if lines.is_empty() {
        return Err(ImportError::Empty);
    }
    if !lines.iter().any(|(_, line)| line.contains(',')) {
        return Ok(lines
            .iter()
            .flat_map(|&(n, line)| line.split_whitespace().map(move |w| (n, w)))
            .collect());
    }
    if let Some(&(line, text)) = lines.get(1) {
        return Err(ImportError::Malformed {
            line,
            text: text.to_string(),
        });
    }
    let (n, line) = lines[0];
    let field = line.split(',').next().unwrap_or_default();
    Ok(field.split_whitespace().map(|w| (n, w)).collect())
}
