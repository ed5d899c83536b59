//! The computer's seat at the play page: when a computer is to move it asks
//! the AI worker ([`AiClient`]) after a short pause and plays the answer;
//! watching (computer against computer) can be paused, stepped and sped up;
//! a hint asks the same worker for a person's move. Undo, new game and
//! leaving the page stop the search at once.

use crate::ai::{Forced, Level, Score};
use crate::app::browser;
use crate::app::browser::lazy_ai::LazyAiClient;
use crate::play::{move_path, Session};
use crate::protocol::{ThinkError, ThinkRequest};
use leptos::prelude::*;
use std::time::Duration;

/// How fast a watched game goes: the pause before each computer move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// The name in the speed menu's values.
    pub fn as_str(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    pub fn parse(text: &str) -> Speed {
        Speed::ALL
            .into_iter()
            .find(|s| s.as_str() == text)
            .unwrap_or(Speed::Normal)
    }

    /// The pause before a watched move.
    fn delay_ms(self) -> u64 {
        match self {
            Speed::Slow => 2000,
            Speed::Normal => 700,
            Speed::Fast => 60,
        }
    }
}

/// The pause before the computer answers a person: the person's move has
/// finished sliding before the reply starts.
const REPLY_DELAY_MS: u64 = 350;

/// Thinking time of a hint.
const HINT_TIME_MS: u64 = 1500;

/// A suggested move for the position after `ply` plies.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub ply: usize,
    pub notation: String,
    pub path: Vec<u8>,
}

/// A result the computer has proven for the position after `ply` plies:
/// a side wins in so many of its own moves whatever the other side does,
/// or neither can force a win.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    pub ply: usize,
    pub result: Forced,
    /// Proved by the engine's exact search (the page says so), not only
    /// found by the AI's.
    pub proved: bool,
}

/// What is waiting for the worker.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Job {
    /// A computer's move for the position after this many plies.
    Move(usize),
    /// A hint for the position after this many plies.
    Hint(usize),
}

/// Whether `job` is a hint being searched.
fn is_hint(job: Option<Job>) -> bool {
    matches!(job, Some(Job::Hint(_)))
}

/// The computer players of one play page. Cheap to copy: every field is a
/// signal or a stored value.
#[derive(Clone, Copy)]
pub struct Computer {
    session: RwSignal<Session>,
    client: LazyAiClient,
    timer: StoredValue<Option<TimeoutHandle>>,
    job: RwSignal<Option<Job>>,
    /// The watched game (or the computer's turns) is paused.
    pub paused: RwSignal<bool>,
    /// One move is allowed while paused.
    step: RwSignal<bool>,
    pub speed: RwSignal<Speed>,
    pub hint: RwSignal<Option<Hint>>,
    pub verdict: RwSignal<Option<Verdict>>,
    /// The worker failed, and why: the computer waits until resumed.
    pub failed: RwSignal<Option<ThinkError>>,
    seed: StoredValue<u64>,
    /// Hears each move the computer played (to announce and save it).
    on_played: Callback<()>,
}

impl Computer {
    /// The computer players of `session`; starts watching for their turns.
    pub fn new(
        session: RwSignal<Session>,
        client: LazyAiClient,
        on_played: Callback<()>,
    ) -> Computer {
        let computer = Computer {
            session,
            client,
            timer: StoredValue::new(None),
            job: RwSignal::new(None),
            paused: RwSignal::new(false),
            step: RwSignal::new(false),
            speed: RwSignal::new(Speed::Normal),
            hint: RwSignal::new(None),
            verdict: RwSignal::new(None),
            failed: RwSignal::new(None),
            seed: StoredValue::new(browser::random()),
            on_played,
        };
        // Whenever the position, the seats or the pause change: a computer
        // to move gets its turn after a pause.
        Effect::new(move |_| {
            let turn = session.with(|s| {
                s.seats().ai_to_move().map(|level| {
                    (
                        level.to_string(),
                        s.history().game().moves().len(),
                        s.seats().is_watch(),
                    )
                })
            });
            let live_ply = session.with(|s| s.history().game().moves().len());
            if matches!(computer.job.get_untracked(), Some(Job::Hint(p)) if p != live_ply) {
                computer.stop();
            }
            let go = computer.failed.with(Option::is_none)
                && (!computer.paused.get() || computer.step.get());
            computer.clear_timer();
            let Some((_, ply, watch)) = turn.filter(|_| go) else {
                return;
            };
            if computer.job.get_untracked() == Some(Job::Move(ply)) {
                return;
            }
            let delay = if watch {
                computer.speed.get_untracked().delay_ms()
            } else {
                REPLY_DELAY_MS
            };
            let handle = set_timeout_with_handle(
                move || computer.take_turn(ply),
                Duration::from_millis(delay),
            )
            .ok();
            computer.timer.set_value(handle);
        });
        on_cleanup(move || computer.stop());
        computer
    }

    fn clear_timer(&self) {
        if let Some(handle) = self.timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    }

    /// Whether the computer is searching for its move.
    pub fn is_thinking(&self) -> bool {
        matches!(self.job.get(), Some(Job::Move(_)))
    }

    /// Whether a hint is being searched.
    pub fn is_hinting(&self) -> bool {
        is_hint(self.job.get())
    }

    /// The request for the live position at `level`.
    fn request(&self, level: &str, time_ms: Option<u64>) -> ThinkRequest {
        self.session.with_untracked(|s| {
            let game = s.history().game();
            let moves = game.moves().to_vec();
            ThinkRequest {
                game: game.id(),
                options: game.options(),
                seed: self.seed.get_value() ^ (moves.len() as u64).wrapping_mul(0x9e37_79b9),
                moves,
                level: level.to_string(),
                time_ms,
                setup: game.custom_start().map(|setup| setup.to_text()),
            }
        })
    }

    /// Asks for the computer's move at `ply`, if it is still its turn there.
    fn take_turn(&self, ply: usize) {
        let level = self.session.with_untracked(|s| {
            (s.history().game().moves().len() == ply)
                .then(|| s.seats().ai_to_move().map(str::to_string))
                .flatten()
        });
        let Some(level) = level else { return };
        // Without a worker the computer cannot move: say so (Resume retries).
        let Some(client) = self.client.get() else {
            self.failed.set(Some(ThinkError::NoWorker));
            return;
        };
        // A level this build does not know (a save from another version)
        // plays as medium rather than not at all.
        let level = level.parse::<Level>().unwrap_or(Level::Medium);
        if is_hint(self.job.get_untracked()) {
            client.cancel();
        }
        // On a clock the computer thinks no longer than its time allows.
        let budget = self.session.with_untracked(|s| {
            s.terms()
                .clock()
                .is_some()
                .then(|| s.terms().think_budget_ms(level.time_ms()))
        });
        let request = self.request(level.as_str(), budget);
        self.step.set(false);
        self.job.set(Some(Job::Move(ply)));
        let this = *self;
        client.think(request, move |result| {
            if this.job.get_untracked() != Some(Job::Move(ply)) {
                return;
            }
            this.job.set(None);
            match result {
                Ok(found) => this.play(ply, &found.mv, found.score, found.proved),
                Err(why) => this.failed.set(Some(why)),
            }
        });
    }

    /// Plays the computer's answer, unless the game moved on meanwhile.
    fn play(&self, ply: usize, mv: &str, score: Score, proved: bool) {
        let mover = self.session.with_untracked(|s| {
            (s.history().game().moves().len() == ply && s.seats().ai_to_move().is_some())
                .then(|| s.history().game().side_to_move())
        });
        let Some(mover) = mover else { return };
        let played = self
            .session
            .try_update(|s| s.play(mv).is_ok())
            .unwrap_or(false);
        if !played {
            // Its flag fell while it thought: the game is over, no error.
            if self.session.with_untracked(|s| s.terms().flag_fell()) {
                return;
            }
            self.failed.set(Some(ThinkError::BadMove {
                index: ply as u64 + 1,
                mv: mv.to_string(),
            }));
            return;
        }
        self.verdict.set(
            score
                .after_move()
                .forced(mover.opposite())
                .map(|result| Verdict {
                    ply: ply + 1,
                    result,
                    proved,
                }),
        );
        self.on_played.run(());
    }

    /// Asks the strongest level for a move for the person to move.
    pub fn ask_hint(&self) {
        let ply = self.session.with_untracked(|s| {
            (s.seats().is_human_turn() && s.history().is_live())
                .then(|| s.history().game().moves().len())
        });
        let Some(ply) = ply else { return };
        if self.job.get_untracked().is_some() {
            return;
        }
        let Some(client) = self.client.get() else {
            self.failed.set(Some(ThinkError::NoWorker));
            return;
        };
        let request = self.request(Level::Maximum.as_str(), Some(HINT_TIME_MS));
        self.job.set(Some(Job::Hint(ply)));
        let this = *self;
        client.hint(request, move |result| {
            if this.job.get_untracked() != Some(Job::Hint(ply)) {
                return;
            }
            this.job.set(None);
            let Ok(found) = result else { return };
            let (path, mover) = this.session.with_untracked(|s| {
                (
                    (s.history().game().moves().len() == ply)
                        .then(|| move_path(s.history().game(), &found.mv))
                        .flatten(),
                    s.history().game().side_to_move(),
                )
            });
            if let Some(path) = path {
                this.hint.set(Some(Hint {
                    ply,
                    notation: found.mv,
                    path,
                }));
                if let Some(result) = found.score.forced(mover) {
                    let proved = found.proved;
                    this.verdict.set(Some(Verdict {
                        ply,
                        result,
                        proved,
                    }));
                }
            }
        });
    }

    /// The hint for the live position, if there is one.
    pub fn live_hint(&self) -> Option<Hint> {
        let ply = self.session.with(|s| s.history().game().moves().len());
        self.hint.get().filter(|h| h.ply == ply)
    }

    /// The proven result for the live position, if there is one.
    pub fn live_verdict(&self) -> Option<Verdict> {
        let ply = self.session.with(|s| s.history().game().moves().len());
        self.verdict.get().filter(|v| v.ply == ply)
    }

    /// Stops any search (undo, new game, leaving the page); the computer
    /// takes its turn again when the position calls for it.
    pub fn stop(&self) {
        self.clear_timer();
        if self.job.get_untracked().is_some() {
            if let Some(client) = self.client.started() {
                client.cancel();
            }
            self.job.set(None);
        }
    }

    /// Pauses or resumes the computer's turns (a failure is retried on resume).
    pub fn toggle_pause(&self) {
        if self.paused.get_untracked() || self.failed.with_untracked(Option::is_some) {
            self.failed.set(None);
            self.paused.set(false);
        } else {
            self.stop();
            self.paused.set(true);
        }
    }

    /// Back to a fresh start (a new game): nothing waiting, not paused.
    pub fn reset(&self) {
        self.stop();
        self.failed.set(None);
        self.paused.set(false);
        self.hint.set(None);
        self.verdict.set(None);
    }

    /// While paused: one computer move.
    pub fn step_once(&self) {
        self.failed.set(None);
        self.step.set(true);
    }
}
