//! The site script of every page (the `site` binary, a few kilobytes of
//! WebAssembly): what the written pages need besides their HTML. It sends
//! `/` on to the home page in the visitor's language, remembers the
//! language of the pages visited, makes the language links keep the
//! whole address, shows an unknown address's not-found
//! page in the address's language, and installs the service worker for
//! offline play once the page has loaded, showing the "new version"
//! banner when an update waits; and it keeps the screen-reader mode's
//! switch ([`access`]). It uses the browser's own API only, no
//! framework, so that it loads at once even on a slow phone.

mod access;
mod language;
mod not_found;
mod offline;

use crate::site::{self, Page, BASE};

/// Runs the site script on the current page.
pub fn start() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    match site::route_of(site::strip_base(BASE, &path)) {
        (_, Page::Root) => language::go_home(&window),
        (lang, page) => {
            if let (Some(lang), Page::NotFound) = (lang, page) {
                not_found::speak(&window, lang);
            }
            on_page(&window, lang);
        }
    }
    mark_ready(&window);
}

/// The site script's work on a page that runs its own app (the play page,
/// the analysis board, My games): never `/` or an unknown address, so the
/// app's binary leaves the rest of the site script out.
pub fn start_on_app_page() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let (lang, _) = site::route_of(site::strip_base(BASE, &path));
    on_page(&window, lang);
    mark_ready(&window);
}

/// What every page in a language needs: the language links keep the
/// address, the language is remembered, the screen-reader switch, offline.
fn on_page(window: &web_sys::Window, lang: Option<&str>) {
    language::keep_address_on_switch(window);
    if let Some(lang) = lang {
        language::remember(window, lang);
    }
    access::start(window);
    offline::install_after_load(window);
}

/// For tests and the load benchmark: the site script has run.
fn mark_ready(window: &web_sys::Window) {
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-site", "ready");
    }
}
