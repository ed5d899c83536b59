//! The page's side of every Web Worker ([`WorkerClient`]): it starts the
//! worker, holds requests until the worker says `Ready`, numbers the jobs,
//! calls each job's callback once with its typed answer, and when the
//! worker crashes, fails to load, says something that is not a message or
//! (if asked) falls silent, answers every waiting job with a [`Failure`]
//! and starts a fresh worker for the next request. The AI client
//! (`ai_client.rs`) and the record reader's (`reader_client.rs`) are thin
//! typed wrappers over it; the wire is `crate::protocol::envelope`'s.
//!
//! Handlers of a stopped worker may still be on the stack (a callback
//! that cancels runs inside the worker's own message handler): a stopped
//! worker is kept, silent, until a later worker says `Ready`, never
//! dropped from inside its own handler.

use super::module_worker::ModuleWorker;
use crate::json::{self, Json};
use crate::protocol::envelope::{FromWorker, ToWorker};
use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Why a job got no answer from its worker. Each typed client says it in
/// its own error (the AI's `ThinkError`, the reader's failed import).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The browser could not start the worker.
    NoWorker,
    /// The worker crashed, failed to load, or said nothing in time.
    Stopped,
    /// The worker said something that is not one of its messages.
    BadMessage,
    /// The worker could not read the request.
    Unreadable,
}

/// What [`WorkerClient::cancel`] does with a job still waiting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnCancel {
    /// Its callback is dropped without being called (a search nobody
    /// wants any more).
    Drop,
    /// It is sent again to the fresh worker (a rated game's count, which
    /// a new game must not lose).
    SendAgain,
}

/// The callback of a job.
type Callback<A> = Box<dyn FnOnce(Result<A, Failure>)>;

/// A job not answered yet.
struct Waiting<A> {
    job: u64,
    /// Its message, kept for a fresh worker when it survives a cancel.
    again: Option<String>,
    callback: Callback<A>,
}

/// One running worker.
struct Connection {
    worker: ModuleWorker,
    /// The worker has said `Ready`.
    ready: bool,
    /// Messages to post once it is ready.
    queued: Vec<String>,
    /// The timer that presumes the worker hung (with `answer_within`).
    silence: Option<Silence>,
}

/// The handler of the silence timer, and the timer's handle while set.
struct Silence {
    on_silence: Closure<dyn FnMut()>,
    handle: Option<i32>,
}

struct Inner<A> {
    url: String,
    /// How long a waiting job may hear nothing before the worker is
    /// presumed hung (`None`: for ever).
    answer_within_ms: Option<i32>,
    connection: Option<Connection>,
    /// The jobs not answered yet, oldest first.
    waiting: Vec<Waiting<A>>,
    next_job: u64,
    /// Counts workers started, so a stopped worker's late events are ignored.
    generation: u64,
    /// Stopped workers whose handlers may still be running.
    retired: Vec<Connection>,
}

/// A Web Worker that answers requests `Q` with answers `A`, both
/// [`Json`]. Cheap to clone (all clones drive the same worker); the
/// worker stops when the last clone is dropped. Not `Send`: keep it in a
/// `StoredValue::new_local` or a thread-local.
pub struct WorkerClient<Q, A> {
    inner: Rc<RefCell<Inner<A>>>,
    request: PhantomData<fn(Q)>,
}

impl<Q, A> Clone for WorkerClient<Q, A> {
    fn clone(&self) -> Self {
        WorkerClient {
            inner: self.inner.clone(),
            request: PhantomData,
        }
    }
}

impl<Q: Json + 'static, A: Json + 'static> WorkerClient<Q, A> {
    /// A client of the worker whose loader is at `url`, started by the
    /// first request (or [`WorkerClient::start`]).
    pub fn new(url: String) -> Self {
        WorkerClient {
            inner: Rc::new(RefCell::new(Inner {
                url,
                answer_within_ms: None,
                connection: None,
                waiting: Vec::new(),
                next_job: 0,
                generation: 0,
                retired: Vec::new(),
            })),
            request: PhantomData,
        }
    }

    /// The same client, presuming its worker hung (and so answering its
    /// jobs [`Failure::Stopped`]) when a job waits `ms` milliseconds
    /// without hearing anything from it.
    pub fn answer_within(self, ms: i32) -> Self {
        self.inner.borrow_mut().answer_within_ms = Some(ms);
        self
    }

    /// Sends `request`; `callback` runs once with its answer or why there
    /// is none, always on a later turn of the event loop (also when the
    /// worker cannot start), unless a cancel drops it first; it may call
    /// the client again.
    pub fn send(
        &self,
        request: Q,
        on_cancel: OnCancel,
        callback: impl FnOnce(Result<A, Failure>) + 'static,
    ) {
        let job = {
            let mut inner = self.inner.borrow_mut();
            inner.next_job += 1;
            inner.next_job
        };
        if self.start().is_err() {
            // Answered later, as a worker's answer would be.
            wasm_bindgen_futures::spawn_local(async move { callback(Err(Failure::NoWorker)) });
            return;
        }
        let text = json::to_text(&ToWorker { job, request });
        let mut inner = self.inner.borrow_mut();
        inner.waiting.push(Waiting {
            job,
            again: (on_cancel == OnCancel::SendAgain).then(|| text.clone()),
            callback: Box::new(callback),
        });
        if let Some(connection) = inner.connection.as_mut() {
            if connection.ready {
                connection.worker.post(&text);
            } else {
                connection.queued.push(text);
            }
        }
        inner.watch();
    }

    /// Stops every job at once (undo, new game, leaving the page): the
    /// worker is terminated and a fresh one started; the jobs sent with
    /// [`OnCancel::Drop`] are dropped without their callbacks being
    /// called, those with [`OnCancel::SendAgain`] go to the fresh worker.
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        let (kept, dropped) = std::mem::take(&mut inner.waiting)
            .into_iter()
            .partition(|w| w.again.is_some());
        inner.waiting = kept;
        inner.stop();
        drop(inner);
        // Dropped outside the borrow: what they hold may reach the client.
        drop::<Vec<_>>(dropped);
        if self.start().is_err() {
            let waiting = std::mem::take(&mut self.inner.borrow_mut().waiting);
            wasm_bindgen_futures::spawn_local(async move { fail(waiting, Failure::NoWorker) });
        }
    }

    /// Stops the worker and drops every waiting job unanswered; the next
    /// request starts a fresh worker. (The reader's worker, once it has
    /// answered, so that its memory goes with it.)
    pub fn stop(&self) {
        let mut inner = self.inner.borrow_mut();
        let dropped = std::mem::take(&mut inner.waiting);
        inner.stop();
        drop(inner);
        drop(dropped);
    }

    /// Whether a job that a cancel would drop is waiting ("thinking…").
    pub fn is_waiting(&self) -> bool {
        self.inner
            .borrow()
            .waiting
            .iter()
            .any(|w| w.again.is_none())
    }

    /// Starts the worker now, unless it is running (a page that wants it
    /// ready before its first request); the jobs kept for a fresh worker
    /// ([`OnCancel::SendAgain`]) are sent to it.
    ///
    /// # Errors
    /// [`Failure::NoWorker`] when the browser cannot start it.
    pub fn start(&self) -> Result<(), Failure> {
        let (url, generation, within) = {
            let mut inner = self.inner.borrow_mut();
            if inner.connection.is_some() {
                return Ok(());
            }
            inner.generation += 1;
            (inner.url.clone(), inner.generation, inner.answer_within_ms)
        };
        let weak = Rc::downgrade(&self.inner);
        let on_error = {
            let weak = weak.clone();
            move |_: String| fail_all(&weak, generation, Failure::Stopped)
        };
        let on_message = {
            let weak = weak.clone();
            move |text: String| on_message(&weak, generation, &text)
        };
        let worker =
            ModuleWorker::start(&url, on_message, on_error).map_err(|_| Failure::NoWorker)?;
        let silence = within.map(|ms| {
            let on_silence = move || {
                let why = format!("{url}: no answer within {ms} ms");
                web_sys::console::warn_1(&why.into());
                fail_all(&weak, generation, Failure::Stopped);
            };
            Silence {
                on_silence: Closure::<dyn FnMut()>::new(on_silence),
                handle: None,
            }
        });
        let mut inner = self.inner.borrow_mut();
        let queued = inner.waiting.iter().filter_map(|w| w.again.clone());
        inner.connection = Some(Connection {
            worker,
            ready: false,
            queued: queued.collect(),
            silence,
        });
        inner.watch();
        Ok(())
    }
}

impl<A> Inner<A> {
    /// Terminates the running worker; its handlers are kept until a later
    /// worker says `Ready`.
    fn stop(&mut self) {
        if let Some(mut connection) = self.connection.take() {
            connection.worker.stop();
            clear_timer(&mut connection);
            self.retired.push(connection);
        }
    }

    /// Sets the silence timer afresh while a job waits, clears it when
    /// none does.
    fn watch(&mut self) {
        let (Some(connection), Some(ms)) = (self.connection.as_mut(), self.answer_within_ms) else {
            return;
        };
        clear_timer(connection);
        let (Some(silence), false) = (connection.silence.as_mut(), self.waiting.is_empty()) else {
            return;
        };
        silence.handle = web_sys::window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(
                silence.on_silence.as_ref().unchecked_ref(),
                ms,
            )
            .ok()
        });
    }
}

impl<A> Drop for Inner<A> {
    fn drop(&mut self) {
        self.stop();
    }
}

fn clear_timer(connection: &mut Connection) {
    let handle = connection.silence.as_mut().and_then(|s| s.handle.take());
    if let (Some(window), Some(handle)) = (web_sys::window(), handle) {
        window.clear_timeout_with_handle(handle);
    }
}

/// A message from the worker of `generation`.
fn on_message<A: Json>(weak: &Weak<RefCell<Inner<A>>>, generation: u64, text: &str) {
    let Some(inner) = weak.upgrade() else { return };
    if inner.borrow().generation != generation {
        return;
    }
    let (job, answer) = match json::from_text::<FromWorker<A>>(text) {
        Ok(FromWorker::Ready) => {
            let mut inner = inner.borrow_mut();
            let retired = std::mem::take(&mut inner.retired);
            if let Some(connection) = inner.connection.as_mut() {
                connection.ready = true;
                for queued in connection.queued.drain(..) {
                    connection.worker.post(&queued);
                }
            }
            inner.watch();
            drop(inner);
            // Earlier workers' handlers: none of them is running now.
            drop(retired);
            return;
        }
        Ok(FromWorker::Answer { job, answer }) => (job, Ok(answer)),
        Ok(FromWorker::Unreadable { job, message }) => {
            web_sys::console::warn_1(&message.into());
            (job, Err(Failure::Unreadable))
        }
        Ok(FromWorker::Crashed { message, .. }) => {
            let url = inner.borrow().url.clone();
            web_sys::console::warn_1(&format!("{url} crashed: {message}").into());
            return fail_all(weak, generation, Failure::Stopped);
        }
        Err(_) => return fail_all(weak, generation, Failure::BadMessage),
    };
    let callback = {
        let mut inner = inner.borrow_mut();
        let at = inner.waiting.iter().position(|w| w.job == job);
        let waiting = at.map(|at| inner.waiting.remove(at));
        inner.watch();
        waiting
    };
    if let Some(waiting) = callback {
        (waiting.callback)(answer);
    }
}

/// The worker of `generation` is dead: every waiting job gets `why`, and
/// the next request starts a fresh worker.
fn fail_all<A>(weak: &Weak<RefCell<Inner<A>>>, generation: u64, why: Failure) {
    let Some(inner) = weak.upgrade() else { return };
    let waiting = {
        let mut inner = inner.borrow_mut();
        if inner.generation != generation {
            return;
        }
        inner.stop();
        std::mem::take(&mut inner.waiting)
    };
    fail(waiting, why);
}

/// Answers each of `waiting` with `why`, oldest first.
fn fail<A>(waiting: Vec<Waiting<A>>, why: Failure) {
    for waiting in waiting {
        (waiting.callback)(Err(why));
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests;
