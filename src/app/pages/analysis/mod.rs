//! `/:lang/analysis/:game`: the analysis board. A tree of moves
//! ([`AnalysisTree`]) explored from any position (a game's start, a
//! position of a game, or one set up in the position editor); the board
//! shows one node of it, a move played there goes into the tree (a new
//! variation when the node already had another continuation), the move
//! list shows every line, and the computer evaluates the node on request.
//! The address holds the whole analysis (`?a=<code>`, kept up to date as
//! the analysis changes), so it can be copied and opened elsewhere.
//!
//! Here: how a page opens ([`AnalysisOpening`]); the page and its state
//! are in [`page`] and [`state`], its panel's parts beside them.

mod controls;
mod editor;
mod engine;
mod export;
mod moves;
mod notes;
mod page;
mod readout;
mod state;
mod text;

use crate::analysis::{AnalysisTree, CodeError, NodeId, TreeCode, MAX_NODES};
use crate::engine::{AnyGame, GameId, Options};
use crate::play::Session;
use crate::saves::SaveEntry;
use crate::site;
pub use page::AnalysisPage;
pub use text::Notice;

/// The analysis a page opens with.
pub struct AnalysisOpening {
    tree: AnalysisTree,
    focus: NodeId,
    notice: Option<Notice>,
    /// The board at `focus`.
    session: Session,
}

impl AnalysisOpening {
    /// A fresh board at the start of `game` (standard table), with
    /// `notice` to show.
    pub fn fresh(game: GameId, notice: Option<Notice>) -> Option<AnalysisOpening> {
        let start = AnyGame::new(game, Options::default()).ok()?;
        Self::at(AnalysisTree::new(start), NodeId::ROOT, notice)
    }

    fn at(tree: AnalysisTree, focus: NodeId, notice: Option<Notice>) -> Option<AnalysisOpening> {
        let session = session_at(&tree, focus)?;
        Some(AnalysisOpening {
            tree,
            focus,
            notice,
            session,
        })
    }

    /// The analysis in a code of `?a=`: a fresh board with a notice when
    /// it does not read, or is another game's.
    pub fn from_code(game: GameId, code: &str) -> Option<AnalysisOpening> {
        match crate::analysis::decode(code) {
            Ok(decoded) if decoded.tree.root_game().id() == game => {
                Self::at(decoded.tree, decoded.focus, None)
            }
            Ok(_) => Self::fresh(
                game,
                Some(Notice::Link(crate::links::share::ShareErrorKind::Malformed)),
            ),
            Err(error) => Self::fresh(game, Some(Notice::Link(error.kind()))),
        }
    }

    /// The analysis of a saved game imported with commentary: its moves
    /// the main line with their comments and marks, its variations the
    /// other lines, the board at `ply` of the main line (the last when
    /// `None`). `None` for a save without commentary, or one whose code is
    /// not its record's analysis (then it opens as a played game).
    pub fn of_annotated(entry: &SaveEntry, ply: Option<usize>) -> Option<AnalysisOpening> {
        let code = entry.annotations.as_deref()?;
        let tree = crate::analysis::annotated::stored_tree(code, &entry.record)?;
        let main = tree.main_line();
        let shown = ply.unwrap_or(main.len()).min(main.len());
        let focus = shown
            .checked_sub(1)
            .and_then(|i| main.get(i).copied())
            .unwrap_or(NodeId::ROOT);
        Self::at(tree, focus, None)
    }

    /// The analysis of a played game: its moves are the main line, and
    /// the board shows the position after `ply` of them (the last when
    /// `None`). A game longer than a tree holds starts where its last
    /// [`MAX_NODES`] moves begin.
    pub fn of_game(played: &AnyGame, ply: Option<usize>) -> Option<AnalysisOpening> {
        let plies = played.moves().len();
        let root_ply = plies.saturating_sub(MAX_NODES);
        let tree = AnalysisTree::from_game(played, root_ply).ok()?;
        let main = tree.main_line();
        let shown = ply.unwrap_or(plies).min(plies).saturating_sub(root_ply);
        let focus = shown
            .checked_sub(1)
            .and_then(|i| main.get(i).copied())
            .unwrap_or(NodeId::ROOT);
        Self::at(tree, focus, None)
    }
}

/// The board's session at `node`: its position, with its history.
fn session_at(tree: &AnalysisTree, node: NodeId) -> Option<Session> {
    Session::from_game(tree.position(node).ok()?).ok()
}

/// The site path of the analysis, for the address bar and the link: the
/// page's own path while the analysis is an empty board of the start (or
/// cannot go into a link).
fn address(
    lang: &str,
    tree: &AnalysisTree,
    code: &Result<TreeCode, CodeError>,
    focus: NodeId,
) -> String {
    let root = tree.root_game();
    let empty = tree.node_count() == 0 && root.moves().is_empty() && root.custom_start().is_none();
    match code {
        Ok(code) if !empty => code
            .path(lang, focus)
            .unwrap_or_else(|_| site::analysis_path(lang, root.id())),
        _ => site::analysis_path(lang, root.id()),
    }
}

/// The node a variation starts at: the nearest node from `id` up that is
/// not its parent's first child (`None` on the main line).
fn variation_start(tree: &AnalysisTree, id: NodeId) -> Option<NodeId> {
    let mut at = id;
    loop {
        let parent = tree.parent(at)?;
        if tree.first_child(parent) != Some(at) {
            return Some(at);
        }
        at = parent;
    }
}
