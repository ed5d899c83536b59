//! The screen-reader mode as a layer the pages are handed, not one they
//! carry. Its parts (the board as a grid of buttons with its single-key
//! questions, and the full spoken description of every move) are reached
//! only through [`SCREEN_READER`], which only the access binaries
//! (`access-play`, `access-analysis`) pass to the app when they start it:
//! the play page's and the analysis board's own wasm never name it, so the
//! linker leaves the mode's code out of their first load. The site script
//! has the boot code load an access binary instead when the mode is on.
//! (The box for a move typed in notation is not the mode's: the pages show
//! it in every mode, see `app::board::typed_move`.)

use crate::app::board::grid::board_grid;
use crate::app::board::input::BoardInput;
use crate::app::board::state::BoardState;
use crate::app::text::access_text::GameWords;
use crate::app::text::i18n::Locale;
use crate::engine::GameId;
use crate::play::announce::announce_move;
use crate::play::Session;
use leptos::prelude::*;

/// The parts of an access mode, as plain function pointers so that code
/// which is never given them never holds them.
#[derive(Clone, Copy)]
pub struct Access {
    /// The board in place of the drawn one: the board's state, its input,
    /// whether it is turned, and what the computer says of the position.
    pub(crate) board: fn(BoardState, BoardInput, Signal<bool>, Signal<Option<String>>) -> AnyView,
    /// What the live region says after a move.
    pub(crate) announce: fn(Locale, GameId, &Session) -> Option<String>,
}

/// The screen-reader mode: the grid board and the full announcements.
pub const SCREEN_READER: Access = Access {
    board: grid,
    announce: full_announcement,
};

/// The access mode the app was started with, if any (read while a page
/// is being built; the start functions provide it).
pub(crate) fn current() -> Option<Access> {
    use_context::<Access>()
}

fn grid(
    state: BoardState,
    input: BoardInput,
    flipped: Signal<bool>,
    evaluation: Signal<Option<String>>,
) -> AnyView {
    board_grid(state, input, flipped, evaluation).into_any()
}

/// The piece and its path, each piece taken, the king's open routes, what
/// can be taken next, and whose turn it is or how the game ended
/// ([`announce_move`]).
fn full_announcement(locale: Locale, game: GameId, s: &Session) -> Option<String> {
    let last = s.history().game().describe_last()?;
    let words = GameWords {
        locale,
        game,
        person: s.seats().persons_side(),
    };
    Some(announce_move(&words, s.history().game().topology(), &last))
}
