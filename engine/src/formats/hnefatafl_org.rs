//! The PGN-like game records of hnefatafl.org (David Campbell's
//! hnefatafl-copenhagen client, `portable_game_notation.rs`):
//!
//! ```text
//! [Event "Game 42"]
//! [Site "hnefatafl.org"]
//! [Date "2026-04-25 13:05:09 +0000"]
//!
//! 1. d1d3 e5e2 2. g1g3 f4c4
//! ```
//!
//! What that client writes, as read from its source: an `Event`, a `Site`
//! and (when known) a `Date` tag, an empty line, then one line of moves,
//! each `from` and `to` written together without a dash (`h1h3`), a turn
//! number before each attackers' move, no captures, no result, no
//! resignations. Its reader keeps the tags as metadata, skips the words
//! that begin with a digit and plays the rest from the 11×11 start.
//! Lower-case letters mean 11×11; its 13×13 games use capitals.
//!
//! Read here: any tags (quoted or not, kept by neither side), then the
//! moves on one line or several; turn numbers skipped; `from-to` with
//! capture marks also accepted; a PGN result word (`1-0`, `0-1`,
//! `1/2-1/2`, `*`) may end the moves. A 13×13 move is
//! [`ImportError::NotCopenhagen`]. Written: an `Event` tag, an empty line
//! and the moves on one line (the client's reader reads only the first
//! line after the tags).

use super::pgn;
use super::replay::Replay;
use super::tafl::numbered;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::GameRecord;
use crate::side::Side;

/// The record of a Hnefatafl game from its start position.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game,
/// [`ExportError::SetupNotSupported`] for a game from a set-up position
/// (the format always starts from the start position).
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    if game.id() != GameId::Hnefatafl {
        return Err(ExportError::UnsupportedGame {
            format: Format::HnefataflOrg,
            game: game.id(),
        });
    }
    if game.custom_start().is_some() {
        return Err(ExportError::SetupNotSupported(Format::HnefataflOrg));
    }
    let moves: Vec<String> = game.moves().iter().map(|mv| mv.replace('-', "")).collect();
    let mut out = pgn::write_tag("Event", "Copenhagen hnefatafl");
    out.push('\n');
    out.push_str(&numbered(&moves, Side::First).join(" "));
    out.push('\n');
    Ok(out)
}

/// The record in hnefatafl.org's format, replayed first.
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    export(&record.replay().map_err(ExportError::BadRecord)?)
}

/// Reads a record in hnefatafl.org's format.
///
/// # Errors
/// [`ImportError`]: a malformed tag, a 13×13 move (not Copenhagen 11×11),
/// the first move that cannot be played (1-based), words after a result.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    let pgn = pgn::split(super::strip_bom(text), true)?;
    if pgn.tags.is_empty() && pgn.tokens.is_empty() {
        return Err(ImportError::Empty);
    }
    let mut replay = Replay::start(GameId::Hnefatafl, Options::default(), None)?;
    let mut tokens = pgn.tokens.iter();
    while let Some(token) = tokens.next() {
        let word = pgn::strip_move_number(token.text);
        if word.is_empty() {
            continue;
        }
        if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
            if let Some(extra) = tokens.next() {
                return Err(ImportError::Malformed {
                    line: extra.line,
                    text: extra.text.to_string(),
                });
            }
            break;
        }
        if word.contains(|c: char| c.is_ascii_uppercase()) && joined(word).is_some() {
            return Err(ImportError::NotCopenhagen {
                rule: "board".to_string(),
                value: "13x13".to_string(),
            });
        }
        match joined(word) {
            Some(dashed) => replay.play_as(word, &dashed)?,
            None => replay.play(word)?,
        }
    }
    Ok(replay.record())
}

/// True for a move written `from` and `to` together (`h1h3`).
pub(crate) fn is_joined_move(word: &str) -> bool {
    joined(word).is_some()
}

/// A move written `from` and `to` together (`h1h3`, `a10a11`, or in
/// capitals) as `from-to` in lower case; `None` for anything else.
fn joined(word: &str) -> Option<String> {
    let lower = word.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let square = |at: usize| -> Option<usize> {
        let letter = *bytes.get(at)?;
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[at + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        (1..=2).contains(&digits).then_some(at + 1 + digits)
    };
    let middle = square(0)?;
    let end = square(middle)?;
    (end == bytes.len()).then(|| format!("{}-{}", &lower[..middle], &lower[middle..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_moves_get_their_dash() {
        assert_eq!(joined("h1h3").as_deref(), Some("h1-h3"));
        assert_eq!(joined("a10a11").as_deref(), Some("a10-a11"));
        assert_eq!(joined("K11K1").as_deref(), Some("k11-k1"));
        for bad in ["h1", "h1h", "hh3", "h1h3x", "h123h3", "1h1h", "h1-h3", ""] {
            assert_eq!(joined(bad), None, "{bad}");
        }
    }
}
