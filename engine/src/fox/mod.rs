//! The three fox games: Fox and Geese (with its table options), Two Foxes
//! (Halatafl) and the Great Cross (Gåsetavl), docs/rules.md sections 2–5, 7, 8.
//!
//! [`Variant`] holds what differs between them as data; [`Position`] is the
//! `Copy` board state; [`FoxGame`] adds history, repetitions and the end of
//! the game, and implements [`crate::Rules`].

mod ending;
mod game;
mod movegen;
mod moves;
mod position;
mod tables;
mod variant;
mod zobrist;

pub(crate) use ending::ending;
pub use game::FoxGame;
pub(crate) use game::NO_PROGRESS_PLIES;
pub(crate) use movegen::{generate, has_any, jumpers};
pub use moves::{Move, MAX_JUMPS};
pub use position::Position;
pub use variant::{Variant, VariantError};
