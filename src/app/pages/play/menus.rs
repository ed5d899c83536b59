//! The new game's plain menus (side, level, seats, the clock, rated or
//! casual) as markup, and their values read from the document when a game
//! starts. No reactive bindings and no view per option: the play page is
//! at its first-load budget, and these menus only say what the next game
//! is.

pub use crate::pictures::markup::escape as escape_attr;
use leptos::prelude::*;

/// A labelled `<select>` of the start choice with `id` (also its
/// `data-testid`), its options as (value, text), `chosen` selected.
pub fn select_markup(id: &str, label: &str, options: &[(String, String)], chosen: &str) -> String {
    labelled_select("choice-field", id, label, options, chosen)
}

/// A `<select>` in a `<label class=…>`, as [`select_markup`].
pub fn labelled_select(
    class: &str,
    id: &str,
    label: &str,
    options: &[(String, String)],
    chosen: &str,
) -> String {
    let mut html = format!(
        "<label class=\"{class}\" for=\"{id}\"><span>{}</span><select id=\"{id}\" data-testid=\"{id}\">",
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
