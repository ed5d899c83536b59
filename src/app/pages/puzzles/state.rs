//! The puzzle page's state: the puzzles of its game, the one being tried
//! and the try itself (judged by the engine's `PuzzleTry`), the board's
//! session, what the panel says, and the progress kept in this browser.
//! Every decision is the engine's or `crate::puzzles`'; this only applies
//! them to the board and the panel.

use crate::app::text::i18n::Locale;
use crate::engine::solve::PuzzleTry;
use crate::engine::{GameId, Options, Side};
use crate::play::Session;
use crate::puzzles::{Progress, ProgressError, Puzzle};
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
pub(super) const ANSWER_DELAY: Duration = Duration::from_millis(350);

/// The puzzle page's state. Cheap to copy: every field is a signal or a
/// stored value.
#[derive(Clone, Copy)]
pub struct PuzzleState {
    pub locale: Locale,
    pub game: GameId,
    /// The table the page's puzzles are played on.
    pub options: Options,
    pub(super) puzzles: StoredValue<Vec<Puzzle>>,
    /// The choice of who plays (`None`: either side).
    pub side: RwSignal<Option<Side>>,
    /// The choice of length in the winner's moves (`None`: any).
    pub length: RwSignal<Option<u32>>,
    /// The index of the puzzle being tried.
    pub current: RwSignal<Option<usize>>,
    pub session: RwSignal<Session>,
    pub(super) attempt: StoredValue<Option<PuzzleTry>>,
    /// The moves on the board when the try was last sound: a wrong move
    /// and its answer are taken back to here.
    pub(super) sound_plies: StoredValue<usize>,
    /// No wrong move and no solution shown in this try.
    pub(super) clean: StoredValue<bool>,
    /// The other side's answer is on its way.
    pub answering: RwSignal<bool>,
    pub status: RwSignal<Status>,
    pub progress: RwSignal<Progress>,
    /// False when the stored progress did not read: it is then never
    /// overwritten.
    pub(super) writable: StoredValue<bool>,
    /// What the panel must tell, oldest first (each at most once).
    pub notices: RwSignal<Vec<Notice>>,
    pub flipped: RwSignal<bool>,
    pub copied: RwSignal<Option<bool>>,
}

impl PuzzleState {
    /// The state of a page of `game` on the table `options` opened with
    /// `opening`, on the puzzle the link asks for, else the next one for
    /// the player.
    pub fn new(
        locale: Locale,
        game: GameId,
        options: Options,
        opening: PuzzleOpening,
    ) -> PuzzleState {
        let (progress, writable, notices) = match opening.progress {
            Ok(progress) => (progress, true, Vec::new()),
            Err(_) => (Progress::default(), false, vec![Notice::ProgressDamaged]),
        };
        let blank = Session::new(game, options).unwrap_or_else(|_| {
            Session::new(GameId::FoxGeese, Default::default()).expect("the usual table")
        });
        let state = PuzzleState {
            locale,
            game,
            options,
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
            notices: RwSignal::new(notices),
            flipped: RwSignal::new(false),
            copied: RwSignal::new(None),
        };
        let wanted = opening.wanted.and_then(|id| {
            let found = state
                .puzzles
                .with_value(|p| p.iter().position(|p| p.id == id));
            if found.is_none() {
                state.tell(Notice::UnknownLink);
            }
            found
        });
        match wanted {
            Some(index) => state.start(index),
            None => state.next(),
        }
        state
    }

    /// Adds `notice` to the panel's, unless it is there already.
    pub(super) fn tell(&self, notice: Notice) {
        self.notices.update(|all| {
            if !all.contains(&notice) {
                all.push(notice);
            }
        });
    }

    /// Takes `notice` off the panel.
    pub fn dismiss(&self, notice: Notice) {
        self.notices.update(|all| all.retain(|n| *n != notice));
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
            candidates.get(next).map(|(i, _)| *i)
        });
        match chosen {
            Some(index) => self.start(index),
            None if self.puzzles.with_value(|p| p.is_empty()) => self.status.set(Status::Empty),
            None => self.status.set(Status::AllDone),
        }
    }

    pub(super) fn puzzle_untracked(&self) -> Option<Puzzle> {
        let index = self.current.get_untracked()?;
        self.puzzles.with_value(|p| p.get(index).cloned())
    }
}
