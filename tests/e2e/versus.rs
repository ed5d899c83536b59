//! The computer in the play page: a person plays a few moves against it by
//! clicking the board while the page stays responsive (the main thread's
//! longest task during its moves is measured and printed); the computer
//! opens when it has the first side; a takeback stops its search; a watched
//! game can be paused, stepped and played to its end; a hint shows a legal
//! move and a proven result "wins with its next move"; a new game or leaving
//! the page stops the search, and nothing of it lands afterwards; a
//! computer move that proves the result says "wins in N".

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tafl::engine::{AnyGame, GameId, GameRecord, Options, Side};
use tafl::links::share;
use tafl::play::{Players, Seat};
use tafl::protocol::{Session, ThinkRequest};
use tafl::saves::{self, SaveEntry};

impl Browser {
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

    /// Asserts that the page shows no move and nothing thinking within
    /// 400 ms, well before a stopped 2 s search could have ended by itself:
    /// a search still counted as running would show here.
    async fn expect_stopped_at_once(&self, what: &str) -> Outcome {
        let deadline = Instant::now() + Duration::from_millis(400);
        let clean = json!([0, 0]);
        let mut seen = Value::Null;
        while seen != clean && Instant::now() < deadline {
            seen = self
                .js(
                    "return [document.querySelectorAll('[data-testid=move-list] li').length, \
                            document.querySelectorAll('[data-testid=thinking]').length]",
                )
                .await?;
        }
        ensure!(
            seen == clean,
            what,
            "[0 moves, 0 thinking]",
            seen.to_string()
        );
        Ok(())
    }

    /// Clicks the points of `notation`; a chain that could go on is ended
    /// with the Stop button.
    async fn click_move(&self, notation: &str) -> Outcome {
        for point in notation.split(['-', 'x']) {
            self.click_point(point).await?;
        }
        if self
            .count(".chain:not([hidden]) [data-testid=stop-chain]")
            .await?
            == 1
        {
            self.click_testid("stop-chain").await?;
        }
        Ok(())
    }
}

/// The game after the moves of the page's move list (Hnefatafl moves
/// with their capture marks, which are checked).
fn replay(game: GameId, moves: &[String]) -> Result<AnyGame, String> {
    let mut played = AnyGame::new(game, Options::default()).map_err(|e| e.to_string())?;
    for mv in moves {
        played
            .play_marked(mv)
            .map_err(|e| format!("the page's move {mv}: {e}"))?;
    }
    Ok(played)
}

/// A move of the list without its capture marks (`e3-e5xe4`: `e3-e5`), as
/// the engine's legal moves write it.
fn unmarked(notation: &str) -> &str {
    match notation.find('-') {
        Some(dash) => notation[dash..]
            .find('x')
            .map_or(notation, |x| &notation[..dash + x]),
        None => notation,
    }
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
                list.last().map(|m| unmarked(m)) == Some(mv.as_str()),
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
        // A search on the main thread would block it for seconds (maximum
        // thinks for 2 s a move); 1 s leaves room for a loaded machine's
        // slow frames without letting that through.
        ensure!(
            longest < 1000.0,
            "no long task on the main thread during the computer's moves",
            "< 1000 ms",
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
        b.expect_stopped_at_once("the position before the person's move, nothing thinking")
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
            verdict == "The fox wins with its next move (proved)",
            "the proven result",
            "The fox wins with its next move (proved)",
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
    let phone = PHONE;
    let dark = |w: Window| Window { dark: true, ..w };
    for (window, lang, file) in [
        (DESKTOP, "en", "versus-desktop"),
        (phone, "fr", "versus-phone-fr"),
        (dark(phone), "el", "versus-phone-dark-el"),
    ] {
        let b = browser(window).await;
        let result = async {
            b.open_game(&format!("/{lang}/play/hnefatafl")).await?;
            b.choose("choice-side", "first").await?;
            b.choose("choice-level", "hard").await?;
            b.screenshot(&root().join(format!("target/screenshots/{file}-choice.png")))
                .await;
            b.click_testid("play-computer").await?;
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

/// Counts the thinking indicators (0 or 1).
const THINKING: &str = "return document.querySelectorAll('[data-testid=thinking]').length";

/// Collects the page's console warnings and errors and uncaught errors in
/// `window.__problems` (until the next full page load).
const WATCH_PROBLEMS: &str = "window.__problems = [];
     for (const level of ['warn', 'error']) {
       const original = console[level];
       console[level] = (...args) => { __problems.push(level + ': ' + args.join(' ')); original.apply(console, args); };
     }
     addEventListener('error', e => __problems.push('uncaught: ' + e.message));
     addEventListener('unhandledrejection', e => __problems.push('rejection: ' + e.reason));
     true";

/// Installs [`WATCH_PROBLEMS`] in the current page and, before any script
/// of theirs runs, in every page the tab opens from now on (the site is a
/// set of pages: following a link loads a new one).
async fn watch_problems(b: &Browser) -> Outcome {
    raw(
        b,
        "goog/cdp/execute",
        json!({ "cmd": "Page.addScriptToEvaluateOnNewDocument", "params": { "source": WATCH_PROBLEMS } }),
    )
    .await?;
    b.js(&format!("{WATCH_PROBLEMS}; return true"))
        .await
        .map(|_| ())
}

/// Fails when the page reported a problem since [`WATCH_PROBLEMS`], or
/// shows the computer's failure or a notice.
async fn no_problem(b: &Browser, when: &str) -> Outcome {
    let seen = b
        .js("return [window.__problems || ['the watch is gone'], \
                    document.querySelectorAll('[data-testid=failed], [data-testid=notice]').length]")
        .await?;
    ensure!(
        seen == json!([[], 0]),
        format!("no error {when}"),
        "[[], 0]",
        seen.to_string()
    );
    Ok(())
}

/// A save of `game` with these seats, stored as the app stores it.
fn save_of(id: &str, game: &AnyGame, players: Players) -> (String, String) {
    let entry = SaveEntry {
        id: id.to_string(),
        record: GameRecord::of(game),
        players,
        correspondence: None,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1_794_744_000_000.0,
        updated_ms: 1_794_744_000_000.0,
    };
    (saves::save_key(id), saves::encode(&entry))
}

/// The moves of save `id` in `localStorage`.
async fn saved_moves(b: &Browser, id: &str) -> Result<Vec<String>, String> {
    let text = b
        .js(&format!(
            "return localStorage.getItem({:?})",
            saves::save_key(id)
        ))
        .await?;
    let text = text.as_str().ok_or(format!("no save {id}"))?;
    let entry = saves::decode(text).map_err(|e| format!("save {id}: {e}"))?;
    Ok(entry.record.moves)
}

fn computer(level: &str) -> Seat {
    Seat::Ai {
        level: level.into(),
    }
}

#[tokio::test]
async fn a_new_game_stops_the_computers_search() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        watch_problems(&b).await?;
        b.new_game_between("human", "maximum").await?;
        b.click_move("d1-d4").await?;
        b.wait_for("the thinking indicator", THINKING, json!(1))
            .await?;
        b.new_game_between("human", "maximum").await?;
        b.expect_stopped_at_once("a clean new game, nothing thinking, at once")
            .await?;
        let status = b.status().await?;
        ensure!(
            status == "Attackers to move",
            "the new game starts with the person's turn",
            "Attackers to move",
            status
        );
        // The same first move at once: the new board reaches the old
        // search's position while that search could still be running; one
        // reply lands, for the new game.
        b.click_move("d1-d4").await?;
        let list = b.wait_for_moves(1, Duration::from_secs(5)).await?;
        ensure!(
            list == ["d1-d4"],
            "the person's move on the new board is accepted",
            "[\"d1-d4\"]",
            format!("{list:?}")
        );
        let list = b.wait_for_moves(2, Duration::from_secs(30)).await?;
        replay(GameId::Hnefatafl, &list)?;
        // Longer than a search at maximum: nothing else lands.
        tokio::time::sleep(Duration::from_millis(3000)).await;
        let after = b.move_list().await?;
        let status = b.status().await?;
        ensure!(
            after == list && status == "Attackers to move",
            "one reply, then the person's turn",
            format!("{list:?}, Attackers to move"),
            format!("{after:?}, {status}")
        );
        no_problem(&b, "after the new game").await
    }
    .await;
    b.run("a_new_game_stops_the_computers_search", result).await;
}

#[tokio::test]
async fn leaving_the_page_while_the_computer_thinks_applies_nothing() {
    let b = browser(DESKTOP).await;
    let result = async {
        let mut game =
            AnyGame::new(GameId::Hnefatafl, Options::default()).map_err(|e| e.to_string())?;
        game.play("d1-d4").map_err(|e| e.to_string())?;
        let players = Players {
            first: Seat::Human,
            second: computer("maximum"),
        };
        crate::saved::seed(&b, &[save_of("away1", &game, players)]).await?;
        b.open_game(&saves::resume_path("en", GameId::Hnefatafl, "away1"))
            .await?;
        watch_problems(&b).await?;
        b.wait_for("the computer thinks", THINKING, json!(1)).await?;
        // Away to "My games" by the page's own link: a new page, where the
        // watch for problems is installed before its scripts run.
        b.click_testid("nav-games").await?;
        b.wait_for(
            "the games page",
            "return document.querySelectorAll('[data-save-id=away1]').length",
            json!(1),
        )
        .await?;
        // Longer than the search would have taken: its answer never lands.
        tokio::time::sleep(Duration::from_millis(3000)).await;
        let moves = saved_moves(&b, "away1").await?;
        ensure!(
            moves == ["d1-d4"],
            "the saved game while away",
            "[\"d1-d4\"]",
            format!("{moves:?}")
        );
        let listed = b
            .text("[data-save-id=away1] [data-testid=saved-moves]")
            .await?;
        ensure!(listed == "1", "the moves listed while away", "1", listed);
        no_problem(&b, "while away").await?;
        // Back by the resume link: the game as left, then the computer's
        // reply to it, once.
        b.client()
            .find(Locator::Css("[data-save-id=away1] [data-action=resume]"))
            .await
            .map_err(|e| format!("find the resume link: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click the resume link: {e}"))?;
        b.wait_for(
            "the game as left",
            "return [...document.querySelectorAll('[data-testid=move-list] li')].map(li => li.textContent.trim())",
            json!(["d1-d4"]),
        )
        .await?;
        let list = b.wait_for_moves(2, Duration::from_secs(30)).await?;
        replay(GameId::Hnefatafl, &list)?;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let saved = saved_moves(&b, "away1").await?;
        ensure!(
            saved == list && list.len() == 2,
            "the reply played and saved once",
            format!("{list:?} (2 moves)"),
            format!("{saved:?}")
        );
        no_problem(&b, "after coming back").await
    }
    .await;
    b.run(
        "leaving_the_page_while_the_computer_thinks_applies_nothing",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_computer_move_that_proves_the_result_shows_wins_in_n() {
    let b = browser(DESKTOP).await;
    let result = async {
        // Fox and Geese, maximum against itself to ply 66: the fox to move
        // wins in 9 plies, a proof the search finds in milliseconds.
        let line = "d4-d5 b3-a4 d5-c4 f3-g4 c4-d5 c2-b3 d5-e5 c1-c2 e5-e4 g4-g5 \
                    e4-f3 c3-b4 f3-e4 d2-c3 e4-d4 e1-d2 d4-e4 b4-a5 e4-d5 e2-f3 \
                    d5-c5 d1-e2 c5-c6 a4-b5 c6-c5 b5-c6 c5-d4 c6-c7 d4-d5 g3-g4 \
                    d5-e6 a3-a4 e6-d5 a4-b5 d5-c6 g4-f5 c6xa4 f3-f4 a4-b4 f4-e5 \
                    b4-c4 e5-e6 c4-d4 e6-e7 d4-e4 d3-c4 e4-d3 e2-f3 d3xd1 c4-b5 \
                    d1-d2 c3-d4 d2-e2 f3-e4 e2-f3 c2-d3 f3xd5 b5-c6 d5-e5 d4-c5 \
                    e5-d4 d3-c4 d4xb4xd6 b3-a4 d6-c5 e3-e4";
        let mut game =
            AnyGame::new(GameId::FoxGeese, Options::default()).map_err(|e| e.to_string())?;
        for mv in line.split_whitespace() {
            game.play(mv).map_err(|e| format!("{mv}: {e}"))?;
        }
        let players = Players {
            first: computer("maximum"),
            second: Seat::Human,
        };
        crate::saved::seed(&b, &[save_of("proof1", &game, players)]).await?;
        b.open_game(&saves::resume_path("en", GameId::FoxGeese, "proof1"))
            .await?;
        let list = b.wait_for_moves(67, Duration::from_secs(30)).await?;
        let after = replay(GameId::FoxGeese, &list)?;
        ensure!(
            list.len() == 67 && after.outcome().is_none(),
            "the computer's fox moved, the game goes on",
            "67 moves, no result",
            format!("{} moves, {:?}", list.len(), after.outcome())
        );
        b.wait_for(
            "the verdict",
            "return document.querySelectorAll('[data-testid=verdict]').length",
            json!(1),
        )
        .await?;
        let verdict = b.text("[data-testid=verdict]").await?;
        // Nine plies from the end: the engine's bounded search proves it.
        let n: u32 = verdict
            .strip_prefix("The fox wins in ")
            .and_then(|rest| rest.strip_suffix(" moves whatever the geese do (proved)"))
            .and_then(|n| n.parse().ok())
            .ok_or(format!(
                "\"The fox wins in N moves whatever the geese do (proved)\", seen {verdict:?}"
            ))?;
        // The same proof natively, for the geese to move now: they lose,
        // and the fox needs the same number of its own moves.
        let request = ThinkRequest {
            game: GameId::FoxGeese,
            options: Options::default(),
            moves: list.clone(),
            level: "maximum".into(),
            seed: 1,
            time_ms: Some(2000),
            setup: None,
        };
        let clock = || {
            static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
            ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
        };
        let found = Session::new()
            .answer(&request, &clock)
            .map_err(|e| e.to_string())?;
        let expected = found.score.forced_win(Side::Second);
        ensure!(
            expected == Some((Side::First, n)) && n >= 2 && found.proved,
            "the number of moves the page gives is the proof's",
            format!("{expected:?} (native), at least 2"),
            format!("{verdict:?}")
        );
        Ok(())
    }
    .await;
    b.run(
        "a_computer_move_that_proves_the_result_shows_wins_in_n",
        result,
    )
    .await;
}

/// On a phone, the play page offers the computer without scrolling, and one
/// tap starts a game against it: the page says which side the person
/// plays, the person moves, the computer answers.
#[tokio::test]
async fn one_tap_on_a_phone_starts_a_game_against_the_computer() {
    let phone = PHONE;
    let b = browser(phone).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        let place = b
            .js("const r = document.querySelector('[data-testid=play-computer]').getBoundingClientRect(); \
                 return [scrollY, r.top >= 0 && r.bottom <= innerHeight]")
            .await?;
        ensure!(
            place == json!([0, true]),
            "Play the computer on screen without scrolling",
            "[0, true]",
            place
        );
        b.click_testid("play-computer").await?;
        b.wait_for(
            "which side the person plays",
            "return document.querySelector('[data-testid=you-play]')?.textContent ?? null",
            json!("You play: Attackers"),
        )
        .await?;
        let players = b.text("[data-testid=players]").await?;
        ensure!(
            players.contains("computer (medium)"),
            "the computer's seat",
            "…computer (medium)…",
            players
        );
        b.click_move("d1-d4").await?;
        let list = b.wait_for_moves(2, Duration::from_secs(20)).await?;
        replay(GameId::Hnefatafl, &list)?;
        ensure!(
            list[0] == "d1-d4",
            "the person's move first",
            "d1-d4",
            format!("{list:?}")
        );
        b.screenshot(&root().join("target/screenshots/one-tap-phone.png")).await;
        Ok(())
    }
    .await;
    b.run(
        "one_tap_on_a_phone_starts_a_game_against_the_computer",
        result,
    )
    .await;
}
