//! Ranked play as a layer the play page is handed, not one it carries:
//! the clocks above the board with their timer, "Resign" with the rated
//! line, and the count of a finished rated game by the AI worker. Only the
//! `ranked-play` binary (and `access-play`) pass [`RANKED`] to the app, so
//! the play page's own binary (`tafl-app`, its first load) leaves that
//! code out.
//!
//! The page's own binary still offers the choice (the clock and rated
//! menus of the start choice) and keeps such a game in its save. When it
//! holds a game that needs ranked play, it notes the switch under
//! [`RANKED_KEY`] and reloads: web/boot.js then starts `ranked-play`
//! (named in `<meta name="tafl-ranked">`) in its place, now and on every
//! later visit; the service worker keeps it for offline play.

use crate::app::pages::play::{clocks, resign_control, Computer, PlayState};
use crate::play::Session;
use leptos::prelude::*;

/// Where the switch to the ranked-play binary is remembered (`"on"`).
pub const RANKED_KEY: &str = "tafl.ranked";

/// The parts of ranked play, as plain function pointers so that code
/// which is never given them never holds them.
#[derive(Clone, Copy)]
pub struct Ranked {
    /// The clocks row and the timer that moves it.
    pub(crate) clocks: fn(PlayState) -> AnyView,
    /// "Resign" with its confirm step, and the rated line.
    pub(crate) resign: fn(PlayState, Computer) -> AnyView,
    /// Counts a finished rated game (in the AI worker).
    pub(crate) settle: fn(&PlayState),
}

/// Ranked play: clocks, resigning, rated games.
pub const RANKED: Ranked = Ranked {
    clocks: |page| clocks(page).into_any(),
    resign: |page, computer| resign_control(page, computer).into_any(),
    settle: |page| page.count_rating(),
};

/// Ranked play, when the app was started with it (read while a page is
/// being built; the start function provides it).
pub(crate) fn current() -> Option<Ranked> {
    use_context::<Ranked>()
}

/// Whether `session` needs ranked play: a clock, or a rated game.
pub fn needs_ranked(session: &Session) -> bool {
    session.clock().is_some() || session.rated().is_some()
}

/// Switches this browser to the ranked-play binary and reloads the page
/// (its game is saved first by the caller). Nothing happens where the
/// switch cannot be stored: the page would only load this binary again.
pub(crate) fn switch_to_ranked() {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(window) = web_sys::window() else {
            return;
        };
        let Ok(Some(storage)) = window.local_storage() else {
            return;
        };
        let stored = storage.set_item(RANKED_KEY, "on").is_ok()
            && storage.get_item(RANKED_KEY).ok().flatten().as_deref() == Some("on");
        if stored {
            let _ = window.location().reload();
        }
    }
}
