//! Records of a board other than the one a reader reads (13×13 games,
//! or a Brandubh or Tablut game given to a reader of Copenhagen, such as
//! hnefatafl.org's format or a move list read without `--game`) are
//! refused as such ([`ImportError::OtherBoard`]), not by the first move
//! that fails: from a variant's name in a tag, and, when a move cannot be
//! played, from the squares the whole record names.

use super::ending;
use super::lexer::{strip_move_number, Word};
use super::ImportError;
use crate::game_id::GameId;
use crate::rules::MoveError;

/// The fewest moves a record must hold before the squares it names are
/// taken for the sign of a smaller board: a short fragment of a
/// Copenhagen game may well stay inside a1–g7 (the first moves of a
/// record that fails early are often there), a real 7×7 or 9×9 game of
/// this length rarely does not.
const MOVES_FOR_A_SMALL_BOARD: usize = 8;

/// The board size of a variant named in a tag (`Brandubh`, `Tablut`,
/// `Alea Evangelii`, or a size written `9x9` / `13×13`), when it is not
/// 11×11; `None` for Copenhagen, 11×11 variants and names not known.
pub(crate) fn variant_size(name: &str) -> Option<u32> {
    let lower = name.trim().to_lowercase();
    let compact: String = lower
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '×')
        .collect();
    let known = [
        ("brandubh", 7),
        ("brandub", 7),
        ("ardri", 7),
        ("tablut", 9),
        ("aleaevangelii", 19),
    ];
    if let Some(&(_, size)) = known.iter().find(|(n, _)| compact.starts_with(n)) {
        return Some(size);
    }
    // A size written `NxN` (or `N×N`) anywhere in the name.
    let words = lower.split(|c: char| !(c.is_ascii_alphanumeric() || c == '×'));
    for word in words {
        let Some((a, b)) = word.split_once('x').or_else(|| word.split_once('×')) else {
            continue;
        };
        if let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) {
            if a == b && (5..=25).contains(&a) && a != 11 {
                return Some(a);
            }
        }
    }
    None
}

/// `error`, or [`ImportError::OtherBoard`] when it is a move of a
/// Hnefatafl record that could not be played and the squares of every
/// move in `words` show another board: one beyond k or rank 11 (13×13 or
/// larger: the largest file or rank, rounded up to an odd size), or, for
/// a record of at least [`MOVES_FOR_A_SMALL_BOARD`] moves, all of them
/// inside a 7×7 or a 9×9 board.
pub(crate) fn other_board(game: GameId, words: &[Word], error: ImportError) -> ImportError {
    if game != GameId::Hnefatafl {
        return error;
    }
    let cannot_play = match &error {
        ImportError::BadMove { error, .. } => matches!(
            error,
            MoveError::OffBoard(_) | MoveError::NoPieceToMove(_) | MoveError::Illegal(_)
        ),
        ImportError::CaptureMismatch { .. } => true,
        _ => false,
    };
    if !cannot_play {
        return error;
    }
    let mut largest = 0;
    let mut moves = 0;
    for word in words {
        let text = strip_move_number(word.text);
        if ending::is_any_end_or_side_word(text) {
            continue;
        }
        if let Some(size) = largest_coordinate(text) {
            largest = largest.max(size);
            moves += 1;
        }
    }
    if largest > 11 {
        return ImportError::OtherBoard { size: largest | 1 };
    }
    if moves >= MOVES_FOR_A_SMALL_BOARD && largest <= 9 {
        let size = if largest <= 7 { 7 } else { 9 };
        return ImportError::OtherBoard { size };
    }
    error
}

/// The largest file (a = 1) or rank a move names, squares of its capture
/// marks included, when `word` reads as a Hnefatafl move in any of the
/// formats' notations (`d1-d3`, `h1h3`, `Kf6-f5xe5/Tg5+`, in either case);
/// `None` for anything else.
fn largest_coordinate(word: &str) -> Option<u32> {
    let word = word.trim_end_matches(['+', '-']);
    let (head, captures) = match word.find(['x', 'X']) {
        Some(at) => (&word[..at], Some(&word[at + 1..])),
        None => (word, None),
    };
    let head = without_piece(head);
    let mut largest = match head.split_once('-') {
        Some((from, to)) => square(from)?.max(square(to)?),
        None => joined(head)?,
    };
    if let Some(list) = captures {
        for capture in list.split(['/', 'x', 'X']) {
            largest = largest.max(square(without_piece(capture))?);
        }
    }
    Some(largest)
}

/// A square name without OTN's piece letter before it (`Kf6` → `f6`).
fn without_piece(text: &str) -> &str {
    let bytes = text.as_bytes();
    if bytes.len() > 1 && bytes[0].is_ascii_alphabetic() && bytes[1].is_ascii_alphabetic() {
        &text[1..]
    } else {
        text
    }
}

/// The larger of a square's file (a = 1) and rank: one letter and a rank
/// of one or two digits.
fn square(text: &str) -> Option<u32> {
    let (&letter, digits) = text.as_bytes().split_first()?;
    if !letter.is_ascii_alphabetic() || digits.is_empty() || digits.len() > 2 {
        return None;
    }
    if !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let rank = digits.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0'));
    if rank == 0 {
        return None;
    }
    let file = u32::from(letter.to_ascii_lowercase() - b'a') + 1;
    Some(file.max(rank))
}

/// Two squares written together (`h1h3`, `a10a11`).
fn joined(text: &str) -> Option<u32> {
    let bytes = text.as_bytes();
    let second = (2..bytes.len()).find(|&i| bytes[i].is_ascii_alphabetic())?;
    Some(square(&text[..second])?.max(square(&text[second..])?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_name_their_boards() {
        assert_eq!(variant_size("Brandubh"), Some(7));
        assert_eq!(variant_size("Ard Ri"), Some(7));
        assert_eq!(variant_size("tablut"), Some(9));
        assert_eq!(variant_size("Copenhagen 13x13"), Some(13));
        assert_eq!(variant_size("Alea Evangelii"), Some(19));
        assert_eq!(variant_size("Copenhagen"), None);
        assert_eq!(variant_size("Copenhagen 11×11"), None);
        assert_eq!(variant_size("Fetlar"), None);
    }

    #[test]
    fn moves_give_their_largest_coordinate() {
        assert_eq!(largest_coordinate("d1-d3"), Some(4));
        assert_eq!(largest_coordinate("h1h3"), Some(8));
        assert_eq!(largest_coordinate("M13M12"), Some(13));
        assert_eq!(largest_coordinate("Kf6-f5xe5/Tg5+"), Some(7));
        assert_eq!(largest_coordinate("a10a11"), Some(11));
        assert_eq!(largest_coordinate("g3-e3xe2xl2"), Some(12));
        for no in ["d1", "hello", "d1-", "1-0", "d0-d1", "d1-d3x"] {
            assert_eq!(largest_coordinate(no), None, "{no}");
        }
    }
}
