//! The lean build: the play page's own binary (`tafl-app`, a first visit's
//! load) is built without the `full-page` feature, and no clock, rated
//! game or game by link can exist in it. Each of those types holds a
//! [`FullPageOnly`] marker, which has no value in that build, so the
//! compiler knows every `Option` of them is `None` and leaves all their
//! code out; their constructors exist only with the feature. A save that
//! holds one is not read there: it is handed to the full play page
//! (`crate::saves::SaveError::FullPage`).

/// Present in every value of a clock, a rated game or a game by link: a
/// unit in builds with the full play page, a type with no value without.
#[cfg(feature = "full-page")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FullPageOnly;

/// Present in every value of a clock, a rated game or a game by link: a
/// unit in builds with the full play page, a type with no value without.
#[cfg(not(feature = "full-page"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FullPageOnly {}
