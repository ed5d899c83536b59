//! The stored text of a saved game: versioned JSON, written by [`encode`]
//! and read back by [`read`], which upgrades the older formats and checks
//! everything (size, JSON, version, id, and the game replayed) so that a
//! damaged entry never reaches the board.
//!
//! Stored formats (`"v"` at the top level):
//! - **2** (current, a correspondence game): format 1 with the game's
//!   correspondence between the players and the record:
//!   `"correspondence":{"id":"<12 characters>","side":"second","received":12}`
//!   (its [`CorrespondenceId`], the side this browser's person plays,
//!   `first` or `second`, and the moves received from the friend so far;
//!   see [`crate::links::correspondence`]). A version of Tafl from before
//!   correspondence play reports such a save as newer and leaves it alone,
//!   rather than reading it as a game at one device and losing its link.
//! - **1** (current, every other game, written exactly as before format 2
//!   existed): `{"v":1,"id":…,"created_ms":…,"updated_ms":…,
//!   "players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"easy"}},
//!   "record":{"version":1,"game":"fox-geese","options":{…},"moves":[…]}}`;
//!   a game ended off the board has its conclusion in the record after the
//!   moves (`"conclusion":{"result":{"Win":"First"},"reason":"Resignation"}`,
//!   serde's form), a save without one (every save from before) none.
//! - **0** (the first design): the record's fields at the top level and one
//!   time stamp, no players: `{"v":0,"id":…,"saved_ms":…,"game":…,
//!   "options":{…},"moves":[…]}`. Read as a two-player game created and
//!   updated at `saved_ms`.
//! - anything newer than [`NEWEST_SAVE_VERSION`] is reported, not guessed
//!   at.

use super::entry::{Players, SaveEntry, Seat};
use super::ids::is_valid_id;
use super::summary::{summary_of, SaveSummary};
use crate::engine::{GameRecord, Options, RecordError, Side};
use crate::json::wire;
use crate::json::{self, Value as Json};
use crate::links::invite::{Correspondence, CorrespondenceId};
use std::fmt;

/// The stored format of a game at this device, what [`encode`] writes for
/// every game but a correspondence game.
pub const SAVE_VERSION: u32 = 1;

/// The stored format of a correspondence game.
pub const CORRESPONDENCE_SAVE_VERSION: u32 = 2;

/// The newest stored format this build writes. [`decode`] reads it and
/// every older one.
pub const NEWEST_SAVE_VERSION: u32 = CORRESPONDENCE_SAVE_VERSION;

/// Longest stored text [`decode`] reads (1 MiB): far beyond any real game,
/// and a bound on the work a damaged entry can cause.
pub const MAX_SAVE_LEN: usize = 1 << 20;

/// Why a stored text could not be read as a saved game.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Longer than [`MAX_SAVE_LEN`] bytes.
    TooLarge(usize),
    /// Not JSON, or not the shape of a save (the parser's message).
    Unreadable(String),
    /// Written by a newer version of the app, in format `v`.
    NewerVersion(u32),
    /// Well-formed, but the game in it does not replay.
    Record(RecordError),
}

/// What the player is told about a [`SaveError`]: the UI maps each kind to
/// a translated message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveErrorKind {
    /// The text is damaged or not a save at all.
    Unreadable,
    /// Saved by a newer version of Tafl; this one cannot read it.
    NewerVersion,
    /// The moves in it are not a legal game.
    BadRecord,
}

impl SaveErrorKind {
    /// A stable name, for `data-` attributes and logs.
    pub fn as_str(self) -> &'static str {
        match self {
            SaveErrorKind::Unreadable => "unreadable",
            SaveErrorKind::NewerVersion => "newer-version",
            SaveErrorKind::BadRecord => "bad-record",
        }
    }

    /// Whether storage moves such an entry aside to `tafl.broken.<id>`.
    /// A newer version's save stays where it is: the newer app (in another
    /// tab, or after the next update) reads it there.
    pub fn set_aside(self) -> bool {
        self != SaveErrorKind::NewerVersion
    }
}

impl SaveError {
    /// The kind of message to show.
    pub fn kind(&self) -> SaveErrorKind {
        match self {
            SaveError::TooLarge(_) | SaveError::Unreadable(_) => SaveErrorKind::Unreadable,
            SaveError::NewerVersion(_) => SaveErrorKind::NewerVersion,
            SaveError::Record(RecordError::UnsupportedVersion(v)) if *v > GameRecord::VERSION => {
                SaveErrorKind::NewerVersion
            }
            SaveError::Record(_) => SaveErrorKind::BadRecord,
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::TooLarge(n) => {
                write!(
                    f,
                    "saved game of {n} bytes is over the {MAX_SAVE_LEN}-byte limit"
                )
            }
            SaveError::Unreadable(why) => write!(f, "saved game is unreadable: {why}"),
            SaveError::NewerVersion(v) => write!(
                f,
                "saved game is in format {v}, newer than this build reads ({NEWEST_SAVE_VERSION})"
            ),
            SaveError::Record(e) => write!(f, "saved game does not replay: {e}"),
        }
    }
}

impl std::error::Error for SaveError {}

/// When a stored save was last written (its `updated_ms`), read without
/// replaying its game: what a tab checks before each write to see whether
/// another tab has written the same save meanwhile. `None` when the text is
/// not a save in a format this build writes (1 or 2).
pub fn updated_ms_of(text: &str) -> Option<f64> {
    if text.len() > MAX_SAVE_LEN {
        return None;
    }
    // Read as serde read its two fields straight from the text: the rest
    // only has to be well-formed.
    let value = json::parse_raw(text).ok()?;
    let (f, _) = json::fields(&value, &["v", "updated_ms"], "a save").ok()?;
    let v = json::to_u32(f[0]?).ok()?;
    let updated_ms = json::to_f64(f[1]?).ok()?;
    (SAVE_VERSION..=NEWEST_SAVE_VERSION)
        .contains(&v)
        .then_some(updated_ms)
}

/// A seat as stored (serde's internally tagged form):
/// `{"kind":"human"}`, `{"kind":"ai","level":"easy"}`.
fn seat_value(seat: &Seat) -> Json {
    match seat {
        Seat::Human => Json::object(vec![("kind", Json::from("human"))]),
        Seat::Ai { level } => Json::object(vec![
            ("kind", Json::from("ai")),
            ("level", Json::from(level.as_str())),
        ]),
    }
}

/// A seat, read as serde reads an internally tagged enum: an object whose
/// `kind` names the variant (other keys are the variant's fields, or
/// ignored), or an array whose first element does (the rest are the
/// variant's fields).
fn seat(value: &Json) -> Result<Seat, json::Error> {
    let (kind, rest) = match value {
        Json::Array(items) => (items.first(), Some(items.get(1..).unwrap_or_default())),
        _ => (value.get("kind"), None),
    };
    let kind = match kind {
        Some(Json::String(kind)) => kind.as_str(),
        Some(_) => return Err(json::Error::Expected("a variant identifier")),
        None if matches!(value, Json::Object(_) | Json::Array(_)) => {
            return Err(json::Error::Missing("kind"))
        }
        None => return Err(json::Error::Expected("a seat")),
    };
    match (kind, rest) {
        ("human", None | Some([])) => Ok(Seat::Human),
        ("ai", None) => {
            let (f, _) = json::fields(value, &["level"], "a seat")?;
            Ok(Seat::Ai {
                level: json::to_string(json::required(f[0], "level")?)?,
            })
        }
        ("ai", Some([level])) => Ok(Seat::Ai {
            level: json::to_string(level)?,
        }),
        ("ai", Some([])) => Err(json::Error::Missing("level")),
        ("human" | "ai", Some(_)) => Err(json::Error::Expected("fewer elements")),
        _ => Err(json::Error::Expected("human or ai")),
    }
}

fn players_value(players: &Players) -> Json {
    Json::object(vec![
        ("first", seat_value(&players.first)),
        ("second", seat_value(&players.second)),
    ])
}

fn players(value: &Json) -> Result<Players, json::Error> {
    let (f, _) = json::fields(value, &["first", "second"], "struct Players")?;
    Ok(Players {
        first: seat(json::required(f[0], "first")?)?,
        second: seat(json::required(f[1], "second")?)?,
    })
}

/// The correspondence of format 2, as stored:
/// `{"id":"<12 characters>","side":"first","received":12}`.
fn correspondence_value(c: &Correspondence) -> Json {
    let side = match c.my_side {
        Side::First => "first",
        Side::Second => "second",
    };
    Json::object(vec![
        ("id", Json::from(c.id.to_string())),
        ("side", Json::from(side)),
        ("received", Json::from(c.received as u64)),
    ])
}

/// The correspondence of a game of `plies` moves. A received count past
/// the last move (a damaged save) reads as the last move: the game stays
/// playable and nothing of it is lost.
fn correspondence(value: &Json, plies: usize) -> Result<Correspondence, json::Error> {
    let names = ["id", "side", "received"];
    let (f, _) = json::fields(value, &names, "struct CorrespondenceWire")?;
    let id = json::to_string(json::required(f[0], "id")?)?;
    let (side, content) = json::variant(json::required(f[1], "side")?)?;
    let my_side = match side {
        "first" => Side::First,
        "second" => Side::Second,
        _ => return Err(json::Error::Expected("first or second")),
    };
    json::unit(content)?;
    let received = json::to_u64(json::required(f[2], "received")?)?;
    Ok(Correspondence {
        id: id
            .parse::<CorrespondenceId>()
            .map_err(|_| json::Error::Expected("a correspondence id of 12 characters"))?,
        my_side,
        received: usize::try_from(received).unwrap_or(usize::MAX).min(plies),
    })
}

/// A time stamp as stored: whole milliseconds (what `Date.now()` gives),
/// written as an integer so that it reads back exactly; `NaN` and the
/// infinities, which JSON cannot hold, as 0.
fn whole_ms(ms: f64) -> Json {
    Json::from(if ms.is_finite() {
        // `as` saturates at the i64 range.
        ms.round() as i64
    } else {
        0
    })
}

/// The stored text of `entry`: format 2 for a correspondence game, else
/// format 1 (what every version since format 1 reads).
pub fn encode(entry: &SaveEntry) -> String {
    json::write(&entry_value(entry))
}

/// The stored form of `entry` as a JSON value (what [`encode`] writes, and
/// what a backup holds for each game).
pub fn entry_value(entry: &SaveEntry) -> Json {
    let v = match entry.correspondence {
        Some(_) => CORRESPONDENCE_SAVE_VERSION,
        None => SAVE_VERSION,
    };
    let mut entries = vec![
        ("v", Json::from(u64::from(v))),
        ("id", Json::from(entry.id.as_str())),
        ("created_ms", whole_ms(entry.created_ms)),
        ("updated_ms", whole_ms(entry.updated_ms)),
        ("players", players_value(&entry.players)),
    ];
    if let Some(c) = &entry.correspondence {
        entries.push(("correspondence", correspondence_value(c)));
    }
    entries.push(("record", wire::record_value(&entry.record)));
    Json::object(entries)
}

/// A saved game read from its text, with what the games page shows of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    pub entry: SaveEntry,
    pub summary: SaveSummary,
    /// The older format the text was in, when it was upgraded on reading
    /// (it is written in the current format at the next save).
    pub upgraded_from: Option<u32>,
}

/// The fields of formats 1 and 2 (format 1 without `correspondence`),
/// and of format 0.
const V1_FIELDS: [&str; 6] = [
    "id",
    "created_ms",
    "updated_ms",
    "players",
    "record",
    "correspondence",
];
const V0_FIELDS: [&str; 5] = ["id", "saved_ms", "game", "options", "moves"];

/// Reads a saved game: checks the size, the JSON, the format version
/// (upgrading older ones), the id, and replays the game. Never panics.
pub fn read(text: &str) -> Result<Decoded, SaveError> {
    if text.len() > MAX_SAVE_LEN {
        return Err(SaveError::TooLarge(text.len()));
    }
    let unreadable = |e: json::Error| SaveError::Unreadable(e.to_string());
    let value = json::parse(text).map_err(unreadable)?;
    let version = match value.get("v") {
        None => return Err(SaveError::Unreadable("no format version \"v\"".into())),
        // (The value is not shown: the app prints no floats.)
        Some(v) => v.as_u64().ok_or_else(|| {
            SaveError::Unreadable("the format version \"v\" is not a whole number".into())
        })?,
    };
    if version > u64::from(NEWEST_SAVE_VERSION) {
        return Err(SaveError::NewerVersion(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    let entry = entry_of(&value, version).map_err(unreadable)?;
    if !is_valid_id(&entry.id) {
        return Err(SaveError::Unreadable(format!("bad id {:?}", entry.id)));
    }
    let game = entry.record.replay().map_err(SaveError::Record)?;
    let summary = summary_of(&entry, &game);
    Ok(Decoded {
        entry,
        summary,
        upgraded_from: (version == 0).then_some(0),
    })
}

/// The entry of a save in format `version` (0, 1 or 2), as serde read
/// each format's struct: other keys (`"v"` among them) are ignored.
fn entry_of(value: &Json, version: u64) -> Result<SaveEntry, json::Error> {
    let names: &[&'static str] = match version {
        0 => &V0_FIELDS,
        1 => &V1_FIELDS[..5],
        2 => &V1_FIELDS,
        _ => return Err(json::Error::Expected("format version 0, 1 or 2")),
    };
    let (f, _) = json::fields(value, names, "a save")?;
    let need = |i: usize| json::required(f[i], names[i]);
    let id = json::to_string(need(0)?)?;
    if version == 0 {
        // The record's fields at the top level, one time stamp, no seats.
        let saved_ms = json::to_f64(need(1)?)?;
        return Ok(SaveEntry {
            id,
            record: GameRecord {
                version: GameRecord::VERSION,
                game: wire::game_id(need(2)?)?,
                options: f[3].map_or(Ok(Options::default()), wire::options)?,
                setup: None,
                moves: json::to_strings(need(4)?)?,
                conclusion: None,
                facts: Default::default(),
            },
            players: Players::default(),
            correspondence: None,
            created_ms: saved_ms,
            updated_ms: saved_ms,
        });
    }
    let created_ms = json::to_f64(need(1)?)?;
    let updated_ms = json::to_f64(need(2)?)?;
    let players = players(need(3)?)?;
    let record = wire::record(need(4)?)?;
    let correspondence = match version {
        2 => Some(correspondence(need(5)?, record.moves.len())?),
        _ => None,
    };
    Ok(SaveEntry {
        id,
        record,
        players,
        correspondence,
        created_ms,
        updated_ms,
    })
}

/// Reads a saved game from its stored text (see [`read`]). Never panics.
pub fn decode(text: &str) -> Result<SaveEntry, SaveError> {
    read(text).map(|d| d.entry)
}

/// Replays `entry` and describes it. Fails when its record does not replay.
pub fn summarize(entry: &SaveEntry) -> Result<SaveSummary, SaveError> {
    let game = entry.record.replay().map_err(SaveError::Record)?;
    Ok(summary_of(entry, &game))
}
