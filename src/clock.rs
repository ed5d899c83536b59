//! Game clocks as data: a time control (Fischer increment, or days per
//! move for games by link) and a clock state the app saves with the game.
//!
//! No timer runs here. The state holds each side's time left when its
//! clock last started, whose clock runs and the moment it started (epoch
//! milliseconds); the time left at any `now` is computed from those. So a
//! clock survives a reload and a closed tab, and a game reopened days
//! later finds the flag fallen at the exact moment it fell
//! ([`FlagFall::at_ms`]), not at the moment the page noticed.
//!
//! Rules (the app applies them; each is a call here):
//! - Games are untimed unless a [`TimeControl`] is chosen (the app keeps
//!   no clock at all then).
//! - The side to move's clock runs from the moment the previous move was
//!   made ([`Clock::start`] for the first move, [`Clock::on_move`] after
//!   each move). A closed tab does not stop it: the person who walks away
//!   from their turn uses their time, at one device as by link.
//! - Fischer: after each move the mover gets the increment, unless their
//!   flag fell first: a move at or after the flag fall is refused and adds
//!   nothing ([`ClockError::Flagged`]); the game ends as
//!   [`FlagFall::conclusion`] says (the engine's `Conclusion` with reason
//!   `Timeout`).
//! - Days per move: each move must come within the days; time left does
//!   not carry over (the mover's clock is full again after their move).
//! - Pausing ([`Clock::pause`], [`Clock::start`] to resume) is for two
//!   players at one device who agree to it; games by link never pause.
//! - Against the computer its clock runs while it thinks: from the
//!   person's move until the computer's move is played. It cannot think
//!   while the page is closed, so a reload during its turn starts its turn
//!   again with the time it had ([`Clock::restart_turn`]). Its thinking
//!   time fits its clock: [`think_budget_ms`].
//! - Low time ([`TimeControl::low_time_ms`]): under a tenth of the
//!   starting time, and always under 20 seconds.
//!
//! Milliseconds are `i64` (the app converts `Date.now()`); a `now` before
//! the clock started (a device clock set back) counts as no time.

use crate::engine::{Conclusion, Side};
use std::fmt;

/// Milliseconds in a second.
pub const SECOND_MS: i64 = 1000;

/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// The shortest custom starting time, in seconds: a game at all.
pub const MIN_BASE_S: u32 = 15;

/// The longest custom starting time, in seconds (3 hours): longer games
/// are played by link with days per move.
pub const MAX_BASE_S: u32 = 3 * 3600;

/// The largest custom increment, in seconds (3 minutes a move).
pub const MAX_INCREMENT_S: u32 = 180;

/// The most days per move (two weeks).
pub const MAX_DAYS: u32 = 14;

/// The most time a saved clock may show for a side: beyond any starting
/// time plus increments a real game collects (30 days).
pub const MAX_REMAINING_MS: i64 = 30 * DAY_MS;

/// Time left under which a clock always shows low time (20 s).
pub const LOW_TIME_FLOOR_MS: i64 = 20 * SECOND_MS;

/// What the computer keeps back from its thinking for the rest of its
/// turn: the page's pause before it asks, the worker's round trip and the
/// move being drawn (its clock runs through all of them).
pub const THINK_RESERVE_MS: i64 = 500;

/// How a game is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// `base_s` seconds each, plus `increment_s` seconds after every move
    /// (Fischer).
    Fischer { base_s: u32, increment_s: u32 },
    /// At most `days` days for each move; unused time does not carry over.
    DaysPerMove { days: u32 },
}

impl TimeControl {
    /// The presets offered first: 3+2, 5+3, 10+5, 15+10 and 30+20
    /// (minutes + seconds a move).
    pub const PRESETS: [TimeControl; 5] = [
        TimeControl::Fischer {
            base_s: 180,
            increment_s: 2,
        },
        TimeControl::Fischer {
            base_s: 300,
            increment_s: 3,
        },
        TimeControl::Fischer {
            base_s: 600,
            increment_s: 5,
        },
        TimeControl::Fischer {
            base_s: 900,
            increment_s: 10,
        },
        TimeControl::Fischer {
            base_s: 1800,
            increment_s: 20,
        },
    ];

    /// What the play page offers at one device and against the computer:
    /// 1+0 (a minute each, no increment), then the [`TimeControl::PRESETS`].
    pub const OFFERED: [TimeControl; 6] = [
        TimeControl::Fischer {
            base_s: 60,
            increment_s: 0,
        },
        TimeControl::PRESETS[0],
        TimeControl::PRESETS[1],
        TimeControl::PRESETS[2],
        TimeControl::PRESETS[3],
        TimeControl::PRESETS[4],
    ];

    /// The days-per-move choices offered for games by link.
    pub const DAYS_PRESETS: [TimeControl; 4] = [
        TimeControl::DaysPerMove { days: 1 },
        TimeControl::DaysPerMove { days: 2 },
        TimeControl::DaysPerMove { days: 3 },
        TimeControl::DaysPerMove { days: 7 },
    ];

    /// A Fischer control, checked: `base_s` from [`MIN_BASE_S`] to
    /// [`MAX_BASE_S`], `increment_s` at most [`MAX_INCREMENT_S`].
    ///
    /// # Errors
    /// The value out of range.
    pub fn fischer(base_s: u32, increment_s: u32) -> Result<TimeControl, ClockError> {
        if !(MIN_BASE_S..=MAX_BASE_S).contains(&base_s) {
            return Err(ClockError::Base(base_s));
        }
        if increment_s > MAX_INCREMENT_S {
            return Err(ClockError::Increment(increment_s));
        }
        Ok(TimeControl::Fischer {
            base_s,
            increment_s,
        })
    }

    /// Days per move, checked: 1 to [`MAX_DAYS`].
    ///
    /// # Errors
    /// The days out of range.
    pub fn days_per_move(days: u32) -> Result<TimeControl, ClockError> {
        if (1..=MAX_DAYS).contains(&days) {
            Ok(TimeControl::DaysPerMove { days })
        } else {
            Err(ClockError::Days(days))
        }
    }

    /// The control as saved: `("fischer", base_s, increment_s)` or
    /// `("days", days, 0)`.
    pub fn parts(&self) -> (&'static str, u32, u32) {
        match *self {
            TimeControl::Fischer {
                base_s,
                increment_s,
            } => ("fischer", base_s, increment_s),
            TimeControl::DaysPerMove { days } => ("days", days, 0),
        }
    }

    /// The control of saved [`TimeControl::parts`], checked as the
    /// constructors check.
    ///
    /// # Errors
    /// An unknown kind, a value out of range, or days with a second number.
    pub fn from_parts(kind: &str, a: u32, b: u32) -> Result<TimeControl, ClockError> {
        match kind {
            "fischer" => TimeControl::fischer(a, b),
            "days" if b == 0 => TimeControl::days_per_move(a),
            "days" => Err(ClockError::Increment(b)),
            _ => Err(ClockError::Kind(kind.chars().take(20).collect())),
        }
    }

    /// The control as players write it, and as the play page's clock menu
    /// names it: `3+2` (minutes + seconds a move; `0:30+0` for a start
    /// that is no whole minute) or `d3` for three days a move.
    pub fn label(&self) -> String {
        match *self {
            TimeControl::Fischer {
                base_s,
                increment_s,
            } if base_s % 60 == 0 => format!("{}+{increment_s}", base_s / 60),
            TimeControl::Fischer {
                base_s,
                increment_s,
            } => format!("{}:{:02}+{increment_s}", base_s / 60, base_s % 60),
            TimeControl::DaysPerMove { days } => format!("d{days}"),
        }
    }

    /// The control a [`TimeControl::label`] names, checked as the
    /// constructors check (a custom choice of minutes and seconds comes
    /// here too).
    ///
    /// # Errors
    /// Text that is no label, or a value out of range.
    pub fn from_label(text: &str) -> Result<TimeControl, ClockError> {
        let not_a_label = || ClockError::Kind(text.chars().take(20).collect());
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| not_a_label());
        if let Some(days) = text.strip_prefix('d') {
            return TimeControl::days_per_move(number(days)?);
        }
        let (base, increment) = text.split_once('+').ok_or_else(not_a_label)?;
        let base_s = match base.split_once(':') {
            Some((m, s)) => number(m)?.saturating_mul(60).saturating_add(number(s)?),
            None => number(base)?.saturating_mul(60),
        };
        TimeControl::fischer(base_s, number(increment)?)
    }

    /// Each side's time at the start, in ms.
    pub fn base_ms(&self) -> i64 {
        match *self {
            TimeControl::Fischer { base_s, .. } => i64::from(base_s) * SECOND_MS,
            TimeControl::DaysPerMove { days } => i64::from(days) * DAY_MS,
        }
    }

    /// The Fischer increment in ms (0 for days per move).
    pub fn increment_ms(&self) -> i64 {
        match *self {
            TimeControl::Fischer { increment_s, .. } => i64::from(increment_s) * SECOND_MS,
            TimeControl::DaysPerMove { .. } => 0,
        }
    }

    /// Under this much time left a side's clock shows low time: a tenth of
    /// the starting time, and never less than 20 s ([`LOW_TIME_FLOOR_MS`]):
    /// 20 s in a 3+2 game, 3 minutes in 30+20, 2.4 hours with a day a move.
    pub fn low_time_ms(&self) -> i64 {
        (self.base_ms() / 10).max(LOW_TIME_FLOOR_MS)
    }
}

/// A flag that fell: whose, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagFall {
    /// The side whose time ran out (it loses).
    pub side: Side,
    /// The moment its time reached zero, epoch ms.
    pub at_ms: i64,
}

impl FlagFall {
    /// How the game ended: the other side won on time.
    pub fn conclusion(&self) -> Conclusion {
        Conclusion::lost_on_time(self.side)
    }
}

/// What a clock refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// A starting time out of range (seconds).
    Base(u32),
    /// An increment out of range (seconds), or one given with days.
    Increment(u32),
    /// Days per move out of range.
    Days(u32),
    /// A saved control of an unknown kind.
    Kind(String),
    /// A saved time left below zero or over [`MAX_REMAINING_MS`].
    Remaining(i64),
    /// A saved start moment below zero.
    Timestamp(i64),
    /// The clock of `side` is not the one running: a move out of turn, or
    /// on a stopped clock.
    NotRunning { side: Side, running: Option<Side> },
    /// [`Clock::start`] while a clock already runs.
    AlreadyRunning(Side),
    /// The flag fell before the move; the clock has stopped with that side
    /// at zero.
    Flagged(FlagFall),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Base(s) => write!(
                f,
                "a starting time of {s} s is not from {MIN_BASE_S} to {MAX_BASE_S} s"
            ),
            ClockError::Increment(s) => {
                write!(
                    f,
                    "an increment of {s} s is not from 0 to {MAX_INCREMENT_S} s"
                )
            }
            ClockError::Days(d) => write!(f, "{d} days a move is not from 1 to {MAX_DAYS}"),
            ClockError::Kind(k) => write!(f, "'{k}' is not a kind of time control"),
            ClockError::Remaining(ms) => write!(f, "{ms} ms is not a time a clock can show"),
            ClockError::Timestamp(ms) => write!(f, "{ms} is not a moment a clock can start"),
            ClockError::NotRunning { side, running } => match running {
                Some(r) => write!(f, "the clock of side {side:?} is not running ({r:?}'s is)"),
                None => write!(f, "the clock of side {side:?} is not running (none is)"),
            },
            ClockError::AlreadyRunning(side) => {
                write!(f, "side {side:?}'s clock is already running")
            }
            ClockError::Flagged(fall) => {
                write!(f, "side {:?}'s time ran out at {}", fall.side, fall.at_ms)
            }
        }
    }
}

impl std::error::Error for ClockError {}

/// A game's clock: a [`TimeControl`] and the state to save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Time left per side ([`Side::index`]), as of `since_ms` for the side
    /// whose clock runs.
    remaining_ms: [i64; 2],
    running: Option<Side>,
    /// When the running clock started, epoch ms (0 when none runs).
    since_ms: i64,
}

impl Clock {
    /// A clock at the start: each side its full time, none running.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            remaining_ms: [control.base_ms(); 2],
            running: None,
            since_ms: 0,
        }
    }

    /// A saved clock read back, checked: each time left from 0 to
    /// [`MAX_REMAINING_MS`], a start moment not below zero. (Whether it is
    /// in the past is for `now` to tell.)
    ///
    /// # Errors
    /// The first number out of range.
    pub fn from_parts(
        control: TimeControl,
        first_ms: i64,
        second_ms: i64,
        running: Option<Side>,
        since_ms: i64,
    ) -> Result<Clock, ClockError> {
        for ms in [first_ms, second_ms] {
            if !(0..=MAX_REMAINING_MS).contains(&ms) {
                return Err(ClockError::Remaining(ms));
            }
        }
        if since_ms < 0 {
            return Err(ClockError::Timestamp(since_ms));
        }
        Ok(Clock {
            control,
            remaining_ms: [first_ms, second_ms],
            running,
            since_ms: if running.is_some() { since_ms } else { 0 },
        })
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The saved time left of `side`: as of [`Clock::since_ms`] if its
    /// clock runs (what [`Clock::from_parts`] takes back).
    pub fn saved_ms(&self, side: Side) -> i64 {
        self.remaining_ms[side.index()]
    }

    /// Whose clock runs, if any.
    pub fn running(&self) -> Option<Side> {
        self.running
    }

    /// When the running clock started (epoch ms; 0 when none runs).
    pub fn since_ms(&self) -> i64 {
        self.since_ms
    }

    /// Time the running side has used since its clock started.
    fn elapsed(&self, now_ms: i64) -> i64 {
        now_ms.saturating_sub(self.since_ms).max(0)
    }

    /// The time `side` has left at `now_ms`: never below zero (a fallen
    /// flag shows 0).
    pub fn remaining_ms(&self, side: Side, now_ms: i64) -> i64 {
        let saved = self.remaining_ms[side.index()];
        if self.running == Some(side) {
            (saved - self.elapsed(now_ms)).max(0)
        } else {
            saved
        }
    }

    /// The flag that has fallen by `now_ms`, with the moment it fell: the
    /// running side's time is used up (exactly zero counts). A stopped
    /// clock shows a fall that stopped it ([`Clock::fallen`]).
    pub fn flag_fall(&self, now_ms: i64) -> Option<FlagFall> {
        match self.running {
            Some(side) => {
                let saved = self.remaining_ms[side.index()];
                (self.elapsed(now_ms) >= saved).then_some(FlagFall {
                    side,
                    at_ms: self.since_ms.saturating_add(saved),
                })
            }
            None => None,
        }
    }

    /// The side whose flag fell and stopped the clock: a stopped clock
    /// with a side at zero.
    pub fn fallen(&self) -> Option<Side> {
        if self.running.is_some() {
            return None;
        }
        [Side::First, Side::Second]
            .into_iter()
            .find(|s| self.remaining_ms[s.index()] == 0)
    }

    /// `side`'s clock shows low time at `now_ms`
    /// ([`TimeControl::low_time_ms`]).
    pub fn is_low(&self, side: Side, now_ms: i64) -> bool {
        self.remaining_ms(side, now_ms) < self.control.low_time_ms()
    }

    /// Starts `side`'s clock at `now_ms`: the first move's turn, or a
    /// resumed pause.
    ///
    /// # Errors
    /// A clock already runs.
    pub fn start(&mut self, side: Side, now_ms: i64) -> Result<(), ClockError> {
        if let Some(running) = self.running {
            return Err(ClockError::AlreadyRunning(running));
        }
        self.running = Some(side);
        self.since_ms = now_ms.max(0);
        Ok(())
    }

    /// Stops the running clock at `now_ms`, keeping the time left: a pause,
    /// or the end of the game. Nothing runs: nothing happens.
    ///
    /// # Errors
    /// [`ClockError::Flagged`] when the flag had fallen by then: the clock
    /// stops at that moment with the side at zero.
    pub fn pause(&mut self, now_ms: i64) -> Result<(), ClockError> {
        let Some(side) = self.running else {
            return Ok(());
        };
        let fall = self.flag_fall(now_ms);
        self.remaining_ms[side.index()] = self.remaining_ms(side, now_ms);
        self.running = None;
        self.since_ms = 0;
        match fall {
            Some(fall) => Err(ClockError::Flagged(fall)),
            None => Ok(()),
        }
    }

    /// `side` moved at `now_ms`: its time used is taken off, the increment
    /// added (days per move: its clock is full again), and the other side's
    /// clock starts.
    ///
    /// # Errors
    /// - [`ClockError::NotRunning`]: `side`'s clock does not run (nothing
    ///   changes).
    /// - [`ClockError::Flagged`]: its time had run out (at or before
    ///   `now_ms`): no increment, the clock stops with it at zero.
    pub fn on_move(&mut self, side: Side, now_ms: i64) -> Result<(), ClockError> {
        if self.running != Some(side) {
            return Err(ClockError::NotRunning {
                side,
                running: self.running,
            });
        }
        if let Some(fall) = self.flag_fall(now_ms) {
            self.remaining_ms[side.index()] = 0;
            self.running = None;
            self.since_ms = 0;
            return Err(ClockError::Flagged(fall));
        }
        let left = self.remaining_ms(side, now_ms);
        self.remaining_ms[side.index()] = match self.control {
            TimeControl::Fischer { .. } => {
                (left + self.control.increment_ms()).min(MAX_REMAINING_MS)
            }
            TimeControl::DaysPerMove { .. } => self.control.base_ms(),
        };
        self.running = Some(side.opposite());
        self.since_ms = now_ms.max(0);
        Ok(())
    }

    /// The running side's turn starts again at `now_ms` with the time it
    /// had when the turn began. For the computer after a reload: its
    /// search was lost with the page, and the time the page was closed is
    /// not time it could think in.
    pub fn restart_turn(&mut self, now_ms: i64) {
        if self.running.is_some() {
            self.since_ms = now_ms.max(0);
        }
    }

    /// How long the computer playing `side` may think at `now_ms` when its
    /// level would take `level_ms` ([`think_budget_ms`] with its time left
    /// and the increment).
    pub fn think_budget_ms(&self, side: Side, now_ms: i64, level_ms: u64) -> u64 {
        think_budget_ms(
            level_ms,
            self.remaining_ms(side, now_ms),
            self.control.increment_ms(),
        )
    }
}

/// A clock's face for `ms` left: `m:ss` (`h:mm:ss` from an hour, `Nd
/// h:mm` from a day), tenths under ten seconds (`0:07.3`), as players
/// read a clock. Whole seconds round up: a clock shows 0:00 only when the
/// time is gone.
pub fn clock_face(ms: i64) -> String {
    let ms = ms.max(0);
    if ms < 10 * SECOND_MS {
        let tenths = (ms + 99) / 100;
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let s = (ms + SECOND_MS - 1) / SECOND_MS;
    let (days, hours, minutes, seconds) = (s / 86_400, s / 3600 % 24, s / 60 % 60, s % 60);
    match (days, hours) {
        (0, 0) => format!("{minutes}:{seconds:02}"),
        (0, _) => format!("{hours}:{minutes:02}:{seconds:02}"),
        _ => format!("{days}d {hours}:{minutes:02}"),
    }
}

/// The computer's thinking time on a clock: its level's own time, but
/// never more than `remaining / 30 + 0.8 × increment` (a 30-move horizon
/// plus most of what each move gives back, so its time lasts the game and
/// an increment keeps it going), and never more than half of what is left
/// after [`THINK_RESERVE_MS`] (the search may run to its full budget, and
/// the rest of its turn costs time too). At least 1 ms (the search's
/// least): a computer out of time moves at once and may still lose on
/// time. Untimed games give the level's own time.
pub fn think_budget_ms(level_ms: u64, remaining_ms: i64, increment_ms: i64) -> u64 {
    let remaining = remaining_ms.max(0);
    let horizon = remaining / 30 + increment_ms.max(0) * 4 / 5;
    let safe = (remaining - THINK_RESERVE_MS).max(0) / 2;
    let cap = u64::try_from(horizon.min(safe)).unwrap_or(0);
    level_ms.min(cap).max(1)
}

#[cfg(test)]
mod tests;
