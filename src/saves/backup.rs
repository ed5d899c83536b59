//! The backup of everything a person keeps in this browser: every saved
//! game and their ratings against the computer, in one file ("export
//! everything"), and reading it back ("import everything") so that
//! nothing is lost on either side.
//!
//! Format 1 (one JSON object):
//!
//! ```json
//! {"tafl":"backup","v":1,"exported_ms":1780000000000,
//!  "games":[{"v":1,"id":…,"players":…,"record":…}, …],
//!  "ratings":{"v":1,"ratings":[…]}}
//! ```
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
            | BackupError::Ratings(StoreError::NewerVersion(_)) => BackupErrorKind::NewerVersion,
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
}

json_struct!(BackupWire {
    tafl: "tafl",
    v: "v",
    exported_ms: "exported_ms",
    games: "games",
    ratings: "ratings",
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

/// The backup file of `games` and `ratings`, made at `now_ms` (whole
/// milliseconds; 0 when it is not a time).
pub fn encode(games: &[SaveEntry], ratings: &Ratings, now_ms: f64) -> String {
    json::to_text(&BackupWire {
        tafl: BACKUP_MARK.to_string(),
        v: u64::from(BACKUP_VERSION),
        exported_ms: now_ms,
        games: games.iter().map(|g| Raw(encode_save(g))).collect(),
        ratings: Raw(store::encode(ratings)),
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
    Ok(Backup {
        exported_ms: wire.exported_ms,
        games,
        ratings,
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
}

/// Merges `backup` into the games and ratings `here`: a game whose id is
/// not here is added; a game here is replaced only by a later write of
/// itself (a larger `updated_ms`); a rating key is taken when it is not
/// here or was played later in the backup. Nothing here is dropped
/// without a newer version of it taking its place.
pub fn plan_import(here: &[SaveEntry], here_ratings: &Ratings, backup: &Backup) -> ImportPlan {
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
    ImportPlan {
        write: added,
        added: n_added,
        updated: n_updated,
        kept,
        ratings,
        ratings_taken,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
    use crate::play::{Players, Seat};
    use crate::rating::ratings::{RatingKey, Score};
    use crate::saves::encode as encode_save;

    const T0: i64 = 1_780_000_000_000;

    fn game(id: &str, game: GameId, plies: usize, updated_ms: f64) -> SaveEntry {
        let mut g = AnyGame::new(game, Options::default()).unwrap();
        for _ in 0..plies {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
        SaveEntry {
            id: id.into(),
            record: GameRecord::of(&g),
            players: Players {
                first: Seat::Human,
                second: Seat::Ai {
                    level: "hard".into(),
                },
            },
            correspondence: None,
            annotations: None,
            rated: None,
            clock: None,
            draw_offer: None,
            created_ms: 1_000.0,
            updated_ms,
        }
    }

    fn ratings() -> Ratings {
        let mut r = Ratings::new();
        let k = RatingKey::new(GameId::TwoFoxes, Options::default(), Side::Second).unwrap();
        r.record(k, Level::Medium, Score::Win, T0);
        r.record(k, Level::Hard, Score::Loss, T0 + 60_000);
        r
    }

    fn games() -> Vec<SaveEntry> {
        vec![
            game("aaa", GameId::FoxGeese, 6, 5_000.0),
            game("bbb", GameId::Hnefatafl, 3, 6_000.0),
        ]
    }

    #[test]
    fn a_backup_reads_back_whole() {
        let text = encode(&games(), &ratings(), T0 as f64);
        assert!(text.starts_with("{\"tafl\":\"backup\",\"v\":1,\"exported_ms\":1780000000000,"));
        let backup = read(&text).unwrap();
        assert_eq!(backup.games, games());
        assert_eq!(backup.ratings, ratings());
        assert_eq!(backup.exported_ms, T0 as f64);
        let empty = read(&encode(&[], &Ratings::new(), 0.0)).unwrap();
        assert!(empty.games.is_empty() && empty.ratings == Ratings::new());
    }

    /// A game saved in the first stored format (0) inside a backup is
    /// read and upgraded as it is from storage.
    #[test]
    fn old_saves_inside_a_backup_are_read() {
        let text = format!(
            "{{\"tafl\":\"backup\",\"v\":1,\"exported_ms\":1,\"games\":[{}],\"ratings\":{{\"v\":1,\"ratings\":[]}}}}",
            r#"{"v":0,"id":"old","saved_ms":7,"game":"two-foxes","moves":[]}"#
        );
        let backup = read(&text).unwrap();
        assert_eq!(backup.games[0].id, "old");
        assert_eq!(backup.games[0].players, Players::default());
        assert_eq!(backup.games[0].updated_ms, 7.0);
    }

    #[test]
    fn bad_files_are_refused_by_kind() {
        let good = encode(&games(), &ratings(), T0 as f64);
        let kind = |text: &str| read(text).unwrap_err().kind();
        assert_eq!(kind("not json"), BackupErrorKind::NotABackup);
        assert_eq!(kind("[1,2]"), BackupErrorKind::NotABackup);
        // A single saved game or a record is not a backup.
        assert_eq!(kind(&encode_save(&games()[0])), BackupErrorKind::NotABackup);
        assert_eq!(
            kind(&good.replacen("\"backup\"", "\"records\"", 1)),
            BackupErrorKind::NotABackup
        );
        assert_eq!(
            read(&good.replacen("\"v\":1,\"exported", "\"v\":2,\"exported", 1)),
            Err(BackupError::NewerVersion(2))
        );
        assert_eq!(
            kind(&good.replacen("\"v\":1,\"exported", "\"v\":0,\"exported", 1)),
            BackupErrorKind::Damaged
        );
        assert_eq!(
            kind(&good.replacen("\"v\":1,\"exported", "\"exported", 1)),
            BackupErrorKind::Damaged
        );
        // A game of a newer version inside says so.
        let newer_game = good.replacen("[{\"v\":1,\"id\":\"aaa\"", "[{\"v\":9,\"id\":\"aaa\"", 1);
        assert_eq!(kind(&newer_game), BackupErrorKind::NewerVersion);
        // A game whose moves do not replay is named by place and id.
        let first_move = &games()[1].record.moves[0];
        let at = good.find("\"id\":\"bbb\"").unwrap();
        let bad_move = format!(
            "{}{}",
            &good[..at],
            good[at..].replacen(&format!("[\"{first_move}\""), "[\"k1-k2\"", 1)
        );
        assert_ne!(bad_move, good);
        match read(&bad_move) {
            Err(BackupError::Game {
                index: 1,
                id: Some(id),
                error: SaveError::Record(_),
            }) => assert_eq!(id, "bbb"),
            other => panic!("{other:?}"),
        }
        assert!(read(&bad_move)
            .unwrap_err()
            .to_string()
            .starts_with("game 2 of the backup (bbb): "));
        // The same game twice.
        let twice = good.replacen("\"id\":\"bbb\"", "\"id\":\"aaa\"", 1);
        assert_eq!(read(&twice), Err(BackupError::DuplicateGame("aaa".into())));
        // Damaged ratings.
        let bad_rating = good.replacen("\"volatility\":", "\"volatility\":-", 1);
        assert!(matches!(
            read(&bad_rating),
            Err(BackupError::Ratings(StoreError::Invalid(_)))
        ));
        let no_ratings = good.replacen(",\"ratings\":{", ",\"rating\":{", 1);
        assert_eq!(kind(&no_ratings), BackupErrorKind::Damaged);
        // Cut short, it is a damaged backup, not another file.
        let cut = &good[..good.len() / 2];
        assert!(matches!(read(cut), Err(BackupError::Unreadable(_))));
        assert!(matches!(
            read(&" ".repeat(MAX_BACKUP_LEN + 1)),
            Err(BackupError::TooLarge(_))
        ));
    }

    #[test]
    fn importing_merges_and_loses_nothing() {
        let here = vec![
            game("aaa", GameId::FoxGeese, 8, 9_000.0),   // later here
            game("bbb", GameId::Hnefatafl, 1, 1_000.0),  // later in the backup
            game("ccc", GameId::GreatCross, 2, 1_000.0), // only here
        ];
        let mut here_ratings = Ratings::new();
        let fox = RatingKey::new(GameId::FoxGeese, Options::default(), Side::First).unwrap();
        here_ratings.record(fox, Level::Easy, Score::Win, T0);
        let backup = read(&encode(&games(), &ratings(), T0 as f64)).unwrap();
        let plan = plan_import(&here, &here_ratings, &backup);
        assert_eq!((plan.added, plan.updated, plan.kept), (0, 1, 1));
        assert_eq!(plan.write, vec![games()[1].clone()]);
        assert_eq!(plan.ratings_taken, 1);
        assert_eq!(plan.ratings.get(fox), here_ratings.get(fox), "ours kept");
        assert_eq!(plan.ratings.entries().len(), 2);
        // Into an empty browser, everything is added.
        let fresh = plan_import(&[], &Ratings::new(), &backup);
        assert_eq!((fresh.added, fresh.updated, fresh.kept), (2, 0, 0));
        assert_eq!(fresh.write, games());
        assert_eq!(fresh.ratings, ratings());
        // Importing one's own backup changes nothing.
        let own = read(&encode(&here, &here_ratings, 0.0)).unwrap();
        let same = plan_import(&here, &here_ratings, &own);
        assert!(same.write.is_empty());
        assert_eq!((same.kept, same.ratings_taken), (3, 0));
        assert_eq!(same.ratings, here_ratings);
    }
}
