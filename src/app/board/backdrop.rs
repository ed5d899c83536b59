//! The still part of a board picture, under everything else: the fox's
//! pen, the lines, the points (or squares, with the special ones marked)
//! and the coordinates in the margin. Drawn alike by the board picture
//! ([`BoardSvg`](crate::app::board::svg::BoardSvg)) and the playing board.

use crate::pictures::board_view::{fmt, BoardStyle, BoardView, PointKind, STEP};
use leptos::prelude::*;

/// The backdrop of `view`. `named` writes each point's name on it
/// (`data-point`): the pictures name their points, the playing board
/// names its tap targets instead.
#[component]
pub fn BoardBackdrop(view: BoardView, #[prop(optional)] named: bool) -> impl IntoView {
    let style = view.style;
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
            let name = named.then(|| p.name.clone());
            match style {
                BoardStyle::Lines => view! {
                    <circle
                        class=class
                        data-point=name
                        cx=fmt(p.x)
                        cy=fmt(p.y)
                        r=fmt(STEP * 0.12)
                    />
                }
                .into_any(),
                BoardStyle::Squares => {
                    let special = p.kind != PointKind::Plain;
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
                            data-point=name
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
    view! { {areas} {lines} {points} {labels} }
}
