//! Translated texts chosen at run time (by game or piece), for the places
//! where the key is not known at compile time.

use super::i18n::{t, Locale};
use crate::engine::{GameId, Piece};

/// The game's name in `locale`.
pub fn game_name(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => t!(locale, games.fox_geese.name),
        GameId::TwoFoxes => t!(locale, games.two_foxes.name),
        GameId::GreatCross => t!(locale, games.great_cross.name),
        GameId::Hnefatafl => t!(locale, games.hnefatafl.name),
        GameId::Brandubh => t!(locale, games.brandubh.name),
        GameId::Tablut => t!(locale, games.tablut.name),
        GameId::Hnefatafl13 => t!(locale, games.hnefatafl_13.name),
    }
}

/// The game's one-line summary in `locale` (on the pages written at build
/// time).
#[cfg(feature = "ssr")]
pub fn game_summary(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => t!(locale, games.fox_geese.summary),
        GameId::TwoFoxes => t!(locale, games.two_foxes.summary),
        GameId::GreatCross => t!(locale, games.great_cross.summary),
        GameId::Hnefatafl => t!(locale, games.hnefatafl.summary),
        GameId::Brandubh => t!(locale, games.brandubh.summary),
        GameId::Tablut => t!(locale, games.tablut.summary),
        GameId::Hnefatafl13 => t!(locale, games.hnefatafl_13.summary),
    }
}

/// The piece's name in `locale`.
pub fn piece_name(locale: Locale, piece: Piece) -> &'static str {
    match piece {
        Piece::Fox => t!(locale, pieces.fox),
        Piece::Goose => t!(locale, pieces.goose),
        Piece::Attacker => t!(locale, pieces.attacker),
        Piece::Defender => t!(locale, pieces.defender),
        Piece::King => t!(locale, pieces.king),
    }
}
