//! A session's clock: the time control chosen for a new game, each move
//! handed to the clock, and the flag fall that ends the game
//! (`crate::clock` has the rules; docs/ratings.md "Clocks").
//!
//! The session keeps no timer. The page tells it the time (`tick`) on its
//! own timer and before every move it passes on; the session keeps that
//! moment and uses it for the move. The clocks start with the first move:
//! the side that moves first is not timed for it (a person reading the
//! page, or the computer's first answer, costs nobody time), and the other
//! side's clock runs from then on.

use super::Session;
use crate::clock::{Clock, ClockError};
use crate::engine::Conclusion;

impl Session {
    /// The game's clock (`None`: untimed).
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Times a new game with `control` (`None`: untimed), both sides at
    /// full time and no clock running until the first move.
    pub fn set_time_control(&mut self, control: Option<crate::clock::TimeControl>) {
        self.clock = control.map(Clock::new);
    }

    /// A saved clock, read back with its game.
    pub(super) fn restore_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
    }

    /// Moves, takebacks and resignations are timed by `source` (the
    /// page's `Date.now()`) rather than by the latest [`Session::tick`].
    pub fn set_time_source(&mut self, source: fn() -> i64) {
        self.time_source = Some(source);
    }

    /// The time from the source, when the game is timed and has one.
    pub(super) fn sync_now(&mut self) {
        if let (Some(source), Some(_)) = (self.time_source, &self.clock) {
            self.now_ms = source();
        }
    }

    /// Whether the running side's time is gone by now: its move is refused
    /// (the game is ended on time by the next [`Session::tick`]).
    pub(super) fn flag_has_fallen(&mut self) -> bool {
        self.sync_now();
        let now = self.now_ms;
        self.clock
            .as_ref()
            .is_some_and(|c| c.flag_fall(now).is_some())
    }

    /// Whether the game is over on time, or the running side's time is
    /// gone by the latest moment known.
    pub fn flag_fell(&self) -> bool {
        self.clock
            .as_ref()
            .is_some_and(|c| c.fallen().is_some() || c.flag_fall(self.now_ms).is_some())
    }

    /// The latest moment known ([`Session::tick`], or the source's at the
    /// last move), epoch ms.
    pub fn now_ms(&self) -> i64 {
        self.now_ms
    }

    /// The time is now `now_ms`. When the running side's time is gone, its
    /// flag falls: the game ends on time (at the moment it fell) and that
    /// conclusion is returned, once.
    pub fn tick(&mut self, now_ms: i64) -> Option<Conclusion> {
        self.now_ms = now_ms;
        let fall = self.clock.as_ref()?.flag_fall(now_ms)?;
        if let Some(clock) = &mut self.clock {
            // The fall is known: pausing records it (the side at zero).
            let _ = clock.pause(now_ms);
        }
        let conclusion = self.ending.conclude(&self.game, fall.conclusion()).ok()?;
        self.redo.clear();
        self.refresh();
        Some(conclusion)
    }

    /// After a reload on the computer's turn: its search was lost with the
    /// page, so its turn starts again now with the time it had.
    pub fn resume_computers_turn(&mut self, now_ms: i64) {
        self.now_ms = now_ms;
        if self.ai_to_move().is_some() {
            if let Some(clock) = &mut self.clock {
                clock.restart_turn(now_ms);
            }
        }
    }

    /// How long the computer to move may think at its `level_ms`: the
    /// level's time, cut to fit its clock.
    pub fn think_budget_ms(&self, level_ms: u64) -> u64 {
        match &self.clock {
            Some(clock) => clock.think_budget_ms(self.game.side_to_move(), self.now_ms, level_ms),
            None => level_ms,
        }
    }

    /// A move was played by the side that moved before the live position:
    /// its time is taken and the other side's clock starts (the first
    /// move starts the clocks). A finished game stops them.
    pub(super) fn clock_after_move(&mut self) {
        let now = self.now_ms;
        let over = self.is_over();
        let side_to_move = self.game.side_to_move();
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
    pub(super) fn clock_after_change(&mut self) {
        let now = self.now_ms;
        let over = self.is_over();
        let side_to_move = self.game.side_to_move();
        let Some(clock) = &mut self.clock else { return };
        let was_running = clock.running().is_some();
        // A flag that fell before the change is settled by `tick` first.
        let _ = clock.pause(now);
        if !over && was_running {
            let _ = clock.start(side_to_move, now);
        }
    }
}

#[cfg(test)]
mod tests;
