//! The analysis board's texts chosen at run time: why a set-up position
//! cannot be analysed (one message per [`SetupError`]), why a link could
//! not be opened, and the computer's evaluation.

use crate::analysis::eval::{centi_text, Evaluation};
use crate::app::text::i18n::{t, Locale};
use crate::app::text::i18n_text::piece_name;
use crate::app::text::play_text::verdict_text;
use crate::engine::{GameId, Piece, SetupError, Side, SideName};
use crate::links::share::ShareErrorKind;

/// Why the analysis did not open as its address asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// An analysis code (`?a=`) or a game link (`?g=`) that does not read.
    Link(ShareErrorKind),
    /// A saved game (`?id=`) that is not there or does not open.
    Save,
    /// The tree holds as many moves as a link can carry.
    Full,
}

impl Notice {
    pub fn text(self, locale: Locale) -> &'static str {
        match self {
            Notice::Link(ShareErrorKind::Malformed) => t!(locale, analysis.error.malformed),
            Notice::Link(ShareErrorKind::TooLong) => t!(locale, analysis.error.too_long),
            Notice::Link(ShareErrorKind::NewerVersion) => t!(locale, analysis.error.newer_version),
            Notice::Link(ShareErrorKind::BadMove) => t!(locale, analysis.error.bad_move),
            Notice::Save => t!(locale, analysis.error.missing),
            Notice::Full => t!(locale, analysis.error.too_many),
        }
    }

    /// A stable name, for tests and styles.
    pub fn kind(self) -> &'static str {
        match self {
            Notice::Link(kind) => kind.as_str(),
            Notice::Save => "save",
            Notice::Full => "full",
        }
    }
}

/// The engine's reason a set-up position cannot be played from, in the
/// page's language.
pub fn setup_error_text(locale: Locale, error: &SetupError) -> String {
    match error {
        SetupError::BadOptions(_) => t!(locale, analysis.setup_error.bad_options).to_string(),
        SetupError::OffBoard(_) => t!(locale, analysis.setup_error.off_board).to_string(),
        SetupError::TwoPieces(point) => t!(locale, analysis.setup_error.two_pieces, point = point),
        SetupError::PieceNotInGame { piece, .. } => {
            let piece = piece_name(locale, *piece).to_lowercase();
            t!(
                locale,
                analysis.setup_error.piece_not_in_game,
                piece = &piece
            )
        }
        SetupError::FoxCount { min, max, found } if min == max => {
            t!(
                locale,
                analysis.setup_error.fox_one,
                found = &found.to_string()
            )
        }
        SetupError::FoxCount { found, .. } => {
            t!(
                locale,
                analysis.setup_error.fox_range,
                found = &found.to_string()
            )
        }
        SetupError::TooMany { piece, max, found } => {
            let (max, found) = (&max.to_string(), &found.to_string());
            match piece {
                Piece::Goose => t!(
                    locale,
                    analysis.setup_error.too_many_geese,
                    max = max,
                    found = found
                ),
                Piece::Attacker => {
                    t!(
                        locale,
                        analysis.setup_error.too_many_attackers,
                        max = max,
                        found = found
                    )
                }
                Piece::Defender => {
                    t!(
                        locale,
                        analysis.setup_error.too_many_defenders,
                        max = max,
                        found = found
                    )
                }
                _ => t!(
                    locale,
                    analysis.setup_error.too_many_pieces,
                    max = max,
                    found = found
                ),
            }
        }
        SetupError::KingCount(found) => {
            t!(
                locale,
                analysis.setup_error.king_count,
                found = &found.to_string()
            )
        }
        SetupError::OnlyTheKing(point) => {
            t!(locale, analysis.setup_error.only_the_king, point = point)
        }
    }
}

/// "for the fox, to move": whose view an estimate takes.
pub fn view_text(locale: Locale, game: GameId, side: Side) -> &'static str {
    match game.side_name(side) {
        SideName::Fox => t!(locale, analysis.engine.side.fox),
        SideName::Foxes => t!(locale, analysis.engine.side.foxes),
        SideName::Geese => t!(locale, analysis.engine.side.geese),
        SideName::Attackers => t!(locale, analysis.engine.side.attackers),
        SideName::Defenders => t!(locale, analysis.engine.side.defenders),
    }
}

/// What the estimate's number means, once, for a newcomer: counted in
/// geese in the fox games, in pieces in Hnefatafl.
pub fn unit_text(locale: Locale, game: GameId) -> &'static str {
    if game.is_tafl() {
        t!(locale, analysis.engine.unit_pieces)
    } else {
        t!(locale, analysis.engine.unit_geese)
    }
}

/// The evaluation as the page writes it: `+1.25`, or "The fox wins in 4
/// moves whatever the geese do", "Drawn with best play", or that the game
/// is over.
pub fn evaluation_text(locale: Locale, game: GameId, evaluation: Evaluation) -> String {
    match evaluation {
        Evaluation::Estimate { centi, .. } => centi_text(centi),
        Evaluation::Win { winner, moves } => verdict_text(locale, game, winner, moves),
        Evaluation::Draw => t!(locale, play.ai.drawn).to_string(),
        Evaluation::Over => t!(locale, analysis.engine.over).to_string(),
    }
}
