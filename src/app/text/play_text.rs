//! The play page's texts chosen at run time: whose turn it is, who won and
//! why, and the accessible names of board points.

use super::i18n::{t, Locale};
use super::i18n_text::piece_name;
use crate::ai::Forced;
use crate::engine::{
    Conclusion, ConclusionReason, EndReason, GameId, GameResult, Outcome, Piece, Side, SideName,
};
use crate::play::Turn;
use crate::protocol::ThinkError;

/// "Geese to move".
pub fn turn_text(locale: Locale, game: GameId, side: Side) -> &'static str {
    match game.side_name(side) {
        SideName::Fox => t!(locale, play.turn.fox),
        SideName::Foxes => t!(locale, play.turn.foxes),
        SideName::Geese => t!(locale, play.turn.geese),
        SideName::Attackers => t!(locale, play.turn.attackers),
        SideName::Defenders => t!(locale, play.turn.defenders),
    }
}

/// In a game with a friend by link, whose move it is from this person's
/// point of view: "Your move — you play the defenders", or "Waiting for
/// your friend (attackers)"; `None` once the game is over (the result
/// says it) and for the computer's turn (never in such a game).
pub fn friend_turn_text(locale: Locale, game: GameId, turn: Turn) -> Option<&'static str> {
    Some(match turn {
        Turn::YourMove(side) => match game.side_name(side) {
            SideName::Fox => t!(locale, play.friend.your_move.fox),
            SideName::Foxes => t!(locale, play.friend.your_move.foxes),
            SideName::Geese => t!(locale, play.friend.your_move.geese),
            SideName::Attackers => t!(locale, play.friend.your_move.attackers),
            SideName::Defenders => t!(locale, play.friend.your_move.defenders),
        },
        Turn::FriendsMove(side) => match game.side_name(side) {
            SideName::Fox => t!(locale, play.friend.waiting.fox),
            SideName::Foxes => t!(locale, play.friend.waiting.foxes),
            SideName::Geese => t!(locale, play.friend.waiting.geese),
            SideName::Attackers => t!(locale, play.friend.waiting.attackers),
            SideName::Defenders => t!(locale, play.friend.waiting.defenders),
        },
        Turn::ComputersMove(_) | Turn::Over(_) | Turn::Ended(_) | Turn::Watching(_) => return None,
    })
}

/// "You won", "You lost" for the one person a game is played for, else
/// "The geese win" or "Draw": the result of a game ended off the board.
pub fn persons_result_of(
    locale: Locale,
    game: GameId,
    result: GameResult,
    person: Option<Side>,
) -> &'static str {
    let winner = match result {
        GameResult::Win(side) => Some(side),
        GameResult::Draw => None,
    };
    match (person, winner) {
        (Some(person), Some(winner)) if person == winner => t!(locale, play.end.won),
        (Some(_), Some(_)) => t!(locale, play.end.lost),
        _ => winner_text(locale, game, winner),
    }
}

/// How a game ended off the board: "You resigned: the computer wins"
/// (`computer`: the other side is the computer, else a friend by link)
/// for the person it is played for, "The attackers resigned" at one
/// device; any other end (from an imported record) "The geese win on
/// time".
pub fn conclusion_sentence(
    locale: Locale,
    game: GameId,
    conclusion: Conclusion,
    person: Option<Side>,
    computer: bool,
) -> String {
    if let (ConclusionReason::Resignation, Some(loser)) = (conclusion.reason, conclusion.loser()) {
        return match person {
            Some(p) if p == loser && computer => t!(locale, play.resigned.computer),
            Some(p) if p == loser => t!(locale, play.resigned.friend),
            Some(_) => t!(locale, play.resigned.opponent),
            None => match game.side_name(loser) {
                SideName::Fox => t!(locale, play.resigned.fox),
                SideName::Foxes => t!(locale, play.resigned.foxes),
                SideName::Geese => t!(locale, play.resigned.geese),
                SideName::Attackers => t!(locale, play.resigned.attackers),
                SideName::Defenders => t!(locale, play.resigned.defenders),
            },
        }
        .to_string();
    }
    let how = match conclusion.reason {
        ConclusionReason::Resignation => t!(locale, saved.concluded.resignation),
        ConclusionReason::Timeout => t!(locale, saved.concluded.timeout),
        ConclusionReason::Agreement => t!(locale, saved.concluded.agreement),
        ConclusionReason::Unstated => t!(locale, saved.concluded.unstated),
    };
    format!(
        "{} {how}",
        persons_result_of(locale, game, conclusion.result, person)
    )
}

/// "The geese win" or "Draw".
pub fn result_text(locale: Locale, game: GameId, outcome: Outcome) -> &'static str {
    winner_text(locale, game, outcome.winner())
}

/// "The geese win", or "Draw" when there is no winner.
pub fn winner_text(locale: Locale, game: GameId, winner: Option<Side>) -> &'static str {
    let Some(winner) = winner else {
        return t!(locale, play.draw);
    };
    match game.side_name(winner) {
        SideName::Fox => t!(locale, play.won.fox),
        SideName::Foxes => t!(locale, play.won.foxes),
        SideName::Geese => t!(locale, play.won.geese),
        SideName::Attackers => t!(locale, play.won.attackers),
        SideName::Defenders => t!(locale, play.won.defenders),
    }
}

/// Why the game ended, as a clause ("the pen is filled").
pub fn reason_text(locale: Locale, game: GameId, outcome: Outcome) -> &'static str {
    match outcome.reason {
        EndReason::TooFewGeese => t!(locale, play.reason.too_few_geese),
        EndReason::PenFilled => t!(locale, play.reason.pen_filled),
        EndReason::NoLegalMove => match (game, outcome.winner()) {
            (game, _) if game.is_tafl() => t!(locale, play.reason.no_legal_move),
            (_, None) => t!(locale, play.reason.no_legal_move),
            (GameId::TwoFoxes, Some(Side::Second)) => t!(locale, play.reason.foxes_trapped),
            (_, Some(Side::Second)) => t!(locale, play.reason.fox_trapped),
            (_, Some(Side::First)) => t!(locale, play.reason.geese_stuck),
        },
        EndReason::Repetition => t!(locale, play.reason.repetition),
        EndReason::NoProgress => t!(locale, play.reason.no_progress),
        EndReason::KingEscaped if game == GameId::Tablut => {
            t!(locale, play.reason.king_escaped_edge)
        }
        EndReason::KingEscaped => t!(locale, play.reason.king_escaped),
        EndReason::KingCaptured => t!(locale, play.reason.king_captured),
        EndReason::Enclosed => t!(locale, play.reason.enclosed),
        EndReason::RepetitionLoss => t!(locale, play.reason.repetition_loss),
    }
}

/// The result from the view of `person`, the one person the game is
/// played for (against the computer, or by link): "You won" or "You
/// lost"; without such a person (two at one device) "The geese win";
/// "Draw" either way when nobody won.
pub fn persons_result_text(
    locale: Locale,
    game: GameId,
    outcome: Outcome,
    person: Option<Side>,
) -> &'static str {
    match (person, outcome.winner()) {
        (Some(person), Some(winner)) if person == winner => t!(locale, play.end.won),
        (Some(_), Some(_)) => t!(locale, play.end.lost),
        _ => result_text(locale, game, outcome),
    }
}

/// "The geese win: the pen is filled.", or from the view of `person`
/// (see [`persons_result_text`]) "You won: the king has reached a corner."
pub fn outcome_sentence(
    locale: Locale,
    game: GameId,
    outcome: Outcome,
    person: Option<Side>,
) -> String {
    let colon = if locale == Locale::fr { "\u{a0}:" } else { ":" };
    format!(
        "{}{colon} {}.",
        persons_result_text(locale, game, outcome, person),
        reason_text(locale, game, outcome)
    )
}

/// The accessible name of a point: "Goose on d3", or "d3, empty point".
pub fn point_label(locale: Locale, piece: Option<Piece>, name: &str) -> String {
    match piece {
        Some(piece) => format!(
            "{} {} {name}",
            piece_name(locale, piece),
            t!(locale, play.on)
        ),
        None => format!("{name}, {}", t!(locale, play.empty_point)),
    }
}

/// A proven result: "The fox wins in 4 moves whatever the geese do", or
/// "… with its next move" (`moves` counts the winner's own moves).
pub fn verdict_text(locale: Locale, game: GameId, winner: Side, moves: u32) -> String {
    let name = game.side_name(winner);
    if moves <= 1 {
        return match name {
            SideName::Fox => t!(locale, play.ai.wins_next.fox),
            SideName::Foxes => t!(locale, play.ai.wins_next.foxes),
            SideName::Geese => t!(locale, play.ai.wins_next.geese),
            SideName::Attackers => t!(locale, play.ai.wins_next.attackers),
            SideName::Defenders => t!(locale, play.ai.wins_next.defenders),
        }
        .to_string();
    }
    let count = u64::from(moves);
    match name {
        SideName::Fox => t!(locale, play.ai.wins_in.fox, count = count),
        SideName::Foxes => t!(locale, play.ai.wins_in.foxes, count = count),
        SideName::Geese => t!(locale, play.ai.wins_in.geese, count = count),
        SideName::Attackers => t!(locale, play.ai.wins_in.attackers, count = count),
        SideName::Defenders => t!(locale, play.ai.wins_in.defenders, count = count),
    }
}

/// A proved result as a sentence: "The fox wins in 3 moves whatever the
/// geese do", or "Drawn with best play".
pub fn forced_text(locale: Locale, game: GameId, result: Forced) -> String {
    match result {
        Forced::Win { winner, moves } => verdict_text(locale, game, winner, moves),
        Forced::Draw => t!(locale, play.ai.drawn).to_string(),
    }
}

/// `verdict` marked as proved by the engine's exact search when it is:
/// "The geese win in 3 moves whatever the fox does (proved)".
pub fn proved_text(locale: Locale, proved: bool, verdict: String) -> String {
    match proved {
        true => t!(locale, play.ai.proved, verdict = &verdict),
        false => verdict,
    }
}

/// Why the computer gave no move, as a sentence: it cannot play this
/// game or position (a request it could not read or play), the game is
/// over, or the computer itself stopped (or never started).
pub fn think_error_text(locale: Locale, error: &ThinkError) -> &'static str {
    match error {
        ThinkError::BadRequest
        | ThinkError::UnknownLevel(_)
        | ThinkError::BadOptions
        | ThinkError::BadSetup
        | ThinkError::BadMove { .. } => t!(locale, play.ai.why.cannot_play),
        ThinkError::GameOver => t!(locale, play.ai.why.game_over),
        ThinkError::NoWorker | ThinkError::Stopped | ThinkError::BadMessage => {
            t!(locale, play.ai.why.stopped)
        }
    }
}
