//! Links and codes: what an address carries from one browser to another.
//! A shared game and a friend's move in a game by link ([`share`]), what
//! opening such a link does to the games saved here ([`correspondence`];
//! the game's id and whom a link is for are [`invite`]'s),
//! and the pieces every code is made of: bits packed into bytes
//! (`codec.rs`, also the analysis board's code) written as URL-safe text
//! (`base64url.rs`, also the saves' ids).
//!
//! Apart from the saves and the pages because a link outlives the version
//! of Tafl that wrote it: its formats are versioned, strict and pure, and
//! tested natively without a browser.

pub(crate) mod base64url;
pub(crate) mod codec;
pub mod correspondence;
pub mod invite;
pub mod share;
