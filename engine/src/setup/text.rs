//! The position text: one line for a position, for links and records, in
//! the manner of chess's FEN.
//!
//! The ranks from the top down, separated by `/`; in each rank, left to
//! right, a piece letter for each piece and the number of empty points for
//! each run of them (counting only the points that exist on that rank: a
//! rank of the cross's arms has 3). Then a space and the side to move.
//!
//! Letters: `F` fox and `G` goose; in Hnefatafl the letters of OpenTafl's
//! position records: `t` attacker, `T` defender, `K` king. Side to move:
//! `f` (foxes) or `g` (geese); `a` (attackers) or `d` (defenders).
//!
//! ```text
//! 3/3/7/3F3/GGGGGGG/GGG/GGG f
//! 3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a
//! ```
//!
//! A `_` may stand for the space (`3/3/7/3F3/GGGGGGG/GGG/GGG_f`), so that
//! the text goes into a link unescaped: `/` is allowed in a URL query.
//!
//! The Hnefatafl ranks are OpenTafl's inverted position record (its
//! `starti:`, top rank first) without the outer slashes; OpenTafl's own
//! `start:` record lists rank 1 first. The outer slashes may be written:
//! they are ignored when read.

use super::Setup;
use crate::game_id::{GameId, Options};
use crate::piece::Piece;
use crate::side::Side;
use crate::topology::{Coord, Topology};
use std::fmt;

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// Not the ranks, one space and the side to move (the text as given).
    Malformed(String),
    /// The board has `expected` ranks, the text gives `found`.
    RankCount { expected: u8, found: usize },
    /// Rank `rank` (its number, 1 at the bottom) has `expected` points,
    /// the text fills `found`.
    RankLength {
        rank: u8,
        expected: usize,
        found: usize,
    },
    /// A character that is neither a piece letter nor a count, in rank
    /// `rank` (0 counts as a bad character: runs are never empty).
    BadCharacter { rank: u8, character: char },
    /// Not a side-to-move letter of this game (the text as given).
    BadSide(String),
}

impl fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionTextError::Malformed(text) => write!(
                f,
                "'{text}' is not a position (expected the ranks, a space and the side to move)"
            ),
            PositionTextError::RankCount { expected, found } => {
                write!(f, "the board has {expected} ranks, the text gives {found}")
            }
            PositionTextError::RankLength {
                rank,
                expected,
                found,
            } => write!(
                f,
                "rank {rank} has {expected} points, the text gives {found}"
            ),
            PositionTextError::BadCharacter { rank, character } => {
                write!(f, "'{character}' in rank {rank} is not a piece or a count")
            }
            PositionTextError::BadSide(text) => {
                write!(f, "'{text}' is not a side to move of this game")
            }
        }
    }
}

impl std::error::Error for PositionTextError {}

/// The letter of `piece` in a position text.
fn letter(piece: Piece) -> char {
    match piece {
        Piece::Fox => 'F',
        Piece::Goose => 'G',
        Piece::Attacker => 't',
        Piece::Defender => 'T',
        Piece::King => 'K',
    }
}

/// The piece a position-text letter stands for.
fn piece(letter: char) -> Option<Piece> {
    Some(match letter {
        'F' => Piece::Fox,
        'G' => Piece::Goose,
        't' => Piece::Attacker,
        'T' => Piece::Defender,
        'K' => Piece::King,
        _ => return None,
    })
}

/// The letters of the two sides, first side first.
fn side_letters(game: GameId) -> [char; 2] {
    if game.is_fox_game() {
        ['f', 'g']
    } else {
        ['a', 'd']
    }
}

/// The points of rank `rank` (0-based), left to right.
fn rank_points(board: &Topology, rank: u8) -> Vec<u8> {
    (0..board.width())
        .filter_map(|file| board.point(Coord { file, rank }))
        .collect()
}

impl Setup {
    /// The position text of this setup (see [`crate::setup`]'s `text`
    /// documentation and `docs/records.md`). Pieces on points that are not
    /// on the board are left out; of two pieces on one point the last is
    /// written: only a valid setup reads back the same.
    pub fn to_text(&self) -> String {
        let board = super::topology(self.game);
        let mut at = vec![None; board.len()];
        for &(point, piece) in &self.pieces {
            if let Some(slot) = at.get_mut(point as usize) {
                *slot = Some(piece);
            }
        }
        let mut ranks = Vec::with_capacity(board.height() as usize);
        for rank in (0..board.height()).rev() {
            let mut text = String::new();
            let mut empty = 0;
            for point in rank_points(board, rank) {
                match at[point as usize] {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(letter(piece));
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            ranks.push(text);
        }
        let side = side_letters(self.game)[self.side_to_move.index()];
        format!("{} {side}", ranks.join("/"))
    }

    /// Reads a position text for `game` played with `options`. Checks the
    /// form only; [`Setup::validate`] checks the position.
    ///
    /// # Errors
    /// [`PositionTextError`]: the form, the number of ranks, a rank's
    /// length, a character, the side to move.
    pub fn parse(game: GameId, options: Options, text: &str) -> Result<Setup, PositionTextError> {
        let malformed = || PositionTextError::Malformed(text.to_string());
        // `_` may stand for the space, so a link needs no escapes.
        let spaced = text.replace('_', " ");
        let mut words = spaced.split_whitespace();
        let (Some(placement), Some(side), None) = (words.next(), words.next(), words.next()) else {
            return Err(malformed());
        };
        let side_to_move = match side_letters(game)
            .iter()
            .position(|&c| side == c.to_string())
        {
            Some(0) => Side::First,
            Some(_) => Side::Second,
            None => return Err(PositionTextError::BadSide(side.to_string())),
        };
        let board = super::topology(game);
        let placement = placement.strip_prefix('/').unwrap_or(placement);
        let placement = placement.strip_suffix('/').unwrap_or(placement);
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != board.height() as usize {
            return Err(PositionTextError::RankCount {
                expected: board.height(),
                found: rows.len(),
            });
        }
        let mut pieces = Vec::new();
        for (row, rank) in rows.iter().zip((0..board.height()).rev()) {
            let points = rank_points(board, rank);
            let number = rank + 1;
            let mut filled = 0usize;
            let mut run = 0usize;
            let overfull = |found| PositionTextError::RankLength {
                rank: number,
                expected: points.len(),
                found,
            };
            for character in row.chars() {
                if let Some(digit) = character.to_digit(10) {
                    if digit == 0 && run == 0 {
                        return Err(PositionTextError::BadCharacter {
                            rank: number,
                            character,
                        });
                    }
                    run = run * 10 + digit as usize;
                    if filled + run > points.len() {
                        return Err(overfull(filled + run));
                    }
                    continue;
                }
                filled += run;
                run = 0;
                let Some(piece) = piece(character) else {
                    return Err(PositionTextError::BadCharacter {
                        rank: number,
                        character,
                    });
                };
                let Some(&point) = points.get(filled) else {
                    return Err(overfull(filled + 1));
                };
                pieces.push((point, piece));
                filled += 1;
            }
            filled += run;
            if filled != points.len() {
                return Err(overfull(filled));
            }
        }
        super::sort_by_point(&mut pieces);
        Ok(Setup {
            game,
            options,
            pieces,
            side_to_move,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_have_their_texts() {
        let cases = [
            (GameId::FoxGeese, "3/3/7/3F3/GGGGGGG/GGG/GGG f"),
            (GameId::TwoFoxes, "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f"),
            (GameId::GreatCross, "3/3/1F1/9/9/GGGGGGGGG/GGG/GGG/GGG f"),
            (
                GameId::Hnefatafl,
                "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3 a",
            ),
        ];
        for (game, text) in cases {
            let start = Setup::start(game, Options::default()).unwrap();
            assert_eq!(start.to_text(), text, "{game}");
            assert_eq!(Setup::parse(game, Options::default(), text), Ok(start));
        }
    }

    #[test]
    fn bad_texts_say_what_is_wrong() {
        let fox = |text| Setup::parse(GameId::FoxGeese, Options::default(), text);
        let rank_length = |rank, found| {
            Err(PositionTextError::RankLength {
                rank,
                expected: if rank == 7 || rank < 3 { 3 } else { 7 },
                found,
            })
        };
        assert_eq!(
            fox("3/3/7/3F3/GGGGGGG/GGG/GGG"),
            Err(PositionTextError::Malformed(
                "3/3/7/3F3/GGGGGGG/GGG/GGG".into()
            ))
        );
        assert_eq!(
            fox("3/3/7/3F3/GGGGGGG/GGG/GGG a"),
            Err(PositionTextError::BadSide("a".into()))
        );
        assert_eq!(
            fox("3/3/7/3F3/GGGGGGG/GGG f"),
            Err(PositionTextError::RankCount {
                expected: 7,
                found: 6
            })
        );
        assert_eq!(fox("4/3/7/3F3/GGGGGGG/GGG/GGG f"), rank_length(7, 4));
        assert_eq!(fox("2/3/7/3F3/GGGGGGG/GGG/GGG f"), rank_length(7, 2));
        assert_eq!(fox("GGGG/3/7/3F3/GGGGGGG/GGG/GGG f"), rank_length(7, 4));
        assert_eq!(
            fox("99999999999999999999/3/7/3F3/GGGGGGG/GGG/GGG f"),
            rank_length(7, 9)
        );
        assert_eq!(
            fox("3/3/7/3X3/GGGGGGG/GGG/GGG f"),
            Err(PositionTextError::BadCharacter {
                rank: 4,
                character: 'X'
            })
        );
        assert_eq!(
            fox("3/3/07/3F3/GGGGGGG/GGG/GGG f"),
            Err(PositionTextError::BadCharacter {
                rank: 5,
                character: '0'
            })
        );
        // A `_` for the space, for links.
        assert_eq!(
            fox("3/3/7/3F3/GGGGGGG/GGG/GGG_f"),
            Ok(Setup::start(GameId::FoxGeese, Options::default()).unwrap())
        );
        assert_eq!(
            fox("3/3/7/3F3/GGGGGGG/GGG/GGG_f_g"),
            Err(PositionTextError::Malformed(
                "3/3/7/3F3/GGGGGGG/GGG/GGG_f_g".into()
            ))
        );
        // OpenTafl's outer slashes are accepted.
        let slashed = Setup::parse(
            GameId::Hnefatafl,
            Options::default(),
            "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a",
        );
        let start = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
        assert_eq!(slashed, Ok(start));
    }
}
