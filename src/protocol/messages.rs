//! The messages between the page and the AI worker ([`ThinkRequest`],
//! [`WorkerMessage`]) and their JSON text.

use crate::engine::{GameId, Options, Side};
use crate::json::wire;
use crate::json::{self, Value as Json};
use serde::{Deserialize, Serialize};

/// "Find a move for the side to move in this game."
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// game's start. Absent in older requests.
    #[serde(default)]
    pub setup: Option<String>,
}

/// What the AI knows about the value of its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// best line). Absent in messages of older workers: empty.
    #[serde(default)]
    pub line: Vec<String>,
}

/// The answer to one [`ThinkRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkResult {
    /// The request's job number.
    pub job: u64,
    /// The move, or why there is none (bad request, game over, a crash in
    /// the worker).
    pub answer: Result<Found, String>,
}

/// What the worker sends to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WorkerMessage {
    /// The worker has started and listens.
    Ready,
    /// The answer to a request.
    Result(ThinkResult),
    /// The worker panicked while answering `job` and is dead: the client
    /// answers the job with the message and starts a fresh worker.
    Crashed { job: u64, message: String },
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
        json::write(&Json::object(vec![
            ("job", Json::from(self.job)),
            ("game", wire::game_id_value(self.game)),
            ("options", wire::options_value(self.options)),
            ("moves", Json::from(self.moves.as_slice())),
            ("level", Json::from(self.level.as_str())),
            ("seed", Json::from(self.seed)),
            ("time_ms", Json::from(self.time_ms)),
            (
                "setup",
                self.setup.as_deref().map_or(Json::Null, Json::from),
            ),
        ]))
    }

    /// A request from message text.
    ///
    /// # Errors
    /// When the text is not a request.
    pub fn from_json(text: &str) -> Result<ThinkRequest, String> {
        json::parse_raw(text)
            .and_then(|value| ThinkRequest::from_value(&value))
            .map_err(|e| format!("bad request: {e}"))
    }

    /// A request from its JSON value, as serde read the struct.
    pub(super) fn from_value(value: &Json) -> Result<ThinkRequest, json::Error> {
        let names = [
            "job", "game", "options", "moves", "level", "seed", "time_ms", "setup",
        ];
        let (f, from_array) = json::fields(value, &names, "struct ThinkRequest")?;
        let need = |i: usize| json::required(f[i], names[i]);
        Ok(ThinkRequest {
            job: json::to_u64(need(0)?)?,
            game: wire::game_id(need(1)?)?,
            options: wire::options(need(2)?)?,
            moves: json::to_strings(need(3)?)?,
            level: json::to_string(need(4)?)?,
            seed: json::to_u64(need(5)?)?,
            // Missing is `None`, but not from an array (as serde).
            time_ms: match f[6] {
                None if from_array => return Err(json::Error::Missing("time_ms")),
                None | Some(Json::Null) => None,
                Some(v) => Some(json::to_u64(v)?),
            },
            setup: match f[7] {
                None | Some(Json::Null) => None,
                Some(v) => Some(json::to_string(v)?),
            },
        })
    }
}

impl Score {
    fn to_value(self) -> Json {
        let (name, field, n) = match self {
            Score::Win { plies } => ("Win", "plies", i64::from(plies)),
            Score::Loss { plies } => ("Loss", "plies", i64::from(plies)),
            Score::Heuristic { centi } => ("Heuristic", "centi", i64::from(centi)),
        };
        Json::object(vec![(name, Json::object(vec![(field, Json::from(n))]))])
    }

    fn from_value(value: &Json) -> Result<Score, json::Error> {
        let (name, content) = json::variant(value)?;
        let field = match name {
            "Win" | "Loss" => "plies",
            "Heuristic" => "centi",
            _ => return Err(json::Error::Expected("Win, Loss or Heuristic")),
        };
        let content = json::content(content, "a struct variant")?;
        let (f, _) = json::fields(content, &[field], "a score")?;
        let n = json::required(f[0], field)?;
        Ok(match name {
            "Win" => Score::Win {
                plies: json::to_u32(n)?,
            },
            "Loss" => Score::Loss {
                plies: json::to_u32(n)?,
            },
            _ => Score::Heuristic {
                centi: json::to_i32(n)?,
            },
        })
    }
}

impl Found {
    fn to_value(&self) -> Json {
        Json::object(vec![
            ("mv", Json::from(self.mv.as_str())),
            ("score", self.score.to_value()),
            ("depth", Json::from(u64::from(self.depth))),
            ("nodes", Json::from(self.nodes)),
            ("elapsed_ms", Json::from(self.elapsed_ms)),
            ("line", Json::from(self.line.as_slice())),
        ])
    }

    fn from_value(value: &Json) -> Result<Found, json::Error> {
        let names = ["mv", "score", "depth", "nodes", "elapsed_ms", "line"];
        let (f, _) = json::fields(value, &names, "struct Found")?;
        let need = |i: usize| json::required(f[i], names[i]);
        Ok(Found {
            mv: json::to_string(need(0)?)?,
            score: Score::from_value(need(1)?)?,
            depth: json::to_u32(need(2)?)?,
            nodes: json::to_u64(need(3)?)?,
            elapsed_ms: json::to_u64(need(4)?)?,
            line: f[5].map(json::to_strings).transpose()?.unwrap_or_default(),
        })
    }
}

impl ThinkResult {
    fn to_value(&self) -> Json {
        let answer = match &self.answer {
            Ok(found) => ("Ok", found.to_value()),
            Err(why) => ("Err", Json::from(why.as_str())),
        };
        Json::object(vec![
            ("job", Json::from(self.job)),
            ("answer", Json::object(vec![answer])),
        ])
    }

    fn from_value(value: &Json) -> Result<ThinkResult, json::Error> {
        let (f, _) = json::fields(value, &["job", "answer"], "struct ThinkResult")?;
        let job = json::to_u64(json::required(f[0], "job")?)?;
        let (name, content) = json::variant(json::required(f[1], "answer")?)?;
        let answer = match name {
            "Ok" => Ok(Found::from_value(json::content(
                content,
                "a newtype variant",
            )?)?),
            "Err" => Err(json::to_string(json::content(
                content,
                "a newtype variant",
            )?)?),
            _ => return Err(json::Error::Expected("Ok or Err")),
        };
        Ok(ThinkResult { job, answer })
    }
}

impl WorkerMessage {
    /// The message as text.
    pub fn to_json(&self) -> String {
        let value = match self {
            WorkerMessage::Ready => Json::from("Ready"),
            WorkerMessage::Result(result) => Json::object(vec![("Result", result.to_value())]),
            WorkerMessage::Crashed { job, message } => Json::object(vec![(
                "Crashed",
                Json::object(vec![
                    ("job", Json::from(*job)),
                    ("message", Json::from(message.as_str())),
                ]),
            )]),
        };
        json::write(&value)
    }

    /// A message from text.
    ///
    /// # Errors
    /// When the text is not a worker message.
    pub fn from_json(text: &str) -> Result<WorkerMessage, String> {
        json::parse_raw(text)
            .and_then(|value| WorkerMessage::from_value(&value))
            .map_err(|e| format!("bad worker message: {e}"))
    }

    fn from_value(value: &Json) -> Result<WorkerMessage, json::Error> {
        let (name, content) = json::variant(value)?;
        match name {
            "Ready" => json::unit(content).map(|()| WorkerMessage::Ready),
            "Result" => ThinkResult::from_value(json::content(content, "a newtype variant")?)
                .map(WorkerMessage::Result),
            "Crashed" => {
                let content = json::content(content, "a struct variant")?;
                let (f, _) = json::fields(content, &["job", "message"], "Crashed")?;
                Ok(WorkerMessage::Crashed {
                    job: json::to_u64(json::required(f[0], "job")?)?,
                    message: json::to_string(json::required(f[1], "message")?)?,
                })
            }
            _ => Err(json::Error::Expected("Ready, Result or Crashed")),
        }
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
