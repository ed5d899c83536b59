//! A versioned record of a game: which game, its options, the position it
//! started from when that was set up by hand, and its moves in notation;
//! and, when known, how it ended off the board (a resignation, a lost
//! clock, an agreement) and the facts around it (players, date, event).
//! Loading a record replays every move through checked play, so a record
//! can never put an impossible position on the board.

use crate::game::AnyGame;
use crate::game_id::{GameId, OptionError, Options};
use crate::rules::MoveError;
use crate::setup::{PositionTextError, Setup, SetupError};
use crate::side::{GameResult, Side};
use std::fmt;

/// A game as saved or shared. Its JSON form (in the saves and the
/// workers' messages) is defined once, by the app (`src/json/wire.rs`,
/// docs/records.md "The JSON save record"); the engine itself reads and
/// writes only the record formats of [`crate::formats`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Format version, so that old saves can be recognised and upgraded.
    pub version: u32,
    pub game: GameId,
    pub options: Options,
    /// The set-up start position in the position text of `docs/records.md`
    /// (e.g. `3/3/7/3F3/GGGGGGG/GGG/GGG g`); `None`, and absent from the
    /// JSON, when the game began at its own start position. Records saved
    /// before set-ups existed have none and read as before.
    pub setup: Option<String>,
    pub moves: Vec<String>,
    /// How the game ended when the board does not show it (a resignation,
    /// a lost clock, an agreement, or a result a record states without a
    /// reason); `None`, and absent from the JSON, when the game is still
    /// on or its position decided it. A position that decided the game
    /// always wins over this: [`GameRecord::conclusion_for`] says which
    /// applies.
    pub conclusion: Option<Conclusion>,
    /// Who played, when and where, as a record from elsewhere gave them;
    /// absent from the JSON when nothing is known.
    pub facts: RecordFacts,
}

/// An ending the board does not show: who won (or a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conclusion {
    pub result: GameResult,
    pub reason: ConclusionReason,
}

/// Why a game ended off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConclusionReason {
    /// A player resigned (the other won).
    Resignation,
    /// A player's clock ran out (the other won).
    Timeout,
    /// The players agreed on the result (usually a draw).
    Agreement,
    /// A record stated the result (`1-0`, `[result:-1]`) but not why.
    Unstated,
}

impl Conclusion {
    /// `side` resigned: the other side wins.
    pub fn resigned(side: Side) -> Conclusion {
        Conclusion {
            result: GameResult::Win(side.opposite()),
            reason: ConclusionReason::Resignation,
        }
    }

    /// `side` ran out of time: the other side wins.
    pub fn lost_on_time(side: Side) -> Conclusion {
        Conclusion {
            result: GameResult::Win(side.opposite()),
            reason: ConclusionReason::Timeout,
        }
    }

    /// The side that gave the game up: the loser of a resignation or a
    /// timeout; `None` for a draw, an agreement or an unstated result.
    pub fn loser(&self) -> Option<Side> {
        match (self.reason, self.result) {
            (ConclusionReason::Resignation | ConclusionReason::Timeout, GameResult::Win(w)) => {
                Some(w.opposite())
            }
            _ => None,
        }
    }
}

impl fmt::Display for ConclusionReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ConclusionReason::Resignation => "resignation",
            ConclusionReason::Timeout => "timeout",
            ConclusionReason::Agreement => "agreement",
            ConclusionReason::Unstated => "unstated",
        })
    }
}

/// The facts a record gives around its game, each as written there
/// (trimmed, on one line). Every field is optional and absent from the
/// JSON when unknown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RecordFacts {
    /// Who played the side that moves first: the attackers in Hnefatafl,
    /// the fox side in the fox games.
    pub first_player: Option<String>,
    /// Who played the other side: the defenders, the geese.
    pub second_player: Option<String>,
    /// The date, as the record wrote it (`2015.01.07`, `2026-04-25 13:05:09 +0000`).
    pub date: Option<String>,
    /// The tournament, match or occasion.
    pub event: Option<String>,
    /// Where it was played (a town, a web site).
    pub site: Option<String>,
    /// The round of a tournament or match.
    pub round: Option<String>,
}

impl RecordFacts {
    /// True when no fact is known.
    pub fn is_empty(&self) -> bool {
        *self == RecordFacts::default()
    }

    /// The player of `side`.
    pub fn player(&self, side: Side) -> Option<&str> {
        match side {
            Side::First => self.first_player.as_deref(),
            Side::Second => self.second_player.as_deref(),
        }
    }
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
            conclusion: None,
            facts: RecordFacts::default(),
        }
    }

    /// The conclusion that applies to `game`, this record replayed: the
    /// record's own, unless the position already decided the game (the
    /// board always wins over what a record says about its end).
    pub fn conclusion_for(&self, game: &AnyGame) -> Option<Conclusion> {
        match game.outcome() {
            Some(_) => None,
            None => self.conclusion,
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
