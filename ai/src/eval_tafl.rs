//! The evaluator of Copenhagen Hnefatafl. Terms, for the attackers:
//! material, the king's distance to the nearest corner, the king's open
//! lines to edges and corners, attackers around the king, and attackers
//! guarding the corners (the cordon).

use crate::search_game::Evaluator;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{Direction, Side};

const ATTACKER: i32 = 30;
const DEFENDER: i32 = 60;
const CORNER_DISTANCE: i32 = 8;
const OPEN_EDGE: i32 = 40;
const OPEN_CORNER: i32 = 300;
const KING_NEIGHBOUR: i32 = 35;
const CORNER_GUARD: i32 = 15;
const KING_MOBILITY: i32 = 3;

/// Stateless: every board question goes to the engine's
/// [`TaflBoard`](tafl_engine::hnefatafl::TaflBoard).
#[derive(Clone, Copy, Debug, Default)]
pub struct TaflEval;

impl TaflEval {
    /// The score for the attackers, whoever is to move.
    pub fn attacker_score(&self, game: &TaflGame) -> i32 {
        let pos = game.position();
        let board = pos.board();
        let attackers = pos.attackers();
        let defenders = pos.defenders();
        let king = pos.king();
        let occupied = pos.occupied();
        let mut score =
            ATTACKER * attackers.count_ones() as i32 - DEFENDER * defenders.count_ones() as i32;
        score += CORNER_DISTANCE * board.corner_distance(king) as i32;
        let mut mobility = 0;
        for d in Direction::ORTHOGONAL {
            // The king's open line in this direction: where it ends is the
            // only square of it that can lie on the edge or be a corner
            // (unless the king runs along the edge, where all of it does).
            let line = board.reach(king, d, occupied);
            mobility += line.count_ones() as i32;
            if line & board.edge() != 0 {
                score -= OPEN_EDGE;
                if line & board.corners() != 0 {
                    score -= OPEN_CORNER;
                }
            }
        }
        score += KING_NEIGHBOUR * (board.adjacent(king) & attackers).count_ones() as i32;
        score -= KING_MOBILITY * mobility;
        score += CORNER_GUARD * (attackers & board.corner_guards()).count_ones() as i32;
        score
    }
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
