//! The site's URL scheme and language choice, as pure functions (tested
//! natively; the browser app calls them with what it reads from the page).
//!
//! Every page lives under a language prefix: `/<lang>/`,
//! `/<lang>/play/<game>`, `/<lang>/rules/<game>`, `/<lang>/analysis/<game>`,
//! `/<lang>/games`, `/<lang>/solved/fox-geese`, `/<lang>/puzzles/<game>`
//! and `/<lang>/puzzles/fox-geese/<table>` (Fox and Geese's other tables).
//! `/` redirects to the stored language, else the browser's, else English.

use crate::engine::{GameId, Options};

/// The sub-path the site is served under, from `TAFL_BASE_PATH` at build
/// time (empty: served at the root). Use with `trunk build --public-url`.
pub const BASE: &str = match option_env!("TAFL_BASE_PATH") {
    Some(base) => base,
    None => "",
};

/// An absolute site path with [`BASE`] prepended, for plain `<a href>`.
pub fn href(path: &str) -> String {
    format!("{}{path}", BASE.trim_end_matches('/'))
}

/// The languages of the site, in switcher order. The first is the default.
pub const LANGS: [&str; 3] = ["en", "fr", "el"];

/// The default language.
pub const DEFAULT_LANG: &str = LANGS[0];

/// The `localStorage` key that remembers the last language used.
pub const LANG_STORAGE_KEY: &str = "tafl.lang";

/// Where the screen-reader mode is remembered: `on` when chosen. The site
/// script marks the page with it (`<html data-screen-reader="on">`) and
/// web/boot.js, which names the same key, then starts a page's
/// screen-reader binary in place of its own.
pub const SCREEN_READER_KEY: &str = "tafl.screen-reader";

/// True when `lang` is one of [`LANGS`].
pub fn is_lang(lang: &str) -> bool {
    LANGS.contains(&lang)
}

/// Chooses the language for `/`: the stored choice if it is a site
/// language, else the first of the browser's preferred languages whose
/// primary subtag is a site language (`fr-CA` → `fr`), else English.
pub fn pick_lang<'a>(
    stored: Option<&str>,
    preferred: impl IntoIterator<Item = &'a str>,
) -> &'static str {
    let known = |tag: &str| -> Option<&'static str> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        LANGS.into_iter().find(|&l| l == primary)
    };
    stored
        .and_then(|s| LANGS.into_iter().find(|&l| l == s))
        .or_else(|| preferred.into_iter().find_map(known))
        .unwrap_or(DEFAULT_LANG)
}

/// The language prefix of a site path (`/fr/play/x` → `fr`), if it names a
/// site language.
pub fn lang_of_path(path: &str) -> Option<&'static str> {
    let first = path.trim_start_matches('/').split('/').next()?;
    LANGS.into_iter().find(|&l| l == first)
}

/// The same page in another language: the language prefix of `path` is
/// replaced by `lang`. A path without a language prefix (`/`, a page that
/// does not exist) leads to the home page in `lang`.
pub fn switch_lang(path: &str, lang: &str) -> String {
    let rest = path.trim_start_matches('/');
    match rest.split_once('/') {
        Some((first, tail)) if is_lang(first) => format!("/{lang}/{tail}"),
        None if is_lang(rest) => format!("/{lang}/"),
        _ => home_path(lang),
    }
}

/// `href`, a link to a page, with `search` and `hash`, the query and hash
/// of the current address in place of its own: a language link keeps the
/// whole address (the analysis in `?a=`).
pub fn with_address(href: &str, search: &str, hash: &str) -> String {
    let page = href.split(['?', '#']).next().unwrap_or(href);
    format!("{page}{search}{hash}")
}

/// `/<lang>/`
pub fn home_path(lang: &str) -> String {
    format!("/{lang}/")
}

/// `/<lang>/play/<game>`
pub fn play_path(lang: &str, game: GameId) -> String {
    format!("/{lang}/play/{}", game.as_str())
}

/// `/<lang>/rules/<game>` (the rules pages come with a later issue).
pub fn rules_path(lang: &str, game: GameId) -> String {
    format!("/{lang}/rules/{}", game.as_str())
}

/// `/<lang>/analysis/<game>`: the analysis board of a game (a fresh board
/// of the start position; an analysis opens from `?a=<code>`, see
/// `analysis::code`).
pub fn analysis_path(lang: &str, game: GameId) -> String {
    format!("/{lang}/analysis/{}", game.as_str())
}

/// `/<lang>/solved/fox-geese`: who wins Fox and Geese with perfect play,
/// and how the solver proved it.
pub fn solved_path(lang: &str) -> String {
    format!("/{lang}/solved/{}", GameId::FoxGeese.as_str())
}

/// The games that have puzzle pages (`scripts/puzzles` makes their
/// lists): Brandubh, Tablut and Hnefatafl 13×13 have none yet.
pub const PUZZLE_GAMES: [GameId; 4] = [
    GameId::FoxGeese,
    GameId::TwoFoxes,
    GameId::GreatCross,
    GameId::Hnefatafl,
];

/// The tables of Fox and Geese that have puzzle pages, the usual one
/// first: each table plays differently, so each has puzzles of its own.
pub const PUZZLE_TABLES: [Options; 6] = [
    Options {
        geese: 13,
        sideways: false,
    },
    Options {
        geese: 13,
        sideways: true,
    },
    Options {
        geese: 15,
        sideways: false,
    },
    Options {
        geese: 15,
        sideways: true,
    },
    Options {
        geese: 17,
        sideways: false,
    },
    Options {
        geese: 17,
        sideways: true,
    },
];

/// The word that names a table in an address (`15-geese-sideways`);
/// none for the usual table, whose pages keep the game's own address.
pub fn table_word(options: Options) -> Option<String> {
    if options == Options::default() {
        return None;
    }
    let sideways = if options.sideways { "-sideways" } else { "" };
    Some(format!("{}-geese{sideways}", options.geese))
}

/// The table a word of [`table_word`] names, among [`PUZZLE_TABLES`].
fn table_of_word(word: &str) -> Option<Options> {
    PUZZLE_TABLES
        .into_iter()
        .find(|&t| table_word(t).as_deref() == Some(word))
}

/// `/<lang>/puzzles/<game>`: the puzzles of a game, and
/// `/<lang>/puzzles/fox-geese/<table>` those of another table of Fox
/// and Geese.
pub fn puzzles_path(lang: &str, game: GameId, options: Options) -> String {
    match table_word(options) {
        Some(word) => format!("/{lang}/puzzles/{}/{word}", game.as_str()),
        None => format!("/{lang}/puzzles/{}", game.as_str()),
    }
}

/// `/<lang>/games`: the games saved in this browser.
pub fn games_path(lang: &str) -> String {
    format!("/{lang}/games")
}

/// My games with the export of an analysis open (`code`: its analysis
/// code, as in `?a=`).
pub fn analysis_export_path(lang: &str, code: &str) -> String {
    format!("{}?analysis={code}", games_path(lang))
}

/// A page of the site. Every page is written out as HTML at build time
/// (`prerender`), so each has a file of its own on the static host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    /// `/`: sends the visitor on to the home page in their language.
    Root,
    Home,
    Play(GameId),
    Rules(GameId),
    /// The analysis board of a game.
    Analysis(GameId),
    Games,
    /// Who wins Fox and Geese with perfect play, and how it was proved.
    Solved,
    /// The puzzles of a game played on a table (the usual one but for
    /// Fox and Geese's [`PUZZLE_TABLES`]).
    Puzzles(GameId, Options),
    /// Any address that is not a page.
    NotFound,
}

impl Page {
    /// True for the pages the app makes interactive in the browser; the
    /// others are complete as written (text, boards and links).
    pub fn is_interactive(self) -> bool {
        matches!(
            self,
            Page::Play(_) | Page::Analysis(_) | Page::Games | Page::Puzzles(..)
        )
    }

    /// A stable name, for the `data-route` of its `<body>` and for tests.
    pub fn kind(self) -> &'static str {
        match self {
            Page::Root => "root",
            Page::Home => "home",
            Page::Play(_) => "play",
            Page::Rules(_) => "rules",
            Page::Analysis(_) => "analysis",
            Page::Games => "games",
            Page::Solved => "solved",
            Page::Puzzles(..) => "puzzles",
            Page::NotFound => "not-found",
        }
    }

    /// The page's game, if it has one.
    pub fn game(self) -> Option<GameId> {
        match self {
            Page::Play(game)
            | Page::Rules(game)
            | Page::Analysis(game)
            | Page::Puzzles(game, _) => Some(game),
            _ => None,
        }
    }
}

/// Which page a site path (without the base) shows, and in which language:
/// `None` for `/` (the language is chosen there) and for an address
/// without a language prefix. A trailing slash does not matter.
pub fn route_of(path: &str) -> (Option<&'static str>, Page) {
    let trimmed = path.trim_matches('/');
    if trimmed.is_empty() {
        return (None, Page::Root);
    }
    let mut parts = trimmed.split('/');
    let Some(lang) = parts
        .next()
        .and_then(|l| LANGS.into_iter().find(|&x| x == l))
    else {
        return (None, Page::NotFound);
    };
    let rest: Vec<&str> = parts.collect();
    let page = match rest.as_slice() {
        [] => Page::Home,
        ["games"] => Page::Games,
        ["play", game] => game.parse().map_or(Page::NotFound, Page::Play),
        ["rules", game] => game.parse().map_or(Page::NotFound, Page::Rules),
        ["analysis", game] => game.parse().map_or(Page::NotFound, Page::Analysis),
        ["solved", "fox-geese"] => Page::Solved,
        ["puzzles", game] => match game.parse() {
            Ok(game) if PUZZLE_GAMES.contains(&game) => Page::Puzzles(game, Options::default()),
            _ => Page::NotFound,
        },
        ["puzzles", "fox-geese", word] => {
            table_of_word(word).map_or(Page::NotFound, |t| Page::Puzzles(GameId::FoxGeese, t))
        }
        _ => Page::NotFound,
    };
    (Some(lang), page)
}

/// The address of a page in a language (`/` for the root; the not-found
/// page has no address of its own: it is `/<lang>/404.html`).
pub fn page_path(lang: &str, page: Page) -> String {
    match page {
        Page::Root => "/".to_string(),
        Page::Home => home_path(lang),
        Page::Play(game) => play_path(lang, game),
        Page::Rules(game) => rules_path(lang, game),
        Page::Analysis(game) => analysis_path(lang, game),
        Page::Games => games_path(lang),
        Page::Solved => solved_path(lang),
        Page::Puzzles(game, options) => puzzles_path(lang, game, options),
        Page::NotFound => format!("/{lang}/404.html"),
    }
}

/// Every page written at build time: the language (none for `/` and the
/// host's `404.html`, which are in the default language) and the file it is
/// written to, relative to the site's folder. A page path is a folder with
/// an `index.html`, so deep links work on any static host without rewrite
/// rules.
pub fn all_pages() -> Vec<(Option<&'static str>, Page, String)> {
    let mut pages = vec![
        (None, Page::Root, "index.html".to_string()),
        (None, Page::NotFound, "404.html".to_string()),
    ];
    for lang in LANGS {
        let mut of_lang = vec![Page::Home, Page::Games, Page::Solved];
        for game in GameId::ALL {
            of_lang.push(Page::Play(game));
            of_lang.push(Page::Rules(game));
            of_lang.push(Page::Analysis(game));
            if PUZZLE_GAMES.contains(&game) {
                of_lang.push(Page::Puzzles(game, Options::default()));
            }
        }
        // The usual table's page is the game's own, above.
        for table in PUZZLE_TABLES
            .into_iter()
            .filter(|t| table_word(*t).is_some())
        {
            of_lang.push(Page::Puzzles(GameId::FoxGeese, table));
        }
        for page in of_lang {
            let dir = page_path(lang, page);
            pages.push((
                Some(lang),
                page,
                format!("{}/index.html", dir.trim_matches('/')),
            ));
        }
        pages.push((Some(lang), Page::NotFound, format!("{lang}/404.html")));
    }
    pages
}

/// Every page path of the site (the addresses of [`all_pages`] that are
/// folders), `/` first.
pub fn all_paths() -> Vec<String> {
    all_pages()
        .into_iter()
        .filter(|(_, page, _)| *page != Page::NotFound)
        .map(|(lang, page, _)| page_path(lang.unwrap_or(DEFAULT_LANG), page))
        .collect()
}

/// The value of `key` in a query string (`?g=abc&id=x`, with or without
/// the `?`), `+` and `%XX` decoded. A `%` not followed by two hex digits,
/// or bytes that are not UTF-8 once decoded, are kept as written, so a
/// damaged link still reaches its reader (which then says what is wrong)
/// instead of looking like no link at all.
pub fn query_param(query: &str, key: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| percent_decode(v).unwrap_or_else(|| v.to_string()))
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// Strips the sub-path the site is hosted under (`/tafl` when built with
/// `TAFL_BASE_PATH=/tafl`) from a browser path.
pub fn strip_base<'a>(base: &str, path: &'a str) -> &'a str {
    let base = base.trim_end_matches('/');
    match path.strip_prefix(base) {
        Some(rest) if !base.is_empty() && (rest.is_empty() || rest.starts_with('/')) => {
            if rest.is_empty() {
                "/"
            } else {
                rest
            }
        }
        _ => path,
    }
}

#[cfg(test)]
mod tests;
