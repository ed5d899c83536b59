//! Move generation: every piece moves like a rook; only the king stops on
//! the throne or a corner (and not on Tablut's throne once it has left);
//! the empty throne can be crossed, an occupied one blocks like any piece.

use super::board::{TaflBoard, MAX_SQUARES};
use super::notation::Move;
use super::position::Position;
use super::squares::Squares;
use crate::coord::Direction;
use crate::side::Side;

/// No position has more moves: each empty square is reached by at most one
/// piece from each of its four directions.
pub const MAX_MOVES: usize = 4 * MAX_SQUARES;

/// Room in a [`MoveList`]: a power of two above [`MAX_MOVES`], so that
/// masking the index proves every write in bounds.
const CAPACITY: usize = 1024;

/// A fixed-capacity move list on the stack, so searches never allocate.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; CAPACITY],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::default(); CAPACITY],
            len: 0,
        }
    }

    /// The moves, in generation order.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there is no move.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    #[inline(always)]
    fn push(&mut self, mv: Move) {
        debug_assert!(self.len < MAX_MOVES);
        self.moves[self.len & (CAPACITY - 1)] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Calls `f` with every square of `set`, lowest first, one 64-bit word at
/// a time (cheaper than wide bit tricks).
#[inline(always)]
fn for_each_square(set: Squares, mut f: impl FnMut(u8)) {
    for (word, offset) in set.words() {
        let mut bits = word;
        while bits != 0 {
            f(bits.trailing_zeros() as u8 + offset);
            bits &= bits - 1;
        }
    }
}

impl Position {
    /// The squares the piece on `from` can move to (empty if no piece of
    /// the side to move stands there).
    #[inline]
    pub fn destinations(&self, from: u8) -> Squares {
        let board = self.board();
        if !board.contains(from) || !self.pieces_of(self.side).contains(from) {
            return Squares::EMPTY;
        }
        let reach = board.rook_reach(from, self.occupied());
        if from == self.king {
            reach & !board.king_barred()
        } else {
            reach & !board.restricted()
        }
    }

    /// True when `mv` is a legal move of the side to move, the game's end
    /// aside (a [`Position`] does not know its history).
    #[inline]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.board().contains(mv.to) && self.destinations(mv.from).contains(mv.to)
    }

    /// Calls `f` with every move of the side to move, by starting square
    /// then by destination.
    #[inline]
    pub(crate) fn for_each_move(&self, mut f: impl FnMut(Move)) {
        self.with_board(|board| {
            let occupied = self.occupied();
            let (men, king) = self.men_and_king();
            for from in men {
                for_each_square(
                    board.rook_reach(from, occupied) & !board.restricted(),
                    |to| f(Move { from, to }),
                );
            }
            if let Some(from) = king {
                for_each_square(
                    board.rook_reach(from, occupied) & !board.king_barred(),
                    |to| f(Move { from, to }),
                );
            }
        })
    }

    /// Fills `list` with every move of the side to move.
    pub fn generate(&self, list: &mut MoveList) {
        list.clear();
        self.for_each_move(|mv| list.push(mv));
    }

    /// The number of moves of the side to move, counted with popcounts:
    /// the men's moves direction by direction over all of them at once
    /// (one occluded fill per direction), then the king's own rays.
    #[inline]
    pub fn count_moves(&self) -> usize {
        self.with_board(|board| {
            let empty = board.all() & !self.occupied();
            let (men, king) = self.men_and_king();
            let mut count = 0;
            for d in Direction::ORTHOGONAL {
                count += (board.fill(men, empty, d) & !board.restricted()).count();
            }
            if let Some(from) = king {
                count += (board.rook_reach(from, !empty) & !board.king_barred()).count();
            }
            count as usize
        })
    }

    /// The moves of the side to move as five disjoint destination sets: the
    /// men's moves by direction of travel (N, E, S, W), then the king's.
    /// Each legal move is exactly one (set, square) pair, so a uniform pick
    /// among the pairs is a uniform pick among the moves, with no list.
    #[inline]
    pub(crate) fn move_sets(&self) -> [Squares; 5] {
        self.with_board(|board| {
            let empty = board.all() & !self.occupied();
            let (men, king) = self.men_and_king();
            let by_direction =
                Direction::ORTHOGONAL.map(|d| board.fill(men, empty, d) & !board.restricted());
            let king_moves = king.map_or(Squares::EMPTY, |k| {
                board.rook_reach(k, !empty) & !board.king_barred()
            });
            [
                by_direction[0],
                by_direction[1],
                by_direction[2],
                by_direction[3],
                king_moves,
            ]
        })
    }

    /// The `index`-th move of [`Position::move_sets`], counting through the
    /// sets in order and each set from its lowest square. `index` must be
    /// less than the number of moves.
    #[inline]
    pub(crate) fn move_from_sets(&self, sets: &[Squares; 5], mut index: u32) -> Move {
        for (group, &set) in sets.iter().enumerate() {
            let size = set.count();
            if index >= size {
                index -= size;
                continue;
            }
            let to = set.nth(index);
            let from = match Direction::ORTHOGONAL.get(group) {
                // The mover is the first piece behind the destination.
                Some(&d) => self
                    .board()
                    .nearest(to, d.opposite(), self.occupied())
                    .expect("a man's destination has the man behind it"),
                None => self.king,
            };
            return Move { from, to };
        }
        panic!("move index out of range");
    }

    /// True when the side to move has at least one move. Almost always
    /// settled by looking at the squares next to its pieces.
    #[inline]
    pub fn has_move(&self) -> bool {
        self.with_board(|board| self.has_move_on(board))
    }

    /// [`Position::has_move`] on `board`, the position's own.
    #[inline(always)]
    fn has_move_on(&self, board: &TaflBoard) -> bool {
        let empty = board.all() & !self.occupied();
        let (men, king) = self.men_and_king();
        let king_steps = king.map_or(Squares::EMPTY, |k| {
            board.adjacent(k) & empty & !board.king_barred()
        });
        (board.spread(men) & empty & !board.restricted()).any()
            || king_steps.any()
            || self.count_moves() != 0
    }

    /// The side to move's pieces that are not the king, and the king's
    /// square when the defenders move.
    #[inline]
    fn men_and_king(&self) -> (Squares, Option<u8>) {
        match self.side {
            Side::First => (self.attackers, None),
            Side::Second => (self.defenders, Some(self.king)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use std::collections::HashSet;

    /// Positions along random games from the start.
    fn random_positions(seed: u64, count: usize) -> Vec<Position> {
        let mut rng = Rng::new(seed);
        let mut position = Position::start();
        let mut list = MoveList::new();
        let mut seen = Vec::new();
        while seen.len() < count {
            position.generate(&mut list);
            if list.is_empty() || position.king_escaped() {
                position = Position::start();
                continue;
            }
            seen.push(position);
            let mv = list.as_slice()[rng.below(list.len())];
            position.play(mv);
        }
        seen
    }

    #[test]
    fn move_sets_hold_each_move_exactly_once() {
        for position in random_positions(1, 3000) {
            let mut list = MoveList::new();
            position.generate(&mut list);
            let listed: HashSet<Move> = list.as_slice().iter().copied().collect();
            assert_eq!(listed.len(), list.len(), "duplicate moves");
            let sets = position.move_sets();
            let total: u32 = sets.iter().map(|s| s.count()).sum();
            let picked: HashSet<Move> = (0..total)
                .map(|i| position.move_from_sets(&sets, i))
                .collect();
            assert_eq!(total as usize, list.len());
            assert_eq!(picked, listed);
            assert_eq!(position.count_moves(), list.len());
            assert_eq!(position.has_move(), !list.is_empty());
        }
    }
}
