//! The browser app: the pages, the board picture and the play page.
//!
//! Every page is rendered twice from the same components. At build time,
//! natively (feature `ssr`), [`render`] writes each page out as a whole
//! HTML document with its text and boards, so a page shows at once, even
//! before any code has loaded and with JavaScript off. In the browser the
//! pages that react to the player (the play page, "My games") are then
//! started by [`start`]: the app renders the page's main region from the
//! player's own state (a saved game, a shared link, the saved-games list)
//! in the same markup and puts it in place of the written one. The other
//! pages stay as written: the app's code is not even loaded there.

pub mod ai_client;
mod analysis;
mod board;
mod browser;
pub mod i18n;
mod i18n_text;
#[cfg(feature = "ssr")]
mod layout;
mod pages;
mod play;
pub mod record_text;
#[cfg(feature = "ssr")]
pub mod render;
pub mod saved_text;
#[cfg(target_arch = "wasm32")]
mod start;
pub mod storage;
#[cfg(feature = "ssr")]
pub mod template;
#[cfg(all(test, target_arch = "wasm32"))]
mod tests;

use crate::site;
use i18n::{provide_locale, Locale};
use leptos::prelude::*;

pub use analysis::{AnalysisOpening, AnalysisPage};
pub use board::BoardSvg;
pub use pages::{GamesPage, PlayPage};
#[cfg(target_arch = "wasm32")]
pub use start::{start_analysis, start_games, start_play};

pub use site::{href, BASE};

/// The element the app renders an interactive page's main region into.
pub const MAIN_ID: &str = "main";

/// The locale named by a site language code.
pub fn locale_of(lang: &str) -> Option<Locale> {
    match lang {
        "en" => Some(Locale::en),
        "fr" => Some(Locale::fr),
        "el" => Some(Locale::el),
        _ => None,
    }
}

/// The site language code of a locale.
pub fn lang_of(locale: Locale) -> &'static str {
    match locale {
        Locale::en => "en",
        Locale::fr => "fr",
        Locale::el => "el",
    }
}

/// The languages of the site as locales, in switcher order.
pub fn locales() -> impl Iterator<Item = Locale> {
    site::LANGS.into_iter().filter_map(locale_of)
}

/// Makes the texts below it speak `locale` (a page's root).
#[component]
pub fn InLocale(locale: Locale, children: Children) -> impl IntoView {
    provide_locale(locale);
    children()
}
