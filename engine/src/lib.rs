//! The rules of the four Nordic hunt games of Tafl: Fox and Geese (with its
//! table options), Two Foxes (Halatafl), the Great Cross (Gåsetavl) and
//! Copenhagen Hnefatafl, exactly as `docs/rules.md` fixes them.
//!
//! Pure Rust (std only): the browser app, the AI, the `tafl` CLI
//! and the tests all play through this one crate.

#![forbid(unsafe_code)]

pub mod ascii;
pub mod bitset;
mod coord;
mod describe;
pub mod formats;
pub mod fox;
mod game;
mod game_id;
pub mod hnefatafl;
mod piece;
mod record;
mod rng;
mod rules;
pub mod setup;
mod side;
pub mod solve;
pub mod topology;
mod typed;

pub use describe::MoveDescription;
pub use formats::{
    import_any, import_any_annotated, import_any_annotated_as, AnnotatedGame, ExportError, Format,
    ImportError, Line, Mark, MoveTree, Node,
};
pub use game::{AnyGame, MarkedMoveError};
pub use game_id::{GameId, OptionError, Options, SideName, UnknownGame};
pub use piece::Piece;
pub use record::{Conclusion, ConclusionReason, GameRecord, RecordError, RecordFacts};
pub use rng::Rng;
pub use rules::{perft, perft_divide, MoveError, Rules};
pub use setup::{PositionTextError, Setup, SetupError};
pub use side::{EndReason, GameResult, Outcome, Side};
pub use topology::{Coord, Direction, Topology, NO_POINT};
pub use typed::TypedMoveError;
