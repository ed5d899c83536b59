//! The messages between the page and the AI worker: its requests
//! ([`AiRequest`]: a move to find, [`ThinkRequest`], or a rated game to
//! count, [`super::rate`]) and their answers ([`AiAnswer`]: the move,
//! [`Found`], or why there is none, [`ThinkError`]), and their JSON form,
//! each defined once below. They travel inside the numbered envelope of
//! every worker ([`super::envelope`]).

use super::rate::{RateRefusal, RateRequest, Rated};
use crate::ai::Score;
use crate::engine::{GameId, Options};
use crate::json::macros::{json_struct, json_variants};
use crate::json::{self, Json, Reader, Writer};
use std::fmt;

/// What the page asks the AI worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiRequest {
    /// A move for the side to move.
    Think(ThinkRequest),
    /// Count a finished rated game into the person's ratings.
    Rate(RateRequest),
}

json_variants!(AiRequest {
    AiRequest::Think = "Think",
    AiRequest::Rate = "Rate",
});

/// The AI worker's answer to an [`AiRequest`] of the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiAnswer {
    /// The move, or why there is none.
    Think(Result<Found, ThinkError>),
    /// The game counted, or why not.
    Rate(Result<Rated, RateRefusal>),
}

json_variants!(AiAnswer {
    AiAnswer::Think = "Think",
    AiAnswer::Rate = "Rate",
});

/// "Find a move for the side to move in this game."
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkRequest {
    /// Which game.
    pub game: GameId,
    /// Its table options.
    pub options: Options,
    /// Every move from the start, in notation (`d4-d5`, `c3xe3`, …).
    pub moves: Vec<String>,
    /// A level name of [`Level::ALL`](crate::ai::Level::ALL) (`random` … `maximum`).
    pub level: String,
    /// Seeds the level's deliberate mistakes: same request, same answer
    /// (up to the time budget).
    pub seed: u64,
    /// Caps the level's own time budget, in milliseconds.
    pub time_ms: Option<u64>,
    /// The set-up position the moves start from, as position text
    /// (`Setup::to_text`; an analysis board's set-up root). `None`: the
    /// game's start.
    pub setup: Option<String>,
}

json_struct!(ThinkRequest {
    game: "game",
    options: "options",
    moves: "moves",
    level: "level",
    seed: "seed",
    time_ms: "time_ms" = default,
    setup: "setup" = default,
});

/// The AI's move and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move in canonical notation, legal in the requested position.
    pub mv: String,
    /// Its value.
    pub score: Score,
    /// Search depth reached (plies).
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// Thinking time in milliseconds.
    pub elapsed_ms: u64,
    /// The line the AI expects, starting with `mv` (the analysis board's
    /// best line).
    pub line: Vec<String>,
    /// The score is exact, proved by the engine's bounded search
    /// (`solve::proved`), not the search's own: the page says "(proved)".
    pub proved: bool,
}

json_struct!(Found {
    mv: "mv",
    score: "score",
    depth: "depth",
    nodes: "nodes",
    elapsed_ms: "elapsed_ms",
    line: "line" = default,
    proved: "proved" = default,
});

/// Why a request got no move. The app says each in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The worker could not read the request (not JSON, or not its
    /// shape: a page and a worker of different builds).
    BadRequest,
    /// No level of this name.
    UnknownLevel(String),
    /// The options are not ones the game is played with.
    BadOptions,
    /// The set-up position does not read, or cannot be played from.
    BadSetup,
    /// Move `index` (1-based) of the request cannot be played.
    BadMove { index: u64, mv: String },
    /// The game is over: there is no move to find.
    GameOver,
    /// The browser could not start the worker.
    NoWorker,
    /// The worker stopped (it crashed, or failed to load).
    Stopped,
    /// The worker said something that is not a message.
    BadMessage,
}

impl ThinkError {
    /// The variants without content, by their names on the wire.
    const UNITS: [(&'static str, ThinkError); 7] = [
        ("BadRequest", ThinkError::BadRequest),
        ("BadOptions", ThinkError::BadOptions),
        ("BadSetup", ThinkError::BadSetup),
        ("GameOver", ThinkError::GameOver),
        ("NoWorker", ThinkError::NoWorker),
        ("Stopped", ThinkError::Stopped),
        ("BadMessage", ThinkError::BadMessage),
    ];
}

/// The content of [`ThinkError::BadMove`] on the wire.
struct BadMoveWire {
    index: u64,
    mv: String,
}

json_struct!(BadMoveWire {
    index: "index",
    mv: "mv",
});

impl Json for ThinkError {
    /// A name (`"GameOver"`), `{"UnknownLevel":"huge"}` or
    /// `{"BadMove":{"index":3,"mv":"d4-d9"}}`.
    fn write_json(&self, w: &mut Writer) {
        match self {
            ThinkError::UnknownLevel(level) => {
                w.open_variant("UnknownLevel");
                w.string(level);
                w.close_object();
            }
            ThinkError::BadMove { index, mv } => {
                w.open_variant("BadMove");
                BadMoveWire {
                    index: *index,
                    mv: mv.clone(),
                }
                .write_json(w);
                w.close_object();
            }
            unit => {
                let name = ThinkError::UNITS
                    .iter()
                    .find(|(_, e)| e == unit)
                    .map_or("BadMessage", |(name, _)| name);
                w.string(name);
            }
        }
    }

    fn read_json(r: &mut Reader<'_>) -> Result<ThinkError, json::Error> {
        let at = r.at();
        let error = match r.variant()? {
            (name, false) => ThinkError::UNITS
                .into_iter()
                .find(|(n, _)| *n == name)
                .map(|(_, e)| e),
            (name, true) => {
                let error = match name.as_str() {
                    "UnknownLevel" => Some(ThinkError::UnknownLevel(r.string()?)),
                    "BadMove" => {
                        let BadMoveWire { index, mv } = BadMoveWire::read_json(r)?;
                        Some(ThinkError::BadMove { index, mv })
                    }
                    _ => None,
                };
                r.close_variant()?;
                error
            }
        };
        error.ok_or(json::Error::Expected {
            at,
            what: "a reason for no move",
        })
    }
}

impl fmt::Display for ThinkError {
    /// In English, for logs and the CLI; the page has its own words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::BadRequest => f.write_str("bad request"),
            ThinkError::UnknownLevel(level) => write!(f, "unknown level {level:?}"),
            ThinkError::BadOptions => f.write_str("bad options"),
            ThinkError::BadSetup => f.write_str("bad set-up position"),
            ThinkError::BadMove { index, mv } => write!(f, "move {index} ({mv}) cannot be played"),
            ThinkError::GameOver => f.write_str("the game is over"),
            ThinkError::NoWorker => f.write_str("the AI worker could not start"),
            ThinkError::Stopped => f.write_str("the AI stopped"),
            ThinkError::BadMessage => f.write_str("the AI sent a message that does not read"),
        }
    }
}

impl std::error::Error for ThinkError {}

/// The content of a [`Score`] on the wire: `plies` or `centi`.
struct ScoreWire {
    plies: Option<u32>,
    centi: Option<i32>,
}

json_struct!(ScoreWire {
    plies: "plies" = omit,
    centi: "centi" = omit,
});

impl Json for Score {
    /// `{"Win":{"plies":3}}`, `{"Loss":{"plies":2}}`,
    /// `{"Heuristic":{"centi":-40}}`, `{"Draw":{}}`.
    fn write_json(&self, w: &mut Writer) {
        let (name, wire) = match *self {
            Score::Win { plies } => (
                "Win",
                ScoreWire {
                    plies: Some(plies),
                    centi: None,
                },
            ),
            Score::Loss { plies } => (
                "Loss",
                ScoreWire {
                    plies: Some(plies),
                    centi: None,
                },
            ),
            Score::Heuristic { centi } => (
                "Heuristic",
                ScoreWire {
                    plies: None,
                    centi: Some(centi),
                },
            ),
            Score::Draw => (
                "Draw",
                ScoreWire {
                    plies: None,
                    centi: None,
                },
            ),
        };
        w.open_variant(name);
        wire.write_json(w);
        w.close_object();
    }

    fn read_json(r: &mut Reader<'_>) -> Result<Score, json::Error> {
        let at = r.at();
        let (name, content) = r.variant()?;
        let wire = match content {
            true => ScoreWire::read_json(r)?,
            false => ScoreWire {
                plies: None,
                centi: None,
            },
        };
        let score = match (name.as_str(), wire.plies, wire.centi) {
            ("Win", Some(plies), _) => Score::Win { plies },
            ("Loss", Some(plies), _) => Score::Loss { plies },
            ("Heuristic", _, Some(centi)) => Score::Heuristic { centi },
            ("Draw", None, None) => Score::Draw,
            _ => {
                return Err(json::Error::Expected {
                    at,
                    what: "a score: Win, Loss, Heuristic or Draw",
                })
            }
        };
        if content {
            r.close_variant()?;
        }
        Ok(score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_without_a_line_still_reads() {
        let text = r#"{"Think":{"Ok":{"mv":"d4-d5","score":{"Heuristic":{"centi":12}},"depth":4,"nodes":90,"elapsed_ms":5}}}"#;
        let Ok(AiAnswer::Think(Ok(found))) = json::from_text::<AiAnswer>(text) else {
            panic!("not read: {text}");
        };
        assert_eq!((found.mv.as_str(), found.line.len()), ("d4-d5", 0));
        let mut with_line = found.clone();
        with_line.line = vec!["d4-d5".into(), "c3-c4".into()];
        let answer = AiAnswer::Think(Ok(with_line));
        assert_eq!(json::from_text(&json::to_text(&answer)), Ok(answer));
    }
}
