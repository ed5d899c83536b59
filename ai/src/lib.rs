//! The AI of Tafl: alpha-beta search over the rules engine, one evaluator
//! per game family, and playing levels from `random` to `maximum`.
//!
//! Depends only on `tafl-engine`, and never reads the system clock itself:
//! the caller hands in a clock (milliseconds), so the same code runs in a
//! browser Web Worker (wasm32) and natively.

#![forbid(unsafe_code)]

mod clock;
mod eval_fox;
mod eval_tafl;
mod level;
mod player;
mod score;
mod search;
mod search_game;
mod tt;

pub use clock::{no_clock, Limits};
pub use eval_fox::FoxEval;
pub use eval_tafl::{TaflEval, FEATURES as TAFL_FEATURES, FEATURE_NAMES as TAFL_FEATURE_NAMES};
pub use level::{Level, Settings, UnknownLevel};
pub use player::{Player, Thought, DEFAULT_TT_LOG2};
pub use score::{Forced, Score};
pub use search::{minimax, SearchResult, Searcher, INFINITY, WIN};
pub use search_game::{Evaluator, SearchGame, Tactics};
/// The seeded generator of the AI's noise and random moves: the engine's.
pub use tafl_engine::Rng;
