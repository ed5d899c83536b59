//! Any address that is not a page: said in the page's language.

use super::super::i18n::{t, use_i18n};
use super::super::{href, lang_of};
use crate::site;
use leptos::prelude::*;

/// The not-found page.
#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = use_i18n();
    let home = move || href(&site::home_path(lang_of(i18n.get_locale())));
    view! {
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
