//! Correspondence play: two people at two browsers play one game by
//! passing a link back and forth ("Play a friend by link").
//!
//! Nothing but the link travels: each browser keeps its own saved copy of
//! the game (one "My games" entry per game, found again by the game's
//! [`CorrespondenceId`](super::invite::CorrespondenceId)) and knows which side its person plays. A link
//! (share code version 2 or 3, see [`crate::links::share`]) carries the
//! whole game, its id, the side of the person it is sent to, the seat keys
//! its sender knows and what the sender says besides the moves (a draw
//! offer, a resignation, a draw agreed: [`Invite`]).
//!
//! A seat belongs to the browser that first took it: that browser made a
//! random [`SeatKey`](crate::links::invite::SeatKey), keeps it in its save
//! and sends it in every link. A browser that opens a link whose side has
//! a key it does not hold watches ([`Arrival::Watch`]); a link whose
//! sender holds another key for a side than the one known here was
//! answered by another browser and is refused
//! ([`LinkConflict::OtherBrowser`]). Links without keys (from before
//! them) open as they always did.
//!
//! Opening a link is decided here, as a pure function of the link and the
//! games this browser holds ([`open_link`], each game as a [`Held`]: its
//! save's id, record, correspondence and last update): a new game, the
//! continuation of the saved one, nothing new, or a conflict that is
//! explained and never overwrites the saved game ([`LinkConflict`]). What
//! the game becomes is decided here too ([`Received`]: its record and
//! correspondence); `crate::saves::by_link` makes it a save.

use crate::engine::{AnyGame, Conclusion, ConclusionReason, GameRecord, GameResult, Side};
use crate::links::invite::Correspondence;
use crate::links::invite::{Invite, Note, SeatKey};

mod conflict;
pub use conflict::LinkConflict;

/// A game this browser holds (one saved entry), as opening a link sees
/// it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Held<'a> {
    /// The id of the save that holds it, named in an [`Arrival`] or a
    /// [`LinkConflict`].
    pub save_id: &'a str,
    /// The game as saved.
    pub record: &'a GameRecord,
    /// Its game by link (`None`: a game at this device).
    pub correspondence: Option<Correspondence>,
    /// When the save was last written (ms since 1970): of two saves of
    /// one game, the newer counts.
    pub updated_ms: f64,
}

/// What opening a correspondence link does, when it does not conflict with
/// what is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// No game of this id is saved here: a new game ([`take_seat`]).
    New,
    /// No game of this id is saved here and another browser holds the
    /// link's seat (the link carries its key): this browser watches, in a
    /// new game ([`watch`]) that later links of the game update.
    Watch,
    /// The link continues saved entry `save_id`: its moves, then `added`
    /// more (the friend's replies). The entry is updated in place, under
    /// the same save id ([`continued`]).
    Continues { save_id: String, added: usize },
    /// The link holds exactly the saved game: nothing to store.
    UpToDate { save_id: String },
}

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

/// The game a link of `invite` is about, among `held`: of the games of
/// its correspondence id, the most recently updated one where this
/// browser plays the link's side, else the most recently updated one (a
/// browser keeps one entry per game; this picks one if storage holds two).
fn matching_entry<'a>(
    invite: &Invite,
    held: impl IntoIterator<Item = Held<'a>>,
) -> Option<Held<'a>> {
    let newest = |a: &Held, b: &Held| {
        a.updated_ms
            .total_cmp(&b.updated_ms)
            .then_with(|| b.save_id.cmp(a.save_id))
    };
    let same_game: Vec<Held> = held
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

/// The conclusion a link's note gives its game, when the board has not
/// ended it: the sender resigned, or the sender accepted a draw.
pub fn note_conclusion(invite: &Invite, game: &AnyGame) -> Option<Conclusion> {
    if game.outcome().is_some() {
        return None;
    }
    match invite.note {
        Note::Resigned => Some(Conclusion::resigned(invite.sender())),
        Note::Agreed => Some(Conclusion {
            result: GameResult::Draw,
            reason: ConclusionReason::Agreement,
        }),
        Note::Nothing | Note::DrawOffer => None,
    }
}

/// The draw offer a link's note makes (the sender's), in a game going on.
fn note_offer(invite: &Invite, game: &AnyGame) -> Option<Side> {
    (invite.note == Note::DrawOffer && game.outcome().is_none()).then(|| invite.sender())
}

/// A key the link carries for `side` that differs from the one known
/// here for it: another browser.
fn other_key(known: Option<SeatKey>, link: Option<SeatKey>) -> bool {
    matches!((known, link), (Some(k), Some(l)) if k != l)
}

/// What opening a correspondence link does: `invite` and `game` are the
/// link's contents (from [`crate::links::share::decode_link`]), `held`
/// every game this browser holds (its saves, each one [`Held`]). Pure:
/// what the game becomes is [`take_seat`], [`watch`] or [`continued`], and
/// storing it is the caller's.
pub fn open_link<'a, H: Into<Held<'a>>>(
    invite: &Invite,
    game: &AnyGame,
    held: impl IntoIterator<Item = H>,
) -> Result<Arrival, LinkConflict> {
    let Some(entry) = matching_entry(invite, held.into_iter().map(Into::into)) else {
        // A seat with a key is another browser's: this one watches.
        return Ok(match invite.keys.of(invite.side) {
            Some(_) => Arrival::Watch,
            None => Arrival::New,
        });
    };
    let save_id = entry.save_id.to_string();
    let record = entry.record;
    if record.game != game.id() || record.options != game.options() {
        return Err(LinkConflict::OtherGame { save_id });
    }
    if let Some(c) = entry.correspondence.filter(|c| !c.watching) {
        if c.my_side != invite.side {
            return Err(LinkConflict::OtherSide {
                save_id,
                mine: c.my_side,
            });
        }
        // The seat keys before the moves: a link of another browser is
        // told as such, never as a takeback.
        let mine = invite.keys.of(c.my_side);
        let theirs = invite.keys.of(c.friends_side());
        if other_key(c.my_key, mine) || (c.my_key.is_none() && mine.is_some()) {
            return Err(LinkConflict::OtherBrowser {
                save_id,
                side: c.my_side,
                yours: true,
            });
        }
        if other_key(c.friend_key, theirs) {
            return Err(LinkConflict::OtherBrowser {
                save_id,
                side: c.friends_side(),
                yours: false,
            });
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
    let ended_here = record.conclusion.is_some();
    let concluded = note_conclusion(invite, game);
    match link.len().cmp(&saved.len()) {
        std::cmp::Ordering::Less => Err(LinkConflict::Older {
            save_id,
            saved: saved.len(),
            link: link.len(),
        }),
        _ if ended_here && concluded != record.conclusion => Err(LinkConflict::Ended { save_id }),
        std::cmp::Ordering::Equal => {
            let offer = entry.correspondence.and_then(|c| c.offer);
            let news = concluded != record.conclusion
                || note_offer(invite, game).is_some_and(|by| offer != Some(by));
            match news {
                true => Ok(Arrival::Continues { save_id, added: 0 }),
                false => Ok(Arrival::UpToDate { save_id }),
            }
        }
        std::cmp::Ordering::Greater => Ok(Arrival::Continues {
            save_id,
            added: link.len() - saved.len(),
        }),
    }
}

/// The record of a link's game, with the end its note gives.
fn record_of(invite: &Invite, game: &AnyGame) -> GameRecord {
    GameRecord {
        conclusion: note_conclusion(invite, game),
        ..GameRecord::of(game)
    }
}

/// The correspondence of a link received at its last move: the offer and
/// end it brings.
fn received(c: Correspondence, invite: &Invite, game: &AnyGame) -> Correspondence {
    Correspondence {
        offer: note_offer(invite, game),
        end_received: note_conclusion(invite, game).is_some(),
        ..c
    }
}

/// A link's game as this browser keeps it: its record, with the end the
/// link's note gives, and its correspondence as received, with the offer
/// or end the link brings.
#[derive(Clone, Debug, PartialEq)]
pub struct Received {
    pub record: GameRecord,
    pub correspondence: Correspondence,
}

impl Received {
    fn of(c: Correspondence, invite: &Invite, game: &AnyGame) -> Received {
        Received {
            record: record_of(invite, game),
            correspondence: received(c, invite, game),
        }
    }
}

/// A link's new game ([`Arrival::New`]): the person at this device plays
/// the link's side with the fresh seat key `key`, everything in the link
/// received.
pub fn take_seat(invite: &Invite, game: &AnyGame, key: SeatKey) -> Received {
    let c = Correspondence::accept(invite, game.moves().len(), Some(key));
    Received::of(c, invite, game)
}

/// A link's new game that this browser watches ([`Arrival::Watch`]).
pub fn watch(invite: &Invite, game: &AnyGame) -> Received {
    Received::of(
        Correspondence::watch(invite, game.moves().len()),
        invite,
        game,
    )
}

/// The game held here, whose correspondence is `held` (`None` for a game
/// at this device), continued by a link's game ([`Arrival::Continues`]):
/// the link's moves, all of them received, the friend's key learnt, and
/// the offer or end the link brings. A watched game stays watched.
pub fn continued(held: Option<Correspondence>, invite: &Invite, game: &AnyGame) -> Received {
    let plies = game.moves().len();
    let c = match held {
        Some(old) if old.watching => Correspondence::watch(invite, plies),
        Some(old) => Correspondence {
            received: plies,
            friend_key: old.friend_key.or(invite.keys.of(invite.sender())),
            ..old
        },
        None => Correspondence::accept(invite, plies, None),
    };
    Received::of(c, invite, game)
}

#[cfg(test)]
mod tests;
