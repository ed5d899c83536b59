//! The workers' protocols: the messages between the page and the AI
//! Web Worker (`messages.rs`), and the worker's whole job
//! ([`Session::answer`], `worker.rs`) as a pure function of a request and
//! a clock, so that it is tested natively; and the record reader's worker
//! (`import.rs`, why a text is refused in `refusal.rs`), which reads a
//! pasted record off the page's main thread.
//!
//! Messages travel as JSON text (`postMessage` of a string, written and
//! read with [`crate::json`], each message's form defined once): the page sends
//! a [`ThinkRequest`]; the worker answers [`WorkerMessage::Ready`] once when
//! it has started (requests sent before that could be lost, so the client
//! waits for it), then one [`WorkerMessage::Result`] per request. A
//! finished rated game is counted there too ([`rate`]): one
//! [`WorkerMessage::Rated`] per rating request. The worker
//! never plays a move itself: the page plays the answer, or shows it as a
//! hint.
//!
//! Apart from the app because the page and the worker are two binaries
//! that share only this: the app's AI client is the page's side,
//! `src/bin/worker.rs` the worker's (for the reader: the app's
//! `browser/reader_client.rs`, and `src/bin/reader.rs`).

pub mod import;
mod messages;
pub mod rate;
pub mod refusal;
mod worker;

pub use messages::{Found, Score, ThinkError, ThinkRequest, ThinkResult, WorkerMessage};
pub use worker::{Session, WORKER_TT_LOG2};
