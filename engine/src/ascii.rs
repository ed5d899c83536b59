//! ASCII boards, for tests and debugging.
//!
//! One line per rank, top rank first, each starting with its rank number and
//! then one token per point of that rank, left to right: `.` for an empty
//! point or a piece letter (`F` fox, `G` goose, `A` attacker, `D` defender,
//! `K` king). Other lines (such as the file letters) are ignored.
//!
//! ```text
//! 7     . F .
//! 6     . . .
//! 5 . . . . . . .
//! 4 . . . . . . .
//! 3 G G G G G G G
//! 2     G G G
//! 1     G G G
//!   a b c d e f g
//! ```

use crate::piece::Piece;
use crate::topology::{Coord, Topology};

/// Reads an ASCII board into (point, piece) pairs.
pub fn parse(topology: &Topology, text: &str) -> Result<Vec<(u8, Piece)>, String> {
    let mut pieces = Vec::new();
    let mut seen_ranks = Vec::new();
    for line in text.lines() {
        let mut tokens = line.split_whitespace();
        let Some(first) = tokens.next() else { continue };
        let Ok(rank_number) = first.parse::<u8>() else {
            continue;
        };
        if rank_number == 0 || rank_number > topology.height() {
            return Err(format!("rank {rank_number} is not on this board"));
        }
        let rank = rank_number - 1;
        if seen_ranks.contains(&rank) {
            return Err(format!("rank {rank_number} appears twice"));
        }
        seen_ranks.push(rank);
        let points: Vec<u8> = (0..topology.width())
            .filter_map(|file| topology.point(Coord { file, rank }))
            .collect();
        let cells: Vec<&str> = tokens.collect();
        if cells.len() != points.len() {
            return Err(format!(
                "rank {rank_number} has {} points but the line gives {}",
                points.len(),
                cells.len()
            ));
        }
        for (&point, cell) in points.iter().zip(cells) {
            if cell == "." {
                continue;
            }
            let mut chars = cell.chars();
            match (chars.next().and_then(Piece::from_letter), chars.next()) {
                (Some(piece), None) => pieces.push((point, piece)),
                _ => {
                    return Err(format!(
                        "'{cell}' on {} is not a piece",
                        topology.name(point)
                    ))
                }
            }
        }
    }
    if seen_ranks.len() != topology.height() as usize {
        return Err(format!(
            "the board has {} ranks but the text gives {}",
            topology.height(),
            seen_ranks.len()
        ));
    }
    Ok(pieces)
}

/// Writes a board in the format [`parse`] reads.
pub fn render(topology: &Topology, piece_at: impl Fn(u8) -> Option<Piece>) -> String {
    let label_width = topology.height().to_string().len();
    let mut out = String::new();
    for rank in (0..topology.height()).rev() {
        let mut line = format!("{:>label_width$}", rank + 1);
        for file in 0..topology.width() {
            line.push(' ');
            line.push(point_letter(topology, &piece_at, Coord { file, rank }));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&" ".repeat(label_width));
    for file in 0..topology.width() {
        out.push(' ');
        out.push((b'a' + file) as char);
    }
    out.push('\n');
    out
}

/// The board on one line, the ranks from the top down separated by `/`,
/// a letter a point as in [`render`] (a space where the board has no
/// point): what an outside program compares with its own board.
pub fn ranks(topology: &Topology, piece_at: impl Fn(u8) -> Option<Piece>) -> String {
    let lines: Vec<String> = (0..topology.height())
        .rev()
        .map(|rank| {
            (0..topology.width())
                .map(|file| point_letter(topology, &piece_at, Coord { file, rank }))
                .collect()
        })
        .collect();
    lines.join("/")
}

/// A point's letter: its piece's, `.` when empty, ` ` off the board.
fn point_letter(topology: &Topology, piece_at: &impl Fn(u8) -> Option<Piece>, at: Coord) -> char {
    match topology.point(at) {
        None => ' ',
        Some(p) => piece_at(p).map_or('.', Piece::letter),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_put_the_board_on_one_line_top_rank_first() {
        let cross = Topology::cross();
        let board = "\
7     . F .
6     . . .
5 . . . . . . .
4 . . . . . . .
3 . . . . . . .
2     . . .
1     G G G
  a b c d e f g
";
        let pieces = parse(cross, board).unwrap();
        let at = |p: u8| {
            pieces
                .iter()
                .find(|(q, _)| *q == p)
                .map(|(_, piece)| *piece)
        };
        let line = ranks(cross, at);
        let words: Vec<&str> = line.split('/').collect();
        assert_eq!(words.len(), 7, "{line}");
        assert_eq!(words[0], "  .F.  ");
        assert_eq!(words[2], ".......");
        assert_eq!(words[6], "  GGG  ");
    }

    #[test]
    fn round_trips_a_cross_board() {
        let board = "\
7     . F .
6     . . .
5 . . . . . . .
4 . . . . . . .
3 G G G G G G G
2     G G G
1     G G G
  a b c d e f g
";
        let cross = Topology::cross();
        let pieces = parse(cross, board).unwrap();
        assert_eq!(pieces.len(), 14);
        let rendered = render(cross, |p| {
            pieces.iter().find(|(q, _)| *q == p).map(|(_, k)| *k)
        });
        assert_eq!(rendered, board);
    }

    #[test]
    fn reports_bad_boards() {
        let cross = Topology::cross();
        assert!(parse(cross, "7 . . . .")
            .unwrap_err()
            .contains("rank 7 has 3 points"));
        assert!(parse(cross, "7 . X .").unwrap_err().contains("not a piece"));
        assert!(parse(cross, "7 . . .").unwrap_err().contains("7 ranks"));
    }
}
