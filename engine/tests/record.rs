//! Game records: they replay to the same position, and every kind of bad
//! record is refused with its reason. (Their JSON form is the app's,
//! `src/json/wire.rs`, tested there.)

use tafl_engine::{
    AnyGame, Conclusion, ConclusionReason, GameId, GameRecord, MoveError, Options,
    PositionTextError, RecordError, RecordFacts, Setup, SetupError, Side,
};

/// A small deterministic generator, so failures reproduce.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn random_game(id: GameId, options: Options, seed: u64, max_plies: usize) -> AnyGame {
    let mut game = AnyGame::new(id, options).unwrap();
    let mut state = seed | 1;
    for _ in 0..max_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = &moves[(next(&mut state) % moves.len() as u64) as usize];
        game.play(pick).unwrap();
    }
    game
}

#[test]
fn records_replay_to_the_same_game() {
    let cases = [
        (GameId::FoxGeese, Options::default()),
        (
            GameId::FoxGeese,
            Options {
                geese: 17,
                sideways: true,
            },
        ),
        (GameId::TwoFoxes, Options::default()),
        (GameId::GreatCross, Options::default()),
        (GameId::Hnefatafl, Options::default()),
    ];
    for (id, options) in cases {
        for seed in 1..=20 {
            let game = random_game(id, options, seed * 7919, 300);
            let replayed = GameRecord::of(&game).replay().unwrap();
            assert_eq!(replayed.hash(), game.hash(), "{id} seed {seed}");
            assert_eq!(replayed.moves(), game.moves());
            assert_eq!(replayed.outcome(), game.outcome());
            assert_eq!(replayed.pieces(), game.pieces());
        }
    }
}

#[test]
fn a_conclusion_names_the_side_that_gave_up() {
    assert_eq!(
        Conclusion::resigned(Side::Second).loser(),
        Some(Side::Second)
    );
    assert_eq!(
        Conclusion::lost_on_time(Side::First).loser(),
        Some(Side::First)
    );
    let agreed = Conclusion {
        result: tafl_engine::GameResult::Draw,
        reason: ConclusionReason::Agreement,
    };
    assert_eq!(agreed.loser(), None);
}

#[test]
fn bad_records_are_refused_with_a_reason() {
    let record = |version, game, options, moves: &[&str]| GameRecord {
        version,
        game,
        options,
        setup: None,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        conclusion: None,
        facts: RecordFacts::default(),
    };
    let default = Options::default();
    assert_eq!(
        record(2, GameId::FoxGeese, default, &[])
            .replay()
            .unwrap_err(),
        RecordError::UnsupportedVersion(2)
    );
    assert!(matches!(
        record(
            1,
            GameId::TwoFoxes,
            Options {
                geese: 17,
                sideways: false
            },
            &[]
        )
        .replay(),
        Err(RecordError::BadOptions(_))
    ));
    let error = record(1, GameId::FoxGeese, default, &["d4-d5", "c3-c4", "d5-d7"])
        .replay()
        .unwrap_err();
    assert!(
        matches!(error, RecordError::BadMove { index: 3, ref text, error: MoveError::Illegal(_) } if text == "d5-d7")
    );
    assert!(error.to_string().starts_with("move 3 (d5-d7)"));
    let error = record(1, GameId::Hnefatafl, default, &["f6-f9x"])
        .replay()
        .unwrap_err();
    assert!(matches!(error, RecordError::BadMove { index: 1, .. }));
}

#[test]
fn undo_takes_back_moves_in_notation() {
    let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    let start = game.hash();
    game.play("d1-d3").unwrap();
    game.play("e5-e2").unwrap();
    assert_eq!(game.undo().as_deref(), Some("e5-e2"));
    assert_eq!(game.undo().as_deref(), Some("d1-d3"));
    assert_eq!(game.undo(), None);
    assert_eq!(game.hash(), start);
    assert!(game.moves().is_empty());
}

#[test]
fn records_from_a_setup_replay_from_it() {
    let setup = Setup::parse(
        GameId::FoxGeese,
        Options::default(),
        "3/3/7/3F3/GGGGGGG/GGG/GGG g",
    )
    .unwrap();
    let mut game = AnyGame::from_setup(&setup).unwrap();
    game.play("c3-c4").unwrap();
    game.play("d4-d5").unwrap();
    let record = GameRecord::of(&game);
    assert_eq!(record.setup.as_deref(), Some("3/3/7/3F3/GGGGGGG/GGG/GGG g"));
    let replayed = record.replay().unwrap();
    assert_eq!(replayed.pieces(), game.pieces());
    assert_eq!(replayed.custom_start(), Some(&setup));
    assert_eq!(replayed.side_to_move(), Side::Second);
    // Undo stops at the set-up position.
    let mut replayed = replayed;
    replayed.undo();
    replayed.undo();
    assert_eq!(replayed.undo(), None);
    assert_eq!(replayed.setup(), setup);

    let bad = |text: &str| GameRecord {
        setup: Some(text.to_string()),
        ..record.clone()
    };
    assert_eq!(
        bad("3/3/7/3F3/GGGGGGG/GGG g").replay().unwrap_err(),
        RecordError::BadPosition(PositionTextError::RankCount {
            expected: 7,
            found: 6
        })
    );
    assert_eq!(
        bad("3/3/7/3K3/GGGGGGG/GGG/GGG g").replay().unwrap_err(),
        RecordError::BadSetup(SetupError::PieceNotInGame {
            game: GameId::FoxGeese,
            piece: tafl_engine::Piece::King
        })
    );
    assert!(matches!(
        bad("3/3/7/3F3/GGGGGGG/GGG/GGG f").replay(),
        Err(RecordError::BadMove { index: 1, .. })
    ));
}
