//! How a record says its game ended, when the board does not: the end
//! words of a movetext (`resigned`, `timeout`, `1-0`, `---`, …, with the
//! side that resigned named before them or not), a format's result tags,
//! and the check that they agree with each other (a board that decided
//! the game overrules them all).
//! What they settle on is the record's [`Conclusion`]; the writers use
//! the same words to write it back.

use super::ImportError;
use crate::game::AnyGame;
use crate::game_id::GameId;
use crate::record::{Conclusion, ConclusionReason};
use crate::side::{GameResult, Outcome, Side};

/// What an end word says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EndKind {
    /// `resigned`, `resigns`, `resign`, `---`: a side resigned.
    Resigned,
    /// `timeout`: a side lost on time.
    Timeout,
    /// `1-0`, `0-1`, `1/2-1/2`, `½-½`, a status word: the result, no reason.
    Result(GameResult),
    /// `*`, `ongoing`: the moves end here, no result is stated.
    NoResult,
}

/// The end word of a movetext, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct EndWord {
    pub line: usize,
    /// As written (both words when a side is named: `attackers resigned`).
    pub text: String,
    pub kind: EndKind,
    /// The side named before a resignation or a timeout.
    pub side: Option<Side>,
}

impl EndWord {
    /// What the word claims. A resignation or a timeout without a side is
    /// the `default_loser`'s: the side to move, unless the record says
    /// elsewhere who won (the data's CSV outcome column).
    pub(crate) fn claim(&self, default_loser: Side) -> Option<Claim> {
        let (result, reason) = match self.kind {
            EndKind::NoResult => return None,
            EndKind::Result(result) => (result, None),
            EndKind::Resigned | EndKind::Timeout => {
                let loser = self.side.unwrap_or(default_loser);
                let reason = if self.kind == EndKind::Resigned {
                    ConclusionReason::Resignation
                } else {
                    ConclusionReason::Timeout
                };
                (GameResult::Win(loser.opposite()), Some(reason))
            }
        };
        Some(Claim {
            line: self.line,
            text: self.text.clone(),
            result,
            reason,
        })
    }
}

/// A statement of how the game ended: an end word, a result tag (with
/// its termination tag), the CSV outcome column; with where it was
/// written, for the error when it disagrees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Claim {
    pub line: usize,
    pub text: String,
    pub result: GameResult,
    pub reason: Option<ConclusionReason>,
}

impl Claim {
    fn conflict(&self) -> ImportError {
        ImportError::ResultConflict {
            line: self.line,
            text: self.text.clone(),
        }
    }
}

/// The conclusion of `claims` for a game whose board shows `board`.
///
/// When the board has decided the game (a king captured, a corner
/// reached, a repetition, …) its end is the record's and every stated
/// result is dropped, agreeing or not: records from elsewhere were
/// played under other rules (OpenTafl's Copenhagen calls a repetition a
/// draw where ours makes the defenders lose), and refusing them would
/// lose their moves. Otherwise every claim must state the same result and
/// no two different reasons, and a resignation or a timeout is a win;
/// what they agree on is the conclusion. Without a claim, none.
///
/// # Errors
/// [`ImportError::ResultConflict`] naming the first claim that disagrees
/// with one before it, while the board has not decided the game.
pub(crate) fn settle(
    board: Option<Outcome>,
    claims: &[Claim],
) -> Result<Option<Conclusion>, ImportError> {
    if board.is_some() {
        return Ok(None);
    }
    let Some(first) = claims.first() else {
        return Ok(None);
    };
    let mut reason = None;
    for claim in claims {
        if claim.result != first.result {
            return Err(claim.conflict());
        }
        match (reason, claim.reason) {
            (Some(known), Some(new)) if known != new => return Err(claim.conflict()),
            (None, Some(new)) => reason = Some(new),
            _ => {}
        }
        let gives_up = matches!(
            claim.reason,
            Some(ConclusionReason::Resignation | ConclusionReason::Timeout)
        );
        if gives_up && claim.result == GameResult::Draw {
            return Err(claim.conflict());
        }
    }
    Ok(Some(Conclusion {
        result: first.result,
        reason: reason.unwrap_or(ConclusionReason::Unstated),
    }))
}

/// The end word `word` means in a record of `game` (letters in any case).
pub(crate) fn end_word(game: GameId, word: &str) -> Option<EndKind> {
    let kind = match word {
        "---" => EndKind::Resigned,
        "*" => EndKind::NoResult,
        "1-0" => EndKind::Result(GameResult::Win(Side::First)),
        "0-1" => EndKind::Result(GameResult::Win(Side::Second)),
        "1/2-1/2" | "½-½" => EndKind::Result(GameResult::Draw),
        _ => {
            let lower = word.to_ascii_lowercase();
            match lower.as_str() {
                "resigned" | "resigns" | "resign" => EndKind::Resigned,
                "timeout" => EndKind::Timeout,
                "ongoing" => EndKind::NoResult,
                "draw" => EndKind::Result(GameResult::Draw),
                status => {
                    let side = status_words(game).iter().position(|w| *w == status)?;
                    EndKind::Result(GameResult::Win(if side == 0 {
                        Side::First
                    } else {
                        Side::Second
                    }))
                }
            }
        }
    };
    Some(kind)
}

/// The status words of docs/cli.md for a win of the first and the second
/// side of `game`.
fn status_words(game: GameId) -> [&'static str; 2] {
    if game.is_fox_game() {
        ["fox-wins", "geese-wins"]
    } else {
        ["attackers-win", "defenders-win"]
    }
}

/// The status word of docs/cli.md for `result` in `game`.
pub(crate) fn status_word(game: GameId, result: GameResult) -> &'static str {
    match result {
        GameResult::Draw => "draw",
        GameResult::Win(Side::First) => status_words(game)[0],
        GameResult::Win(Side::Second) => status_words(game)[1],
    }
}

/// The side a word names in a record of `game` (in any case): in
/// Hnefatafl `attackers` (or `black`, as the real-games data's outcome
/// column has it) and `defenders` (`white`); in the fox games `fox`,
/// `foxes` and `geese`.
pub(crate) fn side_word(game: GameId, word: &str) -> Option<Side> {
    let lower = word.to_ascii_lowercase();
    let side = if game.is_fox_game() {
        match lower.as_str() {
            "fox" | "foxes" => Side::First,
            "geese" => Side::Second,
            _ => return None,
        }
    } else {
        match lower.as_str() {
            "attackers" | "attacker" | "black" => Side::First,
            "defenders" | "defender" | "white" => Side::Second,
            _ => return None,
        }
    };
    Some(side)
}

/// True for an end word or a side word of any game (for telling a `;`
/// separator from a comment, and a move list by its first word).
pub(crate) fn is_any_end_or_side_word(word: &str) -> bool {
    [GameId::Hnefatafl, GameId::FoxGeese]
        .into_iter()
        .any(|game| end_word(game, word).is_some() || side_word(game, word).is_some())
}

/// PGN's result word: `1-0` the side that moves first won (the attackers;
/// the fox side), `0-1` the other, `1/2-1/2` a draw.
pub(crate) fn pgn_result(result: GameResult) -> &'static str {
    match result {
        GameResult::Win(Side::First) => "1-0",
        GameResult::Win(Side::Second) => "0-1",
        GameResult::Draw => "1/2-1/2",
    }
}

/// The end words that write `conclusion` after the moves of `game`:
/// `resigned` or `timeout` when the side to move gave up, with the side
/// named before it when the other did; else PGN's result word.
pub(crate) fn end_words(game: &AnyGame, conclusion: Conclusion) -> String {
    let word = match conclusion.reason {
        ConclusionReason::Resignation => "resigned",
        ConclusionReason::Timeout => "timeout",
        _ => return pgn_result(conclusion.result).to_string(),
    };
    match conclusion.loser() {
        Some(loser) if loser == game.side_to_move() => word.to_string(),
        Some(loser) => format!("{} {word}", game.id().side_name(loser).as_str()),
        None => pgn_result(conclusion.result).to_string(),
    }
}

/// A termination tag's reason, as our Tafl format writes it
/// (`resignation`, `timeout`, `agreement`, in any case).
pub(crate) fn reason_word(text: &str) -> Option<ConclusionReason> {
    match text.trim().to_ascii_lowercase().as_str() {
        "resignation" => Some(ConclusionReason::Resignation),
        "timeout" => Some(ConclusionReason::Timeout),
        "agreement" => Some(ConclusionReason::Agreement),
        _ => None,
    }
}

/// OTN's `termination` tag is free English: a reason is read from the
/// words it contains (`resign…`, `time…`, `agree…`), else none is stated.
pub(crate) fn reason_in_text(text: &str) -> Option<ConclusionReason> {
    let lower = text.to_ascii_lowercase();
    if lower.contains("resign") {
        Some(ConclusionReason::Resignation)
    } else if lower.contains("time") {
        Some(ConclusionReason::Timeout)
    } else if lower.contains("agree") {
        Some(ConclusionReason::Agreement)
    } else {
        None
    }
}

/// The word a termination tag is written with, for a stated reason.
pub(crate) fn reason_tag(reason: ConclusionReason) -> Option<&'static str> {
    match reason {
        ConclusionReason::Resignation => Some("resignation"),
        ConclusionReason::Timeout => Some("timeout"),
        ConclusionReason::Agreement => Some("agreement"),
        ConclusionReason::Unstated => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(result: GameResult, reason: Option<ConclusionReason>) -> Claim {
        Claim {
            line: 1,
            text: "x".into(),
            result,
            reason,
        }
    }

    #[test]
    fn claims_settle_or_conflict() {
        let attackers = GameResult::Win(Side::First);
        let resigned = Some(ConclusionReason::Resignation);
        assert_eq!(settle(None, &[]), Ok(None));
        assert_eq!(
            settle(None, &[claim(attackers, None), claim(attackers, resigned)]),
            Ok(Some(Conclusion::resigned(Side::Second)))
        );
        assert!(settle(
            None,
            &[claim(attackers, None), claim(GameResult::Draw, None)]
        )
        .is_err());
        assert!(settle(None, &[claim(GameResult::Draw, resigned)]).is_err());
        let board = Outcome::win(Side::First, crate::side::EndReason::KingCaptured);
        assert_eq!(settle(Some(board), &[claim(attackers, resigned)]), Ok(None));
        // The board's end stands: a differing statement is dropped, and
        // so are statements that disagree with each other.
        assert_eq!(
            settle(Some(board), &[claim(GameResult::Draw, None)]),
            Ok(None)
        );
        assert_eq!(
            settle(
                Some(board),
                &[claim(attackers, None), claim(GameResult::Draw, resigned)]
            ),
            Ok(None)
        );
    }

    #[test]
    fn end_and_side_words() {
        let h = GameId::Hnefatafl;
        assert_eq!(end_word(h, "Resigns"), Some(EndKind::Resigned));
        assert_eq!(end_word(h, "---"), Some(EndKind::Resigned));
        assert_eq!(
            end_word(h, "defenders-win"),
            Some(EndKind::Result(GameResult::Win(Side::Second)))
        );
        assert_eq!(end_word(h, "fox-wins"), None);
        assert_eq!(
            end_word(GameId::TwoFoxes, "fox-wins"),
            Some(EndKind::Result(GameResult::Win(Side::First)))
        );
        assert_eq!(side_word(h, "Black"), Some(Side::First));
        assert_eq!(side_word(h, "geese"), None);
        assert_eq!(side_word(GameId::GreatCross, "geese"), Some(Side::Second));
        assert!(is_any_end_or_side_word("½-½"));
        assert!(!is_any_end_or_side_word("d1-d3"));
    }
}
