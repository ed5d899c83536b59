//! Random legal games of all four games, for the share-link and save tests.

#![allow(dead_code)] // each test file uses its own subset

use tafl::engine::{AnyGame, GameId, GameRecord, Options};

/// Every game with every table option it takes.
pub fn variants() -> Vec<(GameId, Options)> {
    let mut out = Vec::new();
    for geese in [13, 15, 17] {
        for sideways in [false, true] {
            out.push((GameId::FoxGeese, Options { geese, sideways }));
        }
    }
    for game in [GameId::TwoFoxes, GameId::GreatCross, GameId::Hnefatafl] {
        out.push((game, Options::default()));
    }
    out
}

/// The AI's seeded generator (SplitMix64), so a failing case is reproduced
/// from its seed.
pub use tafl::ai::Rng;

/// Up to `plies` random legal moves from the start (fewer if the game ends).
pub fn random_game(game: GameId, options: Options, seed: u64, plies: usize) -> AnyGame {
    let mut rng = Rng::new(seed);
    let mut g = AnyGame::new(game, options).expect("valid options");
    for _ in 0..plies {
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.below(legal.len())].clone();
        g.play(&m).expect("a legal move plays");
    }
    g
}

/// The record of a random game of variant `variant % variants().len()`.
pub fn random_record(variant: usize, seed: u64, plies: usize) -> GameRecord {
    let all = variants();
    let (game, options) = all[variant % all.len()];
    GameRecord::of(&random_game(game, options, seed, plies))
}
