//! Who plays each side of a session and who may move ([`Seats`]): the
//! person here, the computer at a level, or a friend by link (whose turn
//! the board waits through), and whose move it is ([`Turn`]).

use super::{Session, Turn};
use crate::engine::{ConclusionReason, Side};
use crate::links::invite::{Correspondence, Invite, Note};
use crate::play::players::{Players, Seat};

/// The seats of a session and whose move it is
/// ([`Session::seats`]; the seats change through
/// [`Session::set_players`] and [`Session::set_correspondence`]).
#[derive(Clone, Copy)]
pub struct Seats<'a> {
    s: &'a Session,
}

impl Session {
    /// Who plays each side and whose move it is.
    pub fn seats(&self) -> Seats<'_> {
        Seats { s: self }
    }
}

impl<'a> Seats<'a> {
    /// Who plays each side.
    pub fn players(&self) -> &'a Players {
        &self.s.players
    }

    /// The game with a friend by link, if this is one.
    pub fn correspondence(&self) -> Option<&'a Correspondence> {
        self.s.correspondence.as_ref()
    }

    /// Whether this browser only watches a game by link (another browser
    /// holds the seat): nothing here moves, resigns or offers.
    pub fn is_spectator(&self) -> bool {
        self.s.correspondence.is_some_and(|c| c.watching)
    }

    /// The side of the one person this game is played for, whose win or
    /// loss the result speaks of: theirs in a game by link, or the
    /// person's against the computer; `None` for two people at one device
    /// and for the computer against itself.
    pub fn persons_side(&self) -> Option<Side> {
        if let Some(c) = &self.s.correspondence {
            return (!c.watching).then_some(c.my_side);
        }
        self.s
            .players
            .person_against_computer()
            .map(|(side, _)| side)
    }

    /// Whether the computer plays both sides (the "watch" mode).
    pub fn is_watch(&self) -> bool {
        self.s.correspondence.is_none()
            && self.s.players.first != Seat::Human
            && self.s.players.second != Seat::Human
    }

    /// Whose move it is at the live position, from the point of view of
    /// the person at this device.
    pub fn turn(&self) -> Turn {
        let game = self.s.history.game();
        if let Some(outcome) = game.outcome() {
            return Turn::Over(outcome);
        }
        if let Some(conclusion) = self.s.terms.ending.conclusion() {
            return Turn::Ended(conclusion);
        }
        let side = game.side_to_move();
        if let Some(c) = &self.s.correspondence {
            if c.watching {
                return Turn::Watching(side);
            }
            return match side == c.my_side {
                true => Turn::YourMove(side),
                false => Turn::FriendsMove(side),
            };
        }
        match self.s.players.seat(side) {
            Seat::Human => Turn::YourMove(side),
            Seat::Ai { .. } => Turn::ComputersMove(side),
        }
    }

    /// Whether a person at this device takes the live position's turn (and
    /// the game goes on): false on the computer's and on the friend's turn.
    pub fn is_human_turn(&self) -> bool {
        matches!(self.turn(), Turn::YourMove(_))
    }

    /// The level of the computer whose turn it is at the live position
    /// (`None` when a person is to move or the game is over, and always in
    /// a game with a friend by link).
    pub fn ai_to_move(&self) -> Option<&'a str> {
        if self.s.terms().is_over() || self.s.correspondence.is_some() {
            return None;
        }
        match self.s.players.seat(self.s.history.game().side_to_move()) {
            Seat::Ai { level } => Some(level),
            Seat::Human => None,
        }
    }

    /// In a game with a friend by link, what the link to send them carries
    /// when they have something to receive: on their turn (the person's
    /// move, or the start when the friend moves first, with the person's
    /// draw offer if they made one), when the person's own move ended the
    /// game, and when the person resigned or accepted a draw. `None` on
    /// the person's turn, once a game the friend ended is over, while
    /// watching and in a game at this device.
    pub fn invite_to_send(&self) -> Option<Invite> {
        let c = self.s.correspondence.as_ref().filter(|c| !c.watching)?;
        let ending = &self.s.terms.ending;
        let mut note = Note::Nothing;
        let news = match self.turn() {
            Turn::FriendsMove(_) => {
                if ending.offer().is_some_and(|o| o.by == c.my_side) {
                    note = Note::DrawOffer;
                }
                true
            }
            Turn::Over(_) => self.s.history.timeline().len() > c.received,
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

    /// The first ply a takeback may return to: the last position received
    /// from the friend in a game by link, else the start.
    pub(super) fn settled(&self) -> usize {
        self.s.correspondence.map_or(0, |c| c.received)
    }

    /// The latest earlier ply where a person was to move: where a takeback
    /// returns to when the computer plays a side. In the watch mode, the
    /// previous ply. In a game with a friend by link, the latest earlier
    /// ply, not before the last one received, where this person was to
    /// move.
    pub(super) fn turn_start(&self) -> Option<usize> {
        let timeline = self.s.history.timeline();
        let len = timeline.len();
        if let Some(c) = &self.s.correspondence {
            return (c.received..len)
                .rev()
                .find(|&ply| timeline.side_to_move(ply) == c.my_side);
        }
        if self.is_watch() {
            return len.checked_sub(1);
        }
        (0..len)
            .rev()
            .find(|&ply| self.s.players.seat(timeline.side_to_move(ply)) == &Seat::Human)
    }
}

#[cfg(test)]
mod tests;
