//! The two clocks of a timed game above the board, and the page's timer
//! that moves them: ten times a second it reads the time, ends the game
//! when a flag falls (`TermsMut::tick`, then saved, counted and sounded as
//! any end), sounds the low-time cue once when a person's clock runs low,
//! and writes each clock's face. The clocks are computed from the saved
//! state and `Date.now()`, so a reload or a tab left in the background
//! shows the true times.
//!
//! Lean on purpose (the play page's first load is at its budget): the row
//! is static markup, and the timer writes its text and classes straight
//! into the document, with no reactive bindings.

use super::state::PlayState;
use crate::app::browser::sound::{self, Cue};
use crate::app::text::saved_text::side_name;
use crate::clock::{clock_face, Clock};
use crate::engine::Side;
use crate::play::Seat;
use leptos::prelude::*;
use std::time::Duration;

/// How often the clocks are redrawn and the flags checked.
const TICK_MS: u64 = 100;

/// The ids of the row and of each side's clock.
const ROW_ID: &str = "clocks";
const IDS: [&str; 2] = ["clock-first", "clock-second"];

/// `Date.now()` as whole milliseconds: the session's time source.
fn now() -> i64 {
    crate::app::browser::now_ms_or(0)
}

/// Writes the clocks of `clock` at `at` into the row (hidden when the
/// game is untimed).
fn draw(clock: Option<&Clock>, at: i64) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(row) = document.get_element_by_id(ROW_ID) else {
        return;
    };
    let Some(clock) = clock else {
        let _ = row.set_attribute("hidden", "");
        return;
    };
    let _ = row.remove_attribute("hidden");
    for side in [Side::First, Side::Second] {
        let Some(face) = document.get_element_by_id(IDS[side.index()]) else {
            continue;
        };
        let class = match (clock.running() == Some(side), clock.is_low(side, at)) {
            (true, true) => "clock running low",
            (true, false) => "clock running",
            (false, true) => "clock low",
            (false, false) => "clock",
        };
        if face.class_name() != class {
            face.set_class_name(class);
        }
        if let Some(time) = face.last_element_child() {
            let text = clock_face(clock.remaining_ms(side, at));
            if time.text_content().as_deref() != Some(text.as_str()) {
                time.set_text_content(Some(&text));
            }
        }
    }
}

/// Whether a person at this device plays `side` (the low-time cue is
/// theirs, not the computer's or the friend's).
fn persons(page: PlayState, side: Side) -> bool {
    page.session
        .with_untracked(|s| match s.seats().correspondence() {
            Some(c) => c.my_side == side,
            None => s.seats().players().seat(side) == &Seat::Human,
        })
}

/// Starts the page's timer (in the browser only: effects do not run when
/// the page is written at build time).
fn start_timer(page: PlayState) {
    let warned = StoredValue::new([false; 2]);
    Effect::new(move |_| {
        page.session
            .update_untracked(|s| s.terms_mut().resume_computers_turn(now()));
        let tick = move || {
            let at = now();
            let clock = page.session.with_untracked(|s| s.terms().clock().copied());
            draw(clock.as_ref(), at);
            let Some(clock) = clock else { return };
            // A new game or a reopened one is a new session: time it too.
            page.session
                .update_untracked(|s| s.terms_mut().set_time_source(now));
            if clock.flag_fall(at).is_some() {
                if page
                    .session
                    .try_update(|s| s.terms_mut().tick(at))
                    .flatten()
                    .is_some()
                {
                    page.played();
                }
                return;
            }
            let Some(side) = clock.running() else { return };
            let low = clock.is_low(side, at);
            if low && !warned.with_value(|w| w[side.index()]) && persons(page, side) {
                sound::play(Cue::LowTime);
            }
            warned.update_value(|w| w[side.index()] = low);
        };
        let handle = set_interval_with_handle(tick, Duration::from_millis(TICK_MS)).ok();
        on_cleanup(move || {
            if let Some(handle) = handle {
                handle.clear();
            }
        });
    });
}

/// The clocks row, hidden until the timer shows a timed game's clocks.
pub fn clocks(page: PlayState) -> impl IntoView {
    start_timer(page);
    let (locale, game) = (page.locale, page.game);
    view! {
        <div class="clocks" id=ROW_ID data-testid="clocks" hidden>
            <div class="clock" id=IDS[0] data-testid=IDS[0]>
                <span class="clock-side">{side_name(locale, game, Side::First)}</span>
                <span class="clock-time"></span>
            </div>
            <div class="clock" id=IDS[1] data-testid=IDS[1]>
                <span class="clock-side">{side_name(locale, game, Side::Second)}</span>
                <span class="clock-time"></span>
            </div>
        </div>
    }
}
