//! Any address that is not a page: said in the page's language.

use super::super::i18n::{t, td_string, use_i18n};
use super::super::layout::follow_locale;
use super::super::{href, lang_of, locale_of, BASE};
use crate::site;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_location;

/// The not-found page. Its language is the path's language prefix when it
/// has a valid one (`/fr/nowhere`), else the current locale.
#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    let prefix = Signal::derive(move || {
        site::lang_of_path(site::strip_base(BASE, &location.pathname.get())).and_then(locale_of)
    });
    follow_locale(prefix);
    let home = move || href(&site::home_path(lang_of(i18n.get_locale())));
    view! {
        <Title text=move || td_string!(i18n.get_locale(), not_found.doc_title) />
        <section class="not-found" data-page="not-found">
            <p class="not-found-code" aria-hidden="true">"404"</p>
            <h1>{t!(i18n, not_found.title)}</h1>
            <p class="lead">{t!(i18n, not_found.text)}</p>
            <a class="button" href=home>
                {t!(i18n, not_found.home)}
            </a>
        </section>
    }
}
