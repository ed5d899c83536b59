//! The clock menu of a new game: untimed (the default), the offered
//! Fischer controls (1+0 … 30+20), days per move, or a custom number of
//! minutes and seconds a move. The choice is a control's label
//! (`TimeControl::label`), read back checked when the game starts.
//!
//! Written once as plain markup ([`super::menus`]); the stylesheet shows
//! the custom fields while "custom" is chosen.

use super::menus::{escape_attr, select_markup, value_of, written};
use crate::app::text::i18n::{t, Locale};
use crate::clock::{TimeControl, MAX_BASE_S, MAX_INCREMENT_S};
use leptos::prelude::*;

/// The menu's value for "custom" ("untimed" is the empty value).
const CUSTOM: &str = "custom";

/// The control chosen in the menu `id`: `None` untimed, or when the
/// custom numbers are out of range (the fields say their range).
pub fn chosen_control(id: &str) -> Option<TimeControl> {
    let chosen = value_of(id)?;
    let label = match chosen.as_str() {
        CUSTOM => format!(
            "{}+{}",
            value_of(&format!("{id}-minutes"))?.trim(),
            value_of(&format!("{id}-increment"))?.trim()
        ),
        _ => chosen,
    };
    TimeControl::from_label(&label).ok()
}

/// The menu `id` (and its two custom fields), `current` chosen.
pub fn time_menu(locale: Locale, id: &'static str, current: Option<TimeControl>) -> impl IntoView {
    let mut options = vec![(String::new(), t!(locale, play.clock.untimed).to_string())];
    options.extend(TimeControl::OFFERED.map(|c| (c.label(), c.label())));
    options.extend(TimeControl::DAYS_PRESETS.map(|c| {
        let text = match c {
            TimeControl::DaysPerMove { days: 1 } => t!(locale, play.clock.one_day).to_string(),
            TimeControl::DaysPerMove { days } => {
                t!(locale, play.clock.days, n = &days.to_string())
            }
            TimeControl::Fischer { .. } => c.label(),
        };
        (c.label(), text)
    }));
    options.push((CUSTOM.into(), t!(locale, play.clock.custom).to_string()));
    let chosen = current.map_or(String::new(), |c| c.label());
    let field = |suffix: &str, min: u32, max: u32, label: &str| {
        format!(
            "<input id=\"{id}-{suffix}\" data-testid=\"{id}-{suffix}\" type=\"number\" min=\"{min}\" max=\"{max}\" value=\"5\" aria-label=\"{}\">",
            escape_attr(label)
        )
    };
    let html = format!(
        "{}<span class=\"choice-custom\">{}+{}</span>",
        select_markup(id, t!(locale, play.clock.label), &options, &chosen),
        field(
            "minutes",
            1,
            MAX_BASE_S / 60,
            t!(locale, play.clock.minutes)
        ),
        field(
            "increment",
            0,
            MAX_INCREMENT_S,
            t!(locale, play.clock.increment)
        ),
    );
    written("time-choice", html)
}
