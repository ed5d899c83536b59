//! The new-game dialog: the table options of Fox and Geese (13, 15 or 17
//! geese; sideways steps), then a fresh game.

use super::super::i18n::{t, use_i18n};
use crate::engine::{GameId, Options};
use leptos::prelude::*;

/// The dialog; `on_start` receives the chosen options, `on_cancel` closes
/// it without change.
#[component]
pub fn NewGameDialog(
    game: GameId,
    current: Options,
    on_start: Callback<Options>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let geese = RwSignal::new(current.geese);
    let sideways = RwSignal::new(current.sideways);
    let has_options = game == GameId::FoxGeese;
    let geese_choice = move |n: u8| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="geese"
                    value=n.to_string()
                    data-testid=format!("geese-{n}")
                    prop:checked=move || geese.get() == n
                    on:change=move |_| geese.set(n)
                />
                <span>{n}</span>
            </label>
        }
    };
    let options_form = has_options.then(|| {
        view! {
            <fieldset class="field">
                <legend>{t!(i18n, play.dialog.geese)}</legend>
                <div class="choices">{geese_choice(13)} {geese_choice(15)} {geese_choice(17)}</div>
            </fieldset>
            <label class="check">
                <input
                    type="checkbox"
                    data-testid="sideways"
                    prop:checked=move || sideways.get()
                    on:change=move |ev| sideways.set(event_target_checked(&ev))
                />
                <span>{t!(i18n, play.dialog.sideways)}</span>
            </label>
        }
    });
    let start = move |_| {
        let options = if has_options {
            Options {
                geese: geese.get_untracked(),
                sideways: sideways.get_untracked(),
            }
        } else {
            Options::default()
        };
        on_start.run(options);
    };
    view! {
        <div class="dialog-backdrop" on:click=move |_| on_cancel.run(())>
            <div
                class="dialog"
                role="dialog"
                aria-modal="true"
                aria-labelledby="new-game-title"
                data-testid="new-game-dialog"
                on:click=|ev| ev.stop_propagation()
                on:keydown=move |ev| {
                    if ev.key() == "Escape" {
                        on_cancel.run(());
                    }
                }
            >
                <h2 id="new-game-title">{t!(i18n, play.dialog.title)}</h2>
                {options_form}
                <div class="dialog-buttons">
                    <button class="button secondary" on:click=move |_| on_cancel.run(())>
                        {t!(i18n, play.dialog.cancel)}
                    </button>
                    <button class="button" data-testid="start-game" autofocus on:click=start>
                        {t!(i18n, play.dialog.start)}
                    </button>
                </div>
            </div>
        </div>
    }
}
