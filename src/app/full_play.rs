//! The full play page's parts wired together ([`FULL_PAGE`]), handed to
//! the play page by the `full-play` and `access-play` binaries only (see
//! `app::full_page` for the switch, `crate::lean` for what the page's own
//! binary leaves out).

use crate::app::pages::play::{
    clocks, terms_menus, watch_controls, FullPage, NewGameDialog, SendLink,
};
use leptos::prelude::*;

/// The full play page: clocks, rated games, the dialog, watched games,
/// friends by link.
pub const FULL_PAGE: FullPage = FullPage {
    clocks: |page| clocks(page).into_any(),
    settle: |page| page.count_rating(),
    clock_menu: terms_menus::clock_menu,
    rated_menu: terms_menus::rated_menu,
    chosen_terms: terms_menus::chosen_terms,
    dialog: |game, current, on_start, on_cancel| {
        view! { <NewGameDialog game=game current=current on_start=on_start on_cancel=on_cancel /> }
            .into_any()
    },
    watch: |session, computer| watch_controls(session, computer).into_any(),
    send_link: |session| view! { <SendLink session=session /> }.into_any(),
    #[cfg(target_arch = "wasm32")]
    arrive: crate::app::pages::play::keeping::arrive,
};
