//! The three fox games as data (docs/rules.md sections 3–5): what tells them
//! apart is a handful of values, not separate code paths.

use super::tables::Tables;
use crate::game_id::{GameId, OptionError, Options};
use crate::piece::Piece;
use crate::setup;
use crate::topology::Topology;
use std::fmt;
use std::sync::OnceLock;

/// The rules that differ between the fox games; the board, the start and
/// the pen come from [`setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spec {
    /// Two Foxes: a jump must be taken, and a chain run to its end.
    mandatory_capture: bool,
    /// The fox side wins when fewer geese than this remain.
    min_geese: u32,
    /// Geese always step sideways too (fox-geese leaves it to the option).
    sideways: bool,
}

const FOX_GEESE: Spec = Spec {
    mandatory_capture: false,
    min_geese: 4,
    sideways: false,
};

const TWO_FOXES: Spec = Spec {
    mandatory_capture: true,
    min_geese: 9,
    sideways: true,
};

const GREAT_CROSS: Spec = Spec {
    mandatory_capture: false,
    min_geese: 4,
    sideways: true,
};

/// Why a [`Variant`] could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The game is not one of the fox games.
    NotAFoxGame(GameId),
    /// The table options are not allowed for the game.
    Options(OptionError),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::NotAFoxGame(game) => write!(f, "{game} is not a fox game"),
            VariantError::Options(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for VariantError {}

/// One fox game with its table options: the board, the start position and
/// the rules that vary. Small and `Copy`; the lookup tables are shared.
#[derive(Clone, Copy)]
pub struct Variant {
    game: GameId,
    options: Options,
    spec: Spec,
    topology: &'static Topology,
    pub(crate) tables: &'static Tables,
    start_foxes: u64,
    start_geese: u64,
    pen: u64,
}

impl Variant {
    /// The variant of `game` played with `options`.
    ///
    /// # Errors
    /// [`VariantError::NotAFoxGame`] for Hnefatafl, [`VariantError::Options`]
    /// when the options are not allowed for `game` (see [`Options::validate`]).
    pub fn new(game: GameId, options: Options) -> Result<Variant, VariantError> {
        let (spec, slot) = match game {
            GameId::FoxGeese => (FOX_GEESE, options.sideways as usize),
            GameId::TwoFoxes => (TWO_FOXES, 2),
            GameId::GreatCross => (GREAT_CROSS, 3),
            GameId::Hnefatafl | GameId::Brandubh | GameId::Tablut | GameId::Hnefatafl13 => {
                return Err(VariantError::NotAFoxGame(game))
            }
        };
        options.validate(game).map_err(VariantError::Options)?;
        let sideways = spec.sideways || options.sideways;
        let topology = setup::topology(game);
        static TABLES: [OnceLock<Tables>; 4] = [const { OnceLock::new() }; 4];
        let tables = TABLES[slot].get_or_init(|| Tables::new(topology, sideways));
        let mut start_foxes = 0;
        let mut start_geese = 0;
        for (point, piece) in setup::start_pieces(game, options) {
            match piece {
                Piece::Fox => start_foxes |= 1 << point,
                _ => start_geese |= 1 << point,
            }
        }
        let pen = setup::pen_points(game)
            .into_iter()
            .fold(0, |mask, p| mask | 1 << p);
        Ok(Variant {
            game,
            options,
            spec,
            topology,
            tables,
            start_foxes,
            start_geese,
            pen,
        })
    }

    /// Which game this is.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The table options it is played with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The board.
    pub fn topology(&self) -> &'static Topology {
        self.topology
    }

    /// Every point of the board, one bit per point index.
    #[inline]
    pub fn points(&self) -> u64 {
        self.tables.board
    }

    /// True when a fox must capture if it can (Two Foxes).
    pub fn mandatory_capture(&self) -> bool {
        self.spec.mandatory_capture
    }

    /// True when geese may step sideways.
    pub fn geese_step_sideways(&self) -> bool {
        self.spec.sideways || self.options.sideways
    }

    /// The fox side wins as soon as fewer geese than this are left.
    pub fn min_geese(&self) -> u32 {
        self.spec.min_geese
    }

    /// Number of foxes (they are never captured).
    pub fn fox_count(&self) -> u32 {
        self.start_foxes.count_ones()
    }

    /// Number of geese at the start: no position can have more.
    pub fn start_geese_count(&self) -> u32 {
        self.start_geese.count_ones()
    }

    /// The foxes of the start position, one bit per point index.
    pub fn start_foxes(&self) -> u64 {
        self.start_foxes
    }

    /// The geese of the start position, one bit per point index.
    pub fn start_geese(&self) -> u64 {
        self.start_geese
    }

    /// The pen of Two Foxes as a point set (0 in the other games).
    pub fn pen(&self) -> u64 {
        self.pen
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        self.game == other.game && self.options == other.options
    }
}

impl Eq for Variant {}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Variant")
            .field("game", &self.game)
            .field("options", &self.options)
            .finish()
    }
}
