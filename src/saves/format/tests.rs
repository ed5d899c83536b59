//! The stored formats of the newest saves. Format 5: a rated game's state
//! saved with it, and every older save read as a casual game. Format 6: a
//! timed game's clock saved and read back, checked, and the older formats
//! read with no clock. Format 7: a draw offer pending at one device kept
//! with the game, and refused beside a game by link. (The older formats, and what the saves show, are
//! tested through the folder's API in `saves/tests.rs`.)

use super::*;
use crate::ai::Level;
use crate::clock::{Clock, TimeControl};
use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
use crate::play::Players;
use crate::rating::rated::{RatedState, RatedStatus, RatedTerms};
use crate::saves::SaveEntry;

fn rated_entry(status: RatedStatus) -> SaveEntry {
    let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    let record = GameRecord::of(&game);
    let players = Players::against_computer(Side::Second, "hard");
    let terms =
        RatedTerms::new(&record, players.person_against_computer(), false, None).expect("rated");
    game.play("d1-d4").expect("legal");
    SaveEntry {
        id: "rated1".into(),
        record: GameRecord::of(&game),
        players,
        correspondence: None,
        annotations: None,
        rated: Some(RatedState::from_parts(terms, status)),
        clock: None,
        draw_offer: None,
        created_ms: 1_764_460_800_000.0,
        updated_ms: 1_764_461_000_000.0,
    }
}

#[test]
fn a_rated_game_is_saved_in_format_5_and_reads_back_in_every_state() {
    for status in [RatedStatus::Open, RatedStatus::Counted, RatedStatus::Void] {
        let entry = rated_entry(status);
        let text = encode(&entry);
        assert!(text.starts_with(r#"{"v":5,"#), "{text}");
        assert!(
            text.contains(&format!(
                r#""rated":{{"side":"second","level":"hard","status":"{}"}}"#,
                status.as_str()
            )),
            "{text}"
        );
        let back = decode(&text).expect("reads");
        assert_eq!(back, entry);
        let state = back.rated.expect("rated");
        assert_eq!(state.status(), status);
        assert_eq!(state.terms().level(), Level::Hard);
        assert_eq!(state.terms().key().side(), Side::Second);
        assert_eq!(state.terms().key().game(), GameId::Hnefatafl);
    }
}

#[test]
fn a_casual_game_keeps_its_older_format() {
    let mut entry = rated_entry(RatedStatus::Open);
    entry.rated = None;
    let text = encode(&entry);
    assert!(text.starts_with(r#"{"v":1,"#), "{text}");
    assert!(!text.contains("\"rated\":"), "{text}");
    assert_eq!(decode(&text).expect("reads").rated, None);
}

#[test]
fn saves_from_before_format_5_read_as_casual_games_with_nothing_lost() {
    let v1 = r#"{"v":1,"id":"old1","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"easy"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]}}"#;
    let v3 = r#"{"v":3,"id":"old3","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"easy"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"],"conclusion":{"result":{"Win":"Second"},"reason":"Resignation"}}}"#;
    let v4 = r#"{"v":4,"id":"old4","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4"]},"analysis":"AAAA"}"#;
    for text in [v1, v3, v4] {
        let entry = decode(text).expect(text);
        assert_eq!(entry.rated, None, "{text}");
        assert_eq!(entry.record.moves, ["d1-d4"]);
        // Written back in the format it came in: nothing added, nothing lost.
        assert_eq!(encode(&entry), text);
    }
    let v3 = decode(v3).expect("reads");
    assert!(v3.record.conclusion.is_some(), "the resignation is kept");
}

#[test]
fn a_damaged_rated_state_is_unreadable_not_guessed() {
    let good = encode(&rated_entry(RatedStatus::Open));
    for (from, to) in [
        (r#""status":"open""#, r#""status":"maybe""#),
        (r#""level":"hard""#, r#""level":"godlike""#),
        (r#""side":"second""#, r#""side":"third""#),
        (
            r#","rated":{"side":"second","level":"hard","status":"open"}"#,
            "",
        ),
    ] {
        let bad = good.replace(from, to);
        assert_ne!(bad, good, "{from}");
        let error = decode(&bad).expect_err(&bad);
        assert_eq!(error.kind(), SaveErrorKind::Unreadable, "{bad}");
    }
}

#[test]
fn a_rated_state_on_an_uncalibrated_table_is_unreadable() {
    // Fox and Geese with 13 geese and no sideways steps is calibrated; a
    // set-up position is not a table: the key must come from a real one.
    let good = encode(&rated_entry(RatedStatus::Counted));
    let other = good.replace(r#""game":"hnefatafl""#, r#""game":"nope""#);
    assert!(decode(&other).is_err());
}

fn timed_entry(clock: Clock) -> SaveEntry {
    let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    game.play("d1-d4").expect("legal");
    SaveEntry {
        id: "timed1".into(),
        record: GameRecord::of(&game),
        players: Players::default(),
        correspondence: None,
        annotations: None,
        rated: None,
        clock: Some(clock),
        draw_offer: None,
        created_ms: 1_764_460_800_000.0,
        updated_ms: 1_764_461_000_000.0,
    }
}

#[test]
fn a_timed_game_is_saved_in_format_6_with_its_clock_running_or_stopped() {
    let control = TimeControl::fischer(180, 2).expect("3+2");
    let running = Clock::from_parts(
        control,
        180_000,
        171_250,
        Some(Side::Second),
        1_764_460_900_000,
    )
    .expect("in range");
    let days = TimeControl::days_per_move(3).expect("3 days");
    let stopped = Clock::from_parts(days, 0, 259_200_000, None, 0).expect("in range");
    for clock in [running, stopped, Clock::new(control)] {
        let entry = timed_entry(clock);
        let text = encode(&entry);
        assert!(text.starts_with("{\"v\":6,"), "{text}");
        assert_eq!(decode(&text), Ok(entry));
    }
    let text = encode(&timed_entry(running));
    assert!(
        text.contains(r#""clock":{"control":"fischer","a":180,"b":2,"first_ms":180000,"second_ms":171250,"running":"second","since_ms":1764460900000}"#),
        "{text}"
    );
}

#[test]
fn a_damaged_clock_is_refused_and_older_formats_have_none() {
    let good = encode(&timed_entry(Clock::new(
        TimeControl::fischer(60, 0).expect("1+0"),
    )));
    for (from, to) in [
        (r#""control":"fischer""#, r#""control":"hourglass""#),
        (r#""first_ms":60000"#, r#""first_ms":-5"#),
        (r#""a":60"#, r#""a":1"#),
    ] {
        let bad = good.replace(from, to);
        assert_ne!(bad, good, "{from}");
        assert!(decode(&bad).is_err(), "{bad}");
    }
    let without = good.replace(
        &good[good.find(",\"clock\"").expect("a clock")..good.len() - 1],
        "",
    );
    assert!(
        decode(&without).is_err(),
        "format 6 must have its clock: {without}"
    );
    let mut untimed = timed_entry(Clock::new(TimeControl::fischer(60, 0).expect("1+0")));
    untimed.clock = None;
    let text = encode(&untimed);
    assert!(
        text.starts_with("{\"v\":1,"),
        "an untimed game keeps the oldest format: {text}"
    );
    assert_eq!(decode(&text).map(|e| e.clock), Ok(None));
}

#[test]
fn a_draw_offer_at_one_device_is_saved_in_format_7_and_only_there() {
    let mut entry = timed_entry(Clock::new(TimeControl::fischer(60, 0).expect("1+0")));
    entry.draw_offer = Some(Side::Second);
    let text = encode(&entry);
    assert!(text.starts_with("{\"v\":7,"), "{text}");
    assert!(text.ends_with(r#","offer":"second"}"#), "{text}");
    assert_eq!(decode(&text), Ok(entry.clone()));
    let without = text.replace(r#","offer":"second""#, "");
    assert!(
        decode(&without).is_err(),
        "format 7 must have its offer: {without}"
    );
    let older = without.replace("{\"v\":7,", "{\"v\":6,");
    assert_eq!(decode(&older).map(|e| e.draw_offer), Ok(None));
    let offer_in_6 = text.replace("{\"v\":7,", "{\"v\":6,");
    assert_eq!(
        decode(&offer_in_6).map(|e| e.draw_offer),
        Ok(None),
        "an offer key in an older format is not read"
    );
    let by_link = text.replace(
        r#","record""#,
        r#","correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0},"record""#,
    );
    assert_ne!(by_link, text);
    assert!(
        decode(&by_link).is_err(),
        "a game by link keeps its offer in its correspondence: {by_link}"
    );
}
