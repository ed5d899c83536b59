//! The computer levels' ratings per game, table options and side: the
//! calibration of docs/ratings.md, made by `tafl calibrate`.

/// The anchor of the calibration: the `random` level's two sides average
/// this rating in every game (ratings are fitted only up to a common
/// shift; `random` is the one level that is the same in every game).
pub const ANCHOR_RATING: f64 = 600.0;

/// Virtual draws the calibration adds to every pairing (see
/// [`super::fit`]): a pairing won every time gives a finite gap.
pub const PRIOR_DRAWS: f64 = 1.0;
