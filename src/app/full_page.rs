//! The full play page as a layer the page is handed, not one it carries:
//! the new-game dialog (with a game the computer plays against itself and
//! its controls), and play with a friend by link (the link to send, a
//! friend's link opened against this browser's saves). Only the
//! `full-play` binary (and `access-play`) pass [`FULL_PAGE`] to the app,
//! so the play page's own binary (`tafl-app`, a first visit's load) leaves
//! that code out: it plays against the computer or at one device, and its
//! "New game" sets out a fresh board with the start choice.
//!
//! The page's own binary still offers every choice: "More choices…" of
//! the start choice (the dialog) and "Play a friend". When it is asked for
//! one of them, or holds a game by link, it notes the switch under
//! [`FULL_PAGE_KEY`] (and what to open, for this tab only) and reloads:
//! web/boot.js then starts `full-play` (named in `<meta
//! name="tafl-full">`) in its place, now and on every later visit; the
//! service worker keeps it for offline play.

use crate::app::pages::play::{watch_controls, Computer, NewGame, NewGameDialog, SendLink};
use crate::engine::GameId;
use crate::play::Session;
use leptos::prelude::*;

/// Where the switch to the full-play binary is remembered (`"on"`).
pub const FULL_PAGE_KEY: &str = "tafl.full-page";

/// What the page's own binary asked the full-play binary to open after
/// the switch (in this tab's session storage, read once).
#[cfg(target_arch = "wasm32")]
const INTENT_KEY: &str = "tafl.full-page.intent";

/// The new-game dialog, opened after the switch.
pub(crate) const INTENT_DIALOG: &str = "dialog";

/// The parts of the full play page, as plain function pointers so that
/// code which is never given them never holds them.
#[derive(Clone, Copy)]
pub struct FullPage {
    /// The new-game dialog: the game, the current choices, start, cancel.
    pub(crate) dialog: fn(GameId, NewGame, Callback<NewGame>, Callback<()>) -> AnyView,
    /// The controls of a game the computer plays against itself.
    pub(crate) watch: fn(RwSignal<Session>, Computer) -> AnyView,
    /// The link to send a friend who plays by link.
    pub(crate) send_link: fn(RwSignal<Session>) -> AnyView,
    /// A friend's link opened against this browser's saves.
    #[cfg(target_arch = "wasm32")]
    pub(crate) arrive: crate::app::pages::play::keeping::Arrive,
}

/// The full play page: the dialog, watched games, friends by link.
pub const FULL_PAGE: FullPage = FullPage {
    dialog: |game, current, on_start, on_cancel| {
        view! { <NewGameDialog game=game current=current on_start=on_start on_cancel=on_cancel /> }
            .into_any()
    },
    watch: |session, computer| watch_controls(session, computer).into_any(),
    send_link: |session| view! { <SendLink session=session /> }.into_any(),
    #[cfg(target_arch = "wasm32")]
    arrive: crate::app::pages::play::keeping::arrive,
};

/// The full page, when the app was started with it (read while a page is
/// being built; the start function provides it).
pub(crate) fn current() -> Option<FullPage> {
    use_context::<FullPage>()
}

/// Whether `session` needs the full page: a game with a friend by link
/// (or one watched), or the computer on both sides.
pub fn needs_full_page(session: &Session) -> bool {
    session.correspondence().is_some() || session.is_watch()
}

/// Switches this browser to the full-play binary and reloads the page
/// (its game is saved first by the caller), to open `intent` there
/// ([`INTENT_DIALOG`]) if any. Returns whether it reloads: not where the
/// switch cannot be stored (the page would only load this binary again),
/// nor where it was on already, which means web/boot.js started this
/// binary because full-play failed to start (offline before the service
/// worker kept it): reloading would only fail again, and again.
pub(crate) fn switch_to_full_page(intent: Option<&str>) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(window) = web_sys::window() else {
            return false;
        };
        let Ok(Some(storage)) = window.local_storage() else {
            return false;
        };
        if storage.get_item(FULL_PAGE_KEY).ok().flatten().as_deref() == Some("on") {
            return false;
        }
        let stored = storage.set_item(FULL_PAGE_KEY, "on").is_ok()
            && storage.get_item(FULL_PAGE_KEY).ok().flatten().as_deref() == Some("on");
        if !stored {
            return false;
        }
        if let (Some(intent), Ok(Some(session))) = (intent, window.session_storage()) {
            let _ = session.set_item(INTENT_KEY, intent);
        }
        window.location().reload().is_ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = intent;
        false
    }
}

/// What the page's own binary asked this one to open, read once.
pub(crate) fn take_intent() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let session = web_sys::window()?.session_storage().ok()??;
        let intent = session.get_item(INTENT_KEY).ok()??;
        let _ = session.remove_item(INTENT_KEY);
        Some(intent)
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}
