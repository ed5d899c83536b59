//! The evaluator of the three fox games. Terms, in centi-geese: material
//! (geese left), fox mobility and capture threats, fox freedom (the empty
//! region the foxes can roam), geese advance and formation (exposed geese),
//! and pen progress for Two Foxes.

use crate::search_game::Evaluator;
use tafl_engine::bitset::Bits64;
use tafl_engine::fox::{FoxGame, Variant};
use tafl_engine::{Direction, Side, Topology, NO_POINT};

const GOOSE: i32 = 100;
const STEP: i32 = 8;
const JUMP: i32 = 30;
const TRAPPED_FOX: i32 = 150;
const FREEDOM: i32 = 8;
const ADVANCE: i32 = 4;
const EXPOSED: i32 = 6;
const PEN_GOOSE: i32 = 25;
/// A fox that can reach points no goose can ever reach again has slipped
/// behind the geese: they can no longer trap it (without a pen to fill,
/// the geese have then all but lost).
const ESCAPED: i32 = 500;
const ESCAPED_POINT: i32 = 30;
const ESCAPED_WITH_PEN: i32 = 60;
/// Without a pen but with sideways steps (the Great Cross) the geese never
/// run out of moves just because the fox got behind them: it is safe from
/// a trap there but still has to take 15 geese, so getting behind them is
/// worth less than a goose. (The Fox and Geese bonus, 500 and more, had
/// the fox run for the back instead of taking geese, and the games ended
/// in the no-progress draw.)
const ESCAPED_SIDEWAYS: i32 = 60;
/// Geese moves left below which the geese are in danger of running out.
const LOW_RESERVE: i32 = 16;
const RESERVE: i32 = 30;
/// Less the further the fox still has to go to get behind the geese.
const ESCAPE_STEP: i32 = 100;

/// Board tables of one variant, built once.
#[derive(Clone, Debug)]
pub struct FoxEval {
    /// The board: neighbours by direction come from its tables.
    topology: &'static Topology,
    /// Every point of the board.
    points: u64,
    /// Every neighbour of a point, as a set.
    adjacent: Vec<u64>,
    rank: Vec<i32>,
    pen: u64,
    /// Every point a goose on each point could still reach by its moves.
    cone: Vec<u64>,
    /// Ranks a goose on each point can still climb: with sideways moves
    /// off, an upper bound on the moves it has left.
    climb: Vec<i32>,
    /// Geese only climb: `climb` bounds the moves they have left.
    sideways_off: bool,
    start_geese: i32,
}

impl FoxEval {
    /// The tables for `variant`'s board.
    pub fn new(variant: &Variant) -> FoxEval {
        let topology = variant.topology();
        let adjacent = topology
            .points()
            .map(|p| {
                topology
                    .neighbours(p)
                    .iter()
                    .filter(|&&q| q != NO_POINT)
                    .fold(0u64, |s, &q| s | 1 << q)
            })
            .collect();
        let mut goose_dirs = vec![Direction::N, Direction::NE, Direction::NW];
        if variant.geese_step_sideways() {
            goose_dirs.extend([Direction::E, Direction::W]);
        }
        let rank: Vec<i32> = topology
            .points()
            .map(|p| topology.coord(p).rank as i32)
            .collect();
        let cone: Vec<u64> = topology
            .points()
            .map(|p| {
                let (mut seen, mut frontier) = (1u64 << p, 1u64 << p);
                while frontier != 0 {
                    let mut next = 0;
                    for q in Bits64(frontier) {
                        for &d in &goose_dirs {
                            let n = topology.neighbour(q, d);
                            if n != NO_POINT {
                                next |= 1 << n;
                            }
                        }
                    }
                    frontier = next & !seen;
                    seen |= frontier;
                }
                seen
            })
            .collect();
        let climb = topology
            .points()
            .map(|p| {
                let top = Bits64(cone[p as usize])
                    .map(|q| rank[q as usize])
                    .max()
                    .unwrap_or(0);
                top - rank[p as usize]
            })
            .collect();
        FoxEval {
            topology,
            points: variant.points(),
            adjacent,
            rank,
            pen: variant.pen(),
            cone,
            climb,
            sideways_off: !variant.geese_step_sideways(),
            start_geese: variant.start_geese_count() as i32,
        }
    }

    /// The score for the fox side, whoever is to move.
    pub fn fox_score(&self, game: &FoxGame) -> i32 {
        let pos = game.position();
        let (foxes, geese) = (pos.foxes(), pos.geese());
        let empty = self.points & !foxes & !geese;
        // Material counts from the start, so that an even game scores near
        // 0 like a draw: otherwise the fox side would seek draws.
        let mut score = GOOSE * (self.start_geese - geese.count_ones() as i32);
        let mut threats = 0;
        for fox in Bits64(foxes) {
            let (mut steps, mut jumps) = (0, 0);
            for (d, &n) in self.topology.neighbours(fox).iter().enumerate() {
                if n == NO_POINT {
                    continue;
                }
                if empty >> n & 1 == 1 {
                    steps += 1;
                } else if geese >> n & 1 == 1 {
                    let beyond = self.topology.neighbours(n)[d];
                    if beyond != NO_POINT && empty >> beyond & 1 == 1 {
                        jumps += 1;
                    }
                }
            }
            threats += jumps;
            score += STEP * steps + JUMP * jumps;
            if steps + jumps == 0 {
                score -= TRAPPED_FOX;
            }
        }
        if pos.side_to_move() == Side::Second && threats > 1 {
            score += (threats - 1) * GOOSE / 2;
        }
        let mut reach = 0;
        for goose in Bits64(geese) {
            reach |= self.cone[goose as usize];
        }
        let (region, escape) = self.region(foxes, empty, !reach);
        score += FREEDOM * region.count_ones() as i32;
        let mut reserve = 0;
        for goose in Bits64(geese) {
            reserve += self.climb[goose as usize];
            score -= ADVANCE * self.rank[goose as usize];
            // A goose is exposed along a line when both ends are open: a
            // fox could land on one side and jump to the other.
            let n = self.topology.neighbours(goose);
            for d in 0..4 {
                let (a, b) = (n[d], n[d + 4]);
                if a != NO_POINT
                    && b != NO_POINT
                    && (empty | foxes) >> a & 1 == 1
                    && empty >> b & 1 == 1
                    || a != NO_POINT && b != NO_POINT && empty >> a & 1 == 1 && foxes >> b & 1 == 1
                {
                    score += EXPOSED;
                }
            }
        }
        if let Some(steps) = escape {
            let escaped = (region | foxes) & !reach;
            score += if self.pen == 0 && self.sideways_off {
                let near = (ESCAPED - ESCAPE_STEP * steps).max(0);
                if near > 0 {
                    near + ESCAPED_POINT * escaped.count_ones() as i32
                } else {
                    0
                }
            } else if self.pen == 0 {
                ESCAPED_SIDEWAYS
            } else {
                ESCAPED_WITH_PEN
            };
        }
        score -= PEN_GOOSE * (geese & self.pen).count_ones() as i32;
        if self.sideways_off {
            // Geese that are running out of moves lose when they run out.
            score += (LOW_RESERVE - reserve).max(0) * RESERVE;
        }
        score
    }

    /// The empty points the foxes can reach by steps, and in how many
    /// steps they first reach a point of `behind` (no goose can get there).
    fn region(&self, foxes: u64, empty: u64, behind: u64) -> (u64, Option<i32>) {
        let mut seen = foxes;
        let mut frontier = foxes;
        let mut steps = 0;
        let mut escape = None;
        while frontier != 0 {
            if escape.is_none() && frontier & behind != 0 {
                escape = Some(steps);
            }
            let mut next = 0;
            for p in Bits64(frontier) {
                next |= self.adjacent[p as usize];
            }
            frontier = next & empty & !seen;
            seen |= frontier;
            steps += 1;
        }
        (seen & empty, escape)
    }
}

impl Evaluator<FoxGame> for FoxEval {
    fn evaluate(&self, game: &FoxGame) -> i32 {
        let score = self.fox_score(game);
        match game.position().side_to_move() {
            Side::First => score,
            Side::Second => -score,
        }
    }
}
