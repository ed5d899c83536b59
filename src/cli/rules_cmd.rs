//! The rules commands of docs/cli.md: `perft`, `moves`, and `bench`
//! (perft and random-playout throughput).

use super::args::{shown, CliError, GameArgs};
use crate::engine::{AnyGame, GameId, Options};
use std::io::{Read, Write};
use std::time::{Duration, Instant};

/// `tafl perft GAME DEPTH [--opt k=v]... [--divide]`: the count on the last
/// line, after one `move: count` line per root move with `--divide`.
pub fn perft(args: &[String], mut out: impl Write) -> Result<(), CliError> {
    let divide = args.iter().any(|a| a == "--divide");
    let args: Vec<String> = args.iter().filter(|a| *a != "--divide").cloned().collect();
    let parsed = GameArgs::parse_with_positional(&args, &[])?;
    let depth = match parsed.positional.as_slice() {
        [depth] => depth.parse::<u32>().map_err(|_| {
            CliError::BadInput(format!(
                "DEPTH must be a whole number, not '{}'",
                shown(depth)
            ))
        })?,
        [] => return Err(CliError::BadInput("missing DEPTH".to_string())),
        [_, extra, ..] => {
            return Err(CliError::BadInput(format!(
                "unexpected argument '{}'",
                shown(extra)
            )))
        }
    };
    let mut game = new_game(&parsed)?;
    let total = if divide && depth > 0 {
        let split = game.perft_divide(depth);
        for (mv, count) in &split {
            writeln!(out, "{mv}: {count}").map_err(io_error)?;
        }
        split.iter().map(|(_, count)| count).sum()
    } else {
        game.perft(depth)
    };
    writeln!(out, "{total}").map_err(io_error)
}

/// `tafl moves GAME [--opt k=v]... < record`: plays the record and prints
/// the status and the sorted legal moves, or names the first bad move.
pub fn moves(args: &[String], mut input: impl Read, mut out: impl Write) -> Result<(), CliError> {
    let parsed = GameArgs::parse(args, &[])?;
    let mut record = Vec::new();
    input.read_to_end(&mut record).map_err(io_error)?;
    let record = String::from_utf8(record)
        .map_err(|_| CliError::BadInput("the record is not valid UTF-8 text".to_string()))?;
    let mut game = new_game(&parsed)?;
    for (i, text) in record.split_whitespace().enumerate() {
        game.play(text)
            .map_err(|e| CliError::BadInput(format!("move {} ({}): {e}", i + 1, shown(text))))?;
    }
    let legal = game.legal_moves();
    writeln!(out, "status: {}", game.status_word()).map_err(io_error)?;
    if legal.is_empty() {
        writeln!(out, "moves:").map_err(io_error)
    } else {
        writeln!(out, "moves: {}", legal.join(" ")).map_err(io_error)
    }
}

/// `tafl bench [GAME]... [--seconds S]`: for each game, perft leaves per
/// second (bulk counting at the last ply) and random-playout plies per
/// second, one thread.
pub fn bench(args: &[String], mut out: impl Write) -> Result<(), CliError> {
    let mut games = Vec::new();
    let mut seconds = 1.0f64;
    let mut words = args.iter();
    while let Some(word) = words.next() {
        if word == "--seconds" {
            let value = words
                .next()
                .ok_or_else(|| CliError::BadInput("--seconds needs a value".into()))?;
            seconds = value
                .parse()
                .ok()
                .filter(|s: &f64| *s > 0.0 && s.is_finite())
                .ok_or_else(|| CliError::BadInput(format!("bad --seconds '{}'", shown(value))))?;
        } else {
            games.push(
                word.parse::<GameId>()
                    .map_err(|e| CliError::BadInput(e.to_string()))?,
            );
        }
    }
    if games.is_empty() {
        games = GameId::ALL.to_vec();
    }
    let budget = Duration::from_secs_f64(seconds);
    writeln!(
        out,
        "{:<12} {:>5} {:>14} {:>16} {:>18} {:>8}",
        "game", "depth", "perft leaves", "leaves/s", "playout plies/s", "games"
    )
    .map_err(io_error)?;
    for game in games {
        let mut fresh =
            AnyGame::new(game, Options::default()).map_err(|e| CliError::Other(e.to_string()))?;
        let (depth, leaves, rate) = perft_rate(&mut fresh, budget);
        let (plies_per_second, finished) = playout_rate(&fresh, budget);
        writeln!(
            out,
            "{:<12} {:>5} {:>14} {:>16.0} {:>18.0} {:>8}",
            game.as_str(),
            depth,
            leaves,
            rate,
            plies_per_second,
            finished
        )
        .map_err(io_error)?;
    }
    Ok(())
}

fn new_game(args: &GameArgs) -> Result<AnyGame, CliError> {
    AnyGame::new(args.game, args.options).map_err(|e| CliError::BadInput(e.to_string()))
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

fn io_error(error: std::io::Error) -> CliError {
    CliError::Other(format!("i/o error: {error}"))
}
