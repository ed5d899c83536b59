//! The browser's services: saved games in `localStorage` ([`storage`]),
//! the AI Web Worker ([`ai_client`], started on first use by
//! [`lazy_ai`]), the record reader's worker ([`reader_client`], one per
//! import), both typed wrappers of one [`worker_client`] over one
//! [`module_worker`], the play page's sounds
//! ([`sound`]), the person's ratings ([`rating_store`]), and here the few
//! facts the app
//! reads from the browser itself (the address, a random number, the
//! clipboard, files). Apart from the pages so that every call into the
//! browser is in one place.
//!
//! The pages are also rendered natively at build time, where there is no
//! browser: there these give neutral values, and nothing that needs a
//! browser is ever reached.

pub mod ai_client;
pub mod lazy_ai;
mod module_worker;
pub mod rating_store;
pub mod reader_client;
pub mod sound;
pub mod storage;
pub mod worker_client;

/// The page's path (with the base) and query (`?g=…`, or empty).
#[cfg(target_arch = "wasm32")]
pub(crate) fn location() -> (String, String) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return (String::new(), String::new());
    };
    (
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default(),
    )
}

/// The site's origin (`https://example.org`), for full links.
pub(crate) fn origin() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        return origin;
    }
    String::new()
}

/// Replaces the address in the history without loading anything (the
/// query has been read and must not be read again on a reload).
#[cfg(target_arch = "wasm32")]
pub(crate) fn replace_address(path: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(path));
    }
}

/// A random number below 2^52 (0 when rendered at build time).
pub(crate) fn random() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return (js_sys::Math::random() * 2f64.powi(52)) as u64;
    #[cfg(not(target_arch = "wasm32"))]
    0
}

/// Milliseconds since 1970 in the browser (`Date.now()`); `otherwise`
/// when rendered at build time or in native tests.
#[cfg_attr(target_arch = "wasm32", allow(unused_variables))]
pub(crate) fn now_ms_or(otherwise: i64) -> i64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now() as i64;
    #[cfg(not(target_arch = "wasm32"))]
    otherwise
}

/// Puts `text` on the clipboard (from a click); `done` hears whether it
/// worked.
pub(crate) fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        done(false);
        return;
    };
    let promise = clipboard.write_text(text);
    leptos::task::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Whether the browser has a share sheet (`navigator.share`, the Web Share
/// API: phones and some desktop browsers). False when rendered at build
/// time, so the written page never offers it.
pub(crate) fn can_share() -> bool {
    #[cfg(target_arch = "wasm32")]
    if let Some(navigator) = web_sys::window().map(|w| w.navigator()) {
        return js_sys::Reflect::has(&navigator, &wasm_bindgen::JsValue::from_str("share"))
            .unwrap_or(false);
    }
    false
}

/// Opens the browser's share sheet with `url` (from a click). A person
/// who closes the sheet without sharing is not an error.
pub(crate) fn share_url(title: &str, url: &str) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    let data = web_sys::ShareData::new();
    data.set_title(title);
    data.set_url(url);
    let promise = navigator.share_with_data(&data);
    leptos::task::spawn_local(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    });
}

/// Offers `text` as a file named `name` to download (from a click): a
/// Blob behind a temporary `<a download>`. False when the browser refused.
pub(crate) fn download_text(name: &str, text: &str) -> bool {
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let link = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok());
    let done = link.is_some_and(|a| {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        a.click();
        true
    });
    // Freed once the browser has surely taken the file (at once would
    // cancel the download in some browsers).
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(60),
    );
    done
}

/// The text of the file chosen in `input` (`<input type=file>`), read
/// with `Blob.text()`: `None` when no file is chosen, else the file's size
/// and what reading it gave (`None` when it is not text).
pub(crate) fn chosen_file(
    input: &web_sys::HtmlInputElement,
) -> Option<(f64, impl std::future::Future<Output = Option<String>>)> {
    let file = input.files()?.get(0)?;
    let size = file.size();
    let promise = file.text();
    Some((size, async move {
        wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()?
            .as_string()
    }))
}

/// True when a key press is for a text field, a select or the board (whose
/// arrow keys move its cursor), not for the page's move navigation.
#[cfg(target_arch = "wasm32")]
pub(crate) fn typing_target(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|e| {
            matches!(
                e.tag_name().to_ascii_lowercase().as_str(),
                "input" | "select" | "textarea" | "svg"
            )
        })
}

/// No browser: no key presses.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn typing_target(_: &web_sys::KeyboardEvent) -> bool {
    false
}
