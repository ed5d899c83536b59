//! The course of a try: a move on the board judged by the engine, the
//! other side's answer, a wrong move taken back, the solution shown, and
//! what each does to the progress kept in this browser.

use super::state::{Notice, PuzzleState, Status, ANSWER_DELAY};
use crate::app::browser::storage;
use crate::engine::solve::Judged;
use crate::play::Action;
use crate::puzzles::Progress;
use leptos::prelude::*;

impl PuzzleState {
    /// What a click on the board did: a move of the player's is judged;
    /// any other move (the board lets either side move) is taken back.
    pub fn act(&self, action: Action) {
        let Action::Play(notation) = action else {
            return;
        };
        let open = matches!(
            self.status.get_untracked(),
            Status::Ready | Status::Good { .. } | Status::TooCostly
        );
        if !open || self.answering.get_untracked() {
            self.session.update(|s| {
                s.undo();
            });
            return;
        }
        let judged = self
            .attempt
            .try_update_value(|a| a.as_mut().map(|a| a.judge(&notation)))
            .flatten();
        match judged {
            Some(Judged::Kept {
                reply: Some(answer),
            }) => {
                self.status.set(Status::Good {
                    answer: answer.clone(),
                });
                self.answer_with(answer, true);
            }
            Some(Judged::Kept { reply: None }) => self.solved(),
            Some(Judged::Wrong { refutation }) => {
                self.miss();
                self.status.set(Status::Wrong {
                    played: notation,
                    answer: refutation.clone(),
                });
                if let Some(answer) = refutation {
                    self.answer_with(answer, false);
                }
            }
            Some(Judged::TooCostly) => {
                self.session.update(|s| {
                    s.undo();
                });
                self.status.set(Status::TooCostly);
            }
            Some(Judged::Illegal) | None => {
                self.session.update(|s| {
                    s.undo();
                });
            }
        }
    }

    /// Plays the other side's `answer` on the board after a short delay;
    /// `sound` when the try is still on course after it.
    fn answer_with(&self, answer: String, sound: bool) {
        self.answering.set(true);
        let state = *self;
        let play = move || {
            state.session.update(|s| {
                let _ = s.play(&answer);
            });
            if sound {
                state.sound_plies.set_value(
                    state
                        .session
                        .with_untracked(|s| s.history().game().moves().len()),
                );
            }
            state.answering.set(false);
        };
        #[cfg(target_arch = "wasm32")]
        set_timeout(play, ANSWER_DELAY);
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = ANSWER_DELAY;
            play();
        }
    }

    /// Takes a wrong move (and its answer) back, for another go.
    pub fn try_again(&self) {
        if self.answering.get_untracked() {
            return;
        }
        let sound = self.sound_plies.get_value();
        self.session.update(|s| {
            while s.history().game().moves().len() > sound {
                if s.undo().is_none() {
                    break;
                }
            }
        });
        self.status.set(Status::Ready);
    }

    /// Plays the winning move for the player: the puzzle then counts as
    /// missed.
    pub fn show_solution(&self) {
        if self.answering.get_untracked() {
            return;
        }
        if matches!(self.status.get_untracked(), Status::Wrong { .. }) {
            self.try_again();
        }
        let best = self.attempt.with_value(|a| {
            a.as_ref()
                .and_then(|a| a.winning_moves().into_iter().next())
        });
        let Some(best) = best else {
            return;
        };
        self.miss();
        let played = self
            .session
            .try_update(|s| s.play(&best).is_ok())
            .unwrap_or(false);
        if played {
            self.act(Action::Play(best));
        }
    }

    /// The try had a wrong move or a shown solution: the first time, the
    /// puzzle counts as missed.
    fn miss(&self) {
        if !self.clean.get_value() {
            return;
        }
        self.clean.set_value(false);
        if let Some(puzzle) = self.puzzle_untracked() {
            self.progress.update(|p| {
                p.count(&puzzle, false);
            });
            self.keep_progress();
        }
    }

    fn solved(&self) {
        let clean = self.clean.get_value();
        let mut change = None;
        if clean {
            if let Some(puzzle) = self.puzzle_untracked() {
                let counted = !self.progress.with_untracked(|p| p.is_tried(&puzzle));
                let delta = self
                    .progress
                    .try_update(|p| p.count(&puzzle, true))
                    .unwrap_or(0.0);
                change = counted.then_some(delta);
                self.keep_progress();
            }
        }
        self.status.set(Status::Solved { clean, change });
    }

    /// Writes the progress, unless the stored one did not read.
    fn keep_progress(&self) {
        if !self.writable.get_value() {
            return;
        }
        let text = self.progress.with_untracked(Progress::to_text);
        if storage::store_puzzle_progress(&text).is_err() {
            self.tell(Notice::ProgressUnsaved);
        }
    }
}
