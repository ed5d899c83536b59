//! The start choice's clock and rated menus, behind its "More choices…".

use super::menus::{select_markup, value_of, written};
use super::time_choice::{chosen_control, time_menu};
use crate::app::text::i18n::{t, Locale};
use crate::clock::TimeControl;
use leptos::prelude::*;

/// The clock menu, `clock` chosen.
pub(crate) fn clock_menu(locale: Locale, clock: Option<TimeControl>) -> AnyView {
    view! { <div class="choice-clock">{time_menu(locale, "choice-clock", clock)}</div> }.into_any()
}

/// Whether "Rated" is chosen for the game against the computer, and the
/// time control chosen.
pub(crate) fn chosen_terms() -> (bool, Option<TimeControl>) {
    (
        value_of("choice-rated").as_deref() == Some("rated"),
        chosen_control("choice-clock"),
    )
}

/// Rated or casual, for the game against the computer (casual unless
/// the current game is rated).
pub(crate) fn rated_menu(locale: Locale, rated: bool) -> AnyView {
    let options = [
        (
            "casual".to_string(),
            t!(locale, play.choice.casual).to_string(),
        ),
        (
            "rated".to_string(),
            t!(locale, play.choice.rated).to_string(),
        ),
    ];
    let chosen = if rated { "rated" } else { "casual" };
    written(
        "choice-rated",
        select_markup(
            "choice-rated",
            t!(locale, play.choice.rating),
            &options,
            chosen,
        ),
    )
    .into_any()
}
