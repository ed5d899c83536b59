//! The page texts in the browser: a page that starts the app holds, in
//! its own language only, the texts its wasm shows (a JSON array written
//! at build time into `<script type="application/json" id="tafl-texts">`,
//! numbered as `build/locales.rs` numbers them), so no wasm carries three
//! languages. [`install_from_page`] reads them once before the app
//! renders; the generated text functions then look their number up here.

#![cfg_attr(test, allow(dead_code))]

use super::i18n::TEXTS_ID;
use crate::json;
use std::sync::OnceLock;

static TABLE: OnceLock<Vec<&'static str>> = OnceLock::new();

/// Reads the page's texts; `false` when the page has none or they do not
/// read (the app then shows empty texts rather than stopping).
pub fn install_from_page() -> bool {
    let text = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(TEXTS_ID))
        .and_then(|e| e.text_content());
    text.is_some_and(|text| install(&text))
}

/// Installs `text` (a JSON array of strings) as the page's texts, once:
/// they live as long as the page, as compiled texts would.
pub fn install(text: &str) -> bool {
    let Ok(texts) = json::from_text::<Vec<String>>(text) else {
        return false;
    };
    let table = texts
        .into_iter()
        .map(|t| &*Box::leak(t.into_boxed_str()))
        .collect();
    TABLE.set(table).is_ok()
}

/// The text numbered `id`; empty when the page does not hold it, which
/// marks the page (`data-missing-text` on `<html>`, read by the e2e
/// tests): no translation is empty, so a page that leaves a text out of
/// its table (`src/app/render/texts.rs`) is found.
pub fn text(id: usize) -> &'static str {
    let found = TABLE
        .get()
        .and_then(|table| table.get(id))
        .copied()
        .unwrap_or("");
    if found.is_empty() {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("data-missing-text", &id.to_string());
        }
    }
    found
}

/// The plural forms of the text numbered `id`, in its language's order.
pub fn forms(id: usize) -> Vec<&'static str> {
    text(id).split(super::i18n::texts::FORM_SEPARATOR).collect()
}
