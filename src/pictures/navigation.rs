//! Moving through the screen-reader board: arrow keys follow the board's
//! own lines (on the cross boards a point with no line that way keeps the
//! focus, so the listener learns where the lines go), and Home, End,
//! Page Up and Page Down follow the diagonals where the board has them,
//! as the four corner keys of a numeric keypad. The geometry is the
//! engine's: every step is a neighbour its [`Topology`] gives.

use crate::engine::{Direction, Topology, NO_POINT};

/// The direction of travel a key names on the board as the player sees
/// it (before a flip turns it round).
pub fn key_direction(key: &str) -> Option<Direction> {
    Some(match key {
        "ArrowUp" => Direction::N,
        "ArrowDown" => Direction::S,
        "ArrowLeft" => Direction::W,
        "ArrowRight" => Direction::E,
        "Home" => Direction::NW,
        "PageUp" => Direction::NE,
        "End" => Direction::SW,
        "PageDown" => Direction::SE,
        _ => return None,
    })
}

/// Where the focus goes from `from` one step `seen` (as the player sees
/// the board; `flipped` turns it round): the neighbour joined by a line,
/// or `from` itself when no line leads that way.
pub fn navigate(board: &Topology, from: u8, seen: Direction, flipped: bool) -> u8 {
    let direction = if flipped { seen.opposite() } else { seen };
    match board.neighbour(from, direction) {
        NO_POINT => from,
        to => to,
    }
}

/// The board's rows as drawn from the top, each cell a point or a gap:
/// the layout of the grid of buttons (a flip reverses rows and columns).
pub fn grid_rows(board: &Topology, flipped: bool) -> Vec<Vec<Option<u8>>> {
    let mut rows: Vec<Vec<Option<u8>>> = (0..board.height())
        .rev()
        .map(|rank| {
            (0..board.width())
                .map(|file| board.point(crate::engine::Coord { file, rank }))
                .collect()
        })
        .collect();
    if flipped {
        rows.reverse();
        rows.iter_mut().for_each(|row| row.reverse());
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(board: &Topology, from: &str, keys: &[&str], flipped: bool) -> String {
        let mut at = board.parse_point(from).expect("a point");
        for key in keys {
            at = navigate(board, at, key_direction(key).expect("a key"), flipped);
        }
        board.name(at)
    }

    #[test]
    fn arrows_follow_the_lines_of_the_cross() {
        let cross = Topology::cross();
        assert_eq!(
            walk(cross, "d4", &["ArrowUp", "ArrowUp", "ArrowUp"], false),
            "d7"
        );
        assert_eq!(
            walk(cross, "d7", &["ArrowUp"], false),
            "d7",
            "the edge keeps the focus"
        );
        // No line from c1 leftwards: the arm's corner keeps the focus.
        assert_eq!(walk(cross, "c1", &["ArrowLeft"], false), "c1");
        assert_eq!(walk(cross, "c3", &["ArrowLeft", "ArrowLeft"], false), "a3");
        assert_eq!(
            walk(cross, "d4", &["ArrowRight"], true),
            "c4",
            "a flip turns the arrows"
        );
    }

    #[test]
    fn corner_keys_follow_diagonals_only_where_lines_run() {
        let great = Topology::great_cross();
        // e5 (file + rank even) has diagonals, e6 has none.
        assert_eq!(walk(great, "e5", &["PageUp"], false), "f6");
        assert_eq!(walk(great, "e6", &["PageUp"], false), "e6");
        assert_eq!(walk(Topology::tafl(), "f6", &["Home"], false), "f6");
        assert_eq!(walk(Topology::cross(), "d4", &["End"], false), "c3");
    }

    #[test]
    fn grid_rows_lay_out_the_board_from_the_top() {
        let cross = Topology::cross();
        let rows = grid_rows(cross, false);
        assert_eq!(rows.len(), 7);
        let name = |cell: Option<u8>| cell.map(|p| cross.name(p));
        assert_eq!(name(rows[0][2]), Some("c7".into()));
        assert_eq!(rows[0][0], None);
        assert_eq!(rows.iter().flatten().flatten().count(), cross.len());
        let flipped = grid_rows(cross, true);
        assert_eq!(name(flipped[0][2]), Some("e1".into()));
        assert_eq!(key_direction("Enter"), None);
    }
}
