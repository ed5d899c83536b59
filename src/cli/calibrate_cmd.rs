//! `tafl calibrate`: the round robin between the computer levels that
//! gives each level its rating per game and side (docs/ratings.md,
//! `src/rating/levels.rs`).
//!
//! Every level plays the first side against every level (itself
//! included) on the second side, `--games` games per pairing, and the
//! ratings are fitted to the results ([`crate::rating::fit`]). The run is
//! deterministic: the searches are bounded by nodes and depth only (the
//! clock handed to the AI never moves, so a busy machine changes the
//! time a run takes, never its games), and every game is a function of
//! its pairing, its number and `--seed` alone, so games can be shared out
//! among threads in any order.

use super::args::{CliError, GameArgs};
use super::match_cmd::{FOX_PLY_CAP, PLY_CAP};
use crate::ai::{no_clock, Level, Player, Rng};
use crate::engine::{GameId, GameResult, Options, Side};
use crate::rating::fit::{fit, Anchor, Pairing};
use crate::rating::levels::{ANCHOR_RATING, PRIOR_DRAWS};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// The usage text of `tafl calibrate`.
pub const CALIBRATE_USAGE: &str = "\
usage: tafl calibrate GAME [--opt k=v]... [--games N] [--nodes N] [--seed S] [--threads T]

Every level plays the first side (fox / attackers) against every level on
the second side, N games a pairing (default 20); each game starts with 2
random plies drawn from the seed (default 1), the same for a pairing and
its reverse. --nodes (default 200000) is maximum's budget a move; each
other level gets its share by its thinking time (hard 1/2, medium 1/5,
easy 3/40, beginner 1/40). No time limit: the same arguments give the same
games. Ratings are fitted by maximum likelihood (logistic model, a draw
half a point, one virtual draw a pairing), random's two sides averaging
600. Progress goes to stderr, the table to stdout.";

/// Random plies at the start of each game, as in `tafl match`.
const OPENING_PLIES: usize = 2;

/// The default games per pairing.
const DEFAULT_GAMES: u64 = 20;

/// The default node budget of `maximum` per move.
const DEFAULT_NODES: u64 = 200_000;

/// The most threads allowed (each holds two 16 MiB search tables).
const MAX_THREADS: u64 = 64;

/// How one game ended, for the first side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    FirstWins,
    Draw,
    SecondWins,
    Unfinished,
}

/// One game of the round robin.
#[derive(Clone, Copy, Debug)]
struct Job {
    first: Level,
    second: Level,
    number: u64,
}

/// The node budget of `level` a move when `maximum` gets `max_nodes`: in
/// proportion to the level's thinking time in the app (at least 1).
pub fn level_nodes(level: Level, max_nodes: u64) -> u64 {
    let share = max_nodes as u128 * level.time_ms() as u128 / Level::Maximum.time_ms() as u128;
    (share as u64).max(1)
}

/// A 64-bit mix of the run's seed and a game's coordinates (SplitMix64's
/// finaliser over a running sum), so neighbouring games get unrelated seeds.
fn mix(parts: &[u64]) -> u64 {
    let mut h: u64 = 0x9E37_79B9_7F4A_7C15;
    for &p in parts {
        h = h.wrapping_add(p).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 31;
        h = h.wrapping_mul(0x94D0_49BB_1331_11EB);
        h ^= h >> 29;
    }
    h
}

fn level_index(level: Level) -> u64 {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64
}

/// Plays one game of the round robin.
fn play(
    game: GameId,
    options: Options,
    seed: u64,
    max_nodes: u64,
    job: Job,
) -> Result<(Verdict, usize), CliError> {
    let (i, j) = (level_index(job.first), level_index(job.second));
    let new_player = |salt: u64| {
        Player::new(game, options, mix(&[seed, i, j, job.number, salt]))
            .map_err(|e| CliError::BadInput(e.to_string()))
    };
    let (mut first, mut second) = (new_player(1)?, new_player(2)?);
    // A pairing and its reverse open alike: the same plies for game k of
    // (A first, B second) and of (B first, A second).
    let mut opening = Rng::new(mix(&[seed, i.min(j), i.max(j), job.number, 3]));
    for _ in 0..OPENING_PLIES {
        let legal = first.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[opening.below(legal.len())].clone();
        play_both(&mut first, &mut second, &mv)?;
    }
    let cap = if game.is_fox_game() {
        FOX_PLY_CAP
    } else {
        PLY_CAP
    };
    while first.outcome().is_none() && first.ply() < cap {
        let (mover, level) = if first.side_to_move() == Side::First {
            (&mut first, job.first)
        } else {
            (&mut second, job.second)
        };
        let thought = mover
            .think(
                level,
                f64::INFINITY,
                level_nodes(level, max_nodes),
                &no_clock,
            )
            .ok_or_else(|| CliError::Other("the AI found no move in an unfinished game".into()))?;
        play_both(&mut first, &mut second, &thought.mv)?;
    }
    let verdict = match first.outcome().map(|o| o.result) {
        None => Verdict::Unfinished,
        Some(GameResult::Draw) => Verdict::Draw,
        Some(GameResult::Win(Side::First)) => Verdict::FirstWins,
        Some(GameResult::Win(Side::Second)) => Verdict::SecondWins,
    };
    Ok((verdict, first.ply()))
}

fn play_both(a: &mut Player, b: &mut Player, mv: &str) -> Result<(), CliError> {
    a.play(mv)
        .and_then(|_| b.play(mv))
        .map(|_| ())
        .map_err(|e| CliError::Other(format!("the AI chose an illegal move {mv}: {e}")))
}

/// The options as `--opt` words (nothing for the games without options).
fn options_text(game: GameId, options: Options) -> String {
    if game == GameId::FoxGeese {
        format!(
            " --opt geese={} --opt sideways={}",
            options.geese,
            if options.sideways { "on" } else { "off" }
        )
    } else {
        String::new()
    }
}

/// One pairing's tally: (first wins, draws, second wins, unfinished,
/// plies in all).
type Tally = (u64, u64, u64, u64, u64);

/// Runs the round robin and prints the table.
pub fn calibrate(
    args: &[String],
    mut out: impl Write,
    progress: impl Write + Send,
) -> Result<(), CliError> {
    let parsed = GameArgs::parse(args, &["--games", "--nodes", "--seed", "--threads"])?;
    let games = parsed.number("--games", DEFAULT_GAMES)?;
    let max_nodes = parsed.number("--nodes", DEFAULT_NODES)?;
    let seed = parsed.number("--seed", 1)?;
    let threads = parsed.number("--threads", 1)?;
    if games == 0 {
        return Err(CliError::BadInput("--games must be at least 1".into()));
    }
    if max_nodes == 0 {
        return Err(CliError::BadInput("--nodes must be at least 1".into()));
    }
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(CliError::BadInput(format!(
            "--threads must be from 1 to {MAX_THREADS}"
        )));
    }
    let (game, options) = (parsed.game, parsed.options);
    let mut jobs = Vec::new();
    for first in Level::ALL {
        for second in Level::ALL {
            for number in 0..games {
                jobs.push(Job {
                    first,
                    second,
                    number,
                });
            }
        }
    }
    // The dearest games first, so that no thread is left with a long one
    // at the end (the order changes no game).
    let cost = |job: &Job| level_nodes(job.first, max_nodes) + level_nodes(job.second, max_nodes);
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(cost(&jobs[k])));

    let results: Mutex<Vec<Option<(Verdict, usize)>>> = Mutex::new(vec![None; jobs.len()]);
    let failure: Mutex<Option<CliError>> = Mutex::new(None);
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let done = AtomicUsize::new(0);
    let progress = Mutex::new(progress);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                let Some(&k) = order.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    return;
                };
                let job = jobs[k];
                match play(game, options, seed, max_nodes, job) {
                    Ok(result) => {
                        if let Ok(mut all) = results.lock() {
                            all[k] = Some(result);
                        }
                        let count = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if let Ok(mut p) = progress.lock() {
                            // Progress is a courtesy: a closed stderr
                            // does not stop the run.
                            let _ = writeln!(
                                p,
                                "{count}/{}: {} as {} vs {} as {}, game {}: {:?}, {} plies, {:.0} s",
                                jobs.len(),
                                job.first,
                                game.side_name(Side::First).as_str(),
                                job.second,
                                game.side_name(Side::Second).as_str(),
                                job.number + 1,
                                result.0,
                                result.1,
                                started.elapsed().as_secs_f64()
                            );
                        }
                    }
                    Err(e) => {
                        stop.store(true, Ordering::Relaxed);
                        if let Ok(mut f) = failure.lock() {
                            f.get_or_insert(e);
                        }
                        return;
                    }
                }
            });
        }
    });
    if let Ok(mut p) = progress.lock() {
        let _ = writeln!(
            p,
            "calibrate {game}: {} games in {:.0} s",
            jobs.len(),
            started.elapsed().as_secs_f64()
        );
    }
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let results = results
        .into_inner()
        .map_err(|_| CliError::Other("a calibration thread failed".into()))?;

    // Tally per pairing, in the order of `jobs`.
    let mut tallies: Vec<(Level, Level, Tally)> = Vec::new();
    for (job, result) in jobs.iter().zip(&results) {
        let (verdict, plies) = result
            .ok_or_else(|| CliError::Other("a game of the calibration was not played".into()))?;
        if tallies
            .last()
            .is_none_or(|t| (t.0, t.1) != (job.first, job.second))
        {
            tallies.push((job.first, job.second, (0, 0, 0, 0, 0)));
        }
        if let Some((_, _, t)) = tallies.last_mut() {
            match verdict {
                Verdict::FirstWins => t.0 += 1,
                Verdict::Draw => t.1 += 1,
                Verdict::SecondWins => t.2 += 1,
                Verdict::Unfinished => t.3 += 1,
            }
            t.4 += plies as u64;
        }
    }
    let pairings: Vec<Pairing> = tallies
        .iter()
        .map(|&(first, second, (w, d, _, u, _))| Pairing {
            a: level_index(first) as usize,
            b: Level::ALL.len() + level_index(second) as usize,
            games: games as f64,
            // An unfinished game counts as a draw.
            score: w as f64 + (d + u) as f64 / 2.0,
        })
        .collect();
    let anchor = Anchor {
        weights: vec![(0, 1.0), (Level::ALL.len(), 1.0)],
        value: ANCHOR_RATING,
    };
    let fitted = fit(2 * Level::ALL.len(), &pairings, PRIOR_DRAWS, &anchor)
        .map_err(|e| CliError::Other(format!("the fit failed: {e}")))?;

    let io = |e: std::io::Error| CliError::Other(format!("i/o error: {e}"));
    let budgets: Vec<String> = Level::ALL[1..]
        .iter()
        .map(|&l| format!("{l} {}", level_nodes(l, max_nodes)))
        .collect();
    writeln!(
        out,
        "calibrate {game}{}: {games} games a pairing, seed {seed}, nodes a move: {}",
        options_text(game, options),
        budgets.join(", ")
    )
    .map_err(io)?;
    for &(first, second, (w, d, l, u, plies)) in &tallies {
        writeln!(
            out,
            "pairing {first} {second}: {w} {d} {l} {u} ({} {}–{} {}, {d} draws, {u} unfinished, {:.0} plies a game)",
            game.side_name(Side::First).as_str(),
            w,
            l,
            game.side_name(Side::Second).as_str(),
            plies as f64 / games as f64
        )
        .map_err(io)?;
    }
    for side in [Side::First, Side::Second] {
        for (k, level) in Level::ALL.into_iter().enumerate() {
            let f = fitted[side.index() * Level::ALL.len() + k];
            writeln!(
                out,
                "rating {} {level}: {:.0} ± {:.0}",
                game.side_name(side).as_str(),
                f.rating,
                f.se
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_follow_the_thinking_times() {
        let budgets: Vec<u64> = Level::ALL
            .iter()
            .map(|&l| level_nodes(l, 200_000))
            .collect();
        assert_eq!(budgets, [1, 5_000, 15_000, 40_000, 100_000, 200_000]);
        assert_eq!(level_nodes(Level::Maximum, u64::MAX), u64::MAX);
    }

    #[test]
    fn games_are_the_same_whatever_the_order() {
        let job = Job {
            first: Level::Easy,
            second: Level::Beginner,
            number: 3,
        };
        let a = play(GameId::TwoFoxes, Options::default(), 5, 20_000, job).unwrap();
        // Another game in between: nothing carries over.
        let other = Job {
            first: Level::Beginner,
            second: Level::Random,
            number: 0,
        };
        play(GameId::TwoFoxes, Options::default(), 5, 20_000, other).unwrap();
        let b = play(GameId::TwoFoxes, Options::default(), 5, 20_000, job).unwrap();
        assert_eq!(a, b);
    }
}
