//! One file per page, or a folder for a page with pieces of its own (the
//! play page, the analysis board). The pages that do not react to the
//! player are only ever written out at build time (feature `ssr`); the
//! browser app holds the play page, "My games" and the analysis board.

pub mod analysis;
mod games;
mod games_analysis;
mod games_backup;
mod games_facts;
mod games_ratings;
#[cfg(feature = "ssr")]
mod home;
#[cfg(feature = "ssr")]
mod not_found;
pub mod play;
pub mod puzzles;
mod records;
#[cfg(feature = "ssr")]
mod root;
#[cfg(feature = "ssr")]
mod rules;
#[cfg(feature = "ssr")]
mod solved;

pub use games::GamesPage;
#[cfg(feature = "ssr")]
pub use home::HomePage;
#[cfg(feature = "ssr")]
pub use not_found::NotFound;
pub use play::PlayPage;
pub use puzzles::PuzzlesPage;
#[cfg(feature = "ssr")]
pub use root::RootPage;
#[cfg(feature = "ssr")]
pub use rules::{doc_title as rules_doc_title, RulesPage};
#[cfg(feature = "ssr")]
pub use solved::SolvedPage;
