//! The full play page as a layer the page is handed, not one it carries:
//! ranked play (the clocks above the board with their timer, the clock and
//! rated menus of the start choice, the count of a finished rated game by
//! the AI worker), the new-game dialog (with a game the computer plays
//! against itself and its controls), and play with a friend by link (the
//! link to send, a friend's link opened against this browser's saves).
//! Only the `full-play` binary (and `access-play`) pass
//! [`FULL_PAGE`](crate::app::full_play::FULL_PAGE) to the app,
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
#[cfg(target_arch = "wasm32")]
use crate::json;
use crate::json::macros::json_struct;
use crate::play::Session;

/// Where the switch to the full-play binary is remembered (`"on"`).
pub const FULL_PAGE_KEY: &str = "tafl.full-page";

/// The friend game the page's own binary asked the full-play binary to
/// start after the switch (in this tab's session storage, read once).
#[cfg(target_arch = "wasm32")]
const FRIEND_KEY: &str = "tafl.full-page.friend";

/// A game with a friend by link, started after the switch: the page's own
/// binary has none (`crate::lean`). The person plays `side` on `options`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FriendGame {
    pub side: Side,
    pub options: Options,
}

json_struct!(FriendGame {
    side: "side",
    options: "options",
});

/// Whether `session` needs the full page: a clock, a rated game, a game
/// with a friend by link (or one watched), or the computer on both sides.
pub fn needs_full_page(session: &Session) -> bool {
    session.clock().is_some()
        || session.rated().is_some()
        || session.correspondence().is_some()
        || session.is_watch()
}

/// Switches this browser to the full-play binary and reloads the page
/// (its game is saved first by the caller), to start `friend` there if
/// given. Returns whether it reloads: not where the
/// switch cannot be stored (the page would only load this binary again),
/// nor where it was on already, which means web/boot.js started this
/// binary because full-play failed to start (offline before the service
/// worker kept it): reloading would only fail again, and again.
pub(crate) fn switch_to_full_page(friend: Option<FriendGame>) -> bool {
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
        if let (Some(friend), Ok(Some(session))) = (friend, window.session_storage()) {
            let _ = session.set_item(FRIEND_KEY, &json::to_text(&friend));
        }
        window.location().reload().is_ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = friend;
        false
    }
}

/// The friend game the page's own binary asked this one to start, read
/// once.
pub(crate) fn take_friend_game() -> Option<FriendGame> {
    #[cfg(target_arch = "wasm32")]
    {
        let session = web_sys::window()?.session_storage().ok()??;
        let text = session.get_item(FRIEND_KEY).ok()??;
        let _ = session.remove_item(FRIEND_KEY);
        json::from_text(&text).ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}
