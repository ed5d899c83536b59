//! The state of one analysis page, shared by its parts: the tree, the
//! node on the board and its session, the notice, the editor, the
//! computer; and the moves through the tree and the edits of it.

use crate::analysis::editor::Editor;
use crate::analysis::{AnalysisTree, NodeId, TreeCode, TreeError};
use crate::app::browser;
use crate::app::pages::analysis::engine::Analyst;
use crate::app::pages::analysis::{address, session_at, variation_start, AnalysisOpening, Notice};
use crate::app::text::i18n::{lang_of, Locale};
use crate::engine::{AnyGame, GameId, Options};
use crate::play::{Action, Session};
use crate::site::href;
use leptos::prelude::*;

/// The analysis page's state. Cheap to copy.
#[derive(Clone, Copy)]
pub struct AnalysisState {
    pub locale: Locale,
    pub game: GameId,
    pub session: RwSignal<Session>,
    pub tree: RwSignal<AnalysisTree>,
    pub focus: RwSignal<NodeId>,
    pub notice: RwSignal<Option<Notice>>,
    pub flipped: RwSignal<bool>,
    /// The editor's position lives as long as the page (a signal made in
    /// a click handler would belong to the view the click replaces).
    pub editing: RwSignal<bool>,
    pub editor: RwSignal<Editor>,
    /// The link was copied (`Some(true)`), or could not be.
    pub copied: RwSignal<Option<bool>>,
    /// The tree's code, made once per change of the tree; moving through
    /// it only rewrites the focus.
    pub code: Memo<Result<TreeCode, crate::analysis::CodeError>>,
    pub analyst: Analyst,
}

impl AnalysisState {
    /// The state of the analysis page of `game`, opening with `opening`.
    pub fn new(locale: Locale, game: GameId, opening: AnalysisOpening) -> AnalysisState {
        let AnalysisOpening {
            tree,
            focus,
            notice,
            session,
        } = opening;
        let tree = RwSignal::new(tree);
        let focus = RwSignal::new(focus);
        AnalysisState {
            locale,
            game,
            session: RwSignal::new(session),
            tree,
            focus,
            notice: RwSignal::new(notice),
            flipped: RwSignal::new(false),
            editing: RwSignal::new(false),
            editor: RwSignal::new(Editor::new(game, Options::default())),
            copied: RwSignal::new(None),
            code: Memo::new(move |_| tree.with(TreeCode::of)),
            analyst: Analyst::new(tree, focus),
        }
    }

    /// Shows `node` on the board.
    pub fn go(&self, node: NodeId) {
        let Some(at) = self.tree.with_untracked(|t| session_at(t, node)) else {
            return;
        };
        self.focus.set(node);
        self.session.set(at);
    }

    /// A move played on the board goes into the tree at the node shown.
    pub fn act(&self, action: Action) {
        let Action::Play(mv) = action else { return };
        let at = self.focus.get_untracked();
        match self.tree.try_update(|t| t.play(at, &mv)) {
            Some(Ok(node)) => self.focus.set(node),
            Some(Err(TreeError::TooManyNodes)) => {
                self.notice.set(Some(Notice::Full));
                self.go(at);
            }
            _ => self.go(at),
        }
    }

    /// A jump chain stopped at its current landing is a move too.
    pub fn stop_chain(&self) {
        let action = self
            .session
            .try_update(|s| s.stop_chain())
            .unwrap_or(Action::Ignored);
        self.act(action);
    }

    /// The site path of the analysis with the focus on `focus`.
    pub fn path(&self, focus: NodeId) -> String {
        let lang = lang_of(self.locale);
        self.code
            .with(|c| self.tree.with(|t| address(lang, t, c, focus)))
    }

    /// Shows the node before the one shown.
    pub fn step_back(&self) {
        if let Some(parent) = self
            .tree
            .with_untracked(|t| t.parent(self.focus.get_untracked()))
        {
            self.go(parent);
        }
    }

    /// Shows the next node of the line shown.
    pub fn step_forward(&self) {
        let next = self
            .tree
            .with_untracked(|t| t.first_child(self.focus.get_untracked()));
        if let Some(next) = next {
            self.go(next);
        }
    }

    /// Shows the last node of the line shown.
    pub fn go_to_end(&self) {
        let end = self
            .tree
            .with_untracked(|t| t.line_from(self.focus.get_untracked()).last().copied());
        if let Some(end) = end {
            self.go(end);
        }
    }

    /// The variation the node shown is on moves up one place among its
    /// siblings.
    pub fn promote(&self) {
        let node = self.focus.get_untracked();
        self.tree.update(|t| {
            if let Some(start) = variation_start(t, node) {
                let _ = t.promote(start);
            }
        });
    }

    /// The line to the node shown becomes the main line.
    pub fn make_main(&self) {
        let node = self.focus.get_untracked();
        self.tree.update(|t| {
            let _ = t.promote_to_main_line(node);
        });
    }

    /// The node shown and everything after it go.
    pub fn delete(&self) {
        let node = self.focus.get_untracked();
        if let Some(Ok(parent)) = self.tree.try_update(|t| t.delete(node)) {
            self.go(parent);
        }
    }

    /// The analysis's address goes to the clipboard.
    pub fn copy_link(&self) {
        let path = untrack(|| self.path(self.focus.get_untracked()));
        let url = format!("{}{}", browser::origin(), href(&path));
        let copied = self.copied;
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    }

    /// The position on the board goes into the editor.
    pub fn open_editor(&self) {
        let session = self.session;
        self.editor
            .set(session.with_untracked(|s| Editor::of_game(s.history().game())));
        self.editing.set(true);
    }

    /// The editor's position becomes the new analysis; Computer analysis
    /// stays as it was (when on, it thinks about the new position).
    pub fn analyse(&self, played: AnyGame) {
        self.analyst.stop();
        self.tree.set(AnalysisTree::new(played));
        self.notice.set(None);
        self.editing.set(false);
        self.go(NodeId::ROOT);
    }

    /// Plays `line` of the computer's from `node`, and shows its end.
    pub fn play_line(&self, node: NodeId, line: Vec<String>) {
        if let Some(Ok(end)) = self.tree.try_update(|t| t.play_line(node, &line)) {
            self.go(end);
        }
    }

    /// The analysis starts from a set-up position.
    pub fn set_up(&self) -> bool {
        self.tree.with(|t| t.root_game().custom_start().is_some())
    }
}
