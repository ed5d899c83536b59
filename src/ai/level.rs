//! Playing levels: each a time budget, a depth cap and an amount of noise
//! added to root scores (deliberate mistakes), from `random` to `maximum`.

use std::fmt;
use std::str::FromStr;
use tafl_engine::{GameId, Side};

/// The contempt of the lower levels' geese in the Great Cross (centi-geese):
/// see [`Level::contempt_in`].
pub const GREAT_CROSS_GEESE_CONTEMPT: i32 = 1000;

/// A playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Uniformly random legal moves.
    Random,
    /// One ply, large noise: sees its own captures but not the reply, so
    /// it leaves pieces hanging like someone learning the game.
    Beginner,
    /// Two plies, moderate noise.
    Easy,
    /// Four plies, small noise.
    Medium,
    /// Six plies at most (four in Hnefatafl), 1 s a move, no exact play.
    Hard,
    /// Full search, 2 s a move: the strongest.
    Maximum,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Maximum,
    ];

    /// The name used on the command line and in the app.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Maximum => "maximum",
        }
    }

    /// Thinking time per move in milliseconds.
    pub fn time_ms(self) -> u64 {
        match self {
            Level::Random => 0,
            Level::Beginner => 50,
            Level::Easy => 150,
            Level::Medium => 400,
            Level::Hard => 1000,
            Level::Maximum => 2000,
        }
    }

    /// Deepest iteration.
    pub fn max_depth(self) -> u32 {
        match self {
            Level::Random => 0,
            Level::Beginner => 1,
            Level::Easy => 2,
            Level::Medium => 4,
            Level::Hard => 6,
            Level::Maximum => 64,
        }
    }

    /// Deepest iteration in `game`. In Hnefatafl `hard` stops at 4 plies:
    /// a ply there costs far more than in the fox games, 6 plies are out
    /// of reach in a second, and without this cap `hard` would search as
    /// deep as `maximum` (5 plies in the browser) and play like it. In the
    /// Great Cross the three lowest levels look one ply further (2, 3, 5):
    /// its nodes are cheap, and at 1, 2 and 4 plies half their games
    /// against the level below were drawn (the geese never trapped the fox).
    pub fn max_depth_in(self, game: GameId) -> u32 {
        match (self, game) {
            (Level::Hard, GameId::Hnefatafl) => 4,
            (Level::Beginner | Level::Easy | Level::Medium, GameId::GreatCross) => {
                self.max_depth() + 1
            }
            _ => self.max_depth(),
        }
    }

    /// Amplitude of the noise added to each root move's score, in
    /// centi-geese (a goose is 100): how large the mistakes may be.
    pub fn noise(self) -> i32 {
        match self {
            Level::Random => 0,
            Level::Beginner => 150,
            Level::Easy => 80,
            Level::Medium => 50,
            Level::Hard | Level::Maximum => 0,
        }
    }
}

impl Level {
    /// [`Level::noise`] in `game`. In the Great Cross `beginner` and `easy`
    /// err less (100 and 40): with more noise their geese never closed a
    /// trap and most of their games were drawn.
    pub fn noise_in(self, game: GameId) -> i32 {
        match (self, game) {
            (Level::Beginner, GameId::GreatCross) => 100,
            (Level::Easy, GameId::GreatCross) => 40,
            _ => self.noise(),
        }
    }

    /// How much the level dislikes a draw (centi-geese, a goose is 100): the
    /// strong levels play on for a win in the fox games, where weaker
    /// opponents otherwise hold them to repetitions and the no-progress
    /// draw.
    pub fn contempt(self) -> i32 {
        match self {
            Level::Random | Level::Beginner | Level::Easy => 0,
            Level::Medium => 50,
            Level::Hard => 100,
            Level::Maximum => 150,
        }
    }

    /// [`Level::contempt`] for the level playing `side` in `game`. In the
    /// Great Cross `beginner`, `easy` and `medium` as the geese rate a draw
    /// as bad as losing ten geese ([`GREAT_CROSS_GEESE_CONTEMPT`]): with
    /// their usual contempt they packed their last geese into the top arm
    /// and shuffled sideways until the no-progress draw, so the stronger
    /// fox drew most of its games against them. Refusing draws, they keep
    /// spending moves that cannot be taken back (goose steps forward) and
    /// risk geese, which a stronger fox punishes (and a weaker one mostly
    /// does not). `hard` and `maximum` keep theirs: `hard` geese that
    /// refused draws beat `maximum`'s fox more often.
    pub fn contempt_in(self, game: GameId, side: Side) -> i32 {
        match (self, game, side) {
            (Level::Beginner | Level::Easy | Level::Medium, GameId::GreatCross, Side::Second) => {
                GREAT_CROSS_GEESE_CONTEMPT
            }
            _ => self.contempt(),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.as_str()).collect();
        write!(
            f,
            "unknown level '{}' (levels: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == text)
            .ok_or_else(|| {
                UnknownLevel(text.chars().filter(|c| !c.is_control()).take(40).collect())
            })
    }
}
