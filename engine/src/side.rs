//! The two sides, and how a game ends.

use std::fmt;

/// One of the two players. In every game here the hunters move first:
/// `First` is the fox side (fox-geese, two-foxes, great-cross) or the
/// attackers (hnefatafl); `Second` is the geese or the defenders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    First,
    Second,
}

impl Side {
    /// The other side.
    #[inline]
    pub fn opposite(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for the first side, 1 for the second: an index into per-side tables.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win(Side),
    Draw,
}

/// Why a game ended: each rule of docs/rules.md sections 3–7 that can end one.
/// The app turns these into sentences in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Fewer geese than the game needs are left (fox side wins).
    TooFewGeese,
    /// Two Foxes: geese fill all nine points of the pen.
    PenFilled,
    /// The side to move has no legal move and loses.
    NoLegalMove,
    /// Fox games: the same position for the third time, a draw.
    Repetition,
    /// Fox games: 100 plies with no capture and no goose advancing.
    NoProgress,
    /// Hnefatafl: the king reached a corner.
    KingEscaped,
    /// Hnefatafl: the attackers surrounded the king.
    KingCaptured,
    /// Hnefatafl: no defender can reach the edge any more.
    Enclosed,
    /// Hnefatafl: the third occurrence of a position loses for the defenders.
    RepetitionLoss,
}

/// The end of a game: its result and the rule that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `side` by `reason`.
    pub fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome {
            result: GameResult::Win(side),
            reason,
        }
    }

    /// A draw by `reason`.
    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }

    /// The winner, if any.
    pub fn winner(&self) -> Option<Side> {
        match self.result {
            GameResult::Win(side) => Some(side),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::TooFewGeese => "too few geese left",
            EndReason::PenFilled => "the geese filled the pen",
            EndReason::NoLegalMove => "no legal move",
            EndReason::Repetition => "third repetition",
            EndReason::NoProgress => "100 plies without progress",
            EndReason::KingEscaped => "the king escaped",
            EndReason::KingCaptured => "the king was captured",
            EndReason::Enclosed => "the defenders are enclosed",
            EndReason::RepetitionLoss => "third repetition (defenders lose)",
        })
    }
}
