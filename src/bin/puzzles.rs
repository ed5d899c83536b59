//! The puzzles in the browser, built by trunk for wasm32 beside the play
//! page's app: it runs the site script's work (language, offline) and
//! starts the puzzle page of its game.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start_on_app_page();
    tafl::app::start_puzzles();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("tafl-puzzles is the browser's puzzle page: trunk builds it for wasm32 (`bash scripts/serve`).");
}
