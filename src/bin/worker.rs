//! The AI Web Worker that trunk builds next to the app (`worker.js`,
//! `worker_bg.wasm` and the loader `worker_loader.js`, see index.html): it
//! answers the page's [`tafl::protocol::ThinkRequest`]s off the main
//! thread. `src/app/browser/ai_client.rs` starts it and talks to it.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::{Cell, RefCell};
    use tafl::protocol::{Session, WorkerMessage};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    thread_local! {
        /// The job being answered, so that a panic still reports to its caller.
        static CURRENT_JOB: Cell<u64> = const { Cell::new(0) };
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post(message: &WorkerMessage) {
        // Posting a string cannot fail for a live worker; if it did, there
        // is nobody left to tell.
        let _ = scope().post_message(&JsValue::from_str(&message.to_json()));
    }

    /// A panic (with `panic = "abort"` the worker dies right after) becomes
    /// an error answer for the current job: the page learns why and starts
    /// a fresh worker; it never takes the page down.
    fn report_panics() {
        std::panic::set_hook(Box::new(|info| {
            let job = CURRENT_JOB.with(Cell::get);
            post(&WorkerMessage::Crashed {
                job,
                message: format!("the AI crashed: {info}"),
            });
        }));
    }

    pub fn run() {
        report_panics();
        let session = RefCell::new(Session::new());
        let clock = || js_sys::Date::now();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let started = |job| CURRENT_JOB.with(|current| current.set(job));
            let reply = session.borrow_mut().answer_json(&text, &clock, &started);
            post(&reply);
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(&WorkerMessage::Ready);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("worker is the browser's AI Web Worker; trunk builds it for wasm32 (see index.html).");
}
