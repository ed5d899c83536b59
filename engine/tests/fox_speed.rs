//! Speed of the fox-game engine, for the report and for regressions:
//! `cargo test --release -p tafl-engine --test fox_speed -- --ignored --nocapture`.

use std::time::{Duration, Instant};
use tafl_engine::fox::FoxGame;
use tafl_engine::{GameId, Options};

/// CPU time of this thread (user + system), from /proc on Linux: the
/// machine is shared, so wall time alone understates the engine's speed.
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// Runs `work`, returning its result, wall seconds and CPU seconds.
fn timed<T>(work: impl FnOnce() -> T) -> (T, f64, f64) {
    let cpu = thread_cpu_time();
    let start = Instant::now();
    let result = work();
    let wall = start.elapsed().as_secs_f64();
    let cpu = match (cpu, thread_cpu_time()) {
        (Some(before), Some(after)) => (after - before).as_secs_f64(),
        _ => wall,
    };
    (result, wall, cpu)
}

const GAMES: [GameId; 3] = [GameId::FoxGeese, GameId::TwoFoxes, GameId::GreatCross];

#[test]
#[ignore]
fn perft_leaves_per_second() {
    for game in GAMES {
        let mut fox = FoxGame::new(game, Options::default());
        let (leaves, wall, cpu) = timed(|| fox.perft(8));
        println!(
            "{game}: perft(8) = {leaves} in {wall:.2} s: {:.1} M leaves/s wall, {:.1} M/s per CPU second",
            leaves as f64 / wall / 1e6,
            leaves as f64 / cpu / 1e6
        );
    }
}

#[test]
#[ignore]
fn random_playout_plies_per_second() {
    const PLIES: u64 = 20_000_000;
    for game in GAMES {
        let mut fox = FoxGame::new(game, Options::default());
        let (games, wall, cpu) = timed(|| fox.random_playout_plies(PLIES, 1));
        println!(
            "{game}: {PLIES} plies, {games} games in {wall:.2} s: {:.1} M plies/s wall, {:.1} M/s per CPU second",
            PLIES as f64 / wall / 1e6,
            PLIES as f64 / cpu / 1e6
        );
    }
}
