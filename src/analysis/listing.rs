//! The move list of an analysis as the page shows it, in the manner of
//! lichess: the main line, and after each move that has other moves
//! beside it those variations in parentheses, nested as deep as they go.
//!
//! ```text
//! 1. d4-d5 c3-c4 2. d5-e5 (2. d5-c5 b3-b4) 2… e3-e4
//! ```
//!
//! A move is shown with its mark (`d4-d5!?`) and followed by its comment.
//! A move is numbered when the first side plays it, when it opens a line
//! (a variation, or the list), and when it is the first move after a
//! variation closes or after a comment; Hnefatafl moves carry their capture marks
//! (`g3-e3xe2`, docs/records.md), read from the engine as the list is
//! walked.

use super::tree::{AnalysisTree, NodeId};
use crate::engine::{AnyGame, Side};

/// One move of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: NodeId,
    /// `12.` or `12…`, when written before the move.
    pub number: Option<String>,
    /// The move, with its capture marks in Hnefatafl.
    pub notation: String,
    /// The move's mark (`!`, `?!` …).
    pub mark: Option<&'static str>,
    /// What is said about the move.
    pub comment: Option<String>,
}

/// A part of a line: a move, or the variations that branch off beside
/// the move before it (each a line of its own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Move(Entry),
    Variations(Vec<Vec<Part>>),
}

/// The whole tree as lines: the main line, with its variations in place.
pub fn listing(tree: &AnalysisTree) -> Vec<Part> {
    let mut game = tree.root_game().clone();
    line(tree, NodeId::ROOT, &mut game, true)
}

/// The line that goes on after `parent`, where `game` stands (and stands
/// again on return): its first child, the other children as variations,
/// then the first child's own continuation, and so on. `numbered`: its
/// first move opens the line (it gets its number whoever plays it).
fn line(tree: &AnalysisTree, parent: NodeId, game: &mut AnyGame, numbered: bool) -> Vec<Part> {
    let mut out = Vec::new();
    let mut at = parent;
    let mut played = 0;
    let mut numbered = numbered;
    while let Some((&main, others)) = tree.children(at).split_first() {
        let Some(first) = entry(tree, main, game, numbered) else {
            break;
        };
        numbered = first.comment.is_some();
        out.push(Part::Move(first));
        if !others.is_empty() {
            // The variations are played from the position before `main`.
            game.undo();
            let variations = others
                .iter()
                .filter_map(|&v| {
                    let first = entry(tree, v, game, true)?;
                    let mut rest = line(tree, v, game, false);
                    game.undo();
                    rest.insert(0, Part::Move(first));
                    Some(rest)
                })
                .collect();
            out.push(Part::Variations(variations));
            if tree.notation(main).is_some_and(|mv| game.play(mv).is_ok()) {
                numbered = true;
            } else {
                break;
            }
        }
        played += 1;
        at = main;
    }
    for _ in 0..played {
        game.undo();
    }
    out
}

/// The entry of node `id`, played on `game` (which then stands after it).
fn entry(tree: &AnalysisTree, id: NodeId, game: &mut AnyGame, numbered: bool) -> Option<Entry> {
    let mv = tree.notation(id)?;
    game.play(mv).ok()?;
    let number = tree.move_number(id)?;
    let notation = game.last_marked_move()?;
    Some(Entry {
        id,
        number: (numbered || number.side == Side::First).then(|| number.text()),
        notation,
        mark: tree.mark(id).map(|m| m.symbol()),
        comment: tree.comment(id).map(str::to_string),
    })
}

/// The entries of `parts` in the order they are shown.
#[cfg(test)]
fn flatten(parts: &[Part]) -> Vec<&Entry> {
    let mut out = Vec::new();
    for part in parts {
        match part {
            Part::Move(entry) => out.push(entry),
            Part::Variations(lines) => {
                for line in lines {
                    out.extend(flatten(line));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};

    fn start(game: GameId) -> AnyGame {
        AnyGame::new(game, Options::default()).expect("defaults")
    }

    /// The list as text: moves with their numbers, variations in
    /// parentheses.
    fn text(parts: &[Part]) -> String {
        let mut words = Vec::new();
        for part in parts {
            match part {
                Part::Move(e) => {
                    if let Some(n) = &e.number {
                        words.push(n.clone());
                    }
                    words.push(format!("{}{}", e.notation, e.mark.unwrap_or_default()));
                    if let Some(c) = &e.comment {
                        words.push(format!("{{{c}}}"));
                    }
                }
                Part::Variations(lines) => {
                    for line in lines {
                        words.push(format!("({})", text(line)));
                    }
                }
            }
        }
        words.join(" ")
    }

    #[test]
    fn variations_sit_in_parentheses_after_their_move() {
        let mut tree = AnalysisTree::new(start(GameId::FoxGeese));
        let a = tree.play(NodeId::ROOT, "d4-d5").unwrap();
        let b = tree.play(a, "c3-c4").unwrap();
        let c = tree.play(b, "d5-e5").unwrap();
        tree.play(c, "e3-e4").unwrap();
        let v = tree.play(b, "d5-c5").unwrap();
        tree.play(v, "b3-b4").unwrap();
        let v2 = tree.play(b, "d5-d6").unwrap();
        let deeper = tree.play(v2, "e3-e4").unwrap();
        tree.play(v2, "b3-b4").unwrap();
        tree.play(deeper, "d6-c6").unwrap();
        tree.play(NodeId::ROOT, "d4-c4").unwrap();
        let parts = listing(&tree);
        assert_eq!(
            text(&parts),
            "1. d4-d5 (1. d4-c4) 1… c3-c4 2. d5-e5 (2. d5-c5 b3-b4) \
             (2. d5-d6 e3-e4 (2… b3-b4) 3. d6-c6) 2… e3-e4"
        );
        let order: Vec<NodeId> = flatten(&parts).iter().map(|e| e.id).collect();
        assert_eq!(order.len(), tree.node_count());
        assert_eq!(order[0], a);
    }

    #[test]
    fn marks_and_comments_are_listed_and_a_move_after_a_comment_is_numbered() {
        let mut tree = AnalysisTree::new(start(GameId::FoxGeese));
        let a = tree.play(NodeId::ROOT, "d4-d5").unwrap();
        let b = tree.play(a, "c3-c4").unwrap();
        tree.play(b, "d5-e5").unwrap();
        tree.set_comment(a, "The fox steps out").unwrap();
        tree.set_mark(a, Some(crate::engine::Mark::Interesting))
            .unwrap();
        tree.set_mark(b, Some(crate::engine::Mark::Blunder))
            .unwrap();
        assert_eq!(
            text(&listing(&tree)),
            "1. d4-d5!? {The fox steps out} 1… c3-c4?? 2. d5-e5"
        );
    }

    #[test]
    fn an_empty_tree_lists_nothing() {
        let tree = AnalysisTree::new(start(GameId::Hnefatafl));
        assert!(listing(&tree).is_empty());
    }

    #[test]
    fn hnefatafl_moves_show_their_captures() {
        // Random games until one has captured a few pieces.
        let mut seed = 1;
        let game = loop {
            let mut game = start(GameId::Hnefatafl);
            let mut rng = crate::engine::Rng::new(seed);
            for _ in 0..120 {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
            if game
                .marked_moves()
                .iter()
                .filter(|m| m.contains('x'))
                .count()
                >= 3
            {
                break game;
            }
            seed += 1;
        };
        let tree = AnalysisTree::from_game(&game, 0).unwrap();
        let shown: Vec<String> = flatten(&listing(&tree))
            .iter()
            .map(|e| e.notation.clone())
            .collect();
        assert_eq!(shown, game.marked_moves());
        // The numbering of a tree from the middle of a game.
        let later = AnalysisTree::from_game(&game, 3).unwrap();
        let first = flatten(&listing(&later))[0].clone();
        assert_eq!(first.number.as_deref(), Some("2…"));
        assert_eq!(first.notation, game.marked_moves()[3]);
    }
}
