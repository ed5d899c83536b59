//! Accessibility: the axe-core audit of every page in every language,
//! both themes and with the screen-reader mode on and off (one browser
//! session, one loop; a page with a board runs the mode's own binary
//! exactly when the mode is on), and the screenshots of the rules diagrams with
//! their point names.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Where `scripts/setup` installs axe-core from npm.
const AXE: &str = ".tools/node_modules/axe-core/axe.min.js";

/// The localStorage key of the screen-reader mode (`"on"` when chosen).
pub const SCREEN_READER_KEY: &str = "tafl.screen-reader";

/// Every page kind: home, the rules of each game, play and analysis on a
/// cross board and on the tafl board, My games.
const PAGES: [&str; 14] = [
    "",
    "rules/fox-geese",
    "rules/two-foxes",
    "rules/great-cross",
    "rules/hnefatafl",
    "rules/brandubh",
    "rules/tablut",
    "rules/hnefatafl-13",
    "play/fox-geese",
    "play/hnefatafl",
    "play/tablut",
    "analysis/great-cross",
    "analysis/hnefatafl",
    "games",
];

/// Runs axe-core on the page; the serious and critical violations, each
/// with its rule, help text and up to five elements.
async fn audit(b: &Browser, axe: &str) -> Result<Vec<Value>, String> {
    let loaded = b.js(&format!("{axe}\n;return typeof window.axe")).await?;
    ensure!(
        loaded == json!("object"),
        "axe-core in the page",
        "object",
        loaded
    );
    let found = b
        .client()
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             window.axe.run(document, { resultTypes: ['violations'] }).then(r => done(\
               r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')\
                .map(v => ({ id: v.id, impact: v.impact, help: v.help,\
                  nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' — ' + n.failureSummary) }))),\
               e => done([{ id: 'axe-error', help: String(e) }]))",
            vec![],
        )
        .await
        .map_err(|e| format!("axe.run: {e}"))?;
    Ok(found.as_array().cloned().unwrap_or_default())
}

/// Prefers the dark or the light theme through the DevTools protocol, as
/// the system setting would.
async fn theme(b: &Browser, dark: bool) -> Outcome {
    let value = if dark { "dark" } else { "light" };
    raw(
        b,
        "goog/cdp/execute",
        json!({ "cmd": "Emulation.setEmulatedMedia", "params": {
            "features": [{ "name": "prefers-color-scheme", "value": value }] } }),
    )
    .await
    .map(|_| ())
}

#[tokio::test]
async fn axe_finds_no_serious_violation_on_any_page() {
    let axe = match std::fs::read_to_string(root().join(AXE)) {
        Ok(source) => source,
        Err(e) => panic!("{AXE}: {e} (run scripts/setup)"),
    };
    let b = browser(DESKTOP).await;
    let started = Instant::now();
    let result = async {
        let mut failures = Vec::new();
        let mut audits = 0;
        for mode in [false, true] {
            for lang in ["en", "fr", "el"] {
                for page in PAGES {
                    let path = format!("/{lang}/{page}");
                    b.goto(&path).await?;
                    b.js(&format!(
                        "localStorage.setItem('{SCREEN_READER_KEY}', '{}'); return 0",
                        if mode { "on" } else { "off" }
                    ))
                    .await?;
                    b.client().refresh().await.map_err(|e| e.to_string())?;
                    // The site script has run, and the app where the page has one.
                    b.wait_for(
                        &format!("{path}: the page started"),
                        "const d = document.documentElement.dataset; \
                         return d.site === 'ready' && d.app !== 'page'",
                        json!(true),
                    )
                    .await?;
                    if page.starts_with("play/") || page.starts_with("analysis/") {
                        // The mode's own binary, and only with the mode on.
                        let running = b
                            .js(
                                "return [!!document.querySelector('[data-testid=board-grid]'), \
                                 performance.getEntriesByType('resource')\
                                   .some(e => e.name.includes('/access-'))]",
                            )
                            .await?;
                        ensure!(
                            running == json!([mode, mode]),
                            format!("{path}: the grid and the access binary with the mode {mode}"),
                            json!([mode, mode]),
                            running
                        );
                    }
                    tokio::time::sleep(Duration::from_millis(150)).await;
                    for dark in [false, true] {
                        theme(&b, dark).await?;
                        audits += 1;
                        for violation in audit(&b, &axe).await? {
                            failures.push(format!(
                                "{path} (screen reader {mode}, dark {dark}): {violation:#}"
                            ));
                        }
                    }
                }
            }
        }
        eprintln!("axe: {audits} audits in {:.0?}", started.elapsed());
        ensure!(
            failures.is_empty(),
            "no serious or critical axe-core violation",
            "none",
            failures.join("\n")
        );
        Ok(())
    }
    .await;
    b.run("axe_finds_no_serious_violation_on_any_page", result)
        .await;
}

/// Not a check: the rules diagrams with their point names, at phone and
/// desktop width, in `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored diagram_screenshots`.
#[tokio::test]
#[ignore]
async fn diagram_screenshots() {
    let desktop = Window {
        height: 800,
        ..DESKTOP
    };
    for (window, size) in [(PHONE, "phone"), (desktop, "desktop")] {
        let b = browser(window).await;
        let result = async {
            for (lang, game) in [
                ("en", "fox-geese"),
                ("fr", "great-cross"),
                ("el", "hnefatafl"),
            ] {
                b.goto(&format!("/{lang}/rules/{game}")).await?;
                b.wait_for(
                    "the diagrams",
                    "return document.querySelectorAll('.diagram svg .coord').length > 0",
                    json!(true),
                )
                .await?;
                b.js("document.querySelector('.diagram-grid').scrollIntoView(); return 0")
                    .await?;
                tokio::time::sleep(Duration::from_millis(300)).await;
                let file = root().join(format!(
                    "target/screenshots/diagrams-{game}-{size}-{lang}.png"
                ));
                b.screenshot(&file).await;
            }
            Ok(())
        }
        .await;
        b.run("diagram_screenshots", result).await;
    }
}
