//! The pieces of every game, as the app draws them.

use crate::side::Side;

/// A piece on a board point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Fox,
    Goose,
    Attacker,
    Defender,
    King,
}

impl Piece {
    /// The side this piece plays for: the fox and the attackers move
    /// first, the geese, the defenders and the king second.
    pub fn side(self) -> Side {
        match self {
            Piece::Fox | Piece::Attacker => Side::First,
            Piece::Goose | Piece::Defender | Piece::King => Side::Second,
        }
    }

    /// The name used in the app's test hooks (`data-piece`).
    pub fn as_str(self) -> &'static str {
        match self {
            Piece::Fox => "fox",
            Piece::Goose => "goose",
            Piece::Attacker => "attacker",
            Piece::Defender => "defender",
            Piece::King => "king",
        }
    }

    /// The letter used in ASCII boards.
    pub fn letter(self) -> char {
        match self {
            Piece::Fox => 'F',
            Piece::Goose => 'G',
            Piece::Attacker => 'A',
            Piece::Defender => 'D',
            Piece::King => 'K',
        }
    }

    /// The piece an ASCII board letter stands for.
    pub fn from_letter(letter: char) -> Option<Piece> {
        Some(match letter {
            'F' => Piece::Fox,
            'G' => Piece::Goose,
            'A' => Piece::Attacker,
            'D' => Piece::Defender,
            'K' => Piece::King,
            _ => return None,
        })
    }
}
