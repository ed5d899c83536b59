//! The board components: the picture of a board ([`svg`]: `BoardSvg`, on
//! the home, rules and games pages and in the position editor) and the
//! board one plays on ([`play`]: `PlayBoard`, on the play page and the
//! analysis board). Both draw a `BoardView` of [`crate::pictures`] over
//! one [`backdrop`]. The playing board stacks layers, each in a file of
//! its own: [`highlights`], [`ghosts`], the pieces ([`sprite`]),
//! [`hint`] and the tap targets ([`hits`]); they share [`state`], and
//! [`input`] turns pointer and key events into clicks. In the
//! screen-reader mode the board is a [`grid`] of buttons instead, with
//! single-key questions ([`commands`]); [`typed_move`] is the box for a
//! move typed in notation, under either board, in every mode. The layers, like
//! the parts of the play and analysis pages, are plain view functions
//! rather than `#[component]`s: each component adds its own untracked
//! call and erased view to the play page's wasm, which is at its budget.
//!
//! Apart from the pages because several pages draw boards; a board knows
//! nothing of the page around it.

pub mod backdrop;
pub mod commands;
pub mod ghosts;
pub mod grid;
pub mod highlights;
pub mod hint;
pub mod hits;
pub mod input;
pub mod play;
pub mod sprite;
pub mod state;
pub mod svg;
pub mod typed_move;
