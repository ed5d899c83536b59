//! Dash move lists, as in the real-games data (tests/data, from
//! hnefatafl-rs): tafl moves `from-to` separated by white space, each
//! with optional `xSQ` capture marks, which are checked. A list names no
//! game: it is read as Copenhagen Hnefatafl unless the reader is told
//! another tafl game ([`import_annotated_as`], `tafl replay --game`), and
//! only Copenhagen's games are written as lists (another would read back
//! as Copenhagen).
//!
//! ```text
//! d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2
//! ```
//!
//! Separators and comments as the shared `lexer` reads
//! them (commas and `;` between moves too: `h1-h3, e7-e10`); squares in
//! either case; move numbers (`1.`) skipped; an end word (`resigned`,
//! `timeout`, `1-0`, …, a side before `resigned`) ends the moves.
//!
//! A line of the data's CSV (`moves,defenders_captured,attackers_captured,
//! outcome`) may be pasted whole, with or without the header line: a line
//! is taken for it only when it has its shape (four fields: the moves, two
//! whole numbers, `Black`, `White`, `Draw` or `Ongoing`). The counts are
//! not checked. The outcome is the game's result when the board has not
//! decided it (the data README says its games often ended by resignation
//! or on time, which only the outcome shows), with no stated reason
//! unless a `resigned` or `timeout` ends the moves; when the board has
//! decided, the board's result stands. Written: the moves
//! with their marks, each captured square once in point order, on one
//! line, then the end word of a game the board did not decide.

use super::annotated::AnnotatedGame;
use super::ending::{self, Claim, EndKind};
use super::lexer::{Brackets, Header, Lexer};
use super::movetext::{self, Reading};
use super::replay::Replay;
use super::{ExportError, Format, ImportError};
use crate::game::AnyGame;
use crate::game_id::{GameId, Options};
use crate::record::{Conclusion, GameRecord, RecordFacts};
use crate::side::{GameResult, Side};

/// The header line of the data's CSV.
pub(crate) const CSV_HEADER: &str = "moves,defenders_captured,attackers_captured,outcome";

/// The moves of a Hnefatafl game from its start position, with marks.
///
/// # Errors
/// [`ExportError::UnsupportedGame`] for a fox game,
/// [`ExportError::SetupNotSupported`] for a game from a set-up position.
pub fn export(game: &AnyGame) -> Result<String, ExportError> {
    write(game, None)
}

/// The record as a move list, replayed first, with the end word of a game
/// the board did not decide (its facts have no place in a move list).
///
/// # Errors
/// As [`export`], and [`ExportError::BadRecord`] when it does not replay.
pub fn export_record(record: &GameRecord) -> Result<String, ExportError> {
    let game = record.replay().map_err(ExportError::BadRecord)?;
    write(&game, record.conclusion_for(&game))
}

fn write(game: &AnyGame, conclusion: Option<Conclusion>) -> Result<String, ExportError> {
    // A list names no game and reads as Copenhagen's: another game written
    // as one would read back as Copenhagen (`--game` is the reader's).
    if game.id() != GameId::Hnefatafl {
        return Err(ExportError::UnsupportedGame {
            format: Format::Dash,
            game: game.id(),
        });
    }
    if game.custom_start().is_some() {
        return Err(ExportError::SetupNotSupported(Format::Dash));
    }
    let mut words = game.marked_moves();
    if let Some(conclusion) = conclusion {
        words.push(ending::end_words(game, conclusion));
    }
    Ok(words.join(" "))
}

/// A line of the data's CSV, taken apart.
struct CsvLine<'a> {
    moves: &'a str,
    /// The outcome column: `Some` winner (or draw), `None` for `Ongoing`.
    outcome: Option<GameResult>,
    /// The outcome as written.
    outcome_text: &'a str,
}

/// `line` as a line of the data's CSV, when it has its shape: four
/// fields, the second and third whole numbers, the fourth `Black` (the
/// attackers won), `White` (the defenders), `Draw` or `Ongoing`, in any
/// case.
fn csv_line(line: &str) -> Option<CsvLine<'_>> {
    let mut fields = line.split(',');
    let moves = fields.next()?;
    let count = |field: Option<&str>| {
        field.is_some_and(|f| {
            let f = f.trim();
            !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit())
        })
    };
    if !count(fields.next()) || !count(fields.next()) {
        return None;
    }
    let outcome_text = fields.next()?.trim();
    if fields.next().is_some() {
        return None;
    }
    let outcome = match outcome_text.to_ascii_lowercase().as_str() {
        "black" => Some(GameResult::Win(Side::First)),
        "white" => Some(GameResult::Win(Side::Second)),
        "draw" => Some(GameResult::Draw),
        "ongoing" => None,
        _ => return None,
    };
    Some(CsvLine {
        moves,
        outcome,
        outcome_text,
    })
}

/// True for a line that is the data's CSV header (in any case).
pub(crate) fn is_csv_header(line: &str) -> bool {
    line.trim().eq_ignore_ascii_case(CSV_HEADER)
}

/// True for a line of the data's CSV (see [`csv_line`]).
pub(crate) fn is_csv_line(line: &str) -> bool {
    csv_line(line).is_some()
}

/// Reads a move list (or one line of the data's CSV) as a Hnefatafl game.
///
/// # Errors
/// [`ImportError::Empty`] (also for a list with neither moves nor an end,
/// `*`); [`ImportError::Malformed`] for a line after a
/// CSV line or a word after the end word; the first move that cannot be
/// played (1-based) or whose marks are wrong; an end word that disagrees
/// with the board or with the CSV outcome.
pub fn import(text: &str) -> Result<GameRecord, ImportError> {
    import_annotated(text).map(|annotated| annotated.record)
}

/// Reads a move list with its comments, each after the move it follows
/// (a move list has no variations or marks).
///
/// # Errors
/// As [`import`].
pub fn import_annotated(text: &str) -> Result<AnnotatedGame, ImportError> {
    import_annotated_as(GameId::Hnefatafl, text)
}

/// Reads a move list as a game of `game`, a tafl game (a fox game's moves
/// have no list of their own: [`ImportError::UnknownFormat`]).
///
/// # Errors
/// As [`import`].
pub fn import_annotated_as(game: GameId, text: &str) -> Result<AnnotatedGame, ImportError> {
    if !game.is_tafl() {
        return Err(ImportError::UnknownFormat);
    }
    let text = super::lexer::strip_bom(text);
    let mut header = Header::new(text);
    if header.peek().is_some_and(|(_, line)| is_csv_header(line)) {
        header.advance();
    }
    let csv = header
        .peek()
        .and_then(|(line, text)| csv_line(text).map(|csv| (line, csv)));
    let words = match &csv {
        Some((line, csv)) => {
            header.advance();
            if let Some((line, text)) = header.peek() {
                return Err(ImportError::Malformed {
                    line,
                    text: text.to_string(),
                });
            }
            Lexer::new(csv.moves, *line, Brackets::Word)
                .with_comments()
                .collect_words()?
        }
        None => {
            let (body, first_line) = header.rest_after_tags();
            Lexer::new(body, first_line, Brackets::Word)
                .with_comments()
                .collect_words()?
        }
    };
    if words.iter().all(|w| w.comment.is_some()) {
        return Err(ImportError::Empty);
    }
    let mut replay = Replay::start(game, Options::default(), None)?;
    let reading = Reading { variations: false };
    let draft = movetext::pgn_draft(game, &words, reading)?;
    let (end, tree) = draft.replay(&mut replay, Replay::play_word)?;
    let mut claims: Vec<Claim> = Vec::new();
    // The outcome column names the winner however the game ended: of a
    // bare `resigned` or `timeout`, and of a line with no end word (the
    // data's games that ended by resignation or on time mostly say so
    // only there).
    let outcome = csv
        .as_ref()
        .and_then(|(line, csv)| csv.outcome.map(|result| (*line, csv, result)));
    if let Some(end) = end {
        let gave_up = matches!(end.kind, EndKind::Resigned | EndKind::Timeout);
        // Else the side to move gave up.
        let loser = match outcome {
            Some((_, _, GameResult::Win(winner))) if gave_up => winner.opposite(),
            _ => replay.game().side_to_move(),
        };
        claims.extend(end.claim(loser));
    }
    if let Some((line, csv, result)) = outcome {
        claims.push(Claim {
            line,
            text: csv.outcome_text.to_string(),
            result,
            reason: None,
        });
    }
    let conclusion = ending::settle(replay.game().outcome(), &claims)?;
    // `*` alone (or `ongoing`) holds no game.
    if replay.game().moves().is_empty() && conclusion.is_none() {
        return Err(ImportError::Empty);
    }
    Ok(movetext::finish(
        &replay,
        conclusion,
        RecordFacts::default(),
        tree,
    ))
}
