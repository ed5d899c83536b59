//! The page's side of the AI Web Worker (`src/bin/worker.rs`): the one
//! worker client ([`WorkerClient`]) typed with the AI's request and
//! answer, so that the pages ask for a move and hear a move. The search
//! never runs on the main thread.
//!
//! ```ignore
//! let client = AiClient::new()?;            // keep it, e.g. StoredValue::new_local
//! client.think(request, move |answer| match answer {
//!     Ok(found) => play(found.mv),          // or show it, for a hint
//!     Err(why) => show_error(why),          // a ThinkError, said in the page's words
//! });
//! client.cancel();                          // undo / new game: stops at once
//! ```
//!
//! A crash in the worker never reaches the page: the job is answered with
//! [`ThinkError::Stopped`] (the worker's message goes to the console) and
//! the next request starts a fresh worker.

use super::worker_client::{Failure, OnCancel, WorkerClient};
use crate::json;
use crate::protocol::rate::{RateRefusal, RateRequest, Rated};
use crate::protocol::{AiAnswer, AiRequest, Found, ThinkError, ThinkRequest};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Where trunk puts the worker's loader (`data-loader-shim` in index.html),
/// as an absolute path under the site's base path, so deep URLs and
/// sub-path hosting both find it.
pub fn worker_url() -> String {
    crate::site::href("/worker_loader.js")
}

/// The AI, running in a Web Worker. Cheap to clone (all clones drive the
/// same worker); the worker stops when the last clone is dropped.
#[derive(Clone)]
pub struct AiClient {
    client: WorkerClient<AiRequest, AiAnswer>,
}

impl AiClient {
    /// Starts the worker.
    ///
    /// # Errors
    /// When the browser cannot start it (no Worker support).
    pub fn new() -> Result<AiClient, ThinkError> {
        let client = WorkerClient::new(worker_url());
        client.start().map_err(|_| ThinkError::NoWorker)?;
        Ok(AiClient { client })
    }

    /// Asks for a move for the side to move after `request.moves`.
    /// `callback` runs once with the move or why there is none, on a later
    /// turn of the event loop, unless [`AiClient::cancel`] comes first; it
    /// may call the client again. Nothing is played: the page plays the
    /// move.
    pub fn think(
        &self,
        request: ThinkRequest,
        callback: impl FnOnce(Result<Found, ThinkError>) + 'static,
    ) {
        let request = AiRequest::Think(request);
        self.client.send(request, OnCancel::Drop, move |answer| {
            callback(match answer {
                Ok(AiAnswer::Think(answer)) => answer,
                Ok(AiAnswer::Rate(_)) | Err(Failure::BadMessage) => Err(ThinkError::BadMessage),
                Err(Failure::NoWorker) => Err(ThinkError::NoWorker),
                Err(Failure::Stopped) => Err(ThinkError::Stopped),
                Err(Failure::Unreadable) => Err(ThinkError::BadRequest),
            })
        });
    }

    /// A hint: the move the AI would play at `request.level` for the side
    /// to move, not played. The same as [`AiClient::think`]; a separate
    /// name so the page says what it means.
    pub fn hint(
        &self,
        request: ThinkRequest,
        callback: impl FnOnce(Result<Found, ThinkError>) + 'static,
    ) {
        self.think(request, callback)
    }

    /// Counts a finished rated game in the worker (`protocol::rate`):
    /// `callback` hears the ratings to store, or why not
    /// ([`RateRefusal::Stopped`] when the worker crashed or could not
    /// start). A [`AiClient::cancel`] does not drop it but sends it again
    /// to the fresh worker: a new game must not lose the count of the
    /// last one.
    pub fn rate(
        &self,
        request: RateRequest,
        callback: impl FnOnce(Result<Rated, RateRefusal>) + 'static,
    ) {
        let request = AiRequest::Rate(request);
        self.client
            .send(request, OnCancel::SendAgain, move |answer| {
                callback(match answer {
                    Ok(AiAnswer::Rate(answer)) => answer,
                    Ok(AiAnswer::Think(_)) | Err(Failure::Unreadable | Failure::BadMessage) => {
                        Err(RateRefusal::BadRequest)
                    }
                    Err(Failure::NoWorker | Failure::Stopped) => Err(RateRefusal::Stopped),
                })
            });
    }

    /// Stops every search at once (undo, new game, leaving the page): the
    /// worker is terminated and a fresh one started; the callbacks of the
    /// searches not answered are dropped without being called (a rated
    /// game being counted is sent again).
    pub fn cancel(&self) {
        self.client.cancel();
    }

    /// Whether a search is waiting for its answer ("thinking…").
    pub fn is_thinking(&self) -> bool {
        self.client.is_waiting()
    }
}

thread_local! {
    /// The client behind [`think_for_test`], started on first use.
    static TEST_CLIENT: RefCell<Option<AiClient>> = const { RefCell::new(None) };
}

/// Hidden end-to-end test hook (`window.wasmBindings.taflAiThink`, exported
/// by the app binary, `src/main.rs`): sends a [`ThinkRequest`] given as
/// JSON text through the page's [`AiClient`] and calls `done` with the
/// answer's text (`{"Ok":{…}}` or `{"Err":…}`), or with `cancel` set,
/// cancels instead. It lets `tests/e2e/ai.rs` drive the real client; the
/// page itself never calls it.
pub fn think_for_test(request: &str, cancel: bool, done: js_sys::Function) {
    let client = TEST_CLIENT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AiClient::new().ok();
        }
        slot.clone()
    });
    let Some(client) = client else {
        let _ = done.call1(&JsValue::NULL, &JsValue::from_str("no worker"));
        return;
    };
    if cancel {
        client.cancel();
        let _ = done.call1(&JsValue::NULL, &JsValue::from_str("cancelled"));
        return;
    }
    match json::from_text::<ThinkRequest>(request) {
        Ok(request) => client.think(request, move |answer| {
            let text = json::to_text(&answer);
            let _ = done.call1(&JsValue::NULL, &JsValue::from_str(&text));
        }),
        Err(_) => {
            let _ = done.call1(&JsValue::NULL, &JsValue::from_str("not a request"));
        }
    }
}
