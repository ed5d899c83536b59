//! Translated texts for saved games and share links, chosen at run time:
//! the error messages of [`SaveErrorKind`], [`ShareErrorKind`],
//! [`StorageError`] and [`LoadError`], why a friend's link does not fit
//! the game saved here ([`LinkConflict`]), and the words the games page
//! uses for a game's options, players, result and friend by link.

use super::i18n::{t, Locale};
use super::play_text::{reason_text, result_text, turn_text, winner_text};
use crate::app::browser::storage::{LoadError, StorageError};
use crate::engine::{ConclusionReason, GameId, GameResult, Options, Side, SideName};
use crate::links::correspondence::LinkConflict;
use crate::links::share::ShareErrorKind;
use crate::play::Seat;
use crate::play::{move_number, Turn};
use crate::saves::{SaveErrorKind, SaveStatus, SaveSummary};

/// The message for a saved game that cannot be read.
pub fn save_error_text(locale: Locale, kind: SaveErrorKind) -> &'static str {
    match kind {
        SaveErrorKind::Unreadable => t!(locale, errors.save.unreadable),
        SaveErrorKind::NewerVersion => t!(locale, errors.save.newer_version),
        SaveErrorKind::BadRecord => t!(locale, errors.save.bad_record),
    }
}

/// The message for a share link that cannot be read.
pub fn share_error_text(locale: Locale, kind: ShareErrorKind) -> &'static str {
    match kind {
        ShareErrorKind::Malformed => t!(locale, errors.share.malformed),
        ShareErrorKind::TooLong => t!(locale, errors.share.too_long),
        ShareErrorKind::NewerVersion => t!(locale, errors.share.newer_version),
        ShareErrorKind::BadMove => t!(locale, errors.share.bad_move),
    }
}

/// The message for a game that could not be saved (the game goes on).
pub fn storage_error_text(locale: Locale, error: StorageError) -> &'static str {
    match error {
        StorageError::Quota => t!(locale, errors.storage.quota),
        StorageError::Unavailable => t!(locale, errors.storage.unavailable),
    }
}

/// The message for a saved game that could not be loaded.
pub fn load_error_text(locale: Locale, error: &LoadError) -> &'static str {
    match error {
        LoadError::Unavailable => t!(locale, errors.storage.unavailable),
        LoadError::Missing => t!(locale, errors.save.missing),
        LoadError::Save(e) => save_error_text(locale, e.kind()),
    }
}

/// The name of one side of `game` (`Fox`, `Geese`, `Attackers`, …).
pub fn side_name(locale: Locale, game: GameId, side: Side) -> &'static str {
    match game.side_name(side) {
        SideName::Attackers => t!(locale, saved.side.attackers),
        SideName::Defenders => t!(locale, saved.side.defenders),
        SideName::Foxes => t!(locale, saved.side.foxes),
        SideName::Fox => t!(locale, saved.side.fox),
        SideName::Geese => t!(locale, saved.side.geese),
    }
}

/// Where a saved game stands: `In progress · Geese to move`, or the result
/// with its reason (`The fox wins · too few geese are left…`), in the play
/// page's words.
pub fn status_text(locale: Locale, game: GameId, status: SaveStatus) -> String {
    match status {
        SaveStatus::InProgress { to_move } => format!(
            "{} · {}",
            t!(locale, saved.in_progress),
            turn_text(locale, game, to_move)
        ),
        SaveStatus::Over(outcome) => format!(
            "{} · {}",
            result_text(locale, game, outcome),
            reason_text(locale, game, outcome)
        ),
        SaveStatus::Concluded(conclusion) => {
            let winner = match conclusion.result {
                GameResult::Win(side) => Some(side),
                GameResult::Draw => None,
            };
            let reason = match conclusion.reason {
                ConclusionReason::Resignation => t!(locale, saved.concluded.resignation),
                ConclusionReason::Timeout => t!(locale, saved.concluded.timeout),
                ConclusionReason::Agreement => t!(locale, saved.concluded.agreement),
                ConclusionReason::Unstated => t!(locale, saved.concluded.unstated),
            };
            format!("{} · {reason}", winner_text(locale, game, winner))
        }
    }
}

/// The table options in words: `15 geese · geese may step sideways`, or
/// `Standard rules` for the games that have none.
pub fn options_text(locale: Locale, game: GameId, options: Options) -> String {
    if game != GameId::FoxGeese {
        return t!(locale, saved.options.standard).to_string();
    }
    let geese = match options.geese {
        15 => t!(locale, saved.options.geese_15),
        17 => t!(locale, saved.options.geese_17),
        _ => t!(locale, saved.options.geese_13),
    };
    let sideways = if options.sideways {
        t!(locale, saved.options.sideways_on)
    } else {
        t!(locale, saved.options.sideways_off)
    };
    format!("{geese} · {sideways}")
}

/// An AI level's name (the level id itself if this build does not know it).
pub fn level_text(locale: Locale, level: &str) -> String {
    let text = match level {
        "random" => t!(locale, saved.level.random),
        "beginner" => t!(locale, saved.level.beginner),
        "easy" => t!(locale, saved.level.easy),
        "medium" => t!(locale, saved.level.medium),
        "hard" => t!(locale, saved.level.hard),
        "maximum" => t!(locale, saved.level.maximum),
        other => return other.to_string(),
    };
    text.to_string()
}

/// Who plays: `Two players at this device`, or each side with its seat
/// (`Fox: player · Geese: computer (easy)`).
pub fn players_text(locale: Locale, game: GameId, first: &Seat, second: &Seat) -> String {
    if *first == Seat::Human && *second == Seat::Human {
        return t!(locale, saved.seat.two_players).to_string();
    }
    let seat = |side: Side, seat: &Seat| {
        let who = match seat {
            Seat::Human => t!(locale, saved.seat.human).to_string(),
            Seat::Ai { level } => format!(
                "{} ({})",
                t!(locale, saved.seat.computer),
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

/// "you play the defenders", in a game with a friend by link.
pub fn you_play_text(locale: Locale, game: GameId, side: Side) -> &'static str {
    match game.side_name(side) {
        SideName::Fox => t!(locale, saved.friend.you_play.fox),
        SideName::Foxes => t!(locale, saved.friend.you_play.foxes),
        SideName::Geese => t!(locale, saved.friend.you_play.geese),
        SideName::Attackers => t!(locale, saved.friend.you_play.attackers),
        SideName::Defenders => t!(locale, saved.friend.you_play.defenders),
    }
}

/// A game with a friend by link as the games page lists it: `Played by
/// link · you play the defenders · your move` (no turn once it is over:
/// the status gives the result), or `Played by link · you are watching`
/// for another browser's game; `None` for a game at this device.
pub fn correspondence_text(locale: Locale, summary: &SaveSummary) -> Option<String> {
    if summary.watching {
        return Some(format!(
            "{} · {}",
            t!(locale, saved.friend.label),
            t!(locale, saved.friend.watching)
        ));
    }
    let side = summary.my_side?;
    let mut text = format!(
        "{} · {}",
        t!(locale, saved.friend.label),
        you_play_text(locale, summary.game, side)
    );
    let turn = match summary.correspondence_turn()? {
        Turn::YourMove(_) => Some(t!(locale, saved.friend.your_move)),
        Turn::FriendsMove(_) => Some(t!(locale, saved.friend.their_move)),
        Turn::ComputersMove(_) | Turn::Over(_) | Turn::Ended(_) | Turn::Watching(_) => None,
    };
    if let Some(turn) = turn {
        text.push_str(" · ");
        text.push_str(turn);
    }
    Some(text)
}

/// The message for a friend's link that has nothing new for the game
/// saved here.
pub fn link_up_to_date_text(locale: Locale) -> &'static str {
    t!(locale, errors.link.up_to_date)
}

/// The message for a friend's link that does not fit the game saved here:
/// why (the saved game is kept).
pub fn link_conflict_text(locale: Locale, game: GameId, conflict: &LinkConflict) -> String {
    match conflict {
        LinkConflict::OtherSide { mine, .. } => t!(
            locale,
            errors.link.other_side,
            you_play = you_play_text(locale, game, *mine)
        ),
        LinkConflict::OtherGame { .. } => t!(locale, errors.link.other_game).to_string(),
        LinkConflict::Older { saved, link, .. } => {
            let ahead = saved.saturating_sub(*link) as u64;
            t!(locale, errors.link.older, count = ahead)
        }
        LinkConflict::Diverged { at, .. } => {
            let number = move_number(*at).to_string();
            t!(locale, errors.link.diverged, number = &number)
        }
        LinkConflict::OtherBrowser { yours, .. } => match yours {
            true => t!(locale, errors.link.other_browser_mine),
            false => t!(locale, errors.link.other_browser_friend),
        }
        .to_string(),
        LinkConflict::Ended { .. } => t!(locale, errors.link.ended).to_string(),
    }
}
