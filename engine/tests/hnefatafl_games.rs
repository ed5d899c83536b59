//! Replays 1,752 real Copenhagen games (tests/data/copenhagen-games.csv,
//! from hnefatafl-rs, MIT): every move must be legal here, and the squares
//! each move captures must be exactly the ones the record names.

use std::collections::BTreeMap;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{EndReason, Rules, Topology};

/// How the replay of one game stopped.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Stop {
    /// Every recorded move was played; the game is over by our rules when
    /// the last move ended it.
    Full(Option<EndReason>),
    /// The record says the side to move lost on time.
    Timeout,
    /// Our rules ended the game while recorded moves remained.
    EndedEarly(EndReason),
}

/// A recorded move and the squares it is annotated as capturing.
fn parse_token(token: &str) -> (&str, Vec<u8>) {
    let mut parts = token.split('x');
    let mv = parts.next().unwrap();
    let mut captured: Vec<u8> = parts
        .map(|sq| {
            Topology::tafl()
                .parse_point(sq)
                .unwrap_or_else(|| panic!("bad capture square in {token}"))
        })
        .collect();
    captured.sort_unstable();
    captured.dedup();
    (mv, captured)
}

/// Replays one record; panics with the game and move number on any
/// disagreement. Counts in `far_captures` the captured pieces that were not
/// next to the moved piece: the shield walls.
fn replay(number: usize, moves: &str, far_captures: &mut usize) -> Stop {
    let mut game = TaflGame::new();
    let tokens: Vec<&str> = moves.split_whitespace().collect();
    for (ply, token) in tokens.iter().enumerate() {
        if let Some(outcome) = game.outcome() {
            return Stop::EndedEarly(outcome.reason);
        }
        if *token == "timeout" {
            return Stop::Timeout;
        }
        let (text, expected) = parse_token(token);
        let context = || format!("game {number}, ply {}: {token}", ply + 1);
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{}: {e}\n{}", context(), game.to_ascii()));
        let king = game.position().king();
        let seen: Vec<u8> = game
            .last_captures()
            .iter()
            .filter(|&sq| sq != king)
            .collect();
        let expected: Vec<u8> = expected.into_iter().filter(|&sq| sq != king).collect();
        let to = game.moves().last().unwrap().to;
        *far_captures += seen
            .iter()
            .filter(|&&sq| (sq % 11).abs_diff(to % 11) + (sq / 11).abs_diff(to / 11) > 1)
            .count();
        assert_eq!(
            seen,
            expected,
            "{}: captured {:?}, record says {:?}\n{}",
            context(),
            seen.iter()
                .map(|&s| Topology::tafl().name(s))
                .collect::<Vec<_>>(),
            expected
                .iter()
                .map(|&s| Topology::tafl().name(s))
                .collect::<Vec<_>>(),
            game.to_ascii()
        );
    }
    Stop::Full(game.outcome().map(|o| o.reason))
}

#[test]
fn real_games_replay_with_the_recorded_captures() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/copenhagen-games.csv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut stops: BTreeMap<String, usize> = BTreeMap::new();
    let mut plies = 0;
    let mut far_captures = 0;
    for (i, line) in text.lines().enumerate() {
        let moves = line.split(',').next().unwrap();
        plies += moves.split_whitespace().count();
        *stops
            .entry(format!("{:?}", replay(i + 1, moves, &mut far_captures)))
            .or_default() += 1;
    }
    let games: usize = stops.values().sum();
    println!("{games} games, {plies} recorded plies, {far_captures} pieces taken in shield walls");
    for (stop, count) in &stops {
        println!("  {stop}: {count}");
    }
    assert_eq!(games, 1752);
    let count = |stop: Stop| stops.get(&format!("{stop:?}")).copied().unwrap_or(0);
    // The data README: 11 games end earlier by the repetition loss.
    assert_eq!(count(Stop::EndedEarly(EndReason::RepetitionLoss)), 11);
    let early: usize = stops
        .iter()
        .filter(|(stop, _)| stop.starts_with("EndedEarly"))
        .map(|(_, n)| n)
        .sum();
    assert_eq!(early, 11, "no other rule may end a game early");
    assert_eq!(count(Stop::Timeout), 271);
    assert!(far_captures > 0, "the shield wall is never exercised");
}
