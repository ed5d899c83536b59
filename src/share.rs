//! Share links: a whole game (which game, its options, every move) in a
//! short URL-safe code, `/<lang>/play/<game>?g=<code>`.
//!
//! The code is base64url (no padding) of these bytes:
//!
//! 1. the format version, [`SHARE_VERSION`];
//! 2. the game and its options: bits 0–1 the game (`GameId::ALL` order),
//!    bits 2–3 the number of geese (0: 13, 1: 15, 2: 17), bit 4 sideways
//!    goose moves, bits 5–7 zero;
//! 3. the number of moves, LEB128 (7 bits a byte, low first, shortest form);
//! 4. each move as its index in the position's sorted legal-move list
//!    (`AnyGame::legal_moves`, byte order as docs/rules.md fixes it), in
//!    exactly as many bits as that list needs (none when only one move is
//!    legal), most significant bit first, packed without gaps and padded
//!    with zero bits to a whole byte.
//!
//! A move costs about 3 bits in the fox games and 7 in Hnefatafl, so a
//! 60-move game fits in 30 to 75 characters. The decoder is strict (one
//! spelling per game: a decoded code re-encodes to itself), bounded
//! ([`MAX_CODE_LEN`], [`MAX_MOVES`]) and never panics; every move it reads
//! is replayed through checked play.

use crate::base64url;
use crate::engine::{AnyGame, GameId, GameRecord, Options};
use crate::site;
use std::fmt;

/// The code format this build writes and reads.
pub const SHARE_VERSION: u8 = 1;

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
    /// The kind of message to show.
    pub fn kind(&self) -> ShareErrorKind {
        match self {
            ShareError::Empty
            | ShareError::NotBase64
            | ShareError::Truncated
            | ShareError::BadVersion(_)
            | ShareError::BadGame(_)
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
                "share code format {v} is newer than this build reads ({SHARE_VERSION})"
            ),
            ShareError::BadVersion(v) => write!(f, "share code format {v} does not exist"),
            ShareError::BadGame(b) => write!(f, "share code game byte {b:#04x} is not a game"),
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

/// Bits needed to tell apart `n` choices (0 for one choice).
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Appends bits, most significant first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0 = start a new byte).
    used: u32,
}

impl BitWriter {
    fn push(&mut self, value: usize, bits: u32) {
        for i in (0..bits).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let bit = ((value >> i) & 1) as u8;
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (7 - self.used);
            }
            self.used = (self.used + 1) % 8;
        }
    }
}

/// Reads bits, most significant first.
struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl BitReader<'_> {
    fn read(&mut self, bits: u32) -> Result<usize, ShareError> {
        let mut value = 0usize;
        for _ in 0..bits {
            let byte = self.bytes.get(self.bit / 8).ok_or(ShareError::Truncated)?;
            value = (value << 1) | usize::from((byte >> (7 - self.bit % 8)) & 1);
            self.bit += 1;
        }
        Ok(value)
    }

    /// Only zero padding bits may follow, up to the end of the last byte.
    fn finish(&self) -> Result<(), ShareError> {
        let whole = self.bit.div_ceil(8);
        if whole < self.bytes.len() {
            return Err(ShareError::TrailingData);
        }
        let used = self.bit % 8;
        if used != 0 {
            let last = self.bytes.get(whole - 1).copied().unwrap_or(0);
            if last & (0xff >> used) != 0 {
                return Err(ShareError::TrailingData);
            }
        }
        Ok(())
    }
}

fn geese_code(geese: u8) -> Option<u8> {
    match geese {
        13 => Some(0),
        15 => Some(1),
        17 => Some(2),
        _ => None,
    }
}

/// The byte naming the game and its options, if they can be played.
fn game_byte(game: GameId, options: Options) -> Option<u8> {
    options.validate(game).ok()?;
    let index = GameId::ALL.iter().position(|&g| g == game)? as u8;
    Some(index | geese_code(options.geese)? << 2 | u8::from(options.sideways) << 4)
}

fn parse_game_byte(byte: u8) -> Result<(GameId, Options), ShareError> {
    let bad = ShareError::BadGame(byte);
    if byte >> 5 != 0 {
        return Err(bad);
    }
    let game = GameId::ALL[usize::from(byte & 3)];
    let geese = match (byte >> 2) & 3 {
        0 => 13,
        1 => 15,
        2 => 17,
        _ => return Err(bad),
    };
    let options = Options {
        geese,
        sideways: byte & 0x10 != 0,
    };
    options.validate(game).map_err(|_| bad)?;
    Ok((game, options))
}

fn push_leb128(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// Reads a LEB128 number in its shortest form; returns it and the bytes
/// used.
fn read_leb128(bytes: &[u8]) -> Result<(u64, usize), ShareError> {
    let mut n = 0u64;
    for (i, &b) in bytes.iter().enumerate().take(10) {
        let part = u64::from(b & 0x7f);
        let shift = 7 * i as u32;
        if shift >= 64 || (shift == 63 && part > 1) {
            return Err(ShareError::TooManyMoves(u64::MAX));
        }
        n |= part << shift;
        if b & 0x80 == 0 {
            // A final zero byte after the first is a longer spelling.
            if i > 0 && b == 0 {
                return Err(ShareError::TrailingData);
            }
            return Ok((n, i + 1));
        }
    }
    if bytes.len() >= 10 {
        Err(ShareError::TooManyMoves(u64::MAX))
    } else {
        Err(ShareError::Truncated)
    }
}

/// The share code of `record`. A record from a game being played always
/// encodes whole; of a record that does not replay, only what replays is
/// encoded: the moves before the first one that cannot be played, and
/// with options no game takes, the game with its default options and no
/// moves.
pub fn encode(record: &GameRecord) -> String {
    let playable = game_byte(record.game, record.options).is_some();
    let (game_id, options) = match playable {
        true => (record.game, record.options),
        false => (record.game, Options::default()),
    };
    let mut game = match AnyGame::new(game_id, options) {
        Ok(game) => game,
        Err(_) => return String::new(),
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
        let Ok(index) = legal.binary_search_by(|m| m.as_str().cmp(played)) else {
            break;
        };
        bits.push(index, width(legal.len()));
        count += 1;
    }
    let mut bytes = vec![SHARE_VERSION, game_byte(game_id, options).unwrap_or(0)];
    push_leb128(&mut bytes, count);
    bytes.extend_from_slice(&bits.bytes);
    base64url::encode(&bytes)
}

/// The record of the game in a share code (see [`decode_game`]).
pub fn decode(code: &str) -> Result<GameRecord, ShareError> {
    decode_game(code).map(|game| GameRecord::of(&game))
}

/// The game in a share code at its last move, its moves replayed through
/// checked play (the play page opens it without replaying it again).
/// Never panics; reads at most [`MAX_CODE_LEN`] characters and replays at
/// most [`MAX_MOVES`] moves.
pub fn decode_game(code: &str) -> Result<AnyGame, ShareError> {
    if code.is_empty() {
        return Err(ShareError::Empty);
    }
    if code.len() > MAX_CODE_LEN {
        return Err(ShareError::TooLong(code.len()));
    }
    let bytes = base64url::decode(code).ok_or(ShareError::NotBase64)?;
    let (&version, rest) = bytes.split_first().ok_or(ShareError::Truncated)?;
    if version > SHARE_VERSION {
        return Err(ShareError::NewerVersion(version));
    }
    if version != SHARE_VERSION {
        return Err(ShareError::BadVersion(version));
    }
    let (&game_byte, rest) = rest.split_first().ok_or(ShareError::Truncated)?;
    let (game_id, options) = parse_game_byte(game_byte)?;
    let (count, used) = read_leb128(rest)?;
    if count > MAX_MOVES as u64 {
        return Err(ShareError::TooManyMoves(count));
    }
    let mut reader = BitReader {
        bytes: rest.get(used..).unwrap_or_default(),
        bit: 0,
    };
    let mut game = AnyGame::new(game_id, options).map_err(|_| ShareError::BadGame(game_byte))?;
    for index in 1..=count as usize {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Err(ShareError::BadMove { index });
        }
        let choice = reader.read(width(legal.len()))?;
        let text = legal.get(choice).ok_or(ShareError::BadMove { index })?;
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn widths_fit_the_choices() {
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 8, 9, 128, 129].map(width),
            [0, 0, 1, 2, 2, 3, 3, 4, 7, 8]
        );
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
            (code(&[2, fox, 0]), ShareError::NewerVersion(2)),
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
