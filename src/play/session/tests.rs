//! A session's moves: played by click or typed, taken back and redone,
//! the ply on the board, and a game resumed from its record or as kept.

use super::*;
use crate::engine::TypedMoveError;
use crate::play::input::Action;
use crate::play::players::Seat;
use crate::play::timeline::Timeline;

fn point(s: &Session, name: &str) -> u8 {
    s.history()
        .game()
        .topology()
        .parse_point(name)
        .expect("a point")
}

#[test]
fn typed_moves_play_for_the_person_to_move_only() {
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    assert_eq!(s.play_typed("D1D4"), Ok("d1-d4".into()));
    assert_eq!(s.history().game().moves(), ["d1-d4"]);
    assert_eq!(
        s.play_typed("d4-d5"),
        Err(TypedRefusal::Typed(TypedMoveError::NoPieceToMove(
            "d4-d5".into(),
            "d4".into()
        )))
    );
    let ai = Players {
        first: Seat::Human,
        second: Seat::Ai {
            level: "easy".into(),
        },
    };
    let mut s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_players(ai);
    assert_eq!(s.play_typed("d4-c4"), Ok("d4-c4".into()));
    assert_eq!(s.play_typed("a3-a4"), Err(TypedRefusal::NotYourTurn));
    assert_eq!(s.history().game().moves(), ["d4-c4"]);
}

#[test]
fn clicks_play_moves_and_undo_redo_walk_the_history() {
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    assert_eq!(s.click(point(&s, "d1")), Action::Selected);
    assert_eq!(s.click(point(&s, "d4")), Action::Play("d1-d4".into()));
    assert_eq!(s.history().game().moves(), ["d1-d4"]);
    assert!(s.history().is_live() && s.can_undo() && !s.can_redo());
    assert_eq!(s.undo().as_deref(), Some("d1-d4"));
    assert!(s.history().game().moves().is_empty() && s.can_redo());
    assert_eq!(s.redo().as_deref(), Some("d1-d4"));
    assert_eq!(s.history().timeline().len(), 1);
    let replayed = Timeline::of(s.history().game()).expect("replays");
    assert_eq!(
        s.history().timeline(),
        &replayed,
        "followed move by move = replayed"
    );
    // A different move after a takeback drops the redo history.
    s.undo();
    s.play("d1-d3").expect("legal");
    assert!(!s.can_redo());
    assert_eq!(s.undo().as_deref(), Some("d1-d3"));
    assert_eq!(s.undo(), None);
}

#[test]
fn viewing_an_earlier_ply_takes_no_input_until_back_live() {
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    s.play("d1-d4").expect("legal");
    s.play("f4-f3").expect("legal");
    s.history_mut().step_view(-1);
    assert_eq!(s.history().viewed_ply(), 1);
    assert!(!s.history().is_live());
    assert_eq!(s.click(point(&s, "a4")), Action::Ignored);
    assert!(
        s.history().is_live(),
        "a click brings the live position back"
    );
    s.history_mut().view(0);
    s.history_mut().step_view(-3);
    assert_eq!(s.history().viewed_ply(), 0);
    s.history_mut().step_view(10);
    assert!(s.history().is_live());
}

#[test]
fn a_record_resumes_at_its_last_move_and_a_bad_one_is_an_error() {
    let mut s = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
    s.play("d4-d5").expect("legal");
    s.play("c3-c4").expect("legal");
    let record = s.record();
    let resumed = Session::from_record(&record).expect("replays");
    assert_eq!(resumed.history().game().moves(), ["d4-d5", "c3-c4"]);
    assert_eq!(resumed.history().viewed_ply(), 2);
    let mut bad = record;
    bad.moves.push("a1-a2".into());
    assert!(matches!(
        Session::from_record(&bad),
        Err(RecordError::BadMove { index: 3, .. })
    ));
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut s = Session::new(GameId::TwoFoxes, Options::default()).expect("defaults");
    assert!(s.play("a1-a2").is_err());
    assert!(s.history().game().moves().is_empty());
    assert_eq!(s.history().timeline().len(), 0);
}

fn versus(first: Seat, second: Seat) -> Players {
    Players { first, second }
}

fn ai(level: &str) -> Seat {
    Seat::Ai {
        level: level.into(),
    }
}

fn by_link(my_side: Side, received: usize) -> Correspondence {
    Correspondence {
        received,
        ..Correspondence::start(
            crate::links::invite::CorrespondenceId::from_bytes([3; 9]),
            my_side,
            None,
        )
    }
}

#[test]
fn a_kept_game_resumes_with_its_seats_and_correspondence_and_keeps_back() {
    let mut played = Session::new(GameId::TwoFoxes, Options::default()).expect("defaults");
    let first = played.history().game().legal_moves()[0].clone();
    played.play(&first).expect("legal");
    let played = played.with_correspondence(by_link(Side::First, 1));
    let (record, kept) = (played.record(), played.kept());
    assert_eq!(kept.correspondence, Some(by_link(Side::First, 1)));
    assert_eq!(record.moves, [first]);
    let back = Session::resume(&record, kept.clone()).expect("replays");
    assert_eq!(
        back.seats().correspondence(),
        Some(&by_link(Side::First, 1))
    );
    assert_eq!(back.seats().turn(), Turn::FriendsMove(Side::Second));
    assert_eq!((back.record(), back.kept()), (record.clone(), kept.clone()));
    let local = Kept {
        correspondence: None,
        annotations: None,
        players: versus(Seat::Human, ai("hard")),
        ..kept
    };
    let s = Session::resume(&record, local).expect("replays");
    assert_eq!(s.seats().correspondence(), None);
    assert_eq!(s.seats().turn(), Turn::ComputersMove(Side::Second));
}

#[test]
fn a_draw_offer_at_one_device_is_kept_and_dropped_where_the_rules_refuse_it() {
    let mut played = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    played.play("d1-d4").expect("legal");
    played
        .terms_mut()
        .offer_draw()
        .expect("two people may offer");
    let (record, kept) = (played.record(), played.kept());
    assert_eq!(kept.draw_offer, Some(Side::Second));
    let back = Session::resume(&record, kept.clone()).expect("replays");
    assert_eq!(back.terms().draw_offer().map(|o| o.by), Some(Side::Second));
    assert_eq!(back.kept(), kept);
    let against_computer = Kept {
        players: versus(Seat::Human, ai("hard")),
        ..kept.clone()
    };
    let s = Session::resume(&record, against_computer).expect("replays");
    assert_eq!(s.terms().draw_offer(), None, "the computer takes no offer");
    let mut over = Session::resume(&record, kept).expect("replays");
    over.terms_mut()
        .accept_draw()
        .expect("the attackers accept");
    assert_eq!(over.kept().draw_offer, None, "an answered offer is gone");
}
