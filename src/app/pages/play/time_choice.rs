//! The clock menu of a new game: untimed (the default), the offered
//! Fischer controls (1+0 … 30+20), days per move, or a custom number of
//! minutes and seconds a move. The choice is a control's label
//! (`TimeControl::label`), read back checked.
//!
//! Lean on purpose (the play page's first load is at its budget): static
//! markup whose changes are noted in stored values, and the custom fields
//! shown by the stylesheet when "custom" is chosen.

use crate::app::text::i18n::{t, Locale};
use crate::play::clock::{TimeControl, MAX_BASE_S, MAX_INCREMENT_S};
use leptos::prelude::*;

/// The menu's value for "custom" ("untimed" is the empty value).
const CUSTOM: &str = "custom";

/// What the menu and the custom fields hold.
#[derive(Clone, Copy)]
pub struct TimeChoice {
    chosen: StoredValue<String>,
    minutes: StoredValue<String>,
    increment: StoredValue<String>,
}

impl TimeChoice {
    /// Starts as `current` (a new game keeps the last game's control).
    pub fn new(current: Option<TimeControl>) -> TimeChoice {
        TimeChoice {
            chosen: StoredValue::new(current.map_or(String::new(), |c| c.label())),
            minutes: StoredValue::new("5".into()),
            increment: StoredValue::new("5".into()),
        }
    }

    /// The control chosen: `None` untimed, or when the custom numbers are
    /// out of range (the fields say their range).
    pub fn control(&self) -> Option<TimeControl> {
        let chosen = self.chosen.get_value();
        let label = match chosen.as_str() {
            CUSTOM => format!(
                "{}+{}",
                self.minutes.get_value().trim(),
                self.increment.get_value().trim()
            ),
            _ => chosen,
        };
        TimeControl::from_label(&label).ok()
    }
}

/// The menu (and, for "custom", its two number fields); `id` tells the
/// start choice's menu from the dialog's.
pub fn time_menu(locale: Locale, id: &'static str, choice: TimeChoice) -> impl IntoView {
    let current = choice.chosen.get_value();
    let option = |value: String, text: String| {
        let selected = value == current;
        view! { <option value=value selected=selected>{text}</option> }
    };
    let mut options = vec![option(String::new(), t!(locale, play.clock.untimed).into())];
    options.extend(TimeControl::OFFERED.map(|c| option(c.label(), c.label())));
    options.extend(TimeControl::DAYS_PRESETS.map(|c| {
        let text = match c {
            TimeControl::DaysPerMove { days: 1 } => t!(locale, play.clock.one_day).to_string(),
            TimeControl::DaysPerMove { days } => {
                t!(locale, play.clock.days, n = &days.to_string())
            }
            TimeControl::Fischer { .. } => c.label(),
        };
        option(c.label(), text)
    }));
    options.push(option(CUSTOM.into(), t!(locale, play.clock.custom).into()));
    let noted = |value: StoredValue<String>| {
        move |ev: leptos::ev::Event| value.set_value(event_target_value(&ev))
    };
    view! {
        <div class="time-choice">
            <label class="choice-field" for=id>
                <span>{t!(locale, play.clock.label)}</span>
                <select id=id data-testid=id on:change=noted(choice.chosen)>{options}</select>
            </label>
            <span class="choice-custom">
                <input type="number" min="1" max=(MAX_BASE_S / 60).to_string() value="5"
                    data-testid="clock-minutes" aria-label=t!(locale, play.clock.minutes)
                    on:change=noted(choice.minutes) />
                "+"
                <input type="number" min="0" max=MAX_INCREMENT_S.to_string() value="5"
                    data-testid="clock-increment" aria-label=t!(locale, play.clock.increment)
                    on:change=noted(choice.increment) />
            </span>
        </div>
    }
}
