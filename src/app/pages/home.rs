//! `/:lang/`: the four games, each a card with its board at the start.

use super::super::i18n::{t, td_string, use_i18n};
use super::super::i18n_text::{game_name, game_summary};
use super::super::{href, lang_of, BoardSvg};
use crate::board_view::BoardView;
use crate::engine::GameId;
use crate::site;
use leptos::prelude::*;
use leptos_meta::Title;

/// The home page.
#[component]
pub fn HomePage() -> impl IntoView {
    let i18n = use_i18n();
    let cards = GameId::ALL
        .into_iter()
        .map(|game| view! { <GameCard game=game /> })
        .collect_view();
    view! {
        <Title text=move || td_string!(i18n.get_locale(), home.doc_title) />
        <section class="hero">
            <h1>{t!(i18n, home.title)}</h1>
            <p class="lead">{t!(i18n, home.intro)}</p>
        </section>
        <section class="games" aria-labelledby="games-heading">
            <h2 id="games-heading" class="visually-hidden">
                {t!(i18n, home.games_heading)}
            </h2>
            <ul class="game-grid">{cards}</ul>
        </section>
    }
}

/// One game: its board picture, name and summary, linking to its page.
#[component]
pub fn GameCard(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let link = move || href(&site::play_path(lang_of(i18n.get_locale()), game));
    let name = move || game_name(i18n.get_locale(), game);
    view! {
        <li class="game-card" data-game=game.as_str()>
            <a class="card-link" href=link>
                <div class="card-board">
                    <BoardSvg
                        view=BoardView::start(game, false)
                        label=Signal::derive(move || name().to_string())
                        class="thumb"
                    />
                </div>
                <div class="card-text">
                    <h3 class="card-title">{name}</h3>
                    <p class="card-summary">{move || game_summary(i18n.get_locale(), game)}</p>
                    <span class="card-cta" aria-hidden="true">
                        {t!(i18n, home.play)}
                        " →"
                    </span>
                </div>
            </a>
        </li>
    }
}
