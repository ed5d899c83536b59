//! What a new game is started with, from the start choice or the
//! dialog: the table, the players, and the terms.

use crate::ai::Level;
use crate::clock::TimeControl;
use crate::engine::{Options, Side};
use crate::play::Players;

/// What the dialog or the start choice starts: the table and the players,
/// or a game with a friend by link where the person plays `by_link`.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub options: Options,
    pub players: Players,
    pub by_link: Option<Side>,
    /// A rated game against the computer (the start choice's "Rated").
    pub rated: bool,
    /// The time control (`None`: untimed).
    pub clock: Option<TimeControl>,
}

/// The levels offered against a person, weakest first (`random` is for
/// tests and matches, not an opponent).
pub(super) fn offered_levels() -> impl Iterator<Item = Level> {
    Level::ALL.into_iter().filter(|&l| l != Level::Random)
}
