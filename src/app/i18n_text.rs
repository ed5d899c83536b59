//! Translated texts chosen at run time (by game or piece), for the places
//! where the key is not known at compile time.

use super::i18n::{td_string, Locale};
use crate::engine::{GameId, Piece};

/// The game's name in `locale`.
pub fn game_name(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => td_string!(locale, games.fox_geese.name),
        GameId::TwoFoxes => td_string!(locale, games.two_foxes.name),
        GameId::GreatCross => td_string!(locale, games.great_cross.name),
        GameId::Hnefatafl => td_string!(locale, games.hnefatafl.name),
    }
}

/// The game's one-line summary in `locale` (on the pages written at build
/// time).
#[cfg(feature = "ssr")]
pub fn game_summary(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => td_string!(locale, games.fox_geese.summary),
        GameId::TwoFoxes => td_string!(locale, games.two_foxes.summary),
        GameId::GreatCross => td_string!(locale, games.great_cross.summary),
        GameId::Hnefatafl => td_string!(locale, games.hnefatafl.summary),
    }
}

/// The piece's name in `locale`.
pub fn piece_name(locale: Locale, piece: Piece) -> &'static str {
    match piece {
        Piece::Fox => td_string!(locale, pieces.fox),
        Piece::Goose => td_string!(locale, pieces.goose),
        Piece::Attacker => td_string!(locale, pieces.attacker),
        Piece::Defender => td_string!(locale, pieces.defender),
        Piece::King => td_string!(locale, pieces.king),
    }
}
