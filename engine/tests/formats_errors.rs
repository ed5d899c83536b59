//! Hand-made bad records, one or more for every kind of import error, each
//! with the exact typed error it must give (cases as data): the reader
//! named, and `import_any` where it finds the same format.

use tafl_engine::hnefatafl::CaptureMismatch;
use tafl_engine::{
    import_any, Format, GameId, ImportError, MoveError, OptionError, Piece, PositionTextError,
    SetupError,
};

/// OpenTafl's Copenhagen start record.
const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

fn bad_move(index: usize, text: &str, error: MoveError) -> ImportError {
    ImportError::BadMove {
        index,
        text: text.into(),
        error,
    }
}

fn not_copenhagen(rule: &str, value: &str) -> ImportError {
    other_rules(GameId::Hnefatafl, rule, value)
}

fn other_rules(game: GameId, rule: &str, value: &str) -> ImportError {
    ImportError::OtherRules {
        game,
        rule: rule.into(),
        value: value.into(),
    }
}

fn malformed_tag(line: usize, text: &str) -> ImportError {
    ImportError::MalformedTag {
        line,
        text: text.into(),
    }
}

fn malformed(line: usize, text: &str) -> ImportError {
    ImportError::Malformed {
        line,
        text: text.into(),
    }
}

/// The fifth move of the real games' second game, marked with a square it
/// does not take.
fn e4_not_e2(index: usize, text: &str) -> ImportError {
    ImportError::CaptureMismatch {
        index,
        text: text.into(),
        mismatch: CaptureMismatch {
            marked: vec!["e4".into()],
            captured: vec!["e2".into()],
        },
    }
}

/// (format, record, the error).
fn cases() -> Vec<(Format, String, ImportError)> {
    use Format::*;
    let rules = |rules: &str| format!("[rules:{rules}]\n\n1. d1-d3\n");
    let copenhagen = format!("dim:11 atkf:y sw:s start:{START}");
    vec![
        // Empty and unknown.
        (Dash, "".into(), ImportError::Empty),
        (Dash, " \n\t\n".into(), ImportError::Empty),
        (Tafl, "\n\n".into(), ImportError::Empty),
        (Otn, "".into(), ImportError::Empty),
        (HnefataflOrg, "".into(), ImportError::Empty),
        // Dash move lists.
        (
            Dash,
            "d1-d3 e5-e2 a4-b5".into(),
            bad_move(3, "a4-b5", MoveError::Illegal("a4-b5".into())),
        ),
        (
            Dash,
            "d1-d3 e5-e2 d3d4".into(),
            bad_move(3, "d3d4", MoveError::Malformed("d3d4".into())),
        ),
        (
            Dash,
            "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe4".into(),
            e4_not_e2(5, "g3-e3xe4"),
        ),
        (
            Dash,
            "d1-d3 e5-e2 timeout d3-d4".into(),
            malformed(1, "d3-d4"),
        ),
        (
            Dash,
            "d1-d3,0,0,Ongoing\nd1-d2,0,0,Ongoing".into(),
            malformed(2, "d1-d2,0,0,Ongoing"),
        ),
        (
            Dash,
            "d1-d3 d1-d2".into(),
            bad_move(2, "d1-d2", MoveError::NoPieceToMove("d1".into())),
        ),
        // A square beyond k or 11 is another board (rounded up to odd).
        (Dash, "d1-l3".into(), ImportError::OtherBoard { size: 13 }),
        (
            Tafl,
            "[Game \"fox-geese\"]\n\n1. a1-a2".into(),
            bad_move(1, "a1-a2", MoveError::OffBoard("a1".into())),
        ),
        // hnefatafl.org.
        (
            HnefataflOrg,
            "[Event \"Game 1\"]\n\n1. d1d3 e5e2 2. M13M12".into(),
            ImportError::OtherBoard { size: 13 },
        ),
        (
            HnefataflOrg,
            "[Event \"Game 1\"]\n\n1. d1d3 d1d2".into(),
            bad_move(2, "d1d2", MoveError::NoPieceToMove("d1".into())),
        ),
        (
            HnefataflOrg,
            "[Event x\"]\n\n1. d1d3".into(),
            malformed_tag(1, "[Event x\"]"),
        ),
        (
            HnefataflOrg,
            "[Event \"x\"]\n\n1. d1d3 1-0 e5e2".into(),
            malformed(3, "e5e2"),
        ),
        // The Tafl format.
        (
            Tafl,
            "[Game \"chess\"]\n".into(),
            ImportError::UnknownGame("chess".into()),
        ),
        (
            Tafl,
            "[Event \"x\"]\n\n1. d4-d5".into(),
            ImportError::MissingTag("Game"),
        ),
        (
            Tafl,
            "[Game fox-geese]\n".into(),
            malformed_tag(1, "[Game fox-geese]"),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Game \"two-foxes\"]\n".into(),
            malformed_tag(2, "[Game \"two-foxes\"]"),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Options \"geese=14\"]\n".into(),
            ImportError::BadOptions(OptionError::BadValue {
                key: "geese".into(),
                value: "14".into(),
            }),
        ),
        (
            Tafl,
            "[Game \"two-foxes\"]\n[Options \"sideways=on\"]\n".into(),
            ImportError::BadOptions(OptionError::Unknown {
                game: GameId::TwoFoxes,
                key: "sideways".into(),
            }),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Options \"geese\"]\n".into(),
            ImportError::BadOptions(OptionError::Malformed("geese".into())),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Setup \"3/3/7/3F3/GGGGGGG/GGG\"]\n".into(),
            ImportError::BadPosition(PositionTextError::Malformed(
                "3/3/7/3F3/GGGGGGG/GGG".into(),
            )),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Setup \"3/3/7/3K3/GGGGGGG/GGG/GGG f\"]\n".into(),
            ImportError::BadSetup(SetupError::PieceNotInGame {
                game: GameId::FoxGeese,
                piece: Piece::King,
            }),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n[Result \"white-wins\"]\n".into(),
            malformed_tag(2, "[Result \"white-wins\"]"),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n\n1. d4-d5 c3-c4 2. d5-d7".into(),
            bad_move(3, "d5-d7", MoveError::Illegal("d5-d7".into())),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n\n1. d4-d5 {never closed".into(),
            malformed(3, "{"),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n\n1. d4-d5 fox-wins c3-c4".into(),
            malformed(3, "c3-c4"),
        ),
        (
            Tafl,
            "[Game \"fox-geese\"]\n\n1. d4-d5\n[Game \"fox-geese\"]".into(),
            malformed(4, "[Game \"fox-geese\"]"),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n\n1. d1-d3 e5-e2 2. g1-g3 f4-c4 3. g3-e3xe4".into(),
            e4_not_e2(5, "g3-e3xe4"),
        ),
        // OpenTafl notation: the rules string.
        (
            Otn,
            "[result:?]\n\n1. d1-d3\n".into(),
            ImportError::MissingTag("rules"),
        ),
        (
            Otn,
            rules("dim:9 start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/"),
            other_rules(GameId::Tablut, "esc", "c"),
        ),
        // OpenTafl's own Brandub example: a king weak everywhere.
        (
            Otn,
            rules("dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
            other_rules(GameId::Brandubh, "ks", "n"),
        ),
        (
            Otn,
            rules("dim:15 start:/15/15/15/15/15/15/15/7K7/15/15/15/15/15/15/15/"),
            ImportError::OtherBoard { size: 15 },
        ),
        // Fetlar: no shield walls (OTN's default), defenders first.
        (
            Otn,
            rules(&format!("dim:11 atkf:n start:{START}")),
            not_copenhagen("sw", "n"),
        ),
        (
            Otn,
            rules(&format!("dim:11 esc:e sw:s start:{START}")),
            not_copenhagen("esc", "e"),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:s ber:c start:{START}")),
            not_copenhagen("ber", "c"),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:w start:{START}")),
            not_copenhagen("sw", "w"),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:s ks:n start:{START}")),
            not_copenhagen("ks", "n"),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:s cenh: start:{START}")),
            not_copenhagen("cenh", ""),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:s cor:a1,k11 start:{START}")),
            not_copenhagen("cor", "a1,k11"),
        ),
        (
            Otn,
            rules(&format!("dim:11 sw:s spd:3 start:{START}")),
            not_copenhagen("spd", "3"),
        ),
        (
            Otn,
            rules("dim:eleven"),
            ImportError::BadRules("dim:eleven".into()),
        ),
        (Otn, rules("sw:s"), ImportError::BadRules("sw:s".into())),
        (
            Otn,
            rules("dim:11 sw:s cor:a1,z99"),
            ImportError::BadRules("dim:11 sw:s cor:a1,z99".into()),
        ),
        (
            Otn,
            rules("dim:11 sw:s sw:n"),
            ImportError::BadRules("dim:11 sw:s sw:n".into()),
        ),
        // OpenTafl notation: positions.
        (
            Otn,
            rules("dim:11 sw:s start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/"),
            ImportError::BadPosition(PositionTextError::RankCount {
                expected: 11,
                found: 10,
            }),
        ),
        (
            Otn,
            rules("dim:11 sw:s start:/3ttttt3/5t5/11/t4T4t/t3NTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"),
            ImportError::BadPosition(PositionTextError::BadCharacter {
                rank: 5,
                character: 'N',
            }),
        ),
        (
            Otn,
            format!("[position:/11/11/11/11/11/3K1K5/11/11/11/11/11/]\n{}", rules(&copenhagen)),
            ImportError::BadSetup(SetupError::KingCount(2)),
        ),
        // OpenTafl notation: tags, comments and moves.
        (
            Otn,
            format!("[result:2]\n{}", rules(&copenhagen)),
            malformed_tag(1, "[result:2]"),
        ),
        (
            Otn,
            format!("[rules:{copenhagen}]\n\n1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xe4\n"),
            e4_not_e2(5, "g3-e3xe4"),
        ),
        (
            Otn,
            format!("[rules:{copenhagen}]\n\n1. Kd1-d3\n"),
            ImportError::PieceMismatch {
                index: 1,
                text: "Kd1-d3".into(),
            },
        ),
        (
            Otn,
            format!("[rules:{copenhagen}]\n\n1. d1-d3 e5-e2\n2. d3^d5\n"),
            bad_move(3, "d3^d5", MoveError::Malformed("d3^d5".into())),
        ),
        (
            Otn,
            format!("[rules:{copenhagen}]\n\n1. d1-d3 e5-e2\n[a comment never closed\n2. g1-g3\n"),
            malformed(4, "["),
        ),
    ]
}

#[test]
fn bad_records_give_their_typed_error() {
    let cases = cases();
    assert!(cases.len() >= 50);
    for (format, text, expected) in &cases {
        assert_eq!(
            format.import(text).as_ref(),
            Err(expected),
            "{format}:\n{text}"
        );
        assert!(!expected.to_string().is_empty());
        // `import_any` reads the same format, so it finds the same error
        // (except where it cannot tell the format, or a blank text).
        match tafl_engine::formats::detect(text) {
            Some(found) if found == *format => {
                assert_eq!(
                    import_any(text).as_ref(),
                    Err(expected),
                    "{format}:\n{text}"
                )
            }
            _ => assert!(import_any(text).is_err()),
        }
    }
}

#[test]
fn texts_in_no_format_are_unknown() {
    for text in [
        "hello world",
        "{comment}",
        "<xml/>",
        "1. 2. 3.",
        "[]",
        "[ ]",
    ] {
        assert_eq!(import_any(text), Err(ImportError::UnknownFormat), "{text}");
    }
    assert_eq!(import_any("  \n "), Err(ImportError::Empty));
}

#[test]
fn messages_name_the_move_and_its_text() {
    let error = Format::Dash.import("d1-d3 e5-e2 a4-b5").unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 3 (a4-b5): a4-b5 is not a legal move here"
    );
    let error = Format::Dash
        .import("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe4")
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 5 (g3-e3xe4): the move is marked as capturing e4 but captures e2"
    );
}

#[test]
fn formats_refuse_games_they_cannot_hold() {
    use tafl_engine::{AnyGame, ExportError, GameRecord, Options, RecordError, Setup};
    let fox = AnyGame::new(GameId::GreatCross, Options::default()).unwrap();
    for format in [Format::Otn, Format::HnefataflOrg, Format::Dash] {
        assert_eq!(
            format.export(&fox),
            Err(ExportError::UnsupportedGame {
                format,
                game: GameId::GreatCross
            })
        );
    }
    assert!(Format::Tafl.export(&fox).is_ok());
    let mut setup = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
    setup.side_to_move = tafl_engine::Side::Second;
    let set_up = AnyGame::from_setup(&setup).unwrap();
    for format in [Format::HnefataflOrg, Format::Dash] {
        assert_eq!(
            format.export(&set_up),
            Err(ExportError::SetupNotSupported(format))
        );
        assert!(!format.holds_setups());
    }
    for format in [Format::Tafl, Format::Otn] {
        assert!(format.export(&set_up).is_ok());
    }
    let bad = GameRecord {
        moves: vec!["d1-d3".into(), "d3-d1".into()],
        ..GameRecord::of(&AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap())
    };
    assert_eq!(
        Format::Otn.export_record(&bad),
        Err(ExportError::BadRecord(RecordError::BadMove {
            index: 2,
            text: "d3-d1".into(),
            error: MoveError::NoPieceToMove("d3".into()),
        }))
    );
    assert!(!ExportError::SetupNotSupported(Format::Dash)
        .to_string()
        .is_empty());
}
