//! The `tafl` command-line tool (docs/cli.md): the rules commands
//! (`perft`, `moves`, `bench`), the AI commands (`match`, `engine`,
//! `think`), the record commands (`convert`, `replay`) and the solver
//! (`solve`). Native only: the clock here is `std::time::Instant`.

mod args;
mod calibrate_cmd;
mod convert_cmd;
mod engine_cmd;
mod match_cmd;
mod record_input;
mod replay_cmd;
mod rules_cmd;
mod solve_cmd;
mod solve_errors;
mod solve_files;
mod solve_table;
mod tafl_puzzles;
mod think_cmd;

pub use args::{CliError, GameArgs};
pub use calibrate_cmd::{calibrate, CALIBRATE_USAGE};
pub use convert_cmd::convert;
pub use engine_cmd::engine;
pub use match_cmd::{run_match, MATCH_USAGE, PLY_CAP};
pub use replay_cmd::replay;
pub use rules_cmd::{bench, moves, perft};
pub use solve_cmd::solve;
pub use think_cmd::think;

use std::io::{self, Write};
use std::process::ExitCode;

/// How to call the tool, printed with `--help` and after a usage error.
pub const USAGE: &str = "\
usage:
  tafl perft GAME DEPTH [--opt k=v]... [--divide]
  tafl moves GAME [--opt k=v]... < record
  tafl bench [GAME]... [--seconds S]
  tafl match GAME --a LEVEL --b LEVEL --games N [--opt k=v]... [--seed S] [--ms N]
  tafl calibrate GAME [--opt k=v]... [--games N] [--nodes N] [--seed S] [--threads T]
  tafl engine GAME [--opt k=v]... [--level LEVEL] [--ms N]
  tafl think GAME [--opt k=v]... [--level LEVEL] [--ms N] < record
  tafl solve GAME [--opt k=v]... [--position TEXT] [--values] [--table K] [--puzzles N]
             [--threads T] [--checkpoint DIR]
  tafl solve hnefatafl --puzzles N [--winner attackers|defenders] [--moves M] [--from FILE]
  tafl convert [FILE] --to FORMAT [--each-line | --each-record] [--game GAME]
  tafl replay [FILE] [--each-line | --each-record] [--game GAME]

GAME: fox-geese, two-foxes, great-cross, hnefatafl, brandubh, tablut, hnefatafl-13
fox-geese options: --opt geese=13|15|17, --opt sideways=on|off
FORMAT: tafl, otn, hnefatafl-org, dash";

/// Prints a help text; a closed stdout is an i/o error (status 1), not a
/// panic as with `println!`.
fn help(text: &str) -> Result<(), CliError> {
    writeln!(io::stdout().lock(), "{text}").map_err(|e| CliError::Other(format!("i/o error: {e}")))
}

/// Runs the command named by `args` (without the program name). Exit
/// status: 0 on success, 2 on bad input, 1 on anything else.
pub fn main(args: &[String]) -> ExitCode {
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft(rest, io::stdout().lock()),
        Some("moves") => moves(rest, io::stdin().lock(), io::stdout().lock()),
        Some("bench") => bench(rest, io::stdout().lock()),
        Some("match") if rest.iter().any(|a| a == "-h" || a == "--help") => help(MATCH_USAGE),
        Some("match") => run_match(rest, io::stdout().lock()),
        Some("calibrate") if rest.iter().any(|a| a == "-h" || a == "--help") => {
            help(CALIBRATE_USAGE)
        }
        Some("calibrate") => calibrate(rest, io::stdout().lock(), io::stderr()),
        Some("think") => think(rest, io::stdin().lock(), io::stdout().lock()),
        Some("engine") => engine(rest, io::stdin().lock(), io::stdout().lock()),
        Some("solve") => solve(rest, io::stdout().lock()),
        Some("convert") => convert(
            rest,
            io::stdin().lock(),
            io::BufWriter::new(io::stdout().lock()),
        ),
        Some("replay") => replay(
            rest,
            io::stdin().lock(),
            io::BufWriter::new(io::stdout().lock()),
        ),
        Some("-h" | "--help" | "help") => help(USAGE),
        Some(other) => Err(CliError::BadInput(format!(
            "unknown command '{}'\n{USAGE}",
            args::shown(other)
        ))),
        None => Err(CliError::BadInput(USAGE.to_string())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BadInput(message)) => {
            eprintln!("tafl: {}", one_line(&message));
            ExitCode::from(2)
        }
        Err(CliError::Other(message)) => {
            eprintln!("tafl: {}", one_line(&message));
            ExitCode::from(1)
        }
    }
}

/// The first line of a message: docs/cli.md asks for one-line errors, and the
/// usage text is for `--help`.
fn one_line(message: &str) -> &str {
    message.lines().next().unwrap_or("")
}
