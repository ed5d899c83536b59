//! Replays the moves a reader finds through checked play, counting them,
//! so that every importer reports the first bad move by its 1-based index
//! and builds its [`GameRecord`] from a game that really was played.

use super::ImportError;
use crate::game::{AnyGame, MarkedMoveError};
use crate::game_id::{GameId, Options};
use crate::hnefatafl::MarkedMove;
use crate::record::GameRecord;
use crate::setup::Setup;

/// A game being rebuilt from a record's moves.
pub(crate) struct Replay {
    game: AnyGame,
}

impl Replay {
    /// A replay from the start position of `game`, or from the position
    /// text `setup` when there is one.
    pub(crate) fn start(
        game: GameId,
        options: Options,
        setup: Option<&str>,
    ) -> Result<Replay, ImportError> {
        options.validate(game).map_err(ImportError::BadOptions)?;
        let game = match setup {
            None => AnyGame::new(game, options).map_err(ImportError::BadOptions)?,
            Some(text) => {
                let setup = Setup::parse(game, options, text).map_err(ImportError::BadPosition)?;
                AnyGame::from_setup(&setup).map_err(ImportError::BadSetup)?
            }
        };
        Ok(Replay { game })
    }

    /// A replay from a set-up position already read.
    pub(crate) fn from_setup(setup: &Setup) -> Result<Replay, ImportError> {
        setup
            .options
            .validate(setup.game)
            .map_err(ImportError::BadOptions)?;
        let game = AnyGame::from_setup(setup).map_err(ImportError::BadSetup)?;
        Ok(Replay { game })
    }

    /// The game so far.
    pub(crate) fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The 1-based index the next move will have.
    pub(crate) fn next_index(&self) -> usize {
        self.game.moves().len() + 1
    }

    /// Plays a move in the notation of docs/rules.md, with capture marks on a
    /// Hnefatafl move (`g3-e3xe2`); `text` as written goes into errors.
    pub(crate) fn play(&mut self, text: &str) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked(text)
            .map_err(|error| marked_error(index, text, error))
    }

    /// Plays `notation` (docs/rules.md, with optional capture marks), a move a
    /// record wrote as `written`, which goes into errors.
    pub(crate) fn play_as(&mut self, written: &str, notation: &str) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked(notation)
            .map_err(|error| marked_error(index, written, error))
    }

    /// Plays a Hnefatafl move a reader has already taken apart; `text` is
    /// the move as written in the record.
    pub(crate) fn play_marked(
        &mut self,
        text: &str,
        marked: &MarkedMove,
    ) -> Result<(), ImportError> {
        let index = self.next_index();
        self.game
            .play_marked_move(marked)
            .map_err(|error| marked_error(index, text, error))
    }

    /// The record of the game replayed.
    pub(crate) fn record(&self) -> GameRecord {
        GameRecord::of(&self.game)
    }
}

/// The import error for move `index` written as `text`.
pub(crate) fn marked_error(index: usize, text: &str, error: MarkedMoveError) -> ImportError {
    let text = text.to_string();
    match error {
        MarkedMoveError::Move(error) => ImportError::BadMove { index, text, error },
        MarkedMoveError::Captures(mismatch) => ImportError::CaptureMismatch {
            index,
            text,
            mismatch,
        },
    }
}
