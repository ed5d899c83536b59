//! The locale and the texts: the page's language ([`i18n`], with the
//! `t!` macro over the texts compiled from `locales/`), and the texts
//! chosen at run time: the screen-reader mode's words ([`access_text`]),
//! why a typed move was refused ([`typed_text`]),
//! names of games and pieces (`i18n_text.rs`), turns
//! and results (`play_text.rs`), saved games, links and storage
//! ([`saved_text`]), game records ([`record_text`]).
//!
//! Apart from the pages because the pages, the boards and the texts
//! themselves share them, and no text depends on a page (the analysis
//! board's own messages stay with its page).

pub(crate) mod access_text;
pub mod i18n;
pub(crate) mod i18n_text;
#[cfg(target_arch = "wasm32")]
pub mod loaded;
pub(crate) mod play_text;
pub mod record_text;
pub mod saved_text;
pub(crate) mod typed_text;
