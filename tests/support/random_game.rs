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

/// A small deterministic generator (SplitMix64), so a failing case is
/// reproduced from its seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Up to `plies` random legal moves from the start (fewer if the game ends).
pub fn random_game(game: GameId, options: Options, seed: u64, plies: usize) -> AnyGame {
    let mut rng = Rng(seed);
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
