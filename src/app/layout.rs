//! The page frame (header with navigation and language switcher, footer
//! with version and commit) and the language layer of the routes.

use super::i18n::{t, td_string, use_i18n, Locale};
use super::pages::NotFound;
use super::{href, lang_of, locale_of, locales, BASE};
use crate::site;
use leptos::prelude::*;
use leptos_router::components::Outlet;
use leptos_router::hooks::{use_location, use_params_map};

/// `v0.1.0 · 3f2a9c1`: the app version and the commit it was built from.
pub fn version_text() -> String {
    format!("v{} · {}", env!("CARGO_PKG_VERSION"), env!("TAFL_COMMIT"))
}

/// The current site path without the base (`/fr/play/hnefatafl`).
fn site_path() -> Memo<String> {
    let location = use_location();
    Memo::new(move |_| site::strip_base(BASE, &location.pathname.get()).to_string())
}

/// Remembers the language for the next visit to `/`.
fn store_lang(lang: &str) {
    use gloo_storage::Storage;
    let _ = gloo_storage::LocalStorage::set(site::LANG_STORAGE_KEY, lang);
}

/// Makes the page's texts follow `locale` (when it is `Some`): set at once,
/// so the first render is already in that language, and again by an effect,
/// which also runs after the i18n context's own start-up effect (that one
/// would otherwise reset the locale to the browser's language).
pub fn follow_locale(locale: Signal<Option<Locale>>) {
    let i18n = use_i18n();
    if let Some(locale) = locale.get_untracked() {
        i18n.set_locale(locale);
    }
    Effect::new(move |_| {
        if let Some(locale) = locale.get() {
            if i18n.get_locale_untracked() != locale {
                i18n.set_locale(locale);
            }
        }
    });
}

/// Every `/:lang/…` page: sets the locale from the URL (so `<html lang>`,
/// `<title>` and all texts follow it) and wraps the page in the frame. An
/// unknown language prefix is a page that does not exist.
#[component]
pub fn LangLayout() -> impl IntoView {
    let params = use_params_map();
    let lang = Memo::new(move |_| params.with(|p| p.get("lang").and_then(|l| locale_of(&l))));
    follow_locale(lang.into());
    Effect::new(move |_| {
        if let Some(locale) = lang.get() {
            store_lang(lang_of(locale));
        }
    });
    view! {
        <Frame>
            <Show when=move || lang.get().is_some() fallback=|| view! { <NotFound /> }>
                <Outlet />
            </Show>
        </Frame>
    }
}

/// Header, main area and footer around a page.
#[component]
pub fn Frame(children: Children) -> impl IntoView {
    let i18n = use_i18n();
    let home = move || href(&site::home_path(lang_of(i18n.get_locale())));
    let games = move || href(&site::games_path(lang_of(i18n.get_locale())));
    view! {
        <div class="site">
            <header class="site-header">
                <div class="header-inner">
                    <a class="brand" href=home>
                        <Logo />
                        <span class="brand-text">
                            <span class="brand-name">{t!(i18n, site.name)}</span>
                            <span class="brand-tagline">{t!(i18n, site.tagline)}</span>
                        </span>
                    </a>
                    <nav class="site-nav" aria-label=move || td_string!(i18n.get_locale(), nav.main)>
                        <a class="nav-link" href=home>
                            {t!(i18n, nav.home)}
                        </a>
                        <a class="nav-link" href=games data-testid="nav-games">
                            {t!(i18n, nav.games)}
                        </a>
                    </nav>
                    <LangSwitcher />
                </div>
            </header>
            <main id="main" class="site-main">
                {children()}
            </main>
            <footer class="site-footer">
                <div class="footer-inner">
                    <span>{t!(i18n, footer.tagline)}</span>
                    <span class="version" data-testid="version">
                        {version_text()}
                    </span>
                </div>
            </footer>
        </div>
    }
}

/// Links to the current page in each language.
#[component]
fn LangSwitcher() -> impl IntoView {
    let i18n = use_i18n();
    let path = site_path();
    let links = locales()
        .map(|locale: Locale| {
            let lang = lang_of(locale);
            let target = move || href(&site::switch_lang(&path.get(), lang));
            let current = move || (i18n.get_locale() == locale).then_some("page");
            view! {
                <a
                    class="lang"
                    href=target
                    hreflang=lang
                    lang=lang
                    data-lang=lang
                    aria-current=current
                    title=td_string!(locale, site.lang_name)
                    on:click=move |_| store_lang(lang)
                >
                    {td_string!(locale, site.lang_short)}
                </a>
            }
        })
        .collect_view();
    view! {
        <nav class="lang-switcher" aria-label=move || td_string!(i18n.get_locale(), nav.language)>
            {links}
        </nav>
    }
}

/// The site mark: a small cross board with a fox on it.
#[component]
fn Logo() -> impl IntoView {
    view! {
        <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
            <path
                class="logo-cross"
                d="M11 2h10v9h9v10h-9v9H11v-9H2V11h9z"
            />
            <path class="logo-lines" d="M16 4v24M4 16h24M11 11l10 10M21 11L11 21" />
            <circle class="logo-fox" cx="16" cy="16" r="4.2" />
        </svg>
    }
}
