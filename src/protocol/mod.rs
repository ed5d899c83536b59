//! The workers' protocols: what every Web Worker and its page say around
//! their own messages (`envelope.rs`: numbered requests, `Ready`, the
//! answer of each job, a crash), and each worker's own request and
//! answer: the AI's ([`AiRequest`], [`AiAnswer`], `messages.rs`; a rated
//! game counted there too, [`rate`]) with its whole job
//! ([`Session::reply`], `worker.rs`) as a pure function of a request and
//! a clock, so that it is tested natively; and the record reader's
//! ([`import`], why a text is refused in [`refusal`]), which reads a
//! pasted record off the page's main thread.
//!
//! Messages travel as JSON text (`postMessage` of a string, written and
//! read with [`crate::json`]), every message one [`crate::json::Json`]
//! type, no JSON nested in a string: the page sends
//! `{"job":3,"request":…}`; the worker answers `"Ready"` once when it has
//! started (requests sent before that could be lost, so the client waits
//! for it), then `{"Answer":{"job":3,"answer":…}}` per request. The AI
//! worker never plays a move itself: the page plays the answer, or shows
//! it as a hint.
//!
//! Apart from the app because the page and the workers are separate
//! binaries that share only this: the app's one worker client
//! (`browser/worker_client.rs`, typed by `ai_client.rs` and
//! `reader_client.rs`) is the page's side; `serve` (`serve.rs`, wasm32) the
//! workers' loop, which `src/bin/worker.rs` and `src/bin/reader.rs` give
//! their job to.

pub mod envelope;
#[cfg(target_arch = "wasm32")]
mod fetch;
pub mod import;
mod messages;
pub mod rate;
pub mod refusal;
#[cfg(target_arch = "wasm32")]
mod serve;
pub mod tables;
mod worker;

#[cfg(target_arch = "wasm32")]
pub use fetch::fetch_unpacked;
pub use messages::{AiAnswer, AiRequest, Found, ThinkError, ThinkRequest};
#[cfg(target_arch = "wasm32")]
pub use serve::{serve, serve_async};
pub use worker::{Session, WORKER_TT_LOG2};
