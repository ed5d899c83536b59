//! Share links: a whole game (which game, its options, every move) in a
//! short URL-safe code, `/<lang>/play/<game>?g=<code>`; and the links of a
//! game with a friend by link (see [`crate::links::correspondence`]), which also
//! say which game of the two players' it is and whom the link is for.
//!
//! The code is base64url (no padding) of these bytes:
//!
//! 1. the format version: [`SHARE_VERSION`] (1) for a game,
//!    [`CORRESPONDENCE_VERSION`] (2) for a correspondence game;
//! 2. the game and its options: bits 0–1 the game (`GameId::ALL` order),
//!    bits 2–3 the number of geese (0: 13, 1: 15, 2: 17), bit 4 sideways
//!    goose moves, bits 5–7 zero;
//! 3. version 2 only: the seat byte, bit 0 the side of the person the link
//!    is sent to (0: the first side, the fox side or the attackers; 1: the
//!    second), bits 1–7 zero; then the game's
//!    [`CorrespondenceId`] (9 bytes);
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
//! a version-2 link comes from a newer version.

use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
use crate::links::base64url;
use crate::links::codec::{self, BitReader, BitWriter, CodecError};
use crate::links::invite::{CorrespondenceId, Invite, ID_BYTES};
use crate::site;
use std::fmt;

/// The code format of a game link, what [`encode`] writes.
pub const SHARE_VERSION: u8 = 1;

/// The code format of a correspondence link, what
/// [`encode_correspondence`] writes.
pub const CORRESPONDENCE_VERSION: u8 = 2;

/// The newest code format this build reads.
pub const NEWEST_VERSION: u8 = CORRESPONDENCE_VERSION;

/// Longest code [`decode`] reads, in characters: room for thousands of
/// moves, and a bound on the work a hostile link can cause.
pub const MAX_CODE_LEN: usize = 8192;

/// Most moves a code may hold.
pub const MAX_MOVES: usize = 4096;

/// Why a share code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// No code at all.
    Empty,
    /// Longer than [`MAX_CODE_LEN`] characters.
    TooLong(usize),
    /// A character outside base64url, or a length or padding no code has.
    NotBase64,
    /// The code ends before the game it announces.
    Truncated,
    /// Made by a newer version of Tafl (its format version).
    NewerVersion(u8),
    /// A format version that never existed.
    BadVersion(u8),
    /// The game byte names no game, or options the game cannot take.
    BadGame(u8),
    /// The seat byte of a correspondence link has bits no link sets.
    BadSeat(u8),
    /// A correspondence link where only a game link is read ([`decode`],
    /// [`decode_game`]); [`decode_link`] reads both.
    CorrespondenceLink,
    /// More than [`MAX_MOVES`] moves announced.
    TooManyMoves(u64),
    /// Move `index` (1-based) is not a legal move of its position (or the
    /// game was already over).
    BadMove { index: usize },
    /// Bytes or bits after the last move.
    TrailingData,
}

/// What the player is told about a [`ShareError`]; the UI maps each kind
/// to a translated message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShareErrorKind {
    /// Not a game link: damaged, cut short or made up.
    Malformed,
    /// Longer than any link this site makes.
    TooLong,
    /// Made by a newer version of Tafl.
    NewerVersion,
    /// Well-formed, but its moves are not a legal game.
    BadMove,
}

impl ShareErrorKind {
    /// A stable name, for `data-` attributes and logs.
    pub fn as_str(self) -> &'static str {
        match self {
            ShareErrorKind::Malformed => "malformed",
            ShareErrorKind::TooLong => "too-long",
            ShareErrorKind::NewerVersion => "newer-version",
            ShareErrorKind::BadMove => "bad-move",
        }
    }
}

impl ShareError {
    /// The kind of message to show. A correspondence link given where only
    /// a game link is read is "malformed": no link of the site leads there.
    pub fn kind(&self) -> ShareErrorKind {
        match self {
            ShareError::Empty
            | ShareError::NotBase64
            | ShareError::Truncated
            | ShareError::BadVersion(_)
            | ShareError::BadGame(_)
            | ShareError::BadSeat(_)
            | ShareError::CorrespondenceLink
            | ShareError::TrailingData => ShareErrorKind::Malformed,
            ShareError::TooLong(_) | ShareError::TooManyMoves(_) => ShareErrorKind::TooLong,
            ShareError::NewerVersion(_) => ShareErrorKind::NewerVersion,
            ShareError::BadMove { .. } => ShareErrorKind::BadMove,
        }
    }
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => f.write_str("the share code is empty"),
            ShareError::TooLong(n) => {
                write!(f, "share code of {n} characters (at most {MAX_CODE_LEN})")
            }
            ShareError::NotBase64 => f.write_str("the share code is not base64url"),
            ShareError::Truncated => f.write_str("the share code is cut short"),
            ShareError::NewerVersion(v) => write!(
                f,
                "share code format {v} is newer than this build reads ({NEWEST_VERSION})"
            ),
            ShareError::BadVersion(v) => write!(f, "share code format {v} does not exist"),
            ShareError::BadGame(b) => write!(f, "share code game byte {b:#04x} is not a game"),
            ShareError::BadSeat(b) => {
                write!(f, "share code seat byte {b:#04x} is not a side")
            }
            ShareError::CorrespondenceLink => {
                f.write_str("the share code is a correspondence link, not a game link")
            }
            ShareError::TooManyMoves(n) => {
                write!(f, "share code announces {n} moves (at most {MAX_MOVES})")
            }
            ShareError::BadMove { index } => {
                write!(f, "move {index} of the share code is not legal")
            }
            ShareError::TrailingData => f.write_str("the share code has data after its last move"),
        }
    }
}

impl std::error::Error for ShareError {}

impl From<CodecError> for ShareError {
    fn from(error: CodecError) -> ShareError {
        match error {
            CodecError::Truncated => ShareError::Truncated,
            CodecError::Overflow => ShareError::TooManyMoves(u64::MAX),
            CodecError::NotShortest | CodecError::TrailingData => ShareError::TrailingData,
        }
    }
}

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

/// The correspondence link code of `record` (version 2) for the person
/// `invite` names: send `Correspondence::invite_for_friend` to the friend.
pub fn encode_correspondence(record: &GameRecord, invite: &Invite) -> String {
    let (game_byte, moves) = pack(record);
    let seat = match invite.side {
        Side::First => 0,
        Side::Second => 1,
    };
    let mut bytes = vec![CORRESPONDENCE_VERSION, game_byte, seat];
    bytes.extend_from_slice(invite.id.as_bytes());
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
    if version != SHARE_VERSION && version != CORRESPONDENCE_VERSION {
        return Err(ShareError::BadVersion(version));
    }
    let (&game_byte, rest) = rest.split_first().ok_or(ShareError::Truncated)?;
    let (game_id, options) =
        codec::parse_game_byte(game_byte).ok_or(ShareError::BadGame(game_byte))?;
    if version == SHARE_VERSION {
        return unpack(game_id, options, game_byte, rest).map(Link::Game);
    }
    let (&seat, rest) = rest.split_first().ok_or(ShareError::Truncated)?;
    let side = match seat {
        0 => Side::First,
        1 => Side::Second,
        _ => return Err(ShareError::BadSeat(seat)),
    };
    let id_bytes = rest.get(..ID_BYTES).ok_or(ShareError::Truncated)?;
    let mut id = [0u8; ID_BYTES];
    id.copy_from_slice(id_bytes);
    let invite = Invite {
        id: CorrespondenceId::from_bytes(id),
        side,
    };
    let game = unpack(game_id, options, game_byte, &rest[ID_BYTES..])?;
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
mod tests {
    use super::*;
    use crate::links::codec::width;

    fn play_first(game: GameId, options: Options, n: usize) -> AnyGame {
        let mut g = AnyGame::new(game, options).unwrap();
        for i in 0..n {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[(i * 7) % legal.len()].clone();
            g.play(&m).unwrap();
        }
        g
    }

    #[test]
    fn the_start_position_of_each_game_round_trips() {
        for game in GameId::ALL {
            let rec = GameRecord::of(&AnyGame::new(game, Options::default()).unwrap());
            let code = encode(&rec);
            assert_eq!(code.len(), 4, "{game}: {code}");
            assert_eq!(decode(&code), Ok(rec));
        }
    }

    #[test]
    fn options_round_trip() {
        for geese in [13, 15, 17] {
            for sideways in [false, true] {
                let options = Options { geese, sideways };
                let rec = GameRecord::of(&play_first(GameId::FoxGeese, options, 12));
                assert_eq!(decode(&encode(&rec)), Ok(rec));
            }
        }
    }

    #[test]
    fn games_round_trip_and_codes_are_canonical() {
        for game in GameId::ALL {
            for n in [1, 2, 10, 61] {
                let rec = GameRecord::of(&play_first(game, Options::default(), n));
                let code = encode(&rec);
                assert!(code
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
                let back = decode(&code).unwrap();
                assert_eq!(back, rec);
                assert_eq!(encode(&back), code);
            }
        }
    }

    #[test]
    fn moves_in_other_spellings_are_encoded_as_played() {
        let mut rec = GameRecord::of(&play_first(GameId::FoxGeese, Options::default(), 3));
        let canonical = rec.clone();
        rec.moves[0] = format!("  {}  ", rec.moves[0]);
        assert_eq!(decode(&encode(&rec)), Ok(canonical));
    }

    #[test]
    fn a_record_that_does_not_replay_encodes_what_replays() {
        let good = GameRecord::of(&play_first(GameId::TwoFoxes, Options::default(), 4));
        let mut bad = good.clone();
        bad.moves.push("a1-a2".into());
        bad.moves.push(good.moves[0].clone());
        assert_eq!(decode(&encode(&bad)), Ok(good));
        let odd = GameRecord {
            version: GameRecord::VERSION,
            game: GameId::Hnefatafl,
            options: Options {
                geese: 14,
                sideways: true,
            },
            setup: None,
            moves: vec!["d1-d2".into()],
            conclusion: None,
            facts: Default::default(),
        };
        let back = decode(&encode(&odd)).unwrap();
        assert_eq!(back.game, GameId::Hnefatafl);
        assert_eq!(back.options, Options::default());
        assert!(back.moves.is_empty());
    }

    #[test]
    fn share_path_names_language_game_and_code() {
        let rec = GameRecord::of(&play_first(GameId::GreatCross, Options::default(), 5));
        let path = share_path("fr", &rec);
        assert_eq!(path, format!("/fr/play/great-cross?g={}", encode(&rec)));
    }

    /// Code bytes for hand-made cases.
    fn code(bytes: &[u8]) -> String {
        base64url::encode(bytes)
    }

    #[test]
    fn every_error_is_reported() {
        let fox = 0u8; // fox-geese, 13 geese, no sideways
        let cases: Vec<(String, ShareError)> = vec![
            (String::new(), ShareError::Empty),
            (
                "A".repeat(MAX_CODE_LEN + 1),
                ShareError::TooLong(MAX_CODE_LEN + 1),
            ),
            ("AB=C".into(), ShareError::NotBase64),
            ("A".into(), ShareError::NotBase64),
            ("é".into(), ShareError::NotBase64),
            (code(&[]), ShareError::Empty),
            (code(&[1]), ShareError::Truncated),
            (code(&[1, fox]), ShareError::Truncated),
            (code(&[3, fox, 0]), ShareError::NewerVersion(3)),
            (code(&[0, fox, 0]), ShareError::BadVersion(0)),
            (code(&[1, 0x20, 0]), ShareError::BadGame(0x20)),
            (code(&[1, 0x0c, 0]), ShareError::BadGame(0x0c)),
            // Hnefatafl with 15 geese; two-foxes with sideways moves.
            (code(&[1, 0x07, 0]), ShareError::BadGame(0x07)),
            (code(&[1, 0x11, 0]), ShareError::BadGame(0x11)),
            (code(&[1, fox, 0x80]), ShareError::Truncated),
            (code(&[1, fox, 0x81, 0x00]), ShareError::TrailingData),
            (code(&[1, fox, 0x81, 0x40]), ShareError::TooManyMoves(8193)),
            (
                code(&[
                    1, fox, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
                ]),
                ShareError::TooManyMoves(u64::MAX),
            ),
            (
                code(&[
                    1, fox, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01,
                ]),
                ShareError::TooManyMoves(u64::MAX),
            ),
            (code(&[1, fox, 0, 0]), ShareError::TrailingData),
            (code(&[1, fox, 1]), ShareError::Truncated),
        ];
        for (text, expected) in cases {
            assert_eq!(decode(&text), Err(expected.clone()), "{text:?}");
            assert!(!expected.to_string().is_empty());
        }
    }

    #[test]
    fn an_index_past_the_legal_list_is_a_bad_move() {
        // Fox-geese start: the fox on d4 has 8 steps minus blocked ones;
        // all-ones bits name the last possible index of a 3- or 4-bit field.
        let start = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        let n = start.legal_moves().len();
        let w = width(n);
        assert!(
            n < 1 << w,
            "the test needs a list that does not fill its field"
        );
        let mut bits = BitWriter::default();
        bits.push(n, w);
        let mut bytes = vec![1, 0, 1];
        bytes.extend(bits.bytes);
        let err = decode(&code(&bytes)).unwrap_err();
        assert_eq!(err, ShareError::BadMove { index: 1 });
        assert_eq!(err.kind(), ShareErrorKind::BadMove);
    }

    #[test]
    fn moves_after_the_end_are_bad_moves() {
        let mut g = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        while g.outcome().is_none() {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
        let code = encode(&GameRecord::of(&g));
        let mut bytes = base64url::decode(&code).unwrap();
        // One more move announced than played (the count fits one byte).
        let n = g.moves().len();
        assert!(n < 127, "{n} moves");
        bytes[2] += 1;
        let err = decode(&base64url::encode(&bytes)).unwrap_err();
        // Either the extra move lands past the end of the game or no bits
        // are left for it.
        assert!(
            err == ShareError::BadMove { index: n + 1 } || err == ShareError::Truncated,
            "{err:?}"
        );
    }

    #[test]
    fn stray_padding_bits_are_trailing_data() {
        let rec = GameRecord::of(&play_first(GameId::FoxGeese, Options::default(), 1));
        let mut bytes = base64url::decode(&encode(&rec)).unwrap();
        if let Some(last) = bytes.last_mut() {
            *last |= 1;
        }
        assert_eq!(
            decode(&base64url::encode(&bytes)),
            Err(ShareError::TrailingData)
        );
    }

    fn invite(side: Side) -> Invite {
        Invite {
            id: CorrespondenceId::from_bytes([0xa5, 1, 2, 3, 4, 5, 6, 7, 0xff]),
            side,
        }
    }

    #[test]
    fn correspondence_links_round_trip_and_are_canonical() {
        for game in GameId::ALL {
            for n in [0, 1, 10, 61] {
                for side in [Side::First, Side::Second] {
                    let g = play_first(game, Options::default(), n);
                    let rec = GameRecord::of(&g);
                    let code = encode_correspondence(&rec, &invite(side));
                    // 11 bytes more than the game link: seat and id.
                    let plain = base64url::decode(&encode(&rec)).unwrap();
                    let bytes = base64url::decode(&code).unwrap();
                    assert_eq!(bytes.len(), plain.len() + 1 + ID_BYTES);
                    assert_eq!(bytes[0], CORRESPONDENCE_VERSION);
                    let link = decode_link(&code).unwrap();
                    assert_eq!(link.game().moves(), g.moves());
                    assert_eq!(link.invite(), Some(&invite(side)));
                    assert_eq!(encode_link(&link), code);
                    assert_eq!(
                        decode_game(&code).unwrap_err(),
                        ShareError::CorrespondenceLink
                    );
                    assert_eq!(decode(&code).unwrap_err().kind(), ShareErrorKind::Malformed);
                }
            }
        }
    }

    #[test]
    fn game_links_read_as_links_too() {
        let rec = GameRecord::of(&play_first(GameId::TwoFoxes, Options::default(), 9));
        let code = encode(&rec);
        let link = decode_link(&code).unwrap();
        assert!(link.invite().is_none());
        assert_eq!(GameRecord::of(link.game()), rec);
        assert_eq!(encode_link(&link), code);
    }

    /// Codes written by the build before correspondence links existed,
    /// kept as text: they read as they always did, and re-encode the same.
    #[test]
    fn version_1_codes_of_before_still_read() {
        let cases: [(&str, GameId, Options, &[&str]); 3] = [
            ("AQAA", GameId::FoxGeese, Options::default(), &[]),
            (
                "AQMDADjg",
                GameId::Hnefatafl,
                Options::default(),
                &["a4-a2", "d6-d8", "a8-a10"],
            ),
            (
                "ARgMBQ8CsT0A",
                GameId::FoxGeese,
                Options {
                    geese: 17,
                    sideways: true,
                },
                &[
                    "d4-c4", "c3-d4", "c4-b5", "d4-e5", "b5-a5", "b3-c3", "a5-b5", "d3-e4",
                    "b5-a5", "e5-d6", "a5-b5", "f4-g5",
                ],
            ),
        ];
        for (code, game, options, moves) in cases {
            let rec = GameRecord {
                version: GameRecord::VERSION,
                game,
                options,
                moves: moves.iter().map(|m| m.to_string()).collect(),
                setup: None,
                conclusion: None,
                facts: Default::default(),
            };
            assert_eq!(decode(code), Ok(rec.clone()), "{code}");
            assert_eq!(encode(&rec), code);
        }
    }

    #[test]
    fn correspondence_errors_are_reported() {
        let id = [9u8; ID_BYTES];
        let with = |head: &[u8], tail: &[u8]| {
            let mut bytes = head.to_vec();
            bytes.extend_from_slice(tail);
            code(&bytes)
        };
        let cases: Vec<(String, ShareError)> = vec![
            (code(&[2]), ShareError::Truncated),
            (code(&[2, 0]), ShareError::Truncated),
            (code(&[2, 0, 0]), ShareError::Truncated),
            (with(&[2, 0, 0], &id[..8]), ShareError::Truncated),
            (with(&[2, 0, 0], &id), ShareError::Truncated),
            (
                with(&[2, 0, 2], &[&id[..], &[0]].concat()),
                ShareError::BadSeat(2),
            ),
            (
                with(&[2, 0, 0x81], &[&id[..], &[0]].concat()),
                ShareError::BadSeat(0x81),
            ),
            (
                with(&[2, 0x20, 0], &[&id[..], &[0]].concat()),
                ShareError::BadGame(0x20),
            ),
            (
                with(&[2, 0, 1], &[&id[..], &[0, 0]].concat()),
                ShareError::TrailingData,
            ),
            (
                with(&[2, 0, 1], &[&id[..], &[0x81, 0x40]].concat()),
                ShareError::TooManyMoves(8193),
            ),
            (
                with(&[2, 0, 1], &[&id[..], &[1]].concat()),
                ShareError::Truncated,
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(
                decode_link(&text).map(|_| ()),
                Err(expected.clone()),
                "{text:?}"
            );
            assert!(!expected.to_string().is_empty());
        }
        // Every seat, game and id is fine: the start of each game.
        for side in 0..2u8 {
            let text = with(&[2, 3, side], &[&id[..], &[0]].concat());
            let link = decode_link(&text).unwrap();
            assert_eq!(link.game().id(), GameId::Hnefatafl);
            assert_eq!(encode_link(&link), text);
        }
        assert_eq!(ShareError::BadSeat(2).kind(), ShareErrorKind::Malformed);
        assert_eq!(
            ShareError::CorrespondenceLink.kind(),
            ShareErrorKind::Malformed
        );
    }

    #[test]
    fn a_correspondence_path_carries_the_link() {
        let rec = GameRecord::of(&play_first(GameId::FoxGeese, Options::default(), 4));
        let inv = invite(Side::Second);
        assert_eq!(
            correspondence_path("en", &rec, &inv),
            format!("/en/play/fox-geese?g={}", encode_correspondence(&rec, &inv))
        );
    }

    #[test]
    fn kinds_are_named() {
        for kind in [
            ShareErrorKind::Malformed,
            ShareErrorKind::TooLong,
            ShareErrorKind::NewerVersion,
            ShareErrorKind::BadMove,
        ] {
            assert!(!kind.as_str().is_empty());
        }
        assert_eq!(
            ShareError::TooManyMoves(5000).kind(),
            ShareErrorKind::TooLong
        );
        assert_eq!(
            ShareError::NewerVersion(9).kind(),
            ShareErrorKind::NewerVersion
        );
        assert_eq!(ShareError::TrailingData.kind(), ShareErrorKind::Malformed);
    }
}
