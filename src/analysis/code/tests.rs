use super::*;
use crate::engine::{Options, Rng};

/// A random tree: `n` moves, each at a random node already there.
fn random_tree(
    game: GameId,
    options: Options,
    seed: u64,
    root_plies: usize,
    n: usize,
) -> AnalysisTree {
    let mut rng = Rng::new(seed);
    let mut root = AnyGame::new(game, options).expect("valid options");
    for _ in 0..root_plies {
        let legal = root.legal_moves();
        if legal.is_empty() {
            break;
        }
        root.play(&legal[rng.below(legal.len())]).expect("legal");
    }
    let mut tree = AnalysisTree::new(root);
    let mut nodes = vec![NodeId::ROOT];
    for _ in 0..n {
        let at = nodes[rng.below(nodes.len())];
        let legal = tree.position(at).expect("replays").legal_moves();
        if legal.is_empty() {
            continue;
        }
        let id = tree
            .play(at, &legal[rng.below(legal.len())])
            .expect("legal");
        if !nodes.contains(&id) {
            nodes.push(id);
        }
    }
    tree
}

/// Two trees hold the same moves in the same order.
fn same(a: &AnalysisTree, b: &AnalysisTree) -> bool {
    let moves = |t: &AnalysisTree| -> Vec<(Vec<String>, usize)> {
        t.preorder()
            .into_iter()
            .map(|n| (t.moves_to(n), t.children(n).len()))
            .collect()
    };
    a.root_game().id() == b.root_game().id()
        && a.root_game().options() == b.root_game().options()
        && a.root_game().moves() == b.root_game().moves()
        && moves(a) == moves(b)
        && a.children(NodeId::ROOT).len() == b.children(NodeId::ROOT).len()
}

fn code(bytes: &[u8]) -> String {
    base64url::encode(bytes)
}

#[test]
fn random_trees_of_every_game_round_trip() {
    let tables = [
        (GameId::FoxGeese, Options::default()),
        (
            GameId::FoxGeese,
            Options {
                geese: 17,
                sideways: true,
            },
        ),
        (GameId::TwoFoxes, Options::default()),
        (GameId::GreatCross, Options::default()),
        (GameId::Hnefatafl, Options::default()),
    ];
    for (i, &(game, options)) in tables.iter().enumerate() {
        for seed in 0..6u64 {
            let tree = random_tree(
                game,
                options,
                seed * 31 + i as u64,
                (seed as usize * 7) % 30,
                60,
            );
            let order = tree.preorder();
            let focus = match seed % 3 {
                0 => NodeId::ROOT,
                _ => order[(seed as usize * 13) % order.len()],
            };
            let text = encode(&tree, focus).expect("fits");
            assert!(text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            let back = decode(&text).unwrap_or_else(|e| panic!("{game} {seed}: {e}"));
            assert!(same(&tree, &back.tree), "{game} {seed}");
            assert_eq!(back.tree.moves_to(back.focus), tree.moves_to(focus));
            assert_eq!(encode(&back.tree, back.focus).as_deref(), Ok(text.as_str()));
        }
    }
}

#[test]
fn an_empty_tree_is_six_characters_or_so() {
    for game in GameId::ALL {
        let tree = AnalysisTree::new(AnyGame::new(game, Options::default()).expect("defaults"));
        let text = encode(&tree, NodeId::ROOT).expect("fits");
        // Version, game, flags, no root moves, one "no children" bit.
        assert_eq!(
            base64url::decode(&text).unwrap(),
            [
                1,
                codec::game_byte(game, Options::default()).unwrap(),
                0,
                0,
                0
            ]
        );
        let back = decode(&text).expect("reads");
        assert_eq!(back.tree.node_count(), 0);
        assert_eq!(back.focus, NodeId::ROOT);
    }
}

#[test]
fn a_game_analysed_from_move_20_keeps_its_root_and_main_line() {
    let mut game = AnyGame::new(GameId::GreatCross, Options::default()).expect("defaults");
    let mut rng = Rng::new(5);
    for _ in 0..40 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(&legal[rng.below(legal.len())]).expect("legal");
    }
    let mut tree = AnalysisTree::from_game(&game, 20).expect("fits");
    let main = tree.main_line();
    let side = tree.position(main[2]).expect("replays").legal_moves();
    let branch = side
        .iter()
        .find(|m| Some(m.as_str()) != tree.notation(main[3]))
        .expect("another move")
        .clone();
    let v = tree.play(main[2], &branch).expect("legal");
    let text = encode(&tree, v).expect("fits");
    let back = decode(&text).expect("reads");
    assert_eq!(back.tree.root_game().moves(), &game.moves()[..20]);
    let back_main: Vec<String> = back
        .tree
        .main_line()
        .iter()
        .map(|&n| back.tree.notation(n).unwrap().to_string())
        .collect();
    assert_eq!(back_main, game.moves()[20..]);
    assert_eq!(back.tree.notation(back.focus), Some(branch.as_str()));
    assert!(!back.tree.is_main_line(back.focus));
}

#[test]
fn the_path_names_the_game_and_the_code() {
    let tree = random_tree(GameId::TwoFoxes, Options::default(), 1, 4, 10);
    let path = analysis_path("fr", &tree, NodeId::ROOT).expect("fits");
    assert_eq!(
        path,
        format!(
            "/fr/analysis/two-foxes?a={}",
            encode(&tree, NodeId::ROOT).unwrap()
        )
    );
}

#[test]
fn a_focus_not_in_the_tree_is_the_root() {
    let mut tree = random_tree(GameId::FoxGeese, Options::default(), 2, 0, 8);
    let gone = tree.main_line()[0];
    tree.delete(gone).expect("in the tree");
    let back = decode(&encode(&tree, gone).expect("fits")).expect("reads");
    assert_eq!(back.focus, NodeId::ROOT);
}

#[test]
fn every_error_is_reported() {
    let fox = 0u8;
    // The fox-geese start has 7 fox moves (3 bits), index 7 is past them.
    let start = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    assert_eq!(codec::width(start.legal_moves().len()), 3);
    let cases: Vec<(String, CodeError)> = vec![
        (String::new(), CodeError::Empty),
        (
            "A".repeat(MAX_CODE_LEN + 1),
            CodeError::TooLong(MAX_CODE_LEN + 1),
        ),
        ("A".into(), CodeError::NotBase64),
        ("AB=C".into(), CodeError::NotBase64),
        (code(&[]), CodeError::Empty),
        (code(&[1]), CodeError::Truncated),
        (code(&[1, fox]), CodeError::Truncated),
        (code(&[1, fox, 0]), CodeError::Truncated),
        (code(&[1, fox, 0, 0]), CodeError::Truncated),
        (code(&[2, fox, 0, 0, 0]), CodeError::NewerVersion(2)),
        (code(&[0, fox, 0, 0, 0]), CodeError::BadVersion(0)),
        (code(&[1, 0x23, 0, 0, 0]), CodeError::BadGame(0x23)),
        (code(&[1, 0x80, 0, 0, 0]), CodeError::BadGame(0x80)),
        (code(&[1, 0x07, 0, 0, 0]), CodeError::BadGame(0x07)),
        (code(&[1, fox, 8, 0, 0]), CodeError::BadFlags(8)),
        (code(&[1, fox, 0x80, 0, 0]), CodeError::BadFlags(0x80)),
        (code(&[1, fox, 1, 0, 0]), CodeError::BadSetup),
        (
            code(&[1, fox, 1, 9, b'3', b'/', b'3']),
            CodeError::Truncated,
        ),
        (code(&[1, fox, 1, 0x81, 0x04, 0, 0]), CodeError::BadSetup),
        (
            code(&[1, fox, 0, 0x81, 0x40, 0]),
            CodeError::TooManyMoves(8193),
        ),
        (code(&[1, fox, 0, 0x80, 0, 0]), CodeError::TrailingData),
        (
            code(&[
                1, fox, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
            ]),
            CodeError::TooManyMoves(u64::MAX),
        ),
        // A focus with no tree, a zero focus, a focus too far.
        (code(&[1, fox, 2, 0, 1, 0]), CodeError::BadFocus(1)),
        (code(&[1, fox, 2, 0, 0, 0]), CodeError::BadFocus(0)),
        (
            code(&[1, fox, 2, 0, 0x81, 0x40, 0]),
            CodeError::BadFocus(8193),
        ),
        (
            code(&[
                1, fox, 2, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
            ]),
            CodeError::BadFocus(u64::MAX),
        ),
        // One root move, index 7 of 7 (bits 111), then the root bit.
        (
            code(&[1, fox, 0, 1, 0b1110_0000]),
            CodeError::BadRootMove { index: 1 },
        ),
        // The root has a child: index 7, no children, no sibling.
        (
            code(&[1, fox, 0, 0, 0b1111_0000]),
            CodeError::BadMove { node: 1 },
        ),
        // Two children with the same move 0 (000, no children, sibling;
        // 000, none, none).
        (
            code(&[1, fox, 0, 0, 0b1000_0100, 0b0000_0000]),
            CodeError::DuplicateMove { node: 2 },
        ),
        // A child that announces a sibling and then the bits run out.
        (code(&[1, fox, 0, 0, 0b1000_0100]), CodeError::Truncated),
        // A stray bit after the tree; a stray byte.
        (code(&[1, fox, 0, 0, 0b0100_0000]), CodeError::TrailingData),
        (code(&[1, fox, 0, 0, 0, 0]), CodeError::TrailingData),
    ];
    for (text, expected) in cases {
        assert_eq!(decode(&text).map(|_| ()), Err(expected.clone()), "{text:?}");
        assert!(!expected.to_string().is_empty());
    }
}

/// A set-up position code: `text` for fox-geese, then no moves to the
/// root and an empty tree.
fn setup_code(text: &str) -> String {
    let mut bytes = vec![ANALYSIS_VERSION, 0, FLAG_SETUP, text.len() as u8];
    bytes.extend_from_slice(text.as_bytes());
    bytes.extend_from_slice(&[0, 0]);
    code(&bytes)
}

#[test]
fn a_set_up_root_round_trips_with_its_moves_and_tree() {
    use crate::engine::Setup;
    let texts = [
        (GameId::FoxGeese, "3/3/2G1GF1/7/GGGGG2/GG1/GGG g"),
        (GameId::TwoFoxes, "F1F/3/7/GGGGGGG/GGGGGG1/GGG/GGG f"),
        (GameId::GreatCross, "3/3/1F1/9/9/GGGGGGGGG/GG1/GGG/GGG f"),
        (
            GameId::Hnefatafl,
            "3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TT1TT1tt/t3TKT3t/t4T4t/11/5t5/3ttttt3 d",
        ),
    ];
    for (i, (game, text)) in texts.into_iter().enumerate() {
        let setup = Setup::parse(game, Options::default(), text).expect("a position text");
        let mut root = AnyGame::from_setup(&setup).expect("playable");
        assert!(root.custom_start().is_some(), "{game}: set up");
        let first = root.legal_moves()[0].clone();
        root.play(&first).expect("legal");
        let mut tree = AnalysisTree::new(root);
        let mut rng = Rng::new(i as u64);
        let mut at = NodeId::ROOT;
        for _ in 0..12 {
            let legal = tree.position(at).expect("replays").legal_moves();
            if legal.is_empty() {
                break;
            }
            at = tree
                .play(at, &legal[rng.below(legal.len())])
                .expect("legal");
        }
        let text_code = encode(&tree, at).expect("fits");
        let back = decode(&text_code).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(
            back.tree.root_game().custom_start(),
            Some(&setup.normalized())
        );
        assert_eq!(back.tree.root_game().moves(), [first]);
        assert!(same(&tree, &back.tree), "{game}");
        assert_eq!(back.tree.moves_to(back.focus), tree.moves_to(at));
        assert_eq!(encode(&back.tree, back.focus), Ok(text_code));
    }
}

#[test]
fn a_set_up_position_is_read_strictly() {
    let good = "3/3/2G1GF1/7/GGGGG2/GG1/GGG g";
    let back = decode(&setup_code(good)).expect("reads");
    assert_eq!(
        back.tree.root_game().custom_start().map(|s| s.to_text()),
        Some(good.to_string())
    );
    for bad in [
        // The start itself, another spelling, no fox, not a text.
        "3/3/7/3F3/GGGGGGG/GGG/GGG f",
        "3/3/2G1GF1/7/GGGGG2/GG1/GGG_g",
        "3/3/7/7/GGGGGGG/GGG/GGG g",
        "fox",
    ] {
        assert_eq!(
            decode(&setup_code(bad)).map(|_| ()),
            Err(CodeError::BadSetup),
            "{bad}"
        );
    }
}

#[test]
fn kinds_are_the_share_links_kinds() {
    assert_eq!(CodeError::TooManyNodes.kind(), ShareErrorKind::TooLong);
    assert_eq!(CodeError::BadSetup.kind(), ShareErrorKind::Malformed);
    assert_eq!(
        CodeError::BadMove { node: 3 }.kind(),
        ShareErrorKind::BadMove
    );
    assert_eq!(
        CodeError::DuplicateMove { node: 3 }.kind(),
        ShareErrorKind::Malformed
    );
}

/// The code of a two-level Hnefatafl tree of exactly `nodes` nodes
/// (first moves in order, each with its replies in order), written
/// bit by bit so that it can hold more than a tree may.
fn wide_code(nodes: usize) -> String {
    let start = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    let firsts = start.legal_moves();
    let mut bits = BitWriter::default();
    bits.flag(true);
    let mut written = 0;
    for (i, first) in firsts.iter().enumerate() {
        let mut after = start.clone();
        after.play(first).unwrap();
        let replies = after.legal_moves();
        let take = replies.len().min(nodes - written - 1);
        written += 1 + take;
        let last = written == nodes;
        bits.push(i, codec::width(firsts.len()));
        bits.flag(take > 0);
        bits.flag(!last);
        for j in 0..take {
            bits.push(j, codec::width(replies.len()));
            bits.flag(false);
            bits.flag(j + 1 < take);
        }
        if last {
            break;
        }
    }
    assert_eq!(written, nodes, "enough first moves and replies");
    let mut bytes = vec![ANALYSIS_VERSION, 3, 0, 0];
    bytes.extend_from_slice(&bits.bytes);
    base64url::encode(&bytes)
}

#[test]
fn comments_and_marks_ride_in_the_code_and_old_codes_still_read() {
    let mut tree = random_tree(GameId::Hnefatafl, Options::default(), 9, 0, 20);
    let order = tree.preorder();
    let plain = encode(&tree, order[3]).expect("fits");
    assert_eq!(base64url::decode(&plain).expect("base64")[2], FLAG_FOCUS);
    tree.set_comment(NodeId::ROOT, "Όλα ξεκινούν {εδώ}")
        .unwrap();
    tree.set_comment(order[2], "a line\nand another").unwrap();
    tree.set_mark(order[2], Some(Mark::Brilliant)).unwrap();
    tree.set_mark(order[7], Some(Mark::Dubious)).unwrap();
    let text = encode(&tree, order[3]).expect("fits");
    let back = decode(&text).expect("reads");
    assert!(same(&tree, &back.tree));
    let back_order = back.tree.preorder();
    assert_eq!(back.tree.comment(NodeId::ROOT), Some("Όλα ξεκινούν {εδώ}"));
    assert_eq!(
        back.tree.comment(back_order[2]),
        Some("a line\nand another")
    );
    assert_eq!(back.tree.mark(back_order[2]), Some(Mark::Brilliant));
    assert_eq!(back.tree.mark(back_order[7]), Some(Mark::Dubious));
    assert_eq!(back.tree.comment(back_order[7]), None);
    assert_eq!(encode(&back.tree, back.focus), Ok(text));
    // Without its notes the tree's code is the code of before.
    tree.set_comment(NodeId::ROOT, "").unwrap();
    tree.set_comment(order[2], "").unwrap();
    tree.set_mark(order[2], None).unwrap();
    tree.set_mark(order[7], None).unwrap();
    assert_eq!(encode(&tree, order[3]), Ok(plain));
}

#[test]
fn bad_notes_are_refused() {
    let fox = 0u8;
    // Flags: notes; no moves; the notes; then the root's "no children".
    let with_notes = |notes: &[u8]| {
        let mut bytes = vec![ANALYSIS_VERSION, fox, FLAG_NOTES, 0];
        bytes.extend_from_slice(notes);
        bytes.push(0);
        code(&bytes)
    };
    let good = decode(&with_notes(&[1, 0, 0, 2, b'h', b'i'])).expect("a root comment");
    assert_eq!(good.tree.comment(NodeId::ROOT), Some("hi"));
    for (notes, expected) in [
        (&[0u8][..], CodeError::BadNote { index: 1 }),
        (&[1, 0, 0, 0], CodeError::BadNote { index: 1 }),
        (&[1, 0, 1, 0], CodeError::BadNote { index: 1 }),
        (
            &[1, 0, 0, 3, b' ', b'h', b'i'],
            CodeError::BadNote { index: 1 },
        ),
        (&[1, 0, 0, 2, 0xff, 0xfe], CodeError::BadNote { index: 1 }),
        (&[1, 1, 7, 0], CodeError::BadNote { index: 1 }),
        (&[1, 1, 1, 0], CodeError::BadNote { index: 1 }),
        (
            &[2, 0, 0, 1, b'a', 0, 0, 1, b'b'],
            CodeError::BadNote { index: 2 },
        ),
        (&[1, 0, 0, 9, b'a'], CodeError::Truncated),
    ] {
        assert_eq!(
            decode(&with_notes(notes)).map(|_| ()),
            Err(expected.clone()),
            "{notes:?}"
        );
        assert_eq!(expected.kind(), ShareErrorKind::Malformed);
    }
}

#[test]
fn the_node_bound_is_checked_while_reading() {
    let full = decode(&wide_code(MAX_NODES)).expect("at the bound");
    assert_eq!(full.tree.node_count(), MAX_NODES);
    assert_eq!(encode(&full.tree, NodeId::ROOT), Ok(wide_code(MAX_NODES)));
    assert_eq!(
        decode(&wide_code(MAX_NODES + 1)).map(|_| ()),
        Err(CodeError::TooManyNodes)
    );
}
