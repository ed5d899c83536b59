//! One file per page.

mod home;
mod not_found;
mod play;
mod root;

pub use home::HomePage;
pub use not_found::NotFound;
pub use play::PlayPage;
pub use root::RootRedirect;
