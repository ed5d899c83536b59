//! The clock of a session: started by the first move, handed over by each
//! move, the flag fall ending the game, takebacks, the computer's budget,
//! and the clock kept between visits.

use crate::clock::TimeControl;
use crate::engine::{Conclusion, ConclusionReason, GameId, GameResult, Options, Side};
use crate::play::Players;
use crate::play::{PlayError, Session, Turn};

const T0: i64 = 1_700_000_000_000;

/// Hnefatafl at one device on 1+2 (a minute each, two seconds a move).
fn timed() -> Session {
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    s.set_time_control(Some(TimeControl::fischer(60, 2).expect("1+2")));
    s
}

fn left(s: &Session, side: Side) -> i64 {
    s.clock().expect("timed").remaining_ms(side, s.now_ms())
}

#[test]
fn the_first_move_starts_the_clocks_and_each_move_takes_its_time() {
    let mut s = timed();
    assert_eq!(s.tick(T0), None);
    assert_eq!(
        s.clock().and_then(|c| c.running()),
        None,
        "nothing runs before move 1"
    );
    s.tick(T0 + 30_000);
    s.play("d1-d4").expect("legal");
    assert_eq!(left(&s, Side::First), 60_000, "the first move is free");
    assert_eq!(s.clock().and_then(|c| c.running()), Some(Side::Second));
    s.tick(T0 + 40_000);
    assert_eq!(left(&s, Side::Second), 50_000);
    s.play("f4-f3").expect("legal");
    assert_eq!(left(&s, Side::Second), 52_000);
    assert_eq!(s.clock().and_then(|c| c.running()), Some(Side::First));
}

#[test]
fn a_fallen_flag_ends_the_game_on_time_once_and_refuses_moves() {
    let mut s = timed();
    s.tick(T0);
    s.play("d1-d4").expect("legal");
    assert_eq!(s.tick(T0 + 59_999), None);
    let fell = s.tick(T0 + 61_000).expect("the defenders' flag fell");
    assert_eq!(fell, Conclusion::lost_on_time(Side::Second));
    assert_eq!(fell.reason, ConclusionReason::Timeout);
    assert_eq!(s.turn(), Turn::Ended(fell));
    assert_eq!(s.result(), Some(GameResult::Win(Side::First)));
    assert_eq!(s.tick(T0 + 70_000), None, "a fall is told once");
    assert_eq!(s.play("f4-f3"), Err(PlayError::Ended));
    assert_eq!(left(&s, Side::Second), 0);
    assert_eq!(s.clock().and_then(|c| c.running()), None, "the clocks stop");
    assert_eq!(s.record().conclusion, Some(fell), "the record keeps why");
}

#[test]
fn a_takeback_gives_no_time_back_and_runs_the_clock_of_the_side_to_move() {
    let mut s = timed();
    s.tick(T0);
    s.play("d1-d4").expect("legal");
    s.tick(T0 + 5_000);
    assert_eq!(s.undo().as_deref(), Some("d1-d4"));
    assert_eq!(s.clock().and_then(|c| c.running()), Some(Side::First));
    assert_eq!(
        left(&s, Side::Second),
        55_000,
        "the defenders' 5 s stay used"
    );
    s.tick(T0 + 8_000);
    assert_eq!(left(&s, Side::First), 57_000);
}

#[test]
fn resigning_and_a_win_on_the_board_stop_the_clocks() {
    let mut s = timed();
    s.tick(T0);
    s.play("d1-d4").expect("legal");
    s.tick(T0 + 3_000);
    s.resign().expect("the defenders resign");
    assert_eq!(s.clock().and_then(|c| c.running()), None);
    assert_eq!(left(&s, Side::Second), 57_000);
    assert_eq!(s.tick(T0 + 600_000), None, "no flag falls after the end");
}

#[test]
fn the_computer_thinks_within_its_clock_and_restarts_its_turn_after_a_reload() {
    let players = Players::against_computer(Side::First, "hard");
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players);
    assert_eq!(
        s.think_budget_ms(3_000),
        3_000,
        "untimed: the level's own time"
    );
    s.set_time_control(Some(TimeControl::fischer(60, 0).expect("1+0")));
    s.tick(T0);
    s.play("d1-d4").expect("the person's move");
    assert_eq!(s.ai_to_move(), Some("hard"));
    assert_eq!(s.think_budget_ms(3_000), 2_000, "a thirtieth of its minute");
    s.tick(T0 + 50_000);
    assert_eq!(s.think_budget_ms(3_000), 333, "a thirtieth of its 10 s");
    s.resume_computers_turn(T0 + 900_000);
    assert_eq!(
        left(&s, Side::Second),
        60_000,
        "its turn starts again, whole"
    );
}

#[test]
fn the_clock_is_kept_and_read_back_as_it_stood() {
    let mut s = timed();
    s.tick(T0);
    s.play("d1-d4").expect("legal");
    s.tick(T0 + 12_345);
    let kept = s.kept();
    assert_eq!(kept.clock.as_ref(), s.clock());
    let mut back = Session::resume(&s.record(), kept).expect("a session");
    back.tick(T0 + 12_345);
    assert_eq!(left(&back, Side::Second), 60_000 - 12_345);
    let fell = back
        .tick(T0 + 60_000)
        .expect("the flag falls after the reload too");
    assert_eq!(fell, Conclusion::lost_on_time(Side::Second));
}

#[test]
fn a_time_source_times_each_move_and_a_move_after_the_fall_waits_for_the_tick() {
    use std::sync::atomic::{AtomicI64, Ordering};
    static NOW: AtomicI64 = AtomicI64::new(T0);
    let mut s = timed();
    s.set_time_source(|| NOW.load(Ordering::SeqCst));
    s.play("d1-d4").expect("legal");
    NOW.store(T0 + 7_000, Ordering::SeqCst);
    s.play("f4-f3").expect("legal");
    assert_eq!(left(&s, Side::Second), 55_000, "7 s used, 2 s back");
    NOW.store(T0 + 200_000, Ordering::SeqCst);
    assert_eq!(
        s.play("d4-d3"),
        Err(PlayError::Ended),
        "the attackers' time is gone"
    );
    assert_eq!(s.game().moves().len(), 2);
    let fell = s.tick(T0 + 200_000).expect("the tick ends it");
    assert_eq!(fell, Conclusion::lost_on_time(Side::First));
}
