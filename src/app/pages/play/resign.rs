//! "Resign" under the controls, with its confirm step (as My games'
//! delete: the question, "Yes, resign" and "Keep playing", which takes
//! the focus so that a stray Enter resigns nothing), the draw by
//! agreement ("Offer a draw"; a pending offer with "Accept the draw" and
//! "Decline" for the side that answers it), and the line that says a
//! game is rated. Plain closures of type-erased views rather than nested
//! `<Show>`s: the play page is near its size budget.

use crate::app::pages::play::state::PlayState;
use crate::app::pages::play::Computer;
use crate::app::text::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Moves the focus to "Keep playing" once the confirm step is drawn.
fn focus_keep_playing() {
    request_animation_frame(|| {
        let keep = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| {
                d.query_selector("[data-action=cancel-resign]")
                    .ok()
                    .flatten()
            })
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(keep) = keep {
            let _ = keep.focus();
        }
    });
}

/// The resign control and the rated line of the play page.
pub fn resign_control(page: PlayState, computer: Computer) -> impl IntoView {
    let PlayState {
        locale, session, ..
    } = page;
    let asking = RwSignal::new(false);
    let rated = move || {
        session
            .with(|s| s.terms().is_rated() && !s.terms().is_over())
            .then(|| view! { <p class="rated-badge" data-testid="rated-badge">{t!(locale, play.rated_badge)}</p> })
    };
    let control = move || {
        if session.with(|s| s.terms().resigning_side().is_none()) {
            return None;
        }
        Some(if asking.get() {
            view! {
                <div class="resign-confirm" role="group" data-testid="confirm-resign">
                    <p class="confirm-question">{t!(locale, play.resign_confirm)}</p>
                    <button class="button" data-action="confirm-resign"
                        on:click=move |_| {
                            asking.set(false);
                            page.resign(computer);
                        }>{t!(locale, play.resign_yes)}</button>
                    <button class="button secondary" data-action="cancel-resign"
                        on:click=move |_| asking.set(false)>{t!(locale, play.resign_no)}</button>
                </div>
            }
            .into_any()
        } else {
            view! {
                <button class="button secondary resign" data-testid="resign"
                    on:click=move |_| {
                        asking.set(true);
                        focus_keep_playing();
                    }>{t!(locale, play.resign)}</button>
            }
            .into_any()
        })
    };
    view! { {rated} {draw_control(page)} {control} }
}

/// The draw by agreement: the offer button for the side that may offer,
/// the pending offer and, for the side that answers it here, its two
/// answers. Always in the page, hidden when not wanted: cheaper for the
/// play page's code than views made and dropped.
fn draw_control(page: PlayState) -> impl IntoView {
    let PlayState {
        locale, session, ..
    } = page;
    let offering = move || session.with(|s| s.terms().drawing_side().is_some());
    let pending =
        move || session.with(|s| s.terms().draw_offer().is_some() && !s.terms().is_over());
    let answering = move || session.with(|s| s.terms().answering_side().is_some());
    let said = move || match (page.by_link(), answering()) {
        (true, true) => t!(locale, play.offer.from_friend),
        (true, false) => t!(locale, play.offer.sent),
        (false, _) => t!(locale, play.offer.here),
    };
    view! {
        <button class="button secondary" data-testid="offer-draw" hidden=move || !offering()
            on:click=move |_| page.offer_draw()>{t!(locale, play.offer.make)}</button>
        <div class="resign-confirm" role="group" data-testid="draw-offer" hidden=move || !pending()>
            <p class="confirm-question">{said}</p>
            <button class="button" data-action="accept-draw" hidden=move || !answering()
                on:click=move |_| page.answer_draw(true)>{t!(locale, play.offer.accept)}</button>
            <button class="button secondary" data-action="decline-draw" hidden=move || !answering()
                on:click=move |_| page.answer_draw(false)>{t!(locale, play.offer.decline)}</button>
        </div>
    }
}
