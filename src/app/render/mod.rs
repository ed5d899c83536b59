//! Writing the pages out at build time (feature `ssr`, used by the
//! `prerender` binary): each page of [`site::all_pages`] rendered by the
//! same components as in the browser, into trunk's `index.html` as a
//! template, so that it shows its text and boards before any code runs.
//! The frame around every page (`layout.rs`) and the template's tags
//! (`template.rs`) are only needed here: a folder apart from the pages
//! because none of it runs in the browser.

mod layout;
pub mod template;
mod texts;

use crate::app::pages::analysis::{AnalysisOpening, AnalysisPage};
use crate::app::pages::play::keeping::Opening;
use crate::app::pages::puzzles::{PuzzleOpening, PuzzlesPage, PUZZLE_LIST_ID};
use crate::app::pages::{
    rules_doc_title, GamesPage, HomePage, NotFound, PlayPage, RootPage, RulesPage, SolvedPage,
};
use crate::app::text::i18n::{lang_of, locale_of, t, InLocale, Locale};
use crate::app::text::i18n_text::{game_name, game_summary};
use crate::app::text::saved_text::options_text;
use crate::engine::{GameId, Options};
use crate::site::{self, Page};
use layout::Frame;
use leptos::prelude::*;
use std::fmt;
use template::replace_tags;

/// Why a page could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderError {
    /// The template lacks a part every page needs (`<title>`, `<body>`…).
    Template(&'static str),
    /// A game the engine cannot start (never, for the four games).
    Game(String),
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::Template(part) => write!(f, "the template has no {part}"),
            RenderError::Game(game) => write!(f, "cannot start a game of {game}"),
        }
    }
}

impl std::error::Error for RenderError {}

/// The `<link>` tags that fetch the modules (JS and wasm) of the binaries
/// trunk builds beside the play page's app, which trunk links itself.
/// Each page loads one: the play page its app, "My games" its own, every
/// other page the small site script. The play page and the analysis board
/// also name their screen-reader binaries in a `<meta name="tafl-access">`
/// (not fetched: web/boot.js loads one in place of the page's own binary
/// when the mode is on).
#[derive(Debug, Clone, Default)]
pub struct Scripts {
    pub site_links: String,
    pub games_links: String,
    pub analysis_links: String,
    pub play_access: String,
    pub analysis_access: String,
    pub puzzles_links: String,
    /// The puzzles of each game and table, as `tafl solve --puzzles`
    /// wrote them: each puzzle page carries its own (`scripts/puzzles`).
    pub puzzle_lines: Vec<(GameId, Options, String)>,
    /// The `<link>` of each joined stylesheet, by its [`page_sheets`].
    pub styles: std::collections::BTreeMap<&'static [&'static str], String>,
}

/// Where the template links the page's stylesheet.
pub const STYLES: &str = "<!-- styles -->";

/// The stylesheets of a page, by the stem of their file (`style/<stem>.css`):
/// the common ones and its area's (the analysis board also the play page's
/// board and panel). The prerender joins each list into one file.
pub fn page_sheets(page: Page) -> &'static [&'static str] {
    match page {
        Page::Home => &["main", "home", "offline"],
        Page::Rules(_) | Page::Solved => &["main", "rules", "offline"],
        Page::Play(_) => &["main", "play", "offline"],
        Page::Analysis(_) => &["main", "play", "analysis", "offline"],
        Page::Puzzles(..) => &["main", "play", "puzzles", "offline"],
        Page::Games => &["main", "saved", "offline"],
        Page::Root | Page::NotFound => &["main", "offline"],
    }
}

/// The document title of a page.
pub fn title(locale: Locale, page: Page) -> String {
    match page {
        Page::Root => t!(locale, site.name).to_string(),
        Page::Home => t!(locale, home.doc_title).to_string(),
        Page::Play(game) => format!("{} · {}", game_name(locale, game), t!(locale, site.name)),
        Page::Rules(game) => rules_doc_title(locale, game).to_string(),
        Page::Analysis(game) => format!(
            "{} · {} · {}",
            t!(locale, analysis.doc_title),
            game_name(locale, game),
            t!(locale, site.name)
        ),
        Page::Games => t!(locale, saved.doc_title).to_string(),
        Page::Solved => t!(locale, solved.doc_title).to_string(),
        Page::Puzzles(game, options) if options != Options::default() => format!(
            "{} · {} · {} · {}",
            t!(locale, puzzles.doc_title),
            game_name(locale, game),
            options_text(locale, game, options),
            t!(locale, site.name)
        ),
        Page::Puzzles(game, _) => format!(
            "{} · {} · {}",
            t!(locale, puzzles.doc_title),
            game_name(locale, game),
            t!(locale, site.name)
        ),
        Page::NotFound => t!(locale, not_found.doc_title).to_string(),
    }
}

/// The one-line description of a page for search engines and link previews.
fn description(locale: Locale, page: Page) -> &'static str {
    match page {
        Page::Solved => return t!(locale, solved.lead),
        Page::Puzzles(..) => return t!(locale, puzzles.lead),
        _ => {}
    }
    match page.game() {
        Some(game) => game_summary(locale, game),
        None => t!(locale, footer.tagline),
    }
}

/// The body of a page at `path` (without the base) in `locale`.
fn body(
    locale: Locale,
    page: Page,
    path: String,
    puzzle_lines: &str,
) -> Result<String, RenderError> {
    let opening = match page {
        Page::Play(game) => {
            Some(Opening::written(game).ok_or_else(|| RenderError::Game(game.to_string()))?)
        }
        _ => None,
    };
    let analysis = match page {
        Page::Analysis(game) => Some(
            AnalysisOpening::fresh(game, None)
                .ok_or_else(|| RenderError::Game(game.to_string()))?,
        ),
        _ => None,
    };
    let puzzles = match page {
        Page::Puzzles(game, options) => Some(PuzzleOpening {
            puzzles: crate::puzzles::read_lines(game, options, puzzle_lines).0,
            progress: Ok(Default::default()),
            wanted: None,
        }),
        _ => None,
    };
    // Nothing here waits for a task; the executor only has to exist.
    let _ = any_spawner::Executor::init_futures_executor();
    // A server's context: the helpers that touch the browser (event
    // listeners on the window, timers) know to do nothing.
    let context = std::sync::Arc::new(hydration_context::SsrSharedContext::new());
    let owner = Owner::new_root(Some(context));
    let html = owner.with(move || {
        // Built inside the context provider, which the pages read.
        let content = move || match (page, opening) {
            (Page::Analysis(game), _) if analysis.is_some() => {
                let opening = analysis.expect("checked");
                view! { <AnalysisPage game=game opening=opening /> }.into_any()
            }
            (Page::Root, _) => view! { <RootPage /> }.into_any(),
            (Page::Home, _) => view! { <HomePage /> }.into_any(),
            (Page::Play(game), Some(opening)) => {
                view! { <PlayPage game=game opening=opening /> }.into_any()
            }
            (Page::Rules(game), _) => view! { <RulesPage game=game /> }.into_any(),
            (Page::Games, _) => view! { <GamesPage listing=None /> }.into_any(),
            (Page::Solved, _) => view! { <SolvedPage /> }.into_any(),
            (Page::Puzzles(game, options), _) if puzzles.is_some() => {
                let opening = puzzles.clone().expect("checked");
                view! { <PuzzlesPage game=game options=options opening=opening /> }.into_any()
            }
            _ => view! { <NotFound /> }.into_any(),
        };
        view! {
            <InLocale locale=locale>
                <Frame path=path>{content()}</Frame>
            </InLocale>
        }
        .to_html()
    });
    drop(owner);
    Ok(html)
}

/// `text` with the HTML special characters escaped, for attributes and text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Removes from `html` every `<link>` whose address mentions `name`: a
/// page without the app does not fetch the app.
fn drop_links(html: &str, name: &str) -> String {
    replace_tags(html, "link", |tag| {
        tag.attr("href")
            .is_some_and(|href| href.contains(name))
            .then(String::new)
    })
}

/// `html` with the links to the manifest and the touch icon, which trunk
/// leaves relative, made absolute under the site's base: a relative link
/// would resolve against each page's own path.
fn absolute_links(html: &str) -> String {
    replace_tags(html, "link", |tag| {
        let rel = tag.attr("rel")?;
        let href = tag.attr("href")?;
        (matches!(rel, "manifest" | "apple-touch-icon") && !href.starts_with('/')).then(|| {
            format!(
                "<link rel=\"{rel}\" href=\"{}\" />",
                site::href(&format!("/{href}"))
            )
        })
    })
}

/// The whole document of one page: the template with the page's language,
/// title, description, scripts and body. `lang` is `None` for the pages in
/// the default language without a language in their address (`/`, the
/// host's `404.html`).
pub fn document(
    template: &str,
    lang: Option<&str>,
    page: Page,
    scripts: &Scripts,
) -> Result<String, RenderError> {
    let lang = lang.unwrap_or(site::DEFAULT_LANG);
    let locale = locale_of(lang).unwrap_or(Locale::en);
    let path = site::page_path(lang, page);
    let mut html = replace_tags(template, "html", |_| {
        Some(format!("<html lang=\"{}\">", lang_of(locale)))
    });
    html = absolute_links(&html);
    let title_tag = "<title>Tafl</title>";
    if !html.contains(title_tag) {
        return Err(RenderError::Template("<title>Tafl</title>"));
    }
    let head = format!(
        "<title>{}</title>\n    <meta name=\"description\" content=\"{}\" />\n    {}",
        escape(&title(locale, page)),
        escape(description(locale, page)),
        match page {
            Page::Play(_) => scripts.play_access.clone(),
            Page::Games => scripts.games_links.clone(),
            Page::Analysis(_) => format!(
                "{}\n    {}",
                scripts.analysis_links, scripts.analysis_access
            ),
            Page::Puzzles(..) => scripts.puzzles_links.clone(),
            _ => scripts.site_links.clone(),
        }
    );
    html = html.replacen(title_tag, &head, 1);
    if let Some(link) = scripts.styles.get(page_sheets(page)) {
        html = html.replacen(STYLES, link, 1);
    }
    if !matches!(page, Page::Play(_)) {
        html = drop_links(&html, "tafl-app-");
    }
    let body_tag = "<body></body>";
    if !html.contains(body_tag) {
        return Err(RenderError::Template("<body></body>"));
    }
    let lines = match page {
        Page::Puzzles(game, options) => scripts
            .puzzle_lines
            .iter()
            .find(|(g, o, _)| (*g, *o) == (game, options))
            .map_or("", |(_, _, lines)| lines.as_str()),
        _ => "",
    };
    let body = body(locale, page, path, lines)?;
    let app = if page.is_interactive() {
        " data-app=\"page\""
    } else {
        ""
    };
    let mut texts = texts::page_texts(locale, page);
    if matches!(page, Page::Puzzles(..)) {
        // A JSON data block (no browser runs it), one string a line; `<`
        // never ends the element early when written as an escape.
        let list: Vec<String> = lines.lines().map(str::to_string).collect();
        texts.push_str(&format!(
            "<script type=\"application/json\" id=\"{PUZZLE_LIST_ID}\">{}</script>",
            crate::json::to_text(&list).replace('<', "\\u003c")
        ));
    }
    html = html.replacen(
        body_tag,
        &format!(
            "<body data-route=\"{}\"{app}>{body}{texts}</body>",
            page.kind()
        ),
        1,
    );
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    const TEMPLATE: &str = "<!DOCTYPE html><html lang=\"en\"><head><title>Tafl</title>\
        <link rel=\"modulepreload\" href=\"/tafl-app-1.js\"><link rel=\"stylesheet\" href=\"/main.css\"/>\
        </head><body></body></html>";

    #[test]
    fn a_rules_page_is_written_with_its_text_and_boards() {
        let html = document(
            TEMPLATE,
            Some("fr"),
            Page::Rules(GameId::Hnefatafl),
            &Scripts::default(),
        )
        .expect("renders");
        assert!(html.contains("<html lang=\"fr\">"));
        assert!(html.contains("data-route=\"rules\""));
        assert!(html.contains("data-diagram=\"start\""), "diagrams");
        assert!(html.contains("data-point=\"f6\""), "board points");
        assert!(html.contains("rule-changes") || html.contains("rules-section"));
        assert!(!html.contains("tafl-app-1.js"), "no app on a rules page");
        assert!(html.contains("main.css"));
    }

    #[test]
    fn the_play_page_keeps_the_app_and_shows_the_start() {
        let html = document(
            TEMPLATE,
            Some("en"),
            Page::Play(GameId::FoxGeese),
            &Scripts::default(),
        )
        .expect("renders");
        assert!(html.contains("tafl-app-1.js"));
        assert!(html.contains("data-app=\"page\""));
        assert_eq!(html.matches("data-piece=\"goose\"").count(), 13);
        assert!(html.contains("<title>Fox and Geese · Tafl</title>"));
    }

    #[test]
    fn a_puzzle_page_carries_its_puzzles_and_shows_the_first() {
        let line = "puzzle 1 position 1G1/3/G4GG/2F4/2G4/3/3 f winner fox moves 3 first c4xc2";
        let scripts = Scripts {
            puzzles_links: "<link rel=\"modulepreload\" href=\"/tafl-puzzles-1.js\" />".into(),
            puzzle_lines: vec![(GameId::FoxGeese, Options::default(), format!("{line}\n"))],
            ..Scripts::default()
        };
        let html = document(
            TEMPLATE,
            Some("en"),
            Page::Puzzles(GameId::FoxGeese, Options::default()),
            &scripts,
        )
        .expect("renders");
        assert!(html.contains("data-route=\"puzzles\""));
        assert!(html.contains("data-app=\"page\""));
        assert!(html.contains("tafl-puzzles-1.js"));
        assert!(html.contains(&format!("id=\"{PUZZLE_LIST_ID}\">[\"{line}\"]")));
        assert!(
            html.contains("Fox to play and win in 3 moves"),
            "the prompt"
        );
        assert_eq!(html.matches("data-piece=\"goose\"").count(), 5);
        assert!(html.contains("<title>Puzzles · Fox and Geese · Tafl</title>"));
        // The other games' puzzle pages carry no puzzle of this game.
        let other = document(
            TEMPLATE,
            Some("en"),
            Page::Puzzles(GameId::TwoFoxes, Options::default()),
            &scripts,
        )
        .expect("renders");
        assert!(!other.contains(line));
        // Nor do another table's.
        let table = Options {
            geese: 17,
            sideways: true,
        };
        let other = document(
            TEMPLATE,
            Some("en"),
            Page::Puzzles(GameId::FoxGeese, table),
            &scripts,
        )
        .expect("renders");
        assert!(!other.contains(line));
        assert!(other.contains(
            "<title>Puzzles · Fox and Geese · 17 geese · geese may step sideways · Tafl</title>"
        ));
    }

    #[test]
    fn the_analysis_page_shows_its_board_and_panel() {
        let scripts = Scripts {
            analysis_links: "<link rel=\"modulepreload\" href=\"/tafl-analysis-1.js\" />".into(),
            analysis_access: "<meta name=\"tafl-access\" content=\"/access-analysis-1.js\" />"
                .into(),
            play_access: "<meta name=\"tafl-access\" content=\"/access-play-1.js\" />".into(),
            ..Scripts::default()
        };
        let html = document(
            TEMPLATE,
            Some("fr"),
            Page::Analysis(GameId::Hnefatafl),
            &scripts,
        )
        .expect("renders");
        assert!(html.contains("data-route=\"analysis\""));
        assert!(html.contains("data-app=\"page\""));
        assert!(html.contains("tafl-analysis-1.js"));
        assert!(
            html.contains("access-analysis-1.js"),
            "its screen-reader binary"
        );
        assert!(!html.contains("tafl-app-1.js"), "not the play page's app");
        assert!(
            !html.contains("access-play-1.js"),
            "nor its screen-reader binary"
        );
        assert_eq!(html.matches("data-piece=\"attacker\"").count(), 24);
        assert!(html.contains("data-testid=\"move-tree\""));
        assert!(html.contains("data-testid=\"engine-toggle\""));
        assert!(html.contains("Plateau d’analyse"));
        assert!(
            html.contains("<title>Analyse · Hnefatafl"),
            "{}",
            &html[..400]
        );
        assert!(page_sheets(Page::Analysis(GameId::FoxGeese)).contains(&"play"));
    }

    #[test]
    fn every_page_renders() {
        for (lang, page, _) in site::all_pages() {
            let html = document(TEMPLATE, lang, page, &Scripts::default())
                .unwrap_or_else(|e| panic!("{page:?} in {lang:?}: {e}"));
            assert!(html.contains("id=\"main\""), "{page:?}");
        }
    }

    #[test]
    fn a_minified_template_works_as_well() {
        let minified = "<!doctype html><html lang=en><title>Tafl</title><!-- styles -->\
            <link href=manifest.webmanifest rel=manifest><link crossorigin href=/tafl-app-1.js rel=modulepreload>\
            <body></body></html>";
        let html =
            document(minified, Some("el"), Page::Home, &Scripts::default()).expect("renders");
        assert!(html.contains("<html lang=\"el\">"), "{}", &html[..300]);
        assert!(!html.contains("tafl-app-1.js"));
        assert!(html.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\" />"));
    }

    #[test]
    fn a_template_without_a_body_is_an_error() {
        let broken = TEMPLATE.replace("<body></body>", "");
        assert_eq!(
            document(&broken, Some("en"), Page::Home, &Scripts::default()).err(),
            Some(RenderError::Template("<body></body>"))
        );
    }
}
