//! Capture marks: a move written with the squares it takes, as the
//! real-games data writes them (`g3-e3xe2`, `f4-k4xk3xk2`). docs/rules.md's
//! notation leaves captures out (they follow from the move); records from
//! elsewhere carry them, and a reader checks them against the rules.
//!
//! Written here: each captured square once, in point order (a1, b1, …,
//! k1, a2, …), and never the king (a captured king stays on the board and
//! ends the game, see the module documentation of [`crate::hnefatafl`]).
//! Read: the squares in any order, a square named more than once (the data
//! has `e7-k7xk6xk6`), and the king's square when the move captured it.

use super::board::TaflBoard;
use super::notation::Move;
use super::squares::Squares;
use crate::rules::MoveError;
use std::fmt;

/// A move as written, with the squares it is marked as capturing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkedMove {
    pub mv: Move,
    /// The squares named after `x`, as written; `None` when the move
    /// carries no marks (which claims nothing, not "no capture").
    pub marks: Option<Vec<u8>>,
}

impl MarkedMove {
    /// Reads `from-to` followed by any number of `xSQ` marks.
    ///
    /// # Errors
    /// [`MoveError::Malformed`] when the text is not of that form,
    /// [`MoveError::OffBoard`] when a square lies outside the board.
    pub fn parse(board: &TaflBoard, text: &str) -> Result<MarkedMove, MoveError> {
        let text = text.trim();
        let mut parts = text.split('x');
        let mv = Move::parse_on(board, parts.next().unwrap_or_default())
            .map_err(|e| with_whole_text(e, text))?;
        let squares: Vec<&str> = parts.collect();
        if squares.is_empty() {
            return Ok(MarkedMove { mv, marks: None });
        }
        squares
            .into_iter()
            .map(|name| parse_square(board, name, text))
            .collect::<Result<Vec<u8>, MoveError>>()
            .map(|marks| MarkedMove {
                mv,
                marks: Some(marks),
            })
    }

    /// Checks the marks against what the move captured (`captured`) and
    /// the king's square if the move captured the king. No marks always
    /// agree.
    ///
    /// # Errors
    /// [`CaptureMismatch`] naming both sets when they differ.
    pub fn check(
        &self,
        board: &TaflBoard,
        captured: Squares,
        king_taken: Option<u8>,
    ) -> Result<(), CaptureMismatch> {
        let Some(marks) = &self.marks else {
            return Ok(());
        };
        let king = king_taken.map_or(Squares::EMPTY, Squares::bit);
        let marked = marks.iter().copied().collect::<Squares>() & !king;
        if marked == captured {
            Ok(())
        } else {
            Err(CaptureMismatch {
                marked: names(board, marked | marks_king(marks, king)),
                captured: names(board, captured),
            })
        }
    }
}

/// The king's square again when the marks named it: kept in a mismatch
/// report so it shows what was written.
fn marks_king(marks: &[u8], king: Squares) -> Squares {
    marks.iter().copied().collect::<Squares>() & king
}

/// The square names of a set, in point order.
fn names(board: &TaflBoard, set: Squares) -> Vec<String> {
    set.iter().map(|sq| board.name(sq)).collect()
}

/// A capture mark's square.
fn parse_square(board: &TaflBoard, name: &str, text: &str) -> Result<u8, MoveError> {
    let coord =
        crate::topology::Coord::parse(name).ok_or_else(|| MoveError::Malformed(text.into()))?;
    board
        .point(coord)
        .ok_or_else(|| MoveError::OffBoard(name.to_string()))
}

/// A malformed-move error about the whole marked text, not its first part.
fn with_whole_text(error: MoveError, text: &str) -> MoveError {
    match error {
        MoveError::Malformed(_) => MoveError::Malformed(text.to_string()),
        other => other,
    }
}

/// `mv` with a mark for each square of `captured`, in point order.
pub fn with_marks(board: &TaflBoard, mv: Move, captured: Squares) -> String {
    let mut text = mv.name_on(board);
    for sq in captured {
        text.push('x');
        text.push_str(&board.name(sq));
    }
    text
}

/// Capture marks that do not name what the move captured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureMismatch {
    /// The squares the marks name, in point order, once each.
    pub marked: Vec<String>,
    /// The squares the move captured, in point order.
    pub captured: Vec<String>,
}

impl fmt::Display for CaptureMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |squares: &[String]| {
            if squares.is_empty() {
                "nothing".to_string()
            } else {
                squares.join(", ")
            }
        };
        write!(
            f,
            "the move is marked as capturing {} but captures {}",
            list(&self.marked),
            list(&self.captured)
        )
    }
}

impl std::error::Error for CaptureMismatch {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hnefatafl::COPENHAGEN;
    use crate::topology::Topology;
    const B: &TaflBoard = &COPENHAGEN;

    fn sq(name: &str) -> u8 {
        Topology::tafl().parse_point(name).unwrap()
    }

    #[test]
    fn marks_read_and_write() {
        let marked = MarkedMove::parse(B, "f4-k4xk3xk2").unwrap();
        assert_eq!(marked.mv, Move::parse("f4-k4").unwrap());
        assert_eq!(marked.marks, Some(vec![sq("k3"), sq("k2")]));
        let captured = Squares::bit(sq("k3")) | Squares::bit(sq("k2"));
        assert_eq!(marked.check(B, captured, None), Ok(()));
        assert_eq!(with_marks(B, marked.mv, captured), "f4-k4xk2xk3");
        assert_eq!(MarkedMove::parse(B, " a1-a2 ").unwrap().marks, None);
        let twice = MarkedMove::parse(B, "e7-k7xk6xk6").unwrap();
        assert_eq!(twice.check(B, Squares::bit(sq("k6")), None), Ok(()));
        assert_eq!(
            twice.check(B, Squares::EMPTY, None),
            Err(CaptureMismatch {
                marked: vec!["k6".into()],
                captured: vec![],
            })
        );
        let king = MarkedMove::parse(B, "e4-e5xf5").unwrap();
        assert_eq!(king.check(B, Squares::EMPTY, Some(sq("f5"))), Ok(()));
        assert!(king.check(B, Squares::EMPTY, None).is_err());
    }

    #[test]
    fn bad_marks_are_malformed() {
        for bad in ["a1-a2x", "a1-a2xx", "a1-a2xb", "xa1", "a1xa2", "a1-a2x-a3"] {
            assert!(
                matches!(MarkedMove::parse(B, bad), Err(MoveError::Malformed(t)) if t == bad),
                "{bad}"
            );
        }
        assert_eq!(
            MarkedMove::parse(B, "a1-a2xl5"),
            Err(MoveError::OffBoard("l5".into()))
        );
    }
}
