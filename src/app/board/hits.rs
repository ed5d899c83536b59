//! The tap targets of the playing board: one per point, on top of
//! everything, each a button named for the point and what stands on it
//! (for screen readers and the keyboard cursor's `aria-activedescendant`).

use crate::app::board::state::BoardState;
use crate::app::text::i18n::use_locale;
use crate::app::text::play_text::point_label;
use crate::pictures::board_view::{fmt, BoardStyle, STEP};
use leptos::prelude::*;

/// The tap-target layer of a playing board. The page written at build
/// time (feature ssr) leaves it out: nothing answers a tap before the app
/// runs, and the targets are a third of the Hnefatafl play page's HTML;
/// the app adds them when it takes over the board.
pub fn hit_targets(state: BoardState) -> impl IntoView {
    let locale = use_locale();
    let BoardState {
        board,
        geometry,
        pieces,
        style,
        ..
    } = state;
    let half = STEP / 2.0;
    move || {
        if cfg!(feature = "ssr") {
            return None;
        }
        Some(geometry.with(|g| {
            g.points
                .iter()
                .filter_map(|p| {
                    let point = board.parse_point(&p.name)?;
                    let name = p.name.clone();
                    let aria = {
                        let name = name.clone();
                        move || {
                            let piece = pieces.with(|ps| ps.iter().find(|t| t.at == point).map(|t| t.piece));
                            point_label(locale, piece, &name)
                        }
                    };
                    let id = format!("pt-{name}");
                    let class = format!("hit hit-{}", p.kind.as_str());
                    Some(match style {
                        BoardStyle::Lines => view! {
                            <circle class=class id=id data-point=name role="button" aria-label=aria
                                cx=fmt(p.x) cy=fmt(p.y) r=fmt(half) />
                        }
                        .into_any(),
                        BoardStyle::Squares => view! {
                            <rect class=class id=id data-point=name role="button" aria-label=aria
                                x=fmt(p.x - half) y=fmt(p.y - half) width=fmt(STEP) height=fmt(STEP) />
                        }
                        .into_any(),
                    })
                })
                .collect_view()
        }))
    }
}
