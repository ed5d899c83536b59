//! The analysis board with the screen-reader mode, which trunk builds for
//! wasm32 beside `tafl-analysis`: the boot code loads it instead when the
//! mode is on, so the mode's code (`tafl::app::SCREEN_READER`) is never in
//! the analysis board's own first load.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start_on_app_page();
    tafl::app::start_analysis(Some(tafl::app::SCREEN_READER));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("access-analysis is the browser's analysis board in the screen-reader mode: trunk builds it for wasm32 (`bash scripts/serve`).");
}
