//! Saved texts of every format, as versions of Tafl wrote them
//! (`tests/data/saved-texts.txt`): each still reads, as the game it was,
//! and is written back unchanged, or in the newest format when it was
//! older.

use tafl::engine::GameRecord;
use tafl::json;
use tafl::saves::{self, SaveEntry};

/// One saved text and what it holds.
struct Case {
    format: u32,
    status: String,
    plies: usize,
    same: bool,
    text: String,
}

fn cases() -> Vec<Case> {
    let data = include_str!("data/saved-texts.txt");
    let mut lines = data
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let mut cases = Vec::new();
    while let Some(head) = lines.next() {
        let words: Vec<&str> = head.split(' ').collect();
        let ["=", format, status, plies, rewrite] = words[..] else {
            panic!("not a case line: {head}");
        };
        cases.push(Case {
            format: format.parse().expect("a format"),
            status: status.to_string(),
            plies: plies.parse().expect("a number of plies"),
            same: rewrite == "same",
            text: lines
                .next()
                .expect("a text after its case line")
                .to_string(),
        });
    }
    cases
}

#[test]
fn every_saved_text_of_every_format_reads_and_is_rewritten_as_it_should() {
    let cases = cases();
    for format in 0..=saves::NEWEST_SAVE_VERSION {
        assert!(
            cases.iter().any(|c| c.format == format),
            "no saved text of format {format}"
        );
    }
    for case in &cases {
        let decoded = saves::read(&case.text).unwrap_or_else(|e| panic!("{e}: {}", case.text));
        assert_eq!(decoded.summary.status_word, case.status, "{}", case.text);
        assert_eq!(decoded.summary.moves, case.plies, "{}", case.text);
        assert_eq!(
            decoded.upgraded_from,
            (case.format == 0).then_some(0),
            "{}",
            case.text
        );
        let written = saves::encode(&decoded.entry);
        assert_eq!(written == case.text, case.same, "{written}");
        // Whatever it was written as reads back as the same game.
        let again: SaveEntry = saves::decode(&written).expect("its own text reads");
        assert_eq!(again, decoded.entry);
        assert_eq!(saves::encode(&again), written);
    }
}

#[test]
fn a_resigned_game_keeps_its_end_and_facts_and_an_older_text_has_none() {
    let cases = cases();
    let resigned = cases.iter().find(|c| c.format == 3).expect("format 3");
    let entry = saves::decode(&resigned.text).expect("reads");
    let conclusion = entry.record.conclusion.expect("its end");
    assert_eq!(conclusion.reason.to_string(), "resignation");
    assert_eq!(entry.record.facts.first_player.as_deref(), Some("Ana"));
    assert_eq!(
        entry.record.facts.second_player.as_deref(),
        Some("Björn \"B\" Ek")
    );
    assert_eq!(entry.record.facts.event.as_deref(), Some("Fetlar Open"));
    assert_eq!(entry.record.facts.site, None);
    for case in cases.iter().filter(|c| c.format < 3) {
        let entry = saves::decode(&case.text).expect("reads");
        assert_eq!(entry.record.conclusion, None);
        assert!(entry.record.facts.is_empty());
    }
}

#[test]
fn an_annotated_save_keeps_its_commentary_and_older_texts_have_none() {
    use tafl::analysis::annotated::stored_tree;
    use tafl::analysis::NodeId;
    let cases = cases();
    let annotated = cases.iter().find(|c| c.format == 4).expect("format 4");
    let entry = saves::decode(&annotated.text).expect("reads");
    let code = entry.annotations.as_deref().expect("its commentary");
    let tree = stored_tree(code, &entry.record).expect("the record's analysis");
    assert_eq!(tree.comment(NodeId::ROOT), Some("The opening"));
    let main = tree.main_line();
    assert_eq!(tree.comment(main[0]), Some("A quiet start"));
    assert_eq!(tree.mark(main[1]).map(|m| m.symbol()), Some("?!"));
    let sharp = tree.children(NodeId::ROOT)[1];
    assert_eq!(tree.notation(sharp), Some("h1-h3"));
    for case in cases.iter().filter(|c| c.format < 4) {
        let entry = saves::decode(&case.text).expect("reads");
        assert_eq!(entry.annotations, None, "{}", case.text);
    }
    // A format 4 save without its code, or with one that is no code, is
    // unreadable; a code of another game's start is not opened.
    let missing = annotated.text.replace(r#","analysis":"#, r#","other":"#);
    assert!(saves::decode(&missing).is_err());
    let bad = annotated
        .text
        .replace(r#""analysis":"AQ"#, r#""analysis":"A=Q"#);
    assert!(saves::decode(&bad).is_err());
    let mut taken_back = entry.record.clone();
    let last = taken_back.moves.pop().expect("a move");
    let tree = stored_tree(code, &taken_back).expect("the game's analysis to its end");
    assert_eq!(tree.main_line().len(), taken_back.moves.len());
    assert_ne!(
        tree.notation(*tree.main_line().last().expect("moves")),
        Some(last.as_str())
    );
    let other = tafl::engine::GameRecord {
        game: tafl::engine::GameId::TwoFoxes,
        moves: Vec::new(),
        ..entry.record.clone()
    };
    assert!(stored_tree(code, &other).is_none());
}

#[test]
fn the_record_in_every_saved_text_is_the_one_json_form() {
    // A record has one JSON form, defined once by the app
    // (src/json/wire.rs, docs/records.md): every saved text from format 1
    // on holds its record in exactly that form, it reads back as the
    // save's record, and the save writes it so again.
    for case in cases().iter().filter(|c| c.format > 0) {
        let entry = saves::decode(&case.text).expect("reads");
        let record = json::to_text(&entry.record);
        let stored = format!(r#""record":{record}"#);
        assert!(case.text.contains(&stored), "{record} in {}", case.text);
        assert_eq!(
            json::from_text::<GameRecord>(&record),
            Ok(entry.record.clone())
        );
        assert!(saves::encode(&entry).contains(&stored), "{}", case.text);
    }
}

/// A real annotated OpenTafl game, resigned, with its players, date,
/// event and site (the engine's test data).
const RESIGNED_OTN: &str = include_str!("../engine/tests/data/opentafl-annotated.otg");

#[test]
fn an_imported_resigned_game_is_saved_finished_with_its_facts_and_exported_with_them() {
    use tafl::engine::{ConclusionReason, Format};
    use tafl::saves::records::{exports, import_entry};
    let entry = import_entry(RESIGNED_OTN, "otn1".into(), 1.7e12).expect("imports");
    let conclusion = entry.record.conclusion.expect("resigned");
    assert_eq!(conclusion.reason, ConclusionReason::Resignation);
    assert_eq!(
        entry.record.facts.first_player.as_deref(),
        Some("Tim Millar")
    );
    let text = saves::encode(&entry);
    assert!(text.starts_with(r#"{"v":4,"#), "{text}");
    let code = entry.annotations.as_deref().expect("its commentary");
    let tree = tafl::analysis::annotated::stored_tree(code, &entry.record).expect("its analysis");
    assert_eq!(
        tree.comment(tree.main_line()[0]),
        Some("The attackers claim a third rank.")
    );
    let read = saves::read(&text).expect("reads");
    assert_eq!(read.entry, entry);
    assert!(read.summary.is_finished());
    assert_eq!(
        read.summary.status,
        saves::SaveStatus::Concluded(conclusion)
    );
    let all = exports(&read.entry.record, None);
    assert_eq!(all.len(), Format::ALL.len());
    let otn = &all.iter().find(|e| e.format == Format::Otn).unwrap().text;
    for tag in [
        "[attackers:Tim Millar]",
        "[defenders:Schachus]",
        "[date:2015.01.07]",
        "[site:aagenielsen.dk]",
        "[result:-1]",
    ] {
        assert!(otn.contains(tag), "{tag} in {otn}");
    }
    // Each export that holds the facts brings them back in.
    for export in &all {
        let again = import_entry(&export.text, "back".into(), 0.0).expect("reads back");
        assert_eq!(again.record.moves, entry.record.moves, "{}", export.format);
        if matches!(export.format, Format::Tafl | Format::Otn) {
            assert_eq!(
                again.record.conclusion, entry.record.conclusion,
                "{}",
                export.format
            );
            assert_eq!(again.record.facts, entry.record.facts, "{}", export.format);
        }
    }
}
