//! The SVG picture of a board: a thin view over [`BoardView`], which holds
//! all the geometry (and is tested natively).

use crate::engine::Piece;
use crate::pictures::board_view::{fmt, BoardStyle, BoardView, STEP};
use leptos::prelude::*;

/// Radius of a piece, in user units.
const PIECE_RADIUS: f32 = 0.39 * STEP;

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
    let areas = view
        .areas
        .iter()
        .map(|a| {
            view! {
                <rect
                    class="pen"
                    x=fmt(a.x)
                    y=fmt(a.y)
                    width=fmt(a.width)
                    height=fmt(a.height)
                    rx=fmt(STEP * 0.3)
                />
            }
        })
        .collect_view();
    let lines = view
        .lines
        .iter()
        .map(|l| {
            view! {
                <line
                    class=if l.diagonal { "line diagonal" } else { "line" }
                    x1=fmt(l.x1)
                    y1=fmt(l.y1)
                    x2=fmt(l.x2)
                    y2=fmt(l.y2)
                />
            }
        })
        .collect_view();
    let points = view
        .points
        .iter()
        .map(|p| {
            let class = format!("point point-{}", p.kind.as_str());
            match style {
                BoardStyle::Lines => view! {
                    <circle
                        class=class
                        data-point=p.name.clone()
                        cx=fmt(p.x)
                        cy=fmt(p.y)
                        r=fmt(STEP * 0.12)
                    />
                }
                .into_any(),
                BoardStyle::Squares => {
                    let special = p.kind != crate::pictures::board_view::PointKind::Plain;
                    let mark = special.then(|| {
                        let d = STEP * 0.28;
                        view! {
                            <path
                                class="mark"
                                d=format!(
                                    "M{} {}L{} {}M{} {}L{} {}",
                                    fmt(p.x - d), fmt(p.y - d), fmt(p.x + d), fmt(p.y + d),
                                    fmt(p.x + d), fmt(p.y - d), fmt(p.x - d), fmt(p.y + d),
                                )
                            />
                        }
                    });
                    view! {
                        <rect
                            class=class
                            data-point=p.name.clone()
                            x=fmt(p.x - half)
                            y=fmt(p.y - half)
                            width=fmt(STEP)
                            height=fmt(STEP)
                        />
                        {mark}
                    }
                    .into_any()
                }
            }
        })
        .collect_view();
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
    let labels = view
        .labels
        .iter()
        .map(|l| {
            view! {
                <text class="coord" x=fmt(l.x) y=fmt(l.y)>
                    {l.text.clone()}
                </text>
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

    view! {
        <svg
            class=format!("{style_class} {class}")
            viewBox=view.view_box()
            role="img"
            aria-label=move || label.get()
            xmlns="http://www.w3.org/2000/svg"
        >
            {areas}
            {lines}
            {points}
            {frame}
            {marks}
            {pieces}
            {labels}
        </svg>
    }
}

/// The drawing of one piece, centred on (0, 0).
#[component]
pub fn PieceShape(piece: Piece) -> impl IntoView {
    let r = fmt(PIECE_RADIUS);
    let inner = fmt(PIECE_RADIUS * 0.62);
    match piece {
        // An orange disc with a pale fox mask: ears up, pointed muzzle down.
        Piece::Fox => view! {
            <circle class="body" r=r />
            <path
                class="face"
                d="M-2.6 -2.4L-1.2 -0.9L1.2 -0.9L2.6 -2.4L2.3 0.4L0 2.7L-2.3 0.4Z"
            />
            <circle class="eye" cx="-0.9" cy="-0.1" r="0.42" />
            <circle class="eye" cx="0.9" cy="-0.1" r="0.42" />
        }
        .into_any(),
        // A white disc with an inner ring.
        Piece::Goose => view! {
            <circle class="body" r=r />
            <circle class="ring" r=inner />
        }
        .into_any(),
        Piece::Attacker => view! {
            <circle class="body" r=r />
            <circle class="ring" r=inner />
        }
        .into_any(),
        Piece::Defender => view! {
            <circle class="body" r=r />
            <circle class="ring" r=inner />
        }
        .into_any(),
        // A defender's disc with a gold crown.
        Piece::King => view! {
            <circle class="body" r=r />
            <path class="crown" d="M-2.3 1.4L-2.3 -1.6L-1.15 -0.3L0 -2.1L1.15 -0.3L2.3 -1.6L2.3 1.4Z" />
        }
        .into_any(),
    }
}
