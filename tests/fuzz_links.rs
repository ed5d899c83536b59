//! Fuzzing of the decoders that read text from outside: share codes, game
//! and correspondence links alike (from any URL), analysis codes (from any
//! URL) and saved games (from `localStorage`, which the player, an
//! extension or an older version may have changed). Each is fed 100,000
//! arbitrary inputs and 100,000 mutations of valid inputs; none may panic,
//! and whatever they accept must be a game (or a tree of moves) that
//! replays and re-encodes to the same thing.
//!
//! `TAFL_FUZZ_CASES` sets another number of cases per test.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/random_game.rs"]
mod support;

use proptest::prelude::*;
use serde_json::{json, Value};
use std::sync::OnceLock;
use support::{random_record, random_tree, Rng};
use tafl::analysis::{self, NodeId, MAX_NODES};
use tafl::engine::{GameRecord, Side};
use tafl::links::invite::{Correspondence, CorrespondenceId, Invite, Note, SeatKey};
use tafl::links::share::{self, Link};
use tafl::play::{Players, Seat};
use tafl::saves::{self, SaveEntry};

fn cases() -> u32 {
    std::env::var("TAFL_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// What an accepted share code must satisfy, read as a game link and as
/// a link of either kind.
fn check_share(code: &str) -> Result<(), TestCaseError> {
    let plain = share::decode(code);
    if let Ok(record) = &plain {
        prop_assert!(
            record.replay().is_ok(),
            "{:?} decoded to a record that does not replay",
            code
        );
        prop_assert_eq!(
            share::encode(record),
            code,
            "accepted code is not canonical"
        );
    }
    match share::decode_link(code) {
        Ok(link) => {
            prop_assert!(
                GameRecord::of(link.game()).replay().is_ok(),
                "{:?} decoded to a game that does not replay",
                code
            );
            prop_assert_eq!(
                share::encode_link(&link),
                code,
                "accepted link is not canonical"
            );
            match &link {
                Link::Game(game) => {
                    prop_assert_eq!(plain.as_ref().ok(), Some(&GameRecord::of(game)))
                }
                Link::Correspondence { .. } => prop_assert_eq!(
                    plain.as_ref().err(),
                    Some(&share::ShareError::CorrespondenceLink)
                ),
            }
        }
        Err(error) => prop_assert_eq!(plain.err(), Some(error)),
    }
    Ok(())
}

/// What an accepted analysis code must satisfy: a tree within its bound
/// whose every node replays, that re-encodes to the same code.
fn check_analysis(code: &str) -> Result<(), TestCaseError> {
    if let Ok(decoded) = analysis::decode(code) {
        let tree = &decoded.tree;
        prop_assert!(tree.node_count() <= MAX_NODES);
        prop_assert!(tree.contains(decoded.focus));
        prop_assert!(GameRecord::of(tree.root_game()).replay().is_ok());
        for node in tree.preorder() {
            let game = tree.position(node);
            prop_assert!(game.is_ok(), "node {:?} does not replay", node);
            let children: Vec<&str> = tree
                .children(node)
                .iter()
                .filter_map(|&c| tree.notation(c))
                .collect();
            let mut distinct = children.clone();
            distinct.sort_unstable();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), children.len(), "two children play one move");
        }
        let again = analysis::encode(tree, decoded.focus);
        prop_assert_eq!(
            again.as_deref(),
            Ok(code),
            "accepted analysis code is not canonical"
        );
    }
    Ok(())
}

/// What an accepted save must satisfy.
fn check_save(text: &str) -> Result<(), TestCaseError> {
    if let Ok(entry) = saves::decode(text) {
        prop_assert!(saves::summarize(&entry).is_ok());
        // Written back, it reads as the same game (time stamps rounded to
        // the millisecond), and from then on it is a fixed point.
        let again = saves::decode(&saves::encode(&entry));
        prop_assert!(again.is_ok(), "re-encoded save unreadable: {:?}", again);
        let again = again.unwrap_or_else(|_| entry.clone());
        prop_assert_eq!(&again.id, &entry.id);
        prop_assert_eq!(&again.record, &entry.record);
        prop_assert_eq!(&again.players, &entry.players);
        prop_assert_eq!(&again.correspondence, &entry.correspondence);
        let third = saves::decode(&saves::encode(&again));
        prop_assert_eq!(third.as_ref(), Ok(&again));
    }
    Ok(())
}

/// Characters a mutation writes: mostly ones the format uses, some not.
fn pick_char(rng: &mut Rng, alphabet: &[u8]) -> char {
    match rng.below(10) {
        0 => char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{fffd}'),
        1 => char::from(rng.below(128) as u8),
        _ => char::from(alphabet[rng.below(alphabet.len())]),
    }
}

/// Up to `n` edits of `text`: replace, insert, delete, truncate, duplicate
/// a slice, swap two characters.
fn mutate(text: &str, seed: u64, n: usize, alphabet: &[u8]) -> String {
    let mut rng = Rng::new(seed);
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..n {
        let len = chars.len();
        let at = rng.below(len + 1);
        match rng.below(6) {
            0 if at < len => chars[at] = pick_char(&mut rng, alphabet),
            1 => chars.insert(at, pick_char(&mut rng, alphabet)),
            2 if at < len => {
                chars.remove(at);
            }
            3 => chars.truncate(at),
            4 if at < len => {
                let end = (at + 1 + rng.below(8)).min(len);
                let slice: Vec<char> = chars[at..end].to_vec();
                let to = rng.below(chars.len() + 1);
                chars.splice(to..to, slice);
            }
            _ if len >= 2 => {
                let other = rng.below(len);
                chars.swap(at.min(len - 1), other);
            }
            _ => chars.push(pick_char(&mut rng, alphabet)),
        }
    }
    chars.into_iter().collect()
}

/// How many valid games the mutations start from.
const POOL: usize = 360;

/// Valid share codes of random games of every variant and many lengths,
/// made once (making a game per case would cost more than decoding it).
fn code_pool() -> &'static [String] {
    static CODES: OnceLock<Vec<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        (0..POOL)
            .map(|i| share::encode(&random_record(i, i as u64, (i * 7) % 90)))
            .collect()
    })
}

/// Valid correspondence links of random games, made once.
fn link_pool() -> &'static [String] {
    static CODES: OnceLock<Vec<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        (0..POOL)
            .map(|i| {
                let mut rng = Rng::new(i as u64 ^ 0x11c);
                let side = if i % 2 == 0 {
                    Side::First
                } else {
                    Side::Second
                };
                let mut invite = Invite::new(
                    CorrespondenceId::new(rng.next_u64(), 1.7e12 + i as f64),
                    side,
                );
                // Every third link with seat keys and a note (version 3).
                if i % 3 == 0 {
                    invite.keys.first = Some(SeatKey::new(rng.next_u64()));
                    invite.note = Note::DrawOffer;
                }
                share::encode_correspondence(&random_record(i, i as u64, (i * 7) % 90), &invite)
            })
            .collect()
    })
}

/// Valid analysis codes of random trees of every variant, made once.
fn analysis_pool() -> &'static [String] {
    static CODES: OnceLock<Vec<String>> = OnceLock::new();
    CODES.get_or_init(|| {
        (0..POOL)
            .map(|i| {
                let tree = random_tree(i, i as u64, (i * 7) % 40, (i * 11) % 70);
                let order = tree.preorder();
                let focus = match order.len() {
                    0 => NodeId::ROOT,
                    n if i % 3 > 0 => order[(i * 5) % n],
                    _ => NodeId::ROOT,
                };
                analysis::encode(&tree, focus).expect("a small tree fits")
            })
            .collect()
    })
}

/// Valid saves (format 1, every fourth in format 0, every third of the
/// others a correspondence game in format 2), made once.
fn save_pool() -> &'static [String] {
    static SAVES: OnceLock<Vec<String>> = OnceLock::new();
    SAVES.get_or_init(|| {
        (0..POOL)
            .map(|i| {
                let entry = valid_save(i, i as u64, (i * 5) % 50);
                if i % 4 == 3 {
                    v0_text(&entry)
                } else {
                    saves::encode(&entry)
                }
            })
            .collect()
    })
}

const BASE64URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const JSONISH: &[u8] = b"{}[]\":,0123456789-.eE +tfnrulsavdhmox\\";

/// A valid saved game of a random game, with random seats.
fn valid_save(variant: usize, seed: u64, plies: usize) -> SaveEntry {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let seat = |rng: &mut Rng| match rng.below(3) {
        0 => Seat::Human,
        1 => Seat::Ai {
            level: "easy".into(),
        },
        _ => Seat::Ai {
            level: String::new(),
        },
    };
    let record = random_record(variant, seed, plies);
    let correspondence = (variant % 3 == 1).then(|| Correspondence {
        id: CorrespondenceId::new(rng.next_u64(), 1.7e12),
        my_side: if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        },
        received: rng.below(record.moves.len() + 1),
        my_key: None,
        friend_key: None,
        offer: None,
        end_received: false,
        watching: false,
    });
    SaveEntry {
        id: saves::new_id(rng.next_u64(), 1.7e12 + rng.below(1 << 30) as f64),
        record,
        players: Players {
            first: seat(&mut rng),
            second: seat(&mut rng),
        },
        correspondence,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1.7e12,
        updated_ms: 1.8e12,
    }
}

/// Values a structured mutation puts in place of a part of a save.
fn replacement(rng: &mut Rng) -> Value {
    let values = [
        Value::Null,
        json!(0),
        json!(1),
        json!(2),
        json!(-1),
        json!(1.5),
        json!(u64::MAX),
        json!(-1e308),
        json!(""),
        json!("fox-geese"),
        json!("hnefatafl"),
        json!("d4-d5"),
        json!("f6-f1"),
        json!("a1"),
        json!([]),
        json!(["c7-c6", "c3-c4"]),
        json!({}),
        json!({"kind": "ai"}),
        json!({"kind": "human"}),
        json!({"geese": 17, "sideways": true}),
        json!({"geese": 14}),
        json!("first"),
        json!("second"),
        json!("AAAAAAAAAAAA"),
        json!({"id": "AAAAAAAAAAAA", "side": "first", "received": 1}),
        json!(true),
        json!("é\u{0}\u{fffd}"),
    ];
    values[rng.below(values.len())].clone()
}

/// Every path (object keys and array indexes) in `value`.
fn paths(value: &Value, prefix: Vec<Value>, out: &mut Vec<Vec<Value>>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let mut p = prefix.clone();
                p.push(json!(k));
                out.push(p.clone());
                paths(v, p, out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let mut p = prefix.clone();
                p.push(json!(i));
                out.push(p.clone());
                paths(v, p, out);
            }
        }
        _ => {}
    }
}

fn at_path<'a>(value: &'a mut Value, path: &[Value]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, step| match step {
        Value::String(k) => v.get_mut(k.as_str()),
        Value::Number(i) => v.get_mut(i.as_u64()? as usize),
        _ => None,
    })
}

/// Up to `n` structured edits: replace a part, remove a key, or swap in
/// another value for `"v"`.
fn mutate_json(text: &str, seed: u64, n: usize) -> String {
    let mut rng = Rng::new(seed);
    let Ok(mut value) = serde_json::from_str::<Value>(text) else {
        return text.to_string();
    };
    for _ in 0..n {
        let mut all = Vec::new();
        paths(&value, Vec::new(), &mut all);
        if all.is_empty() {
            break;
        }
        let path = all[rng.below(all.len())].clone();
        match rng.below(4) {
            0 => {
                if let Some((last, parent)) = path.split_last() {
                    if let (Some(Value::Object(map)), Value::String(k)) =
                        (at_path(&mut value, parent), last)
                    {
                        map.remove(k);
                    }
                }
            }
            1 => value["v"] = json!(rng.below(5) as u64),
            _ => {
                if let Some(slot) = at_path(&mut value, &path) {
                    *slot = replacement(&mut rng);
                }
            }
        }
    }
    value.to_string()
}

/// A v0 save: the upgrade path gets mutated too.
fn v0_text(entry: &SaveEntry) -> String {
    json!({
        "v": 0,
        "id": entry.id,
        "saved_ms": entry.updated_ms,
        "game": entry.record.game.as_str(),
        // The options as the saves write them (one JSON form, tafl::json).
        "options": serde_json::from_str::<Value>(&tafl::json::to_text(&entry.record.options))
            .expect("JSON"),
        "moves": entry.record.moves,
    })
    .to_string()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn share_decode_takes_any_text(
        text in prop_oneof![
            any::<String>(),
            "[A-Za-z0-9_-]{0,64}",
            "[A-Za-z0-9_=+/ .%-]{0,16}",
        ],
    ) {
        check_share(&text)?;
    }

    #[test]
    fn share_decode_takes_mutated_codes(
        pick in 0usize..POOL,
        seed in any::<u64>(),
        edits in 1usize..6,
        raw_tail in proptest::collection::vec(any::<u8>(), 0..40),
        how in 0u8..4,
    ) {
        let text = match how {
            // A valid head (version, game, count) and random move bits.
            0 => {
                let mut bytes = vec![1u8, (seed % 32) as u8, (seed >> 8) as u8 % 128];
                bytes.extend_from_slice(&raw_tail);
                base64_of(&bytes)
            }
            _ => mutate(&code_pool()[pick], seed, edits, BASE64URL),
        };
        check_share(&text)?;
    }

    #[test]
    fn share_decode_takes_mutated_correspondence_links(
        pick in 0usize..POOL,
        seed in any::<u64>(),
        edits in 1usize..6,
        raw_tail in proptest::collection::vec(any::<u8>(), 0..40),
        how in 0u8..4,
    ) {
        let text = match how {
            // A valid head (version, game, seat, id, count) and random
            // move bits.
            0 => {
                let mut bytes = vec![2u8, (seed % 32) as u8, (seed >> 5) as u8 % 3];
                bytes.extend_from_slice(&seed.to_le_bytes());
                bytes.push((seed >> 16) as u8);
                bytes.push((seed >> 24) as u8 % 128);
                bytes.extend_from_slice(&raw_tail);
                base64_of(&bytes)
            }
            _ => mutate(&link_pool()[pick], seed, edits, BASE64URL),
        };
        check_share(&text)?;
    }

    #[test]
    fn analysis_decode_takes_any_text(
        text in prop_oneof![
            any::<String>(),
            "[A-Za-z0-9_-]{0,64}",
            "AQ[A-Za-z0-9_-]{0,40}",
        ],
    ) {
        check_analysis(&text)?;
    }

    #[test]
    fn analysis_decode_takes_mutated_codes(
        pick in 0usize..POOL,
        seed in any::<u64>(),
        edits in 1usize..6,
        raw_tail in proptest::collection::vec(any::<u8>(), 0..40),
        how in 0u8..4,
    ) {
        let text = match how {
            // A valid head (version, game, flags, root moves, focus) and
            // random bits.
            0 => {
                let mut bytes = vec![1u8, (seed % 32) as u8, (seed >> 5) as u8 % 4];
                bytes.push((seed >> 8) as u8 % 16);
                bytes.push((seed >> 16) as u8 % 128);
                bytes.extend_from_slice(&raw_tail);
                base64_of(&bytes)
            }
            _ => mutate(&analysis_pool()[pick], seed, edits, BASE64URL),
        };
        check_analysis(&text)?;
    }

    #[test]
    fn save_decode_takes_any_text(
        text in prop_oneof![
            any::<String>(),
            "[{}\\[\\]\":,0-9a-z .-]{0,64}",
            Just(String::new()),
        ],
    ) {
        check_save(&text)?;
    }

    #[test]
    fn save_decode_takes_mutated_saves(
        pick in 0usize..POOL,
        seed in any::<u64>(),
        edits in 1usize..5,
        structured in any::<bool>(),
    ) {
        let text = &save_pool()[pick];
        let mutated = if structured {
            mutate_json(text, seed, edits)
        } else {
            mutate(text, seed, edits, JSONISH)
        };
        check_save(&mutated)?;
    }
}

/// Base64url without padding, written out here so the test does not lean
/// on the code under test.
fn base64_of(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut acc = 0u32;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 6 {
            bits -= 6;
            out.push(char::from(BASE64URL[((acc >> bits) & 63) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(BASE64URL[((acc << (6 - bits)) & 63) as usize]));
    }
    out
}

#[test]
fn the_pools_hold_what_they_say() {
    assert!(link_pool()
        .iter()
        .all(|c| share::decode_link(c).is_ok_and(|l| l.invite().is_some())));
    assert!(analysis_pool().iter().all(|c| analysis::decode(c).is_ok()));
    let nodes: usize = analysis_pool()
        .iter()
        .filter_map(|c| analysis::decode(c).ok())
        .map(|d| d.tree.node_count())
        .sum();
    assert!(nodes > POOL * 20, "{nodes} nodes in the pool");
    let v2 = save_pool()
        .iter()
        .filter(|t| saves::decode(t).is_ok_and(|e| e.correspondence.is_some()))
        .count();
    assert!(v2 > POOL / 5, "{v2} correspondence saves");
}

#[test]
fn the_mutators_change_their_input() {
    let code = share::encode(&random_record(8, 1, 30));
    assert_ne!(mutate(&code, 3, 3, BASE64URL), code);
    let text = saves::encode(&valid_save(0, 1, 10));
    assert_ne!(mutate_json(&text, 5, 2), text);
    assert!(saves::decode(&v0_text(&valid_save(2, 7, 10))).is_ok());
    assert_eq!(base64_of(b"foob"), "Zm9vYg");
}
