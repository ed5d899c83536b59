//! The screen-reader mode's words in the page's language: the
//! [`Words`] of [`crate::play::announce`] answered from
//! `locales/<lang>/access.json` with `t!`, the pieces' names and the turn
//! and result sentences the play page already shows.

use super::i18n::{t, Locale};
use super::i18n_text::piece_name;
use super::play_text::{outcome_sentence, turn_text};
use crate::engine::{GameId, Outcome, Piece, Side};
use crate::play::announce::{Sentence, Words};

/// The words of one game in one language; the result is said from the
/// view of `person` when one person plays the computer ("You won").
#[derive(Clone, Copy, Debug)]
pub struct GameWords {
    pub locale: Locale,
    pub game: GameId,
    pub person: Option<Side>,
}

impl Words for GameWords {
    fn say(&self, sentence: Sentence) -> String {
        let locale = self.locale;
        match sentence {
            Sentence::Moved { piece, from, to } => {
                t!(locale, access.moved, piece = piece, from = from, to = to)
            }
            Sentence::MovedVia {
                piece,
                from,
                via,
                to,
            } => {
                t!(
                    locale,
                    access.moved_via,
                    piece = piece,
                    from = from,
                    via = via,
                    to = to
                )
            }
            Sentence::Taken { count, pieces } => {
                t!(locale, access.taken, count = count, pieces = pieces)
            }
            Sentence::PieceOn { piece, point } => {
                t!(locale, access.piece_on, piece = piece, point = point)
            }
            Sentence::KingRoutes { count, corners } => {
                t!(locale, access.king_routes, count = count, corners = corners)
            }
            Sentence::AtRisk { count, pieces } => {
                t!(locale, access.at_risk, count = count, pieces = pieces)
            }
            Sentence::Either { list, last } => t!(locale, access.either, list = list, last = last),
            Sentence::MovesFrom {
                point,
                count,
                moves,
            } => {
                t!(
                    locale,
                    access.moves_from,
                    count = count,
                    point = point,
                    moves = moves
                )
            }
            Sentence::NoMovesFrom { point } => t!(locale, access.no_moves_from, point = point),
            Sentence::NoLastMove => t!(locale, access.no_last_move).to_string(),
        }
    }

    fn piece(&self, piece: Piece) -> &str {
        piece_name(self.locale, piece)
    }

    fn piece_in_sentence(&self, piece: Piece) -> &str {
        piece_in_sentence(self.locale, piece)
    }

    fn turn(&self, side: Side) -> String {
        format!("{}.", turn_text(self.locale, self.game, side))
    }

    fn ending(&self, outcome: Outcome) -> String {
        outcome_sentence(self.locale, self.game, outcome, self.person)
    }
}

/// A piece's name inside a sentence: "goose".
pub fn piece_in_sentence(locale: Locale, piece: Piece) -> &'static str {
    match piece {
        Piece::Fox => t!(locale, access.piece.fox),
        Piece::Goose => t!(locale, access.piece.goose),
        Piece::Attacker => t!(locale, access.piece.attacker),
        Piece::Defender => t!(locale, access.piece.defender),
        Piece::King => t!(locale, access.piece.king),
    }
}

/// A button of the screen-reader board: "d4, attacker" or "d4, empty".
pub fn cell_label(locale: Locale, piece: Option<Piece>, point: &str) -> String {
    let piece = match piece {
        Some(piece) => piece_in_sentence(locale, piece),
        None => t!(locale, access.empty),
    };
    t!(locale, access.cell, point = point, piece = piece)
}
