//! Ghosts of the pieces the move shown took, faint where they stood,
//! each crossed out so a capture shows by its shape, not by colour alone.

use crate::app::board::state::BoardState;
use crate::pictures::board_view::{fmt, STEP};
use crate::pictures::markup;
use leptos::prelude::*;

/// The ghost layer of a playing board, drawn as markup.
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
    let markup = move || {
        captured.with(|taken| {
            taken
                .iter()
                .map(|t| {
                    let (x, y) = state.centre(t.at);
                    let place = format!("translate({} {})", fmt(x), fmt(y));
                    let d = fmt(STEP * 0.26);
                    format!(
                        r#"<g class="ghost piece piece-{}" transform="{place}">{}</g><path class="hl-captured" data-hl="captured" transform="{place}" d="M-{d} -{d}L{d} {d}M{d} -{d}L-{d} {d}"/>"#,
                        t.piece.as_str(),
                        markup::piece_shape(t.piece),
                    )
                })
                .collect::<String>()
        })
    };
    view! { <g class="layer-ghosts" inner_html=markup></g> }
}
