//! What every worker and its page say around their own messages: the page
//! numbers each request ([`ToWorker`]), the worker says it is ready, and
//! answers each job, or says that a request did not read or that it
//! crashed ([`FromWorker`]). Defined once here, for any request and
//! answer, so that each worker's protocol is only its request and its
//! answer (`messages.rs` for the AI, `import.rs` for the record reader),
//! and the page's one client (`app/browser/worker_client.rs`) and the
//! workers' one loop (`serve.rs`, wasm32 only) speak it alike.
//!
//! On the wire, one JSON text a message (readable in the browser's
//! devtools as it is):
//!
//! ```text
//! page → worker   {"job":3,"request":{"Think":{…}}}
//! worker → page   "Ready"
//!                 {"Answer":{"job":3,"answer":{"Think":{"Ok":{…}}}}}
//!                 {"Unreadable":{"job":3,"message":"expected … at byte 40"}}
//!                 {"Crashed":{"job":3,"message":"panicked at …"}}
//! ```

use crate::json::macros::json_struct;
use crate::json::{self, Json, Reader, Writer};

/// A request as the page sends it: under the job number its client gave
/// it, which the worker's answer repeats, so that the client can hand
/// each answer to the callback that waits for it.
#[derive(Clone, Debug, PartialEq)]
pub struct ToWorker<Q> {
    /// Numbered by the client, from 1.
    pub job: u64,
    /// The worker's own request.
    pub request: Q,
}

/// What a worker sends its page.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker<A> {
    /// The worker has started and listens: a request posted before this
    /// could be lost, so the client holds its requests until it comes.
    Ready,
    /// The answer to job `job`.
    Answer { job: u64, answer: A },
    /// The request of `job` (0 when not even its number read) is not a
    /// request of this worker, and why; the worker goes on. The page and
    /// the worker ship together, so this is a bug, told rather than lost.
    Unreadable { job: u64, message: String },
    /// The worker panicked while answering `job` and is dead: the client
    /// answers every waiting job with a failure (the message goes to the
    /// console) and starts a fresh worker for the next request.
    Crashed { job: u64, message: String },
}

/// The content of [`FromWorker::Unreadable`] and [`FromWorker::Crashed`].
struct Note {
    job: u64,
    message: String,
}

json_struct!(Note {
    job: "job",
    message: "message",
});

/// The job number of a request that does not read, to answer under it.
struct JobOnly {
    job: u64,
}

json_struct!(JobOnly { job: "job" });

/// The worker's side of one message: `text` read as a numbered request,
/// `started` told its job (so that a panic in `answer` still reports to
/// the right caller), and `answer`'s answer under that job. Text that is
/// not a request of this worker is answered [`FromWorker::Unreadable`].
/// Never panics on any text (`serve` posts what it returns).
pub fn reply_to<Q: Json, A>(
    text: &str,
    answer: impl FnOnce(Q) -> A,
    started: impl FnOnce(u64),
) -> FromWorker<A> {
    match read_request(text) {
        Ok((job, request)) => {
            started(job);
            FromWorker::Answer {
                job,
                answer: answer(request),
            }
        }
        Err(unreadable) => unreadable,
    }
}

/// The job number and request of `text`, or the
/// [`FromWorker::Unreadable`] to post when it is not a request of this
/// worker. Never panics on any text.
pub fn read_request<Q: Json, A>(text: &str) -> Result<(u64, Q), FromWorker<A>> {
    match json::from_text::<ToWorker<Q>>(text) {
        Ok(ToWorker { job, request }) => Ok((job, request)),
        Err(why) => Err(FromWorker::Unreadable {
            job: json::from_text::<JobOnly>(text).map_or(0, |j| j.job),
            message: why.to_string(),
        }),
    }
}

impl<Q: Json> Json for ToWorker<Q> {
    /// `{"job":3,"request":…}`.
    fn write_json(&self, w: &mut Writer) {
        w.open_object();
        w.key("job");
        self.job.write_json(w);
        w.key("request");
        self.request.write_json(w);
        w.close_object();
    }

    fn read_json(r: &mut Reader<'_>) -> Result<ToWorker<Q>, json::Error> {
        let (mut job, mut request) = (None, None);
        r.object(&mut |r, key| match key {
            "job" => json::field(r, &mut job, "job"),
            "request" => json::field(r, &mut request, "request"),
            _ => r.skip(),
        })?;
        Ok(ToWorker {
            job: job.ok_or(json::Error::Missing("job"))?,
            request: request.ok_or(json::Error::Missing("request"))?,
        })
    }
}

impl<A: Json> Json for FromWorker<A> {
    /// `"Ready"`, `{"Answer":{"job":3,"answer":…}}`,
    /// `{"Unreadable":{"job":3,"message":"…"}}` or
    /// `{"Crashed":{"job":3,"message":"…"}}`.
    fn write_json(&self, w: &mut Writer) {
        let (name, job, message) = match self {
            FromWorker::Ready => return w.string("Ready"),
            FromWorker::Answer { job, answer } => {
                w.open_variant("Answer");
                w.open_object();
                w.key("job");
                job.write_json(w);
                w.key("answer");
                answer.write_json(w);
                w.close_object();
                return w.close_object();
            }
            FromWorker::Unreadable { job, message } => ("Unreadable", job, message),
            FromWorker::Crashed { job, message } => ("Crashed", job, message),
        };
        w.open_variant(name);
        Note {
            job: *job,
            message: message.clone(),
        }
        .write_json(w);
        w.close_object();
    }

    fn read_json(r: &mut Reader<'_>) -> Result<FromWorker<A>, json::Error> {
        let at = r.at();
        let message = match r.variant()? {
            (name, false) if name == "Ready" => return Ok(FromWorker::Ready),
            (name, true) if name == "Answer" => {
                let (mut job, mut answer) = (None, None);
                r.object(&mut |r, key| match key {
                    "job" => json::field(r, &mut job, "job"),
                    "answer" => json::field(r, &mut answer, "answer"),
                    _ => r.skip(),
                })?;
                FromWorker::Answer {
                    job: job.ok_or(json::Error::Missing("job"))?,
                    answer: answer.ok_or(json::Error::Missing("answer"))?,
                }
            }
            (name, true) if name == "Unreadable" => {
                let Note { job, message } = Note::read_json(r)?;
                FromWorker::Unreadable { job, message }
            }
            (name, true) if name == "Crashed" => {
                let Note { job, message } = Note::read_json(r)?;
                FromWorker::Crashed { job, message }
            }
            _ => {
                return Err(json::Error::Expected {
                    at,
                    what: "Ready, Answer, Unreadable or Crashed",
                })
            }
        };
        r.close_variant()?;
        Ok(message)
    }
}

#[cfg(test)]
mod tests;
