use super::*;
use crate::engine::{GameId, Options};
use crate::links::invite::{CorrespondenceId, SeatKey, SeatKeys, ID_BYTES};

fn id(n: u8) -> CorrespondenceId {
    CorrespondenceId::from_bytes([n; ID_BYTES])
}

/// Hnefatafl after these moves.
fn played(moves: &[&str]) -> AnyGame {
    let mut g = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    for m in moves {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// A line of Hnefatafl moves that all play.
const LINE: [&str; 6] = ["d1-d4", "f4-f3", "a4-a3", "f3-g3", "a3-a2", "g3-g2"];

/// A game held here, as a save holds it.
#[derive(Clone, Debug)]
struct Saved {
    id: String,
    record: GameRecord,
    correspondence: Option<Correspondence>,
    updated_ms: f64,
}

impl<'a> From<&'a Saved> for Held<'a> {
    fn from(saved: &'a Saved) -> Held<'a> {
        Held {
            save_id: &saved.id,
            record: &saved.record,
            correspondence: saved.correspondence,
            updated_ms: saved.updated_ms,
        }
    }
}

fn saved(save_id: &str, corr: Option<Correspondence>, moves: &[&str]) -> Saved {
    Saved {
        id: save_id.into(),
        record: GameRecord::of(&played(moves)),
        correspondence: corr,
        updated_ms: 2000.0,
    }
}

/// The game held under `save_id` once a link's game was taken in.
fn kept(save_id: &str, received: Received, updated_ms: f64) -> Saved {
    Saved {
        id: save_id.into(),
        record: received.record,
        correspondence: Some(received.correspondence),
        updated_ms,
    }
}

/// No game held here.
const NONE: [&Saved; 0] = [];

fn mine(n: u8, side: Side) -> Option<Correspondence> {
    Some(Correspondence {
        id: id(n),
        my_side: side,
        received: 0,
        my_key: None,
        friend_key: None,
        offer: None,
        end_received: false,
        watching: false,
    })
}

fn invite(n: u8, side: Side) -> Invite {
    Invite::new(id(n), side)
}

#[test]
fn ids_print_as_twelve_characters_and_read_back() {
    let a = CorrespondenceId::new(7, 1_764_460_800_000.0);
    let text = a.to_string();
    assert_eq!(text.len(), 12);
    assert_eq!(text.parse(), Ok(a));
    assert_eq!(
        CorrespondenceId::from_bytes(*a.as_bytes()),
        a,
        "bytes round-trip"
    );
    for bad in [
        "",
        "abc",
        "AAAAAAAAAAA",
        "AAAAAAAAAAAAA",
        "AAAAAAAAAAA=",
        "AAAAAAAAAAé",
    ] {
        let err = bad.parse::<CorrespondenceId>().unwrap_err();
        assert!(!err.to_string().is_empty(), "{bad:?}");
    }
    assert_ne!(CorrespondenceId::new(1, 5.0), CorrespondenceId::new(2, 5.0));
}

#[test]
fn a_link_of_an_unknown_game_is_a_new_game() {
    let link = played(&LINE[..1]);
    assert_eq!(
        open_link(&invite(1, Side::Second), &link, NONE),
        Ok(Arrival::New)
    );
    // Other correspondence games and local games do not match.
    let others = [
        saved("a", mine(2, Side::Second), &LINE[..1]),
        saved("b", None, &LINE[..1]),
    ];
    assert_eq!(
        open_link(&invite(1, Side::Second), &link, &others),
        Ok(Arrival::New)
    );
    let key = SeatKey::new(5);
    let taken = take_seat(&invite(1, Side::Second), &link, key);
    assert_eq!(taken.record, GameRecord::of(&link));
    assert_eq!(
        taken.correspondence,
        Correspondence {
            id: id(1),
            my_side: Side::Second,
            received: 1,
            my_key: Some(key),
            friend_key: None,
            offer: None,
            end_received: false,
            watching: false,
        }
    );
    let entry = kept("new1", taken, 5e12);
    // Stored, the next link of the game continues it.
    let next = played(&LINE[..3]);
    assert_eq!(
        open_link(&invite(1, Side::Second), &next, [&entry]),
        Ok(Arrival::Continues {
            save_id: "new1".into(),
            added: 2
        })
    );
}

#[test]
fn a_longer_link_continues_the_same_entry() {
    let entries = [saved("s1", mine(1, Side::First), &LINE[..3])];
    let link = played(&LINE[..4]);
    let inv = invite(1, Side::First);
    let arrival = open_link(&inv, &link, &entries);
    assert_eq!(
        arrival,
        Ok(Arrival::Continues {
            save_id: "s1".into(),
            added: 1
        })
    );
    let updated = continued(entries[0].correspondence, &inv, &link);
    assert_eq!(updated.record.moves, LINE[..4]);
    assert_eq!(updated.correspondence.received, 4);
    // From the start: a link with every move.
    let fresh = [saved("s0", mine(1, Side::First), &[])];
    assert_eq!(
        open_link(&inv, &played(&LINE), &fresh),
        Ok(Arrival::Continues {
            save_id: "s0".into(),
            added: 6
        })
    );
}

#[test]
fn the_same_moves_are_nothing_new() {
    for n in [0, 1, 6] {
        let entries = [saved("s", mine(1, Side::Second), &LINE[..n])];
        assert_eq!(
            open_link(&invite(1, Side::Second), &played(&LINE[..n]), &entries),
            Ok(Arrival::UpToDate {
                save_id: "s".into()
            }),
            "{n} moves"
        );
    }
}

#[test]
fn an_older_link_keeps_the_saved_game() {
    let entries = [saved("s", mine(1, Side::Second), &LINE[..5])];
    for n in [0, 2, 4] {
        let err = open_link(&invite(1, Side::Second), &played(&LINE[..n]), &entries);
        assert_eq!(
            err,
            Err(LinkConflict::Older {
                save_id: "s".into(),
                saved: 5,
                link: n
            })
        );
    }
}

#[test]
fn diverging_moves_are_a_conflict_at_the_first_difference() {
    let entries = [saved("s", mine(1, Side::Second), &LINE[..4])];
    let inv = invite(1, Side::Second);
    // The third move differs: shorter, as long, and longer links.
    for other in [
        vec!["d1-d4", "f4-f3", "a4-a2"],
        vec!["d1-d4", "f4-f3", "a4-a2", "f3-g3"],
        vec!["d1-d4", "f4-f3", "a4-a2", "f3-g3", "a2-a3"],
    ] {
        assert_eq!(
            open_link(&inv, &played(&other), &entries),
            Err(LinkConflict::Diverged {
                save_id: "s".into(),
                at: 3
            }),
            "{other:?}"
        );
    }
    let first = open_link(&inv, &played(&["d1-d3"]), &entries).unwrap_err();
    assert_eq!(
        first,
        LinkConflict::Diverged {
            save_id: "s".into(),
            at: 1
        }
    );
}

#[test]
fn a_link_for_the_other_side_is_explained() {
    // The person opens the link they sent: it gives the friend's side.
    let entries = [saved("s", mine(1, Side::First), &LINE[..1])];
    let sent = Correspondence::start(id(1), Side::First, None).invite_for_friend();
    for n in [0, 1, 2] {
        assert_eq!(
            open_link(&sent, &played(&LINE[..n]), &entries),
            Err(LinkConflict::OtherSide {
                save_id: "s".into(),
                mine: Side::First
            }),
            "{n} moves"
        );
    }
}

#[test]
fn another_game_under_the_same_id_is_a_conflict() {
    let mut fox = saved("s", mine(1, Side::First), &[]);
    fox.record =
        GameRecord::of(&AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults"));
    assert_eq!(
        open_link(&invite(1, Side::First), &played(&[]), [&fox]),
        Err(LinkConflict::OtherGame {
            save_id: "s".into()
        })
    );
    let mut geese = fox.clone();
    geese.record.options.geese = 15;
    let link = AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults");
    assert_eq!(
        open_link(&invite(1, Side::First), &link, [&geese]),
        Err(LinkConflict::OtherGame {
            save_id: "s".into()
        })
    );
}

#[test]
fn saved_moves_compare_in_canonical_spelling() {
    let mut entry = saved("s", mine(1, Side::First), &LINE[..2]);
    entry.record.moves[0] = " d1-d4 ".into();
    assert_eq!(
        open_link(&invite(1, Side::First), &played(&LINE[..2]), [&entry]),
        Ok(Arrival::UpToDate {
            save_id: "s".into()
        })
    );
    // A record that does not replay compares as stored.
    entry.record.moves.push("z9-z8".into());
    assert!(matches!(
        open_link(&invite(1, Side::First), &played(&LINE[..3]), [&entry]),
        Err(LinkConflict::Diverged { at: 3, .. })
    ));
}

#[test]
fn of_two_entries_of_one_game_the_one_of_the_links_side_counts() {
    let mut older = saved("old", mine(1, Side::Second), &LINE[..2]);
    older.updated_ms = 10.0;
    let mut newer = saved("new", mine(1, Side::Second), &LINE[..3]);
    newer.updated_ms = 20.0;
    let mut other_side = saved("wrong", mine(1, Side::First), &LINE[..3]);
    other_side.updated_ms = 30.0;
    let all = [older.clone(), other_side.clone(), newer.clone()];
    let link = played(&LINE[..4]);
    assert_eq!(
        open_link(&invite(1, Side::Second), &link, &all),
        Ok(Arrival::Continues {
            save_id: "new".into(),
            added: 1
        })
    );
    // The same update time: the smaller save id, so the pick is stable.
    let mut twin = newer.clone();
    twin.id = "a-twin".into();
    assert!(matches!(
        open_link(&invite(1, Side::Second), &link, [&newer, &twin]),
        Ok(Arrival::Continues { save_id, .. }) if save_id == "a-twin"
    ));
    // Only the other side's entry: the conflict names it.
    assert_eq!(
        open_link(&invite(1, Side::Second), &link, [&other_side]),
        Err(LinkConflict::OtherSide {
            save_id: "wrong".into(),
            mine: Side::First
        })
    );
}

#[test]
fn conflicts_name_their_save_and_case() {
    let conflicts = [
        LinkConflict::OtherSide {
            save_id: "a".into(),
            mine: Side::First,
        },
        LinkConflict::OtherGame {
            save_id: "a".into(),
        },
        LinkConflict::Older {
            save_id: "a".into(),
            saved: 3,
            link: 1,
        },
        LinkConflict::Diverged {
            save_id: "a".into(),
            at: 2,
        },
    ];
    let mut names: Vec<&str> = conflicts.iter().map(LinkConflict::as_str).collect();
    for c in &conflicts {
        assert_eq!(c.save_id(), "a");
        assert!(!c.to_string().is_empty());
    }
    names.dedup();
    assert_eq!(names.len(), 4);
}

/// A seat entry of game 1 for `side`, holding `key`, knowing `friend`.
fn seated(side: Side, key: u64, friend: Option<u64>, moves: &[&str]) -> Saved {
    let c = Correspondence {
        friend_key: friend.map(SeatKey::new),
        ..Correspondence::start(id(1), side, Some(SeatKey::new(key)))
    };
    saved("seat", Some(c), moves)
}

/// A link of game 1 for `side` carrying these keys (first, second).
fn keyed(side: Side, first: Option<u64>, second: Option<u64>) -> Invite {
    Invite {
        keys: SeatKeys {
            first: first.map(SeatKey::new),
            second: second.map(SeatKey::new),
        },
        ..invite(1, side)
    }
}

#[test]
fn a_seat_with_a_key_this_browser_lacks_is_watched() {
    let link = played(&LINE[..3]);
    // No entry here, and the link's seat is another browser's: watch.
    let taken = keyed(Side::Second, Some(1), Some(2));
    assert_eq!(open_link(&taken, &link, NONE), Ok(Arrival::Watch));
    // The seat not yet taken (the first link of a game): take it.
    let free = keyed(Side::Second, Some(1), None);
    assert_eq!(open_link(&free, &link, NONE), Ok(Arrival::New));
    // The watcher's entry: later links update it, whoever they are for.
    let w = kept("w", watch(&taken, &link), 1.0);
    assert!(w
        .correspondence
        .is_some_and(|c| c.watching && c.my_key.is_none()));
    let later = played(&LINE[..4]);
    let to_first = keyed(Side::First, Some(1), Some(2));
    assert_eq!(
        open_link(&to_first, &later, [&w]),
        Ok(Arrival::Continues {
            save_id: "w".into(),
            added: 1
        })
    );
    let next = kept("w", continued(w.correspondence, &to_first, &later), 2.0);
    assert!(next.correspondence.is_some_and(|c| c.watching));
    assert_eq!(
        open_link(&to_first, &later, [&next]),
        Ok(Arrival::UpToDate {
            save_id: "w".into()
        })
    );
}

#[test]
fn the_seat_holder_goes_on_and_other_browsers_are_refused() {
    let mine = seated(Side::Second, 2, Some(1), &LINE[..3]);
    let link = played(&LINE[..5]);
    // The real player's link: both keys as known here.
    assert_eq!(
        open_link(&keyed(Side::Second, Some(1), Some(2)), &link, [&mine]),
        Ok(Arrival::Continues {
            save_id: "seat".into(),
            added: 2
        })
    );
    // The friend's key differs: another browser played the friend's side,
    // even where the moves part (never "one of you took a move back").
    let other = played(&["d1-d4", "f4-f3", "a4-a2"]);
    assert_eq!(
        open_link(&keyed(Side::Second, Some(9), Some(2)), &other, [&mine]),
        Err(LinkConflict::OtherBrowser {
            save_id: "seat".into(),
            side: Side::First,
            yours: false
        })
    );
    // A key for this person's seat that is not this browser's.
    assert_eq!(
        open_link(&keyed(Side::Second, Some(1), Some(8)), &link, [&mine]),
        Err(LinkConflict::OtherBrowser {
            save_id: "seat".into(),
            side: Side::Second,
            yours: true
        })
    );
    // A seat taken before keys: a key for it comes from another browser.
    let legacy = saved("seat", mine_corr(), &LINE[..3]);
    assert!(matches!(
        open_link(&keyed(Side::Second, Some(1), Some(8)), &link, [&legacy]),
        Err(LinkConflict::OtherBrowser { yours: true, .. })
    ));
    // Keyless links keep their old behaviour with keyed and legacy saves.
    for entry in [&mine, &legacy] {
        assert!(matches!(
            open_link(&invite(1, Side::Second), &link, [entry]),
            Ok(Arrival::Continues { added: 2, .. })
        ));
        assert!(matches!(
            open_link(&invite(1, Side::Second), &other, [entry]),
            Err(LinkConflict::Diverged { at: 3, .. })
        ));
    }
    // The friend's key is learnt from the first link that brings it.
    let unknown = seated(Side::Second, 2, None, &LINE[..3]);
    let next = continued(
        unknown.correspondence,
        &keyed(Side::Second, Some(1), Some(2)),
        &link,
    );
    let c = next.correspondence;
    assert_eq!(
        (c.my_key, c.friend_key),
        (Some(SeatKey::new(2)), Some(SeatKey::new(1)))
    );
}

fn mine_corr() -> Option<Correspondence> {
    mine(1, Side::Second)
}

#[test]
fn notes_bring_offers_and_ends() {
    let entry = seated(Side::Second, 2, Some(1), &LINE[..3]);
    let link = played(&LINE[..3]);
    let with = |note| Invite {
        note,
        ..keyed(Side::Second, Some(1), Some(2))
    };
    // The same moves with nothing new: up to date; with an offer or an
    // end: taken in.
    assert!(matches!(
        open_link(&with(Note::Nothing), &link, [&entry]),
        Ok(Arrival::UpToDate { .. })
    ));
    for note in [Note::DrawOffer, Note::Resigned, Note::Agreed] {
        assert!(
            matches!(
                open_link(&with(note), &link, [&entry]),
                Ok(Arrival::Continues { added: 0, .. })
            ),
            "{note:?}"
        );
    }
    let offered = kept(
        "seat",
        continued(entry.correspondence, &with(Note::DrawOffer), &link),
        5.0,
    );
    assert_eq!(
        offered.correspondence.and_then(|c| c.offer),
        Some(Side::First)
    );
    assert!(matches!(
        open_link(&with(Note::DrawOffer), &link, [&offered]),
        Ok(Arrival::UpToDate { .. })
    ));
    let resigned = kept(
        "seat",
        continued(entry.correspondence, &with(Note::Resigned), &link),
        5.0,
    );
    assert_eq!(
        resigned.record.conclusion,
        Some(crate::engine::Conclusion::resigned(Side::First))
    );
    assert!(resigned
        .correspondence
        .is_some_and(|c| c.end_received && c.offer.is_none()));
    // Ended here: a link that does not say so (older news) is refused,
    // more moves or not.
    for n in [3, 4] {
        assert_eq!(
            open_link(&with(Note::Nothing), &played(&LINE[..n]), [&resigned]),
            Err(LinkConflict::Ended {
                save_id: "seat".into()
            }),
            "{n} moves"
        );
    }
    // A note on a game the board already ended is no conclusion.
    let mut over = AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults");
    while over.outcome().is_none() {
        let m = over.legal_moves()[0].clone();
        over.play(&m).expect("legal");
    }
    assert_eq!(note_conclusion(&with(Note::Resigned), &over), None);
}
