//! What a move captures (docs/rules.md section 6): custodial captures, the
//! shield wall, and the king's capture. Everything is judged on the board
//! as it stands after the move and before anything is removed, given as
//! the pieces' sets ([`Men`]) and the board's geometry ([`TaflBoard`]): no
//! position type here, so the position can call in without a cycle.

use super::board::{KingCapture, TaflBoard};
use super::squares::Squares;
use crate::coord::{Direction, NO_POINT};
use crate::side::Side;

/// The pieces on the board: the attackers, the defenders without the king,
/// and the king's square.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Men {
    pub attackers: Squares,
    pub defenders: Squares,
    pub king: u8,
}

/// What the side that just moved fights with: whom it can take, what
/// closes a capture, what brackets and covers a shield wall.
struct Roles {
    /// Pieces that can be taken by custodial capture (never the king).
    victims: Squares,
    /// Pieces that can be taken in a shield wall, with the king counted as a
    /// member of a defenders' row (it is kept on the board).
    wall: Squares,
    /// The mover's pieces: hammers, anvils, brackets and covers.
    friends: Squares,
    /// Empty or occupied squares hostile to the victims.
    hostile_squares: Squares,
}

impl Roles {
    #[inline]
    fn of_mover(board: &TaflBoard, mover: Side, men: &Men) -> Roles {
        let king = Squares::bit(men.king);
        // Only the king can stand on a special square: it is the only
        // occupancy the hostility of the throne depends on.
        let hostile_squares = board.hostile_to(mover.opposite(), king);
        match mover {
            Side::First => Roles {
                victims: men.defenders,
                wall: men.defenders | king,
                friends: men.attackers,
                hostile_squares,
            },
            Side::Second => Roles {
                victims: men.attackers,
                wall: men.attackers,
                // The king is armed: hammer, anvil, bracket and cover.
                friends: men.defenders | king,
                hostile_squares,
            },
        }
    }
}

/// The squares captured by the piece of `mover` that just arrived on `to`,
/// custodial and shield wall together. `men` has the piece moved and
/// nothing removed.
#[inline]
pub(crate) fn captures(board: &TaflBoard, mover: Side, men: &Men, to: u8) -> Squares {
    let roles = Roles::of_mover(board, mover, men);
    let anvils = roles.friends | roles.hostile_squares;
    let mut captured = Squares::EMPTY;
    // By table row rather than by `Direction`: the hottest loop of play.
    for row in 0..4 {
        let victim = board.next_in_row(to, row);
        if victim == NO_POINT || !roles.victims.contains(victim) {
            continue;
        }
        let anvil = board.next_in_row(victim, row);
        if anvil != NO_POINT && anvils.contains(anvil) {
            captured |= Squares::bit(victim);
        }
    }
    if board.rules().shield_wall && board.is_edge(to) {
        captured |= shield_walls(board, men, to, &roles);
    }
    captured
}

/// The edges `to` lies on, each as (the direction into the board, the two
/// directions along the edge).
fn edges_of(board: &TaflBoard, to: u8) -> impl Iterator<Item = (Direction, [Direction; 2])> {
    let at = board.coord(to);
    let (last_file, last_rank) = (board.files() - 1, board.ranks() - 1);
    let (across, along) = ([Direction::E, Direction::W], [Direction::N, Direction::S]);
    [
        (at.rank == 0, Direction::N, across),
        (at.rank == last_rank, Direction::S, across),
        (at.file == 0, Direction::E, along),
        (at.file == last_file, Direction::W, along),
    ]
    .into_iter()
    .filter(|(on, _, _)| *on)
    .map(|(_, inward, along)| (inward, along))
}

/// Shield walls closed by the piece on `to`: along each edge through `to`,
/// the run of enemy pieces next to it, if at least two long, closed at its
/// far end by a friendly piece or a corner, and covered square by square
/// from the inside by friendly pieces. The king is never removed.
fn shield_walls(board: &TaflBoard, men: &Men, to: u8, roles: &Roles) -> Squares {
    let brackets = roles.friends | board.corners();
    let mut captured = Squares::EMPTY;
    for (inward, along) in edges_of(board, to) {
        for d in along {
            let mut row = Squares::EMPTY;
            let mut at = board.next(to, d);
            while at != NO_POINT && roles.wall.contains(at) {
                row |= Squares::bit(at);
                at = board.next(at, d);
            }
            if row.count() < 2 || at == NO_POINT || !brackets.contains(at) {
                continue;
            }
            let inside = board.shift(row, inward);
            if inside & roles.friends == inside {
                captured |= row & !Squares::bit(men.king);
            }
        }
    }
    captured
}

/// True when the attacker that just arrived on `to` takes the king: on or
/// beside the throne, attackers on all its free sides (the throne makes
/// the fourth); elsewhere by the variant's rule
/// ([`KingCapture`]): the same four sides and never on the edge, or
/// between `to` and an attacker or a hostile square beyond the king.
#[inline]
pub(crate) fn king_captured(board: &TaflBoard, men: &Men, to: u8) -> bool {
    let king = men.king;
    let around = board.adjacent(king);
    if !around.contains(to) {
        return false;
    }
    if board.king_taken_by_two(king) {
        let row = (0..4).find(|&row| board.next_in_row(to, row) == king);
        let beyond = row.map_or(NO_POINT, |row| board.next_in_row(king, row));
        let anvils = men.attackers | board.hostile_to(Side::Second, Squares::bit(king));
        return beyond != NO_POINT && anvils.contains(beyond);
    }
    let surrounded = (around & !(men.attackers | Squares::bit(board.throne()))).is_empty();
    match board.rules().king_capture {
        // Copenhagen's king is never taken on the edge.
        KingCapture::FourSides => !board.is_edge(king) && surrounded,
        // On or beside the throne.
        KingCapture::TwoSidesAwayFromThrone => surrounded,
    }
}
