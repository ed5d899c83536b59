//! The messages between the page and the AI worker ([`ThinkRequest`],
//! [`WorkerMessage`]), why a request gets no move ([`ThinkError`]), and
//! their JSON text, each defined once below.

use crate::engine::{GameId, Options, Side};
use crate::json::macros::json_struct;
use crate::json::{self, Json, Reader, Writer};
use std::fmt;

/// "Find a move for the side to move in this game."
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkRequest {
    /// Chosen by the caller (the client numbers its requests); echoed in the
    /// answer.
    pub job: u64,
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
    job: "job",
    game: "game",
    options: "options",
    moves: "moves",
    level: "level",
    seed: "seed",
    time_ms: "time_ms" = default,
    setup: "setup" = default,
});

/// What the AI knows about the value of its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The side to move wins in `plies` plies whatever the other does
    /// ("fox wins in N").
    Win { plies: u32 },
    /// The side to move loses in `plies` plies against best play; the move
    /// resists longest.
    Loss { plies: u32 },
    /// An estimate for the side to move, in hundredths of a goose.
    Heuristic { centi: i32 },
}

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
}

json_struct!(Found {
    mv: "mv",
    score: "score",
    depth: "depth",
    nodes: "nodes",
    elapsed_ms: "elapsed_ms",
    line: "line" = default,
});

/// Why a request got no move. The app says each in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The request's text is not a request (not JSON, or not its shape).
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

/// The answer to one [`ThinkRequest`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkResult {
    /// The request's job number.
    pub job: u64,
    /// The move, or why there is none.
    pub answer: Result<Found, ThinkError>,
}

json_struct!(ThinkResult {
    job: "job",
    answer: "answer",
});

/// What the worker sends to the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerMessage {
    /// The worker has started and listens.
    Ready,
    /// The answer to a request.
    Result(ThinkResult),
    /// The answer to a rating request ([`super::rate`]): the text of its
    /// `Result<Rated, RateRefusal>`, read only by the page that asked (so
    /// the other pages' binaries carry no reader of it).
    Rated { job: u64, answer: String },
    /// The worker panicked while answering `job` and is dead: the client
    /// answers the job with [`ThinkError::Stopped`] (the message goes to
    /// the console) and starts a fresh worker.
    Crashed { job: u64, message: String },
}

/// The content of [`WorkerMessage::Crashed`] on the wire.
/// The content of [`WorkerMessage::Rated`] on the wire.
struct RatedWire {
    job: u64,
    answer: String,
}

json_struct!(RatedWire {
    job: "job",
    answer: "answer",
});

struct CrashedWire {
    job: u64,
    message: String,
}

json_struct!(CrashedWire {
    job: "job",
    message: "message",
});

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
    /// `{"Heuristic":{"centi":-40}}`.
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
            _ => {
                return Err(json::Error::Expected {
                    at,
                    what: "a score: Win, Loss or Heuristic",
                })
            }
        };
        if content {
            r.close_variant()?;
        }
        Ok(score)
    }
}

impl Json for WorkerMessage {
    /// `"Ready"`, `{"Result":{"job":…,"answer":…}}` or
    /// `{"Crashed":{"job":…,"message":…}}`.
    fn write_json(&self, w: &mut Writer) {
        match self {
            WorkerMessage::Ready => w.string("Ready"),
            WorkerMessage::Result(result) => {
                w.open_variant("Result");
                result.write_json(w);
                w.close_object();
            }
            WorkerMessage::Rated { job, answer } => {
                w.open_variant("Rated");
                RatedWire {
                    job: *job,
                    answer: answer.clone(),
                }
                .write_json(w);
                w.close_object();
            }
            WorkerMessage::Crashed { job, message } => {
                w.open_variant("Crashed");
                CrashedWire {
                    job: *job,
                    message: message.clone(),
                }
                .write_json(w);
                w.close_object();
            }
        }
    }

    fn read_json(r: &mut Reader<'_>) -> Result<WorkerMessage, json::Error> {
        let at = r.at();
        let message = match r.variant()? {
            (name, false) if name == "Ready" => return Ok(WorkerMessage::Ready),
            (name, true) if name == "Result" => WorkerMessage::Result(ThinkResult::read_json(r)?),
            (name, true) if name == "Rated" => {
                let RatedWire { job, answer } = RatedWire::read_json(r)?;
                WorkerMessage::Rated { job, answer }
            }
            (name, true) if name == "Crashed" => {
                let CrashedWire { job, message } = CrashedWire::read_json(r)?;
                WorkerMessage::Crashed { job, message }
            }
            _ => {
                return Err(json::Error::Expected {
                    at,
                    what: "Ready, Result or Crashed",
                })
            }
        };
        r.close_variant()?;
        Ok(message)
    }
}

impl Score {
    /// The same value seen from the other side, after the move it belongs
    /// to has been played.
    pub fn after_move(self) -> Score {
        match self {
            Score::Win { plies } => Score::Loss {
                plies: plies.saturating_sub(1),
            },
            Score::Loss { plies } => Score::Win {
                plies: plies.saturating_sub(1),
            },
            Score::Heuristic { centi } => Score::Heuristic { centi: -centi },
        }
    }

    /// A proven result as the page says it: the winner, and in how many of
    /// the winner's own moves ("the fox wins in 3"), when `to_move` is the
    /// side this score belongs to. `None` for an estimate or a finished game.
    pub fn forced_win(self, to_move: Side) -> Option<(Side, u32)> {
        match self {
            Score::Win { plies } if plies > 0 => Some((to_move, plies.div_ceil(2))),
            Score::Loss { plies } if plies > 0 => Some((to_move.opposite(), plies / 2)),
            _ => None,
        }
    }
}

impl ThinkRequest {
    /// The request as message text.
    pub fn to_json(&self) -> String {
        json::to_text(self)
    }

    /// A request from message text.
    ///
    /// # Errors
    /// When the text is not a request.
    pub fn from_json(text: &str) -> Result<ThinkRequest, json::Error> {
        json::from_text(text)
    }
}

impl WorkerMessage {
    /// The message as text.
    pub fn to_json(&self) -> String {
        json::to_text(self)
    }

    /// A message from text.
    ///
    /// # Errors
    /// When the text is not a worker message.
    pub fn from_json(text: &str) -> Result<WorkerMessage, json::Error> {
        json::from_text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proven_score_counts_the_winners_own_moves() {
        let win_now = Score::Win { plies: 1 };
        assert_eq!(win_now.forced_win(Side::First), Some((Side::First, 1)));
        let win_in_two = Score::Win { plies: 3 };
        assert_eq!(win_in_two.forced_win(Side::Second), Some((Side::Second, 2)));
        // After the winner's move it is the loser's turn: one move left.
        let after = win_in_two.after_move();
        assert_eq!(after, Score::Loss { plies: 2 });
        assert_eq!(after.forced_win(Side::First), Some((Side::Second, 1)));
        assert_eq!(
            Score::Loss { plies: 4 }.forced_win(Side::First),
            Some((Side::Second, 2))
        );
        assert_eq!(
            Score::Win { plies: 1 }
                .after_move()
                .forced_win(Side::Second),
            None
        );
        assert_eq!(Score::Heuristic { centi: 40 }.forced_win(Side::First), None);
        assert_eq!(
            Score::Heuristic { centi: 40 }.after_move(),
            Score::Heuristic { centi: -40 }
        );
    }

    #[test]
    fn a_result_without_a_line_still_reads() {
        let text = r#"{"Result":{"job":3,"answer":{"Ok":{"mv":"d4-d5","score":{"Heuristic":{"centi":12}},"depth":4,"nodes":90,"elapsed_ms":5}}}}"#;
        let Ok(WorkerMessage::Result(result)) = WorkerMessage::from_json(text) else {
            panic!("not read: {text}");
        };
        let found = result.answer.expect("a move");
        assert_eq!((found.mv.as_str(), found.line.len()), ("d4-d5", 0));
        let mut with_line = found.clone();
        with_line.line = vec!["d4-d5".into(), "c3-c4".into()];
        let message = WorkerMessage::Result(ThinkResult {
            job: 3,
            answer: Ok(with_line.clone()),
        });
        let Ok(WorkerMessage::Result(back)) = WorkerMessage::from_json(&message.to_json()) else {
            panic!("not read back");
        };
        assert_eq!(back.answer, Ok(with_line));
    }
}
