//! The picture of a board as plain data: where each point, line, special
//! area and piece goes in SVG user units. Pure Rust, so it is unit-tested
//! natively; the browser view only turns a [`BoardView`] into SVG elements.
//!
//! Every picture is computed from the engine's geometry
//! ([`setup::topology`], [`setup::start_pieces`], [`setup::pen_points`]), so
//! the home-page thumbnails and the playing boards cannot drift apart from
//! the rules.

use crate::engine::{setup, AnyGame, GameId, Options, Piece, Topology};

/// Distance between two neighbouring points, in SVG user units.
pub const STEP: f32 = 10.0;

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    /// Points are line crossings (the fox games): lines are drawn, points
    /// are small dots where the lines meet.
    Lines,
    /// Points are squares (Hnefatafl): a grid of cells, no lines.
    Squares,
}

/// What is special about a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    Plain,
    /// Inside the pen of Two Foxes.
    Pen,
    /// The throne of the tafl board.
    Throne,
    /// A corner square of the tafl board.
    Corner,
}

impl PointKind {
    /// The CSS class suffix (`point-plain`, `point-throne`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            PointKind::Plain => "plain",
            PointKind::Pen => "pen",
            PointKind::Throne => "throne",
            PointKind::Corner => "corner",
        }
    }
}

/// One board point: its name (`d4`) and its centre.
#[derive(Clone, Debug, PartialEq)]
pub struct PointView {
    pub name: String,
    pub x: f32,
    pub y: f32,
    pub kind: PointKind,
}

/// One line of the board, between two point centres.
#[derive(Clone, Debug, PartialEq)]
pub struct LineView {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
    pub diagonal: bool,
}

/// A shaded rectangle behind the points (the pen of Two Foxes).
#[derive(Clone, Debug, PartialEq)]
pub struct AreaView {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

/// A piece standing on a point.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceView {
    pub piece: Piece,
    /// The point's name, e.g. `d4`.
    pub at: String,
    pub x: f32,
    pub y: f32,
}

/// Why a point is highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// Where the last (or illustrated) move started.
    From,
    /// Where it ended, and every landing of a jump chain.
    To,
    /// A piece that the move captured (drawn over the emptied point).
    Captured,
}

impl MarkKind {
    /// The CSS class suffix (`mark-from`, `mark-to`, `mark-captured`).
    pub fn as_str(self) -> &'static str {
        match self {
            MarkKind::From => "from",
            MarkKind::To => "to",
            MarkKind::Captured => "captured",
        }
    }
}

/// A highlighted point.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkView {
    pub kind: MarkKind,
    pub at: String,
    pub x: f32,
    pub y: f32,
}

/// A file letter or rank number beside the board.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelView {
    pub text: String,
    pub x: f32,
    pub y: f32,
}

/// Everything a board picture shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub style: BoardStyle,
    /// The `viewBox` size (origin 0, 0).
    pub width: f32,
    pub height: f32,
    pub points: Vec<PointView>,
    pub lines: Vec<LineView>,
    pub areas: Vec<AreaView>,
    pub pieces: Vec<PieceView>,
    pub labels: Vec<LabelView>,
    /// Highlighted points, drawn under the pieces.
    pub marks: Vec<MarkView>,
}

/// Space around the outermost points, in user units.
fn margin(style: BoardStyle, labels: bool) -> f32 {
    match (style, labels) {
        (BoardStyle::Lines, false) => 0.6 * STEP,
        (BoardStyle::Squares, false) => 0.5 * STEP,
        (_, true) => 1.2 * STEP,
    }
}

impl BoardView {
    /// The picture of a game's current position, without labels, its last
    /// move and what that move captured marked: a rules diagram, or a saved
    /// game's thumbnail.
    pub fn of_game(game: &AnyGame) -> BoardView {
        BoardView::of_game_named(game, false)
    }

    /// As [`BoardView::of_game`]; `labels` adds the file letters and rank
    /// numbers the play boards carry, so a rules diagram names its points
    /// as its caption and the text do.
    pub fn of_game_named(game: &AnyGame, labels: bool) -> BoardView {
        let id = game.id();
        let topology = setup::topology(id);
        let mut view = BoardView::new(topology, &setup::pen_points(id), &game.pieces(), labels);
        if let Some(last) = game.moves().last() {
            let captured: Vec<String> = game
                .last_captures()
                .into_iter()
                .map(|p| topology.name(p))
                .collect();
            view.mark_move(last, &captured);
        }
        view
    }

    /// The picture of `game` at its start position with default options.
    /// `labels` adds file letters and rank numbers around the board.
    pub fn start(game: GameId, labels: bool) -> BoardView {
        let pieces = setup::start_pieces(game, Options::default());
        BoardView::new(
            setup::topology(game),
            &setup::pen_points(game),
            &pieces,
            labels,
        )
    }

    /// The picture of `board` with `pieces` on it. `pen` lists the points
    /// drawn as the pen (a block of points; its bounding box is shaded).
    pub fn new(board: &Topology, pen: &[u8], pieces: &[(u8, Piece)], labels: bool) -> BoardView {
        BoardView::oriented(board, pen, pieces, labels, false)
    }

    /// As [`BoardView::new`]; `flipped` turns the board half a turn (the
    /// other side's view: rank 1 at the top, file a on the right), with the
    /// coordinates still along the bottom and left edges.
    pub fn oriented(
        board: &Topology,
        pen: &[u8],
        pieces: &[(u8, Piece)],
        labels: bool,
        flipped: bool,
    ) -> BoardView {
        let style = if board.throne().is_some() {
            BoardStyle::Squares
        } else {
            BoardStyle::Lines
        };
        let margin = margin(style, labels);
        let width = 2.0 * margin + (board.width() - 1) as f32 * STEP;
        let height = 2.0 * margin + (board.height() - 1) as f32 * STEP;
        let top = board.height() - 1;
        let right = board.width() - 1;
        // Rank 1 is at the bottom, as on a printed board (at the top when
        // flipped).
        let x = |file: u8| {
            let column = if flipped { right - file } else { file };
            margin + column as f32 * STEP
        };
        let y = |rank: u8| {
            let row = if flipped { rank } else { top - rank };
            margin + row as f32 * STEP
        };
        let centre = |p: u8| {
            let c = board.coord(p);
            (x(c.file), y(c.rank))
        };

        let points = board
            .points()
            .map(|p| {
                let (px, py) = centre(p);
                let kind = if board.throne() == Some(p) {
                    PointKind::Throne
                } else if board.corners().contains(&p) {
                    PointKind::Corner
                } else if pen.contains(&p) {
                    PointKind::Pen
                } else {
                    PointKind::Plain
                };
                PointView {
                    name: board.name(p),
                    x: px,
                    y: py,
                    kind,
                }
            })
            .collect();

        let lines = match style {
            BoardStyle::Squares => Vec::new(),
            BoardStyle::Lines => board
                .lines()
                .map(|(a, b)| {
                    let (x1, y1) = centre(a);
                    let (x2, y2) = centre(b);
                    LineView {
                        x1,
                        y1,
                        x2,
                        y2,
                        diagonal: x1 != x2 && y1 != y2,
                    }
                })
                .collect(),
        };

        let areas = if pen.is_empty() {
            Vec::new()
        } else {
            let coords: Vec<_> = pen.iter().map(|&p| board.coord(p)).collect();
            let min_file = coords.iter().map(|c| c.file).min().unwrap_or(0);
            let max_file = coords.iter().map(|c| c.file).max().unwrap_or(0);
            let min_rank = coords.iter().map(|c| c.rank).min().unwrap_or(0);
            let max_rank = coords.iter().map(|c| c.rank).max().unwrap_or(0);
            let pad = 0.35 * STEP;
            vec![AreaView {
                x: x(min_file) - pad,
                y: y(max_rank) - pad,
                width: (max_file - min_file) as f32 * STEP + 2.0 * pad,
                height: (max_rank - min_rank) as f32 * STEP + 2.0 * pad,
            }]
        };

        let pieces = pieces
            .iter()
            .map(|&(p, piece)| {
                let (px, py) = centre(p);
                PieceView {
                    piece,
                    at: board.name(p),
                    x: px,
                    y: py,
                }
            })
            .collect();

        let labels = if labels {
            let edge = 0.55 * STEP;
            let files = (0..board.width()).map(|f| LabelView {
                text: ((b'a' + f) as char).to_string(),
                x: x(f),
                y: height - edge + 0.15 * STEP,
            });
            let ranks = (0..board.height()).map(|r| LabelView {
                text: (r + 1).to_string(),
                x: edge,
                y: y(r),
            });
            files.chain(ranks).collect()
        } else {
            Vec::new()
        };

        BoardView {
            style,
            width,
            height,
            points,
            lines,
            areas,
            pieces,
            labels,
            marks: Vec::new(),
        }
    }

    /// Highlights the point named `at` (no effect for a name not on the
    /// board).
    pub fn mark(&mut self, at: &str, kind: MarkKind) {
        if let Some(p) = self.points.iter().find(|p| p.name == at) {
            let (x, y) = (p.x, p.y);
            self.marks.push(MarkView {
                kind,
                at: at.to_string(),
                x,
                y,
            });
        }
    }

    /// Highlights a move given in notation (`c3-c4`, `d4xd6xf6`): its
    /// start, its landings, and `captured` (point names).
    pub fn mark_move(&mut self, notation: &str, captured: &[String]) {
        let mut points = notation.split(['-', 'x']);
        if let Some(from) = points.next() {
            self.mark(from, MarkKind::From);
        }
        for to in points {
            self.mark(to, MarkKind::To);
        }
        for at in captured {
            self.mark(at, MarkKind::Captured);
        }
    }

    /// The `viewBox` attribute value.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", fmt(self.width), fmt(self.height))
    }

    /// The number of pieces of one kind.
    pub fn count(&self, piece: Piece) -> usize {
        self.pieces.iter().filter(|p| p.piece == piece).count()
    }
}

/// Formats a coordinate for an SVG attribute without float noise
/// (`12`, `12.5`, never `12.000001`).
///
/// Written with integer arithmetic: the browser app then carries no float
/// formatting code (about 10 KB of wasm).
pub fn fmt(value: f32) -> String {
    let hundredths = (value * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, part) = (hundredths.abs() / 100, hundredths.abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

#[cfg(test)]
mod tests;
