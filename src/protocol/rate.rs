//! Counting a finished rated game, done by the AI worker: the page sends
//! the text of the stored ratings and the game's terms ([`RateRequest`]),
//! the worker reads the ratings, records the game (Glicko-2,
//! `crate::rating`) and answers the text to store with the rating before
//! and after ([`Rated`]). The play page thus carries none of the rating
//! code: the worker is loaded for every game against the computer anyway.
//!
//! Ratings that do not read (damaged, or a newer version's) are never
//! replaced: the answer says why ([`RateRefusal`]) and the game stays owed.

use crate::engine::{GameId, Options, Side};
use crate::json::macros::{json_names, json_struct};
use crate::json::{self};
use crate::rating::ratings::{RatingKey, Score};
use crate::rating::store::{self, StoreError};

/// "Count this finished rated game."
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateRequest {
    /// Chosen by the client; echoed in the answer.
    pub job: u64,
    /// The text stored under `tafl.ratings` (`None`: no ratings yet).
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
    job: "job",
    stored: "stored" = omit,
    game: "game",
    options: "options",
    side: "side",
    level: "level",
    score: "score",
    now_ms: "now_ms",
});

/// The game counted: the ratings text to store in place of the one sent,
/// and the person's rating before and after, in whole points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    pub stored: String,
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

/// The worker's answer to a [`RateRequest`], read from the text of
/// `WorkerMessage::Rated` (`None`: the worker stopped first).
pub fn read_answer(text: Option<&str>) -> Result<Rated, RateRefusal> {
    let text = text.ok_or(RateRefusal::Stopped)?;
    json::from_text::<Result<Rated, RateRefusal>>(text).unwrap_or(Err(RateRefusal::BadRequest))
}

/// How a rating request travels, told apart from a move request by its
/// one key: `{"rate":{…}}`.
pub(super) struct RateEnvelope {
    pub rate: RateRequest,
}

json_struct!(RateEnvelope { rate: "rate" });

impl RateRequest {
    /// The request as message text (in its envelope), numbered `job`.
    pub fn to_json(&self, job: u64) -> String {
        let mut rate = self.clone();
        rate.job = job;
        json::to_text(&RateEnvelope { rate })
    }
}

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
        stored: store::encode(&ratings),
        before: whole(before),
        after: whole(counted.rating()),
    })
}

#[cfg(test)]
mod tests;
