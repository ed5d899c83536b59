//! What the search needs from a game beyond the rules: a compact key per
//! move (killers, history) and which moves are captures (ordering,
//! quiescence). Kept apart from evaluation (minimax-rs: Game/Evaluator/
//! Strategy apart).

use tafl_engine::fox::FoxGame;
use tafl_engine::hnefatafl::{Move, Position, Squares, TaflGame};
use tafl_engine::{Direction, Piece, Rules, Side};

/// Fewest men (the king counted) the side to move must have for a null
/// move: with fewer, having to move may hurt (zugzwang), and passing
/// would hide it.
const NULL_MOVE_MIN_MEN: u32 = 4;

/// A game the search can walk with play/undo.
pub trait SearchGame: Rules {
    /// A 16-bit key of the move (from and first landing): killer and
    /// history tables index by it.
    fn move_key(mv: &Self::Move) -> u16;

    /// True when the move takes material: searched first, and the only
    /// moves of quiescence.
    fn is_capture(&self, mv: &Self::Move) -> bool;

    /// Whether quiescence helps in this game (fox games: a hanging goose
    /// is the main tactical swing; Hnefatafl: captures and the king's race
    /// to a corner).
    fn wants_quiescence(&self) -> bool;

    /// What quiescence may do here besides the tactical moves: by default
    /// stand pat.
    #[inline]
    fn tactics(&self) -> Tactics {
        Tactics::Quiet
    }

    /// The moves quiescence searches from here, into `moves` (cleared
    /// first): by default the captures. Not asked when [`Self::tactics`]
    /// is [`Tactics::WinsNext`].
    fn tactical_moves(&self, moves: &mut Vec<Self::Move>) {
        self.generate_moves(moves);
        moves.retain(|mv| self.is_capture(mv));
    }

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

    /// Whether [`Self::null_move`] can give a position: when false (the
    /// fox games), the search never asks, nor scores a node for it.
    const PASSES: bool = false;

    /// A "null move" for null-move pruning: the same men with the other
    /// side to move, as a new game without history (so no repetition
    /// reaches back across it), when passing tells the search something
    /// here; `None` by default (the fox games never pass).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// Whether the search may use principal-variation search (zero
    /// windows) and late-move reductions here: when false (the fox games),
    /// it searches every move with the full window and depth, as before.
    const REDUCES: bool = false;

    /// Whether `mv` may be searched at a reduced depth as far as the game
    /// is concerned (the search adds its own tests: not a capture, the
    /// table move or a killer, late in the order, enough depth left, no
    /// king's race): by default every move.
    #[inline]
    fn reducible(&self, _mv: &Self::Move) -> bool {
        true
    }
}

/// What quiescence may do at a node besides the moves
/// [`SearchGame::tactical_moves`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tactics {
    /// The side to move may stand pat (take the static score) instead of
    /// playing one of the moves.
    Quiet,
    /// The side to move wins with its next move whatever it is (the moves
    /// are not given): a Hnefatafl king with an open line to a corner.
    WinsNext,
    /// The side to move must answer a threat that wins next move: no
    /// standing pat, the moves are the only answers, and with none it
    /// loses in two plies (the attackers before a king that sees a corner).
    MustAnswer,
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
        let enemies = pos.pieces_of(victims).without(pos.king()) | weak_king(pos);
        let friends =
            pos.pieces_of(pos.side_to_move()).without(mv.from) | board.ever_hostile_to(victims);
        Direction::ORTHOGONAL.iter().any(|&d| {
            let Some(victim) = board.neighbour(mv.to, d) else {
                return false;
            };
            let Some(anvil) = board.neighbour(victim, d) else {
                return false;
            };
            enemies.contains(victim) && friends.contains(anvil)
        })
    }

    fn wants_quiescence(&self) -> bool {
        true
    }

    /// The king's race: with the defenders to move, a king that sees a
    /// corner along an open line wins next move; with the attackers to
    /// move, they must shut its lines.
    #[inline]
    fn tactics(&self) -> Tactics {
        let pos = self.position();
        if king_lines_to_corners(pos).is_none() {
            Tactics::Quiet
        } else if pos.side_to_move() == Side::Second {
            Tactics::WinsNext
        } else {
            Tactics::MustAnswer
        }
    }

    /// Before a king that sees a corner, the attackers' moves onto its
    /// lines to the corners; otherwise the captures (the cheap test of
    /// [`Self::is_capture`], as target squares) and, for the defenders, the
    /// king's moves to squares that see a corner along an open line.
    fn tactical_moves(&self, moves: &mut Vec<Self::Move>) {
        moves.clear();
        let pos = self.position();
        if let Some(lines) = king_lines_to_corners(pos) {
            // A king taken by two may also be taken instead of blocked.
            moves_onto(pos, lines | targets_taking(pos, weak_king(pos)), moves);
            return;
        }
        let targets = capture_targets(pos);
        moves_onto(pos, targets, moves);
        if pos.side_to_move() == Side::Second {
            let board = pos.board();
            let occupied = pos.occupied();
            let king = pos.king();
            let race = board.rook_reach(king, occupied)
                & board.escape_lines(occupied)
                & !board.escapes()
                & !targets
                & !board.king_barred();
            moves.extend(race.iter().map(|to| Move { from: king, to }));
        }
    }
    /// Plies since the last capture: a repetition cannot reach further
    /// back. Counted from the move list (once a search, at the root).
    fn reversible_plies(&self) -> usize {
        self.captures().fold(
            0,
            |quiet, captured| if captured.is_empty() { quiet + 1 } else { 0 },
        )
    }

    /// The rules' own count (the third occurrence ends the game, a loss
    /// for the defenders): the search scores a second occurrence and reads
    /// the third as the game's result.
    #[inline]
    fn occurrences(&self) -> Option<usize> {
        Some(self.repetitions())
    }

    const PASSES: bool = true;

    /// The men as they stand, the other side to move, built by the
    /// engine's constructors (which judge it): not when the game is over,
    /// the king sees a corner (the race is tactical: the attackers must
    /// answer, or the defenders win next move) or the side to move has
    /// fewer than [`NULL_MOVE_MIN_MEN`] men.
    fn null_move(&self) -> Option<Self> {
        let pos = self.position();
        let side = pos.side_to_move();
        if self.outcome().is_some()
            || pos.pieces_of(side).count() < NULL_MOVE_MIN_MEN
            || king_lines_to_corners(pos).is_some()
        {
            return None;
        }
        let mut pieces = Vec::with_capacity(40);
        pieces.extend(pos.attackers().iter().map(|sq| (sq, Piece::Attacker)));
        pieces.extend(pos.defenders().iter().map(|sq| (sq, Piece::Defender)));
        pieces.push((pos.king(), Piece::King));
        let passed = Position::of_variant(pos.variant(), &pieces, side.opposite()).ok()?;
        Some(TaflGame::from_position(passed))
    }

    const REDUCES: bool = true;

    /// Every move but the king's: a king's move may start its race to a
    /// corner, which a shallower search would miss.
    #[inline]
    fn reducible(&self, mv: &Self::Move) -> bool {
        mv.from != self.position().king()
    }
}

/// When the king sees a corner along an open line: the empty squares
/// between them (none when it stands next to the corner).
#[inline]
fn king_lines_to_corners(pos: &Position) -> Option<Squares> {
    let board = pos.board();
    let occupied = pos.occupied();
    let king = pos.king();
    let corners = board.escapes();
    let mut lines = Squares::EMPTY;
    let mut sees = false;
    for d in Direction::ORTHOGONAL {
        let line = board.reach(king, d, occupied);
        if line.meets(corners) {
            sees = true;
            lines |= line & !corners;
        }
    }
    sees.then_some(lines)
}

/// The empty squares where a man of the side to move, arriving, would
/// take an enemy man (not the king) by custody: the enemy next to it, and
/// a friend or a square that can be hostile to the enemy beyond (the same
/// cheap test as `is_capture`).
#[inline]
fn capture_targets(pos: &Position) -> Squares {
    let victims = pos.side_to_move().opposite();
    let enemies = pos.pieces_of(victims).without(pos.king()) | weak_king(pos);
    targets_taking(pos, enemies)
}

/// The empty squares where a man of the side to move, arriving, would
/// take one of `enemies` by custody (the cheap test of `is_capture`).
#[inline]
fn targets_taking(pos: &Position, enemies: Squares) -> Squares {
    let board = pos.board();
    let side = pos.side_to_move();
    let victims = side.opposite();
    let anvils = pos.pieces_of(side) | board.ever_hostile_to(victims);
    let empty = board.all() & !pos.occupied();
    let mut near = Squares::EMPTY;
    for sq in enemies {
        near |= board.adjacent(sq);
    }
    near &= empty;
    let mut targets = Squares::EMPTY;
    for to in near {
        let takes = Direction::ORTHOGONAL.iter().any(|&d| {
            let Some(victim) = board.neighbour(to, d) else {
                return false;
            };
            let Some(anvil) = board.neighbour(victim, d) else {
                return false;
            };
            enemies.contains(victim) && anvils.contains(anvil)
        });
        if takes {
            targets |= Squares::bit(to);
        }
    }
    targets
}

/// The king's square when the attackers are to move and could take him
/// like a man (Brandubh and Tablut away from the throne): then a move onto
/// one of his sides with an attacker or a corner beyond is a capture, the
/// game's end, and the quiescence and the ordering must see it. Empty
/// otherwise (Copenhagen's king needs four).
#[inline]
fn weak_king(pos: &Position) -> Squares {
    let king = pos.king();
    if pos.side_to_move() == Side::First && pos.board().king_taken_by_two(king) {
        Squares::bit(king)
    } else {
        Squares::EMPTY
    }
}

/// Every move of the side to move that ends on one of `targets` (empty
/// squares), into `moves`: the nearest man along each line from the
/// target, if it is the mover's and may stop there.
#[inline]
fn moves_onto(pos: &Position, targets: Squares, moves: &mut Vec<Move>) {
    let board = pos.board();
    let occupied = pos.occupied();
    let mine = pos.pieces_of(pos.side_to_move());
    let king = pos.king();
    for to in targets {
        let restricted = board.restricted().contains(to);
        let king_barred = board.king_barred().contains(to);
        for d in Direction::ORTHOGONAL {
            if let Some(from) = board.nearest(to, d, occupied) {
                let allowed = if from == king {
                    !king_barred
                } else {
                    !restricted
                };
                if mine.contains(from) && allowed {
                    moves.push(Move { from, to });
                }
            }
        }
    }
}
