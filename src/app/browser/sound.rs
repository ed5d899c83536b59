//! The play page's sounds, synthesized with the Web Audio API: a few short
//! tones, so there is no file to download or to cache for offline play.
//!
//! Browsers let a page make sound only after the person has interacted
//! with it: the audio context is made on the first tap, click or key
//! ([`listen_for_first_gesture`]); before that every cue is silent. Sound
//! is on unless the person turned it off ([`set_enabled`], remembered in
//! localStorage). The calls go through `js_sys::Reflect`, which keeps the
//! audio bindings out of the page's first load.

use js_sys::{Array, Function, Reflect};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Where the person's choice is kept (`"off"` when turned off).
pub const SOUND_KEY: &str = "tafl.sound";

/// What a sound tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Move,
    Capture,
    End,
    /// A person's clock ran low.
    LowTime,
}

impl Cue {
    /// Its name, in `data-last-sound` of the document (what tests read).
    pub fn as_str(self) -> &'static str {
        match self {
            Cue::Move => "move",
            Cue::Capture => "capture",
            Cue::End => "end",
            Cue::LowTime => "low-time",
        }
    }

    /// Its tones: frequency (Hz), start and length (s), peak volume.
    fn tones(self) -> &'static [(f64, f64, f64, f64)] {
        match self {
            Cue::Move => &[(660.0, 0.0, 0.06, 0.18)],
            Cue::Capture => &[(220.0, 0.0, 0.09, 0.3), (880.0, 0.02, 0.05, 0.12)],
            Cue::End => &[
                (523.25, 0.0, 0.18, 0.2),
                (659.25, 0.16, 0.18, 0.2),
                (783.99, 0.32, 0.3, 0.2),
            ],
            Cue::LowTime => &[(988.0, 0.0, 0.07, 0.16), (988.0, 0.14, 0.07, 0.16)],
        }
    }
}

thread_local! {
    /// The audio context, once a gesture has allowed one.
    static CONTEXT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The browser's storage (none when the page is written at build time).
fn storage() -> Option<web_sys::Storage> {
    if cfg!(not(target_arch = "wasm32")) {
        return None;
    }
    web_sys::window()?.local_storage().ok()?
}

/// Whether sounds are on (they are unless turned off).
pub fn enabled() -> bool {
    let stored = storage().and_then(|s| s.get_item(SOUND_KEY).ok().flatten());
    stored.as_deref() != Some("off")
}

/// Turns sounds on or off, for this page and the next ones.
pub fn set_enabled(on: bool) {
    if let Some(storage) = storage() {
        let _ = match on {
            true => storage.remove_item(SOUND_KEY),
            false => storage.set_item(SOUND_KEY, "off"),
        };
    }
}

/// Makes the audio context on the person's first tap, click or key.
pub fn listen_for_first_gesture() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let unlock = Closure::<dyn FnMut()>::new(|| {
        CONTEXT.with(|c| {
            if c.borrow().is_none() {
                *c.borrow_mut() = new_context();
            }
        });
    });
    for event in ["pointerdown", "keydown"] {
        let _ = document.add_event_listener_with_callback(event, unlock.as_ref().unchecked_ref());
    }
    // The listener lives as long as the page.
    unlock.forget();
}

fn new_context() -> Option<JsValue> {
    let window = web_sys::window()?;
    let constructor: Function = Reflect::get(&window, &"AudioContext".into())
        .ok()?
        .dyn_into()
        .ok()?;
    Reflect::construct(&constructor, &Array::new()).ok()
}

/// Plays `cue` if sounds are on and a gesture has allowed them.
pub fn play(cue: Cue) {
    if !enabled() {
        return;
    }
    let Some(context) = CONTEXT.with(|c| c.borrow().clone()) else {
        return;
    };
    // A context made while the page was hidden may start suspended.
    let suspended = Reflect::get(&context, &"state".into())
        .ok()
        .and_then(|s| s.as_string())
        .is_some_and(|s| s == "suspended");
    if suspended {
        let _ = call(&context, "resume", &[]);
    }
    for &(frequency, start, length, volume) in cue.tones() {
        // A failing call only loses that tone.
        let _ = tone(&context, frequency, start, length, volume);
    }
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-last-sound", cue.as_str());
    }
}

/// `object.name(args…)`.
fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let method: Function = Reflect::get(object, &name.into())?.dyn_into()?;
    method.apply(object, &args.iter().collect::<Array>())
}

/// One sine tone with a quick attack and an exponential fade.
fn tone(
    context: &JsValue,
    frequency: f64,
    start: f64,
    length: f64,
    volume: f64,
) -> Result<(), JsValue> {
    let now = Reflect::get(context, &"currentTime".into())?
        .as_f64()
        .unwrap_or(0.0);
    let (from, to) = (now + start, now + start + length);
    let oscillator = call(context, "createOscillator", &[])?;
    let gain = call(context, "createGain", &[])?;
    let pitch = Reflect::get(&oscillator, &"frequency".into())?;
    Reflect::set(&pitch, &"value".into(), &frequency.into())?;
    let level = Reflect::get(&gain, &"gain".into())?;
    call(&level, "setValueAtTime", &[0.0001.into(), from.into()])?;
    call(
        &level,
        "exponentialRampToValueAtTime",
        &[volume.into(), (from + 0.01).into()],
    )?;
    call(
        &level,
        "exponentialRampToValueAtTime",
        &[0.0001.into(), to.into()],
    )?;
    let destination = Reflect::get(context, &"destination".into())?;
    call(&oscillator, "connect", std::slice::from_ref(&gain))?;
    call(&gain, "connect", &[destination])?;
    call(&oscillator, "start", &[from.into()])?;
    call(&oscillator, "stop", &[(to + 0.02).into()])?;
    Ok(())
}
