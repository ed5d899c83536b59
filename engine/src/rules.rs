//! What every game family offers to searches, the CLI and the app: one
//! trait, so perft, the AI and the facade are written once.

use crate::piece::Piece;
use crate::side::{Outcome, Side};
use crate::topology::Topology;
use std::fmt;

/// Why a move was refused. Every rejection names its reason so the CLI can
/// print it and the app can show it in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in the notation of docs/rules.md section 1.
    Malformed(String),
    /// The text names a point that is not on this board.
    OffBoard(String),
    /// The game is already over.
    GameOver,
    /// No piece of the side to move stands on the starting point.
    NoPieceToMove(String),
    /// Well-formed, but not among the legal moves of the position.
    Illegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(text) => {
                write!(f, "'{text}' is not a move (expected e.g. c3-c4 or d4xd6)")
            }
            MoveError::OffBoard(point) => write!(f, "'{point}' is not a point of this board"),
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NoPieceToMove(point) => write!(f, "no piece of the side to move on {point}"),
            MoveError::Illegal(text) => write!(f, "{text} is not a legal move here"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A game in progress: a position with its history, so that repetitions,
/// the no-progress counter and undo work.
///
/// `generate_moves` returns nothing once the game is over; `play` checks a
/// move against the legal list and leaves the game unchanged on error;
/// `play_unchecked` trusts its caller (searches) and is the fast path.
pub trait Rules: Clone {
    /// A move, small and `Copy`: no allocation on the hot path.
    type Move: Copy + Eq + std::hash::Hash + fmt::Debug;

    /// The board this game is played on.
    fn topology(&self) -> &'static Topology;

    /// The piece on `point`, if any.
    fn piece_at(&self, point: u8) -> Option<Piece>;

    /// The side whose turn it is.
    fn side_to_move(&self) -> Side;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Replaces the contents of `moves` with every legal move (none when the
    /// game is over).
    fn generate_moves(&self, moves: &mut Vec<Self::Move>);

    /// The number of legal moves: what perft counts at its last ply.
    fn count_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves.len()
    }

    /// Plays a move known to be legal, and works out whether the game ended.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Takes back the last move, returning it, or `None` at the start.
    fn undo(&mut self) -> Option<Self::Move>;

    /// Number of moves played since the start.
    fn ply(&self) -> usize;

    /// A hash of the position (pieces and side to move), kept incrementally.
    fn hash(&self) -> u64;

    /// Reads a move in notation, checking that it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a move in the notation of docs/rules.md section 1.
    fn format_move(&self, mv: Self::Move) -> String;

    /// Plays `mv` if it is legal; otherwise leaves the game as it was.
    fn play(&mut self, mv: Self::Move) -> Result<(), MoveError> {
        if self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        if !moves.contains(&mv) {
            return Err(MoveError::Illegal(self.format_move(mv)));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// Parses and plays a move given in notation.
    fn play_text(&mut self, text: &str) -> Result<Self::Move, MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Every legal move in notation, sorted by byte order (docs/rules.md 1).
    fn legal_move_texts(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        let mut texts: Vec<String> = moves.into_iter().map(|m| self.format_move(m)).collect();
        texts.sort_unstable();
        texts
    }
}

/// Counts the leaf positions `depth` moves ahead (docs/rules.md section 8),
/// counting the moves of the last ply in bulk.
pub fn perft<G: Rules>(game: &mut G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_moves() as u64,
        _ => {
            let mut moves = Vec::new();
            game.generate_moves(&mut moves);
            let mut total = 0;
            for mv in moves {
                game.play_unchecked(mv);
                total += perft(game, depth - 1);
                game.undo();
            }
            total
        }
    }
}

/// Perft split by root move, as `(move in notation, count)` pairs sorted by
/// notation: what `tafl perft --divide` prints.
pub fn perft_divide<G: Rules>(game: &mut G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let mut split: Vec<(String, u64)> = moves
        .into_iter()
        .map(|mv| {
            let text = game.format_move(mv);
            game.play_unchecked(mv);
            let count = perft(game, depth.saturating_sub(1));
            game.undo();
            (text, count)
        })
        .collect();
    split.sort();
    split
}
