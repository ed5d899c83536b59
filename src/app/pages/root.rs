//! `/`: sends the visitor to the home page in their language.

use crate::site;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;

/// The language stored by an earlier visit, if any.
fn stored_lang() -> Option<String> {
    use gloo_storage::Storage;
    gloo_storage::LocalStorage::get::<String>(site::LANG_STORAGE_KEY).ok()
}

/// The browser's preferred languages (`navigator.languages`).
fn browser_langs() -> Vec<String> {
    let navigator = window().navigator();
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

/// Redirects `/` to `/<lang>/` (stored choice, else browser, else English),
/// replacing the history entry so Back does not bounce.
#[component]
pub fn RootRedirect() -> impl IntoView {
    let stored = stored_lang();
    let preferred = browser_langs();
    let lang = site::pick_lang(stored.as_deref(), preferred.iter().map(String::as_str));
    let navigate = use_navigate();
    Effect::new(move |_| {
        navigate(
            &site::home_path(lang),
            NavigateOptions {
                replace: true,
                ..Default::default()
            },
        );
    });
}
