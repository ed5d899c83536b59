//! Puzzles from proved positions: "fox to play and win in 3", "geese to
//! play and trap the fox in 5". A puzzle is a position whose side to move
//! forces a win in exactly that many of its own moves (no faster), with
//! only one first move that does it; proved by the bounded search of
//! [`super::bounded`], so every fox game has them.
//!
//! Positions come from the last moves of games played from the start and
//! won by the puzzle's winner: the winner plays a light policy (the fox
//! takes what it can, the geese avoid leaving a goose to be taken and hem
//! the fox in), the other side plays at random. So they come from real
//! games rather than scattered pieces.

use super::bounded::{over, Bounded, Exhausted};
use crate::fox::{generate, Move, Position, Variant};
use crate::rng::Rng;
use crate::side::Side;
use std::collections::HashSet;

/// A position whose side to move wins in `moves` of its own moves at best,
/// and only by playing `solution` first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub position: Position,
    pub moves: u32,
    pub solution: Move,
}

impl Puzzle {
    /// The plies of the winning line: the winner's moves and the replies
    /// between them.
    pub fn plies(&self) -> u32 {
        2 * self.moves - 1
    }
}

/// What to look for: who wins, in how many of its moves, and how hard to
/// look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleSpec {
    pub winner: Side,
    pub moves: u32,
    /// How many games to play at most (each gives a position to try when
    /// the winner wins it).
    pub tries: u64,
    /// The positions the bounded search may visit for one try; a position
    /// that needs more is passed over.
    pub nodes_per_try: u64,
    pub seed: u64,
}

/// What a hunt for puzzles found, and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleHunt {
    pub puzzles: Vec<Puzzle>,
    /// Games played; positions tried (one for each game the winner won),
    /// and of them those passed over for their cost.
    pub games: u64,
    pub tried: u64,
    pub too_costly: u64,
    /// Positions tried whose side to move wins within the puzzle's plies
    /// (the puzzles, and those won faster or by more than one move).
    pub won: u64,
}

/// Looks for up to `count` distinct puzzles of `spec` in `variant`, in
/// positions of games played from the start (deterministic for a seed).
/// A winner of `Side::First` is the fox, `Side::Second` the geese.
pub fn find_puzzles(variant: &Variant, spec: PuzzleSpec, count: usize) -> PuzzleHunt {
    let mut rng = Rng::new(spec.seed);
    let mut seen = HashSet::new();
    let mut hunt = PuzzleHunt {
        puzzles: Vec::new(),
        games: 0,
        tried: 0,
        too_costly: 0,
        won: 0,
    };
    let plies = 2 * spec.moves.max(1) - 1;
    while hunt.puzzles.len() < count && hunt.games < spec.tries {
        hunt.games += 1;
        let found = match spec.winner {
            Side::First => played_position(variant, &mut rng, spec.winner),
            Side::Second => placed_position(variant, &mut rng),
        };
        let Some(position) = found else {
            continue;
        };
        hunt.tried += 1;
        if !seen.insert((position.geese(), position.foxes(), position.side_to_move())) {
            continue;
        }
        match classify(variant, &position, plies, spec.nodes_per_try) {
            Ok(Found::Puzzle(solution)) => {
                hunt.won += 1;
                hunt.puzzles.push(Puzzle {
                    position,
                    moves: spec.moves.max(1),
                    solution,
                });
            }
            Ok(Found::Won) => hunt.won += 1,
            Ok(Found::Nothing) => {}
            Err(_) => hunt.too_costly += 1,
        }
    }
    hunt
}

/// The one first move of a win in exactly `plies` for the side to move of
/// `position`, if it has such a win (none shorter) and only one move
/// starts it.
///
/// # Errors
/// [`Exhausted`] when proving it would visit more than `max_nodes`
/// positions.
pub fn puzzle_at(
    variant: &Variant,
    position: &Position,
    plies: u32,
    max_nodes: u64,
) -> Result<Option<Move>, Exhausted> {
    Ok(match classify(variant, position, plies, max_nodes)? {
        Found::Puzzle(solution) => Some(solution),
        Found::Won | Found::Nothing => None,
    })
}

/// What a position is for a puzzle of `plies`.
enum Found {
    /// A puzzle, with its only first move.
    Puzzle(Move),
    /// Won within the plies, but faster or by more than one first move.
    Won,
    Nothing,
}

fn classify(
    variant: &Variant,
    position: &Position,
    plies: u32,
    max_nodes: u64,
) -> Result<Found, Exhausted> {
    let mut search = Bounded::new(variant, max_nodes);
    match search.shortest_win(position, plies)? {
        None => return Ok(Found::Nothing),
        Some(shorter) if shorter < plies => return Ok(Found::Won),
        Some(_) => {}
    }
    let winning = search.winning_moves(position, plies)?;
    Ok(match winning.as_slice() {
        [only] => Found::Puzzle(*only),
        _ => Found::Won,
    })
}

/// The plies of a played game after which it is given up as endless.
const GAME_PLIES: usize = 300;

/// A position shortly before the end of a game played from the start that
/// `winner` won, `winner` to play; `None` when the game went another way.
/// Puzzles are where games are decided: the last few moves.
fn played_position(variant: &Variant, rng: &mut Rng, winner: Side) -> Option<Position> {
    let mut position = Position::new(variant.start_foxes(), variant.start_geese(), Side::First);
    let mut line = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..GAME_PLIES {
        if let Some(outcome) = over(variant, &position) {
            if outcome.winner() != Some(winner) {
                return None;
            }
            let near: Vec<Position> = line
                .iter()
                .rev()
                .take(LAST_PLIES)
                .filter(|p: &&Position| p.side_to_move() == winner)
                .copied()
                .collect();
            return (!near.is_empty()).then(|| near[rng.below(near.len())]);
        }
        line.push(position);
        moves.clear();
        generate(variant, &position, &mut moves);
        let mv = match position.side_to_move() == winner {
            true => policy_move(variant, &position, &moves, rng)?,
            false => *moves.get(rng.below(moves.len().max(1)))?,
        };
        position.play(variant.tables, mv);
    }
    None
}

/// A position of the geese to move with as many geese as at the start or
/// a few fewer, most of them round the foxes and the rest anywhere;
/// `None` when it is over. Games the geese win against even a random fox
/// are too rare (the geese run out of moves), so their puzzles come from
/// here: a fox hemmed in is where the geese have a short win.
fn placed_position(variant: &Variant, rng: &mut Rng) -> Option<Position> {
    let tables = variant.tables;
    let mut free: Vec<u8> = variant.topology().points().collect();
    let mut foxes = 0u64;
    for _ in 0..variant.fox_count() {
        foxes |= 1 << free.swap_remove(rng.below(free.len()));
    }
    // The points within two steps of a fox.
    let mut near = 0u64;
    for fox in crate::bitset::Bits64(foxes) {
        near |= tables.fox_steps[fox as usize];
    }
    for point in crate::bitset::Bits64(near) {
        near |= tables.fox_steps[point as usize];
    }
    near &= !foxes;
    let start = variant.start_geese_count() as usize;
    let geese_count = start - rng.below(start.min(5));
    let mut geese = 0u64;
    for _ in 0..geese_count {
        let close: Vec<usize> = (0..free.len())
            .filter(|&i| near >> free[i] & 1 != 0)
            .collect();
        let at = match close.is_empty() || rng.below(4) == 0 {
            true => rng.below(free.len()),
            false => close[rng.below(close.len())],
        };
        geese |= 1 << free.swap_remove(at);
    }
    let position = Position::new(foxes, geese, Side::Second);
    over(variant, &position).is_none().then_some(position)
}

/// How far before the end of a game a puzzle's position is taken.
const LAST_PLIES: usize = 12;

/// The light policy's move among `moves`: a capture for the fox when it
/// has one; for the geese a move after which no goose can be taken and
/// the fox has as few moves as can be, or failing that any move. Ties go
/// to chance. `None` when there is no move.
fn policy_move(
    variant: &Variant,
    position: &Position,
    moves: &[Move],
    rng: &mut Rng,
) -> Option<Move> {
    let preferred: Vec<Move> = match position.side_to_move() {
        Side::First => moves.iter().copied().filter(Move::is_capture).collect(),
        Side::Second => {
            let mut replies = Vec::new();
            let mut scored: Vec<(usize, Move)> = Vec::new();
            for &mv in moves {
                let mut child = *position;
                child.play(variant.tables, mv);
                replies.clear();
                generate(variant, &child, &mut replies);
                if !replies.iter().any(Move::is_capture) {
                    scored.push((replies.len(), mv));
                }
            }
            let fewest = scored.iter().map(|&(n, _)| n).min();
            scored
                .into_iter()
                .filter(|&(n, _)| Some(n) == fewest)
                .map(|(_, mv)| mv)
                .collect()
        }
    };
    let pool = if preferred.is_empty() {
        moves
    } else {
        &preferred
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
}
