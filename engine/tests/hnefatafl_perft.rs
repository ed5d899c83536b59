//! Perft from the Copenhagen start position, and the speed benchmarks.

use std::time::Instant;
use tafl_engine::hnefatafl::{Position, TaflGame};
use tafl_engine::{perft, setup, GameId, Options, Rules, Topology};

/// perft(1) and perft(2) were computed independently of this engine; 3 and
/// 4 are this engine's own values, kept to catch regressions (perft(5),
/// 6,116,568,016, is left to the benchmark).
const COUNTS: [u64; 4] = [116, 6788, 806_344, 50_456_804];

#[test]
fn squares_use_the_topology_numbering() {
    let board = Topology::tafl();
    for sq in board.points() {
        let c = board.coord(sq);
        assert_eq!(sq, c.rank * 11 + c.file);
    }
    assert_eq!(board.parse_point("a1"), Some(0));
    assert_eq!(board.parse_point("k11"), Some(120));
    let game = TaflGame::new();
    for (sq, piece) in setup::start_pieces(GameId::Hnefatafl, Options::default()) {
        assert_eq!(game.piece_at(sq), Some(piece), "{}", board.name(sq));
    }
    assert_eq!(
        board
            .points()
            .filter(|&p| game.piece_at(p).is_some())
            .count(),
        37
    );
    assert_eq!(game.position(), &Position::start());
}

#[test]
fn perft_from_the_start() {
    let mut game = TaflGame::new();
    for (i, &expected) in COUNTS.iter().enumerate() {
        let depth = i as u32 + 1;
        let seen = game.perft(depth);
        assert_eq!(seen, expected, "perft({depth})");
    }
    // The generic driver of rules.rs agrees with the concrete one.
    assert_eq!(perft(&mut game, 3), game.perft(3));
    assert_eq!(game.ply(), 0);
}

/// CPU time of this thread in seconds (Linux, 10 ms ticks), so that the
/// rates stay meaningful when other jobs share the two cores; `None`
/// elsewhere.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// Runs `work`, printing its rate per second of wall time and of CPU time.
fn measure(label: &str, unit: &str, work: impl FnOnce() -> (u64, String)) {
    let cpu = thread_cpu_seconds();
    let start = Instant::now();
    let (amount, detail) = work();
    let wall = start.elapsed().as_secs_f64();
    let cpu = thread_cpu_seconds().zip(cpu).map(|(b, a)| b - a);
    let rate = |secs: f64| amount as f64 / secs / 1e6;
    print!(
        "{label}: {detail}; {wall:.2} s wall = {:.1} M {unit}/s",
        rate(wall)
    );
    match cpu {
        Some(cpu) if cpu > 0.0 => println!(", {cpu:.2} s CPU = {:.1} M {unit}/s", rate(cpu)),
        _ => println!(),
    }
}

#[test]
#[ignore = "benchmark: run with cargo test --release -- --ignored"]
fn bench_perft() {
    let mut game = TaflGame::new();
    measure("perft(5)", "leaves", || {
        let leaves = game.perft(5);
        assert_eq!(leaves, 6_116_568_016);
        (leaves, format!("{leaves} leaves"))
    });
    measure("generic perft(4)", "leaves", || {
        let leaves = perft(&mut game, 4);
        (leaves, format!("{leaves} leaves"))
    });
}

#[test]
#[ignore = "benchmark: run with cargo test --release -- --ignored"]
fn bench_playouts() {
    let mut game = TaflGame::new();
    let plies = 5_000_000;
    measure("random playouts", "plies", || {
        let games = game.random_playout_plies(plies, 42);
        (plies, format!("{plies} plies, {games} games finished"))
    });
}
