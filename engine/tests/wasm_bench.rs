//! The rules engine in WebAssembly, in headless Chromium: perft must give
//! the same counts as natively, and the run prints the engine's speed there.
//!
//! `scripts/bench-wasm` runs it on the release profile and shows the figures.

#![cfg(target_arch = "wasm32")]

use tafl_engine::{AnyGame, GameId, Options};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[wasm_bindgen_test]
fn engine_speed_in_the_browser() {
    let cases = [
        (GameId::FoxGeese, 6, 1_113_352u64),
        (GameId::TwoFoxes, 6, 2_152_160),
        (GameId::GreatCross, 6, 1_368_290),
        (GameId::Hnefatafl, 3, 806_344),
    ];
    for (id, depth, expected) in cases {
        let mut game = AnyGame::new(id, Options::default()).unwrap();
        let start = now_ms();
        let leaves = game.perft(depth);
        let perft_ms = (now_ms() - start).max(0.001);
        assert_eq!(leaves, expected, "{id} perft({depth}) in wasm");

        let plies = 200_000;
        let start = now_ms();
        let finished = game.random_playout_plies(plies, 7);
        let playout_ms = (now_ms() - start).max(0.001);
        assert!(finished > 0, "{id}: random games end");
        console_log!(
            "wasm {id}: perft({depth}) {leaves} leaves, {:.0} leaves/s; playouts {:.0} plies/s",
            leaves as f64 * 1000.0 / perft_ms,
            plies as f64 * 1000.0 / playout_ms
        );
    }
}
