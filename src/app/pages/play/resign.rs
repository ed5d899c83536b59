//! "Resign" under the controls, with its confirm step (as My games'
//! delete: the question, "Yes, resign" and "Keep playing", which takes
//! the focus so that a stray Enter resigns nothing), and the line that
//! says a game is rated.

use crate::app::pages::play::state::PlayState;
use crate::app::pages::play::Computer;
use crate::app::text::i18n::t;
use leptos::prelude::*;

/// The resign control and the rated line of the play page.
#[component]
pub fn ResignControl(page: PlayState, computer: Computer) -> impl IntoView {
    let PlayState {
        locale, session, ..
    } = page;
    let asking = RwSignal::new(false);
    let can_resign = move || session.with(|s| s.resigning_side().is_some());
    let rated = move || session.with(|s| s.is_rated() && !s.is_over());
    let keep_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = keep_ref.get() {
            let _ = button.focus();
        }
    });
    view! {
        <Show when=rated>
            <p class="rated-badge" data-testid="rated-badge">{t!(locale, play.rated_badge)}</p>
        </Show>
        <Show when=can_resign>
            <Show
                when=move || asking.get()
                fallback=move || view! {
                    <button class="button secondary resign" data-testid="resign"
                        on:click=move |_| asking.set(true)>{t!(locale, play.resign)}</button>
                }
            >
                <div class="resign-confirm" role="group" data-testid="confirm-resign">
                    <p class="confirm-question">{t!(locale, play.resign_confirm)}</p>
                    <button class="button" data-action="confirm-resign"
                        on:click=move |_| {
                            asking.set(false);
                            page.resign(computer);
                        }>{t!(locale, play.resign_yes)}</button>
                    <button class="button secondary" data-action="cancel-resign" node_ref=keep_ref
                        on:click=move |_| asking.set(false)>{t!(locale, play.resign_no)}</button>
                </div>
            </Show>
        </Show>
    }
}
