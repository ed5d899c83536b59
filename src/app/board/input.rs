//! Input on the playing board: pointer events (mouse and touch) and keys,
//! each turned into clicks on points of the session. What a press, a drag
//! and a release mean is decided natively in [`crate::play::pointer`];
//! this file only reads events and board coordinates.

use crate::app::board::state::BoardState;
use crate::play::cursor::{step_cursor, Arrow};
use crate::play::pointer::{picks_up, point_at, Press};
use crate::play::{Action, Session};
use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

/// The input handlers of one board. Cheap to copy.
#[derive(Clone, Copy)]
pub struct BoardInput {
    state: BoardState,
    flipped: Signal<bool>,
    on_action: Callback<Action>,
    svg: NodeRef<leptos::svg::Svg>,
    press: RwSignal<Option<Press>>,
}

impl BoardInput {
    /// The input of the board drawn in `svg`; `on_action` hears every
    /// action a click, drop or key caused.
    pub fn new(
        state: BoardState,
        flipped: Signal<bool>,
        on_action: Callback<Action>,
        svg: NodeRef<leptos::svg::Svg>,
    ) -> BoardInput {
        BoardInput {
            state,
            flipped,
            on_action,
            svg,
            press: RwSignal::new(None),
        }
    }

    fn act(&self, f: &dyn Fn(&mut Session) -> Action) {
        let action = self
            .state
            .session
            .try_update(|s| f(s))
            .unwrap_or(Action::Ignored);
        if action != Action::Ignored {
            self.on_action.run(action);
        }
    }

    /// A click on `point`, as a tap or a press of the screen-reader
    /// board's button.
    pub fn click(&self, point: u8) {
        self.act(&|s: &mut Session| s.click(point));
    }

    /// The pointer's position in board units.
    fn board_point(&self, ev: &PointerEvent) -> Option<(f32, f32)> {
        let svg = self.svg.get_untracked()?;
        let rect = svg.get_bounding_client_rect();
        if rect.width() <= 0.0 || rect.height() <= 0.0 {
            return None;
        }
        let (w, h) = self.state.geometry.with_untracked(|g| (g.width, g.height));
        let x = (f64::from(ev.client_x()) - rect.left()) / rect.width() * f64::from(w);
        let y = (f64::from(ev.client_y()) - rect.top()) / rect.height() * f64::from(h);
        Some((x as f32, y as f32))
    }

    fn point_at(&self, at: (f32, f32)) -> Option<u8> {
        self.state.centres.with_untracked(|cs| point_at(cs, at))
    }

    /// A press: picks a movable piece up at once, and follows the pointer.
    pub fn pointer_down(&self, ev: PointerEvent) {
        self.state.keyboard.set(false);
        if ev.button() != 0 {
            return;
        }
        let Some(at) = self.board_point(&ev) else {
            return;
        };
        let Some(point) = self.point_at(at) else {
            return;
        };
        let picked_up = self.state.session.with_untracked(|s| picks_up(s, point));
        if picked_up {
            self.click(point);
        }
        self.press.set(Some(Press::new(point, at, picked_up)));
        if let Some(svg) = self.svg.get_untracked() {
            let _ = svg.set_pointer_capture(ev.pointer_id());
        }
    }

    /// The pointer travels: a drag carries the held piece along.
    pub fn pointer_move(&self, ev: PointerEvent) {
        let Some(press) = self.press.get_untracked() else {
            return;
        };
        let Some(at) = self.board_point(&ev) else {
            return;
        };
        let moved = press.moved_to(at);
        if moved != press {
            self.press.set(Some(moved));
        }
        let holding = self
            .state
            .session
            .with_untracked(|s| s.history().input().selected().is_some());
        if moved.is_drag() && holding {
            self.state.drag_at.set(Some(at));
        }
    }

    /// The release: a tap or a drop clicks the point under the pointer.
    pub fn pointer_up(&self, ev: PointerEvent) {
        let Some(press) = self.press.get_untracked() else {
            return;
        };
        self.press.set(None);
        self.state.drag_at.set(None);
        let target = self.board_point(&ev).and_then(|at| self.point_at(at));
        if let Some(point) = press.release(target) {
            self.click(point);
        }
    }

    /// The browser took the pointer away: nothing is clicked.
    pub fn pointer_cancel(&self) {
        self.press.set(None);
        self.state.drag_at.set(None);
    }

    fn first_cursor(&self) -> Option<u8> {
        let board = self.state.board;
        self.state.session.with_untracked(|s| {
            s.history()
                .input()
                .movable()
                .first()
                .copied()
                .or_else(|| board.points().next())
        })
    }

    /// Arrows move the cursor, Enter or Space click its point, Escape
    /// puts the held piece back.
    pub fn key_down(&self, ev: KeyboardEvent) {
        let key = ev.key();
        let cursor = self.state.cursor;
        self.state.keyboard.set(true);
        if cursor.get_untracked().is_none() {
            cursor.set(self.first_cursor());
        }
        if let Some(arrow) = Arrow::from_key(&key) {
            ev.prevent_default();
            ev.stop_propagation();
            let from = cursor.get_untracked().or_else(|| self.first_cursor());
            if let Some(from) = from {
                cursor.set(Some(step_cursor(
                    self.state.board,
                    from,
                    arrow,
                    self.flipped.get_untracked(),
                )));
            }
        } else if key == "Enter" || key == " " {
            ev.prevent_default();
            ev.stop_propagation();
            if let Some(point) = cursor.get_untracked() {
                self.click(point);
            }
        } else if key == "Escape" {
            self.clear();
        }
    }

    /// Puts the held piece back.
    pub fn clear(&self) {
        self.act(&|s: &mut Session| s.history_mut().clear_input());
    }

    /// The keyboard has left the board.
    pub fn blur(&self) {
        self.state.keyboard.set(false);
    }
}
