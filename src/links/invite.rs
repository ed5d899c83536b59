//! Who plays what in a game by link: the id both browsers know the game
//! by ([`CorrespondenceId`]), what a link gives the person it is sent to
//! ([`Invite`]) and the game as one browser keeps it ([`Correspondence`]).
//!
//! Plain data, apart from what opening a link does
//! ([`super::correspondence`]): the saves store it and the share links
//! carry it, and neither needs that logic.

use crate::engine::Side;
use crate::links::base64url;
use std::fmt;
use std::str::FromStr;

/// Bytes in a [`CorrespondenceId`]: 42 bits of time and 30 random bits,
/// as in a save id ([`saves::new_id`](crate::saves::new_id)).
pub const ID_BYTES: usize = 9;

/// The id both browsers know a correspondence game by: 72 bits, written
/// as 12 base64url characters (the same bits as a save id made at the
/// same moment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CorrespondenceId([u8; ID_BYTES]);

/// A text that is not a correspondence id (12 base64url characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCorrespondenceId(pub String);

impl fmt::Display for BadCorrespondenceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a correspondence id (12 base64url characters)",
            self.0
        )
    }
}

impl std::error::Error for BadCorrespondenceId {}

impl CorrespondenceId {
    /// A fresh id from 30 random bits and the time (see [`saves::new_id`](crate::saves::new_id)).
    pub fn new(random: u64, now_ms: f64) -> CorrespondenceId {
        CorrespondenceId(id_bits(random, now_ms))
    }

    /// The id of these bytes (every 9 bytes are an id).
    pub fn from_bytes(bytes: [u8; ID_BYTES]) -> CorrespondenceId {
        CorrespondenceId(bytes)
    }

    /// Its bytes, as a link carries them.
    pub fn as_bytes(&self) -> &[u8; ID_BYTES] {
        &self.0
    }
}

impl fmt::Display for CorrespondenceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&base64url::encode(&self.0))
    }
}

impl FromStr for CorrespondenceId {
    type Err = BadCorrespondenceId;

    /// Reads the 12 characters [`Display`](fmt::Display) writes, and
    /// nothing else (one spelling per id).
    fn from_str(text: &str) -> Result<CorrespondenceId, BadCorrespondenceId> {
        let bad = || BadCorrespondenceId(text.chars().take(40).collect());
        if text.len() != 12 {
            return Err(bad());
        }
        let bytes = base64url::decode(text).ok_or_else(bad)?;
        let bytes: [u8; ID_BYTES] = bytes.try_into().map_err(|_| bad())?;
        Ok(CorrespondenceId(bytes))
    }
}

/// Bytes in a [`SeatKey`]: 48 random bits.
pub const KEY_BYTES: usize = 6;

/// The random key a browser makes when it takes a seat in a game by link
/// (starts the game, or opens the friend's first link). It stays in that
/// browser's save and travels in every link it sends, so that a seat
/// belongs to the browser that first took it: another browser opening a
/// link for that seat watches, and a link from a browser with another
/// key for a side is refused ([`super::correspondence`]). Not a secret
/// against the players themselves (it is in their links), but no third
/// browser holds it by chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatKey([u8; KEY_BYTES]);

impl SeatKey {
    /// A key of the low 48 bits of `random`.
    pub fn new(random: u64) -> SeatKey {
        let mut out = [0u8; KEY_BYTES];
        out.copy_from_slice(&random.to_be_bytes()[8 - KEY_BYTES..]);
        SeatKey(out)
    }

    /// The key of these bytes (every 6 bytes are a key).
    pub fn from_bytes(bytes: [u8; KEY_BYTES]) -> SeatKey {
        SeatKey(bytes)
    }

    /// Its bytes, as a link carries them.
    pub fn as_bytes(&self) -> &[u8; KEY_BYTES] {
        &self.0
    }
}

impl fmt::Display for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&base64url::encode(&self.0))
    }
}

impl FromStr for SeatKey {
    type Err = BadCorrespondenceId;

    /// Reads the 8 characters [`Display`](fmt::Display) writes.
    fn from_str(text: &str) -> Result<SeatKey, BadCorrespondenceId> {
        let bad = || BadCorrespondenceId(text.chars().take(40).collect());
        if text.len() != 8 {
            return Err(bad());
        }
        let bytes = base64url::decode(text).ok_or_else(bad)?;
        Ok(SeatKey(bytes.try_into().map_err(|_| bad())?))
    }
}

/// The seat keys a link carries, by side: those its sender knows (its
/// own, and the friend's once a link from the friend brought it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatKeys {
    pub first: Option<SeatKey>,
    pub second: Option<SeatKey>,
}

impl SeatKeys {
    /// The key of `side`'s seat, if known.
    pub fn of(&self, side: Side) -> Option<SeatKey> {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }

    /// `side`'s key set to `key`.
    pub fn with(mut self, side: Side, key: Option<SeatKey>) -> SeatKeys {
        match side {
            Side::First => self.first = key,
            Side::Second => self.second = key,
        }
        self
    }
}

/// What the sender of a link says besides its moves: the game's end off
/// the board, or a draw offer, from the sender's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Note {
    /// Only the moves (an offer the recipient made is declined by them).
    #[default]
    Nothing,
    /// The sender offers a draw in the link's position.
    DrawOffer,
    /// The sender resigned: the recipient wins.
    Resigned,
    /// The sender accepted the recipient's offer: drawn by agreement.
    Agreed,
}

/// What a correspondence link gives the person it is sent to: the game's
/// id and the side they play, the seat keys the sender knows and the
/// sender's note.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Invite {
    pub id: CorrespondenceId,
    /// The recipient's side.
    pub side: Side,
    pub keys: SeatKeys,
    pub note: Note,
}

impl Invite {
    /// A link of game `id` for the player of `side`, without keys or note
    /// (as every link before seat keys).
    pub fn new(id: CorrespondenceId, side: Side) -> Invite {
        Invite {
            id,
            side,
            keys: SeatKeys::default(),
            note: Note::Nothing,
        }
    }

    /// The side of the person who sent the link.
    pub fn sender(&self) -> Side {
        self.side.opposite()
    }
}

/// A correspondence game as one browser keeps it (in its save and on its
/// play page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Correspondence {
    pub id: CorrespondenceId,
    /// The side this browser's person plays; the friend plays the other.
    /// For a browser that watches, the side of the last link it opened.
    pub my_side: Side,
    /// Moves in the last position received from the friend (0 for the
    /// person who started the game, until the first reply). Those moves
    /// are settled: only the person's own moves after them can be taken
    /// back.
    pub received: usize,
    /// This browser's seat key (`None` in a game taken before keys
    /// existed: its links carry none, as before).
    pub my_key: Option<SeatKey>,
    /// The friend's seat key, once a link from them brought it.
    pub friend_key: Option<SeatKey>,
    /// The side whose draw offer is pending, as received or made here.
    pub offer: Option<Side>,
    /// The game's end off the board came in the friend's link (nothing to
    /// send back).
    pub end_received: bool,
    /// This browser only watches: another browser holds the seat the
    /// links were for. Nothing here moves, resigns or offers.
    pub watching: bool,
}

impl Correspondence {
    /// A new game started here, with the person playing `my_side` and
    /// holding the seat by `key`.
    pub fn start(id: CorrespondenceId, my_side: Side, key: Option<SeatKey>) -> Correspondence {
        Correspondence {
            id,
            my_side,
            received: 0,
            my_key: key,
            friend_key: None,
            offer: None,
            end_received: false,
            watching: false,
        }
    }

    /// The game a link gave this browser, received at `plies` moves, its
    /// seat taken with `key`.
    pub fn accept(invite: &Invite, plies: usize, key: Option<SeatKey>) -> Correspondence {
        Correspondence {
            received: plies,
            friend_key: invite.keys.of(invite.sender()),
            ..Correspondence::start(invite.id, invite.side, key)
        }
    }

    /// The game of a link this browser only watches.
    pub fn watch(invite: &Invite, plies: usize) -> Correspondence {
        Correspondence {
            watching: true,
            ..Correspondence::accept(invite, plies, None)
        }
    }

    /// What the link to send to the friend carries: this game, their side,
    /// the keys known here (the note is the session's to set).
    pub fn invite_for_friend(&self) -> Invite {
        let keys = SeatKeys::default()
            .with(self.my_side, self.my_key)
            .with(self.friends_side(), self.friend_key);
        Invite {
            keys,
            ..Invite::new(self.id, self.my_side.opposite())
        }
    }

    /// The side the friend plays.
    pub fn friends_side(&self) -> Side {
        self.my_side.opposite()
    }
}

/// The 72 bits of a fresh [`CorrespondenceId`] and of a save id
/// ([`saves::new_id`](crate::saves::new_id)): 42 bits of milliseconds,
/// then the low 30 bits of `random`.
pub(crate) fn id_bits(random: u64, now_ms: f64) -> [u8; ID_BYTES] {
    // Clamped to 42 bits: good until the year 2109.
    let ms = if now_ms.is_finite() && now_ms > 0.0 {
        (now_ms as u64).min((1 << 42) - 1)
    } else {
        0
    };
    let bits = (u128::from(ms) << 30) | u128::from(random & ((1 << 30) - 1));
    let mut out = [0u8; ID_BYTES];
    out.copy_from_slice(&bits.to_be_bytes()[16 - ID_BYTES..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u8) -> CorrespondenceId {
        CorrespondenceId::from_bytes([n; ID_BYTES])
    }

    fn invite(n: u8, side: Side) -> Invite {
        Invite::new(id(n), side)
    }

    #[test]
    fn the_friend_is_invited_to_the_other_side() {
        let c = Correspondence::start(id(1), Side::Second, None);
        assert_eq!(c.received, 0);
        assert_eq!(c.friends_side(), Side::First);
        let inv = c.invite_for_friend();
        assert_eq!(inv, invite(1, Side::First));
        let theirs = Correspondence::accept(&inv, 3, None);
        assert_eq!((theirs.my_side, theirs.received), (Side::First, 3));
        assert_eq!(theirs.invite_for_friend(), invite(1, Side::Second));
    }

    #[test]
    fn keys_travel_to_the_friend_and_back() {
        let (ka, kb) = (SeatKey::new(0xaaaa_bbbb_cccc), SeatKey::new(7));
        assert_eq!(ka.as_bytes(), &[0xaa, 0xaa, 0xbb, 0xbb, 0xcc, 0xcc]);
        assert_eq!(ka.to_string().parse(), Ok(ka));
        assert!("AAAA".parse::<SeatKey>().is_err());
        let a = Correspondence::start(id(1), Side::First, Some(ka));
        let to_b = a.invite_for_friend();
        assert_eq!(
            to_b.keys,
            SeatKeys {
                first: Some(ka),
                second: None
            }
        );
        let b = Correspondence::accept(&to_b, 1, Some(kb));
        assert_eq!((b.my_key, b.friend_key), (Some(kb), Some(ka)));
        let to_a = b.invite_for_friend();
        assert_eq!(to_a.side, Side::First);
        assert_eq!(
            to_a.keys,
            SeatKeys {
                first: Some(ka),
                second: Some(kb)
            }
        );
        let watcher = Correspondence::watch(&to_a, 2);
        assert!(watcher.watching && watcher.my_key.is_none());
    }
}
