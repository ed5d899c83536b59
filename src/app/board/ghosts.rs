//! Ghosts of the pieces the move shown took, faint where they stood.

use crate::app::board::state::BoardState;
use crate::app::board::svg::PieceShape;
use crate::pictures::board_view::fmt;
use leptos::prelude::*;

/// The ghost layer of a playing board.
pub fn ghosts(state: BoardState) -> impl IntoView {
    let session = state.session;
    let captured = Memo::new(move |_| {
        session.with(|s| {
            s.timeline()
                .ply(s.viewed_ply())
                .map(|p| p.taken.clone())
                .unwrap_or_default()
        })
    });
    move || {
        captured
            .get()
            .into_iter()
            .map(|t| {
                let (x, y) = state.centre(t.at);
                view! {
                    <g class=format!("ghost piece piece-{}", t.piece.as_str())
                        transform=format!("translate({} {})", fmt(x), fmt(y))>
                        <PieceShape piece=t.piece />
                    </g>
                }
            })
            .collect_view()
    }
}
