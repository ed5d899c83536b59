//! The typed-move box under the board in the screen-reader mode (handed
//! to the pages by [`crate::app::access`]): a move in the game's
//! notation (`d1-d4`, a fox's jumps as `e3-c3-e5`, read leniently by the
//! engine), played as a click would play it, or a clear message in the
//! page's language saying why not (an alert, so a screen reader says it).

use crate::app::text::access_text::GameWords;
use crate::app::text::i18n::{t, use_locale};
use crate::play::announce::refusal;
use crate::play::{Action, Session};
use leptos::prelude::*;

/// The box of `session`'s board: a move played goes to `on_action` as the
/// board's own moves do.
pub fn typed_move(session: RwSignal<Session>, on_action: Callback<Action>) -> impl IntoView {
    let locale = use_locale();
    let (game, person) = session.with_untracked(|s| (s.game().id(), s.persons_side()));
    let words = GameWords {
        locale,
        game,
        person,
    };
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
            Some(Err(why)) => message.set(refusal(&words, &why)),
            None => {}
        }
    };
    view! {
        <form class="typed-move" on:submit=on_submit data-testid="typed-move">
            <label for="typed-move-input">{t!(locale, access.typed_label)}</label>
            <div class="typed-move-row">
                <input id="typed-move-input" type="text" autocomplete="off" autocapitalize="off"
                    spellcheck="false" aria-describedby="typed-move-hint typed-move-message"
                    data-testid="typed-move-input"
                    prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                <button class="button" type="submit">{t!(locale, access.typed_play)}</button>
            </div>
            <p id="typed-move-hint" class="typed-move-hint">{t!(locale, access.typed_hint)}</p>
            <p id="typed-move-message" class="typed-move-message" role="alert"
                data-testid="typed-move-message">{move || message.get()}</p>
        </form>
    }
}
