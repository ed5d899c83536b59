//! The SVG picture of a board: a thin view over [`BoardView`], which holds
//! all the geometry (and is tested natively): the backdrop, the frame,
//! the marks of a diagram and the pieces.

use crate::app::board::backdrop::BoardBackdrop;
use crate::engine::Piece;
use crate::pictures::board_view::{fmt, BoardStyle, BoardView, STEP};
use crate::pictures::markup;
use leptos::prelude::*;

/// A board picture. `label` is its accessible name.
#[component]
pub fn BoardSvg(
    view: BoardView,
    #[prop(into)] label: Signal<String>,
    #[prop(optional, into)] class: String,
) -> impl IntoView {
    let style = view.style;
    let style_class = match style {
        BoardStyle::Lines => "board board-lines",
        BoardStyle::Squares => "board board-squares",
    };
    let half = STEP / 2.0;
    let pieces = view
        .pieces
        .iter()
        .map(|p| {
            view! {
                <g
                    class=format!("piece piece-{}", p.piece.as_str())
                    data-piece=p.piece.as_str()
                    data-at=p.at.clone()
                    transform=format!("translate({} {})", fmt(p.x), fmt(p.y))
                >
                    <PieceShape piece=p.piece />
                </g>
            }
        })
        .collect_view();
    let marks = view
        .marks
        .iter()
        .map(|m| {
            let class = format!("move-mark move-mark-{}", m.kind.as_str());
            match style {
                BoardStyle::Lines => view! {
                    <circle class=class data-mark=m.kind.as_str() data-at=m.at.clone()
                        cx=fmt(m.x) cy=fmt(m.y) r=fmt(STEP * 0.3) />
                }
                .into_any(),
                BoardStyle::Squares => view! {
                    <rect class=class data-mark=m.kind.as_str() data-at=m.at.clone()
                        x=fmt(m.x - half) y=fmt(m.y - half) width=fmt(STEP) height=fmt(STEP) />
                }
                .into_any(),
            }
        })
        .collect_view();
    let frame = match style {
        BoardStyle::Lines => None,
        BoardStyle::Squares => {
            let first = view.points.first().map(|p| (p.x, p.y)).unwrap_or_default();
            let last = view.points.last().map(|p| (p.x, p.y)).unwrap_or_default();
            let (x, y) = (first.0 - half, last.1 - half);
            Some(view! {
                <rect
                    class="frame"
                    x=fmt(x)
                    y=fmt(y)
                    width=fmt(last.0 - first.0 + STEP)
                    height=fmt(first.1 - last.1 + STEP)
                />
            })
        }
    };
    let view_box = view.view_box();

    view! {
        <svg
            class=format!("{style_class} {class}")
            viewBox=view_box
            role="img"
            aria-label=move || label.get()
            xmlns="http://www.w3.org/2000/svg"
        >
            <BoardBackdrop view=view named=true />
            {frame}
            {marks}
            {pieces}
        </svg>
    }
}

/// The drawing of one piece, centred on (0, 0), in a group of its own
/// ([`markup::piece_shape`]).
#[component]
pub fn PieceShape(piece: Piece) -> impl IntoView {
    view! { <g class="shape" inner_html=markup::piece_shape(piece)></g> }
}
