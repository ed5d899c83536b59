//! A game as the play page holds it: the moves played, the takebacks that
//! can be redone, which ply is on the board, and the move being entered.

use super::input::{Action, MoveInput};
use super::timeline::Timeline;
use crate::engine::{AnyGame, GameId, GameRecord, MoveError, Options, RecordError};

/// One game on the play page.
#[derive(Clone, Debug)]
pub struct Session {
    game: AnyGame,
    timeline: Timeline,
    /// Taken-back moves, the next one to redo last.
    redo: Vec<String>,
    /// The ply on the board: `timeline.len()` is the live position.
    view: usize,
    input: MoveInput,
}

impl Session {
    /// A new game at the start position.
    pub fn new(id: GameId, options: Options) -> Result<Session, RecordError> {
        Session::at(AnyGame::new(id, options).map_err(RecordError::BadOptions)?)
    }

    /// The game of a record (a save or a shared link), at its last move.
    pub fn from_record(record: &GameRecord) -> Result<Session, RecordError> {
        Session::at(record.replay()?)
    }

    fn at(game: AnyGame) -> Result<Session, RecordError> {
        let timeline = Timeline::of(&game)?;
        let input = MoveInput::new(&game);
        let view = timeline.len();
        Ok(Session {
            game,
            timeline,
            redo: Vec::new(),
            view,
            input,
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

    /// The record to save or share.
    pub fn record(&self) -> GameRecord {
        GameRecord::of(&self.game)
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

    /// A click on a board point. On an earlier position the board first
    /// returns to the live one.
    pub fn click(&mut self, point: u8) -> Action {
        if !self.is_live() {
            self.view(self.timeline.len());
            return Action::Ignored;
        }
        let action = self.input.click(point);
        self.after(action)
    }

    /// Stops a jump chain at its current landing.
    pub fn stop_chain(&mut self) -> Action {
        let action = self.input.stop();
        self.after(action)
    }

    /// Puts a picked-up piece back.
    pub fn clear_input(&mut self) -> Action {
        self.input.clear()
    }

    fn after(&mut self, action: Action) -> Action {
        if let Action::Play(notation) = &action {
            if self.play(notation).is_err() {
                return Action::Ignored;
            }
        }
        action
    }

    /// Plays a move at the live position. Redo history survives only when
    /// this is the move it would redo.
    pub fn play(&mut self, notation: &str) -> Result<(), MoveError> {
        self.game.play(notation)?;
        if self.redo.last().map(String::as_str) == Some(notation) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.timeline.push(&self.game);
        self.refresh();
        Ok(())
    }

    /// Takes back the last move; it can be redone.
    pub fn undo(&mut self) -> Option<String> {
        let taken = self.game.undo()?;
        self.redo.push(taken.clone());
        self.timeline.pop();
        self.refresh();
        Some(taken)
    }

    /// Plays the last taken-back move again.
    pub fn redo(&mut self) -> Option<String> {
        let next = self.redo.last()?.clone();
        self.play(&next).ok()?;
        Some(next)
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// Whether a taken-back move can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn refresh(&mut self) {
        self.view = self.timeline.len();
        self.input = MoveInput::new(&self.game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(s: &Session, name: &str) -> u8 {
        s.game().topology().parse_point(name).expect("a point")
    }

    #[test]
    fn clicks_play_moves_and_undo_redo_walk_the_history() {
        let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        assert_eq!(s.click(point(&s, "d1")), Action::Selected);
        assert_eq!(s.click(point(&s, "d4")), Action::Play("d1-d4".into()));
        assert_eq!(s.game().moves(), ["d1-d4"]);
        assert!(s.is_live() && s.can_undo() && !s.can_redo());
        assert_eq!(s.undo().as_deref(), Some("d1-d4"));
        assert!(s.game().moves().is_empty() && s.can_redo());
        assert_eq!(s.redo().as_deref(), Some("d1-d4"));
        assert_eq!(s.timeline().len(), 1);
        let replayed = Timeline::of(s.game()).expect("replays");
        assert_eq!(s.timeline(), &replayed, "followed move by move = replayed");
        // A different move after a takeback drops the redo history.
        s.undo();
        s.play("d1-d3").expect("legal");
        assert!(!s.can_redo());
        assert_eq!(s.undo().as_deref(), Some("d1-d3"));
        assert_eq!(s.undo(), None);
    }

    #[test]
    fn viewing_an_earlier_ply_takes_no_input_until_back_live() {
        let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        s.play("d1-d4").expect("legal");
        s.play("f4-f3").expect("legal");
        s.step_view(-1);
        assert_eq!(s.viewed_ply(), 1);
        assert!(!s.is_live());
        assert_eq!(s.click(point(&s, "a4")), Action::Ignored);
        assert!(s.is_live(), "a click brings the live position back");
        s.view(0);
        s.step_view(-3);
        assert_eq!(s.viewed_ply(), 0);
        s.step_view(10);
        assert!(s.is_live());
    }

    #[test]
    fn a_record_resumes_at_its_last_move_and_a_bad_one_is_an_error() {
        let mut s = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
        s.play("d4-d5").expect("legal");
        s.play("c3-c4").expect("legal");
        let record = s.record();
        let resumed = Session::from_record(&record).expect("replays");
        assert_eq!(resumed.game().moves(), ["d4-d5", "c3-c4"]);
        assert_eq!(resumed.viewed_ply(), 2);
        let mut bad = record;
        bad.moves.push("a1-a2".into());
        assert!(matches!(
            Session::from_record(&bad),
            Err(RecordError::BadMove { index: 3, .. })
        ));
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let mut s = Session::new(GameId::TwoFoxes, Options::default()).expect("defaults");
        assert!(s.play("a1-a2").is_err());
        assert!(s.game().moves().is_empty());
        assert_eq!(s.timeline().len(), 0);
    }
}
