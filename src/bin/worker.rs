//! The AI Web Worker that trunk builds next to the app (`worker.js`,
//! `worker_bg.wasm` and the loader `worker_loader.js`, see index.html): it
//! answers the page's [`tafl::protocol::AiRequest`]s off the main thread,
//! with one [`tafl::protocol::Session`] whose tables stay warm between
//! requests. `src/app/browser/ai_client.rs` starts it and talks to it.

#[cfg(target_arch = "wasm32")]
fn main() {
    let mut session = tafl::protocol::Session::new();
    tafl::protocol::serve(move |request| session.reply(request, &js_sys::Date::now));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("worker is the browser's AI Web Worker; trunk builds it for wasm32 (see index.html).");
}
