//! `tafl`: the rules engine on the command line (shared/CLI.md).
//!
//! Exit status: 0 on success, 2 on bad input (bad usage, unknown game, bad
//! option, illegal or malformed move), 1 on anything else.

use std::io::{self, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use tafl::cli;
use tafl::engine::{AnyGame, GameId, Options};

const USAGE: &str = "\
usage:
  tafl perft GAME DEPTH [--opt k=v]... [--divide]
  tafl moves GAME [--opt k=v]... < record
  tafl bench [GAME]... [--seconds S]
  tafl match GAME --a LEVEL --b LEVEL --games N [--opt k=v]... [--seed S] [--ms N]
  tafl engine GAME [--opt k=v]... [--level LEVEL] [--ms N]
  tafl think GAME [--opt k=v]... [--level LEVEL] [--ms N] < record

GAME: fox-geese, two-foxes, great-cross, hnefatafl
fox-geese options: --opt geese=13|15|17, --opt sideways=on|off";

/// A failure and the exit status it maps to.
enum Failure {
    BadInput(String),
    Other(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result =
        match args.first().map(String::as_str) {
            Some("perft") => perft(&args[1..]),
            Some("moves") => moves(&args[1..]),
            Some("bench") => bench(&args[1..]),
            Some("match") if args[1..].iter().any(|a| a == "-h" || a == "--help") => {
                println!("{}", cli::MATCH_USAGE);
                Ok(())
            }
            Some("match") => cli::run_match(&args[1..], io::stdout().lock()).map_err(Failure::from),
            Some("think") => cli::think(&args[1..], io::stdin().lock(), io::stdout().lock())
                .map_err(Failure::from),
            Some("engine") => cli::engine(&args[1..], io::stdin().lock(), io::stdout().lock())
                .map_err(Failure::from),
            Some("-h" | "--help" | "help") => {
                println!("{USAGE}");
                Ok(())
            }
            Some(other) => Err(Failure::BadInput(format!(
                "unknown command '{other}'\n{USAGE}"
            ))),
            None => Err(Failure::BadInput(USAGE.to_string())),
        };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BadInput(message)) => {
            eprintln!("tafl: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Other(message)) => {
            eprintln!("tafl: {message}");
            ExitCode::from(1)
        }
    }
}

impl From<cli::CliError> for Failure {
    fn from(error: cli::CliError) -> Failure {
        match error {
            cli::CliError::BadInput(message) => Failure::BadInput(message),
            cli::CliError::Other(message) => Failure::Other(message),
        }
    }
}

/// The game, its options and the remaining words of a command line.
struct GameArgs {
    game: GameId,
    options: Options,
    rest: Vec<String>,
}

/// Reads `GAME [--opt k=v]...`, leaving the other words in `rest`.
fn game_args(args: &[String]) -> Result<GameArgs, Failure> {
    let (first, tail) = args
        .split_first()
        .ok_or_else(|| Failure::BadInput(format!("missing GAME\n{USAGE}")))?;
    let game: GameId = first
        .parse()
        .map_err(|e| Failure::BadInput(format!("{e}")))?;
    let mut options = Options::default();
    let mut rest = Vec::new();
    let mut words = tail.iter();
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--opt") {
            Some("") => words
                .next()
                .ok_or_else(|| Failure::BadInput("--opt needs a value k=v".to_string()))?
                .as_str(),
            Some(inline) if inline.starts_with('=') => &inline[1..],
            _ => {
                rest.push(word.clone());
                continue;
            }
        };
        options
            .set(game, value)
            .map_err(|e| Failure::BadInput(e.to_string()))?;
    }
    Ok(GameArgs {
        game,
        options,
        rest,
    })
}

fn new_game(args: &GameArgs) -> Result<AnyGame, Failure> {
    AnyGame::new(args.game, args.options).map_err(|e| Failure::BadInput(e.to_string()))
}

fn perft(args: &[String]) -> Result<(), Failure> {
    let parsed = game_args(args)?;
    let mut divide = false;
    let mut depth = None;
    for word in &parsed.rest {
        match word.as_str() {
            "--divide" => divide = true,
            _ if depth.is_none() => {
                depth = Some(word.parse::<u32>().map_err(|_| {
                    Failure::BadInput(format!("DEPTH must be a whole number, not '{word}'"))
                })?)
            }
            _ => {
                return Err(Failure::BadInput(format!(
                    "unexpected argument '{word}'\n{USAGE}"
                )))
            }
        }
    }
    let depth = depth.ok_or_else(|| Failure::BadInput(format!("missing DEPTH\n{USAGE}")))?;
    let mut game = new_game(&parsed)?;
    let mut out = io::stdout().lock();
    let total = if divide && depth > 0 {
        let split = game.perft_divide(depth);
        for (mv, count) in &split {
            writeln!(out, "{mv}: {count}").map_err(io_failure)?;
        }
        split.iter().map(|(_, count)| count).sum()
    } else {
        game.perft(depth)
    };
    writeln!(out, "{total}").map_err(io_failure)
}

fn moves(args: &[String]) -> Result<(), Failure> {
    let parsed = game_args(args)?;
    if let Some(extra) = parsed.rest.first() {
        return Err(Failure::BadInput(format!(
            "unexpected argument '{extra}'\n{USAGE}"
        )));
    }
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).map_err(io_failure)?;
    let input = String::from_utf8(input)
        .map_err(|_| Failure::BadInput("the record is not valid UTF-8 text".to_string()))?;
    let mut game = new_game(&parsed)?;
    for (i, text) in input.split_whitespace().enumerate() {
        game.play(text)
            .map_err(|e| Failure::BadInput(format!("move {} ({}): {e}", i + 1, printable(text))))?;
    }
    let legal = game.legal_moves();
    let mut out = io::stdout().lock();
    writeln!(out, "status: {}", game.status_word()).map_err(io_failure)?;
    if legal.is_empty() {
        writeln!(out, "moves:").map_err(io_failure)
    } else {
        writeln!(out, "moves: {}", legal.join(" ")).map_err(io_failure)
    }
}

/// A move as typed, shortened and stripped of control characters so an
/// error message stays one line.
fn printable(text: &str) -> String {
    let mut shown: String = text.chars().filter(|c| !c.is_control()).take(40).collect();
    if text.chars().count() > 40 {
        shown.push('…');
    }
    shown
}

fn bench(args: &[String]) -> Result<(), Failure> {
    let mut games = Vec::new();
    let mut seconds = 1.0f64;
    let mut words = args.iter();
    while let Some(word) = words.next() {
        if word == "--seconds" {
            let value = words
                .next()
                .ok_or_else(|| Failure::BadInput("--seconds needs a value".into()))?;
            seconds = value
                .parse()
                .ok()
                .filter(|s: &f64| *s > 0.0 && s.is_finite())
                .ok_or_else(|| Failure::BadInput(format!("bad --seconds '{value}'")))?;
        } else {
            games.push(
                word.parse::<GameId>()
                    .map_err(|e| Failure::BadInput(e.to_string()))?,
            );
        }
    }
    if games.is_empty() {
        games = GameId::ALL.to_vec();
    }
    let budget = Duration::from_secs_f64(seconds);
    println!(
        "{:<12} {:>5} {:>14} {:>16} {:>18} {:>8}",
        "game", "depth", "perft leaves", "leaves/s", "playout plies/s", "games"
    );
    for game in games {
        let mut fresh =
            AnyGame::new(game, Options::default()).map_err(|e| Failure::Other(e.to_string()))?;
        let (depth, leaves, rate) = perft_rate(&mut fresh, budget);
        let (plies_per_second, finished) = playout_rate(&fresh, budget);
        println!(
            "{:<12} {:>5} {:>14} {:>16.0} {:>18.0} {:>8}",
            game.as_str(),
            depth,
            leaves,
            rate,
            plies_per_second,
            finished
        );
    }
    Ok(())
}

/// Perft at increasing depths until one takes at least half the budget;
/// returns that depth, its leaf count and leaves per second.
fn perft_rate(game: &mut AnyGame, budget: Duration) -> (u32, u64, f64) {
    let mut depth = 1;
    loop {
        let start = Instant::now();
        let leaves = game.perft(depth);
        let elapsed = start.elapsed();
        if elapsed * 2 >= budget || depth >= 12 {
            return (
                depth,
                leaves,
                leaves as f64 / elapsed.as_secs_f64().max(1e-9),
            );
        }
        depth += 1;
    }
}

/// Random playouts for about the budget; returns plies per second and the
/// number of games finished.
fn playout_rate(game: &AnyGame, budget: Duration) -> (f64, u64) {
    let mut plies = 10_000u64;
    loop {
        let start = Instant::now();
        let finished = game.random_playout_plies(plies, 0x5eed);
        let elapsed = start.elapsed();
        if elapsed >= budget || plies >= 1 << 36 {
            return (plies as f64 / elapsed.as_secs_f64().max(1e-9), finished);
        }
        plies *= 4;
    }
}

fn io_failure(error: io::Error) -> Failure {
    Failure::Other(format!("i/o error: {error}"))
}
