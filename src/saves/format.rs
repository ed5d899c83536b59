//! Saved games: the stored text of one game (versioned JSON), the upgrade of
//! older formats, the checks that keep a damaged entry from reaching the
//! board, and what the "My games" page shows of an entry.
//!
//! Pure and tested natively; `app::storage` only moves these strings in and
//! out of `localStorage`. Every game has its own key (`tafl.save.<id>`), so
//! two tabs never overwrite each other's games, and an entry that cannot be
//! read is set aside under `tafl.broken.<id>` with its text intact.
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
//!   "record":{"version":1,"game":"fox-geese","options":{…},"moves":[…]}}`
//! - **0** (the first design): the record's fields at the top level and one
//!   time stamp, no players: `{"v":0,"id":…,"saved_ms":…,"game":…,
//!   "options":{…},"moves":[…]}`. Read as a two-player game created and
//!   updated at `saved_ms`.
//! - anything newer than [`NEWEST_SAVE_VERSION`] is reported, not guessed
//!   at.

use crate::board_view::BoardView;
use crate::engine::{AnyGame, GameId, GameRecord, Options, Outcome, RecordError, Side};
use crate::json::{self, Value as Json};
use crate::links::base64url;
use crate::links::invite::{id_bits, Correspondence, CorrespondenceId};
use crate::play::Turn;
use crate::wire;
use serde::{Deserialize, Serialize};
#[cfg(test)]
use serde_json::Value;
use std::fmt;

/// The stored format of a game at this device, what [`encode`] writes for
/// every game but a correspondence game.
pub const SAVE_VERSION: u32 = 1;

/// The stored format of a correspondence game.
pub const CORRESPONDENCE_SAVE_VERSION: u32 = 2;

/// The newest stored format this build writes. [`decode`] reads it and
/// every older one.
pub const NEWEST_SAVE_VERSION: u32 = CORRESPONDENCE_SAVE_VERSION;

/// `localStorage` key prefix of a saved game: `tafl.save.<id>`.
pub const SAVE_PREFIX: &str = "tafl.save.";

/// `localStorage` key prefix of an entry set aside because it could not be
/// read: `tafl.broken.<id>`, holding the original text. Never deleted
/// except by the player.
pub const BROKEN_PREFIX: &str = "tafl.broken.";

/// `sessionStorage` key prefix naming the save this tab plays, per game:
/// `tafl.tab.<game>`.
pub const TAB_PREFIX: &str = "tafl.tab.";

/// Longest stored text [`decode`] reads (1 MiB): far beyond any real game,
/// and a bound on the work a damaged entry can cause.
pub const MAX_SAVE_LEN: usize = 1 << 20;

/// Longest id accepted from storage.
pub const MAX_ID_LEN: usize = 64;

/// Who plays one side.
///
/// The `serde` derives here are the stored form as `serde` wrote it,
/// kept as the reference of `tests/json_compat.rs`; the app reads and
/// writes saves with [`crate::json`] only ([`encode`], [`read`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The computer, at a level named as `tafl_ai::Level::as_str` names it.
    Ai { level: String },
}

/// Who plays each side. `first` is the side that moves first
/// ([`Side::First`]: the fox side, or the attackers in Hnefatafl).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players {
    pub first: Seat,
    pub second: Seat,
}

impl Default for Players {
    /// Two people at one device.
    fn default() -> Players {
        Players {
            first: Seat::Human,
            second: Seat::Human,
        }
    }
}

impl Players {
    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> &Seat {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }
}

/// One saved game.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    /// The key suffix (`tafl.save.<id>`); short and URL-safe.
    pub id: String,
    /// The game, replayed through checked play whenever it is read.
    pub record: GameRecord,
    pub players: Players,
    /// A game played with a friend by link: its id and this browser's
    /// side (`None` for a game at this device).
    pub correspondence: Option<Correspondence>,
    /// Milliseconds since 1970 (JavaScript `Date.now()`), stored to the
    /// whole millisecond.
    pub created_ms: f64,
    pub updated_ms: f64,
}

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
    json::write(&Json::object(entries))
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

/// Where a saved game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveStatus {
    /// Still going, with this side to move.
    InProgress { to_move: Side },
    /// Finished: who won (or a draw) and the rule that decided it.
    Over(Outcome),
}

/// What the games page shows of a save, taken from the replayed game.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub game: GameId,
    pub options: Options,
    pub created_ms: f64,
    pub updated_ms: f64,
    /// Moves played (plies).
    pub moves: usize,
    pub status: SaveStatus,
    /// The status word of docs/cli.md: `ongoing`, `fox-wins`, `draw`, …
    pub status_word: &'static str,
    /// The thumbnail: the last position, its last move marked.
    pub board: BoardView,
    /// In a game played with a friend by link, the side this browser's
    /// person plays ("correspondence, you play the defenders").
    pub my_side: Option<Side>,
}

impl SaveSummary {
    /// True once the game has ended.
    pub fn is_finished(&self) -> bool {
        matches!(self.status, SaveStatus::Over(_))
    }

    /// In a game played with a friend by link, whose move it is from this
    /// person's point of view ("your move", "your friend's move").
    pub fn correspondence_turn(&self) -> Option<Turn> {
        let me = self.my_side?;
        Some(match self.status {
            SaveStatus::Over(outcome) => Turn::Over(outcome),
            SaveStatus::InProgress { to_move } if to_move == me => Turn::YourMove(me),
            SaveStatus::InProgress { to_move } => Turn::FriendsMove(to_move),
        })
    }
}

fn summary_of(entry: &SaveEntry, game: &AnyGame) -> SaveSummary {
    SaveSummary {
        game: game.id(),
        options: game.options(),
        created_ms: entry.created_ms,
        updated_ms: entry.updated_ms,
        moves: game.moves().len(),
        status: match game.outcome() {
            Some(outcome) => SaveStatus::Over(outcome),
            None => SaveStatus::InProgress {
                to_move: game.side_to_move(),
            },
        },
        status_word: game.status_word(),
        board: BoardView::of_game(game),
        my_side: entry.correspondence.map(|c| c.my_side),
    }
}

/// Replays `entry` and describes it. Fails when its record does not replay.
pub fn summarize(entry: &SaveEntry) -> Result<SaveSummary, SaveError> {
    let game = entry.record.replay().map_err(SaveError::Record)?;
    Ok(summary_of(entry, &game))
}

/// True for an id this module writes or accepts: 1 to [`MAX_ID_LEN`]
/// base64url characters, so it needs no escaping in a key or a URL.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A fresh id: the time in milliseconds (7 characters) then 30 random
/// bits (5 characters). Twelve URL-safe characters; two ids made in the
/// same millisecond differ unless their random parts collide (1 in 10⁹).
pub fn new_id(random: u64, now_ms: f64) -> String {
    // 72 bits → 9 bytes → 12 characters, no padding.
    base64url::encode(&id_bits(random, now_ms))
}

/// `/<lang>/play/<game>?id=<id>`: the play page resuming save `id` (site
/// path without the base; ids need no escaping).
pub fn resume_path(lang: &str, game: GameId, id: &str) -> String {
    format!("{}?id={id}", crate::site::play_path(lang, game))
}

/// `/<lang>/analysis/<game>?id=<id>`: the saved game on the analysis
/// board (its moves the main line, at its last move).
pub fn analysis_path(lang: &str, game: GameId, id: &str) -> String {
    format!("{}?id={id}", crate::site::analysis_path(lang, game))
}

/// `tafl.save.<id>`
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// `tafl.broken.<id>`
pub fn broken_key(id: &str) -> String {
    format!("{BROKEN_PREFIX}{id}")
}

/// `tafl.tab.<game>` (in `sessionStorage`).
pub fn tab_key(game: GameId) -> String {
    format!("{TAB_PREFIX}{}", game.as_str())
}

/// Sorts saves newest first (by last update, then by id so the order is
/// stable).
pub fn sort_newest_first<T>(saves: &mut [(SaveEntry, T)]) {
    saves.sort_by(|(a, _), (b, _)| {
        b.updated_ms
            .total_cmp(&a.updated_ms)
            .then_with(|| a.id.cmp(&b.id))
    });
}

/// The save to resume for `game`: the one this tab played (`tab_id`) if it
/// is among `saves`, else the most recently updated unfinished save of
/// that game played at this device, else none (a new game). A game with a
/// friend by link is never picked for the person: it opens from its link
/// or from "My games", so the play page does not open on a board that
/// waits for someone else.
pub fn resume_choice(
    game: GameId,
    tab_id: Option<&str>,
    saves: &[(SaveEntry, SaveSummary)],
) -> Option<String> {
    if let Some(id) = tab_id {
        if saves.iter().any(|(e, s)| e.id == id && s.game == game) {
            return Some(id.to_string());
        }
    }
    saves
        .iter()
        .filter(|(_, s)| s.game == game && !s.is_finished() && s.my_side.is_none())
        .max_by(|(a, _), (b, _)| {
            a.updated_ms
                .total_cmp(&b.updated_ms)
                .then_with(|| b.id.cmp(&a.id))
        })
        .map(|(e, _)| e.id.clone())
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_stamp_of_a_save_reads_without_replaying() {
        let entry = SaveEntry {
            id: "abc".into(),
            record: GameRecord::of(
                &AnyGame::new(GameId::FoxGeese, Options::default()).expect("defaults"),
            ),
            players: Players::default(),
            correspondence: None,
            created_ms: 1000.0,
            updated_ms: 2345.0,
        };
        assert_eq!(updated_ms_of(&encode(&entry)), Some(2345.0));
        assert_eq!(updated_ms_of("{not json"), None);
        assert_eq!(updated_ms_of(r#"{"v":9,"updated_ms":1}"#), None);
    }

    use super::*;
    use crate::board_view::MarkKind;
    use crate::engine::MoveError;

    fn record(game: GameId, moves: &[&str]) -> GameRecord {
        GameRecord {
            version: GameRecord::VERSION,
            game,
            options: Options::default(),
            setup: None,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        }
    }

    fn entry(id: &str, record: GameRecord) -> SaveEntry {
        SaveEntry {
            id: id.to_string(),
            record,
            players: Players {
                first: Seat::Human,
                second: Seat::Ai {
                    level: "easy".into(),
                },
            },
            correspondence: None,
            created_ms: 1_764_460_800_000.0,
            updated_ms: 1_764_461_000_000.0,
        }
    }

    /// The first `n` legal moves of a game, always the first in the list.
    fn first_moves(game: GameId, n: usize) -> Vec<String> {
        let mut g = AnyGame::new(game, Options::default()).unwrap();
        for _ in 0..n {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
        g.moves().to_vec()
    }

    #[test]
    fn entries_round_trip_for_every_game() {
        for game in GameId::ALL {
            let moves = first_moves(game, 6);
            let rec = GameRecord {
                moves,
                ..record(game, &[])
            };
            let e = entry("abcDEF123-_", rec);
            let text = encode(&e);
            assert_eq!(decode(&text), Ok(e.clone()), "{game}: {text}");
            let d = read(&text).unwrap();
            assert_eq!(d.upgraded_from, None);
            assert_eq!(d.summary, summarize(&e).unwrap());
        }
    }

    #[test]
    fn the_stored_text_has_the_version_on_top_and_named_seats() {
        let e = entry("x1", record(GameId::FoxGeese, &["d4-c4"]));
        let v: Value = serde_json::from_str(&encode(&e)).unwrap();
        assert_eq!(v["v"], SAVE_VERSION);
        assert_eq!(v["id"], "x1");
        assert_eq!(v["players"]["first"]["kind"], "human");
        assert_eq!(v["players"]["second"]["kind"], "ai");
        assert_eq!(v["players"]["second"]["level"], "easy");
        assert_eq!(v["record"]["game"], "fox-geese");
        assert_eq!(v["record"]["moves"][0], "d4-c4");
    }

    #[test]
    fn fox_geese_options_are_kept() {
        let mut rec = record(GameId::FoxGeese, &[]);
        rec.options = Options {
            geese: 17,
            sideways: true,
        };
        let e = entry("opts", rec);
        let back = decode(&encode(&e)).unwrap();
        assert_eq!(back.record.options, e.record.options);
        assert_eq!(summarize(&back).unwrap().board.pieces.len(), 18);
    }

    #[test]
    fn time_stamps_are_kept_to_the_millisecond() {
        let mut e = entry("ms", record(GameId::FoxGeese, &[]));
        e.created_ms = 1_764_460_800_000.4;
        e.updated_ms = -3.6;
        let back = decode(&encode(&e)).unwrap();
        assert_eq!(
            (back.created_ms, back.updated_ms),
            (1_764_460_800_000.0, -4.0)
        );
        assert!(encode(&e).contains(r#""created_ms":1764460800000,"#));
    }

    #[test]
    fn time_stamps_that_json_cannot_hold_are_written_as_zero() {
        let mut e = entry("nan", record(GameId::Hnefatafl, &[]));
        e.created_ms = f64::NAN;
        e.updated_ms = f64::INFINITY;
        let back = decode(&encode(&e)).unwrap();
        assert_eq!((back.created_ms, back.updated_ms), (0.0, 0.0));
    }

    #[test]
    fn format_0_is_upgraded_to_a_two_player_game() {
        let text =
            r#"{"v":0,"id":"old1","saved_ms":1700000000000,"game":"two-foxes","moves":["c7-c6"]}"#;
        let d = read(text).unwrap();
        assert_eq!(d.upgraded_from, Some(0));
        assert_eq!(d.entry.players, Players::default());
        assert_eq!(d.entry.created_ms, 1_700_000_000_000.0);
        assert_eq!(d.entry.updated_ms, 1_700_000_000_000.0);
        assert_eq!(d.entry.record, record(GameId::TwoFoxes, &["c7-c6"]));
        assert_eq!(d.summary.moves, 1);
        // Written back, it is format 1 and reads without upgrade.
        let again = read(&encode(&d.entry)).unwrap();
        assert_eq!(again.upgraded_from, None);
        assert_eq!(again.entry, d.entry);
    }

    #[test]
    fn format_0_with_options_keeps_them() {
        let text = r#"{"v":0,"id":"old2","saved_ms":5,"game":"fox-geese","options":{"geese":15,"sideways":true},"moves":[]}"#;
        let e = decode(text).unwrap();
        assert_eq!(e.record.options.geese, 15);
        assert!(e.record.options.sideways);
    }

    #[test]
    fn a_newer_format_is_reported_not_guessed() {
        let text = r#"{"v":3,"id":"new","whatever":true}"#;
        assert_eq!(decode(text), Err(SaveError::NewerVersion(3)));
        assert_eq!(
            decode(text).unwrap_err().kind(),
            SaveErrorKind::NewerVersion
        );
        assert!(!SaveErrorKind::NewerVersion.set_aside());
        let huge = r#"{"v":99999999999}"#;
        assert_eq!(decode(huge), Err(SaveError::NewerVersion(u32::MAX)));
    }

    #[test]
    fn a_newer_record_version_inside_is_a_newer_version_too() {
        let mut e = entry("r2", record(GameId::FoxGeese, &[]));
        e.record.version = GameRecord::VERSION + 1;
        let err = decode(&encode(&e)).unwrap_err();
        assert_eq!(
            err,
            SaveError::Record(RecordError::UnsupportedVersion(GameRecord::VERSION + 1))
        );
        assert_eq!(err.kind(), SaveErrorKind::NewerVersion);
        e.record.version = 0;
        assert_eq!(
            decode(&encode(&e)).unwrap_err().kind(),
            SaveErrorKind::BadRecord
        );
    }

    #[test]
    fn unreadable_texts_are_unreadable() {
        let cases = [
            "",
            "not json",
            "{",
            "null",
            "[]",
            "42",
            r#"{"id":"a"}"#,
            r#"{"v":"1"}"#,
            r#"{"v":-1}"#,
            r#"{"v":1.5}"#,
            r#"{"v":1}"#,
            r#"{"v":1,"id":"a","created_ms":0,"updated_ms":0,"players":{"first":{"kind":"robot"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","moves":[]}}"#,
            r#"{"v":1,"id":"a","created_ms":0,"updated_ms":0,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"chess","moves":[]}}"#,
            r#"{"v":1,"id":"a","created_ms":"x","updated_ms":0,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","moves":[]}}"#,
            r#"{"v":0,"id":"a","game":"fox-geese","moves":[]}"#,
        ];
        for text in cases {
            let err = decode(text).unwrap_err();
            assert_eq!(err.kind(), SaveErrorKind::Unreadable, "{text}: {err}");
            assert!(err.kind().set_aside());
        }
    }

    #[test]
    fn a_bad_id_is_unreadable() {
        for id in ["", "a b", "a/b", "é", &"x".repeat(MAX_ID_LEN + 1)] {
            let text = encode(&entry(id, record(GameId::FoxGeese, &[])));
            assert_eq!(
                decode(&text).unwrap_err().kind(),
                SaveErrorKind::Unreadable,
                "{id:?}"
            );
        }
        assert!(decode(&encode(&entry(
            &"x".repeat(MAX_ID_LEN),
            record(GameId::FoxGeese, &[])
        )))
        .is_ok());
    }

    #[test]
    fn a_record_that_does_not_replay_is_a_bad_record() {
        let e = entry("bad", record(GameId::FoxGeese, &["d4-c4", "d4-d5"]));
        let err = decode(&encode(&e)).unwrap_err();
        assert!(
            matches!(
                &err,
                SaveError::Record(RecordError::BadMove {
                    index: 2,
                    error: MoveError::NoPieceToMove(_),
                    ..
                })
            ),
            "{err:?}"
        );
        assert_eq!(err.kind(), SaveErrorKind::BadRecord);
        assert_eq!(summarize(&e).unwrap_err().kind(), SaveErrorKind::BadRecord);
        let mut opts = entry("opt", record(GameId::Hnefatafl, &[]));
        opts.record.options.sideways = true;
        assert!(matches!(
            decode(&encode(&opts)),
            Err(SaveError::Record(RecordError::BadOptions(_)))
        ));
    }

    #[test]
    fn an_oversized_text_is_refused_before_parsing() {
        let text = " ".repeat(MAX_SAVE_LEN + 1);
        assert_eq!(decode(&text), Err(SaveError::TooLarge(MAX_SAVE_LEN + 1)));
        assert_eq!(decode(&text).unwrap_err().kind(), SaveErrorKind::Unreadable);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let text = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(decode(&text).unwrap_err().kind(), SaveErrorKind::Unreadable);
    }

    #[test]
    fn every_error_has_a_message() {
        let errors = [
            SaveError::TooLarge(9),
            SaveError::Unreadable("x".into()),
            SaveError::NewerVersion(3),
            SaveError::Record(RecordError::UnsupportedVersion(7)),
        ];
        for e in errors {
            assert!(!e.to_string().is_empty());
            assert!(!e.kind().as_str().is_empty());
        }
    }

    #[test]
    fn summary_of_a_finished_game_has_its_outcome() {
        // Always the first legal move: the game ends (a win or a draw).
        let mut g = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        while g.outcome().is_none() {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
        let e = entry("done", GameRecord::of(&g));
        let s = summarize(&e).unwrap();
        assert!(s.is_finished());
        assert_eq!(s.status, SaveStatus::Over(g.outcome().unwrap()));
        assert_eq!(s.status_word, g.status_word());
        assert_eq!(s.moves, g.moves().len());
        assert_eq!(s.board, BoardView::of_game(&g));
        assert_eq!(s.board.pieces.len(), g.pieces().len());
    }

    #[test]
    fn summary_in_progress_names_the_side_to_move_and_captures() {
        let mut g = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        // Play until a capture happens, always taking a jump when offered.
        for _ in 0..40 {
            let legal = g.legal_moves();
            let m = legal
                .iter()
                .find(|m| m.contains('x'))
                .unwrap_or(&legal[legal.len() - 1])
                .clone();
            g.play(&m).unwrap();
            if !g.last_captures().is_empty() || g.outcome().is_some() {
                break;
            }
        }
        let e = entry("cap", GameRecord::of(&g));
        let s = summarize(&e).unwrap();
        let names: Vec<String> = g
            .last_captures()
            .into_iter()
            .map(|p| g.topology().name(p))
            .collect();
        assert!(!names.is_empty(), "the fox took a goose");
        let captured: Vec<&str> = s
            .board
            .marks
            .iter()
            .filter(|m| m.kind == MarkKind::Captured)
            .map(|m| m.at.as_str())
            .collect();
        assert_eq!(captured, names);
        if g.outcome().is_none() {
            assert_eq!(
                s.status,
                SaveStatus::InProgress {
                    to_move: g.side_to_move()
                }
            );
        }
        let start = summarize(&entry("s", record(GameId::Hnefatafl, &[]))).unwrap();
        assert_eq!(
            start.status,
            SaveStatus::InProgress {
                to_move: Side::First
            }
        );
        assert_eq!(start.status_word, "ongoing");
        assert!(start.board.marks.is_empty(), "no move, nothing marked");
        assert_eq!(start.board.pieces.len(), 37);
    }

    #[test]
    fn ids_are_short_url_safe_and_distinct() {
        let a = new_id(1, 1_764_460_800_000.0);
        let b = new_id(2, 1_764_460_800_000.0);
        let c = new_id(1, 1_764_460_800_001.0);
        assert_eq!(a.len(), 12);
        assert!(is_valid_id(&a));
        assert!(a != b && a != c && b != c);
        for weird in [f64::NAN, f64::NEG_INFINITY, -5.0, 1e300] {
            let id = new_id(u64::MAX, weird);
            assert_eq!(id.len(), 12);
            assert!(is_valid_id(&id));
        }
        // Ten thousand ids in one millisecond: no collision.
        let ids: std::collections::HashSet<String> = (0..10_000u64)
            .map(|r| new_id(r.wrapping_mul(0x9E37_79B9), 1e12))
            .collect();
        assert_eq!(ids.len(), 10_000);
    }

    #[test]
    fn resume_paths_carry_the_id() {
        assert_eq!(
            resume_path("fr", GameId::TwoFoxes, "AbC-_1"),
            "/fr/play/two-foxes?id=AbC-_1"
        );
        assert_eq!(
            analysis_path("el", GameId::Hnefatafl, "AbC-_1"),
            "/el/analysis/hnefatafl?id=AbC-_1"
        );
    }

    #[test]
    fn a_fractional_format_version_is_named_plainly() {
        let Err(SaveError::Unreadable(why)) = read(r#"{"v":1.5}"#) else {
            panic!("read");
        };
        assert_eq!(why, "the format version \"v\" is not a whole number");
        assert_eq!(updated_ms_of(&" ".repeat(MAX_SAVE_LEN + 1)), None);
    }

    #[test]
    fn keys_are_prefixed() {
        assert_eq!(save_key("ab"), "tafl.save.ab");
        assert_eq!(broken_key("ab"), "tafl.broken.ab");
        assert_eq!(tab_key(GameId::GreatCross), "tafl.tab.great-cross");
    }

    fn listed(id: &str, game: GameId, updated: f64, finished: bool) -> (SaveEntry, SaveSummary) {
        let mut g = AnyGame::new(game, Options::default()).unwrap();
        if finished {
            while g.outcome().is_none() {
                let m = g.legal_moves()[0].clone();
                g.play(&m).unwrap();
            }
        }
        let mut e = entry(id, GameRecord::of(&g));
        e.updated_ms = updated;
        let s = summarize(&e).unwrap();
        (e, s)
    }

    #[test]
    fn newest_first_order_is_by_update_then_id() {
        let mut saves = vec![
            listed("b", GameId::FoxGeese, 1.0, false),
            listed("c", GameId::FoxGeese, 3.0, false),
            listed("a", GameId::FoxGeese, 1.0, false),
        ];
        sort_newest_first(&mut saves);
        let ids: Vec<&str> = saves.iter().map(|(e, _)| e.id.as_str()).collect();
        assert_eq!(ids, ["c", "a", "b"]);
    }

    #[test]
    fn resume_prefers_this_tab_then_the_latest_unfinished_game() {
        let saves = vec![
            listed("old", GameId::FoxGeese, 1.0, false),
            listed("new", GameId::FoxGeese, 5.0, false),
            listed("done", GameId::FoxGeese, 9.0, true),
            listed("other", GameId::Hnefatafl, 10.0, false),
        ];
        let g = GameId::FoxGeese;
        assert_eq!(
            resume_choice(g, Some("old"), &saves).as_deref(),
            Some("old")
        );
        // This tab's game, even finished, is the one it shows.
        assert_eq!(
            resume_choice(g, Some("done"), &saves).as_deref(),
            Some("done")
        );
        assert_eq!(resume_choice(g, None, &saves).as_deref(), Some("new"));
        assert_eq!(
            resume_choice(g, Some("gone"), &saves).as_deref(),
            Some("new")
        );
        // A tab id of another game is not used for this one.
        assert_eq!(
            resume_choice(g, Some("other"), &saves).as_deref(),
            Some("new")
        );
        assert_eq!(resume_choice(GameId::TwoFoxes, None, &saves), None);
        assert_eq!(
            resume_choice(GameId::Hnefatafl, None, &saves).as_deref(),
            Some("other")
        );
    }

    /// Saves written by the build before correspondence games existed,
    /// kept as text: they read as they always did (no correspondence) and
    /// are written back byte for byte.
    #[test]
    fn format_1_saves_of_before_read_the_same_and_are_rewritten_unchanged() {
        let texts = [
            r#"{"v":1,"id":"k2Xq9-_aB3cD","created_ms":1764460800000,"updated_ms":1764461234567,"players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"hard"}},"record":{"version":1,"game":"hnefatafl","options":{"geese":13,"sideways":false},"moves":["d1-d4","f4-f3"]}}"#,
            r#"{"v":1,"id":"x","created_ms":5,"updated_ms":6,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"record":{"version":1,"game":"fox-geese","options":{"geese":15,"sideways":true},"moves":["d4-c4"]}}"#,
        ];
        let d = read(texts[0]).unwrap();
        assert_eq!(
            d.entry,
            SaveEntry {
                id: "k2Xq9-_aB3cD".into(),
                record: record(GameId::Hnefatafl, &["d1-d4", "f4-f3"]),
                players: Players {
                    first: Seat::Human,
                    second: Seat::Ai {
                        level: "hard".into()
                    },
                },
                correspondence: None,
                created_ms: 1_764_460_800_000.0,
                updated_ms: 1_764_461_234_567.0,
            }
        );
        assert_eq!(d.upgraded_from, None);
        assert_eq!(d.summary.my_side, None);
        assert_eq!(d.summary.correspondence_turn(), None);
        for text in texts {
            let entry = decode(text).unwrap();
            assert_eq!(entry.correspondence, None);
            assert_eq!(encode(&entry), text);
            assert_eq!(updated_ms_of(text), Some(entry.updated_ms));
        }
    }

    fn correspondence(side: Side, received: usize) -> Correspondence {
        Correspondence {
            id: CorrespondenceId::new(77, 1_764_460_800_000.0),
            my_side: side,
            received,
        }
    }

    #[test]
    fn a_correspondence_game_is_saved_in_format_2() {
        let mut e = entry(
            "c1",
            record(GameId::Hnefatafl, &["d1-d4", "f4-f3", "a4-a3"]),
        );
        e.players = Players::default();
        e.correspondence = Some(correspondence(Side::Second, 2));
        let text = encode(&e);
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["v"], CORRESPONDENCE_SAVE_VERSION);
        assert_eq!(v["correspondence"]["id"], "ZrSDygAAAABN");
        assert_eq!(v["correspondence"]["side"], "second");
        assert_eq!(v["correspondence"]["received"], 2);
        let d = read(&text).unwrap();
        assert_eq!(d.entry, e);
        assert_eq!(d.upgraded_from, None);
        assert_eq!(d.summary.my_side, Some(Side::Second));
        // After three moves the defenders (second) are to move: this person.
        assert_eq!(
            d.summary.correspondence_turn(),
            Some(Turn::YourMove(Side::Second))
        );
        assert_eq!(updated_ms_of(&text), Some(e.updated_ms));
        e.correspondence = Some(correspondence(Side::First, 0));
        let s = summarize(&e).unwrap();
        assert_eq!(
            s.correspondence_turn(),
            Some(Turn::FriendsMove(Side::Second))
        );
        assert_eq!(decode(&encode(&e)), Ok(e));
    }

    #[test]
    fn a_format_2_text_reads() {
        let text = r#"{"v":2,"id":"c2","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":1},"record":{"version":1,"game":"fox-geese","moves":["d4-c4"]}}"#;
        let e = decode(text).unwrap();
        assert_eq!(
            e.correspondence,
            Some(Correspondence {
                id: CorrespondenceId::from_bytes([0; 9]),
                my_side: Side::First,
                received: 1
            })
        );
        // Written back with the options spelled out, then a fixed point.
        let again = encode(&e);
        assert_eq!(decode(&again), Ok(e));
    }

    #[test]
    fn a_received_count_past_the_last_move_reads_as_the_last_move() {
        let mut e = entry("c3", record(GameId::FoxGeese, &["d4-c4"]));
        e.correspondence = Some(correspondence(Side::First, 9));
        let back = decode(&encode(&e)).unwrap();
        assert_eq!(back.correspondence.map(|c| c.received), Some(1));
        let huge = encode(&e).replace(r#""received":9"#, r#""received":18446744073709551615"#);
        assert_eq!(
            decode(&huge).unwrap().correspondence.map(|c| c.received),
            Some(1)
        );
    }

    #[test]
    fn a_damaged_correspondence_is_unreadable() {
        let good = r#"{"v":2,"id":"c4","created_ms":1,"updated_ms":2,"players":{"first":{"kind":"human"},"second":{"kind":"human"}},"correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0},"record":{"version":1,"game":"fox-geese","moves":[]}}"#;
        assert!(decode(good).is_ok());
        let cases = [
            good.replace(
                r#","correspondence":{"id":"AAAAAAAAAAAA","side":"first","received":0}"#,
                "",
            ),
            good.replace("AAAAAAAAAAAA", "AAAA"),
            good.replace("AAAAAAAAAAAA", "AAAAAAAAAAA="),
            good.replace("AAAAAAAAAAAA", "AAAAAAAAAAAAAAAA"),
            good.replace(r#""first""#, r#""fox""#),
            good.replace(r#""received":0"#, r#""received":-1"#),
            good.replace(r#""received":0"#, r#""received":"0""#),
            good.replace(r#","received":0"#, ""),
        ];
        for text in &cases {
            let err = decode(text).unwrap_err();
            assert_eq!(err.kind(), SaveErrorKind::Unreadable, "{text}: {err}");
        }
        // Format 1 knows no correspondence: a stray one is ignored, as any
        // unknown field of format 1 is.
        let v1 = good.replace(r#""v":2"#, r#""v":1"#);
        assert_eq!(decode(&v1).unwrap().correspondence, None);
    }

    #[test]
    fn correspondence_games_are_not_resumed_by_default() {
        let mut saves = vec![
            listed("local", GameId::FoxGeese, 1.0, false),
            listed("corr", GameId::FoxGeese, 5.0, false),
        ];
        saves[1].0.correspondence = Some(correspondence(Side::Second, 0));
        saves[1].1 = summarize(&saves[1].0).unwrap();
        let g = GameId::FoxGeese;
        assert_eq!(resume_choice(g, None, &saves).as_deref(), Some("local"));
        // Unless this tab plays it.
        assert_eq!(
            resume_choice(g, Some("corr"), &saves).as_deref(),
            Some("corr")
        );
        saves.remove(0);
        assert_eq!(resume_choice(g, None, &saves), None);
    }

    #[test]
    fn seats_name_the_sides() {
        let p = entry("p", record(GameId::FoxGeese, &[])).players;
        assert_eq!(p.seat(Side::First), &Seat::Human);
        assert_eq!(
            p.seat(Side::Second),
            &Seat::Ai {
                level: "easy".into()
            }
        );
    }
}
