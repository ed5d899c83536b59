//! The locale and the texts: the page's language ([`i18n`], with the
//! `t!` macro over the texts compiled from `locales/`), and the texts
//! chosen at run time: names of games and pieces (`i18n_text.rs`), turns
//! and results (`play_text.rs`), saved games, links and storage
//! ([`saved_text`]), game records ([`record_text`]).
//!
//! Apart from the pages because the pages, the boards and the texts
//! themselves share them, and no text depends on a page (the analysis
//! board's own messages stay with its page).

pub mod i18n;
pub(crate) mod i18n_text;
pub(crate) mod play_text;
pub mod record_text;
pub mod saved_text;
