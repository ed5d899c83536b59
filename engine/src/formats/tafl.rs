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
//! set up), `Result` (the status word of docs/cli.md, a PGN result word or
//! `*`) and `Termination` (`resignation`, `timeout`, `agreement`: why a
//! game the board did not decide ended), the facts (`Event`, `Site`,
//! `Date`, `Round`, the players as `Attackers`/`Defenders` or `Fox`/`Geese`,
//! in Hnefatafl also `Black`/`White`). Other tags are allowed and ignored.
//!
//! Movetext: the moves in the notation of docs/rules.md, numbered by turns of
//! both sides (`1.` before the first side's move, `1...` when the second
//! side moves first); the numbers are optional and not checked. Hnefatafl
//! moves may carry capture marks (`g3-e3xe2`), which are checked. Comments
//! and separators as the shared `lexer` reads them; an end
//! word may close the movetext.

use super::annotated::{AnnotatedGame, MoveTree};
use super::board;
use super::ending;
use super::facts::{self, Fact, FactsReader};
use super::movetext::{self, Reading};
use super::pgn::{self, Pgn};
use super::replay::Replay;
use super::tafl_tree;
use super::{ExportError, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::{Conclusion, GameRecord, RecordFacts};
use crate::side::Side;

/// The longest movetext line written.
const WIDTH: usize = 79;

/// The record of `game` in the Tafl format. Every game can be written.
pub fn export(game: &AnyGame) -> String {
    let tree = MoveTree::plain(game.moves());
    write(game, None, &RecordFacts::default(), &tree)
}

/// The record in the Tafl format, replayed first, with how it ended off
/// the board and its facts.
///
/// # Errors
/// [`ExportError::BadRecord`] when the record does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    let game = record.replay().map_err(ExportError::BadRecord)?;
    let tree = MoveTree::plain(game.moves());
    Ok(write(
        &game,
        record.conclusion_for(&game),
        &record.facts,
        &tree,
    ))
}

/// The record in the Tafl format with its commentary and variations,
/// PGN's way (`{…}` comments, `d1-d3!?` marks, `( … )` variations).
///
/// # Errors
/// [`ExportError::BadRecord`], [`ExportError::BadTree`] for a tree that
/// does not fit its record.
pub fn export_annotated(annotated: &AnnotatedGame) -> Result<String, ExportError> {
    let game = annotated.check().map_err(ExportError::BadTree)?;
    let record = &annotated.record;
    Ok(write(
        &game,
        record.conclusion_for(&game),
        &record.facts,
        &annotated.tree,
    ))
}

/// `game` written with its conclusion (one the board does not show),
/// facts and the tree of its moves.
fn write(
    game: &AnyGame,
    conclusion: Option<Conclusion>,
    facts: &RecordFacts,
    tree: &MoveTree,
) -> String {
    let mut out = pgn::write_tag("Game", game.id().as_str());
    if game.id() == GameId::FoxGeese {
        out.push_str(&pgn::write_tag("Options", &options_text(game.options())));
    }
    if let Some(setup) = game.custom_start() {
        out.push_str(&pgn::write_tag("Setup", &setup.to_text()));
    }
    for fact in Fact::ALL {
        if let Some(value) = fact.get(facts).and_then(facts::clean) {
            out.push_str(&pgn::write_tag(fact_tag(game.id(), fact), &value));
        }
    }
    match conclusion {
        None => out.push_str(&pgn::write_tag("Result", game.status_word())),
        Some(conclusion) => {
            let word = ending::status_word(game.id(), conclusion.result);
            out.push_str(&pgn::write_tag("Result", word));
            if let Some(reason) = ending::reason_tag(conclusion.reason) {
                out.push_str(&pgn::write_tag("Termination", reason));
            }
        }
    }
    out.push('\n');
    let first = game.start_setup().side_to_move;
    out.push_str(&tafl_tree::movetext(tree, first, WIDTH));
    out
}

/// The tag our format writes `fact` with, in a record of `game`.
fn fact_tag(game: GameId, fact: Fact) -> &'static str {
    match fact {
        Fact::Event => "Event",
        Fact::Site => "Site",
        Fact::Date => "Date",
        Fact::Round => "Round",
        Fact::FirstPlayer if game.is_fox_game() => "Fox",
        Fact::SecondPlayer if game.is_fox_game() => "Geese",
        Fact::FirstPlayer => "Attackers",
        Fact::SecondPlayer => "Defenders",
    }
}

/// The fact a tag of our format gives in a record of `game`: the tags
/// written (see [`fact_tag`]) and, in Hnefatafl, PGN's `Black` (the
/// attackers) and `White` (the defenders).
fn tag_fact(game: GameId, name: &str) -> Option<Fact> {
    let fact = match name {
        "Event" => Fact::Event,
        "Site" => Fact::Site,
        "Date" => Fact::Date,
        "Round" => Fact::Round,
        "Fox" if game.is_fox_game() => Fact::FirstPlayer,
        "Geese" if game.is_fox_game() => Fact::SecondPlayer,
        "Attackers" | "Black" if !game.is_fox_game() => Fact::FirstPlayer,
        "Defenders" | "White" if !game.is_fox_game() => Fact::SecondPlayer,
        _ => return None,
    };
    Some(fact)
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

/// Reads a record in the Tafl format.
///
/// # Errors
/// [`ImportError`]: a malformed tag, no `Game` tag or an unknown game (or
/// one of another board), bad options, a bad `Setup`, `Result` or
/// `Termination`, the first move that cannot be played (1-based), wrong
/// capture marks, text after the end word, an end that disagrees with
/// the board or the `Result` tag.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    import_annotated(text).map(|annotated| annotated.record)
}

/// Reads a record in the Tafl format with its commentary and variations:
/// `{…}` and `;` comments after the move they follow (before the first
/// move: the opening comment), marks after a move (`d1-d3!?`) or as
/// glyphs (`$5`), `( … )` variations of the move before them, nested.
///
/// # Errors
/// As [`import`], and for the variations [`ImportError::BadVariation`],
/// [`ImportError::TooDeep`], [`ImportError::InVariation`].
pub fn import_annotated(text: &str) -> Result<AnnotatedGame, ImportError> {
    let pgn = pgn::split_record(text, false)?;
    let game_tag = pgn.tag("Game").ok_or(ImportError::MissingTag("Game"))?;
    let game: GameId =
        game_tag
            .value
            .trim()
            .parse()
            .map_err(|_| match board::variant_size(&game_tag.value) {
                Some(size) => ImportError::OtherBoard { size },
                None => ImportError::UnknownGame(game_tag.value.clone()),
            })?;
    let options = match pgn.tag("Options") {
        None => Options::default(),
        Some(tag) => {
            Options::parse(game, tag.value.split_whitespace()).map_err(ImportError::BadOptions)?
        }
    };
    let tag_claim = pgn::result_tags(&pgn, game)?;
    let facts = read_facts(&pgn, game)?;
    let setup = pgn.tag("Setup").map(|tag| tag.value.as_str());
    let mut replay = Replay::start(game, options, setup)?;
    let draft = movetext::pgn_draft(game, &pgn.words, Reading { variations: true })?;
    let (end, tree) = draft.replay(&mut replay, Replay::play_word)?;
    movetext::conclude(&replay, tag_claim, end, facts, tree)
}

/// The facts of the record's tags.
///
/// # Errors
/// [`ImportError::MalformedTag`] for a fact given under two of its tags.
fn read_facts(pgn: &Pgn, game: GameId) -> Result<RecordFacts, ImportError> {
    let mut reader = FactsReader::default();
    for tag in &pgn.tags {
        if let Some(fact) = tag_fact(game, &tag.name) {
            reader.set(fact, &tag.value, || tag.malformed())?;
        }
    }
    Ok(reader.finish())
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
    }
}
