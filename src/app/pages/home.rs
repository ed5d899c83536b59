//! `/:lang/`: the four games, each a card with its board at the start.

use crate::app::board::svg::BoardSvg;
use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::app::text::i18n_text::{game_name, game_summary};
use crate::engine::GameId;
use crate::pictures::board_view::BoardView;
use crate::site;
use crate::site::href;
use leptos::prelude::*;

/// The home page.
#[component]
pub fn HomePage() -> impl IntoView {
    let locale = use_locale();
    let cards = GameId::ALL
        .into_iter()
        .map(|game| view! { <GameCard game=game /> })
        .collect_view();
    view! {
        <section class="hero">
            <h1>{t!(locale, home.title)}</h1>
            <p class="lead">{t!(locale, home.intro)}</p>
        </section>
        <section class="games" aria-labelledby="games-heading">
            <h2 id="games-heading" class="visually-hidden">
                {t!(locale, home.games_heading)}
            </h2>
            <ul class="game-grid">{cards}</ul>
        </section>
    }
}

/// One game: its board picture, name and one-line summary, with a Play
/// button and a Rules button.
#[component]
pub fn GameCard(game: GameId) -> impl IntoView {
    let locale = use_locale();
    let lang = move || lang_of(locale);
    let play = move || href(&site::play_path(lang(), game));
    let rules = move || href(&site::rules_path(lang(), game));
    let analyse = move || href(&site::analysis_path(lang(), game));
    let name = move || game_name(locale, game);
    view! {
        <li class="game-card" data-game=game.as_str()>
            // The picture repeats the Play link for pointers; keyboards and
            // screen readers use the title and the buttons.
            <a class="card-board" href=play tabindex="-1" aria-hidden="true">
                <BoardSvg
                    view=BoardView::start(game, false)
                    label=Signal::derive(move || name().to_string())
                    class="thumb"
                />
            </a>
            <div class="card-text">
                <h3 class="card-title">
                    <a href=play>{name}</a>
                </h3>
                <p class="card-summary">{game_summary(locale, game)}</p>
                <div class="card-actions">
                    <a class="button card-play" data-testid="card-play" href=play>
                        {t!(locale, home.play)}
                    </a>
                    <a class="button button-quiet card-rules" data-testid="card-rules" href=rules>
                        {t!(locale, rules.rules)}
                    </a>
                    <a class="button button-quiet card-analyse" data-testid="card-analyse" href=analyse>
                        {t!(locale, home.analyse)}
                    </a>
                </div>
            </div>
        </li>
    }
}
