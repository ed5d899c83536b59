//! What the search needs from a game beyond the rules: a compact key per
//! move (killers, history) and which moves are captures (ordering,
//! quiescence). Kept apart from evaluation (minimax-rs: Game/Evaluator/
//! Strategy apart).

use tafl_engine::fox::FoxGame;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{Direction, Rules};

/// A game the search can walk with play/undo.
pub trait SearchGame: Rules {
    /// A 16-bit key of the move (from and first landing): killer and
    /// history tables index by it.
    fn move_key(mv: &Self::Move) -> u16;

    /// True when the move takes material: searched first, and the only
    /// moves of quiescence.
    fn is_capture(&self, mv: &Self::Move) -> bool;

    /// Whether quiescence on captures helps in this game (fox games: a
    /// hanging goose is the main tactical swing).
    fn wants_quiescence(&self) -> bool;

    /// Plies since the last irreversible move: no earlier position can
    /// occur again, so the search looks that far back for repetitions.
    fn reversible_plies(&self) -> usize {
        0
    }

    /// How many times the current position has occurred, this time
    /// included, when the game counts it itself (Hnefatafl keeps a filter
    /// of its positions since the last capture, so the answer is cheap at
    /// every node); `None` when the searcher scans its own path instead
    /// (the fox games).
    #[inline]
    fn occurrences(&self) -> Option<usize> {
        None
    }
}

/// A static score of a position from the side to move's point of view.
pub trait Evaluator<G> {
    /// Positive when the side to move stands better. Must stay well below
    /// [`crate::WIN`] in size.
    fn evaluate(&self, game: &G) -> i32;
}

impl SearchGame for FoxGame {
    #[inline]
    fn move_key(mv: &Self::Move) -> u16 {
        (mv.from() as u16) << 8 | mv.landings()[0] as u16
    }

    #[inline]
    fn is_capture(&self, mv: &Self::Move) -> bool {
        mv.is_capture()
    }

    fn wants_quiescence(&self) -> bool {
        true
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.position().plies_since_progress() as usize
    }
}

impl SearchGame for TaflGame {
    #[inline]
    fn move_key(mv: &Self::Move) -> u16 {
        (mv.from as u16) << 8 | mv.to as u16
    }

    /// A cheap test: the move lands next to an enemy man with a friend, or
    /// a square that can be hostile to that man (a corner, the throne), on
    /// the far side. The throne counts even with the king on it, and king
    /// captures and shield walls are left to the search: this only orders
    /// moves ([`tafl_engine::hnefatafl::Position::captures_of`] is the
    /// exact answer).
    fn is_capture(&self, mv: &Self::Move) -> bool {
        let pos = self.position();
        let board = pos.board();
        let victims = pos.side_to_move().opposite();
        let enemies = pos.pieces_of(victims) & !(1u128 << pos.king());
        let friends = (pos.pieces_of(pos.side_to_move()) & !(1u128 << mv.from))
            | board.ever_hostile_to(victims);
        Direction::ORTHOGONAL.iter().any(|&d| {
            let Some(victim) = board.neighbour(mv.to, d) else {
                return false;
            };
            let Some(anvil) = board.neighbour(victim, d) else {
                return false;
            };
            enemies >> victim & 1 == 1 && friends >> anvil & 1 == 1
        })
    }

    fn wants_quiescence(&self) -> bool {
        false
    }

    /// Plies since the last capture: a repetition cannot reach further
    /// back. Counted from the move list (once a search, at the root).
    fn reversible_plies(&self) -> usize {
        self.captures().fold(
            0,
            |quiet, captured| if captured == 0 { quiet + 1 } else { 0 },
        )
    }

    /// The rules' own count (the third occurrence ends the game, a loss
    /// for the defenders): the search scores a second occurrence and reads
    /// the third as the game's result.
    #[inline]
    fn occurrences(&self) -> Option<usize> {
        Some(self.repetitions())
    }
}
