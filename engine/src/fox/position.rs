//! A position of a fox game: where the foxes and geese stand, whose turn it
//! is and how long since the last progress. `Copy`; playing a move changes
//! a few words and updates the Zobrist hash incrementally.

use super::moves::Move;
use super::tables::Tables;
use super::zobrist;
use crate::bitset::Bits64;
use crate::piece::Piece;
use crate::side::Side;

/// Foxes and geese as point sets (bit `p` = point index `p`), the side to
/// move, the plies since the last capture or forward goose step, and the
/// hash of pieces and side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    foxes: u64,
    geese: u64,
    hash: u64,
    quiet_plies: u16,
    side: Side,
}

impl Position {
    /// A position with no plies since progress.
    pub(crate) fn new(foxes: u64, geese: u64, side: Side) -> Position {
        let mut position = Position {
            foxes,
            geese,
            hash: 0,
            quiet_plies: 0,
            side,
        };
        position.hash = position.computed_hash();
        position
    }

    /// The points with a fox.
    pub fn foxes(&self) -> u64 {
        self.foxes
    }

    /// The points with a goose.
    pub fn geese(&self) -> u64 {
        self.geese
    }

    /// The side to move: `First` is the fox side.
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// Plies since the last capture or goose step to a higher rank.
    pub fn plies_since_progress(&self) -> u32 {
        self.quiet_plies as u32
    }

    /// The Zobrist hash of pieces and side to move, kept incrementally.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch: equals [`Position::hash`] always.
    pub fn computed_hash(&self) -> u64 {
        let foxes = Bits64(self.foxes).fold(0, |h, p| h ^ zobrist::fox(p as usize));
        let geese = Bits64(self.geese).fold(0, |h, p| h ^ zobrist::goose(p as usize));
        let side = match self.side {
            Side::First => 0,
            Side::Second => zobrist::GEESE_TO_MOVE,
        };
        foxes ^ geese ^ side
    }

    /// The piece on `point`, if any.
    pub fn piece_at(&self, point: u8) -> Option<Piece> {
        let bit = 1u64.checked_shl(point as u32)?;
        if self.foxes & bit != 0 {
            Some(Piece::Fox)
        } else if self.geese & bit != 0 {
            Some(Piece::Goose)
        } else {
            None
        }
    }

    /// The same pieces and side to move: what repetition compares.
    #[inline]
    pub(crate) fn same_placement(&self, other: &Position) -> bool {
        self.hash == other.hash
            && self.foxes == other.foxes
            && self.geese == other.geese
            && self.side == other.side
    }

    /// Plays `mv`, trusted to be legal, for the side to move.
    #[inline]
    pub(crate) fn play(&mut self, tables: &Tables, mv: Move) {
        let (from, to) = (mv.from() as usize, mv.to() as usize);
        let progress = match self.side {
            Side::First => {
                // A chain may end where it began: clear, then set.
                self.foxes = self.foxes & !(1 << from) | 1 << to;
                self.hash ^= zobrist::fox(from) ^ zobrist::fox(to);
                self.geese &= !mv.captured();
                for goose in Bits64(mv.captured()) {
                    self.hash ^= zobrist::goose(goose as usize);
                }
                mv.is_capture()
            }
            Side::Second => {
                self.geese ^= 1 << from | 1 << to;
                self.hash ^= zobrist::goose(from) ^ zobrist::goose(to);
                tables.rank[to] > tables.rank[from]
            }
        };
        self.quiet_plies = if progress {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };
        self.side = self.side.opposite();
        self.hash ^= zobrist::GEESE_TO_MOVE;
    }
}
