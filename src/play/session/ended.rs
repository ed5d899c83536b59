//! How a session ends off the board and what its end is worth: resigning
//! (any mode but the computer against itself), a draw by agreement
//! between two people (at one device: the side to move offers and the
//! other answers there; by link: the person offers with their move and
//! the offer travels in the link), playing on after a resignation in a
//! casual game at this device, and the one rating update a finished
//! rated game makes (docs/ratings.md, "Rated and casual").

use super::Session;
use crate::engine::{Conclusion, GameResult, Side};
use crate::play::ending::{DrawOffer, EndError, OffBoard};
use crate::play::Turn;
use crate::rating::rated::{RatedState, RatedTerms};
use crate::rating::ratings::Score;

impl Session {
    /// How the game ended off the board (a resignation), if it did and
    /// the board did not decide it first.
    pub fn conclusion(&self) -> Option<Conclusion> {
        self.ending.conclusion()
    }

    /// Whether the game is over, on the board or off it.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some() || self.ending.conclusion().is_some()
    }

    /// The result of a finished game, however it ended.
    pub fn result(&self) -> Option<GameResult> {
        self.game
            .outcome()
            .map(|o| o.result)
            .or(self.ending.conclusion().map(|c| c.result))
    }

    /// The side a "Resign" here gives up: the person's (against the
    /// computer, by link), or the side to move for two people at one
    /// device; `None` when the computer plays both sides or the game is
    /// over.
    pub fn resigning_side(&self) -> Option<Side> {
        if self.is_over() || self.is_watch() || self.is_spectator() {
            return None;
        }
        Some(
            self.persons_side()
                .unwrap_or_else(|| self.game.side_to_move()),
        )
    }

    /// The person resigns (after confirming): [`Session::resigning_side`]
    /// loses, the board takes no more moves and the record keeps why.
    ///
    /// # Errors
    /// [`EndError::Over`] when the game is over or nobody here may resign.
    pub fn resign(&mut self) -> Result<Conclusion, EndError> {
        let side = self.resigning_side().ok_or(EndError::Over)?;
        self.sync_now();
        let conclusion = self.ending.resign(&self.game, side)?;
        self.clock_after_change();
        self.redo.clear();
        self.refresh();
        Ok(conclusion)
    }

    /// "Take back and play on" after a resignation in a casual game at
    /// this device: the resignation is withdrawn and the game goes on from
    /// where it was. Returns whether there was one to withdraw. Never by
    /// link: the end is in the link to send (or came in one).
    pub fn play_on(&mut self) -> bool {
        if self.is_rated() || self.ending.conclusion().is_none() || self.correspondence.is_some() {
            return false;
        }
        self.ending = OffBoard::new();
        if let Some(clock) = &mut self.clock {
            if !self.game.moves().is_empty() && clock.fallen().is_none() {
                let _ = clock.start(self.game.side_to_move(), self.now_ms);
            }
        }
        self.refresh();
        true
    }

    /// The side that may offer a draw now: two people at one device, the
    /// side to move; by link, the person once they have moved (the offer
    /// goes with their move in the link). `None` when the game is over,
    /// against the computer, while watching, while an offer is pending or
    /// before the other side has moved since this side's last offer was
    /// declined.
    pub fn drawing_side(&self) -> Option<Side> {
        let side = match (self.correspondence, self.turn()) {
            (Some(c), Turn::FriendsMove(_)) => c.my_side,
            (Some(_), _) => return None,
            (None, Turn::YourMove(side)) => side,
            (None, _) => return None,
        };
        let mut probe = self.ending;
        probe
            .offer_draw(&self.game, &self.players, side)
            .ok()
            .map(|()| side)
    }

    /// The pending draw offer.
    pub fn draw_offer(&self) -> Option<DrawOffer> {
        self.ending.offer()
    }

    /// The side that answers the pending offer here: the other side at
    /// one device; by link the person, when the friend offered.
    pub fn answering_side(&self) -> Option<Side> {
        let offer = self.ending.offer().filter(|_| !self.is_over())?;
        let answers = offer.by.opposite();
        match self.correspondence {
            Some(c) if c.watching || c.my_side != answers => None,
            _ => Some(answers),
        }
    }

    /// [`Session::drawing_side`] offers a draw.
    ///
    /// # Errors
    /// [`EndError::Over`] when nobody here may offer now, else why the
    /// offer is refused.
    pub fn offer_draw(&mut self) -> Result<(), EndError> {
        let side = self.drawing_side().ok_or(EndError::Over)?;
        self.ending.offer_draw(&self.game, &self.players, side)
    }

    /// [`Session::answering_side`] accepts the offer: drawn by agreement.
    ///
    /// # Errors
    /// [`EndError::NoOffer`] when there is no offer to answer here.
    pub fn accept_draw(&mut self) -> Result<Conclusion, EndError> {
        let side = self.answering_side().ok_or(EndError::NoOffer)?;
        let drawn = self.ending.accept_draw(&self.game, side)?;
        self.redo.clear();
        self.refresh();
        Ok(drawn)
    }

    /// [`Session::answering_side`] declines the offer; the game goes on.
    ///
    /// # Errors
    /// [`EndError::NoOffer`] when there is no offer to answer here.
    pub fn decline_draw(&mut self) -> Result<(), EndError> {
        let side = self.answering_side().ok_or(EndError::NoOffer)?;
        self.ending.decline_draw(side)
    }

    /// The rated state, when the game was started rated.
    pub fn rated(&self) -> Option<RatedState> {
        self.rated
    }

    /// Whether the game still counts for the person's rating (started
    /// rated, not voided): the page shows "rated" and offers no takeback.
    pub fn is_rated(&self) -> bool {
        self.rated.is_some_and(|r| r.is_rated())
    }

    /// Starts the game rated on `terms` (checked by [`RatedTerms::new`]
    /// before the first move); `None` makes it casual.
    pub fn set_rated(&mut self, terms: Option<RatedTerms>) {
        self.rated = terms.map(RatedState::start);
    }

    /// What a rated game that just ended is owed, once: its terms and the
    /// person's score. `None` while it goes on, for a casual or voided
    /// game, and once counted. The caller records the score and then
    /// calls [`Session::mark_counted`]; until it does (the ratings could
    /// not be read or stored) the game stays owed.
    pub fn rating_due(&self) -> Option<(RatedTerms, Score)> {
        let result = self.result()?;
        let mut state = self.rated?;
        let score = state.finish(result)?;
        Some((state.terms(), score))
    }

    /// The rating update of [`Session::rating_due`] was stored: the game
    /// is counted and never counts again.
    pub fn mark_counted(&mut self) {
        if let (Some(result), Some(state)) = (self.result(), &mut self.rated) {
            state.finish(result);
        }
    }
}

#[cfg(test)]
mod tests;
