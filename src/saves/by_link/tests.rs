use super::*;
use crate::engine::{GameId, GameRecord, Options, Side};
use crate::links::correspondence::{open_link, Arrival};
use crate::links::invite::{Correspondence, CorrespondenceId, ID_BYTES};

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

const LINE: [&str; 4] = ["d1-d4", "f4-f3", "a4-a3", "f3-g3"];

#[test]
fn a_games_id_by_link_is_made_as_a_save_id() {
    let a = CorrespondenceId::new(7, 1_764_460_800_000.0);
    let text = a.to_string();
    assert!(crate::saves::is_valid_id(&text));
    assert_eq!(text, crate::saves::new_id(7, 1_764_460_800_000.0));
}

#[test]
fn a_new_game_by_link_is_a_new_entry_of_two_people() {
    let link = played(&LINE[..1]);
    let invite = Invite::new(id(1), Side::Second);
    let key = SeatKey::new(5);
    let entry = new_entry("new1".into(), &invite, &link, key, 5e12);
    assert_eq!(entry.id, "new1");
    assert_eq!(entry.record, GameRecord::of(&link));
    assert_eq!(entry.players, Players::default());
    assert_eq!(
        entry.correspondence,
        Some(Correspondence {
            received: 1,
            ..Correspondence::start(id(1), Side::Second, Some(key))
        })
    );
    assert_eq!(
        (&entry.annotations, entry.rated, entry.clock),
        (&None, None, None)
    );
    assert_eq!((entry.created_ms, entry.updated_ms), (5e12, 5e12));
    // Stored, the next link of the game continues it.
    assert_eq!(
        open_link(&invite, &played(&LINE[..3]), [&entry]),
        Ok(Arrival::Continues {
            save_id: "new1".into(),
            added: 2
        })
    );
    let watched = watch_entry("w".into(), &invite, &link, 7.0);
    assert!(watched.correspondence.is_some_and(|c| c.watching));
    assert_eq!((watched.id.as_str(), watched.created_ms), ("w", 7.0));
}

#[test]
fn a_continued_entry_keeps_its_id_and_start_and_is_written_later() {
    let invite = Invite::new(id(1), Side::First);
    let entry = SaveEntry {
        id: "s1".into(),
        record: GameRecord::of(&played(&LINE[..3])),
        players: Players::default(),
        correspondence: Some(Correspondence::start(id(1), Side::First, None)),
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1000.0,
        updated_ms: 2000.0,
    };
    let link = played(&LINE);
    let updated = continue_entry(&entry, &invite, &link, 1500.4);
    assert_eq!(updated.id, "s1", "one entry per game");
    assert_eq!(updated.created_ms, 1000.0);
    assert_eq!(updated.updated_ms, 2001.0, "strictly after the last write");
    assert_eq!(updated.record.moves, LINE);
    assert_eq!(updated.correspondence.map(|c| c.received), Some(4));
    assert_eq!(
        continue_entry(&entry, &invite, &link, 9000.6).updated_ms,
        9001.0
    );
    assert_eq!(
        continue_entry(&entry, &invite, &link, f64::NAN).updated_ms,
        2001.0
    );
}
