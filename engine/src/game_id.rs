//! Which game is played, with which table options.

use crate::side::{GameResult, Outcome, Side};
use std::fmt;
use std::str::FromStr;

/// How a side is called in a game: one list, so the CLI, the records and
/// the pages name sides the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideName {
    Fox,
    Foxes,
    Geese,
    Attackers,
    Defenders,
}

impl SideName {
    /// The English word, as the CLI and the move lists write it.
    pub fn as_str(self) -> &'static str {
        match self {
            SideName::Fox => "fox",
            SideName::Foxes => "foxes",
            SideName::Geese => "geese",
            SideName::Attackers => "attackers",
            SideName::Defenders => "defenders",
        }
    }
}

/// The games, with the ids used in URLs, records and the CLI: three fox
/// games and four tafl games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    FoxGeese,
    TwoFoxes,
    GreatCross,
    /// Copenhagen Hnefatafl, 11×11.
    Hnefatafl,
    /// Brandubh, 7×7.
    Brandubh,
    /// Tablut, 9×9.
    Tablut,
    /// Copenhagen Hnefatafl on 13×13.
    Hnefatafl13,
}

impl GameId {
    /// Every game the engine plays, fox games first.
    pub const ALL: [GameId; 7] = [
        GameId::FoxGeese,
        GameId::TwoFoxes,
        GameId::GreatCross,
        GameId::Hnefatafl,
        GameId::Brandubh,
        GameId::Tablut,
        GameId::Hnefatafl13,
    ];

    /// The id used in URLs, records and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::FoxGeese => "fox-geese",
            GameId::TwoFoxes => "two-foxes",
            GameId::GreatCross => "great-cross",
            GameId::Hnefatafl => "hnefatafl",
            GameId::Brandubh => "brandubh",
            GameId::Tablut => "tablut",
            GameId::Hnefatafl13 => "hnefatafl-13",
        }
    }

    /// How `side` is called in this game (the first side is the fox, the
    /// two foxes or the attackers).
    pub fn side_name(self, side: Side) -> SideName {
        match (self, side) {
            (game, Side::First) if game.is_tafl() => SideName::Attackers,
            (game, Side::Second) if game.is_tafl() => SideName::Defenders,
            (GameId::TwoFoxes, Side::First) => SideName::Foxes,
            (_, Side::First) => SideName::Fox,
            (_, Side::Second) => SideName::Geese,
        }
    }

    /// True for the three fox games, false for the tafl games.
    pub fn is_fox_game(self) -> bool {
        matches!(
            self,
            GameId::FoxGeese | GameId::TwoFoxes | GameId::GreatCross
        )
    }

    /// True for the tafl games: Hnefatafl on 11×11 and 13×13, Brandubh,
    /// Tablut.
    pub fn is_tafl(self) -> bool {
        !self.is_fox_game()
    }

    /// The status word of docs/cli.md for a finished game of this kind.
    pub fn status_word(self, outcome: Option<Outcome>) -> &'static str {
        match outcome {
            None => "ongoing",
            Some(outcome) => self.result_word(outcome.result),
        }
    }

    /// The status word of docs/cli.md for `result` in a game of this kind
    /// (also when it ended off the board, by a resignation).
    pub fn result_word(self, result: GameResult) -> &'static str {
        match result {
            GameResult::Draw => "draw",
            GameResult::Win(side) => match (self.is_fox_game(), side) {
                (true, Side::First) => "fox-wins",
                (true, Side::Second) => "geese-wins",
                (false, Side::First) => "attackers-win",
                (false, Side::Second) => "defenders-win",
            },
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game id that names none of the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game '{}' (expected fox-geese, two-foxes, great-cross, hnefatafl, brandubh, tablut or hnefatafl-13)",
            self.0
        )
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// The table options. Only fox-geese has any; the other games take the
/// defaults and reject any change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Number of geese at the start: 13, 15 or 17.
    pub geese: u8,
    /// Whether geese may also step sideways.
    pub sideways: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            geese: 13,
            sideways: false,
        }
    }
}

/// A table option that is malformed, unknown, or not allowed for the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// Not of the form `key=value`.
    Malformed(String),
    /// The game has no option of that name.
    Unknown { game: GameId, key: String },
    /// The value is not one the option takes.
    BadValue { key: String, value: String },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::Malformed(text) => {
                write!(f, "option '{text}' is not of the form key=value")
            }
            OptionError::Unknown { game, key } => write!(f, "{game} has no option '{key}'"),
            OptionError::BadValue { key, value } => {
                let expected = if key == "geese" {
                    "13, 15 or 17"
                } else {
                    "on or off"
                };
                write!(f, "option {key} cannot be '{value}' (expected {expected})")
            }
        }
    }
}

impl std::error::Error for OptionError {}

impl Options {
    /// Applies one `key=value` option for `game`.
    pub fn set(&mut self, game: GameId, option: &str) -> Result<(), OptionError> {
        let (key, value) = option
            .split_once('=')
            .ok_or_else(|| OptionError::Malformed(option.to_string()))?;
        if game != GameId::FoxGeese || !matches!(key, "geese" | "sideways") {
            return Err(OptionError::Unknown {
                game,
                key: key.to_string(),
            });
        }
        let bad = || OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
        };
        match key {
            "geese" => {
                self.geese = match value {
                    "13" => 13,
                    "15" => 15,
                    "17" => 17,
                    _ => return Err(bad()),
                }
            }
            _ => {
                self.sideways = match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(bad()),
                }
            }
        }
        Ok(())
    }

    /// Builds the options for `game` from `key=value` strings.
    pub fn parse<'a>(
        game: GameId,
        options: impl IntoIterator<Item = &'a str>,
    ) -> Result<Options, OptionError> {
        let mut result = Options::default();
        for option in options {
            result.set(game, option)?;
        }
        Ok(result)
    }

    /// Checks that the options are ones `game` can be played with, so that a
    /// hand-edited record or link cannot ask for 14 geese or sideways tafl.
    pub fn validate(&self, game: GameId) -> Result<(), OptionError> {
        if game != GameId::FoxGeese && *self != Options::default() {
            let key = if self.geese != 13 {
                "geese"
            } else {
                "sideways"
            };
            return Err(OptionError::Unknown {
                game,
                key: key.to_string(),
            });
        }
        if !matches!(self.geese, 13 | 15 | 17) {
            return Err(OptionError::BadValue {
                key: "geese".to_string(),
                value: self.geese.to_string(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_round_trip() {
        for game in GameId::ALL {
            assert_eq!(game.as_str().parse::<GameId>(), Ok(game));
        }
        assert!("chess".parse::<GameId>().is_err());
    }

    #[test]
    fn options_parse_and_reject() {
        let o = Options::parse(GameId::FoxGeese, ["geese=17", "sideways=on"]).unwrap();
        assert_eq!(
            o,
            Options {
                geese: 17,
                sideways: true
            }
        );
        assert!(Options::parse(GameId::FoxGeese, ["geese=14"]).is_err());
        assert!(Options::parse(GameId::FoxGeese, ["sideways"]).is_err());
        assert!(Options::parse(GameId::TwoFoxes, ["geese=13"]).is_err());
        assert!(Options::parse(GameId::FoxGeese, ["colour=red"]).is_err());
        assert!(Options {
            geese: 13,
            sideways: true
        }
        .validate(GameId::Hnefatafl)
        .is_err());
        assert!(Options {
            geese: 14,
            sideways: false
        }
        .validate(GameId::FoxGeese)
        .is_err());
    }
}
