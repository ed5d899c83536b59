//! The evaluator of Copenhagen Hnefatafl. Terms, for the attackers:
//! material, the king's distance to the nearest corner, the king's open
//! lines to edges and corners, attackers around the king, and attackers
//! guarding the corners (the cordon).

use crate::search_game::Evaluator;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::Side;

const ATTACKER: i32 = 30;
const DEFENDER: i32 = 60;
const CORNER_DISTANCE: i32 = 8;
const OPEN_EDGE: i32 = 40;
const OPEN_CORNER: i32 = 300;
const KING_NEIGHBOUR: i32 = 35;
const CORNER_GUARD: i32 = 15;
const KING_MOBILITY: i32 = 3;

const CORNERS: [u8; 4] = [0, 10, 110, 120];
/// The squares that shut a corner off: two steps out along each edge and
/// the diagonal one (b3, c2, b2 for a1, and so on).
const GUARDS: [u8; 12] = [23, 13, 12, 31, 19, 20, 89, 101, 100, 97, 107, 108];

/// Stateless: the board is fixed.
#[derive(Clone, Copy, Debug, Default)]
pub struct TaflEval;

impl TaflEval {
    /// The score for the attackers, whoever is to move.
    pub fn attacker_score(&self, game: &TaflGame) -> i32 {
        let pos = game.position();
        let attackers = pos.attackers();
        let defenders = pos.defenders();
        let king = pos.king();
        let occupied = attackers | defenders | 1u128 << king;
        let mut score =
            ATTACKER * attackers.count_ones() as i32 - DEFENDER * defenders.count_ones() as i32;
        let (kr, kf) = ((king / 11) as i32, (king % 11) as i32);
        let distance = CORNERS
            .iter()
            .map(|&c| ((c / 11) as i32 - kr).abs() + ((c % 11) as i32 - kf).abs())
            .min()
            .unwrap_or(0);
        score += CORNER_DISTANCE * distance;
        let mut mobility = 0;
        for (dr, df) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            let (mut r, mut f) = (kr, kf);
            loop {
                let (nr, nf) = (r + dr, f + df);
                if !(0..11).contains(&nr)
                    || !(0..11).contains(&nf)
                    || occupied >> (nr * 11 + nf) & 1 == 1
                {
                    break;
                }
                r = nr;
                f = nf;
                mobility += 1;
            }
            if (r, f) != (kr, kf) && (r == 0 || r == 10 || f == 0 || f == 10) {
                score -= OPEN_EDGE;
                if (r == 0 || r == 10) && (f == 0 || f == 10) {
                    score -= OPEN_CORNER;
                }
            }
            let (nr, nf) = (kr + dr, kf + df);
            if (0..11).contains(&nr)
                && (0..11).contains(&nf)
                && attackers >> (nr * 11 + nf) & 1 == 1
            {
                score += KING_NEIGHBOUR;
            }
        }
        score -= KING_MOBILITY * mobility;
        score += CORNER_GUARD * GUARDS.iter().filter(|&&g| attackers >> g & 1 == 1).count() as i32;
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
