//! The tafl board as data: [`TaflBoard`] holds its size, its special
//! squares, which of them are hostile to whom, and every neighbour and ray
//! table, all built at compile time by a `const fn`. [`COPENHAGEN`] is the
//! 11×11 board of Copenhagen Hnefatafl. Square `rank * files + file` is bit
//! `rank * files + file` of a [`Squares`] set (a1 = 0), the numbering of
//! [`Topology::tafl`](crate::Topology::tafl), so the hot paths only index
//! and mask.
//!
//! Everything outside the engine (the AI above all) asks these questions
//! of the board it is given ([`Position::board`](super::Position::board))
//! rather than knowing the numbers: Brandubh's 7×7 and Tablut's 9×9 are
//! other `TaflBoard`s ([`TaflVariant`](super::TaflVariant)), and so is
//! Copenhagen's 13×13 (169 squares, the reason a set is wider than a
//! `u128`).

use crate::coord::{Coord, Direction, NO_POINT};
use crate::side::Side;

use super::squares::{Squares, BITS};

/// The most squares a board may have: 13×13, the largest tafl board
/// played here.
pub const MAX_SQUARES: usize = 169;

/// Rows of the per-square tables.
const TABLE: usize = MAX_SQUARES;

/// The board of a tafl game: its size, its special squares and the
/// capture roles they play, and the neighbour and ray tables, as data.
///
/// Squares are numbered `rank * files + file` from a1 = 0; a set of
/// squares is a [`Squares`] with bit `n` for square `n`. Directions are the
/// four orthogonal [`Direction`]s (a tafl board has no diagonal lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaflBoard {
    files: u8,
    ranks: u8,
    all: Squares,
    edge: Squares,
    first_file: Squares,
    last_file: Squares,
    throne: u8,
    corners: Squares,
    restricted: Squares,
    /// By victim side ([`Side::index`]): squares hostile to its men always.
    hostile: [Squares; 2],
    /// By victim side: squares hostile to its men only while empty.
    hostile_when_empty: [Squares; 2],
    corner_guards: Squares,
    /// Where the king wins: the corners, or the whole edge.
    escapes: Squares,
    /// Where the king too may not stop (Tablut's throne, once left).
    king_barred: Squares,
    rules: TaflRules,
    /// By square, by orthogonal direction (N, E, S, W): the next square or
    /// [`NO_POINT`].
    neighbours: [[u8; 4]; TABLE],
    adjacent: [Squares; TABLE],
    /// By square, by orthogonal direction: every square beyond, to the edge.
    rays: [[Squares; 4]; TABLE],
    escape_distance: [u8; TABLE],
}

/// Where the king escapes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    /// The four corners, which are then restricted and hostile squares.
    Corners,
    /// Any square of the edge; the board has no corner squares.
    Edge,
}

/// How the king is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingCapture {
    /// By attackers on all four sides, or on the three sides other than the
    /// throne beside it; never on the edge (Copenhagen).
    FourSides,
    /// As [`KingCapture::FourSides`] on or beside the throne; anywhere else
    /// like a man, between two attackers or an attacker and a hostile
    /// square, the edge included (Brandubh, Tablut).
    TwoSidesAwayFromThrone,
}

/// The rules that differ between the tafl games, kept with the board so
/// that one question to the position answers both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaflRules {
    /// Where the king wins.
    pub escape: Escape,
    /// How the king is taken.
    pub king_capture: KingCapture,
    /// False when the king may not stop on the throne once it has left it.
    pub king_returns_to_throne: bool,
    /// True when shield walls along the edge are captured.
    pub shield_wall: bool,
    /// True when the attackers win by shutting every defender off the edge.
    pub enclosure: bool,
}

impl TaflRules {
    /// Copenhagen Hnefatafl (docs/rules.md section 6).
    pub const COPENHAGEN: TaflRules = TaflRules {
        escape: Escape::Corners,
        king_capture: KingCapture::FourSides,
        king_returns_to_throne: true,
        shield_wall: true,
        enclosure: true,
    };
    /// Brandubh (docs/rules.md section 9).
    pub const BRANDUBH: TaflRules = TaflRules {
        escape: Escape::Corners,
        king_capture: KingCapture::TwoSidesAwayFromThrone,
        king_returns_to_throne: true,
        shield_wall: false,
        enclosure: false,
    };
    /// Tablut (docs/rules.md section 10).
    pub const TABLUT: TaflRules = TaflRules {
        escape: Escape::Edge,
        king_capture: KingCapture::TwoSidesAwayFromThrone,
        king_returns_to_throne: false,
        shield_wall: false,
        enclosure: false,
    };
}

/// The 11×11 board of Copenhagen Hnefatafl (docs/rules.md section 6):
/// throne f6, corners a1, k1, a11, k11.
pub static COPENHAGEN: TaflBoard = TaflBoard::new(11, 11);

/// The same board as a constant, for the sizes the engine's own constants
/// are drawn from at compile time.
const COPENHAGEN_CONST: TaflBoard = TaflBoard::new(11, 11);

/// Squares of the board the engine plays (the length of its hash tables).
pub(crate) const SQUARES: usize = COPENHAGEN_CONST.len();

/// The table row of an orthogonal direction: N 0, E 1, S 2, W 3.
#[inline(always)]
const fn row(d: Direction) -> usize {
    d as usize >> 1
}

/// True when a step in `d` goes to a higher square number (N and E); the
/// ray scan relies on it.
#[inline(always)]
const fn ascending(d: Direction) -> bool {
    matches!(d, Direction::N | Direction::E)
}

impl TaflBoard {
    /// A `files` × `ranks` board laid out as Copenhagen's: the throne on
    /// the centre square, the four corners, and only the king may stop on
    /// either. The corners are hostile to every man; the throne is hostile
    /// to the attackers always and to the defenders only while empty.
    ///
    /// # Panics
    /// (At compile time, for a `const` or `static`.) When a side is even
    /// (no centre), shorter than 3 or longer than 16, or the board has more
    /// than [`MAX_SQUARES`] squares.
    pub const fn new(files: u8, ranks: u8) -> TaflBoard {
        TaflBoard::with_rules(files, ranks, TaflRules::COPENHAGEN)
    }

    /// A `files` × `ranks` board played by `rules`. With the corners as the
    /// escape, they are laid out as on [`TaflBoard::new`]; with the edge,
    /// the board has no corner squares and only the throne is special.
    ///
    /// # Panics
    /// As [`TaflBoard::new`].
    pub const fn with_rules(files: u8, ranks: u8, rules: TaflRules) -> TaflBoard {
        assert!(files % 2 == 1 && ranks % 2 == 1, "a throne needs a centre");
        assert!(files >= 3 && ranks >= 3 && files <= 16 && ranks <= 16);
        assert!(files as usize * ranks as usize <= MAX_SQUARES);
        let len = files as usize * ranks as usize;
        let mut board = TaflBoard {
            files,
            ranks,
            all: Squares::below(len as u32),
            edge: Squares::EMPTY,
            first_file: Squares::EMPTY,
            last_file: Squares::EMPTY,
            throne: (ranks / 2) * files + files / 2,
            corners: Squares::EMPTY,
            restricted: Squares::EMPTY,
            hostile: [Squares::EMPTY; 2],
            hostile_when_empty: [Squares::EMPTY; 2],
            corner_guards: Squares::EMPTY,
            escapes: Squares::EMPTY,
            king_barred: Squares::EMPTY,
            rules,
            neighbours: [[NO_POINT; 4]; TABLE],
            adjacent: [Squares::EMPTY; TABLE],
            rays: [[Squares::EMPTY; 4]; TABLE],
            escape_distance: [0; TABLE],
        };
        let corner_escape = matches!(rules.escape, Escape::Corners);
        let (last_file, last_rank) = (files - 1, ranks - 1);
        let corner_squares = [
            board.square(0, 0),
            board.square(last_file, 0),
            board.square(0, last_rank),
            board.square(last_file, last_rank),
        ];
        let mut sq = 0;
        while sq < len as u8 {
            let (file, rank) = (sq % files, sq / files);
            if file == 0 {
                board.first_file = board.first_file.with(sq);
            }
            if file == last_file {
                board.last_file = board.last_file.with(sq);
            }
            if file == 0 || rank == 0 || file == last_file || rank == last_rank {
                board.edge = board.edge.with(sq);
            }
            let mut i = 0;
            while i < 4 {
                let d = Direction::ORTHOGONAL[i];
                let next = board.step(sq, d);
                board.neighbours[sq as usize][i] = next;
                if next != NO_POINT {
                    board.adjacent[sq as usize] = board.adjacent[sq as usize].with(next);
                }
                let mut at = next;
                while at != NO_POINT {
                    board.rays[sq as usize][i] = board.rays[sq as usize][i].with(at);
                    at = board.step(at, d);
                }
                i += 1;
            }
            let mut nearest = u8::MAX;
            let mut c = 0;
            if !corner_escape {
                // The nearest edge square, straight out.
                let across = if file < last_file - file {
                    file
                } else {
                    last_file - file
                };
                let up = if rank < last_rank - rank {
                    rank
                } else {
                    last_rank - rank
                };
                nearest = if across < up { across } else { up };
                c = 4;
            }
            while c < 4 {
                let corner = corner_squares[c];
                let df = (corner % files).abs_diff(file);
                let dr = (corner / files).abs_diff(rank);
                if df + dr < nearest {
                    nearest = df + dr;
                }
                c += 1;
            }
            board.escape_distance[sq as usize] = nearest;
            sq += 1;
        }
        let mut c = if corner_escape { 0 } else { 4 };
        while c < 4 {
            let corner = corner_squares[c];
            board.corners = board.corners.with(corner);
            // The diagonal square in front of the corner, and the squares
            // one step further from it along each edge's direction.
            let inward_file = if corner.is_multiple_of(files) { 1 } else { -1 };
            let inward_rank = if corner / files == 0 { 1 } else { -1 };
            let diagonal_file = (corner % files) as i8 + inward_file;
            let diagonal_rank = (corner / files) as i8 + inward_rank;
            board.corner_guards = board
                .corner_guards
                .with(board.square(diagonal_file as u8, diagonal_rank as u8))
                .with(board.square((diagonal_file + inward_file) as u8, diagonal_rank as u8))
                .with(board.square(diagonal_file as u8, (diagonal_rank + inward_rank) as u8));
            c += 1;
        }
        let throne = Squares::bit(board.throne);
        board.restricted = board.corners.union(throne);
        board.hostile[Side::First as usize] = board.corners.union(throne);
        board.hostile[Side::Second as usize] = board.corners;
        board.hostile_when_empty[Side::Second as usize] = throne;
        board.escapes = if corner_escape {
            board.corners
        } else {
            board.edge
        };
        if !rules.king_returns_to_throne {
            board.king_barred = throne;
        }
        board
    }

    /// The square at (`file`, `rank`), which must be on the board.
    const fn square(&self, file: u8, rank: u8) -> u8 {
        rank * self.files + file
    }

    /// The square one step from `sq` in orthogonal direction `d`, or
    /// [`NO_POINT`].
    const fn step(&self, sq: u8, d: Direction) -> u8 {
        let (df, dr) = d.delta();
        let file = (sq % self.files) as i8 + df;
        let rank = (sq / self.files) as i8 + dr;
        if file < 0 || rank < 0 || file >= self.files as i8 || rank >= self.ranks as i8 {
            NO_POINT
        } else {
            self.square(file as u8, rank as u8)
        }
    }

    /// Number of files (columns, `a`, `b`, …).
    #[inline]
    pub const fn files(&self) -> u8 {
        self.files
    }

    /// Number of ranks (rows, `1`, `2`, …).
    #[inline]
    pub const fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Number of squares.
    #[inline]
    pub const fn len(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Always false: every board has squares.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every square of the board, as a set.
    #[inline]
    pub const fn all(&self) -> Squares {
        self.all
    }

    /// True when `sq` is a square of this board.
    #[inline]
    pub const fn contains(&self, sq: u8) -> bool {
        (sq as usize) < self.len()
    }

    /// The square at `coord`, if the board has one there.
    #[inline]
    pub const fn point(&self, coord: Coord) -> Option<u8> {
        if coord.file < self.files && coord.rank < self.ranks {
            Some(self.square(coord.file, coord.rank))
        } else {
            None
        }
    }

    /// Where square `sq` lies (for a square of the board).
    #[inline]
    pub const fn coord(&self, sq: u8) -> Coord {
        Coord {
            file: sq % self.files,
            rank: sq / self.files,
        }
    }

    /// The name of square `sq`, such as `f6`.
    pub fn name(&self, sq: u8) -> String {
        self.coord(sq).to_string()
    }

    /// The square next to `sq` in direction `d`: `None` off the board, and
    /// for a diagonal direction (there are no diagonal lines).
    #[inline]
    pub fn neighbour(&self, sq: u8, d: Direction) -> Option<u8> {
        if d.is_diagonal() {
            return None;
        }
        match self.neighbours[sq as usize][row(d)] {
            NO_POINT => None,
            next => Some(next),
        }
    }

    /// The up to four squares orthogonally next to `sq`.
    #[inline]
    pub fn adjacent(&self, sq: u8) -> Squares {
        self.adjacent[sq as usize]
    }

    /// Every square beyond `sq` in orthogonal direction `d`, to the edge
    /// (empty for a diagonal direction).
    #[inline]
    pub fn ray(&self, sq: u8, d: Direction) -> Squares {
        if d.is_diagonal() {
            Squares::EMPTY
        } else {
            self.rays[sq as usize][row(d)]
        }
    }

    /// The throne, the centre square.
    #[inline]
    pub const fn throne(&self) -> u8 {
        self.throne
    }

    /// The corners, as a set.
    #[inline]
    pub const fn corners(&self) -> Squares {
        self.corners
    }

    /// True when `sq` is a corner.
    #[inline]
    pub const fn is_corner(&self, sq: u8) -> bool {
        self.corners.contains(sq)
    }

    /// The squares on the edge of the board (the corners included).
    #[inline]
    pub const fn edge(&self) -> Squares {
        self.edge
    }

    /// True when `sq` lies on the edge (a corner too).
    #[inline]
    pub const fn is_edge(&self, sq: u8) -> bool {
        self.edge.contains(sq)
    }

    /// Where only the king may stop: the throne and the corners. Other
    /// pieces may cross the empty throne.
    #[inline]
    pub const fn restricted(&self) -> Squares {
        self.restricted
    }

    /// The empty or occupied squares hostile to the men of `victims` in a
    /// custodial capture or as a shield wall's bracket, given the occupied
    /// squares (only the king can stand on a special square, so the king's
    /// square alone will do): the corners always; the throne always for
    /// the attackers (`Side::First`), for the defenders only while empty.
    #[inline]
    pub const fn hostile_to(&self, victims: Side, occupied: Squares) -> Squares {
        let side = victims as usize;
        self.hostile[side].union(self.hostile_when_empty[side].difference(occupied))
    }

    /// Every square that can ever be hostile to the men of `victims`,
    /// whatever stands on it: [`TaflBoard::hostile_to`] on an empty board.
    #[inline]
    pub const fn ever_hostile_to(&self, victims: Side) -> Squares {
        let side = victims as usize;
        self.hostile[side].union(self.hostile_when_empty[side])
    }

    /// The fewest orthogonal steps from `sq` to an escape square, on an
    /// empty board (the king's distance to freedom).
    #[inline]
    pub fn escape_distance(&self, sq: u8) -> u8 {
        self.escape_distance[sq as usize]
    }

    /// Where the king wins: the corners, or every edge square.
    #[inline]
    pub const fn escapes(&self) -> Squares {
        self.escapes
    }

    /// True when the king wins by reaching `sq`.
    #[inline]
    pub const fn is_escape(&self, sq: u8) -> bool {
        self.escapes.contains(sq)
    }

    /// Squares where the king may not stop either (Tablut's throne).
    #[inline]
    pub const fn king_barred(&self) -> Squares {
        self.king_barred
    }

    /// The rules played on this board.
    #[inline]
    pub const fn rules(&self) -> TaflRules {
        self.rules
    }

    /// True when a king on `king` is taken like a man, between two
    /// attackers (Brandubh and Tablut away from the throne); false where
    /// he needs four (Copenhagen, and anywhere on or beside the throne).
    #[inline]
    pub fn king_taken_by_two(&self, king: u8) -> bool {
        let near_throne = (self.adjacent(king) | Squares::bit(king)).contains(self.throne);
        self.rules.king_capture == KingCapture::TwoSidesAwayFromThrone && !near_throne
    }

    /// The squares that shut the corners off: for each corner, the square
    /// diagonally in front of it and the two squares one step further
    /// from the corner on either side of that one (b2, b3 and c2 for a1).
    #[inline]
    pub const fn corner_guards(&self) -> Squares {
        self.corner_guards
    }

    /// The squares a rook on `sq` reaches in orthogonal direction `d`
    /// before the first square of `occupied`: the ray cut at its nearest
    /// blocker, with no branch on whether there is one (an empty set's
    /// lowest square is [`BITS`], and the squares below it are all).
    #[inline(always)]
    pub fn reach(&self, sq: u8, d: Direction, occupied: Squares) -> Squares {
        let ray = self.ray(sq, d);
        let blockers = ray & occupied;
        if ascending(d) {
            // Everything on the ray below the nearest blocker.
            ray & Squares::below(blockers.trailing_zeros())
        } else {
            // Everything on the ray above the nearest blocker.
            ray & !Squares::below(BITS - blockers.leading_zeros())
        }
    }

    /// The empty squares that see an escape square along an open line,
    /// given the occupied squares: where a king arriving would threaten to
    /// escape next move.
    #[inline]
    pub fn escape_lines(&self, occupied: Squares) -> Squares {
        let mut lines = Squares::EMPTY;
        for escape in self.escapes {
            lines |= self.rook_reach(escape, occupied);
        }
        lines
    }

    /// Every square a rook on `sq` reaches before the pieces of `occupied`.
    #[inline(always)]
    pub fn rook_reach(&self, sq: u8, occupied: Squares) -> Squares {
        self.reach(sq, Direction::N, occupied)
            | self.reach(sq, Direction::E, occupied)
            | self.reach(sq, Direction::S, occupied)
            | self.reach(sq, Direction::W, occupied)
    }

    /// The first square of `occupied` seen from `sq` in direction `d`, if any.
    #[inline]
    pub fn nearest(&self, sq: u8, d: Direction, occupied: Squares) -> Option<u8> {
        let blockers = self.ray(sq, d) & occupied;
        if ascending(d) {
            blockers.first()
        } else {
            blockers.last()
        }
    }

    /// The raw neighbour of `sq` in orthogonal direction `d`, or [`NO_POINT`]:
    /// the capture rules' inner loop.
    #[inline(always)]
    pub(crate) fn next(&self, sq: u8, d: Direction) -> u8 {
        self.next_in_row(sq, row(d))
    }

    /// As [`TaflBoard::next`] with the direction as its table row (N 0, E 1,
    /// S 2, W 3): a loop over `0..4` compiles to a plain counter.
    #[inline(always)]
    pub(crate) fn next_in_row(&self, sq: u8, row: usize) -> u8 {
        self.neighbours[sq as usize][row]
    }

    /// Every square one step from a square of `set`.
    #[inline]
    pub(crate) fn spread(&self, set: Squares) -> Squares {
        let files = self.files as u32;
        ((set << files) & self.all)
            | (set >> files)
            | ((set & !self.last_file) << 1)
            | ((set & !self.first_file) >> 1)
    }

    /// `set` moved one step in orthogonal direction `d` (squares leaving
    /// the board drop off).
    #[inline]
    pub(crate) fn shift(&self, set: Squares, d: Direction) -> Squares {
        let files = self.files as u32;
        match d {
            Direction::N => (set << files) & self.all,
            Direction::S => set >> files,
            Direction::E => (set & !self.last_file) << 1,
            Direction::W => (set & !self.first_file) >> 1,
            _ => Squares::EMPTY,
        }
    }

    /// Every empty square reached in orthogonal direction `d` from a square
    /// of `from` through empty squares only (`empty` must exclude `from`):
    /// the union of the rays of all the pieces at once, by Kogge-Stone
    /// occluded fill. On one line the rays of different pieces in one
    /// direction never overlap, so the popcount of this set counts their
    /// moves in that direction. (Steps of 1, 2, 4 and 8 cover lines of up
    /// to 16 squares.)
    #[inline(always)]
    pub(crate) fn fill(&self, from: Squares, empty: Squares, d: Direction) -> Squares {
        let files = self.files as u32;
        let (mut generate, mut propagate) = (from, empty);
        match d {
            Direction::E => {
                propagate &= !self.first_file;
                for step in [1, 2, 4, 8] {
                    generate |= propagate & (generate << step);
                    propagate &= propagate << step;
                }
            }
            Direction::W => {
                propagate &= !self.last_file;
                for step in [1, 2, 4, 8] {
                    generate |= propagate & (generate >> step);
                    propagate &= propagate >> step;
                }
            }
            Direction::N => {
                propagate &= self.all;
                for step in [1, 2, 4, 8] {
                    generate |= propagate & (generate << (step * files));
                    propagate &= propagate << (step * files);
                }
            }
            Direction::S => {
                for step in [1, 2, 4, 8] {
                    generate |= propagate & (generate >> (step * files));
                    propagate &= propagate >> (step * files);
                }
            }
            _ => return Squares::EMPTY,
        }
        generate & empty
    }
}

#[cfg(test)]
mod tests;
