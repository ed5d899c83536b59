//! Pointer input on the playing board (mouse and touch alike), as pure
//! Rust tested natively: which point a press lands on, and what a press,
//! the pointer's travel and its release mean. A press on a piece that can
//! move picks it up at once (so it can be dragged); a release that did
//! not travel is a tap (tap a piece, tap its destination: click-click); a
//! release after a drag drops on the point under the pointer; a drag
//! back to where it started, a release off the board, or a cancelled
//! pointer leaves the piece held. Every outcome is a click on a point of
//! the [`Session`], which alone decides what it means; the board view
//! (`app::board::play`) only feeds in board coordinates.

use crate::pictures::board_view::STEP;
use crate::play::Session;

/// Within this distance of a point's centre a press counts for it.
pub const REACH: f32 = 0.72 * STEP;
/// A press that travels further than this is a drag.
pub const DRAG_START: f32 = 0.15 * STEP;

/// The point whose centre is nearest to `(x, y)`, if it is within
/// [`REACH`]. `centres` holds (point, x, y) of every point, in board units.
pub fn point_at(centres: &[(u8, f32, f32)], (x, y): (f32, f32)) -> Option<u8> {
    centres
        .iter()
        .map(|&(p, px, py)| (p, (px - x).powi(2) + (py - y).powi(2)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .filter(|&(_, d)| d <= REACH * REACH)
        .map(|(p, _)| p)
}

/// Whether a press on `point` picks its piece up at once: the game is
/// live, no jump chain is under way, and the point holds a piece that can
/// move other than the one already held.
pub fn picks_up(session: &Session, point: u8) -> bool {
    let input = session.history().input();
    session.history().is_live()
        && input.landings().is_empty()
        && input.selected() != Some(point)
        && input.movable().contains(&point)
}

/// A press on the board, until the pointer is released.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    /// The point pressed.
    pub point: u8,
    x: f32,
    y: f32,
    /// The press itself picked the piece up (so its release is not a
    /// second click that would put it back).
    picked_up: bool,
    /// The pointer travelled: this is a drag, not a click.
    moved: bool,
}

impl Press {
    /// A press on `point` at `at` (board units); `picked_up` when the
    /// press itself clicked the point (see [`picks_up`]).
    pub fn new(point: u8, at: (f32, f32), picked_up: bool) -> Press {
        Press {
            point,
            x: at.0,
            y: at.1,
            picked_up,
            moved: false,
        }
    }

    /// The press once the pointer is at `at`: a drag from the moment it
    /// has gone further than [`DRAG_START`] from where it was pressed
    /// (and from then on, even if it comes back).
    pub fn moved_to(self, at: (f32, f32)) -> Press {
        let moved = self.moved || (at.0 - self.x).hypot(at.1 - self.y) > DRAG_START;
        Press { moved, ..self }
    }

    /// Whether the pointer has travelled far enough to be a drag.
    pub fn is_drag(self) -> bool {
        self.moved
    }

    /// The point to click when the pointer is released over `target`
    /// (`None`: off the board): a tap clicks the point, unless the press
    /// already picked the piece up; a drag drops on another point.
    pub fn release(self, target: Option<u8>) -> Option<u8> {
        let point = target?;
        match (self.moved, self.picked_up) {
            (false, false) => Some(point),
            (true, _) if point != self.point => Some(point),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};
    use crate::pictures::board_view::BoardView;
    use crate::play::Action;

    /// A board driven as the view drives it: (point, x, y) of each point,
    /// presses and releases at a point's centre (plus an offset).
    struct Board {
        session: Session,
        centres: Vec<(u8, f32, f32)>,
        press: Option<Press>,
        actions: Vec<Action>,
    }

    impl Board {
        fn new(game: GameId) -> Board {
            let session = Session::new(game, Options::default()).expect("a game");
            let topology = crate::engine::setup::topology(game);
            let view = BoardView::oriented(topology, &[], &[], true, false);
            let centres = view
                .points
                .iter()
                .filter_map(|p| Some((topology.parse_point(&p.name)?, p.x, p.y)))
                .collect();
            Board {
                session,
                centres,
                press: None,
                actions: Vec::new(),
            }
        }

        fn at(&self, point: u8, offset: f32) -> (f32, f32) {
            let &(_, x, y) = self.centres.iter().find(|c| c.0 == point).expect("a point");
            (x + offset, y)
        }

        fn click(&mut self, point: u8) {
            let action = self.session.click(point);
            self.actions.push(action);
        }

        fn down(&mut self, at: (f32, f32)) {
            let Some(point) = point_at(&self.centres, at) else {
                return;
            };
            let picked_up = picks_up(&self.session, point);
            if picked_up {
                self.click(point);
            }
            self.press = Some(Press::new(point, at, picked_up));
        }

        fn drag(&mut self, at: (f32, f32)) {
            self.press = self.press.map(|p| p.moved_to(at));
        }

        fn up(&mut self, at: (f32, f32)) {
            let Some(press) = self.press.take() else {
                return;
            };
            if let Some(point) = press.release(point_at(&self.centres, at)) {
                self.click(point);
            }
        }

        fn tap(&mut self, point: u8) {
            let at = self.at(point, 0.0);
            self.down(at);
            self.up(at);
        }

        /// A movable piece and one of its destinations.
        fn a_move(&self) -> (u8, u8) {
            let mut probe = self.session.clone();
            for from in self.session.history().input().movable() {
                probe.history_mut().clear_input();
                probe.click(from);
                if let Some(&to) = probe.history().input().targets().first() {
                    return (from, to);
                }
            }
            panic!("no legal move at the start");
        }
    }

    #[test]
    fn a_press_counts_for_the_nearest_point_within_reach_only() {
        let board = Board::new(GameId::FoxGeese);
        let (point, x, y) = board.centres[3];
        assert_eq!(point_at(&board.centres, (x, y)), Some(point));
        assert_eq!(point_at(&board.centres, (x + 0.3 * STEP, y)), Some(point));
        assert_eq!(point_at(&board.centres, (-5.0 * STEP, -5.0 * STEP)), None);
    }

    #[test]
    fn a_small_wobble_is_still_a_tap_and_a_longer_travel_is_a_drag() {
        let press = Press::new(7, (10.0, 10.0), false);
        assert!(!press.moved_to((10.0 + DRAG_START * 0.5, 10.0)).is_drag());
        let dragged = press.moved_to((10.0 + DRAG_START * 2.0, 10.0));
        assert!(dragged.is_drag());
        assert!(dragged.moved_to((10.0, 10.0)).is_drag(), "a drag stays one");
    }

    #[test]
    fn pressing_a_movable_piece_selects_it_and_its_release_keeps_it_held() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, _) = board.a_move();
        board.tap(from);
        assert_eq!(board.actions, vec![Action::Selected]);
        assert_eq!(board.session.history().input().selected(), Some(from));
    }

    #[test]
    fn tapping_the_piece_then_its_destination_plays_the_move() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, to) = board.a_move();
        board.tap(from);
        board.tap(to);
        assert!(matches!(board.actions.last(), Some(Action::Play(_))));
        assert_eq!(board.session.history().timeline().len(), 1);
    }

    #[test]
    fn dragging_a_piece_onto_its_destination_plays_the_move() {
        let mut board = Board::new(GameId::Hnefatafl);
        let (from, to) = board.a_move();
        board.down(board.at(from, 0.0));
        board.drag(board.at(to, 0.0));
        board.up(board.at(to, 0.1 * STEP));
        assert_eq!(board.actions.len(), 2);
        assert!(matches!(board.actions[1], Action::Play(_)));
    }

    #[test]
    fn a_drag_back_to_its_start_or_off_the_board_leaves_the_piece_held() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, to) = board.a_move();
        board.down(board.at(from, 0.0));
        board.drag(board.at(to, 0.0));
        board.up(board.at(from, 0.0));
        board.down(board.at(from, 0.0));
        board.drag(board.at(to, 0.0));
        board.up((-9.0 * STEP, -9.0 * STEP));
        assert_eq!(board.actions, vec![Action::Selected]);
        assert_eq!(board.session.history().input().selected(), Some(from));
        assert_eq!(board.session.history().timeline().len(), 0);
    }

    #[test]
    fn tapping_the_held_piece_again_puts_it_back() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, _) = board.a_move();
        board.tap(from);
        board.tap(from);
        assert_eq!(board.actions, vec![Action::Selected, Action::Cleared]);
        assert_eq!(board.session.history().input().selected(), None);
    }

    #[test]
    fn a_cancelled_pointer_clicks_nothing() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, to) = board.a_move();
        board.tap(from);
        board.down(board.at(to, 0.0));
        board.press = None; // pointercancel
        board.up(board.at(to, 0.0));
        assert_eq!(board.actions, vec![Action::Selected]);
        assert_eq!(board.session.history().timeline().len(), 0);
    }

    #[test]
    fn nothing_is_picked_up_while_viewing_an_earlier_position() {
        let mut board = Board::new(GameId::FoxGeese);
        let (from, to) = board.a_move();
        board.tap(from);
        board.tap(to);
        board.session.history_mut().view(0);
        let (next, _) = board.a_move();
        assert!(!picks_up(&board.session, next));
    }
}
