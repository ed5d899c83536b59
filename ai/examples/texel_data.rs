//! Self-play data for tuning the Hnefatafl evaluation (Texel tuning,
//! `scripts/texel-tune`): plays games of `TaflEval` against itself with a
//! fixed node budget a move (deterministic: no clock), each from a few
//! random opening plies, and prints one CSV line per position reached:
//! the game's result for the attackers (1 win, 0 loss, 0.5 draw), the
//! ply, then the evaluation's features (`TAFL_FEATURE_NAMES`).
//!
//! usage: cargo run --release -p tafl-ai --example texel_data -- \
//!            GAMES SEED [NODES] [NOISE] > FILE

use tafl_ai::{no_clock, Limits, Rng, Searcher, TaflEval, TAFL_FEATURE_NAMES};
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{GameResult, Rules, Side};

/// Games longer than this are stopped and scored as draws.
const PLY_CAP: usize = 300;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> u64 {
        args.get(i)
            .map(|a| a.parse().expect("a number"))
            .unwrap_or(default)
    };
    let games = arg(0, 10);
    let seed = arg(1, 1);
    let nodes = arg(2, 4000);
    let noise = arg(3, 30) as i32;
    println!("result,ply,{}", TAFL_FEATURE_NAMES.join(","));
    let mut searchers = [
        Searcher::<TaflGame, TaflEval>::new(TaflEval, 18),
        Searcher::<TaflGame, TaflEval>::new(TaflEval, 18),
    ];
    let (mut wins, mut draws, mut positions) = (0, 0, 0);
    for g in 0..games {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(g));
        let mut game = TaflGame::new();
        for s in searchers.iter_mut() {
            s.clear();
        }
        // 2 to 8 random plies: varied openings.
        let opening = 2 + rng.below(7);
        let mut moves = Vec::new();
        let mut rows = Vec::new();
        while game.outcome().is_none() && game.ply() < PLY_CAP {
            if game.ply() >= opening {
                rows.push((game.ply(), TaflEval.features(&game)));
            }
            let mv = if game.ply() < opening {
                game.generate_moves(&mut moves);
                moves[rng.below(moves.len())]
            } else {
                let side = game.side_to_move() as usize;
                let limits = Limits {
                    clock: &no_clock,
                    time_ms: f64::INFINITY,
                    max_nodes: nodes,
                    max_depth: 64,
                };
                let noise = (noise > 0).then_some((noise, &mut rng));
                match searchers[side].search(&mut game, &limits, noise).best {
                    Some(mv) => mv,
                    None => break,
                }
            };
            game.play_unchecked(mv);
        }
        let result = match game.outcome().map(|o| o.result) {
            Some(GameResult::Win(Side::First)) => "1",
            Some(GameResult::Win(Side::Second)) => "0",
            _ => "0.5",
        };
        match result {
            "1" => wins += 1,
            "0.5" => draws += 1,
            _ => {}
        }
        positions += rows.len();
        for (ply, features) in rows {
            let f: Vec<String> = features.iter().map(|x| x.to_string()).collect();
            println!("{result},{ply},{}", f.join(","));
        }
        eprintln!(
            "game {g}: {} plies, result {result} (attackers {wins}, draws {draws} of {}; {positions} positions)",
            game.ply(),
            g + 1
        );
    }
}
