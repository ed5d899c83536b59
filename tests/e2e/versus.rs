//! The computer in the play page: a person plays a few moves against it by
//! clicking the board while the page stays responsive (the main thread's
//! longest task during its moves is measured and printed); the computer
//! opens when it has the first side; a takeback stops its search; a watched
//! game can be paused, stepped and played to its end; a hint shows a legal
//! move and a proven result "wins with its next move".

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tafl::engine::{AnyGame, GameId, GameRecord, Options};
use tafl::share;

impl Browser {
    /// Picks `value` in the `<select>` with `data-testid=id`.
    async fn choose(&self, id: &str, value: &str) -> Outcome {
        let script = format!(
            "const s = document.querySelector('[data-testid={id}]'); \
             if (!s) return false; s.value = {value:?}; \
             s.dispatchEvent(new Event('change', {{ bubbles: true }})); return s.value"
        );
        let seen = self.js(&script).await?;
        ensure!(
            seen == json!(value),
            format!("{id} set"),
            value,
            seen.to_string()
        );
        Ok(())
    }

    /// Starts a new game from the dialog with these seats ("human" or a
    /// level name).
    async fn new_game_between(&self, first: &str, second: &str) -> Outcome {
        self.click_testid("new-game").await?;
        self.choose("seat-first", first).await?;
        self.choose("seat-second", second).await?;
        self.click_testid("start-game").await
    }

    /// Waits until the move list holds `n` moves.
    async fn wait_for_moves(&self, n: usize, within: Duration) -> Result<Vec<String>, String> {
        let deadline = Instant::now() + within;
        loop {
            let list = self.move_list().await?;
            if list.len() >= n {
                return Ok(list);
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "waited {within:?} for {n} moves; the list holds {list:?}"
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Clicks the points of `notation`; a chain that could go on is ended
    /// with the Stop button.
    async fn click_move(&self, notation: &str) -> Outcome {
        for point in notation.split(['-', 'x']) {
            self.click_point(point).await?;
        }
        if self.count("[data-testid=stop-chain]").await? == 1 {
            self.click_testid("stop-chain").await?;
        }
        Ok(())
    }
}

/// The game after the moves of the page's move list.
fn replay(game: GameId, moves: &[String]) -> Result<AnyGame, String> {
    let mut played = AnyGame::new(game, Options::default()).map_err(|e| e.to_string())?;
    for mv in moves {
        played
            .play(mv)
            .map_err(|e| format!("the page's move {mv}: {e}"))?;
    }
    Ok(played)
}

/// Starts recording the main thread's long tasks (≥ 50 ms) and the
/// longest gap between animation frames.
const WATCH_MAIN_THREAD: &str = "window.__lt = { longest: 0, tasks: 0, frames: 0, gap: 0, done: false };
     new PerformanceObserver(list => {
       for (const e of list.getEntries()) { __lt.longest = Math.max(__lt.longest, e.duration); __lt.tasks++; }
     }).observe({ type: 'longtask' });
     let last = performance.now();
     const frame = () => {
       const now = performance.now();
       __lt.gap = Math.max(__lt.gap, now - last); last = now; __lt.frames++;
       if (!__lt.done) requestAnimationFrame(frame);
     };
     requestAnimationFrame(frame);
     return true";

#[tokio::test]
async fn a_person_plays_the_computer_and_the_page_stays_responsive() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        b.new_game_between("human", "maximum").await?;
        let players = b.text("[data-testid=players]").await?;
        ensure!(
            players == "Attackers: player · Defenders: computer (maximum)",
            "who plays, under the title",
            "Attackers: player · Defenders: computer (maximum)",
            players
        );
        b.js(WATCH_MAIN_THREAD).await?;
        let mut flip_answered_ms = Vec::new();
        let started = Instant::now();
        for turn in 0..3 {
            let moves = b.move_list().await?;
            let game = replay(GameId::Hnefatafl, &moves)?;
            // An attacker's move from the engine's list (varied by turn).
            let legal = game.legal_moves();
            let mv = legal
                .get((turn * 7) % legal.len().max(1))
                .cloned()
                .ok_or("the attackers have a move")?;
            b.click_move(&mv).await?;
            let list = b.wait_for_moves(2 * turn + 1, Duration::from_secs(5)).await?;
            ensure!(
                list.last() == Some(&mv),
                "the person's move is played",
                mv,
                format!("{list:?}")
            );
            // While the computer thinks (2 s a move at maximum): the
            // indicator shows, its pieces take no clicks, and the page
            // answers a click on Flip at once.
            b.wait_for(
                "the thinking indicator",
                "return document.querySelectorAll('[data-testid=thinking]').length",
                json!(1),
            )
            .await?;
            let clicked = Instant::now();
            b.click_testid("flip").await?;
            b.wait_for(
                "the board flips while the computer thinks",
                "return document.querySelector('[data-testid=flip]').getAttribute('aria-pressed')",
                json!(if turn % 2 == 0 { "true" } else { "false" }),
            )
            .await?;
            flip_answered_ms.push(clicked.elapsed().as_millis());
            let list = b
                .wait_for_moves(2 * turn + 2, Duration::from_secs(30))
                .await?;
            // Replaying the page's list checks the reply is legal.
            replay(GameId::Hnefatafl, &list)?;
            let status = b.status().await?;
            ensure!(
                status == "Attackers to move",
                "the person's turn again",
                "Attackers to move",
                status
            );
        }
        b.js("__lt.done = true; return true").await?;
        let stats = b.js("return __lt").await?;
        let longest = stats["longest"].as_f64().unwrap_or(f64::MAX);
        let gap = stats["gap"].as_f64().unwrap_or(f64::MAX);
        println!(
            "3 computer moves at maximum in the page ({:?} in all): main thread longest task \
             {longest:.0} ms ({} long tasks ≥ 50 ms), {} frames, longest frame gap {gap:.0} ms; \
             Flip answered during the search in {flip_answered_ms:?} ms (WebDriver round trips included)",
            started.elapsed(),
            stats["tasks"],
            stats["frames"],
        );
        ensure!(
            longest < 200.0,
            "no long task on the main thread during the computer's moves",
            "< 200 ms",
            format!("{longest:.0} ms")
        );
        // The seats are saved with the game: a reload keeps them.
        b.goto("/en/play/hnefatafl").await?;
        b.wait_for(
            "the game back after a reload",
            "return document.querySelectorAll('[data-testid=move-list] li').length",
            json!(6),
        )
        .await?;
        let players = b.text("[data-testid=players]").await?;
        ensure!(
            players.contains("computer (maximum)"),
            "the seats after a reload",
            "… computer (maximum)",
            players
        );
        Ok(())
    }
    .await;
    b.run(
        "a_person_plays_the_computer_and_the_page_stays_responsive",
        result,
    )
    .await;
}

#[tokio::test]
async fn the_computer_opens_and_a_takeback_returns_to_the_persons_turn() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        b.new_game_between("easy", "human").await?;
        let list = b.wait_for_moves(1, Duration::from_secs(10)).await?;
        let status = b.status().await?;
        ensure!(
            status == "Geese to move",
            "the computer's fox opened",
            "Geese to move",
            format!("{status} after {list:?}")
        );
        let undo_disabled = b
            .js("return document.querySelector('[data-testid=undo]').disabled")
            .await?;
        ensure!(
            undo_disabled == json!(true),
            "nothing of the person's to take back",
            true,
            undo_disabled
        );
        let game = replay(GameId::FoxGeese, &list)?;
        let goose = game.legal_moves().first().cloned().ok_or("a goose move")?;
        b.click_move(&goose).await?;
        let list = b.wait_for_moves(3, Duration::from_secs(10)).await?;
        b.click_testid("undo").await?;
        b.wait_for(
            "the takeback of the person's move and the reply",
            "return document.querySelectorAll('[data-testid=move-list] li').length",
            json!(1),
        )
        .await?;
        b.click_testid("redo").await?;
        let redone = b.wait_for_moves(3, Duration::from_secs(5)).await?;
        ensure!(
            redone == list,
            "redo plays both moves again",
            format!("{list:?}"),
            format!("{redone:?}")
        );
        Ok(())
    }
    .await;
    b.run(
        "the_computer_opens_and_a_takeback_returns_to_the_persons_turn",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_takeback_stops_the_computers_search() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        b.new_game_between("human", "maximum").await?;
        b.click_move("d1-d4").await?;
        b.wait_for(
            "the thinking indicator",
            "return document.querySelectorAll('[data-testid=thinking]').length",
            json!(1),
        )
        .await?;
        b.click_testid("undo").await?;
        b.wait_for(
            "the position before the person's move, nothing thinking",
            "return [document.querySelectorAll('[data-testid=move-list] li').length, \
                     document.querySelectorAll('[data-testid=thinking]').length]",
            json!([0, 0]),
        )
        .await?;
        // Longer than the search would have taken: its answer never lands.
        tokio::time::sleep(Duration::from_millis(3000)).await;
        let list = b.move_list().await?;
        let status = b.status().await?;
        ensure!(
            list.is_empty() && status == "Attackers to move",
            "the stopped search plays nothing",
            "no moves, Attackers to move",
            format!("{list:?}, {status}")
        );
        // The computer answers the next move as usual.
        b.click_move("d1-d3").await?;
        let list = b.wait_for_moves(2, Duration::from_secs(30)).await?;
        replay(GameId::Hnefatafl, &list)?;
        Ok(())
    }
    .await;
    b.run("a_takeback_stops_the_computers_search", result).await;
}

#[tokio::test]
async fn a_watched_game_pauses_steps_and_plays_to_its_end() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        b.new_game_between("beginner", "beginner").await?;
        b.choose("ai-speed", "fast").await?;
        b.wait_for_moves(4, Duration::from_secs(20)).await?;
        b.click_testid("ai-pause").await?;
        tokio::time::sleep(Duration::from_millis(600)).await;
        let paused_at = b.move_list().await?.len();
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let still = b.move_list().await?.len();
        ensure!(still == paused_at, "no move while paused", paused_at, still);
        b.click_testid("ai-step").await?;
        b.wait_for_moves(paused_at + 1, Duration::from_secs(10))
            .await?;
        tokio::time::sleep(Duration::from_millis(1200)).await;
        let stepped = b.move_list().await?.len();
        ensure!(
            stepped == paused_at + 1,
            "one move per step",
            paused_at + 1,
            stepped
        );
        b.click_testid("ai-pause").await?;
        // Thirteen geese, no sideways steps: every game ends, within 123 plies.
        let deadline = Instant::now() + Duration::from_secs(120);
        while b.count("[data-testid=game-over]").await? == 0 {
            if Instant::now() > deadline {
                return Err(format!(
                    "the watched game did not end: {:?}",
                    b.move_list().await?
                ));
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        let list = b.move_list().await?;
        let game = replay(GameId::FoxGeese, &list)?;
        ensure!(
            game.outcome().is_some(),
            "the engine agrees the watched game is over",
            "an outcome",
            format!("{list:?}")
        );
        Ok(())
    }
    .await;
    b.run("a_watched_game_pauses_steps_and_plays_to_its_end", result)
        .await;
}

#[tokio::test]
async fn a_hint_shows_a_legal_move_and_a_proven_win() {
    let b = browser(DESKTOP).await;
    let result = async {
        // Fox and Geese one move before the fox's winning triple jump.
        let line = "d4-c4 e3-f4 c4-c5 f4-f5 c5-d4 a3-b4 d4-c5 c3-c4 c5xc3xa3xc5 d3-e4 c5-b4 f5-e6 b4-b3 e2-e3 b3-a4 d1-e2 a4-b3 c2-c3 b3xd3xd1 e6-d7 d1-d2 g3-g4 d2xf4 g4-f5 f4-e3 e2-d3 e3xe5xg5 c1-d2 g5-g4 d2-e3";
        let mut game = AnyGame::new(GameId::FoxGeese, Options::default()).map_err(|e| e.to_string())?;
        for mv in line.split_whitespace() {
            game.play(mv).map_err(|e| format!("{mv}: {e}"))?;
        }
        let path = share::share_path("en", &GameRecord::of(&game));
        b.open_game(&path).await?;
        b.click_testid("hint").await?;
        b.wait_for(
            "the hint",
            "return document.querySelectorAll('[data-testid=hint-move]').length",
            json!(1),
        )
        .await?;
        let hint = b.text("[data-testid=hint-move]").await?;
        ensure!(
            game.legal_moves().contains(&hint),
            "the hint is a legal move",
            "a legal fox move",
            hint.clone()
        );
        let arrow = b
            .js("const a = document.querySelector('[data-testid=hint-arrow]'); return a && [a.dataset.from, a.dataset.to]")
            .await?;
        let from = hint.split(['-', 'x']).next().unwrap_or_default();
        let to = hint.rsplit(['-', 'x']).next().unwrap_or_default();
        ensure!(
            arrow == json!([from, to]),
            "the arrow on the board",
            format!("[{from}, {to}]"),
            arrow.to_string()
        );
        let verdict = b.text("[data-testid=verdict]").await?;
        ensure!(
            verdict == "The fox wins with its next move",
            "the proven result",
            "The fox wins with its next move",
            verdict
        );
        // Playing the hint ends the game; the hint goes.
        b.click_move(&hint).await?;
        b.wait_for(
            "the game over and the hint gone",
            "return [document.querySelectorAll('[data-testid=game-over]').length, \
                     document.querySelectorAll('[data-testid=hint-arrow]').length]",
            json!([1, 0]),
        )
        .await?;
        let disabled: Value = b
            .js("return document.querySelector('[data-testid=hint]').disabled")
            .await?;
        ensure!(
            disabled == json!(true),
            "no hint once the game is over",
            true,
            disabled
        );
        Ok(())
    }
    .await;
    b.run("a_hint_shows_a_legal_move_and_a_proven_win", result)
        .await;
}

/// Not a check: screenshots of the computer's controls for the visual
/// review, in `target/screenshots/`. Run with `--ignored`.
#[tokio::test]
#[ignore]
async fn versus_screenshots() {
    let phone = Window {
        width: 390,
        height: 844,
        phone: true,
        dark: false,
    };
    let dark = |w: Window| Window { dark: true, ..w };
    for (window, lang, file) in [
        (DESKTOP, "en", "versus-desktop"),
        (phone, "fr", "versus-phone-fr"),
        (dark(phone), "el", "versus-phone-dark-el"),
    ] {
        let b = browser(window).await;
        let result = async {
            b.open_game(&format!("/{lang}/play/hnefatafl")).await?;
            b.click_testid("new-game").await?;
            b.choose("seat-second", "hard").await?;
            b.screenshot(&root().join(format!("target/screenshots/{file}-dialog.png")))
                .await;
            b.click_testid("start-game").await?;
            b.click_move("d1-d4").await?;
            b.wait_for(
                "thinking",
                "return document.querySelectorAll('[data-testid=thinking]').length",
                json!(1),
            )
            .await?;
            b.screenshot(&root().join(format!("target/screenshots/{file}-thinking.png")))
                .await;
            b.wait_for_moves(2, Duration::from_secs(10)).await?;
            b.click_testid("hint").await?;
            b.wait_for(
                "the hint",
                "return document.querySelectorAll('[data-testid=hint-arrow]').length",
                json!(1),
            )
            .await?;
            b.screenshot(&root().join(format!("target/screenshots/{file}-hint.png")))
                .await;
            b.new_game_between("medium", "medium").await?;
            b.wait_for_moves(3, Duration::from_secs(20)).await?;
            b.click_testid("ai-pause").await?;
            tokio::time::sleep(Duration::from_millis(500)).await;
            b.screenshot(&root().join(format!("target/screenshots/{file}-watch.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("versus_screenshots", result).await;
    }
}
