//! A game with a friend by link, on the play page: when the friend has
//! something to receive (their turn, or the end of the game on this
//! person's move), the box with the link to send them, a Copy button and,
//! where the browser has one, its share sheet. The link is the session's
//! game with the friend's side ([`crate::play::Seats::invite_to_send`]).

use crate::app::browser;
use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::links::share;
use crate::play::Session;
use crate::site::href;
use leptos::prelude::*;

/// The full address of the link to send to the friend, when there is one.
fn link_to_send(lang: &str, session: &Session) -> Option<String> {
    let invite = session.seats().invite_to_send()?;
    let path = share::correspondence_path(lang, &session.record(), &invite);
    Some(format!("{}{}", browser::origin(), href(&path)))
}

/// "Send this link to your friend", with the link, Copy and Share.
#[component]
pub fn SendLink(session: RwSignal<Session>) -> impl IntoView {
    let locale = use_locale();
    let copied = RwSignal::new(None::<bool>);
    let url = Memo::new(move |_| session.with(|s| link_to_send(lang_of(locale), s)));
    // A new link (another move, a takeback) has not been copied yet.
    Effect::new(move |_| {
        url.track();
        copied.set(None);
    });
    let over = move || session.with(|s| s.terms().is_over());
    let copy = move |_| {
        if let Some(url) = url.get_untracked() {
            browser::copy_text(&url, move |done| copied.set(Some(done)));
        }
    };
    let share = move |_| {
        if let Some(url) = url.get_untracked() {
            browser::share_url(t!(locale, play.friend.send_title), &url);
        }
    };
    let can_share = browser::can_share();
    // Always in the page, hidden while there is nothing to send: cheaper
    // for the play page's code than a view made and dropped on each turn.
    view! {
        <section class="send-box" data-testid="send-link" aria-labelledby="send-title"
            hidden=move || url.with(Option::is_none)>
            <h2 id="send-title" class="send-title">{t!(locale, play.friend.send_title)}</h2>
            <p class="share-hint">
                {move || if over() {
                    t!(locale, play.friend.over_hint)
                } else {
                    t!(locale, play.friend.send_hint)
                }}
            </p>
            <div class="share-row">
                <input class="share-url" data-testid="send-url" readonly
                    aria-labelledby="send-title"
                    prop:value=move || url.get().unwrap_or_default()
                    on:focus=move |ev| {
                        event_target::<web_sys::HtmlInputElement>(&ev).select();
                    } />
                <button class="button" data-testid="copy-send" on:click=copy>
                    {t!(locale, play.copy)}
                </button>
            </div>
            <button class="button secondary send-share" data-testid="share-send"
                hidden=!can_share on:click=share>
                {t!(locale, play.friend.share)}
            </button>
            <p class="copied" role="status" hidden=move || copied.get() != Some(true)>
                {t!(locale, play.copied)}
            </p>
        </section>
    }
}
