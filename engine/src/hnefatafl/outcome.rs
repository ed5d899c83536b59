//! How a tafl game ends after a move, in the order of docs/rules.md
//! section 6: king escaped, king captured, enclosure (where the variant
//! plays it), no legal move.
//! (The third repetition needs the history and is judged by the game.)

use super::board::TaflBoard;
use super::capture::king_captured;
use super::position::Position;
use super::squares::Squares;
use crate::side::{EndReason, Outcome, Side};

/// True when neither the king nor any defender can reach an edge square by
/// orthogonal steps through squares free of attackers. A piece already on
/// the edge reaches it.
pub(crate) fn enclosed(position: &Position) -> bool {
    position.with_board(|board| enclosed_on(board, position))
}

/// [`enclosed`] on `board`, the position's own.
#[inline(always)]
fn enclosed_on(board: &TaflBoard, position: &Position) -> bool {
    let open = board.all() & !position.attackers;
    let mut region = position.defenders | Squares::bit(position.king);
    loop {
        if (region & board.edge()).any() {
            return false;
        }
        let grown = (region | board.spread(region)) & open;
        if grown == region {
            return true;
        }
        region = grown;
    }
}

/// The end of the game after the move that landed on `to`, if the board
/// decides it (repetition aside). `position` is after the move, with the
/// turn passed.
#[inline]
pub(crate) fn judge(position: &Position, to: u8) -> Option<Outcome> {
    let mover = position.side.opposite();
    let decided = position.with_board(|board| match mover {
        Side::Second => {
            // The king escapes when it is the piece that arrived on an
            // escape square (any defender may reach Tablut's edge).
            // A defenders' move only widens the defenders' region, so it
            // cannot enclose them.
            (to == position.king && board.is_escape(to))
                .then(|| Outcome::win(Side::Second, EndReason::KingEscaped))
        }
        Side::First => {
            if king_captured(board, &position.men(), to) {
                Some(Outcome::win(Side::First, EndReason::KingCaptured))
            } else if board.rules().enclosure && enclosed_on(board, position) {
                Some(Outcome::win(Side::First, EndReason::Enclosed))
            } else {
                None
            }
        }
    });
    if decided.is_some() {
        return decided;
    }
    if !position.has_move() {
        return Some(Outcome::win(mover, EndReason::NoLegalMove));
    }
    None
}

/// The end of the game in a position set up by hand, before any move: the
/// king already on a corner, the defenders already enclosed, or no legal
/// move for the side to move. (A king capture needs a move to happen.)
pub(crate) fn judge_setup(position: &Position) -> Option<Outcome> {
    if position.king_escaped() {
        Some(Outcome::win(Side::Second, EndReason::KingEscaped))
    } else if position.board().rules().enclosure && enclosed(position) {
        Some(Outcome::win(Side::First, EndReason::Enclosed))
    } else if !position.has_move() {
        Some(Outcome::win(
            position.side.opposite(),
            EndReason::NoLegalMove,
        ))
    } else {
        None
    }
}
