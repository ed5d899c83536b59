//! The keyboard cursor: arrow keys move it across the board as the player
//! sees it (a flipped board turns the arrows too), skipping the gaps of the
//! cross boards.

use crate::engine::{Coord, Topology};

/// An arrow key, as the player sees the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// The arrow named by a `KeyboardEvent.key` value.
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        }
    }
}

/// Where the cursor goes from `from`: the next point in the arrow's
/// direction (over gaps), or `from` itself at the edge.
pub fn step_cursor(board: &Topology, from: u8, arrow: Arrow, flipped: bool) -> u8 {
    let (df, dr): (i16, i16) = match arrow {
        Arrow::Up => (0, 1),
        Arrow::Down => (0, -1),
        Arrow::Left => (-1, 0),
        Arrow::Right => (1, 0),
    };
    let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
    let start = board.coord(from);
    let (mut file, mut rank) = (i16::from(start.file), i16::from(start.rank));
    loop {
        file += df;
        rank += dr;
        if file < 0
            || rank < 0
            || file >= i16::from(board.width())
            || rank >= i16::from(board.height())
        {
            return from;
        }
        let coord = Coord {
            file: file as u8,
            rank: rank as u8,
        };
        if let Some(p) = board.point(coord) {
            return p;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(board: &Topology, p: u8) -> String {
        board.name(p)
    }

    #[test]
    fn arrows_move_one_point_and_stop_at_the_edge() {
        let board = Topology::tafl();
        let f6 = board.parse_point("f6").expect("point");
        assert_eq!(name(board, step_cursor(board, f6, Arrow::Up, false)), "f7");
        assert_eq!(
            name(board, step_cursor(board, f6, Arrow::Left, false)),
            "e6"
        );
        let a1 = board.parse_point("a1").expect("point");
        assert_eq!(step_cursor(board, a1, Arrow::Down, false), a1);
        assert_eq!(step_cursor(board, a1, Arrow::Left, false), a1);
    }

    #[test]
    fn a_flipped_board_turns_the_arrows() {
        let board = Topology::tafl();
        let f6 = board.parse_point("f6").expect("point");
        assert_eq!(name(board, step_cursor(board, f6, Arrow::Up, true)), "f5");
        assert_eq!(
            name(board, step_cursor(board, f6, Arrow::Right, true)),
            "e6"
        );
    }

    #[test]
    fn the_cross_gaps_are_skipped_or_block() {
        let board = Topology::cross();
        let c2 = board.parse_point("c2").expect("point");
        let e2 = board.parse_point("e2").expect("point");
        assert_eq!(
            name(board, step_cursor(board, c2, Arrow::Right, false)),
            "d2"
        );
        assert_eq!(
            name(board, step_cursor(board, e2, Arrow::Right, false)),
            "e2"
        );
        let a3 = board.parse_point("a3").expect("point");
        assert_eq!(step_cursor(board, a3, Arrow::Down, false), a3);
        assert_eq!(Arrow::from_key("ArrowUp"), Some(Arrow::Up));
        assert_eq!(Arrow::from_key("Enter"), None);
    }
}
