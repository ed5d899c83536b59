//! One piece on the playing board, kept from ply to ply by its identity
//! so that it slides from point to point, and follows the pointer while
//! it is dragged.

use crate::app::board::state::BoardState;
use crate::app::board::svg::PieceShape;
use crate::pictures::board_view::fmt;
use leptos::prelude::*;

/// The piece `id` of the board's timeline, while it is on the board.
pub fn piece_sprite(state: BoardState, id: u16) -> impl IntoView {
    let BoardState {
        session,
        board,
        pieces,
        drag_at,
        ..
    } = state;
    let this = Memo::new(move |_| pieces.with(|ps| ps.iter().find(|p| p.id == id).copied()));
    // During a jump chain the fox stands on its latest landing.
    let shown_at = Memo::new(move |_| {
        let piece = this.get()?;
        let at = session.with(|s| {
            let input = s.history().input();
            match (s.history().is_live(), input.selected(), input.current()) {
                (true, Some(from), Some(now)) if from == piece.at => now,
                _ => piece.at,
            }
        });
        Some((piece.piece, at))
    });
    let dragged = move || {
        drag_at.get().is_some()
            && session.with(|s| {
                s.history().is_live() && s.history().input().selected() == this.get().map(|p| p.at)
            })
    };
    let position = move || match (dragged(), drag_at.get()) {
        (true, Some(at)) => at,
        _ => shown_at
            .get()
            .map(|(_, at)| state.centre(at))
            .unwrap_or_default(),
    };
    // In the browser a piece is placed by its CSS transform, which
    // slides it from point to point. Written out at build time it
    // takes the SVG attribute instead: the page's policy refuses
    // inline style attributes in markup.
    #[cfg(not(feature = "ssr"))]
    let place = move || {
        let (x, y) = position();
        format!("translate({}px, {}px)", fmt(x), fmt(y))
    };
    #[cfg(feature = "ssr")]
    let place = move || {
        let (x, y) = position();
        format!("translate({} {})", fmt(x), fmt(y))
    };
    move || {
        shown_at.get().map(|(piece, at)| {
            #[cfg(not(feature = "ssr"))]
            let shape = view! {
                <g
                    class=format!("piece piece-{}", piece.as_str())
                    class:dragging=dragged
                    data-piece=piece.as_str()
                    data-at=board.name(at)
                    style:transform=place
                >
                    <PieceShape piece=piece />
                </g>
            };
            #[cfg(feature = "ssr")]
            let shape = view! {
                <g
                    class=format!("piece piece-{}", piece.as_str())
                    data-piece=piece.as_str()
                    data-at=board.name(at)
                    transform=place
                >
                    <PieceShape piece=piece />
                </g>
            };
            shape
        })
    }
}
