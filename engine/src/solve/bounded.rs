//! Forced wins within a bound: does the side to move win within `d`
//! plies, whatever the other side does? An exhaustive AND-OR search to
//! that depth with a memo, for any fox game (with or without sideways
//! steps, one fox or two), cheap enough for a browser when the bound is a
//! few moves: what puzzles and their moves are checked with.
//!
//! The search ignores repetition and the 100-ply rule, and is still exact
//! under the full rules: a win within `d` found this way is played by
//! moves that each bring the end nearer, so the winner never meets a
//! position twice and the defender cannot force a repetition; and the
//! 100-ply rule cannot end a line shorter than 100 plies.

use crate::fox::{ending, generate, has_any, Move, Position, Variant};
use crate::side::Outcome;
use std::collections::HashMap;
use std::fmt;

/// The search gave up: it would have visited more positions than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exhausted {
    pub nodes: u64,
}

impl fmt::Display for Exhausted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the search gave up after {} positions", self.nodes)
    }
}

impl std::error::Error for Exhausted {}

/// What the memo knows of "the side to move wins within d plies": true
/// from `win_at` plies up, false up to `no_win_to` plies.
#[derive(Clone, Copy)]
struct Known {
    win_at: u8,
    no_win_to: u8,
}

/// A bounded forced-win search over one fox game, with its memo and its
/// budget of positions.
pub struct Bounded<'v> {
    variant: &'v Variant,
    memo: HashMap<(u64, u64, bool), Known>,
    nodes: u64,
    max_nodes: u64,
}

impl<'v> Bounded<'v> {
    /// A search of `variant` that visits at most `max_nodes` positions in
    /// all its calls.
    pub fn new(variant: &'v Variant, max_nodes: u64) -> Bounded<'v> {
        Bounded {
            variant,
            memo: HashMap::new(),
            nodes: 0,
            max_nodes,
        }
    }

    /// The positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The fewest plies in which the side to move forces a win, if it can
    /// within `max_plies` (a win always takes an odd number: the winner
    /// moves last). `None` for a position that is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn shortest_win(
        &mut self,
        position: &Position,
        max_plies: u32,
    ) -> Result<Option<u32>, Exhausted> {
        for d in (1..=max_plies).step_by(2) {
            if self.wins(position, d)? {
                return Ok(Some(d));
            }
        }
        Ok(None)
    }

    /// The moves after which the side to move still wins within `plies`
    /// (the other side then loses within `plies - 1`), in notation order.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn winning_moves(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Vec<Move>, Exhausted> {
        let mut winning = Vec::new();
        if plies == 0 || over(self.variant, position).is_some() {
            return Ok(winning);
        }
        for mv in self.ordered_moves(position) {
            let child = self.after(position, mv);
            if self.loses(&child, plies - 1)? {
                winning.push(mv);
            }
        }
        Ok(winning)
    }

    /// For a side to move that loses within `plies` whatever it does: the
    /// move that puts the end off longest, and the plies the winner then
    /// needs (the first such move in notation order). `None` when the side
    /// to move does not lose within `plies`, or the position is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn longest_defence(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Option<(Move, u32)>, Exhausted> {
        if plies == 0 || over(self.variant, position).is_some() || !self.loses(position, plies)? {
            return Ok(None);
        }
        let mut best: Option<(Move, u32)> = None;
        for mv in self.ordered_moves(position) {
            let child = self.after(position, mv);
            let win = match over(self.variant, &child) {
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
    /// notation order). A puzzle shows it after a wrong move: the answer
    /// that lets the winner's win slip away. `None` when every move loses
    /// within `plies`, or the position is over.
    ///
    /// # Errors
    /// [`Exhausted`] when the budget of positions runs out.
    pub fn refutation(
        &mut self,
        position: &Position,
        plies: u32,
    ) -> Result<Option<Move>, Exhausted> {
        if plies == 0 || over(self.variant, position).is_some() {
            return Ok(None);
        }
        for mv in self.ordered_moves(position) {
            let child = self.after(position, mv);
            if !self.wins(&child, plies - 1)? {
                return Ok(Some(mv));
            }
        }
        Ok(None)
    }

    /// True when the side to move forces a win within `plies`.
    fn wins(&mut self, position: &Position, plies: u32) -> Result<bool, Exhausted> {
        if let Some(outcome) = over(self.variant, position) {
            return Ok(outcome.winner() == Some(position.side_to_move()));
        }
        if plies == 0 {
            return Ok(false);
        }
        let key = key(position);
        let plies_u8 = plies.min(u8::MAX as u32) as u8;
        if let Some(known) = self.memo.get(&key) {
            if known.win_at <= plies_u8 {
                return Ok(true);
            }
            if known.no_win_to >= plies_u8 {
                return Ok(false);
            }
        }
        self.count()?;
        let mut won = false;
        for mv in self.moves(position) {
            let child = self.after(position, mv);
            if self.loses(&child, plies - 1)? {
                won = true;
                break;
            }
        }
        let known = self.memo.entry(key).or_insert(Known {
            win_at: u8::MAX,
            no_win_to: 0,
        });
        if won {
            known.win_at = known.win_at.min(plies_u8);
        } else {
            known.no_win_to = known.no_win_to.max(plies_u8);
        }
        Ok(won)
    }

    /// True when the side to move loses within `plies` whatever it does.
    fn loses(&mut self, position: &Position, plies: u32) -> Result<bool, Exhausted> {
        if let Some(outcome) = over(self.variant, position) {
            return Ok(outcome.winner() == Some(position.side_to_move().opposite()));
        }
        if plies == 0 {
            return Ok(false);
        }
        self.count()?;
        for mv in self.moves(position) {
            let child = self.after(position, mv);
            if !self.wins(&child, plies - 1)? {
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

    fn after(&self, position: &Position, mv: Move) -> Position {
        let mut child = *position;
        child.play(self.variant.tables, mv);
        child
    }

    /// The legal moves, captures first (the likeliest wins).
    fn moves(&self, position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        generate(self.variant, position, &mut moves);
        moves.sort_by_key(|mv| std::cmp::Reverse(mv.captured().count_ones()));
        moves
    }

    /// The legal moves in notation order: the order every answer is
    /// given in, so answers do not depend on the move generator.
    fn ordered_moves(&self, position: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        generate(self.variant, position, &mut moves);
        let topology = self.variant.topology();
        moves.sort_by_cached_key(|mv| mv.to_text(topology));
        moves
    }
}

/// The ending of `position` by rules 1–3 of docs/rules.md section 7 (the
/// solvers set the other two aside).
pub(crate) fn over(variant: &Variant, position: &Position) -> Option<Outcome> {
    ending(variant, position, |p| has_any(variant, p))
}

/// The memo key: the position without its count of plies since progress.
fn key(position: &Position) -> (u64, u64, bool) {
    (
        position.geese(),
        position.foxes(),
        position.side_to_move() == crate::side::Side::First,
    )
}
