//! What this browser remembers of puzzles (versioned JSON under
//! [`PROGRESS_KEY`]): the puzzles solved and failed, the streak of
//! puzzles solved without a wrong move, and a puzzle rating, Glicko-2
//! against each puzzle's rating, as lichess rates puzzles. Format 1:
//!
//! ```json
//! {"v":1,"rating":150000,"deviation":35000,"volatility":60000000,
//!  "streak":3,"best_streak":7,"solved":["fox-geese/fox3-1"],"failed":[]}
//! ```
//!
//! Ratings and deviations in hundredths of a point, the volatility in
//! billionths, as the game ratings are kept (`rating::store`). A damaged
//! or newer text is refused with a typed error, never taken for a fresh
//! start: the page then says so and leaves the text as it is.

use crate::json::macros::json_struct;
use crate::json::{self};
use crate::puzzles::Puzzle;
use crate::rating::glicko::{self, Game, Opponent, Rating};
use crate::rating::ratings::{kept, POINT_STEPS, VOLATILITY_STEPS};
use crate::rating::store::{from_steps, steps};
use std::fmt;

/// Where the progress is kept in localStorage.
pub const PROGRESS_KEY: &str = "tafl.puzzles";

/// The format [`Progress::to_text`] writes and the newest read.
pub const PROGRESS_VERSION: u64 = 1;

/// How sure a puzzle's own rating is (its deviation): puzzles are not
/// rated by players here, so each keeps the rating its length gives.
const PUZZLE_DEVIATION: f64 = 100.0;

/// Longest text read (1 MiB: tens of thousands of puzzle names).
const MAX_LEN: usize = 1 << 20;

/// The puzzles remembered: solved, failed, the streak and the rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub rating: Rating,
    /// Puzzles solved in a row without a wrong move.
    pub streak: u64,
    pub best_streak: u64,
    /// `game/id` of every puzzle solved without a wrong move.
    pub solved: Vec<String>,
    /// `game/id` of every puzzle with a wrong move on its first try.
    pub failed: Vec<String>,
}

/// Why a stored text is not the puzzle progress.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgressError {
    TooLarge(usize),
    Unreadable(String),
    NewerVersion(u64),
    /// A number out of its range.
    Invalid,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::TooLarge(n) => write!(f, "{n} bytes, more than a progress holds"),
            ProgressError::Unreadable(why) => write!(f, "not the puzzle progress: {why}"),
            ProgressError::NewerVersion(v) => write!(f, "written by a newer Tafl (format {v})"),
            ProgressError::Invalid => f.write_str("a number out of range"),
        }
    }
}

impl std::error::Error for ProgressError {}

/// The stored text, field for field.
struct Stored {
    v: u64,
    rating: i64,
    deviation: i64,
    volatility: i64,
    streak: u64,
    best_streak: u64,
    solved: Vec<String>,
    failed: Vec<String>,
}

json_struct!(Stored {
    v: "v",
    rating: "rating",
    deviation: "deviation",
    volatility: "volatility",
    streak: "streak",
    best_streak: "best_streak",
    solved: "solved",
    failed: "failed",
});

/// The format version alone.
struct Version {
    v: u64,
}

json_struct!(Version { v: "v" });

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            rating: Rating::NEW,
            streak: 0,
            best_streak: 0,
            solved: Vec::new(),
            failed: Vec::new(),
        }
    }
}

/// The name a puzzle is remembered by: its game, its table when not the
/// usual one (`fox-geese/15-geese-sideways/fox3-1`: each table's puzzles
/// are numbered on their own), and its id.
pub fn key_of(puzzle: &Puzzle) -> String {
    let game = puzzle.game().as_str();
    match crate::site::table_word(puzzle.setup.options) {
        Some(table) => format!("{game}/{table}/{}", puzzle.id),
        None => format!("{game}/{}", puzzle.id),
    }
}

impl Progress {
    /// Reads a stored text.
    ///
    /// # Errors
    /// [`ProgressError`] for a text too long, not JSON of this shape, of
    /// a newer format, or with a number out of range.
    pub fn read(text: &str) -> Result<Progress, ProgressError> {
        if text.len() > MAX_LEN {
            return Err(ProgressError::TooLarge(text.len()));
        }
        let version: Version =
            json::from_text(text).map_err(|e| ProgressError::Unreadable(e.to_string()))?;
        if version.v > PROGRESS_VERSION {
            return Err(ProgressError::NewerVersion(version.v));
        }
        let stored: Stored =
            json::from_text(text).map_err(|e| ProgressError::Unreadable(e.to_string()))?;
        let rating = Rating::from_parts(
            from_steps(stored.rating, POINT_STEPS),
            from_steps(stored.deviation, POINT_STEPS),
            from_steps(stored.volatility, VOLATILITY_STEPS),
        )
        .map_err(|_| ProgressError::Invalid)?;
        if stored.best_streak < stored.streak {
            return Err(ProgressError::Invalid);
        }
        Ok(Progress {
            rating,
            streak: stored.streak,
            best_streak: stored.best_streak,
            solved: stored.solved,
            failed: stored.failed,
        })
    }

    /// The text to store.
    pub fn to_text(&self) -> String {
        json::to_text(&Stored {
            v: PROGRESS_VERSION,
            rating: steps(self.rating.rating(), POINT_STEPS),
            deviation: steps(self.rating.deviation(), POINT_STEPS),
            volatility: steps(self.rating.volatility(), VOLATILITY_STEPS),
            streak: self.streak,
            best_streak: self.best_streak,
            solved: self.solved.clone(),
            failed: self.failed.clone(),
        })
    }

    /// True when `puzzle` was solved here without a wrong move.
    pub fn is_solved(&self, puzzle: &Puzzle) -> bool {
        self.solved.contains(&key_of(puzzle))
    }

    /// True when `puzzle` has been tried here, solved or not.
    pub fn is_tried(&self, puzzle: &Puzzle) -> bool {
        let key = key_of(puzzle);
        self.solved.contains(&key) || self.failed.contains(&key)
    }

    /// Counts the first finished try at `puzzle`: solved without a wrong
    /// move (`clean`) or not. The rating and the streak move once a
    /// puzzle; a puzzle tried again moves nothing (a failed one solved
    /// later is still remembered as failed). Returns the change of rating.
    pub fn count(&mut self, puzzle: &Puzzle, clean: bool) -> f64 {
        if self.is_tried(puzzle) {
            return 0.0;
        }
        let key = key_of(puzzle);
        if clean {
            self.solved.push(key);
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.failed.push(key);
            self.streak = 0;
        }
        let before = self.rating.rating();
        let score = if clean { 1.0 } else { 0.0 };
        let Ok(opponent) = Opponent::new(puzzle.rating(), PUZZLE_DEVIATION) else {
            return 0.0;
        };
        let Ok(game) = Game::new(opponent, score) else {
            return 0.0;
        };
        let after = glicko::update(self.rating, &[game]);
        // Kept to the stored steps, so that what is shown is what reads back.
        self.rating = kept(after);
        self.rating.rating() - before
    }

    /// How many puzzles were tried here, solved or not.
    pub fn tried(&self) -> usize {
        self.solved.len() + self.failed.len()
    }

    /// Takes in `other`, a backup's progress: the puzzles tried there and
    /// not here are added as they went there (a puzzle tried in both
    /// keeps its result here). The rating and the streak are those of the
    /// progress that tried more puzzles, as a rating is a running state:
    /// two are not added up. Returns how many puzzles were added.
    pub fn merge(&mut self, other: &Progress) -> usize {
        let tried_here = self.tried();
        for key in &other.solved {
            if !self.solved.contains(key) && !self.failed.contains(key) {
                self.solved.push(key.clone());
            }
        }
        for key in &other.failed {
            if !self.solved.contains(key) && !self.failed.contains(key) {
                self.failed.push(key.clone());
            }
        }
        if other.tried() > tried_here {
            self.rating = other.rating;
            self.streak = other.streak;
        }
        self.best_streak = self.best_streak.max(other.best_streak).max(self.streak);
        self.tried() - tried_here
    }

    /// The puzzle to offer next among `puzzles` (those the page's choice
    /// of side and length lets through), as its place among them: the
    /// untried one whose rating is nearest the player's, the first on a
    /// tie; when all are tried, the first not solved; `None` when every
    /// one is solved.
    pub fn next<'a>(&self, puzzles: impl IntoIterator<Item = &'a Puzzle>) -> Option<usize> {
        let puzzles: Vec<&Puzzle> = puzzles.into_iter().collect();
        let rating = self.rating.rating();
        let distance = |p: &Puzzle| (p.rating() - rating).abs().round() as i64;
        let nearest_untried = puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| !self.is_tried(p))
            .min_by_key(|(i, p)| (distance(p), *i))
            .map(|(i, _)| i);
        nearest_untried.or_else(|| puzzles.iter().position(|p| !self.is_solved(p)))
    }
}

#[cfg(test)]
mod tests;
