//! The page's side of the record reader's worker (`src/bin/reader.rs`):
//! [`read_record`] starts a worker for one import, sends it the text once
//! it is ready, hands its answer to the caller and stops it. The readers
//! never run on the page's main thread, and the page's wasm does not
//! carry them.
//!
//! A worker that cannot start, crashes, answers nothing readable or
//! nothing within [`ANSWER_WITHIN_MS`] ends the import with
//! [`ReadOutcome::Failed`]: nothing is saved, and nothing saved is
//! touched.

use super::module_worker::ModuleWorker;
use crate::json::{self, Raw};
use crate::protocol::import::{ReadRequest, ReaderMessage};
use crate::protocol::refusal::Refusal;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long the page waits for an answer: many times what the slowest
/// text takes on a slow phone, so only a worker that never loaded or hangs
/// reaches it.
pub const ANSWER_WITHIN_MS: i32 = 60_000;

/// How an import through the worker ended.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadOutcome {
    /// The new save, as its stored JSON (read by [`crate::saves::decode`]).
    Saved(String),
    /// The text was refused, and why.
    Refused(Refusal),
    /// The worker could not start, crashed, or said nothing readable.
    Failed,
}

/// Where trunk puts the reader's loader (`data-loader-shim` in index.html),
/// under the site's base path.
fn reader_url() -> String {
    crate::site::href("/reader_loader.js")
}

type Done = Box<dyn FnOnce(ReadOutcome)>;

/// The import being read: its worker, its request until sent, the
/// caller's callback until called, and the handlers kept alive with it.
struct Job {
    worker: ModuleWorker,
    request: Option<String>,
    done: Option<Done>,
    timeout: Option<i32>,
    _on_timeout: Closure<dyn FnMut()>,
}

thread_local! {
    /// The one import being read (a new one replaces it).
    static CURRENT: RefCell<Option<Rc<RefCell<Job>>>> = const { RefCell::new(None) };
    /// Finished jobs whose handlers may still be on the stack: dropped when
    /// the next import starts, never from inside their own handler.
    static RETIRED: RefCell<Vec<Rc<RefCell<Job>>>> = const { RefCell::new(Vec::new()) };
}

/// Reads `request` in a new worker; `done` runs once with the outcome
/// (asynchronously, also when the worker cannot start). An import still
/// being read is abandoned: its callback is never called.
pub fn read_record(request: &ReadRequest, done: impl FnOnce(ReadOutcome) + 'static) {
    RETIRED.with(|r| r.borrow_mut().clear());
    if let Some(previous) = CURRENT.with(|c| c.borrow_mut().take()) {
        stop(&previous);
        previous.borrow_mut().done = None;
        RETIRED.with(|r| r.borrow_mut().push(previous));
    }
    match start(json::to_text(request), Box::new(done)) {
        Ok(job) => CURRENT.with(|c| *c.borrow_mut() = Some(job)),
        Err(done) => {
            // Answered on a later turn, as a worker's answer would be.
            leptos::task::spawn_local(async move { done(ReadOutcome::Failed) });
        }
    }
}

/// Starts the worker of one import, or gives `done` back when the browser
/// cannot start it.
fn start(request: String, done: Done) -> Result<Rc<RefCell<Job>>, Done> {
    // The handlers find the job through this slot, filled once it exists.
    let slot: Rc<RefCell<Weak<RefCell<Job>>>> = Rc::default();
    let job_of = |slot: &Rc<RefCell<Weak<RefCell<Job>>>>| slot.borrow().upgrade();
    let on_message = {
        let slot = slot.clone();
        move |text: String| {
            if let Some(job) = job_of(&slot) {
                on_message(&job, &text);
            }
        }
    };
    let on_error = {
        let slot = slot.clone();
        move |_: String| {
            if let Some(job) = job_of(&slot) {
                finish(&job, ReadOutcome::Failed);
            }
        }
    };
    let Ok(worker) = ModuleWorker::start(&reader_url(), on_message, on_error) else {
        return Err(done);
    };
    let on_timeout = Closure::<dyn FnMut()>::new({
        let slot = slot.clone();
        move || {
            if let Some(job) = job_of(&slot) {
                finish(&job, ReadOutcome::Failed);
            }
        }
    });
    let timeout = web_sys::window().and_then(|w| {
        w.set_timeout_with_callback_and_timeout_and_arguments_0(
            on_timeout.as_ref().unchecked_ref(),
            ANSWER_WITHIN_MS,
        )
        .ok()
    });
    let job = Rc::new(RefCell::new(Job {
        worker,
        request: Some(request),
        done: Some(done),
        timeout,
        _on_timeout: on_timeout,
    }));
    *slot.borrow_mut() = Rc::downgrade(&job);
    Ok(job)
}

/// A message from the job's worker: on `Ready` the request goes; an
/// answer ends the job.
fn on_message(job: &Rc<RefCell<Job>>, text: &str) {
    let outcome = match json::from_text::<ReaderMessage>(text) {
        Ok(ReaderMessage::Ready) => {
            let mut job = job.borrow_mut();
            if let Some(request) = job.request.take() {
                job.worker.post(&request);
            }
            return;
        }
        Ok(ReaderMessage::Saved(Raw(save))) => ReadOutcome::Saved(save),
        Ok(ReaderMessage::Refused(refusal)) => ReadOutcome::Refused(refusal),
        Ok(ReaderMessage::Crashed(message)) => {
            web_sys::console::warn_1(&message.into());
            ReadOutcome::Failed
        }
        Err(_) => ReadOutcome::Failed,
    };
    finish(job, outcome);
}

/// Ends the job: the worker stops, and its caller hears `outcome` (once).
fn finish(job: &Rc<RefCell<Job>>, outcome: ReadOutcome) {
    stop(job);
    let done = job.borrow_mut().done.take();
    if let Some(done) = done {
        done(outcome);
    }
}

/// Stops the job's worker and its timer; its handlers stay until the job
/// is dropped.
fn stop(job: &Rc<RefCell<Job>>) {
    let mut job = job.borrow_mut();
    job.worker.stop();
    if let (Some(window), Some(id)) = (web_sys::window(), job.timeout.take()) {
        window.clear_timeout_with_handle(id);
    }
}
