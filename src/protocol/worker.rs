//! The worker's whole job ([`Session::answer`]): a request answered by the
//! AI, as a pure function of the request and a clock.

use super::messages::{Found, Score, ThinkError, ThinkRequest, ThinkResult, WorkerMessage};
use super::rate::{rate, RateEnvelope};
use crate::ai::{Level, Player};
use crate::engine::{GameId, Options, Setup};
use crate::json::{self, macros::json_struct};

/// Table size of the worker's search: 2^20 entries of 16 bytes (16 MiB).
pub const WORKER_TT_LOG2: u32 = 20;

/// The worker's state between requests: one AI per game and options, whose
/// transposition table stays warm from move to move, at the position of the
/// last request.
#[derive(Default)]
pub struct Session {
    player: Option<Player>,
    /// The moves (as requested) that lead to the player's position.
    played: Vec<String>,
}

impl Session {
    /// A session with no game yet.
    pub fn new() -> Session {
        Session::default()
    }

    /// Answers `request`; `clock` gives milliseconds (in the worker
    /// `Date.now()`). Never panics on bad input: every problem becomes an
    /// `Err` answer.
    pub fn answer(&mut self, request: &ThinkRequest, clock: &dyn Fn() -> f64) -> ThinkResult {
        ThinkResult {
            job: request.job,
            answer: self.find(request, clock),
        }
    }

    /// Answers a request given as message text (the worker's `onmessage`),
    /// reading the text once. `started` hears the job number before the
    /// search begins (the worker keeps it so that a panic still reports to
    /// the right caller). Text that is not a request gets the reason, under
    /// its job number when it has one (else 0).
    pub fn answer_json(
        &mut self,
        text: &str,
        clock: &dyn Fn() -> f64,
        started: &dyn Fn(u64),
    ) -> WorkerMessage {
        if let Ok(envelope) = json::from_text::<RateEnvelope>(text) {
            let request = envelope.rate;
            started(request.job);
            return WorkerMessage::Rated {
                job: request.job,
                answer: json::to_text(&rate(&request)),
            };
        }
        match ThinkRequest::from_json(text) {
            Ok(request) => {
                started(request.job);
                WorkerMessage::Result(self.answer(&request, clock))
            }
            Err(_) => WorkerMessage::Result(ThinkResult {
                job: json::from_text::<JobOnly>(text).map_or(0, |j| j.job),
                answer: Err(ThinkError::BadRequest),
            }),
        }
    }

    fn find(
        &mut self,
        request: &ThinkRequest,
        clock: &dyn Fn() -> f64,
    ) -> Result<Found, ThinkError> {
        let level: Level = request
            .level
            .parse()
            .map_err(|_| ThinkError::UnknownLevel(request.level.clone()))?;
        let player = self.reach(request)?;
        player.reseed(request.seed);
        let time_ms = request
            .time_ms
            .map_or(level.time_ms(), |ms| ms.min(level.time_ms()));
        let start = clock();
        let thought = player
            .think(level, time_ms as f64, u64::MAX, clock)
            .ok_or(ThinkError::GameOver)?;
        let score = match thought.proven_plies {
            Some(n) if n > 0 => Score::Win { plies: n as u32 },
            Some(n) => Score::Loss {
                plies: n.unsigned_abs(),
            },
            None => Score::Heuristic {
                centi: thought.score,
            },
        };
        Ok(Found {
            mv: thought.mv,
            score,
            depth: thought.depth,
            nodes: thought.nodes,
            elapsed_ms: (clock() - start).max(0.0).round() as u64,
            line: thought.line,
        })
    }

    /// Brings the session's AI to the position of `request`: it takes back
    /// its moves after the last one the request shares with them, then
    /// plays the request's remaining moves. A request that extends the last
    /// one (the usual case: a move or two later) plays only the new moves
    /// rather than the whole game again. Returns the AI, at that position.
    fn reach(&mut self, request: &ThinkRequest) -> Result<&mut Player, ThinkError> {
        let Session { player, played } = self;
        let start = match &request.setup {
            Some(text) => Some(
                // In point order, as `Player::start` keeps it.
                Setup::parse(request.game, request.options, text)
                    .map_err(|_| ThinkError::BadSetup)?,
            ),
            None => None,
        };
        let player = Self::player_for(player, played, request.game, request.options, start)?;
        let common = played
            .iter()
            .zip(&request.moves)
            .take_while(|(a, b)| a == b)
            .count();
        let undone = player.ply() == played.len() && (common..played.len()).all(|_| player.undo());
        if undone {
            played.truncate(common);
        } else {
            player.rewind();
            played.clear();
        }
        for (i, mv) in request.moves.iter().enumerate().skip(played.len()) {
            player.play(mv).map_err(|_| ThinkError::BadMove {
                index: i as u64 + 1,
                mv: mv.clone(),
            })?;
            played.push(mv.clone());
        }
        Ok(player)
    }

    /// The session's AI for this game (kept in `slot`), made anew when the
    /// game, options or set-up start differ from the last request's; a new
    /// AI has played nothing, so `played` is cleared with it.
    fn player_for<'a>(
        slot: &'a mut Option<Player>,
        played: &mut Vec<String>,
        game: GameId,
        options: Options,
        start: Option<Setup>,
    ) -> Result<&'a mut Player, ThinkError> {
        let player = match slot.take() {
            Some(player)
                if player.id() == game
                    && player.options() == options
                    && player.start() == start.as_ref() =>
            {
                player
            }
            old => {
                drop(old); // free the old table before allocating a new one
                played.clear();
                match &start {
                    Some(setup) => Player::from_setup(setup, 0, WORKER_TT_LOG2)
                        .map_err(|_| ThinkError::BadSetup)?,
                    None => Player::with_table(game, options, 0, WORKER_TT_LOG2)
                        .map_err(|_| ThinkError::BadOptions)?,
                }
            }
        };
        Ok(slot.insert(player))
    }
}

/// The job number of a request that does not read, to answer under it.
struct JobOnly {
    job: u64,
}

json_struct!(JobOnly { job: "job" });

#[cfg(test)]
mod tests;
