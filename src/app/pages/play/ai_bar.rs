//! Under the board when the computer plays a side: what it is doing
//! (thinking, paused, failed), "Pause", and the controls of a watched game
//! (one move, speed).

use super::computer::Computer;
use super::watch_controls::watch_controls;
use crate::app::text::i18n::{t, use_locale};
use crate::app::text::play_text::think_error_text;
use crate::play::{Seat, Session};
use leptos::prelude::*;

/// The computer's status line and controls; nothing when people play both
/// sides, or on a person's turn against the computer.
#[component]
pub fn AiBar(session: RwSignal<Session>, computer: Computer) -> impl IntoView {
    let locale = use_locale();
    let any_computer = move || {
        session.with(|s| {
            s.seats().players().first != Seat::Human || s.seats().players().second != Seat::Human
        })
    };
    let watch = move || session.with(|s| s.seats().is_watch());
    let computer_to_move = move || session.with(|s| s.seats().ai_to_move().is_some());
    let state = move || {
        let locale = locale;
        if let Some(why) = computer.failed.get() {
            let reason = think_error_text(locale, &why);
            Some(("failed", format!("{reason} {}", t!(locale, play.ai.failed))))
        } else if computer.is_thinking() {
            Some(("thinking", t!(locale, play.ai.thinking).to_string()))
        } else if computer.paused.get() && computer_to_move() {
            Some(("paused", t!(locale, play.ai.paused).to_string()))
        } else {
            None
        }
    };
    let paused_or_failed = move || computer.paused.get() || computer.failed.with(Option::is_some);
    // Against a person the bar shows only while the computer has
    // something to say; a watched game always shows its controls.
    let shown = move || any_computer() && (watch() || state().is_some());
    view! {
            <div class="ai-bar" data-testid="ai-bar" hidden=move || !shown()>
                <p class="ai-state" role="status" aria-live="polite">
                    {move || state().map(|(kind, text)| view! {
                        <span class=format!("ai-{kind}") data-testid=kind>
                            <span class="ai-dot" aria-hidden="true"></span>
                            {text}
                        </span>
                    })}
                </p>
                <div class="ai-controls" role="group">
                    <button class="button secondary" data-testid="ai-pause"
                        aria-pressed=move || paused_or_failed().to_string()
                        on:click=move |_| computer.toggle_pause()>
                        {move || if paused_or_failed() { t!(locale, play.ai.resume).into_any() } else { t!(locale, play.ai.pause).into_any() }}
                    </button>
                    {watch_controls(session, computer)}
                </div>
            </div>
    }
}
