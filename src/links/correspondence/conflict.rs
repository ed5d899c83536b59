//! Why a correspondence link is refused: each case names the saved game
//! it would have changed, so the page can explain it and leave that game
//! as it is.

use crate::engine::Side;
use std::fmt;

/// Why a correspondence link cannot be taken into the saved game. The
/// saved game is left as it is; the person is told which case it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkConflict {
    /// The link gives this browser the friend's side, `mine` being the
    /// side it plays here: most likely the person opened the link they
    /// sent (it is for the friend).
    OtherSide { save_id: String, mine: Side },
    /// The saved game of this id is another game or has other options (a
    /// made-up link).
    OtherGame { save_id: String },
    /// The saved game is further on: the link's `link` moves are the
    /// start of its `saved` moves (an earlier link, opened again).
    Older {
        save_id: String,
        saved: usize,
        link: usize,
    },
    /// The link and the saved game part at move `at` (1-based): one of
    /// them took a move back and played another.
    Diverged { save_id: String, at: usize },
    /// The link comes from, or answers, another browser than the one that
    /// holds `side`'s seat (its key differs from the one known here):
    /// this person's seat (`yours`), or the friend's.
    OtherBrowser {
        save_id: String,
        side: Side,
        yours: bool,
    },
    /// The game ended here (a resignation, a draw agreed) and the link
    /// does not say so: it was sent before the end reached the friend.
    Ended { save_id: String },
}

impl LinkConflict {
    /// The save the link is about.
    pub fn save_id(&self) -> &str {
        match self {
            LinkConflict::OtherSide { save_id, .. }
            | LinkConflict::OtherGame { save_id }
            | LinkConflict::Older { save_id, .. }
            | LinkConflict::Diverged { save_id, .. }
            | LinkConflict::OtherBrowser { save_id, .. }
            | LinkConflict::Ended { save_id } => save_id,
        }
    }

    /// A stable name, for `data-` attributes and logs (the UI maps each
    /// case to a translated message).
    pub fn as_str(&self) -> &'static str {
        match self {
            LinkConflict::OtherSide { .. } => "other-side",
            LinkConflict::OtherGame { .. } => "other-game",
            LinkConflict::Older { .. } => "older",
            LinkConflict::Diverged { .. } => "diverged",
            LinkConflict::OtherBrowser { .. } => "other-browser",
            LinkConflict::Ended { .. } => "ended",
        }
    }
}

impl fmt::Display for LinkConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkConflict::OtherSide { save_id, mine } => write!(
                f,
                "the link is for the other player: this browser plays {mine:?} in game {save_id}"
            ),
            LinkConflict::OtherGame { save_id } => {
                write!(f, "the link names saved game {save_id} but is another game")
            }
            LinkConflict::Older {
                save_id,
                saved,
                link,
            } => write!(
                f,
                "the link ({link} moves) is older than saved game {save_id} ({saved} moves)"
            ),
            LinkConflict::Diverged { save_id, at } => {
                write!(f, "the link and saved game {save_id} differ at move {at}")
            }
            LinkConflict::OtherBrowser { save_id, side, .. } => {
                write!(f, "another browser played {side:?} in saved game {save_id}")
            }
            LinkConflict::Ended { save_id } => {
                write!(
                    f,
                    "saved game {save_id} has ended and the link does not say so"
                )
            }
        }
    }
}

impl std::error::Error for LinkConflict {}
