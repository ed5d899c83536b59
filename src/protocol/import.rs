//! The record reader's worker (`src/bin/reader.rs`): the page sends a
//! pasted or opened text ([`ReadRequest`]); the worker reads it with every
//! record reader, off the page's main thread, and answers with the new
//! save as its stored JSON ([`ReaderMessage::Saved`], which the page reads
//! in one linear pass with [`crate::saves::decode`]) or with why it was
//! refused ([`ReaderMessage::Refused`], keys and values the page says in
//! its own language). [`read`] is the worker's whole job, tested natively.
//!
//! Like the AI worker, it says [`ReaderMessage::Ready`] once it has
//! started; the page sends its one request then.

use super::refusal::Refusal;
use crate::json::macros::json_struct;
use crate::json::{self, Json, Raw, Reader, Writer};
use crate::saves::{self, records};

/// "Read this text as a record and make it a new save."
#[derive(Clone, Debug, PartialEq)]
pub struct ReadRequest {
    /// The record's text, as pasted or opened.
    pub text: String,
    /// The new save's id (the page chooses it: it knows the ids in use).
    pub id: String,
    /// When it is made, in milliseconds since the epoch.
    pub now_ms: f64,
}

json_struct!(ReadRequest {
    text: "text",
    id: "id",
    now_ms: "now_ms",
});

/// What the reader's worker sends to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum ReaderMessage {
    /// The worker has started and listens.
    Ready,
    /// The record was read: the new save's stored JSON
    /// ([`crate::saves::encode`]).
    Saved(Raw),
    /// The text was not imported, and why.
    Refused(Refusal),
    /// The worker panicked (it is dead): its message, for the console.
    Crashed(String),
}

/// The worker's job: `request` read into a new save, or refused. Never
/// panics on any text.
pub fn read(request: &ReadRequest) -> ReaderMessage {
    match records::import_entry(&request.text, request.id.clone(), request.now_ms) {
        Ok(entry) => ReaderMessage::Saved(Raw(saves::encode(&entry))),
        Err(problem) => ReaderMessage::Refused(Refusal::of(&problem)),
    }
}

/// [`read`] of a request given as message text (the worker's
/// `onmessage`): text that is not a request is refused as an unknown
/// format (it cannot come from the page).
pub fn read_json(text: &str) -> ReaderMessage {
    match json::from_text::<ReadRequest>(text) {
        Ok(request) => read(&request),
        Err(_) => ReaderMessage::Refused(Refusal::of(&records::ImportProblem::Record(
            crate::engine::ImportError::UnknownFormat,
        ))),
    }
}

impl Json for ReaderMessage {
    /// `"Ready"`, `{"Saved":{…the save…}}`, `{"Refused":{"parts":[…]}}` or
    /// `{"Crashed":"…"}`.
    fn write_json(&self, w: &mut Writer) {
        let (name, write): (&str, &dyn Fn(&mut Writer)) = match self {
            ReaderMessage::Ready => return w.string("Ready"),
            ReaderMessage::Saved(save) => ("Saved", &|w| save.write_json(w)),
            ReaderMessage::Refused(refusal) => ("Refused", &|w| refusal.write_json(w)),
            ReaderMessage::Crashed(message) => ("Crashed", &|w| w.string(message)),
        };
        w.open_variant(name);
        write(w);
        w.close_object();
    }

    fn read_json(r: &mut Reader<'_>) -> Result<ReaderMessage, json::Error> {
        let at = r.at();
        let message = match r.variant()? {
            (name, false) if name == "Ready" => return Ok(ReaderMessage::Ready),
            (name, true) if name == "Saved" => ReaderMessage::Saved(Raw::read_json(r)?),
            (name, true) if name == "Refused" => ReaderMessage::Refused(Refusal::read_json(r)?),
            (name, true) if name == "Crashed" => ReaderMessage::Crashed(r.string()?),
            _ => {
                return Err(json::Error::Expected {
                    at,
                    what: "Ready, Saved, Refused or Crashed",
                })
            }
        };
        r.close_variant()?;
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(text: &str) -> String {
        json::to_text(&ReadRequest {
            text: text.into(),
            id: "imp1".into(),
            now_ms: 5e12,
        })
    }

    #[test]
    fn a_record_comes_back_as_its_save() {
        let message = read_json(&request("d1-d4 f4-f3"));
        let text = json::to_text(&message);
        let back: ReaderMessage = json::from_text(&text).expect("reads back");
        assert_eq!(back, message);
        let ReaderMessage::Saved(Raw(save)) = back else {
            panic!("expected a save, got {text}");
        };
        let entry = saves::decode(&save).expect("a save");
        assert_eq!(entry.id, "imp1");
        assert_eq!(entry.record.moves, ["d1-d4", "f4-f3"]);
        assert_eq!(entry.created_ms, 5e12);
    }

    #[test]
    fn a_refusal_and_the_other_messages_read_back() {
        let refused = read_json(&request("d1-d4 f4-f3 d4-d9"));
        assert!(matches!(&refused, ReaderMessage::Refused(r) if r.parts[0].key == "bad_move"));
        for message in [
            refused,
            ReaderMessage::Ready,
            ReaderMessage::Crashed("the reader crashed: \"x\"".into()),
        ] {
            let text = json::to_text(&message);
            assert_eq!(
                json::from_text::<ReaderMessage>(&text),
                Ok(message),
                "{text}"
            );
        }
        assert!(matches!(
            read_json("not a request"),
            ReaderMessage::Refused(r) if r.parts[0].key == "unknown_format"
        ));
        assert!(json::from_text::<ReaderMessage>("{\"Other\":1}").is_err());
    }
}
