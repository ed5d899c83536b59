//! Ratings against the computer (issue 22, the offline form of ranked
//! games): a person's Glicko-2 rating per game, table options and side,
//! updated by every finished rated game against a computer level whose
//! own rating per game and side comes from a calibration (docs/ratings.md).
//!
//! - [`glicko`]: Glickman's Glicko-2, one game a rating period.
//! - [`fit`]: the maximum-likelihood fit of ratings to a round robin's
//!   results, which `tafl calibrate` runs.
//! - [`levels`]: the computer levels' ratings that calibration produced.
//! - [`ratings`]: a person's ratings with their histories.
//! - [`store`]: their stored text (versioned JSON, checked on reading).
//! - [`rated`]: rated or casual, which games count, and counting once.
//! - [`chart`]: a rating's history as My games draws and tells it.
//!
//! Pure and native-tested; storing a person's ratings and drawing them is
//! the app's.

pub mod chart;
pub mod fit;
pub mod glicko;
pub mod levels;
pub mod rated;
pub mod ratings;
pub mod store;
