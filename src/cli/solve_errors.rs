//! How `tafl solve` reports what went wrong: bad input (status 2), a
//! limit too small or a file that failed (status 1).

use super::args::CliError;
use crate::engine::solve::SolveError;

pub(super) fn bad(message: String) -> CliError {
    CliError::BadInput(message)
}

pub(super) fn io_error(e: std::io::Error) -> CliError {
    CliError::Other(format!("i/o error: {e}"))
}

/// A solver refusal: an over position is bad input, a limit is not.
pub(super) fn solve_error(error: SolveError, max_bytes: u64) -> CliError {
    let limit = max_bytes >> 20;
    match error {
        SolveError::Decided(_) | SolveError::NotHandled => bad(error.to_string()),
        SolveError::Files(..) => CliError::Other(error.to_string()),
        SolveError::TooLarge { .. } => {
            CliError::Other(format!("solving needs more than --max-mb {limit} allows"))
        }
    }
}
