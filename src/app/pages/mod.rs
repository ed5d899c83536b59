//! One file per page.

mod games;
mod home;
mod not_found;
mod play;
mod root;
mod rules;

pub use games::GamesPage;
pub use home::HomePage;
pub use not_found::NotFound;
pub use play::PlayPage;
pub use root::RootRedirect;
pub use rules::RulesPage;
