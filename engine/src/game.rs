//! One type for any of the four games, so the CLI, the records and the app
//! handle every game through the same calls and in notation.

use crate::fox::{FoxGame, Variant, VariantError};
use crate::game_id::{GameId, OptionError, Options};
use crate::hnefatafl::{
    with_marks, CaptureMismatch, MarkedMove, Move, Position, Squares, TaflGame, TaflVariant,
};
use crate::piece::Piece;
use crate::rules::{perft_divide, MoveError, Rules};
use crate::setup::{Setup, SetupError};
use crate::side::{EndReason, Outcome, Side};
use crate::topology::Topology;
use std::fmt;

/// The rules of one family, chosen at run time.
#[derive(Clone, Debug)]
enum Family {
    Fox(FoxGame),
    Tafl(TaflGame),
}

/// A game of any kind, with the moves played so far in notation.
#[derive(Clone, Debug)]
pub struct AnyGame {
    id: GameId,
    options: Options,
    family: Family,
    moves: Vec<String>,
    /// The set-up position the game began from; `None` when it began at
    /// the game's own start position.
    start: Option<Setup>,
}

/// Why a move written with capture marks was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkedMoveError {
    /// The move itself cannot be played.
    Move(MoveError),
    /// The move is legal but its marks name other squares than it takes.
    Captures(CaptureMismatch),
}

impl fmt::Display for MarkedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkedMoveError::Move(error) => error.fmt(f),
            MarkedMoveError::Captures(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for MarkedMoveError {}

/// Calls the same method on whichever family the game is.
macro_rules! with_family {
    ($self:expr, $game:ident => $body:expr) => {
        match $self {
            Family::Fox($game) => $body,
            Family::Tafl($game) => $body,
        }
    };
}

impl AnyGame {
    /// A new game at the start position. Fails when the options are not ones
    /// this game can be played with.
    pub fn new(id: GameId, options: Options) -> Result<AnyGame, OptionError> {
        options.validate(id)?;
        let family = match TaflVariant::of_game(id) {
            Some(variant) => Family::Tafl(TaflGame::of_variant(variant)),
            None => Family::Fox(FoxGame::new(id, options)),
        };
        Ok(AnyGame {
            id,
            options,
            family,
            moves: Vec::new(),
            start: None,
        })
    }

    /// A new game from a set-up position, judged as it stands (see
    /// [`crate::setup`]): a finished position gives a finished game. The
    /// position is the first occurrence for the repetition rules, and the
    /// fox games' no-progress count starts at 0.
    ///
    /// # Errors
    /// [`SetupError`] when the game cannot be played from this position
    /// (see [`Setup::validate`]).
    pub fn from_setup(setup: &Setup) -> Result<AnyGame, SetupError> {
        let setup = setup.normalized();
        let (pieces, side) = (&setup.pieces, setup.side_to_move);
        // Variant::new tells the fox games from Hnefatafl and checks the
        // options in one call.
        let family = match Variant::new(setup.game, setup.options) {
            Ok(variant) => Family::Fox(FoxGame::from_pieces(variant, pieces, side)?),
            Err(VariantError::Options(error)) => return Err(SetupError::BadOptions(error)),
            Err(VariantError::NotAFoxGame(_)) => {
                setup
                    .options
                    .validate(setup.game)
                    .map_err(SetupError::BadOptions)?;
                let variant = TaflVariant::of_game(setup.game).unwrap_or_default();
                Family::Tafl(TaflGame::from_position(Position::of_variant(
                    variant, pieces, side,
                )?))
            }
        };
        let standard = Setup::start(setup.game, setup.options).ok();
        Ok(AnyGame {
            id: setup.game,
            options: setup.options,
            family,
            moves: Vec::new(),
            start: (standard.as_ref() != Some(&setup)).then_some(setup),
        })
    }

    /// The current position as a [`Setup`], pieces in point order: what an
    /// analysis board starts from. (The history is not part of it: a game
    /// from it counts repetitions and the no-progress plies afresh.)
    pub fn setup(&self) -> Setup {
        Setup {
            game: self.id,
            options: self.options,
            pieces: self.pieces(),
            side_to_move: self.side_to_move(),
        }
    }

    /// The set-up position this game began from, or `None` when it began
    /// at its game's start position (a setup equal to that start counts as
    /// the start).
    pub fn custom_start(&self) -> Option<&Setup> {
        self.start.as_ref()
    }

    /// The position the game began from, set up or not.
    pub fn start_setup(&self) -> Setup {
        match &self.start {
            Some(setup) => setup.clone(),
            None => Setup {
                game: self.id,
                options: self.options,
                pieces: {
                    let mut pieces = crate::setup::start_pieces(self.id, self.options);
                    crate::setup::sort_by_point(&mut pieces);
                    pieces
                },
                side_to_move: Side::First,
            },
        }
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The table options it is played with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The moves played so far, in notation.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The board.
    pub fn topology(&self) -> &'static Topology {
        with_family!(&self.family, g => g.topology())
    }

    /// The piece on `point`, if any.
    pub fn piece_at(&self, point: u8) -> Option<Piece> {
        with_family!(&self.family, g => g.piece_at(point))
    }

    /// The pieces that must capture this move (Two Foxes, when a fox can
    /// jump): empty when no capture is forced.
    pub fn must_capture_from(&self) -> Vec<u8> {
        match &self.family {
            Family::Fox(g) => {
                let bits = g.must_capture_from();
                self.topology()
                    .points()
                    .filter(|&p| bits >> p & 1 == 1)
                    .collect()
            }
            Family::Tafl(_) => Vec::new(),
        }
    }

    /// Every piece on the board, as (point, piece) pairs in point order.
    pub fn pieces(&self) -> Vec<(u8, Piece)> {
        let topology = self.topology();
        topology
            .points()
            .filter_map(|p| self.piece_at(p).map(|piece| (p, piece)))
            .collect()
    }

    /// The side whose turn it is.
    pub fn side_to_move(&self) -> Side {
        with_family!(&self.family, g => g.side_to_move())
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        with_family!(&self.family, g => g.outcome())
    }

    /// The status word of docs/cli.md: `ongoing`, `fox-wins`, `draw`, …
    pub fn status_word(&self) -> &'static str {
        self.id.status_word(self.outcome())
    }

    /// The position hash.
    pub fn hash(&self) -> u64 {
        with_family!(&self.family, g => g.hash())
    }

    /// Every legal move in notation, sorted by byte order.
    pub fn legal_moves(&self) -> Vec<String> {
        with_family!(&self.family, g => g.legal_move_texts())
    }

    /// Points captured by the last move (for drawing what was taken).
    pub fn last_captures(&self) -> Vec<u8> {
        match &self.family {
            Family::Fox(g) => crate::bitset::Bits64(g.last_captures()).collect(),
            Family::Tafl(g) => g.last_captures().iter().collect(),
        }
    }

    /// Plays a move given in notation; on error the game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        let text = text.trim();
        let canonical = with_family!(&mut self.family, g => {
            let mv = g.play_text(text)?;
            g.format_move(mv)
        });
        self.moves.push(canonical);
        Ok(())
    }

    /// The moves played so far with their capture marks: in Hnefatafl each
    /// captured square once, in point order (`g3-e3xe2`), never the king;
    /// fox moves are as [`AnyGame::moves`] (their `x` is the chain's).
    pub fn marked_moves(&self) -> Vec<String> {
        match &self.family {
            Family::Fox(_) => self.moves.clone(),
            Family::Tafl(g) => g
                .moves()
                .zip(g.captures())
                .map(|(mv, captured)| with_marks(g.position().board(), mv, captured))
                .collect(),
        }
    }

    /// The last of [`AnyGame::marked_moves`], without the others (a move
    /// list that shows the moves one at a time).
    pub fn last_marked_move(&self) -> Option<String> {
        match &self.family {
            Family::Fox(_) => self.moves.last().cloned(),
            Family::Tafl(g) => g
                .last_move()
                .map(|mv| with_marks(g.position().board(), mv, g.last_captures())),
        }
    }

    /// The fox game under it, for the exact searches of [`crate::solve`].
    pub(crate) fn fox(&self) -> Option<&FoxGame> {
        match &self.family {
            Family::Fox(g) => Some(g),
            Family::Tafl(_) => None,
        }
    }

    /// The Hnefatafl game under it, for [`crate::solve::proved_tafl`].
    pub(crate) fn tafl(&self) -> Option<&TaflGame> {
        match &self.family {
            Family::Fox(_) => None,
            Family::Tafl(g) => Some(g),
        }
    }

    /// `text` in canonical notation when it is a legal move here, read as
    /// [`AnyGame::play`] reads it but without playing it: a typed move is
    /// checked by the code that plays moves, not by a list of every move.
    pub(crate) fn legal_text(&self, text: &str) -> Option<String> {
        with_family!(&self.family, g => g.parse_move(text).ok().map(|mv| g.format_move(mv)))
    }

    /// Whether the capture marks `marks` (one bit per square) name exactly
    /// what the legal Hnefatafl move `from`-`to` would take, the king's
    /// square allowed when it takes the king (as [`MarkedMove::check`]
    /// reads marks). Answered from the position without playing or copying
    /// the game, so that checking a typed move stays cheap; false in a fox
    /// game, whose moves carry no marks.
    pub(crate) fn marks_agree(&self, from: u8, to: u8, marks: Squares) -> bool {
        let Family::Tafl(game) = &self.family else {
            return false;
        };
        let position = game.position();
        let taken = position.captures_of(Move { from, to });
        let king = if taken.king {
            Squares::bit(position.king())
        } else {
            Squares::EMPTY
        };
        marks & !king == taken.men
    }

    /// Plays a move that may carry capture marks (`g3-e3xe2`), checking
    /// the marks against what the move captures; on error the game is
    /// unchanged. Fox moves are read as by [`AnyGame::play`].
    ///
    /// # Errors
    /// [`MarkedMoveError::Move`] when the move cannot be played,
    /// [`MarkedMoveError::Captures`] when its marks are wrong.
    pub fn play_marked(&mut self, text: &str) -> Result<(), MarkedMoveError> {
        let Family::Tafl(tafl) = &self.family else {
            return self.play(text).map_err(MarkedMoveError::Move);
        };
        let marked =
            MarkedMove::parse(tafl.position().board(), text).map_err(MarkedMoveError::Move)?;
        self.play_marked_move(&marked)
    }

    /// Plays a Hnefatafl move read with its marks (see
    /// [`MarkedMove::parse`]), checking them; on error the game is
    /// unchanged. For readers of other notations that build the
    /// [`MarkedMove`] themselves.
    ///
    /// # Errors
    /// As [`AnyGame::play_marked`]; a fox game refuses every such move as
    /// [`MoveError::Illegal`].
    pub fn play_marked_move(&mut self, marked: &MarkedMove) -> Result<(), MarkedMoveError> {
        let Family::Tafl(tafl) = &self.family else {
            return Err(MarkedMoveError::Move(MoveError::Illegal(
                marked.mv.to_string(),
            )));
        };
        let text = marked.mv.name_on(tafl.position().board());
        self.play(&text).map_err(MarkedMoveError::Move)?;
        let Family::Tafl(tafl) = &self.family else {
            return Ok(());
        };
        let king_taken = (tafl.outcome().map(|o| o.reason) == Some(EndReason::KingCaptured))
            .then(|| tafl.position().king());
        let board = tafl.position().board();
        if let Err(mismatch) = marked.check(board, tafl.last_captures(), king_taken) {
            self.undo();
            return Err(MarkedMoveError::Captures(mismatch));
        }
        Ok(())
    }

    /// Takes back the last move; returns it in notation, or `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        with_family!(&mut self.family, g => g.undo().map(|_| ()))?;
        self.moves.pop()
    }

    /// Perft from the current position (docs/rules.md section 8).
    pub fn perft(&mut self, depth: u32) -> u64 {
        match &mut self.family {
            Family::Fox(g) => g.perft(depth),
            Family::Tafl(g) => g.perft(depth),
        }
    }

    /// Perft split by root move, sorted by notation.
    pub fn perft_divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        match &mut self.family {
            Family::Fox(g) => perft_divide(g, depth),
            Family::Tafl(g) => perft_divide(g, depth),
        }
    }

    /// Plays `plies` random plies on a copy of this game, restarting from
    /// the start position whenever a game ends: the playout benchmark.
    /// Returns the number of games finished.
    pub fn random_playout_plies(&self, plies: u64, seed: u64) -> u64 {
        match self.family.clone() {
            Family::Fox(mut g) => g.random_playout_plies(plies, seed),
            Family::Tafl(mut g) => g.random_playout_plies(plies, seed),
        }
    }
}
