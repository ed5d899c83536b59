//! A tree of moves from one position: the main line and every variation
//! tried from it, as the analysis board explores them.
//!
//! The nodes live in one `Vec` and are named by their index
//! ([`NodeId`]); the root is [`NodeId::ROOT`] and holds no move. A node's
//! children are in order, and the first child is the main continuation:
//! following first children from the root gives the main line. Deleting
//! a variation leaves its slots empty rather than renumbering the others,
//! so an id the page holds never comes to name another node (a deleted
//! id answers [`TreeError::NoSuchNode`]).
//!
//! Moves are kept in canonical notation, checked by the engine as they
//! are played; a node's position is replayed from the root when asked
//! for (a few hundred plies take well under a millisecond).

use crate::engine::{AnyGame, Mark, MoveError, Side};
use std::fmt;

/// Longest comment a node keeps, in bytes: a few paragraphs, and a bound
/// on what one comment adds to a link.
pub const MAX_COMMENT_LEN: usize = 2000;

/// Most nodes (moves) a tree holds, besides its root: the bound that
/// keeps a tree's code within a link ([`super::code`]).
pub const MAX_NODES: usize = 2048;

/// Most nodes a tree kept in a saved game holds (an imported record's
/// commentary and variations, [`AnalysisTree::with_limit`]): more than any
/// record within the import limit (1 MiB) can hold, as every move takes
/// at least five bytes of its text (two points, a separator).
pub const MAX_STORED_NODES: usize = 1 << 18;

/// A node of an [`AnalysisTree`]: an index, stable for the tree's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The root: the position the analysis starts from, with no move.
    pub const ROOT: NodeId = NodeId(0);

    /// The node's index in its tree (nodes of a decoded tree are numbered
    /// in preorder).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a tree operation failed. The tree is unchanged after any error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No such node: never made, or deleted.
    NoSuchNode(NodeId),
    /// The move is not legal at that node (the engine's reason).
    Illegal(MoveError),
    /// Move `index` (1-based) of a line is not legal where it comes.
    IllegalInLine { index: usize, error: MoveError },
    /// The tree already holds as many moves as it can ([`MAX_NODES`], or
    /// its own limit).
    TooManyNodes,
    /// The root cannot be deleted or moved.
    Root,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode(id) => write!(f, "node {} is not in the tree", id.0),
            TreeError::Illegal(error) => error.fmt(f),
            TreeError::IllegalInLine { index, error } => write!(f, "move {index}: {error}"),
            TreeError::TooManyNodes => f.write_str("the analysis holds as many moves as it can"),
            TreeError::Root => f.write_str("the starting position cannot be deleted or moved"),
        }
    }
}

impl std::error::Error for TreeError {}

/// The number shown with a move: "12." before a move of the first side,
/// "12…" before a move of the second (the fox side and the attackers move
/// first in all four games).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// Counted from 1, as in a game from the start.
    pub number: u32,
    /// The side that makes the move.
    pub side: Side,
}

impl MoveNumber {
    /// `12.` or `12…`.
    pub fn text(self) -> String {
        match self.side {
            Side::First => format!("{}.", self.number),
            Side::Second => format!("{}…", self.number),
        }
    }
}

/// One move of a line as a move list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLabel {
    pub number: MoveNumber,
    /// Whether the number is written before the move: for a move of the
    /// first side, and for the first move of a line ("12… d5-d4").
    pub show_number: bool,
    pub notation: String,
}

#[derive(Clone, Debug)]
struct Node {
    /// Empty at the root.
    notation: String,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// Plies from the root.
    depth: u32,
    /// False once deleted.
    live: bool,
    /// What is said about the move (at the root: before the first move).
    comment: Option<String>,
    /// The move's mark (none at the root).
    mark: Option<Mark>,
}

/// The moves explored from one position.
#[derive(Clone, Debug)]
pub struct AnalysisTree {
    root: AnyGame,
    nodes: Vec<Node>,
    /// Live nodes besides the root.
    count: usize,
    /// The most live nodes it holds besides the root.
    limit: usize,
}

impl AnalysisTree {
    /// A tree with only its root, `root`: any position of a game, or a
    /// game from a set-up position (`AnyGame::from_setup`).
    pub fn new(root: AnyGame) -> AnalysisTree {
        AnalysisTree::with_limit(root, MAX_NODES)
    }

    /// A tree with only its root that holds up to `limit` moves rather
    /// than [`MAX_NODES`]: an imported record's commentary, kept in its
    /// save rather than in a link ([`MAX_STORED_NODES`]).
    pub fn with_limit(root: AnyGame, limit: usize) -> AnalysisTree {
        AnalysisTree {
            root,
            nodes: vec![Node {
                notation: String::new(),
                parent: None,
                children: Vec::new(),
                depth: 0,
                live: true,
                comment: None,
                mark: None,
            }],
            count: 0,
            limit,
        }
    }

    /// The analysis of a game from its position after `root_ply` moves
    /// (clamped to the game's length): the root is that position and the
    /// rest of the game is the main line. Fails when the rest is longer
    /// than [`MAX_NODES`] moves.
    pub fn from_game(game: &AnyGame, root_ply: usize) -> Result<AnalysisTree, TreeError> {
        let moves = game.moves();
        let split = root_ply.min(moves.len());
        let mut root = game.clone();
        for _ in split..moves.len() {
            root.undo();
        }
        let mut tree = AnalysisTree::new(root);
        tree.play_line(NodeId::ROOT, &moves[split..])?;
        Ok(tree)
    }

    /// The position the analysis starts from.
    pub fn root_game(&self) -> &AnyGame {
        &self.root
    }

    /// The number of moves in the tree (its nodes besides the root).
    pub fn node_count(&self) -> usize {
        self.count
    }

    /// Whether `id` names a node of this tree (the root always does).
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_ok()
    }

    fn node(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.nodes
            .get(id.index())
            .filter(|n| n.live)
            .ok_or(TreeError::NoSuchNode(id))
    }

    /// The move that leads to `id`, in notation (`None` at the root and for
    /// no node).
    pub fn notation(&self, id: NodeId) -> Option<&str> {
        let node = self.node(id).ok()?;
        node.parent.map(|_| node.notation.as_str())
    }

    /// The comment on `id`'s move (at the root: the comment before the
    /// first move).
    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id).ok()?.comment.as_deref()
    }

    /// The mark of `id`'s move (never one at the root).
    pub fn mark(&self, id: NodeId) -> Option<Mark> {
        self.node(id).ok()?.mark
    }

    /// Writes the comment on `id`: trimmed, cut to [`MAX_COMMENT_LEN`]
    /// bytes at a character's end; a blank text removes it.
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<(), TreeError> {
        self.node(id)?;
        let comment = clean_comment(text);
        if let Some(node) = self.nodes.get_mut(id.index()) {
            node.comment = comment;
        }
        Ok(())
    }

    /// Sets (or with `None` clears) the mark of `id`'s move.
    pub fn set_mark(&mut self, id: NodeId, mark: Option<Mark>) -> Result<(), TreeError> {
        if self.node(id)?.parent.is_none() {
            return Err(TreeError::Root);
        }
        if let Some(node) = self.nodes.get_mut(id.index()) {
            node.mark = mark;
        }
        Ok(())
    }

    /// The node before `id` (`None` at the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.parent
    }

    /// The moves tried after `id`, the main continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// The main continuation after `id`.
    pub fn first_child(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).first().copied()
    }

    /// The next variation beside `id` (its parent's next child).
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let at = siblings.iter().position(|&c| c == id)?;
        siblings.get(at + 1).copied()
    }

    /// The previous variation beside `id`.
    pub fn prev_sibling(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let at = siblings.iter().position(|&c| c == id)?;
        at.checked_sub(1).and_then(|i| siblings.get(i)).copied()
    }

    /// Plies from the root to `id`.
    pub fn depth(&self, id: NodeId) -> Option<usize> {
        self.node(id).ok().map(|n| n.depth as usize)
    }

    /// The nodes from the root's child to `id` (empty for the root and
    /// for no node).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while let Ok(node) = self.node(at) {
            let Some(parent) = node.parent else { break };
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The moves from the root to `id`, in notation.
    pub fn moves_to(&self, id: NodeId) -> Vec<String> {
        self.path(id)
            .into_iter()
            .filter_map(|n| self.notation(n).map(str::to_string))
            .collect()
    }

    /// The main continuation after `id`: first child after first child, to
    /// the end (not including `id`).
    pub fn line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(next) = self.first_child(at) {
            line.push(next);
            at = next;
        }
        line
    }

    /// The main line: [`line_from`](Self::line_from) the root.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_from(NodeId::ROOT)
    }

    /// Whether `id` is on the main line (the root is).
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.contains(id)
            && self
                .path(id)
                .into_iter()
                .all(|n| self.parent(n).and_then(|p| self.first_child(p)) == Some(n))
    }

    /// The game at `id`: the root position with the moves of the path
    /// played.
    pub fn position(&self, id: NodeId) -> Result<AnyGame, TreeError> {
        self.node(id)?;
        let mut game = self.root.clone();
        for mv in self.moves_to(id) {
            game.play(&mv).map_err(TreeError::Illegal)?;
        }
        Ok(game)
    }

    /// Plies before the root from the game's start, shifted by one when
    /// the root's side to move is not the one that parity gives (a set-up
    /// position with the second side to move): the numbering then starts
    /// at "1…".
    fn ply_base(&self) -> usize {
        let plies = self.root.moves().len();
        let first_to_move = self.root.side_to_move() == Side::First;
        plies + usize::from(plies.is_multiple_of(2) != first_to_move)
    }

    /// The number of the move at `depth` plies from the root (1 for the
    /// root's first move). Sides alternate every move in all four games.
    fn number_at(&self, depth: usize) -> MoveNumber {
        let ply = self.ply_base() + depth.saturating_sub(1);
        MoveNumber {
            number: u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX),
            side: if ply.is_multiple_of(2) {
                Side::First
            } else {
                Side::Second
            },
        }
    }

    /// The number of the move that leads to `id` (`None` at the root).
    pub fn move_number(&self, id: NodeId) -> Option<MoveNumber> {
        self.notation(id)?;
        Some(self.number_at(self.depth(id)?))
    }

    /// The labels of `line`, consecutive nodes of one path (as
    /// [`path`](Self::path), [`line_from`](Self::line_from) and
    /// [`main_line`](Self::main_line) give them); nodes not in the tree
    /// are left out.
    pub fn labels(&self, line: &[NodeId]) -> Vec<MoveLabel> {
        let mut out = Vec::with_capacity(line.len());
        for &id in line {
            let (Some(number), Some(notation)) = (self.move_number(id), self.notation(id)) else {
                continue;
            };
            out.push(MoveLabel {
                number,
                show_number: number.side == Side::First || out.is_empty(),
                notation: notation.to_string(),
            });
        }
        out
    }

    /// The labels of `moves` played from `at` without adding them to the
    /// tree: the computer's best line from a node, checked and numbered.
    pub fn label_moves(&self, at: NodeId, moves: &[String]) -> Result<Vec<MoveLabel>, TreeError> {
        let mut game = self.position(at)?;
        let depth = self.depth(at).unwrap_or(0);
        let mut out = Vec::with_capacity(moves.len());
        for (i, mv) in moves.iter().enumerate() {
            game.play(mv).map_err(|error| TreeError::IllegalInLine {
                index: i + 1,
                error,
            })?;
            let number = self.number_at(depth + i + 1);
            out.push(MoveLabel {
                number,
                show_number: number.side == Side::First || i == 0,
                notation: game.moves().last().cloned().unwrap_or_default(),
            });
        }
        Ok(out)
    }

    /// Plays `notation` at node `at`: the child that already has this move
    /// (in any spelling the engine reads), else a new last child (a new
    /// variation; the main continuation when `at` had none).
    pub fn play(&mut self, at: NodeId, notation: &str) -> Result<NodeId, TreeError> {
        let mut game = self.position(at)?;
        game.play(notation).map_err(TreeError::Illegal)?;
        let canonical = game.moves().last().cloned().unwrap_or_default();
        self.add_child(at, canonical)
    }

    /// Plays `moves` one after the other from `at` (see
    /// [`play`](Self::play)); returns the last node (`at` for no move).
    /// All or nothing: on an illegal move or when the tree would hold too
    /// many moves, nothing is added.
    pub fn play_line(&mut self, at: NodeId, moves: &[String]) -> Result<NodeId, TreeError> {
        let mut game = self.position(at)?;
        let mut canonical = Vec::with_capacity(moves.len());
        for (i, mv) in moves.iter().enumerate() {
            game.play(mv).map_err(|error| TreeError::IllegalInLine {
                index: i + 1,
                error,
            })?;
            canonical.push(game.moves().last().cloned().unwrap_or_default());
        }
        // The moves that are not in the tree yet must fit.
        let mut node = at;
        let mut new = 0;
        for mv in &canonical {
            match self.child_with(node, mv) {
                Some(child) if new == 0 => node = child,
                _ => new += 1,
            }
        }
        if self.count + new > self.limit {
            return Err(TreeError::TooManyNodes);
        }
        let mut node = at;
        for mv in canonical {
            node = self.add_child(node, mv)?;
        }
        Ok(node)
    }

    fn child_with(&self, at: NodeId, canonical: &str) -> Option<NodeId> {
        self.children(at)
            .iter()
            .copied()
            .find(|&c| self.nodes.get(c.index()).map(|n| n.notation.as_str()) == Some(canonical))
    }

    /// The child of `at` with move `canonical` (legal there, in canonical
    /// notation): the existing one, or a new last child.
    pub(crate) fn add_child(&mut self, at: NodeId, canonical: String) -> Result<NodeId, TreeError> {
        let depth = self.node(at)?.depth + 1;
        if let Some(existing) = self.child_with(at, &canonical) {
            return Ok(existing);
        }
        if self.count >= self.limit {
            return Err(TreeError::TooManyNodes);
        }
        let id = NodeId(u32::try_from(self.nodes.len()).map_err(|_| TreeError::TooManyNodes)?);
        self.nodes.push(Node {
            notation: canonical,
            parent: Some(at),
            children: Vec::new(),
            depth,
            live: true,
            comment: None,
            mark: None,
        });
        if let Some(parent) = self.nodes.get_mut(at.index()) {
            parent.children.push(id);
        }
        self.count += 1;
        Ok(id)
    }

    /// Makes `id` the first of its parent's children (the variation one
    /// step up becomes the main continuation there).
    pub fn promote(&mut self, id: NodeId) -> Result<(), TreeError> {
        let parent = self.node(id)?.parent.ok_or(TreeError::Root)?;
        if let Some(p) = self.nodes.get_mut(parent.index()) {
            if let Some(at) = p.children.iter().position(|&c| c == id) {
                let child = p.children.remove(at);
                p.children.insert(0, child);
            }
        }
        Ok(())
    }

    /// Makes the path to `id` the main line: every node on it becomes its
    /// parent's first child. The other moves keep their order behind it.
    pub fn promote_to_main_line(&mut self, id: NodeId) -> Result<(), TreeError> {
        if self.node(id)?.parent.is_none() {
            return Ok(());
        }
        for node in self.path(id) {
            self.promote(node)?;
        }
        Ok(())
    }

    /// Deletes `id` and every move after it; returns its parent (where the
    /// board goes).
    pub fn delete(&mut self, id: NodeId) -> Result<NodeId, TreeError> {
        let parent = self.node(id)?.parent.ok_or(TreeError::Root)?;
        if let Some(p) = self.nodes.get_mut(parent.index()) {
            p.children.retain(|&c| c != id);
        }
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            if let Some(node) = self.nodes.get_mut(at.index()) {
                if node.live {
                    node.live = false;
                    self.count -= 1;
                    stack.append(&mut node.children);
                }
            }
        }
        Ok(parent)
    }

    /// Every node besides the root in preorder (a node, then each child's
    /// subtree in order): the order of the tree's code.
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.count);
        let mut stack: Vec<NodeId> = self.children(NodeId::ROOT).iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            out.push(id);
            stack.extend(self.children(id).iter().rev().copied());
        }
        out
    }
}

/// A comment as a node keeps it: trimmed, at most [`MAX_COMMENT_LEN`]
/// bytes, `None` when blank.
pub fn clean_comment(text: &str) -> Option<String> {
    let mut text = text.trim();
    if text.len() > MAX_COMMENT_LEN {
        let mut end = MAX_COMMENT_LEN;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text = text[..end].trim_end();
    }
    (!text.is_empty()).then(|| text.to_string())
}

#[cfg(test)]
mod tests {
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
}
