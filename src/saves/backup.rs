//! The backup of everything a person keeps in this browser: every saved
//! game and their ratings against the computer, in one file ("export
//! everything"), with the puzzle progress, and reading it back ("import
//! everything") so that nothing is lost on either side.
//!
//! Format 1 (one JSON object):
//!
//! ```json
//! {"tafl":"backup","v":1,"exported_ms":1780000000000,
//!  "games":[{"v":1,"id":…,"players":…,"record":…}, …],
//!  "ratings":{"v":1,"ratings":[…]},
//!  "puzzles":{"v":1,"rating":…,"solved":[…],…}}
//! ```
//!
//! `puzzles` (the text of `crate::puzzles::progress`) is left out when
//! this browser's progress does not read, and files made before it had
//! none: both read as a backup without puzzles.
//!
//! Each game is its stored text (`super::encode`, any save format), the
//! ratings theirs (`crate::rating::store`), each read back by its own
//! reader. Reading checks the whole
//! file before anything is taken ([`read`]): a file that is not a backup,
//! a newer format, a damaged game (named by its place and id) or damaged
//! ratings are refused with a typed error, and the browser's games and
//! ratings stay as they were. A good backup is merged, never poured over
//! ([`plan_import`]): games not here are added, a game here is replaced
//! only by a later write of itself, ratings by key the same way.

use super::entry::SaveEntry;
use super::format::{encode as encode_save, read as read_save, SaveError};
use crate::json::macros::json_struct;
use crate::json::{self, Raw};
use crate::puzzles::{Progress, ProgressError};
use crate::rating::ratings::Ratings;
use crate::rating::store::{self, StoreError};
use std::fmt;

/// The marker of a backup file (`"tafl":"backup"`), so that a game record
/// or any other JSON picked by mistake is told apart from a damaged backup.
pub const BACKUP_MARK: &str = "backup";

/// How every backup file [`encode`] writes begins.
const BACKUP_START: &str = "{\"tafl\":\"backup\"";

/// The format [`encode`] writes and the newest [`read`] reads.
pub const BACKUP_VERSION: u32 = 1;

/// Longest file [`read`] reads (32 MiB): several times what a browser's
/// storage holds for a site.
pub const MAX_BACKUP_LEN: usize = 32 << 20;

/// What a backup holds, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    /// When it was made (epoch ms).
    pub exported_ms: f64,
    /// Every game, as saved.
    pub games: Vec<SaveEntry>,
    /// The ratings against the computer.
    pub ratings: Ratings,
    /// The puzzle progress, when the file has it.
    pub puzzles: Option<Progress>,
}

/// Why a file cannot be imported. Nothing is imported from a file that
/// gives any of these.
#[derive(Clone, Debug, PartialEq)]
pub enum BackupError {
    /// Larger than [`MAX_BACKUP_LEN`].
    TooLarge(usize),
    /// Not JSON, or JSON without the backup mark: another file.
    NotABackup,
    /// A backup in a format newer than this build reads.
    NewerVersion(u64),
    /// A backup whose frame is damaged (the reader's message).
    Unreadable(String),
    /// The game at `index` (0-based) in the file, with its id when it has
    /// one, cannot be read.
    Game {
        index: usize,
        id: Option<String>,
        error: SaveError,
    },
    /// Two games of the file with one id.
    DuplicateGame(String),
    /// The ratings cannot be read.
    Ratings(StoreError),
    /// The puzzle progress cannot be read.
    Puzzles(ProgressError),
}

/// What the person is told of a [`BackupError`]: the app maps each kind
/// to a message in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackupErrorKind {
    /// The file is not a Tafl backup.
    NotABackup,
    /// Made by a newer version of Tafl.
    NewerVersion,
    /// A Tafl backup, but damaged.
    Damaged,
}

impl BackupError {
    /// The kind of message to show.
    pub fn kind(&self) -> BackupErrorKind {
        match self {
            BackupError::NotABackup => BackupErrorKind::NotABackup,
            BackupError::NewerVersion(_)
            | BackupError::Game {
                error: SaveError::NewerVersion(_),
                ..
            }
            | BackupError::Ratings(StoreError::NewerVersion(_))
            | BackupError::Puzzles(ProgressError::NewerVersion(_)) => BackupErrorKind::NewerVersion,
            _ => BackupErrorKind::Damaged,
        }
    }
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::TooLarge(n) => write!(
                f,
                "a file of {n} bytes is over the backup limit of {MAX_BACKUP_LEN}"
            ),
            BackupError::NotABackup => f.write_str("the file is not a Tafl backup"),
            BackupError::NewerVersion(v) => write!(
                f,
                "the backup is in format {v}, newer than this build reads ({BACKUP_VERSION})"
            ),
            BackupError::Unreadable(why) => write!(f, "the backup is damaged: {why}"),
            BackupError::Game { index, id, error } => {
                write!(f, "game {} of the backup", index + 1)?;
                if let Some(id) = id {
                    write!(f, " ({id})")?;
                }
                write!(f, ": {error}")
            }
            BackupError::DuplicateGame(id) => write!(f, "the backup holds game {id} twice"),
            BackupError::Ratings(e) => write!(f, "the backup's {e}"),
            BackupError::Puzzles(e) => write!(f, "the backup's puzzle progress: {e}"),
        }
    }
}

impl std::error::Error for BackupError {}

/// The backup's frame, field for field: each game and the ratings kept
/// as their own texts.
struct BackupWire {
    tafl: String,
    v: u64,
    exported_ms: f64,
    games: Vec<Raw>,
    ratings: Raw,
    puzzles: Option<Raw>,
}

json_struct!(BackupWire {
    tafl: "tafl",
    v: "v",
    exported_ms: "exported_ms",
    games: "games",
    ratings: "ratings",
    puzzles: "puzzles" = default,
});

/// The mark alone, every other key skipped: is this a backup at all?
struct Mark {
    tafl: Option<String>,
}

json_struct!(Mark {
    tafl: "tafl" = default,
});

/// The format version alone.
struct Version {
    v: u64,
}

json_struct!(Version { v: "v" });

/// A game's id alone, to name a game that cannot be read.
struct IdOnly {
    id: Option<String>,
}

json_struct!(IdOnly { id: "id" = default });

/// The backup file of `games`, `ratings` and the puzzle progress (when it
/// reads), made at `now_ms` (whole milliseconds; 0 when it is not a time).
pub fn encode(
    games: &[SaveEntry],
    ratings: &Ratings,
    puzzles: Option<&Progress>,
    now_ms: f64,
) -> String {
    json::to_text(&BackupWire {
        tafl: BACKUP_MARK.to_string(),
        v: u64::from(BACKUP_VERSION),
        exported_ms: now_ms,
        games: games.iter().map(|g| Raw(encode_save(g))).collect(),
        ratings: Raw(store::encode(ratings)),
        puzzles: puzzles.map(|p| Raw(p.to_text())),
    })
}

/// Reads a backup file, checking everything in it (each game as a save is
/// checked, its moves replayed). Never panics.
///
/// # Errors
/// The first problem: the size, not a backup, a newer format, a damaged
/// frame, then the first damaged game, a game twice, the ratings.
pub fn read(text: &str) -> Result<Backup, BackupError> {
    if text.len() > MAX_BACKUP_LEN {
        return Err(BackupError::TooLarge(text.len()));
    }
    let mark = json::from_text::<Mark>(text).map_err(|e| {
        // A backup cut short or garbled after its opening still says what
        // it is: damaged, not some other file.
        if text.trim_start().starts_with(BACKUP_START) {
            BackupError::Unreadable(e.to_string())
        } else {
            BackupError::NotABackup
        }
    })?;
    if mark.tafl.as_deref() != Some(BACKUP_MARK) {
        return Err(BackupError::NotABackup);
    }
    let unreadable = |e: json::Error| BackupError::Unreadable(e.to_string());
    let version = json::from_text::<Version>(text).map_err(unreadable)?.v;
    if version > u64::from(BACKUP_VERSION) {
        return Err(BackupError::NewerVersion(version));
    }
    if version < u64::from(BACKUP_VERSION) {
        return Err(BackupError::Unreadable(format!(
            "format {version} was never written"
        )));
    }
    let wire: BackupWire = json::from_text(text).map_err(unreadable)?;
    let mut games: Vec<SaveEntry> = Vec::with_capacity(wire.games.len());
    for (index, Raw(item)) in wire.games.iter().enumerate() {
        let entry = read_save(item)
            .map_err(|error| BackupError::Game {
                index,
                id: json::from_text::<IdOnly>(item)
                    .ok()
                    .and_then(|g| g.id)
                    .map(|id| id.chars().take(64).collect()),
                error,
            })?
            .entry;
        if games.iter().any(|g| g.id == entry.id) {
            return Err(BackupError::DuplicateGame(entry.id));
        }
        games.push(entry);
    }
    let ratings = store::read(&wire.ratings.0).map_err(BackupError::Ratings)?;
    let puzzles = match &wire.puzzles {
        Some(Raw(text)) => Some(Progress::read(text).map_err(BackupError::Puzzles)?),
        None => None,
    };
    Ok(Backup {
        exported_ms: wire.exported_ms,
        games,
        ratings,
        puzzles,
    })
}

/// What importing a backup does to this browser's games and ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportPlan {
    /// The games to write: those not here, then those the backup holds a
    /// later write of.
    pub write: Vec<SaveEntry>,
    /// How many of `write` are new here.
    pub added: usize,
    /// How many of `write` replace an earlier write of the same game.
    pub updated: usize,
    /// Games of the backup left alone: the same or a later write is here.
    pub kept: usize,
    /// The ratings after the import.
    pub ratings: Ratings,
    /// How many rating keys were taken from the backup.
    pub ratings_taken: usize,
    /// The puzzle progress to write (`None`: nothing to write).
    pub puzzles: Option<Progress>,
    /// How many puzzles' results were taken from the backup.
    pub puzzles_taken: usize,
}

/// Merges `backup` into the games and ratings `here`: a game whose id is
/// not here is added; a game here is replaced only by a later write of
/// itself (a larger `updated_ms`); a rating key is taken when it is not
/// here or was played later in the backup; the puzzle progress is merged
/// by [`Progress::merge`] into `here_puzzles` (`None` when this browser's
/// does not read: it is then left as it is). Nothing here is dropped
/// without a newer version of it taking its place.
pub fn plan_import(
    here: &[SaveEntry],
    here_ratings: &Ratings,
    here_puzzles: Option<&Progress>,
    backup: &Backup,
) -> ImportPlan {
    let mut added = Vec::new();
    let mut updated = Vec::new();
    let mut kept = 0;
    for game in &backup.games {
        match here.iter().find(|h| h.id == game.id) {
            None => added.push(game.clone()),
            Some(h) if game.updated_ms > h.updated_ms => updated.push(game.clone()),
            Some(_) => kept += 1,
        }
    }
    let mut ratings = here_ratings.clone();
    let ratings_taken = ratings.merge_newer(&backup.ratings);
    let (n_added, n_updated) = (added.len(), updated.len());
    added.extend(updated);
    let (puzzles, puzzles_taken) = match (here_puzzles, &backup.puzzles) {
        (Some(here), Some(theirs)) => {
            let mut merged = here.clone();
            let taken = merged.merge(theirs);
            ((merged != *here).then_some(merged), taken)
        }
        _ => (None, 0),
    };
    ImportPlan {
        write: added,
        added: n_added,
        updated: n_updated,
        kept,
        ratings,
        ratings_taken,
        puzzles,
        puzzles_taken,
    }
}

#[cfg(test)]
mod tests;
