//! The still parts of a board picture as SVG markup: the backdrop (pen,
//! lines, points or squares, coordinates) and the drawing of each piece.
//! They never change once drawn, so the browser puts them in place as
//! markup (`inner_html`) rather than building each element from code: the
//! same picture, a fraction of the page's WebAssembly.

use super::board_view::{fmt, BoardStyle, BoardView, PointKind, STEP};
use crate::engine::Piece;
use std::fmt::Write;

/// Radius of a piece, in user units.
pub const PIECE_RADIUS: f32 = 0.39 * STEP;

/// The backdrop of `view` as SVG elements. `named` writes each point's
/// name on it (`data-point`): the pictures name their points, the playing
/// board names its tap targets instead.
pub fn backdrop(view: &BoardView, named: bool) -> String {
    let mut out = String::new();
    let half = STEP / 2.0;
    for a in &view.areas {
        let _ = write!(
            out,
            r#"<rect class="pen" x="{}" y="{}" width="{}" height="{}" rx="{}"/>"#,
            fmt(a.x),
            fmt(a.y),
            fmt(a.width),
            fmt(a.height),
            fmt(STEP * 0.3)
        );
    }
    for l in &view.lines {
        let class = if l.diagonal { "line diagonal" } else { "line" };
        let _ = write!(
            out,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            fmt(l.x1),
            fmt(l.y1),
            fmt(l.x2),
            fmt(l.y2)
        );
    }
    for p in &view.points {
        let kind = p.kind.as_str();
        let name = match named {
            true => format!(r#" data-point="{}""#, escape(&p.name)),
            false => String::new(),
        };
        match view.style {
            BoardStyle::Lines => {
                let _ = write!(
                    out,
                    r#"<circle class="point point-{kind}"{name} cx="{}" cy="{}" r="{}"/>"#,
                    fmt(p.x),
                    fmt(p.y),
                    fmt(STEP * 0.12)
                );
            }
            BoardStyle::Squares => {
                let _ = write!(
                    out,
                    r#"<rect class="point point-{kind}"{name} x="{}" y="{}" width="{}" height="{}"/>"#,
                    fmt(p.x - half),
                    fmt(p.y - half),
                    fmt(STEP),
                    fmt(STEP)
                );
                if p.kind != PointKind::Plain {
                    let d = STEP * 0.28;
                    let _ = write!(
                        out,
                        r#"<path class="mark" d="M{} {}L{} {}M{} {}L{} {}"/>"#,
                        fmt(p.x - d),
                        fmt(p.y - d),
                        fmt(p.x + d),
                        fmt(p.y + d),
                        fmt(p.x + d),
                        fmt(p.y - d),
                        fmt(p.x - d),
                        fmt(p.y + d)
                    );
                }
            }
        }
    }
    for l in &view.labels {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}">{}</text>"#,
            fmt(l.x),
            fmt(l.y),
            escape(&l.text)
        );
    }
    out
}

/// The drawing of one piece, centred on (0, 0): a disc whose colour comes
/// from the piece's class, and its mark.
pub fn piece_shape(piece: Piece) -> &'static str {
    match piece {
        // An orange disc with a pale fox mask: ears up, pointed muzzle down.
        Piece::Fox => concat!(
            r#"<circle class="body" r="3.9"/>"#,
            r#"<path class="face" d="M-2.6 -2.4L-1.2 -0.9L1.2 -0.9L2.6 -2.4L2.3 0.4L0 2.7L-2.3 0.4Z"/>"#,
            r#"<circle class="eye" cx="-0.9" cy="-0.1" r="0.42"/>"#,
            r#"<circle class="eye" cx="0.9" cy="-0.1" r="0.42"/>"#,
        ),
        // A disc with an inner ring.
        Piece::Goose | Piece::Attacker | Piece::Defender => {
            r#"<circle class="body" r="3.9"/><circle class="ring" r="2.42"/>"#
        }
        // A defender's disc with a gold crown.
        Piece::King => concat!(
            r#"<circle class="body" r="3.9"/>"#,
            r#"<path class="crown" d="M-2.3 1.4L-2.3 -1.6L-1.15 -0.3L0 -2.1L1.15 -0.3L2.3 -1.6L2.3 1.4Z"/>"#,
        ),
    }
}

/// `text` safe inside an attribute or an element of the markup.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests;
