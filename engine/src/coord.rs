//! Points and directions, the words every board is described in: a
//! point's (file, rank) on its grid, the eight directions of travel, and
//! the "no point" mark of neighbour tables. [`Topology`](crate::Topology)
//! (any board as a graph) and [`TaflBoard`](crate::hnefatafl::TaflBoard)
//! (the tafl board as bit masks) both speak them.

use std::fmt;

/// A point's place on the bounding grid, counted from 0: file 0 is `a`,
/// rank 0 is `1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    /// Parses a point name such as `d4` or `k11` (lower-case file letter,
    /// then a rank from 1). Returns `None` for anything else.
    pub fn parse(text: &str) -> Option<Coord> {
        let bytes = text.as_bytes();
        let (&letter, digits) = bytes.split_first()?;
        if !letter.is_ascii_lowercase() || digits.is_empty() || digits.len() > 2 {
            return None;
        }
        if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return None;
        }
        let rank: u8 = std::str::from_utf8(digits).ok()?.parse().ok()?;
        Some(Coord {
            file: letter - b'a',
            rank: rank - 1,
        })
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// The eight directions of travel, in clockwise order from north (towards
/// higher ranks). Opposite directions are four apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// All eight, in index order.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The four orthogonal directions (the lines of the tafl board), in
    /// index order: N, E, S, W.
    pub const ORTHOGONAL: [Direction; 4] = [Direction::N, Direction::E, Direction::S, Direction::W];

    /// The change of (file, rank) for one step.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction back.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// True for the four diagonal directions.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        self as usize % 2 == 1
    }
}

/// Marks "no point" in neighbour tables.
pub const NO_POINT: u8 = u8::MAX;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coords_parse_strictly() {
        assert_eq!(Coord::parse("d4"), Some(Coord { file: 3, rank: 3 }));
        for bad in ["", "d", "4", "D4", "d-1", "dd", "d4x", "é4", "d255", "d999"] {
            assert_eq!(Coord::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn directions_are_opposite_four_apart() {
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            let ((f, r), (g, s)) = (d.delta(), d.opposite().delta());
            assert_eq!((f + g, r + s), (0, 0));
        }
        assert!(Direction::ORTHOGONAL.iter().all(|d| !d.is_diagonal()));
    }
}
