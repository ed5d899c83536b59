//! Fuzzing of the two decoders that read text from outside the program: the
//! move parser (`AnyGame::play`, fed by clicks, the CLI, saved games and
//! share links) and the game-record decoder (the app's JSON, `tafl::json`,
//! then `replay`, fed by saves and links). Arbitrary and near-miss input,
//! on random reachable positions of every game: nothing may panic, an
//! accepted move must be a legal one, and a refused move leaves the game
//! exactly as it was.
//!
//! Each property runs `FUZZ_CASES` cases (100,000 by default; set the
//! environment variable to run more or fewer):
//! `cargo test --test fuzz --release`.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::test_runner::Config;
use tafl::engine::{AnyGame, GameId, GameRecord, Options, Outcome, Piece, Side};
use tafl::json;

/// Cases per property: 100,000 unless `FUZZ_CASES` says otherwise.
fn config() -> Config {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    Config {
        cases,
        // Shrinking a failure of a game-playing case is slow and the
        // failing input is printed anyway.
        max_shrink_iters: 2_000,
        // Integration tests have no lib.rs beside them to persist seeds to.
        failure_persistence: None,
        ..Config::default()
    }
}

/// Every game with every table option it can be played with.
fn variants() -> Vec<(GameId, Options)> {
    let fox = |geese, sideways| Options { geese, sideways };
    let mut all = vec![];
    for geese in [13, 15, 17] {
        for sideways in [false, true] {
            all.push((GameId::FoxGeese, fox(geese, sideways)));
        }
    }
    all.push((GameId::TwoFoxes, Options::default()));
    all.push((GameId::GreatCross, Options::default()));
    all.push((GameId::Hnefatafl, Options::default()));
    all
}

/// A small deterministic generator, so a failing seed reproduces.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A position reached by up to `plies` random legal moves (fewer if the
/// game ends first), so finished games are fuzzed too.
fn reachable(variant: usize, seed: u64, plies: usize) -> AnyGame {
    let all = variants();
    let (id, options) = all[variant % all.len()];
    let mut game = AnyGame::new(id, options).expect("valid options");
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = &moves[(next(&mut state) % moves.len() as u64) as usize];
        game.play(pick).expect("a legal move plays");
    }
    game
}

/// What a move may change: compared before and after a refused move.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot {
    hash: u64,
    moves: Vec<String>,
    pieces: Vec<(u8, Piece)>,
    side: Side,
    outcome: Option<Outcome>,
    last_captures: Vec<u8>,
}

fn snapshot(game: &AnyGame) -> Snapshot {
    Snapshot {
        hash: game.hash(),
        moves: game.moves().to_vec(),
        pieces: game.pieces(),
        side: game.side_to_move(),
        outcome: game.outcome(),
        last_captures: game.last_captures(),
    }
}

/// Plays `text`: a refused move must leave the game unchanged, an accepted
/// one must be one of the legal moves of the position.
fn check_play(game: &mut AnyGame, text: &str) -> Result<(), TestCaseError> {
    let before = snapshot(game);
    match game.play(text) {
        Ok(()) => {
            prop_assert_eq!(game.moves().len(), before.moves.len() + 1);
            // Back to the position before, to ask for its legal moves.
            let played = game.undo().unwrap_or_default();
            let back = snapshot(game);
            prop_assert_eq!(
                (back.hash, &back.moves, &back.pieces, back.side),
                (before.hash, &before.moves, &before.pieces, before.side),
                "undo after {:?}",
                text
            );
            prop_assert!(
                game.legal_moves().contains(&played),
                "{text:?} was accepted as {played:?}, not a legal move after {:?}",
                before.moves
            );
            game.play(&played)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        Err(_) => prop_assert_eq!(
            snapshot(game),
            before,
            "refused {:?} changed the game",
            text
        ),
    }
    Ok(())
}

/// Point names around the board: every real point, plus off-board and
/// malformed names of the same shape.
fn point_names(game: &AnyGame) -> Vec<String> {
    let topology = game.topology();
    let mut names: Vec<String> = topology.points().map(|p| topology.name(p)).collect();
    let extra = [
        "a0", "a12", "l1", "z9", "a", "1", "A1", "k11", "l12", "g8", "h1", "a-1", "aa1", "1a",
        "a01", "a1a1", "é1", "a١",
    ];
    names.extend(extra.iter().map(|s| s.to_string()));
    names
}

/// A string that looks like a move: point names joined by separators, with
/// some noise.
fn near_miss(
    game: &AnyGame,
    picks: &[(usize, u8)],
    legal_pick: Option<usize>,
    noise: u8,
) -> String {
    const SEPARATORS: [&str; 8] = ["-", "x", "X", "", " ", "--", "—", "-x"];
    // Sometimes start from a legal move and damage it, the nearest miss.
    let mut text = match legal_pick {
        Some(i) => {
            let legal = game.legal_moves();
            if legal.is_empty() {
                String::new()
            } else {
                legal[i % legal.len()].clone()
            }
        }
        None => {
            let names = point_names(game);
            let mut text = String::new();
            for (k, (name, sep)) in picks.iter().enumerate() {
                if k > 0 {
                    text.push_str(SEPARATORS[*sep as usize % SEPARATORS.len()]);
                }
                text.push_str(&names[name % names.len()]);
            }
            text
        }
    };
    match noise % 8 {
        0 => text = text.to_uppercase(),
        1 => text = format!(" {text}\t"),
        2 => {
            text.pop();
        }
        3 => text.push('x'),
        4 => text = text.replace('-', "x"),
        5 => text = text.replace('x', "-"),
        6 => {
            let middle = text.chars().count() / 2;
            text = text
                .chars()
                .take(middle)
                .chain(std::iter::once('\u{0}'))
                .chain(text.chars().skip(middle))
                .collect();
        }
        _ => {}
    }
    text
}

/// A record mutated at the JSON text level or in its fields.
fn mutate(json: &str, kind: u8, at: usize, byte: u8) -> String {
    let mut chars: Vec<char> = json.chars().collect();
    let i = if chars.is_empty() {
        0
    } else {
        at % chars.len()
    };
    let c = char::from(byte);
    match kind % 12 {
        0 => {
            if !chars.is_empty() {
                chars.remove(i);
            }
        }
        1 => chars.insert(i, c),
        2 => {
            if !chars.is_empty() {
                chars[i] = c;
            }
        }
        3 => chars.truncate(i),
        4 => return json.replace("\"version\":1", &format!("\"version\":{}", at)),
        5 => return json.replace("\"version\":1", "\"version\":-1"),
        6 => return json.replacen("\"game\":\"", &format!("\"game\":\"{}", c), 1),
        7 => return json.replace("\"geese\":13", &format!("\"geese\":{}", byte)),
        8 => return json.replace("false", "0"),
        9 => return json.replace("\"moves\":[", "\"moves\":[\"a1-a2\","),
        10 => return json.replace("\",\"", "\""),
        _ => return json.replace('-', "x"),
    }
    chars.into_iter().collect()
}

/// Decodes and replays a record: never panics; an accepted record replays
/// to a game whose own record replays to the same position.
fn check_record(text: &str) -> Result<(), TestCaseError> {
    let Ok(record) = json::from_text::<GameRecord>(text) else {
        return Ok(());
    };
    if let Ok(game) = record.replay() {
        prop_assert_eq!(game.moves().len(), record.moves.len());
        let again = GameRecord::of(&game)
            .replay()
            .map_err(|e| TestCaseError::fail(format!("own record refused: {e}")))?;
        prop_assert_eq!(again.hash(), game.hash());
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    /// Arbitrary strings (any Unicode, any length up to 40) on random
    /// positions of every game.
    #[test]
    fn arbitrary_text_is_refused_or_legal(
        variant in 0usize..9,
        seed in any::<u64>(),
        plies in 0usize..40,
        text in any::<String>().prop_map(|s| s.chars().take(40).collect::<String>()),
    ) {
        let mut game = reachable(variant, seed, plies);
        check_play(&mut game, &text)?;
    }

    /// Strings built from the board's own point names and the notation's
    /// separators, and damaged legal moves.
    #[test]
    fn near_miss_notation_is_refused_or_legal(
        variant in 0usize..9,
        seed in any::<u64>(),
        plies in 0usize..40,
        picks in prop::collection::vec((any::<usize>(), any::<u8>()), 1..5),
        legal_pick in prop::option::of(any::<usize>()),
        noise in any::<u8>(),
    ) {
        let mut game = reachable(variant, seed, plies);
        let text = near_miss(&game, &picks, legal_pick, noise);
        check_play(&mut game, &text)?;
        // A second move from the new (or same) position, so a parse after
        // an accepted or refused move is fuzzed too.
        let text = near_miss(&game, &picks[..1], None, noise.wrapping_add(1));
        check_play(&mut game, &text)?;
    }

    /// Arbitrary text, and arbitrary JSON-looking text, as a record.
    #[test]
    fn arbitrary_text_is_not_a_record_or_replays(
        text in prop_oneof![
            any::<String>(),
            "\\{\"version\":[0-9]{1,3},\"game\":\"[a-z-]{0,12}\",\"moves\":\\[(\"[a-k0-9x-]{0,8}\",?){0,4}\\]\\}",
        ],
    ) {
        check_record(&text)?;
    }

    /// Real records of random games, mutated.
    #[test]
    fn mutated_records_are_refused_or_replay(
        variant in 0usize..9,
        seed in any::<u64>(),
        plies in 0usize..40,
        mutations in prop::collection::vec((any::<u8>(), any::<usize>(), any::<u8>()), 0..4),
    ) {
        let game = reachable(variant, seed, plies);
        let mut text = json::to_text(&GameRecord::of(&game));
        if mutations.is_empty() {
            // The unmutated record must replay to the same position.
            let back: GameRecord = json::from_text(&text).expect("own JSON reads back");
            let replayed = back.replay().map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(replayed.hash(), game.hash());
        }
        for (kind, at, byte) in mutations {
            text = mutate(&text, kind, at, byte);
        }
        check_record(&text)?;
    }
}
