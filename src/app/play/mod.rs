//! The pieces of the play page: the interactive board, the side panel, the
//! new-game dialog, and the texts they choose at run time.

mod board;
mod dialog;
pub mod keeping;
mod panel;
mod text;

pub use board::PlayBoard;
pub use dialog::NewGameDialog;
pub use panel::{ChainControls, GameOverBanner, MoveList, NavButtons, StatusLine, TakenCounts};
pub use text::{outcome_sentence, reason_text, result_text, side_name, turn_text, SideName};
