//! "My games": saves seeded into `localStorage` (written with the app's own
//! format, `tafl::saves::encode`) are listed, resumed by link and deleted
//! after a confirm step; damaged, old-format and newer-format entries are
//! reported with their message and nothing else is lost; a garbage share
//! link loses nothing either. Plus the review screenshots of the page.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::Duration;
use tafl::engine::{AnyGame, GameId, GameRecord, Options};
use tafl::play::{Players, Seat};
use tafl::saves::{self, SaveEntry};

/// 15 Nov 2026, 12:00 UTC: mid-month, so the month is the same in any
/// time zone.
const NOV_15: f64 = 1_794_744_000_000.0;
const HOUR: f64 = 3_600_000.0;

/// A game of `game` after `plies` moves, always the first legal one
/// (`usize::MAX`: to its end).
fn game_after(game: GameId, options: Options, plies: usize) -> AnyGame {
    let mut g = AnyGame::new(game, options).expect("valid options");
    for _ in 0..plies {
        let Some(m) = g.legal_moves().first().cloned() else {
            break;
        };
        g.play(&m).expect("a legal move");
    }
    g
}

fn entry(id: &str, game: &AnyGame, players: Players, updated_ms: f64) -> SaveEntry {
    SaveEntry {
        id: id.to_string(),
        record: GameRecord::of(game),
        players,
        correspondence: None,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: updated_ms - HOUR,
        updated_ms,
    }
}

/// Puts `key = text` pairs into `localStorage` (on the site's origin).
pub(crate) async fn seed(b: &Browser, pairs: &[(String, String)]) -> Outcome {
    b.goto("/en/").await?;
    b.wait_for(
        "the home page",
        "return document.querySelectorAll('[data-game]').length",
        json!(GAMES.len()),
    )
    .await?;
    let data = serde_json::to_string(&pairs).map_err(|e| e.to_string())?;
    b.js(&format!(
        "localStorage.clear(); for (const [k, v] of {data}) localStorage.setItem(k, v); return true"
    ))
    .await?;
    Ok(())
}

async fn storage_item(b: &Browser, key: &str) -> Result<Value, String> {
    b.js(&format!("return localStorage.getItem({key:?})")).await
}

/// Clicks `selector` after scrolling it to the middle of the window, as
/// a person would (the sticky header may cover an element at the top).
async fn click(b: &Browser, selector: &str) -> Outcome {
    let element = b
        .client()
        .find(Locator::Css(selector))
        .await
        .map_err(|e| format!("find {selector}: {e}"))?;
    b.client()
        .execute(
            "arguments[0].scrollIntoView({block: 'center', inline: 'center'})",
            vec![serde_json::to_value(&element).map_err(|e| e.to_string())?],
        )
        .await
        .map_err(|e| format!("scroll to {selector}: {e}"))?;
    element
        .click()
        .await
        .map_err(|e| format!("click {selector}: {e}"))
}

async fn open_games(b: &Browser, lang: &str) -> Outcome {
    b.goto(&format!("/{lang}/games")).await?;
    b.wait_for(
        "the games page, its app started (the import box shows then)",
        "return !!document.querySelector('[data-testid=saved-games]') && document.documentElement.dataset.app === 'ready'",
        json!(true),
    )
    .await
}

/// Three saves: in progress against the computer, finished, and a
/// fox-geese game with table options.
fn three_saves() -> Vec<SaveEntry> {
    let ai = Players {
        first: Seat::Human,
        second: Seat::Ai {
            level: "easy".into(),
        },
    };
    let fifteen = Options {
        geese: 15,
        sideways: true,
    };
    vec![
        entry(
            "twofoxes1",
            &game_after(GameId::TwoFoxes, Options::default(), 7),
            ai,
            NOV_15,
        ),
        entry(
            "foxdone",
            &game_after(GameId::FoxGeese, Options::default(), usize::MAX),
            Players::default(),
            NOV_15 + 2.0 * HOUR,
        ),
        entry(
            "fox15",
            &game_after(GameId::FoxGeese, fifteen, 3),
            Players::default(),
            NOV_15 + HOUR,
        ),
    ]
}

fn pairs(entries: &[SaveEntry]) -> Vec<(String, String)> {
    entries
        .iter()
        .map(|e| (saves::save_key(&e.id), saves::encode(e)))
        .collect()
}

#[tokio::test]
async fn games_are_listed_newest_first_with_their_facts() {
    let b = browser(DESKTOP).await;
    let result = async {
        let entries = three_saves();
        let mut seeded = pairs(&entries);
        seeded.push(("tafl.lang".into(), "en".into()));
        seed(&b, &seeded).await?;
        // The header links to the page.
        let nav = b
            .js("return document.querySelector('[data-testid=nav-games]')?.getAttribute('href')")
            .await?;
        ensure!(nav == json!("/en/games"), "the My games link", "/en/games", nav);
        click(&b, "[data-testid=nav-games]").await?;
        b.wait_for_path("/en/games").await?;
        b.wait_for(
            "three saves, newest first",
            "return [...document.querySelectorAll('[data-testid=saved-games] [data-save-id]')].map(e => e.dataset.saveId).join()",
            json!("foxdone,fox15,twofoxes1"),
        )
        .await?;
        let title = b.text("h1").await?;
        ensure!(title == "My games", "the heading", "My games", title);
        for e in &entries {
            let item = format!("[data-save-id={}]", e.id);
            let game = GameRecord::replay(&e.record).map_err(|e| e.to_string())?;
            // Resume link to the play page with the id.
            let href = b
                .js(&format!(
                    "return document.querySelector('{item} [data-action=resume]').getAttribute('href')"
                ))
                .await?;
            let expected = format!("/en/play/{}?id={}", e.record.game.as_str(), e.id);
            ensure!(href == json!(expected), format!("{}: resume link", e.id), expected, href);
            // Number of moves as the move list numbers them (a move of
            // each side to a number), and the last position in the
            // thumbnail.
            let moves = b.text(&format!("{item} [data-testid=saved-moves]")).await?;
            let numbered = tafl::play::move_number(game.moves().len());
            ensure!(
                moves == numbered.to_string(),
                format!("{}: moves", e.id),
                numbered,
                moves
            );
            let pieces = b.count(&format!("{item} svg [data-piece]")).await?;
            ensure!(
                pieces == game.pieces().len() as u64,
                format!("{}: pieces in the thumbnail", e.id),
                game.pieces().len(),
                pieces
            );
            let date = b.text(&format!("{item} .saved-facts div:nth-child(2) dd")).await?;
            ensure!(
                date.contains("Nov") && date.contains("2026"),
                format!("{}: the date in English", e.id),
                "Nov … 2026",
                date
            );
        }
        let status = b.text("[data-save-id=twofoxes1] [data-testid=saved-status]").await?;
        ensure!(
            status == "In progress · Geese to move",
            "the status of a game in progress",
            "In progress · Geese to move",
            status
        );
        let done = b.text("[data-save-id=foxdone] [data-testid=saved-status]").await?;
        ensure!(
            done.starts_with("The fox wins") || done.starts_with("The geese win") || done.starts_with("Draw"),
            "the result of a finished game",
            "a result with its reason",
            done
        );
        let review = b.text("[data-save-id=foxdone] [data-action=resume]").await?;
        ensure!(review == "Review", "a finished game is reviewed", "Review", review);
        let options = b.text("[data-save-id=fox15] .saved-options").await?;
        ensure!(
            options == "15 geese · geese may step sideways",
            "the options in words",
            "15 geese · geese may step sideways",
            options
        );
        let players = b.text("[data-save-id=twofoxes1] .saved-facts div:nth-child(3) dd").await?;
        ensure!(
            players == "Foxes: player · Geese: computer (easy)",
            "the players",
            "Foxes: player · Geese: computer (easy)",
            players
        );

        // The same page in French: translated texts and a French date.
        click(&b, "a.lang[data-lang=fr]").await?;
        b.wait_for_path("/fr/games").await?;
        b.wait_for("the French heading", "return document.querySelector('h1')?.textContent", json!("Mes parties"))
            .await?;
        // The list is drawn again after the heading: wait for its texts.
        b.wait_for(
            "the date in French",
            "return document.querySelector('[data-save-id=fox15] .saved-facts div:nth-child(2) dd')?.textContent.includes('nov.') ?? false",
            json!(true),
        )
        .await?;
        b.wait_for(
            "the status in French",
            "return document.querySelector('[data-save-id=twofoxes1] [data-testid=saved-status]')?.textContent.trim()",
            json!("En cours · Aux oies de jouer"),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run("games_are_listed_newest_first_with_their_facts", result)
        .await;
}

#[tokio::test]
async fn delete_asks_first_and_removes_only_that_game() {
    let b = browser(DESKTOP).await;
    let result = async {
        let entries = three_saves();
        seed(&b, &pairs(&entries)).await?;
        open_games(&b, "en").await?;
        b.wait_for("three saves", "return document.querySelectorAll('[data-save-id]').length", json!(3))
            .await?;
        // Delete, then cancel: nothing happens.
        click(&b, "[data-save-id=fox15] [data-action=delete]").await?;
        b.wait_for(
            "the confirm step",
            "return !!document.querySelector('[data-save-id=fox15] [data-testid=confirm-delete]')",
            json!(true),
        )
        .await?;
        let focused = b.js("return document.activeElement?.dataset.action ?? null").await?;
        ensure!(focused == json!("cancel-delete"), "focus on Cancel", "cancel-delete", focused);
        click(&b, "[data-save-id=fox15] [data-action=cancel-delete]").await?;
        b.wait_for(
            "the confirm step closed",
            "return document.querySelectorAll('[data-testid=confirm-delete]').length",
            json!(0),
        )
        .await?;
        ensure!(
            storage_item(&b, "tafl.save.fox15").await? != Value::Null,
            "the save after Cancel",
            "kept",
            "deleted"
        );
        // Delete and confirm: that game goes, the others stay.
        click(&b, "[data-save-id=fox15] [data-action=delete]").await?;
        click(&b, "[data-save-id=fox15] [data-action=confirm-delete]").await?;
        b.wait_for(
            "two saves left",
            "return [...document.querySelectorAll('[data-save-id]')].map(e => e.dataset.saveId).join()",
            json!("foxdone,twofoxes1"),
        )
        .await?;
        let gone = storage_item(&b, "tafl.save.fox15").await?;
        ensure!(gone == Value::Null, "the deleted save in storage", "null", gone);
        for e in entries.iter().filter(|e| e.id != "fox15") {
            let text = storage_item(&b, &saves::save_key(&e.id)).await?;
            let expected = saves::encode(e);
            ensure!(text == json!(expected), format!("{} untouched", e.id), expected, text);
        }
        let said = b.text("[data-testid=saved-announce]").await?;
        ensure!(said == "Game deleted.", "the announcement", "Game deleted.", said);
        // Delete the rest: the empty state.
        for id in ["foxdone", "twofoxes1"] {
            click(&b, &format!("[data-save-id={id}] [data-action=delete]")).await?;
            click(&b, &format!("[data-save-id={id}] [data-action=confirm-delete]")).await?;
        }
        b.wait_for(
            "the empty state",
            "return !!document.querySelector('[data-testid=saved-empty]') && document.querySelectorAll('[data-save-id]').length === 0",
            json!(true),
        )
        .await?;
        // A reload reads storage again: still empty.
        b.client().refresh().await.map_err(|e| format!("reload: {e}"))?;
        b.wait_for(
            "the empty state after a reload",
            "return !!document.querySelector('[data-testid=saved-empty]')",
            json!(true),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run("delete_asks_first_and_removes_only_that_game", result)
        .await;
}

#[tokio::test]
async fn damaged_old_and_newer_entries_are_reported_and_nothing_is_lost() {
    let b = browser(DESKTOP).await;
    let result = async {
        let good = entry(
            "good1",
            &game_after(GameId::Hnefatafl, Options::default(), 5),
            Players::default(),
            NOV_15,
        );
        let corrupt = r#"{"v":1,"id":"corrupt1","created_ms":1,"upd"#.to_string();
        let old = r#"{"v":0,"id":"old1","saved_ms":1763200000000,"game":"great-cross","moves":["e7-e6"]}"#
            .to_string();
        let newer = r#"{"v":8,"id":"future1","hologram":true}"#.to_string();
        let mut illegal = entry(
            "illegal1",
            &game_after(GameId::FoxGeese, Options::default(), 2),
            Players::default(),
            NOV_15,
        );
        illegal.record.moves.push("a1-a2".into());
        let illegal = saves::encode(&illegal);
        let seeded = vec![
            (saves::save_key("good1"), saves::encode(&good)),
            ("tafl.save.corrupt1".to_string(), corrupt.clone()),
            ("tafl.save.old1".to_string(), old.clone()),
            ("tafl.save.future1".to_string(), newer.clone()),
            ("tafl.save.illegal1".to_string(), illegal.clone()),
            ("someone.else".to_string(), "keep me".to_string()),
        ];
        seed(&b, &seeded).await?;
        open_games(&b, "en").await?;
        b.wait_for(
            "the readable saves (the old format upgraded)",
            "return [...document.querySelectorAll('[data-save-id]')].map(e => e.dataset.saveId).sort().join()",
            json!("good1,old1"),
        )
        .await?;
        let note = b.count("[data-save-id=old1] [data-note=upgraded]").await?;
        ensure!(note == 1, "the upgrade note on the old save", 1, note);
        let note_text = b.text("[data-save-id=old1] [data-note=upgraded]").await?;
        ensure!(
            note_text.contains("earlier version"),
            "the upgrade message",
            "… earlier version …",
            note_text
        );
        let old_moves = b.text("[data-save-id=old1] [data-testid=saved-moves]").await?;
        ensure!(old_moves == "1", "the old save's moves", "1", old_moves);
        b.wait_for(
            "the three entries that cannot be read, with their reasons",
            "return [...document.querySelectorAll('[data-testid=saved-broken] [data-broken-id]')].map(e => e.dataset.brokenId + ':' + e.dataset.kind).join()",
            json!("corrupt1:unreadable,illegal1:bad-record,future1:newer-version"),
        )
        .await?;
        for (id, words) in [
            ("corrupt1", "damaged"),
            ("illegal1", "not make a legal game"),
            ("future1", "newer version"),
        ] {
            let text = b.text(&format!("[data-broken-id={id}] .broken-message")).await?;
            ensure!(text.contains(words), format!("{id}: its message"), words, text);
        }
        // The damaged texts are kept aside exactly; the newer version's save
        // stays where the newer app will look; the rest is untouched.
        let checks = [
            ("tafl.broken.corrupt1", json!(corrupt)),
            ("tafl.save.corrupt1", Value::Null),
            ("tafl.broken.illegal1", json!(illegal)),
            ("tafl.save.illegal1", Value::Null),
            ("tafl.save.future1", json!(newer)),
            ("tafl.broken.future1", Value::Null),
            ("tafl.save.old1", json!(old)),
            ("tafl.save.good1", json!(saves::encode(&good))),
            ("someone.else", json!("keep me")),
        ];
        for (key, expected) in &checks {
            let seen = storage_item(&b, key).await?;
            ensure!(seen == *expected, format!("localStorage {key}"), expected, seen);
        }
        // After a reload, the same report and the same storage.
        b.client().refresh().await.map_err(|e| format!("reload: {e}"))?;
        b.wait_for(
            "the report after a reload",
            "return [...document.querySelectorAll('[data-broken-id]')].map(e => e.dataset.brokenId).join() + '|' + document.querySelectorAll('[data-save-id]').length",
            json!("corrupt1,illegal1,future1|2"),
        )
        .await?;
        for (key, expected) in &checks {
            let seen = storage_item(&b, key).await?;
            ensure!(seen == *expected, format!("after reload: localStorage {key}"), expected, seen);
        }
        // The player may delete a kept entry, after confirming.
        click(&b, "[data-broken-id=corrupt1] [data-action=delete]").await?;
        click(&b, "[data-broken-id=corrupt1] [data-action=confirm-delete]").await?;
        b.wait_for(
            "the deleted entry gone",
            "return [...document.querySelectorAll('[data-broken-id]')].map(e => e.dataset.brokenId).join()",
            json!("illegal1,future1"),
        )
        .await?;
        let gone = storage_item(&b, "tafl.broken.corrupt1").await?;
        ensure!(gone == Value::Null, "the deleted kept entry", "null", gone);
        let kept = storage_item(&b, "tafl.broken.illegal1").await?;
        ensure!(kept == json!(illegal), "the other kept entry", "kept", kept);
        Ok(())
    }
    .await;
    b.run(
        "damaged_old_and_newer_entries_are_reported_and_nothing_is_lost",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_garbage_share_link_loses_no_save() {
    let b = browser(DESKTOP).await;
    let result = async {
        let entries = three_saves();
        seed(&b, &pairs(&entries)).await?;
        // What the play page shows for it is the play page's business;
        // here: the app keeps running and no save is touched.
        b.goto("/en/play/fox-geese?g=%25%25not-a-game!!").await?;
        b.wait_for(
            "the play page's board",
            "return document.querySelectorAll('svg [data-point]').length > 0",
            json!(true),
        )
        .await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        open_games(&b, "en").await?;
        b.wait_for(
            "all three saves",
            "return document.querySelectorAll('[data-save-id]').length",
            json!(3),
        )
        .await?;
        for e in &entries {
            let text = storage_item(&b, &saves::save_key(&e.id)).await?;
            let expected = saves::encode(e);
            ensure!(
                text == json!(expected),
                format!("{} untouched", e.id),
                expected,
                text
            );
        }
        Ok(())
    }
    .await;
    b.run("a_garbage_share_link_loses_no_save", result).await;
}

/// Not a check: the games page for the visual review (phone and desktop,
/// light and dark) in `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored saved_screenshots`.
#[tokio::test]
#[ignore]
async fn saved_screenshots() {
    let phone = PHONE;
    let dark = |w: Window| Window { dark: true, ..w };
    let shots = [
        ("en", DESKTOP, "saved-desktop.png"),
        ("en", dark(DESKTOP), "saved-desktop-dark.png"),
        ("fr", phone, "saved-phone-fr.png"),
        ("el", dark(phone), "saved-phone-dark-el.png"),
    ];
    for (lang, window, file) in shots {
        let b = browser(window).await;
        let result = async {
            let mut entries = three_saves();
            entries.push(entry(
                "tafl1",
                &game_after(GameId::Hnefatafl, Options::default(), 12),
                Players {
                    first: Seat::Ai {
                        level: "hard".into(),
                    },
                    second: Seat::Human,
                },
                NOV_15 - HOUR,
            ));
            let mut seeded = pairs(&entries);
            seeded.push(("tafl.save.broken1".into(), "{oops".into()));
            seed(&b, &seeded).await?;
            open_games(&b, lang).await?;
            b.wait_for(
                "the saves",
                "return document.querySelectorAll('[data-save-id]').length",
                json!(4),
            )
            .await?;
            if file == "saved-desktop.png" {
                click(&b, "[data-save-id=fox15] [data-action=delete]").await?;
            }
            tokio::time::sleep(Duration::from_millis(400)).await;
            b.screenshot(&root().join("target/screenshots").join(file))
                .await;
            // The kept entries and the empty state too, once.
            if file == "saved-desktop.png" {
                b.js("document.querySelector('[data-testid=saved-broken]').scrollIntoView(); return true")
                    .await?;
                tokio::time::sleep(Duration::from_millis(200)).await;
                b.screenshot(&root().join("target/screenshots/saved-broken-desktop.png"))
                    .await;
                b.js("localStorage.clear(); return true").await?;
                open_games(&b, lang).await?;
                tokio::time::sleep(Duration::from_millis(400)).await;
                b.screenshot(&root().join("target/screenshots/saved-empty-desktop.png"))
                    .await;
            }
            Ok(())
        }
        .await;
        b.run("saved_screenshots", result).await;
    }
}

impl Browser {
    /// Puts `text` in the import box (opened first) as if pasted, and
    /// presses Import.
    async fn import_text(&self, text: &str) -> Outcome {
        self.js(
            "const d = document.querySelector('[data-testid=import]'); d.open = true; return true",
        )
        .await?;
        let script = format!(
            "const t = document.querySelector('[data-testid=import-text]'); t.value = {}; \
             t.dispatchEvent(new Event('input', {{ bubbles: true }})); return true",
            serde_json::to_string(text).map_err(|e| e.to_string())?
        );
        self.js(&script).await?;
        click(self, "[data-action=import]").await
    }

    /// The id of the game the import box says it saved, once it is not
    /// `last` (the one before).
    async fn imported_after(&self, last: &str) -> Result<String, String> {
        let script =
            "return document.querySelector('[data-testid=import-done]')?.dataset.saveId ?? null";
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            let seen = self.js(script).await?;
            match seen.as_str() {
                Some(id) if id != last => return Ok(id.to_string()),
                _ if std::time::Instant::now() > deadline => {
                    let error = self.text("[data-testid=import-error]").await?;
                    return Err(format!(
                        "no new import after {last:?}; the page says {error:?}"
                    ));
                }
                _ => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }

    /// Every saved or set-aside game in localStorage, sorted.
    async fn all_storage(&self) -> Result<Value, String> {
        self.js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.') || k.startsWith('tafl.broken.')).sort().map(k => [k, localStorage.getItem(k)])")
            .await
    }
}

/// The moves of save `id` in this browser's storage.
async fn moves_of(b: &Browser, id: &str) -> Result<Vec<String>, String> {
    let seen = b
        .js(&format!(
            "const s = localStorage.getItem('tafl.save.{id}'); return s ? JSON.parse(s).record.moves : null"
        ))
        .await?;
    Ok(serde_json::from_value(seen).unwrap_or_default())
}

#[tokio::test]
async fn a_played_game_exports_and_imports_back_with_the_same_moves() {
    let b = browser(DESKTOP).await;
    let result = async {
        // A Hnefatafl game with a capture, played on the play page.
        b.open_game("/en/play/hnefatafl").await?;
        b.play_line("a4-e4 d6-d3 k4-g4xf4 f5-f4 d1-d2").await?;
        let played: Vec<String> = ["a4-e4", "d6-d3", "k4-g4", "f5-f4", "d1-d2"]
            .map(String::from)
            .to_vec();
        let saved = b
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => k.slice(10))")
            .await?;
        let id = saved[0].as_str().unwrap_or_default().to_string();
        // "Export this game" opens My games with that game's export.
        click(&b, "[data-testid=export]").await?;
        b.wait_for_path("/en/games").await?;
        b.wait_for(
            "the export of the played game",
            &format!("return !!document.querySelector('[data-save-id={id}] [data-testid=export-panel]')"),
            json!(true),
        )
        .await?;
        let search = b.js("return location.search").await?;
        ensure!(search == json!(""), "the export query read once", "", search);
        let formats = b
            .js("return [...document.querySelectorAll('[data-testid=export-format] option')].map(o => o.textContent.trim())")
            .await?;
        ensure!(
            formats == json!(["Tafl record (.tafl)", "OpenTafl notation (.otg)", "hnefatafl.org (.pgn)", "Move list (.txt)"]),
            "the formats offered for Hnefatafl",
            "Tafl, OpenTafl, hnefatafl.org, move list",
            formats
        );
        // A real download: the browser writes the file (the Tafl record).
        let dir = std::env::temp_dir().join(format!("tafl-e2e-downloads-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        raw(
            &b,
            "goog/cdp/execute",
            json!({"cmd": "Browser.setDownloadBehavior",
                   "params": {"behavior": "allow", "downloadPath": dir.display().to_string()}}),
        )
        .await?;
        click(&b, &format!("[data-save-id={id}] [data-action=download]")).await?;
        let file = dir.join(format!("tafl-hnefatafl-{id}.tafl"));
        // Chromium may put an empty file of the final name in place before
        // the download is written: wait for the record in it.
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        let mut written = String::new();
        while std::time::Instant::now() < deadline {
            written = std::fs::read_to_string(&file).unwrap_or_default();
            if written.contains("[Game \"hnefatafl\"]") {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let _ = std::fs::remove_dir_all(&dir);
        let shown = b
            .js("return document.querySelector('[data-testid=export-text]').value")
            .await?;
        ensure!(
            json!(written) == shown && written.contains("[Game \"hnefatafl\"]"),
            "the downloaded file",
            format!("{file:?} holding the shown Tafl record"),
            written
        );
        // Each format: the file the page hands the browser (name and text).
        // (The page's CSP lets no script fetch a blob: address, so the
        // blob is kept as it is made.)
        b.js("window.__downloads = []; window.__blobs = []; \
               const make = URL.createObjectURL; \
               URL.createObjectURL = blob => { window.__blobs.push(blob); return make(blob); }; \
               HTMLAnchorElement.prototype.click = function () { \
                 if (this.download) window.__downloads.push(this.download); }; return true")
            .await?;
        let mut texts = Vec::new();
        for (i, ext) in ["tafl", "otg", "pgn", "txt"].iter().enumerate() {
            b.js(&format!(
                "const s = document.querySelector('[data-testid=export-format]'); s.value = '{i}'; \
                 s.dispatchEvent(new Event('change', {{ bubbles: true }})); return true"
            ))
            .await?;
            let text = b
                .js("return document.querySelector('[data-testid=export-text]').value")
                .await?;
            let text = text.as_str().unwrap_or_default().to_string();
            click(&b, &format!("[data-save-id={id}] [data-action=download]")).await?;
            let file = b
                .js("const name = window.__downloads.at(-1) ?? ''; \
                     return window.__blobs.at(-1).text().then(body => [name, body])")
                .await?;
            let name = format!("tafl-hnefatafl-{id}.{ext}");
            ensure!(
                file == json!([name, text]),
                format!("the downloaded {ext} file"),
                format!("{name} with the shown text"),
                file
            );
            texts.push(text);
        }
        ensure!(
            texts[3] == "a4-e4 d6-d3 k4-g4xf4 f5-f4 d1-d2",
            "the move list with its capture mark",
            "a4-e4 d6-d3 k4-g4xf4 f5-f4 d1-d2",
            &texts[3]
        );
        // Each text imports back as a new game with the same moves.
        let mut last = String::new();
        for text in &texts {
            b.import_text(text).await?;
            let new_id = b.imported_after(&last).await?;
            let moves = moves_of(&b, &new_id).await?;
            ensure!(
                new_id != id && moves == played,
                "the imported game",
                format!("a new save with {played:?}"),
                format!("{new_id}: {moves:?}")
            );
            let listed = b.count(&format!("[data-testid=saved-games] [data-save-id={new_id}]")).await?;
            ensure!(listed == 1, "the imported game listed", 1, listed);
            last = new_id;
        }
        // A file opened from disk imports the same way.
        let file = std::env::temp_dir().join(format!("tafl-e2e-{}.otg", std::process::id()));
        std::fs::write(&file, &texts[1]).map_err(|e| e.to_string())?;
        b.client()
            .find(Locator::Css("[data-testid=import-file]"))
            .await
            .map_err(|e| e.to_string())?
            .send_keys(&file.display().to_string())
            .await
            .map_err(|e| format!("choose the file: {e}"))?;
        let from_file = b.imported_after(&last).await?;
        let _ = std::fs::remove_file(&file);
        let moves = moves_of(&b, &from_file).await?;
        ensure!(moves == played, "the game from the file", format!("{played:?}"), format!("{moves:?}"));
        let saves = b.count("[data-testid=saved-games] [data-save-id]").await?;
        ensure!(saves == 6, "the game and five imports", 6, saves);
        // "Open it" opens the imported game on the play page.
        click(&b, "[data-action=open-imported]").await?;
        b.wait_for(
            "the imported game on the play page",
            "return [...document.querySelectorAll('[data-testid=move-list] li')].map(li => li.textContent.trim()).join(' ')",
            json!("a4-e4 d6-d3 k4-g4xf4 f5-f4 d1-d2"),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run(
        "a_played_game_exports_and_imports_back_with_the_same_moves",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_bad_record_names_its_first_bad_move_and_changes_nothing() {
    let b = browser(DESKTOP).await;
    let result = async {
        seed(&b, &pairs(&three_saves())).await?;
        open_games(&b, "en").await?;
        let before = b.all_storage().await?;
        // Move 3 runs the attacker on d4 into the defender on d6.
        b.import_text("1. d1-d4 f4-f3\n2. d4-d9 a4-a3").await?;
        b.wait_for(
            "the import error",
            "return !!document.querySelector('[data-testid=import-error]')",
            json!(true),
        )
        .await?;
        let text = b.text("[data-testid=import-error]").await?;
        let expected = "Move 3 (d4-d9) is not legal: that move is not allowed in this position.";
        ensure!(text == expected, "the message", expected, text);
        let done = b.count("[data-testid=import-done]").await?;
        ensure!(done == 0, "nothing imported", 0, done);
        ensure!(b.all_storage().await? == before, "storage unchanged", format!("{before}"), format!("{}", b.all_storage().await?));
        let listed = b.count("[data-testid=saved-games] [data-save-id]").await?;
        ensure!(listed == 3, "the three saves listed", 3, listed);
        // Not a record at all, and the same bad move in French.
        b.import_text("hello").await?;
        b.wait_for(
            "the unknown-format message",
            "return document.querySelector('[data-testid=import-error]')?.textContent.includes('not a game record') ?? false",
            json!(true),
        )
        .await?;
        open_games(&b, "fr").await?;
        b.import_text("d1-d4 f4-f3 d4-d9").await?;
        b.wait_for(
            "the French message",
            "return document.querySelector('[data-testid=import-error]')?.textContent ?? null",
            json!("Le coup 3 (d4-d9) n’est pas légal\u{a0}: ce coup n’est pas permis dans cette position."),
        )
        .await?;
        ensure!(b.all_storage().await? == before, "storage still unchanged", format!("{before}"), format!("{}", b.all_storage().await?));
        Ok(())
    }
    .await;
    b.run(
        "a_bad_record_names_its_first_bad_move_and_changes_nothing",
        result,
    )
    .await;
}

/// A real OpenTafl game the record says the attackers resigned, with its
/// players, date, event and site.
const RESIGNED_OTN: &str = include_str!("../../engine/tests/data/opentafl-annotated.otg");

#[tokio::test]
async fn an_imported_resigned_game_is_listed_finished_and_keeps_its_facts() {
    for (window, lang, status, shot) in [
        (
            DESKTOP,
            "en",
            "The defenders win · by resignation",
            "saved-resigned-desktop.png",
        ),
        (
            PHONE,
            "fr",
            "Les défenseurs gagnent · par abandon",
            "saved-resigned-phone.png",
        ),
    ] {
        let b = browser(window).await;
        let result = async {
            seed(&b, &pairs(&three_saves())).await?;
            open_games(&b, lang).await?;
            b.import_text(RESIGNED_OTN).await?;
            let id = b.imported_after("").await?;
            let stored = b
                .js(&format!("return localStorage.getItem('tafl.save.{id}')"))
                .await?;
            let stored = stored.as_str().unwrap_or_default();
            ensure!(
                stored.starts_with(r#"{"v":4,"#)
                    && stored.contains(
                        r#""conclusion":{"result":{"Win":"Second"},"reason":"Resignation"}"#
                    )
                    && stored.contains(r#""first_player":"Tim Millar""#)
                    && stored.contains(r#""analysis":""#),
                "the save keeps the end, the facts and the commentary",
                "format 4 with its conclusion, players and analysis code",
                stored
            );
            let selector = format!("[data-save-id={id}] [data-testid=saved-status]");
            b.wait_for(
                "the status",
                &format!("return document.querySelector('{selector}')?.textContent ?? null"),
                json!(status),
            )
            .await?;
            let word = b
                .js(&format!(
                    "return document.querySelector('li[data-save-id={id}]').dataset.status"
                ))
                .await?;
            ensure!(
                word == json!("defenders-win"),
                "the status word",
                "defenders-win",
                word
            );
            b.js(&format!(
                "document.querySelector('li[data-save-id={id}]').scrollIntoView(); return true"
            ))
            .await?;
            tokio::time::sleep(Duration::from_millis(300)).await;
            b.screenshot(&root().join("target/screenshots").join(shot))
                .await;
            Ok(())
        }
        .await;
        b.run(
            "an_imported_resigned_game_is_listed_finished_and_keeps_its_facts",
            result,
        )
        .await;
    }
}

#[tokio::test]
async fn an_import_counts_its_moves_with_the_plural_of_each_language() {
    let b = browser(DESKTOP).await;
    let result = async {
        // One ply is move 1; three plies are two numbered moves.
        let cases = [
            ("en", "d1-d4", "Imported: Hnefatafl, 1 move."),
            ("en", "d1-d4 f4-f3 a4-a3", "Imported: Hnefatafl, 2 moves."),
            ("fr", "h1-h4", "Partie importée\u{a0}: Hnefatafl, 1 coup."),
            ("fr", "h1-h4 f4-f3 a4-a3", "Partie importée\u{a0}: Hnefatafl, 2 coups."),
            ("el", "d1-d3", "Η παρτίδα εισήχθη: Hnefatafl, 1 κίνηση."),
            ("el", "d1-d3 f4-f3 a4-a3", "Η παρτίδα εισήχθη: Hnefatafl, 2 κινήσεις."),
        ];
        let mut last = String::new();
        let mut lang_open = "";
        for (lang, record, expected) in cases {
            if lang != lang_open {
                open_games(&b, lang).await?;
                lang_open = lang;
            }
            b.import_text(record).await?;
            last = b.imported_after(&last).await?;
            // The message's own words, before its buttons.
            let said = b
                .js("return [...document.querySelector('[data-testid=import-done]').childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim()")
                .await?;
            ensure!(said == json!(expected), format!("{lang}: {record}"), expected, said);
        }
        Ok(())
    }
    .await;
    b.run(
        "an_import_counts_its_moves_with_the_plural_of_each_language",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_finished_game_says_you_won_or_you_lost_to_the_person() {
    let b = browser(DESKTOP).await;
    let result = async {
        let done = game_after(GameId::FoxGeese, Options::default(), usize::MAX);
        let winner = done
            .outcome()
            .and_then(|o| o.winner())
            .ok_or("the first-move game has a winner")?;
        let against = |person: tafl::engine::Side| {
            let computer = Seat::Ai {
                level: "easy".into(),
            };
            match person {
                tafl::engine::Side::First => Players {
                    first: Seat::Human,
                    second: computer,
                },
                tafl::engine::Side::Second => Players {
                    first: computer,
                    second: Seat::Human,
                },
            }
        };
        let entries = [
            entry("won", &done, against(winner), NOV_15),
            entry("lost", &done, against(winner.opposite()), NOV_15),
            entry("two", &done, Players::default(), NOV_15),
        ];
        seed(&b, &pairs(&entries)).await?;
        let cases = [
            ("en", "won", "You won: "),
            ("en", "lost", "You lost: "),
            ("fr", "won", "Vous avez gagné\u{a0}: "),
            ("fr", "lost", "Vous avez perdu\u{a0}: "),
            ("el", "won", "Κερδίσατε: "),
            ("el", "lost", "Χάσατε: "),
            // Two people at one device: the neutral result.
            ("en", "two", "The "),
        ];
        for (lang, id, start) in cases {
            b.open_game(&format!("/{lang}/play/fox-geese?id={id}"))
                .await?;
            b.wait_for(
                "the finished game",
                "return document.querySelectorAll('[data-testid=game-over]').length",
                json!(1),
            )
            .await?;
            let status = b.text("[data-testid=status]").await?;
            ensure!(
                status.starts_with(start),
                format!("{lang} {id}: the status"),
                format!("{start}…"),
                status
            );
            let banner = b.text("[data-testid=game-over-result]").await?;
            ensure!(
                !banner.is_empty() && status.starts_with(&banner),
                format!("{lang} {id}: the banner says the status's result"),
                status,
                banner
            );
        }
        // Take back after the end says what it does.
        let undo = b.text("[data-testid=undo]").await?;
        ensure!(
            undo == "Take back and play on",
            "Take back after the end",
            "Take back and play on",
            undo
        );
        Ok(())
    }
    .await;
    b.run(
        "a_finished_game_says_you_won_or_you_lost_to_the_person",
        result,
    )
    .await;
}
