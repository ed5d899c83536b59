//! Why a typed move was refused, in the page's language: the message of
//! the typed-move box under the board (`app::board::typed_move`), in every
//! mode. From the `typed` texts of `locales/<lang>/play.json`, which the
//! page's own text table holds in its one language (not the screen-reader
//! mode's `access` texts, compiled in all three), and not through the
//! mode's sentences ([`super::access_text`]), so that the play page and the
//! analysis board carry these few texts and not the mode's whole
//! announcement code.

use super::i18n::{t, Locale};
use crate::engine::{GameId, TypedMoveError};
use crate::play::TypedRefusal;

/// The box's hint: a move, and what the game's moves may add (a fox's
/// jumps, the pieces a Hnefatafl move takes).
pub fn typed_hint(locale: Locale, game: GameId) -> &'static str {
    if game.is_tafl() {
        t!(locale, play.typed.hint_tafl)
    } else {
        t!(locale, play.typed.hint)
    }
}

/// The message for `refusal` on a board of `game`, naming the text typed
/// and the point at fault.
pub fn typed_refusal(locale: Locale, game: GameId, refusal: &TypedRefusal) -> String {
    let error = match refusal {
        TypedRefusal::NotYourTurn => return t!(locale, play.typed.not_your_turn).into(),
        TypedRefusal::Watching => return t!(locale, play.typed.watching).into(),
        TypedRefusal::Typed(error) => error,
    };
    match error {
        TypedMoveError::Empty => t!(locale, play.typed.empty).into(),
        TypedMoveError::Malformed(text) if game.is_tafl() => {
            t!(locale, play.typed.malformed_tafl, text = text)
        }
        TypedMoveError::Malformed(text) => t!(locale, play.typed.malformed, text = text),
        TypedMoveError::OffBoard(text, point) => {
            t!(locale, play.typed.off_board, text = text, point = point)
        }
        TypedMoveError::GameOver => t!(locale, play.typed.game_over).into(),
        TypedMoveError::NoPieceToMove(text, point) => {
            t!(locale, play.typed.no_piece, text = text, point = point)
        }
        TypedMoveError::Illegal(text) => t!(locale, play.typed.illegal, text = text),
        TypedMoveError::WrongCaptures(text) => {
            t!(locale, play.typed.wrong_captures, text = text)
        }
    }
}
