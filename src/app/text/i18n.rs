//! The app's texts in the page's language: every visible string comes
//! from `locales/<lang>/<namespace>.json`, compiled by `build.rs` into one
//! function per key (`texts::play::undo(locale)`), so a missing key is a
//! build error and a text costs the app nothing but its bytes.
//!
//! A page has one language for its whole life (the language is part of
//! its address; switching language opens the page at another address), so
//! the texts are plain strings, not signals: the page's [`Locale`] is
//! provided once at its root and read with [`use_locale`].

use crate::site;
use leptos::prelude::*;

/// The id of the element in which a page that starts the app holds its
/// texts (written by [`crate::app::render`], read by `loaded`).
pub const TEXTS_ID: &str = "tafl-texts";

/// A language of the site.
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    en,
    fr,
    el,
}

/// The texts, one module per namespace (file) and nested object.
pub mod texts {
    #[allow(unused_imports)]
    use super::Locale;
    #[allow(unused_imports)]
    use crate::fill::fill;

    /// The form of `forms` that `count` takes in `locale`, filled (the
    /// generated functions of plural texts call it).
    #[allow(dead_code)]
    fn counted(locale: Locale, count: u64, forms: &[&str], values: &[&str]) -> String {
        crate::fill::counted(super::lang_of(locale), count, forms, values)
    }

    /// A page text (`build/locales.rs`, `PAGE_NAMESPACES`): in the
    /// browser, its number in the table the page holds ([`super::loaded`]);
    /// elsewhere, the text in `locale`.
    #[cfg(all(target_arch = "wasm32", not(test)))]
    macro_rules! pick {
        ($locale:expr, $id:literal, $en:expr, $fr:expr, $el:expr) => {{
            let _ = $locale;
            $crate::app::text::loaded::text($id)
        }};
    }
    #[cfg(not(all(target_arch = "wasm32", not(test))))]
    macro_rules! pick {
        ($locale:expr, $id:literal, $en:expr, $fr:expr, $el:expr) => {
            match $locale {
                Locale::en => $en,
                Locale::fr => $fr,
                Locale::el => $el,
            }
        };
    }
    /// The forms of a plural page text, as [`pick`] finds a text.
    #[cfg(all(target_arch = "wasm32", not(test)))]
    macro_rules! pick_forms {
        ($locale:expr, $id:literal, $en:expr, $fr:expr, $el:expr) => {
            &$crate::app::text::loaded::forms($id)[..]
        };
    }
    #[cfg(not(all(target_arch = "wasm32", not(test))))]
    macro_rules! pick_forms {
        ($locale:expr, $id:literal, $en:expr, $fr:expr, $el:expr) => {
            match $locale {
                Locale::en => &$en[..],
                Locale::fr => &$fr[..],
                Locale::el => &$el[..],
            }
        };
    }

    include!(concat!(env!("OUT_DIR"), "/texts.rs"));
}

/// `t!(locale, play.ai.hint)`: the text of a key of the translation files
/// (`locales/<lang>/play.json`, object `ai`, key `hint`) in `locale`.
///
/// A text with placeholders takes its values by name, filled in one pass:
/// `t!(locale, records.imported, count = 3, game = name)` (a plural text's
/// `count` is a `u64` and picks its form; every other value is a `&str`).
/// A missing, extra or misspelt name is a compile error.
macro_rules! t {
    ($locale:expr, $($key:ident).+) => {
        $crate::app::text::i18n::texts::$($key)::+($locale)
    };
    ($locale:expr, $($key:ident).+, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::app::text::i18n::texts::$($key)::+(
            $locale,
            $crate::app::text::i18n::texts::$($key)::+ { $($name: $value),+ },
        )
    };
}
pub(crate) use t;

/// Makes `locale` the language of the views below (call at a page's root).
pub fn provide_locale(locale: Locale) {
    provide_context(locale);
}

/// The language of the page (English when none was provided).
pub fn use_locale() -> Locale {
    use_context::<Locale>().unwrap_or_default()
}

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
