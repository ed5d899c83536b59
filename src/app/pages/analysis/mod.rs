//! `/:lang/analysis/:game`: the analysis board. A tree of moves
//! ([`AnalysisTree`]) explored from any position (a game's start, a
//! position of a game, or one set up in the position editor); the board
//! shows one node of it, a move played there goes into the tree (a new
//! variation when the node already had another continuation), the move
//! list shows every line, and the computer evaluates the node on request.
//! The address holds the whole analysis (`?a=<code>`, kept up to date as
//! the analysis changes), so it can be copied and opened elsewhere.

mod editor;
mod engine;
mod moves;
mod text;

use crate::analysis::editor::Editor;
use crate::analysis::eval::evaluation;
use crate::analysis::{AnalysisTree, CodeError, NodeId, TreeCode, TreeError, MAX_NODES};
use crate::app::board::play::PlayBoard;
use crate::app::browser;
use crate::app::pages::play::{ChainControls, NavIcon, StatusLine};
use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::app::text::i18n_text::game_name;
use crate::engine::{AnyGame, GameId, Options};
use crate::play::{move_path, Action, Session};
use crate::site::{self, href};
use editor::PositionEditor;
use engine::{Analyst, State};
use leptos::ev;
use leptos::prelude::*;
use moves::MoveTree;
pub use text::Notice;
use text::{evaluation_text, view_text};

/// The analysis a page opens with.
pub struct AnalysisOpening {
    tree: AnalysisTree,
    focus: NodeId,
    notice: Option<Notice>,
    /// The board at `focus`.
    session: Session,
}

impl AnalysisOpening {
    /// A fresh board at the start of `game` (standard table), with
    /// `notice` to show.
    pub fn fresh(game: GameId, notice: Option<Notice>) -> Option<AnalysisOpening> {
        let start = AnyGame::new(game, Options::default()).ok()?;
        Self::at(AnalysisTree::new(start), NodeId::ROOT, notice)
    }

    fn at(tree: AnalysisTree, focus: NodeId, notice: Option<Notice>) -> Option<AnalysisOpening> {
        let session = session_at(&tree, focus)?;
        Some(AnalysisOpening {
            tree,
            focus,
            notice,
            session,
        })
    }

    /// The analysis in a code of `?a=`: a fresh board with a notice when
    /// it does not read, or is another game's.
    pub fn from_code(game: GameId, code: &str) -> Option<AnalysisOpening> {
        match crate::analysis::decode(code) {
            Ok(decoded) if decoded.tree.root_game().id() == game => {
                Self::at(decoded.tree, decoded.focus, None)
            }
            Ok(_) => Self::fresh(
                game,
                Some(Notice::Link(crate::links::share::ShareErrorKind::Malformed)),
            ),
            Err(error) => Self::fresh(game, Some(Notice::Link(error.kind()))),
        }
    }

    /// The analysis of a played game: its moves are the main line, and
    /// the board shows the position after `ply` of them (the last when
    /// `None`). A game longer than a tree holds starts where its last
    /// [`MAX_NODES`] moves begin.
    pub fn of_game(played: &AnyGame, ply: Option<usize>) -> Option<AnalysisOpening> {
        let plies = played.moves().len();
        let root_ply = plies.saturating_sub(MAX_NODES);
        let tree = AnalysisTree::from_game(played, root_ply).ok()?;
        let main = tree.main_line();
        let shown = ply.unwrap_or(plies).min(plies).saturating_sub(root_ply);
        let focus = shown
            .checked_sub(1)
            .and_then(|i| main.get(i).copied())
            .unwrap_or(NodeId::ROOT);
        Self::at(tree, focus, None)
    }
}

/// The board's session at `node`: its position, with its history.
fn session_at(tree: &AnalysisTree, node: NodeId) -> Option<Session> {
    Session::from_game(tree.position(node).ok()?).ok()
}

/// The site path of the analysis, for the address bar and the link: the
/// page's own path while the analysis is an empty board of the start (or
/// cannot go into a link).
fn address(
    lang: &str,
    tree: &AnalysisTree,
    code: &Result<TreeCode, CodeError>,
    focus: NodeId,
) -> String {
    let root = tree.root_game();
    let empty = tree.node_count() == 0 && root.moves().is_empty() && root.custom_start().is_none();
    match code {
        Ok(code) if !empty => code
            .path(lang, focus)
            .unwrap_or_else(|_| site::analysis_path(lang, root.id())),
        _ => site::analysis_path(lang, root.id()),
    }
}

/// The node a variation starts at: the nearest node from `id` up that is
/// not its parent's first child (`None` on the main line).
fn variation_start(tree: &AnalysisTree, id: NodeId) -> Option<NodeId> {
    let mut at = id;
    loop {
        let parent = tree.parent(at)?;
        if tree.first_child(parent) != Some(at) {
            return Some(at);
        }
        at = parent;
    }
}

/// The analysis page of `game`, opening with `opening`.
#[component]
pub fn AnalysisPage(game: GameId, opening: AnalysisOpening) -> impl IntoView {
    let locale = use_locale();
    let lang = lang_of(locale);
    let AnalysisOpening {
        tree,
        focus,
        notice,
        session,
    } = opening;
    let session = RwSignal::new(session);
    let tree = RwSignal::new(tree);
    let focus = RwSignal::new(focus);
    let notice = RwSignal::new(notice);
    let flipped = RwSignal::new(false);
    // The editor's position lives as long as the page (a signal made in a
    // click handler would belong to the view the click replaces).
    let editing = RwSignal::new(false);
    let editor = RwSignal::new(Editor::new(game, Options::default()));
    let copied = RwSignal::new(None::<bool>);
    let analyst = Analyst::new(tree, focus);

    // Shows `node` on the board.
    let go = Callback::new(move |node: NodeId| {
        let Some(at) = tree.with_untracked(|t| session_at(t, node)) else {
            return;
        };
        focus.set(node);
        session.set(at);
    });
    // A move played on the board goes into the tree at the node shown.
    let on_action = Callback::new(move |action: Action| {
        let Action::Play(mv) = action else { return };
        let at = focus.get_untracked();
        match tree.try_update(|t| t.play(at, &mv)) {
            Some(Ok(node)) => focus.set(node),
            Some(Err(TreeError::TooManyNodes)) => {
                notice.set(Some(Notice::Full));
                go.run(at);
            }
            _ => go.run(at),
        }
    });
    // A jump chain stopped at its current landing is a move too.
    let on_stop = Callback::new(move |()| {
        let action = session
            .try_update(|s| s.stop_chain())
            .unwrap_or(Action::Ignored);
        on_action.run(action);
    });
    // The tree's code is made once per change of the tree; moving through
    // it only rewrites the focus.
    let code = Memo::new(move |_| tree.with(TreeCode::of));
    // The address follows the analysis, so it can be copied at any time.
    Effect::new(move |_| {
        let path = code.with(|c| tree.with(|t| address(lang, t, c, focus.get())));
        #[cfg(target_arch = "wasm32")]
        browser::replace_address(&href(&path));
        #[cfg(not(target_arch = "wasm32"))]
        let _ = path;
    });

    let step_back = move || {
        if let Some(parent) = tree.with_untracked(|t| t.parent(focus.get_untracked())) {
            go.run(parent);
        }
    };
    let step_forward = move || {
        if let Some(next) = tree.with_untracked(|t| t.first_child(focus.get_untracked())) {
            go.run(next);
        }
    };
    let to_end = move || {
        let end = tree.with_untracked(|t| t.line_from(focus.get_untracked()).last().copied());
        if let Some(end) = end {
            go.run(end);
        }
    };
    let keys = window_event_listener(ev::keydown, move |ev| {
        if browser::typing_target(&ev) || editing.get_untracked() {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => step_back(),
            "ArrowRight" => step_forward(),
            "Home" => go.run(NodeId::ROOT),
            "End" => to_end(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let at_root = move || focus.get() == NodeId::ROOT;
    let at_end = move || tree.with(|t| t.first_child(focus.get()).is_none());
    let on_main = move || tree.with(|t| t.is_main_line(focus.get()));
    let promote = move |_| {
        let node = focus.get_untracked();
        tree.update(|t| {
            if let Some(start) = variation_start(t, node) {
                let _ = t.promote(start);
            }
        });
    };
    let make_main = move |_| {
        let node = focus.get_untracked();
        tree.update(|t| {
            let _ = t.promote_to_main_line(node);
        });
    };
    let delete = move |_| {
        let node = focus.get_untracked();
        if let Some(Ok(parent)) = tree.try_update(|t| t.delete(node)) {
            go.run(parent);
        }
    };
    let copy = move |_| {
        let path = code.with_untracked(|c| {
            tree.with_untracked(|t| address(lang, t, c, focus.get_untracked()))
        });
        let url = format!("{}{}", browser::origin(), href(&path));
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    };
    let open_editor = move |_| {
        editor.set(session.with_untracked(|s| Editor::of_game(s.game())));
        editing.set(true);
    };
    let on_analyse = Callback::new(move |played: AnyGame| {
        analyst.on.set(false);
        tree.set(AnalysisTree::new(played));
        notice.set(None);
        editing.set(false);
        go.run(NodeId::ROOT);
    });
    let on_cancel = Callback::new(move |()| editing.set(false));

    let set_up = move || tree.with(|t| t.root_game().custom_start().is_some());
    // The best move's arrow, on the node it was found for.
    let best_path = Signal::derive(move || {
        let State::Ready(a) = analyst.state.get() else {
            return None;
        };
        (a.node == focus.get())
            .then(|| session.with(|s| move_path(s.game(), &a.found.mv)))
            .flatten()
    });
    let board_label = Signal::derive(move || {
        format!(
            "{} · {}",
            t!(locale, analysis.board_label),
            game_name(locale, game)
        )
    });
    let play_line = move |node: NodeId, line: Vec<String>| {
        if let Some(Ok(end)) = tree.try_update(|t| t.play_line(node, &line)) {
            go.run(end);
        }
    };

    let engine_view = move || {
        let locale = locale;
        let state = analyst.state.get();
        match state {
            State::Off => None,
            State::Thinking => Some(
                view! { <p class="engine-state" data-testid="engine-thinking">{t!(locale, analysis.engine.thinking)}</p> }
                    .into_any(),
            ),
            State::Over => Some(
                view! { <p class="engine-state" data-testid="engine-over">{t!(locale, analysis.engine.over)}</p> }
                    .into_any(),
            ),
            State::Failed => Some(
                view! { <p class="engine-state" data-testid="engine-failed">{t!(locale, analysis.engine.failed)}</p> }
                    .into_any(),
            ),
            State::Ready(a) => {
                let score = evaluation_text(locale, game, evaluation(a.found.score, a.to_move));
                let line = if a.found.line.is_empty() {
                    vec![a.found.mv.clone()]
                } else {
                    a.found.line.clone()
                };
                let labels = tree.with_untracked(|t| t.label_moves(a.node, &line).unwrap_or_default());
                let node = a.node;
                let moves = labels
                    .into_iter()
                    .enumerate()
                    .map(|(i, label)| {
                        let prefix = line[..=i].to_vec();
                        view! {
                            <button class="node line-move" data-testid="line-move"
                                title=t!(locale, analysis.engine.play_line)
                                on:click=move |_| play_line(node, prefix.clone())>
                                {label.show_number.then(|| view! { <span class="number">{label.number.text()}</span> })}
                                <span class="san">{label.notation}</span>
                            </button>
                        }
                    })
                    .collect_view();
                Some(
                    view! {
                        <div class="engine-result" data-testid="engine-result" data-node=node.index().to_string()>
                            <p class="engine-score">
                                <strong data-testid="eval-score">{score}</strong>
                                " "
                                <span class="engine-view">{view_text(locale, game)}</span>
                            </p>
                            <p class="engine-facts">
                                <span>{t!(locale, analysis.engine.depth)}" "
                                    <span data-testid="eval-depth">{a.found.depth}</span></span>
                                {a.deeper.then(|| view! { <span class="engine-deeper" aria-hidden="true">"…"</span> })}
                                " · "
                                <span>{t!(locale, analysis.engine.best_move)}" "
                                    <strong data-testid="eval-best">{a.found.mv.clone()}</strong></span>
                            </p>
                            <p class="engine-line">
                                <span class="visually-hidden">{t!(locale, analysis.engine.best_line)}</span>
                                <span data-testid="eval-line">{moves}</span>
                            </p>
                        </div>
                    }
                    .into_any(),
                )
            }
        }
    };

    let analysis_view = move || {
        let locale = locale;
        view! {
            <div class="play-layout">
                <div class="board-column">
                    <div class="board-frame" class:flipped=move || flipped.get()>
                        <PlayBoard session=session flipped=flipped label=board_label
                            on_action=on_action hint=best_path />
                    </div>
                </div>
                <aside class="panel play-panel analysis-panel">
                    <header class="play-header">
                        <h1>{t!(locale, analysis.title)}</h1>
                        <p class="analysis-game">{game_name(locale, game)}
                            {move || set_up().then(|| view! { <span>" · "{t!(locale, analysis.set_up_root)}</span> })}
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
                    <div class="engine" data-testid="engine">
                        <label class="check engine-toggle">
                            <input type="checkbox" data-testid="engine-toggle"
                                prop:checked=move || analyst.on.get()
                                on:change=move |ev| analyst.on.set(event_target_checked(&ev)) />
                            {t!(locale, analysis.engine.toggle)}
                        </label>
                        {engine_view}
                    </div>
                    <MoveTree tree=tree focus=focus go=go />
                    <div class="nav-buttons" role="group">
                        <button class="icon-button" data-testid="nav-first" disabled=at_root
                            aria-label=t!(locale, analysis.nav.first) title=t!(locale, analysis.nav.first)
                            on:click=move |_| go.run(NodeId::ROOT)><NavIcon kind="first" /></button>
                        <button class="icon-button" data-testid="nav-previous" disabled=at_root
                            aria-label=t!(locale, analysis.nav.previous) title=t!(locale, analysis.nav.previous)
                            on:click=move |_| step_back()><NavIcon kind="previous" /></button>
                        <button class="icon-button" data-testid="nav-next" disabled=at_end
                            aria-label=t!(locale, analysis.nav.next) title=t!(locale, analysis.nav.next)
                            on:click=move |_| step_forward()><NavIcon kind="next" /></button>
                        <button class="icon-button" data-testid="nav-last" disabled=at_end
                            aria-label=t!(locale, analysis.nav.last) title=t!(locale, analysis.nav.last)
                            on:click=move |_| to_end()><NavIcon kind="last" /></button>
                    </div>
                    <div class="controls node-actions" role="group">
                        <button class="button secondary" data-testid="promote" disabled=on_main
                            on:click=promote>{t!(locale, analysis.actions.promote)}</button>
                        <button class="button secondary" data-testid="make-main" disabled=on_main
                            on:click=make_main>{t!(locale, analysis.actions.main_line)}</button>
                        <button class="button secondary" data-testid="delete-node" disabled=at_root
                            on:click=delete>{t!(locale, analysis.actions.delete)}</button>
                    </div>
                    <div class="controls" role="group">
                        <button class="button secondary" data-testid="flip" aria-pressed=move || flipped.get().to_string()
                            on:click=move |_| flipped.update(|f| *f = !*f)>{t!(locale, analysis.flip)}</button>
                        <button class="button secondary" data-testid="open-editor"
                            on:click=open_editor>{t!(locale, analysis.editor.open)}</button>
                        <button class="button" data-testid="copy-link"
                            on:click=copy>{t!(locale, analysis.copy_link)}</button>
                    </div>
                    {move || copied.get().map(|done| view! {
                        <p class="copied" role="status" data-testid="copied">
                            {if done { t!(locale, analysis.copied) } else { t!(locale, analysis.copy_failed) }}
                        </p>
                    })}
                    <p class="keyboard-hint">{t!(locale, analysis.keyboard_hint)}</p>
                </aside>
            </div>
        }
        .into_any()
    };

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
                false => analysis_view(),
            }}
        </article>
    }
}
