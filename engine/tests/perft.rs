//! Perft tables for every game and option set, read from `tests/data/perft`.
//!
//! Each `.perft` file holds blocks: a `game ID` line, optional `opt k=v`
//! lines, an optional `setup TEXT` line (a position text to start from
//! instead of the start position) or `moves M1 M2 ...` line (moves played
//! from it first), then `perft DEPTH COUNT` lines. `#` starts a comment; a
//! new `game` line starts a new block.

use std::fs;
use std::path::Path;
use tafl_engine::{AnyGame, GameId, Options, Setup};

struct Block {
    source: String,
    game: GameId,
    options: Vec<String>,
    setup: Option<String>,
    moves: Vec<String>,
    counts: Vec<(u32, u64)>,
}

fn parse_file(path: &Path) -> Vec<Block> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut blocks: Vec<Block> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        let source = format!("{}:{}", path.display(), number + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["game", id] => blocks.push(Block {
                game: id.parse().unwrap_or_else(|e| panic!("{source}: {e}")),
                source,
                options: Vec::new(),
                setup: None,
                moves: Vec::new(),
                counts: Vec::new(),
            }),
            ["setup", ..] => {
                blocks.last_mut().expect("setup before game").setup =
                    Some(line["setup".len()..].trim().to_string())
            }
            ["moves", moves @ ..] => blocks
                .last_mut()
                .expect("moves before game")
                .moves
                .extend(moves.iter().map(|m| m.to_string())),
            ["opt", option] => blocks
                .last_mut()
                .expect("opt before game")
                .options
                .push(option.to_string()),
            ["perft", depth, count] => blocks.last_mut().expect("perft before game").counts.push((
                depth
                    .parse()
                    .unwrap_or_else(|_| panic!("{source}: bad depth")),
                count
                    .parse()
                    .unwrap_or_else(|_| panic!("{source}: bad count")),
            )),
            _ => panic!("{source}: cannot read '{line}'"),
        }
    }
    blocks
}

#[test]
fn perft_tables_match() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut checked = 0;
    let mut games_seen = Vec::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
    {
        for block in parse_file(path) {
            let options = Options::parse(block.game, block.options.iter().map(String::as_str))
                .unwrap_or_else(|e| panic!("{}: {e}", block.source));
            let mut game = match &block.setup {
                Some(text) => Setup::parse(block.game, options, text)
                    .map_err(|e| e.to_string())
                    .and_then(|setup| AnyGame::from_setup(&setup).map_err(|e| e.to_string()))
                    .unwrap_or_else(|e| panic!("{}: {e}", block.source)),
                None => AnyGame::new(block.game, options).unwrap(),
            };
            for mv in &block.moves {
                game.play(mv)
                    .unwrap_or_else(|e| panic!("{}: {mv}: {e}", block.source));
            }
            for &(depth, expected) in &block.counts {
                let seen = game.perft(depth);
                assert_eq!(
                    seen, expected,
                    "{}: {} {:?} perft({depth}): expected {expected}, saw {seen}",
                    block.source, block.game, block.options
                );
                checked += 1;
            }
            games_seen.push(block.game);
        }
    }
    for game in GameId::ALL {
        assert!(games_seen.contains(&game), "no perft table for {game}");
    }
    assert!(checked >= 14, "only {checked} perft counts checked");
}
