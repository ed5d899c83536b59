//! A host answers every unknown address with the one `404.html` it has,
//! written in English. When the address names another language
//! (`/fr/nulle-part`), the page of that language (`/fr/404.html`, written
//! at build time like every page) takes its place, without changing the
//! address.

use crate::site::href;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DomParser, Response, SupportedType, Window};

/// Shows the not-found page in `lang` if the page shown is in another.
pub fn speak(window: &Window, lang: &str) {
    let Some(document) = window.document() else {
        return;
    };
    let shown = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .unwrap_or_default();
    if shown == lang {
        return;
    }
    let text = Closure::<dyn FnMut(JsValue)>::new(|response: JsValue| {
        if let Some(text) = response
            .dyn_into::<Response>()
            .ok()
            .filter(Response::ok)
            .and_then(|r| r.text().ok())
        {
            let show = Closure::<dyn FnMut(JsValue)>::new(|html: JsValue| {
                if let Some(html) = html.as_string() {
                    replace(&html);
                }
            });
            let _ = text.then(&show);
            show.forget();
        }
    });
    let _ = window
        .fetch_with_str(&href(&format!("/{lang}/404.html")))
        .then(&text);
    // Runs at most once, for the life of the page.
    text.forget();
}

/// Puts the language, title and body of the document `html` in place of
/// the current ones.
fn replace(html: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(parsed) =
        DomParser::new().and_then(|p| p.parse_from_string(html, SupportedType::TextHtml))
    else {
        return;
    };
    let (Some(body), Some(current)) = (parsed.body(), document.body()) else {
        return;
    };
    if let (Some(root), Some(lang)) = (
        document.document_element(),
        parsed
            .document_element()
            .and_then(|e| e.get_attribute("lang")),
    ) {
        let _ = root.set_attribute("lang", &lang);
    }
    document.set_title(&parsed.title());
    let _ = current.replace_with_with_node_1(&body);
}
