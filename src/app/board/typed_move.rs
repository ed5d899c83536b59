//! The typed-move box under the board of the play page and the analysis
//! board, in every mode: a move in the game's notation (`d1-d4`, a fox's
//! jumps as `e3-c3-e5`, a Hnefatafl move with its capture marks
//! `f4-c4xc5`, read and checked by the engine), played as a click would
//! play it, or a clear message in the page's language saying why not (an
//! alert, so a screen reader says it).

use crate::app::text::i18n::{t, use_locale};
use crate::app::text::typed_text::{typed_hint, typed_refusal};
use crate::play::{Action, Session};
use leptos::prelude::*;

/// The box of `session`'s board: a move played goes to `on_action` as the
/// board's own moves do (the page answers it: the computer's reply, the
/// analysis tree's new node).
///
/// Lean on purpose (the play page's first load is at its budget): the
/// input carries only attributes the page's other inputs already use
/// besides `autocomplete` (each new kind of attribute adds generic code;
/// no `autocapitalize` or `spellcheck`: the engine reads any case).
pub fn typed_move(session: RwSignal<Session>, on_action: Callback<Action>) -> impl IntoView {
    let locale = use_locale();
    let game = session.with_untracked(|s| s.history().game().id());
    let text = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let typed = text.get_untracked();
        let played = session.try_update(|s| s.play_typed(&typed));
        match played {
            Some(Ok(notation)) => {
                text.set(String::new());
                message.set(String::new());
                on_action.run(Action::Play(notation));
            }
            Some(Err(why)) => message.set(typed_refusal(locale, game, &why)),
            None => {}
        }
    };
    view! {
        <form class="typed-move" on:submit=on_submit data-testid="typed-move">
            <label for="typed-move-input">{t!(locale, play.typed.label)}</label>
            <div class="typed-move-row">
                <input id="typed-move-input" type="text" autocomplete="off"
                    aria-describedby="typed-move-hint typed-move-message"
                    data-testid="typed-move-input"
                    prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                <button class="button" type="submit">{t!(locale, play.typed.play)}</button>
            </div>
            <p id="typed-move-hint" class="typed-move-hint">{typed_hint(locale, game)}</p>
            <p id="typed-move-message" class="typed-move-message" role="alert"
                data-testid="typed-move-message">{move || message.get()}</p>
        </form>
    }
}
