use super::*;
use crate::clock::TimeControl;
use crate::engine::{Conclusion, GameId, Options, Side};
use crate::links::invite::CorrespondenceId;
use crate::play::Seat;
use crate::rating::rated::{RatedStatus, RatedTerms};
use crate::saves::{decode, encode};

/// `session` saved as text and read back.
fn through_the_text(session: &Session) -> (SaveEntry, Session) {
    let entry = SaveEntry::from_session(session, "s1".into(), 10.0, 20.0);
    let read = decode(&encode(&entry)).expect("reads");
    assert_eq!(read, entry);
    let back = read.to_session().expect("opens");
    (entry, back)
}

#[test]
fn a_game_by_link_is_saved_with_its_seat_and_opens_again() {
    let mut s = Session::new(GameId::TwoFoxes, Options::default()).expect("defaults");
    let first = s.history().game().legal_moves()[0].clone();
    s.play(&first).expect("legal");
    let c = Correspondence {
        received: 1,
        ..Correspondence::start(CorrespondenceId::from_bytes([3; 9]), Side::First, None)
    };
    let s = s.with_correspondence(c);
    let (entry, back) = through_the_text(&s);
    assert_eq!(entry.correspondence, Some(c));
    assert_eq!(entry.record.moves, [first]);
    assert_eq!((entry.created_ms, entry.updated_ms), (10.0, 20.0));
    assert_eq!(back.seats().correspondence(), Some(&c));
    assert_eq!(back.seats().turn(), s.seats().turn());
    assert_eq!(
        SaveEntry::from_session(&back, "s1".into(), 10.0, 20.0),
        entry
    );
    let local = SaveEntry {
        correspondence: None,
        players: Players::against_computer(Side::First, "hard"),
        ..entry
    };
    let opened = local.to_session().expect("opens");
    assert_eq!(opened.seats().correspondence(), None);
    assert_eq!(
        opened.seats().players().seat(Side::Second),
        &Seat::Ai {
            level: "hard".into()
        }
    );
}

#[test]
fn a_resigned_rated_game_is_saved_counted_and_opens_ended() {
    let players = Players::against_computer(Side::First, "easy");
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players.clone());
    let terms = RatedTerms::new(&s.record(), players.person_against_computer(), false, None);
    s.terms_mut().set_rated(terms.ok());
    s.play("d1-d4").expect("legal");
    s.terms_mut().resign().expect("resigns");
    s.terms_mut().mark_counted();
    let (entry, back) = through_the_text(&s);
    assert_eq!(
        entry.record.conclusion,
        Some(Conclusion::resigned(Side::First))
    );
    assert_eq!(back.terms().conclusion(), entry.record.conclusion);
    assert!(back.terms().is_over());
    assert_eq!(
        back.terms().rated().map(|r| r.status()),
        Some(RatedStatus::Counted)
    );
    assert_eq!(back.terms().rating_due(), None);
}

#[test]
fn a_timed_game_is_saved_in_format_6_with_its_clock_as_it_stood() {
    const T0: i64 = 1_700_000_000_000;
    let mut s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    s.terms_mut()
        .set_time_control(Some(TimeControl::fischer(60, 2).expect("1+2")));
    s.terms_mut().tick(T0);
    s.play("d1-d4").expect("legal");
    s.terms_mut().tick(T0 + 12_345);
    let entry = SaveEntry::from_session(&s, "abc".into(), 1.0, 2.0);
    let text = encode(&entry);
    assert!(text.starts_with("{\"v\":6,"), "{text}");
    let (_, mut back) = through_the_text(&s);
    assert_eq!(back.terms().clock(), s.terms().clock());
    back.terms_mut().tick(T0 + 12_345);
    let left = back
        .terms()
        .clock()
        .expect("timed")
        .remaining_ms(Side::Second, back.terms().now_ms());
    assert_eq!(left, 60_000 - 12_345);
    let fell = back
        .terms_mut()
        .tick(T0 + 60_000)
        .expect("the flag falls after the reload too");
    assert_eq!(fell, Conclusion::lost_on_time(Side::Second));
}
