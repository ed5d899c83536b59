//! A game as the play page holds it: the moves played, the takebacks that
//! can be redone, which ply is on the board, the move being entered, and
//! who plays each side (a person takes turns by clicking; the computer's
//! turns take no clicks and are taken back together with the person's).
//!
//! In a game with a friend by link ([`Correspondence`]) the person here
//! plays one side and the friend the other, at their own browser: on the
//! friend's turn the board takes no moves and [`Session::play`] refuses
//! them (the friend's moves arrive only in a link, which is stored and
//! opened as a new session), and a takeback reaches back only over the
//! person's own moves since the last position received.

use super::ending::{DrawOffer, OffBoard};
use super::input::{Action, MoveInput};
use super::players::{Players, Seat};
use super::timeline::Timeline;
use crate::clock::Clock;
use crate::engine::{
    AnyGame, Conclusion, ConclusionReason, GameId, GameRecord, MoveError, Options, Outcome,
    RecordError, Side, TypedMoveError,
};
use crate::links::invite::{Correspondence, Invite, Note};
use crate::rating::rated::RatedState;
use std::fmt;

/// Whose move it is, from the point of view of the person at this device:
/// what the page says above the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The person here is to move, with this side ("your move as the
    /// defenders"; at one device with two people, the side to move).
    YourMove(Side),
    /// The friend who plays by link is to move, with this side: the board
    /// waits for their link.
    FriendsMove(Side),
    /// The computer is to move, with this side.
    ComputersMove(Side),
    /// The game is over on the board.
    Over(Outcome),
    /// The game ended off the board (a resignation).
    Ended(Conclusion),
    /// This browser watches a game by link (another browser holds the
    /// seat): this side is to move, at one of the players' browsers.
    Watching(Side),
}

/// Why a typed move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedRefusal {
    /// The text is not a move of this position.
    Typed(TypedMoveError),
    /// The computer or the friend is to move.
    NotYourTurn,
}

/// Why [`Session::play`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// Not a legal move of the live position (the engine's reason).
    Illegal(MoveError),
    /// In a game with a friend by link, it is the friend's turn (their
    /// side): only they can move it.
    FriendsTurn(Side),
    /// The game ended off the board (a resignation): no move is played.
    Ended,
}

impl From<MoveError> for PlayError {
    fn from(error: MoveError) -> PlayError {
        PlayError::Illegal(error)
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Illegal(error) => error.fmt(f),
            PlayError::FriendsTurn(side) => {
                write!(f, "it is the friend's turn ({side:?}): only they move it")
            }
            PlayError::Ended => f.write_str("the game has ended"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What a game kept between visits holds besides its record (the saves,
/// `crate::saves`, store it): see [`Session::resume`] and
/// [`Session::kept`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// Who plays each side.
    pub players: Players,
    /// The game with a friend by link, if it is one, with the draw offer
    /// pending in it.
    pub correspondence: Option<Correspondence>,
    /// The commentary and variations of an imported record, as the
    /// analysis code of its tree (`crate::analysis::code`).
    pub annotations: Option<String>,
    /// A rated game's terms and where it stands (`None`: casual).
    pub rated: Option<RatedState>,
    /// A timed game's clock (`None`: untimed).
    pub clock: Option<Clock>,
}

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
    players: Players,
    /// Set in a game with a friend by link.
    correspondence: Option<Correspondence>,
    /// The commentary and variations of an imported record (its save's
    /// analysis code), kept through playing on: they belong to the moves
    /// already played, and the moves played here extend its main line
    /// (`analysis::annotated::stored_tree`).
    annotations: Option<String>,
    /// A resignation (the game ended off the board), see [`ended`].
    ending: OffBoard,
    /// A rated game against the computer (`None`: casual).
    rated: Option<RatedState>,
    /// The game's clock (`None`: untimed), see [`timed`].
    clock: Option<Clock>,
    /// The latest moment known (epoch ms), when moves are timed.
    now_ms: i64,
    /// Where the time comes from when a move is played (the page's
    /// `Date.now()`); `None`: the latest [`Session::tick`] (tests).
    time_source: Option<fn() -> i64>,
}

mod ended;
mod timed;

impl Session {
    /// A new game at the start position.
    pub fn new(id: GameId, options: Options) -> Result<Session, RecordError> {
        Session::at(AnyGame::new(id, options).map_err(RecordError::BadOptions)?)
    }

    /// The game of a record (a save or a shared link), at its last move.
    pub fn from_record(record: &GameRecord) -> Result<Session, RecordError> {
        Session::at(record.replay()?)
    }

    /// A game already played to its position (a decoded share link).
    pub fn from_game(game: AnyGame) -> Result<Session, RecordError> {
        Session::at(game)
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
            players: Players::default(),
            correspondence: None,
            annotations: None,
            ending: OffBoard::new(),
            rated: None,
            clock: None,
            now_ms: 0,
            time_source: None,
        })
    }

    /// A game kept between visits (a save, `crate::saves`): `record` at
    /// its last move, with how it ended off the board, and what `kept`
    /// holds besides (its seats, its friend by link with the draw offer
    /// the link brought, its commentary, rated state and clock).
    pub fn resume(record: &GameRecord, kept: Kept) -> Result<Session, RecordError> {
        let mut session = Session::from_record(record)?.with_players(kept.players);
        session.set_correspondence(kept.correspondence);
        session.annotations = kept.annotations;
        let conclusion = record.conclusion_for(&session.game);
        let at_ply = session.timeline.len();
        let offer = kept
            .correspondence
            .and_then(|c| c.offer)
            .map(|by| DrawOffer { by, at_ply });
        session.ending = OffBoard::from_parts(conclusion, offer);
        session.rated = kept.rated;
        session.restore_clock(kept.clock);
        session.refresh();
        Ok(session)
    }

    /// What keeping this game between visits holds besides its
    /// [`Session::record`]: [`Session::resume`] reads it back. A pending
    /// draw offer in a game by link is kept in its correspondence.
    pub fn kept(&self) -> Kept {
        Kept {
            players: self.players.clone(),
            correspondence: self.correspondence.map(|c| Correspondence {
                offer: self.ending.offer().map(|o| o.by),
                ..c
            }),
            annotations: self.annotations.clone(),
            rated: self.rated,
            clock: self.clock,
        }
    }

    /// The same game played with a friend by link.
    pub fn with_correspondence(mut self, correspondence: Correspondence) -> Session {
        self.set_correspondence(Some(correspondence));
        self
    }

    /// Makes this a game with a friend by link (or, with `None`, a game at
    /// this device again). A received count past the last move is taken
    /// as the last move. Taken-back moves are forgotten (they were not
    /// received) and a move being entered is dropped.
    pub fn set_correspondence(&mut self, correspondence: Option<Correspondence>) {
        self.correspondence = correspondence.map(|mut c| {
            c.received = c.received.min(self.timeline.len());
            c
        });
        self.redo.clear();
        self.refresh();
    }

    /// The game with a friend by link, if this is one.
    pub fn correspondence(&self) -> Option<&Correspondence> {
        self.correspondence.as_ref()
    }

    /// In a game with a friend by link, what the link to send them carries
    /// when they have something to receive: on their turn (the person's
    /// move, or the start when the friend moves first, with the person's
    /// draw offer if they made one), when the person's own move ended the
    /// game, and when the person resigned or accepted a draw. `None` on
    /// the person's turn, once a game the friend ended is over, while
    /// watching and in a game at this device.
    pub fn invite_to_send(&self) -> Option<Invite> {
        let c = self.correspondence.as_ref().filter(|c| !c.watching)?;
        let mut note = Note::Nothing;
        let news = match self.turn() {
            Turn::FriendsMove(_) => {
                if self.ending.offer().is_some_and(|o| o.by == c.my_side) {
                    note = Note::DrawOffer;
                }
                true
            }
            Turn::Over(_) => self.timeline.len() > c.received,
            Turn::Ended(end) => {
                note = match end.reason {
                    ConclusionReason::Resignation => Note::Resigned,
                    ConclusionReason::Agreement => Note::Agreed,
                    _ => Note::Nothing,
                };
                !c.end_received && note != Note::Nothing
            }
            Turn::YourMove(_) | Turn::ComputersMove(_) | Turn::Watching(_) => false,
        };
        news.then(|| Invite {
            note,
            ..c.invite_for_friend()
        })
    }

    /// Whether this browser only watches a game by link (another browser
    /// holds the seat): nothing here moves, resigns or offers.
    pub fn is_spectator(&self) -> bool {
        self.correspondence.is_some_and(|c| c.watching)
    }

    /// Whose move it is at the live position, from the point of view of
    /// the person at this device.
    pub fn turn(&self) -> Turn {
        if let Some(outcome) = self.game.outcome() {
            return Turn::Over(outcome);
        }
        if let Some(conclusion) = self.ending.conclusion() {
            return Turn::Ended(conclusion);
        }
        let side = self.game.side_to_move();
        if let Some(c) = &self.correspondence {
            if c.watching {
                return Turn::Watching(side);
            }
            return match side == c.my_side {
                true => Turn::YourMove(side),
                false => Turn::FriendsMove(side),
            };
        }
        match self.players.seat(side) {
            Seat::Human => Turn::YourMove(side),
            Seat::Ai { .. } => Turn::ComputersMove(side),
        }
    }

    /// The side of the one person this game is played for, whose win or
    /// loss the result speaks of: theirs in a game by link, or the
    /// person's against the computer; `None` for two people at one device
    /// and for the computer against itself.
    pub fn persons_side(&self) -> Option<Side> {
        if let Some(c) = &self.correspondence {
            return (!c.watching).then_some(c.my_side);
        }
        self.players.person_against_computer().map(|(side, _)| side)
    }

    /// The same game with `players` seated.
    pub fn with_players(mut self, players: Players) -> Session {
        self.set_players(players);
        self
    }

    /// Who plays each side.
    pub fn players(&self) -> &Players {
        &self.players
    }

    /// Seats `players`; a move being entered is dropped. Other seats (a
    /// change of the computer's level) make a rated game casual.
    pub fn set_players(&mut self, players: Players) {
        if players != self.players {
            if let Some(rated) = &mut self.rated {
                rated.void();
            }
        }
        self.players = players;
        self.refresh();
    }

    /// The level of the computer whose turn it is at the live position
    /// (`None` when a person is to move or the game is over, and always in
    /// a game with a friend by link).
    pub fn ai_to_move(&self) -> Option<&str> {
        if self.is_over() || self.correspondence.is_some() {
            return None;
        }
        match self.players.seat(self.game.side_to_move()) {
            Seat::Ai { level } => Some(level),
            Seat::Human => None,
        }
    }

    /// Whether a person at this device takes the live position's turn (and
    /// the game goes on): false on the computer's and on the friend's turn.
    pub fn is_human_turn(&self) -> bool {
        matches!(self.turn(), Turn::YourMove(_))
    }

    /// Whether the computer plays both sides (the "watch" mode).
    pub fn is_watch(&self) -> bool {
        self.correspondence.is_none()
            && self.players.first != Seat::Human
            && self.players.second != Seat::Human
    }

    /// The first ply a takeback may return to: the last position received
    /// from the friend in a game by link, else the start.
    fn settled(&self) -> usize {
        self.correspondence.map_or(0, |c| c.received)
    }

    /// The latest earlier ply where a person was to move: where a takeback
    /// returns to when the computer plays a side. In the watch mode, the
    /// previous ply. In a game with a friend by link, the latest earlier
    /// ply, not before the last one received, where this person was to
    /// move.
    fn turn_start(&self) -> Option<usize> {
        let len = self.timeline.len();
        if let Some(c) = &self.correspondence {
            return (c.received..len)
                .rev()
                .find(|&ply| self.timeline.side_to_move(ply) == c.my_side);
        }
        if self.is_watch() {
            return len.checked_sub(1);
        }
        (0..len)
            .rev()
            .find(|&ply| self.players.seat(self.timeline.side_to_move(ply)) == &Seat::Human)
    }

    /// Takes back the moves since a person last had the move (the
    /// computer's reply and the person's move), or one move when the
    /// computer plays both sides; returns them, last first. In a game with
    /// a friend by link, only the person's own moves since the last
    /// position received.
    pub fn undo_turn(&mut self) -> Vec<String> {
        if self.ending.conclusion().is_some() {
            return Vec::new();
        }
        let Some(target) = self.turn_start() else {
            return Vec::new();
        };
        let mut taken = Vec::new();
        while self.timeline.len() > target {
            match self.undo() {
                Some(mv) => taken.push(mv),
                None => break,
            }
        }
        taken
    }

    /// Whether [`Session::undo_turn`] would take anything back. Never in
    /// a rated game (a takeback would make it casual: the app offers
    /// none); after a resignation, [`Session::play_on`] comes first (at
    /// this device only).
    pub fn can_undo_turn(&self) -> bool {
        !self.is_rated()
            && match self.ending.conclusion() {
                Some(_) => self.correspondence.is_none(),
                None => self.turn_start().is_some(),
            }
    }

    /// Plays the taken-back moves again up to a person's next turn (one
    /// move when the computer plays both sides); returns them in order.
    pub fn redo_turn(&mut self) -> Vec<String> {
        let mut redone = Vec::new();
        while let Some(mv) = self.redo() {
            redone.push(mv);
            if self.is_watch() || !self.can_redo() || self.is_human_turn() {
                break;
            }
        }
        redone
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

    /// The record to save or share, with its resignation.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            conclusion: self.ending.conclusion(),
            ..GameRecord::of(&self.game)
        }
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
    /// this is the move it would redo. In a game with a friend by link,
    /// only the person's own side moves here.
    pub fn play(&mut self, notation: &str) -> Result<(), PlayError> {
        match self.turn() {
            Turn::FriendsMove(side) | Turn::Watching(side) => {
                return Err(PlayError::FriendsTurn(side))
            }
            Turn::Ended(_) => return Err(PlayError::Ended),
            _ => {}
        }
        if self.flag_has_fallen() {
            // The next tick ends the game on time.
            return Err(PlayError::Ended);
        }
        let mover = self.game.side_to_move();
        self.game.play(notation)?;
        self.ending.on_move(mover);
        if self.redo.last().map(String::as_str) == Some(notation) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.timeline.push(&self.game);
        self.clock_after_move();
        self.refresh();
        Ok(())
    }

    /// Plays a typed move (read leniently, see [`AnyGame::read_typed`])
    /// when a person here has the move; returns it in notation. The board
    /// goes back to the live position and a piece picked up is put back.
    ///
    /// # Errors
    /// [`TypedRefusal::NotYourTurn`] when the computer or the friend is to
    /// move (whatever was typed: in a game by link only one's own side is
    /// played here), else why the text is no move here.
    pub fn play_typed(&mut self, text: &str) -> Result<String, TypedRefusal> {
        if matches!(
            self.turn(),
            Turn::ComputersMove(_) | Turn::FriendsMove(_) | Turn::Watching(_)
        ) {
            return Err(TypedRefusal::NotYourTurn);
        }
        let notation = self.game.read_typed(text).map_err(TypedRefusal::Typed)?;
        self.input.clear();
        self.view(self.timeline.len());
        self.play(&notation)
            .map_err(|_| TypedRefusal::NotYourTurn)?;
        Ok(notation)
    }

    /// Takes back the last move; it can be redone. In a game with a
    /// friend by link, not past the last position received.
    pub fn undo(&mut self) -> Option<String> {
        if !self.can_undo() {
            return None;
        }
        self.sync_now();
        let taken = self.game.undo()?;
        if let Some(rated) = &mut self.rated {
            rated.void();
        }
        self.ending.on_takeback();
        self.redo.push(taken.clone());
        self.timeline.pop();
        self.clock_after_change();
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
        self.ending.conclusion().is_none() && self.game.moves().len() > self.settled()
    }

    /// Whether a taken-back move can be redone (not after a resignation).
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.ending.conclusion().is_none()
    }

    fn refresh(&mut self) {
        self.view = self.timeline.len();
        self.input = match self.turn() {
            Turn::ComputersMove(_) | Turn::FriendsMove(_) | Turn::Ended(_) | Turn::Watching(_) => {
                MoveInput::idle()
            }
            Turn::YourMove(_) | Turn::Over(_) => MoveInput::new(&self.game),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(s: &Session, name: &str) -> u8 {
        s.game().topology().parse_point(name).expect("a point")
    }

    #[test]
    fn typed_moves_play_for_the_person_to_move_only() {
        let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        assert_eq!(s.play_typed("D1D4"), Ok("d1-d4".into()));
        assert_eq!(s.game().moves(), ["d1-d4"]);
        assert_eq!(
            s.play_typed("d4-d5"),
            Err(TypedRefusal::Typed(TypedMoveError::NoPieceToMove(
                "d4-d5".into(),
                "d4".into()
            )))
        );
        let ai = Players {
            first: Seat::Human,
            second: Seat::Ai {
                level: "easy".into(),
            },
        };
        let mut s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_players(ai);
        assert_eq!(s.play_typed("d4-c4"), Ok("d4-c4".into()));
        assert_eq!(s.play_typed("a3-a4"), Err(TypedRefusal::NotYourTurn));
        assert_eq!(s.game().moves(), ["d4-c4"]);
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

    fn versus(first: Seat, second: Seat) -> Players {
        Players { first, second }
    }

    fn ai(level: &str) -> Seat {
        Seat::Ai {
            level: level.into(),
        }
    }

    #[test]
    fn the_computers_turn_takes_no_clicks() {
        let players = versus(Seat::Human, ai("easy"));
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_players(players);
        assert!(s.is_human_turn() && s.ai_to_move().is_none() && !s.is_watch());
        s.play("d1-d4").expect("legal");
        assert_eq!(s.ai_to_move(), Some("easy"));
        assert!(s.input().movable().is_empty());
        assert_eq!(s.click(point(&s, "f4")), Action::Ignored);
        s.play("f4-f3")
            .expect("the computer's move is played by the page");
        assert!(s.is_human_turn());
        assert!(!s.input().movable().is_empty());
    }

    #[test]
    fn a_takeback_against_the_computer_returns_to_the_persons_turn() {
        let players = versus(Seat::Human, ai("medium"));
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_players(players);
        assert!(!s.can_undo_turn());
        s.play("d1-d4").expect("legal");
        // While the computer thinks, the person's move alone is taken back.
        assert!(s.can_undo_turn());
        assert_eq!(s.undo_turn(), ["d1-d4"]);
        assert!(s.is_human_turn());
        s.play("d1-d4").expect("legal");
        s.play("f4-f3").expect("legal");
        s.play("a4-a3").expect("legal");
        s.play("f3-g3").expect("legal");
        assert_eq!(s.undo_turn(), ["f3-g3", "a4-a3"]);
        assert_eq!(s.game().moves(), ["d1-d4", "f4-f3"]);
        assert!(s.is_human_turn());
        assert_eq!(s.redo_turn(), ["a4-a3", "f3-g3"]);
        assert_eq!(s.game().moves().len(), 4);
        assert!(s.is_human_turn() && !s.can_redo());
    }

    #[test]
    fn when_the_computer_moves_first_its_opening_move_stays() {
        let players = versus(ai("easy"), Seat::Human);
        let mut s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_players(players);
        assert_eq!(s.ai_to_move(), Some("easy"));
        s.play("d4-d5").expect("legal");
        assert!(s.is_human_turn());
        assert!(!s.can_undo_turn(), "no earlier turn of the person");
        assert!(s.undo_turn().is_empty());
        assert_eq!(s.game().moves(), ["d4-d5"]);
        s.play("c3-c4").expect("legal");
        s.play("d5-d4").expect("legal");
        assert_eq!(s.undo_turn(), ["d5-d4", "c3-c4"]);
    }

    #[test]
    fn a_resumed_game_takes_back_to_the_persons_turn_past_a_jump_chain() {
        // The computer's fox takes three geese in one move (c5xc3xa3xc5):
        // a takeback after the person's next goose move returns to the
        // goose turn before the chain, in a game resumed from its record.
        let line = [
            "d4-c4",
            "e3-f4",
            "c4-c5",
            "f4-f5",
            "c5-d4",
            "a3-b4",
            "d4-c5",
            "c3-c4",
            "c5xc3xa3xc5",
            "d3-e4",
        ];
        let mut played = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
        for mv in line {
            played.play(mv).expect("legal");
        }
        let mut s = Session::from_record(&played.record())
            .expect("replays")
            .with_players(versus(ai("hard"), Seat::Human));
        assert!(s.ai_to_move().is_some(), "the fox's turn");
        assert_eq!(s.undo_turn(), ["d3-e4"]);
        s.play("d3-e4").expect("legal");
        s.play("c5-b4").expect("the computer's reply");
        assert_eq!(s.undo_turn(), ["c5-b4", "d3-e4"]);
        assert_eq!(s.undo_turn(), ["c5xc3xa3xc5", "c3-c4"]);
        assert!(s.is_human_turn());
        assert_eq!(s.game().moves().len(), 7);
    }

    #[test]
    fn watching_takes_back_and_redoes_one_move_at_a_time() {
        let players = versus(ai("beginner"), ai("maximum"));
        let mut s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_players(players);
        assert!(s.is_watch());
        assert_eq!(s.ai_to_move(), Some("beginner"));
        s.play("d4-d5").expect("legal");
        assert_eq!(s.ai_to_move(), Some("maximum"));
        s.play("c3-c4").expect("legal");
        assert_eq!(s.undo_turn(), ["c3-c4"]);
        assert_eq!(s.undo_turn(), ["d4-d5"]);
        assert!(!s.can_undo_turn());
        assert_eq!(s.redo_turn(), ["d4-d5"]);
    }

    #[test]
    fn nobody_is_to_move_once_the_game_is_over() {
        let players = versus(ai("easy"), ai("easy"));
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_players(players);
        // The defenders repeat a position a third time and lose.
        for mv in [
            "d1-d2", "f4-f3", "d2-d1", "f3-f4", "d1-d2", "f4-f3", "d2-d1", "f3-f4",
        ] {
            s.play(mv).expect("legal");
        }
        assert!(s.game().outcome().is_some());
        assert_eq!(s.ai_to_move(), None);
        assert!(!s.is_human_turn());
    }

    fn by_link(my_side: Side, received: usize) -> Correspondence {
        Correspondence {
            received,
            ..Correspondence::start(
                crate::links::invite::CorrespondenceId::from_bytes([3; 9]),
                my_side,
                None,
            )
        }
    }

    #[test]
    fn the_persons_side_is_theirs_by_link_or_against_the_computer() {
        let s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        assert_eq!(s.persons_side(), None, "two people at one device");
        let s = s.with_players(versus(ai("easy"), Seat::Human));
        assert_eq!(s.persons_side(), Some(Side::Second));
        let s = s.with_players(versus(Seat::Human, ai("hard")));
        assert_eq!(s.persons_side(), Some(Side::First));
        let s = s.with_players(versus(ai("easy"), ai("hard")));
        assert_eq!(s.persons_side(), None, "the computer against itself");
        let s = s
            .with_players(Players::default())
            .with_correspondence(by_link(Side::Second, 0));
        assert_eq!(s.persons_side(), Some(Side::Second));
    }

    #[test]
    fn on_the_friends_turn_the_board_takes_no_moves() {
        // This person plays the defenders (second); the attackers move first.
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_correspondence(by_link(Side::Second, 0));
        assert_eq!(s.turn(), Turn::FriendsMove(Side::First));
        assert!(!s.is_human_turn() && s.ai_to_move().is_none() && !s.is_watch());
        assert!(s.input().movable().is_empty());
        assert_eq!(s.click(point(&s, "d1")), Action::Ignored);
        assert_eq!(s.play("d1-d4"), Err(PlayError::FriendsTurn(Side::First)));
        // Typed, the friend's move or anything else is not this person's.
        for typed in ["d1-d4", "f4-f3", "zz"] {
            assert_eq!(
                s.play_typed(typed),
                Err(TypedRefusal::NotYourTurn),
                "{typed}"
            );
        }
        assert!(s.game().moves().is_empty());
        assert!(!s.can_undo() && !s.can_undo_turn());
    }

    #[test]
    fn on_your_turn_you_move_your_own_side() {
        // Received after the friend's first move: the defenders' turn.
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_correspondence(by_link(Side::Second, 0));
        s.set_correspondence(None);
        s.play("d1-d4").expect("legal, at one device");
        s.set_correspondence(Some(by_link(Side::Second, 1)));
        assert_eq!(s.turn(), Turn::YourMove(Side::Second));
        assert!(s.is_human_turn());
        assert!(s.input().movable().contains(&point(&s, "f4")));
        assert!(
            !s.input().movable().contains(&point(&s, "a4")),
            "not the friend's pieces"
        );
        assert_eq!(
            s.play_typed("a4-b4"),
            Err(TypedRefusal::Typed(TypedMoveError::NoPieceToMove(
                "a4-b4".into(),
                "a4".into()
            )))
        );
        assert_eq!(s.click(point(&s, "f4")), Action::Selected);
        assert_eq!(s.click(point(&s, "f3")), Action::Play("f4-f3".into()));
        assert_eq!(s.turn(), Turn::FriendsMove(Side::First));
        assert_eq!(s.click(point(&s, "a4")), Action::Ignored);
        assert!(matches!(s.play("nonsense"), Err(PlayError::FriendsTurn(_))));
    }

    #[test]
    fn takebacks_reach_only_your_moves_since_the_last_received_position() {
        let line = ["d1-d4", "f4-f3", "a4-a3", "f3-g3"];
        let mut played = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        for mv in &line[..3] {
            played.play(mv).expect("legal");
        }
        // The defenders' person received the position after 3 moves.
        let mut s = Session::from_record(&played.record())
            .expect("replays")
            .with_correspondence(by_link(Side::Second, 3));
        assert!(
            !s.can_undo() && !s.can_undo_turn(),
            "the friend's move stays"
        );
        assert_eq!(s.undo(), None);
        assert!(s.undo_turn().is_empty());
        s.play(line[3]).expect("my move");
        assert!(s.can_undo_turn());
        assert_eq!(s.undo_turn(), [line[3]]);
        assert_eq!(s.game().moves(), &line[..3]);
        assert_eq!(s.turn(), Turn::YourMove(Side::Second));
        assert_eq!(s.redo_turn(), [line[3]]);
        assert_eq!(s.undo(), Some(line[3].to_string()));
        assert_eq!(s.undo(), None, "not past the received position");
        assert_eq!(s.game().moves().len(), 3);
    }

    #[test]
    fn the_starter_can_take_back_the_first_move_before_the_reply() {
        let mut s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_correspondence(by_link(Side::First, 0));
        assert_eq!(s.turn(), Turn::YourMove(Side::First));
        s.play("d4-d5").expect("legal");
        assert_eq!(s.turn(), Turn::FriendsMove(Side::Second));
        assert_eq!(s.undo_turn(), ["d4-d5"]);
        assert!(s.game().moves().is_empty());
    }

    #[test]
    fn the_link_to_send_is_there_when_the_friend_has_news() {
        let friend = |side| {
            Invite::new(
                crate::links::invite::CorrespondenceId::from_bytes([3; 9]),
                side,
            )
        };
        // The person plays the geese: the fox moves first, at the friend's.
        let mut s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_correspondence(by_link(Side::Second, 0));
        assert_eq!(s.invite_to_send(), Some(friend(Side::First)), "the start");
        s.set_correspondence(None);
        s.play("d4-d5").expect("the friend's move, at one device");
        s.set_correspondence(Some(by_link(Side::Second, 1)));
        assert_eq!(s.invite_to_send(), None, "the person's turn");
        s.play("c3-c4").expect("legal");
        assert_eq!(s.invite_to_send(), Some(friend(Side::First)));
        assert_eq!(
            Session::new(GameId::FoxGeese, Options::default())
                .expect("defaults")
                .invite_to_send(),
            None,
            "a game at this device"
        );
        // A game over: news for the friend only when the person ended it.
        let repeat = [
            "d1-d2", "f4-f3", "d2-d1", "f3-f4", "d1-d2", "f4-f3", "d2-d1", "f3-f4",
        ];
        let mut played = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        for mv in repeat {
            played.play(mv).expect("legal");
        }
        assert!(played.game().outcome().is_some());
        let record = played.record();
        let ended_here = Session::from_record(&record)
            .expect("replays")
            .with_correspondence(by_link(Side::Second, 7));
        assert_eq!(ended_here.invite_to_send(), Some(friend(Side::First)));
        let ended_there = Session::from_record(&record)
            .expect("replays")
            .with_correspondence(by_link(Side::First, 8));
        assert_eq!(ended_there.invite_to_send(), None);
    }

    #[test]
    fn a_received_count_past_the_game_is_the_last_move() {
        let mut played = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
        played.play("d4-d5").expect("legal");
        let s = Session::from_record(&played.record())
            .expect("replays")
            .with_correspondence(by_link(Side::Second, 40));
        assert_eq!(s.correspondence().map(|c| c.received), Some(1));
        assert!(!s.can_undo());
    }

    #[test]
    fn a_correspondence_ignores_computer_seats() {
        let s = Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .with_players(versus(ai("easy"), ai("easy")))
            .with_correspondence(by_link(Side::Second, 0));
        assert_eq!(s.ai_to_move(), None);
        assert!(!s.is_watch());
        assert_eq!(s.turn(), Turn::FriendsMove(Side::First));
    }

    #[test]
    fn the_turn_says_who_is_to_move() {
        let mut s = Session::new(GameId::Hnefatafl, Options::default())
            .expect("defaults")
            .with_players(versus(Seat::Human, ai("easy")));
        assert_eq!(s.turn(), Turn::YourMove(Side::First));
        s.play("d1-d4").expect("legal");
        assert_eq!(s.turn(), Turn::ComputersMove(Side::Second));
        // Back and forth until the third repetition ends the game.
        for mv in ["f4-f3", "d4-d1", "f3-f4", "d1-d4"].iter().cycle().take(12) {
            if s.game().outcome().is_some() {
                break;
            }
            s.play(mv).expect("legal");
        }
        assert!(matches!(s.turn(), Turn::Over(_)), "{:?}", s.turn());
        assert!(!PlayError::FriendsTurn(Side::First).to_string().is_empty());
    }

    #[test]
    fn a_kept_game_resumes_with_its_seats_and_correspondence_and_keeps_back() {
        let mut played = Session::new(GameId::TwoFoxes, Options::default()).expect("defaults");
        let first = played.game().legal_moves()[0].clone();
        played.play(&first).expect("legal");
        let played = played.with_correspondence(by_link(Side::First, 1));
        let (record, kept) = (played.record(), played.kept());
        assert_eq!(kept.correspondence, Some(by_link(Side::First, 1)));
        assert_eq!(record.moves, [first]);
        let back = Session::resume(&record, kept.clone()).expect("replays");
        assert_eq!(back.correspondence(), Some(&by_link(Side::First, 1)));
        assert_eq!(back.turn(), Turn::FriendsMove(Side::Second));
        assert_eq!((back.record(), back.kept()), (record.clone(), kept.clone()));
        let local = Kept {
            correspondence: None,
            annotations: None,
            players: versus(Seat::Human, ai("hard")),
            ..kept
        };
        let s = Session::resume(&record, local).expect("replays");
        assert_eq!(s.correspondence(), None);
        assert_eq!(s.turn(), Turn::ComputersMove(Side::Second));
    }
}
