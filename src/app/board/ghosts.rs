//! Ghosts of the pieces the move shown took, faint where they stood,
//! each crossed out so a capture shows by its shape, not by colour alone.

use crate::app::board::state::BoardState;
use crate::app::board::svg::PieceShape;
use crate::pictures::board_view::{fmt, STEP};
use leptos::prelude::*;

/// The ghost layer of a playing board.
pub fn ghosts(state: BoardState) -> impl IntoView {
    let session = state.session;
    let captured = Memo::new(move |_| {
        session.with(|s| {
            s.history()
                .timeline()
                .ply(s.history().viewed_ply())
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
                let d = fmt(STEP * 0.26);
                view! {
                    <g class=format!("ghost piece piece-{}", t.piece.as_str())
                        transform=format!("translate({} {})", fmt(x), fmt(y))>
                        <PieceShape piece=t.piece />
                    </g>
                    <path class="hl-captured" data-hl="captured"
                        transform=format!("translate({} {})", fmt(x), fmt(y))
                        d=format!("M-{d} -{d}L{d} {d}M{d} -{d}L-{d} {d}") />
                }
            })
            .collect_view()
    }
}
