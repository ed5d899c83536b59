//! Puzzles of the fox games, as pure Rust tested natively: the list a
//! puzzle page carries ([`list`]: the lines `tafl solve --puzzles` writes
//! at build time) and what this browser remembers of them: solved
//! puzzles, the streak and a puzzle rating ([`progress`]). A try at a
//! puzzle is judged move by move by the engine
//! (`tafl_engine::solve::PuzzleTry`); the page only draws and forwards.

pub mod list;
pub mod progress;

pub use list::{read_lines, Puzzle, PuzzleLineError};
pub use progress::{Progress, ProgressError, PROGRESS_KEY};
