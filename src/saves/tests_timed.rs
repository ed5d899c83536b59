//! Format 6: a timed game's clock saved and read back, checked, and the
//! older formats read with no clock.

use super::*;
use crate::clock::{Clock, TimeControl};
use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
use crate::play::Players;

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
