//! The person's ratings in the browser: one `localStorage` key,
//! `tafl.ratings`, holding the text of [`crate::rating::store`].
//!
//! A text there that does not read (damaged, or a newer version's) is
//! reported and never written over: the caller leaves the game owed and
//! tells the person, so no rating history is lost silently.

use super::storage::{local, write, StorageError};
use crate::rating::ratings::Ratings;
use crate::rating::store::{self, StoreError, RATINGS_KEY};

/// Why the stored ratings could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum RatingsLoadError {
    /// Storage cannot be read.
    Unavailable,
    /// The text stored is not ratings this build reads (damaged, or a
    /// newer version's): it is left as it is.
    Stored(StoreError),
}

impl RatingsLoadError {
    /// A stable name, for `data-` attributes and messages.
    pub fn as_str(&self) -> &'static str {
        match self {
            RatingsLoadError::Unavailable => "unavailable",
            RatingsLoadError::Stored(StoreError::NewerVersion(_)) => "newer-version",
            RatingsLoadError::Stored(_) => "damaged",
        }
    }
}

/// The person's ratings: none yet when nothing is stored.
pub fn load() -> Result<Ratings, RatingsLoadError> {
    let storage = local().ok_or(RatingsLoadError::Unavailable)?;
    match storage.get_item(RATINGS_KEY) {
        Ok(Some(text)) => store::read(&text).map_err(RatingsLoadError::Stored),
        Ok(None) => Ok(Ratings::new()),
        Err(_) => Err(RatingsLoadError::Unavailable),
    }
}

/// Writes `ratings` (read by [`load`] first: only ever a readable text
/// is replaced).
pub fn save(ratings: &Ratings) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    write(&storage, RATINGS_KEY, &store::encode(ratings))
}
