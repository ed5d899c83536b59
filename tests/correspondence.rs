//! A game with a friend by link, played through between two browsers, each
//! with its own saves: links are made, decoded, opened against the saves
//! and stored as the app would, and each side's board moves only its own
//! pieces. Then the same over random games of all four games; a third
//! browser that opens a player's link watches; a link from a browser
//! that is not the seat's is refused as such; draws are agreed and
//! games resigned through the links.

#[path = "support/random_game.rs"]
mod support;

use support::{variants, Rng};
use tafl::engine::{Conclusion, ConclusionReason, GameResult};
use tafl::engine::{GameId, Options, Side};
use tafl::links::correspondence::{open_link, Arrival, LinkConflict};
use tafl::links::invite::{Correspondence, CorrespondenceId, Note, SeatKey};
use tafl::links::share::{self, Link};
use tafl::play::{PlayError, Session, Turn};
use tafl::saves::by_link::{continue_entry, new_entry, watch_entry};
use tafl::saves::{self, SaveEntry};

/// A seat key no other browser of these tests holds (the app's are random).
fn fresh_key() -> SeatKey {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0xbeef);
    SeatKey::new(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
}

/// One browser: its saves, as text in storage.
#[derive(Default)]
struct Browser {
    stored: Vec<String>,
    clock: f64,
}

impl Browser {
    fn saves(&self) -> Vec<SaveEntry> {
        self.stored
            .iter()
            .map(|t| saves::decode(t).expect("stored saves read"))
            .collect()
    }

    fn store(&mut self, entry: &SaveEntry) {
        let text = saves::encode(entry);
        let all = self.saves();
        match all.iter().position(|e| e.id == entry.id) {
            Some(i) => self.stored[i] = text,
            None => self.stored.push(text),
        }
    }

    fn tick(&mut self) -> f64 {
        self.clock += 1000.0;
        self.clock
    }

    /// Opens a link as the play page would: decides, stores, and returns
    /// the session on the board (or the conflict).
    fn open(&mut self, code: &str) -> Result<(Arrival, Session), LinkConflict> {
        let Link::Correspondence { game, invite } = share::decode_link(code).expect("a link")
        else {
            panic!("not a correspondence link");
        };
        let all = self.saves();
        let arrival = open_link(&invite, &game, &all)?;
        let now = self.tick();
        let id = saves::new_id(all.len() as u64, now);
        let entry = match &arrival {
            Arrival::New => new_entry(id, &invite, &game, fresh_key(), now),
            Arrival::Watch => watch_entry(id, &invite, &game, now),
            Arrival::Continues { save_id, .. } | Arrival::UpToDate { save_id } => {
                let saved = all.iter().find(|e| &e.id == save_id).expect("named save");
                match arrival {
                    Arrival::Continues { .. } => continue_entry(saved, &invite, &game, now),
                    _ => saved.clone(),
                }
            }
        };
        self.store(&entry);
        Ok((arrival, entry.to_session().expect("replays")))
    }

    /// Saves the session under `id` after the person moved.
    fn keep(&mut self, session: &Session, id: &str) {
        let now = self.tick();
        let created = self
            .saves()
            .iter()
            .find(|e| e.id == id)
            .map_or(now, |e| e.created_ms);
        self.store(&SaveEntry::from_session(
            session,
            id.to_string(),
            created,
            now,
        ));
    }
}

/// The link a session sends to the friend: the one the page shows when
/// there is one (with its note), else the game as it stands.
fn link_for_friend(session: &Session) -> String {
    let c = session
        .seats()
        .correspondence()
        .expect("a correspondence game");
    let invite = session
        .seats()
        .invite_to_send()
        .unwrap_or_else(|| c.invite_for_friend());
    share::encode_correspondence(&session.record(), &invite)
}

/// A fresh game by link started by a browser holding `key`.
fn started(id: CorrespondenceId, side: Side, key: u64) -> Session {
    Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(Correspondence::start(id, side, Some(SeatKey::new(key))))
}

#[test]
fn two_browsers_play_hnefatafl_by_link() {
    let mut alice = Browser::default();
    let mut bob = Browser::default();
    // Alice starts a game as the attackers, who move first.
    let id = CorrespondenceId::new(42, 1.8e12);
    let mut a = started(id, Side::First, 0xa11ce);
    assert_eq!(a.seats().turn(), Turn::YourMove(Side::First));
    a.play("d1-d4").expect("legal");
    assert_eq!(a.seats().turn(), Turn::FriendsMove(Side::Second));
    alice.keep(&a, "alice1");
    let to_bob = link_for_friend(&a);

    // Bob opens it: a new game where he plays the defenders.
    let (arrival, mut b) = bob.open(&to_bob).expect("no conflict");
    assert_eq!(arrival, Arrival::New);
    assert_eq!(b.seats().turn(), Turn::YourMove(Side::Second));
    assert!(
        matches!(b.play("a4-a3"), Err(PlayError::Illegal(_))),
        "not his piece"
    );
    assert_eq!(b.history().game().moves().len(), 1);
    assert!(!b.can_undo(), "Alice's move is not Bob's to take back");
    b.play("f4-f3").expect("legal");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    // Opening the same link again: the saved game is further on.
    assert!(matches!(
        bob.open(&to_bob),
        Err(LinkConflict::Older {
            saved: 2,
            link: 1,
            ..
        })
    ));
    let to_alice = link_for_friend(&b);

    // Alice opens Bob's reply: the same entry, continued.
    let (arrival, mut a) = alice.open(&to_alice).expect("no conflict");
    assert_eq!(
        arrival,
        Arrival::Continues {
            save_id: "alice1".into(),
            added: 1
        }
    );
    assert_eq!(alice.stored.len(), 1, "one entry per game");
    assert_eq!(a.seats().turn(), Turn::YourMove(Side::First));
    assert!(!a.can_undo_turn(), "Bob's move stays");
    // Opening it twice is nothing new.
    assert!(matches!(
        alice.open(&to_alice),
        Ok((Arrival::UpToDate { .. }, _))
    ));
    // Alice opening the link she sent Bob is explained, not taken.
    assert!(matches!(
        alice.open(&to_bob),
        Err(LinkConflict::OtherSide {
            mine: Side::First,
            ..
        })
    ));
    a.play("a4-a3").expect("legal");
    alice.keep(&a, "alice1");
    let second_to_bob = link_for_friend(&a);
    assert_eq!(
        bob.open(&second_to_bob).map(|(arrival, _)| arrival),
        Ok(Arrival::Continues {
            save_id: bob_id.clone(),
            added: 1
        })
    );
    assert_eq!(bob.stored.len(), 1);

    // Alice takes her move back and plays another: Bob's browser sees the
    // games part and keeps its own.
    let mut a = alice.saves()[0].to_session().expect("replays");
    assert_eq!(a.undo_turn(), ["a4-a3"]);
    a.play("a4-a2").expect("legal");
    alice.keep(&a, "alice1");
    assert!(matches!(
        bob.open(&link_for_friend(&a)),
        Err(LinkConflict::Diverged { at: 3, .. })
    ));
    let kept = &bob.saves()[0];
    assert_eq!(kept.record.moves, ["d1-d4", "f4-f3", "a4-a3"]);
    let summary = saves::summarize(kept).expect("replays");
    assert_eq!(summary.my_side, Some(Side::Second));
    assert_eq!(
        summary.correspondence_turn(),
        Some(Turn::YourMove(Side::Second))
    );
}

/// Both sides move at random, each in its own browser, sending a link
/// after every move, over many games of every variant: each browser keeps
/// one entry, every link continues it, and both end with the same game.
#[test]
fn random_games_by_link_stay_in_step() {
    for (variant, (game, options)) in variants().into_iter().enumerate() {
        for seed in 0..6u64 {
            let mut rng = Rng::new(seed * 100 + variant as u64);
            let starter_side = if seed % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let id = CorrespondenceId::new(rng.next_u64(), 1.8e12);
            let mut browsers = [Browser::default(), Browser::default()];
            let start = Session::new(game, options)
                .expect("valid options")
                .with_correspondence(Correspondence::start(
                    id,
                    starter_side,
                    Some(SeatKey::new(seed + 1)),
                ));
            browsers[0].keep(&start, "starter");
            let mut link = link_for_friend(&start);
            let mut turn = 1;
            for _ in 0..80 {
                let (_, mut session) = browsers[turn].open(&link).expect("in step");
                let here_id = browsers[turn].saves()[0].id.clone();
                if session.history().game().outcome().is_some() {
                    break;
                }
                if let Turn::YourMove(_) = session.seats().turn() {
                    let legal = session.history().game().legal_moves();
                    session.play(&legal[rng.below(legal.len())]).expect("legal");
                    browsers[turn].keep(&session, &here_id);
                }
                assert!(
                    !matches!(session.seats().turn(), Turn::YourMove(_)),
                    "after this person's move it is the friend's"
                );
                link = link_for_friend(&session);
                turn = 1 - turn;
            }
            let games: Vec<Vec<String>> = browsers
                .iter()
                .map(|b| {
                    assert_eq!(b.stored.len(), 1, "one entry per game");
                    b.saves()[0].record.moves.clone()
                })
                .collect();
            // The last link may not have been opened yet: one is a prefix.
            let (short, long) = if games[0].len() <= games[1].len() {
                (&games[0], &games[1])
            } else {
                (&games[1], &games[0])
            };
            assert!(long.starts_with(short), "{game}: the games parted");
            assert!(long.len() - short.len() <= 1);
            let sides: Vec<Side> = browsers
                .iter()
                .map(|b| b.saves()[0].correspondence.expect("kept").my_side)
                .collect();
            assert_eq!(sides, [starter_side, starter_side.opposite()]);
        }
    }
}

/// Alice (attackers) and Bob (defenders) have each moved once and Alice
/// has Bob's reply: every link between them now carries both seat keys.
fn a_game_under_way() -> (Browser, Browser, Session, String) {
    let (mut alice, mut bob) = (Browser::default(), Browser::default());
    let mut a = started(CorrespondenceId::new(7, 1.8e12), Side::First, 0xa11ce);
    a.play("d1-d4").expect("legal");
    alice.keep(&a, "alice1");
    let (_, mut b) = bob.open(&link_for_friend(&a)).expect("no conflict");
    b.play("f4-f3").expect("legal");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    let (_, mut a) = alice.open(&link_for_friend(&b)).expect("no conflict");
    a.play("a4-a3").expect("legal");
    alice.keep(&a, "alice1");
    let to_bob = link_for_friend(&a);
    (alice, bob, a, to_bob)
}

#[test]
fn a_third_browser_watches_and_the_real_player_goes_on() {
    let (mut alice, mut bob, _, to_bob) = a_game_under_way();
    // Carol opens the latest link, for Bob's seat: she watches.
    let mut carol = Browser::default();
    let (arrival, mut watched) = carol.open(&to_bob).expect("no conflict");
    assert_eq!(arrival, Arrival::Watch);
    assert!(watched.seats().is_spectator());
    assert_eq!(watched.seats().turn(), Turn::Watching(Side::Second));
    assert_eq!(watched.seats().persons_side(), None, "no \"You play\"");
    assert_eq!(
        watched.play("f3-g3"),
        Err(PlayError::FriendsTurn(Side::Second))
    );
    assert!(watched.history().input().movable().is_empty());
    assert_eq!(watched.seats().invite_to_send(), None, "nothing to send");
    assert_eq!(watched.terms().resigning_side(), None);
    assert_eq!(watched.terms().drawing_side(), None);
    assert!(watched.terms_mut().offer_draw().is_err() && watched.terms_mut().resign().is_err());
    // Bob, who holds the seat, goes on from the same link.
    let (_, mut b) = bob.open(&to_bob).expect("Bob's own link");
    assert_eq!(
        b.seats().turn(),
        Turn::YourMove(Side::Second),
        "Bob plays on"
    );
    b.play("f3-g3").expect("legal");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    let to_alice = link_for_friend(&b);
    assert!(matches!(
        alice.open(&to_alice),
        Ok((Arrival::Continues { added: 1, .. }, _))
    ));
    // A newer link of the game updates what Carol watches, in place.
    let (arrival, watched) = carol.open(&to_alice).expect("no conflict");
    assert!(matches!(arrival, Arrival::Continues { added: 1, .. }));
    assert_eq!(carol.stored.len(), 1);
    assert_eq!(watched.history().game().moves().len(), 4);
    assert_eq!(watched.seats().turn(), Turn::Watching(Side::First));
    let summary = saves::summarize(&carol.saves()[0]).expect("replays");
    assert_eq!(summary.my_side, None, "listed as watched, not played");
}

#[test]
fn a_browser_that_took_a_seat_over_is_refused_by_name() {
    let (mut alice, _, _, to_bob) = a_game_under_way();
    // Mallory's browser opens the first link Alice ever sent (no key for
    // Bob's seat yet): it takes the seat, as a new browser would...
    let mut first = Browser::default();
    let opening = {
        let mut g = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        g.play("d1-d4").expect("legal");
        g
    };
    let alice_key = alice.saves()[0].correspondence.and_then(|c| c.my_key);
    let mut invite = alice.saves()[0]
        .correspondence
        .expect("by link")
        .invite_for_friend();
    invite.keys.second = None;
    let early = share::encode_correspondence(&opening.record(), &invite);
    let (arrival, mut m) = first.open(&early).expect("a seat free here");
    assert_eq!(arrival, Arrival::New);
    m.play("f4-f3").expect("legal");
    let m_id = first.saves()[0].id.clone();
    first.keep(&m, &m_id);
    // ...but its reply, with its own key for Bob's seat, is refused at
    // Alice's, naming the cause, and her game stays.
    let before = alice.saves();
    let err = alice
        .open(&link_for_friend(&m))
        .map(|(a, _)| a)
        .unwrap_err();
    assert!(
        matches!(
            err,
            LinkConflict::OtherBrowser {
                side: Side::Second,
                yours: false,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(err.as_str(), "other-browser");
    assert_eq!(alice.saves(), before);
    // A link forged with another key for Alice's own seat: refused too.
    let mut forged = share::decode_link(&to_bob).expect("a link");
    if let Link::Correspondence { invite, .. } = &mut forged {
        invite.side = Side::First;
        invite.keys.first = Some(SeatKey::new(666));
    }
    let err = alice
        .open(&share::encode_link(&forged))
        .map(|(a, _)| a)
        .unwrap_err();
    assert!(matches!(
        err,
        LinkConflict::OtherBrowser {
            side: Side::First,
            yours: true,
            ..
        }
    ));
    assert_eq!(alice.saves(), before);
    assert!(alice_key.is_some());
}

#[test]
fn links_without_keys_open_as_before() {
    // A game started before seat keys: links carry none, and each side
    // opens as it always did (no one watches, nothing is refused).
    let (mut alice, mut bob) = (Browser::default(), Browser::default());
    let id = CorrespondenceId::new(9, 1.8e12);
    let mut a = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(Correspondence::start(id, Side::First, None));
    a.play("d1-d4").expect("legal");
    alice.keep(&a, "alice1");
    let to_bob = link_for_friend(&a);
    assert!(
        share::decode_link(&to_bob)
            .ok()
            .and_then(|l| l.invite().map(|i| i.keys))
            .is_some_and(|k| k == Default::default()),
        "no keys"
    );
    let (arrival, mut b) = bob.open(&to_bob).expect("no conflict");
    assert_eq!(arrival, Arrival::New);
    b.play("f4-f3").expect("legal");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    // Bob's new browser has a key now and sends it; Alice learns it.
    let (arrival, _) = alice.open(&link_for_friend(&b)).expect("no conflict");
    assert!(matches!(arrival, Arrival::Continues { added: 1, .. }));
    assert!(alice.saves()[0]
        .correspondence
        .is_some_and(|c| c.friend_key.is_some() && c.my_key.is_none()));
    // A third browser with a keyless link to Alice's seat takes it, as
    // before keys (nothing tells it otherwise).
    let mut carol = Browser::default();
    let keyless = {
        let c = alice.saves()[0].correspondence.expect("by link");
        share::encode_correspondence(
            &b.record(),
            &tafl::links::invite::Invite::new(c.id, Side::First),
        )
    };
    assert_eq!(carol.open(&keyless).map(|(a, _)| a), Ok(Arrival::New));
}

#[test]
fn a_draw_is_offered_and_agreed_through_the_links() {
    let (mut alice, mut bob, mut a, _) = a_game_under_way();
    // Alice offers a draw with her move: the link carries it.
    assert_eq!(a.terms().drawing_side(), Some(Side::First));
    a.terms_mut().offer_draw().expect("her offer");
    alice.keep(&a, "alice1");
    let offer = link_for_friend(&a);
    let decoded = share::decode_link(&offer).expect("a link");
    assert_eq!(decoded.invite().map(|i| i.note), Some(Note::DrawOffer));
    assert_eq!(
        alice.saves()[0].correspondence.and_then(|c| c.offer),
        Some(Side::First),
        "kept with the save"
    );
    // Bob declines by moving: his link carries no offer, Alice's is gone.
    let (_, mut b) = bob.open(&offer).expect("no conflict");
    assert_eq!(b.terms().answering_side(), Some(Side::Second));
    assert_eq!(b.terms().drawing_side(), None, "not on his move");
    b.play("f3-g3").expect("legal");
    assert_eq!(b.terms().draw_offer(), None, "a move declines it");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    let (_, mut a) = alice.open(&link_for_friend(&b)).expect("no conflict");
    assert_eq!(a.terms().draw_offer(), None);
    // Alice offers again with her next move; Bob accepts.
    a.play("a3-a2").expect("legal");
    a.terms_mut()
        .offer_draw()
        .expect("a new offer after Bob moved");
    alice.keep(&a, "alice1");
    let (_, mut b) = bob.open(&link_for_friend(&a)).expect("no conflict");
    let drawn = b.terms_mut().accept_draw().expect("accepted");
    assert_eq!(
        drawn,
        Conclusion {
            result: GameResult::Draw,
            reason: ConclusionReason::Agreement
        }
    );
    bob.keep(&b, &bob_id);
    let back = b.seats().invite_to_send().expect("the agreement goes back");
    assert_eq!(back.note, Note::Agreed);
    assert_eq!(
        bob.saves()[0].record.conclusion,
        Some(drawn),
        "in Bob's save"
    );
    // Alice opens it: the same moves, and the game drawn by agreement.
    let (arrival, a) = alice.open(&link_for_friend(&b)).expect("no conflict");
    assert!(matches!(arrival, Arrival::Continues { added: 0, .. }));
    assert_eq!(a.terms().conclusion(), Some(drawn));
    assert_eq!(a.seats().invite_to_send(), None, "nothing to send back");
    assert_eq!(alice.saves()[0].record.conclusion, Some(drawn));
    assert!(matches!(
        alice.open(&link_for_friend(&b)),
        Ok((Arrival::UpToDate { .. }, _))
    ));
}

#[test]
fn a_resignation_reaches_the_friend_in_the_link() {
    let (mut alice, mut bob, _, to_bob) = a_game_under_way();
    let mut carol = Browser::default();
    carol.open(&to_bob).expect("she watches");
    // Bob resigns on his move: the link to send carries it.
    let (_, mut b) = bob.open(&to_bob).expect("no conflict");
    b.terms_mut().resign().expect("his to resign");
    let bob_id = bob.saves()[0].id.clone();
    bob.keep(&b, &bob_id);
    assert!(!b.terms_mut().play_on(), "no taking it back by link");
    let link = link_for_friend(&b);
    assert_eq!(
        share::decode_link(&link)
            .ok()
            .and_then(|l| l.invite().map(|i| i.note)),
        Some(Note::Resigned)
    );
    let (arrival, a) = alice.open(&link).expect("no conflict");
    assert!(matches!(arrival, Arrival::Continues { added: 0, .. }));
    assert_eq!(
        a.terms().conclusion(),
        Some(Conclusion::resigned(Side::Second))
    );
    assert_eq!(
        a.seats().turn(),
        Turn::Ended(Conclusion::resigned(Side::Second))
    );
    assert_eq!(a.seats().invite_to_send(), None);
    // The watcher sees it too.
    let (_, watched) = carol.open(&link).expect("no conflict");
    assert_eq!(
        watched.terms().conclusion(),
        Some(Conclusion::resigned(Side::Second))
    );
    // Alice's earlier link, opened again at Bob's, cannot undo the end.
    let before = bob.saves();
    assert!(matches!(bob.open(&to_bob), Err(LinkConflict::Ended { .. })));
    assert_eq!(bob.saves(), before);
}
