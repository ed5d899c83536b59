//! Every visible string of the app comes from `locales/{en,fr,el}/*.json`.
//! These tests fail when a key is missing, extra or empty in any language,
//! or when French punctuation lacks its non-breaking space.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

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
                "28",
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
        let three = ["three", "trois", "τρεις"];
        assert!(three
            .iter()
            .any(|w| strings["rules_great_cross.history_3"].contains(w)));
    }
}
