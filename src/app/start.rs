//! The app in the browser: each page that reacts to the player has its own
//! binary (so a page loads only its own code), which checks from the
//! address that it runs on its page and renders the main region from the
//! player's own state in place of the one written at build time.

use crate::app::access::Access;
use crate::app::browser::{self, storage};
use crate::app::pages::analysis::{AnalysisOpening, AnalysisPage, Notice};
use crate::app::pages::play::keeping::{self, Opening};
use crate::app::pages::{GamesPage, PlayPage};
use crate::app::text::i18n::{locale_of, InLocale, Locale};
use crate::app::text::loaded;
use crate::app::MAIN_ID;
use crate::engine::GameId;
use crate::site::{self, Page, BASE};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The page's language and kind, from its address; the page's texts are
/// read first, as everything after may show them.
fn page() -> Option<(Locale, Page, String, String)> {
    loaded::install_from_page();
    let (path, query) = browser::location();
    let (Some(lang), page) = site::route_of(site::strip_base(BASE, &path)) else {
        return None;
    };
    Some((locale_of(lang)?, page, path, query))
}

/// Starts the play page (the `tafl-app` binary; `access-play` with the
/// screen-reader mode as `access`). On any other page, or when the page is
/// not as expected, it leaves the page as written.
pub fn start_play(access: Option<Access>) {
    let Some((locale, Page::Play(game), path, query)) = page() else {
        return;
    };
    let Some(opening) = open_game(game, &query, &path) else {
        return;
    };
    browser::sound::listen_for_first_gesture();
    mount(move || {
        provide_access(access);
        view! { <InLocale locale=locale><PlayPage game=game opening=opening /></InLocale> }
    });
}

/// Starts "My games" (the `tafl-games` binary). `?export=<save id>` (from
/// the play page's "Export this game") opens that game's export,
/// `?analysis=<code>` (the analysis board's "Export the analysis") the
/// export of that analysis; each is taken off the address once read.
pub fn start_games() {
    let Some((locale, Page::Games, path, query)) = page() else {
        return;
    };
    let listing = storage::list();
    let export = site::query_param(&query, "export");
    let analysis = site::query_param(&query, "analysis")
        .map(|code| crate::analysis::code::decode(&code).ok().map(|d| d.tree));
    if export.is_some() || analysis.is_some() {
        browser::replace_address(&path);
    }
    mount(move || {
        view! {
            <InLocale locale=locale>
                <GamesPage listing=Some(listing) export=export analysis=analysis />
            </InLocale>
        }
    });
}

/// Starts the analysis board (the `tafl-analysis` binary; `access-analysis`
/// with the screen-reader mode as `access`). It opens
/// `?a=<code>` (an analysis link), `?g=<code>` (a game's share link) or
/// `?id=<save id>` (a game saved in this browser), the last two at
/// `&ply=<n>` (else at their last move); a link that does not read gives
/// a fresh board and a notice. The address then follows the analysis.
pub fn start_analysis(access: Option<Access>) {
    let Some((locale, Page::Analysis(game), _, query)) = page() else {
        return;
    };
    let Some(opening) = open_analysis(game, &query) else {
        return;
    };
    mount(move || {
        provide_access(access);
        view! { <InLocale locale=locale><AnalysisPage game=game opening=opening /></InLocale> }
    });
}

/// Starts the puzzles of a game (the `tafl-puzzles` binary): the
/// page's puzzles from the list it was written with, the progress kept in
/// this browser, and `?p=<id>` (a shared puzzle).
pub fn start_puzzles() {
    let Some((locale, Page::Puzzles(game, options), _, query)) = page() else {
        return;
    };
    let lines = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(crate::app::PUZZLE_LIST_ID))
        .and_then(|e| e.text_content())
        .unwrap_or_default();
    let lines = crate::json::from_text::<Vec<String>>(&lines)
        .unwrap_or_default()
        .join("\n");
    let (puzzles, _) = crate::puzzles::read_lines(game, options, &lines);
    let progress = match storage::puzzle_progress_text() {
        Ok(Some(text)) => crate::puzzles::Progress::read(&text),
        Ok(None) | Err(_) => Ok(crate::puzzles::Progress::default()),
    };
    let opening = crate::app::PuzzleOpening {
        puzzles,
        progress,
        wanted: site::query_param(&query, "p"),
    };
    mount(move || {
        view! { <InLocale locale=locale><crate::app::PuzzlesPage game=game options=options opening=opening /></InLocale> }
    });
}

/// Hands the page being mounted its access mode ([`crate::app::access::current`]).
fn provide_access(access: Option<Access>) {
    if let Some(access) = access {
        provide_context(access);
    }
}

fn open_analysis(game: GameId, query: &str) -> Option<AnalysisOpening> {
    let ply = site::query_param(query, "ply").and_then(|p| p.parse::<usize>().ok());
    if let Some(code) = site::query_param(query, "a") {
        return AnalysisOpening::from_code(game, &code);
    }
    if let Some(code) = site::query_param(query, "g") {
        return match crate::links::share::decode_game(&code) {
            Ok(played) if played.id() == game => AnalysisOpening::of_game(&played, ply),
            Ok(_) => AnalysisOpening::fresh(
                game,
                Some(Notice::Link(crate::links::share::ShareErrorKind::Malformed)),
            ),
            Err(error) => AnalysisOpening::fresh(game, Some(Notice::Link(error.kind()))),
        };
    }
    if let Some(id) = site::query_param(query, "id") {
        let entry = storage::load(&id)
            .ok()
            .filter(|entry| entry.record.game == game);
        let Some(entry) = entry else {
            return AnalysisOpening::fresh(game, Some(Notice::Save));
        };
        if let Some(opening) = AnalysisOpening::of_annotated(&entry, ply) {
            return Some(opening);
        }
        return match entry.record.replay() {
            Ok(played) => AnalysisOpening::of_game(&played, ply),
            Err(_) => AnalysisOpening::fresh(game, Some(Notice::Save)),
        };
    }
    AnalysisOpening::fresh(game, None)
}

/// The play page's game: a shared link (`?g=`), a save (`?id=`), this
/// tab's game, or a new one. A link or save id once read is taken off the
/// address, so a reload does not open it again.
fn open_game(game: GameId, query: &str, path: &str) -> Option<Opening> {
    let code = site::query_param(query, "g");
    let id = site::query_param(query, "id");
    let opening = keeping::open(game, code.as_deref(), id.as_deref())?;
    if code.is_some() || id.is_some() {
        browser::replace_address(path);
    }
    Some(opening)
}

/// Renders `page` into the main region in place of what was written
/// there, in one go (the browser paints only the new content), and marks
/// the document as started (`data-app="ready"`, for tests and styles).
fn mount<V: IntoView + 'static>(page: impl FnOnce() -> V + Send + 'static) {
    let document = document();
    let Some(main) = document
        .get_element_by_id(MAIN_ID)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    main.set_inner_html("");
    leptos::mount::mount_to(main, page).forget();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-app", "ready");
    }
}
