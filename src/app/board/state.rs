//! What the layers of the playing board share: the session it shows, the
//! geometry in the current orientation, the pieces of the viewed ply, and
//! the state of the input (a piece being dragged, the keyboard cursor).

use crate::engine::{setup, GameId, Topology};
use crate::pictures::board_view::{BoardStyle, BoardView};
use crate::play::{Session, TrackedPiece};
use leptos::prelude::*;

/// The shared state of one playing board. Cheap to copy.
#[derive(Clone, Copy)]
pub struct BoardState {
    pub session: RwSignal<Session>,
    pub board: &'static Topology,
    pub style: BoardStyle,
    /// The picture without pieces, in the current orientation.
    pub geometry: Memo<BoardView>,
    /// (point, x, y) of every point, in the current orientation.
    pub centres: Memo<Vec<(u8, f32, f32)>>,
    /// The pieces at the viewed ply.
    pub pieces: Memo<Vec<TrackedPiece>>,
    /// Where the dragged piece is, in board units, while one is dragged.
    pub drag_at: RwSignal<Option<(f32, f32)>>,
    /// The keyboard cursor's point.
    pub cursor: RwSignal<Option<u8>>,
    /// The cursor shows only while the keyboard drives the board.
    pub keyboard: RwSignal<bool>,
}

impl BoardState {
    /// The state of a board showing `session` of `game`, turned round
    /// while `flipped`.
    pub fn new(session: RwSignal<Session>, game: GameId, flipped: Signal<bool>) -> BoardState {
        let board = setup::topology(game);
        let pen = setup::pen_points(game);
        let geometry =
            Memo::new(move |_| BoardView::oriented(board, &pen, &[], true, flipped.get()));
        let centres = Memo::new(move |_| {
            geometry.with(|g| {
                g.points
                    .iter()
                    .filter_map(|p| Some((board.parse_point(&p.name)?, p.x, p.y)))
                    .collect::<Vec<_>>()
            })
        });
        let pieces = Memo::new(move |_| {
            session.with(|s| {
                s.history()
                    .timeline()
                    .pieces(s.history().viewed_ply())
                    .to_vec()
            })
        });
        BoardState {
            session,
            board,
            style: geometry.with_untracked(|g| g.style),
            geometry,
            centres,
            pieces,
            drag_at: RwSignal::new(None),
            cursor: RwSignal::new(None),
            keyboard: RwSignal::new(false),
        }
    }

    /// The centre of `point`, in board units.
    pub fn centre(&self, point: u8) -> (f32, f32) {
        self.centres.with(|cs| {
            cs.iter()
                .find(|c| c.0 == point)
                .map(|c| (c.1, c.2))
                .unwrap_or_default()
        })
    }

    /// The keyboard cursor's point while the keyboard drives the board.
    pub fn shown_cursor(&self) -> Option<u8> {
        self.cursor.get().filter(|_| self.keyboard.get())
    }
}
