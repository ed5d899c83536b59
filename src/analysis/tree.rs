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
mod tests;
