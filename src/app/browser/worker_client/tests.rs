//! Browser tests of the one worker client against a small worker written
//! in JavaScript for them (the protocol's envelope, no wasm): answers to
//! their own callbacks, a cancel, a crash, a message that does not read,
//! a request the worker cannot read, a silent worker, no worker at all.

use super::*;
use wasm_bindgen_test::*;

/// A worker that answers a request `"x"` with `"X n"` (n counts the
/// requests this worker answered, so a fresh worker starts at 1), and
/// `"slow"` after 300 ms; `"crash"` crashes, `"garble"` answers what is
/// not a message, `"bad"` says the request did not read, `"hang"` never
/// answers.
const WORKER: &str = r#"
let answered = 0;
const post = (message) => postMessage(JSON.stringify(message));
onmessage = (event) => {
  const { job, request } = JSON.parse(event.data);
  if (request === "crash") { post({ Crashed: { job, message: "boom" } }); close(); return; }
  if (request === "garble") { postMessage("{garble"); return; }
  if (request === "bad") { post({ Unreadable: { job, message: "not a request" } }); return; }
  if (request === "hang") { return; }
  if (request === "slow") { setTimeout(() => post({ Answer: { job, answer: "slow!" } }), 300); return; }
  answered += 1;
  post({ Answer: { job, answer: request.toUpperCase() + " " + answered } });
};
post("Ready");
"#;

/// The test worker's address (a module worker from a blob).
fn worker_url() -> String {
    let parts = js_sys::Array::of1(&WORKER.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

type Client = WorkerClient<String, String>;
/// What the callbacks heard, in the order they ran.
type Heard = Rc<RefCell<Vec<(&'static str, Result<String, Failure>)>>>;

/// Sends `request` under the name `name`: its answer goes into `heard`.
fn ask(client: &Client, heard: &Heard, name: &'static str, request: &str, on_cancel: OnCancel) {
    let heard = heard.clone();
    client.send(request.to_string(), on_cancel, move |answer| {
        heard.borrow_mut().push((name, answer));
    });
}

/// Waits a little, to let the worker answer (or not).
async fn wait(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Waits (up to ~5 s) until `heard` holds `count` answers.
async fn heard_all(heard: &Heard, count: usize) {
    for _ in 0..100 {
        if heard.borrow().len() >= count {
            return;
        }
        wait(50).await;
    }
    panic!("heard only {:?}", heard.borrow());
}

fn answer(text: &str) -> Result<String, Failure> {
    Ok(text.to_string())
}

#[wasm_bindgen_test]
async fn each_answer_goes_to_its_own_callback_once() {
    let client = Client::new(worker_url());
    let heard = Heard::default();
    // Sent before the worker is ready: held until it is.
    ask(&client, &heard, "a", "a", OnCancel::Drop);
    ask(&client, &heard, "b", "b", OnCancel::Drop);
    assert!(client.is_waiting());
    heard_all(&heard, 2).await;
    assert_eq!(
        *heard.borrow(),
        [("a", answer("A 1")), ("b", answer("B 2"))]
    );
    assert!(!client.is_waiting());
    // A request the worker cannot read fails alone; the worker goes on.
    ask(&client, &heard, "bad", "bad", OnCancel::Drop);
    ask(&client, &heard, "c", "c", OnCancel::Drop);
    heard_all(&heard, 4).await;
    assert_eq!(
        heard.borrow()[2..],
        [("bad", Err(Failure::Unreadable)), ("c", answer("C 3"))]
    );
}

#[wasm_bindgen_test]
async fn a_cancel_drops_a_search_and_sends_a_count_again() {
    let client = Client::new(worker_url());
    let heard = Heard::default();
    ask(&client, &heard, "warm", "warm", OnCancel::Drop);
    heard_all(&heard, 1).await;
    ask(&client, &heard, "dropped", "slow", OnCancel::Drop);
    ask(&client, &heard, "kept", "kept", OnCancel::SendAgain);
    client.cancel();
    assert!(!client.is_waiting(), "a job sent again is no search");
    ask(&client, &heard, "next", "next", OnCancel::Drop);
    wait(600).await;
    // The fresh worker answers the job sent again first, then the next.
    assert_eq!(
        *heard.borrow(),
        [
            ("warm", answer("WARM 1")),
            ("kept", answer("KEPT 1")),
            ("next", answer("NEXT 2")),
        ]
    );
}

#[wasm_bindgen_test]
async fn a_crash_fails_every_waiting_job_and_the_next_request_starts_afresh() {
    let client = Client::new(worker_url());
    let heard = Heard::default();
    ask(&client, &heard, "slow", "slow", OnCancel::Drop);
    ask(&client, &heard, "count", "hang", OnCancel::SendAgain);
    ask(&client, &heard, "crash", "crash", OnCancel::Drop);
    heard_all(&heard, 3).await;
    let stopped = Err(Failure::Stopped);
    assert_eq!(
        *heard.borrow(),
        [
            ("slow", stopped.clone()),
            ("count", stopped.clone()),
            ("crash", stopped)
        ]
    );
    ask(&client, &heard, "after", "after", OnCancel::Drop);
    heard_all(&heard, 4).await;
    wait(400).await;
    assert_eq!(heard.borrow()[3..], [("after", answer("AFTER 1"))]);
    // A message that is not one: the same.
    ask(&client, &heard, "garble", "garble", OnCancel::Drop);
    heard_all(&heard, 5).await;
    assert_eq!(heard.borrow()[4], ("garble", Err(Failure::BadMessage)));
    ask(&client, &heard, "again", "again", OnCancel::Drop);
    heard_all(&heard, 6).await;
    assert_eq!(heard.borrow()[5], ("again", answer("AGAIN 1")));
}

#[wasm_bindgen_test]
async fn a_silent_worker_and_no_worker_fail_the_job() {
    let client = Client::new(worker_url()).answer_within(300);
    let heard = Heard::default();
    ask(&client, &heard, "hang", "hang", OnCancel::Drop);
    wait(150).await;
    assert!(heard.borrow().is_empty(), "not before its time");
    heard_all(&heard, 1).await;
    assert_eq!(heard.borrow()[0], ("hang", Err(Failure::Stopped)));
    ask(&client, &heard, "a", "a", OnCancel::Drop);
    heard_all(&heard, 2).await;
    assert_eq!(heard.borrow()[1], ("a", answer("A 1")));
    wait(400).await;
    assert_eq!(heard.borrow().len(), 2, "an answered job has no timer");
    // A worker the browser will not start (an address that is none): the
    // job is answered on a later turn, never inside `send`.
    let nowhere = Client::new("http://[".into());
    ask(&nowhere, &heard, "nowhere", "a", OnCancel::Drop);
    assert_eq!(heard.borrow().len(), 2);
    heard_all(&heard, 3).await;
    assert_eq!(heard.borrow()[2], ("nowhere", Err(Failure::NoWorker)));
    // A worker that does not load (another origin) says so by an error.
    let elsewhere = Client::new("https://example.invalid/worker.js".into());
    ask(&elsewhere, &heard, "elsewhere", "a", OnCancel::Drop);
    heard_all(&heard, 4).await;
    assert_eq!(heard.borrow()[3], ("elsewhere", Err(Failure::Stopped)));
}
