//! The controls of a watched game, computer against computer, under the
//! board: one move while paused, and the speed.

use super::computer::{Computer, Speed};
use super::menus::labelled_select;
use crate::app::text::i18n::{t, use_locale};
use crate::play::Session;
use leptos::prelude::*;

/// The controls of a watched game, computer against computer (which the
/// start choice's More choices… starts): one move while paused, and the
/// speed.
pub fn watch_controls(session: RwSignal<Session>, computer: Computer) -> impl IntoView {
    let locale = use_locale();
    let watch = move || session.with(|s| s.seats().is_watch());
    let computer_to_move = move || session.with(|s| s.seats().ai_to_move().is_some());
    let paused_or_failed = move || computer.paused.get() || computer.failed.with(Option::is_some);
    // The speed menu is markup (`menus`), written once: only it changes
    // the speed.
    let speed_menu = {
        let speeds: Vec<_> = Speed::ALL
            .into_iter()
            .map(|speed| {
                let label = match speed {
                    Speed::Slow => t!(locale, play.ai.speed_slow),
                    Speed::Normal => t!(locale, play.ai.speed_normal),
                    Speed::Fast => t!(locale, play.ai.speed_fast),
                };
                (speed.as_str().to_string(), label.to_string())
            })
            .collect();
        let chosen = computer.speed.get_untracked().as_str();
        labelled_select(
            "ai-speed",
            "ai-speed",
            t!(locale, play.ai.speed),
            &speeds,
            chosen,
        )
    };
    view! {
            <button class="button secondary" data-testid="ai-step"
                hidden=move || !watch() || !paused_or_failed()
                disabled=move || !computer_to_move() || computer.is_thinking()
                on:click=move |_| computer.step_once()>{t!(locale, play.ai.step)}</button>
            <span class="ai-speed-choice" hidden=move || !watch() inner_html=speed_menu
                on:change=move |ev| computer.speed.set(Speed::parse(&event_target_value(&ev)))></span>
    }
}
