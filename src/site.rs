//! The site's URL scheme and language choice, as pure functions (tested
//! natively; the browser app calls them with what it reads from the page).
//!
//! Every page lives under a language prefix: `/<lang>/`,
//! `/<lang>/play/<game>`, later `/<lang>/rules/<game>` and `/<lang>/games`.
//! `/` redirects to the stored language, else the browser's, else English.

use crate::engine::GameId;

/// The languages of the site, in switcher order. The first is the default.
pub const LANGS: [&str; 3] = ["en", "fr", "el"];

/// The default language.
pub const DEFAULT_LANG: &str = LANGS[0];

/// The `localStorage` key that remembers the last language used.
pub const LANG_STORAGE_KEY: &str = "tafl.lang";

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

/// `/<lang>/analysis/<game>`: the analysis board (its page is still to
/// come, so it is not among [`all_paths`] yet; an analysis opens from
/// `?a=<code>`, see `analysis::code`).
pub fn analysis_path(lang: &str, game: GameId) -> String {
    format!("/{lang}/analysis/{}", game.as_str())
}

/// `/<lang>/games` (the saved-games page comes with a later issue).
pub fn games_path(lang: &str) -> String {
    format!("/{lang}/games")
}

/// Every page path of the site. A static host serves each through a copy
/// of `index.html` at that path (written by `scripts/route-copies` after a
/// trunk build), so deep links work without rewrite rules.
pub fn all_paths() -> Vec<String> {
    let mut paths = vec!["/".to_string()];
    for lang in LANGS {
        paths.push(home_path(lang));
        paths.push(games_path(lang));
        for game in GameId::ALL {
            paths.push(play_path(lang, game));
            paths.push(rules_path(lang, game));
        }
    }
    paths
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
mod tests {
    use super::*;

    #[test]
    fn stored_choice_wins_then_browser_then_english() {
        assert_eq!(pick_lang(Some("el"), ["fr-FR"]), "el");
        assert_eq!(pick_lang(Some("de"), ["fr-FR", "en"]), "fr");
        assert_eq!(pick_lang(None, ["de-DE", "EL", "fr"]), "el");
        assert_eq!(pick_lang(None, ["fr_CA"]), "fr");
        assert_eq!(pick_lang(None, ["de", "it"]), "en");
        assert_eq!(pick_lang(None, []), "en");
        assert_eq!(pick_lang(Some(""), [""]), "en");
    }

    #[test]
    fn language_prefix_is_read_from_the_path() {
        assert_eq!(lang_of_path("/fr/play/hnefatafl"), Some("fr"));
        assert_eq!(lang_of_path("/el/"), Some("el"));
        assert_eq!(lang_of_path("/el"), Some("el"));
        assert_eq!(lang_of_path("/"), None);
        assert_eq!(lang_of_path("/de/"), None);
        assert_eq!(lang_of_path("/english/"), None);
    }

    #[test]
    fn switching_language_keeps_the_page() {
        assert_eq!(
            switch_lang("/en/play/fox-geese", "fr"),
            "/fr/play/fox-geese"
        );
        assert_eq!(switch_lang("/en/", "el"), "/el/");
        assert_eq!(switch_lang("/en", "el"), "/el/");
        assert_eq!(switch_lang("/fr/games", "en"), "/en/games");
        assert_eq!(switch_lang("/", "fr"), "/fr/");
        assert_eq!(switch_lang("/nowhere/at/all", "fr"), "/fr/");
        assert_eq!(switch_lang("/el/no-such-page", "en"), "/en/no-such-page");
    }

    #[test]
    fn every_route_path_is_listed_once() {
        let paths = all_paths();
        assert_eq!(paths.len(), 1 + 3 * (2 + 2 * 4));
        let mut sorted = paths.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), paths.len());
        assert!(paths.contains(&"/fr/play/hnefatafl".to_string()));
        assert!(paths.contains(&"/el/rules/two-foxes".to_string()));
        assert!(paths.contains(&"/en/games".to_string()));
    }

    #[test]
    fn the_analysis_board_has_a_path_per_game() {
        assert_eq!(
            analysis_path("el", GameId::GreatCross),
            "/el/analysis/great-cross"
        );
        assert_eq!(
            lang_of_path(&analysis_path("fr", GameId::TwoFoxes)),
            Some("fr")
        );
    }

    #[test]
    fn base_path_is_stripped() {
        assert_eq!(strip_base("", "/en/"), "/en/");
        assert_eq!(strip_base("/tafl", "/tafl/en/"), "/en/");
        assert_eq!(strip_base("/tafl/", "/tafl"), "/");
        assert_eq!(strip_base("/tafl", "/taflx/en/"), "/taflx/en/");
    }
}
