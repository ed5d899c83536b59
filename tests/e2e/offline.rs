//! Offline play, updates, sub-path hosting and the Content-Security-Policy.
//!
//! The offline tests serve the build with a server of their own that can be
//! switched off (connections refused and open ones cut), so "offline" is a
//! real network failure, not an emulation. The sub-path test serves
//! `dist-subpath/` (built by `scripts/test` with `TAFL_BASE_PATH=/tafl
//! --public-url /tafl/`) with `python3 -m http.server` from a parent
//! folder, so the site lives at `/tafl/`.

use crate::harness::*;
use serde_json::{json, Value};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tafl::engine::{AnyGame, GameId, Options};

// ---------------------------------------------------------------------------
// A server that can be switched off
// ---------------------------------------------------------------------------

/// A static server over `dir` (the harness's `serve`) on its own port, so
/// its origin has its own service worker and caches.
struct Host {
    origin: String,
    online: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
    log: Log,
}

impl Host {
    fn start(dir: PathBuf) -> Host {
        Host::start_with(dir, serve)
    }

    /// A host that sends cache headers (see [`serve_cacheable`]).
    fn start_cacheable(dir: PathBuf) -> Host {
        Host::start_with(dir, serve_cacheable)
    }

    fn start_with(dir: PathBuf, serve: fn(TcpStream, &Path, &Log) -> std::io::Result<()>) -> Host {
        assert!(
            dir.join("index.html").is_file(),
            "expected a build in {dir:?}"
        );
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let online = Arc::new(AtomicBool::new(true));
        let open: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let (on, streams) = (online.clone(), open.clone());
        let log: Log = Arc::default();
        let host_log = log.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                if !on.load(Ordering::SeqCst) {
                    // Offline: the connection is closed unanswered.
                    let _ = stream.shutdown(Shutdown::Both);
                    continue;
                }
                if let Ok(clone) = stream.try_clone() {
                    streams.lock().unwrap().push(clone);
                }
                let (dir, log) = (dir.clone(), log.clone());
                std::thread::spawn(move || {
                    let _ = serve(stream, &dir, &log);
                });
            }
        });
        Host {
            origin,
            online,
            open,
            log: host_log,
        }
    }

    /// Stops answering: new connections are closed, kept-alive ones cut.
    fn go_offline(&self) {
        self.online.store(false, Ordering::SeqCst);
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.origin)
    }
}

/// A copy of the release build in a fresh temporary folder.
fn copy_of_dist(name: &str) -> PathBuf {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap().flatten() {
            let target = to.join(entry.file_name());
            if entry.path().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), &target).unwrap();
            }
        }
    }
    let to = std::env::temp_dir().join(format!("tafl-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&to);
    copy(&root().join("dist"), &to);
    to
}

/// Records every `securitypolicyviolation` of every document the tab opens
/// from now on (installed before any script of the page runs) into
/// `sessionStorage["e2e.csp"]`, which survives reloads.
async fn watch_csp(b: &Browser) -> Outcome {
    let source = r#"
        document.addEventListener('securitypolicyviolation', (e) => {
          const seen = JSON.parse(sessionStorage.getItem('e2e.csp') || '[]');
          seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || location.pathname}:${e.lineNumber} (${(e.sample || '').slice(0, 60)})`);
          sessionStorage.setItem('e2e.csp', JSON.stringify(seen));
        }, true);
    "#;
    raw(
        b,
        "goog/cdp/execute",
        json!({ "cmd": "Page.addScriptToEvaluateOnNewDocument", "params": { "source": source } }),
    )
    .await
    .map(|_| ())
}

/// The CSP violations reported since the last call: by the
/// `securitypolicyviolation` events of [`watch_csp`], and in the console
/// log (reading it through chromedriver empties it).
async fn csp_reports(b: &Browser) -> Result<(Vec<String>, Vec<String>), String> {
    let events = b
        .js(
            "const seen = JSON.parse(sessionStorage.getItem('e2e.csp') || '[]'); \
             sessionStorage.removeItem('e2e.csp'); return seen",
        )
        .await?;
    let events = events
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e.as_str().unwrap_or_default().to_string())
        .collect();
    let log = raw(b, "se/log", json!({ "type": "browser" })).await?;
    let console = log
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|entry| entry["message"].as_str())
        .filter(|m| m.contains("Content Security Policy"))
        .map(String::from)
        .collect();
    Ok((events, console))
}

/// Fails when a CSP violation was reported, by the event or the console.
async fn no_csp_violation(b: &Browser, when: &str) -> Outcome {
    let (events, console) = csp_reports(b).await?;
    ensure!(
        events.is_empty() && console.is_empty(),
        format!("CSP violations {when}"),
        "none",
        format!("events {events:#?}, console {console:#?}")
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// Pages and moves
// ---------------------------------------------------------------------------

async fn open(b: &Browser, url: &str) -> Outcome {
    b.client()
        .goto(url)
        .await
        .map_err(|e| format!("open {url}: {e}"))
}

/// Waits until the app has rendered a page in its frame.
async fn app_rendered(b: &Browser, what: &str) -> Outcome {
    b.wait_for(
        what,
        "return !!document.querySelector('.site main > *')",
        json!(true),
    )
    .await
}

async fn controlled(b: &Browser) -> Outcome {
    // The worker takes the page only once it has cached every file of the
    // site, which a busy two-core machine can take well over 20 s to do.
    b.wait_within(
        Duration::from_secs(90),
        "a service worker controlling the page",
        "return !!navigator.serviceWorker.controller",
        json!(true),
    )
    .await
}

/// The points of a move in notation (`c3-c4`, `d4xd6xf6`): where it starts
/// and where it ends.
fn ends(mv: &str) -> (String, String) {
    let points: Vec<&str> = mv.split(['-', 'x']).collect();
    (points[0].to_string(), points[points.len() - 1].to_string())
}

/// The pieces on the page's board, as the engine lists them.
async fn board_pieces(b: &Browser) -> Result<Value, String> {
    b.js(
        "return [...document.querySelectorAll('[data-testid=board] [data-piece][data-at]')]\
           .map(p => p.dataset.at + ':' + p.dataset.piece).sort()",
    )
    .await
}

fn engine_pieces(game: &AnyGame) -> Value {
    let topology = game.topology();
    let mut pieces: Vec<String> = game
        .pieces()
        .into_iter()
        .map(|(p, piece)| format!("{}:{}", topology.name(p), piece.as_str()))
        .collect();
    pieces.sort();
    json!(pieces)
}

async fn click(b: &Browser, selector: &str) -> Outcome {
    b.client()
        .find(Locator::Css(selector))
        .await
        .map_err(|e| format!("find {selector}: {e}"))?
        .click()
        .await
        .map_err(|e| format!("click {selector}: {e}"))
}

/// Plays `plies` moves on the open play page by clicking a piece's point
/// then its destination, checking after each that the board shows exactly
/// the position the engine reaches.
async fn play_by_clicking(b: &Browser, id: GameId, plies: usize) -> Outcome {
    let mut game = AnyGame::new(id, Options::default()).expect("default options");
    b.wait_for(
        "the start position on the board",
        "return document.querySelectorAll('[data-testid=board] [data-piece]').length",
        json!(game.pieces().len()),
    )
    .await?;
    for ply in 0..plies {
        // A simple move if there is one, else a single jump (which ends
        // the turn once the chain is stopped).
        let legal = game.legal_moves();
        let mv = legal
            .iter()
            .find(|m| m.contains('-'))
            .or_else(|| legal.iter().find(|m| m.matches('x').count() == 1))
            .ok_or_else(|| format!("{id}: no simple move or single jump at ply {ply}"))?
            .clone();
        let (from, to) = ends(&mv);
        click(b, &format!("[data-testid=board] [data-point={from}]")).await?;
        click(b, &format!("[data-testid=board] [data-point={to}]")).await?;
        if mv.contains('x')
            && b.count(".chain:not([hidden]) [data-testid=stop-chain]")
                .await?
                == 1
        {
            click(b, "[data-testid=stop-chain]").await?;
        }
        game.play(&mv).expect("a legal move");
        let expected = engine_pieces(&game);
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let seen = board_pieces(b).await?;
            if seen == expected {
                break;
            }
            ensure!(
                Instant::now() < deadline,
                format!("{id}: the board after {mv} (ply {})", ply + 1),
                expected,
                seen
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

#[tokio::test]
async fn after_one_visit_the_site_works_and_plays_offline() {
    let host = Host::start(root().join("dist"));
    let b = browser(DESKTOP).await;
    let result = async {
        watch_csp(&b).await?;
        open(&b, &host.url("/en/")).await?;
        app_rendered(&b, "the home page online").await?;
        controlled(&b).await?;
        let scope = b
            .js("return navigator.serviceWorker.getRegistration().then(r => r.scope)")
            .await?;
        ensure!(
            scope == json!(host.url("/")),
            "the worker's scope",
            host.url("/"),
            scope
        );

        // Chromium reads the manifest without error and finds the site
        // installable (manifest, icons, a worker with a fetch handler).
        let manifest = raw(
            &b,
            "goog/cdp/execute",
            json!({ "cmd": "Page.getAppManifest", "params": {} }),
        )
        .await?;
        ensure!(
            manifest["url"] == json!(host.url("/manifest.webmanifest"))
                && manifest["errors"] == json!([]),
            "the manifest as Chromium reads it",
            "no errors",
            manifest
        );
        let installable = raw(
            &b,
            "goog/cdp/execute",
            json!({ "cmd": "Page.getInstallabilityErrors", "params": {} }),
        )
        .await?;
        ensure!(
            installable["installabilityErrors"] == json!([]),
            "installability",
            "no errors",
            installable
        );

        host.go_offline();
        let network = b
            .js("return fetch('/not-cached-' + Date.now()).then(() => 'answered', () => 'failed')")
            .await?;
        ensure!(
            network == json!("failed"),
            "a request the cache cannot answer, with the server off",
            "failed",
            network
        );

        b.client()
            .refresh()
            .await
            .map_err(|e| format!("reload: {e}"))?;
        b.wait_for(
            "the seven game cards, offline",
            "return document.querySelectorAll('[data-game] svg [data-point]').length > 0 \
               && document.querySelectorAll('[data-game]').length",
            json!(GAMES.len()),
        )
        .await?;

        // The manifest's start URL.
        open(&b, &host.url("/")).await?;
        b.wait_for_path("/en/").await?;
        app_rendered(&b, "the home page from /, offline").await?;

        open(&b, &host.url("/fr/play/fox-geese")).await?;
        b.wait_for(
            "the fox-geese play page in French, offline",
            "return document.querySelector('article.play')?.dataset.game + ' ' + document.documentElement.lang",
            json!("fox-geese fr"),
        )
        .await?;
        play_by_clicking(&b, GameId::FoxGeese, 2).await?;

        open(&b, &host.url("/el/no-such-page")).await?;
        b.wait_for(
            "the not-found page, offline",
            "return !!document.querySelector('[data-page=not-found]')",
            json!(true),
        )
        .await?;
        no_csp_violation(&b, "offline").await
    }
    .await;
    b.run("after_one_visit_the_site_works_and_plays_offline", result)
        .await;
}

/// A browser that an earlier build switched to its second play binary
/// (remembered as `tafl.full-page`): the page starts its one binary, the
/// switch is forgotten, and "More choices…" opens the clock and rated
/// menus in place, in the page's language, without loading anything else
/// or reloading.
#[tokio::test]
async fn a_browser_switched_by_an_earlier_build_plays_on_the_one_page() {
    let host = Host::start(root().join("dist"));
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b, &host.url("/fr/")).await?;
        app_rendered(&b, "the home page").await?;
        b.js("localStorage.setItem('tafl.full-page', 'on'); return true")
            .await?;
        open(&b, &host.url("/fr/play/fox-geese")).await?;
        b.wait_for(
            "the play page's binary, the old switch forgotten",
            "return !!document.querySelector('[data-testid=choice-more]') \
             && localStorage.getItem('tafl.full-page') === null \
             && performance.getEntriesByType('resource').some(e => e.name.includes('/tafl-app-'))",
            json!(true),
        )
        .await?;
        b.js("window.notReloaded = true; return true").await?;
        let wasm_before = b
            .js("return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.wasm')).length")
            .await?;
        b.click_testid("choice-more").await?;
        b.wait_for(
            "the clock menu in place",
            "return !!document.querySelector('[data-testid=choice-clock]')",
            json!(true),
        )
        .await?;
        let label = b.text(".start-choice").await?;
        ensure!(
            label.contains("Classement") && label.contains("Classée"),
            "the rated menu in French",
            "…Classement… Classée…",
            label
        );
        let (same_page, wasm_after) = (
            b.js("return window.notReloaded === true").await?,
            b.js("return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.wasm')).length")
                .await?,
        );
        ensure!(
            same_page == json!(true) && wasm_after == wasm_before,
            "no reload and no other binary",
            format!("true, {wasm_before}"),
            format!("{same_page}, {wasm_after}")
        );
        play_by_clicking(&b, GameId::FoxGeese, 2).await
    }
    .await;
    b.run(
        "a_browser_switched_by_an_earlier_build_plays_on_the_one_page",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_new_build_offers_to_reload() {
    update_offers_to_reload(DESKTOP, "update-banner-desktop").await;
    let phone = Window {
        width: 390,
        height: 844,
        phone: true,
        dark: true,
    };
    update_offers_to_reload(phone, "update-banner-phone-dark").await;
}

/// Visit, deploy a new build, see the banner in `window`, reload into it.
async fn update_offers_to_reload(window: Window, shot: &str) {
    let dir = copy_of_dist(shot);
    let host = Host::start(dir.clone());
    let b = browser(window).await;
    let result = async {
        open(&b, &host.url("/en/")).await?;
        app_rendered(&b, "the home page").await?;
        controlled(&b).await?;
        let old = b.js("return caches.keys()").await?;
        ensure!(
            old.as_array().is_some_and(|a| a.len() == 1),
            "one cache, named after the build",
            "[\"tafl-<hash>\"]",
            old
        );
        ensure!(
            count_banners(&b).await? == 0,
            "no update banner on the first visit",
            0,
            1
        );
        let old_name = old[0].as_str().unwrap_or_default().to_string();

        // A new build: the worker script changes (here its cache name).
        let sw = dir.join("sw.js");
        let script = std::fs::read_to_string(&sw).map_err(|e| e.to_string())?;
        ensure!(
            script.contains(&old_name),
            "the cache name in sw.js",
            &old_name,
            "absent"
        );
        let new_name = format!("{old_name}-next");
        std::fs::write(&sw, script.replace(&old_name, &new_name)).map_err(|e| e.to_string())?;
        b.js("navigator.serviceWorker.getRegistration().then(r => r.update()); return true")
            .await?;
        b.wait_for(
            "the update banner",
            "return document.querySelectorAll('[data-testid=update-banner]:not([hidden])').length",
            json!(1),
        )
        .await?;
        let text = b.text("[data-testid=update-banner]").await?;
        ensure!(
            text.contains("A new version is ready") && text.contains("Reload"),
            "the banner's text",
            "A new version is ready — Reload",
            text
        );
        shoot(&b, shot).await;

        b.js("window.beforeReload = true; return true").await?;
        click(&b, "[data-testid=update-banner] button").await?;
        b.wait_for(
            "a reload once the new worker controls the page",
            "return window.beforeReload === undefined && !!document.querySelector('.site main > *')",
            json!(true),
        )
        .await?;
        b.wait_for(
            "only the new build's cache",
            "return caches.keys()",
            json!([new_name]),
        )
        .await?;
        ensure!(
            count_banners(&b).await? == 0,
            "no banner after the reload",
            0,
            1
        );
        Ok(())
    }
    .await;
    b.run(&format!("a_new_build_offers_to_reload ({shot})"), result)
        .await;
    let _ = std::fs::remove_dir_all(dir);
}

async fn count_banners(b: &Browser) -> Result<u64, String> {
    b.count("[data-testid=update-banner]:not([hidden])").await
}

async fn shoot(b: &Browser, name: &str) {
    b.screenshot(&root().join(format!("target/screenshots/{name}.png")))
        .await;
}

/// `python3 -m http.server` over a folder that holds the sub-path build as
/// `tafl/`; killed when dropped.
struct Python {
    child: Child,
    parent: PathBuf,
    origin: String,
}

impl Drop for Python {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.parent);
    }
}

fn python_over_subpath_build() -> Python {
    let build = root().join("dist-subpath");
    assert!(
        build.join("index.html").is_file(),
        "expected the sub-path build in {build:?}: \
         TAFL_BASE_PATH=/tafl trunk build --release --public-url /tafl/ --dist dist-subpath"
    );
    let parent = std::env::temp_dir().join(format!("tafl-subpath-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&parent);
    std::fs::create_dir_all(&parent).unwrap();
    std::os::unix::fs::symlink(&build, parent.join("tafl")).unwrap();
    let port = free_port();
    let child = Command::new("python3")
        .args(["-m", "http.server", "--bind", "127.0.0.1"])
        .arg(port.to_string())
        .current_dir(&parent)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3");
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "python3 -m http.server did not start"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Python {
        child,
        parent,
        origin: format!("http://127.0.0.1:{port}"),
    }
}

#[tokio::test]
async fn deep_links_of_a_sub_path_build_load_on_a_plain_static_server() {
    let python = python_over_subpath_build();
    let b = browser(DESKTOP).await;
    let result = async {
        watch_csp(&b).await?;
        // The root first: it redirects to the remembered language, and
        // none is remembered yet (the browser's is English).
        let pages = [
            ("/tafl/", "en", "[data-game=hnefatafl] svg [data-point]"),
            (
                "/tafl/fr/play/hnefatafl",
                "fr",
                "article.play[data-game=hnefatafl] svg [data-point]",
            ),
            ("/tafl/en/rules/two-foxes", "en", ".site main > *"),
            ("/tafl/el/games", "el", ".site main > *"),
        ];
        for (path, lang, shown) in pages {
            open(&b, &format!("{}{path}", python.origin)).await?;
            b.wait_for(
                &format!("{path}: rendered in {lang}"),
                &format!(
                    "return !!document.querySelector({shown:?}) && document.documentElement.lang"
                ),
                json!(lang),
            )
            .await?;
            let missing = b.count("[data-page=not-found]").await?;
            ensure!(
                missing == 0,
                format!("{path}: a page of the site"),
                0,
                missing
            );
            // Links of the page stay under the sub-path.
            let outside = b
                .js("return [...document.querySelectorAll('a[href^=\"/\"]')]\
                       .map(a => a.getAttribute('href')).filter(h => !h.startsWith('/tafl/'))")
                .await?;
            ensure!(
                outside == json!([]),
                format!("{path}: links outside /tafl/"),
                "[]",
                outside
            );
        }
        controlled(&b).await?;
        let scope = b
            .js("return navigator.serviceWorker.getRegistration().then(r => r.scope)")
            .await?;
        ensure!(
            scope == json!(format!("{}/tafl/", python.origin)),
            "the worker's scope on the sub-path",
            "/tafl/",
            scope
        );
        let manifest = b
            .js("return document.querySelector('link[rel=manifest]').href")
            .await?;
        ensure!(
            manifest == json!(format!("{}/tafl/manifest.webmanifest", python.origin)),
            "the manifest link on the sub-path",
            "/tafl/manifest.webmanifest",
            manifest
        );
        no_csp_violation(&b, "on the sub-path").await
    }
    .await;
    b.run(
        "deep_links_of_a_sub_path_build_load_on_a_plain_static_server",
        result,
    )
    .await;
}

#[tokio::test]
async fn no_page_and_no_game_breaks_the_content_security_policy() {
    let b = browser(DESKTOP).await;
    let result = async {
        watch_csp(&b).await?;
        for path in tafl::site::all_paths() {
            b.goto(&path).await?;
            app_rendered(&b, &format!("{path}: the page")).await?;
            no_csp_violation(&b, &format!("on {path}")).await?;
            let inline = b
                .js("return [...document.querySelectorAll('script:not([src])')]\
                       .filter(s => s.type !== 'application/json')\
                       .filter(s => s.textContent.trim() !== '').map(s => s.outerHTML.slice(0, 300))")
                .await?;
            // (Leptos leaves an empty `<script><!----></script>` marker,
            // which runs nothing; a page's texts are a JSON data block,
            // which no browser runs.)
            ensure!(
                inline == json!([]),
                format!("{path}: inline scripts with code"),
                "[]",
                inline
            );
        }
        // The watch catches what the policy blocks: an inline style
        // attribute set the way a `style="…"` in a view would be.
        b.js("document.querySelector('main').setAttribute('style', 'color: red'); return true")
            .await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (events, console) = csp_reports(&b).await?;
        ensure!(
            events.iter().any(|e| e.contains("style-src"))
                && console.iter().any(|m| m.contains("style-src")),
            "the watch reports an inline style attribute, by event and in the console",
            "a style-src violation in both",
            format!("events {events:?}, console {console:?}")
        );
        for id in GameId::ALL {
            b.goto(&format!("/en/play/{}", id.as_str())).await?;
            play_by_clicking(&b, id, 3).await?;
            no_csp_violation(&b, &format!("playing {id}")).await?;
        }
        // The policy is really there.
        let policy = b
            .js("return document.querySelector('meta[http-equiv=Content-Security-Policy]')?.content")
            .await?;
        ensure!(
            policy.as_str().is_some_and(|p| p.contains("script-src 'self' 'wasm-unsafe-eval'")
                && !p.contains("unsafe-inline")
                && !p.contains("'unsafe-eval'")),
            "the page's policy",
            "script-src 'self' 'wasm-unsafe-eval', nothing unsafe",
            policy
        );
        Ok(())
    }
    .await;
    b.run(
        "no_page_and_no_game_breaks_the_content_security_policy",
        result,
    )
    .await;
}

/// The service worker copies the site for offline play only once the page
/// has loaded, and downloads nothing the page has just fetched: from a host
/// that sends the cache headers the README advises, every file of the
/// first visit comes over the network once; the worker takes the
/// fingerprinted ones from the browser's cache and only revalidates the
/// page (a bodiless 304).
#[tokio::test]
async fn the_worker_downloads_nothing_the_page_fetched() {
    let host = Host::start_cacheable(root().join("dist"));
    let b = browser(DESKTOP).await;
    let result = async {
        open(&b, &host.url("/en/play/hnefatafl")).await?;
        controlled(&b).await?;
        b.wait_for(
            "every file of the build in the worker's cache",
            "return caches.keys().then(names => caches.open(names[0])).then(c => c.keys()) \
               .then(keys => keys.length === FILES_COUNT)"
                .replace("FILES_COUNT", &files_count()?.to_string())
                .as_str(),
            json!(true),
        )
        .await?;
        let log = host.log.lock().unwrap().clone();
        let downloads = |path: &str| log.iter().filter(|(p, s)| p == path && *s == 200).count();
        let page = b
            .js(
                "return [...document.querySelectorAll('link[href], script[src]')] \
                 .map(e => new URL(e.href || e.src).pathname) \
                 .filter(p => /-[0-9a-f]{12,16}(_bg)?\\.[a-z]+$/.test(p))",
            )
            .await?;
        let page: Vec<String> = page
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| p.as_str().map(String::from))
            .collect();
        ensure!(
            page.len() >= 4,
            "the page's fingerprinted files",
            ">= 4 (style, boot, app js and wasm)",
            format!("{page:?}")
        );
        for path in page
            .iter()
            .chain(std::iter::once(&"/en/play/hnefatafl".to_string()))
        {
            ensure!(
                downloads(path) == 1,
                format!("{path} came over the network once"),
                1,
                format!("{} ({log:?})", downloads(path))
            );
        }
        let at = |path: &str| log.iter().position(|(p, _)| p == path);
        let wasm = page
            .iter()
            .find(|p| p.ends_with(".wasm"))
            .cloned()
            .unwrap_or_default();
        ensure!(
            at("/sw.js") > at(&wasm),
            "the worker registered after the page's own files",
            format!("/sw.js after {wasm}"),
            format!("{log:?}")
        );
        Ok(())
    }
    .await;
    b.run("the_worker_downloads_nothing_the_page_fetched", result)
        .await;
}

/// How many files the build's worker copies (its `FILES` list).
fn files_count() -> Result<usize, String> {
    let sw = std::fs::read_to_string(root().join("dist/sw.js")).map_err(|e| e.to_string())?;
    let list = sw
        .split("const FILES = [")
        .nth(1)
        .and_then(|l| l.split("];").next())
        .ok_or("no FILES in sw.js")?;
    Ok(list.matches('"').count() / 2)
}

/// The endgame table of Fox and Geese with sideways steps is in no page's
/// load and not in the service worker's install: the AI worker fetches it
/// the first time a position needs it, the analysis says the exact result
/// (a draw that neither the bounded search nor the exact solver settles
/// within the worker's budget), and the table is kept: with the server off,
/// a fresh page and worker answer the same from it.
#[tokio::test]
async fn an_endgame_table_is_fetched_when_needed_and_kept_offline() {
    use tafl::analysis::{analysis_path, AnalysisTree, NodeId};
    use tafl::engine::Setup;
    const TABLE: &str = "/tables/fox-geese-sideways-on-5.v1.tbl.gz";
    let host = Host::start(root().join("dist"));
    let b = browser(DESKTOP).await;
    let result = async {
        let sideways = Options {
            sideways: true,
            ..Options::default()
        };
        // Four geese at the foot of the board, the fox in the middle.
        let text = "3/3/7/3F3/7/1G1/GGG f";
        let setup = Setup::parse(GameId::FoxGeese, sideways, text).map_err(|e| e.to_string())?;
        let game = AnyGame::from_setup(&setup).map_err(|e| e.to_string())?;
        ensure!(
            tafl::engine::solve::proved(&game, 15, 300_000).is_none(),
            "no proof within the worker's budget without the table",
            "none",
            "a proof"
        );
        let path = analysis_path("en", &AnalysisTree::new(game), NodeId::ROOT)
            .map_err(|e| e.to_string())?;
        open(&b, &host.url("/en/")).await?;
        controlled(&b).await?;
        let fetched = |host: &Host| {
            let log = host.log.lock().unwrap();
            log.iter().filter(|(p, s)| p == TABLE && *s == 200).count()
        };
        ensure!(
            fetched(&host) == 0,
            "the table, before any position needs it",
            "not fetched",
            fetched(&host)
        );
        for visit in ["online", "offline"] {
            if visit == "offline" {
                host.go_offline();
            }
            open(&b, &host.url(&path)).await?;
            b.wait_for(
                "the analysis board, run by the app",
                "return document.documentElement.dataset.app === 'ready'",
                json!(true),
            )
            .await?;
            let engine_on = b
                .js("return document.querySelectorAll('[data-testid=eval-score]').length")
                .await?;
            if engine_on == json!(0) {
                b.click_testid("engine-toggle").await?;
            }
            b.wait_within(
                Duration::from_secs(60),
                &format!("the exact result from the table, {visit}"),
                "return document.querySelector('[data-testid=eval-score]')?.textContent",
                json!("Drawn with best play (proved)"),
            )
            .await?;
        }
        ensure!(
            fetched(&host) == 1,
            "the table came over the network",
            "once",
            fetched(&host)
        );
        let kept = b
            .js("return caches.open('endgame-tables').then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))")
            .await?;
        ensure!(
            kept == json!([TABLE]),
            "the table kept by the service worker",
            TABLE,
            kept
        );
        Ok(())
    }
    .await;
    b.run(
        "an_endgame_table_is_fetched_when_needed_and_kept_offline",
        result,
    )
    .await;
}
