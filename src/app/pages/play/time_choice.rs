//! The clock menu of a new game: untimed (the default), the offered
//! Fischer controls (1+0 … 30+20), days per move, or a custom number of
//! minutes and seconds a move. The choice is a control's label
//! (`TimeControl::label`), read back checked.

use crate::app::text::i18n::{t, Locale};
use crate::play::clock::{TimeControl, MAX_BASE_S, MAX_INCREMENT_S};
use leptos::prelude::*;

/// The menu's value for "untimed" and for "custom".
const UNTIMED: &str = "";
const CUSTOM: &str = "custom";

/// What the menu and the custom fields hold.
#[derive(Clone, Copy)]
pub struct TimeChoice {
    chosen: RwSignal<String>,
    minutes: RwSignal<String>,
    increment: RwSignal<String>,
}

impl TimeChoice {
    /// Starts as `current` (a new game keeps the last game's control).
    pub fn new(current: Option<TimeControl>) -> TimeChoice {
        TimeChoice {
            chosen: RwSignal::new(current.map_or(String::new(), |c| c.label())),
            minutes: RwSignal::new("5".into()),
            increment: RwSignal::new("5".into()),
        }
    }

    /// The control chosen: `None` untimed, or when the custom numbers are
    /// out of range (the fields say their range).
    pub fn control(&self) -> Option<TimeControl> {
        let chosen = self.chosen.get_untracked();
        let label = match chosen.as_str() {
            UNTIMED => return None,
            CUSTOM => format!(
                "{}+{}",
                self.minutes.get_untracked().trim(),
                self.increment.get_untracked().trim()
            ),
            _ => chosen,
        };
        TimeControl::from_label(&label).ok()
    }
}

/// The menu (and, for "custom", its two number fields); `id` tells the
/// start choice's menu from the dialog's.
pub fn time_menu(locale: Locale, id: &'static str, choice: TimeChoice) -> impl IntoView {
    let option = move |value: String, text: String| {
        let selected = value.clone();
        view! {
            <option value=value selected=move || choice.chosen.with(|c| *c == selected)>{text}</option>
        }
    };
    let fischer = TimeControl::OFFERED.map(|c| option(c.label(), c.label()));
    let days = TimeControl::DAYS_PRESETS.map(|c| {
        let n = match c {
            TimeControl::DaysPerMove { days } => days,
            TimeControl::Fischer { .. } => 0,
        };
        let text = match n {
            1 => t!(locale, play.clock.one_day).to_string(),
            n => t!(locale, play.clock.days, n = &n.to_string()),
        };
        option(c.label(), text)
    });
    let custom = move || {
        choice.chosen.with(|c| c == CUSTOM).then(|| {
            view! {
                <span class="choice-custom">
                    <input type="number" min="1" max=(MAX_BASE_S / 60).to_string() data-testid="clock-minutes"
                        aria-label=t!(locale, play.clock.minutes)
                        prop:value=move || choice.minutes.get()
                        on:change=move |ev| choice.minutes.set(event_target_value(&ev)) />
                    "+"
                    <input type="number" min="0" max=MAX_INCREMENT_S.to_string() data-testid="clock-increment"
                        aria-label=t!(locale, play.clock.increment)
                        prop:value=move || choice.increment.get()
                        on:change=move |ev| choice.increment.set(event_target_value(&ev)) />
                </span>
            }
        })
    };
    view! {
        <label class="choice-field" for=id>
            <span>{t!(locale, play.clock.label)}</span>
            <select id=id data-testid=id on:change=move |ev| choice.chosen.set(event_target_value(&ev))>
                {option(UNTIMED.into(), t!(locale, play.clock.untimed).into())}
                {fischer}
                {days}
                {option(CUSTOM.into(), t!(locale, play.clock.custom).into())}
            </select>
        </label>
        {custom}
    }
}
