//! Moves of the fox games and their notation (docs/rules.md section 1).

use crate::rules::MoveError;
use crate::topology::{Coord, Topology};

/// The most jumps one chain can make: every jump takes a goose, and no fox
/// game has more than 20 geese.
pub const MAX_JUMPS: usize = 20;

/// A move: a goose step, a fox step, or a fox's chain of jumps.
///
/// A step is a path of one landing with no capture. `Copy` and free of the
/// heap, so searches can keep millions of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    captured: u64,
    from: u8,
    len: u8,
    /// The landing points; entries from `len` on are 0, so equal moves
    /// compare and hash equal.
    path: [u8; MAX_JUMPS],
}

impl Move {
    /// A step from `from` to the adjacent point `to`.
    pub fn step(from: u8, to: u8) -> Move {
        let mut path = [0; MAX_JUMPS];
        path[0] = to;
        Move {
            captured: 0,
            from,
            len: 1,
            path,
        }
    }

    /// A chain of `len` jumps whose landings are `path[..len]`; the rest
    /// of `path` must be 0.
    #[inline]
    pub(crate) fn chain(from: u8, path: &[u8; MAX_JUMPS], len: usize, captured: u64) -> Move {
        debug_assert!(path[len..].iter().all(|&p| p == 0));
        Move {
            captured,
            from,
            len: len as u8,
            path: *path,
        }
    }

    /// The point the piece starts on.
    pub fn from(&self) -> u8 {
        self.from
    }

    /// The point the piece ends on.
    pub fn to(&self) -> u8 {
        self.path[self.len as usize - 1]
    }

    /// Every landing point in order (one for a step).
    pub fn landings(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// The geese this move removes, one bit per point index.
    pub fn captured(&self) -> u64 {
        self.captured
    }

    /// True for a jump or a chain of jumps.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The move in notation: `c3-c4` for a step, `c3xc5xe5` for a chain.
    pub fn to_text(&self, topology: &Topology) -> String {
        let separator = if self.is_capture() { 'x' } else { '-' };
        let mut text = topology.name(self.from);
        for &p in self.landings() {
            text.push(separator);
            text.push_str(&topology.name(p));
        }
        text
    }
}

/// A move as written, before it is checked against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    pub from: u8,
    pub landings: Vec<u8>,
    pub capture: bool,
}

impl Written {
    /// Reads `text` (surrounding white space ignored) on `topology`.
    ///
    /// # Errors
    /// [`MoveError::Malformed`] when it is not `p-q` or `pxqx…` with point
    /// names, [`MoveError::OffBoard`] when a named point is not on the board.
    pub(crate) fn parse(topology: &Topology, text: &str) -> Result<Written, MoveError> {
        let text = text.trim();
        let malformed = || MoveError::Malformed(text.to_string());
        let (parts, capture): (Vec<&str>, bool) = if text.contains('-') {
            (text.split('-').collect(), false)
        } else {
            (text.split('x').collect(), true)
        };
        if parts.len() < 2 || (!capture && parts.len() != 2) {
            return Err(malformed());
        }
        let coords = parts
            .iter()
            .map(|part| Coord::parse(part))
            .collect::<Option<Vec<Coord>>>()
            .ok_or_else(malformed)?;
        let mut points = Vec::with_capacity(coords.len());
        for (coord, part) in coords.into_iter().zip(parts) {
            points.push(
                topology
                    .point(coord)
                    .ok_or_else(|| MoveError::OffBoard(part.to_string()))?,
            );
        }
        Ok(Written {
            from: points[0],
            landings: points.split_off(1),
            capture,
        })
    }

    /// True when `mv` is the move written.
    pub(crate) fn matches(&self, mv: &Move) -> bool {
        mv.from() == self.from && mv.is_capture() == self.capture && mv.landings() == self.landings
    }
}
