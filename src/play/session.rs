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
//!
//! A [`Session`] is split by job, each part in its own file:
//! - [`History`] (`history.rs`): the game, the pieces at every ply, the
//!   moves that can be redone, the ply on the board and the move being
//!   entered ([`Session::history`]; the viewed ply and the piece picked up
//!   change through [`Session::history_mut`]);
//! - [`Seats`] (`seats.rs`): who plays each side, the friend by link, and
//!   whose move it is ([`Session::seats`]);
//! - [`Terms`] and [`TermsMut`] (`terms.rs`, their data and the clock's
//!   bookkeeping in `terms_state.rs`): the clock, the rated state and how
//!   the game ends off the board ([`Session::terms`],
//!   [`Session::terms_mut`]);
//! - [`Kept`] (`kept.rs`): what keeping the game between visits holds
//!   besides its record ([`Session::resume`], [`Session::kept`]).
//!
//! The session itself (this file) coordinates what changes more than one
//! part: a move, a takeback, new seats; every change ends with the board
//! on the live position and the move being entered made fresh for
//! whoever is to move.

use super::input::Action;
use super::players::Players;
use crate::engine::{
    AnyGame, Conclusion, GameId, GameRecord, MoveError, Options, Outcome, RecordError, Side,
    TypedMoveError,
};
use crate::links::invite::Correspondence;
use std::fmt;

mod history;
mod kept;
mod seats;
mod terms;
mod terms_state;

pub use history::History;
pub use kept::Kept;
pub use seats::Seats;
pub use terms::{Terms, TermsMut};
use terms_state::TermsState;

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
    /// This browser only watches the game (by link): nothing moves here.
    Watching,
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

/// One game on the play page.
#[derive(Clone, Debug)]
pub struct Session {
    history: History,
    players: Players,
    /// Set in a game with a friend by link.
    correspondence: Option<Correspondence>,
    terms: TermsState,
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

    /// A game already played to its position (a decoded share link).
    pub fn from_game(game: AnyGame) -> Result<Session, RecordError> {
        Session::at(game)
    }

    fn at(game: AnyGame) -> Result<Session, RecordError> {
        let mut session = Session {
            history: History::at(game)?,
            players: Players::default(),
            correspondence: None,
            terms: TermsState::new(),
        };
        session.refresh();
        Ok(session)
    }

    /// The moves, the pieces at every ply, the ply on the board and the
    /// move being entered.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The same, to show another ply or put a picked-up piece back (what
    /// changes nothing else of the game).
    pub fn history_mut(&mut self) -> &mut History {
        &mut self.history
    }

    /// The record to save or share, with its resignation.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            conclusion: self.terms.ending.conclusion(),
            ..GameRecord::of(self.history.game())
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
        let plies = self.history.timeline().len();
        self.correspondence = correspondence.map(|mut c| {
            c.received = c.received.min(plies);
            c
        });
        self.history.forget_redo();
        self.refresh();
    }

    /// The same game with `players` seated.
    pub fn with_players(mut self, players: Players) -> Session {
        self.set_players(players);
        self
    }

    /// Seats `players`; a move being entered is dropped. Other seats (a
    /// change of the computer's level) make a rated game casual.
    pub fn set_players(&mut self, players: Players) {
        if players != self.players {
            self.terms.void_rating();
        }
        self.players = players;
        self.refresh();
    }

    /// Takes back the moves since a person last had the move (the
    /// computer's reply and the person's move), or one move when the
    /// computer plays both sides; returns them, last first. In a game with
    /// a friend by link, only the person's own moves since the last
    /// position received.
    pub fn undo_turn(&mut self) -> Vec<String> {
        if self.terms.ending.conclusion().is_some() {
            return Vec::new();
        }
        let Some(target) = self.seats().turn_start() else {
            return Vec::new();
        };
        let mut taken = Vec::new();
        while self.history.timeline().len() > target {
            match self.undo() {
                Some(mv) => taken.push(mv),
                None => break,
            }
        }
        taken
    }

    /// Whether [`Session::undo_turn`] would take anything back. Never in
    /// a rated game (a takeback would make it casual: the app offers
    /// none); after a resignation, [`TermsMut::play_on`] comes first (at
    /// this device only).
    pub fn can_undo_turn(&self) -> bool {
        !self.terms().is_rated()
            && match self.terms.ending.conclusion() {
                Some(_) => self.correspondence.is_none(),
                None => self.seats().turn_start().is_some(),
            }
    }

    /// Plays the taken-back moves again up to a person's next turn (one
    /// move when the computer plays both sides); returns them in order.
    pub fn redo_turn(&mut self) -> Vec<String> {
        let mut redone = Vec::new();
        while let Some(mv) = self.redo() {
            redone.push(mv);
            let seats = self.seats();
            if seats.is_watch() || !self.can_redo() || seats.is_human_turn() {
                break;
            }
        }
        redone
    }

    /// A click on a board point. On an earlier position the board first
    /// returns to the live one.
    pub fn click(&mut self, point: u8) -> Action {
        if !self.history.is_live() {
            self.history.view(self.history.timeline().len());
            return Action::Ignored;
        }
        let action = self.history.input_mut().click(point);
        self.after(action)
    }

    /// Stops a jump chain at its current landing.
    pub fn stop_chain(&mut self) -> Action {
        let action = self.history.input_mut().stop();
        self.after(action)
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
        match self.seats().turn() {
            Turn::FriendsMove(side) | Turn::Watching(side) => {
                return Err(PlayError::FriendsTurn(side))
            }
            Turn::Ended(_) => return Err(PlayError::Ended),
            _ => {}
        }
        if self.terms.flag_has_fallen() {
            // The next tick ends the game on time.
            return Err(PlayError::Ended);
        }
        let mover = self.history.game().side_to_move();
        self.history.play(notation)?;
        self.terms.ending.on_move(mover);
        self.terms.clock_after_move(self.history.game());
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
        match self.seats().turn() {
            Turn::Watching(_) => return Err(TypedRefusal::Watching),
            Turn::ComputersMove(_) | Turn::FriendsMove(_) => return Err(TypedRefusal::NotYourTurn),
            _ => {}
        }
        let notation = self
            .history
            .game()
            .read_typed(text)
            .map_err(TypedRefusal::Typed)?;
        self.history.clear_input();
        self.history.view(self.history.timeline().len());
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
        self.terms.sync_now();
        let taken = self.history.undo()?;
        self.terms.on_takeback();
        self.terms.clock_after_change(self.history.game());
        self.refresh();
        Some(taken)
    }

    /// Plays the last taken-back move again.
    pub fn redo(&mut self) -> Option<String> {
        let next = self.history.next_redo()?.to_string();
        self.play(&next).ok()?;
        Some(next)
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        self.terms.ending.conclusion().is_none()
            && self.history.game().moves().len() > self.seats().settled()
    }

    /// Whether a taken-back move can be redone (not after a resignation).
    pub fn can_redo(&self) -> bool {
        self.history.next_redo().is_some() && self.terms.ending.conclusion().is_none()
    }

    /// After every change: the board shows the live position, and the
    /// move being entered is fresh, or idle when nobody here may move.
    fn refresh(&mut self) {
        let takes_moves = match self.seats().turn() {
            Turn::ComputersMove(_) | Turn::FriendsMove(_) | Turn::Ended(_) | Turn::Watching(_) => {
                false
            }
            Turn::YourMove(_) | Turn::Over(_) => true,
        };
        self.history.go_live(takes_moves);
    }
}

#[cfg(test)]
mod tests;
