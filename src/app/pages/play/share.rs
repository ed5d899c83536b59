//! The share box: the game's link, ready to copy, under the controls.

use crate::app::pages::play::state::{share_url, PlayState};
use crate::app::text::i18n::{lang_of, t};
use leptos::prelude::*;

/// The link of the game, while the share box is open.
pub fn share_box(page: PlayState) -> impl IntoView {
    let PlayState {
        locale,
        session,
        copied,
        ..
    } = page;
    view! {
        <div class="share-box">
            <label class="share-hint" for="share-url">{t!(locale, play.share_hint)}</label>
            <div class="share-row">
                <input id="share-url" class="share-url" data-testid="share-url" readonly
                    prop:value=move || session.with(|s| share_url(lang_of(locale), s))
                    on:focus=move |ev| {
                        if let Some(input) = event_target::<web_sys::HtmlInputElement>(&ev).into() {
                            input.select();
                        }
                    } />
                <button class="button" data-testid="copy-share" on:click=move |_| page.copy_link()>{t!(locale, play.copy)}</button>
            </div>
            <p class="copied" role="status" hidden=move || copied.get() != Some(true)>{t!(locale, play.copied)}</p>
        </div>
    }
}
