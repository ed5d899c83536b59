//! `tafl solve`: the game-theoretic value of a fox-game position, its
//! distance to the end with best play and a best move, so that the
//! solver's answers can be checked from outside (docs/cli.md, docs/solve.md).
//!
//! Five modes: a position with distances (the default), values alone for
//! the large ones (`--values`), an endgame table's figures (`--table K`),
//! the time an exact search takes without a table (`--sample N`), and
//! puzzles found in played games (`--puzzles N`).

use super::args::{shown, CliError, GameArgs};
use super::solve_errors::{bad, io_error, solve_error};
use super::solve_files::SolveDir;
use super::solve_table::{table, RETRO_BYTES};
use super::tafl_puzzles::tafl_puzzles;
use crate::engine::fox::{FoxGame, Position, Variant};
use crate::engine::solve::{self, SolveError, Value, ValuesRun, Verdict};
use crate::engine::{GameId, Options, Piece, Rng, Setup, Side};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The default of `--max-mb`: what the solver's own tables may take.
const DEFAULT_MAX_MB: u64 = 4096;

/// The most threads `--threads` takes.
const MAX_THREADS: u64 = 64;

/// The default of `--threads`: every core.
fn default_threads() -> u64 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
}

/// Bytes a memo entry of the search takes, the table growing by doubling
/// at three quarters full.
const SEARCH_BYTES: u64 = 16;

/// `tafl solve GAME [--opt k=v]... [--position TEXT] [--values]
/// [--table K [--write DIR]] [--sample N --geese K [--seed S]] [--max-mb M] [--progress]
/// [--puzzles N [--winner fox|geese] [--moves M] [--seed S] [--tries T]];
/// for hnefatafl `--puzzles N [--winner attackers|defenders] [--moves M]
/// [--seed S] [--tries T] [--from FILE]` only.
/// [--threads T] [--checkpoint DIR]`.
pub fn solve(args: &[String], mut out: impl Write) -> Result<(), CliError> {
    let mut values = args.iter().any(|a| a == "--values");
    let mut progress = args.iter().any(|a| a == "--progress");
    let rest: Vec<String> = args
        .iter()
        .filter(|a| *a != "--values" && *a != "--progress")
        .cloned()
        .collect();
    let flags = [
        "--position",
        "--table",
        "--sample",
        "--geese",
        "--seed",
        "--max-mb",
        "--puzzles",
        "--winner",
        "--moves",
        "--tries",
        "--threads",
        "--checkpoint",
        "--from",
        "--write",
    ];
    let parsed = GameArgs::parse(&rest, &flags)?;
    if parsed.game == GameId::Hnefatafl {
        if values || progress {
            return Err(bad("hnefatafl takes --puzzles only".into()));
        }
        let started = Instant::now();
        let mut lines = vec![format!("game {}", parsed.game), "options -".to_string()];
        lines.extend(tafl_puzzles(&parsed)?);
        lines.push(format!("time-ms {}", started.elapsed().as_millis()));
        lines.push(format!("memory-kb {}", peak_memory_kb()));
        for line in lines {
            writeln!(out, "{line}").map_err(io_error)?;
        }
        return Ok(());
    }
    if parsed.flag("--from").is_some() {
        return Err(bad("--from goes with hnefatafl --puzzles".into()));
    }
    if !parsed.game.is_fox_game() {
        return Err(bad(format!("{} is not a fox game", parsed.game)));
    }
    let variant = Variant::new(parsed.game, parsed.options).map_err(|e| bad(e.to_string()))?;
    let max_bytes = parsed
        .number("--max-mb", DEFAULT_MAX_MB)?
        .saturating_mul(1 << 20);
    let given = |flag: &str| parsed.flag(flag).is_some();
    let mode_flags =
        given("--table") as u8 + given("--sample") as u8 + given("--puzzles") as u8 + values as u8;
    if mode_flags > 1 {
        return Err(bad(
            "--values, --table, --sample and --puzzles exclude each other".into(),
        ));
    }
    if given("--position") && (given("--table") || given("--sample") || given("--puzzles")) {
        return Err(bad("--position goes with --values or alone".into()));
    }
    if given("--geese") != given("--sample") {
        return Err(bad("--sample N and --geese K go together".into()));
    }
    if given("--seed") && !given("--sample") && !given("--puzzles") {
        return Err(bad("--seed goes with --sample or --puzzles".into()));
    }
    // A start asked for with nothing else: the values, the method that
    // settles a start on this machine (the exact search of a whole game
    // would fill any memory), said up front and shown as it goes.
    let start_by_values = mode_flags == 0 && !given("--position") && solve::values_handle(&variant);
    if start_by_values {
        values = true;
        progress = true;
    }
    for flag in ["--threads", "--checkpoint"] {
        if given(flag) && !values {
            return Err(bad(format!("{flag} goes with --values")));
        }
    }
    let threads = parsed.number("--threads", default_threads())?;
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(bad(format!("--threads must be from 1 to {MAX_THREADS}")));
    }
    let puzzle_only = ["--winner", "--moves", "--tries"];
    if let Some(flag) = puzzle_only.iter().find(|f| given(f)) {
        if !given("--puzzles") {
            return Err(bad(format!("{flag} goes with --puzzles")));
        }
    }
    let started = Instant::now();
    let mut lines = vec![
        format!("game {}", parsed.game),
        format!("options {}", options_text(parsed.game, parsed.options)),
    ];
    if given("--write") && !given("--table") {
        return Err(bad("--write goes with --table".into()));
    }
    if given("--table") {
        let max_geese = parsed.number("--table", 0)?;
        let dir = parsed.flag("--write").map(Path::new);
        lines.extend(table(&variant, max_geese, max_bytes, dir)?);
    } else if given("--puzzles") {
        lines.extend(puzzles(&variant, &parsed)?);
    } else if given("--sample") {
        let count = parsed.number("--sample", 0)?;
        let geese = parsed.number("--geese", 0)?;
        let seed = parsed.number("--seed", 1)?;
        lines.extend(sample(&variant, count, geese, seed, max_bytes)?);
    } else {
        let setup = match parsed.flag("--position") {
            Some(text) => Setup::parse(parsed.game, parsed.options, text)
                .map_err(|e| bad(format!("bad position '{}': {e}", shown(text))))?,
            None => Setup::start(parsed.game, parsed.options).map_err(|e| bad(e.to_string()))?,
        };
        let game = FoxGame::from_pieces(variant, &setup.pieces, setup.side_to_move)
            .map_err(|e| bad(format!("bad position: {e}")))?;
        if let Some(outcome) = rules_outcome(&game) {
            return Err(bad(format!(
                "the position is already decided ({})",
                outcome
            )));
        }
        lines.push(format!("position {}", setup.to_text()));
        if values {
            let dir = match parsed.flag("--checkpoint") {
                Some(dir) => {
                    let identity = format!("{}\n", lines.join("\n"));
                    Some(SolveDir::open(dir, &identity).map_err(|e| {
                        CliError::Other(format!("--checkpoint {}: {e}", shown(dir)))
                    })?)
                }
                None => None,
            };
            let run = ValuesRun {
                limit_bytes: max_bytes,
                threads: threads as usize,
                files: dir.as_ref().map(|d| d as &dyn solve::SliceFiles),
            };
            if let (Some(dir), true) = (&dir, progress) {
                let done = dir.slices().map_err(io_error)?;
                eprintln!("tafl: checkpoint slices-done {done}");
            }
            if start_by_values {
                announce(&variant, game.position(), &run);
            }
            lines.extend(value_lines(&variant, game.position(), run, progress)?);
        } else {
            lines.extend(exact_lines(&variant, game.position(), max_bytes)?);
        }
        lines.push(format!("rule-100 {}", rule_100(&variant)));
    }
    lines.push(format!("time-ms {}", started.elapsed().as_millis()));
    lines.push(format!("memory-kb {}", peak_memory_kb()));
    for line in lines {
        writeln!(out, "{line}").map_err(io_error)?;
    }
    Ok(())
}

/// [`solve_error`] for `--values`, whose need is known in bytes up front.
fn values_error(error: SolveError, max_bytes: u64) -> CliError {
    match error {
        SolveError::TooLarge { needed, .. } => CliError::Other(format!(
            "the value tables may need up to {} MiB, more than --max-mb {} allows",
            needed.div_ceil(1 << 20),
            max_bytes >> 20
        )),
        other => solve_error(other, max_bytes),
    }
}

/// `geese=13 sideways=off` for Fox and Geese, `-` for the games without
/// options.
fn options_text(game: GameId, options: Options) -> String {
    match game {
        GameId::FoxGeese => format!(
            "geese={} sideways={}",
            options.geese,
            if options.sideways { "on" } else { "off" }
        ),
        _ => "-".to_string(),
    }
}

/// How the game ended by rules 1–3, for a set-up position (a set-up
/// position has no history, so rules 4 and 5 cannot apply).
fn rules_outcome(game: &FoxGame) -> Option<String> {
    use crate::engine::Rules;
    game.outcome().map(|o| o.reason.to_string())
}

/// Whether the 100-ply rule could change a value: never in Fox and Geese
/// without sideways steps (every goose move is progress), otherwise the
/// solver sets it aside.
fn rule_100(variant: &Variant) -> &'static str {
    if solve::is_acyclic(variant) {
        "never-applies"
    } else {
        "set-aside"
    }
}

/// The status word of the value for the side to move.
fn value_word(value: Value, side: Side) -> &'static str {
    let winner = match value {
        Value::Win => Some(side),
        Value::Loss => Some(side.opposite()),
        Value::Draw => None,
    };
    match winner {
        Some(Side::First) => "fox-wins",
        Some(Side::Second) => "geese-wins",
        None => "draw",
    }
}

fn result_word(value: Value) -> &'static str {
    match value {
        Value::Win => "win",
        Value::Loss => "loss",
        Value::Draw => "draw",
    }
}

/// The lines of a position solved with distances.
fn exact_lines(
    variant: &Variant,
    position: &Position,
    max_bytes: u64,
) -> Result<Vec<String>, CliError> {
    let per = if solve::is_acyclic(variant) {
        SEARCH_BYTES
    } else {
        RETRO_BYTES
    };
    let solution =
        solve::solve(variant, position, max_bytes / per).map_err(|e| solve_error(e, max_bytes))?;
    let Verdict { value, plies, best } = solution.verdict;
    let (plies, moves) = match plies {
        Some(p) => (p.to_string(), p.div_ceil(2).to_string()),
        None => ("none".to_string(), "none".to_string()),
    };
    Ok(vec![
        format!("method {}", solution.method.as_str()),
        format!("value {}", value_word(value, position.side_to_move())),
        format!("result {}", result_word(value)),
        format!("plies {plies}"),
        format!("moves {moves}"),
        format!("best {}", move_text(variant, best)),
        format!("positions {}", solution.positions),
    ])
}

/// Positions the value retrograde settles a second on one core, as
/// measured on the 2-core machine (docs/solve.md, "What settling each
/// table takes"): about 100 M/s when geese step only forward (99 for 13
/// geese, 113 for 15), about 15 M/s with sideways steps, whose slices go
/// round in cycles (18 for 13 geese, 14 for 15, 9 for 17): what the time
/// said up front is worked out from.
fn values_per_cpu_second(variant: &Variant) -> u64 {
    if variant.geese_step_sideways() {
        15_000_000
    } else {
        100_000_000
    }
}

/// Says on stderr, before a start's values are computed, what it will
/// take: the positions, the most memory its tables may hold and the time,
/// so that nobody waits blind (a need over `--max-mb` is refused at once
/// after it, before any work).
fn announce(variant: &Variant, position: &Position, run: &ValuesRun) {
    let (positions, bytes) = solve::values_size(variant, position);
    let cpu_seconds = positions.div_ceil(values_per_cpu_second(variant));
    let threads = run.threads.max(1) as u64;
    eprintln!(
        "tafl: solving the start by its values (method values): {positions} positions, \
         tables of up to {} MiB (--max-mb {}), about {} min of CPU, {} min on {threads} threads",
        bytes.div_ceil(1 << 20),
        run.limit_bytes >> 20,
        cpu_seconds.div_ceil(60),
        cpu_seconds.div_ceil(60 * threads),
    );
}

/// The lines of a position whose value alone is computed.
fn value_lines(
    variant: &Variant,
    position: &Position,
    run: ValuesRun,
    progress: bool,
) -> Result<Vec<String>, CliError> {
    let started = Instant::now();
    let max_bytes = run.limit_bytes;
    let found = solve::solve_values(variant, position, run, |p| {
        if progress {
            eprintln!(
                "tafl: geese {} positions {} won-by-fox {} won-by-geese {} table-bytes {} time-ms {}",
                p.geese,
                p.positions,
                p.fox_wins,
                p.geese_win,
                p.table_bytes,
                started.elapsed().as_millis()
            );
        }
    })
    .map_err(|e| values_error(e, max_bytes))?;
    let draws = found.positions - found.fox_wins - found.geese_win;
    Ok(vec![
        "method values".to_string(),
        format!("value {}", value_word(found.value, position.side_to_move())),
        format!("result {}", result_word(found.value)),
        "plies unknown".to_string(),
        "moves unknown".to_string(),
        format!("best {}", move_text(variant, found.best)),
        format!("positions {}", found.positions),
        format!("won-by-fox {}", found.fox_wins),
        format!("won-by-geese {}", found.geese_win),
        format!("drawn {draws}"),
        format!("table-bytes {}", found.peak_bytes),
    ])
}

fn move_text(variant: &Variant, mv: Option<crate::engine::fox::Move>) -> String {
    mv.map_or_else(|| "none".to_string(), |m| m.to_text(variant.topology()))
}

/// The lines of the timing of exact solving, without a table, of `count`
/// random positions with `geese` geese (not over, either side to move).
fn sample(
    variant: &Variant,
    count: u64,
    geese: u64,
    seed: u64,
    max_bytes: u64,
) -> Result<Vec<String>, CliError> {
    let start = variant.start_geese_count() as u64;
    let min = variant.min_geese() as u64;
    if !(min..=start).contains(&geese) {
        return Err(bad(format!("--geese takes {min} to {start}, not {geese}")));
    }
    if count == 0 {
        return Err(bad("--sample takes at least 1 position".into()));
    }
    let per = if solve::is_acyclic(variant) {
        SEARCH_BYTES
    } else {
        RETRO_BYTES
    };
    let mut rng = Rng::new(seed);
    let mut times = Vec::new();
    let mut positions = Vec::new();
    let mut method = "";
    while (times.len() as u64) < count {
        let game = random_game(variant, &mut rng, geese as usize);
        let clock = Instant::now();
        let solution = solve::solve(variant, game.position(), max_bytes / per)
            .map_err(|e| solve_error(e, max_bytes))?;
        times.push(clock.elapsed().as_secs_f64() * 1000.0);
        positions.push(solution.positions);
        method = solution.method.as_str();
    }
    let n = times.len() as f64;
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    Ok(vec![
        format!("sample geese {geese} count {count} seed {seed}"),
        format!("method {method}"),
        format!("mean-ms {:.3}", times.iter().sum::<f64>() / n),
        format!("median-ms {:.3}", sorted[sorted.len() / 2]),
        format!("max-ms {:.3}", sorted[sorted.len() - 1]),
        format!(
            "mean-positions {:.0}",
            positions.iter().sum::<u64>() as f64 / n
        ),
        format!(
            "max-positions {}",
            positions.iter().max().copied().unwrap_or(0)
        ),
    ])
}

/// Positions the bounded search may visit to settle one candidate of
/// `--puzzles`: a candidate that needs more is passed over.
const PUZZLE_NODES: u64 = 200_000;

/// The lines of `--puzzles N`: puzzles found in played games, one line
/// each, then how many positions were tried.
fn puzzles(variant: &Variant, parsed: &GameArgs) -> Result<Vec<String>, CliError> {
    let count = parsed.number("--puzzles", 0)?;
    if !(1..=1000).contains(&count) {
        return Err(bad(format!("--puzzles takes 1 to 1000, not {count}")));
    }
    let winner = match parsed.flag("--winner").unwrap_or("fox") {
        "fox" => Side::First,
        "geese" => Side::Second,
        other => {
            return Err(bad(format!(
                "--winner takes fox or geese, not '{}'",
                shown(other)
            )))
        }
    };
    let moves = parsed.number("--moves", 2)?;
    if !(1..=5).contains(&moves) {
        return Err(bad(format!("--moves takes 1 to 5, not {moves}")));
    }
    let spec = solve::PuzzleSpec {
        winner,
        moves: moves as u32,
        tries: parsed.number("--tries", 100 * count)?,
        nodes_per_try: PUZZLE_NODES,
        seed: parsed.number("--seed", 1)?,
    };
    let hunt = solve::find_puzzles(variant, spec, count as usize);
    let mut lines: Vec<String> = hunt
        .puzzles
        .iter()
        .enumerate()
        .map(|(i, puzzle)| {
            format!(
                "puzzle {} position {} winner {} moves {} first {}",
                i + 1,
                position_text(variant, &puzzle.position),
                if winner == Side::First {
                    "fox"
                } else {
                    "geese"
                },
                puzzle.moves,
                move_text(variant, Some(puzzle.solution))
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
    Ok(lines)
}

/// The position text of docs/records.md for a solver position.
fn position_text(variant: &Variant, position: &Position) -> String {
    let pieces = variant
        .topology()
        .points()
        .filter_map(|p| {
            let piece = match () {
                _ if position.foxes() >> p & 1 != 0 => Piece::Fox,
                _ if position.geese() >> p & 1 != 0 => Piece::Goose,
                _ => return None,
            };
            Some((p, piece))
        })
        .collect();
    Setup {
        game: variant.game(),
        options: variant.options(),
        pieces,
        side_to_move: position.side_to_move(),
    }
    .to_text()
}

/// A random position of `variant` with `geese` geese anywhere, its foxes
/// on other points and either side to move, drawn again until it is not
/// over.
fn random_game(variant: &Variant, rng: &mut Rng, geese: usize) -> FoxGame {
    let points = variant.topology().len();
    let foxes = variant.fox_count() as usize;
    loop {
        let mut free: Vec<u8> = (0..points as u8).collect();
        let mut pieces = Vec::with_capacity(geese + foxes);
        for i in 0..geese + foxes {
            let point = free.swap_remove(rng.below(free.len()));
            pieces.push((point, if i < foxes { Piece::Fox } else { Piece::Goose }));
        }
        let side = if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        };
        if let Ok(game) = FoxGame::from_pieces(*variant, &pieces, side) {
            if rules_outcome(&game).is_none() {
                return game;
            }
        }
    }
}

/// The process's peak resident memory in kilobytes (`VmHWM` of
/// `/proc/self/status`), or 0 where the system does not say.
fn peak_memory_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmHWM:"))
                .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}
