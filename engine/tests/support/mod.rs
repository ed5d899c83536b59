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

/// Words a random comment is made of: the characters every annotated
/// format keeps as they are (no `}`, `]` or `|`, which end a comment in
/// one of them; see docs/records.md).
const COMMENT_WORDS: &[&str] = &[
    "a", "bold", "move", "(the", "king)", "runs!", "d1-d3", "1.", "x", "«ok»", "½", "Ørvar",
    "[sic", ";", "{", "2a.1.1a.", "?", "!?", "$5", "—",
];

/// A random comment, or none.
pub fn random_comment(rng: &mut Rng) -> Option<String> {
    if rng.below(3) != 0 {
        return None;
    }
    let words: Vec<&str> = (0..1 + rng.below(6))
        .map(|_| COMMENT_WORDS[rng.below(COMMENT_WORDS.len())])
        .collect();
    // A comment's first word is never a mark alone (OTN reads a mark
    // there); a mark-like word elsewhere stays text.
    let text = words.join(" ");
    let text = if tafl_engine::Mark::from_symbol(words[0]).is_some() {
        format!("so {text}")
    } else {
        text
    };
    Some(text)
}

/// A random line of at most `plies` legal moves from `game`'s position
/// (left as it was), with random marks and comments, and variations
/// nested at most `depth` more levels; `main` lines may have variations
/// on their first move (a variation's first move has none: the one form).
pub fn random_line(
    game: &mut AnyGame,
    rng: &mut Rng,
    plies: usize,
    depth: usize,
    main: bool,
) -> tafl_engine::Line {
    let mut line = Vec::new();
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mut variations = Vec::new();
        if depth > 0 && (main || i > 0) && rng.below(4) == 0 {
            for _ in 0..1 + rng.below(2) {
                let length = 1 + rng.below(5);
                let variation = random_line(game, rng, length, depth - 1, false);
                if !variation.is_empty() {
                    variations.push(variation);
                }
            }
        }
        let mv = legal[rng.below(legal.len())].clone();
        game.play(&mv).expect("a legal move plays");
        let mark = (rng.below(5) == 0).then(|| tafl_engine::Mark::ALL[rng.below(6)]);
        line.push(tafl_engine::Node {
            mv,
            mark,
            comment: random_comment(rng),
            variations,
        });
    }
    for _ in 0..line.len() {
        game.undo();
    }
    line
}

/// A random annotated game of `game` from its start (or from a random
/// set-up), up to `plies` main-line moves.
pub fn random_annotated(
    game: GameId,
    options: Options,
    seed: u64,
    plies: usize,
) -> tafl_engine::AnnotatedGame {
    let mut rng = Rng::new(seed);
    let mut start = AnyGame::new(game, options).expect("valid options");
    if rng.below(4) == 0 {
        play_random(&mut start, seed ^ 0x5e7, 1 + rng.below(20));
        if let Ok(set_up) = AnyGame::from_setup(&start.setup()) {
            start = set_up;
        }
    }
    let line = random_line(&mut start.clone(), &mut rng, plies, 3, true);
    let mut played = start;
    for node in &line {
        played.play(&node.mv).expect("the main line plays");
    }
    let tree = tafl_engine::MoveTree {
        comment: random_comment(&mut rng),
        line,
    };
    tafl_engine::AnnotatedGame {
        record: tafl_engine::GameRecord::of(&played),
        tree,
    }
}
