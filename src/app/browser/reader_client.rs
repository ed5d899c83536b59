//! The page's side of the record reader's worker (`src/bin/reader.rs`):
//! [`read_record`] sends one import through the one worker client
//! ([`WorkerClient`], typed with the reader's request and answer), which
//! starts the worker, and stops it once it has answered. The readers never
//! run on the page's main thread, and the page's wasm does not carry them.
//!
//! A worker that cannot start, crashes, answers nothing readable or
//! nothing within [`ANSWER_WITHIN_MS`] ends the import with
//! [`ReadOutcome::Failed`]: nothing is saved, and nothing saved is
//! touched.

use super::worker_client::{OnCancel, WorkerClient};
use crate::json::Raw;
use crate::protocol::import::{ReadAnswer, ReadRequest};
use crate::protocol::refusal::Refusal;

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

thread_local! {
    /// The reader's client; its worker runs only while an import is read.
    static READER: WorkerClient<ReadRequest, ReadAnswer> =
        WorkerClient::new(reader_url()).answer_within(ANSWER_WITHIN_MS);
}

/// Reads `request` in a fresh worker; `done` runs once with the outcome
/// (on a later turn of the event loop, also when the worker cannot
/// start). An import still being read is abandoned: its callback is
/// never called.
pub fn read_record(request: &ReadRequest, done: impl FnOnce(ReadOutcome) + 'static) {
    READER.with(|client| {
        client.stop();
        let finished = client.clone();
        client.send(request.clone(), OnCancel::Drop, move |answer| {
            // Its one job done, the worker goes, and its memory with it.
            finished.stop();
            done(match answer {
                Ok(ReadAnswer::Saved(Raw(save))) => ReadOutcome::Saved(save),
                Ok(ReadAnswer::Refused(refusal)) => ReadOutcome::Refused(refusal),
                Err(_) => ReadOutcome::Failed,
            });
        });
    });
}
