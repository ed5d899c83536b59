//! A line-protocol wrapper around ZevraTafl (the alpha-beta + NNUE engine
//! of github.com/sovelin/taflzero before its move to MCTS), linked by path
//! from the directory `scripts/anchor-zevra` is given: only its public API
//! is called, nothing of it is copied here. Commands, one a line:
//!
//! - `play a4-b4` answers `ok` or `refused REASON`;
//! - `go MS` searches MS milliseconds and answers
//!   `bestmove a4-b4 depth D nodes N ms T` (the move is not played);
//! - `board` answers `board FEN` (ranks 11 down to 1);
//! - `terminal` answers `terminal none|attackers|defenders` (its rules);
//! - `quit` ends the program.

use std::cell::Cell;
use std::io::{BufRead, Write};
use zevratafl_rust::board::constants::INITIAL_FEN;
use zevratafl_rust::board::types::Side;
use zevratafl_rust::moves::movegen::MoveGen;
use zevratafl_rust::moves::mv::create_move_from_algebraic;
use zevratafl_rust::nnue::{load_fc1_from_raw, load_fc2_from_raw};
use zevratafl_rust::search::search_root::SearchIterationResponse;
use zevratafl_rust::Engine;

/// Transposition table size in MiB (its own console client uses 32).
const TT_MB: usize = 32;

fn main() {
    let w1 = load_fc1_from_raw();
    let w2 = load_fc2_from_raw();
    let mut engine = Engine::new(TT_MB, &w1, &w2);
    engine.set_position_and_moves(INITIAL_FEN, Vec::new());
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.as_slice() {
            ["play", mv] => play(&mut engine, mv),
            ["go", ms] => match ms.parse::<u64>() {
                Ok(ms) if ms > 0 => go(&mut engine, ms),
                _ => "refused bad time".to_string(),
            },
            ["board"] => format!("board {}", engine.board().get_fen()),
            ["terminal"] => match engine.check_terminal() {
                None => "terminal none".to_string(),
                Some(Side::ATTACKERS) => "terminal attackers".to_string(),
                Some(_) => "terminal defenders".to_string(),
            },
            ["quit"] => break,
            _ => "refused unknown command".to_string(),
        };
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}

/// Plays a move when its move generator lists it.
fn play(engine: &mut Engine, text: &str) -> String {
    let joined = text.replace('-', "");
    let mv = match create_move_from_algebraic(&joined) {
        Ok(mv) => mv,
        Err(e) => return format!("refused {e}"),
    };
    let mut movegen = MoveGen::new();
    movegen.generate_moves(engine.board());
    if !movegen.moves().iter().any(|m| m.raw() == mv.raw()) {
        return "refused not among its legal moves".to_string();
    }
    match engine.make_move(mv) {
        Ok(()) => "ok".to_string(),
        Err(e) => format!("refused {e}"),
    }
}

/// Searches for `ms` milliseconds; reports the last finished iteration.
fn go(engine: &mut Engine, ms: u64) -> String {
    let last = Cell::new((0i32, 0u64, 0u64));
    let report = |it: SearchIterationResponse| last.set((it.depth, it.nodes, it.time));
    engine.make_search(ms, 255, Some(&report));
    // Depth, nodes and time up to the end of the last finished iteration.
    let (depth, nodes, elapsed) = last.get();
    match engine.best_move() {
        Some(mv) if !mv.is_null() => {
            let s = format!("{mv}");
            // Split "a10b10" into "a10-b10" at the second letter.
            let split = s[1..].find(|c: char| c.is_ascii_alphabetic()).map_or(0, |i| i + 1);
            format!(
                "bestmove {}-{} depth {depth} nodes {nodes} ms {elapsed}",
                &s[..split],
                &s[split..]
            )
        }
        _ => "bestmove none".to_string(),
    }
}
