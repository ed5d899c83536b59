//! The saves' tests: the stored format, the summary, the ids and keys.

use super::*;
use crate::engine::{AnyGame, GameId, GameRecord, MoveError, Options, RecordError, Side};
use crate::links::invite::{Correspondence, CorrespondenceId};
use crate::pictures::board_view::{BoardView, MarkKind};
use crate::play::{Players, Seat, Turn};

#[test]
fn the_stamp_of_a_save_reads_without_replaying() {
    let entry = SaveEntry {
        id: "abc".into(),
        record: GameRecord::of(
            &AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults"),
        ),
        players: Players::default(),
        correspondence: None,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1000.0,
        updated_ms: 2345.0,
    };
    assert_eq!(updated_ms_of(&encode(&entry)), Some(2345.0));
    assert_eq!(updated_ms_of("{not json"), None);
    assert_eq!(updated_ms_of(r#"{"v":9,"updated_ms":1}"#), None);
}

fn record(game: GameId, moves: &[&str]) -> GameRecord {
    GameRecord {
        version: GameRecord::VERSION,
        game,
        options: Options::default(),
        setup: None,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        conclusion: None,
        facts: Default::default(),
    }
}

fn entry(id: &str, record: GameRecord) -> SaveEntry {
    SaveEntry {
        id: id.to_string(),
        record,
        players: Players {
            first: Seat::Human,
            second: Seat::Ai {
                level: "easy".into(),
            },
        },
        correspondence: None,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1_764_460_800_000.0,
        updated_ms: 1_764_461_000_000.0,
    }
}

/// The first `n` legal moves of a game, always the first in the list.
fn first_moves(game: GameId, n: usize) -> Vec<String> {
    let mut g = AnyGame::new(game, Options::default()).unwrap();
    for _ in 0..n {
        let m = g.legal_moves()[0].clone();
        g.play(&m).unwrap();
    }
    g.moves().to_vec()
}

#[test]
fn entries_round_trip_for_every_game() {
    for game in GameId::ALL {
        let moves = first_moves(game, 6);
        let rec = GameRecord {
            moves,
            ..record(game, &[])
        };
        let e = entry("abcDEF123-_", rec);
        let text = encode(&e);
        assert_eq!(decode(&text), Ok(e.clone()), "{game}: {text}");
        let d = read(&text).unwrap();
        assert_eq!(d.upgraded_from, None);
        assert_eq!(d.summary, summarize(&e).unwrap());
    }
}

#[test]
fn the_stored_text_has_the_version_on_top_and_named_seats() {
    let e = entry("x1", record(GameId::FoxGeese, &["d4-c4"]));
    assert_eq!(
        encode(&e),
        format!(
            concat!(
                r#"{{"v":{},"id":"x1","created_ms":1764460800000,"updated_ms":1764461000000,"#,
                r#""players":{{"first":{{"kind":"human"}},"second":{{"kind":"ai","level":"easy"}}}},"#,
                r#""record":{{"version":1,"game":"fox-geese","options":{{"geese":13,"sideways":false}},"moves":["d4-c4"]}}}}"#
            ),
            SAVE_VERSION
        )
    );
}

/// A game ended off the board keeps how: the result and its reason are in
/// the save (the record's JSON form, docs/records.md); a save without
/// them, as every save from before, reads as a game the board alone ends.
#[test]
fn a_resignation_or_an_agreed_draw_is_kept() {
    use crate::engine::{Conclusion, ConclusionReason, GameResult};
    let agreed = Conclusion {
        result: GameResult::Draw,
        reason: ConclusionReason::Agreement,
    };
    for (conclusion, json) in [
        (
            Conclusion::resigned(Side::Second),
            r#"{"result":{"Win":"First"},"reason":"Resignation"}"#,
        ),
        (agreed, r#"{"result":"Draw","reason":"Agreement"}"#),
        (
            Conclusion::lost_on_time(Side::First),
            r#"{"result":{"Win":"Second"},"reason":"Timeout"}"#,
        ),
    ] {
        let mut rec = record(GameId::Hnefatafl, &[]);
        rec.moves = first_moves(GameId::Hnefatafl, 3);
        rec.conclusion = Some(conclusion);
        let e = entry("ended", rec);
        let text = encode(&e);
        assert_eq!(
            decode(&text).unwrap().record.conclusion,
            Some(conclusion),
            "{text}"
        );
        assert!(
            text.contains(&format!(r#""conclusion":{json}}}"#)),
            "{text}"
        );
    }
    let text = encode(&entry("x", record(GameId::Hnefatafl, &[])));
    assert!(!text.contains("conclusion"), "{text}");
    assert_eq!(decode(&text).unwrap().record.conclusion, None);
    let bad = text.replace(
        "\"moves\":[]",
        "\"moves\":[],\"conclusion\":{\"result\":\"Lost\",\"reason\":\"Timeout\"}",
    );
    assert!(
        matches!(decode(&bad), Err(SaveError::Unreadable(_))),
        "{bad}"
    );
}

#[test]
fn fox_geese_options_are_kept() {
    let mut rec = record(GameId::FoxGeese, &[]);
    rec.options = Options {
        geese: 17,
        sideways: true,
    };
    let e = entry("opts", rec);
    let back = decode(&encode(&e)).unwrap();
    assert_eq!(back.record.options, e.record.options);
    assert_eq!(summarize(&back).unwrap().board.pieces.len(), 18);
}

#[test]
fn time_stamps_are_kept_to_the_millisecond() {
    let mut e = entry("ms", record(GameId::FoxGeese, &[]));
    e.created_ms = 1_764_460_800_000.4;
    e.updated_ms = -3.6;
    let back = decode(&encode(&e)).unwrap();
    assert_eq!(
        (back.created_ms, back.updated_ms),
        (1_764_460_800_000.0, -4.0)
    );
    assert!(encode(&e).contains(r#""created_ms":1764460800000,"#));
}

#[test]
fn time_stamps_that_json_cannot_hold_are_written_as_zero() {
    let mut e = entry("nan", record(GameId::Hnefatafl, &[]));
    e.created_ms = f64::NAN;
    e.updated_ms = f64::INFINITY;
    let back = decode(&encode(&e)).unwrap();
    assert_eq!((back.created_ms, back.updated_ms), (0.0, 0.0));
}

#[test]
fn format_0_is_upgraded_to_a_two_player_game() {
    let text =
        r#"{"v":0,"id":"old1","saved_ms":1700000000000,"game":"two-foxes","moves":["c7-c6"]}"#;
    let d = read(text).unwrap();
    assert_eq!(d.upgraded_from, Some(0));
    assert_eq!(d.entry.players, Players::default());
    assert_eq!(d.entry.created_ms, 1_700_000_000_000.0);
    assert_eq!(d.entry.updated_ms, 1_700_000_000_000.0);
    assert_eq!(d.entry.record, record(GameId::TwoFoxes, &["c7-c6"]));
    assert_eq!(d.summary.moves, 1);
    // Written back, it is format 1 and reads without upgrade.
    let again = read(&encode(&d.entry)).unwrap();
    assert_eq!(again.upgraded_from, None);
    assert_eq!(again.entry, d.entry);
}

#[test]
fn format_0_with_options_keeps_them() {
    let text = r#"{"v":0,"id":"old2","saved_ms":5,"game":"fox-geese","options":{"geese":15,"sideways":true},"moves":[]}"#;
    let e = decode(text).unwrap();
    assert_eq!(e.record.options.geese, 15);
    assert!(e.record.options.sideways);
}

#[test]
fn a_newer_format_is_reported_not_guessed() {
    let text = r#"{"v":8,"id":"new","whatever":true}"#;
    assert_eq!(decode(text), Err(SaveError::NewerVersion(8)));
    assert_eq!(
        decode(text).unwrap_err().kind(),
        SaveErrorKind::NewerVersion
    );
    assert!(!SaveErrorKind::NewerVersion.set_aside());
    let huge = r#"{"v":99999999999}"#;
    assert_eq!(decode(huge), Err(SaveError::NewerVersion(u32::MAX)));
}

#[test]
fn a_newer_record_version_inside_is_a_newer_version_too() {
    let mut e = entry("r2", record(GameId::FoxGeese, &[]));
    e.record.version = GameRecord::VERSION + 1;
    let err = decode(&encode(&e)).unwrap_err();
    assert_eq!(
        err,
        SaveError::Record(RecordError::UnsupportedVersion(GameRecord::VERSION + 1))
    );
    assert_eq!(err.kind(), SaveErrorKind::NewerVersion);
    e.record.version = 0;
    assert_eq!(
        decode(&encode(&e)).unwrap_err().kind(),
        SaveErrorKind::BadRecord
    );
}

#[test]
fn unreadable_texts_are_unreadable() {
    let cases = [
        "",
        "not json",
        "{",
        "null",
        "[]",
        "42",
        r#"{"id":"a"}"#,
        r#"{"v":"1"}"#,
        r#"{"v":-1}"#,
        r#"{"v":1.5}"#,
        r#"{"v":1}"#,
        r#"{"v":1,"id":"a","created_ms":0,"updated_ms":0,"players":{"first":{"kind":"robot"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","moves":[]}}"#,
        r#"{"v":1,"id":"a","created_ms":0,"updated_ms":0,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"chess","moves":[]}}"#,
        r#"{"v":1,"id":"a","created_ms":"x","updated_ms":0,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","moves":[]}}"#,
        r#"{"v":0,"id":"a","game":"fox-geese","moves":[]}"#,
    ];
    for text in cases {
        let err = decode(text).unwrap_err();
        assert_eq!(err.kind(), SaveErrorKind::Unreadable, "{text}: {err}");
        assert!(err.kind().set_aside());
    }
}

#[test]
fn a_bad_id_is_unreadable() {
    for id in ["", "a b", "a/b", "é", &"x".repeat(MAX_ID_LEN + 1)] {
        let text = encode(&entry(id, record(GameId::FoxGeese, &[])));
        assert_eq!(
            decode(&text).unwrap_err().kind(),
            SaveErrorKind::Unreadable,
            "{id:?}"
        );
    }
    assert!(decode(&encode(&entry(
        &"x".repeat(MAX_ID_LEN),
        record(GameId::FoxGeese, &[])
    )))
    .is_ok());
}

#[test]
fn a_record_that_does_not_replay_is_a_bad_record() {
    let e = entry("bad", record(GameId::FoxGeese, &["d4-c4", "d4-d5"]));
    let err = decode(&encode(&e)).unwrap_err();
    assert!(
        matches!(
            &err,
            SaveError::Record(RecordError::BadMove {
                index: 2,
                error: MoveError::NoPieceToMove(_),
                ..
            })
        ),
        "{err:?}"
    );
    assert_eq!(err.kind(), SaveErrorKind::BadRecord);
    assert_eq!(summarize(&e).unwrap_err().kind(), SaveErrorKind::BadRecord);
    let mut opts = entry("opt", record(GameId::Hnefatafl, &[]));
    opts.record.options.sideways = true;
    assert!(matches!(
        decode(&encode(&opts)),
        Err(SaveError::Record(RecordError::BadOptions(_)))
    ));
}

#[test]
fn an_oversized_text_is_refused_before_parsing() {
    let text = " ".repeat(MAX_SAVE_LEN + 1);
    assert_eq!(decode(&text), Err(SaveError::TooLarge(MAX_SAVE_LEN + 1)));
    assert_eq!(decode(&text).unwrap_err().kind(), SaveErrorKind::Unreadable);
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let text = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(decode(&text).unwrap_err().kind(), SaveErrorKind::Unreadable);
}

#[test]
fn every_error_has_a_message() {
    let errors = [
        SaveError::TooLarge(9),
        SaveError::Unreadable(crate::json::Error::Missing("v")),
        SaveError::BadId("a b".into()),
        SaveError::NewerVersion(3),
        SaveError::Record(RecordError::UnsupportedVersion(7)),
    ];
    for e in errors {
        assert!(!e.to_string().is_empty());
        assert!(!e.kind().as_str().is_empty());
    }
}

#[test]
fn summary_of_a_finished_game_has_its_outcome() {
    // Always the first legal move: the game ends (a win or a draw).
    let mut g = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    while g.outcome().is_none() {
        let m = g.legal_moves()[0].clone();
        g.play(&m).unwrap();
    }
    let e = entry("done", GameRecord::of(&g));
    let s = summarize(&e).unwrap();
    assert!(s.is_finished());
    assert_eq!(s.status, SaveStatus::Over(g.outcome().unwrap()));
    assert_eq!(s.status_word, g.status_word());
    assert_eq!(s.moves, g.moves().len());
    assert_eq!(s.board, BoardView::of_game(&g));
    assert_eq!(s.board.pieces.len(), g.pieces().len());
}

#[test]
fn summary_in_progress_names_the_side_to_move_and_captures() {
    let mut g = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    // Play until a capture happens, always taking a jump when offered.
    for _ in 0..40 {
        let legal = g.legal_moves();
        let m = legal
            .iter()
            .find(|m| m.contains('x'))
            .unwrap_or(&legal[legal.len() - 1])
            .clone();
        g.play(&m).unwrap();
        if !g.last_captures().is_empty() || g.outcome().is_some() {
            break;
        }
    }
    let e = entry("cap", GameRecord::of(&g));
    let s = summarize(&e).unwrap();
    let names: Vec<String> = g
        .last_captures()
        .into_iter()
        .map(|p| g.topology().name(p))
        .collect();
    assert!(!names.is_empty(), "the fox took a goose");
    let captured: Vec<&str> = s
        .board
        .marks
        .iter()
        .filter(|m| m.kind == MarkKind::Captured)
        .map(|m| m.at.as_str())
        .collect();
    assert_eq!(captured, names);
    if g.outcome().is_none() {
        assert_eq!(
            s.status,
            SaveStatus::InProgress {
                to_move: g.side_to_move()
            }
        );
    }
    let start = summarize(&entry("s", record(GameId::Hnefatafl, &[]))).unwrap();
    assert_eq!(
        start.status,
        SaveStatus::InProgress {
            to_move: Side::First
        }
    );
    assert_eq!(start.status_word, "ongoing");
    assert!(start.board.marks.is_empty(), "no move, nothing marked");
    assert_eq!(start.board.pieces.len(), 37);
}

#[test]
fn ids_are_short_url_safe_and_distinct() {
    let a = new_id(1, 1_764_460_800_000.0);
    let b = new_id(2, 1_764_460_800_000.0);
    let c = new_id(1, 1_764_460_800_001.0);
    assert_eq!(a.len(), 12);
    assert!(is_valid_id(&a));
    assert!(a != b && a != c && b != c);
    for weird in [f64::NAN, f64::NEG_INFINITY, -5.0, 1e300] {
        let id = new_id(u64::MAX, weird);
        assert_eq!(id.len(), 12);
        assert!(is_valid_id(&id));
    }
    // Ten thousand ids in one millisecond: no collision.
    let ids: std::collections::HashSet<String> = (0..10_000u64)
        .map(|r| new_id(r.wrapping_mul(0x9E37_79B9), 1e12))
        .collect();
    assert_eq!(ids.len(), 10_000);
}

#[test]
fn resume_paths_carry_the_id() {
    assert_eq!(
        resume_path("fr", GameId::TwoFoxes, "AbC-_1"),
        "/fr/play/two-foxes?id=AbC-_1"
    );
    assert_eq!(
        analysis_path("el", GameId::Hnefatafl, "AbC-_1"),
        "/el/analysis/hnefatafl?id=AbC-_1"
    );
}

#[test]
fn a_fractional_format_version_is_named_plainly() {
    let Err(SaveError::Unreadable(why)) = read(r#"{"v":1.5}"#) else {
        panic!("read");
    };
    assert_eq!(why.to_string(), "expected a whole number at byte 5");
    assert_eq!(updated_ms_of(&" ".repeat(MAX_SAVE_LEN + 1)), None);
}

#[test]
fn keys_are_prefixed() {
    assert_eq!(save_key("ab"), "tafl.save.ab");
    assert_eq!(broken_key("ab"), "tafl.broken.ab");
    assert_eq!(tab_key(GameId::GreatCross), "tafl.tab.great-cross");
}

fn listed(id: &str, game: GameId, updated: f64, finished: bool) -> (SaveEntry, SaveSummary) {
    let mut g = AnyGame::new(game, Options::default()).unwrap();
    if finished {
        while g.outcome().is_none() {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
    }
    let mut e = entry(id, GameRecord::of(&g));
    e.updated_ms = updated;
    let s = summarize(&e).unwrap();
    (e, s)
}

#[test]
fn newest_first_order_is_by_update_then_id() {
    let mut saves = vec![
        listed("b", GameId::FoxGeese, 1.0, false),
        listed("c", GameId::FoxGeese, 3.0, false),
        listed("a", GameId::FoxGeese, 1.0, false),
    ];
    sort_newest_first(&mut saves);
    let ids: Vec<&str> = saves.iter().map(|(e, _)| e.id.as_str()).collect();
    assert_eq!(ids, ["c", "a", "b"]);
}

#[test]
fn resume_prefers_this_tab_then_the_latest_unfinished_game() {
    let saves = vec![
        listed("old", GameId::FoxGeese, 1.0, false),
        listed("new", GameId::FoxGeese, 5.0, false),
        listed("done", GameId::FoxGeese, 9.0, true),
        listed("other", GameId::Hnefatafl, 10.0, false),
    ];
    let g = GameId::FoxGeese;
    assert_eq!(
        resume_choice(g, Some("old"), &saves).as_deref(),
        Some("old")
    );
    // This tab's game, even finished, is the one it shows.
    assert_eq!(
        resume_choice(g, Some("done"), &saves).as_deref(),
        Some("done")
    );
    assert_eq!(resume_choice(g, None, &saves).as_deref(), Some("new"));
    assert_eq!(
        resume_choice(g, Some("gone"), &saves).as_deref(),
        Some("new")
    );
    // A tab id of another game is not used for this one.
    assert_eq!(
        resume_choice(g, Some("other"), &saves).as_deref(),
        Some("new")
    );
    assert_eq!(resume_choice(GameId::TwoFoxes, None, &saves), None);
    assert_eq!(
        resume_choice(GameId::Hnefatafl, None, &saves).as_deref(),
        Some("other")
    );
}

/// Saves written by the build before correspondence games existed,
/// kept as text: they read as they always did (no correspondence) and
/// are written back byte for byte.
#[test]
fn format_1_saves_of_before_read_the_same_and_are_rewritten_unchanged() {
    let texts = [
        r#"{"v":1,"id":"k2Xq9-_aB3cD","created_ms":1764460800000,"updated_ms":1764461234567,"players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"hard"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4","f4-f3"]}}"#,
        r#"{"v":1,"id":"x","created_ms":5,"updated_ms":6,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","options":{"geese":15,"sideways":true},"moves":["d4-c4"]}}"#,
    ];
    let d = read(texts[0]).unwrap();
    assert_eq!(
        d.entry,
        SaveEntry {
            id: "k2Xq9-_aB3cD".into(),
            record: record(GameId::Hnefatafl, &["d1-d4", "f4-f3"]),
            players: Players {
                first: Seat::Human,
                second: Seat::Ai {
                    level: "hard".into()
                },
            },
            correspondence: None,
            annotations: None,
            rated: None,
            clock: None,
            draw_offer: None,
            created_ms: 1_764_460_800_000.0,
            updated_ms: 1_764_461_234_567.0,
        }
    );
    assert_eq!(d.upgraded_from, None);
    assert_eq!(d.summary.my_side, None);
    assert_eq!(d.summary.correspondence_turn(), None);
    for text in texts {
        let entry = decode(text).unwrap();
        assert_eq!(entry.correspondence, None);
        assert_eq!(encode(&entry), text);
        assert_eq!(updated_ms_of(text), Some(entry.updated_ms));
    }
}

fn correspondence(side: Side, received: usize) -> Correspondence {
    Correspondence {
        received,
        ..Correspondence::start(CorrespondenceId::new(77, 1_764_460_800_000.0), side, None)
    }
}

#[test]
fn a_correspondence_game_is_saved_in_format_2() {
    let mut e = entry(
        "c1",
        record(GameId::Hnefatafl, &["d1-d4", "f4-f3", "a4-a3"]),
    );
    e.players = Players::default();
    e.correspondence = Some(correspondence(Side::Second, 2));
    let text = encode(&e);
    assert!(text.starts_with(&format!(r#"{{"v":{CORRESPONDENCE_SAVE_VERSION},"#)));
    assert!(text.contains(
        r#""correspondence":{"id":"ZrSDygAAAABN","side":"second","received":2},"record":"#
    ));
    let d = read(&text).unwrap();
    assert_eq!(d.entry, e);
    assert_eq!(d.upgraded_from, None);
    assert_eq!(d.summary.my_side, Some(Side::Second));
    // After three moves the defenders (second) are to move: this person.
    assert_eq!(
        d.summary.correspondence_turn(),
        Some(Turn::YourMove(Side::Second))
    );
    assert_eq!(updated_ms_of(&text), Some(e.updated_ms));
    e.correspondence = Some(correspondence(Side::First, 0));
    let s = summarize(&e).unwrap();
    assert_eq!(
        s.correspondence_turn(),
        Some(Turn::FriendsMove(Side::Second))
    );
    assert_eq!(decode(&encode(&e)), Ok(e));
}

#[test]
fn a_format_2_text_reads() {
    let text = r#"{"v":2,"id":"c2","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":1},"record":{"version":1,"game":"fox-geese","moves":["d4-c4"]}}"#;
    let e = decode(text).unwrap();
    assert_eq!(
        e.correspondence,
        Some(Correspondence {
            id: CorrespondenceId::from_bytes([0; 9]),
            my_side: Side::First,
            received: 1,
            my_key: None,
            friend_key: None,
            offer: None,
            end_received: false,
            watching: false,
        })
    );
    // Written back with the options spelled out, then a fixed point.
    let again = encode(&e);
    assert_eq!(decode(&again), Ok(e));
}

#[test]
fn a_received_count_past_the_last_move_reads_as_the_last_move() {
    let mut e = entry("c3", record(GameId::FoxGeese, &["d4-c4"]));
    e.correspondence = Some(correspondence(Side::First, 9));
    let back = decode(&encode(&e)).unwrap();
    assert_eq!(back.correspondence.map(|c| c.received), Some(1));
    let huge = encode(&e).replace(r#""received":9"#, r#""received":18446744073709551615"#);
    assert_eq!(
        decode(&huge).unwrap().correspondence.map(|c| c.received),
        Some(1)
    );
}

#[test]
fn a_damaged_correspondence_is_unreadable() {
    let good = r#"{"v":2,"id":"c4","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0},"record":{"version":1,"game":"fox-geese","moves":[]}}"#;
    assert!(decode(good).is_ok());
    let cases = [
        good.replace(
            r#","correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0}"#,
            "",
        ),
        good.replace("AAAAAAAAAAAA", "AAAA"),
        good.replace("AAAAAAAAAAAA", "AAAAAAAAAAA="),
        good.replace("AAAAAAAAAAAA", "AAAAAAAAAAAAAAAA"),
        good.replace(r#""first""#, r#""fox""#),
        good.replace(r#""received":0"#, r#""received":-1"#),
        good.replace(r#""received":0"#, r#""received":"0""#),
        good.replace(r#","received":0"#, ""),
    ];
    for text in &cases {
        let err = decode(text).unwrap_err();
        assert_eq!(err.kind(), SaveErrorKind::Unreadable, "{text}: {err}");
    }
    // Format 1 knows no correspondence: a stray one is ignored, as any
    // unknown field of format 1 is.
    let v1 = good.replace(r#""v":2"#, r#""v":1"#);
    assert_eq!(decode(&v1).unwrap().correspondence, None);
}

#[test]
fn correspondence_games_are_not_resumed_by_default() {
    let mut saves = vec![
        listed("local", GameId::FoxGeese, 1.0, false),
        listed("corr", GameId::FoxGeese, 5.0, false),
    ];
    saves[1].0.correspondence = Some(correspondence(Side::Second, 0));
    saves[1].1 = summarize(&saves[1].0).unwrap();
    let g = GameId::FoxGeese;
    assert_eq!(resume_choice(g, None, &saves).as_deref(), Some("local"));
    // Unless this tab plays it.
    assert_eq!(
        resume_choice(g, Some("corr"), &saves).as_deref(),
        Some("corr")
    );
    saves.remove(0);
    assert_eq!(resume_choice(g, None, &saves), None);
}

#[test]
fn seats_name_the_sides() {
    let p = entry("p", record(GameId::FoxGeese, &[])).players;
    assert_eq!(p.seat(Side::First), &Seat::Human);
    assert_eq!(
        p.seat(Side::Second),
        &Seat::Ai {
            level: "easy".into()
        }
    );
}

#[test]
fn a_record_with_its_end_or_facts_is_saved_in_format_3_and_reads_back() {
    let mut e = entry("f3", record(GameId::Hnefatafl, &["d1-d4", "f4-f3"]));
    e.record.conclusion = Some(crate::engine::Conclusion::resigned(Side::Second));
    let text = encode(&e);
    assert!(text.starts_with(r#"{"v":3,"#), "{text}");
    assert!(text.ends_with(
        r#""moves":["d1-d4","f4-f3"],"conclusion":{"result":{"Win":"First"},"reason":"Resignation"}}}"#
    ));
    let d = read(&text).unwrap();
    assert_eq!(d.entry, e);
    assert_eq!(
        d.summary.status,
        SaveStatus::Concluded(crate::engine::Conclusion::resigned(Side::Second))
    );
    assert!(d.summary.is_finished());
    assert_eq!(d.summary.status_word, "attackers-win");
    assert_eq!(updated_ms_of(&text), Some(e.updated_ms));
    // Facts alone make format 3 too; nothing known is format 1.
    e.record.conclusion = None;
    e.record.facts.site = Some("Fetlar".into());
    let text = encode(&e);
    assert!(text.starts_with(r#"{"v":3,"#));
    assert!(text.contains(r#""facts":{"site":"Fetlar"}"#), "{text}");
    assert_eq!(decode(&text), Ok(e.clone()));
    assert!(!read(&text).unwrap().summary.is_finished());
    e.record.facts = Default::default();
    assert!(encode(&e).starts_with(r#"{"v":1,"#));
}

#[test]
fn a_board_that_decided_the_game_wins_over_the_stated_end() {
    // The first legal move, again and again, until the game ends.
    let mut game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    while game.outcome().is_none() {
        let m = game.legal_moves()[0].clone();
        game.play(&m).unwrap();
    }
    let outcome = game.outcome().expect("ended");
    let mut e = entry("f4", GameRecord::of(&game));
    e.record.conclusion = Some(crate::engine::Conclusion::resigned(Side::First));
    let d = read(&encode(&e)).unwrap();
    assert_eq!(d.summary.status, SaveStatus::Over(outcome));
}

#[test]
fn seat_keys_offers_and_watching_are_kept_and_old_saves_read_unchanged() {
    use crate::links::invite::SeatKey;
    let mut e = entry("c9", record(GameId::Hnefatafl, &["d1-d4", "f4-f3"]));
    e.players = Players::default();
    let key = SeatKey::from_bytes([1, 2, 3, 4, 5, 6]);
    e.correspondence = Some(Correspondence {
        my_key: Some(key),
        friend_key: Some(SeatKey::new(9)),
        offer: Some(Side::Second),
        ..correspondence(Side::First, 2)
    });
    let text = encode(&e);
    assert!(
        text.contains(r#""received":2,"key":"AQIDBAUG","friend_key":"AAAAAAAJ","offer":"second"}"#),
        "{text}"
    );
    assert!(text.starts_with(&format!(r#"{{"v":{CORRESPONDENCE_SAVE_VERSION},"#)));
    assert_eq!(decode(&text), Ok(e.clone()));
    e.correspondence = e.correspondence.map(|c| Correspondence {
        end_received: true,
        watching: true,
        offer: None,
        ..c
    });
    let text = encode(&e);
    assert!(
        text.contains(r#""end_received":true,"watching":true}"#),
        "{text}"
    );
    assert_eq!(decode(&text), Ok(e.clone()));
    // A watched game is listed without "you play".
    assert_eq!(summarize(&e).unwrap().my_side, None);
    // A key that does not read is an unreadable save, not a panic.
    let bad = text.replace("AQIDBAUG", "AQID");
    assert_eq!(decode(&bad).unwrap_err().kind(), SaveErrorKind::Unreadable);
    // A format 2 save of before keys reads with none, and writes back the same.
    let old = r#"{"v":2,"id":"c2","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":1},"record":{"version":1,"game":"fox-geese","options":{"geese":13,"sideways":false},"moves":["d4-c4"]}}"#;
    let read = decode(old).unwrap();
    let c = read.correspondence.unwrap();
    assert!(c.my_key.is_none() && c.friend_key.is_none() && c.offer.is_none());
    assert!(!c.watching && !c.end_received);
    assert_eq!(encode(&read), old);
}
