//! A file fetched from beside the worker's script and, when gzipped,
//! unpacked by the browser's own decoder (`DecompressionStream`): the
//! endgame tables travel gzipped (eight times smaller) and cost no
//! decoder in the worker's code. A host that already undid the gzip (by
//! `Content-Encoding`) hands over the plain bytes, which are taken as
//! they are.

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableWritablePair, Response, WorkerGlobalScope};

#[wasm_bindgen]
extern "C" {
    /// The browser's stream decoder (web-sys has it only behind its
    /// unstable APIs).
    type DecompressionStream;

    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

/// The bytes of `path` (relative to the worker's script), unpacked when
/// they are gzip; an error says why they did not come (offline and never
/// fetched, not on the host).
pub async fn fetch_unpacked(path: &str) -> Result<Vec<u8>, String> {
    let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
    let response: Response = JsFuture::from(scope.fetch_with_str(path))
        .await
        .map_err(|e| format!("{path}: {}", reason(e)))?
        .unchecked_into();
    if !response.ok() {
        return Err(format!("{path}: HTTP {}", response.status()));
    }
    let bytes = body_bytes(&response).await?;
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Ok(bytes);
    }
    gunzip(bytes).await
}

async fn gunzip(mut bytes: Vec<u8>) -> Result<Vec<u8>, String> {
    let packed = Response::new_with_opt_u8_array(Some(&mut bytes)).map_err(reason)?;
    drop(bytes);
    let body = packed.body().ok_or("an empty response")?;
    let decoder = DecompressionStream::new("gzip").map_err(reason)?;
    let stream = body.pipe_through(decoder.unchecked_ref::<ReadableWritablePair>());
    let plain = Response::new_with_opt_readable_stream(Some(&stream)).map_err(reason)?;
    body_bytes(&plain).await
}

async fn body_bytes(response: &Response) -> Result<Vec<u8>, String> {
    let promise = response.array_buffer().map_err(reason)?;
    let buffer = JsFuture::from(promise).await.map_err(reason)?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

fn reason(error: JsValue) -> String {
    error
        .as_string()
        .or_else(|| {
            error
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{error:?}"))
}
