//! Where a puzzle can be taken: its own link (kept in the address bar
//! and copied on request) and the analysis board at the position shown.

use super::state::PuzzleState;
use crate::app::browser;
use crate::puzzles::Puzzle;
use crate::site::{self, href};
use leptos::prelude::*;

impl PuzzleState {
    /// The page's address names the puzzle, so it can be copied.
    pub(super) fn follow_address(&self, puzzle: &Puzzle) {
        let path = self.link_path(puzzle);
        #[cfg(target_arch = "wasm32")]
        browser::replace_address(&href(&path));
        #[cfg(not(target_arch = "wasm32"))]
        let _ = path;
    }

    /// The site path of a puzzle's link.
    fn link_path(&self, puzzle: &Puzzle) -> String {
        let lang = crate::app::text::i18n::lang_of(self.locale);
        format!(
            "{}?p={}",
            site::puzzles_path(lang, self.game, self.options),
            puzzle.id
        )
    }

    /// Copies the puzzle's link.
    pub fn copy_link(&self) {
        let Some(puzzle) = self.puzzle_untracked() else {
            return;
        };
        let url = format!("{}{}", browser::origin(), href(&self.link_path(&puzzle)));
        let copied = self.copied;
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    }

    /// The analysis board at the position on the board now.
    pub fn analysis_href(&self) -> Option<String> {
        let lang = crate::app::text::i18n::lang_of(self.locale);
        let game = self.session.with(|s| s.history().game().setup());
        let root = crate::engine::AnyGame::from_setup(&game).ok()?;
        let tree = crate::analysis::AnalysisTree::new(root);
        crate::analysis::code::analysis_path(lang, &tree, crate::analysis::NodeId::ROOT)
            .ok()
            .map(|path| href(&path))
    }
}
