//! A versioned record of a game: which game, its options, the position it
//! started from when that was set up by hand, and its moves in notation.
//! Loading a record replays every move through checked play, so a record
//! can never put an impossible position on the board.

use crate::game::AnyGame;
use crate::game_id::{GameId, OptionError, Options};
use crate::rules::MoveError;
use crate::setup::{PositionTextError, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game as saved or shared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Format version, so that old saves can be recognised and upgraded.
    pub version: u32,
    pub game: GameId,
    #[serde(default)]
    pub options: Options,
    /// The set-up start position in the position text of `docs/records.md`
    /// (e.g. `3/3/7/3F3/GGGGGGG/GGG/GGG g`); `None`, and absent from the
    /// JSON, when the game began at its own start position. Records saved
    /// before set-ups existed have none and read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<String>,
    pub moves: Vec<String>,
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Written by a version of the format this build does not read.
    UnsupportedVersion(u32),
    /// The options are not ones the game can be played with.
    BadOptions(OptionError),
    /// The set-up position text does not read.
    BadPosition(PositionTextError),
    /// The set-up position is not one the game can be played from.
    BadSetup(SetupError),
    /// Move `index` (1-based) could not be played.
    BadMove {
        index: usize,
        text: String,
        error: MoveError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::UnsupportedVersion(v) => write!(
                f,
                "record format version {v} is not supported (this build reads version {})",
                GameRecord::VERSION
            ),
            RecordError::BadOptions(e) => write!(f, "bad options: {e}"),
            RecordError::BadPosition(e) => write!(f, "bad start position: {e}"),
            RecordError::BadSetup(e) => write!(f, "bad start position: {e}"),
            RecordError::BadMove { index, text, error } => {
                write!(f, "move {index} ({text}): {error}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// The format version this build writes and reads.
    pub const VERSION: u32 = 1;

    /// The record of a game in progress.
    pub fn of(game: &AnyGame) -> GameRecord {
        GameRecord {
            version: GameRecord::VERSION,
            game: game.id(),
            options: game.options(),
            setup: game.custom_start().map(Setup::to_text),
            moves: game.moves().to_vec(),
        }
    }

    /// The position the record starts from: its set-up, or the game's
    /// start position.
    ///
    /// # Errors
    /// [`RecordError::BadOptions`], [`RecordError::BadPosition`] or
    /// [`RecordError::BadSetup`].
    pub fn start(&self) -> Result<AnyGame, RecordError> {
        self.options
            .validate(self.game)
            .map_err(RecordError::BadOptions)?;
        match &self.setup {
            None => AnyGame::new(self.game, self.options).map_err(RecordError::BadOptions),
            Some(text) => {
                let setup = Setup::parse(self.game, self.options, text)
                    .map_err(RecordError::BadPosition)?;
                AnyGame::from_setup(&setup).map_err(RecordError::BadSetup)
            }
        }
    }

    /// Replays the record through checked play, from its set-up position
    /// when it has one, else from the game's start position.
    ///
    /// # Errors
    /// The first problem met: the version, the options, the start
    /// position, then the first move that cannot be played (1-based).
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        if self.version != GameRecord::VERSION {
            return Err(RecordError::UnsupportedVersion(self.version));
        }
        let mut game = self.start()?;
        for (i, text) in self.moves.iter().enumerate() {
            game.play(text).map_err(|error| RecordError::BadMove {
                index: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        Ok(game)
    }
}
