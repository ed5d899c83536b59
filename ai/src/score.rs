//! What the AI knows about the value of its move ([`Score`]): a result it
//! proved, or its estimate. The play page says a proven one ("the fox wins
//! in 3"), the analysis board shows either; both reach them through the
//! worker's messages (the app's `protocol`, which gives it a JSON form).

use crate::player::Thought;
use tafl_engine::Side;

/// What the AI knows about the value of its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The side to move wins in `plies` plies whatever the other does
    /// ("fox wins in N").
    Win { plies: u32 },
    /// The side to move loses in `plies` plies against best play; the move
    /// resists longest.
    Loss { plies: u32 },
    /// An estimate for the side to move, in hundredths of a goose.
    Heuristic { centi: i32 },
    /// Neither side can force a win: a draw with best play, proved by
    /// the engine's exact solver (the search alone never says it).
    Draw,
}

/// What a proved score says of a position, for the page: who wins and
/// in how many of the winner's own moves, or a draw with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forced {
    Win { winner: Side, moves: u32 },
    Draw,
}

impl Score {
    /// The value of a search's move: the result it proved, else its
    /// estimate.
    pub fn of(thought: &Thought) -> Score {
        match thought.proven_plies {
            Some(n) if n > 0 => Score::Win { plies: n as u32 },
            Some(n) => Score::Loss {
                plies: n.unsigned_abs(),
            },
            None => Score::Heuristic {
                centi: thought.score,
            },
        }
    }

    /// The same value seen from the other side, after the move it belongs
    /// to has been played.
    pub fn after_move(self) -> Score {
        match self {
            Score::Win { plies } => Score::Loss {
                plies: plies.saturating_sub(1),
            },
            Score::Loss { plies } => Score::Win {
                plies: plies.saturating_sub(1),
            },
            Score::Heuristic { centi } => Score::Heuristic { centi: -centi },
            Score::Draw => Score::Draw,
        }
    }

    /// A proven result as the page says it: the winner, and in how many of
    /// the winner's own moves ("the fox wins in 3"), when `to_move` is the
    /// side this score belongs to. `None` for an estimate, a draw or a
    /// finished game.
    pub fn forced_win(self, to_move: Side) -> Option<(Side, u32)> {
        match self {
            Score::Win { plies } if plies > 0 => Some((to_move, plies.div_ceil(2))),
            Score::Loss { plies } if plies > 0 => Some((to_move.opposite(), plies / 2)),
            _ => None,
        }
    }

    /// [`Score::forced_win`], or a proved draw.
    pub fn forced(self, to_move: Side) -> Option<Forced> {
        match self {
            Score::Draw => Some(Forced::Draw),
            _ => self
                .forced_win(to_move)
                .map(|(winner, moves)| Forced::Win { winner, moves }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proven_score_counts_the_winners_own_moves() {
        let win_now = Score::Win { plies: 1 };
        assert_eq!(win_now.forced_win(Side::First), Some((Side::First, 1)));
        let win_in_two = Score::Win { plies: 3 };
        assert_eq!(win_in_two.forced_win(Side::Second), Some((Side::Second, 2)));
        // After the winner's move it is the loser's turn: one move left.
        assert_eq!(Score::Draw.forced_win(Side::First), None);
        assert_eq!(Score::Draw.after_move(), Score::Draw);
        let after = win_in_two.after_move();
        assert_eq!(after, Score::Loss { plies: 2 });
        assert_eq!(after.forced_win(Side::First), Some((Side::Second, 1)));
        assert_eq!(
            Score::Loss { plies: 4 }.forced_win(Side::First),
            Some((Side::Second, 2))
        );
        assert_eq!(
            Score::Win { plies: 1 }
                .after_move()
                .forced_win(Side::Second),
            None
        );
        assert_eq!(Score::Heuristic { centi: 40 }.forced_win(Side::First), None);
        assert_eq!(
            Score::Heuristic { centi: 40 }.after_move(),
            Score::Heuristic { centi: -40 }
        );
    }

    #[test]
    fn a_search_proves_or_estimates() {
        let thought = |proven_plies, score| Thought {
            mv: "d4-d5".into(),
            score,
            depth: 3,
            nodes: 10,
            proven_plies,
            line: Vec::new(),
        };
        assert_eq!(Score::of(&thought(Some(3), 0)), Score::Win { plies: 3 });
        assert_eq!(Score::of(&thought(Some(-2), 0)), Score::Loss { plies: 2 });
        assert_eq!(Score::of(&thought(Some(0), 0)), Score::Loss { plies: 0 });
        assert_eq!(
            Score::of(&thought(None, -40)),
            Score::Heuristic { centi: -40 }
        );
    }
}
