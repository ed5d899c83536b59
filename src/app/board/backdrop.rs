//! The still part of a board picture, under everything else: the fox's
//! pen, the lines, the points (or squares, with the special ones marked)
//! and the coordinates in the margin. Drawn alike by the board picture
//! ([`BoardSvg`](crate::app::board::svg::BoardSvg)) and the playing board,
//! from its markup ([`markup::backdrop`]).

use crate::pictures::board_view::BoardView;
use crate::pictures::markup;
use leptos::prelude::*;

/// The backdrop of `view`, in a group of its own. `named` writes each
/// point's name on it (`data-point`): the pictures name their points, the
/// playing board names its tap targets instead.
#[component]
pub fn BoardBackdrop(view: BoardView, #[prop(optional)] named: bool) -> impl IntoView {
    view! { <g class="backdrop" inner_html=markup::backdrop(&view, named)></g> }
}
