//! The board components: the picture of a board ([`svg`]: `BoardSvg`, on
//! the home, rules and games pages and in the position editor) and the
//! board one plays on ([`play`]: `PlayBoard`, on the play page and the
//! analysis board). Both draw a `BoardView` of [`crate::pictures`].
//!
//! Apart from the pages because several pages draw boards; a board knows
//! nothing of the page around it.

pub mod play;
pub mod svg;
