//! The Hnefatafl side of [`super::PuzzleTry`]: the same judgement as the
//! fox games', by [`TaflBounded`]. The try keeps how the game stands as
//! well as the position, since a king captured is seen only by the move
//! that captures it.

use super::judged::{Judged, JUDGE_NODES};
use super::tafl_bounded::{after, notation_order, over, TaflBounded};
use crate::hnefatafl::{Move, Position};
use crate::side::{Outcome, Side};

/// A try at a Hnefatafl puzzle: the position reached, how it stands, and
/// the winner's plies left.
#[derive(Clone, Debug)]
pub(crate) struct TaflTry {
    position: Position,
    outcome: Option<Outcome>,
    winner: Side,
    plies: u32,
}

impl TaflTry {
    /// The try when the side to move of `position` wins within `plies`
    /// (proved within [`JUDGE_NODES`]), else `None`.
    pub(crate) fn new(position: Position, plies: u32) -> Option<TaflTry> {
        let mut search = TaflBounded::new(JUDGE_NODES);
        match search.shortest_win(&position, plies) {
            Ok(Some(_)) => Some(TaflTry {
                position,
                outcome: None,
                winner: position.side_to_move(),
                plies,
            }),
            _ => None,
        }
    }

    pub(crate) fn plies(&self) -> u32 {
        self.plies
    }

    pub(crate) fn is_solved(&self) -> bool {
        self.outcome
            .is_some_and(|o| o.winner() == Some(self.winner))
    }

    pub(crate) fn winning_moves(&self) -> Vec<String> {
        if self.position.side_to_move() != self.winner || self.outcome.is_some() {
            return Vec::new();
        }
        let mut search = TaflBounded::new(JUDGE_NODES);
        search
            .winning_moves(&self.position, self.plies)
            .unwrap_or_default()
            .iter()
            .map(Move::to_string)
            .collect()
    }

    pub(crate) fn judge(&mut self, notation: &str) -> Judged {
        if self.position.side_to_move() != self.winner
            || self.outcome.is_some()
            || over(&self.position).is_some()
        {
            return Judged::Illegal;
        }
        let Some(mv) = notation_order(&self.position)
            .into_iter()
            .find(|mv| mv.to_string() == notation)
        else {
            return Judged::Illegal;
        };
        let (child, outcome) = after(&self.position, mv);
        let mut search = TaflBounded::new(JUDGE_NODES);
        if let Some(outcome) = outcome {
            if outcome.winner() != Some(self.winner) {
                return Judged::Wrong { refutation: None };
            }
            self.position = child;
            self.outcome = Some(outcome);
            self.plies = 0;
            return Judged::Kept { reply: None };
        }
        let defence = match search.longest_defence(&child, self.plies - 1) {
            Ok(found) => found,
            Err(_) => return Judged::TooCostly,
        };
        let Some((reply, needed)) = defence else {
            let refutation = search
                .refutation(&child, self.plies - 1)
                .ok()
                .flatten()
                .map(|mv| mv.to_string());
            return Judged::Wrong { refutation };
        };
        let (answered, outcome) = after(&child, reply);
        self.position = answered;
        self.outcome = outcome;
        self.plies = needed;
        Judged::Kept {
            reply: Some(reply.to_string()),
        }
    }
}
