//! A suggested move (the computer's hint, the analysis's best move),
//! drawn on the playing board as an arrow along its points, under the
//! pieces so that it never hides one.

use crate::app::board::state::BoardState;
use crate::pictures::board_view::{fmt, STEP};
use leptos::prelude::*;

/// The arrow of `hint`, a move's points, when there is one.
pub fn hint_arrow(state: BoardState, hint: Signal<Option<Vec<u8>>>) -> impl IntoView {
    move || {
        let path = hint.get().filter(|p| p.len() >= 2)?;
        let points = path
            .iter()
            .map(|&p| {
                let (x, y) = state.centre(p);
                format!("{},{}", fmt(x), fmt(y))
            })
            .collect::<Vec<_>>()
            .join(" ");
        let (from, to) = (*path.first()?, *path.last()?);
        let ((fx, fy), (tx, ty)) = (state.centre(from), state.centre(to));
        let board = state.board;
        Some(view! {
            <g class="hint" data-testid="hint-arrow" data-from=board.name(from) data-to=board.name(to)>
                <polyline class="hint-line" points=points />
                <circle class="hint-from" cx=fmt(fx) cy=fmt(fy) r=fmt(STEP * 0.2) />
                <circle class="hint-to" cx=fmt(tx) cy=fmt(ty) r=fmt(STEP * 0.3) />
            </g>
        })
    }
}
