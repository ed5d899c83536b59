//! The site script of every page, built by trunk for wasm32 (see
//! `src/shell`): language choice at `/`, the remembered language, and the
//! service worker for offline play.

#[cfg(target_arch = "wasm32")]
fn main() {
    tafl::shell::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "site is the browser's site script: trunk builds it for wasm32 (`bash scripts/serve`)."
    );
}
