//! The endings a fox-game position shows on its own, without its history:
//! rules 1 to 3 of docs/rules.md section 7. The game adds the two that need
//! the history (repetition, no progress); the solver uses these alone.

use super::position::Position;
use super::variant::Variant;
use crate::side::{EndReason, Outcome, Side};

/// How `position` ends by rules 1–3 of docs/rules.md section 7, in their
/// order, or `None` when none applies. `has_moves` answers rule 3 and is
/// only asked when rules 1 and 2 do not end the game, so a caller that
/// already has the move list can hand in its answer.
#[inline]
pub(crate) fn ending(
    variant: &Variant,
    position: &Position,
    has_moves: impl FnOnce(&Position) -> bool,
) -> Option<Outcome> {
    if position.geese().count_ones() < variant.min_geese() {
        return Some(Outcome::win(Side::First, EndReason::TooFewGeese));
    }
    let pen = variant.pen();
    if pen != 0 && position.side_to_move() == Side::First && position.geese() & pen == pen {
        return Some(Outcome::win(Side::Second, EndReason::PenFilled));
    }
    if !has_moves(position) {
        let winner = position.side_to_move().opposite();
        return Some(Outcome::win(winner, EndReason::NoLegalMove));
    }
    None
}
