//! Command code of the `tafl` binary that needs the AI: `match` (AI against
//! AI) and `engine` (a line protocol for other programs), per shared/CLI.md
//! and the AI issue. Native only: the clock here is `std::time::Instant`.

mod args;
mod engine_cmd;
mod match_cmd;
mod think_cmd;

pub use args::{CliError, GameArgs};
pub use engine_cmd::engine;
pub use match_cmd::{run_match, MATCH_USAGE, PLY_CAP};
pub use think_cmd::think;
