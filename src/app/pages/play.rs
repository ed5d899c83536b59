//! `/:lang/play/:game`: the game's full-size board at its start position.
//! (Making it playable is the play issue's work.)

use super::super::board::PieceShape;
use super::super::i18n::{t, td_string, use_i18n};
use super::super::i18n_text::{game_name, game_summary, piece_name};
use super::super::{href, lang_of, BoardSvg, NotFound};
use crate::board_view::BoardView;
use crate::engine::{GameId, Piece};
use crate::site;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// The play page; an unknown game id is a page that does not exist.
#[component]
pub fn PlayPage() -> impl IntoView {
    let params = use_params_map();
    let game =
        Memo::new(move |_| params.with(|p| p.get("game").and_then(|g| g.parse::<GameId>().ok())));
    move || match game.get() {
        Some(game) => view! { <GameBoard game=game /> }.into_any(),
        None => view! { <NotFound /> }.into_any(),
    }
}

/// The board of one game with its name, summary and piece counts.
#[component]
fn GameBoard(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let board = BoardView::start(game, true);
    let legend = [
        Piece::Fox,
        Piece::Goose,
        Piece::Attacker,
        Piece::Defender,
        Piece::King,
    ]
    .into_iter()
    .filter_map(|piece| {
        let n = board.count(piece);
        (n > 0).then(|| {
            view! {
                <li class="legend-item" data-legend=piece.as_str()>
                    <svg class="legend-piece" viewBox="-5 -5 10 10" aria-hidden="true">
                        <g class=format!("piece piece-{}", piece.as_str())>
                            <PieceShape piece=piece />
                        </g>
                    </svg>
                    <span class="legend-name">{move || piece_name(i18n.get_locale(), piece)}</span>
                    <span class="legend-count">"× " {n}</span>
                </li>
            }
        })
    })
    .collect_view();
    let name = move || game_name(i18n.get_locale(), game);
    let home = move || href(&site::home_path(lang_of(i18n.get_locale())));
    view! {
        <Title text=move || format!("{} · {}", name(), td_string!(i18n.get_locale(), site.name)) />
        <article class="play" data-game=game.as_str()>
            <a class="back-link" href=home>
                "← "
                {t!(i18n, play.back)}
            </a>
            <header class="play-header">
                <h1>{name}</h1>
                <p class="lead">{move || game_summary(i18n.get_locale(), game)}</p>
            </header>
            <div class="play-layout">
                <figure class="board-frame">
                    <BoardSvg
                        view=board
                        label=Signal::derive(move || {
                            format!("{} · {}", td_string!(i18n.get_locale(), play.board_label), name())
                        })
                        class="full"
                    />
                    <figcaption>{t!(i18n, play.start_heading)}</figcaption>
                </figure>
                <aside class="panel">
                    <h2>{t!(i18n, play.pieces_heading)}</h2>
                    <ul class="legend">{legend}</ul>
                </aside>
            </div>
        </article>
    }
}
