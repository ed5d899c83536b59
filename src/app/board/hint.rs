//! A suggested move (the computer's hint, the analysis's best move),
//! drawn on the playing board as an arrow along its points, under the
//! pieces so that it never hides one.

use crate::app::board::state::BoardState;
use crate::pictures::board_view::{fmt, STEP};
use leptos::prelude::*;

/// The arrow of `hint`, a move's points, when there is one, drawn as
/// markup.
pub fn hint_arrow(state: BoardState, hint: Signal<Option<Vec<u8>>>) -> impl IntoView {
    let markup = move || {
        hint.with(|h| {
            let path = h.as_ref().filter(|p| p.len() >= 2)?;
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
            Some(format!(
                r#"<g class="hint" data-testid="hint-arrow" data-from="{}" data-to="{}"><polyline class="hint-line" points="{points}"/><circle class="hint-from" cx="{}" cy="{}" r="{}"/><circle class="hint-to" cx="{}" cy="{}" r="{}"/></g>"#,
                board.name(from),
                board.name(to),
                fmt(fx),
                fmt(fy),
                fmt(STEP * 0.2),
                fmt(tx),
                fmt(ty),
                fmt(STEP * 0.3)
            ))
        })
        .unwrap_or_default()
    };
    view! { <g class="layer-hint" inner_html=markup></g> }
}
