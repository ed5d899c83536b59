//! The highlights of the playing board, under the pieces: the last move
//! shown, and while the game is live the pieces that must capture, the
//! piece held, its landings so far, its destinations and the keyboard
//! cursor.

use crate::app::board::state::BoardState;
use crate::pictures::board_view::{fmt, BoardStyle, STEP};
use leptos::prelude::*;

/// The highlights as (CSS class suffix, point).
fn marks(state: BoardState) -> Vec<(&'static str, u8)> {
    state.session.with(|s| {
        let mut marks: Vec<(&'static str, u8)> = Vec::new();
        if let Some(ply) = s.history().timeline().ply(s.history().viewed_ply()) {
            if let Some((&from, landings)) = ply.path.split_first() {
                marks.push(("from", from));
                marks.extend(landings.iter().map(|&p| ("to", p)));
            }
        }
        if s.history().is_live() {
            let input = s.history().input();
            marks.extend(input.must_capture().iter().map(|&p| ("must", p)));
            if let Some(selected) = input.selected() {
                marks.push(("selected", selected));
            }
            marks.extend(input.landings().iter().map(|&p| ("landing", p)));
            marks.extend(input.targets().into_iter().map(|p| ("target", p)));
        }
        marks
    })
}

/// The radius of a mark on the lines of a cross board, in steps: rings
/// around the pieces (selected, last move's landing, must capture), a
/// smaller dashed ring on the point a move left, and a hollow ring on a
/// legal target, larger than the board's own points and unlike them.
fn ring_radius(kind: &str) -> f32 {
    match kind {
        "target" => 0.22,
        "from" => 0.3,
        _ => 0.47,
    }
}

/// The markup of one highlight, `kind` on `point`.
fn shape(state: BoardState, kind: &str, point: u8) -> String {
    let (x, y) = state.centre(point);
    let half = STEP / 2.0;
    match (state.style, kind) {
        (BoardStyle::Squares, "target") => format!(
            r#"<circle class="hl hl-{kind}" data-hl="{kind}" cx="{}" cy="{}" r="{}"/>"#,
            fmt(x),
            fmt(y),
            fmt(STEP * 0.16)
        ),
        (BoardStyle::Squares, _) => format!(
            r#"<rect class="hl hl-{kind}" data-hl="{kind}" x="{}" y="{}" width="{}" height="{}"/>"#,
            fmt(x - half),
            fmt(y - half),
            fmt(STEP),
            fmt(STEP)
        ),
        (BoardStyle::Lines, _) => format!(
            r#"<circle class="hl hl-{kind}" data-hl="{kind}" cx="{}" cy="{}" r="{}"/>"#,
            fmt(x),
            fmt(y),
            fmt(STEP * ring_radius(kind))
        ),
    }
}

/// The highlight layer of a playing board, drawn as markup: it is redrawn
/// whole at each change.
pub fn highlights(state: BoardState) -> impl IntoView {
    let marks = Memo::new(move |_| marks(state));
    let markup = move || {
        let mut out: String =
            marks.with(|m| m.iter().map(|&(kind, p)| shape(state, kind, p)).collect());
        if let Some(p) = state.shown_cursor() {
            out.push_str(&shape(state, "cursor", p));
        }
        out
    };
    view! { <g class="layer-marks" inner_html=markup></g> }
}
