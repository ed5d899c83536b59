//! What a move captures (docs/rules.md section 6): custodial captures, the
//! shield wall, and the king's capture. Everything is judged on the board
//! as it stands after the move and before anything is removed.

use super::board::{bit, shift, Dir, ADJACENT, CORNERS, EDGE, NEIGHBOURS, NONE, SIZE, THRONE};
use super::position::Position;
use crate::side::Side;

/// What the side that just moved fights with: whom it can take, what
/// closes a capture, what brackets and covers a shield wall.
struct Roles {
    /// Pieces that can be taken by custodial capture (never the king).
    victims: u128,
    /// Pieces that can be taken in a shield wall, with the king counted as a
    /// member of a defenders' row (it is kept on the board).
    wall: u128,
    /// The mover's pieces: hammers, anvils, brackets and covers.
    friends: u128,
    /// Empty or occupied squares hostile to the victims.
    hostile_squares: u128,
}

impl Roles {
    #[inline]
    fn of_mover(position: &Position) -> Roles {
        let king = bit(position.king);
        // The position's side is still the mover: the turn passes afterwards.
        match position.side {
            Side::First => Roles {
                victims: position.defenders,
                wall: position.defenders | king,
                friends: position.attackers,
                // The throne is hostile to defenders only while it is empty.
                hostile_squares: CORNERS
                    | if position.throne_empty() {
                        bit(THRONE)
                    } else {
                        0
                    },
            },
            Side::Second => Roles {
                victims: position.attackers,
                wall: position.attackers,
                // The king is armed: hammer, anvil, bracket and cover.
                friends: position.defenders | king,
                hostile_squares: CORNERS | bit(THRONE),
            },
        }
    }
}

/// The squares captured by the piece that just arrived on `to`, custodial
/// and shield wall together. `position` has the piece moved, nothing
/// removed, and the mover still as its side to move.
#[inline]
pub(crate) fn captures(position: &Position, to: u8) -> u128 {
    let roles = Roles::of_mover(position);
    let anvils = roles.friends | roles.hostile_squares;
    let mut captured = 0;
    for d in Dir::ALL {
        let victim = NEIGHBOURS[to as usize][d as usize];
        if victim == NONE || roles.victims & bit(victim) == 0 {
            continue;
        }
        let anvil = NEIGHBOURS[victim as usize][d as usize];
        if anvil != NONE && anvils & bit(anvil) != 0 {
            captured |= bit(victim);
        }
    }
    if bit(to) & EDGE != 0 {
        captured |= shield_walls(position, to, &roles);
    }
    captured
}

/// The edges `to` lies on, each as (the direction into the board, the two
/// directions along the edge).
fn edges_of(to: u8) -> impl Iterator<Item = (Dir, [Dir; 2])> {
    let (file, rank) = (to % SIZE, to / SIZE);
    [
        (rank == 0, Dir::N, [Dir::E, Dir::W]),
        (rank == SIZE - 1, Dir::S, [Dir::E, Dir::W]),
        (file == 0, Dir::E, [Dir::N, Dir::S]),
        (file == SIZE - 1, Dir::W, [Dir::N, Dir::S]),
    ]
    .into_iter()
    .filter(|(on, _, _)| *on)
    .map(|(_, inward, along)| (inward, along))
}

/// Shield walls closed by the piece on `to`: along each edge through `to`,
/// the run of enemy pieces next to it, if at least two long, closed at its
/// far end by a friendly piece or a corner, and covered square by square
/// from the inside by friendly pieces. The king is never removed.
fn shield_walls(position: &Position, to: u8, roles: &Roles) -> u128 {
    let brackets = roles.friends | CORNERS;
    let mut captured = 0;
    for (inward, along) in edges_of(to) {
        for d in along {
            let mut row = 0;
            let mut at = NEIGHBOURS[to as usize][d as usize];
            while at != NONE && roles.wall & bit(at) != 0 {
                row |= bit(at);
                at = NEIGHBOURS[at as usize][d as usize];
            }
            if row.count_ones() < 2 || at == NONE || brackets & bit(at) == 0 {
                continue;
            }
            let inside = shift(row, inward);
            if inside & roles.friends == inside {
                captured |= row & !bit(position.king);
            }
        }
    }
    captured
}

/// True when the attacker that just arrived on `to` completes the king's
/// surround: attackers on all four sides, or on the three sides other than
/// the throne when the king stands next to it; never on the edge.
#[inline]
pub(crate) fn king_captured(position: &Position, to: u8) -> bool {
    let king = position.king;
    let around = ADJACENT[king as usize];
    bit(king) & EDGE == 0
        && around & bit(to) != 0
        && around & !(position.attackers | bit(THRONE)) == 0
}
