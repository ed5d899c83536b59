//! Analysis trees over random legal games of all four games: random trees,
//! edited at random (promoted, deleted), survive the code's round trip
//! exactly, codes are canonical and URL-safe, and every node's position is
//! the root's game with the node's path played.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/random_game.rs"]
mod support;

use proptest::prelude::*;
use support::{random_game, random_tree, variants, Rng};
use tafl::analysis::{self, AnalysisTree, NodeId};
use tafl::engine::GameId;

fn url_safe(code: &str) -> bool {
    code.bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The tree as data: each node's moves from the root and its number of
/// children, in preorder.
fn shape(tree: &AnalysisTree) -> Vec<(Vec<String>, usize)> {
    tree.preorder()
        .into_iter()
        .map(|n| (tree.moves_to(n), tree.children(n).len()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 600,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_trees_round_trip(
        variant in 0usize..9,
        seed in any::<u64>(),
        root_plies in 0usize..80,
        nodes in 0usize..150,
        edits in proptest::collection::vec((any::<u16>(), 0u8..3), 0..6),
        focus_pick in any::<u16>(),
    ) {
        let mut tree = random_tree(variant, seed, root_plies, nodes);
        for (pick, what) in edits {
            let order = tree.preorder();
            if order.is_empty() {
                break;
            }
            let node = order[pick as usize % order.len()];
            match what {
                0 => tree.promote(node).unwrap(),
                1 => tree.promote_to_main_line(node).unwrap(),
                _ => {
                    tree.delete(node).unwrap();
                }
            }
        }
        let order = tree.preorder();
        prop_assert_eq!(order.len(), tree.node_count());
        let focus = match order.len() {
            0 => NodeId::ROOT,
            n => order[focus_pick as usize % n],
        };
        let code = analysis::encode(&tree, focus).unwrap();
        prop_assert!(url_safe(&code), "{}", code);
        let back = analysis::decode(&code).unwrap();
        prop_assert_eq!(back.tree.root_game().moves(), tree.root_game().moves());
        prop_assert_eq!(back.tree.root_game().id(), tree.root_game().id());
        prop_assert_eq!(back.tree.root_game().options(), tree.root_game().options());
        prop_assert_eq!(shape(&back.tree), shape(&tree));
        prop_assert_eq!(back.tree.moves_to(back.focus), tree.moves_to(focus));
        prop_assert_eq!(analysis::encode(&back.tree, back.focus), Ok(code));
        // Every node's position is the root with its path played.
        for node in back.tree.preorder() {
            let game = back.tree.position(node).unwrap();
            let mut expected = back.tree.root_game().moves().to_vec();
            expected.extend(back.tree.moves_to(node));
            prop_assert_eq!(game.moves(), &expected[..]);
        }
    }
}

/// A variation branching from move 5 of a game leaves the main line as the
/// game was, in every game, before and after the code's round trip.
#[test]
fn a_variation_from_move_5_keeps_the_main_line_in_every_game() {
    for (game, options) in variants() {
        let played = random_game(game, options, 11, 30);
        let mut tree = AnalysisTree::from_game(&played, 0).unwrap();
        let main = tree.main_line();
        assert_eq!(main.len(), played.moves().len());
        let before5 = main[3];
        let other = tree
            .position(before5)
            .unwrap()
            .legal_moves()
            .into_iter()
            .find(|m| Some(m.as_str()) != tree.notation(main[4]));
        let Some(other) = other else { continue };
        let v = tree.play(before5, &other).unwrap();
        let mut rng = Rng::new(3);
        let mut at = v;
        for _ in 0..6 {
            let legal = tree.position(at).unwrap().legal_moves();
            if legal.is_empty() {
                break;
            }
            at = tree.play(at, &legal[rng.below(legal.len())]).unwrap();
        }
        assert_eq!(tree.main_line(), main, "{game}");
        assert_eq!(tree.moves_to(*main.last().unwrap()), played.moves());
        assert_eq!(tree.children(before5)[0], main[4]);
        let back = analysis::decode(&analysis::encode(&tree, at).unwrap()).unwrap();
        let back_main: Vec<String> = back
            .tree
            .main_line()
            .iter()
            .filter_map(|&n| back.tree.notation(n).map(str::to_string))
            .collect();
        assert_eq!(back_main, played.moves(), "{game}");
        assert_eq!(back.tree.moves_to(back.focus), tree.moves_to(at));
    }
}

/// Code lengths of a 60-ply main line with a few variations; printed with
/// `--nocapture` and bounded here.
#[test]
fn analysis_codes_are_short() {
    for (game, bound) in [
        (GameId::FoxGeese, 80),
        (GameId::TwoFoxes, 80),
        (GameId::GreatCross, 80),
        (GameId::Hnefatafl, 120),
    ] {
        let mut longest = 0;
        for seed in 0..50 {
            let played = random_game(game, Default::default(), seed, 60);
            let mut tree = AnalysisTree::from_game(&played, 0).unwrap();
            let main = tree.main_line();
            let mut rng = Rng::new(seed);
            // Three variations of three moves.
            for _ in 0..3 {
                if main.is_empty() {
                    break;
                }
                let mut at = main[rng.below(main.len())];
                for _ in 0..3 {
                    let legal = tree.position(at).unwrap().legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    at = tree.play(at, &legal[rng.below(legal.len())]).unwrap();
                }
            }
            let code = analysis::encode(&tree, NodeId::ROOT).unwrap();
            longest = longest.max(code.len());
        }
        println!("{game}: a 60-ply game with 3 variations -> at most {longest} characters");
        assert!(longest <= bound, "{game}: {longest} characters");
    }
}
