//! The table options of Fox and Geese (13, 15 or 17 geese; sideways
//! steps), each with one line on what it does to the balance, under a
//! plain warning that the usual table is hard for the geese. Shown in the
//! start choice.

use super::menus::escape_attr;
use crate::app::text::i18n::{t, Locale};
use crate::engine::Options;
use leptos::prelude::*;

/// What a number of geese does to the balance, in one line.
fn geese_line(locale: Locale, geese: u8) -> &'static str {
    match geese {
        13 => t!(locale, play.table.geese_13),
        15 => t!(locale, play.table.geese_15),
        _ => t!(locale, play.table.geese_17),
    }
}

/// The options as a form, written once as markup: `options` is the table
/// shown (the inputs follow it), `on_change` hears every change; `prefix`
/// starts the names and test ids of its inputs (`"choice-"`).
pub fn table_options(
    locale: Locale,
    prefix: &'static str,
    options: Signal<Options>,
    on_change: Callback<Options>,
) -> impl IntoView {
    let shown = options.get_untracked();
    let geese_choice = |n: u8| {
        let checked = if shown.geese == n { " checked" } else { "" };
        format!(
            r#"<label class="choice table-choice"><input type="radio" name="{prefix}geese" value="{n}" data-testid="{prefix}geese-{n}"{checked}><span><strong>{n}</strong> · {}</span></label>"#,
            escape_attr(geese_line(locale, n))
        )
    };
    let markup = format!(
        r#"<p class="table-balance" data-testid="{prefix}table-balance">{}</p><fieldset class="field table-field"><legend>{}</legend><div class="table-choices">{} {} {}</div></fieldset><label class="check table-choice"><input type="checkbox" data-testid="{prefix}sideways"{}><span><strong>{}</strong> · {}</span></label>"#,
        escape_attr(t!(locale, play.table.balance)),
        escape_attr(t!(locale, play.table.geese)),
        geese_choice(13),
        geese_choice(15),
        geese_choice(17),
        if shown.sideways { " checked" } else { "" },
        escape_attr(t!(locale, play.table.sideways_label)),
        escape_attr(t!(locale, play.table.sideways)),
    );
    let form = NodeRef::<leptos::html::Div>::new();
    // The inputs follow the table shown (a new game, a saved one).
    Effect::new(move |_| {
        let Options { geese, sideways } = options.get();
        let Some(form) = form.get() else { return };
        for n in [13u8, 15, 17] {
            set_checked(&form, &format!("{prefix}geese-{n}"), geese == n);
        }
        set_checked(&form, &format!("{prefix}sideways"), sideways);
    });
    let on_input = move |_| {
        let Some(form) = form.get_untracked() else {
            return;
        };
        let geese = [13u8, 15, 17]
            .into_iter()
            .find(|n| is_checked(&form, &format!("{prefix}geese-{n}")))
            .unwrap_or(13);
        let sideways = is_checked(&form, &format!("{prefix}sideways"));
        on_change.run(Options { geese, sideways });
    };
    view! { <div node_ref=form inner_html=markup on:change=on_input></div> }
}

/// The input of `form` with `data-testid` `id`.
fn input_of(form: &web_sys::HtmlDivElement, id: &str) -> Option<web_sys::HtmlInputElement> {
    let found = form.query_selector(&format!("[data-testid={id}]")).ok()??;
    wasm_bindgen::JsCast::dyn_into(found).ok()
}

fn set_checked(form: &web_sys::HtmlDivElement, id: &str, checked: bool) {
    if let Some(input) = input_of(form, id) {
        input.set_checked(checked);
    }
}

fn is_checked(form: &web_sys::HtmlDivElement, id: &str) -> bool {
    input_of(form, id).is_some_and(|input| input.checked())
}
