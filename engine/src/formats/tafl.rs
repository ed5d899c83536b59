//! The Tafl record format: our own, PGN-like, for all four games (made
//! for the fox games, which no outside format holds).
//!
//! ```text
//! [Game "fox-geese"]
//! [Options "geese=17 sideways=on"]
//! [Setup "3/3/7/3F3/GGGGGGG/GGG/GGG g"]
//! [Result "ongoing"]
//!
//! 1... c3-c4 2. d4-d5 b3-b4 3. d5-d6 {the fox waits} a3-a4
//! ```
//!
//! Tags: `Game` (required: the game id), `Options` (fox-geese's table
//! options as `key=value` words; written for fox-geese only), `Setup` (the
//! start position in the position text of [`crate::setup`], when it was
//! set up), `Result` (the status word of docs/cli.md, or `*`; written from the
//! replayed game, read but not compared: a record may end by resignation).
//! Other tags (`Event`, `Date`, players…) are allowed and ignored.
//!
//! Movetext: the moves in the notation of docs/rules.md, numbered by turns of
//! both sides (`1.` before the first side's move, `1...` when the second
//! side moves first); the numbers are optional and not checked. Hnefatafl
//! moves may carry capture marks (`g3-e3xe2`), which are checked. `{…}`
//! and `;…` are comments. A result word may close the movetext.

use super::pgn::{self, Pgn};
use super::replay::Replay;
use super::{ExportError, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::GameRecord;
use crate::side::Side;

/// The longest movetext line written.
const WIDTH: usize = 79;

/// The record of `game` in the Tafl format. Every game can be written.
pub fn export(game: &AnyGame) -> String {
    let mut out = pgn::write_tag("Game", game.id().as_str());
    if game.id() == GameId::FoxGeese {
        out.push_str(&pgn::write_tag("Options", &options_text(game.options())));
    }
    if let Some(setup) = game.custom_start() {
        out.push_str(&pgn::write_tag("Setup", &setup.to_text()));
    }
    out.push_str(&pgn::write_tag("Result", game.status_word()));
    out.push('\n');
    let first = game.start_setup().side_to_move;
    let words = numbered(game.moves(), first);
    out.push_str(&wrap(&words, WIDTH));
    out
}

/// The record in the Tafl format, replayed first.
///
/// # Errors
/// [`ExportError::BadRecord`] when the record does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    let game = record.replay().map_err(ExportError::BadRecord)?;
    Ok(export(&game))
}

/// fox-geese's options as the `Options` tag writes them.
fn options_text(options: Options) -> String {
    let sideways = if options.sideways { "on" } else { "off" };
    format!("geese={} sideways={sideways}", options.geese)
}

/// The moves with turn numbers: `1.` before each move of the first side,
/// and `1...` before the first move when the second side begins.
pub(crate) fn numbered(moves: &[String], first: Side) -> Vec<String> {
    let mut words = Vec::with_capacity(moves.len() * 3 / 2);
    let offset = first.index();
    for (i, mv) in moves.iter().enumerate() {
        let ply = i + offset;
        let turn = ply / 2 + 1;
        if ply.is_multiple_of(2) {
            words.push(format!("{turn}."));
        } else if i == 0 {
            words.push(format!("{turn}..."));
        }
        words.push(mv.clone());
    }
    words
}

/// The words joined by spaces into lines of at most `width` characters
/// (a longer word gets a line of its own), each ending in a newline.
pub(crate) fn wrap(words: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The words that may close a movetext for `game`.
fn is_result(game: GameId, word: &str) -> bool {
    word == "*" || result_words(game).contains(&word)
}

/// The status words of docs/cli.md for `game`.
fn result_words(game: GameId) -> [&'static str; 4] {
    if game.is_fox_game() {
        ["ongoing", "draw", "fox-wins", "geese-wins"]
    } else {
        ["ongoing", "draw", "attackers-win", "defenders-win"]
    }
}

/// Reads a record in the Tafl format.
///
/// # Errors
/// [`ImportError`]: a malformed tag, no `Game` tag or an unknown game, bad
/// options, a bad `Setup` or `Result`, the first move that cannot be
/// played (1-based), wrong capture marks, text after the result.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    let pgn = pgn::split(super::strip_bom(text), false)?;
    if pgn.tags.is_empty() && pgn.tokens.is_empty() {
        return Err(ImportError::Empty);
    }
    let game_tag = pgn.tag("Game").ok_or(ImportError::MissingTag("Game"))?;
    let game: GameId = game_tag
        .value
        .trim()
        .parse()
        .map_err(|_| ImportError::UnknownGame(game_tag.value.clone()))?;
    let options = match pgn.tag("Options") {
        None => Options::default(),
        Some(tag) => {
            Options::parse(game, tag.value.split_whitespace()).map_err(ImportError::BadOptions)?
        }
    };
    if let Some(tag) = pgn.tag("Result") {
        if !is_result(game, tag.value.trim()) {
            return Err(tag.malformed());
        }
    }
    let setup = pgn.tag("Setup").map(|tag| tag.value.as_str());
    let mut replay = Replay::start(game, options, setup)?;
    play_movetext(&pgn, game, &mut replay)?;
    Ok(replay.record())
}

/// Plays every move of the movetext, up to an optional result word.
fn play_movetext(pgn: &Pgn, game: GameId, replay: &mut Replay) -> Result<(), ImportError> {
    let mut tokens = pgn.tokens.iter();
    while let Some(token) = tokens.next() {
        let word = pgn::strip_move_number(token.text);
        if word.is_empty() {
            continue;
        }
        if is_result(game, word) {
            return match tokens.next() {
                None => Ok(()),
                Some(extra) => Err(ImportError::Malformed {
                    line: extra.line,
                    text: extra.text.to_string(),
                }),
            };
        }
        replay.play(word)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_side_that_begins() {
        let moves: Vec<String> = ["a", "b", "c"].iter().map(|m| m.to_string()).collect();
        assert_eq!(numbered(&moves, Side::First), ["1.", "a", "b", "2.", "c"]);
        assert_eq!(
            numbered(&moves, Side::Second),
            ["1...", "a", "2.", "b", "c"]
        );
        let words: Vec<String> = (0..30).map(|i| format!("w{i}")).collect();
        assert!(wrap(&words, 20).lines().all(|line| line.len() <= 20));
    }
}
