//! The analysis board's model, pure Rust tested natively: a tree of moves
//! explored from any position of a game ([`tree`]), and the code that puts
//! a whole analysis in a link ([`code`]). The browser code draws the tree,
//! asks the computer for its evaluation of a node and shows the best line
//! through [`AnalysisTree::label_moves`]. The move list's lines are
//! [`listing`]'s, the position editor's model is [`editor`]'s.

pub mod annotated;
pub mod code;
pub mod editor;
pub mod eval;
pub mod listing;
pub mod tree;

pub use code::{analysis_path, decode, decode_stored, encode, CodeError, Decoded, TreeCode};
pub use tree::{
    AnalysisTree, MoveLabel, MoveNumber, NodeId, TreeError, MAX_COMMENT_LEN, MAX_NODES,
    MAX_STORED_NODES,
};
