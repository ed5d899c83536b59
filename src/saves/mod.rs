//! Saved games: one game's stored text and what is read from it.
//! (Transitional: the stored format is format.rs until it is split.)

mod format;
pub mod records;

pub use format::*;
