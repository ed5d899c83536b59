//! The record reader's Web Worker that trunk builds next to the app
//! (`reader.js`, `reader_bg.wasm` and the loader `reader_loader.js`, see
//! index.html): "My games" sends it a pasted or opened record
//! ([`tafl::protocol::import::ReadRequest`]) and it answers with the new
//! save or why the text was refused, so that no text, however long,
//! holds the page's main thread. `src/app/browser/reader_client.rs` starts
//! it for one import and stops it after the answer.

#[cfg(target_arch = "wasm32")]
fn main() {
    use tafl::protocol::import::{read, ReadRequest};
    tafl::protocol::serve(|request: ReadRequest| read(&request));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("reader is the browser's record reader Web Worker; trunk builds it for wasm32 (see index.html).");
}
