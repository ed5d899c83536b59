//! The play page's model, as pure Rust tested natively: entering moves
//! point by point ([`input`]), the pieces at every ply with stable
//! identities for animation ([`timeline`]), the keyboard cursor
//! ([`cursor`]), what presses, drags and releases of the pointer mean
//! ([`pointer`]) and the game with its takebacks, viewed ply and whose
//! turn it is, also in a game with a friend by link ([`session`]); its
//! clock ([`clock`]) and how it ends off the board: resigning and draws by
//! agreement ([`ending`]). The browser code only draws it and forwards
//! clicks.

pub mod announce;
pub mod cursor;
pub mod ending;
pub mod input;
pub mod players;
pub mod pointer;
pub mod session;
pub mod timeline;

pub use cursor::step_cursor;
pub use input::{move_path, Action, MoveInput};
pub use players::{Players, Seat};
pub use session::{History, Kept, PlayError, Seats, Session, Terms, TermsMut, Turn, TypedRefusal};
pub use timeline::{move_number, Ply, Timeline, TrackedPiece};
