//! Commentary on the analysis board (issue 19): an annotated OTN game
//! imported in My games opens there with its comments and a variation; a
//! comment and a mark written there survive the export and its import
//! back; screenshots at desktop and phone width. The import runs in the
//! record reader's worker: the worst 1 MiB text shows "Reading…" and the
//! page answers a click meanwhile; a worker that cannot start says so and
//! loses nothing; `import_on_a_slow_phone` (`scripts/bench-import`)
//! measures the page's main thread during that import.

use crate::harness::*;
use crate::load::{cdp, gzip_server};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::time::Duration;
use tafl::engine::{AnnotatedGame, AnyGame, Format, GameId, GameRecord, Mark, MoveTree, Node};

/// A real annotated OpenTafl game, resigned, with its players, date,
/// event and site (the engine's test data).
const RESIGNED_OTN: &str = include_str!("../../engine/tests/data/opentafl-annotated.otg");

/// Four moves of Hnefatafl with a comment before the first, comments, a
/// mark and a variation, written in OTN by the engine.
fn annotated_otn() -> String {
    let mut game = AnyGame::new(GameId::Hnefatafl, Default::default()).expect("defaults");
    for mv in ["d1-d4", "f4-f3", "a4-a3", "f3-g3"] {
        game.play(mv).expect("legal");
    }
    let mut first = Node {
        comment: Some("A quiet first move".into()),
        ..Node::new("d1-d4")
    };
    first.variations = vec![vec![
        Node {
            mark: Some(Mark::Interesting),
            comment: Some("The sharp try".into()),
            ..Node::new("h1-h3")
        },
        Node::new("e7-e10"),
    ]];
    let annotated = AnnotatedGame {
        record: GameRecord::of(&game),
        tree: MoveTree {
            comment: Some("An annotated game".into()),
            line: vec![
                first,
                Node::new("f4-f3"),
                Node::new("a4-a3"),
                Node::new("f3-g3"),
            ],
        },
    };
    Format::Otn.export_annotated(&annotated).expect("writes")
}

/// JavaScript that makes the slowest text for the readers within the
/// import limit (1 MiB), as `text`: a Tafl record of two moves with 74,896
/// sibling variations of two moves (engine/tests/support/floods.rs,
/// "tafl sibling variations"). It imports as a game of two moves with
/// one variation.
const WORST_TEXT: &str = "const text = '[Game \"hnefatafl\"]\\n\\nh1-h3 e7-e10' + \
                          ' (f4-h4 h3-h1)'.repeat(74896);";

/// Imports the worst text (the import box open on My games, a saved game
/// listed) and, while it is read, clicks that game's Export: returns how
/// long the Import click held the page (ms) and what the page showed a
/// turn of its event loop later and after the second click.
const IMPORT_AND_CLICK: &str = "const done = arguments[arguments.length - 1]; \
    document.querySelector('[data-testid=import]').open = true; \
    const t = document.querySelector('[data-testid=import-text]'); t.value = text; \
    t.dispatchEvent(new Event('input', { bubbles: true })); \
    const answered = () => !!document.querySelector('[data-testid=import-done], [data-testid=import-error]'); \
    const start = performance.now(); \
    document.querySelector('[data-action=import]').click(); \
    const held = performance.now() - start; \
    setTimeout(() => { \
      const reading = !!document.querySelector('[data-testid=import-reading]'); \
      const early = answered(); \
      document.querySelector('.saved-item [data-action=export]').click(); \
      setTimeout(() => done({ held, reading, early, \
        exported: !!document.querySelector('[data-testid=export-panel]'), \
        still: !!document.querySelector('[data-testid=import-reading]') && !answered() }), 30); \
    }, 0);";

impl Browser {
    /// The worst text imported while a game is listed: "Reading…" shows
    /// at once and the page answers a click on Export meanwhile; then the
    /// game is listed beside the other.
    async fn worst_text_is_read_while_the_page_answers(&self) -> Outcome {
        let script = format!("{WORST_TEXT} {IMPORT_AND_CLICK}");
        let seen = self
            .client()
            .execute_async(&script, vec![])
            .await
            .map_err(|e| format!("import the worst text: {e}"))?;
        let expected = json!({ "reading": true, "early": false, "exported": true, "still": true });
        let shown = json!({ "reading": seen["reading"], "early": seen["early"],
                            "exported": seen["exported"], "still": seen["still"] });
        ensure!(
            shown == expected,
            "Reading… at once, and the Export click answered while it reads",
            expected,
            seen
        );
        let held = seen["held"].as_f64().unwrap_or(f64::MAX);
        ensure!(
            held < 100.0,
            "the Import click returns at once",
            "< 100 ms",
            held
        );
        self.js("document.querySelector('[data-testid=import]').scrollIntoView(); return true")
            .await?;
        self.screenshot(&root().join("target/screenshots/games-reading-desktop.png"))
            .await;
        self.wait_within(
            Duration::from_secs(60),
            "the worst text imported",
            "const e = document.querySelector('[data-testid=import-error]'); \
             if (e) return e.textContent; \
             return document.querySelectorAll('[data-testid=import-done]').length + \
               document.querySelectorAll('.saved-item').length",
            json!(3),
        )
        .await?;
        let said = self.text("[data-testid=import-done]").await?;
        ensure!(
            said.starts_with("Imported: Hnefatafl, 1 move."),
            "the game read from the worst text",
            "Imported: Hnefatafl, 1 move.",
            said
        );
        Ok(())
    }

    /// With no Worker to be had, an import says the reader stopped, saves
    /// nothing and leaves the saved games as they were.
    async fn a_reader_that_cannot_start_loses_nothing(&self) -> Outcome {
        let before = self.saved_games().await?;
        self.js("window.__worker = window.Worker; \
                 window.Worker = function () { throw new Error('no workers here'); }; \
                 const t = document.querySelector('[data-testid=import-text]'); t.value = 'd1-d4 f4-f3'; \
                 t.dispatchEvent(new Event('input', { bubbles: true })); \
                 document.querySelector('[data-action=import]').click(); return true")
            .await?;
        let waited = self
            .wait_for(
                "the reader's failure said",
                "return document.querySelector('[data-testid=import-error]')?.textContent ?? null",
                json!("The record could not be read: the reader stopped. Nothing was saved and your games are untouched; try again, or reload the page."),
            )
            .await;
        self.js("window.Worker = window.__worker; return true")
            .await?;
        waited?;
        let after = self.saved_games().await?;
        ensure!(after == before, "the saved games untouched", before, after);
        Ok(())
    }

    /// Every save in this browser's storage, sorted by key.
    async fn saved_games(&self) -> Result<Value, String> {
        self.js(
            "return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).sort()\
                 .map(k => [k, localStorage.getItem(k)])",
        )
        .await
    }

    /// The comments shown in the move list, in order.
    async fn comments(&self) -> Result<Vec<String>, String> {
        let seen = self
            .js("return [...document.querySelectorAll('[data-testid=move-tree] [data-testid=comment]')]\
                 .map(c => c.textContent.trim())")
            .await?;
        Ok(seen
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(String::from))
            .collect())
    }

    /// Clicks the move `mv` of the move list.
    async fn click_listed_move(&self, mv: &str) -> Outcome {
        let script = format!(
            "const n = [...document.querySelectorAll('[data-testid=move-tree] [data-testid=node]')]\
             .find(n => n.querySelector('.san').textContent.trim() === {mv:?}); \
             if (!n) return false; n.click(); return true"
        );
        let clicked = self.js(&script).await?;
        ensure!(
            clicked == json!(true),
            format!("the move {mv}"),
            true,
            clicked
        );
        Ok(())
    }
}

#[tokio::test]
async fn an_annotated_game_opens_with_its_comments_and_a_comment_written_survives_export() {
    let b = browser(DESKTOP).await;
    let mut address = String::new();
    let result = async {
        b.import_and_analyse(&annotated_otn(), 6).await?;
        let comments = b.comments().await?;
        ensure!(
            comments == ["An annotated game", "A quiet first move", "The sharp try"],
            "the comments under their moves",
            "the three comments",
            format!("{comments:?}")
        );
        let variations = b.count("[data-testid=variation]").await?;
        ensure!(variations == 1, "the variation as a branch", 1, variations);
        let mark = b.text("[data-testid=node-mark]").await?;
        ensure!(mark == "!?", "the variation's mark", "!?", mark);
        // A comment and a mark written on the third move.
        b.click_listed_move("a4-a3").await?;
        let script = "const t = document.querySelector('[data-testid=comment-box]'); \
                      t.focus(); t.value = 'Written on the board'; \
                      t.dispatchEvent(new Event('change', { bubbles: true })); return true";
        b.js(script).await?;
        b.js("document.querySelector('[data-testid=mark][data-mark=\"?!\"]').click()")
            .await?;
        b.wait_for(
            "the new comment in the move list",
            "return [...document.querySelectorAll('[data-testid=move-tree] [data-testid=comment]')]\
             .some(c => c.textContent.trim() === 'Written on the board')",
            json!(true),
        )
        .await?;
        let pressed = b
            .js("return document.querySelector('[data-mark=\"?!\"]').getAttribute('aria-pressed')")
            .await?;
        ensure!(pressed == json!("true"), "the mark pressed", "true", pressed);
        address = b
            .js("return location.pathname + location.search")
            .await?
            .as_str()
            .unwrap_or_default()
            .to_string();
        // The address keeps them: a reload shows them again.
        b.goto(&address).await?;
        b.wait_for(
            "the comment after a reload",
            "return document.documentElement.dataset.app === 'ready' && \
             [...document.querySelectorAll('[data-testid=move-tree] [data-testid=comment]')]\
             .some(c => c.textContent.trim() === 'Written on the board')",
            json!(true),
        )
        .await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        b.screenshot(&root().join("target/screenshots/analysis-comments-desktop.png"))
            .await;
        // Exported in OTN (the second format) on My games, where the
        // analysis board's export link leads, and imported back there.
        b.click_testid("export-analysis").await?;
        b.wait_for(
            "the analysis's export on My games",
            "return location.pathname === '/en/games' && location.search === '' && \
             !!document.querySelector('[data-testid=analysis-export-format]') && \
             document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        b.js("const s = document.querySelector('[data-testid=analysis-export-format]'); \
              s.value = '1'; s.dispatchEvent(new Event('change', { bubbles: true })); return true")
            .await?;
        let exported = b.text("[data-testid=analysis-export-text]").await;
        let exported = match exported {
            Ok(text) if !text.is_empty() => text,
            _ => b
                .js("return document.querySelector('[data-testid=analysis-export-text]').value")
                .await?
                .as_str()
                .unwrap_or_default()
                .to_string(),
        };
        ensure!(
            exported.contains("[rules:") && exported.contains("Written on the board"),
            "an OTN export with the comment",
            "OTN with the comment",
            exported
        );
        b.js("document.querySelector('[data-testid=analysis-export-text]').scrollIntoView({block: 'center'})")
            .await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        b.screenshot(&root().join("target/screenshots/analysis-export-desktop.png"))
            .await;
        b.js("localStorage.clear(); return true").await?;
        b.import_and_analyse(&exported, 6).await?;
        let comments = b.comments().await?;
        ensure!(
            comments.iter().any(|c| c == "Written on the board")
                && comments.iter().any(|c| c == "The sharp try"),
            "the comments after export and import",
            "the written and the imported comments",
            format!("{comments:?}")
        );
        let marks = b
            .js("return [...document.querySelectorAll('[data-testid=node-mark]')].map(m => m.textContent)")
            .await?;
        ensure!(
            marks == json!(["?!", "!?"]) || marks == json!(["!?", "?!"]),
            "both marks after export and import",
            "?! and !?",
            marks
        );
        // A real resigned OpenTafl game: listed finished, with its facts.
        b.js("localStorage.clear(); return true").await?;
        b.goto("/en/games").await?;
        b.wait_for(
            "the games page",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        let script = format!(
            "document.querySelector('[data-testid=import]').open = true; \
             const t = document.querySelector('[data-testid=import-text]'); t.value = {}; \
             t.dispatchEvent(new Event('input', {{ bubbles: true }})); \
             document.querySelector('[data-action=import]').click(); return true",
            serde_json::to_string(RESIGNED_OTN).map_err(|e| e.to_string())?
        );
        b.js(&script).await?;
        b.wait_for(
            "the resigned game listed",
            "return document.querySelectorAll('.saved-item [data-fact]').length",
            json!(5),
        )
        .await?;
        let facts = b
            .js("return [...document.querySelectorAll('.saved-item [data-fact]')]\
                 .map(d => d.dataset.fact + ': ' + d.textContent.trim())")
            .await?;
        let expected = json!([
            "first-player: Tim Millar",
            "second-player: Schachus",
            "date: 2015.01.07",
            "event: Grandmasters' Tournament 2015",
            "site: aagenielsen.dk"
        ]);
        ensure!(
            facts == expected,
            "the record's facts",
            expected,
            facts
        );
        let status = b.text("[data-testid=saved-status]").await?;
        ensure!(
            status.contains("resign"),
            "the resigned game listed as finished, with its reason",
            "… resigned",
            status
        );
        b.js("document.querySelector('.saved-item').scrollIntoView({block: 'center'})")
            .await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        b.screenshot(&root().join("target/screenshots/games-facts-desktop.png"))
            .await;
        b.worst_text_is_read_while_the_page_answers().await?;
        b.a_reader_that_cannot_start_loses_nothing().await?;
        Ok(())
    }
    .await;
    b.run(
        "an_annotated_game_opens_with_its_comments_and_a_comment_written_survives_export",
        result,
    )
    .await;
    // The same analysis at phone width, from its address.
    let phone = browser(PHONE).await;
    let result = async {
        ensure!(!address.is_empty(), "an address", "an address", address);
        phone.goto(&address).await?;
        phone
            .wait_for(
                "the comments at phone width",
                "return document.documentElement.dataset.app === 'ready' && \
                 document.querySelectorAll('[data-testid=move-tree] [data-testid=comment]').length",
                json!(4),
            )
            .await?;
        phone
            .js("document.querySelector('[data-testid=comment-box]').scrollIntoView({block: 'center'})")
            .await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        phone
            .screenshot(&root().join("target/screenshots/analysis-comments-phone.png"))
            .await;
        // The import box at phone width while the worst text is read, and
        // after.
        phone.goto("/en/games").await?;
        phone
            .wait_for(
                "the games page",
                "return document.documentElement.dataset.app === 'ready'",
                json!(true),
            )
            .await?;
        phone
            .js(&format!(
                "{WORST_TEXT} document.querySelector('[data-testid=import]').open = true; \
                 const t = document.querySelector('[data-testid=import-text]'); t.value = text; \
                 t.dispatchEvent(new Event('input', {{ bubbles: true }})); \
                 document.querySelector('[data-action=import]').click(); \
                 document.querySelector('[data-testid=import]').scrollIntoView(); return true"
            ))
            .await?;
        phone
            .screenshot(&root().join("target/screenshots/games-reading-phone.png"))
            .await;
        phone
            .wait_within(
                Duration::from_secs(60),
                "the worst text imported at phone width",
                "return document.querySelectorAll('[data-testid=import-done]').length",
                json!(1),
            )
            .await?;
        phone
            .screenshot(&root().join("target/screenshots/games-imported-phone.png"))
            .await;
        Ok(())
    }
    .await;
    phone.run("analysis_comments_at_phone_width", result).await;
}

/// How the page's main thread fares while the worst 1 MiB text is
/// imported on the phone profile of `scripts/bench-load` (390×844, CPU 4×
/// slower): how long the Import click held it, the longest task and the
/// time blocked (each task's part over 50 ms) from the click to half a
/// second after the answer, and the time to the answer, then each long
/// task (over 50 ms) as [its start from the click, its length]. A benchmark
/// (`bash scripts/bench-import`; `TAFL_BENCH_DIST` for another build,
/// e.g. one from before the reader's worker): it prints figures and fails
/// only when the import does not end.
#[tokio::test]
#[ignore = "a benchmark: run by scripts/bench-import"]
async fn import_on_a_slow_phone() {
    let dist = std::env::var("TAFL_BENCH_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root().join("dist"));
    let runs: usize = std::env::var("TAFL_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    let origin = gzip_server(dist.clone());
    println!(
        "import of the worst 1 MiB text on {} (phone 390x844, CPU 4x slower), ms:",
        dist.display()
    );
    println!(
        "{:>4} {:>12} {:>13} {:>12} {:>10}   long tasks [from the click, ms]",
        "run", "click held", "longest task", "blocked", "answer"
    );
    for run in 1..=runs {
        let figures = import_once(&origin).await.unwrap_or_else(|e| panic!("{e}"));
        let get = |k: &str| figures[k].as_f64().unwrap_or(f64::NAN);
        println!(
            "{run:>4} {:>12.0} {:>13.0} {:>12.0} {:>10.0}   {}",
            get("held"),
            get("longest"),
            get("blocked"),
            get("answer"),
            figures["tasks"]
        );
    }
}

/// One import of the worst text in a fresh phone browser, its figures.
async fn import_once(origin: &str) -> Result<Value, String> {
    let b = browser(PHONE).await;
    let result = async {
        cdp(&b, "Emulation.setCPUThrottlingRate", json!({ "rate": 4 })).await?;
        b.client()
            .goto(&format!("{origin}/en/games"))
            .await
            .map_err(|e| format!("open the games page: {e}"))?;
        b.wait_within(
            Duration::from_secs(60),
            "the games page",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        let script = format!(
            "{WORST_TEXT} const done = arguments[arguments.length - 1]; \
             document.querySelector('[data-testid=import]').open = true; \
             const t = document.querySelector('[data-testid=import-text]'); t.value = text; \
             t.dispatchEvent(new Event('input', {{ bubbles: true }})); \
             setTimeout(() => {{ \
               const tasks = []; \
               new PerformanceObserver(l => tasks.push(...l.getEntries())).observe({{ type: 'longtask' }}); \
               const answered = () => document.querySelector('[data-testid=import-done], [data-testid=import-error]'); \
               const start = performance.now(); \
               document.querySelector('[data-action=import]').click(); \
               const held = performance.now() - start; \
               const poll = () => {{ \
                 if (!answered()) return setTimeout(poll, 5); \
                 const answer = performance.now() - start; \
                 setTimeout(() => {{ \
                   const mine = tasks.filter(e => e.startTime + e.duration >= start); \
                   const longest = Math.max(held, ...mine.map(e => e.duration)); \
                   const blocked = mine.reduce((s, e) => s + Math.max(0, e.duration - 50), 0); \
                   done({{ held, longest, blocked, answer, said: answered().textContent, tasks: mine.map(e => [Math.round(e.startTime - start), Math.round(e.duration)]) }}); \
                 }}, 500); \
               }}; \
               poll(); \
             }}, 1000);"
        );
        let figures = b
            .client()
            .execute_async(&script, vec![])
            .await
            .map_err(|e| format!("import: {e}"))?;
        Ok(figures)
    }
    .await;
    drop(b);
    result
}
