//! A tafl game (on any of the four boards): the position with its history, for undo,
//! the repetition rule and `last_captures`; the [`Rules`] implementation;
//! and the fast perft and random-playout loops.

use super::movegen::{MoveList, MAX_MOVES};
use super::notation::Move;
use super::outcome::{judge, judge_setup};
use super::position::Position;
use super::squares::Squares;
use super::variant::TaflVariant;
use crate::ascii;
use crate::piece::Piece;
use crate::rng::Rng;
use crate::rules::{MoveError, Rules};
use crate::side::{EndReason, Outcome, Side};
use crate::topology::Topology;
use std::fmt;

/// Buckets of the repetition filter: enough that a long game's positions
/// rarely share one.
const BUCKETS: usize = 4096;

/// The filter bucket of a hash.
#[inline]
fn bucket(hash: u64) -> usize {
    hash as usize & (BUCKETS - 1)
}

/// What undo needs to step back over one move.
#[derive(Clone, Copy, Debug)]
struct Played {
    /// The position before the move.
    before: Position,
    mv: Move,
    /// The squares the move captured.
    captured: Squares,
    /// Plies since the last capture before the move.
    quiet: u32,
}

/// A tafl game in progress. `Side::First` is the attackers (they move
/// first), `Side::Second` the defenders with the king.
#[derive(Clone)]
pub struct TaflGame {
    position: Position,
    outcome: Option<Outcome>,
    history: Vec<Played>,
    /// The hash before each move of `history`, kept apart so the
    /// repetition scan reads 8 bytes a position.
    hashes: Vec<u64>,
    /// How many of `hashes` fall in each bucket of their low bits: when the
    /// current hash's bucket is empty, the position is new and the scan is
    /// skipped (most plies of a long game).
    buckets: Vec<u32>,
    /// Plies since the last capture (or the start): how far back a
    /// repetition can reach.
    quiet: u32,
    /// Where the game began, and how that position stood: what random
    /// playouts restart from.
    initial: Position,
    initial_outcome: Option<Outcome>,
}

impl fmt::Debug for TaflGame {
    /// The board, the side to move, the outcome and the moves: not the
    /// internal tables.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.moves().map(|mv| mv.to_string()).collect();
        f.debug_struct("TaflGame")
            .field("side_to_move", &self.position.side)
            .field("outcome", &self.outcome)
            .field("moves", &moves)
            .finish()?;
        write!(f, "\n{}", self.to_ascii())
    }
}

impl Default for TaflGame {
    fn default() -> TaflGame {
        TaflGame::new()
    }
}

impl TaflGame {
    /// A game of Copenhagen Hnefatafl at its start position (docs/rules.md
    /// section 6).
    pub fn new() -> TaflGame {
        TaflGame::from_position(Position::start())
    }

    /// A game of `variant` at its start position.
    pub fn of_variant(variant: TaflVariant) -> TaflGame {
        TaflGame::from_position(Position::start_of(variant))
    }

    /// A game starting from `position`, judged as it stands: it is already
    /// over when the king is on a corner, the defenders are enclosed, or the
    /// side to move has no move.
    pub fn from_position(position: Position) -> TaflGame {
        let outcome = judge_setup(&position);
        TaflGame {
            position,
            outcome,
            history: Vec::new(),
            hashes: Vec::new(),
            buckets: vec![0; BUCKETS],
            quiet: 0,
            initial: position,
            initial_outcome: outcome,
        }
    }

    /// A game from an 11×11 ASCII board (format of [`crate::ascii`]: `A`
    /// attacker, `D` defender, `K` king, `.` empty).
    ///
    /// # Errors
    /// A message when the text is not an 11×11 board, holds fox-game pieces,
    /// has no king or two, or puts a piece other than the king on the throne
    /// or a corner.
    pub fn from_ascii(text: &str, side_to_move: Side) -> Result<TaflGame, String> {
        TaflGame::from_ascii_of(TaflVariant::Copenhagen, text, side_to_move)
    }

    /// A game of `variant` from an ASCII board of its size.
    ///
    /// # Errors
    /// As [`TaflGame::from_ascii`].
    pub fn from_ascii_of(
        variant: TaflVariant,
        text: &str,
        side_to_move: Side,
    ) -> Result<TaflGame, String> {
        let pieces = ascii::parse(Topology::of_tafl(variant), text)?;
        let position =
            Position::of_variant(variant, &pieces, side_to_move).map_err(|e| e.to_string())?;
        Ok(TaflGame::from_position(position))
    }

    /// The board as ASCII, in the format [`TaflGame::from_ascii`] reads.
    pub fn to_ascii(&self) -> String {
        ascii::render(self.topology(), |sq| self.position.piece_at(sq))
    }

    /// The tafl game played.
    pub fn variant(&self) -> TaflVariant {
        self.position.variant
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The squares captured by the last move (none at the start). A captured
    /// king is not among them: it stays on the board and the game is over.
    pub fn last_captures(&self) -> Squares {
        self.history.last().map(|p| p.captured).unwrap_or_default()
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.history.last().map(|played| played.mv)
    }

    /// The moves played so far, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|played| played.mv)
    }

    /// The squares each move captured, oldest first, beside
    /// [`TaflGame::moves`] (a captured king is not among them).
    pub fn captures(&self) -> impl Iterator<Item = Squares> + '_ {
        self.history.iter().map(|played| played.captured)
    }

    /// Fills `list` with every legal move (none once the game is over),
    /// without allocating.
    pub fn generate_into(&self, list: &mut MoveList) {
        list.clear();
        if self.outcome.is_none() {
            self.position.generate(list);
        }
    }

    /// How many times the current position has occurred, this time
    /// included. Only positions since the last capture can match: a capture
    /// removes a piece for good.
    pub fn repetitions(&self) -> usize {
        // Positions with the same side to move lie an even number of plies
        // back; none before the last capture can match.
        let hash = self.position.hash;
        if self.buckets[bucket(hash)] == 0 {
            return 1;
        }
        let len = self.history.len();
        let reach = self.quiet as usize;
        (2..=reach)
            .step_by(2)
            .filter(|&back| {
                self.hashes[len - back] == hash && self.history[len - back].before == self.position
            })
            .count()
            + 1
    }

    /// True when some position since the last capture (the current one
    /// included) has occurred twice, so that a third occurrence could end
    /// the game within a few plies. Compared by hash: a collision only
    /// says true where false was due, which costs a caller a proof, never
    /// a wrong one.
    pub fn repeated_since_capture(&self) -> bool {
        let len = self.hashes.len();
        let mut seen: Vec<u64> = self.hashes[len - (self.quiet as usize).min(len)..].to_vec();
        seen.push(self.position.hash);
        seen.sort_unstable();
        seen.windows(2).any(|pair| pair[0] == pair[1])
    }

    /// Perft (docs/rules.md section 8) on this concrete type, with moves on the
    /// stack and the last ply counted in bulk.
    pub fn perft(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves() as u64,
            _ => {
                let mut list = MoveList::new();
                self.generate_into(&mut list);
                let mut total = 0;
                for &mv in list.as_slice() {
                    self.play_unchecked(mv);
                    total += self.perft(depth - 1);
                    self.undo();
                }
                total
            }
        }
    }

    /// Plays `plies` random moves, each chosen uniformly among the legal
    /// ones (the crate's `Rng` seeded with `seed`), restarting from this
    /// game's initial position whenever a game ends. Returns how many games
    /// finished. A benchmark of generation, play and the end-of-game rules
    /// together; it leaves the game wherever the last playout stood. Plays
    /// nothing if the initial position is already over.
    pub fn random_playout_plies(&mut self, plies: u64, seed: u64) -> u64 {
        if self.initial_outcome.is_some() {
            return 0;
        }
        let mut rng = Rng::new(seed);
        let mut finished = 0;
        for _ in 0..plies {
            if self.outcome.is_some() {
                self.restart();
            }
            // The legal moves as destination sets (see `Position::move_sets`):
            // each move once, so the pick is uniform without writing a list.
            let sets = self.position.move_sets();
            let count: u32 = sets.iter().map(|set| set.count()).sum();
            let index = rng.below(count as usize) as u32;
            let mv = self.position.move_from_sets(&sets, index);
            self.play_unchecked(mv);
            if self.outcome.is_some() {
                finished += 1;
            }
        }
        finished
    }

    /// Back to the initial position, history cleared.
    fn restart(&mut self) {
        self.history.clear();
        self.hashes.clear();
        self.buckets.fill(0);
        self.quiet = 0;
        self.position = self.initial;
        self.outcome = self.initial_outcome;
    }

    /// The end of the game after a move, if any.
    #[inline]
    fn judge_move(&self, to: u8) -> Option<Outcome> {
        judge(&self.position, to).or_else(|| {
            (self.repetitions() >= 3).then(|| Outcome::win(Side::First, EndReason::RepetitionLoss))
        })
    }
}

impl Rules for TaflGame {
    type Move = Move;

    fn topology(&self) -> &'static Topology {
        Topology::of_tafl(self.position.variant)
    }

    fn piece_at(&self, point: u8) -> Option<Piece> {
        self.position.piece_at(point)
    }

    fn side_to_move(&self) -> Side {
        self.position.side
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        // One allocation at most, however many moves follow.
        moves.reserve(MAX_MOVES);
        if self.outcome.is_none() {
            self.position.for_each_move(|mv| moves.push(mv));
        }
    }

    #[inline]
    fn count_moves(&self) -> usize {
        if self.outcome.is_some() {
            0
        } else {
            self.position.count_moves()
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        let before = self.position;
        let captured = self.position.play(mv);
        self.history.push(Played {
            before,
            mv,
            captured,
            quiet: self.quiet,
        });
        self.hashes.push(before.hash);
        self.buckets[bucket(before.hash)] += 1;
        self.quiet = if captured.any() { 0 } else { self.quiet + 1 };
        self.outcome = self.judge_move(mv.to);
    }

    #[inline]
    fn undo(&mut self) -> Option<Move> {
        let played = self.history.pop()?;
        if let Some(hash) = self.hashes.pop() {
            self.buckets[bucket(hash)] -= 1;
        }
        self.position = played.before;
        self.quiet = played.quiet;
        // Every move is played from an unfinished position.
        self.outcome = None;
        Some(played.mv)
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn hash(&self) -> u64 {
        self.position.hash
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let mv = Move::parse_on(self.position.board(), text)?;
        self.check(mv)?;
        Ok(mv)
    }

    fn format_move(&self, mv: Move) -> String {
        mv.name_on(self.position.board())
    }

    fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }
}

impl TaflGame {
    /// Why `mv` cannot be played here, if it cannot.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        let owner = match self.position.piece_at(mv.from) {
            Some(Piece::Attacker) => Some(Side::First),
            Some(_) => Some(Side::Second),
            None => None,
        };
        if owner != Some(self.position.side) {
            return Err(MoveError::NoPieceToMove(
                self.position.board().name(mv.from),
            ));
        }
        if !self.position.is_legal(mv) {
            return Err(MoveError::Illegal(self.format_move(mv)));
        }
        Ok(())
    }
}
