//! The screen-reader mode's switch in every page's header: remembered in
//! local storage, marked on the document (`data-screen-reader="on"`) for
//! the app and the styles, and said by the button's pressed state. The
//! boards are drawn for the mode when they start, so switching it on a
//! page with a board reloads that page, the focus coming back to the
//! switch.

use crate::site::SCREEN_READER_KEY;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The session flag that puts the focus back on the switch after a reload.
const REFOCUS_KEY: &str = "tafl.screen-reader-refocus";

/// Marks the page with the remembered mode and wires the switch.
pub fn start(window: &web_sys::Window) {
    let Some(document) = window.document() else {
        return;
    };
    let storage = window.local_storage().ok().flatten();
    let on = storage
        .as_ref()
        .and_then(|s| s.get_item(SCREEN_READER_KEY).ok().flatten())
        .is_some_and(|v| v == "on");
    show(&document, on);
    let Ok(Some(switch)) = document.query_selector("[data-testid=screen-reader]") else {
        return;
    };
    if let Ok(Some(session)) = window.session_storage() {
        if session.get_item(REFOCUS_KEY).ok().flatten().is_some() {
            let _ = session.remove_item(REFOCUS_KEY);
            if let Some(button) = switch.dyn_ref::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        }
    }
    let on_click = Closure::<dyn Fn()>::new(toggle);
    let _ = switch.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
}

/// Sets the document's mark and the switch's pressed state.
fn show(document: &web_sys::Document, on: bool) {
    if let Some(root) = document.document_element() {
        let _ = match on {
            true => root.set_attribute("data-screen-reader", "on"),
            false => root.remove_attribute("data-screen-reader"),
        };
    }
    if let Ok(Some(switch)) = document.query_selector("[data-testid=screen-reader]") {
        let _ = switch.set_attribute("aria-pressed", if on { "true" } else { "false" });
    }
}

/// Turns the mode over, remembers it, and reloads a page with a board.
fn toggle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let on = document
        .document_element()
        .is_some_and(|root| root.has_attribute("data-screen-reader"));
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(SCREEN_READER_KEY, if on { "off" } else { "on" });
    }
    show(&document, !on);
    let has_board = document
        .query_selector("[data-testid=board]")
        .ok()
        .flatten()
        .is_some();
    if has_board {
        if let Ok(Some(session)) = window.session_storage() {
            let _ = session.set_item(REFOCUS_KEY, "1");
        }
        let _ = window.location().reload();
    }
}
