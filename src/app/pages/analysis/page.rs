//! The analysis page: the board, the panel beside it, the position
//! editor in their place while it is open, and the address kept up to
//! date with the analysis. Its state is [`AnalysisState`].

use crate::analysis::NodeId;
use crate::app::board::play::PlayBoard;
use crate::app::board::typed_move::typed_move;
use crate::app::browser;
use crate::app::pages::analysis::controls::{analysis_controls, tree_nav};
use crate::app::pages::analysis::editor::PositionEditor;
use crate::app::pages::analysis::engine::State;
use crate::app::pages::analysis::export::analysis_export;
use crate::app::pages::analysis::moves::MoveTree;
use crate::app::pages::analysis::notes::node_notes;
use crate::app::pages::analysis::readout::{engine_readout, spoken_evaluation};
use crate::app::pages::analysis::state::AnalysisState;
use crate::app::pages::analysis::AnalysisOpening;
use crate::app::pages::play::{ChainControls, StatusLine};
use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::app::text::i18n_text::game_name;
use crate::engine::{AnyGame, GameId};
use crate::play::{move_path, Action};
use crate::site::{self, href};
use leptos::ev;
use leptos::prelude::*;

/// ← and → step through the tree, unless typing or in the editor.
fn listen_to_keys(page: AnalysisState) {
    let editing = page.editing;
    let keys = window_event_listener(ev::keydown, move |ev| {
        if browser::typing_target(&ev) || editing.get_untracked() {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => page.step_back(),
            "ArrowRight" => page.step_forward(),
            "Home" => page.go(NodeId::ROOT),
            "End" => page.go_to_end(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// The board and the panel of the analysis.
fn analysis_board(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale,
        game,
        session,
        focus,
        notice,
        flipped,
        analyst,
        tree,
        ..
    } = page;
    let go = Callback::new(move |node: NodeId| page.go(node));
    let on_action = Callback::new(move |action: Action| page.act(action));
    let on_stop = Callback::new(move |()| page.stop_chain());
    // The best move's arrow, on the node it was found for.
    let best_path = Signal::derive(move || {
        let State::Ready(a) = analyst.state.get() else {
            return None;
        };
        (a.node == focus.get())
            .then(|| session.with(|s| move_path(s.history().game(), &a.found.mv)))
            .flatten()
    });
    let spoken_eval = Signal::derive(move || match analyst.state.get() {
        State::Ready(a) if a.node == focus.get() => Some(spoken_evaluation(locale, game, &a)),
        _ => None,
    });
    let board_label = Signal::derive(move || {
        format!(
            "{} · {}",
            t!(locale, analysis.board_label),
            game_name(locale, game)
        )
    });
    view! {
        <div class="play-layout">
            <div class="board-column">
                <div class="board-frame" class:flipped=move || flipped.get()>
                    <PlayBoard session=session flipped=flipped label=board_label
                        on_action=on_action hint=best_path evaluation=spoken_eval />
                </div>
                {typed_move(session, on_action)}
            </div>
            <aside class="panel play-panel analysis-panel">
                <header class="play-header">
                    <h1>{t!(locale, analysis.title)}</h1>
                    <p class="analysis-game">{game_name(locale, game)}
                        {move || page.set_up().then(|| view! { <span>" · "{t!(locale, analysis.set_up_root)}</span> })}
                    </p>
                </header>
                {move || notice.get().map(|n| view! {
                    <div class="notice" role="alert" data-testid="notice" data-notice=n.kind()>
                        <p>{n.text(locale)}</p>
                        <button class="icon-button" aria-label=t!(locale, play.dismiss)
                            on:click=move |_| notice.set(None)>"×"</button>
                    </div>
                })}
                <StatusLine session=session />
                <ChainControls session=session on_stop=on_stop />
                {engine_readout(page)}
                <MoveTree tree=tree focus=focus go=go />
                {tree_nav(page)}
                {node_notes(page)}
                {analysis_controls(page)}
                {analysis_export(page)}
                <p class="keyboard-hint">{t!(locale, analysis.keyboard_hint)}</p>
            </aside>
        </div>
    }
}

/// The analysis page of `game`, opening with `opening`.
#[component]
pub fn AnalysisPage(game: GameId, opening: AnalysisOpening) -> impl IntoView {
    let locale = use_locale();
    let lang = lang_of(locale);
    let page = AnalysisState::new(locale, game, opening);
    let AnalysisState {
        focus,
        editing,
        editor,
        flipped,
        ..
    } = page;
    // The address follows the analysis, so it can be copied at any time.
    Effect::new(move |_| {
        let path = page.path(focus.get());
        #[cfg(target_arch = "wasm32")]
        browser::replace_address(&href(&path));
        #[cfg(not(target_arch = "wasm32"))]
        let _ = path;
    });
    listen_to_keys(page);
    let on_analyse = Callback::new(move |played: AnyGame| page.analyse(played));
    let on_cancel = Callback::new(move |()| editing.set(false));

    view! {
        <article class="play analysis" data-game=game.as_str()>
            <a class="back-link" href=move || href(&site::play_path(lang, game))>
                "← "
                {t!(locale, analysis.back)}
            </a>
            {move || match editing.get() {
                true => view! {
                    <PositionEditor editor=editor flipped=flipped on_analyse=on_analyse on_cancel=on_cancel />
                }
                .into_any(),
                false => analysis_board(page).into_any(),
            }}
        </article>
    }
}
