//! Share links (game and correspondence links) and saved games over many
//! random legal games of all four games: every game survives the round
//! trip exactly, codes are canonical and short, and a save's summary
//! agrees with the replayed game.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/random_game.rs"]
mod support;

use proptest::prelude::*;
use support::{random_game, random_record, variants};
use tafl::engine::{GameId, GameRecord, Options, Side};
use tafl::links::invite::{Correspondence, CorrespondenceId, Invite};
use tafl::links::share;
use tafl::play::{Players, Seat};
use tafl::saves::{self, SaveEntry, SaveStatus};

fn url_safe(code: &str) -> bool {
    code.bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn share_codes_round_trip(variant in 0usize..9, seed in any::<u64>(), plies in 0usize..300) {
        let record = random_record(variant, seed, plies);
        let code = share::encode(&record);
        prop_assert!(url_safe(&code), "{}", code);
        prop_assert!(code.len() <= share::MAX_CODE_LEN);
        let back = share::decode(&code);
        prop_assert_eq!(back.as_ref(), Ok(&record));
        // One spelling per game.
        prop_assert_eq!(share::encode(&back.unwrap()), code.clone());
        let path = share::share_path("el", &record);
        prop_assert_eq!(path, format!("/el/play/{}?g={}", record.game.as_str(), code));
    }

    #[test]
    fn correspondence_links_round_trip(
        variant in 0usize..9,
        seed in any::<u64>(),
        plies in 0usize..300,
        id in any::<[u8; 9]>(),
        second in any::<bool>(),
    ) {
        let record = random_record(variant, seed, plies);
        let invite = Invite {
            id: CorrespondenceId::from_bytes(id),
            side: if second { Side::Second } else { Side::First },
            keys: Default::default(),
            note: Default::default(),
        };
        let code = share::encode_correspondence(&record, &invite);
        prop_assert!(url_safe(&code), "{}", code);
        prop_assert!(code.len() <= share::MAX_CODE_LEN);
        // Ten bytes more than the game link (seat and id): 13 to 15
        // characters, as the base64 groups fall.
        let extra = code.len() - share::encode(&record).len();
        prop_assert!((13..=15).contains(&extra), "{} more characters", extra);
        let link = share::decode_link(&code).unwrap();
        prop_assert_eq!(link.invite(), Some(&invite));
        prop_assert_eq!(&GameRecord::of(link.game()), &record);
        prop_assert_eq!(share::encode_link(&link), code.clone());
        prop_assert_eq!(share::decode(&code), Err(share::ShareError::CorrespondenceLink));
        let path = share::correspondence_path("fr", &record, &invite);
        prop_assert_eq!(path, format!("/fr/play/{}?g={}", record.game.as_str(), code));
    }

    #[test]
    fn saves_round_trip(
        variant in 0usize..9,
        seed in any::<u64>(),
        plies in 0usize..200,
        created in -10_000_000_000_000i64..10_000_000_000_000,
        later in 0i64..1_000_000_000,
        first_ai in proptest::option::of("[a-z]{1,10}"),
        second_ai in proptest::option::of("[a-z]{1,10}"),
        id_random in any::<u64>(),
        by_link in proptest::option::of((any::<[u8; 9]>(), any::<bool>(), 0usize..300)),
    ) {
        let record = random_record(variant, seed, plies);
        // A correspondence game (format 2) or a game at one device (format 1).
        let correspondence = by_link.map(|(id, second, received)| Correspondence {
            id: CorrespondenceId::from_bytes(id),
            my_side: if second { Side::Second } else { Side::First },
            received: received.min(record.moves.len()),
            my_key: None,
            friend_key: None,
            offer: None,
            end_received: false,
            watching: false,
        });
        let seat = |ai: Option<String>| match ai {
            Some(level) => Seat::Ai { level },
            None => Seat::Human,
        };
        let entry = SaveEntry {
            id: saves::new_id(id_random, created as f64),
            record: record.clone(),
            players: Players { first: seat(first_ai), second: seat(second_ai) },
            correspondence,
            annotations: None,
            rated: None,
            clock: None,
            draw_offer: None,
            created_ms: created as f64,
            updated_ms: (created + later) as f64,
        };
        let text = saves::encode(&entry);
        let read = saves::read(&text).unwrap();
        prop_assert_eq!(&read.entry, &entry);
        prop_assert_eq!(read.upgraded_from, None);
        let game = record.replay().unwrap();
        let summary = saves::summarize(&entry).unwrap();
        prop_assert_eq!(&read.summary, &summary);
        prop_assert_eq!(summary.moves, record.moves.len());
        prop_assert_eq!(summary.game, record.game);
        prop_assert_eq!(summary.options, record.options);
        prop_assert_eq!(summary.status_word, game.status_word());
        prop_assert_eq!(&summary.board, &tafl::pictures::board_view::BoardView::of_game(&game));
        prop_assert_eq!(summary.my_side, correspondence.map(|c| c.my_side));
        match summary.status {
            SaveStatus::InProgress { to_move } => {
                prop_assert!(game.outcome().is_none());
                prop_assert_eq!(to_move, game.side_to_move());
            }
            SaveStatus::Over(outcome) => prop_assert_eq!(Some(outcome), game.outcome()),
            // A random record has no conclusion.
            SaveStatus::Concluded(c) => prop_assert!(false, "concluded: {:?}", c),
        }
    }
}

/// Plays every game to its end (or 600 plies) many times: finished games,
/// with their last forced moves, round-trip too.
#[test]
fn finished_games_round_trip() {
    let mut finished = 0;
    for (game, options) in variants() {
        for seed in 0..40 {
            let g = random_game(game, options, seed, 600);
            finished += usize::from(g.outcome().is_some());
            let record = GameRecord::of(&g);
            assert_eq!(share::decode(&share::encode(&record)), Ok(record));
        }
    }
    assert!(finished > 100, "only {finished} games ended");
}

/// Code lengths of random 60-move (ply) and 120-move games; printed with
/// `--nocapture` and bounded here.
#[test]
fn codes_for_sixty_moves_are_short() {
    for (game, bound60) in [
        (GameId::FoxGeese, 48),
        (GameId::TwoFoxes, 48),
        (GameId::GreatCross, 48),
        (GameId::Hnefatafl, 84),
    ] {
        for plies in [60, 120] {
            let mut lengths = Vec::new();
            for seed in 0..200 {
                let g = random_game(game, Options::default(), seed, plies);
                if g.moves().len() == plies {
                    lengths.push(share::encode(&GameRecord::of(&g)).len());
                }
            }
            if lengths.is_empty() {
                // Random fox games mostly end before 120 plies.
                assert_ne!(plies, 60, "{game}: no random game reached 60 plies");
                println!("{game}: no random game reached {plies} plies");
                continue;
            }
            let max = *lengths.iter().max().unwrap_or(&0);
            let min = *lengths.iter().min().unwrap_or(&0);
            let mean = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
            println!(
                "{game}: {plies} plies -> code of {min}..{max} characters (mean {mean:.1}, {} games)",
                lengths.len()
            );
            if plies == 60 {
                assert!(max <= bound60, "{game}: {max} characters for 60 plies");
            }
        }
    }
}
