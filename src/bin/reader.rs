//! The record reader's Web Worker that trunk builds next to the app
//! (`reader.js`, `reader_bg.wasm` and the loader `reader_loader.js`, see
//! index.html): "My games" sends it a pasted or opened record
//! ([`tafl::protocol::import::ReadRequest`]) and it answers with the new
//! save or why the text was refused, so that no text, however long,
//! holds the page's main thread. `src/app/browser/reader_client.rs` starts
//! it for one import and stops it after the answer.

#[cfg(target_arch = "wasm32")]
mod worker {
    use tafl::json;
    use tafl::protocol::import::{read_json, ReaderMessage};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post(message: &ReaderMessage) {
        // Posting a string cannot fail for a live worker; if it did, there
        // is nobody left to tell.
        let _ = scope().post_message(&JsValue::from_str(&json::to_text(message)));
    }

    pub fn run() {
        // A panic (the worker dies right after, `panic = "abort"`) is said
        // to the page, which shows that the record could not be read.
        std::panic::set_hook(Box::new(|info| {
            post(&ReaderMessage::Crashed(format!(
                "the reader crashed: {info}"
            )));
        }));
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            post(&read_json(&text));
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(&ReaderMessage::Ready);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("reader is the browser's record reader Web Worker; trunk builds it for wasm32 (see index.html).");
}
