//! The position editor: a board whose points take the chosen piece (or
//! lose theirs to the eraser), the tools, the side to move, and
//! "Analyse this position", which asks the engine whether the position
//! can be played from and says why not in the page's language.

use super::text::setup_error_text;
use crate::analysis::editor::{Editor, Tool};
use crate::app::board::svg::{BoardSvg, PieceShape};
use crate::app::text::i18n::{t, use_locale};
use crate::app::text::i18n_text::piece_name;
use crate::app::text::play_text::point_label;
use crate::app::text::saved_text::side_name as side_label;
use crate::engine::{setup, AnyGame, SetupError, Side};
use crate::pictures::board_view::{fmt, BoardStyle, BoardView, STEP};
use leptos::prelude::*;

/// The editor's board: the position drawn by [`BoardSvg`], with a layer
/// of points on top that take the clicks.
#[component]
fn EditorBoard(
    editor: RwSignal<Editor>,
    tool: RwSignal<Tool>,
    #[prop(into)] flipped: Signal<bool>,
) -> impl IntoView {
    let locale = use_locale();
    let game = editor.with_untracked(|e| e.game());
    let board = setup::topology(game);
    let pen = setup::pen_points(game);
    let picture = {
        let pen = pen.clone();
        move || {
            let view =
                editor.with(|e| BoardView::oriented(board, &pen, &e.pieces(), true, flipped.get()));
            view! { <BoardSvg view=view label=Signal::stored(t!(locale, analysis.editor.board_label).to_string()) /> }
        }
    };
    let hits = move || {
        let view = BoardView::oriented(board, &pen, &[], true, flipped.get());
        let half = STEP / 2.0;
        let box_ = view.view_box();
        let hits = view
            .points
            .iter()
            .filter_map(|p| {
                let point = board.parse_point(&p.name)?;
                let name = p.name.clone();
                let label = {
                    let name = name.clone();
                    move || {
                        let piece = editor.with(|e| e.piece_at(point));
                        point_label(locale, piece, &name)
                    }
                };
                let click = move |_| editor.update(|e| e.apply(point, tool.get_untracked()));
                Some(match view.style {
                    BoardStyle::Lines => view! {
                        <circle class="hit" data-hit=name role="button" aria-label=label
                            cx=fmt(p.x) cy=fmt(p.y) r=fmt(half) on:click=click />
                    }
                    .into_any(),
                    BoardStyle::Squares => view! {
                        <rect class="hit" data-hit=name role="button" aria-label=label
                            x=fmt(p.x - half) y=fmt(p.y - half) width=fmt(STEP) height=fmt(STEP)
                            on:click=click />
                    }
                    .into_any(),
                })
            })
            .collect_view();
        view! { <svg class="editor-hits" viewBox=box_ aria-hidden="false">{hits}</svg> }
    };
    view! {
        <div class="editor-board" data-testid="editor-board">
            {picture}
            {hits}
        </div>
    }
}

/// The editor with its board and controls. `on_analyse` hears the game
/// the engine made of a valid position; `on_cancel` goes back to the
/// analysis unchanged.
#[component]
pub fn PositionEditor(
    editor: RwSignal<Editor>,
    #[prop(into)] flipped: Signal<bool>,
    on_analyse: Callback<AnyGame>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let locale = use_locale();
    let game = editor.with_untracked(|e| e.game());
    let tool = RwSignal::new(Tool::Place(Editor::pieces_of(game)[0]));
    let error = RwSignal::new(None::<SetupError>);
    // Any change to the position makes the last error stale.
    Effect::new(move |_| {
        editor.track();
        error.set(None);
    });
    let analyse = move |_| match editor.with_untracked(|e| e.analyse()) {
        Ok(played) => on_analyse.run(played),
        Err(why) => error.set(Some(why)),
    };
    let tools = Editor::tools(game)
        .into_iter()
        .map(|t| {
            let name = match t {
                Tool::Place(piece) => piece_name(locale, piece),
                Tool::Erase => t!(locale, analysis.editor.eraser),
            };
            let icon = match t {
                Tool::Place(piece) => view! {
                    <svg class="tool-piece" viewBox="-5 -5 10 10" aria-hidden="true">
                        <g class=format!("piece piece-{}", piece.as_str())><PieceShape piece=piece /></g>
                    </svg>
                }
                .into_any(),
                Tool::Erase => view! {
                    <svg class="tool-piece" viewBox="-5 -5 10 10" aria-hidden="true">
                        <path class="eraser" d="M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5" />
                    </svg>
                }
                .into_any(),
            };
            view! {
                <button class="tool" data-testid=format!("tool-{}", t.as_str())
                    aria-pressed=move || (tool.get() == t).to_string()
                    on:click=move |_| tool.set(t)>
                    {icon}
                    <span>{name}</span>
                </button>
            }
        })
        .collect_view();
    let sides = [Side::First, Side::Second]
        .into_iter()
        .map(|side| {
            view! {
                <label class="check">
                    <input type="radio" name="side-to-move"
                        data-testid=format!("side-{}", side.index())
                        prop:checked=move || editor.with(|e| e.side_to_move() == side)
                        on:change=move |_| editor.update(|e| e.set_side_to_move(side)) />
                    {side_label(locale, game, side)}
                </label>
            }
        })
        .collect_view();
    view! {
        <div class="editor-layout">
            <div class="board-column">
                <div class="board-frame">
                    <EditorBoard editor=editor tool=tool flipped=flipped />
                </div>
            </div>
            <section class="panel editor-panel" data-testid="editor">
                <h2>{t!(locale, analysis.editor.heading)}</h2>
                <p class="editor-intro">{t!(locale, analysis.editor.intro)}</p>
                <fieldset class="field">
                    <legend>{t!(locale, analysis.editor.tools)}</legend>
                    <div class="tools" role="group">{tools}</div>
                </fieldset>
                <fieldset class="field">
                    <legend>{t!(locale, analysis.editor.side)}</legend>
                    <div class="choices">{sides}</div>
                </fieldset>
                <div class="controls" role="group">
                    <button class="button secondary" data-testid="editor-clear"
                        on:click=move |_| editor.update(Editor::clear)>{t!(locale, analysis.editor.clear)}</button>
                    <button class="button secondary" data-testid="editor-start"
                        on:click=move |_| editor.update(Editor::start_position)>{t!(locale, analysis.editor.start)}</button>
                </div>
                {move || error.get().map(|why| view! {
                    <p class="notice editor-error" role="alert" data-testid="editor-error">
                        {setup_error_text(locale, &why)}
                    </p>
                })}
                <div class="controls" role="group">
                    <button class="button" data-testid="editor-analyse" on:click=analyse>
                        {t!(locale, analysis.editor.analyse)}
                    </button>
                    <button class="button secondary" data-testid="editor-cancel"
                        on:click=move |_| on_cancel.run(())>{t!(locale, analysis.editor.cancel)}</button>
                </div>
            </section>
        </div>
    }
}
