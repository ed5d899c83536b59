//! The page frame: the screen-reader mode's switch and the skip link (the
//! keyboard's first two stops), the header
//! with navigation and language switcher, the main region, the "new
//! version" banner and the footer with version and commit. It is written once, at build time: its links are plain links
//! and the banner is shown by the site script (`src/shell`), so nothing in
//! it needs the app in the browser.

use crate::app::text::i18n::{lang_of, locales, t, use_locale, Locale};
use crate::app::MAIN_ID;
use crate::site::{self, href};
use leptos::prelude::*;

/// `v0.1.0 · 3f2a9c1`: the app version and the commit it was built from.
pub fn version_text() -> String {
    format!("v{} · {}", env!("CARGO_PKG_VERSION"), env!("TAFL_COMMIT"))
}

/// Header, main area, banner and footer around a page at site path `path`
/// (without the base; the language links lead to the same page).
#[component]
pub fn Frame(path: String, children: Children) -> impl IntoView {
    let locale = use_locale();
    let lang = lang_of(locale);
    let home = href(&site::home_path(lang));
    let games = href(&site::games_path(lang));
    let puzzles = href(&site::puzzles_path(
        lang,
        crate::engine::GameId::FoxGeese,
        Default::default(),
    ));
    view! {
        <div class="site">
            <button class="skip-link screen-reader-switch" type="button" aria-pressed="false"
                data-testid="screen-reader">
                {t!(locale, access.mode)}
            </button>
            <a class="skip-link" href=format!("#{MAIN_ID}") data-testid="skip-link">
                {t!(locale, access.skip)}
            </a>
            <header class="site-header">
                <div class="header-inner">
                    <a class="brand" href=home.clone()>
                        <Logo />
                        <span class="brand-text">
                            <span class="brand-name">{t!(locale, site.name)}</span>
                            <span class="brand-tagline">{t!(locale, site.tagline)}</span>
                        </span>
                    </a>
                    <nav class="site-nav" aria-label=t!(locale, nav.main)>
                        <a class="nav-link" href=home>
                            {t!(locale, nav.home)}
                        </a>
                        <a class="nav-link" href=puzzles data-testid="nav-puzzles">
                            {t!(locale, nav.puzzles)}
                        </a>
                        <a class="nav-link" href=games data-testid="nav-games">
                            {t!(locale, nav.games)}
                        </a>
                    </nav>
                    <LangSwitcher path=path current=locale />
                </div>
            </header>
            <main id=MAIN_ID class="site-main" tabindex="-1">
                {children()}
            </main>
            <UpdateBanner />
            <footer class="site-footer">
                <div class="footer-inner">
                    <span>{t!(locale, footer.tagline)}</span>
                    <span class="version" data-testid="version">
                        {version_text()}
                    </span>
                </div>
            </footer>
        </div>
    }
}

/// Links to the page at `path` in each language. The site script
/// remembers the language chosen for the next visit to `/`.
#[component]
fn LangSwitcher(path: String, current: Locale) -> impl IntoView {
    let links = locales()
        .map(|locale: Locale| {
            let lang = lang_of(locale);
            let target = href(&site::switch_lang(&path, lang));
            let current = (current == locale).then_some("page");
            view! {
                <a
                    class="lang"
                    href=target
                    hreflang=lang
                    lang=lang
                    data-lang=lang
                    aria-current=current
                    title=t!(locale, site.lang_name)
                >
                    {t!(locale, site.lang_short)}
                </a>
            }
        })
        .collect_view();
    view! {
        <nav class="lang-switcher" aria-label=t!(current, nav.language)>
            {links}
        </nav>
    }
}

/// "A new version is ready — Reload": hidden until the site script finds a
/// new version of the site installed and waiting (see `src/shell`).
#[component]
fn UpdateBanner() -> impl IntoView {
    let locale = use_locale();
    view! {
        <div class="update-banner" role="status" data-testid="update-banner" hidden>
            <span class="update-text">{t!(locale, offline.ready)}</span>
            <button class="button update-reload" type="button" data-testid="update-reload">
                {t!(locale, offline.reload)}
            </button>
        </div>
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
