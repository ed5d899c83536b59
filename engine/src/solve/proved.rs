//! A position's result proved by the bounded search, for a hint, the
//! analysis read-out and the maximum level: "the geese win in 7 (proved)".
//! Cheap where it matters (few pieces, the end near) and refused within
//! its budget elsewhere, so the AI's estimate stands.

use super::bounded::Bounded;
use crate::fox::{FoxGame, NO_PROGRESS_PLIES};
use crate::game::AnyGame;
use crate::rules::Rules;

/// A result of the side to move, proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// Plies to the end with best play: positive when the side to move
    /// wins (the fewest it needs), negative when it loses (the most it
    /// can put the end off).
    pub plies: i32,
    /// The move that does it: the quickest win, the longest defence.
    pub best: String,
}

/// The proved result of `game`'s position within `max_plies` plies and
/// `max_nodes` positions: `None` for Hnefatafl, a finished game, a result
/// further off, or one the budget does not settle. A line never reaches
/// the 100-ply rule (the bound stops short of it) and cannot meet a
/// repetition (the winner's moves bring the end nearer, docs/solve.md).
pub fn proved(game: &AnyGame, max_plies: u32, max_nodes: u64) -> Option<Proved> {
    proved_fox(game.fox()?, max_plies, max_nodes)
}

/// [`proved`] for a fox game held as such (the AI's own game), so that
/// its moves need not be played again on another.
pub fn proved_fox(fox: &FoxGame, max_plies: u32, max_nodes: u64) -> Option<Proved> {
    if fox.outcome().is_some() {
        return None;
    }
    let position = fox.position();
    let room = NO_PROGRESS_PLIES.saturating_sub(position.plies_since_progress() + 1);
    let plies = max_plies.min(room);
    let variant = fox.variant();
    let topology = variant.topology();
    let mut search = Bounded::new(variant, max_nodes);
    if let Some(d) = search.shortest_win(position, plies).ok()? {
        let best = *search.winning_moves(position, d).ok()?.first()?;
        return Some(Proved {
            plies: d as i32,
            best: best.to_text(topology),
        });
    }
    let (best, win) = search.longest_defence(position, plies).ok()??;
    Some(Proved {
        plies: -(win as i32 + 1),
        best: best.to_text(topology),
    })
}
