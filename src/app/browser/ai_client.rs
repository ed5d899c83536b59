//! The page's side of the AI Web Worker (`src/bin/worker.rs`): starts it,
//! sends [`ThinkRequest`]s and hands each [`ThinkResult`] to the callback
//! given with its request. The search never runs on the main thread.
//!
//! ```ignore
//! let client = AiClient::new()?;            // keep it, e.g. StoredValue::new_local
//! let job = client.think(request, move |result| match result.answer {
//!     Ok(found) => play(found.mv),          // or show it, for a hint
//!     Err(why) => show_error(why),          // a ThinkError, said in the page's words
//! });
//! client.cancel();                          // undo / new game: stops at once
//! ```
//!
//! A crash in the worker never reaches the page: the job is answered with
//! [`ThinkError::Stopped`] (the worker's message goes to the console) and
//! the next request starts a fresh worker.

use super::module_worker::ModuleWorker;
use crate::protocol::{ThinkError, ThinkRequest, ThinkResult, WorkerMessage};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;

/// Where trunk puts the worker's loader (`data-loader-shim` in index.html),
/// as an absolute path under the site's base path, so deep URLs and
/// sub-path hosting both find it.
pub fn worker_url() -> String {
    crate::site::href("/worker_loader.js")
}

type Callback = Box<dyn FnOnce(ThinkResult)>;
/// A rating request: its job, its text (sent again if its worker is
/// replaced) and the callback that hears the answer's text (`None`: the
/// worker stopped).
type Rating = (u64, String, Box<dyn FnOnce(Option<String>)>);

/// One running worker.
struct Connection {
    worker: ModuleWorker,
    /// The worker has said [`WorkerMessage::Ready`].
    ready: bool,
    /// Requests sent before it was ready (a message that arrives while the
    /// worker is still loading its wasm could be lost).
    queued: Vec<String>,
}

#[derive(Default)]
struct Inner {
    connection: Option<Connection>,
    /// Callbacks of the jobs not answered yet.
    pending: HashMap<u64, Callback>,
    /// The rating requests not answered yet (few: a list).
    rating: Vec<Rating>,
    next_job: u64,
    /// Counts workers started, so a stopped worker's late events are ignored.
    generation: u64,
    /// Stopped workers whose handlers may still be running: dropped on a
    /// later turn of the event loop, never from inside their own handler.
    retired: Vec<Connection>,
}

/// The AI, running in a Web Worker. Cheap to clone (all clones drive the
/// same worker); the worker stops when the last clone is dropped.
#[derive(Clone)]
pub struct AiClient {
    inner: Rc<RefCell<Inner>>,
}

impl AiClient {
    /// Starts the worker.
    ///
    /// # Errors
    /// When the browser cannot start it (no Worker support).
    pub fn new() -> Result<AiClient, ThinkError> {
        let client = AiClient {
            inner: Rc::new(RefCell::new(Inner::default())),
        };
        client.start()?;
        Ok(client)
    }

    /// Asks for a move for the side to move after `request.moves`. The
    /// client numbers the job (the returned number, also in the result's
    /// `job`; `request.job` is replaced). `callback` runs once with the
    /// answer, unless [`AiClient::cancel`] comes first; it may call the
    /// client again. Nothing is played: the page plays the move.
    pub fn think(
        &self,
        mut request: ThinkRequest,
        callback: impl FnOnce(ThinkResult) + 'static,
    ) -> u64 {
        let job = self.next_job();
        request.job = job;
        if let Err(why) = self.ensure_started() {
            callback(ThinkResult {
                job,
                answer: Err(why),
            });
            return job;
        }
        self.inner
            .borrow_mut()
            .pending
            .insert(job, Box::new(callback));
        self.send(request.to_json());
        job
    }

    /// Counts a finished rated game in the worker: `request` writes the
    /// request's text for its job number (`protocol::rate`), `callback`
    /// hears the answer's text once (`None` when the worker crashed or
    /// could not start). A [`AiClient::cancel`] does not drop it but sends
    /// it again to the fresh worker: a new game must not lose the count of
    /// the last one. The text is read by the caller, so only the binary
    /// that counts ratings carries its reader.
    pub fn rate(
        &self,
        request: impl FnOnce(u64) -> String,
        callback: impl FnOnce(Option<String>) + 'static,
    ) {
        let job = self.next_job();
        if self.ensure_started().is_err() {
            return callback(None);
        }
        let text = request(job);
        self.inner
            .borrow_mut()
            .rating
            .push((job, text.clone(), Box::new(callback)));
        self.send(text);
    }

    fn next_job(&self) -> u64 {
        let mut inner = self.inner.borrow_mut();
        inner.next_job += 1;
        inner.next_job
    }

    fn ensure_started(&self) -> Result<(), ThinkError> {
        if self.inner.borrow().connection.is_none() {
            self.start()
        } else {
            Ok(())
        }
    }

    /// Posts `text`, or queues it until the worker is ready.
    fn send(&self, text: String) {
        let mut inner = self.inner.borrow_mut();
        if let Some(connection) = inner.connection.as_mut() {
            if connection.ready {
                connection.worker.post(&text);
            } else {
                connection.queued.push(text);
            }
        }
    }

    /// A hint: the move the AI would play at `request.level` for the side
    /// to move, not played. The same as [`AiClient::think`]; a separate
    /// name so the page says what it means.
    pub fn hint(&self, request: ThinkRequest, callback: impl FnOnce(ThinkResult) + 'static) -> u64 {
        self.think(request, callback)
    }

    /// Stops every search at once (undo, new game, leaving the page): the
    /// worker is terminated and a fresh one started; the callbacks of the
    /// jobs not answered are dropped without being called.
    pub fn cancel(&self) {
        let rating = {
            let mut inner = self.inner.borrow_mut();
            inner.pending.clear();
            inner.stop();
            std::mem::take(&mut inner.rating)
        };
        // Without a worker the next think starts one.
        let started = self.start();
        // A rating being counted is sent again to the fresh worker.
        match started {
            Ok(()) => {
                for (job, text, callback) in rating {
                    self.inner
                        .borrow_mut()
                        .rating
                        .push((job, text.clone(), callback));
                    self.send(text);
                }
            }
            Err(_) => stopped(rating),
        }
    }

    /// Whether a job is waiting for its answer ("thinking…").
    pub fn is_thinking(&self) -> bool {
        !self.inner.borrow().pending.is_empty()
    }

    /// Starts a worker (stopping any running one).
    fn start(&self) -> Result<(), ThinkError> {
        let generation = {
            let mut inner = self.inner.borrow_mut();
            inner.stop();
            inner.generation += 1;
            inner.generation
        };
        let weak = Rc::downgrade(&self.inner);
        let on_error = {
            let weak = weak.clone();
            move |_: String| fail_all(&weak, generation, ThinkError::Stopped)
        };
        let worker = ModuleWorker::start(
            &worker_url(),
            move |text| on_message(&weak, generation, &text),
            on_error,
        )
        .map_err(|_| ThinkError::NoWorker)?;
        self.inner.borrow_mut().connection = Some(Connection {
            worker,
            ready: false,
            queued: Vec::new(),
        });
        Ok(())
    }
}

impl Inner {
    /// Terminates the running worker; its handlers are kept until a later
    /// turn of the event loop.
    fn stop(&mut self) {
        if let Some(connection) = self.connection.take() {
            connection.worker.stop();
            self.retired.push(connection);
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A message from the worker of `generation`.
fn on_message(weak: &Weak<RefCell<Inner>>, generation: u64, text: &str) {
    let Some(inner) = weak.upgrade() else { return };
    if inner.borrow().generation != generation {
        return;
    }
    match WorkerMessage::from_json(text) {
        Ok(WorkerMessage::Ready) => {
            let mut inner = inner.borrow_mut();
            let retired = std::mem::take(&mut inner.retired);
            if let Some(connection) = inner.connection.as_mut() {
                connection.ready = true;
                for queued in connection.queued.drain(..) {
                    connection.worker.post(&queued);
                }
            }
            drop(inner);
            // Earlier workers' handlers: none of them is running now.
            drop(retired);
        }
        Ok(WorkerMessage::Result(result)) => {
            let callback = inner.borrow_mut().pending.remove(&result.job);
            if let Some(callback) = callback {
                callback(result);
            }
        }
        Ok(WorkerMessage::Rated { job, answer }) => {
            let callback = {
                let mut inner = inner.borrow_mut();
                let at = inner.rating.iter().position(|(j, _, _)| *j == job);
                at.map(|at| inner.rating.remove(at).2)
            };
            if let Some(callback) = callback {
                callback(Some(answer));
            }
        }
        Ok(WorkerMessage::Crashed { message, .. }) => {
            web_sys::console::warn_1(&message.into());
            fail_all(weak, generation, ThinkError::Stopped);
        }
        Err(_) => fail_all(weak, generation, ThinkError::BadMessage),
    }
}

/// The worker of `generation` is dead: every waiting job gets `why`, and the
/// next request starts a fresh worker.
fn fail_all(weak: &Weak<RefCell<Inner>>, generation: u64, why: ThinkError) {
    let Some(inner) = weak.upgrade() else { return };
    let (pending, rating) = {
        let mut inner = inner.borrow_mut();
        if inner.generation != generation {
            return;
        }
        inner.stop();
        (
            std::mem::take(&mut inner.pending),
            std::mem::take(&mut inner.rating),
        )
    };
    stopped(rating);
    let mut jobs: Vec<_> = pending.into_iter().collect();
    crate::small_sort::sort_by(&mut jobs, |(a, _), (b, _)| a < b);
    for (job, callback) in jobs {
        callback(ThinkResult {
            job,
            answer: Err(why.clone()),
        });
    }
}

/// Rating requests whose worker stopped: each hears so, once.
fn stopped(rating: Vec<Rating>) {
    for (_, _, callback) in rating {
        callback(None);
    }
}

thread_local! {
    /// The client behind [`think_for_test`], started on first use.
    static TEST_CLIENT: RefCell<Option<AiClient>> = const { RefCell::new(None) };
}

/// Hidden end-to-end test hook (`window.wasmBindings.taflAiThink`, exported
/// by the app binary, `src/main.rs`): sends a request in message text
/// through the page's [`AiClient`] and calls `done` with the result as
/// text, or with `cancel` set, cancels instead. It lets `tests/e2e/ai.rs`
/// drive the real client; the page itself never calls it.
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
    match ThinkRequest::from_json(request) {
        Ok(request) => {
            client.think(request, move |result| {
                let text = WorkerMessage::Result(result).to_json();
                let _ = done.call1(&JsValue::NULL, &JsValue::from_str(&text));
            });
        }
        Err(_) => {
            let _ = done.call1(&JsValue::NULL, &JsValue::from_str("not a request"));
        }
    }
}
