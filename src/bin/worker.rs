//! The AI Web Worker that trunk builds next to the app (`worker.js`,
//! `worker_bg.wasm` and the loader `worker_loader.js`, see index.html): it
//! answers the page's [`tafl::protocol::AiRequest`]s off the main thread,
//! with one [`tafl::protocol::Session`] whose tables stay warm between
//! requests. A request that an endgame table would answer exactly waits
//! while the table is fetched (once a session; the service worker keeps
//! it offline). `src/app/browser/ai_client.rs` starts it and talks to it.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use tafl::protocol::{fetch_unpacked, serve_async, Session};

    let session = Rc::new(RefCell::new(Session::new()));
    serve_async(move |request| {
        let session = Rc::clone(&session);
        async move {
            let wanted = session.borrow_mut().table_wanted(&request);
            if let Some(table) = wanted {
                let bytes = match table.path() {
                    Some(path) => fetch_unpacked(&path).await,
                    None => Err("no file for this table".to_string()),
                };
                let mut session = session.borrow_mut();
                session.receive_table(&table, bytes);
                if let Some(why) = session.table_refusal(&table) {
                    web_sys::console::warn_1(&format!("endgame table: {why}").into());
                }
            }
            let answer = session.borrow_mut().reply(request, &js_sys::Date::now);
            answer
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("worker is the browser's AI Web Worker; trunk builds it for wasm32 (see index.html).");
}
