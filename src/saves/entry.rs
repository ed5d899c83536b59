//! One saved game ([`SaveEntry`]): its record, who plays each side
//! ([`Players`]), its friend by link, and when it was made and last
//! written; what the stored format ([`super::format`]) writes and reads.

use crate::engine::{GameRecord, Side};
use crate::links::invite::Correspondence;
use serde::{Deserialize, Serialize};

/// Who plays one side.
///
/// The `serde` derives here are the stored form as `serde` wrote it,
/// kept as the reference of `tests/json_compat.rs`; the app reads and
/// writes saves with [`crate::json`] only ([`encode`](super::encode),
/// [`read`](super::read)).
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
