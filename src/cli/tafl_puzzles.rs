//! `tafl solve hnefatafl --puzzles N`: Hnefatafl puzzles proved by the
//! engine's bounded search, from self-played games or from every
//! position of the games of a records file (`--from FILE`, one game a
//! line, as `tafl replay FILE --each-line` reads them). The lines are
//! those of the fox games' `--puzzles` (docs/cli.md).

use super::args::{shown, CliError, GameArgs};
use super::record_input::{records, Split};
use crate::engine::hnefatafl::Position;
use crate::engine::solve::{self, PuzzleSpec, TaflHunt};
use crate::engine::{import_any, Side};

/// Positions the bounded search may visit to settle one candidate: a
/// candidate that needs more is passed over.
const PUZZLE_NODES: u64 = 200_000;

/// The flags a Hnefatafl `solve` takes.
const TAFL_FLAGS: [&str; 6] = [
    "--puzzles",
    "--winner",
    "--moves",
    "--seed",
    "--tries",
    "--from",
];

/// The lines of `tafl solve hnefatafl --puzzles N [--winner
/// attackers|defenders] [--moves M] [--seed S] [--tries T] [--from FILE]`:
/// one line a puzzle, then what was tried.
pub fn tafl_puzzles(parsed: &GameArgs) -> Result<Vec<String>, CliError> {
    if let Some((flag, _)) = parsed
        .flags
        .iter()
        .find(|(f, _)| !TAFL_FLAGS.contains(&f.as_str()))
    {
        return Err(bad(format!("hnefatafl takes --puzzles only, not {flag}")));
    }
    if parsed.flag("--puzzles").is_none() {
        return Err(bad("hnefatafl takes --puzzles only".into()));
    }
    let count = parsed.number("--puzzles", 0)?;
    if !(1..=1000).contains(&count) {
        return Err(bad(format!("--puzzles takes 1 to 1000, not {count}")));
    }
    let winner = match parsed.flag("--winner").unwrap_or("defenders") {
        "attackers" => Side::First,
        "defenders" => Side::Second,
        other => {
            return Err(bad(format!(
                "--winner takes attackers or defenders, not '{}'",
                shown(other)
            )))
        }
    };
    let moves = parsed.number("--moves", 2)?;
    if !(1..=3).contains(&moves) {
        return Err(bad(format!("--moves takes 1 to 3, not {moves}")));
    }
    let games = match parsed.flag("--from") {
        Some(path) => Some(read_games(path)?),
        None => None,
    };
    let default_tries = match &games {
        Some(games) => games.len() as u64,
        None => 100 * count,
    };
    let spec = PuzzleSpec {
        winner,
        moves: moves as u32,
        tries: parsed.number("--tries", default_tries)?,
        nodes_per_try: PUZZLE_NODES,
        seed: parsed.number("--seed", 1)?,
    };
    let hunt = match &games {
        Some(games) => solve::tafl_puzzles_from(games, spec, count as usize),
        None => solve::find_tafl_puzzles(spec, count as usize),
    };
    Ok(lines(&hunt, winner))
}

fn lines(hunt: &TaflHunt, winner: Side) -> Vec<String> {
    let word = match winner {
        Side::First => "attackers",
        Side::Second => "defenders",
    };
    let mut lines: Vec<String> = hunt
        .puzzles
        .iter()
        .enumerate()
        .map(|(i, puzzle)| {
            format!(
                "puzzle {} position {} winner {word} moves {} first {}",
                i + 1,
                puzzle.setup().to_text(),
                puzzle.moves,
                puzzle.solution
            )
        })
        .collect();
    lines.push(format!(
        "found {} games {} tried {} won {} too-costly {}",
        hunt.puzzles.len(),
        hunt.games,
        hunt.tried,
        hunt.won,
        hunt.too_costly
    ));
    lines
}

/// The positions of each Hnefatafl game of `path`, one record a line,
/// each position before a move while the game is not over. A record that
/// does not read is passed over (counted on stderr); a game of another
/// kind is an error naming its line.
fn read_games(path: &str) -> Result<Vec<Vec<Position>>, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Other(format!("i/o error: cannot read {}: {e}", shown(path))))?;
    let mut games = Vec::new();
    let mut skipped = 0;
    for record in records(&text, Split::EachLine) {
        let refused = |why: String| {
            bad(format!(
                "--from {} line {}: {why}",
                shown(path),
                record.line
            ))
        };
        // A record our rules refuse (a game they end before its last
        // move) is passed over, as `tafl replay --each-line` counts it.
        let Ok(read) = import_any(record.text) else {
            skipped += 1;
            continue;
        };
        if read.game != crate::engine::GameId::Hnefatafl {
            return Err(refused(format!("a game of {}, not hnefatafl", read.game)));
        }
        let mut game = read.start().map_err(|e| refused(e.to_string()))?;
        let mut positions = Vec::new();
        for mv in &read.moves {
            if game.outcome().is_some() {
                break;
            }
            let setup = game.setup();
            let position = Position::from_pieces(&setup.pieces, setup.side_to_move)
                .map_err(|e| refused(e.to_string()))?;
            positions.push(position);
            game.play(mv)
                .map_err(|e| refused(format!("move {mv}: {e}")))?;
        }
        games.push(positions);
    }
    if skipped > 0 {
        eprintln!(
            "tafl: --from {}: {skipped} records refused, passed over",
            shown(path)
        );
    }
    Ok(games)
}

fn bad(message: String) -> CliError {
    CliError::BadInput(message)
}
