//! Board geometry as data: which points exist, what they are called, and
//! which lines join them. One type serves every board, so the rules, the
//! pictures on the home page and the playing boards all read the same data.

pub use crate::coord::{Coord, Direction, NO_POINT};
use crate::hnefatafl::{TaflBoard, TaflVariant};
use std::sync::OnceLock;

/// A board: its points, their names and the lines between them.
///
/// Points are numbered densely from 0 in rank-major order from a1 (rank 1
/// left to right, then rank 2, …), so a point set fits a `u64` on the cross
/// boards and a `u128` on the 11×11 grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    width: u8,
    height: u8,
    coords: Vec<Coord>,
    index: Vec<u8>,
    neighbours: Vec<[u8; 8]>,
    throne: Option<u8>,
    corners: Vec<u8>,
}

impl Topology {
    /// Builds a board from a point predicate and a line predicate; the line
    /// predicate is asked about diagonal neighbours only (orthogonal
    /// neighbours are always joined).
    fn build(
        width: u8,
        height: u8,
        exists: impl Fn(u8, u8) -> bool,
        diagonal: impl Fn(Coord) -> bool,
    ) -> Topology {
        let mut coords = Vec::new();
        let mut index = vec![NO_POINT; width as usize * height as usize];
        for rank in 0..height {
            for file in 0..width {
                if exists(file, rank) {
                    index[rank as usize * width as usize + file as usize] = coords.len() as u8;
                    coords.push(Coord { file, rank });
                }
            }
        }
        let mut topology = Topology {
            width,
            height,
            coords,
            index,
            neighbours: Vec::new(),
            throne: None,
            corners: Vec::new(),
        };
        topology.neighbours = (0..topology.len() as u8)
            .map(|p| {
                let from = topology.coord(p);
                Direction::ALL.map(|d| match topology.step_coord(from, d) {
                    Some(to) if !d.is_diagonal() || (diagonal(from) && diagonal(to)) => {
                        topology.point(to).unwrap_or(NO_POINT)
                    }
                    _ => NO_POINT,
                })
            })
            .collect();
        topology
    }

    /// The 33-point cross of Fox and Geese and Two Foxes (docs/rules.md 2.1):
    /// every orthogonal and every diagonal neighbour is joined.
    pub fn cross() -> &'static Topology {
        static CROSS: OnceLock<Topology> = OnceLock::new();
        CROSS.get_or_init(|| {
            let arm = |x: u8| (2..=4).contains(&x);
            Topology::build(7, 7, |f, r| arm(f) || arm(r), |_| true)
        })
    }

    /// The 45-point great cross of Gåsetavl (docs/rules.md 2.2): diagonals only
    /// through points whose file + rank is even (the alquerque pattern).
    pub fn great_cross() -> &'static Topology {
        static GREAT: OnceLock<Topology> = OnceLock::new();
        GREAT.get_or_init(|| {
            let arm = |x: u8| (3..=5).contains(&x);
            Topology::build(
                9,
                9,
                |f, r| arm(f) || arm(r),
                |c| (c.file + c.rank) % 2 == 0,
            )
        })
    }

    /// The 11×11 Hnefatafl board: orthogonal lines only, throne f6 and the
    /// four corners, as [`COPENHAGEN`](crate::hnefatafl::COPENHAGEN) lays
    /// them out.
    pub fn tafl() -> &'static Topology {
        Topology::of_tafl(TaflVariant::Copenhagen)
    }

    /// The board of a tafl game: orthogonal lines only, its throne and its
    /// corners (none on Tablut's board), as its [`TaflBoard`] lays them out.
    pub fn of_tafl(variant: TaflVariant) -> &'static Topology {
        static TAFL: [OnceLock<Topology>; TaflVariant::ALL.len()] =
            [const { OnceLock::new() }; TaflVariant::ALL.len()];
        TAFL[variant as usize].get_or_init(|| Topology::from_tafl(variant.board()))
    }

    fn from_tafl(tafl: &TaflBoard) -> Topology {
        let mut board = Topology::build(tafl.files(), tafl.ranks(), |_, _| true, |_| false);
        board.throne = Some(tafl.throne());
        board.corners = tafl.corners().iter().collect();
        board
    }

    /// Number of files of the bounding grid.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Number of ranks of the bounding grid.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.coords.len()
    }

    /// Always false: every board has points.
    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }

    /// Every point index, in order.
    pub fn points(&self) -> impl Iterator<Item = u8> + '_ {
        0..self.coords.len() as u8
    }

    /// Where point `p` lies. Panics if `p` is not a point of this board.
    pub fn coord(&self, p: u8) -> Coord {
        self.coords[p as usize]
    }

    /// The point at `c`, if the board has one there.
    pub fn point(&self, c: Coord) -> Option<u8> {
        if c.file >= self.width || c.rank >= self.height {
            return None;
        }
        match self.index[c.rank as usize * self.width as usize + c.file as usize] {
            NO_POINT => None,
            p => Some(p),
        }
    }

    /// The point named `text` (e.g. `d4`), if it is on this board.
    pub fn parse_point(&self, text: &str) -> Option<u8> {
        Coord::parse(text).and_then(|c| self.point(c))
    }

    /// The name of point `p`, e.g. `d4`.
    pub fn name(&self, p: u8) -> String {
        self.coord(p).to_string()
    }

    /// The point joined to `p` by a line in direction `d`, or `NO_POINT`.
    #[inline]
    pub fn neighbour(&self, p: u8, d: Direction) -> u8 {
        self.neighbours[p as usize][d as usize]
    }

    /// The neighbour table of point `p`, indexed by `Direction as usize`.
    pub fn neighbours(&self, p: u8) -> [u8; 8] {
        self.neighbours[p as usize]
    }

    /// Every line once, as (lower point, higher point) pairs: what a board
    /// picture draws.
    pub fn lines(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.points().flat_map(move |p| {
            [Direction::N, Direction::NE, Direction::E, Direction::NW]
                .into_iter()
                .filter_map(move |d| match self.neighbour(p, d) {
                    NO_POINT => None,
                    q => Some((p, q)),
                })
        })
    }

    /// The throne of the tafl board.
    pub fn throne(&self) -> Option<u8> {
        self.throne
    }

    /// The corner squares of the tafl board (empty for the cross boards).
    pub fn corners(&self) -> &[u8] {
        &self.corners
    }

    fn step_coord(&self, c: Coord, d: Direction) -> Option<Coord> {
        let (df, dr) = d.delta();
        let file = c.file.checked_add_signed(df)?;
        let rank = c.rank.checked_add_signed(dr)?;
        (file < self.width && rank < self.height).then_some(Coord { file, rank })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hnefatafl::COPENHAGEN;

    #[test]
    fn cross_has_33_points_and_96_lines() {
        let cross = Topology::cross();
        assert_eq!(cross.len(), 33);
        assert_eq!(cross.lines().count(), 96);
        let c2 = cross.parse_point("c2").unwrap();
        assert_eq!(cross.name(cross.neighbour(c2, Direction::NW)), "b3");
        assert_eq!(
            cross.neighbour(cross.parse_point("a3").unwrap(), Direction::S),
            NO_POINT
        );
        assert_eq!(cross.parse_point("a1"), None);
    }

    #[test]
    fn great_cross_has_45_points_and_alquerque_diagonals() {
        let board = Topology::great_cross();
        assert_eq!(board.len(), 45);
        let e5 = board.parse_point("e5").unwrap();
        let e6 = board.parse_point("e6").unwrap();
        let e7 = board.parse_point("e7").unwrap();
        assert_ne!(board.neighbour(e5, Direction::NE), NO_POINT);
        assert_eq!(board.neighbour(e6, Direction::NE), NO_POINT);
        assert_ne!(board.neighbour(e7, Direction::SW), NO_POINT);
        // Orthogonal lines: 2 * (3 * 8 + 3 * 6) + 2 * 3 * 3 gaps ... counted directly.
        let orthogonal = board
            .points()
            .map(|p| {
                [Direction::N, Direction::E]
                    .iter()
                    .filter(|&&d| board.neighbour(p, d) != NO_POINT)
                    .count()
            })
            .sum::<usize>();
        assert_eq!(orthogonal, 72);
    }

    #[test]
    fn tafl_board_is_a_full_grid() {
        let board = Topology::tafl();
        assert_eq!(board.len(), 121);
        assert_eq!(board.name(board.throne().unwrap()), "f6");
        let corners: Vec<_> = board.corners().iter().map(|&p| board.name(p)).collect();
        assert_eq!(corners, ["a1", "k1", "a11", "k11"]);
        assert_eq!(board.parse_point("k11"), Some(120));
        assert_eq!(board.parse_point("l1"), None);
        assert_eq!(board.parse_point("a12"), None);
        assert_eq!(board.parse_point("a0"), None);
        assert_eq!(board.parse_point("a01"), None);
    }

    #[test]
    fn tafl_board_numbers_and_joins_squares_as_copenhagen_does() {
        let board = Topology::tafl();
        assert_eq!(board.len(), COPENHAGEN.len());
        for sq in board.points() {
            assert_eq!(board.coord(sq), COPENHAGEN.coord(sq));
            assert_eq!(board.name(sq), COPENHAGEN.name(sq));
            for d in Direction::ALL {
                let expected = match board.neighbour(sq, d) {
                    NO_POINT => None,
                    n => Some(n),
                };
                assert_eq!(COPENHAGEN.neighbour(sq, d), expected, "{sq} {d:?}");
            }
        }
        assert_eq!(Some(COPENHAGEN.throne()), board.throne());
        assert_eq!(
            COPENHAGEN.corners().iter().collect::<Vec<_>>(),
            board.corners()
        );
    }
}
