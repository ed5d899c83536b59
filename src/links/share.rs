//! Share links: a whole game (which game, its options, every move) in a
//! short URL-safe code, `/<lang>/play/<game>?g=<code>`; and the links of a
//! game with a friend by link (see [`crate::links::correspondence`]), which also
//! say which game of the two players' it is and whom the link is for.
//!
//! The code is base64url (no padding) of these bytes:
//!
//! 1. the format version: [`SHARE_VERSION`] (1) for a game,
//!    [`CORRESPONDENCE_VERSION`] (2) for a correspondence game without
//!    seat keys or note, [`KEYED_VERSION`] (3) for one with them;
//! 2. the game and its options: bits 0–1 and 5 the game (its index in
//!    `GameId::ALL`, bit 5 the third bit, so the first four games keep
//!    their codes), bits 2–3 the number of geese (0: 13, 1: 15, 2: 17),
//!    bit 4 sideways goose moves, bits 6–7 zero;
//! 3. versions 2 and 3 only: the seat byte, bit 0 the side of the person
//!    the link is sent to (0: the first side, the fox side or the
//!    attackers; 1: the second), bits 1–7 zero in version 2; in version 3
//!    bit 1 set when the first side's [`SeatKey`] follows, bit 2 when the
//!    second side's does, bits 3–4 the sender's [`Note`] (0 nothing, 1 a
//!    draw offer, 2 resigned, 3 drawn by agreement), bits 5–7 zero, and
//!    at least one of bits 1–4 set (else the link is written in version
//!    2); then the game's [`CorrespondenceId`] (9 bytes); then, version 3,
//!    the keys present, 6 bytes each, the first side's first;
//! 4. the number of moves, LEB128 (7 bits a byte, low first, shortest form);
//! 5. each move as its index in the position's sorted legal-move list
//!    (`AnyGame::legal_moves`, byte order as docs/rules.md fixes it), in
//!    exactly as many bits as that list needs (none when only one move is
//!    legal), most significant bit first, packed without gaps and padded
//!    with zero bits to a whole byte.
//!
//! A move costs about 3 bits in the fox games and 7 in Hnefatafl, so a
//! 60-move game fits in 30 to 75 characters (a correspondence link: 13
//! to 15 more). The decoder is strict (one spelling per game: a decoded code
//! re-encodes to itself), bounded ([`MAX_CODE_LEN`], [`MAX_MOVES`]) and
//! never panics; every move it reads is replayed through checked play.
//! A plain game link is still written in version 1, which every version
//! of Tafl reads; a version of Tafl from before correspondence play says
//! a version-2 link comes from a newer version, and one from before seat
//! keys says so of a version-3 link.

use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
use crate::links::base64url;
use crate::links::codec::{self, BitReader, BitWriter};
use crate::links::invite::{
    CorrespondenceId, Invite, Note, SeatKey, SeatKeys, ID_BYTES, KEY_BYTES,
};
use crate::site;

mod error;
mod limits;
pub use error::{ShareError, ShareErrorKind};
pub use limits::{
    CORRESPONDENCE_VERSION, KEYED_VERSION, MAX_CODE_LEN, MAX_MOVES, NEWEST_VERSION, SHARE_VERSION,
};

/// What a share code holds.
#[derive(Clone, Debug)]
pub enum Link {
    /// A game (version 1): to look at, or to play on from at this device.
    Game(AnyGame),
    /// A game with a friend by link (version 2): the game, and the game's
    /// id and side for the person the link was sent to.
    Correspondence { game: AnyGame, invite: Invite },
}

impl Link {
    /// The game, at its last move.
    pub fn game(&self) -> &AnyGame {
        match self {
            Link::Game(game) | Link::Correspondence { game, .. } => game,
        }
    }

    /// The correspondence part, for a correspondence link.
    pub fn invite(&self) -> Option<&Invite> {
        match self {
            Link::Game(_) => None,
            Link::Correspondence { invite, .. } => Some(invite),
        }
    }
}

/// The game byte of `record`, then its move count and packed moves.
/// A record from a game being played always encodes whole; of a record
/// that does not replay, only what replays is encoded: the moves before
/// the first one that cannot be played, and with options no game takes,
/// the game with its default options and no moves.
fn pack(record: &GameRecord) -> (u8, Vec<u8>) {
    let playable = codec::game_byte(record.game, record.options).is_some();
    let (game_id, options) = match playable {
        true => (record.game, record.options),
        false => (record.game, Options::default()),
    };
    let game_byte = codec::game_byte(game_id, options).unwrap_or(0);
    let Ok(mut game) = AnyGame::new(game_id, options) else {
        return (game_byte, vec![0]);
    };
    let mut bits = BitWriter::default();
    let mut count = 0u64;
    let moves = if playable { &record.moves[..] } else { &[] };
    for text in moves {
        let legal = game.legal_moves();
        if game.play(text).is_err() {
            break;
        }
        let played = game.moves().last().map(String::as_str).unwrap_or_default();
        if !bits.push_move(&legal, played) {
            break;
        }
        count += 1;
    }
    let mut bytes = Vec::with_capacity(bits.bytes.len() + 2);
    codec::push_leb128(&mut bytes, count);
    bytes.extend_from_slice(&bits.bytes);
    (game_byte, bytes)
}

/// The share code of `record` (version 1; see [`pack`] for a record that
/// does not replay).
pub fn encode(record: &GameRecord) -> String {
    let (game_byte, moves) = pack(record);
    let mut bytes = vec![SHARE_VERSION, game_byte];
    bytes.extend_from_slice(&moves);
    base64url::encode(&bytes)
}

/// The note's two bits in the seat byte (bits 3–4).
fn note_bits(note: Note) -> u8 {
    let bits = match note {
        Note::Nothing => 0,
        Note::DrawOffer => 1,
        Note::Resigned => 2,
        Note::Agreed => 3,
    };
    bits << 3
}

/// The correspondence link code of `record` for the person `invite`
/// names (send `Correspondence::invite_for_friend` to the friend):
/// version 2 when it carries no key and no note, else version 3.
pub fn encode_correspondence(record: &GameRecord, invite: &Invite) -> String {
    let (game_byte, moves) = pack(record);
    let mut seat = match invite.side {
        Side::First => 0,
        Side::Second => 1,
    };
    let keys = [invite.keys.first, invite.keys.second];
    for (bit, key) in [2, 4].into_iter().zip(keys) {
        if key.is_some() {
            seat |= bit;
        }
    }
    seat |= note_bits(invite.note);
    let version = match seat > 1 {
        true => KEYED_VERSION,
        false => CORRESPONDENCE_VERSION,
    };
    let mut bytes = vec![version, game_byte, seat];
    bytes.extend_from_slice(invite.id.as_bytes());
    for key in keys.into_iter().flatten() {
        bytes.extend_from_slice(key.as_bytes());
    }
    bytes.extend_from_slice(&moves);
    base64url::encode(&bytes)
}

/// The code of a decoded link: [`decode_link`] of it gives it back.
pub fn encode_link(link: &Link) -> String {
    match link {
        Link::Game(game) => encode(&GameRecord::of(game)),
        Link::Correspondence { game, invite } => {
            encode_correspondence(&GameRecord::of(game), invite)
        }
    }
}

/// The record of the game in a game link (see [`decode_game`]).
pub fn decode(code: &str) -> Result<GameRecord, ShareError> {
    decode_game(code).map(|game| GameRecord::of(&game))
}

/// The game in a game link (version 1) at its last move, its moves
/// replayed through checked play (the play page opens it without
/// replaying it again). A correspondence link is refused
/// ([`ShareError::CorrespondenceLink`]): [`decode_link`] reads both.
/// Never panics; reads at most [`MAX_CODE_LEN`] characters and replays at
/// most [`MAX_MOVES`] moves.
pub fn decode_game(code: &str) -> Result<AnyGame, ShareError> {
    match decode_link(code)? {
        Link::Game(game) => Ok(game),
        Link::Correspondence { .. } => Err(ShareError::CorrespondenceLink),
    }
}

/// The game or correspondence game in a share code of either version.
/// Never panics; reads at most [`MAX_CODE_LEN`] characters and replays at
/// most [`MAX_MOVES`] moves.
pub fn decode_link(code: &str) -> Result<Link, ShareError> {
    if code.is_empty() {
        return Err(ShareError::Empty);
    }
    if code.len() > MAX_CODE_LEN {
        return Err(ShareError::TooLong(code.len()));
    }
    let bytes = base64url::decode(code).ok_or(ShareError::NotBase64)?;
    let (&version, rest) = bytes.split_first().ok_or(ShareError::Truncated)?;
    if version > NEWEST_VERSION {
        return Err(ShareError::NewerVersion(version));
    }
    if version == 0 {
        return Err(ShareError::BadVersion(version));
    }
    let (&game_byte, rest) = rest.split_first().ok_or(ShareError::Truncated)?;
    let (game_id, options) =
        codec::parse_game_byte(game_byte).ok_or(ShareError::BadGame(game_byte))?;
    if version == SHARE_VERSION {
        return unpack(game_id, options, game_byte, rest).map(Link::Game);
    }
    let (&seat, rest) = rest.split_first().ok_or(ShareError::Truncated)?;
    // Version 2 has only the side; version 3 at least a key or a note.
    let extra = seat & 0x1e;
    if seat >> 5 != 0 || (version == CORRESPONDENCE_VERSION) != (extra == 0) {
        return Err(ShareError::BadSeat(seat));
    }
    let side = match seat & 1 {
        0 => Side::First,
        _ => Side::Second,
    };
    let note = match (seat >> 3) & 3 {
        0 => Note::Nothing,
        1 => Note::DrawOffer,
        2 => Note::Resigned,
        _ => Note::Agreed,
    };
    let id_bytes = rest.get(..ID_BYTES).ok_or(ShareError::Truncated)?;
    let mut id = [0u8; ID_BYTES];
    id.copy_from_slice(id_bytes);
    let mut rest = &rest[ID_BYTES..];
    let mut key = |present: bool| -> Result<Option<SeatKey>, ShareError> {
        if !present {
            return Ok(None);
        }
        let bytes = rest.get(..KEY_BYTES).ok_or(ShareError::Truncated)?;
        let mut out = [0u8; KEY_BYTES];
        out.copy_from_slice(bytes);
        rest = &rest[KEY_BYTES..];
        Ok(Some(SeatKey::from_bytes(out)))
    };
    let keys = SeatKeys {
        first: key(seat & 2 != 0)?,
        second: key(seat & 4 != 0)?,
    };
    let invite = Invite {
        id: CorrespondenceId::from_bytes(id),
        side,
        keys,
        note,
    };
    let game = unpack(game_id, options, game_byte, rest)?;
    Ok(Link::Correspondence { game, invite })
}

/// The move count and packed moves after the header, replayed.
fn unpack(
    game_id: GameId,
    options: Options,
    game_byte: u8,
    rest: &[u8],
) -> Result<AnyGame, ShareError> {
    let (count, used) = codec::read_leb128(rest)?;
    if count > MAX_MOVES as u64 {
        return Err(ShareError::TooManyMoves(count));
    }
    let mut reader = BitReader::new(rest.get(used..).unwrap_or_default());
    let mut game = AnyGame::new(game_id, options).map_err(|_| ShareError::BadGame(game_byte))?;
    for index in 1..=count as usize {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Err(ShareError::BadMove { index });
        }
        let text = reader
            .read_move(&legal)?
            .ok_or(ShareError::BadMove { index })?;
        game.play(text).map_err(|_| ShareError::BadMove { index })?;
    }
    reader.finish()?;
    Ok(game)
}

/// `/<lang>/play/<game>?g=<code>`: the site path of a shared game (the app
/// puts its origin and base in front).
pub fn share_path(lang: &str, record: &GameRecord) -> String {
    format!(
        "{}?g={}",
        site::play_path(lang, record.game),
        encode(record)
    )
}

/// `/<lang>/play/<game>?g=<code>` with a correspondence code: the link to
/// send to the person `invite` names.
pub fn correspondence_path(lang: &str, record: &GameRecord, invite: &Invite) -> String {
    format!(
        "{}?g={}",
        site::play_path(lang, record.game),
        encode_correspondence(record, invite)
    )
}

#[cfg(test)]
mod tests;
