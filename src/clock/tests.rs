use super::*;
use crate::engine::{ConclusionReason, GameResult};

const T0: i64 = 1_780_000_000_000;

fn blitz() -> Clock {
    Clock::new(TimeControl::fischer(180, 2).unwrap())
}

#[test]
fn presets_are_what_they_say() {
    let labels: Vec<(i64, i64)> = TimeControl::PRESETS
        .iter()
        .map(|c| (c.base_ms() / 60_000, c.increment_ms() / 1000))
        .collect();
    assert_eq!(labels, [(3, 2), (5, 3), (10, 5), (15, 10), (30, 20)]);
    for control in TimeControl::PRESETS
        .iter()
        .chain(&TimeControl::DAYS_PRESETS)
    {
        let (kind, a, b) = control.parts();
        assert_eq!(TimeControl::from_parts(kind, a, b), Ok(*control));
    }
}

#[test]
fn a_clock_face_reads_as_players_read_it() {
    assert_eq!(clock_face(180_000), "3:00");
    assert_eq!(clock_face(179_001), "3:00");
    assert_eq!(clock_face(65_000), "1:05");
    assert_eq!(clock_face(10_000), "0:10");
    assert_eq!(clock_face(9_950), "0:10.0");
    assert_eq!(clock_face(7_310), "0:07.4");
    assert_eq!(clock_face(40), "0:00.1");
    assert_eq!(clock_face(0), "0:00.0");
    assert_eq!(clock_face(-5), "0:00.0");
    assert_eq!(clock_face(3_723_000), "1:02:03");
    assert_eq!(clock_face(2 * DAY_MS + 3_600_000), "2d 1:00");
    assert_eq!(
        TimeControl::OFFERED[0],
        TimeControl::fischer(60, 0).unwrap()
    );
}

#[test]
fn constructors_refuse_insane_values() {
    assert_eq!(TimeControl::fischer(14, 0), Err(ClockError::Base(14)));
    assert_eq!(
        TimeControl::fischer(10_801, 0),
        Err(ClockError::Base(10_801))
    );
    assert_eq!(
        TimeControl::fischer(60, 181),
        Err(ClockError::Increment(181))
    );
    assert!(TimeControl::fischer(15, 0).is_ok());
    assert!(TimeControl::fischer(10_800, 180).is_ok());
    assert_eq!(TimeControl::days_per_move(0), Err(ClockError::Days(0)));
    assert_eq!(TimeControl::days_per_move(15), Err(ClockError::Days(15)));
    assert_eq!(
        TimeControl::from_parts("days", 3, 1),
        Err(ClockError::Increment(1))
    );
    assert!(matches!(
        TimeControl::from_parts("hourglass", 3, 0),
        Err(ClockError::Kind(_))
    ));
    let control = TimeControl::PRESETS[0];
    assert_eq!(
        Clock::from_parts(control, -1, 0, None, 0),
        Err(ClockError::Remaining(-1))
    );
    assert_eq!(
        Clock::from_parts(control, 0, MAX_REMAINING_MS + 1, None, 0),
        Err(ClockError::Remaining(MAX_REMAINING_MS + 1))
    );
    assert_eq!(
        Clock::from_parts(control, 5, 5, Some(Side::First), -7),
        Err(ClockError::Timestamp(-7))
    );
}

/// A hand-built 3+2 game: each move's time comes off, 2 s go back on.
#[test]
fn moves_with_timestamps() {
    let mut clock = blitz();
    assert_eq!(clock.remaining_ms(Side::First, T0), 180_000);
    clock.start(Side::First, T0).unwrap();
    assert_eq!(clock.remaining_ms(Side::First, T0 + 4_000), 176_000);
    assert_eq!(clock.remaining_ms(Side::Second, T0 + 4_000), 180_000);
    clock.on_move(Side::First, T0 + 5_000).unwrap(); // 5 s used, +2
    assert_eq!(clock.saved_ms(Side::First), 177_000);
    assert_eq!(clock.running(), Some(Side::Second));
    assert_eq!(clock.since_ms(), T0 + 5_000);
    clock.on_move(Side::Second, T0 + 35_000).unwrap(); // 30 s used, +2
    assert_eq!(clock.remaining_ms(Side::Second, T0 + 99_999), 152_000);
    clock.on_move(Side::First, T0 + 36_000).unwrap(); // 1 s used, +2
    assert_eq!(clock.remaining_ms(Side::First, T0 + 36_000), 178_000);
    // Out of turn: refused, nothing changes.
    let before = clock;
    assert_eq!(
        clock.on_move(Side::First, T0 + 37_000),
        Err(ClockError::NotRunning {
            side: Side::First,
            running: Some(Side::Second)
        })
    );
    assert_eq!(clock, before);
    // Saved and read back mid-turn: the same clock.
    let saved = Clock::from_parts(
        clock.control(),
        clock.saved_ms(Side::First),
        clock.saved_ms(Side::Second),
        clock.running(),
        clock.since_ms(),
    )
    .unwrap();
    assert_eq!(saved, clock);
    assert_eq!(saved.remaining_ms(Side::Second, T0 + 40_000), 148_000);
}

/// Reopened a week later: the flag fell at the exact moment the time ran
/// out, and the game ends on time then.
#[test]
fn reload_after_a_long_absence() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    clock.on_move(Side::First, T0 + 10_000).unwrap(); // 172 s left
                                                      // Second to move, with 180 s; the tab is closed.
    let saved = (
        clock.saved_ms(Side::First),
        clock.saved_ms(Side::Second),
        clock.running(),
        clock.since_ms(),
    );
    let week_later = T0 + 7 * DAY_MS;
    let mut reloaded =
        Clock::from_parts(clock.control(), saved.0, saved.1, saved.2, saved.3).unwrap();
    let fall = reloaded.flag_fall(week_later).unwrap();
    assert_eq!(
        fall,
        FlagFall {
            side: Side::Second,
            at_ms: T0 + 10_000 + 180_000
        }
    );
    assert_eq!(
        fall.conclusion(),
        Conclusion {
            result: GameResult::Win(Side::First),
            reason: ConclusionReason::Timeout
        }
    );
    assert_eq!(reloaded.remaining_ms(Side::Second, week_later), 0);
    assert!(reloaded.is_low(Side::Second, week_later));
    // Ending the game there stops the clock with the fallen side at 0.
    assert_eq!(reloaded.pause(week_later), Err(ClockError::Flagged(fall)));
    assert_eq!(reloaded.running(), None);
    assert_eq!(reloaded.fallen(), Some(Side::Second));
    assert_eq!(reloaded.saved_ms(Side::First), 172_000);
}

#[test]
fn flag_falls_exactly_at_zero() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    assert_eq!(clock.flag_fall(T0 + 179_999), None);
    assert_eq!(clock.remaining_ms(Side::First, T0 + 179_999), 1);
    let at_zero = clock.flag_fall(T0 + 180_000);
    assert_eq!(
        at_zero,
        Some(FlagFall {
            side: Side::First,
            at_ms: T0 + 180_000
        })
    );
    // A move with 1 ms left counts.
    let mut just_in_time = clock;
    just_in_time.on_move(Side::First, T0 + 179_999).unwrap();
    assert_eq!(just_in_time.saved_ms(Side::First), 2_001);
    // A move at zero is too late.
    let mut at = clock;
    assert!(matches!(
        at.on_move(Side::First, T0 + 180_000),
        Err(ClockError::Flagged(_))
    ));
}

#[test]
fn no_increment_after_the_flag_fell() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    let result = clock.on_move(Side::First, T0 + 181_000);
    assert_eq!(
        result,
        Err(ClockError::Flagged(FlagFall {
            side: Side::First,
            at_ms: T0 + 180_000
        }))
    );
    assert_eq!(clock.saved_ms(Side::First), 0, "no 2 s added");
    assert_eq!(clock.running(), None);
    assert_eq!(clock.fallen(), Some(Side::First));
    // The game is over: no more moves.
    assert!(matches!(
        clock.on_move(Side::Second, T0 + 182_000),
        Err(ClockError::NotRunning { .. })
    ));
}

#[test]
fn days_per_move_refill_and_do_not_carry_over() {
    let control = TimeControl::days_per_move(3).unwrap();
    let mut clock = Clock::new(control);
    clock.start(Side::First, T0).unwrap();
    // First replies after 2 days: its clock is full (3 days) again,
    // the day it saved is not kept.
    clock.on_move(Side::First, T0 + 2 * DAY_MS).unwrap();
    assert_eq!(clock.saved_ms(Side::First), 3 * DAY_MS);
    // Second takes 2 days 23 h: fine, and low (under 7.2 h left).
    let late = T0 + 2 * DAY_MS + 2 * DAY_MS + 23 * 3_600_000;
    assert!(clock.is_low(Side::Second, late));
    assert!(!clock.is_low(Side::Second, T0 + 3 * DAY_MS));
    clock.on_move(Side::Second, late).unwrap();
    assert_eq!(clock.saved_ms(Side::Second), 3 * DAY_MS);
    // First then waits 3 days and a second: lost on time.
    let fall = clock.flag_fall(late + 3 * DAY_MS + 1000).unwrap();
    assert_eq!(fall.side, Side::First);
    assert_eq!(fall.at_ms, late + 3 * DAY_MS);
    assert_eq!(control.low_time_ms(), 3 * DAY_MS / 10);
}

#[test]
fn pause_and_resume() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    assert_eq!(
        clock.start(Side::Second, T0),
        Err(ClockError::AlreadyRunning(Side::First))
    );
    clock.pause(T0 + 30_000).unwrap();
    assert_eq!(clock.running(), None);
    assert_eq!(clock.remaining_ms(Side::First, T0 + 999_999), 150_000);
    assert_eq!(clock.flag_fall(T0 + DAY_MS), None);
    // A move while paused is refused.
    assert!(matches!(
        clock.on_move(Side::First, T0 + 40_000),
        Err(ClockError::NotRunning { running: None, .. })
    ));
    clock.start(Side::First, T0 + 60_000).unwrap();
    clock.on_move(Side::First, T0 + 70_000).unwrap();
    assert_eq!(clock.saved_ms(Side::First), 142_000);
    assert_eq!(clock.pause(T0 + 70_000), Ok(()));
    assert_eq!(clock.pause(T0 + 80_000), Ok(()), "pausing a stopped clock");
}

#[test]
fn the_computer_restarts_its_turn_after_a_reload() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    clock.on_move(Side::First, T0 + 1_000).unwrap();
    // The computer (Second) is thinking when the tab closes; reopened an
    // hour later, its turn starts over with its 180 s.
    let reopened = T0 + 3_600_000;
    assert!(clock.flag_fall(reopened).is_some());
    clock.restart_turn(reopened);
    assert_eq!(clock.flag_fall(reopened), None);
    assert_eq!(clock.remaining_ms(Side::Second, reopened + 2_000), 178_000);
}

#[test]
fn a_clock_set_back_counts_no_time() {
    let mut clock = blitz();
    clock.start(Side::First, T0).unwrap();
    assert_eq!(clock.remaining_ms(Side::First, T0 - 50_000), 180_000);
    clock.on_move(Side::First, T0 - 50_000).unwrap();
    assert_eq!(clock.saved_ms(Side::First), 182_000);
}

#[test]
fn low_time() {
    let three = TimeControl::PRESETS[0];
    assert_eq!(three.low_time_ms(), 20_000);
    assert_eq!(TimeControl::PRESETS[4].low_time_ms(), 180_000);
    let mut clock = Clock::new(three);
    clock.start(Side::First, T0).unwrap();
    assert!(!clock.is_low(Side::First, T0 + 160_000));
    assert!(clock.is_low(Side::First, T0 + 160_001));
    assert!(!clock.is_low(Side::Second, T0 + 170_000));
}

#[test]
fn the_computers_budget_fits_its_clock() {
    // Plenty of time: the level's own.
    assert_eq!(think_budget_ms(2000, 300_000, 3000), 2000);
    // 10 s left and 2 s a move: 333 + 1600.
    assert_eq!(think_budget_ms(2000, 10_000, 2000), 1933);
    // Little left: half of what the reserve leaves.
    assert_eq!(think_budget_ms(2000, 1_500, 2000), 500);
    // Nothing left: at once.
    assert_eq!(think_budget_ms(2000, 300, 2000), 1);
    assert_eq!(think_budget_ms(2000, 0, 0), 1);
    assert_eq!(think_budget_ms(2000, -5, -5), 1);
    // Days per move: the level's own.
    assert_eq!(think_budget_ms(400, DAY_MS, 0), 400);
    // A sudden-death game at 60 s: 2 s.
    assert_eq!(think_budget_ms(2000, 60_000, 0), 2000);
    assert_eq!(think_budget_ms(2000, 45_000, 0), 1500);
    let mut clock = Clock::new(TimeControl::fischer(60, 0).unwrap());
    clock.start(Side::Second, T0).unwrap();
    assert_eq!(clock.think_budget_ms(Side::Second, T0 + 15_000, 2000), 1500);
}

/// Whatever it is given, the computer's budget never exceeds its
/// level's time nor what it can afford.
#[test]
fn the_budget_never_overspends() {
    for remaining in (0..200_000).step_by(997) {
        for increment in [0, 2000, 20_000] {
            let b = think_budget_ms(2000, remaining, increment) as i64;
            assert!(b <= 2000);
            assert!(b == 1 || b <= (remaining - THINK_RESERVE_MS) / 2);
        }
    }
}

#[test]
fn labels_name_each_offered_control_and_read_back_checked() {
    let labels: Vec<String> = TimeControl::OFFERED
        .iter()
        .map(TimeControl::label)
        .collect();
    assert_eq!(labels, ["1+0", "3+2", "5+3", "10+5", "15+10", "30+20"]);
    assert_eq!(TimeControl::DaysPerMove { days: 3 }.label(), "d3");
    for control in TimeControl::OFFERED
        .iter()
        .chain(&TimeControl::DAYS_PRESETS)
    {
        assert_eq!(TimeControl::from_label(&control.label()), Ok(*control));
    }
    let half = TimeControl::fischer(30, 1).expect("in range");
    assert_eq!(half.label(), "0:30+1");
    assert_eq!(TimeControl::from_label("0:30+1"), Ok(half));
    for bad in [
        "", "3", "3+", "+2", "x+2", "d", "d0", "d99", "0+0", "999+0", "3+999", "-1+2",
    ] {
        assert!(TimeControl::from_label(bad).is_err(), "{bad:?}");
    }
}
