//! A Hnefatafl position: three bit masks and the side to move, `Copy` and
//! 48 bytes, so searches copy it freely and undo is a plain restore.

use super::board::TaflBoard;
#[cfg(feature = "constant-board")]
use super::board::COPENHAGEN;
use super::capture::{self, Men};
use super::notation::Move;
use super::squares::Squares;
use super::variant::TaflVariant;
use super::zobrist;
use crate::game_id::Options;
use crate::piece::Piece;
use crate::setup::{self, SetupError};
use crate::side::Side;

/// What a move takes, as [`Position::captures_of`] tells it before the
/// move is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Captures {
    /// The men the move removes, custodial and shield wall together (never
    /// the king): what [`TaflGame::last_captures`](super::TaflGame::last_captures)
    /// holds once it is played.
    pub men: Squares,
    /// True when the move captures the king (an attackers' move): the
    /// attackers win, and the king stays on the board.
    pub king: bool,
}

impl Captures {
    /// True when the move takes nothing.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.men.is_empty() && !self.king
    }
}

/// Where the pieces stand and whose turn it is, with the Zobrist hash kept
/// up to date by every change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) attackers: Squares,
    /// The defenders without the king.
    pub(crate) defenders: Squares,
    pub(crate) king: u8,
    pub(crate) side: Side,
    pub(crate) variant: TaflVariant,
    pub(crate) hash: u64,
}

impl Position {
    /// The start position of Copenhagen Hnefatafl (docs/rules.md section
    /// 6), attackers to move.
    pub fn start() -> Position {
        Position::start_of(TaflVariant::Copenhagen)
    }

    /// The start position of `variant`, attackers to move.
    pub fn start_of(variant: TaflVariant) -> Position {
        let pieces = setup::start_pieces(variant.game_id(), Options::default());
        Position::of_variant(variant, &pieces, Side::First).expect("the start position is valid")
    }

    /// Builds a position from (square, piece) pairs.
    ///
    /// # Errors
    /// [`SetupError`] when the position is refused (see
    /// [`Setup::validate`](crate::setup::Setup::validate)): a square off the
    /// board, two pieces on a square, fox-game pieces, not exactly one king,
    /// too many pieces of a side, any piece but the king on the throne or a
    /// corner.
    pub fn from_pieces(pieces: &[(u8, Piece)], side: Side) -> Result<Position, SetupError> {
        Position::of_variant(TaflVariant::Copenhagen, pieces, side)
    }

    /// Builds a position of `variant` from (square, piece) pairs.
    ///
    /// # Errors
    /// As [`Position::from_pieces`], on the variant's board.
    pub fn of_variant(
        variant: TaflVariant,
        pieces: &[(u8, Piece)],
        side: Side,
    ) -> Result<Position, SetupError> {
        setup::validate(variant.game_id(), Options::default(), pieces)?;
        let mut position = Position {
            attackers: Squares::EMPTY,
            defenders: Squares::EMPTY,
            king: 0,
            side,
            variant,
            hash: 0,
        };
        for &(sq, piece) in pieces {
            match piece {
                Piece::Attacker => position.attackers |= Squares::bit(sq),
                Piece::Defender => position.defenders |= Squares::bit(sq),
                _ => position.king = sq,
            }
        }
        position.hash = position.compute_hash();
        Ok(position)
    }

    /// The board this position is played on: its size, its special
    /// squares and what they are hostile to, its neighbour tables.
    #[inline(always)]
    pub fn board(&self) -> &'static TaflBoard {
        self.variant.board()
    }

    /// Runs `f` on this position's board. Copenhagen's is passed as the
    /// constant it is, so that on the hot paths (move generation, making a
    /// move) the compiler folds its size and tables into the code: read at
    /// run time, they made perft a third slower. The other boards are read
    /// at run time, and so is Copenhagen's without the `constant-board`
    /// feature (the pages' WebAssembly).
    #[inline(always)]
    pub(crate) fn with_board<R>(&self, f: impl FnOnce(&'static TaflBoard) -> R) -> R {
        match self.variant {
            #[cfg(feature = "constant-board")]
            TaflVariant::Copenhagen => f(&COPENHAGEN),
            other => f(other.board()),
        }
    }

    /// The tafl game this position is played by.
    #[inline]
    pub fn variant(&self) -> TaflVariant {
        self.variant
    }

    /// The attackers' squares.
    #[inline]
    pub fn attackers(&self) -> Squares {
        self.attackers
    }

    /// The defenders' squares, without the king.
    #[inline]
    pub fn defenders(&self) -> Squares {
        self.defenders
    }

    /// The king's square.
    #[inline]
    pub fn king(&self) -> u8 {
        self.king
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Squares {
        self.attackers | self.defenders | Squares::bit(self.king)
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The Zobrist hash of pieces and side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The piece on `sq`, if any (`None` off the board too).
    pub fn piece_at(&self, sq: u8) -> Option<Piece> {
        if !self.board().contains(sq) {
            None
        } else if self.attackers.contains(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(sq) {
            Some(Piece::Defender)
        } else if self.king == sq {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The squares of the pieces of `side` (the king with the defenders).
    #[inline]
    pub fn pieces_of(&self, side: Side) -> Squares {
        match side {
            Side::First => self.attackers,
            Side::Second => self.defenders | Squares::bit(self.king),
        }
    }

    /// True when the king stands where it wins: a corner, or the edge
    /// on a board whose king escapes to the edge.
    #[inline]
    pub fn king_escaped(&self) -> bool {
        self.board().is_escape(self.king)
    }

    /// The pieces as the capture rules read them.
    #[inline(always)]
    pub(crate) fn men(&self) -> Men {
        Men {
            attackers: self.attackers,
            defenders: self.defenders,
            king: self.king,
        }
    }

    /// What `mv` would capture, by the rules of docs/rules.md section 6
    /// (custodial captures, shield walls, the king's capture), without
    /// playing it. `mv` must be a legal move of the side to move, such as
    /// [`Position::generate`](Position::generate) lists; for any other the
    /// answer means nothing (a square off the board takes nothing).
    #[inline]
    pub fn captures_of(&self, mv: Move) -> Captures {
        let board = self.board();
        if !(board.contains(mv.from) && board.contains(mv.to)) {
            return Captures::default();
        }
        let mut men = self.men();
        let path = Squares::bit(mv.from) | Squares::bit(mv.to);
        match self.side {
            Side::First => men.attackers ^= path,
            Side::Second if men.king == mv.from => men.king = mv.to,
            Side::Second => men.defenders ^= path,
        }
        Captures {
            men: capture::captures(board, self.side, &men, mv.to),
            king: self.side == Side::First && capture::king_captured(board, &men, mv.to),
        }
    }

    /// The hash worked out from scratch: what the incremental one must equal.
    pub fn compute_hash(&self) -> u64 {
        let mut hash = zobrist::king(self.king as usize);
        for sq in self.attackers {
            hash ^= zobrist::attacker(sq as usize);
        }
        for sq in self.defenders {
            hash ^= zobrist::defender(sq as usize);
        }
        if self.side == Side::Second {
            hash ^= zobrist::DEFENDERS_TO_MOVE;
        }
        hash
    }

    /// Plays `mv`, which must be legal, removes what it captures and passes
    /// the turn. Returns the captured squares (never the king's: the king
    /// stays on the board when the attackers surround it, and the game ends).
    #[inline]
    pub(crate) fn play(&mut self, mv: Move) -> Squares {
        let (from, to) = (mv.from as usize, mv.to as usize);
        let path = Squares::bit(mv.from) | Squares::bit(mv.to);
        match self.side {
            Side::First => {
                self.attackers ^= path;
                self.hash ^= zobrist::attacker(from) ^ zobrist::attacker(to);
            }
            Side::Second if self.king == mv.from => {
                self.king = mv.to;
                self.hash ^= zobrist::king(from) ^ zobrist::king(to);
            }
            Side::Second => {
                self.defenders ^= path;
                self.hash ^= zobrist::defender(from) ^ zobrist::defender(to);
            }
        }
        let captured =
            self.with_board(|board| capture::captures(board, self.side, &self.men(), mv.to));
        if captured.any() {
            let (pieces, key): (_, fn(usize) -> u64) = match self.side {
                Side::First => (&mut self.defenders, zobrist::defender),
                Side::Second => (&mut self.attackers, zobrist::attacker),
            };
            *pieces &= !captured;
            for sq in captured {
                self.hash ^= key(sq as usize);
            }
        }
        self.side = self.side.opposite();
        self.hash ^= zobrist::DEFENDERS_TO_MOVE;
        captured
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}
