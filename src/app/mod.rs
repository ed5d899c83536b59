//! The browser app: the pages (`pages/`, the play page and the analysis
//! board among them, each with its pieces), the board components
//! (`board/`), the locale and the texts (`text/`), the browser's services
//! (`browser/`: storage, the AI worker), the screen-reader mode as a layer
//! only its own binaries hand the pages ([`access`]), and the two ways a
//! page is rendered (`render/` at build time, `start.rs` in the browser).
//!
//! Every page is rendered twice from the same components. At build time,
//! natively (feature `ssr`), [`render`] writes each page out as a whole
//! HTML document with its text and boards, so a page shows at once, even
//! before any code has loaded and with JavaScript off. In the browser the
//! pages that react to the player (the play page, "My games") are then
//! started by [`start`]: the app renders the page's main region from the
//! player's own state (a saved game, a shared link, the saved-games list)
//! in the same markup and puts it in place of the written one. The other
//! pages stay as written: the app's code is not even loaded there.

pub mod access;
mod board;
pub mod browser;
mod pages;
#[cfg(feature = "ssr")]
pub mod render;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(all(test, target_arch = "wasm32"))]
mod tests;
pub mod text;

// The pages that react to the player: `start` mounts them in the
// browser, `render` writes them out at build time.
pub use access::SCREEN_READER;
pub use pages::analysis::{AnalysisOpening, AnalysisPage};
pub use pages::puzzles::{PuzzleOpening, PUZZLE_LIST_ID};
pub use pages::{GamesPage, PlayPage, PuzzlesPage};
#[cfg(target_arch = "wasm32")]
pub use start::{start_analysis, start_games, start_play, start_puzzles};

/// The element the app renders an interactive page's main region into.
pub const MAIN_ID: &str = "main";
