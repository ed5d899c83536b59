//! The play page ([`page`], its state in [`state`]) and its pieces: the
//! side panel (heading, status, computer read-out, move list, controls,
//! share box), the new-game dialog and the table options it shares with the
//! start choice, the computer players, the link to
//! send a friend who plays by link, and where the game comes from and
//! how it is kept ([`keeping`]).

mod ai_bar;
mod chooser;
mod computer;
mod controls;
mod dialog;
mod friend;
mod header;
pub mod keeping;
mod page;
mod panel;
mod readout;
mod share;
mod state;
mod table;

pub use ai_bar::{watch_controls, AiBar};
pub use chooser::StartChoice;
pub use computer::Computer;
pub use dialog::{NewGame, NewGameDialog};
pub use friend::SendLink;
pub use page::PlayPage;
pub use panel::{
    ChainControls, GameOverBanner, MoveList, Nav, NavBar, NavButtons, StatusLine, TakenCounts,
};
