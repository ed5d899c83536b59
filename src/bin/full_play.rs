//! The full play page (the new-game dialog, play with a friend by link,
//! a game the computer plays against itself), which trunk builds for
//! wasm32 beside `tafl-app`: the boot code loads it instead once the
//! person asks for one of those (see `tafl::app::full_page`), so its code
//! is never in the play page's first load.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start();
    tafl::app::start_play(None, Some(tafl::app::FULL_PAGE));
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
    println!("full-play is the browser's full play page (the new-game dialog, friends by link): trunk builds it for wasm32 (`bash scripts/serve`).");
}
