//! `tafl match`: the AI against itself at two levels, paired games with
//! sides swapped and a seeded random opening per pair.

use super::args::{CliError, GameArgs};
use crate::ai::{Player, Rng};
use crate::engine::Side;
use std::io::Write;
use std::time::Instant;

/// Plies after which a Hnefatafl game still going is counted "unfinished":
/// far beyond a normal game.
pub const PLY_CAP: usize = 300;

/// The same for the fox games, which end by themselves (at most 123 plies
/// for 13 geese with sideways off; otherwise each goose advance or capture
/// buys at most 100 plies before the no-progress draw), but the Great
/// Cross's 18 geese can take a few hundred plies between weak players.
pub const FOX_PLY_CAP: usize = 1000;

/// Random plies played at the start of each pair of games, so that games
/// differ by seed.
const OPENING_PLIES: usize = 2;

/// The usage text of `tafl match`, with the level names.
pub const MATCH_USAGE: &str = "\
usage: tafl match GAME --a LEVEL --b LEVEL --games N [--opt k=v]... [--seed S] [--ms N] [--nodes N]

A takes the first side (fox / attackers) in odd games, the second in even
games; each pair of games starts with the same 2 random plies, drawn from
the seed. A game still going after 300 plies (Hnefatafl; 1000 in the fox
games) is unfinished. --ms caps the
thinking time per move, --nodes the nodes per move (deterministic).

levels, weakest first:
  random    uniformly random legal moves
  beginner  1 ply, large noise (at most 50 ms a move)
  easy      2 plies, some noise (at most 150 ms a move)
  medium    4 plies, noise (at most 400 ms a move)
  hard      6 plies (4 in hnefatafl and as the two-foxes geese), 1 s a move
  maximum   full search and exact play, 2 s a move (the strongest)
In great-cross beginner, easy and medium play the fox and the geese each with
its own depth and noise; in two-foxes medium errs more.";

/// Who won one game of the match.
enum Verdict {
    A,
    B,
    Draw,
    Unfinished,
}

/// Plays the match and prints one line a game, then the summary line.
pub fn run_match(args: &[String], mut out: impl Write) -> Result<(), CliError> {
    let parsed = GameArgs::parse(
        args,
        &["--a", "--b", "--games", "--seed", "--ms", "--nodes"],
    )?;
    let a = parsed.level("--a", None)?;
    let b = parsed.level("--b", None)?;
    let games = parsed.number("--games", 0)?;
    if games == 0 {
        return Err(CliError::BadInput(
            "--games N (at least 1) is required".to_string(),
        ));
    }
    let seed = parsed.number("--seed", 1)?;
    let ms = parsed.number("--ms", u64::MAX)?;
    let nodes = parsed.number("--nodes", u64::MAX)?;
    let new_player = |salt: u64| {
        Player::new(
            parsed.game,
            parsed.options,
            seed.wrapping_mul(0x9E37).wrapping_add(salt),
        )
        .map_err(|e| CliError::BadInput(e.to_string()))
    };
    let (mut player_a, mut player_b) = (new_player(1)?, new_player(2)?);
    let origin = Instant::now();
    let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let io = |e: std::io::Error| CliError::Other(format!("i/o error: {e}"));
    let (mut wins_a, mut wins_b, mut draws, mut unfinished) = (0, 0, 0, 0);
    let (mut total_ms, mut ai_moves) = (0.0f64, 0u64);
    for number in 1..=games {
        player_a.reset();
        player_b.reset();
        let a_side = if number % 2 == 1 {
            Side::First
        } else {
            Side::Second
        };
        let mut opening = Rng::new(seed ^ ((number - 1) / 2).wrapping_mul(0xA24B_AED4_963E_E407));
        for _ in 0..OPENING_PLIES {
            let legal = player_a.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = &legal[opening.below(legal.len())];
            play_both(&mut player_a, &mut player_b, mv)?;
        }
        let mut proven_at = None;
        let cap = if parsed.game.is_fox_game() {
            FOX_PLY_CAP
        } else {
            PLY_CAP
        };
        while player_a.outcome().is_none() && player_a.ply() < cap {
            let a_to_move = player_a.side_to_move() == a_side;
            let (mover, level) = if a_to_move {
                (&mut player_a, a)
            } else {
                (&mut player_b, b)
            };
            let started = clock();
            let thought = mover
                .think(level, ms as f64, nodes, &clock)
                .ok_or_else(|| {
                    CliError::Other("the AI found no move in an unfinished game".to_string())
                })?;
            total_ms += clock() - started;
            if proven_at.is_none() && thought.proven_plies.is_some() {
                proven_at = Some(player_a.ply());
            }
            ai_moves += 1;
            play_both(&mut player_a, &mut player_b, &thought.mv)?;
        }
        let verdict = match player_a.outcome() {
            None => Verdict::Unfinished,
            Some(o) => match o.winner() {
                None => Verdict::Draw,
                Some(side) if side == a_side => Verdict::A,
                Some(_) => Verdict::B,
            },
        };
        let winner = match verdict {
            Verdict::A => {
                wins_a += 1;
                "a wins"
            }
            Verdict::B => {
                wins_b += 1;
                "b wins"
            }
            Verdict::Draw => {
                draws += 1;
                "draw"
            }
            Verdict::Unfinished => {
                unfinished += 1;
                "unfinished"
            }
        };
        let proven = proven_at.map_or(String::new(), |ply| {
            format!(" (result proven at ply {ply})")
        });
        writeln!(
            out,
            "game {number}: a {a} as {}, b {b} as {}, {} plies, {}: {winner}{proven}",
            parsed.game.side_name(a_side).as_str(),
            parsed.game.side_name(a_side.opposite()).as_str(),
            player_a.ply(),
            player_a.status_word(),
        )
        .map_err(io)?;
        out.flush().map_err(io)?;
    }
    let average = if ai_moves == 0 {
        0.0
    } else {
        total_ms / ai_moves as f64
    };
    writeln!(
        out,
        "a: {wins_a} wins, b: {wins_b} wins, draws: {draws}, unfinished: {unfinished}, avg ms/move: {}",
        average.round() as u64
    )
    .map_err(io)
}

fn play_both(a: &mut Player, b: &mut Player, mv: &str) -> Result<(), CliError> {
    a.play(mv)
        .and_then(|_| b.play(mv))
        .map(|_| ())
        .map_err(|e| CliError::Other(format!("the AI chose an illegal move {mv}: {e}")))
}
