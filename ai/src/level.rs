//! Playing levels: each a time budget, a depth cap and an amount of noise
//! added to root scores (deliberate mistakes), from `random` to `maximum`.

use std::fmt;
use std::str::FromStr;
use tafl_engine::{GameId, Side};

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
    /// Six plies at most (four in Hnefatafl and as the Two Foxes geese),
    /// 1 s a move, no exact play.
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
}

/// How a level plays one side of one game: [`Level::settings`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Amplitude of the noise added to each root move's score, in
    /// centi-geese (a goose is 100): how large the mistakes may be.
    pub noise: i32,
    /// How much the level dislikes a draw (centi-geese): a draw is worth
    /// `-contempt` to it in its search.
    pub contempt: i32,
}

impl Level {
    /// The level's depth, noise and contempt playing `side` of `game`: the
    /// one table of what each level is, every game's exceptions included.
    ///
    /// The base values: `beginner` looks one ply ahead, so it sees its own
    /// captures but not the reply and leaves pieces hanging like someone
    /// learning the game; noise shrinks and depth grows level by level;
    /// the strong levels dislike draws (contempt), so that in the fox games
    /// they play on for a win where weaker opponents would otherwise hold
    /// them to repetitions and the no-progress draw. The exceptions, each
    /// measured with `tafl match` (docs/ai.md):
    /// - Hnefatafl: `hard` stops at 4 plies. A ply there costs far more
    ///   than in the fox games: 6 plies are out of reach in a second, and
    ///   without the cap `hard` searched as deep as `maximum` and played
    ///   like it.
    /// - Two Foxes: between strong players the geese win, so `maximum` as
    ///   the foxes lost most games to `hard`'s geese at 6 plies; `hard`'s
    ///   geese look 4 plies ahead, and `medium` errs more on both sides so
    ///   that `hard` still beats it.
    /// - Great Cross, `beginner` to `medium`, each side its own setting.
    ///   There the geese's noise decides how often a stronger fox wins
    ///   (careful geese end in a fortress of packed geese a single fox
    ///   cannot take), and the fox's noise how often stronger geese trap
    ///   it. So each level's geese look far enough ahead to trap the fox of
    ///   the level below and err enough for the fox of the level above; the
    ///   geese of these levels rate a draw as bad as losing ten geese, so
    ///   they do not settle into the fortress but keep spending goose steps
    ///   that cannot be taken back. (`hard` keeps its contempt: `hard`
    ///   geese that refused draws beat `maximum`'s fox more often.)
    pub fn settings(self, game: GameId, side: Side) -> Settings {
        let (max_depth, noise, contempt) = match (game, self, side) {
            (GameId::Hnefatafl, Level::Hard, _) => (4, 0, 100),
            (GameId::TwoFoxes, Level::Medium, Side::First) => (4, 65, 50),
            (GameId::TwoFoxes, Level::Medium, Side::Second) => (4, 80, 50),
            (GameId::TwoFoxes, Level::Hard, Side::Second) => (4, 0, 100),
            (GameId::GreatCross, Level::Beginner, Side::First) => (1, 300, 0),
            (GameId::GreatCross, Level::Beginner, Side::Second) => (3, 100, 1000),
            (GameId::GreatCross, Level::Easy, Side::First) => (4, 40, 0),
            (GameId::GreatCross, Level::Easy, Side::Second) => (3, 40, 1000),
            (GameId::GreatCross, Level::Medium, Side::First) => (5, 50, 50),
            (GameId::GreatCross, Level::Medium, Side::Second) => (5, 35, 1000),
            (_, Level::Random, _) => (0, 0, 0),
            (_, Level::Beginner, _) => (1, 150, 0),
            (_, Level::Easy, _) => (2, 80, 0),
            (_, Level::Medium, _) => (4, 50, 50),
            (_, Level::Hard, _) => (6, 0, 100),
            (_, Level::Maximum, _) => (64, 0, 150),
        };
        Settings {
            max_depth,
            noise,
            contempt,
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
