//! Forced wins within a bound in the tafl games: does the side to
//! move win within `d` plies, whatever the other side does? The same
//! AND-OR search as [`super::Bounded`] for the fox games, over the tafl
//! [`Position`], with every ending judged by the engine's own outcome code
//! (king escaped, king captured, defenders enclosed, no legal move).
//!
//! Repetition is set aside: a puzzle starts with no history, and a line of
//! a few plies from nothing cannot make a position occur three times (a
//! threefold repetition needs at least eight plies), so within the bounds
//! puzzles use it changes nothing.
//!
//! Exact: every move of the side that defends is searched; ordering (king
//! moves and moves on the king's lines first) only makes wins and
//! refutations turn up sooner, and the memo keeps proven bounds only.

use super::bounded::Exhausted;
use crate::coord::Direction;
use crate::hnefatafl::Squares;
use crate::hnefatafl::{judge_move, judge_setup, Move, MoveList, Position};
use crate::side::{Outcome, Side};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// What the memo knows of "the side to move wins within d plies": true
/// from `win_at` plies up, false up to `no_win_to` plies.
#[derive(Clone, Copy)]
struct Known {
    win_at: u8,
    no_win_to: u8,
}

/// The memo is keyed by the position's Zobrist hash, already random: no
/// need to hash it again.
#[derive(Default)]
struct HashKey(u64);

impl Hasher for HashKey {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type Memo = HashMap<u64, (Position, Known), BuildHasherDefault<HashKey>>;

/// A bounded forced-win search over Hnefatafl positions, with its memo and
/// its budget of positions.
pub struct TaflBounded {
    memo: Memo,
    nodes: u64,
    max_nodes: u64,
}

impl TaflBounded {
    /// A search that visits at most `max_nodes` positions in all its calls.
    pub fn new(max_nodes: u64) -> TaflBounded {
        TaflBounded {
            memo: Memo::default(),
            nodes: 0,
            max_nodes,
        }
    }

    /// The positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The fewest plies in which the side to move forces a win, if it can
    /// within `max_plies` (always odd: the winner moves last). `None` for
    /// a position that is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn shortest_win(
        &mut self,
        position: &Position,
        max_plies: u32,
    ) -> Result<Option<u32>, Exhausted> {
        if over(position).is_some() {
            return Ok(None);
        }
        for d in (1..=max_plies).step_by(2) {
            if self.wins(position, d)? {
                return Ok(Some(d));
            }
        }
        Ok(None)
    }

    /// The moves after which the side to move still wins within `plies`,
    /// in notation order.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn winning_moves(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Vec<Move>, Exhausted> {
        let mut winning = Vec::new();
        if plies == 0 || over(position).is_some() {
            return Ok(winning);
        }
        let side = position.side_to_move();
        for mv in notation_order(position) {
            let (child, outcome) = after(position, mv);
            let won = match outcome {
                Some(o) => o.winner() == Some(side),
                None => self.loses(&child, plies - 1)?,
            };
            if won {
                winning.push(mv);
            }
        }
        Ok(winning)
    }

    /// For a side to move that loses within `plies` whatever it does: the
    /// move that puts the end off longest, and the plies the winner then
    /// needs (the first such move in notation order; 0 plies when the move
    /// itself ends the game). `None` when the side to move does not lose
    /// within `plies`, or the position is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn longest_defence(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Option<(Move, u32)>, Exhausted> {
        if plies == 0 || over(position).is_some() || !self.loses(position, plies)? {
            return Ok(None);
        }
        let mut best: Option<(Move, u32)> = None;
        for mv in notation_order(position) {
            let (child, outcome) = after(position, mv);
            let win = match outcome {
                Some(_) => 0,
                None => self
                    .shortest_win(&child, plies - 1)?
                    .expect("every move loses within the bound"),
            };
            if best.is_none_or(|(_, longest)| win > longest) {
                best = Some((mv, win));
            }
        }
        Ok(best)
    }

    /// For a side to move that does not lose within `plies`: a move after
    /// which the other side has no win within `plies - 1` (the first in
    /// notation order). `None` when every move loses within `plies`, or
    /// the position is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn refutation(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Option<Move>, Exhausted> {
        if plies == 0 || over(position).is_some() {
            return Ok(None);
        }
        let side = position.side_to_move();
        for mv in notation_order(position) {
            let (child, outcome) = after(position, mv);
            let holds = match outcome {
                Some(o) => o.winner() == Some(side),
                None => !self.wins(&child, plies - 1)?,
            };
            if holds {
                return Ok(Some(mv));
            }
        }
        Ok(None)
    }

    /// True when the side to move of `position` (not over) forces a win
    /// within `plies`.
    fn wins(&mut self, position: &Position, plies: u32) -> Result<bool, Exhausted> {
        if plies == 0 {
            return Ok(false);
        }
        let plies_u8 = plies.min(u8::MAX as u32) as u8;
        let key = position.hash();
        if let Some((held, known)) = self.memo.get(&key) {
            if held == position {
                if known.win_at <= plies_u8 {
                    return Ok(true);
                }
                if known.no_win_to >= plies_u8 {
                    return Ok(false);
                }
            }
        }
        self.count()?;
        let won = if plies == 1 {
            wins_now(position)
        } else {
            let side = position.side_to_move();
            let mut won = false;
            for mv in ordered(position) {
                let (child, outcome) = after(position, mv);
                let this = match outcome {
                    Some(o) => o.winner() == Some(side),
                    None => self.loses(&child, plies - 1)?,
                };
                if this {
                    won = true;
                    break;
                }
            }
            won
        };
        let fresh = Known {
            win_at: u8::MAX,
            no_win_to: 0,
        };
        let entry = self.memo.entry(key).or_insert((*position, fresh));
        if entry.0 != *position {
            *entry = (*position, fresh);
        }
        if won {
            entry.1.win_at = entry.1.win_at.min(plies_u8);
        } else {
            entry.1.no_win_to = entry.1.no_win_to.max(plies_u8);
        }
        Ok(won)
    }

    /// True when the side to move of `position` (not over) loses within
    /// `plies` whatever it does.
    fn loses(&mut self, position: &Position, plies: u32) -> Result<bool, Exhausted> {
        if plies == 0 {
            return Ok(false);
        }
        self.count()?;
        let side = position.side_to_move();
        for mv in ordered(position) {
            let (child, outcome) = after(position, mv);
            let lost = match outcome {
                Some(o) => o.winner() != Some(side),
                None => self.wins(&child, plies - 1)?,
            };
            if !lost {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn count(&mut self) -> Result<(), Exhausted> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(Exhausted { nodes: self.nodes });
        }
        Ok(())
    }
}

/// How a position set up as it stands is over, if it is (king on a
/// corner, defenders enclosed, no move for the side to move): a puzzle's
/// start, which no move led to.
pub(crate) fn over(position: &Position) -> Option<Outcome> {
    judge_setup(position)
}

/// The position after `mv` and how the game ends by it, if it does.
pub(crate) fn after(position: &Position, mv: Move) -> (Position, Option<Outcome>) {
    let mut child = *position;
    child.play(mv);
    let outcome = judge_move(&child, mv.to);
    (child, outcome)
}

/// True when the side to move of `position` (not over) wins with its next
/// move. The defenders' usual win, the king running to a corner (to the
/// edge in Tablut), is seen from the king's reach alone; otherwise each
/// move is played and judged.
fn wins_now(position: &Position) -> bool {
    let side = position.side_to_move();
    let board = position.board();
    if side == Side::Second
        && board
            .rook_reach(position.king(), position.occupied())
            .meets(board.escapes())
    {
        return true;
    }
    // Every move is tried here, so their order does not matter: the
    // generator's, without a list on the heap.
    let mut list = MoveList::new();
    position.generate(&mut list);
    list.as_slice().iter().any(|&mv| {
        let (_, outcome) = after(position, mv);
        outcome.is_some_and(|o| o.winner() == Some(side))
    })
}

/// The legal moves in notation order: the order every answer is given
/// in, so answers do not depend on the move generator.
pub(crate) fn notation_order(position: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    position.generate(&mut list);
    let mut moves = list.as_slice().to_vec();
    moves.sort_by_cached_key(|mv| mv.to_string());
    moves
}

/// The legal moves, likeliest to matter first: for the defenders the
/// king's moves (to a corner, then to the edge), then the moves of the
/// men that block the king's lines; for the attackers the moves next to
/// the king, then those onto the king's lines.
fn ordered(position: &Position) -> Vec<Move> {
    let board = position.board();
    let king = position.king();
    let occupied = position.occupied();
    let reach = board.rook_reach(king, occupied);
    let near = board.adjacent(king);
    let mut blockers = Squares::EMPTY;
    for d in Direction::ORTHOGONAL {
        if let Some(sq) = board.nearest(king, d, occupied) {
            blockers |= Squares::bit(sq);
        }
    }
    let mut list = MoveList::new();
    position.generate(&mut list);
    let mut moves = list.as_slice().to_vec();
    let defenders = position.side_to_move() == Side::Second;
    moves.sort_by_key(|mv| {
        let to = Squares::bit(mv.to);
        let score = if defenders {
            match () {
                _ if mv.from == king && board.is_corner(mv.to) => 5,
                _ if mv.from == king && board.is_edge(mv.to) => 4,
                _ if mv.from == king => 3,
                _ if blockers.contains(mv.from) => 2,
                _ if (to & (reach | near)).any() => 1,
                _ => 0,
            }
        } else {
            match () {
                _ if (to & near).any() => 3,
                _ if (to & reach).any() => 2,
                _ if blockers.contains(mv.from) => 1,
                _ => 0,
            }
        };
        std::cmp::Reverse(score)
    });
    moves
}
