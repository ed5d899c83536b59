//! The analysis board in the browser, built by trunk for wasm32 beside
//! the play page's app: it runs the site script's work (language,
//! offline) and starts the analysis page.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start_on_app_page();
    tafl::app::start_analysis(None);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("tafl-analysis is the browser's analysis board: trunk builds it for wasm32 (`bash scripts/serve`).");
}
