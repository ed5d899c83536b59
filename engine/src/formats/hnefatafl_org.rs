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
//! Read here: any tags (quoted or not), then the moves on one line or
//! several, separators and comments as the shared
//! `lexer` reads them; turn numbers skipped; `from-to`
//! with capture marks also accepted; squares in either case (`H1H3` is
//! `h1h3`: capitals are the same squares on 11×11, and a square beyond k
//! or rank 11 shows another board, [`ImportError::OtherBoard`]); an end
//! word (`1-0`, `0-1`, `1/2-1/2`, `resigned`, …) may end the moves; a
//! `Result` tag is read like one, with a `Termination` tag giving its
//! reason (`resignation`, `timeout`, `agreement`, as in our format).
//! Facts from `Event`, `Site`, `Date`,
//! `Round`, `Attackers`/`Black`, `Defenders`/`White`. Written: the facts
//! (an `Event` tag always, [`PLACEHOLDER_EVENT`] when there is none), an
//! empty line, the moves on one line (the client's reader reads only the
//! first line after the tags) and, for a game the board did not decide,
//! PGN's result word after the moves and the `Result` and `Termination`
//! tags (their reader keeps tags as metadata; the reason has no other
//! place).

use super::annotated::AnnotatedGame;
use super::ending;
use super::facts::{self, Fact, FactsReader};
use super::movetext::{self, Reading};
use super::pgn::{self, Pgn};
use super::replay::Replay;
use super::tafl::numbered;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::{Conclusion, GameRecord, RecordFacts};
use crate::side::Side;

/// The `Event` written for a record without one (a record needs a tag to
/// be told from a move list). Read back, it is no event.
pub const PLACEHOLDER_EVENT: &str = "Copenhagen hnefatafl";

/// The record of a Hnefatafl game from its start position.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game,
/// [`ExportError::SetupNotSupported`] for a game from a set-up position
/// (the format always starts from the start position).
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    write(game, None, &RecordFacts::default())
}

/// The record in hnefatafl.org's format, replayed first, with its facts
/// and the result of a game the board did not decide: PGN's result word
/// after the moves, and `Result` and `Termination` tags (the reason).
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    let game = record.replay().map_err(ExportError::BadRecord)?;
    write(&game, record.conclusion_for(&game), &record.facts)
}

fn write(
    game: &AnyGame,
    conclusion: Option<Conclusion>,
    facts: &RecordFacts,
) -> Result<String, ExportError> {
    if game.id() != GameId::Hnefatafl {
        return Err(ExportError::UnsupportedGame {
            format: Format::HnefataflOrg,
            game: game.id(),
        });
    }
    if game.custom_start().is_some() {
        return Err(ExportError::SetupNotSupported(Format::HnefataflOrg));
    }
    let mut out = String::new();
    if facts.event.as_deref().and_then(facts::clean).is_none() {
        out.push_str(&pgn::write_tag("Event", PLACEHOLDER_EVENT));
    }
    for fact in Fact::ALL {
        if let Some(value) = fact.get(facts).and_then(facts::clean) {
            out.push_str(&pgn::write_tag(fact_tag(fact), &value));
        }
    }
    // The result and its reason as tags too: their reader keeps tags as
    // metadata, ours reads them back (the result word after the moves
    // has no room for the reason).
    if let Some(conclusion) = conclusion {
        out.push_str(&pgn::write_tag(
            "Result",
            ending::pgn_result(conclusion.result),
        ));
        if let Some(reason) = ending::reason_tag(conclusion.reason) {
            out.push_str(&pgn::write_tag("Termination", reason));
        }
    }
    out.push('\n');
    let moves: Vec<String> = game.moves().iter().map(|mv| mv.replace('-', "")).collect();
    let mut words = numbered(&moves, Side::First);
    if let Some(conclusion) = conclusion {
        words.push(ending::pgn_result(conclusion.result).to_string());
    }
    out.push_str(&words.join(" "));
    out.push('\n');
    Ok(out)
}

/// The tag each fact is written with.
fn fact_tag(fact: Fact) -> &'static str {
    match fact {
        Fact::Event => "Event",
        Fact::Site => "Site",
        Fact::Date => "Date",
        Fact::Round => "Round",
        Fact::FirstPlayer => "Attackers",
        Fact::SecondPlayer => "Defenders",
    }
}

/// The fact a tag gives: the tags written, and PGN's `Black` (the
/// attackers, who move first here) and `White`.
fn tag_fact(name: &str) -> Option<Fact> {
    let fact = match name {
        "Event" => Fact::Event,
        "Site" => Fact::Site,
        "Date" => Fact::Date,
        "Round" => Fact::Round,
        "Attackers" | "Black" => Fact::FirstPlayer,
        "Defenders" | "White" => Fact::SecondPlayer,
        _ => return None,
    };
    Some(fact)
}

/// Reads a record in hnefatafl.org's format.
///
/// # Errors
/// [`ImportError`]: a malformed tag, a record of another board, the first
/// move that cannot be played (1-based), words after an end word, an end
/// that disagrees with the board or the `Result` tag.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    import_annotated(text).map(|annotated| annotated.record)
}

/// Reads a record in hnefatafl.org's format with its comments, each after
/// the move it follows (the format has no variations or marks).
///
/// # Errors
/// As [`import`].
pub fn import_annotated(text: &str) -> Result<AnnotatedGame, ImportError> {
    let pgn = pgn::split_record(text, true)?;
    let tag_claim = super::pgn::result_tags(&pgn, GameId::Hnefatafl)?;
    let facts = read_facts(&pgn)?;
    let mut replay = Replay::start(GameId::Hnefatafl, Options::default(), None)?;
    let reading = Reading { variations: false };
    let draft = movetext::pgn_draft(GameId::Hnefatafl, &pgn.words, reading)?;
    let (end, tree) = draft.replay(&mut replay, |replay, word| match joined(word) {
        Some(dashed) => replay.play_as(word, &dashed),
        None => replay.play_word(word),
    })?;
    movetext::conclude(&replay, tag_claim, end, facts, tree)
}

/// The facts of the tags; our placeholder event is none.
///
/// # Errors
/// [`ImportError::MalformedTag`] for a fact given under two of its tags.
fn read_facts(pgn: &Pgn) -> Result<RecordFacts, ImportError> {
    let mut reader = FactsReader::default();
    for tag in &pgn.tags {
        if tag.name == "Event" && tag.value.trim() == PLACEHOLDER_EVENT {
            continue;
        }
        if let Some(fact) = tag_fact(&tag.name) {
            reader.set(fact, &tag.value, || tag.malformed())?;
        }
    }
    Ok(reader.finish())
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
