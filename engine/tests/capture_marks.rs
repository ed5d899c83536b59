//! Capture marks on Hnefatafl moves: every move of the 1,752 real games
//! (tests/data/copenhagen-games.csv) plays with its recorded marks, and our
//! marked notation is the recorded one with each square named once in
//! point order; wrong marks are refused and leave the game unchanged.

use tafl_engine::hnefatafl::CaptureMismatch;
use tafl_engine::{AnyGame, GameId, MarkedMoveError, MoveError, Options, Topology};

/// A recorded token with its marks in our order: once each, point order.
fn canonical(token: &str) -> String {
    let mut parts = token.split('x');
    let mv = parts.next().unwrap().to_string();
    let mut squares: Vec<u8> = parts
        .map(|sq| Topology::tafl().parse_point(sq).unwrap())
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares.into_iter().fold(mv, |text, sq| {
        format!("{text}x{}", Topology::tafl().name(sq))
    })
}

#[test]
fn real_games_play_with_their_marks_and_write_them_back() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/copenhagen-games.csv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let (mut games, mut marked) = (0, 0);
    for (number, line) in text.lines().enumerate() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        let mut expected = Vec::new();
        for token in line.split(',').next().unwrap().split_whitespace() {
            if token == "timeout" || game.outcome().is_some() {
                break;
            }
            game.play_marked(token)
                .unwrap_or_else(|e| panic!("game {}: {token}: {e}", number + 1));
            expected.push(canonical(token));
            assert_eq!(game.last_marked_move().as_ref(), expected.last());
            marked += token.contains('x') as usize;
        }
        assert_eq!(game.marked_moves(), expected, "game {}", number + 1);
        games += 1;
    }
    assert_eq!(games, 1752);
    assert!(marked > 5000, "only {marked} moves with marks");
}

#[test]
fn wrong_marks_are_refused_and_the_game_is_unchanged() {
    let start = ["d1-d3", "e5-e2", "g1-g3", "f4-c4"];
    let cases: &[(&str, Result<(), MarkedMoveError>)] = &[
        ("g3-e3xe2", Ok(())),
        ("g3-e3xe2xe2", Ok(())),
        ("g3-e3", Ok(())),
        (
            "g3-e3xe4",
            Err(MarkedMoveError::Captures(CaptureMismatch {
                marked: vec!["e4".into()],
                captured: vec!["e2".into()],
            })),
        ),
        (
            "g3-e3xe2xd3",
            Err(MarkedMoveError::Captures(CaptureMismatch {
                marked: vec!["e2".into(), "d3".into()],
                captured: vec!["e2".into()],
            })),
        ),
        (
            "g3-g2xg1",
            Err(MarkedMoveError::Captures(CaptureMismatch {
                marked: vec!["g1".into()],
                captured: vec![],
            })),
        ),
        (
            "g3-e3xz9",
            Err(MarkedMoveError::Move(MoveError::OffBoard("z9".into()))),
        ),
        (
            "g3-e3x",
            Err(MarkedMoveError::Move(MoveError::Malformed("g3-e3x".into()))),
        ),
        (
            "g3-d3xe3",
            Err(MarkedMoveError::Move(MoveError::Illegal("g3-d3".into()))),
        ),
    ];
    for (text, expected) in cases {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        for mv in start {
            game.play(mv).unwrap();
        }
        let before = (game.hash(), game.moves().to_vec());
        assert_eq!(&game.play_marked(text), expected, "{text}");
        match expected {
            Ok(()) => assert_eq!(game.marked_moves().last().unwrap(), "g3-e3xe2"),
            Err(error) => {
                assert_eq!((game.hash(), game.moves().to_vec()), before, "{text}");
                assert!(!error.to_string().is_empty());
            }
        }
    }
}

#[test]
fn fox_moves_keep_their_own_notation() {
    let mut game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    for mv in ["d4-d5", "c3-c4", "d5-c5", "a3-a4", "c5xc3"] {
        game.play_marked(mv).unwrap();
    }
    assert_eq!(game.marked_moves(), game.moves());
    assert_eq!(game.marked_moves().last().unwrap(), "c5xc3");
}
