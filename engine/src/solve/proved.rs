//! A position's result proved by the bounded search, or by the exact
//! solver where few geese are left, for a hint, the analysis read-out and
//! the maximum level: "the geese win in 7 (proved)", "drawn with best
//! play". Cheap where it matters (few pieces, the end near) and refused
//! within its budget elsewhere, so the AI's estimate stands.

use super::bounded::Bounded;
use super::score::{Value, Verdict};
use super::tafl_bounded::TaflBounded;
use super::Table;
use crate::fox::{FoxGame, Position, Variant, NO_PROGRESS_PLIES};
use crate::game::AnyGame;
use crate::hnefatafl::TaflGame;
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
/// `max_nodes` positions (for Hnefatafl [`proved_tafl`]): `None` for a
/// finished game, or a result neither the bounded search nor the exact
/// solver settles within the budget. A win or loss of a fox game never
/// reaches the 100-ply rule (the bound stops short of it; the solver's
/// distance must fit in what is left) and cannot meet a repetition (the
/// winner's moves bring the end nearer, docs/solve.md); a draw stays one
/// under both rules.
pub fn proved(game: &AnyGame, max_plies: u32, max_nodes: u64) -> Option<Proved> {
    match game.tafl() {
        Some(tafl) => proved_tafl(tafl, max_plies, max_nodes),
        None => proved_fox(game.fox()?, max_plies, max_nodes, None),
    }
}

/// [`proved`] for a fox game held as such (the AI's own game), so that
/// its moves need not be played again on another, and with an endgame
/// table when one is at hand: a position the table holds is answered from
/// it at once, whatever the bound (the AI worker fetches the table of
/// Fox and Geese with sideways steps, where solving from nothing takes
/// seconds).
pub fn proved_fox(
    fox: &FoxGame,
    max_plies: u32,
    max_nodes: u64,
    table: Option<&Table>,
) -> Option<Proved> {
    if fox.outcome().is_some() {
        return None;
    }
    let position = fox.position();
    let room = NO_PROGRESS_PLIES.saturating_sub(position.plies_since_progress() + 1);
    let plies = max_plies.min(room);
    let variant = fox.variant();
    let topology = variant.topology();
    if let Some(verdict) = table.and_then(|t| t.verdict_for(variant, position)) {
        return kept(verdict, variant, room);
    }
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

/// The most plies [`proved_tafl`] looks ahead: a win in two moves.
/// Proving that there is none costs 2.9 ms a position on average natively
/// (34 ms at worst, the first 60 real games of the replay tests), five
/// plies 250 ms (839 ms at worst): too slow for every move of the
/// maximum level. Within three plies no position can come back (it
/// recurs four plies later at the soonest), so where no position since
/// the last capture has occurred twice, no third occurrence can end the
/// game inside the line.
pub const TAFL_PROVED_PLIES: u32 = 3;

/// The proved result of a Hnefatafl position: the quickest forced win of
/// the side to move within `max_plies` (at most [`TAFL_PROVED_PLIES`]),
/// or its longest defence against one, by [`TaflBounded`] within
/// `max_nodes` positions. `None` when the game is over, neither is found
/// within the budget, or a repetition could interfere (a position since
/// the last capture has occurred twice).
pub fn proved_tafl(game: &TaflGame, max_plies: u32, max_nodes: u64) -> Option<Proved> {
    if game.outcome().is_some() || game.repeated_since_capture() {
        return None;
    }
    let position = game.position();
    let plies = max_plies.min(TAFL_PROVED_PLIES);
    let mut search = TaflBounded::new(max_nodes);
    if let Some(d) = search.shortest_win(position, plies).ok()? {
        let best = *search.winning_moves(position, d).ok()?.first()?;
        return Some(Proved {
            plies: d as i32,
            best: best.name_on(position.board()),
        });
    }
    let (best, win) = search.longest_defence(position, plies).ok()??;
    Some(Proved {
        plies: -(win as i32 + 1),
        best: best.name_on(position.board()),
    })
}

/// The exact solver's result (`super::solve`) with few geese left: a draw
/// with best play, or a win or loss further off than the bounded search
/// looks when it ends before the 100-ply rule could.
fn exact(variant: &Variant, position: &Position, room: u32, max_nodes: u64) -> Option<Proved> {
    if position.geese().count_ones() > EXACT_GEESE {
        return None;
    }
    kept(
        super::solve(variant, position, max_nodes).ok()?.verdict,
        variant,
        room,
    )
}

/// An exact verdict as a proved result, when its win or loss ends within
/// `room` plies (before the 100-ply rule could end the game).
fn kept(verdict: Verdict, variant: &Variant, room: u32) -> Option<Proved> {
    let best = verdict.best?.to_text(variant.topology());
    let plies = match (verdict.value, verdict.plies) {
        (Value::Draw, _) => 0,
        (Value::Win, Some(d)) if d <= room => d as i32,
        (Value::Loss, Some(d)) if d <= room => -(d as i32),
        _ => return None,
    };
    Some(Proved { plies, best })
}
