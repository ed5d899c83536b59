//! Offline play: registers the service worker that the build writes to
//! `sw.js` (see `scripts/service-worker`), and when a new version of the site
//! has been installed and waits, shows a banner whose button activates it
//! and reloads the page.
//!
//! Browsers without service workers (or pages not served over HTTP(S))
//! simply get no worker: every step here gives up quietly.

use super::href;
use super::i18n::{t, use_i18n};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RegistrationOptions, ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration,
    ServiceWorkerState,
};

/// The message the worker answers by activating itself (see `web/sw.js`).
const SKIP_WAITING: &str = "skipWaiting";

/// The page's service-worker container, if the browser offers one.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // `navigator.serviceWorker` is undefined on insecure origins.
    let has = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    has.then(|| navigator.service_worker())
}

/// True when some worker already controls the page: then a newly installed
/// worker is an update, not the first install.
fn controlled(container: &ServiceWorkerContainer) -> bool {
    container.controller().is_some()
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

/// Registers `sw.js` with the site's base path as scope, and sets `waiting`
/// when a new version is installed and waiting (now or later).
async fn register(waiting: RwSignal<bool>) -> Result<ServiceWorkerRegistration, JsValue> {
    let container = container().ok_or(JsValue::NULL)?;
    let options = RegistrationOptions::new();
    options.set_scope(&href("/"));
    let promise = container.register_with_options(&href("/sw.js"), &options);
    let registration: ServiceWorkerRegistration = JsFuture::from(promise).await?.dyn_into()?;
    if registration.waiting().is_some() && controlled(&container) {
        waiting.set(true);
    }
    let watched = registration.clone();
    let on_update = Closure::<dyn Fn()>::new(move || {
        if let Some(worker) = watched.installing() {
            watch_installing(worker, container.clone(), move || waiting.set(true));
        }
    });
    registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
    // Registered once for the life of the page.
    on_update.forget();
    Ok(registration)
}

/// Activates the waiting worker and reloads the page once it controls it.
fn activate(registration: &ServiceWorkerRegistration) {
    let (Some(container), Some(worker)) = (container(), registration.waiting()) else {
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

/// Registers the service worker (call once, from the app) and shows the
/// "new version" banner when an update waits.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let i18n = use_i18n();
    let waiting = RwSignal::new(false);
    let registration = StoredValue::new_local(None::<ServiceWorkerRegistration>);
    leptos::task::spawn_local(async move {
        if let Ok(found) = register(waiting).await {
            registration.set_value(Some(found));
        }
    });
    let reload = move |_| {
        registration.with_value(|r| {
            if let Some(r) = r {
                activate(r);
            }
        })
    };
    view! {
        <Show when=move || waiting.get()>
            <div class="update-banner" role="status" data-testid="update-banner">
                <span class="update-text">{t!(i18n, offline.ready)}</span>
                <button class="button update-reload" type="button" on:click=reload>
                    {t!(i18n, offline.reload)}
                </button>
            </div>
        </Show>
    }
}
