//! The screen-reader board's single-key questions, answered in the
//! page's language from the session: M the focused piece's legal moves,
//! L the last move (as it was announced), T whose turn it is or how the
//! game ended, C each side's time on the clock (or that the game is
//! untimed), E the computer's evaluation when the page has one.

use crate::app::text::access_text::GameWords;
use crate::app::text::i18n::{t, Locale};
use crate::app::text::play_text::{outcome_sentence, turn_text};
use crate::app::text::saved_text::side_name;
use crate::clock::clock_face;
use crate::engine::Side;
use crate::play::announce::{announce_move, moves_from, Sentence, Words};
use crate::play::Session;

/// The answer to `key` (lower case) with the focus on `focus`, or `None`
/// when the key asks nothing. `evaluation` is what the computer says of
/// the position, when the page has a computer that judges it.
pub fn answer(
    locale: Locale,
    session: &Session,
    key: char,
    focus: u8,
    evaluation: Option<String>,
) -> Option<String> {
    let game = session.history().game();
    let words = GameWords {
        locale,
        game: game.id(),
        person: session.seats().persons_side(),
    };
    let board = game.topology();
    Some(match key {
        'm' => moves_from(&words, board, focus, &game.legal_moves()),
        'l' => match game.describe_last() {
            Some(last) => announce_move(&words, board, &last),
            None => words.say(Sentence::NoLastMove),
        },
        't' => match game.outcome() {
            Some(outcome) => {
                outcome_sentence(locale, game.id(), outcome, session.seats().persons_side())
            }
            None => format!("{}.", turn_text(locale, game.id(), game.side_to_move())),
        },
        'c' => match session.terms().clock() {
            Some(clock) => {
                let now = crate::app::browser::now_ms_or(session.terms().now_ms());
                let time = |side| clock_face(clock.remaining_ms(side, now));
                let side = |side| side_name(locale, game.id(), side);
                t!(
                    locale,
                    access.clock_times,
                    first = side(Side::First),
                    first_time = &time(Side::First),
                    second = side(Side::Second),
                    second_time = &time(Side::Second)
                )
            }
            None => t!(locale, access.no_clock).to_string(),
        },
        'e' => evaluation.unwrap_or_else(|| t!(locale, access.no_eval).to_string()),
        _ => return None,
    })
}
