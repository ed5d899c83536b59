//! The full play page as a layer the page is handed, not one it carries:
//! ranked play (the clocks above the board with their timer, the clock and
//! rated menus of the start choice, the count of a finished rated game by
//! the AI worker), the new-game dialog (with a game the computer plays
//! against itself and its controls), and play with a friend by link (the
//! link to send, a friend's link opened against this browser's saves).
//! Only the `full-play` binary (and `access-play`) pass [`FULL_PAGE`] to the app,
//! so the play page's own binary (`tafl-app`, a first visit's load) leaves
//! that code out: it plays casual games against the computer or at one
//! device, with Resign and the draw by agreement, and its "New game" sets
//! out a fresh board with the start choice.
//!
//! The page's own binary still offers every choice: "More choices…" of
//! the start choice (clocks, rated games, the dialog) and "Play a
//! friend". When it is asked for one of them, or holds a game on a clock,
//! rated or by link, it notes the switch under [`FULL_PAGE_KEY`] (and what
//! to open, for this tab only) and reloads: web/boot.js then starts
//! `full-play` (named in `<meta name="tafl-full">`) in its place, now and
//! on every later visit; the service worker keeps it for offline play.

use crate::engine::{Options, Side};
use crate::json::{self, macros::json_struct};
use crate::play::Session;

/// Where the switch to the full-play binary is remembered (`"on"`).
pub const FULL_PAGE_KEY: &str = "tafl.full-page";

/// What the page's own binary asked the full-play binary to open after
/// the switch (in this tab's session storage, read once).
#[cfg(target_arch = "wasm32")]
const INTENT_KEY: &str = "tafl.full-page.intent";

/// The new-game dialog, opened after the switch.
pub(crate) const INTENT_DIALOG: &str = "dialog";

/// A game with a friend by link, started after the switch: the page's own
/// binary has none (`crate::lean`). Followed by [`FriendIntent`] as JSON.
const INTENT_FRIEND: &str = "friend:";

/// The friend game asked for: the person's side and the table.
pub(crate) struct FriendIntent {
    pub side: Side,
    pub options: Options,
}

json_struct!(FriendIntent {
    side: "side",
    options: "options",
});

/// The intent of a friend game where the person plays `side` on `options`.
#[cfg(not(feature = "full-page"))]
pub(crate) fn friend_intent(side: Side, options: Options) -> String {
    format!(
        "{INTENT_FRIEND}{}",
        json::to_text(&FriendIntent { side, options })
    )
}

/// The friend game an intent asks for, if it is one and reads.
pub(crate) fn read_friend_intent(intent: &str) -> Option<FriendIntent> {
    json::from_text(intent.strip_prefix(INTENT_FRIEND)?).ok()
}

/// Whether `session` needs the full page: a clock, a rated game, a game
/// with a friend by link (or one watched), or the computer on both sides.
pub fn needs_full_page(session: &Session) -> bool {
    session.clock().is_some()
        || session.rated().is_some()
        || session.correspondence().is_some()
        || session.is_watch()
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
