//! The puzzle page's state: the puzzles of its game, the one being tried
//! and the try itself (judged by the engine's `PuzzleTry`), the board's
//! session, what the panel says, and the progress kept in this browser.
//! Every decision is the engine's or `crate::puzzles`'; this only applies
//! them to the board and the panel.

use crate::app::browser;
use crate::app::browser::storage;
use crate::app::text::i18n::Locale;
use crate::engine::solve::{Judged, PuzzleTry};
use crate::engine::{GameId, Side};
use crate::play::{Action, Session};
use crate::puzzles::{Progress, ProgressError, Puzzle};
use crate::site::{self, href};
use leptos::prelude::*;
use std::time::Duration;

/// How a puzzle page opens: its puzzles, the progress as read from this
/// browser, and the puzzle a link asks for.
#[derive(Clone, Debug)]
pub struct PuzzleOpening {
    pub puzzles: Vec<Puzzle>,
    pub progress: Result<Progress, ProgressError>,
    /// The id of `?p=` (a shared puzzle).
    pub wanted: Option<String>,
}

/// What the panel says of the try.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The player's move.
    Ready,
    /// A move kept the win; the other side answered `answer`.
    Good { answer: String },
    /// `played` let the win go; `answer` is what holds after it.
    Wrong {
        played: String,
        answer: Option<String>,
    },
    /// The engine could not judge the move within its budget.
    TooCostly,
    /// Won. `change` is the rating's change when this try counted.
    Solved { clean: bool, change: Option<f64> },
    /// Every puzzle of the choice is solved.
    AllDone,
    /// The page has no puzzle to show.
    Empty,
}

/// A notice above the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The stored progress does not read: left as it is, not written.
    ProgressDamaged,
    /// Writing the progress failed.
    ProgressUnsaved,
    /// The link's puzzle is not in the list.
    UnknownLink,
}

/// The delay before the other side answers, so the player's move is seen.
const ANSWER_DELAY: Duration = Duration::from_millis(350);

/// The puzzle page's state. Cheap to copy: every field is a signal or a
/// stored value.
#[derive(Clone, Copy)]
pub struct PuzzleState {
    pub locale: Locale,
    pub game: GameId,
    puzzles: StoredValue<Vec<Puzzle>>,
    /// The choice of who plays (`None`: either side).
    pub side: RwSignal<Option<Side>>,
    /// The choice of length in the winner's moves (`None`: any).
    pub length: RwSignal<Option<u32>>,
    /// The index of the puzzle being tried.
    pub current: RwSignal<Option<usize>>,
    pub session: RwSignal<Session>,
    attempt: StoredValue<Option<PuzzleTry>>,
    /// The moves on the board when the try was last sound: a wrong move
    /// and its answer are taken back to here.
    sound_plies: StoredValue<usize>,
    /// No wrong move and no solution shown in this try.
    clean: StoredValue<bool>,
    /// The other side's answer is on its way.
    pub answering: RwSignal<bool>,
    pub status: RwSignal<Status>,
    pub progress: RwSignal<Progress>,
    /// False when the stored progress did not read: it is then never
    /// overwritten.
    writable: StoredValue<bool>,
    pub notice: RwSignal<Option<Notice>>,
    pub flipped: RwSignal<bool>,
    pub copied: RwSignal<Option<bool>>,
}

impl PuzzleState {
    /// The state of a page of `game` opened with `opening`, on the
    /// puzzle the link asks for, else the next one for the player.
    pub fn new(locale: Locale, game: GameId, opening: PuzzleOpening) -> PuzzleState {
        let (progress, writable, notice) = match opening.progress {
            Ok(progress) => (progress, true, None),
            Err(_) => (Progress::default(), false, Some(Notice::ProgressDamaged)),
        };
        let blank = Session::new(game, Default::default()).unwrap_or_else(|_| {
            Session::new(GameId::FoxGeese, Default::default()).expect("the usual table")
        });
        let state = PuzzleState {
            locale,
            game,
            puzzles: StoredValue::new(opening.puzzles),
            side: RwSignal::new(None),
            length: RwSignal::new(None),
            current: RwSignal::new(None),
            session: RwSignal::new(blank),
            attempt: StoredValue::new(None),
            sound_plies: StoredValue::new(0),
            clean: StoredValue::new(true),
            answering: RwSignal::new(false),
            status: RwSignal::new(Status::Empty),
            progress: RwSignal::new(progress),
            writable: StoredValue::new(writable),
            notice: RwSignal::new(notice),
            flipped: RwSignal::new(false),
            copied: RwSignal::new(None),
        };
        let wanted = opening.wanted.and_then(|id| {
            let found = state
                .puzzles
                .with_value(|p| p.iter().position(|p| p.id == id));
            // A damaged progress is the notice that matters more.
            if found.is_none() && state.notice.get_untracked().is_none() {
                state.notice.set(Some(Notice::UnknownLink));
            }
            found
        });
        match wanted {
            Some(index) => state.start(index),
            None => state.next(),
        }
        state
    }

    /// The puzzle being tried.
    pub fn puzzle(&self) -> Option<Puzzle> {
        let index = self.current.get()?;
        self.puzzles.with_value(|p| p.get(index).cloned())
    }

    /// How many puzzles the page has, and how many of them are solved.
    pub fn counts(&self) -> (usize, usize) {
        let progress = self.progress.get();
        self.puzzles
            .with_value(|p| (p.len(), p.iter().filter(|p| progress.is_solved(p)).count()))
    }

    /// The lengths the page's puzzles come in, shortest first.
    pub fn lengths(&self) -> Vec<u32> {
        let mut lengths: Vec<u32> = self
            .puzzles
            .with_value(|p| p.iter().map(|p| p.moves).collect());
        lengths.sort_unstable();
        lengths.dedup();
        lengths
    }

    /// The sides that have puzzles on this page.
    pub fn sides(&self) -> Vec<Side> {
        [Side::First, Side::Second]
            .into_iter()
            .filter(|&side| {
                self.puzzles
                    .with_value(|p| p.iter().any(|p| p.winner() == side))
            })
            .collect()
    }

    /// Starts the puzzle at `index` afresh.
    pub fn start(&self, index: usize) {
        let Some(puzzle) = self.puzzles.with_value(|p| p.get(index).cloned()) else {
            return;
        };
        let (Ok(game), Ok(attempt)) = (puzzle.start(), PuzzleTry::new(&puzzle.setup, puzzle.moves))
        else {
            // A puzzle this engine does not confirm is passed over.
            self.puzzles.update_value(|p| {
                p.remove(index);
            });
            self.next();
            return;
        };
        let Ok(session) = Session::from_game(game) else {
            return;
        };
        self.session.set(session);
        self.attempt.set_value(Some(attempt));
        self.sound_plies.set_value(0);
        self.clean.set_value(true);
        self.answering.set(false);
        self.current.set(Some(index));
        self.status.set(Status::Ready);
        self.copied.set(None);
        self.follow_address(&puzzle);
    }

    /// Moves on to the puzzle the progress offers next within the
    /// choice of side and length.
    pub fn next(&self) {
        let (side, length) = (self.side.get_untracked(), self.length.get_untracked());
        let current = self.current.get_untracked();
        let progress = self.progress.get_untracked();
        let chosen = self.puzzles.with_value(|puzzles| {
            let fits = |(i, p): &(usize, &Puzzle)| {
                Some(*i) != current
                    && side.is_none_or(|s| p.winner() == s)
                    && length.is_none_or(|m| p.moves == m)
            };
            let candidates: Vec<(usize, &Puzzle)> =
                puzzles.iter().enumerate().filter(fits).collect();
            let next = progress.next(candidates.iter().map(|(_, p)| *p))?;
            candidates
                .iter()
                .find(|(_, p)| std::ptr::eq(*p, next))
                .map(|(i, _)| *i)
        });
        match chosen {
            Some(index) => self.start(index),
            None if self.puzzles.with_value(|p| p.is_empty()) => self.status.set(Status::Empty),
            None => self.status.set(Status::AllDone),
        }
    }

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

    fn puzzle_untracked(&self) -> Option<Puzzle> {
        let index = self.current.get_untracked()?;
        self.puzzles.with_value(|p| p.get(index).cloned())
    }

    /// Writes the progress, unless the stored one did not read.
    fn keep_progress(&self) {
        if !self.writable.get_value() {
            return;
        }
        let text = self.progress.with_untracked(Progress::to_text);
        if storage::store_puzzle_progress(&text).is_err() {
            self.notice.set(Some(Notice::ProgressUnsaved));
        }
    }

    /// The page's address names the puzzle, so it can be copied.
    fn follow_address(&self, puzzle: &Puzzle) {
        let path = self.link_path(puzzle);
        #[cfg(target_arch = "wasm32")]
        browser::replace_address(&href(&path));
        #[cfg(not(target_arch = "wasm32"))]
        let _ = path;
    }

    /// The site path of a puzzle's link.
    fn link_path(&self, puzzle: &Puzzle) -> String {
        let lang = crate::app::text::i18n::lang_of(self.locale);
        format!("{}?p={}", site::puzzles_path(lang, self.game), puzzle.id)
    }

    /// Copies the puzzle's link.
    pub fn copy_link(&self) {
        let Some(puzzle) = self.puzzle_untracked() else {
            return;
        };
        let url = format!("{}{}", browser::origin(), href(&self.link_path(&puzzle)));
        let copied = self.copied;
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    }

    /// The analysis board at the position on the board now.
    pub fn analysis_href(&self) -> Option<String> {
        let lang = crate::app::text::i18n::lang_of(self.locale);
        let game = self.session.with(|s| s.history().game().setup());
        let root = crate::engine::AnyGame::from_setup(&game).ok()?;
        let tree = crate::analysis::AnalysisTree::new(root);
        crate::analysis::code::analysis_path(lang, &tree, crate::analysis::NodeId::ROOT)
            .ok()
            .map(|path| href(&path))
    }
}
