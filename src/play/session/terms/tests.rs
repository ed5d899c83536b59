//! The terms of a session. Its clock: started by the first move, handed
//! over by each move, the flag fall ending the game, takebacks, the
//! computer's budget, and the clock kept between visits. Its end off the
//! board: resigning, playing on, and when a rated game's end is counted.

use crate::clock::TimeControl;
use crate::engine::{Conclusion, ConclusionReason, GameId, GameRecord, GameResult, Options, Side};
use crate::play::players::{Players, Seat};
use crate::play::{PlayError, Session, Turn};
use crate::rating::rated::{RatedStatus, RatedTerms};
use crate::rating::ratings::Score;

const T0: i64 = 1_700_000_000_000;

/// Hnefatafl at one device on 1+2 (a minute each, two seconds a move).
fn timed() -> Session {
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    s.terms_mut()
        .set_time_control(Some(TimeControl::fischer(60, 2).expect("1+2")));
    s
}

fn left(s: &Session, side: Side) -> i64 {
    s.terms()
        .clock()
        .expect("timed")
        .remaining_ms(side, s.terms().now_ms())
}

#[test]
fn the_first_move_starts_the_clocks_and_each_move_takes_its_time() {
    let mut s = timed();
    assert_eq!(s.terms_mut().tick(T0), None);
    assert_eq!(
        s.terms().clock().and_then(|c| c.running()),
        None,
        "nothing runs before move 1"
    );
    s.terms_mut().tick(T0 + 30_000);
    s.play("d1-d4").expect("legal");
    assert_eq!(left(&s, Side::First), 60_000, "the first move is free");
    assert_eq!(
        s.terms().clock().and_then(|c| c.running()),
        Some(Side::Second)
    );
    s.terms_mut().tick(T0 + 40_000);
    assert_eq!(left(&s, Side::Second), 50_000);
    s.play("f4-f3").expect("legal");
    assert_eq!(left(&s, Side::Second), 52_000);
    assert_eq!(
        s.terms().clock().and_then(|c| c.running()),
        Some(Side::First)
    );
}

#[test]
fn a_fallen_flag_ends_the_game_on_time_once_and_refuses_moves() {
    let mut s = timed();
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("legal");
    assert_eq!(s.terms_mut().tick(T0 + 59_999), None);
    let fell = s
        .terms_mut()
        .tick(T0 + 61_000)
        .expect("the defenders' flag fell");
    assert_eq!(fell, Conclusion::lost_on_time(Side::Second));
    assert_eq!(fell.reason, ConclusionReason::Timeout);
    assert_eq!(s.seats().turn(), Turn::Ended(fell));
    assert_eq!(s.terms().result(), Some(GameResult::Win(Side::First)));
    assert_eq!(s.terms_mut().tick(T0 + 70_000), None, "a fall is told once");
    assert_eq!(s.play("f4-f3"), Err(PlayError::Ended));
    assert_eq!(left(&s, Side::Second), 0);
    assert_eq!(
        s.terms().clock().and_then(|c| c.running()),
        None,
        "the clocks stop"
    );
    assert_eq!(s.record().conclusion, Some(fell), "the record keeps why");
}

#[test]
fn a_takeback_gives_no_time_back_and_runs_the_clock_of_the_side_to_move() {
    let mut s = timed();
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("legal");
    s.terms_mut().tick(T0 + 5_000);
    assert_eq!(s.undo().as_deref(), Some("d1-d4"));
    assert_eq!(
        s.terms().clock().and_then(|c| c.running()),
        Some(Side::First)
    );
    assert_eq!(
        left(&s, Side::Second),
        55_000,
        "the defenders' 5 s stay used"
    );
    s.terms_mut().tick(T0 + 8_000);
    assert_eq!(left(&s, Side::First), 57_000);
}

#[test]
fn resigning_and_a_win_on_the_board_stop_the_clocks() {
    let mut s = timed();
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("legal");
    s.terms_mut().tick(T0 + 3_000);
    s.terms_mut().resign().expect("the defenders resign");
    assert_eq!(s.terms().clock().and_then(|c| c.running()), None);
    assert_eq!(left(&s, Side::Second), 57_000);
    assert_eq!(
        s.terms_mut().tick(T0 + 600_000),
        None,
        "no flag falls after the end"
    );
}

#[test]
fn the_computer_thinks_within_its_clock_and_restarts_its_turn_after_a_reload() {
    let players = Players::against_computer(Side::First, "hard");
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players);
    assert_eq!(
        s.terms().think_budget_ms(3_000),
        3_000,
        "untimed: the level's own time"
    );
    s.terms_mut()
        .set_time_control(Some(TimeControl::fischer(60, 0).expect("1+0")));
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("the person's move");
    assert_eq!(s.seats().ai_to_move(), Some("hard"));
    assert_eq!(
        s.terms().think_budget_ms(3_000),
        2_000,
        "a thirtieth of its minute"
    );
    s.terms_mut().tick(T0 + 50_000);
    assert_eq!(
        s.terms().think_budget_ms(3_000),
        333,
        "a thirtieth of its 10 s"
    );
    s.terms_mut().resume_computers_turn(T0 + 900_000);
    assert_eq!(
        left(&s, Side::Second),
        60_000,
        "its turn starts again, whole"
    );
}

#[test]
fn the_clock_is_kept_and_read_back_as_it_stood() {
    let mut s = timed();
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("legal");
    s.terms_mut().tick(T0 + 12_345);
    let kept = s.kept();
    assert_eq!(kept.clock.as_ref(), s.terms().clock());
    let mut back = Session::resume(&s.record(), kept).expect("a session");
    back.terms_mut().tick(T0 + 12_345);
    assert_eq!(left(&back, Side::Second), 60_000 - 12_345);
    let fell = back
        .terms_mut()
        .tick(T0 + 60_000)
        .expect("the flag falls after the reload too");
    assert_eq!(fell, Conclusion::lost_on_time(Side::Second));
}

#[test]
fn a_time_source_times_each_move_and_a_move_after_the_fall_waits_for_the_tick() {
    use std::sync::atomic::{AtomicI64, Ordering};
    static NOW: AtomicI64 = AtomicI64::new(T0);
    let mut s = timed();
    s.terms_mut().set_time_source(|| NOW.load(Ordering::SeqCst));
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
    assert_eq!(s.history().game().moves().len(), 2);
    let fell = s.terms_mut().tick(T0 + 200_000).expect("the tick ends it");
    assert_eq!(fell, Conclusion::lost_on_time(Side::First));
}

fn against_computer(person: Side, rated: bool) -> Session {
    let players = Players::against_computer(person, "easy");
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players.clone());
    if rated {
        let terms = RatedTerms::new(&s.record(), players.person_against_computer(), false, None)
            .expect("rated");
        s.terms_mut().set_rated(Some(terms));
    }
    s
}

#[test]
fn resigning_against_the_computer_gives_up_the_persons_side() {
    let mut s = against_computer(Side::Second, false);
    s.play("d1-d4").expect("the computer's move");
    assert_eq!(s.terms().resigning_side(), Some(Side::Second));
    let c = s.terms_mut().resign().expect("resigns");
    assert_eq!(c, Conclusion::resigned(Side::Second));
    assert_eq!(s.seats().turn(), Turn::Ended(c));
    assert!(s.terms().is_over() && !s.seats().is_human_turn());
    assert_eq!(s.seats().ai_to_move(), None, "the computer plays no more");
    assert_eq!(s.play("f4-f3"), Err(PlayError::Ended));
    assert_eq!(s.terms().result(), Some(GameResult::Win(Side::First)));
    assert_eq!(
        s.terms_mut().resign(),
        Err(crate::play::ending::EndError::Over)
    );
}

#[test]
fn two_people_resign_the_side_to_move_and_the_computer_alone_cannot() {
    let mut s = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
    s.play("d4-d5").expect("legal");
    assert_eq!(s.terms().resigning_side(), Some(Side::Second));
    let watch = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_players(Players {
            first: Seat::Ai {
                level: "easy".into(),
            },
            second: Seat::Ai {
                level: "easy".into(),
            },
        });
    assert_eq!(watch.terms().resigning_side(), None);
}

#[test]
fn the_resignation_is_kept_in_the_record_and_opens_again() {
    let mut s = against_computer(Side::First, false);
    s.play("d1-d4").expect("legal");
    s.terms_mut().resign().expect("resigns");
    let record = s.record();
    assert_eq!(
        record.conclusion,
        Some(Conclusion {
            result: GameResult::Win(Side::Second),
            reason: ConclusionReason::Resignation,
        })
    );
    let back = Session::resume(&record, s.kept()).expect("opens");
    assert_eq!(back.terms().conclusion(), record.conclusion);
    assert!(back.terms().is_over());
    assert_eq!(back.record(), record);
}

#[test]
fn a_casual_resignation_can_be_taken_back_to_play_on() {
    let mut s = against_computer(Side::First, false);
    s.play("d1-d4").expect("legal");
    s.play("f4-f3").expect("the computer's reply");
    s.terms_mut().resign().expect("resigns");
    assert!(s.can_undo_turn(), "take back and play on is offered");
    assert!(
        s.undo_turn().is_empty(),
        "no move goes with the resignation"
    );
    assert!(s.terms_mut().play_on());
    assert!(!s.terms().is_over() && s.seats().is_human_turn());
    assert_eq!(s.history().game().moves().len(), 2, "the moves stay");
    assert_eq!(s.record().conclusion, None);
    assert!(!s.terms_mut().play_on(), "nothing more to withdraw");
}

#[test]
fn a_rated_resignation_is_owed_once_and_cannot_be_taken_back() {
    let mut s = against_computer(Side::First, true);
    assert!(s.terms().is_rated());
    s.play("d1-d4").expect("legal");
    assert!(!s.can_undo_turn(), "no takeback in a rated game");
    assert_eq!(
        s.terms().rating_due(),
        None,
        "nothing owed while the game goes on"
    );
    s.terms_mut().resign().expect("resigns");
    assert!(!s.can_undo_turn() && !s.terms_mut().play_on());
    let (terms, score) = s.terms().rating_due().expect("owed");
    assert_eq!(score, Score::Loss);
    assert_eq!(terms.key().side(), Side::First);
    assert_eq!(
        s.terms().rating_due(),
        Some((terms, score)),
        "owed until marked"
    );
    s.terms_mut().mark_counted();
    assert_eq!(s.terms().rating_due(), None, "counted once");
    assert_eq!(
        s.terms().rated().map(|r| r.status()),
        Some(RatedStatus::Counted)
    );
    // Kept and opened again, it is still counted.
    let back = Session::resume(&s.record(), s.kept()).expect("opens");
    assert_eq!(back.terms().rating_due(), None);
}

#[test]
fn a_board_result_is_owed_with_the_persons_score() {
    // The person plays the attackers; the defenders (the computer) repeat
    // a position a third time and lose on the board.
    let mut s = against_computer(Side::First, true);
    for mv in [
        "d1-d2", "f4-f3", "d2-d1", "f3-f4", "d1-d2", "f4-f3", "d2-d1", "f3-f4",
    ] {
        s.play(mv).expect("legal");
    }
    assert!(s.history().game().outcome().is_some() && s.terms().is_over());
    assert_eq!(
        s.terms().resigning_side(),
        None,
        "nothing to resign once over"
    );
    assert_eq!(
        s.terms().rating_due().map(|(_, score)| score),
        Some(Score::Win)
    );
}

#[test]
fn a_takeback_or_a_new_level_makes_a_rated_game_casual() {
    let mut s = against_computer(Side::First, true);
    s.play("d1-d4").expect("legal");
    s.set_players(Players::against_computer(Side::First, "hard"));
    assert!(!s.terms().is_rated());
    s.terms_mut().resign().expect("resigns");
    assert_eq!(s.terms().rating_due(), None, "a voided game is never owed");

    let mut s = against_computer(Side::First, true);
    s.play("d1-d4").expect("legal");
    s.undo();
    assert!(!s.terms().is_rated(), "a takeback, however made, voids it");
    assert_eq!(
        s.terms().rated().map(|r| r.status()),
        Some(RatedStatus::Void),
        "saved as void"
    );
}

#[test]
fn a_record_the_board_decided_keeps_no_stated_end() {
    let mut s = against_computer(Side::First, false);
    s.play("d1-d4").expect("legal");
    let mut record: GameRecord = s.record();
    record.conclusion = Some(Conclusion::resigned(Side::Second));
    let back = Session::from_record(&record).expect("replays");
    assert_eq!(
        back.terms().conclusion(),
        None,
        "a bare record carries no seats nor end"
    );
}
