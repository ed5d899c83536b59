//! The record reader's worker (`src/bin/reader.rs`): the page sends a
//! pasted or opened text ([`ReadRequest`]); the worker reads it with every
//! record reader, off the page's main thread, and answers with the new
//! save as its stored JSON ([`ReadAnswer::Saved`], which the page reads
//! in one linear pass with [`crate::saves::decode`]) or with why it was
//! refused ([`ReadAnswer::Refused`], keys and values the page says in
//! its own language). [`read`] is the worker's whole job, tested natively.
//!
//! Both travel in the envelope of every worker ([`super::envelope`]):
//! the worker says `Ready` once it has started, and the page sends its
//! one request then.

use super::refusal::Refusal;
use crate::json::macros::{json_struct, json_variants};
use crate::json::Raw;
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

/// The reader's answer to a [`ReadRequest`].
#[derive(Clone, Debug, PartialEq)]
pub enum ReadAnswer {
    /// The record was read: the new save's stored JSON
    /// ([`crate::saves::encode`]), as JSON on the wire.
    Saved(Raw),
    /// The text was not imported, and why.
    Refused(Refusal),
}

json_variants!(ReadAnswer {
    ReadAnswer::Saved = "Saved",
    ReadAnswer::Refused = "Refused",
});

/// The worker's job: `request` read into a new save, or refused. Never
/// panics on any text.
pub fn read(request: &ReadRequest) -> ReadAnswer {
    match records::import_entry(&request.text, request.id.clone(), request.now_ms) {
        Ok(entry) => ReadAnswer::Saved(Raw(saves::encode(&entry))),
        Err(problem) => ReadAnswer::Refused(Refusal::of(&problem)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    fn request(text: &str) -> ReadRequest {
        ReadRequest {
            text: text.into(),
            id: "imp1".into(),
            now_ms: 5e12,
        }
    }

    #[test]
    fn a_record_comes_back_as_its_save() {
        let sent = request("d1-d4 f4-f3");
        assert_eq!(json::from_text(&json::to_text(&sent)), Ok(sent.clone()));
        let answer = read(&sent);
        let text = json::to_text(&answer);
        assert!(
            text.starts_with(r#"{"Saved":{"#),
            "the save as JSON: {text}"
        );
        let back: ReadAnswer = json::from_text(&text).expect("reads back");
        assert_eq!(back, answer);
        let ReadAnswer::Saved(Raw(save)) = back else {
            panic!("expected a save, got {text}");
        };
        let entry = saves::decode(&save).expect("a save");
        assert_eq!(entry.id, "imp1");
        assert_eq!(entry.record.moves, ["d1-d4", "f4-f3"]);
        assert_eq!(entry.created_ms, 5e12);
    }

    #[test]
    fn a_refusal_reads_back() {
        let refused = read(&request("d1-d4 f4-f3 d4-d9"));
        assert!(matches!(&refused, ReadAnswer::Refused(r) if r.parts[0].key == "bad_move"));
        let text = json::to_text(&refused);
        assert!(text.starts_with(r#"{"Refused":{"parts":["#), "{text}");
        assert_eq!(json::from_text::<ReadAnswer>(&text), Ok(refused));
        assert!(matches!(
            read(&request("not a record")),
            ReadAnswer::Refused(r) if r.parts[0].key == "unknown_format"
        ));
        for bad in [r#"{"Other":1}"#, r#""Saved""#, r#"{"Saved":{"#] {
            assert!(json::from_text::<ReadAnswer>(bad).is_err(), "{bad}");
        }
    }
}
