//! The table options of Fox and Geese (13, 15 or 17 geese; sideways
//! steps), each with one line on what it does to the balance, under a
//! plain warning that the usual table is hard for the geese. Shown in the
//! start choice and in the new-game dialog.

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

/// The options as a form: `options` is the table shown, `on_change`
/// hears every change; `prefix` keeps the names and test ids of two forms
/// on one page apart (`""` in the dialog, `"choice-"` in the start choice).
pub fn table_options(
    locale: Locale,
    prefix: &'static str,
    options: Signal<Options>,
    on_change: Callback<Options>,
) -> impl IntoView {
    let geese_choice = move |n: u8| {
        view! {
            <label class="choice table-choice">
                <input
                    type="radio"
                    name=format!("{prefix}geese")
                    value=n.to_string()
                    data-testid=format!("{prefix}geese-{n}")
                    prop:checked=move || options.get().geese == n
                    on:change=move |_| on_change.run(Options { geese: n, ..options.get_untracked() })
                />
                <span><strong>{n}</strong>" · "{geese_line(locale, n)}</span>
            </label>
        }
    };
    view! {
        <p class="table-balance" data-testid=format!("{prefix}table-balance")>
            {t!(locale, play.table.balance)}
        </p>
        <fieldset class="field table-field">
            <legend>{t!(locale, play.table.geese)}</legend>
            <div class="table-choices">{geese_choice(13)} {geese_choice(15)} {geese_choice(17)}</div>
        </fieldset>
        <label class="check table-choice">
            <input
                type="checkbox"
                data-testid=format!("{prefix}sideways")
                prop:checked=move || options.get().sideways
                on:change=move |ev| {
                    let sideways = event_target_checked(&ev);
                    on_change.run(Options { sideways, ..options.get_untracked() })
                }
            />
            <span><strong>{t!(locale, play.table.sideways_label)}</strong>" · "{t!(locale, play.table.sideways)}</span>
        </label>
    }
}
