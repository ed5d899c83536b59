//! Any address that is not a page: said in the page's language.

use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::site;
use crate::site::href;
use leptos::prelude::*;

/// The not-found page.
#[component]
pub fn NotFound() -> impl IntoView {
    let locale = use_locale();
    let home = move || href(&site::home_path(lang_of(locale)));
    view! {
        <section class="not-found" data-page="not-found">
            <p class="not-found-code" aria-hidden="true">"404"</p>
            <h1>{t!(locale, not_found.title)}</h1>
            <p class="lead">{t!(locale, not_found.text)}</p>
            <a class="button" href=home>
                {t!(locale, not_found.home)}
            </a>
        </section>
    }
}
