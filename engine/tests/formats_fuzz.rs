//! Fuzzing every importer: arbitrary text, text from the formats' own
//! alphabet, and random mutations of valid records of every game (from
//! the start and from set-ups) in every format. Nothing may panic; a
//! record that is read must replay, and read back the same when written
//! again.
//!
//! Cases per property: `FUZZ_CASES` (default 400).

mod support;

use proptest::prelude::*;
use proptest::test_runner::Config;
use support::{play_random, random_game, variants};
use tafl_engine::{
    formats, import_any, AnyGame, Conclusion, ConclusionReason, Format, GameRecord, RecordFacts,
};

fn config() -> Config {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(400);
    Config {
        cases,
        max_shrink_iters: 1_000,
        failure_persistence: None,
        ..Config::default()
    }
}

/// Every reader on `text`: none may panic, and what is read must hold.
fn read_everywhere(text: &str) {
    let readers = Format::ALL.map(|format| format.import(text));
    for record in readers.iter().chain([&import_any(text)]).flatten() {
        check_read(record);
    }
    let _ = formats::detect(text);
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
                format.import(&text).as_ref(),
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
        Format::Tafl | Format::Otn => {}
        Format::HnefataflOrg => held.conclusion.iter_mut().for_each(unstated),
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

/// A valid record of a random game in a random format that holds it.
fn valid_record(seed: u64, which: usize, plies: usize, from_setup: bool) -> String {
    let (game, options) = variants()[which % variants().len()];
    let mut played = random_game(game, options, seed, plies);
    if from_setup {
        if let Ok(mut set_up) = AnyGame::from_setup(&played.setup()) {
            play_random(&mut set_up, seed ^ 0x5eed, plies / 2 + 1);
            played = set_up;
        }
    }
    let formats: Vec<Format> = Format::ALL
        .into_iter()
        .filter(|f| f.export(&played).is_ok())
        .collect();
    formats[seed as usize % formats.len()]
        .export(&played)
        .expect("a format that holds the game")
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
        "[]\":/ -x.+=^0123456789abcdefghijklKtTFGDAkn\n{};|*é"
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
    #![proptest_config(config())]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        read_everywhere(&text);
    }

    #[test]
    fn text_in_the_formats_alphabet_never_panics(
        text in "[\\[\\]\":/ x.+=^0-9a-lKtTFG\\n{};|*-]{0,200}"
    ) {
        read_everywhere(&text);
    }

    #[test]
    fn mutated_records_never_panic(
        seed in any::<u64>(),
        which in 0usize..9,
        plies in 0usize..120,
        from_setup in any::<bool>(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let mut text = valid_record(seed, which, plies, from_setup);
        read_everywhere(&text);
        for edit in &edits {
            apply(&mut text, edit);
        }
        read_everywhere(&text);
    }
}
