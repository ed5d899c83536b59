//! The stored text of a saved game: versioned JSON, written by [`encode`]
//! and read back by [`read`], which upgrades the older formats and checks
//! everything (size, JSON, version, id, and the game replayed) so that a
//! damaged entry never reaches the board.
//!
//! Stored formats (`"v"` at the top level), each defined once by its
//! [`json_struct!`](crate::json::macros) line below, for writing and
//! reading; `docs/records.md` ("Saved games") has the whole of each:
//! - **7** (current, a game at this device with a draw offer pending):
//!   any of formats 1, 3 to 6 with `"offer":"first"` (or `"second"`), the
//!   side whose offer waits for an answer, so that a reload leaves it to
//!   be answered; a game by link keeps its offer in its correspondence
//!   and never has this key. A version of Tafl from before format 7
//!   reports such a save as newer and leaves it alone, rather than losing
//!   the offer.
//! - **6** (current, a timed game): any of formats 1 to 5 with
//!   `"clock":{"control":"fischer","a":300,"b":3,"first_ms":291400,
//!   "second_ms":300000,"running":"second","since_ms":1764680000000}`:
//!   the time control ([`TimeControl::parts`]: `fischer` with the
//!   starting seconds and the increment, or `days` with the days per
//!   move), each side's time left as of `since_ms`, whose clock runs
//!   (left out when none does) and when it started (epoch ms)
//!   ([`Clock`]). A version of Tafl from before format 6 reports such a
//!   save as newer and leaves it alone, rather than losing its clock.
//! - **5** (current, a rated game against the computer): any of formats
//!   1 to 4 with `"rated":{"side":"first","level":"hard","status":"open"}`,
//!   the person's side, the computer's level and where the rated game
//!   stands (`open`, `counted`, `void`; [`RatedState`]); the rating key's
//!   game and options are the record's, and must be a calibrated table. A
//!   version of Tafl from before format 5 reports such a save as newer
//!   and leaves it alone, rather than reading it as a casual game whose
//!   end would never be counted.
//! - **4** (current, a game imported with commentary): format 3 (or 1)
//!   with `"analysis":"<code>"`, the analysis code of the record's
//!   comments, move marks and variations from its game's start
//!   (`crate::analysis::code`, docs/records.md); here only checked to be
//!   base64url, the analysis board reads it (and opens the plain game
//!   when it does not fit the record). A version of Tafl from before
//!   format 4 reports such a save as newer and leaves it alone, rather
//!   than losing its commentary.
//! - **3** (current, a game whose record says how it ended off the board
//!   or gives facts around it): format 1 or 2 with the record's
//!   `"conclusion":{"result":{"Win":"Second"},"reason":"Resignation"}` and
//!   `"facts":{"first_player":…,"date":…}` (each left out when unknown).
//!   A version of Tafl from before format 3 reports such a save as newer
//!   and leaves it alone, rather than losing how the game ended.
//! - **2** (current, a correspondence game): format 1 with the game's
//!   correspondence between the players and the record:
//!   `"correspondence":{"id":"<12 characters>","side":"second","received":12}`
//!   (its [`CorrespondenceId`], the side this browser's person plays,
//!   `first` or `second`, and the moves received from the friend so far;
//!   see [`crate::links::correspondence`]); since seat keys, also (each
//!   left out when unknown or false, so older saves read unchanged)
//!   `"key"` and `"friend_key"` (this browser's and the friend's seat key,
//!   8 characters), `"offer"` (the side whose draw offer is pending),
//!   `"end_received":true` (the game's end came in the friend's link) and
//!   `"watching":true` (this browser only watches). A version of Tafl from before
//!   correspondence play reports such a save as newer and leaves it alone,
//!   rather than reading it as a game at one device and losing its link.
//! - **1** (current, every other game, written exactly as before format 2
//!   existed): `{"v":1,"id":…,"created_ms":…,"updated_ms":…,
//!   "players":{"first":{"kind":"human"},"second":{"kind":"ai","level":"easy"}},
//!   "record":{"version":1,"game":"fox-geese","options":{…},"moves":[…]}}`;
//!   a game ended off the board has its conclusion in the record after the
//!   moves (`"conclusion":{"result":{"Win":"First"},"reason":"Resignation"}`,
//!   the record's one JSON form, `crate::json::wire`), a save without one
//!   (every save from before) none.
//! - **0** (the first design): the record's fields at the top level and one
//!   time stamp, no players: `{"v":0,"id":…,"saved_ms":…,"game":…,
//!   "options":{…},"moves":[…]}`. Read as a two-player game created and
//!   updated at `saved_ms`.
//! - anything newer than [`NEWEST_SAVE_VERSION`] is reported, not guessed
//!   at.

use super::entry::SaveEntry;
use super::ids::is_valid_id;
use super::summary::{summary_of, SaveSummary};
use crate::clock::{Clock, TimeControl};
use crate::engine::{GameId, GameRecord, Options, RecordError, RecordFacts, Side};
use crate::json::macros::json_struct;
use crate::json::{self, Json, Reader, Writer};
use crate::links::invite::{Correspondence, CorrespondenceId, SeatKey};
use crate::play::{Players, Seat};
use crate::rating::rated::{RatedState, RatedStatus, RatedTerms};
use crate::rating::ratings::RatingKey;
use std::fmt;

/// The stored format of a game at this device, what [`encode`] writes for
/// every game but a correspondence game or one with a concluded or
/// described record.
pub const SAVE_VERSION: u32 = 1;

/// The stored format of a correspondence game.
pub const CORRESPONDENCE_SAVE_VERSION: u32 = 2;

/// The stored format of a game whose record says how it ended off the
/// board (a resignation) or gives its facts (players, date, event).
pub const FACTS_SAVE_VERSION: u32 = 3;

/// The stored format of a game imported with commentary or variations
/// (its [`SaveEntry::annotations`]).
pub const ANNOTATED_SAVE_VERSION: u32 = 4;

/// The stored format of a rated game against the computer (its
/// [`SaveEntry::rated`]).
pub const RATED_SAVE_VERSION: u32 = 5;

/// The stored format of a timed game (its [`SaveEntry::clock`]).
pub const TIMED_SAVE_VERSION: u32 = 6;

/// The stored format of a game at this device with a draw offer pending
/// (its [`SaveEntry::draw_offer`]).
pub const DRAW_OFFER_SAVE_VERSION: u32 = 7;

/// The newest stored format this build writes. [`decode`] reads it and
/// every older one.
pub const NEWEST_SAVE_VERSION: u32 = DRAW_OFFER_SAVE_VERSION;

/// Longest stored text [`decode`] reads (1 MiB): far beyond any real game,
/// and a bound on the work a damaged entry can cause.
pub const MAX_SAVE_LEN: usize = 1 << 20;

/// Why a stored text could not be read as a saved game.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Longer than [`MAX_SAVE_LEN`] bytes.
    TooLarge(usize),
    /// Not JSON, or not the shape of a save.
    Unreadable(json::Error),
    /// An id that is not one of ours (too long, or not URL-safe).
    BadId(String),
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
            SaveError::TooLarge(_) | SaveError::Unreadable(_) | SaveError::BadId(_) => {
                SaveErrorKind::Unreadable
            }
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
            SaveError::BadId(id) => write!(f, "saved game has a bad id {id:?}"),
            SaveError::NewerVersion(v) => write!(
                f,
                "saved game is in format {v}, newer than this build reads ({NEWEST_SAVE_VERSION})"
            ),
            SaveError::Record(e) => write!(f, "saved game does not replay: {e}"),
        }
    }
}

impl std::error::Error for SaveError {}

/// A seat as stored: `{"kind":"human"}`, `{"kind":"ai","level":"easy"}`.
struct SeatWire {
    kind: String,
    level: Option<String>,
}

json_struct!(SeatWire {
    kind: "kind",
    level: "level" = omit,
});

impl Json for Seat {
    fn write_json(&self, w: &mut Writer) {
        let wire = match self {
            Seat::Human => SeatWire {
                kind: "human".into(),
                level: None,
            },
            Seat::Ai { level } => SeatWire {
                kind: "ai".into(),
                level: Some(level.clone()),
            },
        };
        wire.write_json(w);
    }

    fn read_json(r: &mut Reader<'_>) -> Result<Seat, json::Error> {
        let at = r.at();
        let wire = SeatWire::read_json(r)?;
        match (wire.kind.as_str(), wire.level) {
            ("human", _) => Ok(Seat::Human),
            ("ai", Some(level)) => Ok(Seat::Ai { level }),
            ("ai", None) => Err(json::Error::Missing("level")),
            _ => Err(json::Error::Expected {
                at,
                what: "a seat of kind human or ai",
            }),
        }
    }
}

json_struct!(Players {
    first: "first",
    second: "second",
});

/// The correspondence of formats 2 to 5, as stored:
/// `{"id":"<12 characters>","side":"first","received":12}`, and the seat
/// keys, offer and flags when there are any.
#[derive(Clone, Debug, PartialEq)]
struct CorrespondenceWire {
    id: String,
    side: Side,
    received: u64,
    key: Option<String>,
    friend_key: Option<String>,
    offer: Option<Side>,
    /// `true` or left out (a flag written only when set).
    end_received: Option<bool>,
    watching: Option<bool>,
}

json_struct!(CorrespondenceWire {
    id: "id",
    side: "side",
    received: "received",
    key: "key" = omit,
    friend_key: "friend_key" = omit,
    offer: "offer" = omit,
    end_received: "end_received" = omit,
    watching: "watching" = omit,
});

/// A stored seat key; one that does not read is an unreadable save.
fn read_key(text: Option<String>) -> Result<Option<SeatKey>, SaveError> {
    text.map(|t| {
        t.parse().map_err(|_| {
            SaveError::Unreadable(json::Error::Expected {
                at: 0,
                what: "a seat key of 8 characters",
            })
        })
    })
    .transpose()
}

impl CorrespondenceWire {
    fn of(c: &Correspondence) -> CorrespondenceWire {
        CorrespondenceWire {
            id: c.id.to_string(),
            side: c.my_side,
            received: c.received as u64,
            key: c.my_key.map(|k| k.to_string()),
            friend_key: c.friend_key.map(|k| k.to_string()),
            offer: c.offer,
            end_received: c.end_received.then_some(true),
            watching: c.watching.then_some(true),
        }
    }

    /// The correspondence of a game of `plies` moves. A received count past
    /// the last move (a damaged save) reads as the last move: the game stays
    /// playable and nothing of it is lost.
    fn read(self, plies: usize) -> Result<Correspondence, SaveError> {
        let id = self.id.parse::<CorrespondenceId>().map_err(|_| {
            SaveError::Unreadable(json::Error::Expected {
                at: 0,
                what: "a correspondence id of 12 characters",
            })
        })?;
        Ok(Correspondence {
            id,
            my_side: self.side,
            received: usize::try_from(self.received)
                .unwrap_or(usize::MAX)
                .min(plies),
            my_key: read_key(self.key)?,
            friend_key: read_key(self.friend_key)?,
            offer: self.offer,
            end_received: self.end_received == Some(true),
            watching: self.watching == Some(true),
        })
    }
}

/// A rated game as format 5 stores it:
/// `{"side":"first","level":"hard","status":"open"}`.
#[derive(Clone, Debug, PartialEq)]
struct RatedWire {
    side: Side,
    level: String,
    status: String,
}

json_struct!(RatedWire {
    side: "side",
    level: "level",
    status: "status",
});

impl RatedWire {
    fn of(state: &RatedState) -> RatedWire {
        RatedWire {
            side: state.terms().key().side(),
            level: state.terms().level().as_str().to_string(),
            status: state.status().as_str().to_string(),
        }
    }

    /// The state of a rated game of `record`: its key must be a calibrated
    /// table, its level and status known words.
    fn read(self, record: &GameRecord) -> Result<RatedState, SaveError> {
        let bad = |what: &'static str| SaveError::Unreadable(json::Error::Expected { at: 0, what });
        let key = RatingKey::new(record.game, record.options, self.side)
            .map_err(|_| bad("a rated game of a calibrated table"))?;
        let level = self.level.parse().map_err(|_| bad("a computer level"))?;
        let status = RatedStatus::parse(&self.status).ok_or(bad("open, counted or void"))?;
        Ok(RatedState::from_parts(
            RatedTerms::from_parts(key, level),
            status,
        ))
    }
}

/// A timed game's clock as format 6 stores it (see the module
/// documentation).
#[derive(Clone, Debug, PartialEq)]
struct ClockWire {
    control: String,
    a: u32,
    b: u32,
    first_ms: i64,
    second_ms: i64,
    running: Option<Side>,
    since_ms: i64,
}

json_struct!(ClockWire {
    control: "control",
    a: "a",
    b: "b",
    first_ms: "first_ms",
    second_ms: "second_ms",
    running: "running" = omit,
    since_ms: "since_ms",
});

impl ClockWire {
    fn of(clock: &Clock) -> ClockWire {
        let (control, a, b) = clock.control().parts();
        ClockWire {
            control: control.to_string(),
            a,
            b,
            first_ms: clock.saved_ms(Side::First),
            second_ms: clock.saved_ms(Side::Second),
            running: clock.running(),
            since_ms: clock.since_ms(),
        }
    }

    /// The clock, checked by [`TimeControl::from_parts`] and
    /// [`Clock::from_parts`].
    fn read(self) -> Result<Clock, SaveError> {
        let bad = |what: &'static str| SaveError::Unreadable(json::Error::Expected { at: 0, what });
        let control = TimeControl::from_parts(&self.control, self.a, self.b)
            .map_err(|_| bad("a time control"))?;
        Clock::from_parts(
            control,
            self.first_ms,
            self.second_ms,
            self.running,
            self.since_ms,
        )
        .map_err(|_| bad("a clock's times"))
    }
}

/// Formats 1 to 7: `correspondence` only in 2 to 7 (where a format 2
/// save must have it), the record's conclusion and facts only from 3,
/// `analysis` only in 4 to 7 (where a format 4 save must have it),
/// `rated` only in 5 to 7 (where a format 5 save must have it), `clock`
/// only in 6 and 7 (where a format 6 save must have it), `offer` only in
/// 7 (which must have it, and no correspondence).
struct SaveWire {
    v: u32,
    id: String,
    created_ms: f64,
    updated_ms: f64,
    players: Players,
    correspondence: Option<CorrespondenceWire>,
    record: GameRecord,
    analysis: Option<String>,
    rated: Option<RatedWire>,
    clock: Option<ClockWire>,
    offer: Option<Side>,
}

json_struct!(SaveWire {
    v: "v",
    id: "id",
    created_ms: "created_ms",
    updated_ms: "updated_ms",
    players: "players",
    correspondence: "correspondence" = omit,
    record: "record",
    analysis: "analysis" = omit,
    rated: "rated" = omit,
    clock: "clock" = omit,
    offer: "offer" = omit,
});

/// Format 0: the record's fields at the top level, one time stamp, no
/// seats (its `"v"` is skipped like any other key).
struct SaveV0 {
    id: String,
    saved_ms: f64,
    game: GameId,
    options: Options,
    moves: Vec<String>,
}

json_struct!(SaveV0 {
    id: "id",
    saved_ms: "saved_ms",
    game: "game",
    options: "options" = default,
    moves: "moves",
});

/// The format version alone, every other key skipped.
struct Version {
    v: u64,
}

json_struct!(Version { v: "v" });

/// The format version and the last write, every other key skipped.
struct Stamp {
    v: u64,
    updated_ms: f64,
}

json_struct!(Stamp {
    v: "v",
    updated_ms: "updated_ms",
});

/// When a stored save was last written (its `updated_ms`), read without
/// replaying its game: what a tab checks before each write to see whether
/// another tab has written the same save meanwhile. `None` when the text is
/// not a save in a format this build writes (1 to 7).
pub fn updated_ms_of(text: &str) -> Option<f64> {
    if text.len() > MAX_SAVE_LEN {
        return None;
    }
    let stamp: Stamp = json::from_text(text).ok()?;
    (u64::from(SAVE_VERSION)..=u64::from(NEWEST_SAVE_VERSION))
        .contains(&stamp.v)
        .then_some(stamp.updated_ms)
}

/// The format [`encode`] writes `entry` in: the oldest that holds it all,
/// so that an older Tafl still reads every save it can read whole.
fn version_of(entry: &SaveEntry) -> u32 {
    if entry.draw_offer.is_some() {
        DRAW_OFFER_SAVE_VERSION
    } else if entry.clock.is_some() {
        TIMED_SAVE_VERSION
    } else if entry.rated.is_some() {
        RATED_SAVE_VERSION
    } else if entry.annotations.is_some() {
        ANNOTATED_SAVE_VERSION
    } else if entry.record.conclusion.is_some() || !entry.record.facts.is_empty() {
        FACTS_SAVE_VERSION
    } else if entry.correspondence.is_some() {
        CORRESPONDENCE_SAVE_VERSION
    } else {
        SAVE_VERSION
    }
}

/// The stored text of `entry` (see the module documentation for the
/// formats); its time stamps to the whole millisecond.
pub fn encode(entry: &SaveEntry) -> String {
    json::to_text(&SaveWire {
        v: version_of(entry),
        id: entry.id.clone(),
        created_ms: entry.created_ms,
        updated_ms: entry.updated_ms,
        players: entry.players.clone(),
        correspondence: entry.correspondence.as_ref().map(CorrespondenceWire::of),
        record: entry.record.clone(),
        analysis: entry.annotations.clone(),
        rated: entry.rated.as_ref().map(RatedWire::of),
        clock: entry.clock.as_ref().map(ClockWire::of),
        offer: entry.draw_offer,
    })
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

/// Reads a saved game: checks the size, the JSON, the format version
/// (upgrading older ones), the id, and replays the game. Never panics.
pub fn read(text: &str) -> Result<Decoded, SaveError> {
    if text.len() > MAX_SAVE_LEN {
        return Err(SaveError::TooLarge(text.len()));
    }
    let version = json::from_text::<Version>(text)
        .map_err(SaveError::Unreadable)?
        .v;
    if version > u64::from(NEWEST_SAVE_VERSION) {
        return Err(SaveError::NewerVersion(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    let entry = entry_of(text, version)?;
    if !is_valid_id(&entry.id) {
        return Err(SaveError::BadId(entry.id));
    }
    let game = entry.record.replay().map_err(SaveError::Record)?;
    let summary = summary_of(&entry, &game);
    Ok(Decoded {
        entry,
        summary,
        upgraded_from: (version == 0).then_some(0),
    })
}

/// The entry of a save in format `version` (0 to 7).
fn entry_of(text: &str, version: u64) -> Result<SaveEntry, SaveError> {
    if version == 0 {
        let old: SaveV0 = json::from_text(text).map_err(SaveError::Unreadable)?;
        return Ok(SaveEntry {
            id: old.id,
            record: GameRecord {
                version: GameRecord::VERSION,
                game: old.game,
                options: old.options,
                setup: None,
                moves: old.moves,
                conclusion: None,
                facts: RecordFacts::default(),
            },
            players: Players::default(),
            correspondence: None,
            annotations: None,
            rated: None,
            clock: None,
            draw_offer: None,
            created_ms: old.saved_ms,
            updated_ms: old.saved_ms,
        });
    }
    let save: SaveWire = json::from_text(text).map_err(SaveError::Unreadable)?;
    let (correspondence, rated, clock) = terms_of(&save, version)?;
    let draw_offer = save.offer.filter(|_| version == 7);
    let annotations = match (version, save.analysis) {
        (4..=7, Some(code)) if is_code(&code) => Some(code),
        (4..=7, Some(_)) => {
            return Err(SaveError::Unreadable(json::Error::Expected {
                at: 0,
                what: "an analysis code",
            }))
        }
        (4, None) => return Err(SaveError::Unreadable(json::Error::Missing("analysis"))),
        _ => None,
    };
    Ok(SaveEntry {
        id: save.id,
        record: save.record,
        players: save.players,
        correspondence,
        annotations,
        rated,
        clock,
        draw_offer,
        created_ms: save.created_ms,
        updated_ms: save.updated_ms,
    })
}

/// A save's game by link, rated game and clock, each where its format
/// holds one (format 2 must have the first, 5 the second, 6 the third).
type Terms = (Option<Correspondence>, Option<RatedState>, Option<Clock>);

fn terms_of(save: &SaveWire, version: u64) -> Result<Terms, SaveError> {
    missing_parts(save, version)?;
    let correspondence = match (version, &save.correspondence) {
        (2..=7, Some(c)) => Some(c.clone().read(save.record.moves.len())?),
        _ => None,
    };
    let rated = match (version, &save.rated) {
        (5..=7, Some(wire)) => Some(wire.clone().read(&save.record)?),
        _ => None,
    };
    let clock = match (version, &save.clock) {
        (6 | 7, Some(wire)) => Some(wire.clone().read()?),
        _ => None,
    };
    Ok((correspondence, rated, clock))
}

/// The part a format must have and `save` lacks, as an unreadable save.
fn missing_parts(save: &SaveWire, version: u64) -> Result<(), SaveError> {
    let missing = match version {
        2 if save.correspondence.is_none() => Some("correspondence"),
        5 if save.rated.is_none() => Some("rated"),
        6 if save.clock.is_none() => Some("clock"),
        7 if save.offer.is_none() => Some("offer"),
        _ => None,
    };
    if version == 7 && save.correspondence.is_some() {
        return Err(SaveError::Unreadable(json::Error::Expected {
            at: 0,
            what: "a draw offer at one device, not in a game by link",
        }));
    }
    match missing {
        Some(part) => Err(SaveError::Unreadable(json::Error::Missing(part))),
        None => Ok(()),
    }
}

/// True for a text that may be an analysis code: base64url characters,
/// at least one.
fn is_code(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
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

#[cfg(test)]
mod tests;
