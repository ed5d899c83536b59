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

/// What a correspondence link gives the person it is sent to: the game's
/// id and the side they play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Invite {
    pub id: CorrespondenceId,
    /// The recipient's side.
    pub side: Side,
}

/// A correspondence game as one browser keeps it (in its save and on its
/// play page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Correspondence {
    pub id: CorrespondenceId,
    /// The side this browser's person plays; the friend plays the other.
    pub my_side: Side,
    /// Moves in the last position received from the friend (0 for the
    /// person who started the game, until the first reply). Those moves
    /// are settled: only the person's own moves after them can be taken
    /// back.
    pub received: usize,
}

impl Correspondence {
    /// A new game started here, with the person playing `my_side`.
    pub fn start(id: CorrespondenceId, my_side: Side) -> Correspondence {
        Correspondence {
            id,
            my_side,
            received: 0,
        }
    }

    /// The game a link gave this browser, received at `plies` moves.
    pub fn accept(invite: &Invite, plies: usize) -> Correspondence {
        Correspondence {
            id: invite.id,
            my_side: invite.side,
            received: plies,
        }
    }

    /// What the link to send to the friend carries: this game, their side.
    pub fn invite_for_friend(&self) -> Invite {
        Invite {
            id: self.id,
            side: self.my_side.opposite(),
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
        Invite { id: id(n), side }
    }

    #[test]
    fn the_friend_is_invited_to_the_other_side() {
        let c = Correspondence::start(id(1), Side::Second);
        assert_eq!(c.received, 0);
        assert_eq!(c.friends_side(), Side::First);
        let inv = c.invite_for_friend();
        assert_eq!(inv, invite(1, Side::First));
        let theirs = Correspondence::accept(&inv, 3);
        assert_eq!((theirs.my_side, theirs.received), (Side::First, 3));
        assert_eq!(theirs.invite_for_friend(), invite(1, Side::Second));
    }
}
