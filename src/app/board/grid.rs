//! The screen-reader board: the board as a grid of buttons, one per
//! point, each naming its point and piece ("d4, attacker"). Arrow keys
//! follow the board's lines and Home, End, Page Up and Page Down its
//! diagonals ([`crate::pictures::navigation`]); a button pressed (Enter,
//! Space, a click) picks a piece, then its target; single keys ask questions
//! ([`commands`](crate::app::board::commands)), answered in a polite live
//! region. Only the focused point is a tab stop, so Tab leaves the board
//! at once.

use crate::app::board::commands::answer;
use crate::app::board::input::BoardInput;
use crate::app::board::state::BoardState;
use crate::app::text::access_text::cell_label;
use crate::app::text::i18n::{t, use_locale};
use crate::pictures::navigation::{grid_rows, key_direction, navigate};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

/// The grid of buttons of the board in `state`; its clicks go through
/// `input`, `evaluation` answers the E key.
pub fn board_grid(
    state: BoardState,
    input: BoardInput,
    flipped: Signal<bool>,
    evaluation: Signal<Option<String>>,
) -> impl IntoView {
    let locale = use_locale();
    let (board, session) = (state.board, state.session);
    let first = session.with_untracked(|s| s.history().input().movable().first().copied());
    let focus = RwSignal::new(first.or_else(|| board.points().next()).unwrap_or(0));
    let said = RwSignal::new(String::new());
    let grid_ref = NodeRef::<leptos::html::Div>::new();
    let piece_on = move |p: u8| {
        state
            .pieces
            .with(|ps| ps.iter().find(|t| t.at == p).map(|t| t.piece))
    };
    let move_focus = move |to: u8| {
        focus.set(to);
        let selector = format!("[data-cell={}]", board.name(to));
        let cell = grid_ref
            .get_untracked()
            .and_then(|g| g.query_selector(&selector).ok().flatten());
        if let Some(cell) = cell.and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = cell.focus();
        }
    };
    let on_keydown = move |ev: KeyboardEvent| {
        let key = ev.key();
        let at = focus.get_untracked();
        if let Some(seen) = key_direction(&key) {
            move_focus(navigate(board, at, seen, flipped.get_untracked()));
        } else if key == "Escape" {
            input.clear();
        } else if ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        } else {
            let letter = key.chars().next().filter(|_| key.chars().count() == 1);
            let evaluation = evaluation.get_untracked();
            let reply = letter.and_then(|l| {
                session
                    .with_untracked(|s| answer(locale, s, l.to_ascii_lowercase(), at, evaluation))
            });
            let Some(reply) = reply else { return };
            // The same answer twice is still said again.
            said.set(String::new());
            said.set(reply);
        }
        ev.prevent_default();
        ev.stop_propagation();
    };
    let cell = move |p: u8| {
        let name = board.name(p);
        let label = {
            let name = name.clone();
            move || cell_label(locale, piece_on(p), &name)
        };
        let selected = move || session.with(|s| s.history().input().selected() == Some(p));
        view! {
            <span role="gridcell">
                <button type="button" class="grid-cell" data-cell=name
                    tabindex=move || if focus.get() == p { "0" } else { "-1" }
                    aria-label=label aria-pressed=move || selected().to_string()
                    on:focus=move |_| focus.set(p) on:click=move |_| input.click(p)>
                    {move || piece_on(p).map_or('·', |piece| piece.letter()).to_string()}
                </button>
            </span>
        }
        .into_any()
    };
    let rows = move || {
        grid_rows(board, flipped.get())
            .into_iter()
            .map(|row| {
                let cells = row
                    .into_iter()
                    .map(|at| match at {
                        Some(p) => cell(p),
                        None => view! { <span role="gridcell" class="grid-gap"></span> }.into_any(),
                    })
                    .collect_view();
                view! { <div role="row" class="grid-row">{cells}</div> }
            })
            .collect_view()
    };
    view! {
        <div class="board-grid" role="grid" aria-label=t!(locale, access.grid_label)
            data-testid="board-grid" node_ref=grid_ref on:keydown=on_keydown>
            {rows}
        </div>
        <p class="grid-keys">{t!(locale, access.keys_hint)}</p>
        <p class="visually-hidden" aria-live="polite" data-testid="grid-say">{move || said.get()}</p>
    }
}
