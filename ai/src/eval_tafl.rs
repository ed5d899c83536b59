//! The evaluator of Copenhagen Hnefatafl: a weighted sum of features, for
//! the attackers: material, the king's distance to the nearest corner, the
//! king's open lines to edges and corners, the men around the king, and
//! the men on the corners' guard squares (the cordon).
//!
//! [`TaflEval::features`] gives the features themselves, so that the
//! weights can be fitted to games (`scripts/texel-tune`, ai/README.md).

use crate::search_game::Evaluator;
use tafl_engine::hnefatafl::TaflGame;
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
        let mut king_reach = 0;
        for d in Direction::ORTHOGONAL {
            // The king's open line in this direction: where it ends is the
            // only square of it that can lie on the edge or be a corner
            // (unless the king runs along the edge, where all of it does).
            let line = board.reach(king, d, occupied);
            mobility += line.count_ones() as i32;
            king_reach |= line;
            if line & board.edge() != 0 {
                open_edge += 1;
                if line & board.corners() != 0 {
                    open_corner += 1;
                }
            }
            if let Some(sq) = board.nearest(king, d, occupied) {
                line_attacker += (attackers >> sq & 1) as i32;
            }
        }
        // The empty squares that see a corner along an open line.
        let mut corner_lines = 0;
        let mut corners = board.corners();
        while corners != 0 {
            let corner = corners.trailing_zeros() as u8;
            corners &= corners - 1;
            corner_lines |= board.rook_reach(corner, occupied);
        }
        let defenders_move = pos.side_to_move() == Side::Second;
        let adjacent = board.adjacent(king);
        [
            attackers.count_ones() as i32,
            defenders.count_ones() as i32,
            board.corner_distance(king) as i32,
            open_edge,
            open_corner,
            (adjacent & attackers).count_ones() as i32,
            (attackers & board.corner_guards()).count_ones() as i32,
            mobility,
            (adjacent & defenders).count_ones() as i32,
            board.is_edge(king) as i32,
            if defenders_move { open_corner } else { 0 },
            (open_corner >= 2) as i32,
            line_attacker,
            (defenders & board.corner_guards()).count_ones() as i32,
            (!defenders_move) as i32,
            (king_reach & corner_lines & !board.corners()).count_ones() as i32,
        ]
    }

    /// The score for the attackers, whoever is to move.
    #[inline]
    pub fn attacker_score(&self, game: &TaflGame) -> i32 {
        let features = self.features(game);
        OFFSET
            + WEIGHTS
                .iter()
                .zip(features)
                .map(|(w, f)| w * f)
                .sum::<i32>()
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
