//! Commentary and variations: read by every format, written back by OTN
//! and ours, kept whole through a round trip (hand-made games, a real
//! annotated OpenTafl game, random trees of every game), and refused by
//! name when they do not hold.

mod support;

use proptest::prelude::*;
use support::{random_annotated, variants};
use tafl_engine::{
    import_any_annotated, AnnotatedGame, Conclusion, Format, GameId, ImportError, Mark, MoveError,
    MoveTree, Node, Options, Side,
};

const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// A tree as the readers must give it for `TAFL` below.
fn expected_tree() -> MoveTree {
    MoveTree {
        comment: Some("Before the first move".into()),
        line: vec![
            Node {
                mark: Some(Mark::Good),
                comment: Some("The attackers open. A second note".into()),
                ..Node::new("d1-d3")
            },
            Node {
                mark: Some(Mark::Interesting),
                variations: vec![
                    vec![
                        Node {
                            comment: Some("to the edge".into()),
                            ..Node::new("e7-e10")
                        },
                        Node {
                            variations: vec![vec![Node {
                                mark: Some(Mark::Blunder),
                                ..Node::new("h1-h3")
                            }]],
                            ..Node::new("g1-g3")
                        },
                    ],
                    // Lifted from inside the first variation: an
                    // alternative to its first move is its sibling.
                    vec![Node::new("g5-i5")],
                    vec![Node::new("f4-h4"), Node::new("k4-i4")],
                ],
                ..Node::new("e5-e2")
            },
            Node {
                comment: Some("; a line comment".into()),
                ..Node::new("g1-g3")
            },
        ],
    }
}

const TAFL: &str = "[Game \"hnefatafl\"]\n\n\
    {Before the first move} 1. d1-d3! {The attackers open.} {A second note}\n\
    e5-e2 $5 (1... e7-e10 {to the edge} (1... g5-i5) 2. g1-g3 (2. h1-h3??))\n\
    (1... f4-h4 2. k4-i4) 2. g1-g3 ; ; a line comment\n";

#[test]
fn tafl_reads_comments_marks_and_nested_variations() {
    let annotated = Format::Tafl.import_annotated(TAFL).unwrap();
    assert_eq!(annotated.tree, expected_tree());
    assert_eq!(annotated.record.moves, ["d1-d3", "e5-e2", "g1-g3"]);
    assert!(annotated.check().is_ok());
    // The plain reader gives the main line, the same record.
    assert_eq!(Format::Tafl.import(TAFL), Ok(annotated.record.clone()));
    assert_eq!(import_any_annotated(TAFL).as_ref(), Ok(&annotated));
}

#[test]
fn annotated_games_survive_otn_and_tafl() {
    let annotated = Format::Tafl.import_annotated(TAFL).unwrap();
    for format in [Format::Tafl, Format::Otn] {
        let text = format.export_annotated(&annotated).unwrap();
        assert_eq!(
            format.import_annotated(&text).as_ref(),
            Ok(&annotated),
            "{format}:\n{text}"
        );
        // Written again, the same text.
        assert_eq!(
            format.export_annotated(&format.import_annotated(&text).unwrap()),
            Ok(text.clone())
        );
    }
    // The others write the main line, and read back the record.
    for format in [Format::HnefataflOrg, Format::Dash] {
        let text = format.export_annotated(&annotated).unwrap();
        assert_eq!(format.import(&text).as_ref(), Ok(&annotated.record));
    }
}

#[test]
fn otn_is_written_in_opentafl_forms() {
    let annotated = Format::Tafl.import_annotated(TAFL).unwrap();
    let text = Format::Otn.export_annotated(&annotated).unwrap();
    let moves = text.split("\n\n").nth(1).unwrap();
    assert_eq!(
        moves,
        "1. d1-d3 e5-e2\n\
         [! The attackers open. A second note|!?]\n\
         1b.1.1a. ..... e7-e10\n\
         [to the edge]\n\
         1b.1.1b.1.1a. h1-h3\n\
         [??]\n\
         1b.1.2a. g1-g3\n\
         1b.2.1a. ..... g5-i5\n\
         1b.3.1a. ..... f4-h4\n\
         1b.3.2a. k4-i4\n\
         2. g1-g3\n\
         [; a line comment]\n"
    );
    assert!(text.contains("[start-comment:Before the first move]\n[rules:"));
}

/// OpenTafl's own variation lines, as in its saved puzzle
/// (`Copenhagen-Escape-Puzzle.otg`): `[|]` under every turn, a variation
/// of the first move of turn 2 and its later turns.
#[test]
fn opentafl_variation_lines_read() {
    let text = format!(
        "[result:?]\n[compiler:OpenTafl]\n[rules:dim:11 atkf:y sw:s efe:y start:{START}]\n\n\
         1. d1-d3 e5-e2 \n[|]\n\n\
         2. g1-g3 f4-c4 \n[|]\n\n\
         2a.1.1a. h1-h3 f4-h4 \n[|]\n\n\
         2a.1.2a. h3-h2 h4-h3 \n[|]\n\n\
         2a.1.1b.1.1a. h3-g3 \n[an alternative|]\n\n\
         2a.2.1a. k4-i4 \n[|]\n\n\
         3. g3-e3xe2 f5-f4 \n[|]\n\n"
    );
    let annotated = Format::Otn.import_annotated(&text).unwrap();
    assert_eq!(
        annotated.record.moves,
        ["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3", "f5-f4"]
    );
    let variations = &annotated.tree.line[2].variations;
    assert_eq!(variations.len(), 2);
    let first: Vec<&str> = variations[0].iter().map(|n| n.mv.as_str()).collect();
    assert_eq!(first, ["h1-h3", "f4-h4", "h3-h2", "h4-h3"]);
    // `2a.1.1b.` is the position after the variation's second move: the
    // alternative there replaces its third.
    assert_eq!(variations[0][2].variations.len(), 1);
    let nested = &variations[0][2].variations[0];
    assert_eq!(nested[0].mv, "h3-g3");
    assert_eq!(nested[0].comment.as_deref(), Some("an alternative"));
    assert_eq!(variations[1][0].mv, "k4-i4");
}

/// A real annotated OpenTafl game (the moves, facts and layout of
/// OpenTafl's `realgamelog.otg`, with our own notes): every move, every
/// comment, the start comment, the resignation; and the round trip.
#[test]
fn a_real_annotated_opentafl_game_reads_whole() {
    let text = include_str!("data/opentafl-annotated.otg");
    let annotated = Format::Otn.import_annotated(text).unwrap();
    let record = &annotated.record;
    assert_eq!(record.moves.len(), 68);
    assert_eq!(record.conclusion, Some(Conclusion::resigned(Side::First)));
    assert_eq!(record.facts.first_player.as_deref(), Some("Tim Millar"));
    let tree = &annotated.tree;
    assert!(tree.comment.as_deref().unwrap().starts_with("The moves of"));
    assert_eq!(
        tree.line[0].comment.as_deref(),
        Some("The attackers claim a third rank.")
    );
    assert_eq!(
        tree.line[7].comment.as_deref(),
        Some("The first capture (notated with an \"x\").")
    );
    assert_eq!(
        tree.line[67].comment.as_deref(),
        Some("The attackers resign.")
    );
    let comments = tree.line.iter().filter(|n| n.comment.is_some()).count();
    assert_eq!(comments, 22);
    for format in [Format::Otn, Format::Tafl] {
        let written = format.export_annotated(&annotated).unwrap();
        assert_eq!(
            format.import_annotated(&written).as_ref(),
            Ok(&annotated),
            "{written}"
        );
    }
}

#[test]
fn the_other_formats_keep_comments() {
    let org = "[Event \"x\"]\n\n{Opening} 1. d1d3 {first} e5e2 ; second\n2. g1g3\n";
    let annotated = Format::HnefataflOrg.import_annotated(org).unwrap();
    assert_eq!(annotated.tree.comment.as_deref(), Some("Opening"));
    assert_eq!(annotated.tree.line[0].comment.as_deref(), Some("first"));
    assert_eq!(annotated.tree.line[1].comment.as_deref(), Some("second"));
    let dash = "d1-d3 {first} e5-e2 resigned {after the end}";
    let annotated = Format::Dash.import_annotated(dash).unwrap();
    assert_eq!(annotated.tree.line[0].comment.as_deref(), Some("first"));
    assert_eq!(
        annotated.tree.line[1].comment.as_deref(),
        Some("after the end")
    );
    // No variations there: a parenthesis is not a move.
    assert!(matches!(
        Format::Dash.import("d1-d3 (e5-e2)"),
        Err(ImportError::BadMove { index: 2, .. })
    ));
}

fn bad_variation(line: usize, text: &str) -> ImportError {
    ImportError::BadVariation {
        line,
        text: text.into(),
    }
}

#[test]
fn variations_that_do_not_hold_are_refused_by_name() {
    let tafl = |moves: &str| format!("[Game \"hnefatafl\"]\n\n{moves}");
    let otn = |moves: &str| format!("[rules:dim:11 sw:s start:{START}]\n\n{moves}");
    let cases = [
        (Format::Tafl, tafl("(d1-d3) d1-d3"), bad_variation(3, "(")),
        (Format::Tafl, tafl("d1-d3 e5-e2)"), bad_variation(3, ")")),
        (
            Format::Tafl,
            tafl("d1-d3\n(e1-e3 e5-e2"),
            bad_variation(4, "("),
        ),
        (Format::Tafl, tafl("d1-d3 () e5-e2"), bad_variation(3, "()")),
        (
            Format::Tafl,
            tafl("d1-d3 (h1-h3 1-0)"),
            bad_variation(3, "1-0"),
        ),
        (
            Format::Tafl,
            tafl("d1-d3 e5-e2\n(e5-e1 h1-h3)"),
            ImportError::InVariation {
                line: 4,
                error: Box::new(ImportError::BadMove {
                    index: 2,
                    text: "e5-e1".into(),
                    error: MoveError::Illegal("e5-e1".into()),
                }),
            },
        ),
        (
            Format::Tafl,
            tafl("d1-d3 $14"),
            ImportError::Malformed {
                line: 3,
                text: "$14".into(),
            },
        ),
        (
            Format::Otn,
            otn("1. d1-d3 e5-e2\n4a.1.1a. h1-h3\n"),
            bad_variation(4, "4a.1."),
        ),
        (
            Format::Otn,
            otn("1. d1-d3 e5-e2\n1a.1.1a. h1-h3 resigned\n"),
            bad_variation(4, "resigned"),
        ),
        (
            Format::Otn,
            otn("1. d1-d3 e5-e2\n1a.x.1a. h1-h3\n"),
            bad_variation(4, "1a.x.1a."),
        ),
        (
            Format::Otn,
            otn("1. d1-d3 e5-e2\n1a.1.1a. h1-h3 f4-f2\n"),
            ImportError::InVariation {
                line: 4,
                error: Box::new(ImportError::BadMove {
                    index: 2,
                    text: "f4-f2".into(),
                    error: MoveError::Illegal("f4-f2".into()),
                }),
            },
        ),
    ];
    for (format, text, expected) in &cases {
        assert_eq!(
            format.import(text).as_ref(),
            Err(expected),
            "{format}:\n{text}"
        );
        assert!(!expected.to_string().is_empty());
    }
}

/// Moves that play one after the other from the position after `d1-d3`,
/// never ending the game: each nested variation below replaces the
/// second move of the one around it with the next two.
fn chain(plies: usize) -> Vec<String> {
    for seed in 0.. {
        let mut game = tafl_engine::AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        game.play("d1-d3").unwrap();
        let mut rng = tafl_engine::Rng::new(seed);
        let mut moves = Vec::new();
        while moves.len() < plies && game.outcome().is_none() {
            let legal = game.legal_moves();
            let mv = legal[rng.below(legal.len())].clone();
            game.play(&mv).unwrap();
            moves.push(mv);
        }
        if moves.len() == plies && game.outcome().is_none() {
            return moves;
        }
    }
    unreachable!()
}

/// `levels` variations, each inside the last (closed when `close`).
fn nested(levels: usize, close: bool) -> String {
    let moves = chain(levels + 1);
    let mut text = String::from("[Game \"hnefatafl\"]\n\nd1-d3 e5-e2");
    for level in 0..levels {
        text.push_str(&format!(" ({} {}", moves[level], moves[level + 1]));
    }
    if close {
        text.push_str(&")".repeat(levels));
    }
    text
}

#[test]
fn nesting_deeper_than_the_bound_is_refused() {
    let depth = tafl_engine::formats::MAX_NESTING;
    assert_eq!(
        Format::Tafl.import(&nested(depth + 1, true)),
        Err(ImportError::TooDeep { line: 3 })
    );
    // Refused as the level opens: the rest is not read.
    assert_eq!(
        Format::Tafl.import(&nested(depth + 1, false)),
        Err(ImportError::TooDeep { line: 3 })
    );
    let mut otn = format!("[rules:dim:11 sw:s start:{START}]\n\n1. d1-d3 e5-e2\n");
    let mut address = String::from("1a.");
    for _ in 0..=depth {
        address.push_str("1.1a.");
    }
    otn.push_str(&format!("{address} h1-h3\n"));
    assert!(matches!(
        Format::Otn.import(&otn),
        Err(ImportError::TooDeep { .. })
    ));
}

#[test]
fn a_deep_but_allowed_tree_reads_and_writes() {
    let depth = tafl_engine::formats::MAX_NESTING;
    let annotated = Format::Tafl.import_annotated(&nested(depth, true)).unwrap();
    assert_eq!(annotated.tree.nesting(), depth);
    for format in [Format::Tafl, Format::Otn] {
        let written = format.export_annotated(&annotated).unwrap();
        assert_eq!(format.import_annotated(&written).as_ref(), Ok(&annotated));
    }
}

/// Random games of every game with random commentary and variations:
/// written and read again by OTN (Hnefatafl) and ours, the same tree.
fn round_trip(annotated: &AnnotatedGame) {
    annotated.check().expect("a random tree holds");
    for format in [Format::Tafl, Format::Otn] {
        let Ok(text) = format.export_annotated(annotated) else {
            assert!(format == Format::Otn && annotated.record.game != GameId::Hnefatafl);
            continue;
        };
        assert_eq!(
            format.import_annotated(&text).as_ref(),
            Ok(annotated),
            "{format}:\n{text}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_trees_survive_a_round_trip(which in 0usize..9, seed in any::<u64>(), plies in 0usize..60) {
        let (game, options) = variants()[which];
        round_trip(&random_annotated(game, options, seed, plies));
    }
}

#[test]
fn hnefatafl_trees_survive_many_seeds() {
    for seed in 0..200 {
        round_trip(&random_annotated(
            GameId::Hnefatafl,
            Options::default(),
            seed,
            (seed as usize * 7) % 80,
        ));
    }
}
