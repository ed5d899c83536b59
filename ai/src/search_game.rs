//! What the search needs from a game beyond the rules: a compact key per
//! move (killers, history) and which moves are captures (ordering,
//! quiescence). Kept apart from evaluation (minimax-rs: Game/Evaluator/
//! Strategy apart).

use tafl_engine::fox::FoxGame;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{Rules, Side};

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
    /// occur again, so the search looks that far back for repetitions. 0
    /// turns repetition detection off (Hnefatafl, where a repetition is a
    /// loss for the defenders rather than a draw).
    fn reversible_plies(&self) -> usize {
        0
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

    /// A cheap test: the move lands next to an enemy piece with a friend
    /// (or the throne or a corner) beyond it. King captures and shield walls
    /// are left to the search.
    fn is_capture(&self, mv: &Self::Move) -> bool {
        let pos = self.position();
        let (enemies, friends) = match pos.side_to_move() {
            Side::First => (pos.defenders(), pos.attackers()),
            Side::Second => (pos.attackers(), pos.defenders() | 1u128 << pos.king()),
        };
        let friends = (friends & !(1u128 << mv.from)) | HOSTILE;
        let (r, f) = ((mv.to / 11) as i32, (mv.to % 11) as i32);
        [(0, 1), (0, -1), (1, 0), (-1, 0)].iter().any(|&(dr, df)| {
            let (r1, f1, r2, f2) = (r + dr, f + df, r + 2 * dr, f + 2 * df);
            if !(0..11).contains(&r2) || !(0..11).contains(&f2) {
                return false;
            }
            let (a, b) = ((r1 * 11 + f1) as u32, (r2 * 11 + f2) as u32);
            enemies >> a & 1 == 1 && friends >> b & 1 == 1
        })
    }

    fn wants_quiescence(&self) -> bool {
        false
    }
}

/// The corners and the throne, hostile for captures (the throne only when
/// empty, approximated as always here: this is move ordering only).
const HOSTILE: u128 = 1 | 1 << 10 | 1 << 110 | 1 << 120 | 1 << 60;
