//! The rows of links at the head of a puzzle page: the games, and Fox
//! and Geese's tables, each marking the page's own.

use crate::app::text::i18n::{lang_of, t, Locale};
use crate::app::text::i18n_text::game_name;
use crate::engine::{GameId, Options};
use crate::site::{self, href};
use leptos::prelude::*;

/// Scrolls the marked link of a row into sight once the page runs: on a
/// phone each row scrolls sideways, and the page's own link may be the
/// last.
fn current_in_sight(nav: NodeRef<leptos::html::Nav>) {
    Effect::new(move |_| {
        let Some(nav) = nav.get() else { return };
        if let Ok(Some(link)) = nav.query_selector("[aria-current=page]") {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
            link.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}

/// Links to the puzzles of the other games.
pub(super) fn game_links(locale: Locale, current: GameId) -> impl IntoView {
    let lang = lang_of(locale);
    let links = site::PUZZLE_GAMES
        .into_iter()
        .map(|g| {
            let here = (g == current).then_some("page");
            view! {
                <a class="puzzle-game" href=href(&site::puzzles_path(lang, g, Options::default()))
                    aria-current=here>
                    {game_name(locale, g)}
                </a>
            }
        })
        .collect_view();
    let nav = NodeRef::new();
    current_in_sight(nav);
    view! {
        <nav class="puzzle-games" node_ref=nav aria-label=t!(locale, puzzles.games_label)>{links}</nav>
    }
}

/// A table in a few words, for its link: "15 geese · sideways steps".
fn table_label(locale: Locale, table: Options) -> String {
    let geese = format!("{} {}", table.geese, t!(locale, play.options.geese_count));
    if table.sideways {
        format!("{geese} · {}", t!(locale, play.options.sideways_on))
    } else {
        geese
    }
}

/// Links to the puzzles of Fox and Geese's other tables (none for the
/// games that have only one).
pub(super) fn table_links(locale: Locale, game: GameId, current: Options) -> Option<impl IntoView> {
    if game != GameId::FoxGeese {
        return None;
    }
    let lang = lang_of(locale);
    let links = site::PUZZLE_TABLES
        .into_iter()
        .map(|table| {
            let here = (table == current).then_some("page");
            view! {
                <a class="puzzle-game puzzle-table" href=href(&site::puzzles_path(lang, game, table))
                    aria-current=here data-table=site::table_word(table).unwrap_or_default()>
                    {table_label(locale, table)}
                </a>
            }
        })
        .collect_view();
    let nav = NodeRef::new();
    current_in_sight(nav);
    Some(view! {
        <nav class="puzzle-games puzzle-tables" node_ref=nav aria-label=t!(locale, puzzles.tables_label)>
            {links}
        </nav>
    })
}
