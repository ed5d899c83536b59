//! Counting a finished rated game, done by the AI worker: the page sends
//! the text of the stored ratings and the game's terms ([`RateRequest`],
//! as `AiRequest::Rate`), the worker reads the ratings, records the game
//! (Glicko-2, `crate::rating`) and answers the text to store with the
//! rating before and after ([`Rated`], as `AiAnswer::Rate`). The play
//! page thus carries none of the rating code: the worker is loaded for
//! every game against the computer anyway.
//!
//! Ratings that do not read (damaged, or a newer version's) are never
//! replaced: the answer says why ([`RateRefusal`]) and the game stays owed.

use crate::engine::{GameId, Options, Side};
use crate::json::macros::{json_names, json_struct};
use crate::json::Raw;
use crate::rating::ratings::{RatingKey, Score};
use crate::rating::store::{self, StoreError};

/// "Count this finished rated game."
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateRequest {
    /// The text stored under `tafl.ratings` (`None`: no ratings yet), as
    /// a string rather than as JSON: it may be damaged, and it is the
    /// worker that reads it and says so.
    pub stored: Option<String>,
    pub game: GameId,
    pub options: Options,
    /// The person's side.
    pub side: Side,
    /// The computer's level (a [`crate::ai::Level`] name).
    pub level: String,
    /// The person's score: `win`, `draw` or `loss`.
    pub score: String,
    /// When the game ended, epoch ms.
    pub now_ms: i64,
}

json_struct!(RateRequest {
    stored: "stored" = omit,
    game: "game",
    options: "options",
    side: "side",
    level: "level",
    score: "score",
    now_ms: "now_ms",
});

/// The game counted: the ratings text to store in place of the one sent
/// (JSON the worker wrote, so it travels as JSON, not in a string), and
/// the person's rating before and after, in whole points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    pub stored: Raw,
    pub before: i64,
    pub after: i64,
}

json_struct!(Rated {
    stored: "stored",
    before: "before",
    after: "after",
});

/// Why a game was not counted; the stored ratings stay as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateRefusal {
    /// The stored ratings are a newer version's.
    NewerVersion,
    /// The stored ratings do not read.
    Damaged,
    /// The request is not one (no calibrated table, an unknown level or
    /// score).
    BadRequest,
    /// The worker stopped or could not start.
    Stopped,
}

json_names!(RateRefusal {
    RateRefusal::NewerVersion = "NewerVersion",
    RateRefusal::Damaged = "Damaged",
    RateRefusal::BadRequest = "BadRequest",
    RateRefusal::Stopped = "Stopped",
});

/// Counts the game of `request` into the ratings it carries.
pub fn rate(request: &RateRequest) -> Result<Rated, RateRefusal> {
    let key = RatingKey::new(request.game, request.options, request.side)
        .map_err(|_| RateRefusal::BadRequest)?;
    let level = request.level.parse().map_err(|_| RateRefusal::BadRequest)?;
    let score: Score = request.score.parse().map_err(|_| RateRefusal::BadRequest)?;
    let mut ratings = match &request.stored {
        Some(text) => store::read(text).map_err(|error| match error {
            StoreError::NewerVersion(_) => RateRefusal::NewerVersion,
            _ => RateRefusal::Damaged,
        })?,
        None => Default::default(),
    };
    let before = ratings.current(key, request.now_ms).rating();
    let counted = ratings.record(key, level, score, request.now_ms);
    let whole = |r: f64| r.round() as i64;
    Ok(Rated {
        stored: Raw(store::encode(&ratings)),
        before: whole(before),
        after: whole(counted.rating()),
    })
}

#[cfg(test)]
mod tests;
