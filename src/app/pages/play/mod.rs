//! The play page ([`page`], its state in [`state`]) and its pieces: the
//! side panel (heading, status, computer read-out, move list, controls,
//! share box), the new-game dialog and the table options it shares with the
//! start choice, the computer players, the link to
//! send a friend who plays by link, and where the game comes from and
//! how it is kept ([`keeping`]).

mod ai_bar;
pub(crate) mod chooser;
#[cfg(feature = "full-page")]
mod clocks;
mod computer;
mod controls;
#[cfg(feature = "full-page")]
mod dialog;
#[cfg(feature = "full-page")]
mod friend;
mod header;
pub mod keeping;
#[cfg(feature = "full-page")]
mod menus;
mod new_game;
mod page;
mod panel;
mod readout;
mod resign;
mod share;
mod state;
mod table;
#[cfg(feature = "full-page")]
pub(crate) mod terms_menus;
#[cfg(feature = "full-page")]
mod time_choice;
#[cfg(feature = "full-page")]
mod watch_controls;

pub use ai_bar::AiBar;
pub use chooser::StartChoice;
#[cfg(feature = "full-page")]
pub(crate) use clocks::clocks;
pub use computer::Computer;
#[cfg(feature = "full-page")]
pub use dialog::NewGameDialog;
#[cfg(feature = "full-page")]
pub use friend::SendLink;
pub use new_game::NewGame;
pub use page::PlayPage;
pub use panel::{
    ChainControls, GameOverBanner, MoveList, Nav, NavBar, NavButtons, StatusLine, TakenCounts,
};
pub(crate) use resign::resign_control;
pub use state::FullPage;
#[cfg(feature = "full-page")]
pub use watch_controls::watch_controls;
