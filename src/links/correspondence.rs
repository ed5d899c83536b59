//! Correspondence play: two people at two browsers play one game by
//! passing a link back and forth ("Play a friend by link").
//!
//! Nothing but the link travels: each browser keeps its own saved copy of
//! the game (one "My games" entry per game, found again by the game's
//! [`CorrespondenceId`](super::invite::CorrespondenceId)) and knows which side its person plays. A link
//! (share code version 2, see [`crate::links::share`]) carries the whole game,
//! its id and the side of the person it is sent to ([`Invite`]).
//!
//! Opening a link is decided here, as a pure function of the link and the
//! saves this browser holds ([`open_link`]): a new game, the continuation
//! of the saved one, nothing new, or a conflict that is explained and
//! never overwrites the saved game ([`LinkConflict`]).

use crate::engine::{AnyGame, GameRecord, Side};
use crate::links::invite::{Correspondence, Invite};
use crate::saves::{Players, SaveEntry};
use std::fmt;

/// What opening a correspondence link does, when it does not conflict with
/// what is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// No game of this id is saved here: a new entry ([`new_entry`]).
    New,
    /// The link continues saved entry `save_id`: its moves, then `added`
    /// more (the friend's replies). The entry is updated in place, under
    /// the same save id ([`continue_entry`]).
    Continues { save_id: String, added: usize },
    /// The link holds exactly the saved game: nothing to store.
    UpToDate { save_id: String },
}

/// Why a correspondence link cannot be taken into the saved game. The
/// saved game is left as it is; the person is told which case it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkConflict {
    /// The link gives this browser the friend's side, `mine` being the
    /// side it plays here: most likely the person opened the link they
    /// sent (it is for the friend).
    OtherSide { save_id: String, mine: Side },
    /// The saved game of this id is another game or has other options (a
    /// made-up link).
    OtherGame { save_id: String },
    /// The saved game is further on: the link's `link` moves are the
    /// start of its `saved` moves (an earlier link, opened again).
    Older {
        save_id: String,
        saved: usize,
        link: usize,
    },
    /// The link and the saved game part at move `at` (1-based): one of
    /// them took a move back and played another.
    Diverged { save_id: String, at: usize },
}

impl LinkConflict {
    /// The save the link is about.
    pub fn save_id(&self) -> &str {
        match self {
            LinkConflict::OtherSide { save_id, .. }
            | LinkConflict::OtherGame { save_id }
            | LinkConflict::Older { save_id, .. }
            | LinkConflict::Diverged { save_id, .. } => save_id,
        }
    }

    /// A stable name, for `data-` attributes and logs (the UI maps each
    /// case to a translated message).
    pub fn as_str(&self) -> &'static str {
        match self {
            LinkConflict::OtherSide { .. } => "other-side",
            LinkConflict::OtherGame { .. } => "other-game",
            LinkConflict::Older { .. } => "older",
            LinkConflict::Diverged { .. } => "diverged",
        }
    }
}

impl fmt::Display for LinkConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkConflict::OtherSide { save_id, mine } => write!(
                f,
                "the link is for the other player: this browser plays {mine:?} in game {save_id}"
            ),
            LinkConflict::OtherGame { save_id } => {
                write!(f, "the link names saved game {save_id} but is another game")
            }
            LinkConflict::Older {
                save_id,
                saved,
                link,
            } => write!(
                f,
                "the link ({link} moves) is older than saved game {save_id} ({saved} moves)"
            ),
            LinkConflict::Diverged { save_id, at } => {
                write!(f, "the link and saved game {save_id} differ at move {at}")
            }
        }
    }
}

impl std::error::Error for LinkConflict {}

/// The moves of a saved record in canonical notation (as the link's are),
/// replayed; from a move that does not replay on, as stored (they then
/// compare as they are).
fn canonical_moves(record: &GameRecord) -> Vec<String> {
    let Ok(mut game) = AnyGame::new(record.game, record.options) else {
        return record.moves.clone();
    };
    let mut out = Vec::with_capacity(record.moves.len());
    for (i, mv) in record.moves.iter().enumerate() {
        if game.play(mv).is_err() {
            out.extend(record.moves[i..].iter().cloned());
            break;
        }
        out.push(game.moves().last().cloned().unwrap_or_default());
    }
    out
}

/// The save a link of `invite` is about, among `saves`: of the entries of
/// its correspondence id, the most recently updated one where this
/// browser plays the link's side, else the most recently updated one (a
/// browser keeps one entry per game; this picks one if storage holds two).
fn matching_entry<'a>(
    invite: &Invite,
    saves: impl IntoIterator<Item = &'a SaveEntry>,
) -> Option<&'a SaveEntry> {
    let newest = |a: &&SaveEntry, b: &&SaveEntry| {
        a.updated_ms
            .total_cmp(&b.updated_ms)
            .then_with(|| b.id.cmp(&a.id))
    };
    let same_game: Vec<&SaveEntry> = saves
        .into_iter()
        .filter(|e| e.correspondence.is_some_and(|c| c.id == invite.id))
        .collect();
    let same_side = same_game
        .iter()
        .copied()
        .filter(|e| e.correspondence.is_some_and(|c| c.my_side == invite.side))
        .max_by(newest);
    same_side.or_else(|| same_game.iter().copied().max_by(newest))
}

/// What opening a correspondence link does: `invite` and `game` are the
/// link's contents (from [`crate::links::share::decode_link`]), `saves` every
/// save this browser holds. Pure: storing the result is the caller's
/// ([`new_entry`], [`continue_entry`]).
pub fn open_link<'a>(
    invite: &Invite,
    game: &AnyGame,
    saves: impl IntoIterator<Item = &'a SaveEntry>,
) -> Result<Arrival, LinkConflict> {
    let Some(entry) = matching_entry(invite, saves) else {
        return Ok(Arrival::New);
    };
    let save_id = entry.id.clone();
    let record = &entry.record;
    if record.game != game.id() || record.options != game.options() {
        return Err(LinkConflict::OtherGame { save_id });
    }
    if let Some(mine) = entry.correspondence.map(|c| c.my_side) {
        if mine != invite.side {
            return Err(LinkConflict::OtherSide { save_id, mine });
        }
    }
    let saved = canonical_moves(record);
    let link = game.moves();
    if let Some(at) = saved.iter().zip(link).position(|(s, l)| s != l) {
        return Err(LinkConflict::Diverged {
            save_id,
            at: at + 1,
        });
    }
    match link.len().cmp(&saved.len()) {
        std::cmp::Ordering::Equal => Ok(Arrival::UpToDate { save_id }),
        std::cmp::Ordering::Greater => Ok(Arrival::Continues {
            save_id,
            added: link.len() - saved.len(),
        }),
        std::cmp::Ordering::Less => Err(LinkConflict::Older {
            save_id,
            saved: saved.len(),
            link: link.len(),
        }),
    }
}

/// The new save of a link's game ([`Arrival::New`]): stored under
/// `save_id` (a fresh [`saves::new_id`](crate::saves::new_id)), the person at this device
/// playing the link's side, everything in the link received.
pub fn new_entry(save_id: String, invite: &Invite, game: &AnyGame, now_ms: f64) -> SaveEntry {
    SaveEntry {
        id: save_id,
        record: GameRecord::of(game),
        players: Players::default(),
        correspondence: Some(Correspondence::accept(invite, game.moves().len())),
        annotations: None,
        rated: None,
        clock: None,
        created_ms: now_ms,
        updated_ms: now_ms,
    }
}

/// `entry` continued by a link's game ([`Arrival::Continues`]): the same
/// save id and creation time, the link's moves, all of them received, and
/// an update time strictly after the entry's (so another tab that wrote
/// the entry sees that it changed).
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
    SaveEntry {
        id: entry.id.clone(),
        record: GameRecord::of(game),
        players: entry.players.clone(),
        correspondence: Some(Correspondence::accept(invite, game.moves().len())),
        annotations: None,
        rated: None,
        clock: None,
        created_ms: entry.created_ms,
        updated_ms: now.max(entry.updated_ms + 1.0),
    }
}

#[cfg(test)]
mod tests;
