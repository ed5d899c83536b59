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

/// An analysis of a random game of variant `variant % variants().len()`:
/// the root after up to `root_plies` random moves, then `nodes` random
/// moves, each played at a random node already in the tree (so the tree
/// has a main line, variations and variations of variations).
pub fn random_tree(
    variant: usize,
    seed: u64,
    root_plies: usize,
    nodes: usize,
) -> tafl::analysis::AnalysisTree {
    use tafl::analysis::{AnalysisTree, NodeId};
    let all = variants();
    let (game, options) = all[variant % all.len()];
    let mut tree = AnalysisTree::new(random_game(game, options, seed, root_plies));
    let mut rng = Rng::new(seed ^ 0x7a11);
    let mut known = vec![NodeId::ROOT];
    for _ in 0..nodes {
        let at = known[rng.below(known.len())];
        let legal = tree.position(at).expect("replays").legal_moves();
        if legal.is_empty() {
            continue;
        }
        let id = tree
            .play(at, &legal[rng.below(legal.len())])
            .expect("a legal move plays");
        if !known.contains(&id) {
            known.push(id);
        }
    }
    tree
}
