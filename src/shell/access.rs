//! The screen-reader mode's switch in every page's header: remembered in
//! local storage, marked on the document (`data-screen-reader="on"`) for
//! the app and the styles, and said by the button's pressed state. The
//! pages with a board have a binary of their own for the mode (named by
//! `<meta name="tafl-access">`, loaded by web/boot.js in place of the
//! page's own when the mode is on), so switching it there reloads the
//! page, the focus coming back to the switch.

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

/// Turns the mode over, remembers it, and reloads a page whose binary
/// depends on it.
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
    let has_access_binary = document
        .query_selector("meta[name=tafl-access]")
        .ok()
        .flatten()
        .is_some();
    if has_access_binary {
        if let Ok(Some(session)) = window.session_storage() {
            let _ = session.set_item(REFOCUS_KEY, "1");
        }
        let _ = window.location().reload();
    }
}
