//! What the terms of a session hold ([`TermsState`]): how it ended off the
//! board, its rated state, its clock and the latest moment known, with the
//! clock's bookkeeping around each move (`crate::clock` has the rules;
//! docs/ratings.md "Clocks"). [`super::Terms`] and [`super::TermsMut`] are
//! what the page sees of it.
//!
//! The session keeps no timer. The page tells it the time (`tick`) on its
//! own timer and before every move it passes on; the session keeps that
//! moment and uses it for the move. The clocks start with the first move:
//! the side that moves first is not timed for it (a person reading the
//! page, or the computer's first answer, costs nobody time), and the other
//! side's clock runs from then on.

use crate::clock::{Clock, ClockError};
use crate::engine::{AnyGame, Conclusion, Side};
use crate::play::ending::{DrawOffer, OffBoard};
use crate::rating::rated::RatedState;

/// The clock, rated state and end off the board of a session.
#[derive(Clone, Debug)]
pub(super) struct TermsState {
    /// A resignation or a draw agreed (the game ended off the board), and
    /// the pending draw offer.
    pub(super) ending: OffBoard,
    /// A rated game against the computer (`None`: casual).
    pub(super) rated: Option<RatedState>,
    /// The game's clock (`None`: untimed).
    pub(super) clock: Option<Clock>,
    /// The latest moment known (epoch ms), when moves are timed.
    pub(super) now_ms: i64,
    /// Where the time comes from when a move is played (the page's
    /// `Date.now()`); `None`: the latest tick (tests).
    pub(super) time_source: Option<fn() -> i64>,
}

impl TermsState {
    /// A casual, untimed game not ended.
    pub(super) fn new() -> TermsState {
        TermsState {
            ending: OffBoard::new(),
            rated: None,
            clock: None,
            now_ms: 0,
            time_source: None,
        }
    }

    /// The terms of a game kept between visits at `plies` moves: its end
    /// off the board, the draw offer `offer_by` made at its last move, its
    /// rated state and its clock as saved.
    pub(super) fn resumed(
        conclusion: Option<Conclusion>,
        offer_by: Option<Side>,
        plies: usize,
        rated: Option<RatedState>,
        clock: Option<Clock>,
    ) -> TermsState {
        let offer = offer_by.map(|by| DrawOffer { by, at_ply: plies });
        TermsState {
            ending: OffBoard::from_parts(conclusion, offer),
            rated,
            clock,
            ..TermsState::new()
        }
    }

    /// Whether `game` is over, on the board or off it.
    pub(super) fn is_over(&self, game: &AnyGame) -> bool {
        game.outcome().is_some() || self.ending.conclusion().is_some()
    }

    /// A takeback or other seats: a rated game is casual from now on.
    pub(super) fn void_rating(&mut self) {
        if let Some(rated) = &mut self.rated {
            rated.void();
        }
    }

    /// Moves were taken back: the game is casual, an offer withdrawn.
    pub(super) fn on_takeback(&mut self) {
        self.void_rating();
        self.ending.on_takeback();
    }

    /// The time from the source, when the game is timed and has one.
    pub(super) fn sync_now(&mut self) {
        if let (Some(source), Some(_)) = (self.time_source, &self.clock) {
            self.now_ms = source();
        }
    }

    /// Whether the running side's time is gone by now: its move is refused
    /// (the game is ended on time by the next tick).
    pub(super) fn flag_has_fallen(&mut self) -> bool {
        self.sync_now();
        let now = self.now_ms;
        self.clock
            .as_ref()
            .is_some_and(|c| c.flag_fall(now).is_some())
    }

    /// A move was played by the side that moved before `game`'s live
    /// position: its time is taken and the other side's clock starts (the
    /// first move starts the clocks). A finished game stops them.
    pub(super) fn clock_after_move(&mut self, game: &AnyGame) {
        let now = self.now_ms;
        let over = self.is_over(game);
        let side_to_move = game.side_to_move();
        let Some(clock) = &mut self.clock else { return };
        let mover = side_to_move.opposite();
        let timed = match clock.running() {
            None if clock.fallen().is_none() => clock.start(side_to_move, now),
            None => Ok(()),
            Some(_) => clock.on_move(mover, now),
        };
        if over || matches!(timed, Err(ClockError::Flagged(_))) {
            let _ = clock.pause(now);
        }
    }

    /// A takeback or a game ended off the board: the clock of the side to
    /// move now runs (no time is given back), or every clock stops when
    /// the game is over.
    pub(super) fn clock_after_change(&mut self, game: &AnyGame) {
        let now = self.now_ms;
        let over = self.is_over(game);
        let Some(clock) = &mut self.clock else { return };
        let was_running = clock.running().is_some();
        // A flag that fell before the change is settled by `tick` first.
        let _ = clock.pause(now);
        if !over && was_running {
            let _ = clock.start(game.side_to_move(), now);
        }
    }
}
