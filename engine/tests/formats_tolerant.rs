//! Records as players paste them from other sites (issue 19): every move a
//! record holds is read, or the record is refused naming the first word
//! not read. Separators, comments, end words (who resigned, who won),
//! upper-case squares, the CSV with its header, records of other boards,
//! and the end and the facts of a record kept through every format that
//! holds them. Cases as data: the text, the reader (or `import_any`), what
//! must come out.

use tafl_engine::formats::hnefatafl_org::PLACEHOLDER_EVENT;
use tafl_engine::{
    import_any, AnyGame, Conclusion, ConclusionReason, Format, GameId, GameRecord, GameResult,
    ImportError, MoveError, Options, RecordFacts, Side,
};

/// OpenTafl's Copenhagen start record.
const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The three moves of the example: the attackers' third move
/// captures the defender on e10.
const THREE: [&str; 3] = ["h1-h3", "e7-e10", "d11-d10"];

/// The record of `moves` from the start, ended by `conclusion`.
fn record(moves: &[&str], conclusion: Option<Conclusion>) -> GameRecord {
    let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    for mv in moves {
        game.play(mv).unwrap();
    }
    GameRecord {
        conclusion,
        ..GameRecord::of(&game)
    }
}

fn otn(moves: &str) -> String {
    format!("[rules:dim:11 sw:s start:{START}]\n\n{moves}\n")
}

fn won(side: Side, reason: ConclusionReason) -> Option<Conclusion> {
    Some(Conclusion {
        result: GameResult::Win(side),
        reason,
    })
}

fn draw(reason: ConclusionReason) -> Option<Conclusion> {
    Some(Conclusion {
        result: GameResult::Draw,
        reason,
    })
}

/// (the reader, the text, the moves and conclusion it must read). Each is
/// also read by `import_any`, which must find the same format.
fn reads() -> Vec<(Format, String, Vec<&'static str>, Option<Conclusion>)> {
    use ConclusionReason::*;
    use Format::*;
    use Side::*;
    let three = THREE.to_vec();
    let resigned = |side: Side| Some(Conclusion::resigned(side));
    let timeout = |side: Side| Some(Conclusion::lost_on_time(side));
    vec![
        // Separators: commas and `;` between moves lose nothing.
        (Dash, "h1-h3, e7-e10, d11-d10xe10".into(), three.clone(), None),
        (Dash, "h1-h3,e7-e10,d11-d10".into(), three.clone(), None),
        (Dash, "h1-h3; e7-e10; d11-d10".into(), three.clone(), None),
        (Dash, "h1-h3;e7-e10;d11-d10xe10;".into(), three.clone(), None),
        (Dash, "1. h1-h3, e7-e10 2. d11-d10".into(), three.clone(), None),
        (Dash, "1.h1-h3 1...e7-e10\n2.d11-d10".into(), three.clone(), None),
        (
            Dash,
            "h1-h3 ; the attackers open\ne7-e10 {a reply\nover two lines} d11-d10".into(),
            three.clone(),
            None,
        ),
        (
            Dash,
            "h1-h3; e7-e10; d11-d10 ; a capture on e10".into(),
            three.clone(),
            None,
        ),
        // A `;` before words that are not all moves begins a comment.
        (
            Dash,
            "h1-h3; e7-e10 was better".into(),
            vec!["h1-h3"],
            None,
        ),
        (
            HnefataflOrg,
            "[Variant \"Copenhagen\"]\n\n1. h1h3, e7e10; 2. d11d10".into(),
            three.clone(),
            None,
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n\n1. h1-h3, e7-e10; 2. d11-d10xe10".into(),
            three.clone(),
            None,
        ),
        (Otn, otn("1. h1-h3, e7-e10\n2. d11-d10xe10"), three.clone(), None),
        // End words: a bare one is the side to move's (here the defenders).
        (Dash, "h1-h3 e7-e10 d11-d10 resigned".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 Resigns".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 resign".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 ---".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 timeout".into(), three.clone(), timeout(Second)),
        (Dash, "h1-h3 e7-e10 resigned".into(), vec!["h1-h3", "e7-e10"], resigned(First)),
        // A side named before the word says who.
        (Dash, "h1-h3 e7-e10 d11-d10 attackers resigned".into(), three.clone(), resigned(First)),
        (Dash, "h1-h3 e7-e10 d11-d10 defenders resign".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 Black resigns".into(), three.clone(), resigned(First)),
        (Dash, "h1-h3 e7-e10 d11-d10 white resigned".into(), three.clone(), resigned(Second)),
        (Dash, "h1-h3 e7-e10 d11-d10 attackers timeout".into(), three.clone(), timeout(First)),
        (Dash, "h1-h3; e7-e10; d11-d10; black resigns".into(), three.clone(), resigned(First)),
        // PGN results: 1-0 the side that moves first (the attackers) won.
        (Dash, "h1-h3 e7-e10 d11-d10 1-0".into(), three.clone(), won(First, Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 0-1".into(), three.clone(), won(Second, Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 1/2-1/2".into(), three.clone(), draw(Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 ½-½".into(), three.clone(), draw(Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 *".into(), three.clone(), None),
        // Our status words.
        (Dash, "h1-h3 e7-e10 d11-d10 defenders-win".into(), three.clone(), won(Second, Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 draw".into(), three.clone(), draw(Unstated)),
        (Dash, "h1-h3 e7-e10 d11-d10 ongoing".into(), three.clone(), None),
        // Comments may follow the end.
        (
            Dash,
            "h1-h3 e7-e10 d11-d10 resigned ; lost a piece\n{and the game}".into(),
            three.clone(),
            resigned(Second),
        ),
        // The same words in every reader.
        (
            HnefataflOrg,
            "[Variant \"Copenhagen\"]\n\n1. h1h3 e7e10 2. d11d10 white resigned".into(),
            three.clone(),
            resigned(Second),
        ),
        (
            HnefataflOrg,
            "[Variant \"Copenhagen\"]\n\n1. h1h3 e7e10 2. d11d10 0-1".into(),
            three.clone(),
            won(Second, Unstated),
        ),
        (
            HnefataflOrg,
            "[Variant \"Copenhagen\"]\n[Result \"1-0\"]\n\n1. h1h3 e7e10 2. d11d10 defenders resigned".into(),
            three.clone(),
            resigned(Second),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"attackers-win\"]\n\n1. h1-h3 e7-e10 2. d11-d10".into(),
            three.clone(),
            won(First, Unstated),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"defenders-win\"]\n[Termination \"timeout\"]\n\n\
             1. h1-h3 e7-e10 2. d11-d10"
                .into(),
            three.clone(),
            timeout(First),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"draw\"]\n[Termination \"agreement\"]\n\n\
             1. h1-h3 e7-e10 2. d11-d10 1/2-1/2"
                .into(),
            three.clone(),
            draw(Agreement),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n\n1. h1-h3 e7-e10 2. d11-d10 defenders resign".into(),
            three.clone(),
            resigned(Second),
        ),
        (Otn, otn("1. h1-h3 e7-e10\n2. d11-d10xe10 ---"), three.clone(), resigned(Second)),
        (
            Otn,
            otn("1. h1-h3 e7-e10\n2. d11-d10xe10\n3. ---"),
            three.clone(),
            resigned(Second),
        ),
        (
            Otn,
            format!("[result:1]\n[termination:Defenders resigned]\n{}", otn("1. h1-h3 e7-e10")),
            vec!["h1-h3", "e7-e10"],
            won(First, Resignation),
        ),
        (
            Otn,
            format!("[result:-1]\n{}", otn("1. h1-h3 e7-e10 timeout")),
            vec!["h1-h3", "e7-e10"],
            timeout(First),
        ),
        (Otn, otn("1. h1-h3 e7-e10\n2. d11-d10 1-0"), three.clone(), won(First, Unstated)),
        // A `;` comment (and a `{…}` one) at the top, in every reader.
        (
            Tafl,
            "; from the club's archive\n{2024}\n[Game \"hnefatafl\"]\n; a note\n\n1. h1-h3 e7-e10 2. d11-d10"
                .into(),
            three.clone(),
            None,
        ),
        (
            Otn,
            format!("; saved by OpenTafl\n{{a game}}\n{}", otn("1. h1-h3 e7-e10\n2. d11-d10")),
            three.clone(),
            None,
        ),
        (
            HnefataflOrg,
            "; hnefatafl.org\n[Annotator \"me\"]\n\n1. h1h3 e7e10 2. d11d10".into(),
            three.clone(),
            None,
        ),
        (Dash, "; a move list\nh1-h3 e7-e10 d11-d10".into(), three.clone(), None),
        (HnefataflOrg, "; no tags\n1. h1h3 e7e10 2. d11d10".into(), three.clone(), None),
        // The data's CSV, with and without its header; the outcome column
        // is the result of a game the board leaves open, and names the
        // winner of a bare `resigned` or `timeout`.
        (
            Dash,
            "moves,defenders_captured,attackers_captured,outcome\nh1-h3 e7-e10 d11-d10xe10,1,0,Ongoing"
                .into(),
            three.clone(),
            None,
        ),
        (
            Dash,
            "moves,defenders_captured,attackers_captured,outcome\r\nh1-h3 e7-e10 d11-d10xe10,1,0,Black\r\n"
                .into(),
            three.clone(),
            won(First, Unstated),
        ),
        (
            Dash,
            "h1-h3 e7-e10 d11-d10xe10,1,0,Draw".into(),
            three.clone(),
            draw(Unstated),
        ),
        (
            Dash,
            "h1-h3 e7-e10 d11-d10xe10 timeout,1,0,Black".into(),
            three.clone(),
            timeout(Second),
        ),
        (
            Dash,
            "h1-h3 e7-e10 resigned,0,0,Black".into(),
            vec!["h1-h3", "e7-e10"],
            resigned(Second),
        ),
        (
            Dash,
            "h1-h3 e7-e10 resigned,0,0,White".into(),
            vec!["h1-h3", "e7-e10"],
            resigned(First),
        ),
        (
            Dash,
            "h1-h3 e7-e10 resigned,0,0,Ongoing".into(),
            vec!["h1-h3", "e7-e10"],
            resigned(First),
        ),
        // Squares in capitals are the same squares.
        (Dash, "H1-H3 E7-E10 D11-D10XE10".into(), three.clone(), None),
        (
            HnefataflOrg,
            "[Variant \"Copenhagen\"]\n\n1. H1H3 E7E10 2. D11D10".into(),
            three.clone(),
            None,
        ),
        (Otn, otn("1. H1-H3 E7-E10\n2. D11-D10XE10"), three.clone(), None),
        (Otn, otn("1. tH1-H3 TE7-E10\n2. D11-D10xTE10"), three.clone(), None),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n\n1. H1-H3 E7-E10 2. D11-D10".into(),
            three.clone(),
            None,
        ),
    ]
}

#[test]
fn records_read_with_every_move_and_their_end() {
    let cases = reads();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    for (format, text, moves, conclusion) in &cases {
        let expected = record(moves, *conclusion);
        assert_eq!(
            format.import(text).as_ref(),
            Ok(&expected),
            "{format}:\n{text}"
        );
        assert_eq!(tafl_engine::formats::detect(text), Some(*format), "{text}");
        assert_eq!(import_any(text).as_ref(), Ok(&expected), "{text}");
    }
}

#[test]
fn fox_moves_in_capitals_read() {
    for game in [GameId::FoxGeese, GameId::TwoFoxes, GameId::GreatCross] {
        let mut played = AnyGame::new(game, Options::default()).unwrap();
        let mut words = Vec::new();
        for _ in 0..6 {
            let mv = played.legal_moves()[0].clone();
            words.push(mv.to_uppercase());
            played.play(&mv).unwrap();
        }
        let text = format!("[Game \"{game}\"]\n\n{}", words.join(", "));
        assert_eq!(
            Format::Tafl.import(&text),
            Ok(GameRecord::of(&played)),
            "{text}"
        );
    }
}

fn malformed(line: usize, text: &str) -> ImportError {
    ImportError::Malformed {
        line,
        text: text.into(),
    }
}

fn conflict(line: usize, text: &str) -> ImportError {
    ImportError::ResultConflict {
        line,
        text: text.into(),
    }
}

fn not_a_move(index: usize, text: &str) -> ImportError {
    ImportError::BadMove {
        index,
        text: text.into(),
        error: MoveError::Malformed(text.into()),
    }
}

/// A Hnefatafl set-up the board has decided: the king on a corner.
const ESCAPED: &str = "K10/11/11/11/11/11/11/11/11/11/1t9 a";

/// (the reader, the text, the error it must give).
fn refusals() -> Vec<(Format, String, ImportError)> {
    use Format::*;
    let other = |size| ImportError::OtherBoard { size };
    vec![
        // Other boards, by OTN's dim, a variant named in a tag, squares
        // beyond k11, or every square inside 7×7 / 9×9.
        // Brandubh with a king weak everywhere (OpenTafl's example) is
        // another game than ours.
        (
            Otn,
            "[rules:dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-c2\n"
                .into(),
            ImportError::OtherRules {
                game: GameId::Brandubh,
                rule: "ks".into(),
                value: "n".into(),
            },
        ),
        // A board Tafl plays, named without its rules.
        (
            Otn,
            "[variant:Brandubh]\n\n1. d2-c2 d3-c3\n".into(),
            ImportError::MissingTag("rules"),
        ),
        (
            Otn,
            "[variant:Alea Evangelii]\n\n1. d2-c2 d3-c3\n".into(),
            other(19),
        ),
        (
            Tafl,
            "[Game \"brandubh\"]\n[Variant \"Tablut\"]\n\n1. d2-c2".into(),
            other(9),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Variant \"Tablut\"]\n\n1. e2-h2".into(),
            other(9),
        ),
        (
            HnefataflOrg,
            "[Event \"Game 7\"]\n[Variant \"Copenhagen 13x13\"]\n\n1. d1d3".into(),
            other(13),
        ),
        // Brandubh: b4-b2 is empty on 11×11; eight moves inside a1–g7.
        (
            Dash,
            "b4-b2 c4-c6 d2-e2 e4-e6 f4-f2 d5-f5 a4-a2 d3-c3".into(),
            other(7),
        ),
        // Tablut: fails on move 2, every square inside a1–i9.
        (
            Dash,
            "a4-c4 e3-c3 i6-g6 c5-c7 e8-h8 e6-h6 d9-d7 e7-g7".into(),
            other(9),
        ),
        (
            HnefataflOrg,
            "1. a4c4 e3c3 2. i6g6 c5c7 3. e8h8 e6h6 4. d9d7 e7g7".into(),
            other(9),
        ),
        // 13×13: a square beyond k or 11 (in capitals, as hnefatafl.org
        // writes that board).
        (
            HnefataflOrg,
            "[Event \"Game 9\"]\n\n1. D1D3 E5E2 2. M7M9".into(),
            other(13),
        ),
        (Dash, "d1-d3 e5-e2 a12-c12".into(), other(13)),
        (Dash, "d1-d3 e5-e2 a4-a2 s19-s1".into(), other(19)),
        (Otn, otn("1. d1-d3 e5-e2\n2. l7-l9"), other(13)),
        // A short fragment inside 7×7 stays a bad move.
        (
            Dash,
            "d1-d3 e5-e2 b4-b2".into(),
            ImportError::BadMove {
                index: 3,
                text: "b4-b2".into(),
                error: MoveError::NoPieceToMove("b4".into()),
            },
        ),
        // Words that are not moves are named; nothing after the end.
        (
            Dash,
            "h1-h3 e7-e10 resigned d11-d10".into(),
            malformed(1, "d11-d10"),
        ),
        (Dash, "h1-h3 e7-e10 1-0\n2.".into(), malformed(2, "2.")),
        (
            Dash,
            "h1-h3 e7-e10 attackers".into(),
            not_a_move(3, "attackers"),
        ),
        (
            Dash,
            "h1-h3 e7-e10 attackers won".into(),
            not_a_move(3, "attackers"),
        ),
        (
            Dash,
            "h1-h3 e7-e10 fox-wins".into(),
            not_a_move(3, "fox-wins"),
        ),
        (
            Dash,
            "h1-h3 e7-e10 resigned.".into(),
            not_a_move(3, "resigned."),
        ),
        (
            HnefataflOrg,
            "[Event \"x\"]\n\n1. h1h3 e7e10 --- d11d10".into(),
            malformed(3, "d11d10"),
        ),
        (
            Otn,
            otn("1. h1-h3 e7-e10\n2. d11-d10 ---\n3. e10-e9"),
            malformed(5, "3."),
        ),
        // A CSV line is one game; a header alone is nothing.
        (
            Dash,
            "h1-h3,0,0,Ongoing\nh1-h3,0,0,Ongoing".into(),
            malformed(2, "h1-h3,0,0,Ongoing"),
        ),
        (
            Dash,
            "moves,defenders_captured,attackers_captured,outcome\n".into(),
            ImportError::Empty,
        ),
        (Dash, "* ; no game".into(), ImportError::Empty),
        // An end that disagrees with the other statements of the record,
        // or with the CSV outcome, in a game the board has not decided.
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"attackers-win\"]\n\n1. h1-h3 attackers resigned"
                .into(),
            conflict(4, "attackers resigned"),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"draw\"]\n[Termination \"resignation\"]\n\n1. h1-h3"
                .into(),
            conflict(2, "[Result \"draw\"]"),
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Termination \"resignation\"]\n\n1. h1-h3 resigned".into(),
            ImportError::MalformedTag {
                line: 2,
                text: "[Termination \"resignation\"]".into(),
            },
        ),
        (
            Tafl,
            "[Game \"hnefatafl\"]\n[Result \"draw\"]\n[Termination \"stalemate\"]\n".into(),
            ImportError::MalformedTag {
                line: 3,
                text: "[Termination \"stalemate\"]".into(),
            },
        ),
        (
            Otn,
            format!("[result:-1]\n{}", otn("1. h1-h3 e7-e10\n2. d11-d10 ---")),
            conflict(5, "---"),
        ),
        (
            Dash,
            "h1-h3 e7-e10 attackers resigned,0,0,Black".into(),
            conflict(1, "Black"),
        ),
        (
            Dash,
            "h1-h3 e7-e10 timeout,0,0,Draw".into(),
            conflict(1, "Draw"),
        ),
        (
            HnefataflOrg,
            "[Result \"0-1\"]\n\n1. h1h3 e7e10 2. d11d10 1-0".into(),
            conflict(3, "1-0"),
        ),
    ]
}

#[test]
fn records_are_refused_naming_what_is_wrong() {
    let cases = refusals();
    for (format, text, expected) in &cases {
        assert_eq!(
            format.import(text).as_ref(),
            Err(expected),
            "{format}:\n{text}"
        );
        assert!(!expected.to_string().is_empty());
    }
    let board = ImportError::OtherBoard { size: 9 };
    assert_eq!(
        board.to_string(),
        "the record is of a game on a 9×9 board; Tafl plays tafl on 7×7 (brandubh), 9×9 (tablut), 11×11 (hnefatafl) and 13×13 (hnefatafl-13)"
    );
    assert_eq!(
        conflict(4, "1-0").to_string(),
        "line 4: '1-0' does not agree with how the record says elsewhere that the game ended"
    );
}

/// The board's end stands: a stated end that agrees with it adds nothing,
/// one that differs is dropped (records from elsewhere follow other rules),
/// and so are statements that contradict each other.
#[test]
fn the_board_overrules_every_stated_end() {
    for end in [
        "0-1",
        "attackers resigned",
        "defenders-win",
        "*",
        "1-0",
        "draw",
        "defenders resigned",
        "timeout",
    ] {
        let text = format!("[Game \"hnefatafl\"]\n[Setup \"{ESCAPED}\"]\n\n{end}");
        let record = Format::Tafl.import(&text).unwrap();
        assert_eq!(record.conclusion, None, "{end}");
        assert!(record.replay().unwrap().outcome().is_some());
    }
    let tags = format!(
        "[Game \"hnefatafl\"]\n[Setup \"{ESCAPED}\"]\n[Result \"attackers-win\"]\n\n1/2-1/2"
    );
    assert_eq!(Format::Tafl.import(&tags).unwrap().conclusion, None);
}

/// OpenTafl's Copenhagen calls a threefold repetition a draw; ours makes
/// the defenders lose. Its `[result:0]` is dropped and every move read.
#[test]
fn an_opentafl_repetition_draw_reads_as_our_defenders_loss() {
    let shuffle = "1. h1-h3 g5-i5\n2. h3-h1 i5-g5\n3. h1-h3 g5-i5\n4. h3-h1 i5-g5\n";
    let text = format!(
        "[result:0]\n[termination:threefold repetition]\n[rules:dim:11 atkf:y tfr:d sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n{shuffle}"
    );
    let record = Format::Otn.import(&text).unwrap();
    let game = record.replay().unwrap();
    assert_eq!(record.conclusion, None);
    assert_eq!(game.moves().len(), 8);
    assert_eq!(
        game.outcome().map(|o| o.result),
        Some(GameResult::Win(Side::First)),
        "the defenders repeated the position: {:?}",
        game.moves()
    );
    // Written back, the record states the board's result.
    let again = Format::Otn.export_record(&record).unwrap();
    assert!(again.contains("[result:1]"), "{again}");
}

/// Facts for a record of `game`.
fn facts() -> RecordFacts {
    RecordFacts {
        first_player: Some("Slater, Jay".into()),
        second_player: Some("Ørvar \"the Quick\" Ødegård".into()),
        date: Some("2015.01.07".into()),
        event: Some("Club [open] evening".into()),
        site: Some("Oslo, Norway".into()),
        round: Some("3".into()),
    }
}

#[test]
fn facts_are_read_from_every_format_that_holds_them() {
    let otn_text = format!(
        "[event:Club [open] evening]\n[site:Oslo, Norway]\n[date:2015.01.07]\n[round:3]\n\
         [attackers:Slater, Jay]\n[defenders:Ørvar \"the Quick\" Ødegård]\n{}",
        otn("1. h1-h3 e7-e10\n2. d11-d10")
    );
    let pgn = "[Event \"Club [open] evening\"]\n[Site \"Oslo, Norway\"]\n[Date \"2015.01.07\"]\n\
               [Round \"3\"]\n[Black \"Slater, Jay\"]\n[White \"Ørvar \\\"the Quick\\\" Ødegård\"]\n";
    let cases = [
        (Format::Otn, otn_text),
        (
            Format::HnefataflOrg,
            format!("{pgn}\n1. h1h3 e7e10 2. d11d10\n"),
        ),
        (
            Format::Tafl,
            format!("[Game \"hnefatafl\"]\n{pgn}\n1. h1-h3 e7-e10 2. d11-d10\n"),
        ),
    ];
    let expected = GameRecord {
        facts: facts(),
        ..record(&THREE, None)
    };
    for (format, text) in &cases {
        assert_eq!(format.import(text).as_ref(), Ok(&expected), "{text}");
        assert_eq!(import_any(text).as_ref(), Ok(&expected), "{text}");
    }
    // A fact under two of its names is refused; our placeholder event
    // is none.
    let twice = "[Game \"hnefatafl\"]\n[Black \"A\"]\n[Attackers \"B\"]\n";
    assert_eq!(
        Format::Tafl.import(twice),
        Err(ImportError::MalformedTag {
            line: 3,
            text: "[Attackers \"B\"]".into()
        })
    );
    let placeholder = format!("[Event \"{PLACEHOLDER_EVENT}\"]\n\n1. h1h3\n");
    assert_eq!(
        Format::HnefataflOrg.import(&placeholder).unwrap().facts,
        RecordFacts::default()
    );
    // The fox games name their sides.
    let fox = "[Game \"fox-geese\"]\n[Fox \"Reynard\"]\n[Geese \"Gander\"]\n";
    let read = Format::Tafl.import(fox).unwrap().facts;
    assert_eq!(read.player(Side::First), Some("Reynard"));
    assert_eq!(read.player(Side::Second), Some("Gander"));
}

/// Every conclusion a record can have after `moves` (both sides resign
/// or lose on time, wins and draws stated without a reason or agreed).
fn conclusions() -> Vec<Conclusion> {
    let mut all = Vec::new();
    for side in [Side::First, Side::Second] {
        all.push(Conclusion::resigned(side));
        all.push(Conclusion::lost_on_time(side));
        for reason in [ConclusionReason::Agreement, ConclusionReason::Unstated] {
            all.push(Conclusion {
                result: GameResult::Win(side),
                reason,
            });
        }
    }
    for reason in [ConclusionReason::Agreement, ConclusionReason::Unstated] {
        all.push(Conclusion {
            result: GameResult::Draw,
            reason,
        });
    }
    all
}

/// What a format keeps of a conclusion: ours, OTN and hnefatafl.org
/// (its `Result` and `Termination` tags) everything; a move list a
/// resignation and a timeout, else the result.
fn kept(format: Format, conclusion: Conclusion) -> Conclusion {
    let keeps_reason = match format {
        Format::Tafl | Format::Otn | Format::HnefataflOrg => true,
        Format::Dash => conclusion.loser().is_some(),
    };
    Conclusion {
        reason: if keeps_reason {
            conclusion.reason
        } else {
            ConclusionReason::Unstated
        },
        ..conclusion
    }
}

#[test]
fn the_end_and_the_facts_survive_every_format_that_holds_them() {
    let mut kept_whole = 0;
    for moves in [&THREE[..2], &THREE[..], &[][..]] {
        for conclusion in conclusions() {
            let original = GameRecord {
                facts: facts(),
                ..record(moves, Some(conclusion))
            };
            for format in Format::ALL {
                let text = format.export_record(&original).unwrap();
                let back = format
                    .import(&text)
                    .unwrap_or_else(|e| panic!("{format}: {e}\n{text}"));
                assert_eq!(import_any(&text).as_ref(), Ok(&back), "{text}");
                assert_eq!(
                    back.conclusion,
                    Some(kept(format, conclusion)),
                    "{format}:\n{text}"
                );
                let facts_kept = format != Format::Dash;
                assert_eq!(back.facts == facts(), facts_kept, "{format}:\n{text}");
                assert_eq!(back.moves, original.moves);
                kept_whole += (back == original) as usize;
                if matches!(format, Format::Tafl | Format::Otn | Format::HnefataflOrg) {
                    assert_eq!(back, original, "{format}:\n{text}");
                }
            }
        }
    }
    // Tafl, OTN and hnefatafl.org keep everything, always (3 formats ×
    // 3 games × 10 ends).
    assert_eq!(kept_whole, 90);
}

#[test]
fn an_end_is_written_where_each_format_puts_it() {
    let resigned = GameRecord {
        facts: facts(),
        ..record(&THREE, Some(Conclusion::resigned(Side::Second)))
    };
    let otn_text = Format::Otn.export_record(&resigned).unwrap();
    assert!(otn_text
        .starts_with("[result:1]\n[termination:resignation]\n[event:Club [open] evening]\n"));
    assert!(otn_text.ends_with("2. d11-d10xe10 ---\n"), "{otn_text}");
    let tafl_text = Format::Tafl.export_record(&resigned).unwrap();
    assert!(tafl_text.contains("[Result \"attackers-win\"]\n[Termination \"resignation\"]\n"));
    assert!(tafl_text.contains("[Attackers \"Slater, Jay\"]\n"));
    assert_eq!(
        Format::Dash.export_record(&resigned).unwrap(),
        "h1-h3 e7-e10 d11-d10xe10 resigned"
    );
    let org = Format::HnefataflOrg.export_record(&resigned).unwrap();
    assert!(org.ends_with("\n1. h1h3 e7e10 2. d11d10 1-0\n"), "{org}");
    assert!(
        org.contains("[Result \"1-0\"]\n[Termination \"resignation\"]\n"),
        "{org}"
    );
    let agreed = GameRecord {
        conclusion: Some(Conclusion {
            result: GameResult::Draw,
            reason: ConclusionReason::Agreement,
        }),
        ..resigned.clone()
    };
    for format in Format::ALL {
        let text = format.export_record(&agreed).unwrap();
        let back = format.import(&text).unwrap().conclusion;
        let kept_reason = format != Format::Dash;
        assert_eq!(
            back.map(|c| (c.result, c.reason == ConclusionReason::Agreement)),
            Some((GameResult::Draw, kept_reason)),
            "{format}:\n{text}"
        );
    }
    // The side not to move resigned: named in a move list; OTN says it in
    // its tags only (`---` is the side to move's).
    let other = GameRecord {
        conclusion: Some(Conclusion::resigned(Side::First)),
        ..resigned.clone()
    };
    assert_eq!(
        Format::Dash.export_record(&other).unwrap(),
        "h1-h3 e7-e10 d11-d10xe10 attackers resigned"
    );
    assert!(!Format::Otn.export_record(&other).unwrap().contains("---"));
    // A record whose board decided the game writes the board's end.
    let escaped = format!("[Game \"hnefatafl\"]\n[Setup \"{ESCAPED}\"]\n");
    let decided = GameRecord {
        conclusion: Some(Conclusion::resigned(Side::Second)),
        ..Format::Tafl.import(&escaped).unwrap()
    };
    let text = Format::Tafl.export_record(&decided).unwrap();
    assert!(text.contains("[Result \"defenders-win\"]\n") && !text.contains("Termination"));
}
