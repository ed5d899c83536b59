//! The value of a position for the side to move, with its distance to the
//! end, in the two forms the solvers keep it: a signed score that
//! alpha-beta compares, and a 16-bit code that the retrograde tables store.

use crate::fox::Move;

/// Who wins with best play, seen from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move can force a win.
    Win,
    /// The other side can force a win.
    Loss,
    /// Neither side can force a win: best play goes on for ever (a
    /// repetition).
    Draw,
}

/// A solved position: its value, the plies to the end with best play (the
/// winner takes the shortest win, the loser the longest loss; `None` for a
/// draw) and one move that keeps the value (`None` when the position is
/// over or only the value was asked for).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub value: Value,
    pub plies: Option<u32>,
    pub best: Option<Move>,
}

/// A score beyond any distance: a win in `d` plies scores `MATE - d`, a
/// loss in `d` plies `-(MATE - d)`, a draw 0. Distances stay far below it
/// (the memo table keeps scores in 12 bits, see `memo.rs`).
pub(crate) const MATE: i32 = 2000;

/// The score of a win in `plies`.
pub(crate) fn win_in(plies: u32) -> i32 {
    MATE - plies as i32
}

/// The score of a loss in `plies`.
pub(crate) fn loss_in(plies: u32) -> i32 {
    -(MATE - plies as i32)
}

/// The score of a position whose best move leads to a child scoring
/// `child` (for the child's side to move): one ply further from the end,
/// and the other side's point of view.
#[inline]
pub(crate) fn from_child(child: i32) -> i32 {
    child.signum() - child
}

/// The child score that [`from_child`] turns into `parent`: how an
/// alpha-beta window is handed down a ply.
#[inline]
pub(crate) fn to_child(parent: i32) -> i32 {
    -parent - parent.signum()
}

/// The value and distance a score stands for.
pub(crate) fn score_verdict(score: i32) -> (Value, Option<u32>) {
    match score {
        0 => (Value::Draw, None),
        s if s > 0 => (Value::Win, Some((MATE - s) as u32)),
        s => (Value::Loss, Some((MATE + s) as u32)),
    }
}

/// Table code of a position not yet settled, and of a drawn one once the
/// analysis is over.
pub(crate) const UNSETTLED: u16 = 0;

/// Table code of an index that is no position (a fox on a goose).
pub(crate) const NO_POSITION: u16 = u16::MAX;

/// The table code of a position settled `plies` from the end: `plies + 1`.
/// The side to move wins exactly when `plies` is odd, since the winner
/// makes the last move; the distance alone says who wins.
#[inline]
pub(crate) fn code(plies: u32) -> u16 {
    debug_assert!(plies + 1 < NO_POSITION as u32);
    (plies + 1) as u16
}

/// The score a table code stands for.
#[inline]
pub(crate) fn code_score(code: u16) -> i32 {
    match code {
        UNSETTLED => 0,
        c if c % 2 == 0 => win_in(c as u32 - 1),
        c => loss_in(c as u32 - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ply_back_is_one_further_and_the_other_way_round() {
        assert_eq!(from_child(loss_in(0)), win_in(1));
        assert_eq!(from_child(win_in(1)), loss_in(2));
        assert_eq!(from_child(0), 0);
        for s in [loss_in(7), win_in(8), 0, win_in(1), loss_in(0)] {
            assert_eq!(to_child(from_child(s)), s);
        }
    }

    #[test]
    fn codes_say_who_wins_by_the_parity_of_the_distance() {
        assert_eq!(code_score(code(0)), loss_in(0));
        assert_eq!(code_score(code(5)), win_in(5));
        assert_eq!(code_score(code(6)), loss_in(6));
        assert_eq!(code_score(UNSETTLED), 0);
        assert_eq!(score_verdict(win_in(3)), (Value::Win, Some(3)));
        assert_eq!(score_verdict(loss_in(4)), (Value::Loss, Some(4)));
    }
}
