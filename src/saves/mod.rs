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
//! Apart from the links because a save stays in one browser and is read
//! back by every later version of Tafl there: `entry.rs` is the game,
//! `format.rs` its stored text and checks, `summary.rs` what "My games"
//! shows, `ids.rs` its id, keys and addresses, [`records`] its exports and
//! imports, [`backup`] the backup of every game and the ratings.

pub mod backup;
mod entry;
mod format;
mod ids;
mod players;
pub mod records;
mod summary;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_rated;
#[cfg(test)]
mod tests_timed;

pub use entry::SaveEntry;
pub use format::{
    decode, encode, read, summarize, updated_ms_of, Decoded, SaveError, SaveErrorKind,
    ANNOTATED_SAVE_VERSION, CORRESPONDENCE_SAVE_VERSION, FACTS_SAVE_VERSION, MAX_SAVE_LEN,
    NEWEST_SAVE_VERSION, RATED_SAVE_VERSION, SAVE_VERSION, TIMED_SAVE_VERSION,
};
pub use ids::{
    analysis_path, broken_key, is_valid_id, new_id, resume_path, save_key, tab_key, BROKEN_PREFIX,
    MAX_ID_LEN, SAVE_PREFIX, TAB_PREFIX,
};
pub use players::{Players, Seat};
pub use summary::{resume_choice, sort_newest_first, SaveStatus, SaveSummary};
