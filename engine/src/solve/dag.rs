//! Exact solving of a game whose positions can never repeat (Fox and Geese
//! with `sideways=off`: every goose move goes to a higher rank, and the
//! geese move every other ply), by alpha-beta over the whole game graph
//! with no depth limit and a memo of proven score bounds.
//!
//! With no cycles and no horizon, a bound proved for a position holds
//! whatever the path to it, so the memo is exact knowledge and the search
//! is a proof: the score it returns is the game-theoretic one (a win in
//! the fewest plies, a loss in the most). Mirror images share one entry.

use super::memo::{Full, Memo, KEY_BITS};
use super::mirror::Mirror;
use super::score::{from_child, loss_in, to_child, MATE};
use crate::fox::{ending, generate, Move, Position, Variant};
use crate::side::Side;

/// The point sets of a board this search handles fit 33 bits (the
/// 33-point cross), so a key is geese, fox point and side in 40 bits.
const GEESE_BITS: u32 = 33;

/// The alpha-beta search over an acyclic fox game, with its memo.
pub(crate) struct Dag<'v> {
    variant: &'v Variant,
    mirror: Mirror,
    memo: Memo,
    /// One buffer of moves and one of ordered moves per ply, reused.
    moves: Vec<Vec<Move>>,
    ordered: Vec<Vec<(i32, Move)>>,
}

/// True when `variant`'s positions can never repeat and this search can
/// key them: one fox, a board of at most 33 points, geese that only move
/// forward.
pub(crate) fn handles(variant: &Variant) -> bool {
    variant.fox_count() == 1
        && variant.topology().len() <= GEESE_BITS as usize
        && !variant.geese_step_sideways()
}

impl<'v> Dag<'v> {
    /// A search of `variant` (see [`handles`]) that keeps at most `limit`
    /// positions.
    pub(crate) fn new(variant: &'v Variant, limit: u64) -> Dag<'v> {
        debug_assert!(handles(variant));
        Dag {
            variant,
            mirror: Mirror::new(variant.topology()),
            memo: Memo::new(limit),
            moves: Vec::new(),
            ordered: Vec::new(),
        }
    }

    /// Positions in the memo: each one met and not over.
    pub(crate) fn positions(&self) -> u64 {
        self.memo.len()
    }

    /// The memo key of a position: the smaller of its own and its mirror
    /// image's.
    #[inline]
    fn key(&self, position: &Position) -> u64 {
        let side = match position.side_to_move() {
            Side::First => 0,
            Side::Second => 1u64 << (KEY_BITS - 1),
        };
        let fox = position.foxes().trailing_zeros() as u8;
        let own = position.geese() | (fox as u64) << GEESE_BITS | side;
        let image = self.mirror.set(position.geese())
            | (self.mirror.point(fox) as u64) << GEESE_BITS
            | side;
        own.min(image)
    }

    /// The exact score of `position` (see [`super::score`]) and, when it
    /// is not over, the first of its moves in notation order that keeps
    /// that score.
    ///
    /// # Errors
    /// [`Full`] when the memo would need more positions than its limit.
    pub(crate) fn solve(&mut self, position: &Position) -> Result<(i32, Option<Move>), Full> {
        // A null window first settles who wins cheaply and fills the memo
        // with the bounds the exact search then starts from.
        self.search(position, 0, -1, 1)?;
        let score = self.search(position, 0, -MATE - 1, MATE + 1)?;
        let mut moves = Vec::new();
        generate(self.variant, position, &mut moves);
        let topology = self.variant.topology();
        moves.sort_by_cached_key(|mv| mv.to_text(topology));
        let target = to_child(score);
        for mv in moves {
            let mut child = *position;
            child.play(self.variant.tables, mv);
            if self.search(&child, 1, target - 1, target + 1)? == target {
                return Ok((score, Some(mv)));
            }
        }
        Ok((score, None))
    }

    /// Fail-soft alpha-beta: a result at or below `alpha` is an upper
    /// bound, at or above `beta` a lower bound, between them exact.
    fn search(
        &mut self,
        position: &Position,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Full> {
        let key = self.key(position);
        let (mut lower, mut upper) = self.memo.get(key).unwrap_or((-MATE, MATE));
        if lower >= beta || lower == upper {
            return Ok(lower);
        }
        if upper <= alpha {
            return Ok(upper);
        }
        if ply == self.moves.len() {
            self.moves.push(Vec::new());
            self.ordered.push(Vec::new());
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        let variant = self.variant;
        let over = ending(variant, position, |p| {
            generate(variant, p, &mut moves);
            !moves.is_empty()
        });
        if let Some(outcome) = over {
            self.moves[ply] = moves;
            return Ok(match outcome.winner() {
                Some(side) if side == position.side_to_move() => MATE,
                _ => loss_in(0),
            });
        }
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        ordered.clear();
        ordered.extend(moves.iter().map(|&mv| (self.promise(position, mv), mv)));
        self.moves[ply] = moves;
        ordered.sort_unstable_by_key(|o| std::cmp::Reverse(o.0));
        let (alpha, beta) = (alpha.max(lower), beta.min(upper));
        let mut best = -MATE - 1;
        let mut a = alpha;
        let mut result = Ok(());
        for &(_, mv) in ordered.iter() {
            let mut child = *position;
            child.play(variant.tables, mv);
            let score = match self.search(&child, ply + 1, to_child(beta), to_child(a)) {
                Ok(c) => from_child(c),
                Err(full) => {
                    result = Err(full);
                    break;
                }
            };
            if score > best {
                best = score;
                if score > a {
                    a = score;
                    if a >= beta {
                        break;
                    }
                }
            }
        }
        self.ordered[ply] = ordered;
        result?;
        if best <= alpha {
            upper = upper.min(best);
        } else if best >= beta {
            lower = lower.max(best);
        } else {
            (lower, upper) = (best, best);
        }
        self.memo.put(key, lower, upper.max(lower))?;
        Ok(best)
    }

    /// How good `mv` looks before it is searched, higher first: a child
    /// already known lost (soonest first), then captures (most first),
    /// then the rest, and children known won last.
    #[inline]
    fn promise(&self, position: &Position, mv: Move) -> i32 {
        let mut child = *position;
        child.play(self.variant.tables, mv);
        if let Some((lower, upper)) = self.memo.get(self.key(&child)) {
            if upper < 0 {
                return from_child(upper);
            }
            if lower > 0 {
                return from_child(lower);
            }
        }
        mv.captured().count_ones() as i32
    }
}
