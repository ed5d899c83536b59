//! Rated play against the computer, in one browser session: a rated
//! Hnefatafl game the person resigns after one move, its end and rating
//! change on the play page, the rating with its chart in My games, the
//! resignation in the game's exported record, "Export everything", and
//! a broken backup refused with nothing touched. Then a 1+0 game against
//! the computer: its clocks through a reload, and its end on time.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

impl Browser {
    /// Clicks the element `selector`.
    async fn press(&self, selector: &str) -> Outcome {
        self.client()
            .find(Locator::Css(selector))
            .await
            .map_err(|e| format!("find {selector}: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click {selector}: {e}"))
    }

    /// Every saved game in localStorage, sorted by key.
    async fn stored_saves(&self) -> Result<Value, String> {
        self.js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).sort().map(k => [k, localStorage.getItem(k)])")
            .await
    }

    /// Chooses `text` as the file of the backup input.
    async fn import_backup(&self, name: &str, text: &str) -> Outcome {
        let file = std::env::temp_dir().join(format!("tafl-e2e-{}-{name}", std::process::id()));
        std::fs::write(&file, text).map_err(|e| e.to_string())?;
        let sent = self
            .client()
            .find(Locator::Css("[data-testid=backup-file]"))
            .await
            .map_err(|e| e.to_string())?
            .send_keys(&file.display().to_string())
            .await
            .map_err(|e| format!("choose the file: {e}"));
        let _ = std::fs::remove_file(&file);
        sent
    }
}

/// The rating the end message gives, "Rating 1500 → 1436": (1500, 1436).
fn change_of(text: &str) -> Option<(i64, i64)> {
    let (before, after) = text.strip_prefix("Rating ")?.split_once(" → ")?;
    Some((before.trim().parse().ok()?, after.trim().parse().ok()?))
}

/// A puzzle progress of two Fox and Geese puzzles solved, as the puzzle
/// pages write it.
const PUZZLES: &str = "{\"v\":1,\"rating\":162000,\"deviation\":20000,\"volatility\":60000000,\"streak\":2,\"best_streak\":2,\"solved\":[\"fox-geese/fox2-1\",\"fox-geese/fox3-4\"],\"failed\":[]}";

#[tokio::test]
async fn a_rated_game_resigned_lowers_the_rating_and_is_kept_and_backed_up() {
    let b = browser(DESKTOP).await;
    let result = async {
        // A rated game against the computer, the person on the attackers.
        b.open_game("/en/play/hnefatafl").await?;
        // "More choices…" opens the rated menu in place.
        b.full_choice().await?;
        b.choose("choice-side", "first").await?;
        b.choose("choice-level", "beginner").await?;
        b.choose("choice-rated", "rated").await?;
        b.click_testid("play-computer").await?;
        b.wait_for(
            "the rated line",
            "return !!document.querySelector('[data-testid=rated-badge]')",
            json!(true),
        )
        .await?;
        b.play_line("d1-d4").await?;
        // The computer answers; a rated game offers no takeback.
        let deadline = Instant::now() + Duration::from_secs(20);
        while b.move_list().await?.len() < 2 {
            ensure!(Instant::now() < deadline, "the computer's reply", "2 moves", "1");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let undo = b
            .js("return document.querySelector('[data-testid=undo]').disabled")
            .await?;
        ensure!(undo == json!(true), "no takeback in a rated game", true, undo);

        // Resign: the confirm step first, "Keep playing" changes nothing.
        b.click_testid("resign").await?;
        b.press("[data-action=cancel-resign]").await?;
        ensure!(
            b.count("[data-testid=game-over]").await? == 0,
            "Keep playing keeps the game on",
            "no game-over banner",
            "a banner"
        );
        b.click_testid("resign").await?;
        b.press("[data-action=confirm-resign]").await?;
        b.wait_for(
            "the end told from the person's view",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("You resigned: the computer wins."),
        )
        .await?;
        let result = b.text("[data-testid=game-over-result]").await?;
        ensure!(result == "You lost", "the banner's result", "You lost", result);
        // The AI worker counts the game: its answer comes a moment later.
        b.wait_for(
            "the rating change",
            "return !!document.querySelector('[data-testid=rating-change]')",
            json!(true),
        )
        .await?;
        let change = b.text("[data-testid=rating-change]").await?;
        let (before, after) = change_of(&change).ok_or(format!("no change in {change:?}"))?;
        ensure!(
            before == 1500 && after < 1500,
            "the rating change of a newcomer's loss",
            "Rating 1500 → less",
            change
        );
        let resign_left = b.count("[data-testid=resign]").await?;
        ensure!(resign_left == 0, "nothing to resign once over", 0, resign_left);

        // The save keeps the resignation and the counted rated game.
        let saves = b.stored_saves().await?;
        let text = saves[0][1].as_str().unwrap_or_default().to_string();
        let save: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        let id = save["id"].as_str().unwrap_or_default().to_string();
        ensure!(
            save["v"] == json!(5)
                && save["rated"] == json!({"side": "first", "level": "beginner", "status": "counted"})
                && save["record"]["conclusion"]
                    == json!({"result": {"Win": "Second"}, "reason": "Resignation"}),
            "the saved rated game",
            "format 5, counted, resigned",
            text
        );
        // Opened again, it is not counted twice.
        b.open_game(&format!("/en/play/hnefatafl?id={id}")).await?;
        let status = b.status().await?;
        ensure!(
            status == "You resigned: the computer wins.",
            "the resigned game opened again",
            "You resigned: the computer wins.",
            status
        );
        let stored = b
            .js("return JSON.parse(localStorage.getItem('tafl.ratings')).ratings[0].history.length")
            .await?;
        ensure!(stored == json!(1), "one rated game in the history", 1, stored);

        // My games: the rating, below 1500, with its chart.
        b.goto("/en/games").await?;
        b.wait_for(
            "the ratings in My games",
            "return document.querySelectorAll('[data-testid=rating]').length",
            json!(1),
        )
        .await?;
        let shown = b
            .js("const r = document.querySelector('[data-testid=rating]'); \
                 return [r.dataset.game, r.dataset.side, Number(r.dataset.rating), \
                         r.querySelector('[data-testid=rating-chart]').getAttribute('aria-label'), \
                         r.querySelectorAll('[data-testid=rating-chart] circle').length]")
            .await?;
        ensure!(
            shown[0] == json!("hnefatafl")
                && shown[1] == json!("first")
                && shown[2] == json!(after)
                && shown[3]
                    .as_str()
                    .is_some_and(|l| l.starts_with(&format!("Rating game after game: 1500 → {after}. Now {after} ± ")))
                && shown[4] == json!(2),
            "the rating and its chart",
            format!("hnefatafl, first, {after}, a labelled chart of 2 points"),
            shown
        );
        let status = b
            .text(&format!("[data-save-id={id}] [data-testid=saved-status]"))
            .await?;
        ensure!(
            status.contains("by resignation"),
            "the resignation in My games",
            "… by resignation",
            status
        );
        // The resignation in the exported record (the Tafl record).
        b.press(&format!("[data-save-id={id}] [data-action=export]")).await?;
        b.wait_for(
            "the game's export",
            "return !!document.querySelector('[data-testid=export-text]')",
            json!(true),
        )
        .await?;
        let record = b
            .js("return document.querySelector('[data-testid=export-text]').value")
            .await?;
        let record = record.as_str().unwrap_or_default();
        ensure!(
            record.contains("[Termination \"resignation\"]"),
            "the resignation in the exported record",
            "[Termination \"resignation\"]",
            format!("{record} (listed as {status:?})")
        );

        // Export everything: the file the page hands the browser, with
        // the puzzle progress kept here.
        b.js(&format!("localStorage.setItem('tafl.puzzles', '{PUZZLES}'); return true"))
            .await?;
        b.js("window.__downloads = []; window.__blobs = []; \
               const make = URL.createObjectURL; \
               URL.createObjectURL = blob => { window.__blobs.push(blob); return make(blob); }; \
               HTMLAnchorElement.prototype.click = function () { \
                 if (this.download) window.__downloads.push(this.download); }; return true")
            .await?;
        b.click_testid("backup-export").await?;
        let file = b
            .js("const name = window.__downloads.at(-1) ?? ''; \
                 return window.__blobs.at(-1).text().then(body => [name, body])")
            .await?;
        let name = file[0].as_str().unwrap_or_default();
        let body: Value = serde_json::from_str(file[1].as_str().unwrap_or_default())
            .map_err(|e| format!("the backup is not JSON: {e}"))?;
        ensure!(
            name.starts_with("tafl-backup-")
                && name.ends_with(".json")
                && body["tafl"] == json!("backup")
                && body["games"].as_array().map(Vec::len) == Some(1)
                && body["games"][0]["id"] == json!(id)
                && body["ratings"]["ratings"].as_array().map(Vec::len) == Some(1)
                && body["puzzles"]["solved"].as_array().map(Vec::len) == Some(2),
            "the backup file",
            "tafl-backup-<date>.json with the game, the rating and two solved puzzles",
            format!("{name}: {body}")
        );

        // A broken backup: named, and nothing saved is touched.
        let before_import = b.stored_saves().await?;
        let listed = b.count("[data-testid=saved-games] [data-save-id]").await?;
        let whole = file[1].as_str().unwrap_or_default();
        let half: String = whole.chars().take(whole.chars().count() / 2).collect();
        b.import_backup("cut.json", &half).await?;
        b.wait_for(
            "the broken backup refused",
            "const e = document.querySelector('[data-testid=backup-error]'); \
             return e ? [e.dataset.kind, e.textContent.trim()] : null",
            json!(["damaged", "This backup is damaged or incomplete, so nothing was imported. Your saved games are unchanged."]),
        )
        .await?;
        b.import_backup("other.json", "{\"something\": \"else\"}").await?;
        b.wait_for(
            "a file that is no backup refused",
            "return document.querySelector('[data-testid=backup-error]')?.dataset.kind",
            json!("not-a-backup"),
        )
        .await?;
        let after_import = b.stored_saves().await?;
        ensure!(after_import == before_import, "the saves untouched", "as before", after_import);
        let still = b.count("[data-testid=saved-games] [data-save-id]").await?;
        ensure!(still == listed, "the games list as it was", listed, still);

        // The whole backup imports back as nothing new (it is this
        // browser's), but for the puzzles, forgotten here meanwhile.
        b.js("localStorage.removeItem('tafl.puzzles'); return true").await?;
        b.import_backup("whole.json", whole).await?;
        b.wait_for(
            "the own backup imported",
            "return document.querySelector('[data-testid=backup-done]')?.textContent.trim()",
            json!("Imported: 0 new games, 0 updated, 0 ratings and 2 puzzles taken."),
        )
        .await?;
        let puzzles = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        ensure!(
            puzzles == json!(PUZZLES),
            "the puzzle progress written back",
            PUZZLES,
            puzzles
        );
        Ok(())
    }
    .await;
    b.run(
        "a_rated_game_resigned_lowers_the_rating_and_is_kept_and_backed_up",
        result,
    )
    .await;
}

/// The text and classes of the clock of `side` (`first` or `second`).
async fn clock(b: &Browser, side: &str) -> Result<(String, String), String> {
    let seen = b
        .js(&format!(
            "const c = document.querySelector('[data-testid=clock-{side}]'); \
             return c ? [c.querySelector('.clock-time').textContent.trim(), c.className] : null"
        ))
        .await?;
    match (seen[0].as_str(), seen[1].as_str()) {
        (Some(time), Some(class)) => Ok((time.to_string(), class.to_string())),
        _ => Err(format!("no clock of the {side} side: {seen}")),
    }
}

#[tokio::test]
async fn a_one_minute_game_keeps_its_clocks_through_a_reload_and_ends_on_time() {
    let b = browser(DESKTOP).await;
    let result = async {
        // 1+0 against the computer, the person on the attackers.
        b.open_game("/en/play/hnefatafl").await?;
        let menus = b
            .count("[data-testid=choice-clock], [data-testid=choice-rated]")
            .await?;
        ensure!(
            menus == 0,
            "the clock and rated menus wait behind More choices…",
            0,
            menus
        );
        b.full_choice().await?;
        b.choose("choice-side", "first").await?;
        b.choose("choice-level", "beginner").await?;
        b.choose("choice-clock", "1+0").await?;
        b.click_testid("play-computer").await?;
        b.wait_for(
            "the clocks of ranked play",
            "return document.querySelector('[data-testid=clocks]')?.hidden === false",
            json!(true),
        )
        .await?;
        let (time, class) = clock(&b, "first").await?;
        ensure!(
            time == "1:00" && class == "clock",
            "a full minute, not running before the first move",
            "1:00, clock",
            format!("{time}, {class}")
        );
        b.play_line("d1-d4").await?;
        let deadline = Instant::now() + Duration::from_secs(20);
        while b.move_list().await?.len() < 2 {
            ensure!(
                Instant::now() < deadline,
                "the computer's reply",
                "2 moves",
                "1"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // The person's clock runs; the computer's stopped after its move.
        b.wait_for(
            "the person's clock running",
            "return document.querySelector('[data-testid=clock-first]').className",
            json!("clock running"),
        )
        .await?;
        // Its face rounds up to the second (a reply within a second still
        // shows 1:00); the save has the milliseconds its reply took.
        let (computers, class) = clock(&b, "second").await?;
        let charged = b
            .js(
                "return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')) \
                 .map(k => JSON.parse(localStorage.getItem(k))).filter(s => s.v === 6) \
                 .map(s => s.clock.second_ms)",
            )
            .await?;
        let left = charged[0].as_i64().unwrap_or(60_000);
        ensure!(
            class == "clock"
                && (computers == "1:00" || computers.starts_with("0:5"))
                && charged.as_array().map(Vec::len) == Some(1)
                && left < 60_000,
            "the computer's clock, stopped with the time its reply took (one timed save)",
            "1:00 or 0:5x, stopped, [under 60000 ms]",
            format!("{computers}, {class}, {charged}")
        );
        // A reload keeps both: the stopped clock exactly, the running one
        // still running down from where it was.
        b.open_game("/en/play/hnefatafl").await?;
        b.wait_for(
            "the clocks after the reload",
            "return document.querySelector('[data-testid=clock-first]')?.className ?? null",
            json!("clock running"),
        )
        .await?;
        let (after, _) = clock(&b, "second").await?;
        ensure!(
            after == computers,
            "the stopped clock after a reload",
            computers,
            after
        );
        let set_aside = b
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.broken.')).length")
            .await?;
        ensure!(set_aside == json!(0), "nothing set aside", 0, set_aside);
        let (mine, _) = clock(&b, "first").await?;
        ensure!(
            mine.starts_with("0:5") || mine == "1:00",
            "the running clock after a reload",
            "under a minute",
            mine
        );
        // A minute passes (the tab left alone): the flag falls, the game
        // ends on time, and the save says so.
        b.js("const real = Date.now.bind(Date); Date.now = () => real() + 61000; return true")
            .await?;
        b.wait_for(
            "the end on time",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("You lost on time."),
        )
        .await?;
        // The clocks row follows on its next tick (a tenth of a second).
        b.wait_for(
            "the fallen flag: 0:00.0, low, stopped",
            "const c = document.querySelector('[data-testid=clock-first]'); \
             return [c.querySelector('.clock-time').textContent.trim(), c.className]",
            json!(["0:00.0", "clock low"]),
        )
        .await?;
        let banner = b.text("[data-testid=game-over-result]").await?;
        ensure!(banner == "You lost", "the banner", "You lost", banner);
        let saves = b.stored_saves().await?;
        let text = saves[0][1].as_str().unwrap_or_default().to_string();
        let save: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        ensure!(
            save["v"] == json!(6)
                && save["clock"]["control"] == json!("fischer")
                && save["clock"]["first_ms"] == json!(0)
                && save["record"]["conclusion"]
                    == json!({"result": {"Win": "Second"}, "reason": "Timeout"}),
            "the saved game ended on time",
            "format 6, the attackers at zero, lost on time",
            text
        );
        Ok(())
    }
    .await;
    b.run(
        "a_one_minute_game_keeps_its_clocks_through_a_reload_and_ends_on_time",
        result,
    )
    .await;
}

/// Not a check: the start choice with its clock menu, and a 3+2 game's
/// clocks after a move (phone and desktop, Greek and English), in
/// `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored clock_screenshots`.
#[tokio::test]
#[ignore]
async fn clock_screenshots() {
    for (window, size) in [(DESKTOP, "desktop"), (PHONE, "phone")] {
        for lang in ["en", "el"] {
            let b = browser(window).await;
            let result = async {
                b.open_game(&format!("/{lang}/play/hnefatafl")).await?;
                b.full_choice().await?;
                b.choose("choice-clock", "custom").await?;
                b.screenshot(
                    &root().join(format!("target/screenshots/clock-choice-{size}-{lang}.png")),
                )
                .await;
                b.choose("choice-clock", "3+2").await?;
                b.choose("choice-level", "beginner").await?;
                b.click_testid("play-computer").await?;
                b.wait_for(
                    "the clocks",
                    "return document.querySelector('[data-testid=clocks]')?.hidden === false",
                    json!(true),
                )
                .await?;
                b.play_line("d1-d4").await?;
                tokio::time::sleep(Duration::from_millis(2500)).await;
                b.js("window.scrollTo(0, 0)").await?;
                b.screenshot(
                    &root().join(format!("target/screenshots/clock-game-{size}-{lang}.png")),
                )
                .await;
                Ok(())
            }
            .await;
            b.run("clock_screenshots", result).await;
        }
    }
}
