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
    include!(concat!(env!("OUT_DIR"), "/texts.rs"));
}

/// `t!(locale, play.ai.hint)`: the text of a key of the translation files
/// (`locales/<lang>/play.json`, object `ai`, key `hint`) in `locale`.
macro_rules! t {
    ($locale:expr, $($key:ident).+) => {
        $crate::app::text::i18n::texts::$($key)::+($locale)
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
