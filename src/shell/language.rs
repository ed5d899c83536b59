//! The language of the site: remembered from every page visited, and used
//! at `/` (else the browser's preferred languages, else English); and the
//! language links keep the whole address (the analysis in `?a=`, any
//! query and hash), not only the page.

use crate::site::{self, LANG_STORAGE_KEY};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

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

/// Makes every language link lead to the same address in its language:
/// at the moment of the click (the app may have changed the query since
/// the page was written), the link takes the query and hash of the page.
pub fn keep_address_on_switch(window: &web_sys::Window) {
    let Some(document) = window.document() else {
        return;
    };
    let on_click = Closure::<dyn Fn(web_sys::Event)>::new(|event: web_sys::Event| {
        let link = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest(".lang-switcher a.lang").ok().flatten());
        let (Some(link), Some(location)) = (link, web_sys::window().map(|w| w.location())) else {
            return;
        };
        let search = location.search().unwrap_or_default();
        let hash = location.hash().unwrap_or_default();
        if let Some(href) = link.get_attribute("href") {
            let _ = link.set_attribute("href", &site::with_address(&href, &search, &hash));
        }
    });
    let _ = document.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
}
