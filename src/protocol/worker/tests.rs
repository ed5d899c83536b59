use super::*;
use crate::json;

fn request(game: GameId, moves: &[&str], level: &str) -> ThinkRequest {
    ThinkRequest {
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
            let found = result.expect("a move");
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
        let found = session.answer(&asked, &clock).expect("a move");
        let mut there = AnyGame::from_setup(&setup).unwrap();
        assert!(
            there.legal_moves().contains(&found.mv),
            "{game}: {}",
            found.mv
        );
        // A move on from there, then the same game from its start.
        there.play(&found.mv).unwrap();
        asked.moves = vec![found.mv.clone()];
        let next = session.answer(&asked, &clock).expect("a move");
        assert!(
            there.legal_moves().contains(&next.mv),
            "{game}: {}",
            next.mv
        );
        let start = session.answer(&request(game, &[], "easy"), &clock);
        let start_move = start.expect("a move").mv;
        let fresh = AnyGame::new(game, Options::default()).unwrap();
        assert!(
            fresh.legal_moves().contains(&start_move),
            "{game}: {start_move}"
        );
    }
    let mut broken = request(GameId::FoxGeese, &[], "easy");
    broken.setup = Some("no position".into());
    let answer = session.answer(&broken, &clock);
    assert_eq!(answer, Err(ThinkError::BadSetup));
}

#[test]
fn requests_and_answers_survive_the_message_text() {
    use crate::protocol::envelope::{reply_to, FromWorker, ToWorker};
    let sent = AiRequest::Think(request(GameId::FoxGeese, &["d4-d5"], "easy"));
    let text = json::to_text(&ToWorker {
        job: 7,
        request: sent.clone(),
    });
    assert!(
        text.starts_with(r#"{"job":7,"request":{"Think":{"game":"fox-geese","#),
        "{text}"
    );
    let mut session = Session::new();
    let heard = std::cell::Cell::new(None);
    let reply = reply_to(
        &text,
        |r| session.reply(r, &clock),
        |job| heard.set(Some(job)),
    );
    assert_eq!(heard.get(), Some(7), "the job is known before the search");
    let back: FromWorker<AiAnswer> = json::from_text(&json::to_text(&reply)).unwrap();
    assert_eq!(back, reply);
    match back {
        FromWorker::Answer {
            job: 7,
            answer: AiAnswer::Think(Ok(found)),
        } => assert!(
            found.mv.starts_with('d') || found.mv.contains('-'),
            "{}",
            found.mv
        ),
        other => panic!("{other:?}"),
    }
    // A rated game is counted by the same worker, under its own job.
    let rate = AiRequest::Rate(crate::protocol::rate::RateRequest {
        stored: None,
        game: GameId::FoxGeese,
        options: Options::default(),
        side: crate::engine::Side::First,
        level: "easy".into(),
        score: "win".into(),
        now_ms: 1_764_460_800_000,
    });
    let text = json::to_text(&ToWorker {
        job: 8,
        request: rate,
    });
    match reply_to(&text, |r| session.reply(r, &clock), |_| {}) {
        FromWorker::Answer {
            job: 8,
            answer: AiAnswer::Rate(Ok(rated)),
        } => assert_eq!(rated.before, 1500),
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_requests_are_answered_with_the_reason() {
    let mut session = Session::new();
    let illegal = session.answer(&request(GameId::FoxGeese, &["d4-d7"], "easy"), &clock);
    assert_eq!(
        illegal,
        Err(ThinkError::BadMove {
            index: 1,
            mv: "d4-d7".into()
        })
    );
    let level = session.answer(&request(GameId::FoxGeese, &[], "grandmaster"), &clock);
    assert_eq!(level, Err(ThinkError::UnknownLevel("grandmaster".into())));
    let mut options = request(GameId::TwoFoxes, &[], "easy");
    options.options.geese = 17;
    assert_eq!(
        session.answer(&options, &clock),
        Err(ThinkError::BadOptions)
    );
}

#[test]
fn every_reason_for_no_move_survives_the_message_text() {
    let reasons = [
        (ThinkError::BadRequest, r#""BadRequest""#),
        (
            ThinkError::UnknownLevel("huge".into()),
            r#"{"UnknownLevel":"huge"}"#,
        ),
        (ThinkError::BadOptions, r#""BadOptions""#),
        (ThinkError::BadSetup, r#""BadSetup""#),
        (
            ThinkError::BadMove {
                index: 3,
                mv: "d4-d9".into(),
            },
            r#"{"BadMove":{"index":3,"mv":"d4-d9"}}"#,
        ),
        (ThinkError::GameOver, r#""GameOver""#),
        (ThinkError::NoWorker, r#""NoWorker""#),
        (ThinkError::Stopped, r#""Stopped""#),
        (ThinkError::BadMessage, r#""BadMessage""#),
    ];
    for (error, form) in reasons {
        let answer = AiAnswer::Think(Err(error.clone()));
        let text = json::to_text(&answer);
        assert_eq!(text, format!(r#"{{"Think":{{"Err":{form}}}}}"#));
        assert_eq!(json::from_text(&text), Ok(answer));
        assert!(!error.to_string().is_empty());
    }
    for bad in [
        r#""Think""#,
        r#"{"Think":{"Err":"Nope"}}"#,
        r#"{"Think":{"Err":{"BadMove":{"index":1}}}}"#,
        r#"{"Think":{"Ok":{}}}"#,
        r#"{"Move":{"Err":"GameOver"}}"#,
        r#"{"Think":{"Err":"GameOver"},"Rate":1}"#,
    ] {
        assert!(json::from_text::<AiAnswer>(bad).is_err(), "{bad}");
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
        let followed = session.answer(sent, &clock).map(|f| f.mv);
        let fresh = Session::new().answer(sent, &clock).map(|f| f.mv);
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
    assert_eq!(result, Err(ThinkError::GameOver));
}

#[test]
fn the_same_request_gets_the_same_answer() {
    let mut session = Session::new();
    let mut sent = request(GameId::Hnefatafl, &[], "beginner");
    sent.time_ms = None;
    // Beginner searches one ply with noise: its answer depends on the
    // seed only, not on the time.
    let deterministic = |session: &mut Session| session.answer(&sent, &clock).map(|f| f.mv);
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
        let found = session.answer(&sent, &clock).unwrap();
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

#[test]
fn the_maximum_level_says_a_near_end_proved_and_plays_it_exactly() {
    // The fox wins in 3 of its moves, and only by c4xc2 first.
    let mut near_end = request(GameId::FoxGeese, &[], "maximum");
    near_end.setup = Some("1G1/3/G4GG/2F4/2G4/3/3 f".to_string());
    let found = Session::new().answer(&near_end, &clock).expect("a move");
    assert!(found.proved);
    assert_eq!(found.score, Score::Win { plies: 5 });
    assert_eq!(found.mv, "c4xc2");
    // After it the geese lose in 4 plies, proved too, with their longest
    // defence.
    near_end.moves = vec!["c4xc2".to_string()];
    let found = Session::new().answer(&near_end, &clock).expect("a move");
    assert!(found.proved);
    assert_eq!(found.score, Score::Loss { plies: 4 });
    // A weaker level keeps its own move and does not say it is proved;
    // the start of a game is too far from its end to prove.
    near_end.level = "easy".to_string();
    assert!(
        !Session::new()
            .answer(&near_end, &clock)
            .expect("a move")
            .proved
    );
    let start = request(GameId::FoxGeese, &[], "maximum");
    assert!(
        !Session::new()
            .answer(&start, &clock)
            .expect("a move")
            .proved
    );
}

/// Four geese at the foot of a Fox and Geese board with sideways steps:
/// drawn with best play, which neither the bounded search (no forced
/// win) nor the exact solver (2.4 million positions, over its budget)
/// settles in time without a table.
const DRAWN_FOUR_GEESE: &str = "3/3/7/3F3/7/1G1/GGG f";

fn sideways_request(level: &str, setup: &str) -> ThinkRequest {
    ThinkRequest {
        options: Options {
            sideways: true,
            ..Options::default()
        },
        setup: Some(setup.to_string()),
        ..request(GameId::FoxGeese, &[], level)
    }
}

/// The table of every position with four geese: the shipped one holds
/// five, but reads the same way and builds in a second.
fn four_geese_table() -> Vec<u8> {
    use crate::engine::fox::Variant;
    use crate::engine::solve::Table;
    let options = Options {
        sideways: true,
        ..Options::default()
    };
    let variant = Variant::new(GameId::FoxGeese, options).unwrap();
    let table = Table::build(&variant, 1, 4, 10_000_000).unwrap();
    table.to_bytes().unwrap()
}

#[test]
fn an_endgame_table_is_wanted_once_and_only_where_it_holds_the_position() {
    let mut session = Session::new();
    let drawn = AiRequest::Think(sideways_request("maximum", DRAWN_FOUR_GEESE));
    let table = session.table_wanted(&drawn).expect("the table holds it");
    assert_eq!(table.max_geese, 5);
    assert_eq!(
        table.path().as_deref(),
        Some("tables/fox-geese-sideways-on-5.v1.tbl.gz")
    );
    // On its way: not asked for again.
    assert_eq!(session.table_wanted(&drawn), None);
    let mut fresh = Session::new();
    let weaker = AiRequest::Think(sideways_request("hard", DRAWN_FOUR_GEESE));
    assert_eq!(fresh.table_wanted(&weaker), None, "only the maximum proves");
    let start = sideways_request("maximum", "3/3/7/3F3/GGGGGGG/GGG/GGG f");
    assert_eq!(
        fresh.table_wanted(&AiRequest::Think(start)),
        None,
        "13 geese"
    );
    let forward_only = ThinkRequest {
        options: Options::default(),
        ..sideways_request("maximum", DRAWN_FOUR_GEESE)
    };
    let forward_only = AiRequest::Think(forward_only);
    assert_eq!(fresh.table_wanted(&forward_only), None, "no table shipped");
    let hnefatafl = AiRequest::Think(request(GameId::Hnefatafl, &[], "maximum"));
    assert_eq!(fresh.table_wanted(&hnefatafl), None);
    // The Great Cross has its own, up to four geese.
    let cross = |setup: &str| {
        AiRequest::Think(ThinkRequest {
            setup: Some(setup.to_string()),
            ..request(GameId::GreatCross, &[], "maximum")
        })
    };
    assert_eq!(
        fresh.table_wanted(&cross("3/3/1F1/9/9/2GGG4/1G1/1G1/3 f")),
        None,
        "five geese"
    );
    let table = fresh
        .table_wanted(&cross("3/3/1F1/9/9/2GG5/1G1/1G1/3 f"))
        .expect("four geese");
    assert_eq!(
        table.path().as_deref(),
        Some("tables/great-cross-sideways-off-4.v1.tbl.gz")
    );
}

#[test]
fn a_loaded_endgame_table_proves_a_draw_the_search_cannot() {
    let mut session = Session::new();
    let asked = sideways_request("maximum", DRAWN_FOUR_GEESE);
    let before = session.answer(&asked, &clock).expect("a move");
    assert!(!before.proved, "without the table: {:?}", before.score);
    let table = session
        .table_wanted(&AiRequest::Think(asked.clone()))
        .expect("wanted");
    session.receive_table(&table, Ok(four_geese_table()));
    assert_eq!(session.table_refusal(&table), None);
    let after = session.answer(&asked, &clock).expect("a move");
    assert!(after.proved);
    assert_eq!(after.score, Score::Draw);
    // The move keeps the draw: after it the geese, to move, draw too.
    let mut next = asked.clone();
    next.moves = vec![after.mv.clone()];
    let reply = session.answer(&next, &clock).expect("a move");
    assert!(reply.proved);
    assert_eq!(reply.score, Score::Draw);
}

#[test]
fn a_table_that_does_not_come_or_read_is_refused_and_play_goes_on() {
    for bytes in [
        Err("tables/fox-geese-sideways-on-5.v1.tbl.gz: HTTP 404".to_string()),
        Ok(b"<!doctype html>\n<p>not here</p>".to_vec()),
        Ok(four_geese_table()[..1000].to_vec()),
    ] {
        let mut session = Session::new();
        let asked = sideways_request("maximum", DRAWN_FOUR_GEESE);
        let table = session
            .table_wanted(&AiRequest::Think(asked.clone()))
            .expect("wanted");
        session.receive_table(&table, bytes);
        assert!(session.table_refusal(&table).is_some());
        let found = session.answer(&asked, &clock).expect("a move all the same");
        assert!(!found.proved);
        // Not fetched again in this session.
        assert_eq!(session.table_wanted(&AiRequest::Think(asked)), None);
    }
}

#[test]
fn the_maximum_level_proves_a_hnefatafl_win_in_two() {
    use crate::engine::{Piece, Side, Topology};
    // The king at d5 held on three sides, the a-file open: d5-a5 threatens
    // a1 and a11 at once, and no attacker's move blocks both.
    let topology = Topology::tafl();
    let piece = |name: &str, piece| (topology.parse_point(name).unwrap(), piece);
    let setup = Setup {
        game: GameId::Hnefatafl,
        options: Options::default(),
        pieces: vec![
            piece("d5", Piece::King),
            piece("d4", Piece::Attacker),
            piece("d6", Piece::Attacker),
            piece("e5", Piece::Attacker),
            piece("j9", Piece::Attacker),
            piece("j3", Piece::Attacker),
            piece("h6", Piece::Defender),
        ],
        side_to_move: Side::Second,
    };
    let mut asked = request(GameId::Hnefatafl, &[], "maximum");
    asked.setup = Some(setup.to_text());
    let found = Session::new().answer(&asked, &clock).expect("a move");
    assert!(found.proved);
    assert_eq!(found.score, Score::Win { plies: 3 });
    assert_eq!(found.mv, "d5-a5");
}
