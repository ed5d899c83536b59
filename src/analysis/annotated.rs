//! An analysis and an annotated game record (the engine's
//! [`AnnotatedGame`]: a record with its comments, marks and variations)
//! made into each other, node for node: an imported OTN game opens on the
//! analysis board with its commentary, and the analysis is exported with
//! everything said in it.
//!
//! The two trees have one notion of a variation: a node's first child
//! continues its line, the other children are variations of that first
//! child ([`AnnotatedGame`]'s "one form").

use super::tree::{AnalysisTree, NodeId, TreeError, MAX_STORED_NODES};
use crate::engine::{AnnotatedGame, Format, GameRecord, Line, MoveTree, Node};

/// Why an annotated game cannot be an analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromAnnotatedError {
    /// The tree does not fit its record (the engine's reason).
    Tree(crate::engine::formats::TreeError),
    /// More moves than a saved analysis holds ([`MAX_STORED_NODES`]).
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
    if annotated.tree.node_count() > MAX_STORED_NODES {
        return Err(FromAnnotatedError::TooManyNodes);
    }
    let start = annotated
        .record
        .start()
        .map_err(|e| FromAnnotatedError::Tree(crate::engine::formats::TreeError::Record(e)))?;
    let mut tree = AnalysisTree::with_limit(start, MAX_STORED_NODES);
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

/// Why an imported record's commentary cannot be kept in its save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoredCodeError {
    /// Its tree cannot be an analysis (more than [`MAX_STORED_NODES`]
    /// moves, or a tree that does not fit its record).
    Tree(FromAnnotatedError),
    /// Its code is longer than a save holds
    /// ([`super::code::MAX_STORED_CODE_LEN`]).
    Code(super::CodeError),
}

/// The code a saved game keeps of `annotated`'s commentary and
/// variations ([`super::code`], from the game's start): `None` when there
/// are none.
///
/// # Errors
/// [`StoredCodeError`] when an analysis in a save cannot hold them: the
/// import is then refused, never saved without them.
pub fn stored_code(annotated: &AnnotatedGame) -> Result<Option<String>, StoredCodeError> {
    if annotated.tree.is_plain() {
        return Ok(None);
    }
    let tree = from_annotated(annotated).map_err(StoredCodeError::Tree)?;
    let code = super::TreeCode::of(&tree)
        .and_then(|code| code.stored())
        .map_err(StoredCodeError::Code)?;
    Ok(Some(code))
}

/// The analysis of a saved game's stored code, fitted to `record`: from
/// its game's start, the record's moves its main line, with the comments,
/// marks and variations the code holds. The code was the record's
/// analysis when the game was imported; the game may have been played on
/// since from the play page, which keeps the code as it was: the moves
/// played after it extend its main line, and where the player took moves
/// back and played others, the record's moves become the main line and
/// the line the commentary was written on a variation. Moves of the
/// code's main line past the record's end (taken back and not replaced)
/// are left out of this analysis; the save's code still holds them.
/// `None` when the code does not read, is of another start, or the record
/// does not replay.
pub fn stored_tree(code: &str, record: &GameRecord) -> Option<AnalysisTree> {
    let mut tree = super::decode_stored(code).ok()?.tree;
    let start = record.start().ok()?;
    let root = tree.root_game();
    let same_start = root.id() == start.id()
        && root.options() == start.options()
        && root.custom_start() == start.custom_start()
        && root.moves().is_empty();
    if !same_start {
        return None;
    }
    // The record's moves as the main line, one linear replay.
    let mut game = start;
    let mut at = NodeId::ROOT;
    for mv in &record.moves {
        game.play(mv).ok()?;
        let canonical = game.moves().last()?.clone();
        at = tree.add_child(at, canonical).ok()?;
        tree.promote(at).ok()?;
    }
    for taken_back in tree.children(at).to_vec() {
        tree.delete(taken_back).ok()?;
    }
    Some(tree)
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

    /// The sample's save: its record and its stored code.
    fn sample_save() -> (GameRecord, String) {
        let annotated = Format::Otn.import_annotated(&sample_otn()).expect("reads");
        let code = stored_code(&annotated).expect("fits").expect("commentary");
        (annotated.record, code)
    }

    /// `record` with `moves` played on from its last position.
    fn played_on(record: &GameRecord, moves: &[&str]) -> GameRecord {
        let mut game = record.replay().expect("replays");
        for mv in moves {
            game.play(mv).expect("legal");
        }
        GameRecord {
            moves: game.moves().to_vec(),
            ..record.clone()
        }
    }

    #[test]
    fn a_game_played_on_keeps_its_commentary_and_extends_its_main_line() {
        let (record, code) = sample_save();
        let longer = played_on(&record, &["k4-k3", "g3-g2"]);
        let tree = stored_tree(&code, &longer).expect("still the game's analysis");
        let main = tree.main_line();
        assert_eq!(main.len(), 6);
        assert_eq!(tree.comment(NodeId::ROOT), Some("Before the first move"));
        assert_eq!(tree.comment(main[0]), Some("Quiet"));
        assert_eq!(tree.mark(main[3]), Some(Mark::Good));
        assert_eq!(tree.notation(main[5]), Some("g3-g2"));
        let sharp = tree.children(NodeId::ROOT)[1];
        assert_eq!(tree.comment(sharp), Some("Sharp"));
        // Exported with the new moves and every comment.
        let annotated = with_tree(&longer, &tree).expect("the record's analysis");
        let text = Format::Otn.export_annotated(&annotated).expect("writes");
        assert!(text.contains("Sharp") && text.contains("g3-g2"), "{text}");
    }

    #[test]
    fn moves_taken_back_and_played_otherwise_turn_the_old_line_into_a_variation() {
        let (record, code) = sample_save();
        let mut first_two = record.clone();
        first_two.moves.truncate(2);
        let other = played_on(&first_two, &["k4-k3"]);
        let tree = stored_tree(&code, &other).expect("fits");
        let main = tree.main_line();
        assert_eq!(tree.notation(main[2]), Some("k4-k3"));
        assert_eq!(main.len(), 3);
        let old = tree.children(main[1])[1];
        assert_eq!(tree.notation(old), Some("a4-a3"));
        assert_eq!(
            tree.mark(tree.first_child(old).expect("its move")),
            Some(Mark::Good)
        );
        assert!(with_tree(&other, &tree).is_some());
        // Taken back and not replaced: the analysis ends with the record.
        let tree = stored_tree(&code, &first_two).expect("fits");
        assert_eq!(tree.main_line().len(), 2);
        assert_eq!(tree.comment(tree.main_line()[0]), Some("Quiet"));
        // Another game's record is not this code's.
        let other_game =
            GameRecord::of(&AnyGame::new(GameId::TwoFoxes, Options::default()).expect("defaults"));
        assert!(stored_tree(&code, &other_game).is_none());
    }

    /// A Hnefatafl analysis of `lines` variations from the start, each
    /// `depth` moves long (its first move different), with a comment of
    /// `comment_len` bytes on the last move of each.
    pub(crate) fn wide_tree(lines: usize, depth: usize, comment_len: usize) -> AnalysisTree {
        let start = AnyGame::new(GameId::Hnefatafl, Options::default()).expect("defaults");
        let mut tree = AnalysisTree::with_limit(start.clone(), MAX_STORED_NODES);
        for first in start.legal_moves().into_iter().take(lines) {
            let mut game = start.clone();
            let mut at = NodeId::ROOT;
            let mut mv = first;
            for _ in 0..depth {
                game.play(&mv).expect("legal");
                at = tree.play(at, &mv).expect("room");
                let Some(next) = game.legal_moves().last().cloned() else {
                    break;
                };
                mv = next;
            }
            let comment = format!("Line {}: {}", at.index(), "x".repeat(comment_len));
            tree.set_comment(at, &comment).expect("a node");
        }
        tree
    }

    #[test]
    fn a_tree_of_more_moves_than_a_link_holds_is_kept_whole() {
        let tree = wide_tree(100, 30, 10);
        assert!(
            tree.node_count() > crate::analysis::MAX_NODES,
            "{}",
            tree.node_count()
        );
        let annotated = to_annotated(&tree).expect("replays");
        let text = Format::Tafl.export_annotated(&annotated).expect("writes");
        let read = Format::Tafl.import_annotated(&text).expect("reads");
        let code = stored_code(&read).expect("fits").expect("commentary");
        let back = stored_tree(&code, &read.record).expect("the record's analysis");
        assert_eq!(back.node_count(), tree.node_count());
        assert_eq!(back.preorder().len(), tree.preorder().len());
        let comments = back
            .preorder()
            .into_iter()
            .filter(|&n| back.comment(n).is_some())
            .count();
        assert_eq!(comments, 100);
    }

    #[test]
    fn commentary_longer_than_a_save_holds_is_refused_not_dropped() {
        let tree = wide_tree(116, 6, crate::analysis::MAX_COMMENT_LEN);
        let mut annotated = to_annotated(&tree).expect("replays");
        // More comments on the main line's moves, to pass a save's size.
        let long = "y".repeat(crate::analysis::MAX_COMMENT_LEN);
        for node in annotated
            .tree
            .line
            .iter_mut()
            .flat_map(|n| n.variations.iter_mut().flatten())
        {
            node.comment = Some(long.clone());
        }
        assert!(matches!(
            stored_code(&annotated),
            Err(StoredCodeError::Code(crate::analysis::CodeError::TooLong(
                _
            )))
        ));
    }
}
