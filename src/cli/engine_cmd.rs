//! `tafl engine`: one command a line on stdin, one answer line on stdout
//! (docs/cli.md), so other programs can play against the AI.

use super::args::{CliError, GameArgs};
use crate::ai::{Level, Player};
use std::io::{BufRead, Write};
use std::time::Instant;

/// Runs the protocol on `input` and `output` until `quit` or end of input.
pub fn engine(
    args: &[String],
    input: impl BufRead,
    mut output: impl Write,
) -> Result<(), CliError> {
    let parsed = GameArgs::parse(args, &["--level", "--ms", "--seed", "--nodes"])?;
    let level = parsed.level("--level", Some(Level::Maximum))?;
    let ms = parsed.number("--ms", level.time_ms())?;
    let seed = parsed.number("--seed", 1)?;
    let nodes = parsed.number("--nodes", u64::MAX)?;
    let mut player = Player::new(parsed.game, parsed.options, seed)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let origin = Instant::now();
    let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let io = |e: std::io::Error| CliError::Other(format!("i/o error: {e}"));
    // Depth, nodes and milliseconds of the last `go`, for `info`.
    let mut last: Option<(u32, u64, f64)> = None;
    for line in input.split(b'\n') {
        let line = line.map_err(io)?;
        let line = String::from_utf8_lossy(&line);
        let mut words = line.split_whitespace();
        let answer = match (words.next(), words.next(), words.next()) {
            (Some("play"), Some(mv), None) => match player.play(mv) {
                Ok(_) => "= ok".to_string(),
                Err(e) => format!("? {e}"),
            },
            (Some("go"), None, _) => match timed_think(&mut player, level, ms, nodes, &clock) {
                Some((thought, spent)) => match player.play(&thought.mv) {
                    Ok(mv) => {
                        last = Some((thought.depth, thought.nodes, spent));
                        format!("= {mv}")
                    }
                    Err(e) => format!("? {e}"),
                },
                None => "? the game is over".to_string(),
            },
            (Some("status"), None, _) => format!("= {}", player.status_word()),
            (Some("moves"), None, _) => format!("= {}", player.legal_moves().join(" "))
                .trim_end()
                .to_string(),
            (Some("info"), None, _) => match last {
                Some((depth, n, spent)) => format!("= depth {depth} nodes {n} ms {spent:.0}"),
                None => "? no search yet".to_string(),
            },
            (Some("board"), None, _) => format!("= {}", player.board_text()),
            (Some("new"), None, _) => {
                player.reset();
                "= ok".to_string()
            }
            (Some("quit"), None, _) => return Ok(()),
            _ => "? unknown command".to_string(),
        };
        writeln!(output, "{answer}").map_err(io)?;
        output.flush().map_err(io)?;
    }
    Ok(())
}

/// The AI's choice and the milliseconds it took.
fn timed_think(
    player: &mut Player,
    level: Level,
    ms: u64,
    nodes: u64,
    clock: &dyn Fn() -> f64,
) -> Option<(crate::ai::Thought, f64)> {
    let start = clock();
    let thought = player.think(level, ms as f64, nodes, clock)?;
    Some((thought, clock() - start))
}
