//! Tafl: the Nordic hunt games in the browser.
//!
//! The rules live in the `tafl-engine` crate (re-exported as [`engine`]) so
//! that their tests build without the web stack.

#![forbid(unsafe_code)]

pub use tafl_engine as engine;
