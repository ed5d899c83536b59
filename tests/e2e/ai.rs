//! The AI in its Web Worker, driven through the page's real client
//! (`src/app/browser/ai_client.rs`, via its hidden test hook
//! `wasmBindings.taflAiThink`): every game gets a legal move, the main
//! thread stays free during a 2 s maximum search, and cancel stops a
//! search at once.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tafl::ai::Player;
use tafl::engine::{GameId, Options};
use tafl::json;
use tafl::protocol::{Found, ThinkError, ThinkRequest};

/// A request after the first `plies` moves of the sorted legal-move lists.
fn request(game: GameId, plies: usize, level: &str, time_ms: u64) -> (ThinkRequest, Player) {
    let mut player = Player::new(game, Options::default(), 1).expect("a game");
    let mut moves = Vec::new();
    for _ in 0..plies {
        let mv = player.legal_moves()[0].clone();
        player.play(&mv).expect("legal");
        moves.push(mv);
    }
    let request = ThinkRequest {
        game,
        options: Options::default(),
        moves,
        level: level.to_string(),
        seed: 11,
        time_ms: Some(time_ms),
        setup: None,
    };
    (request, player)
}

/// Opens a play page (the page whose app carries the AI client) and waits
/// for the app and its test hook.
async fn open(b: &Browser) -> Outcome {
    b.goto("/en/play/fox-geese").await?;
    b.wait_for(
        "the AI test hook",
        "return typeof (window.wasmBindings || {}).taflAiThink",
        json!("function"),
    )
    .await
}

/// Sends `request` through the client; the answer text lands in
/// `window.__ai[slot]`.
async fn send(b: &Browser, request: &ThinkRequest, slot: &str) -> Outcome {
    let script = format!(
        "window.__ai = window.__ai || {{}}; window.__ai[{slot:?}] = null; \
         window.wasmBindings.taflAiThink({text:?}, false, t => {{ window.__ai[{slot:?}] = t; }}); \
         return true",
        text = json::to_text(request)
    );
    b.js(&script).await.map(|_| ())
}

/// Waits for the answer in `slot`.
async fn answer(
    b: &Browser,
    slot: &str,
    within: Duration,
) -> Result<Result<Found, ThinkError>, String> {
    let deadline = Instant::now() + within;
    loop {
        let seen = b
            .js(&format!("return (window.__ai || {{}})[{slot:?}]"))
            .await?;
        if let Value::String(text) = seen {
            return json::from_text(&text).map_err(|_| format!("{slot}: not an answer: {text}"));
        }
        if Instant::now() > deadline {
            return Err(format!("{slot}: no answer within {within:?}"));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn the_worker_finds_a_legal_move_in_every_game() {
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b).await?;
        for game in GameId::ALL {
            for (plies, level) in [(0, "random"), (3, "medium"), (4, "maximum")] {
                let (sent, player) = request(game, plies, level, 300);
                let slot = format!("{game}-{level}");
                send(&b, &sent, &slot).await?;
                let result = answer(&b, &slot, Duration::from_secs(20)).await?;
                let found = result.map_err(|e| format!("{slot}: {e}"))?;
                let legal = player.legal_moves();
                ensure!(
                    legal.contains(&found.mv),
                    format!("{slot}: a legal move"),
                    format!("one of {legal:?}"),
                    found.mv
                );
                println!(
                    "{slot}: {} depth {} nodes {} in {} ms",
                    found.mv, found.depth, found.nodes, found.elapsed_ms
                );
            }
        }
        // A bad request is answered with the reason, and the worker goes on.
        let (mut bad, _) = request(GameId::FoxGeese, 0, "easy", 100);
        bad.moves = vec!["d4-d7".to_string()];
        send(&b, &bad, "bad").await?;
        let refused = answer(&b, "bad", Duration::from_secs(10)).await?;
        ensure!(
            matches!(&refused, Err(ThinkError::BadMove { index: 1, .. })),
            "an illegal move in the request",
            "an error naming move 1",
            format!("{refused:?}")
        );
        Ok(())
    }
    .await;
    b.run("the_worker_finds_a_legal_move_in_every_game", result)
        .await;
}

#[tokio::test]
async fn the_page_stays_responsive_during_a_maximum_search() {
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b).await?;
        // Warm the worker up so its start is not measured.
        let (warm, _) = request(GameId::Hnefatafl, 0, "random", 10);
        send(&b, &warm, "warm").await?;
        answer(&b, "warm", Duration::from_secs(20))
            .await?
            .map_err(|e| format!("warm: {e}"))?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        b.js(
            "window.__lt = { longest: 0, tasks: 0, frames: 0, gap: 0, done: false };
             new PerformanceObserver(list => {
               for (const e of list.getEntries()) {
                 __lt.longest = Math.max(__lt.longest, e.duration); __lt.tasks++;
               }
             }).observe({ type: 'longtask' });
             let last = performance.now();
             const frame = () => {
               const now = performance.now();
               __lt.gap = Math.max(__lt.gap, now - last); last = now; __lt.frames++;
               if (!__lt.done) requestAnimationFrame(frame);
             };
             requestAnimationFrame(frame);
             return true",
        )
        .await?;
        let (sent, player) = request(GameId::Hnefatafl, 2, "maximum", 2000);
        let started = Instant::now();
        send(&b, &sent, "max").await?;
        let result = answer(&b, "max", Duration::from_secs(30)).await?;
        let wall = started.elapsed();
        b.js("__lt.done = true; return true").await?;
        let found = result.map_err(|e| format!("maximum: {e}"))?;
        ensure!(
            player.legal_moves().contains(&found.mv),
            "maximum's move is legal",
            "a legal move",
            found.mv
        );
        let stats = b.js("return __lt").await?;
        let longest = stats["longest"].as_f64().unwrap_or(f64::MAX);
        let gap = stats["gap"].as_f64().unwrap_or(f64::MAX);
        println!(
            "maximum search in the worker: {} ms, depth {}, {} nodes ({:.0} nodes/s); \
             main thread during it: longest task {longest:.0} ms ({} long tasks), \
             {} frames, longest frame gap {gap:.0} ms; wall {wall:?}",
            found.elapsed_ms,
            found.depth,
            found.nodes,
            found.nodes as f64 * 1000.0 / found.elapsed_ms.max(1) as f64,
            stats["tasks"],
            stats["frames"],
        );
        ensure!(
            found.elapsed_ms >= 1000,
            "the search used its budget in the worker",
            "about 2000 ms",
            found.elapsed_ms
        );
        ensure!(
            longest < 100.0,
            "no long task on the main thread during the search",
            "longest task under 100 ms",
            longest
        );
        ensure!(
            stats["frames"].as_u64().unwrap_or(0) >= 30,
            "the page kept drawing frames during the search",
            "at least 30 frames in about 2 s",
            stats["frames"]
        );
        Ok(())
    }
    .await;
    b.run("the_page_stays_responsive_during_a_maximum_search", result)
        .await;
}

#[tokio::test]
async fn cancel_stops_a_search_at_once() {
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b).await?;
        let (long, _) = request(GameId::GreatCross, 1, "maximum", 2000);
        send(&b, &long, "long").await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        b.js("window.wasmBindings.taflAiThink('', true, () => {}); return true")
            .await?;
        let started = Instant::now();
        let (quick, player) = request(GameId::GreatCross, 1, "easy", 100);
        send(&b, &quick, "quick").await?;
        let result = answer(&b, "quick", Duration::from_secs(10)).await?;
        let after = started.elapsed();
        let found = result.map_err(|e| format!("after cancel: {e}"))?;
        ensure!(
            player.legal_moves().contains(&found.mv),
            "the next request after cancel",
            "a legal move",
            found.mv
        );
        ensure!(
            after < Duration::from_millis(1500),
            "the next answer does not wait for the cancelled search",
            "well under the 2 s the cancelled search had",
            format!("{after:?}")
        );
        tokio::time::sleep(Duration::from_millis(2500)).await;
        let late = b.js("return window.__ai.long").await?;
        ensure!(
            late.is_null(),
            "a cancelled job's callback never runs",
            "null",
            late
        );
        println!("cancel: the next answer came {after:?} after cancel");
        Ok(())
    }
    .await;
    b.run("cancel_stops_a_search_at_once", result).await;
}

/// Not a check, a measurement for the AI's notes: `maximum` plays itself
/// in the browser worker at its own budget (2 s a move) from the start of
/// `TAFL_PROOF_GAME` (default fox-geese) and prints, ply by ply, when its
/// answers come with a proven result, and the first such ply. Run with
/// `--ignored --nocapture`; `TAFL_PROOF_GAMES` games (default 1), varied by
/// seed.
#[tokio::test]
#[ignore]
async fn proof_horizon_in_the_browser() {
    let game: GameId = std::env::var("TAFL_PROOF_GAME")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(GameId::FoxGeese);
    let games: u64 = std::env::var("TAFL_PROOF_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(1);
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b).await?;
        for round in 0..games {
            let mut player = Player::new(game, Options::default(), round).expect("a game");
            let mut moves: Vec<String> = Vec::new();
            let mut first_proven = None;
            while player.outcome().is_none() && moves.len() < 400 {
                let request = ThinkRequest {
                    game,
                    options: Options::default(),
                    moves: moves.clone(),
                    level: "maximum".to_string(),
                    seed: round * 1000 + moves.len() as u64,
                    time_ms: None,
                    setup: None,
                };
                send(&b, &request, "proof").await?;
                let result = answer(&b, "proof", Duration::from_secs(60)).await?;
                let found = result.map_err(|e| format!("ply {}: {e}", moves.len()))?;
                let proven = !matches!(found.score, tafl::ai::Score::Heuristic { .. });
                if proven && first_proven.is_none() {
                    first_proven = Some(moves.len());
                }
                println!(
                    "{game} game {round} ply {}: {} {:?} depth {} {} nodes {} ms",
                    moves.len(),
                    found.mv,
                    found.score,
                    found.depth,
                    found.nodes,
                    found.elapsed_ms
                );
                player
                    .play(&found.mv)
                    .map_err(|e| format!("{}: {e}", found.mv))?;
                moves.push(found.mv);
            }
            println!(
                "{game} game {round}: {} plies, outcome {:?}, first proven at ply {first_proven:?}",
                moves.len(),
                player.outcome()
            );
        }
        Ok(())
    }
    .await;
    b.run("proof_horizon_in_the_browser", result).await;
}
