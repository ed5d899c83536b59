//! The play page ([`page`], its state in [`state`]) and its pieces: the
//! side panel (heading, status, computer read-out, move list, controls,
//! share box), the start choice and its table options, the computer
//! players, the link to send a friend who plays by link, and where the
//! game comes from and how it is kept ([`keeping`]).

mod ai_bar;
pub(crate) mod chooser;
mod clocks;
mod computer;
mod controls;
mod friend;
mod header;
pub mod keeping;
mod menus;
mod new_game;
mod page;
mod panel;
mod readout;
mod resign;
mod share;
mod state;
mod table;
pub(crate) mod terms_menus;
mod time_choice;
mod watch_controls;

pub use ai_bar::AiBar;
pub use chooser::StartChoice;
pub(crate) use clocks::clocks;
pub use computer::Computer;
pub use friend::SendLink;
pub use new_game::NewGame;
pub use page::PlayPage;
pub use panel::{
    ChainControls, GameOverBanner, MoveList, Nav, NavBar, NavButtons, StatusLine, TakenCounts,
};
pub(crate) use resign::resign_control;
