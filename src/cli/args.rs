//! Reading the shared part of command lines: the game, its options and the
//! flags of each command.

use crate::ai::Level;
use crate::engine::{GameId, Options};

/// A failure of a command: bad input exits 2, anything else 1.
#[derive(Debug)]
pub enum CliError {
    BadInput(String),
    Other(String),
}

/// The last value of `--name` among `--name value` pairs, if given: a
/// flag given twice counts as its last value, in every command.
pub fn last_flag<'a>(flags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    flags
        .iter()
        .rev()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// `GAME [--opt k=v]...` plus the flags common to `match` and `engine`.
pub struct GameArgs {
    pub game: GameId,
    pub options: Options,
    /// `--flag value` pairs other than `--opt`, in order.
    pub flags: Vec<(String, String)>,
    /// Words that are not flags (such as perft's DEPTH), in order.
    pub positional: Vec<String>,
}

impl GameArgs {
    /// Reads `GAME` then `--opt k=v` and `--name value` pairs. Every flag
    /// must be one of `allowed`; any other word is an error.
    pub fn parse(args: &[String], allowed: &[&str]) -> Result<GameArgs, CliError> {
        let parsed = GameArgs::parse_with_positional(args, allowed)?;
        match parsed.positional.first() {
            Some(word) => Err(CliError::BadInput(format!(
                "unexpected argument '{}'",
                shown(word)
            ))),
            None => Ok(parsed),
        }
    }

    /// Like [`GameArgs::parse`], but keeps words that are not flags in
    /// `positional` for the caller to read.
    pub fn parse_with_positional(args: &[String], allowed: &[&str]) -> Result<GameArgs, CliError> {
        let (first, tail) = args
            .split_first()
            .ok_or_else(|| CliError::BadInput("missing GAME".to_string()))?;
        let game: GameId = first
            .parse()
            .map_err(|e| CliError::BadInput(format!("{e}")))?;
        let mut options = Options::default();
        let mut flags = Vec::new();
        let mut positional = Vec::new();
        let mut words = tail.iter();
        while let Some(word) = words.next() {
            if !word.starts_with("--") {
                positional.push(word.clone());
                continue;
            }
            let (name, inline) = match word.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
                _ => (word.as_str(), None),
            };
            if name != "--opt" && !allowed.contains(&name) {
                return Err(CliError::BadInput(format!(
                    "unexpected argument '{}'",
                    shown(word)
                )));
            }
            let value = match inline {
                Some(v) => v,
                None => words
                    .next()
                    .ok_or_else(|| CliError::BadInput(format!("{name} needs a value")))?
                    .clone(),
            };
            if name == "--opt" {
                options
                    .set(game, &value)
                    .map_err(|e| CliError::BadInput(e.to_string()))?;
            } else {
                flags.push((name.to_string(), value));
            }
        }
        options
            .validate(game)
            .map_err(|e| CliError::BadInput(e.to_string()))?;
        Ok(GameArgs {
            game,
            options,
            flags,
            positional,
        })
    }

    /// The last value of `--name`, if given.
    pub fn flag(&self, name: &str) -> Option<&str> {
        last_flag(&self.flags, name)
    }

    /// `--name` as a level, or `default`.
    pub fn level(&self, name: &str, default: Option<Level>) -> Result<Level, CliError> {
        match self.flag(name) {
            Some(text) => text
                .parse()
                .map_err(|e| CliError::BadInput(format!("{name}: {e}"))),
            None => default.ok_or_else(|| CliError::BadInput(format!("missing {name} LEVEL"))),
        }
    }

    /// `--name` as a whole number, or `default`.
    pub fn number(&self, name: &str, default: u64) -> Result<u64, CliError> {
        match self.flag(name) {
            Some(text) => text.parse().map_err(|_| {
                CliError::BadInput(format!(
                    "{name} must be a whole number, not '{}'",
                    shown(text)
                ))
            }),
            None => Ok(default),
        }
    }
}

/// A word as typed, shortened and without control characters, so an error
/// message stays one line.
pub fn shown(text: &str) -> String {
    text.chars().filter(|c| !c.is_control()).take(40).collect()
}
