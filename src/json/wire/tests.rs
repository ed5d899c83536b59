//! The engine's record in JSON, as the saves and the workers carry it: one
//! definition ([`super`]) that writes what every version of Tafl wrote,
//! reads it back, and matches docs/records.md.

use crate::engine::{AnyGame, Conclusion, GameId, GameRecord, Options, RecordFacts, Setup, Side};
use crate::json::{from_text, to_text};

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
fn records_round_trip_through_json_and_replay() {
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
        for seed in 1..=5 {
            let game = random_game(id, options, seed * 7919, 300);
            let record = GameRecord::of(&game);
            let back: GameRecord = from_text(&to_text(&record)).unwrap();
            assert_eq!(back, record);
            let replayed = back.replay().unwrap();
            assert_eq!(replayed.hash(), game.hash(), "{id} seed {seed}");
            assert_eq!(replayed.moves(), game.moves());
        }
    }
}

#[test]
fn the_json_form_is_stable() {
    let mut game = AnyGame::new(
        GameId::FoxGeese,
        Options {
            geese: 15,
            sideways: false,
        },
    )
    .unwrap();
    game.play("d4-d5").unwrap();
    assert_eq!(
        to_text(&GameRecord::of(&game)),
        r#"{"version":1,"game":"fox-geese","options":{"geese":15,"sideways":false},"moves":["d4-d5"]}"#
    );
}

/// A record's end off the board and its facts are in the JSON only when
/// known, as docs/records.md shows, and read back.
#[test]
fn conclusions_and_facts_are_in_the_json_only_when_known() {
    let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    for mv in ["h1-h3", "e7-e10", "d11-d10"] {
        game.play(mv).unwrap();
    }
    let record = GameRecord {
        conclusion: Some(Conclusion::resigned(Side::Second)),
        facts: RecordFacts {
            first_player: Some("Slater, Jay".into()),
            date: Some("2015.01.07".into()),
            ..RecordFacts::default()
        },
        ..GameRecord::of(&game)
    };
    let json = to_text(&record);
    let docs = include_str!("../../../docs/records.md");
    let shown = docs
        .split("```json\n")
        .filter_map(|block| block.split("```").next())
        .find(|block| block.contains("\"conclusion\""))
        .unwrap();
    assert_eq!(json, shown.trim());
    assert_eq!(from_text::<GameRecord>(&json), Ok(record));
    // Empty facts and no conclusion: absent; `null`, `{}` read as absent.
    let plain = GameRecord::of(&game);
    let text = to_text(&plain);
    assert!(!text.contains("conclusion") && !text.contains("facts"));
    let with_nulls = text.replace("]}", "],\"conclusion\":null,\"facts\":{}}");
    assert_eq!(from_text::<GameRecord>(&with_nulls), Ok(plain));
}

#[test]
fn records_saved_before_setups_read_the_same() {
    // Written by the build before set-up positions existed.
    let old = r#"{"version":1,"game":"fox-geese","options":{"geese":15,"sideways":false},"moves":["d4-d5"]}"#;
    let record: GameRecord = from_text(old).unwrap();
    assert_eq!(record.setup, None);
    assert_eq!(to_text(&record), old);
    assert_eq!(record.replay().unwrap().moves(), ["d4-d5"]);
    let older = r#"{"version":1,"game":"hnefatafl","moves":["d1-d3","e5-e2"]}"#;
    let record: GameRecord = from_text(older).unwrap();
    assert_eq!(record.options, Options::default());
    assert_eq!(record.replay().unwrap().moves(), ["d1-d3", "e5-e2"]);
}

#[test]
fn a_record_from_a_setup_keeps_its_position_text() {
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
    let json = to_text(&record);
    assert_eq!(
        json,
        r#"{"version":1,"game":"fox-geese","options":{"geese":13,"sideways":false},"setup":"3/3/7/3F3/GGGGGGG/GGG/GGG g","moves":["c3-c4","d4-d5"]}"#
    );
    let back: GameRecord = from_text(&json).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.replay().unwrap().custom_start(), Some(&setup));
}
