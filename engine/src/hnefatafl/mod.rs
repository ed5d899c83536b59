//! The tafl games: Copenhagen Hnefatafl on 11×11, Brandubh on 7×7 and
//! Tablut on 9×9 (docs/rules.md sections 6, 9 and 10).
//!
//! The board is data: [`TaflBoard`] (size, throne, corners, edge, which
//! squares are hostile to whom, neighbour and ray tables, and the
//! [`TaflRules`] that differ between the games), [`COPENHAGEN`] the 11×11
//! one, each game's reached from a position by [`Position::board`] (its
//! [`TaflVariant`]). Squares
//! are numbered `rank * files + file` (a1 = 0, k11 = 120 on 11×11), the
//! dense numbering of [`Topology::tafl`](crate::Topology::tafl); pieces
//! are [`Squares`] bit sets. [`Position::captures_of`] tells what a move would
//! capture without playing it. [`Position`] is the board alone (`Copy`, no allocation);
//! [`TaflGame`] adds the history that undo and the repetition rule need and
//! implements [`Rules`](crate::Rules).
//!
//! Modules: `board` (the geometry: masks, ray tables, fills), `zobrist` (hash keys),
//! `position` (pieces and making a move), `movegen` (moves and counting),
//! `capture` (custodial, shield wall, king), `outcome` (endings),
//! `notation` (`from-to`), `marks` (moves written with the squares they
//! capture), `game` (history, repetition, perft, playouts).
//!
//! Where docs/rules.md leaves room, this engine reads it so (for
//! Copenhagen; the smaller boards have no shield wall or enclosure):
//! - A captured king stays on the board; the game is over
//!   ([`EndReason::KingCaptured`](crate::EndReason::KingCaptured)) and the
//!   king is not among [`TaflGame::last_captures`].
//! - A shield-wall row counts the king among its "two or more pieces".
//!   (The length never changes a result: one piece closed along the edge by
//!   the moved piece and a bracket is taken by custodial capture anyway.)
//!   The king may be the moving bracket of a row of attackers.
//! - Captures are made even by a move that ends the game (the king reaching
//!   a corner can still take pieces on the way in).
//! - Enclosure is judged after attackers' moves only: a defenders' move can
//!   only widen the defenders' room, so it never encloses them.
//! - A position set up by hand ([`AnyGame::from_setup`](crate::AnyGame::from_setup),
//!   [`TaflGame::from_ascii`]) is judged as it stands: king on a corner,
//!   enclosure, no legal move. A king capture and a repetition need moves.
//!   That position is the first occurrence for the repetition rule, as the
//!   start position is.
//! - Repetition compares the whole position (pieces and side to move);
//!   the third occurrence loses for the defenders whoever moved into it.

mod board;
mod capture;
mod game;
mod marks;
mod movegen;
mod notation;
mod outcome;
mod position;
mod squares;
mod variant;
mod zobrist;

pub use board::{Escape, KingCapture, TaflBoard, TaflRules, COPENHAGEN, MAX_SQUARES};
pub use game::TaflGame;
pub use marks::{with_marks, CaptureMismatch, MarkedMove};
pub use movegen::{MoveList, MAX_MOVES};
pub use notation::Move;
pub(crate) use outcome::{judge as judge_move, judge_setup};
pub use position::{Captures, Position};
pub use squares::{SquareIter, Squares};
pub use variant::TaflVariant;
