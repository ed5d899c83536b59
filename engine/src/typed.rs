//! Moves as a person types them: `d1-d4`, `d1d4`, `D1-D4`, a fox's chain
//! as `e3-c3-e5` or `e3xc3xe5`, a Hnefatafl move with its capture marks
//! (`f4-c4xc5`, checked against what the move takes). The text is read
//! leniently but checked strictly: the answer is the move in canonical
//! notation, or a typed error naming the word at fault.

use crate::game::AnyGame;
use crate::hnefatafl::Squares;
use crate::topology::Coord;
use std::fmt;

/// Why a typed move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedMoveError {
    /// Nothing was typed.
    Empty,
    /// The word is not a move in any form this reader knows.
    Malformed(String),
    /// The word names a point (the second field) that this board lacks.
    OffBoard(String, String),
    /// The game is over.
    GameOver,
    /// No piece of the side to move stands on the point (second field).
    NoPieceToMove(String, String),
    /// A well-formed move that is not legal here.
    Illegal(String),
    /// A legal move whose capture marks name other points than it takes.
    WrongCaptures(String),
}

impl fmt::Display for TypedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedMoveError::Empty => f.write_str("type a move, e.g. d1-d4"),
            TypedMoveError::Malformed(word) => write!(f, "'{word}' is not a move"),
            TypedMoveError::OffBoard(word, point) => {
                write!(f, "'{word}': {point} is not a point of this board")
            }
            TypedMoveError::GameOver => f.write_str("the game is over"),
            TypedMoveError::NoPieceToMove(word, point) => {
                write!(f, "'{word}': no piece of the side to move on {point}")
            }
            TypedMoveError::Illegal(word) => write!(f, "'{word}' is not a legal move here"),
            TypedMoveError::WrongCaptures(word) => {
                write!(f, "'{word}' does not capture what it marks")
            }
        }
    }
}

impl std::error::Error for TypedMoveError {}

/// How two point names are joined in what was typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Joint {
    /// Nothing or a hyphen (or a dash): the next landing.
    Step,
    /// `x` or `×`: a capture.
    Capture,
}

/// The point names of a typed move, each with the joint before it (the
/// first has none).
fn tokens(word: &str) -> Option<Vec<(Option<Joint>, String)>> {
    let mut out: Vec<(Option<Joint>, String)> = Vec::new();
    let mut joint = None;
    let mut chars = word.chars().map(|c| c.to_ascii_lowercase()).peekable();
    while let Some(c) = chars.next() {
        match c {
            '-' | '–' | '—' => joint = Some(joint.unwrap_or(Joint::Step)),
            'x' | '×' => joint = Some(Joint::Capture),
            c if c.is_whitespace() => {}
            'a'..='w' | 'y' | 'z' => {
                let mut name = c.to_string();
                while let Some(digit) = chars.next_if(char::is_ascii_digit) {
                    name.push(digit);
                }
                Coord::parse(&name)?;
                let joint = match (out.is_empty(), joint.take()) {
                    (true, None) => None,
                    (true, Some(_)) => return None,
                    (false, found) => Some(found.unwrap_or(Joint::Step)),
                };
                out.push((joint, name));
            }
            _ => return None,
        }
    }
    (out.len() >= 2 && joint.is_none()).then_some(out)
}

impl AnyGame {
    /// Reads a typed move and checks it against the position: the move in
    /// canonical notation, ready for [`AnyGame::play`]. A Hnefatafl move's
    /// capture marks are checked against what the move would take, without
    /// playing it.
    ///
    /// # Errors
    /// A [`TypedMoveError`] naming the word (and the point) at fault.
    pub fn read_typed(&self, text: &str) -> Result<String, TypedMoveError> {
        let word = text.trim();
        if word.is_empty() {
            return Err(TypedMoveError::Empty);
        }
        let owned = || word.to_string();
        let tokens = tokens(word).ok_or_else(|| TypedMoveError::Malformed(owned()))?;
        let topology = self.topology();
        let mut points = Vec::with_capacity(tokens.len());
        for (_, name) in &tokens {
            let point = topology
                .parse_point(name)
                .ok_or_else(|| TypedMoveError::OffBoard(owned(), name.clone()))?;
            points.push(point);
        }
        if self.outcome().is_some() {
            return Err(TypedMoveError::GameOver);
        }
        if self.piece_at(points[0]).map(|piece| piece.side()) != Some(self.side_to_move()) {
            return Err(TypedMoveError::NoPieceToMove(owned(), tokens[0].1.clone()));
        }
        let names: Vec<&str> = tokens.iter().map(|(_, name)| name.as_str()).collect();
        if self.id().is_fox_game() {
            // A step (two points) or a jump chain, whatever joints were typed.
            let chain = names.join("x");
            let step = (names.len() == 2).then(|| names.join("-"));
            return step
                .into_iter()
                .chain([chain])
                .find_map(|candidate| self.legal_text(&candidate))
                .ok_or_else(|| TypedMoveError::Illegal(owned()));
        }
        // Hnefatafl: `from-to`, then capture marks, each after an `x`.
        if tokens[2..]
            .iter()
            .any(|(joint, _)| *joint != Some(Joint::Capture))
        {
            return Err(TypedMoveError::Malformed(owned()));
        }
        let notation = self
            .legal_text(&format!("{}-{}", names[0], names[1]))
            .ok_or_else(|| TypedMoveError::Illegal(owned()))?;
        let marks = points[2..].iter().copied().collect::<Squares>();
        if points.len() > 2 && !self.marks_agree(points[0], points[1], marks) {
            return Err(TypedMoveError::WrongCaptures(owned()));
        }
        Ok(notation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_id::{GameId, Options};
    use crate::setup::Setup;

    fn game(id: GameId) -> AnyGame {
        AnyGame::new(id, Options::default()).unwrap()
    }

    fn position(id: GameId, text: &str) -> AnyGame {
        AnyGame::from_setup(&Setup::parse(id, Options::default(), text).unwrap()).unwrap()
    }

    #[test]
    fn simple_moves_are_read_in_every_casing_and_joint() {
        let g = game(GameId::Hnefatafl);
        for typed in ["a4-c4", "a4c4", "A4-C4", " a4 - c4 ", "a4–c4"] {
            assert_eq!(g.read_typed(typed).as_deref(), Ok("a4-c4"), "{typed}");
        }
    }

    #[test]
    fn a_fox_chain_is_read_with_hyphens_or_x() {
        let g = position(GameId::FoxGeese, "3/3/3G3/2G4/2F4/GGG/GGG f");
        for typed in ["c3-c5-e5", "c3xc5xe5", "C3C5E5"] {
            assert_eq!(g.read_typed(typed).as_deref(), Ok("c3xc5xe5"), "{typed}");
        }
        assert_eq!(g.read_typed("c3-c5").as_deref(), Ok("c3xc5"));
    }

    #[test]
    fn capture_marks_are_checked() {
        let g = position(GameId::Hnefatafl, "11/11/11/11/4t6/5K5/2tT7/11/11/11/1t9 a");
        assert_eq!(g.read_typed("e7-e5xd5").as_deref(), Ok("e7-e5"));
        assert_eq!(g.read_typed("e7e5 x d5").as_deref(), Ok("e7-e5"));
        assert_eq!(
            g.read_typed("e7-e5xf5"),
            Err(TypedMoveError::WrongCaptures("e7-e5xf5".into()))
        );
        assert_eq!(
            g.read_typed("e7-e5-d5"),
            Err(TypedMoveError::Malformed("e7-e5-d5".into()))
        );
    }

    #[test]
    fn capture_marks_are_checked_against_what_the_move_would_take() {
        // The king on c5 between attackers on b5, d5 and c4: c7-c6 takes it.
        let g = position(
            GameId::Hnefatafl,
            "11/11/11/11/2t8/11/1tKt7/2t8/11/5T5/11 a",
        );
        let before = g.moves().len();
        assert_eq!(g.read_typed("c7-c6").as_deref(), Ok("c7-c6"));
        // The king's square may be marked when the move takes the king.
        assert_eq!(g.read_typed("c7-c6xc5").as_deref(), Ok("c7-c6"));
        for wrong in ["c7-c6xd5", "c7-c6xc5xd5", "c7-c8xc5", "c7-c8xf2"] {
            assert_eq!(
                g.read_typed(wrong),
                Err(TypedMoveError::WrongCaptures(wrong.into())),
                "{wrong}"
            );
        }
        // A mark on a move that is not legal: the move is refused first.
        assert_eq!(
            g.read_typed("c7-c4xc5"),
            Err(TypedMoveError::Illegal("c7-c4xc5".into()))
        );
        // Checked without playing: the game is as it was.
        assert_eq!(g.moves().len(), before);
        assert_eq!(
            g.piece_at(g.topology().parse_point("c7").unwrap()),
            Some(crate::Piece::Attacker)
        );
        // A defender taken, its mark repeated or in capitals.
        let g = position(GameId::Hnefatafl, "11/11/11/11/4t6/5K5/2tT7/11/11/11/1t9 a");
        assert_eq!(g.read_typed("E7-E5XD5XD5").as_deref(), Ok("e7-e5"));
        assert_eq!(
            g.read_typed("e7-e5xf6"),
            Err(TypedMoveError::WrongCaptures("e7-e5xf6".into()))
        );
    }

    #[test]
    fn errors_name_the_word_and_the_point() {
        let g = game(GameId::FoxGeese);
        assert_eq!(g.read_typed("  "), Err(TypedMoveError::Empty));
        for bad in ["hello", "d4", "d4-", "-d4-d5", "d4-d5!", "d0-d1", "4d-5d"] {
            assert_eq!(
                g.read_typed(bad),
                Err(TypedMoveError::Malformed(bad.into())),
                "{bad}"
            );
        }
        assert_eq!(
            g.read_typed("a1-a2"),
            Err(TypedMoveError::OffBoard("a1-a2".into(), "a1".into()))
        );
        assert_eq!(
            g.read_typed("c1-c2"),
            Err(TypedMoveError::NoPieceToMove("c1-c2".into(), "c1".into()))
        );
        assert_eq!(
            g.read_typed("d4-d6"),
            Err(TypedMoveError::Illegal("d4-d6".into()))
        );
    }

    #[test]
    fn a_finished_game_takes_no_move() {
        let g = position(GameId::FoxGeese, "3/3/7/3F3/7/1G1/1G1 f");
        assert_eq!(g.read_typed("d4-d5"), Err(TypedMoveError::GameOver));
    }
}
