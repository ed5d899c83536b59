//! Every visible string of the app comes from `locales/{en,fr,el}/*.json`.
//! These tests fail when a key is missing, extra or empty in any language,
//! or when French punctuation lacks its non-breaking space; and they feed
//! the build's translations compiler (`build/locales.rs`) broken tables to
//! show it stops the build, naming the key and the language.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The app's plural rules and slots, as `build.rs` sees them.
mod fill {
    pub use tafl::fill::*;
}
/// The compiler `build.rs` runs on `locales/`.
#[path = "../build/locales.rs"]
#[allow(dead_code)]
mod compiler;

const LANGS: [&str; 3] = ["en", "fr", "el"];

/// The flattened `namespace.a.b -> text` map of one language: every
/// `locales/<lang>/<namespace>.json` file, keyed by its file stem.
fn load(lang: &str) -> BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}"));
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
    let mut out = BTreeMap::new();
    for entry in entries {
        let path = entry.unwrap_or_else(|e| panic!("{dir:?}: {e}")).path();
        let Some(namespace) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        flatten(namespace, &value, &mut out, lang);
    }
    out
}

fn flatten(prefix: &str, value: &Value, out: &mut BTreeMap<String, String>, lang: &str) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let path = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                flatten(&path, child, out, lang);
            }
        }
        Value::String(text) => {
            out.insert(prefix.to_string(), text.clone());
        }
        other => panic!("{lang}: {prefix} is {other}, expected text or an object"),
    }
}

#[test]
fn every_language_has_every_key_and_no_other() {
    let english = load("en");
    assert!(english.len() > 20, "en.json looks truncated");
    for lang in LANGS {
        let strings = load(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !strings.contains_key(*k))
            .collect();
        let extra: Vec<_> = strings
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang}.json: expected the keys of en.json; missing {missing:?}, extra {extra:?}"
        );
    }
}

#[test]
fn no_string_is_empty() {
    for lang in LANGS {
        let empty: Vec<_> = load(lang)
            .into_iter()
            .filter(|(_, text)| text.trim().is_empty())
            .map(|(key, _)| key)
            .collect();
        assert!(empty.is_empty(), "{lang}.json: empty strings at {empty:?}");
    }
}

#[test]
fn game_names_and_summaries_exist_for_every_game() {
    for lang in LANGS {
        let strings = load(lang);
        for game in tafl::engine::GameId::ALL {
            let key = game.as_str().replace('-', "_");
            for field in ["name", "summary"] {
                let path = format!("games.{key}.{field}");
                assert!(
                    strings.contains_key(&path),
                    "{lang}.json: expected {path}, seen keys {:?}",
                    strings
                        .keys()
                        .filter(|k| k.starts_with("games."))
                        .collect::<Vec<_>>()
                );
            }
        }
    }
}

#[test]
fn french_high_punctuation_has_a_non_breaking_space() {
    for (key, text) in load("fr") {
        let chars: Vec<char> = text.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if matches!(c, ':' | ';' | '!' | '?' | '»') && i > 0 {
                let before = chars[i - 1];
                assert!(
                    before == '\u{a0}' || before == '\u{202f}',
                    "fr.json {key}: expected a non-breaking space before '{c}', seen {before:?} in {text:?}"
                );
            }
            if c == '«' {
                let after = chars.get(i + 1).copied();
                assert!(
                    matches!(after, Some('\u{a0}' | '\u{202f}')),
                    "fr.json {key}: expected a non-breaking space after '«' in {text:?}"
                );
            }
        }
        assert!(
            !text.contains('\''),
            "fr.json {key}: use ’ rather than ' in {text:?}"
        );
    }
}

#[test]
fn greek_uses_greek_punctuation_not_a_latin_semicolon_question() {
    // Greek text has no Latin '?' (the Greek question mark is ';').
    for (key, text) in load("el") {
        assert!(!text.contains('?'), "el.json {key}: Latin '?' in {text:?}");
    }
}

#[test]
fn every_game_has_a_rules_page_in_every_language() {
    for lang in LANGS {
        let strings = load(lang);
        for game in tafl::engine::GameId::ALL {
            let namespace = format!("rules_{}", game.as_str().replace('-', "_"));
            for field in [
                "doc_title",
                "title",
                "caption_start",
                "caption_capture",
                "caption_win",
            ] {
                let path = format!("{namespace}.{field}");
                assert!(
                    strings.contains_key(&path),
                    "{lang}: expected {path} for the rules page of {game}"
                );
            }
        }
    }
}

/// The facts the history sections must give, in every language: the
/// sources are named the same way everywhere.
#[test]
fn history_sections_give_every_fact_in_every_language() {
    let facts: [(&str, &[&str]); 2] = [
        (
            "rules_two_foxes.history",
            &["Grettis saga", "Peter Michaelsen", "Gåsetavl"],
        ),
        (
            "rules_great_cross.history",
            &[
                "Peter Michaelsen",
                "2009",
                "Historisk Årbog for Thy og Vester Han Herred",
                "Haretavl – hund efter hare som brætspil",
                "Ludii",
                "Gåsetavl (Gedved)",
                "45",
            ],
        ),
    ];
    let century = [
        ("en", "14th century"),
        ("fr", "XIVᵉ siècle"),
        ("el", "14ο αιώνα"),
    ];
    for lang in LANGS {
        let strings = load(lang);
        for (prefix, names) in facts {
            let text: String = strings
                .iter()
                .filter(|(k, _)| k.starts_with(prefix))
                .map(|(_, v)| v.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            for name in names {
                assert!(text.contains(name), "{lang} {prefix}: expected {name:?}");
            }
        }
        let (_, words) = century.iter().find(|(l, _)| *l == lang).unwrap();
        assert!(
            strings["rules_two_foxes.history_1"].contains(words),
            "{lang}: the 14th century in the Two Foxes history"
        );
        // Sheep in the old game, geese here; three geese cannot trap the fox.
        let sheep = ["sheep", "moutons", "πρόβατα"];
        assert!(sheep
            .iter()
            .any(|w| strings["rules_two_foxes.history_2"].contains(w)));
        // The Great Cross is one board: 45 points, the corners of 28 squares.
        assert!(strings["rules_great_cross.history_2"].contains("45"));
        // Gåsetavl named several games: the Two Foxes history says so.
        let several = ["Several", "Plusieurs", "αρκετά"];
        assert!(several
            .iter()
            .any(|w| strings["rules_two_foxes.history_3"].contains(w)));
        // The exit fort of full Copenhagen rules is not played here.
        let fort = ["exit fort", "fort sur le bord", "οχυρό στην άκρη"];
        assert!(fort
            .iter()
            .any(|w| strings["rules_hnefatafl.end"].contains(w)));
        let three = ["three", "trois", "τρεις"];
        assert!(three
            .iter()
            .any(|w| strings["rules_great_cross.history_3"].contains(w)));
    }
}

/// A table of translations in a fresh directory: `files` gives, for each
/// language, its `namespace.json` files' text.
fn table(name: &str, files: &[(&str, &str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-locales-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (lang, namespace, json) in files {
        std::fs::create_dir_all(dir.join(lang)).expect("temp dir");
        std::fs::write(dir.join(lang).join(format!("{namespace}.json")), json).expect("write");
    }
    dir
}

/// The same `play.json` in the three languages except where `fr` and `el`
/// say otherwise.
fn compile(name: &str, en: &str, fr: &str, el: &str) -> Result<String, compiler::LocaleError> {
    let dir = table(
        name,
        &[("en", "play", en), ("fr", "play", fr), ("el", "play", el)],
    );
    let result = compiler::compile(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn fault(name: &str, en: &str, fr: &str, el: &str) -> String {
    match compile(name, en, fr, el) {
        Ok(_) => panic!("{name}: expected the compiler to refuse the table"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn the_real_locales_compile() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let code = compiler::compile(&locales).unwrap_or_else(|e| panic!("{e}"));
    // The import message is a plural text with the game's name.
    assert!(code.contains("pub struct imported<'a>"), "{code}");
    assert!(code.contains("pub count: u64,"));
}

#[test]
fn a_placeholder_missing_in_one_language_stops_the_build() {
    let en = r#"{"imported": "Imported: {game}."}"#;
    let message = fault("missing", en, r#"{"imported": "Importée."}"#, en);
    assert_eq!(
        message,
        "locales/fr: play.imported: the placeholder {game} is missing"
    );
}

#[test]
fn an_extra_or_misspelt_placeholder_stops_the_build() {
    let en = r#"{"ai": {"older": "Older by {moves}."}}"#;
    let el = r#"{"ai": {"older": "Παλαιότερος κατά {moved}."}}"#;
    let message = fault("misspelt", en, en, el);
    assert!(
        message.starts_with("locales/el: play.ai.older: "),
        "{message}"
    );
    assert!(message.contains("{moves} is missing"), "{message}");
    let el = r#"{"ai": {"older": "Παλαιότερος κατά {moves} ({side})."}}"#;
    let message = fault("extra", en, en, el);
    assert_eq!(
        message,
        "locales/el: play.ai.older: the placeholder {side} is not in English (misspelt?)"
    );
}

#[test]
fn a_plural_text_needs_the_forms_of_each_language() {
    let en = r#"{"moves": {"one": "{count} move", "other": "{count} moves"}}"#;
    let fr = r#"{"moves": {"other": "{count} coups"}}"#;
    assert_eq!(
        fault("plural-missing", en, fr, en),
        "locales/fr: play.moves: the plural form “one” is missing"
    );
    let el = r#"{"moves": {"one": "{count} κίνηση", "few": "x", "other": "{count} κινήσεις"}}"#;
    assert_eq!(
        fault("plural-extra", en, en, el),
        "locales/el: play.moves: has the plural form “few”, which el does not use"
    );
    let fr = r#"{"moves": "{count} coups"}"#;
    assert_eq!(
        fault("plural-flat", en, fr, en),
        "locales/fr: play.moves: is one text where English has plural forms"
    );
    // {count} outside a plural text has no form to pick.
    let flat = r#"{"moves": "{count} moves"}"#;
    assert!(fault("count-flat", flat, flat, flat).contains("give this text its plural forms"));
}

#[test]
fn a_missing_key_or_a_stray_brace_stops_the_build() {
    let en = r#"{"undo": "Take back", "redo": "Redo"}"#;
    let el = r#"{"undo": "Αναίρεση"}"#;
    assert_eq!(
        fault("key", en, en, el),
        "locales/el: play.redo: is missing"
    );
    let fr = r#"{"undo": "Annuler", "redo": "Rétablir", "hint": "Indice"}"#;
    assert_eq!(
        fault("extra-key", en, fr, en),
        "locales/fr: play.hint: is not in English"
    );
    let fr = r#"{"undo": "Annuler {", "redo": "Rétablir"}"#;
    assert!(
        fault("brace", en, fr, en).starts_with("locales/fr: play.undo: a “{” opens no placeholder")
    );
}

#[test]
fn a_good_table_compiles_to_one_pass_fillers() {
    let en = r#"{"older": {"one": "{count} move behind {side}", "other": "{count} moves behind {side}"}, "undo": "Take back"}"#;
    let fr = r#"{"older": {"one": "{count} coup de retard sur {side}", "other": "{count} coups de retard sur {side}"}, "undo": "Reprendre"}"#;
    let code = compile("good", en, fr, en).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        code.contains("pub fn undo(locale: Locale) -> &'static str"),
        "{code}"
    );
    assert!(
        code.contains(
            "pub struct older<'a> {\n        pub count: u64,\n        pub side: &'a str,\n    }"
        ),
        "{code}"
    );
    // The forms are stored with slots: the count is value 1, {side} value 2.
    assert!(
        code.contains(r#""\u{1} coups de retard sur \u{2}""#),
        "{code}"
    );
}
