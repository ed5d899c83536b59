//! Game records in and out of "My games": the formats a saved game can be
//! written in (with the text of each), the name of the file it downloads
//! as, and a pasted or opened record made into a new save. Pure, tested
//! natively; the page is `app::pages::records`. The formats themselves
//! are the engine's (`tafl_engine::formats`, docs/records.md).

use crate::analysis::annotated::{stored_code, stored_tree, with_tree};
use crate::engine::{import_any_annotated, Format, GameRecord, ImportError};
use crate::play::Players;
use crate::saves::{self, SaveEntry, MAX_SAVE_LEN};
use std::fmt;

/// The longest text read as a record, in bytes: as long as a save may be
/// (a longer record could not be kept anyway).
pub const MAX_RECORD_LEN: usize = MAX_SAVE_LEN;

/// A saved game written in one format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    pub format: Format,
    pub text: String,
}

/// `record` in every format that can hold it, ours first (the order of
/// [`Format::ALL`]): for Hnefatafl all four, for the fox games our Tafl
/// record (no outside format holds them), and for a game from a set-up
/// position only the formats that can give one. Each keeps how the game
/// ended off the board and its facts (players, date, event, site, round)
/// where the format has a place for them (the engine's
/// [`Format::export_record`]), and the commentary and variations of an
/// imported record (`annotations`, its save's analysis code) in the
/// formats that hold them (OTN and ours). Empty when the record does not
/// replay (a save always does).
pub fn exports(record: &GameRecord, annotations: Option<&str>) -> Vec<Export> {
    let annotated = annotations
        .and_then(|code| stored_tree(code, record))
        .and_then(|tree| with_tree(record, &tree));
    Format::ALL
        .into_iter()
        .filter_map(|format| {
            let text = match &annotated {
                Some(annotated) if format.holds_annotations() => {
                    format.export_annotated(annotated).ok()?
                }
                _ => format.export_record(record).ok()?,
            };
            Some(Export { format, text })
        })
        .collect()
}

/// The name of the file a saved game downloads as:
/// `tafl-hnefatafl-<save id>.otg` (the format's usual extension). Save ids
/// are URL-safe, so the name needs no escaping.
pub fn file_name(record: &GameRecord, save_id: &str, format: Format) -> String {
    format!(
        "tafl-{}-{save_id}.{}",
        record.game.as_str(),
        format.extension()
    )
}

/// Why a text could not be imported. Nothing is saved then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportProblem {
    /// Longer than [`MAX_RECORD_LEN`] bytes (its length).
    TooLarge(usize),
    /// Not a game record, or not a legal game (the engine's reason).
    Record(ImportError),
    /// A game, but too long to be kept as a save in this browser (its
    /// moves, or its commentary and variations).
    TooLongToSave,
}

impl fmt::Display for ImportProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportProblem::TooLarge(n) => {
                write!(f, "a text of {n} bytes (at most {MAX_RECORD_LEN})")
            }
            ImportProblem::Record(error) => error.fmt(f),
            ImportProblem::TooLongToSave => f.write_str("the game is too long to be saved"),
        }
    }
}

impl std::error::Error for ImportProblem {}

/// The new save of an imported record: `text` read in whichever format it
/// is written in ([`import_any_annotated`]: every move replayed through
/// checked play), with its commentary and variations when it has any (as
/// an analysis code), under `save_id`, made at `now_ms`, for two players
/// at this device. Checked to fit in a save, commentary and all, so it is
/// listed and opens like any other game.
///
/// # Errors
/// [`ImportProblem`]: the first problem found.
pub fn import_entry(text: &str, save_id: String, now_ms: f64) -> Result<SaveEntry, ImportProblem> {
    if text.len() > MAX_RECORD_LEN {
        return Err(ImportProblem::TooLarge(text.len()));
    }
    let annotated = import_any_annotated(text).map_err(ImportProblem::Record)?;
    // Commentary a save cannot hold is refused, never dropped.
    let annotations = stored_code(&annotated).map_err(|_| ImportProblem::TooLongToSave)?;
    let record = annotated.record;
    let now = if now_ms.is_finite() {
        now_ms.round()
    } else {
        0.0
    };
    let entry = SaveEntry {
        id: save_id,
        record,
        players: Players::default(),
        correspondence: None,
        annotations,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: now,
        updated_ms: now,
    };
    if saves::encode(&entry).len() > MAX_SAVE_LEN {
        return Err(ImportProblem::TooLongToSave);
    }
    Ok(entry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AnyGame, GameId, MoveError, Options};

    /// `game` after its first legal move `plies` times.
    fn played(game: GameId, options: Options, plies: usize) -> GameRecord {
        let mut g = AnyGame::new(game, options).expect("valid options");
        for _ in 0..plies {
            let Some(m) = g.legal_moves().first().cloned() else {
                break;
            };
            g.play(&m).expect("legal");
        }
        GameRecord::of(&g)
    }

    #[test]
    fn a_resigned_game_is_written_resigned_in_every_export_and_reads_back() {
        use crate::engine::{Conclusion, Side};
        for (game, plies) in [(GameId::Hnefatafl, 1), (GameId::FoxGeese, 2)] {
            let mut record = played(game, Options::default(), plies);
            let plain = exports(&record, None);
            record.conclusion = Some(Conclusion::resigned(Side::First));
            let resigned = exports(&record, None);
            assert_eq!(plain.len(), resigned.len());
            for (before, after) in plain.iter().zip(&resigned) {
                assert_ne!(before.text, after.text, "{game} {:?} says it", after.format);
                let back = import_entry(&after.text, "r".into(), 0.0).expect("reads back");
                assert_eq!(
                    back.record.conclusion.map(|c| c.result),
                    record.conclusion.map(|c| c.result),
                    "{game} {:?}: {}",
                    after.format,
                    after.text
                );
            }
            assert!(
                resigned[0].text.contains("[Termination \"resignation\"]"),
                "{}",
                resigned[0].text
            );
        }
    }

    #[test]
    fn hnefatafl_exports_in_every_format_and_each_reads_back() {
        let record = played(GameId::Hnefatafl, Options::default(), 30);
        let all = exports(&record, None);
        let formats: Vec<Format> = all.iter().map(|e| e.format).collect();
        assert_eq!(formats, Format::ALL);
        for export in &all {
            let entry = import_entry(&export.text, "imp1".into(), 5e12)
                .unwrap_or_else(|e| panic!("{}: {e}", export.format));
            assert_eq!(entry.record.game, GameId::Hnefatafl, "{}", export.format);
            assert_eq!(entry.record.moves, record.moves, "{}", export.format);
        }
    }

    #[test]
    fn a_fox_game_exports_as_our_record_with_its_options() {
        let options = Options {
            geese: 15,
            sideways: true,
        };
        let record = played(GameId::FoxGeese, options, 9);
        let all = exports(&record, None);
        assert_eq!(
            all.iter().map(|e| e.format).collect::<Vec<_>>(),
            [Format::Tafl]
        );
        let entry = import_entry(&all[0].text, "imp2".into(), 1.0).expect("reads back");
        assert_eq!(entry.record, record);
        assert_eq!(entry.players, Players::default());
        assert_eq!(entry.correspondence, None);
        assert_eq!((entry.created_ms, entry.updated_ms), (1.0, 1.0));
        for game in [GameId::TwoFoxes, GameId::GreatCross] {
            let record = played(game, Options::default(), 5);
            let text = &exports(&record, None)[0].text;
            let back = import_entry(text, "x".into(), 0.0).expect("reads back");
            assert_eq!(back.record.moves, record.moves, "{game}");
        }
    }

    #[test]
    fn an_annotated_otn_game_keeps_its_commentary_in_its_save_and_exports() {
        let text = crate::analysis::annotated::tests::sample_otn();
        let entry = import_entry(&text, "ann".into(), 1.0).expect("reads");
        let code = entry.annotations.clone().expect("commentary kept");
        let tree = stored_tree(&code, &entry.record).expect("the record's analysis");
        assert_eq!(
            tree.comment(crate::analysis::NodeId::ROOT),
            Some("Before the first move")
        );
        let stored = saves::encode(&entry);
        assert!(stored.starts_with("{\"v\":4,"), "{stored}");
        let back = saves::decode(&stored).expect("reads back");
        assert_eq!(back, entry);
        for export in exports(&entry.record, Some(&code)) {
            let again = import_entry(&export.text, "x".into(), 1.0).expect("reads back");
            let kept = export.format.holds_annotations();
            assert_eq!(
                again.annotations.as_ref() == Some(&code),
                kept,
                "{}",
                export.format
            );
            assert_eq!(again.record.moves, entry.record.moves, "{}", export.format);
        }
        let plain = import_entry("d1-d4 f4-f3", "p".into(), 1.0).expect("reads");
        assert_eq!(plain.annotations, None);
        // A code of another game's start exports the record alone.
        let other = played(GameId::TwoFoxes, Options::default(), 3);
        let all = exports(&other, Some(&code));
        assert!(all
            .iter()
            .all(|e| !e.text.contains("Before the first move")));
    }

    #[test]
    fn a_commentary_tree_of_thousands_of_moves_is_saved_whole() {
        let tree = crate::analysis::annotated::tests::wide_tree(100, 30, 10);
        let text = crate::analysis::annotated::exports(&tree)
            .into_iter()
            .find(|(format, _)| *format == Format::Tafl)
            .expect("ours")
            .1;
        let entry = import_entry(&text, "big".into(), 1.0).expect("reads");
        let code = entry.annotations.as_deref().expect("commentary kept");
        let back = stored_tree(code, &entry.record).expect("opens with it");
        assert_eq!(back.node_count(), tree.node_count());
        assert!(back.node_count() > crate::analysis::MAX_NODES);
        assert_eq!(saves::decode(&saves::encode(&entry)), Ok(entry));
    }

    #[test]
    fn an_imported_game_played_on_keeps_its_commentary() {
        let text = "[Game \"hnefatafl\"]\n\nd1-d4 {Quiet} f4-f3 (e5-e3 {Sharp})\n";
        let entry = import_entry(text, "imp".into(), 1.0).expect("reads");
        let code = entry.annotations.clone().expect("commentary");
        let mut session = entry.to_session().expect("replays");
        session.play("a4-a3").expect("legal");
        let saved = SaveEntry::from_session(&session, "imp".into(), 1.0, 2.0);
        assert_eq!(saved.annotations.as_deref(), Some(code.as_str()));
        assert_eq!(saved.record.moves, ["d1-d4", "f4-f3", "a4-a3"]);
        let tree = crate::analysis::annotated::stored_tree(&code, &saved.record).expect("fits");
        let main = tree.main_line();
        assert_eq!(main.len(), 3);
        assert_eq!(tree.comment(main[0]), Some("Quiet"));
        let exports = exports(&saved.record, saved.annotations.as_deref());
        let otn = exports
            .iter()
            .find(|e| e.format == crate::engine::Format::Otn)
            .expect("otn");
        assert!(
            otn.text.contains("Sharp") && otn.text.contains("a4-a3"),
            "{}",
            otn.text
        );
    }

    #[test]
    fn a_record_that_does_not_replay_has_no_export() {
        let mut record = played(GameId::TwoFoxes, Options::default(), 2);
        record.moves.push("a1-a2".into());
        assert!(exports(&record, None).is_empty());
    }

    #[test]
    fn files_are_named_by_game_save_and_format() {
        let record = played(GameId::Hnefatafl, Options::default(), 0);
        assert_eq!(
            file_name(&record, "AbC_12-x", Format::Otn),
            "tafl-hnefatafl-AbC_12-x.otg"
        );
        assert_eq!(
            file_name(&record, "s", Format::Tafl),
            "tafl-hnefatafl-s.tafl"
        );
    }

    #[test]
    fn a_bad_record_names_its_first_bad_move_and_saves_nothing() {
        let text = "d1-d4 f4-f3 d4-d9 a4-a3";
        match import_entry(text, "bad".into(), 0.0) {
            Err(ImportProblem::Record(ImportError::BadMove { index, text, error })) => {
                assert_eq!((index, text.as_str()), (3, "d4-d9"));
                assert!(matches!(error, MoveError::Illegal(_)), "{error:?}");
            }
            other => panic!("expected move 3 to be refused, got {other:?}"),
        }
        assert_eq!(
            import_entry("  \n", "e".into(), 0.0),
            Err(ImportProblem::Record(ImportError::Empty))
        );
        assert_eq!(
            import_entry("hello there", "e".into(), 0.0),
            Err(ImportProblem::Record(ImportError::UnknownFormat))
        );
        let huge = "d1-d4 ".repeat(MAX_RECORD_LEN / 6 + 1);
        assert_eq!(
            import_entry(&huge, "e".into(), 0.0),
            Err(ImportProblem::TooLarge(huge.len()))
        );
        assert!(!ImportProblem::TooLongToSave.to_string().is_empty());
    }
}
