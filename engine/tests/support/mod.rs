//! Helpers shared by the record and set-up tests: every variant, and
//! random legal games from the engine's own seeded generator, so a failing
//! case is reproduced from its seed.

#![allow(dead_code)] // each test file uses its own subset

use tafl_engine::{AnyGame, GameId, Options, Rng};

/// Every game with every table option it can be played with.
pub fn variants() -> Vec<(GameId, Options)> {
    let mut all = Vec::new();
    for geese in [13, 15, 17] {
        for sideways in [false, true] {
            all.push((GameId::FoxGeese, Options { geese, sideways }));
        }
    }
    for game in [GameId::TwoFoxes, GameId::GreatCross, GameId::Hnefatafl] {
        all.push((game, Options::default()));
    }
    all
}

/// Plays up to `plies` uniformly random legal moves on `game` (fewer if
/// it ends).
pub fn play_random(game: &mut AnyGame, seed: u64, plies: usize) {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let pick = legal[rng.below(legal.len())].clone();
        game.play(&pick).expect("a legal move plays");
    }
}

/// Up to `plies` random legal moves from the start position.
pub fn random_game(game: GameId, options: Options, seed: u64, plies: usize) -> AnyGame {
    let mut g = AnyGame::new(game, options).expect("valid options");
    play_random(&mut g, seed, plies);
    g
}
