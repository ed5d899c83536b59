//! The texts a page that starts the app holds for its wasm
//! (`app::text::loaded` reads them): the page texts that page's binaries
//! show, in the page's language, as a JSON array by number (the others
//! left empty, which costs a few bytes).

use crate::app::text::i18n::texts::{TABLES, TABLE_KEYS};
use crate::app::text::i18n::{Locale, TEXTS_ID};
use crate::json;
use crate::site::Page;

/// What a play page and an analysis board show of My games' texts: how
/// a saved game is described, not the page's own lists, ratings and
/// backup.
const SAVED_DESCRIBED: [&str; 8] = [
    "saved.options",
    "saved.side",
    "saved.seat",
    "saved.level",
    "saved.friend",
    "saved.concluded",
    "saved.in_progress",
    "saved.doc_title",
];

/// The page texts each page's wasm shows (the access binaries of the
/// play page and the analysis board included), as namespaces and keys
/// (`records.reason` holds `records.reason.illegal`); a key after `-` is
/// left out of the ones before it. A text left out shows empty and marks
/// the page (`data-missing-text`), which fails the e2e test that sees it.
fn texts_of(page: Page) -> &'static [&'static str] {
    const PLAY: [&str; 5] = ["play", "errors", "games", "pieces", "records.reason"];
    const ANALYSIS: [&str; 30] = [
        "analysis",
        "notes",
        "play",
        "games",
        "pieces",
        "records.reason",
        // The play page's own controls, start choice and dialog, friend
        // link box, clocks and rated games.
        "-play.table",
        "-play.choice",
        "-play.clock",
        "-play.offer",
        "-play.resign",
        "-play.resign_confirm",
        "-play.resign_no",
        "-play.resign_yes",
        "-play.rated_badge",
        "-play.rating_change",
        "-play.share",
        "-play.share_hint",
        "-play.copy",
        "-play.copied",
        "-play.export",
        "-play.analyse",
        "-play.new_game",
        "-play.sound",
        "-play.friend.send_title",
        "-play.friend.send_hint",
        "-play.friend.over_hint",
        "-play.friend.share",
        "-play.friend.watching",
        "-play.friend.watching_hint",
    ];
    const PLAY_PAGE: [&str; 13] = concat_keys(PLAY, SAVED_DESCRIBED);
    const ANALYSIS_PAGE: [&str; 38] = concat_keys(ANALYSIS, SAVED_DESCRIBED);
    match page {
        Page::Play(_) => &PLAY_PAGE,
        Page::Analysis(_) => &ANALYSIS_PAGE,
        Page::Puzzles(..) => &[
            "puzzles",
            "play",
            "games",
            "pieces",
            "saved.side",
            "saved.options",
        ],
        Page::Games => &[
            "records", "saved", "errors", "notes", "play", "games", "pieces", "facts",
        ],
        _ => &[],
    }
}

/// `a` then `b`, as one list (`N` = `A` + `B`).
const fn concat_keys<const A: usize, const B: usize, const N: usize>(
    a: [&'static str; A],
    b: [&'static str; B],
) -> [&'static str; N] {
    let mut all = [""; N];
    let mut i = 0;
    while i < N {
        all[i] = if i < A { a[i] } else { b[i - A] };
        i += 1;
    }
    all
}

/// Whether `wanted` (a page's list, see [`texts_of`]) holds `key`: under
/// one of its prefixes and under none of its `-` ones.
fn wants(wanted: &[&str], key: &str) -> bool {
    let (out, keep): (Vec<&str>, Vec<&str>) = wanted.iter().partition(|w| w.starts_with('-'));
    keep.iter().any(|w| holds(w, key)) && !out.iter().any(|w| holds(&w[1..], key))
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
        .map(|(text, key)| match wants(wanted, key) {
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
    fn a_key_after_a_minus_is_left_out() {
        let wanted = ["play", "-play.friend.watching", "saved.side"];
        assert!(wants(&wanted, "play.undo"));
        assert!(wants(&wanted, "play.friend.your_move.fox"));
        assert!(!wants(&wanted, "play.friend.watching"));
        assert!(wants(&wanted, "saved.side.fox"));
        assert!(!wants(&wanted, "saved.backup.export"));
        assert!(texts_of(Page::Analysis(GameId::Hnefatafl)).contains(&"-play.choice"));
    }

    #[test]
    fn pages_without_the_app_hold_no_texts() {
        assert_eq!(page_texts(Locale::el, Page::Home), "");
        assert_eq!(page_texts(Locale::el, Page::Rules(GameId::FoxGeese)), "");
    }
}
