//! One saved game ([`SaveEntry`]): its record, who plays each side
//! ([`Players`]), its friend by link, whether it is rated, its clock and
//! pending draw offer, and when it was made and last written; what the
//! stored format ([`super::format`]) writes and reads, and the play
//! page's game ([`Session`]) it holds.

use crate::clock::Clock;
use crate::engine::{GameRecord, RecordError, Side};
use crate::links::invite::Correspondence;
use crate::play::{Kept, Players, Session};
use crate::rating::rated::RatedState;

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
    /// A timed game's clock as it stood when saved (`None`: untimed, as
    /// every save from before format 6).
    pub clock: Option<Clock>,
    /// The side whose draw offer is pending in a game at this device
    /// (`None`: none, as every save from before format 7; a game by link
    /// keeps its offer in its correspondence).
    pub draw_offer: Option<Side>,
    /// Milliseconds since 1970 (JavaScript `Date.now()`), stored to the
    /// whole millisecond.
    pub created_ms: f64,
    pub updated_ms: f64,
}

impl SaveEntry {
    /// The entry that saves `session` under `id` (see [`super::encode`]).
    pub fn from_session(
        session: &Session,
        id: String,
        created_ms: f64,
        updated_ms: f64,
    ) -> SaveEntry {
        let Kept {
            players,
            correspondence,
            annotations,
            rated,
            clock,
            draw_offer,
        } = session.kept();
        SaveEntry {
            id,
            record: session.record(),
            players,
            correspondence,
            annotations,
            rated,
            clock,
            draw_offer,
            created_ms,
            updated_ms,
        }
    }

    /// The saved game as the play page holds it, with its players,
    /// correspondence, rated state and clock, at its last move.
    ///
    /// # Errors
    /// The record does not replay (a save read by [`super::decode`]
    /// always does).
    pub fn to_session(&self) -> Result<Session, RecordError> {
        let kept = Kept {
            players: self.players.clone(),
            correspondence: self.correspondence,
            annotations: self.annotations.clone(),
            rated: self.rated,
            clock: self.clock,
            draw_offer: self.draw_offer,
        };
        Session::resume(&self.record, kept)
    }
}

#[cfg(test)]
mod tests;
