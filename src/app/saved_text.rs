//! Translated texts for saved games and share links, chosen at run time:
//! the error messages of [`SaveErrorKind`], [`ShareErrorKind`],
//! [`StorageError`] and [`LoadError`], and the words the games page uses
//! for a game's options, players and result.

use super::i18n::{td_string, Locale};
use super::play::{reason_text, result_text, side_name as play_side_name, turn_text, SideName};
use super::storage::{LoadError, StorageError};
use crate::engine::{GameId, Options, Side};
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
    match play_side_name(game, side) {
        SideName::Attackers => td_string!(locale, saved.side.attackers),
        SideName::Defenders => td_string!(locale, saved.side.defenders),
        SideName::Foxes => td_string!(locale, saved.side.foxes),
        SideName::Fox => td_string!(locale, saved.side.fox),
        SideName::Geese => td_string!(locale, saved.side.geese),
    }
}

/// Where a saved game stands: `In progress · Geese to move`, or the result
/// with its reason (`The fox wins · too few geese are left…`), in the play
/// page's words.
pub fn status_text(locale: Locale, game: GameId, status: SaveStatus) -> String {
    match status {
        SaveStatus::InProgress { to_move } => format!(
            "{} · {}",
            td_string!(locale, saved.in_progress),
            turn_text(locale, game, to_move)
        ),
        SaveStatus::Over(outcome) => format!(
            "{} · {}",
            result_text(locale, game, outcome),
            reason_text(locale, game, outcome)
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
pub fn level_text(locale: Locale, level: &str) -> String {
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
