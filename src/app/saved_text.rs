//! Translated texts for saved games and share links, chosen at run time:
//! the error messages of [`SaveErrorKind`], [`ShareErrorKind`],
//! [`StorageError`] and [`LoadError`], and the words the games page uses
//! for a game's options, players and result.

use super::i18n::{td_string, Locale};
use super::storage::{LoadError, StorageError};
use crate::engine::{EndReason, GameId, GameResult, Options, Side};
use crate::saves::{SaveErrorKind, SaveStatus, Seat};
use crate::share::ShareErrorKind;

/// The message for a saved game that cannot be read.
pub fn save_error_text(locale: Locale, kind: SaveErrorKind) -> &'static str {
    match kind {
        SaveErrorKind::Unreadable => td_string!(locale, errors.save.unreadable),
        SaveErrorKind::NewerVersion => td_string!(locale, errors.save.newer_version),
        SaveErrorKind::BadRecord => td_string!(locale, errors.save.bad_record),
    }
}

/// The message for a share link that cannot be read.
pub fn share_error_text(locale: Locale, kind: ShareErrorKind) -> &'static str {
    match kind {
        ShareErrorKind::Malformed => td_string!(locale, errors.share.malformed),
        ShareErrorKind::TooLong => td_string!(locale, errors.share.too_long),
        ShareErrorKind::NewerVersion => td_string!(locale, errors.share.newer_version),
        ShareErrorKind::BadMove => td_string!(locale, errors.share.bad_move),
    }
}

/// The message for a game that could not be saved (the game goes on).
pub fn storage_error_text(locale: Locale, error: StorageError) -> &'static str {
    match error {
        StorageError::Quota => td_string!(locale, errors.storage.quota),
        StorageError::Unavailable => td_string!(locale, errors.storage.unavailable),
    }
}

/// The message for a saved game that could not be loaded.
pub fn load_error_text(locale: Locale, error: &LoadError) -> &'static str {
    match error {
        LoadError::Unavailable => td_string!(locale, errors.storage.unavailable),
        LoadError::Missing => td_string!(locale, errors.save.missing),
        LoadError::Save(e) => save_error_text(locale, e.kind()),
    }
}

/// The name of one side of `game` (`Fox`, `Geese`, `Attackers`, …).
pub fn side_name(locale: Locale, game: GameId, side: Side) -> &'static str {
    match (game, side) {
        (GameId::Hnefatafl, Side::First) => td_string!(locale, saved.side.attackers),
        (GameId::Hnefatafl, Side::Second) => td_string!(locale, saved.side.defenders),
        (GameId::TwoFoxes, Side::First) => td_string!(locale, saved.side.foxes),
        (_, Side::First) => td_string!(locale, saved.side.fox),
        (_, Side::Second) => td_string!(locale, saved.side.geese),
    }
}

/// `fox to move`, `defenders to move`, …
fn turn_text(locale: Locale, game: GameId, side: Side) -> &'static str {
    match (game, side) {
        (GameId::Hnefatafl, Side::First) => td_string!(locale, saved.turn.attackers),
        (GameId::Hnefatafl, Side::Second) => td_string!(locale, saved.turn.defenders),
        (GameId::TwoFoxes, Side::First) => td_string!(locale, saved.turn.foxes),
        (_, Side::First) => td_string!(locale, saved.turn.fox),
        (_, Side::Second) => td_string!(locale, saved.turn.geese),
    }
}

/// Who won (or a draw), in the words of `game`.
pub fn result_text(locale: Locale, game: GameId, result: GameResult) -> &'static str {
    match (game, result) {
        (_, GameResult::Draw) => td_string!(locale, saved.result.draw),
        (GameId::Hnefatafl, GameResult::Win(Side::First)) => {
            td_string!(locale, saved.result.attackers_win)
        }
        (GameId::Hnefatafl, GameResult::Win(Side::Second)) => {
            td_string!(locale, saved.result.defenders_win)
        }
        (GameId::TwoFoxes, GameResult::Win(Side::First)) => {
            td_string!(locale, saved.result.foxes_win)
        }
        (_, GameResult::Win(Side::First)) => td_string!(locale, saved.result.fox_wins),
        (_, GameResult::Win(Side::Second)) => td_string!(locale, saved.result.geese_win),
    }
}

/// The rule that ended a game, as a short phrase.
pub fn reason_text(locale: Locale, reason: EndReason) -> &'static str {
    match reason {
        EndReason::TooFewGeese => td_string!(locale, saved.reason.too_few_geese),
        EndReason::PenFilled => td_string!(locale, saved.reason.pen_filled),
        EndReason::NoLegalMove => td_string!(locale, saved.reason.no_legal_move),
        EndReason::Repetition => td_string!(locale, saved.reason.repetition),
        EndReason::NoProgress => td_string!(locale, saved.reason.no_progress),
        EndReason::KingEscaped => td_string!(locale, saved.reason.king_escaped),
        EndReason::KingCaptured => td_string!(locale, saved.reason.king_captured),
        EndReason::Enclosed => td_string!(locale, saved.reason.enclosed),
        EndReason::RepetitionLoss => td_string!(locale, saved.reason.repetition_loss),
    }
}

/// Where a saved game stands: `In progress · geese to move`, or the result
/// with its reason (`The fox wins · too few geese left`).
pub fn status_text(locale: Locale, game: GameId, status: SaveStatus) -> String {
    match status {
        SaveStatus::InProgress { to_move } => format!(
            "{} · {}",
            td_string!(locale, saved.in_progress),
            turn_text(locale, game, to_move)
        ),
        SaveStatus::Over(outcome) => format!(
            "{} · {}",
            result_text(locale, game, outcome.result),
            reason_text(locale, outcome.reason)
        ),
    }
}

/// The table options in words: `15 geese · geese may step sideways`, or
/// `Standard rules` for the games that have none.
pub fn options_text(locale: Locale, game: GameId, options: Options) -> String {
    if game != GameId::FoxGeese {
        return td_string!(locale, saved.options.standard).to_string();
    }
    let geese = match options.geese {
        15 => td_string!(locale, saved.options.geese_15),
        17 => td_string!(locale, saved.options.geese_17),
        _ => td_string!(locale, saved.options.geese_13),
    };
    let sideways = if options.sideways {
        td_string!(locale, saved.options.sideways_on)
    } else {
        td_string!(locale, saved.options.sideways_off)
    };
    format!("{geese} · {sideways}")
}

/// An AI level's name (the level id itself if this build does not know it).
fn level_text(locale: Locale, level: &str) -> String {
    let text = match level {
        "random" => td_string!(locale, saved.level.random),
        "beginner" => td_string!(locale, saved.level.beginner),
        "easy" => td_string!(locale, saved.level.easy),
        "medium" => td_string!(locale, saved.level.medium),
        "hard" => td_string!(locale, saved.level.hard),
        "maximum" => td_string!(locale, saved.level.maximum),
        other => return other.to_string(),
    };
    text.to_string()
}

/// Who plays: `Two players at this device`, or each side with its seat
/// (`Fox: player · Geese: computer (easy)`).
pub fn players_text(locale: Locale, game: GameId, first: &Seat, second: &Seat) -> String {
    if *first == Seat::Human && *second == Seat::Human {
        return td_string!(locale, saved.seat.two_players).to_string();
    }
    let seat = |side: Side, seat: &Seat| {
        let who = match seat {
            Seat::Human => td_string!(locale, saved.seat.human).to_string(),
            Seat::Ai { level } => format!(
                "{} ({})",
                td_string!(locale, saved.seat.computer),
                level_text(locale, level)
            ),
        };
        // French puts a non-breaking space before the colon.
        let colon = if locale == Locale::fr { "\u{a0}:" } else { ":" };
        format!("{}{colon} {who}", side_name(locale, game, side))
    };
    format!(
        "{} · {}",
        seat(Side::First, first),
        seat(Side::Second, second)
    )
}
