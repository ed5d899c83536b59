//! The play page ([`page`]) and its pieces: the side panel, the new-game
//! dialog, the computer players, the link to send a friend who plays by
//! link, and where the game comes from and how it is kept ([`keeping`]).

mod ai_bar;
mod chooser;
mod computer;
mod dialog;
mod friend;
pub mod keeping;
mod page;
mod panel;

pub use ai_bar::AiBar;
pub use chooser::StartChoice;
pub use computer::Computer;
pub use dialog::{NewGame, NewGameDialog};
pub use friend::SendLink;
pub use page::PlayPage;
pub use panel::{
    ChainControls, GameOverBanner, MoveList, NavButtons, NavIcon, StatusLine, TakenCounts,
};
