//! A versioned record of a game: which game, its options and its moves in
//! notation. Loading a record replays every move through checked play, so a
//! record can never put an impossible position on the board.

use crate::game::AnyGame;
use crate::game_id::{GameId, OptionError, Options};
use crate::rules::MoveError;
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
    pub moves: Vec<String>,
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Written by a version of the format this build does not read.
    UnsupportedVersion(u32),
    /// The options are not ones the game can be played with.
    BadOptions(OptionError),
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
            moves: game.moves().to_vec(),
        }
    }

    /// Replays the record from the start position through checked play.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        if self.version != GameRecord::VERSION {
            return Err(RecordError::UnsupportedVersion(self.version));
        }
        let mut game = AnyGame::new(self.game, self.options).map_err(RecordError::BadOptions)?;
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
