//! Per-board lookup tables, built once from the [`Topology`]: where a fox
//! or a goose may step from each point and which jumps start there, as
//! `u64` point sets, so move generation is a few loads and bit operations.

use crate::topology::{Direction, Topology, NO_POINT};

/// One possible jump from a point: over `over`, landing on `to`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Jump {
    pub over: u8,
    pub to: u8,
}

/// Everything move generation needs to know about one board and one set of
/// goose directions.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Every point of the board.
    pub board: u64,
    /// The rank of each point (0 = rank 1), to tell a goose's progress.
    pub rank: [u8; 64],
    /// Fox steps: every point joined by a line.
    pub fox_steps: [u64; 64],
    /// Goose steps: forward and diagonally forward, plus sideways if allowed.
    pub goose_steps: [u64; 64],
    /// The jumps from each point (the first `jump_count[p]` are real).
    pub jumps: [[Jump; 8]; 64],
    pub jump_count: [u8; 64],
    /// The points a fox on each point could jump over: a quick "no jump".
    pub jump_over: [u64; 64],
}

impl Tables {
    /// Builds the tables of `topology`, letting geese step sideways if
    /// `sideways`.
    pub(crate) fn new(topology: &Topology, sideways: bool) -> Tables {
        assert!(topology.len() <= 64, "fox boards fit a u64");
        let mut tables = Tables {
            board: 0,
            rank: [0; 64],
            fox_steps: [0; 64],
            goose_steps: [0; 64],
            jumps: [[Jump::default(); 8]; 64],
            jump_count: [0; 64],
            jump_over: [0; 64],
        };
        for p in topology.points() {
            let i = p as usize;
            tables.board |= 1 << p;
            tables.rank[i] = topology.coord(p).rank;
            for d in Direction::ALL {
                let q = topology.neighbour(p, d);
                if q == NO_POINT {
                    continue;
                }
                tables.fox_steps[i] |= 1 << q;
                let goose_may = match d {
                    Direction::N | Direction::NE | Direction::NW => true,
                    Direction::E | Direction::W => sideways,
                    _ => false,
                };
                if goose_may {
                    tables.goose_steps[i] |= 1 << q;
                }
                let r = topology.neighbour(q, d);
                if r != NO_POINT {
                    let n = tables.jump_count[i] as usize;
                    tables.jumps[i][n] = Jump { over: q, to: r };
                    tables.jump_count[i] += 1;
                    tables.jump_over[i] |= 1 << q;
                }
            }
        }
        tables
    }

    /// The jumps that start on `p`.
    #[inline]
    pub(crate) fn jumps_from(&self, p: u8) -> &[Jump] {
        &self.jumps[p as usize][..self.jump_count[p as usize] as usize]
    }
}
