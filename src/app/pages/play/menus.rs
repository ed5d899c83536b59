//! The start choice's plain menus (the clock, rated or casual) as markup
//! written once, and their values read from the document when a game
//! starts. No reactive bindings and no view per option: the play page's
//! own binary is at its first-load budget, and these menus only say what
//! the next game is.

use leptos::prelude::*;

/// `text` with the characters that markup gives meaning to escaped.
pub fn escape_attr(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A labelled `<select>` with `id` (also its `data-testid`), its options
/// as (value, text), `chosen` selected.
pub fn select_markup(id: &str, label: &str, options: &[(String, String)], chosen: &str) -> String {
    let mut html = format!(
        "<label class=\"choice-field\" for=\"{id}\"><span>{}</span><select id=\"{id}\" data-testid=\"{id}\">",
        escape_attr(label)
    );
    for (value, text) in options {
        let selected = if value == chosen { " selected" } else { "" };
        html.push_str(&format!(
            "<option value=\"{}\"{selected}>{}</option>",
            escape_attr(value),
            escape_attr(text)
        ));
    }
    html.push_str("</select></label>");
    html
}

/// Markup written once into a `<div class=…>`.
pub fn written(class: &'static str, html: String) -> impl IntoView {
    view! { <div class=class inner_html=html></div> }
}

/// The value of the form field `id` in the document (`None` where there
/// is no document: the page written at build time).
pub fn value_of(id: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let field = web_sys::window()?.document()?.get_element_by_id(id)?;
        js_sys::Reflect::get(&field, &"value".into())
            .ok()?
            .as_string()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = id;
        None
    }
}
