//! The AI worker's protocol: the messages between the page and the AI
//! Web Worker (`messages.rs`), and the worker's whole job
//! ([`Session::answer`], `worker.rs`) as a pure function of a request and
//! a clock, so that it is tested natively.
//!
//! Messages travel as JSON text (`postMessage` of a string, written and
//! read with [`crate::json`]; the `serde` derives are the form as `serde`
//! wrote it, kept as the reference of `tests/json_compat.rs`): the page sends
//! a [`ThinkRequest`]; the worker answers [`WorkerMessage::Ready`] once when
//! it has started (requests sent before that could be lost, so the client
//! waits for it), then one [`WorkerMessage::Result`] per request. The worker
//! never plays a move itself: the page plays the answer, or shows it as a
//! hint.
//!
//! Apart from the app because the page and the worker are two binaries
//! that share only this: the app's AI client is the page's side,
//! `src/bin/worker.rs` the worker's.

mod messages;
mod worker;

pub use messages::{Found, Score, ThinkRequest, ThinkResult, WorkerMessage};
pub use worker::{Session, WORKER_TT_LOG2};
