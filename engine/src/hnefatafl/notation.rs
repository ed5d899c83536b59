//! Moves and their notation: `from-to`, e.g. `f4-c4` (docs/rules.md section 1;
//! captures follow from the move and are not written).

use super::board::TaflBoard;
use super::variant::TaflVariant;
use crate::rules::MoveError;
use crate::topology::Coord;
use std::fmt;

/// A move of one piece along a rank or file, as (from, to) squares
/// numbered `rank * files + file` on its board. The square numbers mean
/// different squares on boards of different sizes, so the names go
/// through the board ([`Move::parse_on`], [`Move::name_on`]); the plain
/// [`Move::parse`] and `Display` are Copenhagen's 11×11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

impl Move {
    /// Reads `from-to`. Checks only the form and that both squares are on
    /// the board, not that the move is legal anywhere.
    ///
    /// # Errors
    /// [`MoveError::Malformed`] when the text is not two square names joined
    /// by `-`, [`MoveError::OffBoard`] when a square lies outside 11×11.
    pub fn parse(text: &str) -> Result<Move, MoveError> {
        Move::parse_on(TaflVariant::Copenhagen.board(), text)
    }

    /// Reads `from-to` on `board`.
    ///
    /// # Errors
    /// As [`Move::parse`], with the board's own size.
    pub fn parse_on(board: &TaflBoard, text: &str) -> Result<Move, MoveError> {
        let malformed = || MoveError::Malformed(text.to_string());
        let (from, to) = text.trim().split_once('-').ok_or_else(malformed)?;
        let square = |name: &str| -> Result<u8, MoveError> {
            let coord = Coord::parse(name).ok_or_else(malformed)?;
            board
                .point(coord)
                .ok_or_else(|| MoveError::OffBoard(name.to_string()))
        };
        Ok(Move {
            from: square(from)?,
            to: square(to)?,
        })
    }

    /// The move as `from-to` on `board`.
    pub fn name_on(self, board: &TaflBoard) -> String {
        format!("{}-{}", board.name(self.from), board.name(self.to))
    }
}

impl fmt::Display for Move {
    /// The move on Copenhagen's 11×11 board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name_on(TaflVariant::Copenhagen.board()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_moves() {
        let mv = Move::parse("f4-c4").unwrap();
        assert_eq!(mv, Move { from: 38, to: 35 });
        assert_eq!(mv.to_string(), "f4-c4");
        assert_eq!(Move::parse("a1-k11").unwrap().to_string(), "a1-k11");
        assert!(matches!(Move::parse("f4c4"), Err(MoveError::Malformed(_))));
        assert!(matches!(
            Move::parse("f4-c4-c5"),
            Err(MoveError::Malformed(_))
        ));
        assert!(matches!(Move::parse("l1-a1"), Err(MoveError::OffBoard(_))));
        assert!(matches!(Move::parse("a1-a12"), Err(MoveError::OffBoard(_))));
        assert!(matches!(Move::parse("-"), Err(MoveError::Malformed(_))));
    }

    #[test]
    fn names_depend_on_the_board() {
        let brandubh = crate::hnefatafl::TaflVariant::Brandubh.board();
        let mv = Move::parse_on(brandubh, "d2-b2").unwrap();
        assert_eq!(mv, Move { from: 10, to: 8 });
        assert_eq!(mv.name_on(brandubh), "d2-b2");
        assert_eq!(mv.to_string(), "k1-i1");
        assert!(matches!(
            Move::parse_on(brandubh, "a1-h1"),
            Err(MoveError::OffBoard(_))
        ));
    }
}
