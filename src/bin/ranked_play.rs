//! The play page with ranked play (clocks, rated games against the
//! computer), which trunk builds for wasm32 beside `tafl-app`: the boot
//! code loads it instead once the person plays such a game (see
//! `tafl::app::ranked`), so its code is never in the play page's first
//! load.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start();
    tafl::app::start_play(None, Some(tafl::app::RANKED));
}

/// The end-to-end tests' hook into the page's AI client, as `tafl-app`
/// has it.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = taflAiThink)]
pub fn tafl_ai_think(request: &str, cancel: bool, done: js_sys::Function) {
    tafl::app::browser::ai_client::think_for_test(request, cancel, done);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("ranked-play is the browser's play page with clocks and rated games: trunk builds it for wasm32 (`bash scripts/serve`).");
}
