//! Copenhagen Hnefatafl on the 11×11 board (RULES.md section 6).
//!
//! Squares are numbered `rank * 11 + file` (a1 = 0, k11 = 120), the dense
//! numbering of [`Topology::tafl`](crate::Topology::tafl); pieces are `u128`
//! bit masks. [`Position`] is the board alone (`Copy`, no allocation);
//! [`TaflGame`] adds the history that undo and the repetition rule need and
//! implements [`Rules`](crate::Rules).

mod board;
mod capture;
mod game;
mod movegen;
mod notation;
mod outcome;
mod position;
mod rng;
mod zobrist;

pub use game::TaflGame;
pub use movegen::{MoveList, MAX_MOVES};
pub use notation::Move;
pub use position::Position;
