//! One saved game ([`SaveEntry`]): its record, who plays each side
//! ([`Players`]), its friend by link, and when it was made and last
//! written; what the stored format ([`super::format`]) writes and reads.

use crate::engine::{GameRecord, Side};
use crate::links::invite::Correspondence;
use crate::rating::rated::RatedState;

/// Who plays one side (stored as `{"kind":"human"}` or
/// `{"kind":"ai","level":"easy"}`, see [`super::format`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The computer, at a level named as `tafl_ai::Level::as_str` names it.
    Ai { level: String },
}

/// Who plays each side. `first` is the side that moves first
/// ([`Side::First`]: the fox side, or the attackers in Hnefatafl).
#[derive(Clone, Debug, PartialEq, Eq)]
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

    /// The person on `person`'s side against the computer at `level` (a
    /// name as `tafl_ai::Level::as_str` gives it).
    pub fn against_computer(person: Side, level: &str) -> Players {
        let computer = Seat::Ai {
            level: level.to_string(),
        };
        match person {
            Side::First => Players {
                first: Seat::Human,
                second: computer,
            },
            Side::Second => Players {
                first: computer,
                second: Seat::Human,
            },
        }
    }

    /// The person's side and the computer's level name when one person
    /// plays the computer; `None` for two people or the computer alone.
    pub fn person_against_computer(&self) -> Option<(Side, &str)> {
        match (&self.first, &self.second) {
            (Seat::Human, Seat::Ai { level }) => Some((Side::First, level)),
            (Seat::Ai { level }, Seat::Human) => Some((Side::Second, level)),
            _ => None,
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
    /// The commentary and variations of an imported record (`None` when it
    /// had none), as the analysis code of its tree from the game's start
    /// (`crate::analysis::code`): what the analysis board opens the game
    /// with and "My games" exports. Read only there, so the play page
    /// carries no reader of it.
    pub annotations: Option<String>,
    /// A rated game against the computer: its terms and whether its end
    /// was counted (`None`: casual, as every save from before format 5).
    pub rated: Option<RatedState>,
    /// Milliseconds since 1970 (JavaScript `Date.now()`), stored to the
    /// whole millisecond.
    pub created_ms: f64,
    pub updated_ms: f64,
}
