//! The saves of games by link: what opening a friend's link
//! (`crate::links::correspondence`, which decides) stores here. A new game
//! is a new entry, a continued one keeps its save id and creation time.

use super::entry::SaveEntry;
use crate::engine::AnyGame;
use crate::links::correspondence::{self, Held, Received};
use crate::links::invite::{Invite, SeatKey};
use crate::play::Players;

impl<'a> From<&'a SaveEntry> for Held<'a> {
    /// The game a save holds, as opening a link sees it.
    fn from(entry: &'a SaveEntry) -> Held<'a> {
        Held {
            save_id: &entry.id,
            record: &entry.record,
            correspondence: entry.correspondence,
            updated_ms: entry.updated_ms,
        }
    }
}

/// The new save of a link's game ([`correspondence::Arrival::New`]):
/// stored under `save_id` (a fresh [`super::new_id`]), the person at this
/// device playing the link's side with the fresh seat key `key`,
/// everything in the link received.
pub fn new_entry(
    save_id: String,
    invite: &Invite,
    game: &AnyGame,
    key: SeatKey,
    now_ms: f64,
) -> SaveEntry {
    entry_of(
        save_id,
        correspondence::take_seat(invite, game, key),
        now_ms,
    )
}

/// The new save of a link's game that this browser watches
/// ([`correspondence::Arrival::Watch`]).
pub fn watch_entry(save_id: String, invite: &Invite, game: &AnyGame, now_ms: f64) -> SaveEntry {
    entry_of(save_id, correspondence::watch(invite, game), now_ms)
}

fn entry_of(id: String, received: Received, now_ms: f64) -> SaveEntry {
    SaveEntry {
        id,
        record: received.record,
        players: Players::default(),
        correspondence: Some(received.correspondence),
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: now_ms,
        updated_ms: now_ms,
    }
}

/// `entry` continued by a link's game
/// ([`correspondence::Arrival::Continues`], what
/// [`correspondence::continued`] makes of it): the same save id and
/// creation time, and an update time strictly after the entry's (so
/// another tab that wrote the entry sees that it changed).
pub fn continue_entry(
    entry: &SaveEntry,
    invite: &Invite,
    game: &AnyGame,
    now_ms: f64,
) -> SaveEntry {
    let now = if now_ms.is_finite() {
        now_ms.round()
    } else {
        0.0
    };
    let received = correspondence::continued(entry.correspondence, invite, game);
    SaveEntry {
        id: entry.id.clone(),
        record: received.record,
        players: entry.players.clone(),
        correspondence: Some(received.correspondence),
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: entry.created_ms,
        updated_ms: now.max(entry.updated_ms + 1.0),
    }
}

#[cfg(test)]
mod tests;
