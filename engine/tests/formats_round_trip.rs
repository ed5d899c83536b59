//! Records out and back in: every real game of tests/data/copenhagen-games.csv
//! (1,752, up to where our rules end the game) through OTN, hnefatafl.org's
//! format, the move list and the Tafl format; random games of every game
//! and option, from the start and from set-up positions, through every
//! format that holds them. What comes back is the same record, and
//! `import_any` finds the format by itself.

mod support;

use support::{play_random, random_game, variants};
use tafl_engine::formats::{dash, hnefatafl_org, otn, tafl};
use tafl_engine::{
    import_any, AnyGame, Conclusion, ConclusionReason, EndReason, Format, GameId, GameRecord,
    GameResult, ImportError, MoveError, Options, Side,
};

/// The real games, each played up to its end by our rules or a timeout.
fn real_games() -> Vec<(String, AnyGame)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/copenhagen-games.csv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|line| {
            let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
            for token in line.split(',').next().unwrap().split_whitespace() {
                if token == "timeout" || game.outcome().is_some() {
                    break;
                }
                game.play_marked(token).unwrap();
            }
            (line.to_string(), game)
        })
        .collect()
}

/// Writes `game` in `format` and reads it back, by the format's own reader
/// and by `import_any`.
fn round_trip(format: Format, game: &AnyGame) -> GameRecord {
    let text = format
        .export(game)
        .unwrap_or_else(|e| panic!("{format}: {e}"));
    let back = format
        .import(&text)
        .unwrap_or_else(|e| panic!("{format}: {e}\n{text}"));
    assert_eq!(import_any(&text).as_ref(), Ok(&back), "{format}:\n{text}");
    back
}

#[test]
fn real_games_survive_every_hnefatafl_format() {
    let games = real_games();
    assert_eq!(games.len(), 1752);
    let mut plies = 0;
    for (number, (_, game)) in games.iter().enumerate() {
        let record = GameRecord::of(game);
        for format in Format::ALL {
            let back = round_trip(format, game);
            assert_eq!(back, record, "game {}, {format}", number + 1);
        }
        plies += game.moves().len();
    }
    assert!(plies > 80_000, "only {plies} plies");
}

/// The record a real CSV line reads as: its moves, and for a game that
/// ends with `timeout` before our rules end it, the side to move lost on
/// time (which the outcome column confirms: `Black`, the attackers won).
fn real_record(line: &str, game: &AnyGame) -> GameRecord {
    let mut record = GameRecord::of(game);
    let (moves, outcome) = line.split_once(',').unwrap();
    if game.outcome().is_some() {
        // The board's end stands.
        return record;
    }
    if moves.ends_with("timeout") {
        let loser = game.side_to_move();
        let winner = if loser == Side::First {
            "White"
        } else {
            "Black"
        };
        assert!(outcome.ends_with(winner), "{line}");
        record.conclusion = Some(Conclusion::lost_on_time(loser));
        return record;
    }
    // Else the outcome column is the result, with no stated reason.
    let result = match outcome.rsplit(',').next().unwrap() {
        "Black" => Some(GameResult::Win(Side::First)),
        "White" => Some(GameResult::Win(Side::Second)),
        "Draw" => Some(GameResult::Draw),
        _ => None,
    };
    record.conclusion = result.map(|result| Conclusion {
        result,
        reason: ConclusionReason::Unstated,
    });
    record
}

#[test]
fn real_csv_lines_read_as_move_lists() {
    let mut ended_early = 0;
    let mut timeouts = 0;
    let mut ended_early_on_time = 0;
    for (number, (line, game)) in real_games().iter().enumerate() {
        match dash::import(line) {
            Ok(record) => {
                assert_eq!(record, real_record(line, game), "game {}", number + 1);
                timeouts += record
                    .conclusion
                    .is_some_and(|c| c.reason == ConclusionReason::Timeout)
                    as usize;
            }
            // Our rules end these games before the record does.
            Err(ImportError::BadMove {
                index,
                error: MoveError::GameOver,
                ..
            }) => {
                assert_eq!(index, game.moves().len() + 1);
                assert_eq!(
                    game.outcome().map(|o| o.reason),
                    Some(EndReason::RepetitionLoss)
                );
                ended_early += 1;
                ended_early_on_time +=
                    line.split(',').next().unwrap().ends_with("timeout") as usize;
            }
            Err(e) => panic!("game {}: {e}", number + 1),
        }
    }
    // The data README: 11 games end earlier by the repetition loss.
    assert_eq!(ended_early, 11);
    // 273 lines end with `timeout`; the other two are among the games our
    // rules end earlier.
    assert_eq!((timeouts, ended_early_on_time), (271, 2));
}

#[test]
fn random_games_survive_every_format_that_holds_them() {
    for (game, options) in variants() {
        for seed in 0..25u64 {
            let played = random_game(game, options, seed * 977 + 13, 40 + seed as usize * 9);
            let record = GameRecord::of(&played);
            for format in Format::ALL.into_iter().filter(|f| f.holds(game)) {
                assert_eq!(
                    round_trip(format, &played),
                    record,
                    "{game} {seed} {format}"
                );
            }
        }
    }
}

#[test]
fn games_from_setups_survive_the_formats_that_hold_setups() {
    let mut set_up = 0;
    for (game, options) in variants() {
        for seed in 0..25u64 {
            // A position from a random game, then a random game from it.
            let reached = random_game(game, options, seed * 131 + 5, seed as usize * 5);
            let Ok(mut played) = AnyGame::from_setup(&reached.setup()) else {
                panic!("{game} {seed}: a reached position sets up");
            };
            play_random(&mut played, seed * 7 + 1, 30 + seed as usize * 4);
            let record = GameRecord::of(&played);
            set_up += record.setup.is_some() as usize;
            for format in Format::ALL.into_iter().filter(|f| f.holds(game)) {
                if record.setup.is_some() && !format.holds_setups() {
                    assert!(format.export(&played).is_err(), "{format}");
                    continue;
                }
                let back = round_trip(format, &played);
                assert_eq!(back, record, "{game} {seed} {format}");
                let replayed = back.replay().unwrap();
                assert_eq!(replayed.pieces(), played.pieces());
                assert_eq!(replayed.outcome(), played.outcome());
            }
        }
    }
    assert!(set_up > 150, "only {set_up} games from a set-up");
}

#[test]
fn each_module_writes_what_it_reads() {
    let played = random_game(GameId::Hnefatafl, Options::default(), 99, 120);
    let record = GameRecord::of(&played);
    assert_eq!(
        otn::import(&otn::export(&played).unwrap()),
        Ok(record.clone())
    );
    assert_eq!(
        hnefatafl_org::import(&hnefatafl_org::export_record(&record).unwrap()),
        Ok(record.clone())
    );
    assert_eq!(
        dash::import(&dash::export(&played).unwrap()),
        Ok(record.clone())
    );
    assert_eq!(tafl::import(&tafl::export(&played)), Ok(record.clone()));
    let fox = random_game(GameId::TwoFoxes, Options::default(), 5, 60);
    let fox_record = GameRecord::of(&fox);
    assert_eq!(
        tafl::import(&tafl::export_record(&fox_record).unwrap()),
        Ok(fox_record)
    );
}
