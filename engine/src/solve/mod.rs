//! Solving the fox games: the game-theoretic value of a position (who wins
//! with best play, or a draw), the distance to the end with best play, and
//! a move that keeps the value.
//!
//! The rules are those of docs/rules.md with one rule set aside: the draw
//! after 100 plies without progress (section 7, rule 5). A repetition is a
//! draw, so a position from which neither side can force an end is drawn.
//! Distances count plies; the winner takes the shortest win and the loser
//! the longest loss. See docs/solve.md for the methods and the results.
//!
//! Three methods:
//! - Fox and Geese with `sideways=off` can never repeat a position (every
//!   goose move goes to a higher rank, and the geese move every other
//!   ply; there the 100-ply rule can never apply either), so alpha-beta
//!   over the whole graph with a memo of proven bounds is exact
//!   ([`dag`]). It visits only what the proof needs: [`solve`] uses it.
//! - Otherwise positions can repeat, and retrograde analysis settles every
//!   position of each slice the position can reach ([`slice`], [`retro`]),
//!   a distance for each: [`solve`] uses it, and [`Table`] keeps it as an
//!   endgame table.
//! - The start positions are too large for either, so their values alone
//!   come from retrograde analysis over the placements of the geese with
//!   the fox's points as bits ([`wdl`]), a bit or two a position:
//!   [`solve_values`].
//!
//! Beside them, [`Bounded`] proves forced wins within a few moves in any
//! fox game, and [`find_puzzles`] uses it to find puzzles; [`TaflBounded`]
//! does the same for Hnefatafl.

mod bounded;
mod checkpoint;
mod dag;
mod judged;
mod layout;
mod memo;
mod mirror;
mod proved;
mod puzzle;
mod puzzle_try;
mod retro;
mod score;
mod sets;
mod slice;
mod store;
mod table_file;
mod tafl_bounded;
mod tafl_puzzle;
mod tafl_try;
mod value_tables;
mod wdl;

#[cfg(test)]
mod tests;

pub use bounded::{Bounded, Exhausted};
pub use checkpoint::SliceFiles;
pub use judged::{Judged, JUDGE_NODES};
pub use proved::{proved, proved_fox, proved_tafl, Proved, EXACT_GEESE, TAFL_PROVED_PLIES};
pub use puzzle::{find_puzzles, puzzle_at, Puzzle, PuzzleHunt, PuzzleSpec};
pub use puzzle_try::{PuzzleTry, PuzzleTryError};
pub use score::{Value, Verdict};
pub use table_file::{table_file_name, table_kind, TableFileError, TABLE_VERSION};
pub use tafl_bounded::TaflBounded;
pub use tafl_puzzle::{find_tafl_puzzles, tafl_puzzle_at, tafl_puzzles_from, TaflHunt, TaflPuzzle};

use crate::fox::{generate, Move, Position, Variant};
use crate::side::Outcome;
use bounded::over;
use score::{code_score, score_verdict, NO_POSITION, UNSETTLED};
use slice::{all_slices, closure, SliceKey};
use std::fmt;
use store::Store;

/// Which method settled a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Alpha-beta with a memo over a graph without cycles.
    Search,
    /// Retrograde analysis of every position of the slices reachable.
    Retrograde,
}

impl Method {
    /// The word `tafl solve` prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Search => "search",
            Method::Retrograde => "retrograde",
        }
    }
}

/// A solved position and what solving it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// Positions whose value was settled or bounded on the way: the memo's
    /// entries, or every position of the slices solved.
    pub positions: u64,
    pub method: Method,
}

/// Why a position was not solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The position is already over: there is nothing to solve.
    Decided(Outcome),
    /// Solving it needs more positions than the limit allows.
    TooLarge { needed: u64, limit: u64 },
    /// The method does not handle this game (the value-only method takes
    /// Fox and Geese only).
    NotHandled,
    /// A slice written out by an earlier run could not be read back, or
    /// one could not be written out: the error's kind and message.
    Files(std::io::ErrorKind, String),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Decided(outcome) => {
                write!(f, "the position is already decided ({})", outcome.reason)
            }
            SolveError::TooLarge { needed, limit } if needed > limit => write!(
                f,
                "solving needs {needed} positions, more than the limit of {limit}"
            ),
            SolveError::TooLarge { limit, .. } => {
                write!(f, "solving needs more than the limit of {limit} positions")
            }
            SolveError::NotHandled => f.write_str("values alone are computed for fox-geese only"),
            SolveError::Files(_, message) => write!(f, "the solver's records: {message}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// True when [`solve`] uses the memoized search, whose positions can never
/// repeat; false when it takes retrograde analysis.
pub fn is_acyclic(variant: &Variant) -> bool {
    dag::handles(variant)
}

/// Solves `position` of `variant` with distances, keeping at most `limit`
/// positions (memo entries, or table indices for retrograde analysis).
///
/// # Errors
/// [`SolveError::Decided`] when the position is already over,
/// [`SolveError::TooLarge`] when the limit is too small.
pub fn solve(variant: &Variant, position: &Position, limit: u64) -> Result<Solution, SolveError> {
    if let Some(outcome) = over(variant, position) {
        return Err(SolveError::Decided(outcome));
    }
    if dag::handles(variant) {
        let mut search = dag::Dag::new(variant, limit);
        let (score, best) = search
            .solve(position)
            .map_err(|full| SolveError::TooLarge {
                needed: full.limit + 1,
                limit: full.limit,
            })?;
        let (value, plies) = score_verdict(score);
        return Ok(Solution {
            verdict: Verdict { value, plies, best },
            positions: search.positions(),
            method: Method::Search,
        });
    }
    let mut store = Store::new(*variant, position.foxes().count_ones(), limit);
    let min = variant.min_geese() as usize;
    let keys = closure(
        &store.layout,
        min,
        SliceKey::of(&store.layout, position.geese()),
    );
    retro::solve(&mut store, &keys).map_err(|e| SolveError::TooLarge {
        needed: e.needed,
        limit: e.limit,
    })?;
    let table = Table { store };
    Ok(Solution {
        verdict: table.settled(position),
        positions: table.positions(),
        method: Method::Retrograde,
    })
}

/// What retrograde analysis found for the positions of one number of geese.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    pub geese: u32,
    /// Table indices: every placement of the geese, of the foxes on any
    /// point, and both sides to move.
    pub indices: u64,
    /// Indices that are positions (no fox on a goose), and of them those
    /// won, lost and drawn for the side to move.
    pub positions: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The longest distance to the end with best play, in plies.
    pub longest: u32,
}

/// An endgame table: every position of one fox game with a given number of
/// foxes and at most a given number of geese (any placement, both sides to
/// move), each with its value and distance, by retrograde analysis.
pub struct Table {
    store: Store,
}

impl Table {
    /// Solves every position of `variant` with `foxes` foxes and at most
    /// `max_geese` geese, keeping at most `limit` table indices.
    ///
    /// # Errors
    /// [`SolveError::TooLarge`] when the table would exceed `limit`.
    pub fn build(
        variant: &Variant,
        foxes: u32,
        max_geese: u32,
        limit: u64,
    ) -> Result<Table, SolveError> {
        let mut store = Store::new(*variant, foxes, limit);
        let min = variant.min_geese() as usize;
        let keys = all_slices(&store.layout, min, max_geese as usize);
        retro::solve(&mut store, &keys).map_err(|e| SolveError::TooLarge {
            needed: e.needed,
            limit: e.limit,
        })?;
        Ok(Table { store })
    }

    /// The number of indices a table of [`Table::build`] would hold.
    pub fn size(variant: &Variant, foxes: u32, max_geese: u32) -> u64 {
        let store = Store::new(*variant, foxes, 0);
        let min = variant.min_geese() as usize;
        store.cost(&all_slices(&store.layout, min, max_geese as usize))
    }

    /// The verdict of `position` with its best move, or `None` when the
    /// table does not hold it (more geese, another number of foxes) or it
    /// is over.
    pub fn verdict(&self, position: &Position) -> Option<Verdict> {
        let variant = &self.store.variant;
        let held = position.foxes().count_ones() == self.store.places.foxes
            && self.store.holds(position.geese());
        (held && over(variant, position).is_none()).then(|| self.settled(position))
    }

    /// The verdict of a position that is not over and whose slices are
    /// solved, with the first move in notation order that keeps it.
    fn settled(&self, position: &Position) -> Verdict {
        let store = &self.store;
        let variant = &store.variant;
        let own = store.code(position);
        let (value, plies) = score_verdict(code_score(own));
        let mut moves = Vec::new();
        generate(variant, position, &mut moves);
        let topology = variant.topology();
        moves.sort_by_cached_key(|mv| mv.to_text(topology));
        let best = moves.into_iter().find(|&mv| {
            let mut child = *position;
            child.play(variant.tables, mv);
            let child = store.code(&child);
            match own {
                UNSETTLED => child == UNSETTLED,
                own => child != UNSETTLED && child + 1 == own,
            }
        });
        Verdict { value, plies, best }
    }

    /// The value and distance of `position`, without a best move: `None`
    /// as for [`Table::verdict`].
    pub fn value(&self, position: &Position) -> Option<(Value, Option<u32>)> {
        let variant = &self.store.variant;
        let held = position.foxes().count_ones() == self.store.places.foxes
            && self.store.holds(position.geese());
        (held && over(variant, position).is_none())
            .then(|| score_verdict(code_score(self.store.code(position))))
    }

    /// The positions held (not the empty indices).
    pub fn positions(&self) -> u64 {
        self.layers().iter().map(|l| l.positions).sum()
    }

    /// What the table holds, by number of geese, fewest first.
    pub fn layers(&self) -> Vec<Layer> {
        let store = &self.store;
        let mut layers: Vec<Layer> = Vec::new();
        for (slice, codes) in store.slices() {
            let geese = slice.key.geese(&store.layout) as u32;
            let at = match layers.iter().position(|l| l.geese == geese) {
                Some(at) => at,
                None => {
                    layers.push(Layer {
                        geese,
                        ..Layer::default()
                    });
                    layers.len() - 1
                }
            };
            let layer = &mut layers[at];
            layer.indices += slice.len;
            for &c in codes {
                match c {
                    NO_POSITION => continue,
                    UNSETTLED => layer.draws += 1,
                    c if c % 2 == 0 => layer.wins += 1,
                    _ => layer.losses += 1,
                }
                layer.positions += 1;
                if c != UNSETTLED {
                    layer.longest = layer.longest.max(c as u32 - 1);
                }
            }
        }
        layers.sort_by_key(|l| l.geese);
        layers
    }
}

/// The value of a position found by [`solve_values`], and what finding it
/// took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Values {
    /// The value for the side to move, and the first move in notation
    /// order that keeps it.
    pub value: Value,
    pub best: Option<Move>,
    /// Every position settled (each placement of the geese reachable, the
    /// fox on each other point, both sides to move), and of them those the
    /// fox wins and those the geese win; the rest are draws.
    pub positions: u64,
    pub fox_wins: u64,
    pub geese_win: u64,
    /// The most bytes the tables held at once.
    pub peak_bytes: u64,
}

/// Progress of [`solve_values`]: reported after each number of geese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub geese: u32,
    /// Positions with this many geese, and of them those the fox wins and
    /// those the geese win.
    pub positions: u64,
    pub fox_wins: u64,
    pub geese_win: u64,
    /// Bytes the tables hold now.
    pub table_bytes: u64,
}

/// True when [`solve_values`] handles `variant`: Fox and Geese (one fox,
/// the 33-point cross), with either sideways setting.
pub fn values_handle(variant: &Variant) -> bool {
    wdl::handles(variant)
}

/// What [`solve_values`] would take for `position`: the positions it
/// would settle and the most bytes its tables would hold at once (an
/// upper bound).
pub fn values_size(variant: &Variant, position: &Position) -> (u64, u64) {
    let layout = layout::Layout::new(variant.topology());
    let root = SliceKey::of(&layout, position.geese());
    let keys = closure(&layout, variant.min_geese() as usize, root);
    let points = variant.topology().len() as u64;
    let kinds = 1 + variant.geese_step_sideways() as u64;
    let top = root.geese(&layout);
    let (mut positions, mut kept) = (0, 0);
    // Placements by (geese, height), for the fox-to-move window.
    let mut heights: std::collections::HashMap<(usize, usize), u64> = Default::default();
    for &k in &keys {
        // Each number stands for a placement and its mirror image.
        let sets = sets::Sets::new(&layout, k).count;
        let placements: u64 = (0..layout.ranks)
            .map(|r| layout::choose(layout.width[r] as u64, k.on(r) as u64))
            .product();
        positions += placements * 2 * (points - k.geese(&layout) as u64);
        if k.geese(&layout) < top || k == root {
            kept += sets * 4 * kinds;
        }
        *heights
            .entry((k.geese(&layout), k.height(&layout)))
            .or_default() += sets;
    }
    let window = heights
        .iter()
        .map(|(&(g, h), &n)| n + heights.get(&(g, h + 1)).copied().unwrap_or(0))
        .max()
        .unwrap_or(0);
    (positions, kept + window * 8 * kinds)
}

/// How [`solve_values`] runs.
#[derive(Clone, Copy)]
pub struct ValuesRun<'f> {
    /// The most bytes its tables may take.
    pub limit_bytes: u64,
    /// Threads to settle slices on: the slices of one number of geese and
    /// one height are independent.
    pub threads: usize,
    /// Where each slice is written out once settled, so that a run of
    /// many hours can stop and a later run with the same records go on
    /// from there (see [`SliceFiles`]).
    pub files: Option<&'f dyn SliceFiles>,
}

impl ValuesRun<'_> {
    /// One thread, no records, at most `limit_bytes`.
    pub fn new(limit_bytes: u64) -> ValuesRun<'static> {
        ValuesRun {
            limit_bytes,
            threads: 1,
            files: None,
        }
    }
}

/// The value of `position` (no distance), found by settling every position
/// its game can reach from it with a bit or two a position ([`wdl`]).
///
/// # Errors
/// [`SolveError::Decided`] when the position is over,
/// [`SolveError::NotHandled`] for a game [`values_handle`] does not take,
/// [`SolveError::TooLarge`] when its tables would need more than
/// `limit_bytes` (then `needed` and `limit` are bytes).
pub fn solve_values(
    variant: &Variant,
    position: &Position,
    run: ValuesRun,
    mut progress: impl FnMut(Progress),
) -> Result<Values, SolveError> {
    let limit_bytes = run.limit_bytes;
    if let Some(outcome) = over(variant, position) {
        return Err(SolveError::Decided(outcome));
    }
    if !wdl::handles(variant) {
        return Err(SolveError::NotHandled);
    }
    let (_, needed) = values_size(variant, position);
    if needed > limit_bytes {
        return Err(SolveError::TooLarge {
            needed,
            limit: limit_bytes,
        });
    }
    let mut solver = wdl::Wdl::new(variant);
    solver.threads = run.threads;
    solver.files = run.files;
    let layout = solver.layout().clone();
    let root = SliceKey::of(&layout, position.geese());
    let keys = closure(&layout, variant.min_geese() as usize, root);
    let top = root.geese(&layout);
    let (mut positions, mut fox_wins, mut geese_win, mut peak) = (0, 0, 0, 0);
    // One number of geese at a time, to report progress in between.
    let mut done = 0;
    while done < keys.len() {
        let geese = keys[done].geese(&layout);
        let end = done
            + keys[done..]
                .iter()
                .take_while(|k| k.geese(&layout) == geese)
                .count();
        let mut layer = value_tables::Counts::default();
        solver
            .solve(&keys[done..end], top, root, |_, counts| {
                layer.positions += counts.positions;
                layer.fox_wins += counts.fox_wins;
                layer.geese_win += counts.geese_win;
            })
            .map_err(|e| SolveError::Files(e.kind(), e.to_string()))?;
        positions += layer.positions;
        fox_wins += layer.fox_wins;
        geese_win += layer.geese_win;
        peak = u64::max(peak, solver.bytes());
        progress(Progress {
            geese: geese as u32,
            positions: layer.positions,
            fox_wins: layer.fox_wins,
            geese_win: layer.geese_win,
            table_bytes: solver.bytes(),
        });
        done = end;
    }
    let winner = solver
        .winner(position)
        .expect("the position's own slice is kept");
    let mut moves = Vec::new();
    generate(variant, position, &mut moves);
    let topology = variant.topology();
    moves.sort_by_cached_key(|mv| mv.to_text(topology));
    let best = moves.into_iter().find(|&mv| {
        let mut child = *position;
        child.play(variant.tables, mv);
        let after = match over(variant, &child) {
            Some(outcome) => outcome.winner(),
            None => solver
                .winner(&child)
                .expect("the slices one move away are kept"),
        };
        after == winner
    });
    let side = position.side_to_move();
    Ok(Values {
        value: match winner {
            Some(w) if w == side => Value::Win,
            Some(_) => Value::Loss,
            None => Value::Draw,
        },
        best,
        positions,
        fox_wins,
        geese_win,
        peak_bytes: peak,
    })
}
