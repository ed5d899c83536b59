//! The loop of every Web Worker binary (`src/bin/worker.rs`,
//! `src/bin/reader.rs`): each gives [`serve`] its typed job, and this
//! carries the messages, says `Ready`, and turns a panic into a `Crashed`
//! report for the job being answered. The job itself is a pure function,
//! tested natively; only this part needs the browser.

use super::envelope::{read_request, reply_to, FromWorker};
use crate::json::{self, Json};
use std::cell::Cell;
use std::future::Future;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// The job being answered, so that a panic still reports to its caller.
    static CURRENT_JOB: Cell<u64> = const { Cell::new(0) };
}

/// Runs this worker: every request the page sends (numbered, as
/// [`super::envelope::ToWorker`]) is read as a `Q` and answered with what
/// `answer` returns, posted under its job. Posts
/// [`FromWorker::Ready`] once the handler is set. A panic (with
/// `panic = "abort"` the worker dies right after) is posted as
/// [`FromWorker::Crashed`] for the current job: the page learns why,
/// answers its waiting jobs and starts a fresh worker; it never takes the
/// page down. Returns at once; the handler lives as long as the worker.
pub fn serve<Q, A>(mut answer: impl FnMut(Q) -> A + 'static)
where
    Q: Json + 'static,
    A: Json + 'static,
{
    listen::<A>(move |text| {
        let started = |job| CURRENT_JOB.with(|current| current.set(job));
        post(&reply_to(text, &mut answer, started));
    });
}

/// [`serve`] for a job that may wait for something before it answers (the
/// AI worker fetches an endgame table): each request's future is run on
/// its own and its answer posted when it is ready. Jobs may overlap while
/// one waits; the job numbers keep each answer with its caller.
pub fn serve_async<Q, A, F>(mut answer: impl FnMut(Q) -> F + 'static)
where
    Q: Json + 'static,
    A: Json + 'static,
    F: Future<Output = A> + 'static,
{
    listen::<A>(move |text| match read_request::<Q, A>(text) {
        Ok((job, request)) => {
            CURRENT_JOB.with(|current| current.set(job));
            let answering = answer(request);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = answering.await;
                post(&FromWorker::Answer { job, answer });
            });
        }
        Err(unreadable) => post(&unreadable),
    });
}

/// What both loops share: a panic posted as `Crashed` for the current
/// job, every message's text handed to `on_text`, then `Ready`.
fn listen<A: Json + 'static>(mut on_text: impl FnMut(&str) + 'static) {
    std::panic::set_hook(Box::new(|info| {
        post(&FromWorker::<A>::Crashed {
            job: CURRENT_JOB.with(Cell::get),
            message: info.to_string(),
        });
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        on_text(&event.data().as_string().unwrap_or_default());
    });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&FromWorker::<A>::Ready);
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post<A: Json>(message: &FromWorker<A>) {
    // Posting a string cannot fail for a live worker; if it did, there
    // is nobody left to tell.
    let _ = scope().post_message(&JsValue::from_str(&json::to_text(message)));
}
