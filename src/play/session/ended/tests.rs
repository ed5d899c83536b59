//! Resigning, playing on, and when a rated game's end is counted.

use crate::engine::{Conclusion, ConclusionReason, GameId, GameRecord, GameResult, Options, Side};
use crate::play::{PlayError, Session, Turn};
use crate::play::{Players, Seat};
use crate::rating::rated::{RatedStatus, RatedTerms};
use crate::rating::ratings::Score;

fn against_computer(person: Side, rated: bool) -> Session {
    let players = Players::against_computer(person, "easy");
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players.clone());
    if rated {
        let terms = RatedTerms::new(&s.record(), players.person_against_computer(), false, None)
            .expect("rated");
        s.set_rated(Some(terms));
    }
    s
}

#[test]
fn resigning_against_the_computer_gives_up_the_persons_side() {
    let mut s = against_computer(Side::Second, false);
    s.play("d1-d4").expect("the computer's move");
    assert_eq!(s.resigning_side(), Some(Side::Second));
    let c = s.resign().expect("resigns");
    assert_eq!(c, Conclusion::resigned(Side::Second));
    assert_eq!(s.turn(), Turn::Ended(c));
    assert!(s.is_over() && !s.is_human_turn());
    assert_eq!(s.ai_to_move(), None, "the computer plays no more");
    assert_eq!(s.play("f4-f3"), Err(PlayError::Ended));
    assert_eq!(s.result(), Some(GameResult::Win(Side::First)));
    assert_eq!(s.resign(), Err(crate::play::ending::EndError::Over));
}

#[test]
fn two_people_resign_the_side_to_move_and_the_computer_alone_cannot() {
    let mut s = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
    s.play("d4-d5").expect("legal");
    assert_eq!(s.resigning_side(), Some(Side::Second));
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
    assert_eq!(watch.resigning_side(), None);
}

#[test]
fn the_resignation_is_kept_in_the_record_and_opens_again() {
    let mut s = against_computer(Side::First, false);
    s.play("d1-d4").expect("legal");
    s.resign().expect("resigns");
    let record = s.record();
    assert_eq!(
        record.conclusion,
        Some(Conclusion {
            result: GameResult::Win(Side::Second),
            reason: ConclusionReason::Resignation,
        })
    );
    let back = Session::resume(&record, s.kept()).expect("opens");
    assert_eq!(back.conclusion(), record.conclusion);
    assert!(back.is_over());
    assert_eq!(back.record(), record);
}

#[test]
fn a_casual_resignation_can_be_taken_back_to_play_on() {
    let mut s = against_computer(Side::First, false);
    s.play("d1-d4").expect("legal");
    s.play("f4-f3").expect("the computer's reply");
    s.resign().expect("resigns");
    assert!(s.can_undo_turn(), "take back and play on is offered");
    assert!(
        s.undo_turn().is_empty(),
        "no move goes with the resignation"
    );
    assert!(s.play_on());
    assert!(!s.is_over() && s.is_human_turn());
    assert_eq!(s.game().moves().len(), 2, "the moves stay");
    assert_eq!(s.record().conclusion, None);
    assert!(!s.play_on(), "nothing more to withdraw");
}

#[test]
fn a_rated_resignation_is_owed_once_and_cannot_be_taken_back() {
    let mut s = against_computer(Side::First, true);
    assert!(s.is_rated());
    s.play("d1-d4").expect("legal");
    assert!(!s.can_undo_turn(), "no takeback in a rated game");
    assert_eq!(s.rating_due(), None, "nothing owed while the game goes on");
    s.resign().expect("resigns");
    assert!(!s.can_undo_turn() && !s.play_on());
    let (terms, score) = s.rating_due().expect("owed");
    assert_eq!(score, Score::Loss);
    assert_eq!(terms.key().side(), Side::First);
    assert_eq!(s.rating_due(), Some((terms, score)), "owed until marked");
    s.mark_counted();
    assert_eq!(s.rating_due(), None, "counted once");
    assert_eq!(s.rated().map(|r| r.status()), Some(RatedStatus::Counted));
    // Kept and opened again, it is still counted.
    let back = Session::resume(&s.record(), s.kept()).expect("opens");
    assert_eq!(back.rating_due(), None);
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
    assert!(s.game().outcome().is_some() && s.is_over());
    assert_eq!(s.resigning_side(), None, "nothing to resign once over");
    assert_eq!(s.rating_due().map(|(_, score)| score), Some(Score::Win));
}

#[test]
fn a_takeback_or_a_new_level_makes_a_rated_game_casual() {
    let mut s = against_computer(Side::First, true);
    s.play("d1-d4").expect("legal");
    s.set_players(Players::against_computer(Side::First, "hard"));
    assert!(!s.is_rated());
    s.resign().expect("resigns");
    assert_eq!(s.rating_due(), None, "a voided game is never owed");

    let mut s = against_computer(Side::First, true);
    s.play("d1-d4").expect("legal");
    s.undo();
    assert!(!s.is_rated(), "a takeback, however made, voids it");
    assert_eq!(
        s.rated().map(|r| r.status()),
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
        back.conclusion(),
        None,
        "a bare record carries no seats nor end"
    );
}
