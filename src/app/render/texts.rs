//! The texts a page that starts the app holds for its wasm
//! (`app::text::loaded` reads them): the page texts that page's binaries
//! show, in the page's language, as a JSON array by number (the others
//! left empty, which costs a few bytes).

use crate::app::text::i18n::texts::{TABLES, TABLE_KEYS};
use crate::app::text::i18n::{Locale, TEXTS_ID};
use crate::json;
use crate::site::Page;

/// The page texts each page's wasm shows (the access binaries of the
/// play page and the analysis board included), as namespaces and keys
/// (`records.reason` holds `records.reason.illegal`). A text left out
/// shows empty and marks the page (`data-missing-text`), which fails the
/// e2e test that sees it.
fn texts_of(page: Page) -> &'static [&'static str] {
    match page {
        Page::Play(_) => &[
            "play",
            "errors",
            "saved",
            "games",
            "pieces",
            "records.reason",
        ],
        Page::Analysis(_) => &[
            "analysis",
            "notes",
            "play",
            "saved",
            "games",
            "pieces",
            "records.reason",
        ],
        Page::Games => &[
            "records", "saved", "errors", "notes", "play", "games", "pieces", "facts",
        ],
        _ => &[],
    }
}

/// Whether `key` is `prefix` or one of the keys under it.
fn holds(prefix: &str, key: &str) -> bool {
    key.strip_prefix(prefix)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The `<script type="application/json">` holding `page`'s texts in
/// `locale`, or nothing for a page without the app.
pub fn page_texts(locale: Locale, page: Page) -> String {
    let wanted = texts_of(page);
    if wanted.is_empty() {
        return String::new();
    }
    let table = TABLES[locale as usize];
    let texts: Vec<String> = table
        .iter()
        .zip(TABLE_KEYS)
        .map(|(text, key)| match wanted.iter().any(|w| holds(w, key)) {
            true => text.to_string(),
            false => String::new(),
        })
        .collect();
    // `<` never ends the element early when written as an escape.
    let array = json::to_text(&texts).replace('<', "\\u003c");
    format!("<script type=\"application/json\" id=\"{TEXTS_ID}\">{array}</script>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    #[test]
    fn a_play_page_holds_its_own_language_only() {
        let html = page_texts(Locale::fr, Page::Play(GameId::Hnefatafl));
        let array = html
            .strip_prefix("<script type=\"application/json\" id=\"tafl-texts\">")
            .and_then(|rest| rest.strip_suffix("</script>"))
            .expect("a data block");
        let texts: Vec<String> = json::from_text(array).expect("a JSON array");
        assert_eq!(texts.len(), TABLES[0].len());
        let undo = crate::app::text::i18n::texts::play::undo(Locale::fr);
        assert!(texts.iter().any(|t| t == undo), "{undo}");
        let english = crate::app::text::i18n::texts::play::undo(Locale::en);
        assert!(!texts.iter().any(|t| t == english), "{english}");
    }

    #[test]
    fn a_page_holds_the_keys_under_its_prefixes_only() {
        assert!(holds("records.reason", "records.reason.illegal"));
        assert!(holds("play", "play.ai.hint"));
        assert!(!holds("play", "playground.x"));
        assert!(!holds("records.reason", "records.error.malformed"));
    }

    #[test]
    fn pages_without_the_app_hold_no_texts() {
        assert_eq!(page_texts(Locale::el, Page::Home), "");
        assert_eq!(page_texts(Locale::el, Page::Rules(GameId::FoxGeese)), "");
    }
}
