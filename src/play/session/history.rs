//! The history and cursor of a session ([`History`]): the game at its live
//! position, the pieces at every ply, the taken-back moves that can be
//! redone, the ply on the board and the move being entered there. The
//! session decides when a move may be played or taken back (whose turn,
//! the clock, the end); this part keeps the moves and the view in step.

use crate::engine::{AnyGame, MoveError, RecordError};
use crate::play::input::{Action, MoveInput};
use crate::play::timeline::Timeline;

/// The moves of a session and the ply on its board
/// ([`super::Session::history`]).
#[derive(Clone, Debug)]
pub struct History {
    game: AnyGame,
    timeline: Timeline,
    /// Taken-back moves, the next one to redo last.
    redo: Vec<String>,
    /// The ply on the board: `timeline.len()` is the live position.
    view: usize,
    input: MoveInput,
    /// The commentary and variations of an imported record (its save's
    /// analysis code), kept through playing on: they belong to the moves
    /// already played, and the moves played here extend its main line
    /// (`analysis::annotated::stored_tree`).
    annotations: Option<String>,
}

impl History {
    /// `game` as played so far, shown at its last move, no move entered.
    pub(super) fn at(game: AnyGame) -> Result<History, RecordError> {
        let timeline = Timeline::of(&game)?;
        let view = timeline.len();
        Ok(History {
            input: MoveInput::new(&game),
            game,
            timeline,
            redo: Vec::new(),
            view,
            annotations: None,
        })
    }

    /// The game at its live position.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The pieces at every ply.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The move being entered (empty unless the live position is shown).
    pub fn input(&self) -> &MoveInput {
        &self.input
    }

    /// The ply on the board.
    pub fn viewed_ply(&self) -> usize {
        self.view
    }

    /// True when the board shows the position after the last move.
    pub fn is_live(&self) -> bool {
        self.view == self.timeline.len()
    }

    /// Shows the position after `ply` plies (clamped); a move being
    /// entered is dropped.
    pub fn view(&mut self, ply: usize) {
        self.view = ply.min(self.timeline.len());
        self.input.clear();
    }

    /// Steps the viewed ply back (negative) or forward.
    pub fn step_view(&mut self, delta: isize) {
        let ply = self.view.saturating_add_signed(delta);
        self.view(ply);
    }

    /// Puts a picked-up piece back.
    pub fn clear_input(&mut self) -> Action {
        self.input.clear()
    }

    /// The move being entered, for a click or a stop of a jump chain.
    pub(super) fn input_mut(&mut self) -> &mut MoveInput {
        &mut self.input
    }

    /// The commentary of an imported record, as its save keeps it.
    pub(super) fn annotations(&self) -> Option<&str> {
        self.annotations.as_deref()
    }

    pub(super) fn set_annotations(&mut self, annotations: Option<String>) {
        self.annotations = annotations;
    }

    /// Plays `notation` at the live position; the redo history survives
    /// only when this is the move it would redo.
    pub(super) fn play(&mut self, notation: &str) -> Result<(), MoveError> {
        self.game.play(notation)?;
        if self.redo.last().map(String::as_str) == Some(notation) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.timeline.push(&self.game);
        Ok(())
    }

    /// Takes back the last move, which can then be redone.
    pub(super) fn undo(&mut self) -> Option<String> {
        let taken = self.game.undo()?;
        self.redo.push(taken.clone());
        self.timeline.pop();
        Some(taken)
    }

    /// The move [`super::Session::redo`] would play again.
    pub(super) fn next_redo(&self) -> Option<&str> {
        self.redo.last().map(String::as_str)
    }

    /// The taken-back moves can no longer be redone (the game ended, or
    /// its friend by link changed).
    pub(super) fn forget_redo(&mut self) {
        self.redo.clear();
    }

    /// Shows the live position, with a fresh move to enter when someone
    /// here `takes_moves`, else none.
    pub(super) fn go_live(&mut self, takes_moves: bool) {
        self.view = self.timeline.len();
        self.input = match takes_moves {
            true => MoveInput::new(&self.game),
            false => MoveInput::idle(),
        };
    }
}
