//! The AI's search in WebAssembly, in headless Chromium: one `maximum`
//! search from each game's start position (after a warm-up search),
//! printing nodes per second.
//! `scripts/bench-wasm` runs it on the release profile (the site's) next to
//! the native figures of `tafl think`.

#![cfg(target_arch = "wasm32")]

use tafl_ai::{Level, Player};
use tafl_engine::{GameId, Options};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[wasm_bindgen_test]
fn search_speed_in_the_browser() {
    for id in GameId::ALL {
        let options = Options {
            // The cyclic variant, so that the whole second goes to the
            // alpha-beta search (no exact phase), as natively with
            // `tafl think fox-geese --opt sideways=on`.
            sideways: id == GameId::FoxGeese,
            ..Options::default()
        };
        // A first search lets the browser compile the hot code with its
        // optimising tier (it starts on a quick baseline compiler), as it
        // will have by the AI's second move in a game.
        let mut warm = Player::new(id, options, 1).unwrap();
        warm.think(Level::Maximum, 500.0, u64::MAX, &now_ms);
        let mut player = Player::new(id, options, 1).unwrap();
        let start = now_ms();
        let thought = player
            .think(Level::Maximum, 1000.0, u64::MAX, &now_ms)
            .expect("a move");
        let ms = (now_ms() - start).max(1.0);
        assert!(player.legal_moves().contains(&thought.mv), "{id}: legal");
        assert!(thought.depth >= 3, "{id}: depth {}", thought.depth);
        console_log!(
            "wasm search {id}: depth {} nodes {} ms {:.0} nodes/s {:.0}",
            thought.depth,
            thought.nodes,
            ms,
            thought.nodes as f64 * 1000.0 / ms
        );
    }
}
