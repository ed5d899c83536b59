//! The language of the site: remembered from every page visited, and used
//! at `/` (else the browser's preferred languages, else English).

use crate::site::{self, LANG_STORAGE_KEY};

/// The stored choice is kept as a JSON string (`"fr"`), as the app has
/// always written it.
fn stored(window: &web_sys::Window) -> Option<String> {
    let text = window
        .local_storage()
        .ok()??
        .get_item(LANG_STORAGE_KEY)
        .ok()??;
    Some(text.trim_matches('"').to_string())
}

/// Remembers `lang` for the next visit to `/` (quietly nothing when
/// storage is unavailable).
pub fn remember(window: &web_sys::Window, lang: &str) {
    if stored(window).as_deref() == Some(lang) {
        return;
    }
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(LANG_STORAGE_KEY, &format!("\"{lang}\""));
    }
}

/// The browser's preferred languages (`navigator.languages`).
fn browser_langs(window: &web_sys::Window) -> Vec<String> {
    let navigator = window.navigator();
    let list: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        list
    }
}

/// Sends `/` on to the home page in the visitor's language, replacing the
/// history entry so that Back does not bounce.
pub fn go_home(window: &web_sys::Window) {
    let stored = stored(window);
    let preferred = browser_langs(window);
    let lang = site::pick_lang(stored.as_deref(), preferred.iter().map(String::as_str));
    let _ = window
        .location()
        .replace(&site::href(&site::home_path(lang)));
}
