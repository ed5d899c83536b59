//! The controls of a watched game, computer against computer, under the
//! board of the full page: one move while paused, and the speed.

use super::computer::{Computer, Speed};
use crate::app::text::i18n::{t, use_locale};
use crate::play::Session;
use leptos::prelude::*;

/// The controls of a watched game, computer against computer (which the
/// full page's dialog starts): one move while paused, and the speed.
pub fn watch_controls(session: RwSignal<Session>, computer: Computer) -> impl IntoView {
    let locale = use_locale();
    let watch = move || session.with(|s| s.seats().is_watch());
    let computer_to_move = move || session.with(|s| s.seats().ai_to_move().is_some());
    let paused_or_failed = move || computer.paused.get() || computer.failed.with(Option::is_some);
    let speed_label = move |speed: Speed| {
        let locale = locale;
        match speed {
            Speed::Slow => t!(locale, play.ai.speed_slow),
            Speed::Normal => t!(locale, play.ai.speed_normal),
            Speed::Fast => t!(locale, play.ai.speed_fast),
        }
    };
    view! {
        <Show when=move || watch() && paused_or_failed()>
            <button class="button secondary" data-testid="ai-step"
                disabled=move || !computer_to_move() || computer.is_thinking()
                on:click=move |_| computer.step_once()>{t!(locale, play.ai.step)}</button>
        </Show>
        <Show when=watch>
            <label class="ai-speed">
                <span>{t!(locale, play.ai.speed)}</span>
                <select data-testid="ai-speed"
                    prop:value=move || computer.speed.get().as_str()
                    on:change=move |ev| computer.speed.set(Speed::parse(&event_target_value(&ev)))>
                    {Speed::ALL.into_iter().map(|speed| view! {
                        <option value=speed.as_str() selected=move || computer.speed.get() == speed>
                            {move || speed_label(speed)}
                        </option>
                    }).collect_view()}
                </select>
            </label>
        </Show>
    }
}
