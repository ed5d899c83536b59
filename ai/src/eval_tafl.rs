//! The evaluator of Copenhagen Hnefatafl: a weighted sum of features, for
//! the attackers: material, the king's distance to the nearest corner, the
//! king's open lines to edges and corners, the men around the king, and
//! the men on the corners' guard squares (the cordon).
//!
//! [`TaflEval::features`] gives the features themselves, so that the
//! weights can be fitted to games (`scripts/texel-tune`, ai/README.md).

use crate::search_game::Evaluator;
use tafl_engine::hnefatafl::{Squares, TaflGame};
use tafl_engine::{Direction, Side};

/// How many features [`TaflEval::features`] returns.
pub const FEATURES: usize = 16;

/// The features' names, in order (the columns of the tuning data).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "attackers",
    "defenders",
    "corner_distance",
    "open_edge",
    "open_corner",
    "king_neighbour",
    "corner_guard",
    "king_mobility",
    "king_defender",
    "king_on_edge",
    "open_corner_to_move",
    "open_corner_fork",
    "king_line_attacker",
    "corner_guard_defender",
    "attackers_to_move",
    "king_escape_squares",
];

// The index of each feature in [`FEATURE_NAMES`] and `WEIGHTS`.
const ATTACKERS: usize = 0;
const DEFENDERS: usize = 1;
const CORNER_DISTANCE: usize = 2;
const OPEN_EDGE: usize = 3;
const OPEN_CORNER: usize = 4;
const KING_NEIGHBOUR: usize = 5;
const CORNER_GUARD: usize = 6;
const KING_MOBILITY: usize = 7;
const KING_DEFENDER: usize = 8;
const KING_ON_EDGE: usize = 9;
const OPEN_CORNER_TO_MOVE: usize = 10;
const OPEN_CORNER_FORK: usize = 11;
const KING_LINE_ATTACKER: usize = 12;
const CORNER_GUARD_DEFENDER: usize = 13;
const ATTACKERS_TO_MOVE: usize = 14;
const KING_ESCAPE_SQUARES: usize = 15;

/// The weight of each feature (centi-units, for the attackers): set by
/// hand (`scripts/texel-tune --write` fits them, ai/README.md).
const WEIGHTS: [i32; FEATURES] = [
    30,   // attackers
    -60,  // defenders
    8,    // corner_distance
    -40,  // open_edge
    -300, // open_corner
    35,   // king_neighbour
    15,   // corner_guard
    -3,   // king_mobility
    0,    // king_defender
    0,    // king_on_edge
    0,    // open_corner_to_move
    0,    // open_corner_fork
    0,    // king_line_attacker
    0,    // corner_guard_defender
    0,    // attackers_to_move
    0,    // king_escape_squares
];

/// A constant added to the attackers' score: it cannot change which move
/// is best, only how a position compares with a draw (scored 0). Fitted
/// with the weights so that a score means the same chance of winning as
/// under the weights before it.
const OFFSET: i32 = 0;

/// Stateless: every board question goes to the engine's
/// [`TaflBoard`](tafl_engine::hnefatafl::TaflBoard).
#[derive(Clone, Copy, Debug, Default)]
pub struct TaflEval;

impl TaflEval {
    /// The features of the position, each counted for the attackers'
    /// evaluation (the names in [`FEATURE_NAMES`]):
    /// - `attackers`, `defenders`: the men of each side (not the king);
    /// - `corner_distance`: the king's fewest steps to a corner;
    /// - `open_edge`, `open_corner`: the king's open lines that end on the
    ///   edge, and those of them that end on a corner;
    /// - `king_neighbour`, `king_defender`: attackers, defenders next to
    ///   the king;
    /// - `corner_guard`, `corner_guard_defender`: attackers, defenders on
    ///   the squares that shut the corners off;
    /// - `king_mobility`: the squares the king can reach in one move;
    /// - `king_on_edge`: 1 when the king stands on the edge;
    /// - `open_corner_to_move`: `open_corner` when the defenders are to
    ///   move (the king can escape at once);
    /// - `open_corner_fork`: 1 when the king sees two corners or more;
    /// - `king_line_attacker`: the king's lines whose first man is an
    ///   attacker;
    /// - `attackers_to_move`: 1 when the attackers are to move;
    /// - `king_escape_squares`: the squares the king can move to (corners
    ///   aside) that see a corner along an open line: escapes in two moves.
    #[inline]
    pub fn features(&self, game: &TaflGame) -> [i32; FEATURES] {
        let pos = game.position();
        let board = pos.board();
        let attackers = pos.attackers();
        let defenders = pos.defenders();
        let king = pos.king();
        let occupied = pos.occupied();
        let mut mobility = 0;
        let mut open_edge = 0;
        let mut open_corner = 0;
        let mut line_attacker = 0;
        let mut king_reach = Squares::EMPTY;
        for d in Direction::ORTHOGONAL {
            // The king's open line in this direction: where it ends is the
            // only square of it that can lie on the edge or be a corner
            // (unless the king runs along the edge, where all of it does).
            let line = board.reach(king, d, occupied);
            mobility += line.count() as i32;
            king_reach |= line;
            if line.meets(board.edge()) {
                open_edge += 1;
                if line.meets(board.escapes()) {
                    open_corner += 1;
                }
            }
            if let Some(sq) = board.nearest(king, d, occupied) {
                line_attacker += attackers.contains(sq) as i32;
            }
        }
        let defenders_move = pos.side_to_move() == Side::Second;
        let adjacent = board.adjacent(king);
        [
            attackers.count() as i32,
            defenders.count() as i32,
            board.escape_distance(king) as i32,
            open_edge,
            open_corner,
            (adjacent & attackers).count() as i32,
            (attackers & board.corner_guards()).count() as i32,
            mobility,
            (adjacent & defenders).count() as i32,
            board.is_edge(king) as i32,
            if defenders_move { open_corner } else { 0 },
            (open_corner >= 2) as i32,
            line_attacker,
            (defenders & board.corner_guards()).count() as i32,
            (!defenders_move) as i32,
            (king_reach & board.escape_lines(occupied) & !board.escapes()).count() as i32,
        ]
    }

    /// The score for the attackers, whoever is to move: `OFFSET` plus the
    /// dot product of [`Self::features`] and `WEIGHTS`, working out only
    /// the features whose weight is not 0.
    #[inline]
    pub fn attacker_score(&self, game: &TaflGame) -> i32 {
        weighted_sum(game, &WEIGHTS, OFFSET)
    }

    /// The score as the plain dot product of [`Self::features`] and the
    /// weights: what [`Self::attacker_score`] must equal (tests).
    pub fn attacker_score_by_features(&self, game: &TaflGame) -> i32 {
        dot(&self.features(game), &WEIGHTS, OFFSET)
    }
}

/// `offset` plus the dot product of the features and `weights`, working
/// out only the features whose weight is not 0: inlined with the constant
/// `WEIGHTS`, each `w(..) != 0` test is settled when compiling, so the
/// unused terms cost nothing on the search's hot path.
#[inline(always)]
fn weighted_sum(game: &TaflGame, weights: &[i32; FEATURES], offset: i32) -> i32 {
    let w = |i: usize| weights[i];
    let pos = game.position();
    let board = pos.board();
    let attackers = pos.attackers();
    let defenders = pos.defenders();
    let king = pos.king();
    let occupied = pos.occupied();
    let defenders_move = pos.side_to_move() == Side::Second;
    let mut score = offset
        + w(ATTACKERS) * attackers.count() as i32
        + w(DEFENDERS) * defenders.count() as i32
        + w(CORNER_DISTANCE) * board.escape_distance(king) as i32
        + w(KING_ON_EDGE) * board.is_edge(king) as i32
        + w(ATTACKERS_TO_MOVE) * (!defenders_move) as i32;
    if w(CORNER_GUARD) != 0 {
        score += w(CORNER_GUARD) * (attackers & board.corner_guards()).count() as i32;
    }
    if w(CORNER_GUARD_DEFENDER) != 0 {
        score += w(CORNER_GUARD_DEFENDER) * (defenders & board.corner_guards()).count() as i32;
    }
    if w(KING_NEIGHBOUR) != 0 || w(KING_DEFENDER) != 0 {
        let adjacent = board.adjacent(king);
        score += w(KING_NEIGHBOUR) * (adjacent & attackers).count() as i32
            + w(KING_DEFENDER) * (adjacent & defenders).count() as i32;
    }
    let lines = w(OPEN_EDGE) != 0
        || w(OPEN_CORNER) != 0
        || w(KING_MOBILITY) != 0
        || w(OPEN_CORNER_TO_MOVE) != 0
        || w(OPEN_CORNER_FORK) != 0
        || w(KING_LINE_ATTACKER) != 0
        || w(KING_ESCAPE_SQUARES) != 0;
    if lines {
        let mut mobility = 0;
        let mut open_edge = 0;
        let mut open_corner = 0;
        let mut line_attacker = 0;
        let mut king_reach = Squares::EMPTY;
        for d in Direction::ORTHOGONAL {
            let line = board.reach(king, d, occupied);
            mobility += line.count() as i32;
            king_reach |= line;
            if line.meets(board.edge()) {
                open_edge += 1;
                open_corner += line.meets(board.escapes()) as i32;
            }
            if w(KING_LINE_ATTACKER) != 0 {
                if let Some(sq) = board.nearest(king, d, occupied) {
                    line_attacker += attackers.contains(sq) as i32;
                }
            }
        }
        score += w(OPEN_EDGE) * open_edge
            + w(OPEN_CORNER) * open_corner
            + w(KING_MOBILITY) * mobility
            + w(OPEN_CORNER_TO_MOVE) * if defenders_move { open_corner } else { 0 }
            + w(OPEN_CORNER_FORK) * (open_corner >= 2) as i32
            + w(KING_LINE_ATTACKER) * line_attacker;
        if w(KING_ESCAPE_SQUARES) != 0 {
            score += w(KING_ESCAPE_SQUARES)
                * (king_reach & board.escape_lines(occupied) & !board.escapes()).count() as i32;
        }
    }
    score
}

fn dot(features: &[i32; FEATURES], weights: &[i32; FEATURES], offset: i32) -> i32 {
    offset
        + weights
            .iter()
            .zip(features)
            .map(|(w, f)| w * f)
            .sum::<i32>()
}

impl Evaluator<TaflGame> for TaflEval {
    fn evaluate(&self, game: &TaflGame) -> i32 {
        let score = self.attacker_score(game);
        match game.position().side_to_move() {
            Side::First => score,
            Side::Second => -score,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_engine::{Rng, Rules};

    /// Positions from random games (captures, the king on the move, both
    /// sides to move).
    fn positions() -> Vec<TaflGame> {
        let mut rng = Rng::new(37);
        let mut found = Vec::new();
        for _ in 0..12 {
            let mut game = TaflGame::new();
            let mut moves = Vec::new();
            for _ in 0..120 {
                if game.outcome().is_some() {
                    break;
                }
                found.push(game.clone());
                game.generate_moves(&mut moves);
                game.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
        found
    }

    #[test]
    fn the_fast_sum_equals_the_dot_product_of_features_and_weights() {
        let positions = positions();
        assert!(positions.len() > 500);
        for game in &positions {
            assert_eq!(
                TaflEval.attacker_score(game),
                TaflEval.attacker_score_by_features(game)
            );
        }
        // Every term, whatever its weight: the sum skips only zeros.
        let mut rng = Rng::new(38);
        for _ in 0..20 {
            // About a third of the weights 0, the rest in -100..=100.
            let weights: [i32; FEATURES] = std::array::from_fn(|_| match rng.below(3) {
                0 => 0,
                _ => rng.below(201) as i32 - 100,
            });
            for game in positions.iter().step_by(7) {
                assert_eq!(
                    weighted_sum(game, &weights, 11),
                    dot(&TaflEval.features(game), &weights, 11)
                );
            }
        }
    }
}
