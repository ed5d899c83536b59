//! Positions to start from: the start position of each game (docs/rules.md
//! sections 3–6) and positions set up by hand, for a position editor and
//! for analysis from any point of a game.
//!
//! A [`Setup`] is loose data (like shakmaty's `Setup`): any pieces on any
//! points. [`Setup::validate`] says whether it is a position the game can
//! be played from, and [`AnyGame::from_setup`](crate::AnyGame::from_setup)
//! turns it into a game. What is refused, and why:
//! - a point that is not on the board, or two pieces on one point;
//! - a piece the game does not have (a king in Fox and Geese);
//! - more pieces of a kind than the start position has (geese, attackers,
//!   defenders, foxes), no fox, or not exactly one king;
//! - in Hnefatafl, any piece but the king on the throne or a corner.
//!
//! A position that is already decided is allowed: the game starts over
//! (see [`AnyGame::outcome`](crate::AnyGame::outcome)), as a position
//! editor shows a won position as won. The end is judged as it stands:
//! too few geese, a full pen, no legal move, the king on a corner, the
//! defenders enclosed. A king capture, a repetition and the fox games'
//! 100-ply count need moves: the set-up position is the first occurrence
//! and starts the count at 0.

mod start;
mod text;

pub use start::{pen_points, start_pieces, topology, PEN};
pub use text::PositionTextError;

use crate::game_id::{GameId, OptionError, Options};
use crate::piece::Piece;
use crate::side::Side;
use std::fmt;

/// A position to start a game from: the game, its table options, the
/// pieces on points and the side to move. Not checked until
/// [`Setup::validate`] (or [`AnyGame::from_setup`](crate::AnyGame::from_setup)).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub game: GameId,
    pub options: Options,
    /// (point index, piece) pairs; [`Setup::start`], [`Setup::parse`] and
    /// [`AnyGame::setup`](crate::AnyGame::setup) give them in point order.
    pub pieces: Vec<(u8, Piece)>,
    pub side_to_move: Side,
}

/// Why a [`Setup`] is not a position its game can be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The options are not ones the game can be played with.
    BadOptions(OptionError),
    /// A point index that is not on the game's board.
    OffBoard(u8),
    /// Two pieces on the point named.
    TwoPieces(String),
    /// A piece this game does not have.
    PieceNotInGame { game: GameId, piece: Piece },
    /// The number of foxes is not one the game allows.
    FoxCount { min: u32, max: u32, found: u32 },
    /// More pieces of a kind (geese, attackers, defenders) than the start.
    TooMany { piece: Piece, max: u32, found: u32 },
    /// Hnefatafl needs exactly one king.
    KingCount(u32),
    /// A piece other than the king on the throne or a corner (named).
    OnlyTheKing(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BadOptions(e) => write!(f, "bad options: {e}"),
            SetupError::OffBoard(point) => write!(f, "point {point} is not on the board"),
            SetupError::TwoPieces(point) => write!(f, "two pieces on {point}"),
            SetupError::PieceNotInGame { game, piece } => {
                write!(f, "a {} has no place in {game}", piece.as_str())
            }
            SetupError::FoxCount { min, max, found } if min == max => {
                write!(f, "the game is played with {min} fox(es), not {found}")
            }
            SetupError::FoxCount { min, max, found } => {
                write!(
                    f,
                    "the game is played with {min} to {max} foxes, not {found}"
                )
            }
            SetupError::TooMany { piece, max, found } => write!(
                f,
                "at most {max} {} (as at the start), not {found}",
                plural(*piece)
            ),
            SetupError::KingCount(found) => {
                write!(f, "the board needs exactly one king, not {found}")
            }
            SetupError::OnlyTheKing(point) => write!(f, "only the king may stand on {point}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The plural a count of `piece` is written with.
fn plural(piece: Piece) -> &'static str {
    match piece {
        Piece::Fox => "foxes",
        Piece::Goose => "geese",
        Piece::Attacker => "attackers",
        Piece::Defender => "defenders",
        Piece::King => "kings",
    }
}

impl Setup {
    /// The start position of `game` with `options`, first side to move.
    ///
    /// # Errors
    /// When the options are not ones the game can be played with.
    pub fn start(game: GameId, options: Options) -> Result<Setup, OptionError> {
        options.validate(game)?;
        let mut pieces = start_pieces(game, options);
        sort_by_point(&mut pieces);
        Ok(Setup {
            game,
            options,
            pieces,
            side_to_move: Side::First,
        })
    }

    /// The same position with its pieces in point order: how two setups
    /// of one position compare equal.
    pub fn normalized(&self) -> Setup {
        let mut setup = self.clone();
        sort_by_point(&mut setup.pieces);
        setup
    }

    /// Checks that the game can be played from this position (see the
    /// module documentation for what is refused).
    ///
    /// # Errors
    /// The first reason found, in this order: the options, then each piece
    /// in turn (off the board, on an occupied point, not in the game, on a
    /// square only the king may take), then the counts (foxes, each kind
    /// against the start, the king).
    pub fn validate(&self) -> Result<(), SetupError> {
        validate(self.game, self.options, &self.pieces)
    }
}

/// [`Setup::validate`] on its parts, for the builders that have no
/// `Setup` (the ASCII boards of the tests).
pub(crate) fn validate(
    game: GameId,
    options: Options,
    pieces: &[(u8, Piece)],
) -> Result<(), SetupError> {
    options.validate(game).map_err(SetupError::BadOptions)?;
    let board = topology(game);
    let start = start_pieces(game, options);
    let start_count = |kind: Piece| start.iter().filter(|(_, p)| *p == kind).count() as u32;
    let mut occupied = vec![false; board.len()];
    for &(point, piece) in pieces {
        let Some(seen) = occupied.get_mut(point as usize) else {
            return Err(SetupError::OffBoard(point));
        };
        if *seen {
            return Err(SetupError::TwoPieces(board.name(point)));
        }
        *seen = true;
        if start_count(piece) == 0 {
            return Err(SetupError::PieceNotInGame { game, piece });
        }
        let restricted = board.throne() == Some(point) || board.corners().contains(&point);
        if restricted && piece != Piece::King {
            return Err(SetupError::OnlyTheKing(board.name(point)));
        }
    }
    let count = |kind: Piece| pieces.iter().filter(|(_, p)| *p == kind).count() as u32;
    if game.is_fox_game() {
        // Foxes are never captured, but Two Foxes may be studied with one.
        let (found, max) = (count(Piece::Fox), start_count(Piece::Fox));
        let min = if game == GameId::TwoFoxes { 1 } else { max };
        if !(min..=max).contains(&found) {
            return Err(SetupError::FoxCount { min, max, found });
        }
    }
    for kind in [Piece::Goose, Piece::Attacker, Piece::Defender] {
        let (found, max) = (count(kind), start_count(kind));
        if found > max {
            return Err(SetupError::TooMany {
                piece: kind,
                max,
                found,
            });
        }
    }
    if game.is_tafl() && count(Piece::King) != 1 {
        return Err(SetupError::KingCount(count(Piece::King)));
    }
    Ok(())
}

/// Puts a position's pieces in point order. An insertion sort: a board has
/// at most 121 points, and core's sort would add kilobytes of code for
/// this one element type to every page's wasm.
pub(crate) fn sort_by_point(pieces: &mut [(u8, Piece)]) {
    for i in 1..pieces.len() {
        let mut j = i;
        while j > 0 && pieces[j - 1].0 > pieces[j].0 {
            pieces.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_put_in_point_order_and_none_is_lost() {
        let mut pieces = vec![
            (120, Piece::Attacker),
            (3, Piece::King),
            (60, Piece::Defender),
            (3, Piece::Goose),
            (0, Piece::Fox),
        ];
        sort_by_point(&mut pieces);
        let points: Vec<u8> = pieces.iter().map(|(p, _)| *p).collect();
        assert_eq!(points, [0, 3, 3, 60, 120]);
        assert_eq!(pieces.len(), 5, "a repeated point is kept for validation");
        let mut none: Vec<(u8, Piece)> = Vec::new();
        sort_by_point(&mut none);
        assert!(none.is_empty());
    }
}
