//! Puzzles for Hnefatafl: "defenders to play, the king escapes in 2",
//! "attackers to play and capture the king in 3". As for the fox games
//! ([`super::find_puzzles`]), a puzzle is a position whose side to move
//! forces a win in exactly that many of its own moves (no faster), with
//! only one first move that does it, proved by [`TaflBounded`].
//!
//! Positions come from the last plies of games: self-played ones, where
//! the winner plays a light greedy policy and the other side plays at
//! random (deterministic for a seed), or real ones given as the positions
//! of each game ([`tafl_puzzles_from`]).

use super::bounded::Exhausted;
use super::puzzle::PuzzleSpec;
use super::tafl_bounded::{after, over, TaflBounded};
use crate::game_id::{GameId, Options};
use crate::hnefatafl::{Move, MoveList, Position, TaflGame};
use crate::rng::Rng;
use crate::rules::Rules;
use crate::setup::Setup;
use crate::side::Side;
use std::collections::HashSet;

/// A Hnefatafl position whose side to move wins in `moves` of its own
/// moves at best, and only by playing `solution` first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaflPuzzle {
    pub position: Position,
    pub moves: u32,
    pub solution: Move,
}

impl TaflPuzzle {
    /// The puzzle's position as a set-up position (pieces in point
    /// order), so that it is written as every position text is.
    pub fn setup(&self) -> Setup {
        let game = TaflGame::from_position(self.position);
        Setup {
            game: GameId::Hnefatafl,
            options: Options::default(),
            pieces: game
                .topology()
                .points()
                .filter_map(|point| game.piece_at(point).map(|piece| (point, piece)))
                .collect(),
            side_to_move: self.position.side_to_move(),
        }
    }
}

/// What a hunt for Hnefatafl puzzles found, and what it took (the fields
/// of [`super::PuzzleHunt`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaflHunt {
    pub puzzles: Vec<TaflPuzzle>,
    /// Games played or read; positions tried (those with the winner to
    /// move, each once), and of them those passed over for their cost.
    pub games: u64,
    pub tried: u64,
    pub too_costly: u64,
    /// Positions tried whose side to move wins within the puzzle's plies.
    pub won: u64,
}

impl TaflHunt {
    fn new() -> TaflHunt {
        TaflHunt {
            puzzles: Vec::new(),
            games: 0,
            tried: 0,
            too_costly: 0,
            won: 0,
        }
    }

    /// Tries `position` for a puzzle of `spec`, once per position.
    fn try_position(&mut self, spec: &PuzzleSpec, seen: &mut HashSet<Position>, p: Position) {
        if p.side_to_move() != spec.winner || over(&p).is_some() || !seen.insert(p) {
            return;
        }
        self.tried += 1;
        let moves = spec.moves.max(1);
        match classify(&p, 2 * moves - 1, spec.nodes_per_try) {
            Ok(Found::Puzzle(solution)) => {
                self.won += 1;
                self.puzzles.push(TaflPuzzle {
                    position: p,
                    moves,
                    solution,
                });
            }
            Ok(Found::Won) => self.won += 1,
            Ok(Found::Nothing) => {}
            Err(_) => self.too_costly += 1,
        }
    }
}

/// Looks for up to `count` distinct Hnefatafl puzzles of `spec` in the
/// last plies of games played from the start (deterministic for a seed).
/// A winner of `Side::First` is the attackers, `Side::Second` the
/// defenders; `spec.tries` caps the games played.
pub fn find_tafl_puzzles(spec: PuzzleSpec, count: usize) -> TaflHunt {
    let mut rng = Rng::new(spec.seed);
    let mut seen = HashSet::new();
    let mut hunt = TaflHunt::new();
    while hunt.puzzles.len() < count && hunt.games < spec.tries {
        hunt.games += 1;
        let Some(line) = played_game(&mut rng, spec.winner) else {
            continue;
        };
        for &p in line.iter().rev().take(LAST_PLIES) {
            if hunt.puzzles.len() < count {
                hunt.try_position(&spec, &mut seen, p);
            }
        }
    }
    hunt
}

/// Looks for up to `count` distinct puzzles of `spec` among every
/// position of `games` (each the positions of one game, in order), at
/// most `spec.tries` games.
pub fn tafl_puzzles_from(games: &[Vec<Position>], spec: PuzzleSpec, count: usize) -> TaflHunt {
    let mut seen = HashSet::new();
    let mut hunt = TaflHunt::new();
    for game in games {
        if hunt.puzzles.len() >= count || hunt.games >= spec.tries {
            break;
        }
        hunt.games += 1;
        for &p in game {
            if hunt.puzzles.len() < count {
                hunt.try_position(&spec, &mut seen, p);
            }
        }
    }
    hunt
}

/// The one first move of a win in exactly `plies` for the side to move
/// of `position`, if it has such a win (none shorter) and only one move
/// starts it.
///
/// # Errors
/// [`Exhausted`] when proving it would visit more than `max_nodes`
/// positions.
pub fn tafl_puzzle_at(
    position: &Position,
    plies: u32,
    max_nodes: u64,
) -> Result<Option<Move>, Exhausted> {
    Ok(match classify(position, plies, max_nodes)? {
        Found::Puzzle(solution) => Some(solution),
        Found::Won | Found::Nothing => None,
    })
}

enum Found {
    Puzzle(Move),
    Won,
    Nothing,
}

fn classify(position: &Position, plies: u32, max_nodes: u64) -> Result<Found, Exhausted> {
    let mut search = TaflBounded::new(max_nodes);
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

/// The plies of a self-played game after which it is given up.
const GAME_PLIES: usize = 400;

/// How far before the end of a game positions are tried.
const LAST_PLIES: usize = 12;

/// The positions of a game played from the start that `winner` won
/// (before each move, the end excluded); `None` when it went another way.
fn played_game(rng: &mut Rng, winner: Side) -> Option<Vec<Position>> {
    let mut position = Position::start();
    let mut line = Vec::new();
    let mut list = MoveList::new();
    for _ in 0..GAME_PLIES {
        line.push(position);
        position.generate(&mut list);
        let moves = list.as_slice();
        if moves.is_empty() {
            return None;
        }
        let mv = match position.side_to_move() == winner {
            true => policy_move(&position, moves, rng),
            false => moves[rng.below(moves.len())],
        };
        let (child, outcome) = after(&position, mv);
        if let Some(outcome) = outcome {
            return (outcome.winner() == Some(winner)).then_some(line);
        }
        position = child;
    }
    None
}

/// The light policy's move: a move that wins now; for the attackers,
/// failing that, one that leaves the king no open line to a corner, then
/// one next to the king or that takes a man; for the defenders a king
/// move that opens the most lines to corners, then one that takes a man.
/// Ties go to chance.
fn policy_move(position: &Position, moves: &[Move], rng: &mut Rng) -> Move {
    let side = position.side_to_move();
    let board = position.board();
    let mut best = Vec::new();
    let mut best_score = i32::MIN;
    for &mv in moves {
        let (child, outcome) = after(position, mv);
        let score = if outcome.is_some_and(|o| o.winner() == Some(side)) {
            1000
        } else {
            let taken = position.captures_of(mv).men.count() as i32;
            let corners =
                (board.rook_reach(child.king(), child.occupied()) & board.corners()).count() as i32;
            match side {
                Side::First => {
                    let next = board.adjacent(child.king()).contains(mv.to) as i32;
                    -100 * corners + 10 * taken + 3 * next
                }
                Side::Second => {
                    let edge = (mv.from == position.king() && board.is_edge(mv.to)) as i32;
                    100 * corners + 10 * taken + edge
                }
            }
        };
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(mv);
        }
    }
    best[rng.below(best.len())]
}
