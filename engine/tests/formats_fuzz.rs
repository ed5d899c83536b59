//! Fuzzing every importer, plain and annotated: arbitrary text, text
//! from the formats' own alphabet, soups of the words records are made of
//! (moves, numbers, end words, comments, marks, variations, tags, CSV
//! fields), random mutations of valid records of every game (from the
//! start and from set-ups, with ends off the board and facts, and
//! annotated ones with comments and nested variations) in every format,
//! and long inputs up to 1 MiB. Nothing may panic, no call may take a
//! second; a record that is read must replay, and read back the same when
//! written again; an annotated game read must hold, and be written and
//! read again by OTN and ours with the same record and the same tree of
//! moves.
//!
//! Inputs per reader: `FUZZ_CASES` (default 200,000), shared among the
//! properties in fixed parts (a mutated record is read twice, before and
//! after its edits); the long inputs are `FUZZ_LONG` more (default 48).
//! Every reader, `import_any` and `detect` read every input.

mod support;

use proptest::prelude::*;
use proptest::test_runner::Config;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use support::{play_random, random_annotated, random_game, variants};
use tafl_engine::{
    formats, import_any, import_any_annotated, AnnotatedGame, AnyGame, Conclusion,
    ConclusionReason, Format, GameRecord, GameResult, RecordFacts, Rng, Side,
};

/// The inputs every reader gets in all.
fn total() -> u32 {
    env_count("FUZZ_CASES", 200_000)
}

fn env_count(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// A property's cases: its `share` of [`total`].
fn config(share: f64) -> Config {
    Config {
        cases: (f64::from(total()) * share).ceil() as u32,
        max_shrink_iters: 1_000,
        failure_persistence: None,
        ..Config::default()
    }
}

/// The longest one call may take.
const LIMIT: Duration = Duration::from_secs(1);

/// Runs `read`, failing when it takes [`LIMIT`] or more.
fn timed<T>(what: &str, text: &str, read: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = read();
    let took = start.elapsed();
    assert!(
        took < LIMIT,
        "{what} took {took:?} on {} bytes: {:?}…",
        text.len(),
        text.chars().take(200).collect::<String>()
    );
    out
}

/// Every reader on `text`: none may panic or take a second, and what is
/// read must hold.
fn read_everywhere(text: &str) {
    let readers = Format::ALL.map(|format| timed(format.as_str(), text, || format.import(text)));
    let any = timed("import_any", text, || import_any(text));
    for record in readers.iter().chain([&any]).flatten() {
        check_read(record);
    }
    for format in Format::ALL {
        let annotated = timed(format.as_str(), text, || format.import_annotated(text));
        // The plain reader is the annotated one's record.
        let plain = readers[Format::ALL.iter().position(|f| *f == format).unwrap_or(0)].clone();
        assert_eq!(
            annotated.as_ref().map(|a| &a.record),
            plain.as_ref(),
            "{format}"
        );
        if let Ok(annotated) = annotated {
            check_annotated(&annotated);
        }
    }
    let any = timed("import_any_annotated", text, || import_any_annotated(text));
    if let Ok(annotated) = any {
        check_annotated(&annotated);
    }
    timed("detect", text, || formats::detect(text));
}

/// An annotated game that was read holds (its variations replay), and OTN
/// and ours write it and read it back with the same record and the same
/// tree of moves (comments may change where a format cannot hold their
/// characters; docs/records.md).
fn check_annotated(annotated: &AnnotatedGame) {
    annotated
        .check()
        .unwrap_or_else(|e| panic!("an annotated game read does not hold: {e}"));
    for format in [Format::Tafl, Format::Otn] {
        let Ok(text) = format.export_annotated(annotated) else {
            continue;
        };
        let back = timed(format.as_str(), &text, || format.import_annotated(&text))
            .unwrap_or_else(|e| panic!("{format} does not read what it wrote: {e}\n{text}"));
        assert_eq!(back.record, annotated.record, "{format}:\n{text}");
        assert_eq!(
            moves(&back.tree.line),
            moves(&annotated.tree.line),
            "{format}:\n{text}"
        );
    }
}

/// A move of a variation and how many variations its own move has.
type VariationMove = (String, usize);

/// The moves of a line and of its variations, nested as they are.
fn moves(line: &tafl_engine::Line) -> Vec<(String, Vec<Vec<VariationMove>>)> {
    line.iter()
        .map(|node| {
            let variations = node
                .variations
                .iter()
                .map(|v| {
                    v.iter()
                        .map(|n| (n.mv.clone(), n.variations.len()))
                        .collect()
                })
                .collect();
            (node.mv.clone(), variations)
        })
        .collect()
}

/// A record that was read replays, and writing and reading it again in
/// any format that holds it gives it back, as far as the format holds it.
fn check_read(record: &GameRecord) {
    record
        .replay()
        .unwrap_or_else(|e| panic!("a record read does not replay: {e}"));
    for format in Format::ALL {
        if let Ok(text) = format.export_record(record) {
            // A game without moves is an empty move list: nothing to read.
            if text.trim().is_empty() {
                assert_eq!(format.import(&text), Err(tafl_engine::ImportError::Empty));
                continue;
            }
            assert_eq!(
                timed(format.as_str(), &text, || format.import(&text)).as_ref(),
                Ok(&held_by(format, record)),
                "{format}:\n{text}"
            );
        }
    }
}

/// What of `record` a format keeps: ours and OTN all of it; hnefatafl.org's
/// the result of a conclusion but not its reason; a move list no facts,
/// and the reason of a conclusion only for a resignation or a timeout.
fn held_by(format: Format, record: &GameRecord) -> GameRecord {
    let mut held = record.clone();
    let unstated = |c: &mut Conclusion| c.reason = ConclusionReason::Unstated;
    match format {
        // hnefatafl.org's records keep the reason in a Termination tag.
        Format::Tafl | Format::Otn | Format::HnefataflOrg => {}
        Format::Dash => {
            held.facts = RecordFacts::default();
            if let Some(c) = held.conclusion.as_mut() {
                if c.loser().is_none() {
                    unstated(c);
                }
            }
        }
    }
    held
}

/// A valid record of a random game in a random format that holds it,
/// sometimes ended off the board and with facts.
fn valid_record(seed: u64, which: usize, plies: usize, from_setup: bool) -> String {
    let (game, options) = variants()[which % variants().len()];
    let mut played = random_game(game, options, seed, plies);
    if from_setup {
        if let Ok(mut set_up) = AnyGame::from_setup(&played.setup()) {
            play_random(&mut set_up, seed ^ 0x5eed, plies / 2 + 1);
            played = set_up;
        }
    }
    let mut rng = Rng::new(seed ^ 0xe4d);
    let mut record = GameRecord::of(&played);
    if played.outcome().is_none() {
        let side = if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        };
        record.conclusion = match rng.below(6) {
            0 => Some(Conclusion::resigned(side)),
            1 => Some(Conclusion::lost_on_time(side)),
            2 => Some(Conclusion {
                result: GameResult::Draw,
                reason: ConclusionReason::Agreement,
            }),
            3 => Some(Conclusion {
                result: GameResult::Win(side),
                reason: ConclusionReason::Unstated,
            }),
            _ => None,
        };
    }
    if rng.below(3) == 0 {
        record.facts = RecordFacts {
            first_player: Some("Slater, Jay".into()),
            second_player: Some(format!("Player {seed}")),
            date: Some("2015.01.07".into()),
            event: Some("Club [open] \"night\"".into()),
            site: (rng.below(2) == 0).then(|| "Oslo".into()),
            round: Some((seed % 9).to_string()),
        };
    }
    let formats: Vec<Format> = Format::ALL
        .into_iter()
        .filter(|f| f.export_record(&record).is_ok())
        .collect();
    formats[seed as usize % formats.len()]
        .export_record(&record)
        .expect("a format that holds the game")
}

/// Valid records made once (a random game costs more than reading it):
/// every game, from the start and from set-ups, in every format.
fn pool() -> &'static [String] {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        (0..720u64)
            .map(|i| {
                let seed = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x7a71;
                if i % 4 == 3 {
                    return annotated_record(seed, i as usize);
                }
                valid_record(seed, i as usize, (i as usize * 37) % 140, i % 3 == 0)
            })
            .collect()
    })
}

/// A valid annotated record (comments, marks, nested variations) of a
/// random game in OTN or ours.
fn annotated_record(seed: u64, which: usize) -> String {
    let (game, options) = variants()[which % variants().len()];
    let annotated = random_annotated(game, options, seed, (which * 13) % 70);
    let format = if game == tafl_engine::GameId::Hnefatafl && seed.is_multiple_of(2) {
        Format::Otn
    } else {
        Format::Tafl
    };
    format
        .export_annotated(&annotated)
        .expect("a random tree is written")
}

/// The words records are made of, each with what may follow it.
const SOUP: &[&str] = &[
    "d1-d3",
    "e5-e2",
    "h1-h3",
    "e7-e10",
    "d11-d10xe10",
    "g3-e3xe2",
    "H1H3",
    "h1h3",
    "D1-D3",
    "Kf6-f5",
    "tH1-H3",
    "m7-m9",
    "a12-c12",
    "b4-b2",
    "d4-d5",
    "c3-c4",
    "c3xc5xe5",
    "1.",
    "2...",
    "12.d4-d5",
    ".....",
    "resigned",
    "Resigns",
    "resign",
    "timeout",
    "1-0",
    "0-1",
    "1/2-1/2",
    "½-½",
    "*",
    "---",
    "attackers",
    "defenders",
    "black",
    "White",
    "fox",
    "geese",
    "draw",
    "ongoing",
    "attackers-win",
    "fox-wins",
    "{",
    "}",
    "{c}",
    "{a\nb}",
    ";",
    "; c",
    "[",
    "]",
    "[a|b]",
    "2a.1.1a.",
    ",",
    ",0,0,Black",
    ",1,0,Ongoing",
    ",0,0,Draw",
    "moves,defenders_captured,attackers_captured,outcome\n",
    "[Game \"hnefatafl\"]\n",
    "[Game \"fox-geese\"]\n",
    "[Game \"brandubh\"]\n",
    "[Event \"x\"]\n",
    "[Black \"A\"]\n",
    "[Attackers \"B\"]\n",
    "[Result \"1-0\"]\n",
    "[Result \"draw\"]\n",
    "[Termination \"resignation\"]\n",
    "[Variant \"Tablut\"]\n",
    "[rules:dim:11 sw:s]\n",
    "[rules:dim:9]\n",
    "[result:1]\n",
    "[result:-1]\n",
    "[termination:resigned]\n",
    "[variant:Brandubh]\n",
    "[event:x]\n",
    "dim:11 sw:s\n",
    "[Setup \"K10/11/11/11/11/11/11/11/11/11/1t9 a\"]\n",
    "(",
    ")",
    "(d1-d3",
    "e5-e2)",
    "(1... e7-e10",
    "((",
    "))",
    "$5",
    "$14",
    "!?",
    "d1-d3!?",
    "h1-h3??",
    "1a.1.1a.",
    "1b.1.1a.",
    "2a.2.1a.1.1b.",
    "[!? x|? y]",
    "[a|b|c]",
    "[start-comment:hello]\n",
];

const SEPARATORS: &[&str] = &[" ", " ", " ", "\n", "\r\n", "\t", ", ", "; ", ";", ""];

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (prop::sample::select(SOUP), prop::sample::select(SEPARATORS)),
        0..60,
    )
    .prop_map(|words| words.into_iter().flat_map(|(w, s)| [w, s]).collect())
}

/// One edit of a text: at a byte position (moved to a char boundary),
/// delete, insert, replace, duplicate a line or cut the text short.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, char),
    Replace(usize, char),
    DuplicateLine(usize),
    SwapLines(usize, usize),
    Truncate(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0usize..4000;
    let alphabet = prop::sample::select(
        "[]\":/ -x.+=^0123456789abcdefghijklKtTFGDAkn\n{};|*é,XM"
            .chars()
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        (at.clone(), 1usize..12).prop_map(|(a, n)| Edit::Delete(a, n)),
        (at.clone(), alphabet.clone()).prop_map(|(a, c)| Edit::Insert(a, c)),
        (at.clone(), alphabet).prop_map(|(a, c)| Edit::Replace(a, c)),
        (0usize..60).prop_map(Edit::DuplicateLine),
        (0usize..60, 0usize..60).prop_map(|(a, b)| Edit::SwapLines(a, b)),
        at.prop_map(Edit::Truncate),
    ]
}

/// The nearest char boundary at or before `at` (clamped to the text).
fn boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn apply(text: &mut String, edit: &Edit) {
    match *edit {
        Edit::Delete(at, n) => {
            let start = boundary(text, at);
            let end = boundary(text, start + n);
            text.replace_range(start..end, "");
        }
        Edit::Insert(at, c) => {
            let at = boundary(text, at);
            text.insert(at, c);
        }
        Edit::Replace(at, c) => {
            let start = boundary(text, at);
            if let Some(old) = text[start..].chars().next() {
                text.replace_range(start..start + old.len_utf8(), &c.to_string());
            }
        }
        Edit::DuplicateLine(n) | Edit::SwapLines(n, _) if text.lines().count() == 0 => {
            let _ = n;
        }
        Edit::DuplicateLine(n) => {
            let mut lines: Vec<String> = text.lines().map(String::from).collect();
            let i = n % lines.len();
            lines.insert(i, lines[i].clone());
            *text = lines.join("\n");
        }
        Edit::SwapLines(a, b) => {
            let mut lines: Vec<String> = text.lines().map(String::from).collect();
            let len = lines.len();
            lines.swap(a % len, b % len);
            *text = lines.join("\n");
        }
        Edit::Truncate(at) => {
            let at = boundary(text, at);
            text.truncate(at);
        }
    }
}

proptest! {
    #![proptest_config(config(0.30))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        read_everywhere(&text);
    }
}

proptest! {
    #![proptest_config(config(0.20))]

    #[test]
    fn text_in_the_formats_alphabet_never_panics(
        text in "[\\[\\]\":/ x.+=^0-9a-lKtTFG\\n{};|*,-]{0,200}"
    ) {
        read_everywhere(&text);
    }
}

proptest! {
    #![proptest_config(config(0.25))]

    #[test]
    fn soups_of_record_words_never_panic(text in soup()) {
        read_everywhere(&text);
    }
}

proptest! {
    #![proptest_config(config(0.15))]

    /// Read twice a case: the record, then the record edited.
    #[test]
    fn mutated_records_never_panic(
        which in 0usize..720,
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let mut text = pool()[which].clone();
        read_everywhere(&text);
        for edit in &edits {
            apply(&mut text, edit);
        }
        read_everywhere(&text);
    }
}

/// A long text, up to 1 MiB: a valid record followed or preceded by a
/// flood (comments, moves, numbers, separators, a soup), or repeated.
fn long_text(which: usize, kind: usize, size: usize, filler: &str) -> String {
    let record = &pool()[which];
    let unit = match kind % 9 {
        0 => "{a comment}\n",
        1 => "; a comment\n",
        2 => "h1-h3 e7-e10 h3-h1 e10-e7 ",
        3 => "1. ",
        4 => record.as_str(),
        5 => " (f4-h4 h3-h1",
        6 => " (f4-h4 h3-h1) $5",
        7 => "1a.1.1a. h1-h3 e7-e10\n[a|b]\n",
        _ => filler,
    };
    let unit = if unit.is_empty() { " " } else { unit };
    let copies = size / unit.len() + 1;
    if kind.is_multiple_of(2) {
        format!("{record}{}", unit.repeat(copies))
    } else {
        format!("{}{record}", unit.repeat(copies))
    }
}

proptest! {
    #![proptest_config(Config {
        cases: env_count("FUZZ_LONG", 48),
        max_shrink_iters: 20,
        failure_persistence: None,
        ..Config::default()
    })]

    #[test]
    fn long_texts_are_read_in_time(
        which in 0usize..720,
        kind in 0usize..18,
        size in 1usize..(1 << 20),
        filler in soup(),
    ) {
        let text = long_text(which, kind, size, &filler);
        read_everywhere(&text);
    }
}

/// Inputs the fuzzing above once found (scripts/fuzz runs it with fresh
/// seeds), each kept here as a fixed case with what it broke.
const FOUND_BY_FUZZING: &[&str] = &[
    // A `;` comment on a line of its own that holds `;` and `{…}` and
    // begins with a side's name: written after its move on the same line,
    // its `;` read back as a move separator and "attackers" as a move.
    "[Game \"hnefatafl\"]\n[Result \"ongoing\"]\n1. d1-d3\n; attackers;{c}; resigned, 0-1;",
    // A Brandubh record written as a move list, which names no game, read
    // back as Copenhagen's: move lists are written for Copenhagen only.
    "[Game \"brandubh\"]\n [Result \"1-0\"]\n ",
];

#[test]
fn inputs_found_by_fuzzing_read_back() {
    for text in FOUND_BY_FUZZING {
        read_everywhere(text);
    }
}
