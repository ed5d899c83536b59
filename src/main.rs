//! The play page's app, which trunk builds for wasm32: it runs the site
//! script's work (language, offline) and starts the play page.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    tafl::shell::start_on_app_page();
    tafl::app::start_play(None);
}

/// The end-to-end tests' hook into the page's AI client (see
/// [`tafl::app::browser::ai_client::think_for_test`]). Exported from this binary, not
/// the library, so the site script and the AI worker do not carry it.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = taflAiThink)]
pub fn tafl_ai_think(request: &str, cancel: bool, done: js_sys::Function) {
    tafl::app::browser::ai_client::think_for_test(request, cancel, done);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "tafl-app is the browser app: build and serve it with `bash scripts/serve`, \
         then open http://127.0.0.1:8080/. The command-line tool is `tafl`."
    );
}
