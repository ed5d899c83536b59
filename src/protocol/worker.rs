//! The AI worker's whole job ([`Session::reply`]): a request answered by
//! the AI (or a rated game counted), as a pure function of the request
//! and a clock.

use super::messages::{AiAnswer, AiRequest, Found, ThinkError, ThinkRequest};
use super::rate::rate;
use super::tables::{EndgameTable, TableState};
use crate::ai::{Level, Player, Score};
use crate::engine::solve::Table;
use crate::engine::{GameId, Options, Setup};

/// Table size of the worker's search: 2^20 entries of 16 bytes (16 MiB).
pub const WORKER_TT_LOG2: u32 = 20;

/// The worker's state between requests: one AI per game and options, whose
/// transposition table stays warm from move to move, at the position of the
/// last request; and the endgame tables fetched so far.
#[derive(Default)]
pub struct Session {
    player: Option<Player>,
    /// The moves (as requested) that lead to the player's position.
    played: Vec<String>,
    /// The state of each of [`super::tables::ENDGAME_TABLES`] a request
    /// has asked about, added when first asked.
    tables: Vec<(EndgameTable, TableState)>,
}

impl Session {
    /// A session with no game yet.
    pub fn new() -> Session {
        Session::default()
    }

    /// The endgame table `request` should be answered with and that is not
    /// here yet: a maximum-level request (the hint, the analysis, the
    /// strongest AI) at a position the table holds. It is then counted as
    /// on its way; the worker fetches it and hands it to
    /// [`Session::receive_table`] before answering. `None` when no table
    /// helps, or it was asked for already.
    pub fn table_wanted(&mut self, request: &AiRequest) -> Option<EndgameTable> {
        let AiRequest::Think(request) = request else {
            return None;
        };
        if request.level.parse() != Ok(Level::Maximum) {
            return None;
        }
        let table = *EndgameTable::of(request.game, request.options)?;
        if !matches!(self.table_state(&table), TableState::Unasked) {
            return None;
        }
        let geese = Self::reach(&mut self.player, &mut self.played, request)
            .ok()?
            .geese_left()?;
        if geese > table.max_geese {
            return None;
        }
        *self.table_state(&table) = TableState::Loading;
        Some(table)
    }

    /// Keeps what the fetch of `table` brought (its bytes, or why it did
    /// not come); a table that does not read is refused for the session.
    pub fn receive_table(&mut self, table: &EndgameTable, bytes: Result<Vec<u8>, String>) {
        *self.table_state(table) = TableState::received(table, bytes);
    }

    /// Why the fetch or the reading of `table` failed, if it did.
    pub fn table_refusal(&mut self, table: &EndgameTable) -> Option<String> {
        match self.table_state(table) {
            TableState::Refused(why) => Some(why.clone()),
            _ => None,
        }
    }

    fn table_state(&mut self, table: &EndgameTable) -> &mut TableState {
        let at = match self.tables.iter().position(|(t, _)| t == table) {
            Some(at) => at,
            None => {
                self.tables.push((*table, TableState::Unasked));
                self.tables.len() - 1
            }
        };
        &mut self.tables[at].1
    }

    /// The loaded table for a game played with `options`.
    fn loaded_table(
        tables: &[(EndgameTable, TableState)],
        game: GameId,
        options: Options,
    ) -> Option<&Table> {
        let wanted = EndgameTable::of(game, options)?;
        tables
            .iter()
            .find(|(t, _)| t == wanted)
            .and_then(|(_, state)| state.table())
    }

    /// Answers `request` (what `src/bin/worker.rs` gives to
    /// `serve`); `clock` gives milliseconds (in the worker
    /// `Date.now()`).
    pub fn reply(&mut self, request: AiRequest, clock: &dyn Fn() -> f64) -> AiAnswer {
        match request {
            AiRequest::Think(request) => AiAnswer::Think(self.answer(&request, clock)),
            AiRequest::Rate(request) => AiAnswer::Rate(rate(&request)),
        }
    }

    /// The move for `request`, or why there is none. Never panics on bad
    /// input: every problem becomes an `Err` answer.
    pub fn answer(
        &mut self,
        request: &ThinkRequest,
        clock: &dyn Fn() -> f64,
    ) -> Result<Found, ThinkError> {
        let level: Level = request
            .level
            .parse()
            .map_err(|_| ThinkError::UnknownLevel(request.level.clone()))?;
        let player = Self::reach(&mut self.player, &mut self.played, request)?;
        let table = Self::loaded_table(&self.tables, request.game, request.options);
        player.reseed(request.seed);
        let time_ms = request
            .time_ms
            .map_or(level.time_ms(), |ms| ms.min(level.time_ms()));
        let start = clock();
        let thought = player
            .think(level, time_ms as f64, u64::MAX, clock)
            .ok_or(ThinkError::GameOver)?;
        let score = Score::of(&thought);
        let mut found = Found {
            mv: thought.mv,
            score,
            depth: thought.depth,
            nodes: thought.nodes,
            elapsed_ms: 0,
            line: thought.line,
            proved: false,
        };
        if level == Level::Maximum {
            prove(player, &mut found, table);
        }
        found.elapsed_ms = (clock() - start).max(0.0).round() as u64;
        Ok(found)
    }

    /// Brings the session's AI to the position of `request`: it takes back
    /// its moves after the last one the request shares with them, then
    /// plays the request's remaining moves. A request that extends the last
    /// one (the usual case: a move or two later) plays only the new moves
    /// rather than the whole game again. Returns the AI, at that position.
    /// Takes the two fields it works on, so that the caller may read the
    /// session's endgame tables beside the AI it returns.
    fn reach<'a>(
        player: &'a mut Option<Player>,
        played: &mut Vec<String>,
        request: &ThinkRequest,
    ) -> Result<&'a mut Player, ThinkError> {
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

/// How far ahead the maximum level looks for a proved result: wins in
/// up to eight moves of the winner.
pub const PROVED_PLIES: u32 = 15;

/// The positions the proof may visit (a few tens of milliseconds in the
/// browser): where the end is near it settles the position; elsewhere it
/// stops and the search's answer stands.
pub const PROVED_NODES: u64 = 300_000;

/// Puts the proved result of the position `player` is at, when the
/// bounded search, the exact solver or the endgame `table` settles it, in
/// place of the search's: the quickest win (or the longest defence) and
/// its exact length, or a draw with best play (a fox game's); for
/// Hnefatafl a forced win within three plies or the longest defence.
fn prove(player: &Player, found: &mut Found, table: Option<&Table>) {
    let Some(proved) = player.proved(PROVED_PLIES, PROVED_NODES, table) else {
        return;
    };
    found.score = match proved.plies {
        0 => Score::Draw,
        n if n > 0 => Score::Win { plies: n as u32 },
        n => Score::Loss {
            plies: n.unsigned_abs(),
        },
    };
    if found.mv != proved.best {
        found.line = vec![proved.best.clone()];
        found.mv = proved.best;
    }
    found.proved = true;
}

#[cfg(test)]
mod tests;
