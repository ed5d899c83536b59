//! Which tafl game a position is played by: each is a board with its rules
//! ([`TaflBoard`]), so a new tafl game is a new entry here and in the start
//! layouts, not new code paths.

#[cfg(feature = "constant-board")]
use super::board::COPENHAGEN;
use super::board::{TaflBoard, TaflRules};
use crate::game_id::GameId;
use std::sync::OnceLock;

/// A tafl game: the board and the rules a [`Position`](super::Position)
/// is played by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TaflVariant {
    /// Copenhagen Hnefatafl, 11×11 (docs/rules.md section 6).
    #[default]
    Copenhagen,
    /// Brandubh, 7×7 (docs/rules.md section 9).
    Brandubh,
    /// Tablut, 9×9 (docs/rules.md section 10).
    Tablut,
    /// Copenhagen Hnefatafl on 13×13 (docs/rules.md section 11).
    Copenhagen13,
}

impl TaflVariant {
    /// Every tafl game, in the order of [`GameId::ALL`].
    pub const ALL: [TaflVariant; 4] = [
        TaflVariant::Copenhagen,
        TaflVariant::Brandubh,
        TaflVariant::Tablut,
        TaflVariant::Copenhagen13,
    ];

    /// The board and its rules. Copenhagen's is a constant, the AI's hot
    /// path; the other boards are built on first use, which keeps their
    /// tables out of every page's WebAssembly.
    #[inline(always)]
    pub fn board(self) -> &'static TaflBoard {
        match self {
            #[cfg(feature = "constant-board")]
            TaflVariant::Copenhagen => &COPENHAGEN,
            other => other_board(other),
        }
    }

    /// The game id of this variant.
    pub fn game_id(self) -> GameId {
        match self {
            TaflVariant::Copenhagen => GameId::Hnefatafl,
            TaflVariant::Brandubh => GameId::Brandubh,
            TaflVariant::Tablut => GameId::Tablut,
            TaflVariant::Copenhagen13 => GameId::Hnefatafl13,
        }
    }

    /// The tafl game played on a `size`×`size` board, if any (records
    /// that give only a board size, such as OTN's `dim`).
    pub fn of_size(size: u32) -> Option<TaflVariant> {
        TaflVariant::ALL
            .into_iter()
            .find(|v| u32::from(v.board().files()) == size)
    }

    /// The tafl variant of `game`, or `None` for a fox game.
    pub fn of_game(game: GameId) -> Option<TaflVariant> {
        TaflVariant::ALL.into_iter().find(|v| v.game_id() == game)
    }
}

/// Every board but Copenhagen's 11×11 (that one too without the
/// `constant-board` feature), built once.
#[inline(never)]
fn other_board(variant: TaflVariant) -> &'static TaflBoard {
    static BRANDUBH: OnceLock<TaflBoard> = OnceLock::new();
    static TABLUT: OnceLock<TaflBoard> = OnceLock::new();
    static COPENHAGEN_13: OnceLock<TaflBoard> = OnceLock::new();
    #[cfg(not(feature = "constant-board"))]
    static COPENHAGEN_11: OnceLock<TaflBoard> = OnceLock::new();
    match variant {
        #[cfg(not(feature = "constant-board"))]
        TaflVariant::Copenhagen => COPENHAGEN_11.get_or_init(|| TaflBoard::new(11, 11)),
        TaflVariant::Tablut => {
            TABLUT.get_or_init(|| TaflBoard::with_rules(9, 9, TaflRules::TABLUT))
        }
        TaflVariant::Copenhagen13 => COPENHAGEN_13.get_or_init(|| TaflBoard::new(13, 13)),
        _ => BRANDUBH.get_or_init(|| TaflBoard::with_rules(7, 7, TaflRules::BRANDUBH)),
    }
}
