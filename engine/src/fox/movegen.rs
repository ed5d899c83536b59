//! Legal moves of a position (docs/rules.md 2.3 and sections 3–5): listing them,
//! counting them without a list (perft's last ply), and asking whether any
//! exist (the no-legal-move ending).
//!
//! The game's end is not looked at here; `FoxGame` does that.

use super::moves::{Move, MAX_JUMPS};
use super::position::Position;
use super::tables::Tables;
use super::variant::Variant;
use crate::bitset::Bits64;
use crate::side::Side;

/// Appends every legal move of `position` to `out`.
pub(crate) fn generate(variant: &Variant, position: &Position, out: &mut Vec<Move>) {
    let tables = variant.tables;
    let empty = tables.board & !(position.foxes() | position.geese());
    match position.side_to_move() {
        Side::Second => {
            for goose in Bits64(position.geese()) {
                for to in Bits64(tables.goose_steps[goose as usize] & empty) {
                    out.push(Move::step(goose, to));
                }
            }
        }
        Side::First => {
            let maximal_only = variant.mandatory_capture();
            let chain_starts = chain_starts(variant, position);
            for fox in Bits64(chain_starts) {
                let mut chains = Chains::new(tables, fox, maximal_only);
                chains.push(fox, position.geese(), empty, 0, 0, out);
            }
            if !maximal_only || chain_starts == 0 {
                for fox in Bits64(position.foxes()) {
                    for to in Bits64(tables.fox_steps[fox as usize] & empty) {
                        out.push(Move::step(fox, to));
                    }
                }
            }
        }
    }
}

/// The number of legal moves of `position`, as [`generate`] would list.
pub(crate) fn count(variant: &Variant, position: &Position) -> usize {
    let tables = variant.tables;
    let empty = tables.board & !(position.foxes() | position.geese());
    match position.side_to_move() {
        Side::Second => Bits64(position.geese())
            .map(|g| (tables.goose_steps[g as usize] & empty).count_ones() as usize)
            .sum(),
        Side::First => {
            let maximal_only = variant.mandatory_capture();
            let chain_starts = chain_starts(variant, position);
            let geese = position.geese();
            let mut total = 0;
            for fox in Bits64(chain_starts) {
                total += if maximal_only {
                    count_chains::<true>(tables, fox, geese, empty, 0)
                } else {
                    count_chains::<false>(tables, fox, geese, empty, 0)
                };
            }
            if !maximal_only || chain_starts == 0 {
                for fox in Bits64(position.foxes()) {
                    total += (tables.fox_steps[fox as usize] & empty).count_ones() as usize;
                }
            }
            total
        }
    }
}

/// The foxes whose chains to walk: under mandatory capture those that can
/// jump (when there are any, steps are illegal); otherwise every fox with a
/// goose next to it.
#[inline]
fn chain_starts(variant: &Variant, position: &Position) -> u64 {
    let tables = variant.tables;
    if variant.mandatory_capture() {
        return jumpers(tables, position);
    }
    Bits64(position.foxes())
        .filter(|&f| tables.jump_over[f as usize] & position.geese() != 0)
        .fold(0, |mask, f| mask | 1 << f)
}

/// True when the side to move has at least one legal move.
pub(crate) fn has_any(variant: &Variant, position: &Position) -> bool {
    let tables = variant.tables;
    let empty = tables.board & !(position.foxes() | position.geese());
    match position.side_to_move() {
        Side::Second => {
            Bits64(position.geese()).any(|g| tables.goose_steps[g as usize] & empty != 0)
        }
        Side::First => Bits64(position.foxes()).any(|f| {
            tables.fox_steps[f as usize] & empty != 0
                || can_jump(tables, f, position.geese(), empty)
        }),
    }
}

/// The foxes that have a jump right now (whoever is to move).
pub(crate) fn jumpers(tables: &Tables, position: &Position) -> u64 {
    let empty = tables.board & !(position.foxes() | position.geese());
    Bits64(position.foxes())
        .filter(|&f| can_jump(tables, f, position.geese(), empty))
        .fold(0, |mask, f| mask | 1 << f)
}

/// True when a fox on `at` can jump a goose of `geese` onto a point of
/// `empty`.
#[inline]
fn can_jump(tables: &Tables, at: u8, geese: u64, empty: u64) -> bool {
    tables.jump_over[at as usize] & geese != 0
        && tables
            .jumps_from(at)
            .iter()
            .any(|j| geese >> j.over & 1 != 0 && empty >> j.to & 1 != 0)
}

/// The number of chains a fox on `at` can still make after `depth` jumps
/// (all of them, or with `MAXIMAL` only those that cannot go on), as
/// [`Chains::push`] would push them; `empty` excludes the fox and the geese.
fn count_chains<const MAXIMAL: bool>(
    tables: &Tables,
    at: u8,
    geese: u64,
    empty: u64,
    depth: usize,
) -> usize {
    let mut total = 0;
    let mut extended = false;
    if tables.jump_over[at as usize] & geese != 0 {
        for jump in tables.jumps_from(at) {
            if geese >> jump.over & 1 == 0 || empty >> jump.to & 1 == 0 {
                continue;
            }
            extended = true;
            let over = 1u64 << jump.over;
            let empty = (empty | 1 << at | over) & !(1 << jump.to);
            total += !MAXIMAL as usize
                + count_chains::<MAXIMAL>(tables, jump.to, geese & !over, empty, depth + 1);
        }
    }
    if MAXIMAL && !extended && depth > 0 {
        total += 1;
    }
    total
}

/// A depth-first walk over the jump chains of one fox.
///
/// `path[..depth]` holds the landings so far and is 0 beyond, so a chain
/// can be copied into a [`Move`] as it stands.
struct Chains<'t> {
    tables: &'t Tables,
    from: u8,
    /// Only chains that cannot go on are moves (mandatory capture);
    /// otherwise every prefix is.
    maximal_only: bool,
    path: [u8; MAX_JUMPS],
}

impl<'t> Chains<'t> {
    fn new(tables: &'t Tables, from: u8, maximal_only: bool) -> Chains<'t> {
        Chains {
            tables,
            from,
            maximal_only,
            path: [0; MAX_JUMPS],
        }
    }

    /// Pushes the chains that continue from `at` after `depth` jumps that
    /// took `captured`; `empty` excludes the fox (on `at`) and the geese.
    /// A position never has more than [`MAX_JUMPS`] geese, so a jump is
    /// never found with the path full.
    fn push(
        &mut self,
        at: u8,
        geese: u64,
        empty: u64,
        depth: usize,
        captured: u64,
        out: &mut Vec<Move>,
    ) {
        let tables = self.tables;
        let mut extended = false;
        if tables.jump_over[at as usize] & geese != 0 {
            for jump in tables.jumps_from(at) {
                if geese >> jump.over & 1 == 0 || empty >> jump.to & 1 == 0 {
                    continue;
                }
                extended = true;
                self.path[depth] = jump.to;
                let over = 1u64 << jump.over;
                if !self.maximal_only {
                    out.push(Move::chain(
                        self.from,
                        &self.path,
                        depth + 1,
                        captured | over,
                    ));
                }
                let empty = (empty | 1 << at | over) & !(1 << jump.to);
                self.push(
                    jump.to,
                    geese & !over,
                    empty,
                    depth + 1,
                    captured | over,
                    out,
                );
            }
            self.path[depth] = 0;
        }
        if self.maximal_only && !extended && depth > 0 {
            out.push(Move::chain(self.from, &self.path, depth, captured));
        }
    }
}
