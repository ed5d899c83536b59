//! The terms of a session: its clock, whether it is rated, and how it
//! ends off the board. [`Terms`] answers what the page shows of them,
//! [`TermsMut`] changes them: resigning (any mode but the computer
//! against itself), a draw by agreement between two people (at one
//! device: the side to move offers and the other answers there; by link:
//! the person offers with their move and the offer travels in the link),
//! playing on after a resignation in a casual game at this device, the
//! one rating update a finished rated game makes (docs/ratings.md, "Rated
//! and casual"), and the time the page tells the clock.

use super::{Session, Turn};
use crate::clock::Clock;
use crate::engine::{Conclusion, GameResult, Side};
use crate::play::ending::{DrawOffer, EndError, OffBoard};
use crate::rating::rated::{RatedState, RatedTerms};
use crate::rating::ratings::Score;

/// What the page shows of a session's terms ([`Session::terms`]).
#[derive(Clone, Copy)]
pub struct Terms<'a> {
    s: &'a Session,
}

/// The changes to a session's terms ([`Session::terms_mut`]).
pub struct TermsMut<'a> {
    s: &'a mut Session,
}

impl Session {
    /// The clock, the rated state and how the game ends off the board.
    pub fn terms(&self) -> Terms<'_> {
        Terms { s: self }
    }

    /// The same, to time, rate, resign or agree a draw.
    pub fn terms_mut(&mut self) -> TermsMut<'_> {
        TermsMut { s: self }
    }
}

impl<'a> Terms<'a> {
    /// How the game ended off the board (a resignation), if it did and
    /// the board did not decide it first.
    pub fn conclusion(&self) -> Option<Conclusion> {
        self.s.terms.ending.conclusion()
    }

    /// Whether the game is over, on the board or off it.
    pub fn is_over(&self) -> bool {
        self.s.terms.is_over(self.s.history.game())
    }

    /// The result of a finished game, however it ended.
    pub fn result(&self) -> Option<GameResult> {
        self.s
            .history
            .game()
            .outcome()
            .map(|o| o.result)
            .or(self.conclusion().map(|c| c.result))
    }

    /// The side a "Resign" here gives up: the person's (against the
    /// computer, by link), or the side to move for two people at one
    /// device; `None` when the computer plays both sides or the game is
    /// over.
    pub fn resigning_side(&self) -> Option<Side> {
        let seats = self.s.seats();
        if self.is_over() || seats.is_watch() || seats.is_spectator() {
            return None;
        }
        Some(
            seats
                .persons_side()
                .unwrap_or_else(|| self.s.history.game().side_to_move()),
        )
    }

    /// The side that may offer a draw now: two people at one device, the
    /// side to move; by link, the person once they have moved (the offer
    /// goes with their move in the link). `None` when the game is over,
    /// against the computer, while watching, while an offer is pending or
    /// before the other side has moved since this side's last offer was
    /// declined.
    pub fn drawing_side(&self) -> Option<Side> {
        let side = match (self.s.correspondence, self.s.seats().turn()) {
            (Some(c), Turn::FriendsMove(_)) => c.my_side,
            (Some(_), _) => return None,
            (None, Turn::YourMove(side)) => side,
            (None, _) => return None,
        };
        let mut probe = self.s.terms.ending;
        probe
            .offer_draw(self.s.history.game(), &self.s.players, side)
            .ok()
            .map(|()| side)
    }

    /// The pending draw offer.
    pub fn draw_offer(&self) -> Option<DrawOffer> {
        self.s.terms.ending.offer()
    }

    /// The side that answers the pending offer here: the other side at
    /// one device; by link the person, when the friend offered.
    pub fn answering_side(&self) -> Option<Side> {
        let offer = self.draw_offer().filter(|_| !self.is_over())?;
        let answers = offer.by.opposite();
        match self.s.correspondence {
            Some(c) if c.watching || c.my_side != answers => None,
            _ => Some(answers),
        }
    }

    /// The rated state, when the game was started rated.
    pub fn rated(&self) -> Option<RatedState> {
        self.s.terms.rated
    }

    /// Whether the game still counts for the person's rating (started
    /// rated, not voided): the page shows "rated" and offers no takeback.
    pub fn is_rated(&self) -> bool {
        self.s.terms.rated.is_some_and(|r| r.is_rated())
    }

    /// What a rated game that just ended is owed, once: its terms and the
    /// person's score. `None` while it goes on, for a casual or voided
    /// game, and once counted. The caller records the score and then
    /// calls [`TermsMut::mark_counted`]; until it does (the ratings could
    /// not be read or stored) the game stays owed.
    pub fn rating_due(&self) -> Option<(RatedTerms, Score)> {
        let result = self.result()?;
        let mut state = self.s.terms.rated?;
        let score = state.finish(result)?;
        Some((state.terms(), score))
    }

    /// The game's clock (`None`: untimed).
    pub fn clock(&self) -> Option<&'a Clock> {
        self.s.terms.clock.as_ref()
    }

    /// Whether the game is over on time, or the running side's time is
    /// gone by the latest moment known.
    pub fn flag_fell(&self) -> bool {
        let now = self.s.terms.now_ms;
        self.clock()
            .is_some_and(|c| c.fallen().is_some() || c.flag_fall(now).is_some())
    }

    /// The latest moment known ([`TermsMut::tick`], or the source's at the
    /// last move), epoch ms.
    pub fn now_ms(&self) -> i64 {
        self.s.terms.now_ms
    }

    /// How long the computer to move may think at its `level_ms`: the
    /// level's time, cut to fit its clock.
    pub fn think_budget_ms(&self, level_ms: u64) -> u64 {
        match self.clock() {
            Some(clock) => {
                let side = self.s.history.game().side_to_move();
                clock.think_budget_ms(side, self.now_ms(), level_ms)
            }
            None => level_ms,
        }
    }
}

impl TermsMut<'_> {
    /// Times a new game with `control` (`None`: untimed), both sides at
    /// full time and no clock running until the first move.
    pub fn set_time_control(&mut self, control: Option<crate::clock::TimeControl>) {
        self.s.terms.clock = control.map(Clock::new);
    }

    /// Moves, takebacks and resignations are timed by `source` (the
    /// page's `Date.now()`) rather than by the latest [`TermsMut::tick`].
    pub fn set_time_source(&mut self, source: fn() -> i64) {
        self.s.terms.time_source = Some(source);
    }

    /// Starts the game rated on `terms` (checked by [`RatedTerms::new`]
    /// before the first move); `None` makes it casual.
    pub fn set_rated(&mut self, terms: Option<RatedTerms>) {
        self.s.terms.rated = terms.map(RatedState::start);
    }

    /// The time is now `now_ms`. When the running side's time is gone, its
    /// flag falls: the game ends on time (at the moment it fell) and that
    /// conclusion is returned, once.
    pub fn tick(&mut self, now_ms: i64) -> Option<Conclusion> {
        let s = &mut *self.s;
        s.terms.now_ms = now_ms;
        let fall = s.terms.clock.as_ref()?.flag_fall(now_ms)?;
        if let Some(clock) = &mut s.terms.clock {
            // The fall is known: pausing records it (the side at zero).
            let _ = clock.pause(now_ms);
        }
        let conclusion = s
            .terms
            .ending
            .conclude(s.history.game(), fall.conclusion())
            .ok()?;
        s.history.forget_redo();
        s.refresh();
        Some(conclusion)
    }

    /// After a reload on the computer's turn: its search was lost with the
    /// page, so its turn starts again now with the time it had.
    pub fn resume_computers_turn(&mut self, now_ms: i64) {
        self.s.terms.now_ms = now_ms;
        if self.s.seats().ai_to_move().is_some() {
            if let Some(clock) = &mut self.s.terms.clock {
                clock.restart_turn(now_ms);
            }
        }
    }

    /// The person resigns (after confirming): [`Terms::resigning_side`]
    /// loses, the board takes no more moves and the record keeps why.
    ///
    /// # Errors
    /// [`EndError::Over`] when the game is over or nobody here may resign.
    pub fn resign(&mut self) -> Result<Conclusion, EndError> {
        let side = self.s.terms().resigning_side().ok_or(EndError::Over)?;
        let s = &mut *self.s;
        s.terms.sync_now();
        let conclusion = s.terms.ending.resign(s.history.game(), side)?;
        s.terms.clock_after_change(s.history.game());
        s.history.forget_redo();
        s.refresh();
        Ok(conclusion)
    }

    /// "Take back and play on" after a resignation in a casual game at
    /// this device: the resignation is withdrawn and the game goes on from
    /// where it was. Returns whether there was one to withdraw. Never by
    /// link: the end is in the link to send (or came in one).
    pub fn play_on(&mut self) -> bool {
        let s = &mut *self.s;
        if s.terms().is_rated()
            || s.terms.ending.conclusion().is_none()
            || s.correspondence.is_some()
        {
            return false;
        }
        s.terms.ending = OffBoard::new();
        let game = s.history.game();
        if let Some(clock) = &mut s.terms.clock {
            if !game.moves().is_empty() && clock.fallen().is_none() {
                let _ = clock.start(game.side_to_move(), s.terms.now_ms);
            }
        }
        s.refresh();
        true
    }

    /// [`Terms::drawing_side`] offers a draw.
    ///
    /// # Errors
    /// [`EndError::Over`] when nobody here may offer now, else why the
    /// offer is refused.
    pub fn offer_draw(&mut self) -> Result<(), EndError> {
        let side = self.s.terms().drawing_side().ok_or(EndError::Over)?;
        let s = &mut *self.s;
        s.terms
            .ending
            .offer_draw(s.history.game(), &s.players, side)
    }

    /// [`Terms::answering_side`] accepts the offer: drawn by agreement.
    ///
    /// # Errors
    /// [`EndError::NoOffer`] when there is no offer to answer here.
    pub fn accept_draw(&mut self) -> Result<Conclusion, EndError> {
        let side = self.s.terms().answering_side().ok_or(EndError::NoOffer)?;
        let s = &mut *self.s;
        let drawn = s.terms.ending.accept_draw(s.history.game(), side)?;
        s.history.forget_redo();
        s.refresh();
        Ok(drawn)
    }

    /// [`Terms::answering_side`] declines the offer; the game goes on.
    ///
    /// # Errors
    /// [`EndError::NoOffer`] when there is no offer to answer here.
    pub fn decline_draw(&mut self) -> Result<(), EndError> {
        let side = self.s.terms().answering_side().ok_or(EndError::NoOffer)?;
        self.s.terms.ending.decline_draw(side)
    }

    /// The rating update of [`Terms::rating_due`] was stored: the game
    /// is counted and never counts again.
    pub fn mark_counted(&mut self) {
        let result = self.s.terms().result();
        if let (Some(result), Some(state)) = (result, &mut self.s.terms.rated) {
            state.finish(result);
        }
    }
}

#[cfg(test)]
mod tests;
