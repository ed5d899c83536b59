//! A module Web Worker with its handlers, as the one worker client
//! (`worker_client.rs`) runs each: started from its loader's address,
//! spoken to in text, and stopped without its handlers being dropped
//! while they may still run (they go with the value, on a later turn).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// A running worker and the two handlers it calls.
pub struct ModuleWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl ModuleWorker {
    /// Starts the module worker at `url`: `on_message` hears each message
    /// as text, `on_error` the message of an error the worker did not
    /// handle (also written to the console, and kept from the page's).
    ///
    /// # Errors
    /// When the browser cannot start it (written to the console).
    pub fn start(
        url: &str,
        mut on_message: impl FnMut(String) + 'static,
        mut on_error: impl FnMut(String) + 'static,
    ) -> Result<ModuleWorker, JsValue> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options).inspect_err(|e| {
            web_sys::console::warn_1(e);
        })?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            on_message(event.data().as_string().unwrap_or_default());
        });
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            let message = event.message();
            web_sys::console::warn_1(&message.clone().into());
            on_error(message);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(ModuleWorker {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends `text` to the worker.
    pub fn post(&self, text: &str) {
        let _ = self.worker.post_message(&JsValue::from_str(text));
    }

    /// Stops the worker at once: it hears nothing more and calls nothing
    /// more. The handlers live until this value is dropped.
    pub fn stop(&self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
