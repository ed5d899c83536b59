//! The app in the browser: finds which page this is from its address and,
//! for the pages that react to the player, renders the main region from
//! the player's own state in place of the one written at build time.

use super::play::keeping::{self, Opening};
use super::{browser, locale_of, storage, GamesPage, InLocale, PlayPage, BASE, MAIN_ID};
use crate::engine::GameId;
use crate::site::{self, Page};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Starts the page's app, if it has one. On any other page, or when the
/// page is not as expected, it leaves the page as written.
pub fn start() {
    let (path, query) = browser::location();
    let (Some(lang), page) = site::route_of(site::strip_base(BASE, &path)) else {
        return;
    };
    let Some(locale) = locale_of(lang) else {
        return;
    };
    match page {
        Page::Play(game) => {
            let Some(opening) = open_game(game, &query, &path) else {
                return;
            };
            mount(move || {
                view! { <InLocale locale=locale><PlayPage game=game opening=opening /></InLocale> }
            });
        }
        Page::Games => {
            let listing = storage::list();
            mount(move || {
                view! { <InLocale locale=locale><GamesPage listing=Some(listing) /></InLocale> }
            });
        }
        _ => {}
    }
}

/// The play page's game: a shared link (`?g=`), a save (`?id=`), this
/// tab's game, or a new one. A link or save id once read is taken off the
/// address, so a reload does not open it again.
fn open_game(game: GameId, query: &str, path: &str) -> Option<Opening> {
    let code = site::query_param(query, "g");
    let id = site::query_param(query, "id");
    let opening = keeping::open(game, code.as_deref(), id.as_deref())?;
    if code.is_some() || id.is_some() {
        browser::replace_address(path);
    }
    Some(opening)
}

/// Renders `page` into the main region in place of what was written
/// there, in one go (the browser paints only the new content), and marks
/// the document as started (`data-app="ready"`, for tests and styles).
fn mount<V: IntoView + 'static>(page: impl FnOnce() -> V + Send + 'static) {
    let document = document();
    let Some(main) = document
        .get_element_by_id(MAIN_ID)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    main.set_inner_html("");
    leptos::mount::mount_to(main, move || page()).forget();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-app", "ready");
    }
}
