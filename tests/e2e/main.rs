//! End-to-end tests: the release build in `dist/` served by a plain static
//! file server on 127.0.0.1 (no rewrites: deep links work only through the
//! `index.html` copies the trunk hook writes), driven in headless Chromium
//! through chromedriver with fantoccini.
//!
//! Run by `scripts/test` after `trunk build --release`:
//! `cargo test --features e2e --test e2e -- --test-threads=1`.
//! Needs `chromium` and `chromedriver` (Debian packages; `scripts/setup
//! --test`). `CHROMEDRIVER` and `CHROMIUM` override their paths.
//!
//! A failure prints what was expected and what was seen, and saves a
//! screenshot to `tests/e2e-artifacts/<test>.png`.

//!
//! One module per area of the site; `harness` holds the server and browser.

#[macro_use]
mod harness;
mod access;
mod ai;
mod analysis;
mod annotated;
mod correspondence;
mod first_visit;
mod foundation;
mod keyboard_game;
mod load;
mod modes;
mod offline;
mod pages;
mod play;
mod puzzles;
mod rated;
mod saved;
mod versus;
