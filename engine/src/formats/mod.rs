//! Game records in and out, in the formats players paste and download:
//!
//! - [`otn`]: OpenTafl notation game records (Copenhagen 11×11);
//! - [`hnefatafl_org`]: the PGN-like records of hnefatafl.org;
//! - [`dash`]: move lists like the real-games data (`g3-e3xe2 …`);
//! - [`tafl`]: our own PGN-like format, for all four games.
//!
//! Each module has `export(&AnyGame)`, `export_record(&GameRecord)` and
//! `import(&str) -> Result<GameRecord, ImportError>`. [`Format`] names
//! them (`format`, which any reader may use); `dispatch`, the one file
//! that uses every reader, sends each format's work to its module, and
//! [`import_any`] finds the format by itself. Files import downwards only:
//! the readers never import `dispatch` or this file's re-exports of it.
//!
//! Every import replays the moves through checked
//! play, so a record read is a game that can be played, and the first
//! move that cannot is reported by its 1-based index. A record is read
//! with every move it holds or refused naming the first word not read:
//! the readers share one movetext lexer (`lexer`: separators, comments),
//! one loop over its words (`replay::read_moves_at`: move numbers, end
//! words), the reading of how a game ended (`ending`), of the facts
//! (`facts`) and of records of other boards (`board`). No input makes an
//! importer panic, and every reader is linear in its text.
//! `docs/records.md` describes every format, with what was assumed about
//! the outside ones and why.

mod board;
mod dispatch;
mod ending;
mod error;
mod facts;
mod format;
mod lexer;
mod movetext;
mod otn_tree;
mod pgn;
mod replay;
mod tafl_tree;

pub mod annotated;
pub mod dash;
pub mod hnefatafl_org;
pub mod otn;
pub mod tafl;

pub use annotated::{AnnotatedGame, Line, Mark, MoveTree, Node, TreeError, MAX_NESTING};
pub use dispatch::{detect, import_any, import_any_annotated, import_any_annotated_as};
pub use error::{ExportError, ImportError};
pub use format::{Format, UnknownFormat};
