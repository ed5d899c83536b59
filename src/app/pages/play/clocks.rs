//! The two clocks of a timed game above the board, and the page's timer
//! that moves them: ten times a second it reads the time, ends the game
//! when a flag falls (`Session::tick`, then saved, counted and sounded as
//! any end), and sounds the low-time cue once when a person's clock runs
//! low. The clocks are computed from the saved state and `Date.now()`, so
//! a reload or a tab left in the background shows the true times.

use super::state::PlayState;
use crate::app::browser::sound::{self, Cue};
use crate::app::text::saved_text::side_name;
use crate::engine::Side;
use crate::play::clock::clock_face;
use crate::saves::Seat;
use leptos::prelude::*;
use std::time::Duration;

/// How often the clocks are redrawn and the flags checked.
const TICK_MS: u64 = 100;

/// `Date.now()` as whole milliseconds: the session's time source.
fn now() -> i64 {
    crate::app::browser::now_ms_or(0)
}

/// One side's clock: what it shows and how.
#[derive(Clone, PartialEq)]
struct Face {
    text: String,
    running: bool,
    low: bool,
}

/// Starts the page's timer (in the browser only: effects do not run when
/// the page is written at build time) and times the session's moves by
/// the browser's clock.
fn start_timer(page: PlayState, now_ms: RwSignal<i64>) {
    let warned = StoredValue::new([false; 2]);
    Effect::new(move |_| {
        page.session
            .update_untracked(|s| s.resume_computers_turn(now()));
        let tick = move || {
            let at = now();
            let timed = page.session.with_untracked(|s| s.clock().copied());
            let Some(clock) = timed else { return };
            // A new game or a reopened one is a new session: time it too.
            page.session.update_untracked(|s| s.set_time_source(now));
            if clock.running().is_some() {
                now_ms.set(at);
            }
            if clock.flag_fall(at).is_some() {
                if page.session.try_update(|s| s.tick(at)).flatten().is_some() {
                    page.played();
                }
                return;
            }
            let person = |side: Side| {
                page.session
                    .with_untracked(|s| s.correspondence().map(|c| c.my_side == side))
                    .unwrap_or_else(|| {
                        page.session
                            .with_untracked(|s| s.players().seat(side) == &Seat::Human)
                    })
            };
            for side in [Side::First, Side::Second] {
                let low = clock.is_low(side, at) && clock.running() == Some(side);
                let was = warned.with_value(|w| w[side.index()]);
                if low && !was && person(side) {
                    sound::play(Cue::LowTime);
                }
                if low != was && clock.running() == Some(side) {
                    warned.update_value(|w| w[side.index()] = low);
                }
            }
        };
        let handle = set_interval_with_handle(tick, Duration::from_millis(TICK_MS)).ok();
        on_cleanup(move || {
            if let Some(handle) = handle {
                handle.clear();
            }
        });
    });
}

/// The clocks row; nothing for an untimed game.
pub fn clocks(page: PlayState) -> impl IntoView {
    let (locale, game, session) = (page.locale, page.game, page.session);
    let now_ms = RwSignal::new(0_i64);
    start_timer(page, now_ms);
    let face = move |side: Side| {
        let shown = Memo::new(move |_| {
            let at = now_ms.get();
            session.with(|s| {
                s.clock().map(|c| Face {
                    text: clock_face(c.remaining_ms(side, at)),
                    running: c.running() == Some(side),
                    low: c.is_low(side, at),
                })
            })
        });
        let class = move || {
            shown.with(|f| match f {
                Some(Face {
                    low: true, running, ..
                }) if *running => "clock running low",
                Some(Face { low: true, .. }) => "clock low",
                Some(Face { running: true, .. }) => "clock running",
                _ => "clock",
            })
        };
        view! {
            <div class=class data-testid=if side == Side::First { "clock-first" } else { "clock-second" }>
                <span class="clock-side">{side_name(locale, game, side)}</span>
                <span class="clock-time">{move || shown.with(|f| f.as_ref().map(|f| f.text.clone()))}</span>
            </div>
        }
    };
    move || {
        session.with(|s| s.clock().is_some()).then(|| {
            view! {
                <div class="clocks" data-testid="clocks">
                    {face(Side::First)}
                    {face(Side::Second)}
                </div>
            }
        })
    }
}
