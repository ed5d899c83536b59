//! A position's result proved by the bounded search, or by the exact
//! solver where few geese are left, for a hint, the analysis read-out and
//! the maximum level: "the geese win in 7 (proved)", "drawn with best
//! play". Cheap where it matters (few pieces, the end near) and refused
//! within its budget elsewhere, so the AI's estimate stands.

use super::bounded::Bounded;
use super::score::Value;
use crate::fox::{FoxGame, Position, Variant, NO_PROGRESS_PLIES};
use crate::game::AnyGame;
use crate::rules::Rules;

/// A result of the side to move, proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// Plies to the end with best play: positive when the side to move
    /// wins (the fewest it needs), negative when it loses (the most it
    /// can put the end off), 0 when neither side can force a win (a draw
    /// with best play).
    pub plies: i32,
    /// The move that does it: the quickest win, the longest defence, or
    /// a move that keeps the draw.
    pub best: String,
}

/// The exact solver is asked only with this many geese or fewer: its
/// memoized search settles such positions within the budget (docs/solve.md,
/// "Exact play for the browser"), and refusing more geese at once keeps
/// every other position from paying for a search that would run out.
pub const EXACT_GEESE: u32 = 6;

/// The proved result of `game`'s position within `max_plies` plies and
/// `max_nodes` positions: `None` for Hnefatafl, a finished game, or a
/// result neither the bounded search nor the exact solver settles within
/// the budget. A win or loss never reaches the 100-ply rule (the bound
/// stops short of it; the solver's distance must fit in what is left)
/// and cannot meet a repetition (the winner's moves bring the end nearer,
/// docs/solve.md); a draw stays one under both rules.
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
    match search.shortest_win(position, plies) {
        Ok(Some(d)) => {
            let best = *search.winning_moves(position, d).ok()?.first()?;
            return Some(Proved {
                plies: d as i32,
                best: best.to_text(topology),
            });
        }
        Ok(None) => {
            if let Ok(Some((best, win))) = search.longest_defence(position, plies) {
                return Some(Proved {
                    plies: -(win as i32 + 1),
                    best: best.to_text(topology),
                });
            }
        }
        Err(_) => {}
    }
    exact(variant, position, room, max_nodes)
}

/// The exact solver's result (`super::solve`) with few geese left: a draw
/// with best play, or a win or loss further off than the bounded search
/// looks when it ends before the 100-ply rule could.
fn exact(variant: &Variant, position: &Position, room: u32, max_nodes: u64) -> Option<Proved> {
    if position.geese().count_ones() > EXACT_GEESE {
        return None;
    }
    let verdict = super::solve(variant, position, max_nodes).ok()?.verdict;
    let best = verdict.best?.to_text(variant.topology());
    let plies = match (verdict.value, verdict.plies) {
        (Value::Draw, _) => 0,
        (Value::Win, Some(d)) if d <= room => d as i32,
        (Value::Loss, Some(d)) if d <= room => -(d as i32),
        _ => return None,
    };
    Some(Proved { plies, best })
}
