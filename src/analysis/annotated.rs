//! An analysis and an annotated game record (the engine's
//! [`AnnotatedGame`]: a record with its comments, marks and variations)
//! made into each other, node for node: an imported OTN game opens on the
//! analysis board with its commentary, and the analysis is exported with
//! everything said in it.
//!
//! The two trees have one notion of a variation: a node's first child
//! continues its line, the other children are variations of that first
//! child ([`AnnotatedGame`]'s "one form").

use super::tree::{AnalysisTree, NodeId, TreeError, MAX_NODES};
use crate::engine::{AnnotatedGame, Format, GameRecord, Line, MoveTree, Node};

/// Why an annotated game cannot be an analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromAnnotatedError {
    /// The tree does not fit its record (the engine's reason).
    Tree(crate::engine::formats::TreeError),
    /// More moves than an analysis holds ([`MAX_NODES`]).
    TooManyNodes,
}

/// The analysis of `annotated` from its game's start: its moves the main
/// line, its variations the other children, its comments (cut to
/// [`super::tree::MAX_COMMENT_LEN`]) and marks on their nodes.
///
/// # Errors
/// [`FromAnnotatedError`]: a tree that does not fit its record, or one
/// too large for an analysis.
pub fn from_annotated(annotated: &AnnotatedGame) -> Result<AnalysisTree, FromAnnotatedError> {
    annotated.check().map_err(FromAnnotatedError::Tree)?;
    if annotated.tree.node_count() > MAX_NODES {
        return Err(FromAnnotatedError::TooManyNodes);
    }
    let start = annotated
        .record
        .start()
        .map_err(|e| FromAnnotatedError::Tree(crate::engine::formats::TreeError::Record(e)))?;
    let mut tree = AnalysisTree::new(start);
    if let Some(comment) = &annotated.tree.comment {
        let _ = tree.set_comment(NodeId::ROOT, comment);
    }
    add_line(&mut tree, NodeId::ROOT, &annotated.tree.line)
        .map_err(|_| FromAnnotatedError::TooManyNodes)?;
    Ok(tree)
}

/// Adds `line` after `parent`: each move, then its variations beside it.
/// The moves were checked by [`AnnotatedGame::check`], whose nesting bound
/// also bounds this recursion.
fn add_line(tree: &mut AnalysisTree, parent: NodeId, line: &Line) -> Result<(), TreeError> {
    let mut at = parent;
    for node in line {
        let id = tree.add_child(at, node.mv.clone())?;
        if let Some(comment) = &node.comment {
            tree.set_comment(id, comment)?;
        }
        tree.set_mark(id, node.mark)?;
        for variation in &node.variations {
            add_line(tree, at, variation)?;
        }
        at = id;
    }
    Ok(())
}

/// The analysis as an annotated game: the record of its main line (from
/// the game's start, the moves before the root included) with every
/// comment, mark and variation. The root's comment goes before the first
/// move, or after the last move before the root.
///
/// # Errors
/// [`TreeError`] when a move of the main line does not replay.
pub fn to_annotated(tree: &AnalysisTree) -> Result<AnnotatedGame, TreeError> {
    let end = tree.main_line().last().copied().unwrap_or(NodeId::ROOT);
    let record = GameRecord::of(&tree.position(end)?);
    let mut line: Line = tree.root_game().moves().iter().map(Node::new).collect();
    let root_comment = tree.comment(NodeId::ROOT).map(str::to_string);
    let comment = match line.last_mut() {
        Some(before_root) => {
            before_root.comment = root_comment;
            None
        }
        None => root_comment,
    };
    if let Some(&first) = tree.children(NodeId::ROOT).first() {
        line.extend(line_of(tree, first));
    }
    Ok(AnnotatedGame {
        record,
        tree: MoveTree { comment, line },
    })
}

/// The code a saved game keeps of `annotated`'s commentary and
/// variations ([`super::code`], from the game's start): `None` when there
/// are none, or when an analysis cannot hold them.
pub fn stored_code(annotated: &AnnotatedGame) -> Option<String> {
    if annotated.tree.is_plain() {
        return None;
    }
    let tree = from_annotated(annotated).ok()?;
    super::TreeCode::of(&tree).ok()?.stored().ok()
}

/// The analysis of a saved game's stored code, when it is the analysis of
/// `record`: from its game's start, its main line the record's moves.
pub fn stored_tree(code: &str, record: &GameRecord) -> Option<AnalysisTree> {
    let tree = super::decode_stored(code).ok()?.tree;
    let start = record.start().ok()?;
    let root = tree.root_game();
    let main: Vec<String> = tree
        .main_line()
        .into_iter()
        .filter_map(|n| tree.notation(n).map(str::to_string))
        .collect();
    (root.id() == start.id()
        && root.options() == start.options()
        && root.custom_start() == start.custom_start()
        && root.moves().is_empty()
        && main == record.moves)
        .then_some(tree)
}

/// `record` with the commentary and variations of `tree` (its analysis
/// from the game's start): what "My games" exports.
pub fn with_tree(record: &GameRecord, tree: &AnalysisTree) -> Option<AnnotatedGame> {
    let annotated = AnnotatedGame {
        record: record.clone(),
        tree: to_annotated(tree).ok()?.tree,
    };
    annotated.check().ok()?;
    Some(annotated)
}

/// The analysis written in every format that holds its comments, marks
/// and variations and its game (ours, and OTN for Hnefatafl), ours first.
/// Empty when it cannot be written (variations nested deeper than a
/// record holds).
pub fn exports(tree: &AnalysisTree) -> Vec<(Format, String)> {
    let Ok(annotated) = to_annotated(tree) else {
        return Vec::new();
    };
    Format::ALL
        .into_iter()
        .filter(|f| f.holds_annotations())
        .filter_map(|f| Some((f, f.export_annotated(&annotated).ok()?)))
        .collect()
}

/// The line that starts with `first`: it, then first child after first
/// child, each first child with its siblings as its variations.
fn line_of(tree: &AnalysisTree, first: NodeId) -> Line {
    let mut line = Vec::new();
    let mut at = Some(first);
    while let Some(id) = at {
        let is_first = tree
            .parent(id)
            .and_then(|p| tree.first_child(p))
            .is_some_and(|f| f == id);
        let variations = match tree.parent(id) {
            Some(parent) if is_first => tree.children(parent)[1..]
                .iter()
                .map(|&v| line_of(tree, v))
                .collect(),
            _ => Vec::new(),
        };
        line.push(Node {
            mv: tree.notation(id).unwrap_or_default().to_string(),
            mark: tree.mark(id),
            comment: tree.comment(id).map(str::to_string),
            variations,
        });
        at = tree.first_child(id);
    }
    line
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::{AnyGame, Format, GameId, Mark, Options};

    /// A Hnefatafl game of four moves with a comment before the first,
    /// comments, marks and two variations, written in OTN.
    pub(crate) fn sample_otn() -> String {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        for mv in ["d1-d4", "f4-f3", "a4-a3", "f3-g3"] {
            game.play(mv).expect("legal");
        }
        let note = |mv: &str, mark: Option<Mark>, comment: Option<&str>| Node {
            mark,
            comment: comment.map(str::to_string),
            ..Node::new(mv)
        };
        let mut first = note("d1-d4", None, Some("Quiet"));
        first.variations = vec![vec![
            note("h1-h3", Some(Mark::Interesting), Some("Sharp")),
            Node::new("e7-e10"),
        ]];
        let mut third = Node::new("a4-a3");
        third.variations = vec![vec![note("d4-d2", None, Some("Back"))]];
        let annotated = AnnotatedGame {
            record: GameRecord::of(&game),
            tree: MoveTree {
                comment: Some("Before the first move".into()),
                line: vec![
                    first,
                    note("f4-f3", Some(Mark::Dubious), None),
                    third,
                    note("f3-g3", Some(Mark::Good), None),
                ],
            },
        };
        Format::Otn.export_annotated(&annotated).expect("writes")
    }

    #[test]
    fn an_otn_game_with_comments_and_a_variation_opens_node_for_node() {
        let annotated = Format::Otn.import_annotated(&sample_otn()).expect("reads");
        let tree = from_annotated(&annotated).expect("fits");
        assert_eq!(tree.comment(NodeId::ROOT), Some("Before the first move"));
        let main = tree.main_line();
        assert_eq!(main.len(), 4);
        assert_eq!(tree.comment(main[0]), Some("Quiet"));
        assert_eq!(tree.mark(main[1]), Some(Mark::Dubious));
        assert_eq!(tree.mark(main[3]), Some(Mark::Good));
        let sharp = tree.children(NodeId::ROOT)[1];
        assert_eq!(tree.notation(sharp), Some("h1-h3"));
        assert_eq!(tree.mark(sharp), Some(Mark::Interesting));
        assert_eq!(tree.comment(sharp), Some("Sharp"));
        assert_eq!(tree.node_count(), 7);
        assert_eq!(to_annotated(&tree).expect("replays"), annotated);
    }

    #[test]
    fn an_analysis_exports_to_otn_and_ours_and_reads_back_the_same() {
        let annotated = Format::Otn.import_annotated(&sample_otn()).expect("reads");
        let mut tree = from_annotated(&annotated).expect("fits");
        let last = *tree.main_line().last().expect("moves");
        tree.set_comment(last, "Written on the board {with braces}")
            .expect("a node");
        tree.set_mark(last, Some(Mark::Blunder)).expect("a move");
        let out = to_annotated(&tree).expect("replays");
        let all = exports(&tree);
        assert_eq!(
            all.iter().map(|(f, _)| *f).collect::<Vec<_>>(),
            [Format::Tafl, Format::Otn]
        );
        for (format, text) in all {
            let back = format.import_annotated(&text).expect("reads back");
            assert_eq!(back.tree, out.tree, "{format}: {text}");
            let again = from_annotated(&back).expect("fits");
            assert_eq!(again.comment(last), tree.comment(last), "{format}");
            assert_eq!(again.mark(last), Some(Mark::Blunder), "{format}");
        }
    }

    #[test]
    fn an_analysis_from_a_later_root_keeps_the_moves_before_it() {
        let annotated = Format::Otn.import_annotated(&sample_otn()).expect("reads");
        let game = annotated.record.replay().expect("replays");
        let mut tree = AnalysisTree::from_game(&game, 2).expect("fits");
        tree.set_comment(NodeId::ROOT, "From here").expect("root");
        let out = to_annotated(&tree).expect("replays");
        assert_eq!(out.record.moves, annotated.record.moves);
        assert_eq!(out.tree.comment, None);
        assert_eq!(out.tree.line[1].comment.as_deref(), Some("From here"));
        assert!(out.check().is_ok());
    }
}
