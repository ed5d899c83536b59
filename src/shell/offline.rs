//! Offline play: registers the service worker that the build writes to
//! `sw.js` (see `scripts/service-worker`) once the page has loaded and the
//! browser is idle, so that its copying of the site never competes with
//! the page's own first load; and when a new version of the site has been
//! installed and waits, shows the banner written into every page, whose
//! button activates it and reloads the page.
//!
//! Browsers without service workers (or pages not served over HTTP(S))
//! simply get no worker: every step here gives up quietly.

use crate::site::href;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Element, RegistrationOptions, ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration,
    ServiceWorkerState, Window,
};

/// The message the worker answers by activating itself (see `web/sw.js`).
const SKIP_WAITING: &str = "skipWaiting";

/// The page's service-worker container, if the browser offers one.
fn container(window: &Window) -> Option<ServiceWorkerContainer> {
    let navigator = window.navigator();
    // `navigator.serviceWorker` is undefined on insecure origins.
    let has = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    has.then(|| navigator.service_worker())
}

/// True when some worker already controls the page: then a newly installed
/// worker is an update, not the first install.
fn controlled(container: &ServiceWorkerContainer) -> bool {
    container.controller().is_some()
}

/// Registers the worker once the page has loaded (at once if it already
/// has) and the browser has a moment to spare.
pub fn install_after_load(window: &Window) {
    let later = Closure::once_into_js(|| {
        let idle = Closure::once_into_js(register);
        if let Some(window) = web_sys::window() {
            if window.request_idle_callback(idle.unchecked_ref()).is_err() {
                let _ = window.set_timeout_with_callback(idle.unchecked_ref());
            }
        }
    });
    let loaded = window
        .document()
        .is_some_and(|d| d.ready_state() == "complete");
    if loaded {
        let _ = window.set_timeout_with_callback(later.unchecked_ref());
    } else {
        let _ = window.add_event_listener_with_callback("load", later.unchecked_ref());
    }
}

/// The banner written into the page.
fn banner() -> Option<Element> {
    web_sys::window()?
        .document()?
        .query_selector("[data-testid=update-banner]")
        .ok()?
}

/// Shows the banner; its button activates the waiting worker.
fn show_banner(registration: ServiceWorkerRegistration) {
    let Some(banner) = banner() else {
        return;
    };
    if let Ok(Some(button)) = banner.query_selector("button") {
        let on_click = Closure::<dyn Fn()>::new(move || activate(&registration));
        let _ = button.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
        // Lives as long as the page.
        on_click.forget();
    }
    let _ = banner.remove_attribute("hidden");
}

/// Calls `ready` once `worker` has finished installing, if that makes it
/// an update waiting to take over.
fn watch_installing(
    worker: ServiceWorker,
    container: ServiceWorkerContainer,
    ready: impl Fn() + 'static,
) {
    let target = worker.clone();
    let on_change = Closure::<dyn Fn()>::new(move || {
        if target.state() == ServiceWorkerState::Installed && controlled(&container) {
            ready();
        }
    });
    worker.set_onstatechange(Some(on_change.as_ref().unchecked_ref()));
    // Lives as long as the worker object: one small closure per update.
    on_change.forget();
}

/// Registers `sw.js` with the site's base path as scope, and shows the
/// banner when a new version is installed and waiting (now or later).
fn register() {
    let Some(container) = web_sys::window().as_ref().and_then(container) else {
        return;
    };
    let options = RegistrationOptions::new();
    options.set_scope(&href("/"));
    let promise = container.register_with_options(&href("/sw.js"), &options);
    let registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        if let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() {
            watch(registration, container.clone());
        }
    });
    // A refused registration (no HTTPS, blocked) is simply no offline copy.
    let refused = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
    let _ = promise.then2(&registered, &refused);
    // Each runs at most once, for the life of the page.
    registered.forget();
    refused.forget();
}

/// Shows the banner for a waiting update, now or once one is installed.
fn watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
    if registration.waiting().is_some() && controlled(&container) {
        show_banner(registration);
        return;
    }
    let watched = registration.clone();
    let on_update = Closure::<dyn Fn()>::new(move || {
        if let Some(worker) = watched.installing() {
            let registration = watched.clone();
            watch_installing(worker, container.clone(), move || {
                show_banner(registration.clone())
            });
        }
    });
    registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
    // Registered once for the life of the page.
    on_update.forget();
}

/// Activates the waiting worker and reloads the page once it controls it.
fn activate(registration: &ServiceWorkerRegistration) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (Some(container), Some(worker)) = (container(&window), registration.waiting()) else {
        return;
    };
    let on_change = Closure::once_into_js(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_change.unchecked_ref()));
    let _ = worker.post_message(&JsValue::from_str(SKIP_WAITING));
}
