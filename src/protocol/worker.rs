//! The worker's whole job ([`Session::answer`]): a request answered by the
//! AI, as a pure function of the request and a clock.

use super::messages::{Found, Score, ThinkRequest, ThinkResult, WorkerMessage};
use crate::ai::{Level, Player};
use crate::engine::{GameId, Options, Setup};
use crate::json::{self, Value as Json};

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
        let bad = |job: u64, e: json::Error| {
            WorkerMessage::Result(ThinkResult {
                job,
                answer: Err(format!("bad request: {e}")),
            })
        };
        let value = match json::parse(text) {
            Ok(value) => value,
            Err(e) => return bad(0, e),
        };
        let job = value.get("job").and_then(Json::as_u64).unwrap_or(0);
        match ThinkRequest::from_value(&value) {
            Ok(request) => {
                started(request.job);
                WorkerMessage::Result(self.answer(&request, clock))
            }
            Err(e) => bad(job, e),
        }
    }

    fn find(&mut self, request: &ThinkRequest, clock: &dyn Fn() -> f64) -> Result<Found, String> {
        let level: Level = request.level.parse().map_err(|e| format!("{e}"))?;
        let player = self.reach(request)?;
        player.reseed(request.seed);
        let time_ms = request
            .time_ms
            .map_or(level.time_ms(), |ms| ms.min(level.time_ms()));
        let start = clock();
        let thought = player
            .think(level, time_ms as f64, u64::MAX, clock)
            .ok_or_else(|| "the game is over".to_string())?;
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
    fn reach(&mut self, request: &ThinkRequest) -> Result<&mut Player, String> {
        let Session { player, played } = self;
        let start = match &request.setup {
            Some(text) => Some(
                // In point order, as `Player::start` keeps it.
                Setup::parse(request.game, request.options, text)
                    .map_err(|e| format!("set-up position: {e}"))?,
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
            player
                .play(mv)
                .map_err(|e| format!("move {} ({mv}): {e}", i + 1))?;
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
    ) -> Result<&'a mut Player, String> {
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
                        .map_err(|e| format!("set-up position: {e}"))?,
                    None => Player::with_table(game, options, 0, WORKER_TT_LOG2)
                        .map_err(|e| e.to_string())?,
                }
            }
        };
        Ok(slot.insert(player))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(game: GameId, moves: &[&str], level: &str) -> ThinkRequest {
        ThinkRequest {
            job: 7,
            game,
            options: Options::default(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: level.to_string(),
            seed: 3,
            time_ms: Some(50),
            setup: None,
        }
    }

    /// Milliseconds since the first call: the searches stop on time.
    fn clock() -> f64 {
        use std::sync::OnceLock;
        use std::time::Instant;
        static ORIGIN: OnceLock<Instant> = OnceLock::new();
        ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }

    #[test]
    fn every_game_gets_a_legal_move_at_every_level() {
        let mut session = Session::new();
        for game in GameId::ALL {
            for level in Level::ALL {
                let result = session.answer(&request(game, &[], level.as_str()), &clock);
                assert_eq!(result.job, 7);
                let found = result.answer.expect("a move");
                let player = Player::new(game, Options::default(), 1).unwrap();
                assert!(
                    player.legal_moves().contains(&found.mv),
                    "{game} {level}: {}",
                    found.mv
                );
                assert_eq!(found.line.first(), Some(&found.mv), "{game} {level}");
            }
        }
    }

    #[test]
    fn a_request_from_a_set_up_position_is_answered_there() {
        use crate::engine::AnyGame;
        let mut session = Session::new();
        for game in GameId::ALL {
            // A position a few moves in, set up as an analysis board's root.
            let mut played = AnyGame::new(game, Options::default()).unwrap();
            for _ in 0..3 {
                let mv = played.legal_moves()[0].clone();
                played.play(&mv).unwrap();
            }
            let setup = played.setup();
            // Read back in point order: the session's AI is kept.
            let parsed = Setup::parse(game, Options::default(), &setup.to_text()).unwrap();
            assert_eq!(parsed, parsed.normalized(), "{game}");
            let mut asked = request(game, &[], "easy");
            asked.setup = Some(setup.to_text());
            let found = session.answer(&asked, &clock).answer.expect("a move");
            let mut there = AnyGame::from_setup(&setup).unwrap();
            assert!(
                there.legal_moves().contains(&found.mv),
                "{game}: {}",
                found.mv
            );
            // A move on from there, then the same game from its start.
            there.play(&found.mv).unwrap();
            asked.moves = vec![found.mv.clone()];
            let next = session.answer(&asked, &clock).answer.expect("a move");
            assert!(
                there.legal_moves().contains(&next.mv),
                "{game}: {}",
                next.mv
            );
            let start = session.answer(&request(game, &[], "easy"), &clock);
            let start_move = start.answer.expect("a move").mv;
            let fresh = AnyGame::new(game, Options::default()).unwrap();
            assert!(
                fresh.legal_moves().contains(&start_move),
                "{game}: {start_move}"
            );
        }
        let mut broken = request(GameId::FoxGeese, &[], "easy");
        broken.setup = Some("no position".into());
        let answer = session.answer(&broken, &clock).answer;
        assert!(answer.is_err_and(|e| e.starts_with("set-up position")));
    }

    #[test]
    fn requests_and_answers_survive_the_message_text() {
        let sent = request(GameId::FoxGeese, &["d4-d5"], "easy");
        let text = sent.to_json();
        assert_eq!(ThinkRequest::from_json(&text), Ok(sent));
        let mut session = Session::new();
        let heard = std::cell::Cell::new(None);
        let reply = session.answer_json(&text, &clock, &|job| heard.set(Some(job)));
        assert_eq!(heard.get(), Some(7), "the job is known before the search");
        let back = WorkerMessage::from_json(&reply.to_json()).unwrap();
        assert_eq!(back, reply);
        match back {
            WorkerMessage::Result(ThinkResult {
                job: 7,
                answer: Ok(found),
            }) => assert!(
                found.mv.starts_with('d') || found.mv.contains('-'),
                "{}",
                found.mv
            ),
            other => panic!("{other:?}"),
        }
        let ready = WorkerMessage::Ready.to_json();
        assert_eq!(WorkerMessage::from_json(&ready), Ok(WorkerMessage::Ready));
    }

    #[test]
    fn bad_requests_are_answered_with_the_reason() {
        let mut session = Session::new();
        let illegal = session.answer(&request(GameId::FoxGeese, &["d4-d7"], "easy"), &clock);
        assert!(illegal.answer.unwrap_err().contains("move 1 (d4-d7)"));
        let level = session.answer(&request(GameId::FoxGeese, &[], "grandmaster"), &clock);
        assert!(level.answer.unwrap_err().contains("unknown level"));
        let mut options = request(GameId::TwoFoxes, &[], "easy");
        options.options.geese = 17;
        assert!(session.answer(&options, &clock).answer.is_err());
        let unheard = |job| panic!("job {job} is not a request");
        match session.answer_json("{\"job\": 12, \"game\": \"chess\"}", &clock, &unheard) {
            WorkerMessage::Result(ThinkResult { job: 12, answer }) => {
                assert!(answer.unwrap_err().starts_with("bad request"))
            }
            other => panic!("{other:?}"),
        }
        match session.answer_json("not json", &clock, &unheard) {
            WorkerMessage::Result(ThinkResult { job: 0, answer }) => {
                assert!(answer.unwrap_err().starts_with("bad request"))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_request_that_extends_the_last_plays_only_the_new_moves() {
        // Beginner's answer depends on the position and seed only: the
        // session that follows the requests (longer, a takeback, another
        // line, another game, an illegal move) answers as a fresh one.
        let line = ["d1-d4", "f4-f3", "a4-a3", "f3-g3", "d4-d1", "g3-g4"];
        let mut requests: Vec<ThinkRequest> = Vec::new();
        for moves in [
            &line[..0],
            &line[..1],
            &line[..3],
            &line[..6],
            &line[..4],
            &["d1-d4", "f4-f3", "a4-a2"][..],
            &["d1-d4", "f4-f3", "a4-a2", "f3-g3"][..],
        ] {
            requests.push(request(GameId::Hnefatafl, moves, "beginner"));
        }
        requests.push(request(GameId::FoxGeese, &["d4-d5"], "beginner"));
        requests.push(request(GameId::Hnefatafl, &line[..2], "beginner"));
        requests.push(request(GameId::Hnefatafl, &["d1-d4", "d4-d1"], "beginner"));
        requests.push(request(GameId::Hnefatafl, &line[..3], "beginner"));
        for sent in &mut requests {
            sent.time_ms = None;
        }
        let mut session = Session::new();
        for sent in &requests {
            let followed = session.answer(sent, &clock).answer.map(|f| f.mv);
            let fresh = Session::new().answer(sent, &clock).answer.map(|f| f.mv);
            assert_eq!(followed, fresh, "after {:?}", sent.moves);
            let ply = session.player.as_ref().map(Player::ply);
            assert_eq!(ply, Some(session.played.len()), "after {:?}", sent.moves);
            if followed.is_ok() {
                assert_eq!(session.played, sent.moves);
            }
        }
    }

    #[test]
    fn a_finished_game_has_no_move() {
        // A random game played to its end.
        let mut player = Player::new(GameId::FoxGeese, Options::default(), 1).unwrap();
        let mut moves = Vec::new();
        let mut rng = crate::ai::Rng::new(5);
        while player.outcome().is_none() {
            let legal = player.legal_moves();
            let mv = legal[rng.below(legal.len())].clone();
            player.play(&mv).unwrap();
            moves.push(mv);
        }
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        let mut session = Session::new();
        let result = session.answer(&request(GameId::FoxGeese, &moves, "easy"), &clock);
        assert_eq!(result.answer, Err("the game is over".to_string()));
    }

    #[test]
    fn the_same_request_gets_the_same_answer() {
        let mut session = Session::new();
        let mut sent = request(GameId::Hnefatafl, &[], "beginner");
        sent.time_ms = None;
        // Beginner searches one ply with noise: its answer depends on the
        // seed only, not on the time.
        let deterministic =
            |session: &mut Session| session.answer(&sent, &clock).answer.map(|f| f.mv);
        let first = deterministic(&mut session);
        assert_eq!(deterministic(&mut session), first);
        assert_eq!(deterministic(&mut Session::new()), first);
    }

    #[test]
    fn a_won_position_is_reported_as_proven() {
        // Fox and Geese after a few random plies is not proven; late in a
        // game maximum proves the result and says so.
        let mut player = Player::new(GameId::FoxGeese, Options::default(), 1).unwrap();
        let mut moves = Vec::new();
        let mut session = Session::new();
        let mut proven = None;
        while player.outcome().is_none() && proven.is_none() {
            let text: Vec<&str> = moves.iter().map(String::as_str).collect();
            let mut sent = request(GameId::FoxGeese, &text, "maximum");
            sent.time_ms = Some(200);
            let found = session.answer(&sent, &clock).answer.unwrap();
            if !matches!(found.score, Score::Heuristic { .. }) {
                proven = Some(found.score);
            }
            player.play(&found.mv).unwrap();
            moves.push(found.mv);
        }
        assert!(
            proven.is_some(),
            "maximum proves the end of a fox-geese game"
        );
    }
}
