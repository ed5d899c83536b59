//! A game with a friend by link, played through between two browsers, each
//! with its own saves: links are made, decoded, opened against the saves
//! and stored as the app would, and each side's board moves only its own
//! pieces. Then the same over random games of all four games.

#[path = "support/random_game.rs"]
mod support;

use support::{variants, Rng};
use tafl::engine::{GameId, Options, Side};
use tafl::links::correspondence::{continue_entry, new_entry, open_link, Arrival, LinkConflict};
use tafl::links::invite::{Correspondence, CorrespondenceId};
use tafl::links::share::{self, Link};
use tafl::play::{PlayError, Session, Turn};
use tafl::saves::{self, SaveEntry};

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
        let entry = match &arrival {
            Arrival::New => new_entry(saves::new_id(all.len() as u64, now), &invite, &game, now),
            Arrival::Continues { save_id, .. } | Arrival::UpToDate { save_id } => {
                let saved = all.iter().find(|e| &e.id == save_id).expect("named save");
                match arrival {
                    Arrival::Continues { .. } => continue_entry(saved, &invite, &game, now),
                    _ => saved.clone(),
                }
            }
        };
        self.store(&entry);
        Ok((arrival, Session::from_save(&entry).expect("replays")))
    }

    /// Saves the session under `id` after the person moved.
    fn keep(&mut self, session: &Session, id: &str) {
        let now = self.tick();
        let created = self
            .saves()
            .iter()
            .find(|e| e.id == id)
            .map_or(now, |e| e.created_ms);
        self.store(&session.save_entry(id.to_string(), created, now));
    }
}

/// The link a session sends to the friend.
fn link_for_friend(session: &Session) -> String {
    let c = session.correspondence().expect("a correspondence game");
    share::encode_correspondence(&session.record(), &c.invite_for_friend())
}

#[test]
fn two_browsers_play_hnefatafl_by_link() {
    let mut alice = Browser::default();
    let mut bob = Browser::default();
    // Alice starts a game as the attackers, who move first.
    let id = CorrespondenceId::new(42, 1.8e12);
    let mut a = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(Correspondence::start(id, Side::First));
    assert_eq!(a.turn(), Turn::YourMove(Side::First));
    a.play("d1-d4").expect("legal");
    assert_eq!(a.turn(), Turn::FriendsMove(Side::Second));
    alice.keep(&a, "alice1");
    let to_bob = link_for_friend(&a);

    // Bob opens it: a new game where he plays the defenders.
    let (arrival, mut b) = bob.open(&to_bob).expect("no conflict");
    assert_eq!(arrival, Arrival::New);
    assert_eq!(b.turn(), Turn::YourMove(Side::Second));
    assert!(
        matches!(b.play("a4-a3"), Err(PlayError::Illegal(_))),
        "not his piece"
    );
    assert_eq!(b.game().moves().len(), 1);
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
    assert_eq!(a.turn(), Turn::YourMove(Side::First));
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
    let mut a = Session::from_save(&alice.saves()[0]).expect("replays");
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
                .with_correspondence(Correspondence::start(id, starter_side));
            browsers[0].keep(&start, "starter");
            let mut link = link_for_friend(&start);
            let mut turn = 1;
            for _ in 0..80 {
                let (_, mut session) = browsers[turn].open(&link).expect("in step");
                let here_id = browsers[turn].saves()[0].id.clone();
                if session.game().outcome().is_some() {
                    break;
                }
                if let Turn::YourMove(_) = session.turn() {
                    let legal = session.game().legal_moves();
                    session.play(&legal[rng.below(legal.len())]).expect("legal");
                    browsers[turn].keep(&session, &here_id);
                }
                assert!(
                    !matches!(session.turn(), Turn::YourMove(_)),
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
