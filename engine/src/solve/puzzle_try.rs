//! A player's try at a puzzle, judged move by move in notation: a move
//! that keeps the forced win within the moves left is accepted and the
//! other side answers with its longest defence; any other move is wrong,
//! and the answer that lets the win slip is given with it. What a puzzle
//! page asks, so that it holds no rule of its own.

use super::bounded::over;
use super::bounded::Bounded;
use super::judged::{Judged, JUDGE_NODES};
use super::tafl_try::TaflTry;
use crate::fox::{generate, FoxGame, Move, Position, Variant, VariantError};
use crate::game_id::GameId;
use crate::hnefatafl::Position as TaflPosition;
use crate::setup::{Setup, SetupError};
use crate::side::Side;
use std::fmt;

/// A try at a puzzle of a fox game or of Hnefatafl: the position reached
/// and the winner's moves left.
#[derive(Clone, Debug)]
pub struct PuzzleTry {
    inner: Inner,
}

/// The game's own try: the searches differ, the judgement does not.
#[derive(Clone, Debug)]
enum Inner {
    Fox(FoxTry),
    Tafl(TaflTry),
}

/// A try at a fox game's puzzle.
#[derive(Clone, Debug)]
struct FoxTry {
    variant: Variant,
    position: Position,
    winner: Side,
    /// The plies the winner has left to win in (odd while the winner is
    /// to move).
    plies: u32,
}

/// Why a puzzle cannot be tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleTryError {
    /// A fox game's options it does not have.
    Variant(VariantError),
    /// Not a position of the game.
    Setup(SetupError),
    /// Already over, or not won in the moves given.
    NotAPuzzle,
}

impl fmt::Display for PuzzleTryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleTryError::Variant(e) => e.fmt(f),
            PuzzleTryError::Setup(e) => e.fmt(f),
            PuzzleTryError::NotAPuzzle => {
                f.write_str("the side to move has no win in the moves given")
            }
        }
    }
}

impl std::error::Error for PuzzleTryError {}

impl PuzzleTry {
    /// A try at the puzzle "the side to move of `setup` wins in `moves`
    /// of its moves", in a fox game or Hnefatafl. Checks that it does
    /// (within [`JUDGE_NODES`]).
    ///
    /// # Errors
    /// [`PuzzleTryError`] when the setup is not a position of its game or
    /// its side to move does not win within the moves.
    pub fn new(setup: &Setup, moves: u32) -> Result<PuzzleTry, PuzzleTryError> {
        let plies = 2 * moves.max(1) - 1;
        if setup.game == GameId::Hnefatafl {
            let position = TaflPosition::from_pieces(&setup.pieces, setup.side_to_move)
                .map_err(PuzzleTryError::Setup)?;
            let tafl = TaflTry::new(position, plies).ok_or(PuzzleTryError::NotAPuzzle)?;
            return Ok(PuzzleTry {
                inner: Inner::Tafl(tafl),
            });
        }
        let fox = FoxTry::new(setup, moves)?;
        Ok(PuzzleTry {
            inner: Inner::Fox(fox),
        })
    }

    /// The winner's moves left to win in.
    pub fn moves_left(&self) -> u32 {
        match &self.inner {
            Inner::Fox(t) => t.plies.div_ceil(2),
            Inner::Tafl(t) => t.plies().div_ceil(2),
        }
    }

    /// True once the winner has won.
    pub fn is_solved(&self) -> bool {
        match &self.inner {
            Inner::Fox(t) => t.is_solved(),
            Inner::Tafl(t) => t.is_solved(),
        }
    }

    /// The moves of the winner that keep the win from here, in notation
    /// order (empty once solved, or when the budget runs out).
    pub fn winning_moves(&self) -> Vec<String> {
        match &self.inner {
            Inner::Fox(t) => t.winning_moves(),
            Inner::Tafl(t) => t.winning_moves(),
        }
    }

    /// Judges `notation`, the winner's move; a kept move is played, with
    /// the other side's answer. A wrong move is not played: the try stays
    /// where it was, for another go.
    pub fn judge(&mut self, notation: &str) -> Judged {
        match &mut self.inner {
            Inner::Fox(t) => t.judge(notation),
            Inner::Tafl(t) => t.judge(notation),
        }
    }
}

impl FoxTry {
    fn new(setup: &Setup, moves: u32) -> Result<FoxTry, PuzzleTryError> {
        let variant = Variant::new(setup.game, setup.options).map_err(PuzzleTryError::Variant)?;
        let game = FoxGame::from_pieces(variant, &setup.pieces, setup.side_to_move)
            .map_err(PuzzleTryError::Setup)?;
        let position = *game.position();
        let plies = 2 * moves.max(1) - 1;
        let mut search = Bounded::new(&variant, JUDGE_NODES);
        match search.shortest_win(&position, plies) {
            Ok(Some(_)) => Ok(FoxTry {
                variant,
                position,
                winner: setup.side_to_move,
                plies,
            }),
            _ => Err(PuzzleTryError::NotAPuzzle),
        }
    }

    fn is_solved(&self) -> bool {
        over(&self.variant, &self.position).is_some_and(|o| o.winner() == Some(self.winner))
    }

    fn winning_moves(&self) -> Vec<String> {
        if self.position.side_to_move() != self.winner {
            return Vec::new();
        }
        let mut search = Bounded::new(&self.variant, JUDGE_NODES);
        search
            .winning_moves(&self.position, self.plies)
            .unwrap_or_default()
            .iter()
            .map(|mv| self.text(*mv))
            .collect()
    }

    fn judge(&mut self, notation: &str) -> Judged {
        if self.position.side_to_move() != self.winner || self.is_solved() {
            return Judged::Illegal;
        }
        let Some(mv) = self.find(&self.position, notation) else {
            return Judged::Illegal;
        };
        let mut child = self.position;
        child.play(self.variant.tables, mv);
        let mut search = Bounded::new(&self.variant, JUDGE_NODES);
        if let Some(outcome) = over(&self.variant, &child) {
            if outcome.winner() != Some(self.winner) {
                return Judged::Wrong { refutation: None };
            }
            self.position = child;
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
                .map(|mv| self.text(mv));
            return Judged::Wrong { refutation };
        };
        let text = self.text(reply);
        self.position = child;
        self.position.play(self.variant.tables, reply);
        self.plies = needed;
        Judged::Kept { reply: Some(text) }
    }

    fn find(&self, position: &Position, notation: &str) -> Option<Move> {
        let mut moves = Vec::new();
        generate(&self.variant, position, &mut moves);
        let topology = self.variant.topology();
        moves
            .into_iter()
            .find(|mv| mv.to_text(topology) == notation)
    }

    fn text(&self, mv: Move) -> String {
        mv.to_text(self.variant.topology())
    }
}
