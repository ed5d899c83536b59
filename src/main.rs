//! The web app entry that trunk builds for wasm32: it only mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tafl::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "tafl-app is the browser app: build and serve it with `bash scripts/serve`, \
         then open http://127.0.0.1:8080/. The command-line tool is `tafl`."
    );
}
