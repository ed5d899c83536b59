//! A fox game in progress: the position, the history for undo and
//! repetition, and the end of the game (docs/rules.md section 7).

use super::ending::ending;
use super::movegen;
use super::moves::{Move, Written};
use super::position::Position;
use super::variant::Variant;
use crate::ascii;
use crate::game_id::{GameId, Options};
use crate::piece::Piece;
use crate::rng::Rng;
use crate::rules::{MoveError, Rules};
use crate::setup::{self, SetupError};
use crate::side::{EndReason, Outcome, Side};
use crate::topology::Topology;

/// Plies without progress after which a fox game is drawn.
pub(crate) const NO_PROGRESS_PLIES: u32 = 100;

/// What undo needs to step back over one move.
#[derive(Clone, Copy, Debug)]
struct Entry {
    before: Position,
    outcome: Option<Outcome>,
    mv: Move,
}

/// A game of Fox and Geese, Two Foxes or the Great Cross.
#[derive(Clone, Debug)]
pub struct FoxGame {
    variant: Variant,
    position: Position,
    outcome: Option<Outcome>,
    history: Vec<Entry>,
    /// The hash of each `history[i].before`, packed so the repetition scan
    /// after every move reads a few cache lines rather than whole entries.
    hashes: Vec<u64>,
}

impl FoxGame {
    /// The start position of `game` with `options`.
    ///
    /// # Panics
    /// If `game` is not a fox game or the options are not allowed for it
    /// (check with [`Variant::new`] first to get an error instead).
    pub fn new(game: GameId, options: Options) -> FoxGame {
        let variant = Variant::new(game, options).unwrap_or_else(|e| panic!("{e}"));
        FoxGame::from_variant(variant)
    }

    /// The start position of `variant`.
    pub fn from_variant(variant: Variant) -> FoxGame {
        let start = Position::new(variant.start_foxes(), variant.start_geese(), Side::First);
        FoxGame::from_position(variant, start)
    }

    /// A game from an ASCII board (format of [`crate::ascii`]) with
    /// `side_to_move` to play, judged as [`FoxGame::from_pieces`] does.
    ///
    /// # Errors
    /// A message when the game or options are not a fox variant, the board
    /// does not parse, or the position is refused (see [`Setup::validate`](crate::setup::Setup::validate)).
    pub fn from_ascii(
        game: GameId,
        options: Options,
        text: &str,
        side_to_move: Side,
    ) -> Result<FoxGame, String> {
        let variant = Variant::new(game, options).map_err(|e| e.to_string())?;
        let pieces = ascii::parse(variant.topology(), text)?;
        FoxGame::from_pieces(variant, &pieces, side_to_move).map_err(|e| e.to_string())
    }

    /// A game from a set-up position: `pieces` as (point, piece) pairs and
    /// `side_to_move` to play. The position counts as the first occurrence
    /// for repetitions and starts the no-progress count at 0; the end of
    /// the game is judged at once (rules 1–3 of docs/rules.md section 7).
    ///
    /// # Errors
    /// [`SetupError`] when the position is not one of this variant (see
    /// [`Setup::validate`](crate::setup::Setup::validate)).
    pub fn from_pieces(
        variant: Variant,
        pieces: &[(u8, Piece)],
        side_to_move: Side,
    ) -> Result<FoxGame, SetupError> {
        setup::validate(variant.game(), variant.options(), pieces)?;
        let mut foxes = 0u64;
        let mut geese = 0u64;
        for &(point, piece) in pieces {
            match piece {
                Piece::Fox => foxes |= 1 << point,
                _ => geese |= 1 << point,
            }
        }
        let position = Position::new(foxes, geese, side_to_move);
        Ok(FoxGame::from_position(variant, position))
    }

    fn from_position(variant: Variant, position: Position) -> FoxGame {
        let mut game = FoxGame {
            variant,
            position,
            outcome: None,
            history: Vec::new(),
            hashes: Vec::new(),
        };
        game.outcome = game.judge(|position| movegen::has_any(&variant, position));
        game
    }

    /// The board in the format of [`crate::ascii`].
    pub fn to_ascii(&self) -> String {
        ascii::render(self.variant.topology(), |p| self.position.piece_at(p))
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The game and options being played.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The geese the last move took (0 at the start or after a step): what
    /// the board animates away.
    pub fn last_captures(&self) -> u64 {
        self.history.last().map_or(0, |e| e.mv.captured())
    }

    /// Two Foxes, fox side to move: the foxes that can jump, one of which
    /// must. 0 when no capture is forced or the game is over.
    pub fn must_capture_from(&self) -> u64 {
        if !self.variant.mandatory_capture()
            || self.outcome.is_some()
            || self.position.side_to_move() != Side::First
        {
            return 0;
        }
        movegen::jumpers(self.variant.tables, &self.position)
    }

    /// Counts the leaves `depth` moves ahead (docs/rules.md section 8), like
    /// [`crate::perft`] but compiled here at full speed and reusing one
    /// move list per ply.
    pub fn perft(&mut self, depth: u32) -> u64 {
        let mut lists = vec![Vec::new(); depth.saturating_sub(1) as usize];
        self.perft_with(depth, &mut lists)
    }

    fn perft_with(&mut self, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves() as u64,
            _ => {
                let (moves, deeper) = lists.split_first_mut().expect("a list per ply");
                self.generate_moves(moves);
                let mut total = 0;
                for &mv in moves.iter() {
                    self.play_unchecked(mv);
                    total += self.perft_with(depth - 1, deeper);
                    self.undo();
                }
                total
            }
        }
    }

    /// Plays `plies` uniformly random legal moves from the current
    /// position, starting again from it whenever a game ends, and returns
    /// the number of games finished. The game is left as it was. Returns 0
    /// at once if the current position is already over.
    pub fn random_playout_plies(&mut self, plies: u64, seed: u64) -> u64 {
        if self.outcome.is_some() {
            return 0;
        }
        let base = self.history.len();
        let mut rng = Rng::new(seed);
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        let mut finished = 0;
        for _ in 0..plies {
            let mv = moves[rng.below(moves.len())];
            self.apply(mv);
            // The list for the next ply doubles as rule 3's "any move?".
            let variant = self.variant;
            self.outcome = self.judge(|position| {
                moves.clear();
                movegen::generate(&variant, position, &mut moves);
                !moves.is_empty()
            });
            if self.outcome.is_some() {
                finished += 1;
                self.rewind(base);
                self.generate_moves(&mut moves);
            }
        }
        self.rewind(base);
        finished
    }

    /// Takes back every move after the first `len`.
    fn rewind(&mut self, len: usize) {
        if let Some(entry) = self.history.get(len) {
            self.position = entry.before;
            self.outcome = entry.outcome;
            self.history.truncate(len);
            self.hashes.truncate(len);
        }
    }

    /// Plays `mv` on the board and records it, without judging the end.
    #[inline]
    fn apply(&mut self, mv: Move) {
        self.history.push(Entry {
            before: self.position,
            outcome: self.outcome,
            mv,
        });
        self.hashes.push(self.position.hash());
        self.position.play(self.variant.tables, mv);
    }

    /// How the game stands after the last move, by the rules of docs/rules.md
    /// section 7 in their order; `has_moves` answers rule 3 and is only
    /// asked if rules 1 and 2 do not end the game.
    #[inline]
    fn judge(&self, has_moves: impl FnOnce(&Position) -> bool) -> Option<Outcome> {
        let position = &self.position;
        if let Some(outcome) = ending(&self.variant, position, has_moves) {
            return Some(outcome);
        }
        if self.occurrences() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        if position.plies_since_progress() >= NO_PROGRESS_PLIES {
            return Some(Outcome::draw(EndReason::NoProgress));
        }
        None
    }

    /// How often the current position has occurred. Only positions since
    /// the last progress can match: captures and forward goose steps are
    /// never undone.
    fn occurrences(&self) -> usize {
        let len = self.history.len();
        let window = (self.position.plies_since_progress() as usize).min(len);
        if window < 4 {
            return 1;
        }
        let hash = self.position.hash();
        let first = len - window;
        let mut count = 1;
        let mut i = len - 2;
        loop {
            if self.hashes[i] == hash && self.history[i].before.same_placement(&self.position) {
                count += 1;
            }
            if i < first + 2 {
                return count;
            }
            i -= 2;
        }
    }
}

impl Rules for FoxGame {
    type Move = Move;

    fn topology(&self) -> &'static Topology {
        self.variant.topology()
    }

    fn piece_at(&self, point: u8) -> Option<Piece> {
        self.position.piece_at(point)
    }

    fn side_to_move(&self) -> Side {
        self.position.side_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_none() {
            movegen::generate(&self.variant, &self.position, moves);
        }
    }

    fn count_moves(&self) -> usize {
        match self.outcome {
            Some(_) => 0,
            None => movegen::count(&self.variant, &self.position),
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
        self.outcome = self.judge(|position| movegen::has_any(&self.variant, position));
    }

    fn undo(&mut self) -> Option<Move> {
        let entry = self.history.pop()?;
        self.hashes.pop();
        self.position = entry.before;
        self.outcome = entry.outcome;
        Some(entry.mv)
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn hash(&self) -> u64 {
        self.position.hash()
    }

    /// # Errors
    /// In this order: [`MoveError::Malformed`], [`MoveError::OffBoard`],
    /// [`MoveError::GameOver`], [`MoveError::NoPieceToMove`] (the first
    /// point holds no piece of the side to move), [`MoveError::Illegal`].
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let written = Written::parse(self.topology(), text)?;
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        let own = match self.position.side_to_move() {
            Side::First => self.position.foxes(),
            Side::Second => self.position.geese(),
        };
        if own >> written.from & 1 == 0 {
            return Err(MoveError::NoPieceToMove(self.topology().name(written.from)));
        }
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
            .into_iter()
            .find(|mv| written.matches(mv))
            .ok_or_else(|| MoveError::Illegal(text.trim().to_string()))
    }

    fn format_move(&self, mv: Move) -> String {
        mv.to_text(self.topology())
    }
}
