//! Saved games in the browser: one `localStorage` key per game
//! (`tafl.save.<id>`, the text of [`crate::saves`]), so two tabs never
//! overwrite each other's games, and which game this tab plays in
//! `sessionStorage` (`tafl.tab.<game>`).
//!
//! Nothing here panics and nothing is lost: storage that is missing or
//! blocked is [`StorageError::Unavailable`], a full quota is
//! [`StorageError::Quota`] (the game goes on, the player is told), and an
//! entry that cannot be read is moved aside to `tafl.broken.<id>` with its
//! text intact and reported. Entries are only ever deleted by the player.

use crate::engine::GameId;
use crate::saves::{
    self, SaveEntry, SaveError, SaveErrorKind, SaveSummary, BROKEN_PREFIX, SAVE_PREFIX,
};
use crate::small_sort;
use wasm_bindgen::JsValue;
use web_sys::Storage;

/// Why a game could not be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StorageError {
    /// The browser's storage quota is full.
    Quota,
    /// No storage: blocked, disabled, or refused for another reason.
    Unavailable,
}

impl StorageError {
    /// A stable name, for `data-` attributes and logs.
    pub fn as_str(self) -> &'static str {
        match self {
            StorageError::Quota => "quota",
            StorageError::Unavailable => "unavailable",
        }
    }
}

/// Why a saved game could not be loaded.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Storage cannot be read.
    Unavailable,
    /// No save has this id (deleted, perhaps in another tab).
    Missing,
    /// The entry is there but cannot be read; unless it is a newer
    /// version's save, it has been moved aside to `tafl.broken.<id>`.
    Save(SaveError),
}

/// An entry that cannot be read, kept in storage and shown to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenEntry {
    /// Its id (the key without its prefix).
    pub id: String,
    /// The full storage key that holds its original text:
    /// `tafl.broken.<id>`, or `tafl.save.<id>` for a newer version's save.
    pub key: String,
    pub kind: SaveErrorKind,
}

/// Everything the games page shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// Readable saves, newest first.
    pub entries: Vec<(SaveEntry, SaveSummary)>,
    /// Entries that cannot be read (kept in storage), in key order.
    pub broken: Vec<BrokenEntry>,
    /// Ids of entries read from an older format (written in the current
    /// one at their next save).
    pub upgraded: Vec<String>,
    /// True when storage could not be read at all.
    pub unavailable: bool,
}

pub(super) fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// True when a `setItem` failure is the quota: `QuotaExceededError` in
/// every current browser (legacy code 22, or Firefox's 1014).
fn is_quota(error: &JsValue) -> bool {
    let field = |name: &str| js_sys::Reflect::get(error, &JsValue::from_str(name)).ok();
    let name = field("name")
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    let code = field("code").and_then(|v| v.as_f64()).unwrap_or(0.0);
    name == "QuotaExceededError"
        || name == "NS_ERROR_DOM_QUOTA_REACHED"
        || code == 22.0
        || code == 1014.0
}

pub(super) fn write(storage: &Storage, key: &str, text: &str) -> Result<(), StorageError> {
    storage.set_item(key, text).map_err(|e| {
        if is_quota(&e) {
            StorageError::Quota
        } else {
            StorageError::Unavailable
        }
    })
}

/// Writes `entry` under its own key (`tafl.save.<id>`), replacing only the
/// previous state of the same game.
pub fn save(entry: &SaveEntry) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    write(&storage, &saves::save_key(&entry.id), &saves::encode(entry))
}

/// What is stored under save `id`: `None` when nothing is, else the save's
/// `updated_ms` when it reads as a current-format save (checked without
/// replaying its game).
pub fn stored_updated_ms(id: &str) -> Option<Option<f64>> {
    let text = local()?.get_item(&saves::save_key(id)).ok()??;
    Some(saves::updated_ms_of(&text))
}

/// Moves the text of an unreadable save to a free `tafl.broken.<id>` key
/// (`tafl.broken.<id>-2`, … if taken) and removes the save key; returns the
/// key now holding the text. If the copy cannot be written (a full quota),
/// the entry stays where it is.
fn set_aside(storage: &Storage, id: &str, text: &str) -> String {
    let from = saves::save_key(id);
    let free = (1..1000)
        .map(|n| match n {
            1 => saves::broken_key(id),
            n => saves::broken_key(&format!("{id}-{n}")),
        })
        .find(|key| matches!(storage.get_item(key), Ok(None)));
    match free {
        Some(to) if write(storage, &to, text).is_ok() => {
            let _ = storage.remove_item(&from);
            to
        }
        _ => from,
    }
}

/// Reads one saved game. An unreadable entry is moved aside (see
/// [`LoadError::Save`]); the id in the key is the one that counts.
pub fn load(id: &str) -> Result<SaveEntry, LoadError> {
    let storage = local().ok_or(LoadError::Unavailable)?;
    if !saves::is_valid_id(id) {
        return Err(LoadError::Missing);
    }
    let text = storage
        .get_item(&saves::save_key(id))
        .map_err(|_| LoadError::Unavailable)?
        .ok_or(LoadError::Missing)?;
    match saves::read(&text) {
        Ok(decoded) => Ok(SaveEntry {
            id: id.to_string(),
            ..decoded.entry
        }),
        Err(error) => {
            if error.kind().set_aside() {
                set_aside(&storage, id, &text);
            }
            Err(LoadError::Save(error))
        }
    }
}

/// Every key of `storage`, read before anything is moved.
fn keys(storage: &Storage) -> Vec<String> {
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect()
}

/// Every saved game, newest first, and every entry that cannot be read.
/// Unreadable saves are moved aside on the way; an entry set aside earlier
/// that now reads (and whose id is free) is put back. Nothing is deleted.
pub fn list() -> Listing {
    let Some(storage) = local() else {
        return Listing {
            unavailable: true,
            ..Listing::default()
        };
    };
    let mut listing = Listing::default();
    let all = keys(&storage);
    let mut keys: Vec<&String> = all.iter().collect();
    small_sort::sort_by(&mut keys, |a, b| a < b);
    for key in keys {
        let (id, is_save) = if let Some(id) = key.strip_prefix(SAVE_PREFIX) {
            (id, true)
        } else if let Some(id) = key.strip_prefix(BROKEN_PREFIX) {
            (id, false)
        } else {
            continue;
        };
        let Ok(Some(text)) = storage.get_item(key) else {
            continue;
        };
        let result = if saves::is_valid_id(id) {
            saves::read(&text)
        } else {
            Err(SaveError::BadId(id.to_string()))
        };
        match result {
            Ok(decoded) if is_save || restore(&storage, key, id, &text) => {
                if decoded.upgraded_from.is_some() {
                    listing.upgraded.push(id.to_string());
                }
                let entry = SaveEntry {
                    id: id.to_string(),
                    ..decoded.entry
                };
                listing.entries.push((entry, decoded.summary));
            }
            Ok(_) => listing.broken.push(BrokenEntry {
                id: id.to_string(),
                key: key.clone(),
                kind: SaveErrorKind::Unreadable,
            }),
            Err(error) => {
                let kind = error.kind();
                let key = if is_save && kind.set_aside() && saves::is_valid_id(id) {
                    set_aside(&storage, id, &text)
                } else {
                    key.clone()
                };
                let id = key
                    .strip_prefix(BROKEN_PREFIX)
                    .or_else(|| key.strip_prefix(SAVE_PREFIX))
                    .unwrap_or(id)
                    .to_string();
                listing.broken.push(BrokenEntry { id, key, kind });
            }
        }
    }
    saves::sort_newest_first(&mut listing.entries);
    small_sort::sort_by(&mut listing.broken, |a, b| a.key < b.key);
    listing
}

/// Puts an entry set aside earlier back under `tafl.save.<id>` when it now
/// reads and that key is free (a newer build read it, say). Returns whether
/// it moved.
fn restore(storage: &Storage, broken_key: &str, id: &str, text: &str) -> bool {
    let to = saves::save_key(id);
    if !saves::is_valid_id(id) || !matches!(storage.get_item(&to), Ok(None)) {
        return false;
    }
    if write(storage, &to, text).is_err() {
        return false;
    }
    let _ = storage.remove_item(broken_key);
    true
}

/// Deletes a saved game (the player asked to).
pub fn delete(id: &str) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(&saves::save_key(id));
    }
}

/// Deletes the kept text of an entry that cannot be read (the player
/// asked to). Only keys of saved or set-aside games are touched.
pub fn delete_broken(entry: &BrokenEntry) {
    let ours = entry.key.starts_with(BROKEN_PREFIX) || entry.key.starts_with(SAVE_PREFIX);
    if let (true, Some(storage)) = (ours, local()) {
        let _ = storage.remove_item(&entry.key);
    }
}

/// The save to show when the play page of `game` opens without `?id=`:
/// this tab's game if it still exists, else the most recently updated
/// unfinished save of that game, else `None` (a new game).
pub fn resume_id(game: GameId) -> Option<String> {
    let tab = session().and_then(|s| s.get_item(&saves::tab_key(game)).ok().flatten());
    let listing = list();
    saves::resume_choice(game, tab.as_deref(), &listing.entries)
}

/// Remembers that this tab plays save `id` of `game` (so a reload of this
/// tab resumes it, whatever other tabs save meanwhile).
pub fn remember_tab_game(game: GameId, id: &str) {
    if let Some(storage) = session() {
        let _ = storage.set_item(&saves::tab_key(game), id);
    }
}

/// Milliseconds since 1970, for the time stamps of a save.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A new id for a save: the time and 30 random bits (see
/// [`saves::new_id`]).
pub fn fresh_id() -> String {
    let random = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    saves::new_id(random, now_ms())
}

/// The text of the person's ratings as stored (`None`: none yet), passed
/// as it is to the worker that counts a rated game.
pub fn ratings_text() -> Result<Option<String>, StorageError> {
    local()
        .ok_or(StorageError::Unavailable)?
        .get_item(crate::rating::store::RATINGS_KEY)
        .map_err(|_| StorageError::Unavailable)
}

/// Stores the ratings text the worker gave back.
pub fn store_ratings_text(text: &str) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    write(&storage, crate::rating::store::RATINGS_KEY, text)
}

/// The stored puzzle progress as text (`None`: none yet), read by
/// `puzzles::Progress::read`.
pub fn puzzle_progress_text() -> Result<Option<String>, StorageError> {
    local()
        .ok_or(StorageError::Unavailable)?
        .get_item(crate::puzzles::PROGRESS_KEY)
        .map_err(|_| StorageError::Unavailable)
}

/// Stores the puzzle progress.
pub fn store_puzzle_progress(text: &str) -> Result<(), StorageError> {
    let storage = local().ok_or(StorageError::Unavailable)?;
    write(&storage, crate::puzzles::PROGRESS_KEY, text)
}
