//! Board pictures as data: every point, line, area and piece of a board
//! in SVG units ([`board_view`]), and the rules pages' diagrams, each a
//! position the engine reaches ([`diagrams`]), and moving through the
//! screen-reader board along the board's lines ([`navigation`]), and the
//! still parts of a picture as SVG markup ([`markup`]).
//!
//! Apart from the app because they are pure and tested natively: the
//! app's board components only turn them into SVG, and the saves keep one
//! as a game's thumbnail.

pub mod board_view;
pub mod diagrams;
pub mod markup;
pub mod navigation;
