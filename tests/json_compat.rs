//! `src/json/` against the `serde_json` + `serde` code it replaced in
//! the saves and the AI worker's messages. The old code is kept here, as
//! it was, as the reference ([`old`]): for random saves, requests and
//! worker messages the new writer's text is byte for byte the old one's,
//! and for random mutations of valid texts (edits of characters, parts
//! replaced by other JSON, keys given twice, escapes, numbers out of
//! range, the array forms serde takes for a struct) the new reader accepts
//! exactly what the old one did, with the same value. The parser itself
//! is checked against `serde_json::Value` the same way.
//!
//! `TAFL_FUZZ_CASES` sets the number of cases per test (default 20,000).

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/random_game.rs"]
mod support;

use proptest::prelude::*;
use std::sync::OnceLock;
use support::{random_record, Rng};
use tafl::engine::{Conclusion, ConclusionReason, GameResult, Side};
use tafl::json::{self, Number, Value};
use tafl::links::invite::{Correspondence, CorrespondenceId};
use tafl::protocol::{Found, Score, Session, ThinkRequest, ThinkResult, WorkerMessage};
use tafl::saves::{self, Players, SaveEntry, SaveError, Seat};

fn cases() -> u32 {
    std::env::var("TAFL_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The code of the saves and the AI worker's messages (then
/// `src/saves.rs` and `src/ai_protocol.rs`) before `src/json.rs`,
/// unchanged but for paths.
mod old {
    use serde::{Deserialize, Serialize};
    use serde_json::Value;
    use tafl::engine::{GameId, GameRecord, Options, Side};
    use tafl::links::invite::{Correspondence, CorrespondenceId};
    use tafl::protocol::ThinkRequest;
    use tafl::saves::{
        is_valid_id, Players, SaveEntry, SaveError, CORRESPONDENCE_SAVE_VERSION, MAX_SAVE_LEN,
        NEWEST_SAVE_VERSION, SAVE_VERSION,
    };

    pub fn updated_ms_of(text: &str) -> Option<f64> {
        #[derive(Deserialize)]
        struct Stamp {
            v: u32,
            updated_ms: f64,
        }
        let stamp: Stamp = serde_json::from_str(text).ok()?;
        (SAVE_VERSION..=NEWEST_SAVE_VERSION)
            .contains(&stamp.v)
            .then_some(stamp.updated_ms)
    }

    #[derive(Clone, Copy, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum SideName {
        First,
        Second,
    }

    #[derive(Serialize, Deserialize)]
    struct CorrespondenceWire {
        id: String,
        side: SideName,
        received: u64,
    }

    impl CorrespondenceWire {
        fn of(c: &Correspondence) -> CorrespondenceWire {
            CorrespondenceWire {
                id: c.id.to_string(),
                side: match c.my_side {
                    Side::First => SideName::First,
                    Side::Second => SideName::Second,
                },
                received: c.received as u64,
            }
        }

        fn read(self, plies: usize) -> Result<Correspondence, SaveError> {
            let id: CorrespondenceId =
                self.id
                    .parse()
                    .map_err(|e: tafl::links::invite::BadCorrespondenceId| {
                        SaveError::Unreadable(e.to_string())
                    })?;
            Ok(Correspondence {
                id,
                my_side: match self.side {
                    SideName::First => Side::First,
                    SideName::Second => Side::Second,
                },
                received: usize::try_from(self.received)
                    .unwrap_or(usize::MAX)
                    .min(plies),
            })
        }
    }

    #[derive(Serialize)]
    struct WriteV1<'a> {
        v: u32,
        id: &'a str,
        created_ms: i64,
        updated_ms: i64,
        players: &'a Players,
        #[serde(skip_serializing_if = "Option::is_none")]
        correspondence: Option<CorrespondenceWire>,
        record: &'a GameRecord,
    }

    #[derive(Deserialize)]
    struct ReadV1 {
        id: String,
        created_ms: f64,
        updated_ms: f64,
        players: Players,
        record: GameRecord,
    }

    #[derive(Deserialize)]
    struct ReadV2 {
        id: String,
        created_ms: f64,
        updated_ms: f64,
        players: Players,
        correspondence: CorrespondenceWire,
        record: GameRecord,
    }

    #[derive(Deserialize)]
    struct ReadV0 {
        id: String,
        saved_ms: f64,
        game: GameId,
        #[serde(default)]
        options: Options,
        moves: Vec<String>,
    }

    fn whole_ms(ms: f64) -> i64 {
        if ms.is_finite() {
            ms.round() as i64
        } else {
            0
        }
    }

    pub fn encode(entry: &SaveEntry) -> String {
        let wire = WriteV1 {
            v: match entry.correspondence {
                Some(_) => CORRESPONDENCE_SAVE_VERSION,
                None => SAVE_VERSION,
            },
            id: &entry.id,
            created_ms: whole_ms(entry.created_ms),
            updated_ms: whole_ms(entry.updated_ms),
            players: &entry.players,
            correspondence: entry.correspondence.as_ref().map(CorrespondenceWire::of),
            record: &entry.record,
        };
        serde_json::to_string(&wire).unwrap_or_default()
    }

    /// `saves::read` as it was, without the summary (the new `read` makes
    /// it from the same replay).
    pub fn read(text: &str) -> Result<(SaveEntry, Option<u32>), SaveError> {
        if text.len() > MAX_SAVE_LEN {
            return Err(SaveError::TooLarge(text.len()));
        }
        let unreadable = |e: serde_json::Error| SaveError::Unreadable(e.to_string());
        let value: Value = serde_json::from_str(text).map_err(unreadable)?;
        let version = match value.get("v") {
            None => return Err(SaveError::Unreadable("no format version \"v\"".into())),
            Some(v) => v.as_u64().ok_or_else(|| {
                SaveError::Unreadable(format!("format version {v} is not a number"))
            })?,
        };
        let (entry, upgraded_from) = match version {
            0 => {
                let old: ReadV0 = serde_json::from_value(value).map_err(unreadable)?;
                let entry = SaveEntry {
                    id: old.id,
                    record: GameRecord {
                        version: GameRecord::VERSION,
                        game: old.game,
                        options: old.options,
                        setup: None,
                        moves: old.moves,
                        conclusion: None,
                        facts: Default::default(),
                    },
                    players: Players::default(),
                    correspondence: None,
                    created_ms: old.saved_ms,
                    updated_ms: old.saved_ms,
                };
                (entry, Some(0))
            }
            1 => {
                let wire: ReadV1 = serde_json::from_value(value).map_err(unreadable)?;
                let entry = SaveEntry {
                    id: wire.id,
                    record: wire.record,
                    players: wire.players,
                    correspondence: None,
                    created_ms: wire.created_ms,
                    updated_ms: wire.updated_ms,
                };
                (entry, None)
            }
            2 => {
                let wire: ReadV2 = serde_json::from_value(value).map_err(unreadable)?;
                let correspondence = wire.correspondence.read(wire.record.moves.len())?;
                let entry = SaveEntry {
                    id: wire.id,
                    record: wire.record,
                    players: wire.players,
                    correspondence: Some(correspondence),
                    created_ms: wire.created_ms,
                    updated_ms: wire.updated_ms,
                };
                (entry, None)
            }
            newer => {
                return Err(SaveError::NewerVersion(
                    u32::try_from(newer).unwrap_or(u32::MAX),
                ))
            }
        };
        if !is_valid_id(&entry.id) {
            return Err(SaveError::Unreadable(format!("bad id {:?}", entry.id)));
        }
        entry.record.replay().map_err(SaveError::Record)?;
        Ok((entry, upgraded_from))
    }

    /// What `Session::answer_json` did before the search: the request,
    /// or the job number it answers the reason under.
    pub fn answer_json(text: &str) -> Result<ThinkRequest, u64> {
        let value: Value = serde_json::from_str(text).map_err(|_| 0u64)?;
        let job = value.get("job").and_then(Value::as_u64).unwrap_or(0);
        serde_json::from_value::<ThinkRequest>(value).map_err(|_| job)
    }
}

// Random values.

/// Any text, often of the characters a JSON text is made of.
fn any_text(rng: &mut Rng) -> String {
    const SOME: &[&str] = &[
        "",
        "a",
        "d4-d5",
        "\"",
        "\\",
        "/",
        "\n",
        "\t",
        "\u{0}",
        "\u{1f}",
        "\u{7f}",
        "é",
        "\u{2028}",
        "😀",
        "\u{fffd}",
        "\u{8}\u{c}\r",
    ];
    let n = rng.below(4);
    (0..n).map(|_| SOME[rng.below(SOME.len())]).collect()
}

fn any_seat(rng: &mut Rng) -> Seat {
    match rng.below(3) {
        0 => Seat::Human,
        1 => Seat::Ai {
            level: "easy".into(),
        },
        _ => Seat::Ai {
            level: any_text(rng),
        },
    }
}

/// A time stamp: whole, fractional, huge, negative, or not a number.
fn any_ms(rng: &mut Rng) -> f64 {
    match rng.below(8) {
        0 => f64::from_bits(rng.next_u64()),
        1 => [f64::NAN, f64::INFINITY, -0.0, 1e300, -1e19, 9.3e18][rng.below(6)],
        2 => rng.below(1 << 20) as f64 / 7.0,
        _ => 1.7e12 + rng.below(1 << 40) as f64,
    }
}

/// A save of a random game, with random seats, stamps and (one in three)
/// a correspondence. With `odd`, any text in its strings and a set-up.
fn any_save(seed: u64, odd: bool) -> SaveEntry {
    let mut rng = Rng::new(seed);
    let mut record = random_record(rng.below(9), rng.next_u64(), rng.below(40));
    let mut id = saves::new_id(rng.next_u64(), 1.7e12 + rng.below(1 << 30) as f64);
    if odd {
        id = any_text(&mut rng);
        record.moves.push(any_text(&mut rng));
        record.setup = Some(any_text(&mut rng));
        record.version = rng.next_u64() as u32;
        record.options.geese = rng.next_u64() as u8;
    }
    // One in four ended off the board (a resignation, a flag fall, a draw
    // agreed, a result stated).
    if rng.below(4) == 0 {
        let side = [Side::First, Side::Second][rng.below(2)];
        let result = [GameResult::Win(side), GameResult::Draw][rng.below(2)];
        let reason = [
            ConclusionReason::Resignation,
            ConclusionReason::Timeout,
            ConclusionReason::Agreement,
            ConclusionReason::Unstated,
        ][rng.below(4)];
        record.conclusion = Some(Conclusion { result, reason });
    }
    let correspondence = (rng.below(3) == 1).then(|| Correspondence {
        id: CorrespondenceId::new(rng.next_u64(), 1.7e12),
        my_side: if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        },
        received: rng.below(record.moves.len() + 1),
    });
    SaveEntry {
        id,
        record,
        players: Players {
            first: any_seat(&mut rng),
            second: any_seat(&mut rng),
        },
        correspondence,
        created_ms: any_ms(&mut rng),
        updated_ms: any_ms(&mut rng),
    }
}

fn any_request(seed: u64) -> ThinkRequest {
    let mut rng = Rng::new(seed);
    let record = random_record(rng.below(9), rng.next_u64(), rng.below(30));
    let mut moves = record.moves;
    if rng.below(4) == 0 {
        moves.push(any_text(&mut rng));
    }
    ThinkRequest {
        job: [rng.next_u64(), rng.below(100) as u64][rng.below(2)],
        game: record.game,
        options: record.options,
        moves,
        level: ["easy", "nope", ""][rng.below(3)].to_string(),
        seed: rng.next_u64(),
        time_ms: [None, Some(rng.next_u64()), Some(50)][rng.below(3)],
        setup: (rng.below(2) == 0).then(|| any_text(&mut rng)),
    }
}

fn any_message(seed: u64) -> WorkerMessage {
    let mut rng = Rng::new(seed);
    let score = match rng.below(3) {
        0 => Score::Win {
            plies: rng.next_u64() as u32,
        },
        1 => Score::Loss {
            plies: rng.below(40) as u32,
        },
        _ => Score::Heuristic {
            centi: rng.next_u64() as i32,
        },
    };
    match rng.below(5) {
        0 => WorkerMessage::Ready,
        1 => WorkerMessage::Crashed {
            job: rng.next_u64(),
            message: any_text(&mut rng),
        },
        2 => WorkerMessage::Result(ThinkResult {
            job: rng.below(1000) as u64,
            answer: Err(any_text(&mut rng)),
        }),
        _ => WorkerMessage::Result(ThinkResult {
            job: rng.next_u64(),
            answer: Ok(Found {
                mv: any_text(&mut rng),
                score,
                depth: rng.next_u64() as u32,
                nodes: rng.next_u64(),
                elapsed_ms: rng.below(100_000) as u64,
                line: (0..rng.below(4)).map(|_| any_text(&mut rng)).collect(),
            }),
        }),
    }
}

// Mutations.

/// Characters a mutation writes: mostly ones JSON is made of.
const JSONISH: &[u8] = b"{}[]\":,0123456789-+.eE tfnrulsavdhmoxDbc\\";

/// JSON (and not quite JSON) put in place of a value, or inserted.
const SNIPPETS: &[&str] = &[
    "null",
    "0",
    "1",
    "2",
    "-1",
    "-0",
    "1.0",
    "1.5",
    "2e0",
    "1e999",
    "-1e999",
    "1e-999",
    "18446744073709551615",
    "18446744073709551616",
    "4294967296",
    "256",
    "-2147483649",
    "1e800000000000",
    "0e99999999999",
    "123456789012345678901234567890.5e-3",
    "\"\"",
    "\"fox-geese\"",
    "\"hnefatafl\"",
    "\"d4-d5\"",
    "\"first\"",
    "\"second\"",
    "\"human\"",
    "\"ai\"",
    "\"AAAAAAAAAAAA\"",
    "\"\\ud800\"",
    "\"\\udc00\"",
    "\"\\ud83d\\ude00\"",
    "\"\\ud800\\u0041\"",
    "\"\\u00e9\\n\\/\"",
    "\"\\x\"",
    "true",
    "false",
    "[]",
    "{}",
    "[13,false]",
    "[15,true,1]",
    "[13]",
    "{\"geese\":17,\"sideways\":true}",
    "{\"fox-geese\":null}",
    "{\"first\":null}",
    "{\"first\":1}",
    "{\"a\":1,\"a\":2}",
    "[\"human\"]",
    "[\"ai\",\"easy\"]",
    "[\"ai\"]",
    "[\"human\",1]",
    "{\"kind\":\"ai\"}",
    "{\"kind\":\"ai\",\"level\":\"x\",\"kind\":\"human\"}",
    "{\"kind\":0}",
    "{\"kind\":\"human\",\"\\ud800\":1}",
    "{\"x\":\"\\udc00\"}",
    "[1,\"fox-geese\",[13,false],null,[]]",
    "[\"AAAAAAAAAAAA\",\"first\",0]",
    "{\"id\":\"AAAAAAAAAAAA\",\"side\":\"first\",\"received\":1}",
    "{\"Ok\":null}",
    "{\"Err\":\"x\"}",
    "\"Ready\"",
    "{\"Ready\":null}",
    "{\"Win\":[3]}",
    "{\"Heuristic\":{\"centi\":-5}}",
    "{\"Loss\":{\"plies\":1,\"plies\":2}}",
    "[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]",
];

/// Field names, for keys given twice or added.
const KEYS: &[&str] = &[
    "v",
    "id",
    "created_ms",
    "updated_ms",
    "saved_ms",
    "players",
    "first",
    "second",
    "kind",
    "level",
    "correspondence",
    "side",
    "received",
    "record",
    "version",
    "game",
    "options",
    "geese",
    "sideways",
    "setup",
    "moves",
    "job",
    "seed",
    "time_ms",
    "answer",
    "Ok",
    "Err",
    "mv",
    "score",
    "depth",
    "nodes",
    "elapsed_ms",
    "plies",
    "centi",
    "message",
    "x",
    "",
];

/// Up to `n` edits of `text`: characters replaced, inserted, deleted;
/// truncation; a slice copied elsewhere; a snippet inserted; a
/// `"key":value,` added after a `{`.
fn mutate(text: &str, rng: &mut Rng, n: usize) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..n {
        let len = chars.len();
        let at = rng.below(len + 1);
        let pick = |rng: &mut Rng| match rng.below(10) {
            0 => char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{fffd}'),
            1 => char::from(rng.below(128) as u8),
            _ => char::from(JSONISH[rng.below(JSONISH.len())]),
        };
        match rng.below(8) {
            0 if at < len => chars[at] = pick(rng),
            1 => chars.insert(at, pick(rng)),
            2 if at < len => {
                chars.remove(at);
            }
            3 if rng.below(4) == 0 => chars.truncate(at),
            4 if at < len => {
                let end = (at + 1 + rng.below(12)).min(len);
                let slice: Vec<char> = chars[at..end].to_vec();
                let to = rng.below(chars.len() + 1);
                chars.splice(to..to, slice);
            }
            5 => {
                let s = SNIPPETS[rng.below(SNIPPETS.len())];
                chars.splice(at..at, s.chars());
            }
            _ => {
                let opens: Vec<usize> = (0..len).filter(|&i| chars[i] == '{').collect();
                if let Some(&open) = opens.get(rng.below(opens.len() + 1)) {
                    let key = KEYS[rng.below(KEYS.len())];
                    let value = SNIPPETS[rng.below(SNIPPETS.len())];
                    let entry = format!("\"{key}\":{value},");
                    chars.splice(open + 1..open + 1, entry.chars());
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// Every path (object keys, array indexes) in `value`.
fn paths(
    value: &serde_json::Value,
    prefix: &[serde_json::Value],
    out: &mut Vec<Vec<serde_json::Value>>,
) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                let mut p = prefix.to_vec();
                p.push(k.clone().into());
                out.push(p.clone());
                paths(v, &p, out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let mut p = prefix.to_vec();
                p.push(i.into());
                out.push(p.clone());
                paths(v, &p, out);
            }
        }
        _ => {}
    }
}

fn at_path<'a>(
    value: &'a mut serde_json::Value,
    path: &[serde_json::Value],
) -> Option<&'a mut serde_json::Value> {
    path.iter().try_fold(value, |v, step| match step {
        serde_json::Value::String(k) => v.get_mut(k.as_str()),
        serde_json::Value::Number(i) => v.get_mut(i.as_u64()? as usize),
        _ => None,
    })
}

/// Up to `n` structured edits of a JSON text: a part replaced by a
/// snippet (raw text, so that it may hold what `serde_json::Value`
/// cannot), a key removed, `"v"` changed; then the text written out.
fn mutate_json(text: &str, rng: &mut Rng, n: usize) -> String {
    const HOLE: &str = "\u{1}hole\u{1}";
    let Ok(mut value) = serde_json::from_str::<serde_json::Value>(text) else {
        return text.to_string();
    };
    let mut snippets = Vec::new();
    for _ in 0..n {
        let mut all = Vec::new();
        paths(&value, &[], &mut all);
        if all.is_empty() {
            break;
        }
        let path = all[rng.below(all.len())].clone();
        match rng.below(4) {
            0 => {
                if let Some((serde_json::Value::String(k), parent)) = path.split_last() {
                    if let Some(serde_json::Value::Object(map)) = at_path(&mut value, parent) {
                        map.remove(k);
                    }
                }
            }
            1 if value.get("v").is_some() => value["v"] = (rng.below(5) as u64).into(),
            _ => {
                if let Some(slot) = at_path(&mut value, &path) {
                    *slot = format!("{HOLE}{}", snippets.len()).into();
                    snippets.push(SNIPPETS[rng.below(SNIPPETS.len())]);
                }
            }
        }
    }
    let mut out = value.to_string();
    for (i, s) in snippets.iter().enumerate() {
        out = out.replace(&format!("\"\\u0001hole\\u0001{i}\""), s);
    }
    out
}

/// Valid texts to mutate, made once: saves in formats 0, 1 and 2.
fn save_pool() -> &'static [String] {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        (0..200)
            .map(|i| {
                let mut entry = any_save(i, false);
                entry.created_ms = 1.7e12 + i as f64;
                entry.updated_ms = 1.8e12 + i as f64;
                if i % 4 == 3 {
                    serde_json::json!({
                        "v": 0,
                        "id": entry.id,
                        "saved_ms": entry.updated_ms,
                        "game": entry.record.game,
                        "options": entry.record.options,
                        "moves": entry.record.moves,
                    })
                    .to_string()
                } else {
                    old::encode(&entry)
                }
            })
            .collect()
    })
}

/// The same error, but for the reason of an unreadable text.
fn same_error(new: &SaveError, old: &SaveError) -> bool {
    match (new, old) {
        (SaveError::Unreadable(_), SaveError::Unreadable(_)) => true,
        _ => new == old,
    }
}

fn check_save(text: &str) -> Result<(), TestCaseError> {
    let new = saves::read(text);
    let old = old::read(text);
    match (&new, &old) {
        (Ok(new), Ok((entry, upgraded_from))) => {
            prop_assert_eq!(&new.entry, entry, "{}", text);
            prop_assert_eq!(new.entry.created_ms.to_bits(), entry.created_ms.to_bits());
            prop_assert_eq!(new.entry.updated_ms.to_bits(), entry.updated_ms.to_bits());
            prop_assert_eq!(new.upgraded_from, *upgraded_from);
        }
        (Err(new), Err(old)) => {
            prop_assert!(same_error(new, old), "{}: {:?} / {:?}", text, new, old)
        }
        _ => prop_assert!(false, "{}: new {:?}, old {:?}", text, new, old),
    }
    let new = saves::updated_ms_of(text).map(f64::to_bits);
    prop_assert_eq!(new, old::updated_ms_of(text).map(f64::to_bits), "{}", text);
    Ok(())
}

fn check_request(text: &str) -> Result<(), TestCaseError> {
    let new = ThinkRequest::from_json(text);
    let old = serde_json::from_str::<ThinkRequest>(text);
    prop_assert_eq!(new.as_ref().ok(), old.as_ref().ok(), "{}", text);
    if let Err(why) = &new {
        prop_assert!(why.starts_with("bad request: "));
    }
    // The worker reads the text through a value (keys twice: the last).
    let old = old::answer_json(text);
    if old
        .as_ref()
        .is_ok_and(|r| r.level.parse::<tafl::ai::Level>().is_ok())
    {
        return Ok(()); // it would search: not here
    }
    let heard = std::cell::Cell::new(None);
    let reply = Session::new().answer_json(text, &|| 0.0, &|job| heard.set(Some(job)));
    let WorkerMessage::Result(ThinkResult {
        job,
        answer: Err(why),
    }) = reply
    else {
        return Err(TestCaseError::fail(format!("{text}: {reply:?}")));
    };
    match old {
        Ok(request) => {
            prop_assert_eq!(heard.get(), Some(request.job), "{}", text);
            prop_assert_eq!(job, request.job);
            prop_assert!(!why.starts_with("bad request"), "{}: {}", text, why);
        }
        Err(old_job) => {
            prop_assert_eq!(heard.get(), None, "{}", text);
            prop_assert_eq!(job, old_job, "{}", text);
            prop_assert!(why.starts_with("bad request: "), "{}", why);
        }
    }
    Ok(())
}

fn check_message(text: &str) -> Result<(), TestCaseError> {
    let new = WorkerMessage::from_json(text);
    let old = serde_json::from_str::<WorkerMessage>(text);
    prop_assert_eq!(new.as_ref().ok(), old.as_ref().ok(), "{}", text);
    if let Err(why) = &new {
        prop_assert!(why.starts_with("bad worker message: "));
    }
    Ok(())
}

// The parser against `serde_json::Value`.

/// Whether `new` holds what `old` does (objects: the same keys, each with
/// the same value; numbers: the same kind and bits).
fn same_value(new: &Value, old: &serde_json::Value) -> bool {
    use serde_json::Value as Old;
    match (new, old) {
        (Value::Null, Old::Null) => true,
        (Value::Bool(a), Old::Bool(b)) => a == b,
        (Value::Number(n), Old::Number(m)) => match n {
            Number::U64(n) => m.is_u64() && m.as_u64() == Some(*n),
            Number::I64(n) => m.is_i64() && !m.is_u64() && m.as_i64() == Some(*n),
            Number::F64(f) => m.is_f64() && m.as_f64().map(f64::to_bits) == Some(f.to_bits()),
        },
        (Value::String(a), Old::String(b)) => a == b,
        (Value::Array(a), Old::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same_value(a, b))
        }
        (Value::Object(a), Old::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .all(|(k, v)| b.get(k).is_some_and(|w| same_value(v, w)))
        }
        _ => false,
    }
}

/// Whether every float in `value` is whole and below 10^16.
fn whole_floats_only(value: &serde_json::Value) -> bool {
    use serde_json::Value as Old;
    match value {
        Old::Number(n) => n
            .as_f64()
            .is_none_or(|f| !n.is_f64() || (f.fract() == 0.0 && f.abs() < 1e16)),
        Old::Array(items) => items.iter().all(whole_floats_only),
        Old::Object(map) => map.values().all(whole_floats_only),
        _ => true,
    }
}

/// `value` as a [`Value`], its objects' keys in `serde_json`'s order.
fn from_old(value: &serde_json::Value) -> Value {
    use serde_json::Value as Old;
    match value {
        Old::Null => Value::Null,
        Old::Bool(b) => Value::Bool(*b),
        Old::Number(n) => Value::Number(if let Some(u) = n.as_u64() {
            Number::U64(u)
        } else if let Some(i) = n.as_i64() {
            Number::I64(i)
        } else {
            Number::F64(n.as_f64().unwrap_or_default())
        }),
        Old::String(s) => Value::String(s.clone()),
        Old::Array(items) => Value::Array(items.iter().map(from_old).collect()),
        Old::Object(map) => {
            Value::Object(map.iter().map(|(k, v)| (k.clone(), from_old(v))).collect())
        }
    }
}

fn check_parse(text: &str) -> Result<(), TestCaseError> {
    let new = json::parse(text);
    let old = serde_json::from_str::<serde_json::Value>(text);
    match (&new, &old) {
        (Ok(new), Ok(old)) => {
            prop_assert!(same_value(new, old), "{}: {:?} / {:?}", text, new, old);
            // Written back: as serde_json writes it, but for the floats
            // the app never writes (fractions, huge numbers).
            if whole_floats_only(old) {
                prop_assert_eq!(json::write(&from_old(old)), old.to_string());
            }
        }
        (Err(_), Err(_)) => {}
        _ => prop_assert!(
            false,
            "{}: new {:?}, old {:?}",
            text,
            new,
            old.as_ref().map_err(|e| e.to_string())
        ),
    }
    // The raw parse takes at least as much, never less.
    if new.is_ok() {
        prop_assert!(json::parse_raw(text).is_ok(), "{}", text);
    }
    Ok(())
}

/// A random JSON text of numbers: digits, signs, points and exponents.
fn number_text(rng: &mut Rng) -> String {
    const PARTS: &[&str] = &[
        "0",
        "1",
        "9",
        "5",
        "00",
        "18446744073709551615",
        "9223372036854775808",
        "123456789",
        "-",
        ".",
        "e",
        "E",
        "+",
        "-",
        "e-",
        "e+",
        "308",
        "309",
        "324",
        "400",
        "2147483647",
        "2147483648",
        "99999999999",
        "000000000000000000001",
    ];
    let n = 1 + rng.below(6);
    (0..n).map(|_| PARTS[rng.below(PARTS.len())]).collect()
}

/// Valid JSON texts of every kind, made once.
fn json_pool() -> &'static [String] {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut pool: Vec<String> = save_pool().to_vec();
        pool.extend((0..50).map(|i| any_request(i).to_json()));
        pool.extend((0..50).map(|i| any_message(i).to_json()));
        pool.extend(SNIPPETS.iter().map(|s| s.to_string()));
        pool.push(
            r#" { "a" : [ 1 , 2.5e-3 , -0 , "\u00e9\ud83d\ude00\b\f\n\r\t\"\\\/" ] , "b" : { } } "#
                .into(),
        );
        pool
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn saves_are_written_as_before(seed in any::<u64>(), odd in any::<bool>()) {
        let entry = any_save(seed, odd);
        prop_assert_eq!(saves::encode(&entry), old::encode(&entry));
    }

    #[test]
    fn messages_are_written_as_before(seed in any::<u64>()) {
        let request = any_request(seed);
        prop_assert_eq!(request.to_json(), serde_json::to_string(&request).unwrap());
        let message = any_message(seed);
        prop_assert_eq!(message.to_json(), serde_json::to_string(&message).unwrap());
    }

    /// Whole floats below 10^16 (the app writes no others) are written as
    /// before; any other float is `null`.
    #[test]
    fn floats_are_written_as_before(bits in any::<u64>(), small in -1e20f64..1e20) {
        let eighths = small.trunc() + (bits % 8) as f64 / 8.0;
        let scaled = (bits >> 11) as f64 / (1u64 << (bits % 64)) as f64;
        for f in [f64::from_bits(bits), small, small.round(), small * 1e-25, eighths, scaled] {
            let text = json::write(&Value::from(f));
            if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e16 {
                prop_assert_eq!(&text, &serde_json::to_string(&f).unwrap());
            } else {
                prop_assert_eq!(text, "null");
            }
        }
    }

    #[test]
    fn mutated_saves_read_as_before(
        pick in 0usize..200,
        seed in any::<u64>(),
        edits in 1usize..5,
        structured in any::<bool>(),
    ) {
        let mut rng = Rng::new(seed);
        let text = &save_pool()[pick];
        let mutated = if structured {
            mutate_json(text, &mut rng, edits)
        } else {
            mutate(text, &mut rng, edits)
        };
        check_save(&mutated)?;
    }

    #[test]
    fn mutated_requests_read_as_before(
        seed in any::<u64>(),
        edits in 1usize..5,
        structured in any::<bool>(),
    ) {
        let mut rng = Rng::new(seed);
        let text = any_request(seed % 500).to_json();
        let mutated = if structured {
            mutate_json(&text, &mut rng, edits)
        } else {
            mutate(&text, &mut rng, edits)
        };
        check_request(&mutated)?;
    }

    #[test]
    fn mutated_messages_read_as_before(
        seed in any::<u64>(),
        edits in 1usize..5,
        structured in any::<bool>(),
    ) {
        let mut rng = Rng::new(seed);
        let text = any_message(seed % 500).to_json();
        let mutated = if structured {
            mutate_json(&text, &mut rng, edits)
        } else {
            mutate(&text, &mut rng, edits)
        };
        check_message(&mutated)?;
    }

    #[test]
    fn json_parses_as_serde_json_does(
        pick in 0usize..1000,
        seed in any::<u64>(),
        edits in 0usize..5,
        how in 0u8..4,
        any in any::<String>(),
    ) {
        let mut rng = Rng::new(seed);
        let pool = json_pool();
        let text = match how {
            0 => any,
            1 => number_text(&mut rng),
            2 => mutate_json(&pool[pick % pool.len()], &mut rng, edits),
            _ => mutate(&pool[pick % pool.len()], &mut rng, edits),
        };
        check_parse(&text)?;
    }
}

#[test]
fn the_mutators_change_their_input() {
    let text = &save_pool()[1];
    let mut rng = Rng::new(5);
    assert_ne!(mutate_json(text, &mut rng, 2), *text);
    assert_ne!(mutate(text, &mut rng, 2), *text);
    assert!(save_pool().iter().all(|t| saves::decode(t).is_ok()));
    let v2 = save_pool()
        .iter()
        .filter(|t| saves::decode(t).is_ok_and(|e| e.correspondence.is_some()))
        .count();
    assert!(v2 > 40, "{v2} correspondence saves");
}

/// Where `parse_raw` (the reading of a struct straight from the text) and
/// `parse` (through a value) differ, as serde_json's did.
#[test]
fn straight_from_the_text_and_through_a_value_differ_as_before() {
    let request = any_request(1).to_json();
    let twice = request.replacen("{", r#"{"seed":1,"#, 1);
    let odd = request.replacen("{", r#"{"x":["\ud800",1e999,{"\udc00":0}],"#, 1);
    for text in [&twice, &odd] {
        assert_eq!(
            ThinkRequest::from_json(text).is_ok(),
            serde_json::from_str::<ThinkRequest>(text).is_ok(),
            "{text}"
        );
        assert_eq!(
            old::answer_json(text).is_ok(),
            json::parse(text).is_ok(),
            "{text}"
        );
    }
    assert!(ThinkRequest::from_json(&twice).is_err());
    assert!(ThinkRequest::from_json(&odd).is_ok());
    assert!(json::parse(&odd).is_err());
    let stamp = r#"{"v":1,"updated_ms":5,"created_ms":1e999}"#;
    assert_eq!(saves::updated_ms_of(stamp), Some(5.0));
    assert_eq!(old::updated_ms_of(stamp), Some(5.0));
}
