//! `/`: the site script sends the visitor on to the home page in their
//! language (the one chosen last time, else the browser's, else English).
//! Written out, the page offers the three languages as links, for a
//! browser that runs no script.

use crate::app::text::i18n::{lang_of, locales, t};
use crate::site;
use crate::site::href;
use leptos::prelude::*;

/// The language choice at `/`.
#[component]
pub fn RootPage() -> impl IntoView {
    let links = locales()
        .map(|locale| {
            let lang = lang_of(locale);
            view! {
                <li>
                    <a class="button" href=href(&site::home_path(lang)) hreflang=lang lang=lang data-lang=lang>
                        {t!(locale, site.lang_name)}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="root-choice" data-page="root">
            <ul class="root-langs">{links}</ul>
        </section>
    }
}
