//! The envelope of every worker's messages: each form read back, and the
//! worker's side of one message (numbered, unreadable, not even a job).

use super::*;

#[test]
fn every_message_reads_back_in_its_written_form() {
    let request = ToWorker {
        job: 3,
        request: "d4-d5".to_string(),
    };
    let text = json::to_text(&request);
    assert_eq!(text, r#"{"job":3,"request":"d4-d5"}"#);
    assert_eq!(json::from_text(&text), Ok(request));
    let messages: [(FromWorker<Vec<u64>>, &str); 4] = [
        (FromWorker::Ready, r#""Ready""#),
        (
            FromWorker::Answer {
                job: 3,
                answer: vec![1, 2],
            },
            r#"{"Answer":{"job":3,"answer":[1,2]}}"#,
        ),
        (
            FromWorker::Unreadable {
                job: 0,
                message: "not \"JSON\"".into(),
            },
            r#"{"Unreadable":{"job":0,"message":"not \"JSON\""}}"#,
        ),
        (
            FromWorker::Crashed {
                job: 4,
                message: "panicked at src/x.rs:1:1".into(),
            },
            r#"{"Crashed":{"job":4,"message":"panicked at src/x.rs:1:1"}}"#,
        ),
    ];
    for (message, form) in messages {
        assert_eq!(json::to_text(&message), form);
        assert_eq!(json::from_text(form), Ok(message));
    }
}

#[test]
fn what_is_not_a_message_does_not_read() {
    for bad in [
        r#""Answer""#,
        r#"{"Ready":{}}"#,
        r#"{"Answer":{"job":1}}"#,
        r#"{"Answer":{"answer":[]}}"#,
        r#"{"Answer":{"job":1,"answer":"x"}}"#,
        r#"{"Answer":{"job":1,"answer":[],"job":2}}"#,
        r#"{"Crashed":{"job":1}}"#,
        r#"{"Crashed":{"job":1,"message":"x"},"Ready":1}"#,
        r#"{"Other":1}"#,
        "",
    ] {
        assert!(
            json::from_text::<FromWorker<Vec<u64>>>(bad).is_err(),
            "{bad}"
        );
    }
    for bad in [
        r#"{"job":1}"#,
        r#"{"request":"x"}"#,
        r#"{"job":-1,"request":"x"}"#,
    ] {
        assert!(json::from_text::<ToWorker<String>>(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_worker_answers_each_request_under_its_job() {
    let started = std::cell::Cell::new(None);
    let reply = reply_to(
        r#"{"job":9,"request":"d4"}"#,
        |request: String| request.len() as u64,
        |job| started.set(Some(job)),
    );
    assert_eq!(started.get(), Some(9), "the job is known before the answer");
    assert_eq!(reply, FromWorker::Answer { job: 9, answer: 2 });
    // A request of another shape is unreadable under its job, if it has
    // one: nothing is answered, the worker goes on.
    for (text, job) in [
        (r#"{"job":5,"request":17}"#, 5),
        (r#"{"job":5}"#, 5),
        ("not json", 0),
        ("", 0),
    ] {
        let unanswered = |_: String| -> u64 { panic!("{text} answered") };
        let unheard = |job| panic!("{text}: job {job} started");
        match reply_to(text, unanswered, unheard) {
            FromWorker::Unreadable { job: at, message } => {
                assert_eq!(at, job, "{text}");
                assert!(!message.is_empty(), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}
