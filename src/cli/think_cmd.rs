//! `tafl think`: one search from a position given as a record on stdin,
//! reporting the move, score, depth, nodes, nodes per second and the line
//! it expects: the search-speed measurement of the AI issue.

use super::args::{CliError, GameArgs};
use crate::ai::{Level, Player};
use std::io::{Read, Write};
use std::time::Instant;

/// Reads moves on `input`, thinks once at `--level` (default maximum) for
/// `--ms` milliseconds, and prints one line.
pub fn think(args: &[String], mut input: impl Read, mut out: impl Write) -> Result<(), CliError> {
    let parsed = GameArgs::parse(args, &["--level", "--ms", "--nodes", "--seed"])?;
    let level = parsed.level("--level", Some(Level::Maximum))?;
    let ms = parsed.number("--ms", level.time_ms())?;
    let nodes = parsed.number("--nodes", u64::MAX)?;
    let seed = parsed.number("--seed", 1)?;
    let mut player = Player::new(parsed.game, parsed.options, seed)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let mut record = Vec::new();
    input
        .read_to_end(&mut record)
        .map_err(|e| CliError::Other(format!("i/o error: {e}")))?;
    let record = String::from_utf8_lossy(&record);
    for (i, mv) in record.split_whitespace().enumerate() {
        player
            .play(mv)
            .map_err(|e| CliError::BadInput(format!("move {}: {e}", i + 1)))?;
    }
    let origin = Instant::now();
    let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let thought = player
        .think(level, ms as f64, nodes, &clock)
        .ok_or_else(|| CliError::BadInput("the game is over".to_string()))?;
    let elapsed = clock().max(1e-3);
    let proven = match thought.proven_plies {
        Some(n) if n > 0 => format!(", wins in {n} plies"),
        Some(n) => format!(", loses in {} plies", -n),
        None => String::new(),
    };
    writeln!(
        out,
        "move {} score {} depth {} nodes {} ms {:.0} nodes/s {:.0}{proven}; line {}",
        thought.mv,
        thought.score,
        thought.depth,
        thought.nodes,
        elapsed,
        thought.nodes as f64 * 1000.0 / elapsed,
        thought.line.join(" ")
    )
    .map_err(|e| CliError::Other(format!("i/o error: {e}")))
}
