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
        (code(&[4, fox, 0]), ShareError::NewerVersion(4)),
        (code(&[3, fox, 0]), ShareError::BadSeat(0)),
        (code(&[0, fox, 0]), ShareError::BadVersion(0)),
        // Bit 5 is the game's third bit: index 7 names no game; bits 6
        // and 7 must be zero.
        (code(&[1, 0x23, 0]), ShareError::BadGame(0x23)),
        (code(&[1, 0x40, 0]), ShareError::BadGame(0x40)),
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
        keys: Default::default(),
        note: Default::default(),
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
                "d4-c4", "c3-d4", "c4-b5", "d4-e5", "b5-a5", "b3-c3", "a5-b5", "d3-e4", "b5-a5",
                "e5-d6", "a5-b5", "f4-g5",
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
            with(&[2, 0x23, 0], &[&id[..], &[0]].concat()),
            ShareError::BadGame(0x23),
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

#[test]
fn keyed_links_are_version_3_and_canonical() {
    use crate::links::invite::{Note, SeatKey, SeatKeys, KEY_BYTES};
    let g = play_first(GameId::Hnefatafl, Options::default(), 7);
    let rec = GameRecord::of(&g);
    let plain = base64url::decode(&encode_correspondence(&rec, &invite(Side::Second))).unwrap();
    let (ka, kb) = (SeatKey::new(0x1234_5678_9abc), SeatKey::new(42));
    let keysets = [
        SeatKeys::default(),
        SeatKeys {
            first: Some(ka),
            second: None,
        },
        SeatKeys {
            first: None,
            second: Some(kb),
        },
        SeatKeys {
            first: Some(ka),
            second: Some(kb),
        },
    ];
    for keys in keysets {
        for note in [Note::Nothing, Note::DrawOffer, Note::Resigned, Note::Agreed] {
            let inv = Invite {
                keys,
                note,
                ..invite(Side::Second)
            };
            let code = encode_correspondence(&rec, &inv);
            let bytes = base64url::decode(&code).unwrap();
            let n_keys = usize::from(keys.first.is_some()) + usize::from(keys.second.is_some());
            let v3 = n_keys > 0 || note != Note::Nothing;
            assert_eq!(
                bytes[0],
                if v3 {
                    KEYED_VERSION
                } else {
                    CORRESPONDENCE_VERSION
                }
            );
            assert_eq!(bytes.len(), plain.len() + KEY_BYTES * n_keys);
            let link = decode_link(&code).unwrap();
            assert_eq!(link.invite(), Some(&inv), "{keys:?} {note:?}");
            assert_eq!(link.game().moves(), g.moves());
            assert_eq!(encode_link(&link), code);
            // Cut inside the keys: truncated, never a panic.
            if n_keys > 0 {
                let cut = &bytes[..3 + ID_BYTES + KEY_BYTES * n_keys - 1];
                assert_eq!(
                    decode_link(&base64url::encode(cut)).unwrap_err(),
                    ShareError::Truncated
                );
            }
        }
    }
    // Version 3 with nothing but the side is version 2's spelling, and
    // version 2 takes no key bits: both refused.
    let mut v3_bare = plain.clone();
    v3_bare[0] = KEYED_VERSION;
    assert_eq!(
        decode_link(&base64url::encode(&v3_bare)).unwrap_err(),
        ShareError::BadSeat(1)
    );
    let mut v2_noted = plain.clone();
    v2_noted[2] |= 0x08;
    assert_eq!(
        decode_link(&base64url::encode(&v2_noted)).unwrap_err(),
        ShareError::BadSeat(9)
    );
    let mut high = plain;
    high[0] = KEYED_VERSION;
    high[2] |= 0x20 | 0x08;
    assert!(matches!(
        decode_link(&base64url::encode(&high)),
        Err(ShareError::BadSeat(_))
    ));
    assert_eq!(
        decode_link(&base64url::encode(&[4, 0])).unwrap_err(),
        ShareError::NewerVersion(4)
    );
}
