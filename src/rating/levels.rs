//! The computer levels' ratings per game, table options and side: the
//! calibration of docs/ratings.md. `scripts/calibrate 10 50000 2` ran
//! `tafl calibrate` for every game and every Fox and Geese table option
//! and wrote docs/calibration/; `scripts/calibration-table` wrote those
//! files' numbers into [`CALIBRATIONS`] below (the tests check the table
//! against the files, and refit the results to check the ratings).
//!
//! Why fixed ratings: a level is a fixed opponent (the same search, depth
//! and noise every time), so its rating is measured once against the
//! other levels instead of drifting with the people who play it. A
//! person's game against it is rated with the level's rating and, as its
//! deviation, the calibration's standard error.

use super::glicko::Opponent;
use crate::ai::Level;
use crate::engine::{GameId, OptionError, Options, Side};
use std::fmt;

/// The anchor of the calibration: the `random` level's two sides average
/// this rating in every game (ratings are fitted only up to a common
/// shift; `random` is the one level that is the same in every game).
pub const ANCHOR_RATING: f64 = 600.0;

/// Virtual draws the calibration adds to every pairing (see
/// [`super::fit`]): a pairing won every time gives a finite gap.
pub const PRIOR_DRAWS: f64 = 1.0;

/// One calibrated game: its results and the ratings fitted to them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    pub game: GameId,
    /// The table options (the default ones for all but Fox and Geese).
    pub options: Options,
    /// For each level on the first side (rows) against each level on the
    /// second side (columns), in [`Level::ALL`]'s order: the first side's
    /// wins, the draws, the second side's wins, the unfinished games.
    pub results: [[[u16; 4]; 6]; 6],
    /// For each side ([`Side::index`]) and level: the rating and its
    /// standard error, in whole points.
    pub ratings: [[(f64, f64); 6]; 2],
}

/// Why a level has no rating for a game and options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// Options the game cannot be played with.
    Options(OptionError),
    /// Options that can be played but were not calibrated: no rated games
    /// there (docs/ratings.md lists the calibrated ones).
    NotCalibrated { game: GameId, options: Options },
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Options(e) => e.fmt(f),
            LevelError::NotCalibrated { game, options } => write!(
                f,
                "{game} with {} geese, sideways {} has no calibrated levels",
                options.geese,
                if options.sideways { "on" } else { "off" }
            ),
        }
    }
}

impl std::error::Error for LevelError {}

/// The index in [`CALIBRATIONS`] of `game` with `options`: what the app
/// asks before it offers a rated game.
///
/// # Errors
/// Options the game cannot be played with, or not calibrated.
pub fn calibration_index(game: GameId, options: Options) -> Result<usize, LevelError> {
    options.validate(game).map_err(LevelError::Options)?;
    CALIBRATIONS
        .iter()
        .position(|c| c.game == game && c.options == options)
        .ok_or(LevelError::NotCalibrated { game, options })
}

/// The calibration of `game` with `options`.
///
/// # Errors
/// As [`calibration_index`].
pub fn calibration(game: GameId, options: Options) -> Result<&'static Calibration, LevelError> {
    calibration_index(game, options).map(|i| &CALIBRATIONS[i])
}

/// The rating of the computer at `level` playing `side` of `game` with
/// `options`, as an opponent: its calibrated rating, and the calibration's
/// standard error as its deviation.
///
/// # Errors
/// As [`calibration_index`].
pub fn level_rating(
    game: GameId,
    options: Options,
    side: Side,
    level: Level,
) -> Result<Opponent, LevelError> {
    calibration(game, options).map(|c| c.rating(side, level))
}

impl Calibration {
    /// The rating of `level` on `side` as an opponent.
    pub fn rating(&self, side: Side, level: Level) -> Opponent {
        let k = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
        let (rating, se) = self.ratings[side.index()][k];
        Opponent::clamped(rating, se)
    }
}

/// The calibrations: for each, the header line of its
/// docs/calibration/ file, then its numbers.
#[rustfmt::skip]
pub const CALIBRATIONS: [Calibration; 12] = [
    // calibrate fox-geese --opt geese=13 --opt sideways=off: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 13, sideways: false },
        results: [
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
        ],
        ratings: [
            [(864.0, 69.0), (864.0, 124.0), (864.0, 124.0), (864.0, 124.0), (864.0, 124.0), (864.0, 124.0)],
            [(336.0, 69.0), (336.0, 124.0), (336.0, 124.0), (336.0, 124.0), (336.0, 124.0), (336.0, 124.0)],
        ],
    },
    // calibrate fox-geese --opt geese=13 --opt sideways=on: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 13, sideways: true },
        results: [
            [[7, 3, 0, 0], [1, 9, 0, 0], [1, 9, 0, 0], [0, 9, 1, 0], [1, 5, 4, 0], [0, 8, 2, 0]],
            [[10, 0, 0, 0], [6, 4, 0, 0], [1, 9, 0, 0], [1, 9, 0, 0], [0, 7, 3, 0], [0, 8, 2, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [2, 8, 0, 0], [4, 6, 0, 0], [2, 7, 1, 0], [0, 9, 1, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [6, 4, 0, 0], [2, 8, 0, 0], [2, 7, 1, 0], [0, 10, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 1, 0, 0], [1, 9, 0, 0], [3, 7, 0, 0], [0, 10, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [8, 2, 0, 0], [3, 7, 0, 0], [1, 9, 0, 0], [0, 10, 0, 0]],
        ],
        ratings: [
            [(768.0, 47.0), (833.0, 68.0), (923.0, 71.0), (945.0, 72.0), (976.0, 73.0), (968.0, 73.0)],
            [(432.0, 47.0), (580.0, 78.0), (745.0, 68.0), (847.0, 67.0), (903.0, 67.0), (930.0, 67.0)],
        ],
    },
    // calibrate fox-geese --opt geese=15 --opt sideways=off: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 15, sideways: false },
        results: [
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [9, 0, 1, 0], [9, 0, 1, 0], [6, 0, 4, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [6, 0, 4, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]],
        ],
        ratings: [
            [(799.0, 57.0), (846.0, 88.0), (982.0, 108.0), (1036.0, 119.0), (1036.0, 119.0), (1036.0, 119.0)],
            [(401.0, 57.0), (401.0, 118.0), (454.0, 107.0), (454.0, 107.0), (533.0, 95.0), (658.0, 84.0)],
        ],
    },
    // calibrate fox-geese --opt geese=15 --opt sideways=on: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 15, sideways: true },
        results: [
            [[5, 5, 0, 0], [0, 10, 0, 0], [0, 7, 3, 0], [0, 6, 4, 0], [0, 1, 9, 0], [0, 3, 7, 0]],
            [[10, 0, 0, 0], [4, 6, 0, 0], [1, 9, 0, 0], [1, 8, 1, 0], [0, 3, 7, 0], [0, 1, 9, 0]],
            [[10, 0, 0, 0], [9, 1, 0, 0], [2, 8, 0, 0], [5, 5, 0, 0], [0, 4, 6, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [9, 1, 0, 0], [4, 6, 0, 0], [3, 7, 0, 0], [1, 3, 6, 0], [0, 5, 5, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [7, 3, 0, 0], [4, 6, 0, 0], [2, 7, 1, 0], [0, 9, 1, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [5, 5, 0, 0], [4, 6, 0, 0], [2, 8, 0, 0], [0, 9, 1, 0]],
        ],
        ratings: [
            [(717.0, 44.0), (847.0, 71.0), (929.0, 72.0), (975.0, 74.0), (1096.0, 78.0), (1087.0, 77.0)],
            [(483.0, 44.0), (649.0, 74.0), (846.0, 69.0), (871.0, 69.0), (1093.0, 73.0), (1158.0, 76.0)],
        ],
    },
    // calibrate fox-geese --opt geese=17 --opt sideways=off: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 17, sideways: false },
        results: [
            [[10, 0, 0, 0], [9, 0, 1, 0], [8, 0, 2, 0], [3, 0, 7, 0], [0, 0, 10, 0], [1, 0, 9, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [2, 0, 8, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [8, 0, 2, 0], [2, 0, 8, 0], [1, 0, 9, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [3, 0, 7, 0], [2, 0, 8, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [8, 0, 2, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [7, 0, 3, 0]],
        ],
        ratings: [
            [(756.0, 56.0), (966.0, 90.0), (966.0, 90.0), (1059.0, 95.0), (1391.0, 114.0), (1391.0, 114.0)],
            [(444.0, 56.0), (500.0, 108.0), (544.0, 101.0), (761.0, 85.0), (1141.0, 89.0), (1253.0, 94.0)],
        ],
    },
    // calibrate fox-geese --opt geese=17 --opt sideways=on: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::FoxGeese,
        options: Options { geese: 17, sideways: true },
        results: [
            [[6, 4, 0, 0], [0, 9, 1, 0], [0, 4, 6, 0], [0, 2, 8, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [4, 6, 0, 0], [1, 8, 1, 0], [1, 4, 5, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [6, 3, 1, 0], [1, 5, 4, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [7, 3, 0, 0], [3, 7, 0, 0], [0, 0, 10, 0], [0, 1, 9, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [7, 3, 0, 0], [7, 3, 0, 0], [0, 0, 10, 0], [0, 2, 8, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 1, 0, 0], [4, 6, 0, 0], [0, 3, 7, 0], [0, 1, 9, 0]],
        ],
        ratings: [
            [(699.0, 46.0), (890.0, 82.0), (1016.0, 87.0), (1119.0, 91.0), (1181.0, 95.0), (1193.0, 95.0)],
            [(501.0, 46.0), (690.0, 80.0), (875.0, 77.0), (1032.0, 80.0), (1531.0, 112.0), (1511.0, 109.0)],
        ],
    },
    // calibrate two-foxes: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::TwoFoxes,
        options: Options { geese: 13, sideways: false },
        results: [
            [[10, 0, 0, 0], [0, 2, 8, 0], [0, 2, 8, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [2, 0, 8, 0], [0, 2, 8, 0], [0, 2, 8, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [6, 0, 4, 0], [0, 0, 10, 0], [0, 2, 8, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [4, 2, 4, 0], [0, 1, 9, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [5, 0, 5, 0], [2, 2, 6, 0], [0, 1, 9, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 1, 0, 0], [7, 1, 2, 0], [5, 2, 3, 0], [0, 0, 10, 0]],
        ],
        ratings: [
            [(778.0, 59.0), (841.0, 97.0), (925.0, 98.0), (1119.0, 99.0), (1377.0, 105.0), (1467.0, 108.0)],
            [(422.0, 59.0), (926.0, 85.0), (1129.0, 92.0), (1337.0, 102.0), (1464.0, 108.0), (1746.0, 136.0)],
        ],
    },
    // calibrate great-cross: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::GreatCross,
        options: Options { geese: 13, sideways: false },
        results: [
            [[5, 5, 0, 0], [1, 3, 6, 0], [0, 1, 9, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[9, 1, 0, 0], [1, 7, 2, 0], [0, 0, 10, 0], [0, 1, 9, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [7, 3, 0, 0], [3, 5, 2, 0], [1, 0, 9, 0], [0, 0, 10, 0], [0, 1, 9, 0]],
            [[10, 0, 0, 0], [7, 3, 0, 0], [6, 3, 1, 0], [1, 2, 7, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [6, 4, 0, 0], [5, 3, 2, 0], [4, 3, 3, 0], [2, 1, 7, 0], [0, 3, 7, 0]],
            [[10, 0, 0, 0], [6, 4, 0, 0], [7, 3, 0, 0], [3, 6, 1, 0], [3, 3, 4, 0], [0, 5, 5, 0]],
        ],
        ratings: [
            [(692.0, 45.0), (793.0, 83.0), (1017.0, 86.0), (1061.0, 86.0), (1165.0, 88.0), (1257.0, 90.0)],
            [(508.0, 45.0), (861.0, 77.0), (1024.0, 80.0), (1217.0, 86.0), (1366.0, 95.0), (1429.0, 100.0)],
        ],
    },
    // calibrate hnefatafl: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::Hnefatafl,
        options: Options { geese: 13, sideways: false },
        results: [
            [[0, 0, 0, 10], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [1, 0, 9, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [6, 0, 2, 2], [2, 0, 7, 1], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [8, 0, 2, 0], [1, 0, 7, 2], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [7, 0, 1, 2], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [8, 0, 1, 1], [0, 0, 10, 0], [0, 0, 10, 0]],
        ],
        ratings: [
            [(620.0, 45.0), (825.0, 97.0), (1048.0, 104.0), (1291.0, 112.0), (1499.0, 122.0), (1513.0, 123.0)],
            [(580.0, 45.0), (988.0, 96.0), (1140.0, 103.0), (1369.0, 112.0), (1865.0, 149.0), (1865.0, 149.0)],
        ],
    },
    // calibrate brandubh: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::Brandubh,
        options: Options { geese: 13, sideways: false },
        results: [
            [[5, 0, 5, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [1, 0, 9, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [6, 0, 4, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [8, 0, 2, 0], [6, 0, 4, 0], [2, 0, 8, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [6, 0, 4, 0], [2, 0, 8, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [7, 0, 3, 0], [4, 0, 6, 0], [1, 0, 9, 0]],
        ],
        ratings: [
            [(626.0, 46.0), (842.0, 99.0), (982.0, 103.0), (1204.0, 107.0), (1417.0, 112.0), (1494.0, 114.0)],
            [(574.0, 46.0), (1007.0, 95.0), (1209.0, 103.0), (1378.0, 110.0), (1578.0, 120.0), (1756.0, 137.0)],
        ],
    },
    // calibrate tablut: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::Tablut,
        options: Options { geese: 13, sideways: false },
        results: [
            [[3, 0, 7, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[8, 0, 2, 0], [3, 0, 7, 0], [1, 0, 9, 0], [1, 0, 9, 0], [4, 0, 6, 0], [3, 0, 7, 0]],
            [[9, 0, 1, 0], [7, 0, 3, 0], [4, 0, 6, 0], [3, 0, 7, 0], [1, 0, 9, 0], [1, 0, 9, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [6, 0, 4, 0], [3, 0, 7, 0], [2, 0, 8, 0], [2, 0, 8, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [3, 0, 7, 0], [4, 0, 6, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [7, 0, 3, 0], [6, 0, 4, 0]],
        ],
        ratings: [
            [(530.0, 44.0), (897.0, 79.0), (972.0, 80.0), (1084.0, 82.0), (1292.0, 89.0), (1408.0, 96.0)],
            [(670.0, 44.0), (879.0, 81.0), (1028.0, 84.0), (1092.0, 85.0), (1256.0, 89.0), (1274.0, 90.0)],
        ],
    },
    // calibrate hnefatafl-13: 10 games a pairing, seed 1, nodes a move: beginner 1250, easy 3750, medium 10000, hard 25000, maximum 50000
    Calibration {
        game: GameId::Hnefatafl13,
        options: Options { geese: 13, sideways: false },
        results: [
            [[0, 0, 1, 9], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [1, 0, 8, 1], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [6, 0, 2, 2], [5, 0, 4, 1], [1, 0, 7, 2], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 1, 0], [4, 0, 4, 2], [0, 0, 10, 0], [0, 0, 10, 0]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [9, 0, 0, 1], [8, 0, 1, 1], [0, 0, 8, 2], [0, 0, 9, 1]],
            [[10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0], [0, 0, 7, 3], [0, 0, 10, 0]],
        ],
        ratings: [
            [(604.0, 45.0), (827.0, 95.0), (1119.0, 104.0), (1324.0, 111.0), (1466.0, 118.0), (1521.0, 121.0)],
            [(596.0, 45.0), (1002.0, 98.0), (1097.0, 102.0), (1258.0, 107.0), (1744.0, 130.0), (1835.0, 142.0)],
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::fit::{fit, Anchor, Pairing};

    /// The four games' default tables are calibrated, every table once;
    /// other Fox and Geese options are either calibrated or refused as not
    /// calibrated.
    #[test]
    fn the_calibrated_tables() {
        for game in GameId::ALL {
            assert!(calibration(game, Options::default()).is_ok(), "{game}");
        }
        for (i, c) in CALIBRATIONS.iter().enumerate() {
            assert_eq!(calibration_index(c.game, c.options), Ok(i));
        }
        for geese in [13, 15, 17] {
            for sideways in [false, true] {
                let options = Options { geese, sideways };
                match calibration(GameId::FoxGeese, options) {
                    Ok(c) => assert_eq!((c.game, c.options), (GameId::FoxGeese, options)),
                    Err(e) => assert_eq!(
                        e,
                        LevelError::NotCalibrated {
                            game: GameId::FoxGeese,
                            options
                        }
                    ),
                }
            }
        }
    }

    /// The ratings are the fit of the results, as `tafl calibrate` printed
    /// them (whole points), with every pairing played as often.
    #[test]
    fn the_ratings_are_the_fit_of_the_results() {
        for c in &CALIBRATIONS {
            let games: u16 = c.results[0][0].iter().sum();
            let mut pairings = Vec::new();
            for (i, row) in c.results.iter().enumerate() {
                for (j, &[w, d, l, u]) in row.iter().enumerate() {
                    assert_eq!(w + d + l + u, games, "{} {:?}", c.game, c.options);
                    pairings.push(Pairing {
                        a: i,
                        b: 6 + j,
                        games: f64::from(games),
                        score: f64::from(w) + f64::from(d + u) / 2.0,
                    });
                }
            }
            let anchor = Anchor {
                weights: vec![(0, 1.0), (6, 1.0)],
                value: ANCHOR_RATING,
            };
            let fitted = fit(12, &pairings, PRIOR_DRAWS, &anchor).unwrap();
            for side in 0..2 {
                for k in 0..6 {
                    let f = fitted[side * 6 + k];
                    let (r, se) = c.ratings[side][k];
                    assert!(
                        (f.rating - r).abs() <= 0.5 + 1e-6,
                        "{} {:?}: {f:?} vs {r}",
                        c.game,
                        c.options
                    );
                    assert!(
                        (f.se - se).abs() <= 0.5 + 1e-6,
                        "{} {:?}: {f:?} vs {se}",
                        c.game,
                        c.options
                    );
                }
            }
        }
    }

    /// docs/calibration/'s files, in the table's order.
    const FILES: [&str; 12] = [
        include_str!("../../docs/calibration/fox-geese-13-off.txt"),
        include_str!("../../docs/calibration/fox-geese-13-on.txt"),
        include_str!("../../docs/calibration/fox-geese-15-off.txt"),
        include_str!("../../docs/calibration/fox-geese-15-on.txt"),
        include_str!("../../docs/calibration/fox-geese-17-off.txt"),
        include_str!("../../docs/calibration/fox-geese-17-on.txt"),
        include_str!("../../docs/calibration/two-foxes.txt"),
        include_str!("../../docs/calibration/great-cross.txt"),
        include_str!("../../docs/calibration/hnefatafl.txt"),
        include_str!("../../docs/calibration/brandubh.txt"),
        include_str!("../../docs/calibration/tablut.txt"),
        include_str!("../../docs/calibration/hnefatafl-13.txt"),
    ];

    /// The table is the files' numbers: each pairing's results and each
    /// rating with its error, as `tafl calibrate` printed them.
    #[test]
    fn the_table_is_the_calibration_files() {
        assert_eq!(FILES.len(), CALIBRATIONS.len());
        for (file, c) in FILES.iter().zip(&CALIBRATIONS) {
            let mut lines = file.lines();
            let header = lines.next().unwrap();
            let game = c.game.as_str();
            assert!(header.starts_with(&format!("calibrate {game}")), "{header}");
            if c.game == GameId::FoxGeese {
                let sideways = if c.options.sideways { "on" } else { "off" };
                let opts = format!("--opt geese={} --opt sideways={sideways}:", c.options.geese);
                assert!(header.contains(&opts), "{header}");
            }
            let (mut pairings, mut ratings) = (0, 0);
            for line in lines {
                let words: Vec<&str> = line
                    .split([' ', ':', '±'])
                    .filter(|w| !w.is_empty())
                    .collect();
                let level =
                    |name: &str| Level::ALL.iter().position(|l| l.as_str() == name).unwrap();
                match words[0] {
                    "pairing" => {
                        let numbers: Vec<u16> =
                            words[3..7].iter().map(|w| w.parse().unwrap()).collect();
                        assert_eq!(
                            c.results[level(words[1])][level(words[2])][..],
                            numbers[..],
                            "{line}"
                        );
                        pairings += 1;
                    }
                    "rating" => {
                        // The sides in the order the file names them: first, second.
                        let side = usize::from(ratings >= 6);
                        let r: f64 = words[3].parse().unwrap();
                        let se: f64 = words[4].parse().unwrap();
                        assert_eq!(c.ratings[side][level(words[2])], (r, se), "{line}");
                        ratings += 1;
                    }
                    _ => panic!("unexpected line {line}"),
                }
            }
            assert_eq!((pairings, ratings), (36, 12), "{header}");
        }
    }

    /// Every table rating is a valid opponent as it stands (no clamping).
    #[test]
    fn table_ratings_are_valid_opponents() {
        for c in &CALIBRATIONS {
            for side in [Side::First, Side::Second] {
                for level in Level::ALL {
                    let o = level_rating(c.game, c.options, side, level).unwrap();
                    let (r, se) = c.ratings[side.index()]
                        [Level::ALL.iter().position(|&l| l == level).unwrap()];
                    assert_eq!(Opponent::new(r, se), Ok(o));
                }
            }
        }
    }

    #[test]
    fn bad_options_are_refused() {
        let sideways = Options {
            geese: 13,
            sideways: true,
        };
        assert!(matches!(
            level_rating(GameId::Hnefatafl, sideways, Side::First, Level::Easy),
            Err(LevelError::Options(_))
        ));
        let fourteen = Options {
            geese: 14,
            sideways: false,
        };
        assert!(matches!(
            level_rating(GameId::FoxGeese, fourteen, Side::First, Level::Easy),
            Err(LevelError::Options(_))
        ));
    }
}
