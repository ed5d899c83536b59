//! Why a typed move was refused, in the page's language: the message of
//! the typed-move box under the board (`app::board::typed_move`), in every
//! mode. Straight from `locales/<lang>/access.json` with `t!`, not through
//! the screen-reader mode's sentences ([`super::access_text`]), so that the
//! play page and the analysis board carry these few texts and not the
//! mode's whole announcement code.

use super::i18n::{t, Locale};
use crate::engine::TypedMoveError;
use crate::play::TypedRefusal;

/// The message for `refusal`, naming the text typed and the point at fault.
pub fn typed_refusal(locale: Locale, refusal: &TypedRefusal) -> String {
    let error = match refusal {
        TypedRefusal::NotYourTurn => return t!(locale, access.typed_not_your_turn).into(),
        TypedRefusal::Typed(error) => error,
    };
    match error {
        TypedMoveError::Empty => t!(locale, access.typed_empty).into(),
        TypedMoveError::Malformed(text) => t!(locale, access.typed_malformed, text = text),
        TypedMoveError::OffBoard(text, point) => {
            t!(locale, access.typed_off_board, text = text, point = point)
        }
        TypedMoveError::GameOver => t!(locale, access.typed_game_over).into(),
        TypedMoveError::NoPieceToMove(text, point) => {
            t!(locale, access.typed_no_piece, text = text, point = point)
        }
        TypedMoveError::Illegal(text) => t!(locale, access.typed_illegal, text = text),
        TypedMoveError::WrongCaptures(text) => {
            t!(locale, access.typed_wrong_captures, text = text)
        }
    }
}
