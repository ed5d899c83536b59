//! Saved games: the stored text of one game (versioned JSON), the upgrade of
//! older formats, the checks that keep a damaged entry from reaching the
//! board, and what the "My games" page shows of an entry.
//!
//! Pure and tested natively; `app::browser::storage` only moves these
//! strings in and out of `localStorage`. Every game has its own key
//! (`tafl.save.<id>`), so two tabs never overwrite each other's games, and
//! an entry that cannot be read is set aside under `tafl.broken.<id>` with
//! its text intact.
//!
//! The storage layer above the domain (docs/architecture.md): it reads
//! and writes the domain's values (the play page's game, its players, its
//! friend by link, its rated state and clock), and nothing in the domain
//! reads a save. Apart from the links because a save stays in one browser
//! and is read back by every later version of Tafl there: `entry.rs` is
//! the game (and the play page's `Session` made of it and back),
//! `format.rs` its stored text and checks, `summary.rs` what "My games"
//! shows, `ids.rs` its id, keys and addresses, [`by_link`] the saves that
//! a friend's link makes or continues, [`records`] its exports and
//! imports, [`backup`] the backup of every game and the ratings.

pub mod backup;
pub mod by_link;
mod entry;
mod format;
mod ids;
pub mod records;
mod summary;
#[cfg(test)]
mod tests;

pub use entry::SaveEntry;
pub use format::{
    decode, encode, read, summarize, updated_ms_of, Decoded, SaveError, SaveErrorKind,
    ANNOTATED_SAVE_VERSION, CORRESPONDENCE_SAVE_VERSION, DRAW_OFFER_SAVE_VERSION,
    FACTS_SAVE_VERSION, MAX_SAVE_LEN, NEWEST_SAVE_VERSION, RATED_SAVE_VERSION, SAVE_VERSION,
    TIMED_SAVE_VERSION,
};
pub use ids::{
    analysis_path, broken_key, is_valid_id, new_id, resume_path, save_key, tab_key, BROKEN_PREFIX,
    MAX_ID_LEN, SAVE_PREFIX, TAB_PREFIX,
};
pub use summary::{resume_choice, sort_newest_first, SaveStatus, SaveSummary};
