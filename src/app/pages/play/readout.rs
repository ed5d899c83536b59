//! What the computer says on the play page: its verdict on a won or lost
//! position, and the hint being searched or found.

use crate::app::pages::play::state::PlayState;
use crate::app::pages::play::Computer;
use crate::app::text::i18n::t;
use crate::app::text::play_text::{forced_text, proved_text};
use leptos::prelude::*;

/// The computer's verdict and hint, under its bar.
pub fn computer_readout(page: PlayState, computer: Computer) -> impl IntoView {
    let PlayState { locale, game, .. } = page;
    let verdict = move || {
        computer
            .live_verdict()
            .map(|v| proved_text(locale, v.proved, forced_text(locale, game, v.result)))
    };
    view! {
        {move || verdict().map(|text| view! { <p class="verdict" data-testid="verdict">{text}</p> })}
        {move || {
            let locale = locale;
            if computer.is_hinting() {
                Some(view! {
                    <p class="hint-text" data-testid="hint-searching">{t!(locale, play.ai.hint_searching)}</p>
                }.into_any())
            } else {
                computer.live_hint().map(|h| view! {
                    <p class="hint-text">
                        <span>{t!(locale, play.ai.hint_move)}</span>" "
                        <strong data-testid="hint-move">{h.notation}</strong>
                    </p>
                }.into_any())
            }
        }}
    }
}
