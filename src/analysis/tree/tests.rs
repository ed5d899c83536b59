use super::*;
use crate::engine::{GameId, Options};

#[test]
fn comments_and_marks_are_kept_per_node() {
    let mut tree = main_line_tree();
    let third = tree.main_line()[2];
    tree.set_comment(third, "  a quiet move \n")
        .expect("in the tree");
    tree.set_mark(third, Some(Mark::Dubious)).expect("a move");
    tree.set_comment(NodeId::ROOT, "The opening").expect("root");
    assert_eq!(tree.comment(third), Some("a quiet move"));
    assert_eq!(tree.mark(third), Some(Mark::Dubious));
    assert_eq!(tree.comment(NodeId::ROOT), Some("The opening"));
    assert_eq!(
        tree.set_mark(NodeId::ROOT, Some(Mark::Good)),
        Err(TreeError::Root)
    );
    tree.set_comment(third, "   ").expect("in the tree");
    tree.set_mark(third, None).expect("a move");
    assert_eq!((tree.comment(third), tree.mark(third)), (None, None));
    let long = "é".repeat(MAX_COMMENT_LEN);
    tree.set_comment(third, &long).expect("in the tree");
    assert_eq!(tree.comment(third).map(str::len), Some(MAX_COMMENT_LEN));
    let gone = tree.delete(third).expect("in the tree");
    assert_eq!(
        tree.set_comment(third, "x"),
        Err(TreeError::NoSuchNode(third))
    );
    assert_eq!(tree.comment(gone), None);
}

fn start(game: GameId) -> AnyGame {
    AnyGame::new(game, Options::default()).expect("defaults")
}

fn strings(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// Ten moves of Hnefatafl that all play.
const GAME: [&str; 10] = [
    "d1-d4", "f4-f3", "a4-a3", "f3-g3", "a3-a2", "g3-g2", "a2-a3", "g2-g3", "a3-a2", "g3-g2",
];

fn main_line_tree() -> AnalysisTree {
    let mut tree = AnalysisTree::new(start(GameId::Hnefatafl));
    tree.play_line(NodeId::ROOT, &strings(&GAME))
        .expect("the game plays");
    tree
}

fn notations(tree: &AnalysisTree, line: &[NodeId]) -> Vec<String> {
    line.iter()
        .map(|&n| tree.notation(n).unwrap_or("?").to_string())
        .collect()
}

#[test]
fn a_variation_from_move_5_keeps_the_main_line() {
    let mut tree = main_line_tree();
    let main = tree.main_line();
    assert_eq!(notations(&tree, &main), GAME);
    // Move 5 is the attackers' third move (ply 5): branch before it.
    let before5 = main[3];
    assert_eq!(
        tree.move_number(main[4]).map(MoveNumber::text),
        Some("3.".into())
    );
    let side = tree.play(before5, "a3-b3").expect("legal");
    let deeper = tree.play(side, "g3-h3").expect("legal");
    assert_eq!(tree.main_line(), main, "the main line is unchanged");
    assert_eq!(notations(&tree, &tree.main_line()), GAME);
    assert_eq!(tree.children(before5), [main[4], side]);
    assert_eq!(tree.next_sibling(main[4]), Some(side));
    assert_eq!(tree.prev_sibling(side), Some(main[4]));
    assert!(!tree.is_main_line(side) && tree.is_main_line(main[9]));
    assert_eq!(
        tree.moves_to(deeper),
        strings(&["d1-d4", "f4-f3", "a4-a3", "f3-g3", "a3-b3", "g3-h3"])
    );
    assert_eq!(tree.path(deeper)[..4], main[..4]);
    assert_eq!(tree.node_count(), 12);
    let game = tree.position(deeper).expect("replays");
    assert_eq!(game.moves(), tree.moves_to(deeper));
}

#[test]
fn playing_a_move_that_is_there_returns_its_node() {
    let mut tree = main_line_tree();
    let first = tree.main_line()[0];
    assert_eq!(tree.play(NodeId::ROOT, "d1-d4"), Ok(first));
    assert_eq!(
        tree.play(NodeId::ROOT, "  d1-d4 "),
        Ok(first),
        "any spelling"
    );
    assert_eq!(tree.node_count(), 10);
    // A line over existing moves adds only the new ones.
    let end = tree
        .play_line(NodeId::ROOT, &strings(&["d1-d4", "f4-f3", "d4-d3"]))
        .expect("legal");
    assert_eq!(tree.node_count(), 11);
    assert_eq!(tree.parent(end), Some(tree.main_line()[1]));
    assert_eq!(tree.play_line(end, &[]), Ok(end));
}

#[test]
fn illegal_moves_are_the_engines_errors_and_change_nothing() {
    let mut tree = main_line_tree();
    let err = tree.play(NodeId::ROOT, "a1-a2").unwrap_err();
    assert!(matches!(err, TreeError::Illegal(_)), "{err:?}");
    let err = tree.play(NodeId::ROOT, "nonsense").unwrap_err();
    assert!(matches!(err, TreeError::Illegal(MoveError::Malformed(_))));
    let line = strings(&["d1-d3", "f4-f3", "d3-z9"]);
    let err = tree.play_line(NodeId::ROOT, &line).unwrap_err();
    assert!(
        matches!(err, TreeError::IllegalInLine { index: 3, .. }),
        "{err:?}"
    );
    assert_eq!(tree.node_count(), 10, "nothing of the line was added");
    assert_eq!(tree.children(NodeId::ROOT).len(), 1);
    assert!(!err.to_string().is_empty());
}

#[test]
fn moves_after_the_end_are_refused() {
    // Fox and Geese to its end, always the first legal move.
    let mut game = start(GameId::FoxGeese);
    while game.outcome().is_none() {
        let m = game.legal_moves()[0].clone();
        game.play(&m).expect("legal");
    }
    let tree = AnalysisTree::from_game(&game, 0).expect("fits");
    let last = *tree.main_line().last().expect("moves");
    let mut tree = tree;
    assert_eq!(
        tree.play(last, "d4-d5"),
        Err(TreeError::Illegal(MoveError::GameOver))
    );
}

#[test]
fn move_numbers_count_from_the_games_start() {
    let tree = main_line_tree();
    let main = tree.main_line();
    let texts: Vec<String> = main
        .iter()
        .map(|&n| {
            tree.move_number(n)
                .map(MoveNumber::text)
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(
        texts,
        ["1.", "1…", "2.", "2…", "3.", "3…", "4.", "4…", "5.", "5…"]
    );
    assert_eq!(tree.move_number(NodeId::ROOT), None);
    // From the position after 5 plies, the first move is "3…".
    let later =
        AnalysisTree::from_game(&tree.position(main[9]).expect("replays"), 5).expect("fits");
    assert_eq!(later.root_game().moves(), &GAME[..5]);
    assert_eq!(notations(&later, &later.main_line()), GAME[5..]);
    let labels = later.labels(&later.main_line());
    let shown: Vec<String> = labels
        .iter()
        .map(|l| match l.show_number {
            true => format!("{} {}", l.number.text(), l.notation),
            false => l.notation.clone(),
        })
        .collect();
    assert_eq!(
        shown,
        ["3… g3-g2", "4. a2-a3", "g2-g3", "5. a3-a2", "g3-g2"]
    );
}

#[test]
fn a_best_line_is_checked_and_numbered_without_being_added() {
    let tree = main_line_tree();
    let at = tree.main_line()[0];
    let labels = tree
        .label_moves(at, &strings(&["f4-f3", "d4-d3"]))
        .expect("legal");
    assert_eq!(
        labels,
        [
            MoveLabel {
                number: MoveNumber {
                    number: 1,
                    side: Side::Second
                },
                show_number: true,
                notation: "f4-f3".into()
            },
            MoveLabel {
                number: MoveNumber {
                    number: 2,
                    side: Side::First
                },
                show_number: true,
                notation: "d4-d3".into()
            },
        ]
    );
    assert!(matches!(
        tree.label_moves(at, &strings(&["f4-f3", "f4-f3"])),
        Err(TreeError::IllegalInLine { index: 2, .. })
    ));
    assert_eq!(tree.node_count(), 10);
}

#[test]
fn promoting_a_variation_makes_it_the_main_line() {
    let mut tree = main_line_tree();
    let main = tree.main_line();
    let side = tree.play(main[3], "a3-b3").expect("legal");
    let side2 = tree.play(side, "g3-h3").expect("legal");
    let other = tree.play(main[3], "d4-d3").expect("legal");
    tree.promote_to_main_line(side2).expect("in the tree");
    let new_main = tree.main_line();
    assert_eq!(new_main, [&main[..4], &[side, side2]].concat());
    // The old continuation is now the first variation, the other after it.
    assert_eq!(tree.children(main[3]), [side, main[4], other]);
    // One step only: the last variation becomes first at its node.
    tree.promote(other).expect("in the tree");
    assert_eq!(tree.children(main[3]), [other, side, main[4]]);
    assert_eq!(tree.promote(NodeId::ROOT), Err(TreeError::Root));
    assert_eq!(tree.promote_to_main_line(NodeId::ROOT), Ok(()));
}

#[test]
fn deleting_a_subtree_keeps_the_rest_and_its_ids() {
    let mut tree = main_line_tree();
    let main = tree.main_line();
    let side = tree.play(main[3], "a3-b3").expect("legal");
    let side2 = tree.play(side, "g3-h3").expect("legal");
    assert_eq!(tree.delete(main[4]), Ok(main[3]));
    assert_eq!(tree.main_line(), [&main[..4], &[side, side2]].concat());
    assert_eq!(tree.node_count(), 6);
    for gone in &main[4..] {
        assert!(!tree.contains(*gone));
        assert_eq!(tree.delete(*gone), Err(TreeError::NoSuchNode(*gone)));
        assert!(tree.position(*gone).is_err());
        assert_eq!(tree.notation(*gone), None);
        assert!(tree.path(*gone).is_empty());
    }
    assert_eq!(tree.notation(side2), Some("g3-h3"), "ids stay");
    assert_eq!(tree.delete(NodeId::ROOT), Err(TreeError::Root));
    // The deleted move can be played again: a new node.
    let again = tree.play(main[3], GAME[4]).expect("legal");
    assert_ne!(again, main[4]);
    assert_eq!(tree.children(main[3]), [side, again]);
    assert_eq!(tree.delete(tree.main_line()[0]), Ok(NodeId::ROOT));
    assert_eq!(tree.node_count(), 0);
    assert!(tree.main_line().is_empty());
}

#[test]
fn navigation_walks_parents_children_and_siblings() {
    let mut tree = AnalysisTree::new(start(GameId::FoxGeese));
    let a = tree.play(NodeId::ROOT, "d4-d5").expect("legal");
    let b = tree.play(NodeId::ROOT, "d4-c4").expect("legal");
    let a1 = tree.play(a, "c3-c4").expect("legal");
    assert_eq!(tree.first_child(NodeId::ROOT), Some(a));
    assert_eq!(tree.next_sibling(a), Some(b));
    assert_eq!(tree.next_sibling(b), None);
    assert_eq!(tree.prev_sibling(a), None);
    assert_eq!(tree.parent(a1), Some(a));
    assert_eq!(tree.parent(NodeId::ROOT), None);
    assert_eq!(tree.first_child(a1), None);
    assert_eq!(tree.depth(a1), Some(2));
    assert_eq!(tree.line_from(a), [a1]);
    assert_eq!(tree.preorder(), [a, a1, b]);
    assert_eq!(tree.next_sibling(NodeId::ROOT), None);
    let nowhere = NodeId(99);
    assert!(tree.children(nowhere).is_empty());
    assert_eq!(tree.parent(nowhere), None);
    assert_eq!(
        tree.play(nowhere, "d4-d5"),
        Err(TreeError::NoSuchNode(nowhere))
    );
}

#[test]
fn a_set_up_root_with_the_second_side_to_move_numbers_from_1_ellipsis() {
    // The numbering's shift on the parity rule itself, with an odd
    // root (a set-up root with the geese to move numbers the same way).
    let mut root = start(GameId::FoxGeese);
    root.play("d4-d5").expect("legal");
    let mut tree = AnalysisTree::new(root);
    let n = tree.play(NodeId::ROOT, "c3-c4").expect("legal");
    assert_eq!(
        tree.move_number(n),
        Some(MoveNumber {
            number: 1,
            side: Side::Second
        })
    );
    assert_eq!(tree.number_at(2).text(), "2.");
}

#[test]
fn the_tree_holds_at_most_max_nodes() {
    let mut tree = AnalysisTree::new(start(GameId::Hnefatafl));
    let mut rng = crate::engine::Rng::new(3);
    let mut at = NodeId::ROOT;
    while tree.node_count() < MAX_NODES - 1 {
        let legal = tree.position(at).expect("replays").legal_moves();
        if legal.is_empty() || tree.depth(at) > Some(40) {
            at = NodeId::ROOT;
            continue;
        }
        at = tree
            .play(at, &legal[rng.below(legal.len())])
            .expect("legal");
    }
    // A root move not tried yet, and a reply: one fits, two do not.
    let fresh = start(GameId::Hnefatafl)
        .legal_moves()
        .into_iter()
        .find(|m| tree.child_with(NodeId::ROOT, m).is_none())
        .expect("an untried first move");
    let mut after = start(GameId::Hnefatafl);
    after.play(&fresh).expect("legal");
    let line = vec![fresh.clone(), after.legal_moves()[0].clone()];
    assert_eq!(
        tree.play_line(NodeId::ROOT, &line),
        Err(TreeError::TooManyNodes)
    );
    assert_eq!(tree.node_count(), MAX_NODES - 1, "nothing added");
    let last = tree.play(NodeId::ROOT, &fresh).expect("the last one fits");
    assert_eq!(tree.node_count(), MAX_NODES);
    assert_eq!(tree.play(last, &line[1]), Err(TreeError::TooManyNodes));
    // A move already there is still found.
    assert_eq!(tree.play(NodeId::ROOT, &fresh), Ok(last));
    assert_eq!(tree.preorder().len(), MAX_NODES);
}
