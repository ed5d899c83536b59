//! The test harness: a static file server over `dist/`, a headless
//! Chromium per test through chromedriver, and small DOM helpers.

#![allow(dead_code)]
use fantoccini::wd::WebDriverCompatibleCommand;
pub use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

pub type Outcome = Result<(), String>;

/// Fails the current check with what was expected and what was seen.
#[macro_export]
macro_rules! ensure {
    ($cond:expr, $what:expr, $expected:expr, $seen:expr) => {
        let holds: bool = $cond;
        if !holds {
            return Err(format!(
                "{}\n  expected: {}\n  seen:     {}",
                $what, $expected, $seen
            ));
        }
    };
}

// ---------------------------------------------------------------------------
// Static file server
// ---------------------------------------------------------------------------

/// One served request: path and status.
pub type Log = Arc<Mutex<Vec<(String, u16)>>>;

pub struct Server {
    pub origin: String,
    pub log: Log,
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The server for the whole test binary (threads end with the process).
pub fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| {
        let dist = root().join("dist");
        assert!(
            dist.join("index.html").is_file(),
            "expected a release build in {dist:?}: run `trunk build --release` first"
        );
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let log: Log = Arc::default();
        let thread_log = log.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let dist = dist.clone();
                let log = thread_log.clone();
                std::thread::spawn(move || {
                    let _ = serve_without(stream, &dist, &log, WITHOUT_WORKER);
                });
            }
        });
        Server { origin, log }
    })
}

pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        _ => "application/octet-stream",
    }
}

/// What the shared server leaves out: the service worker, so that every
/// page request of the tests reaches the server (and its log) instead of
/// the worker's cache. The offline tests (`offline.rs`) serve it from
/// servers of their own.
pub const WITHOUT_WORKER: &[&str] = &["/sw.js"];

/// Serves files from `dist` as a plain static host does: `/a/b/` is
/// `a/b/index.html`, `/a/b` is the file `a/b` or, if that is a folder,
/// `a/b/index.html`; anything else is 404 with `404.html` as the body.
pub fn serve(stream: TcpStream, dist: &Path, log: &Log) -> std::io::Result<()> {
    serve_without(stream, dist, log, &[])
}

/// Serves `dir` as a real static host does, with the cache headers the
/// README advises: fingerprinted files (`main-34ed1abb545cec89.css`) are
/// immutable for a year, everything else must be revalidated, with an ETag
/// (the file's content hash) and a bodiless `304 Not Modified` when the
/// browser's copy is current. The log records every request's status, so
/// a test can tell a download (200) from a revalidation (304).
pub fn serve_cacheable(stream: TcpStream, dir: &Path, log: &Log) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut stream = stream;
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line)? == 0 {
            return Ok(());
        }
        let mut line = String::new();
        let mut if_none_match = None;
        while reader.read_line(&mut line)? > 2 {
            if let Some((name, value)) = line.split_once(':') {
                if name.eq_ignore_ascii_case("if-none-match") {
                    if_none_match = Some(value.trim().to_string());
                }
            }
            line.clear();
        }
        let target = request_line.split_whitespace().nth(1).unwrap_or("/");
        let path = target.split(['?', '#']).next().unwrap_or("/").to_string();
        let mut file = dir.join(path.trim_start_matches('/'));
        if file.is_dir() {
            file = file.join("index.html");
        }
        let found = !path.split('/').any(|s| s == "..") && file.is_file();
        let body = if found {
            std::fs::read(&file)?
        } else {
            std::fs::read(dir.join("404.html")).unwrap_or_default()
        };
        let etag = format!(
            "\"{:016x}\"",
            body.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
        );
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let fingerprinted = name
            .split(['.', '_'])
            .next()
            .and_then(|stem| stem.rsplit('-').next())
            .is_some_and(|tail| tail.len() >= 12 && tail.chars().all(|c| c.is_ascii_hexdigit()));
        let cache = if fingerprinted {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        let status = match (found, if_none_match.as_deref() == Some(etag.as_str())) {
            (true, true) => 304,
            (true, false) => 200,
            (false, _) => 404,
        };
        log.lock().unwrap().push((path, status));
        let kind = if found {
            content_type(&file)
        } else {
            "text/html; charset=utf-8"
        };
        let body: &[u8] = if status == 304 { &[] } else { &body };
        write!(
            stream,
            "HTTP/1.1 {status} X\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
             Cache-Control: {cache}\r\nETag: {etag}\r\n\r\n",
            body.len()
        )?;
        stream.write_all(body)?;
        stream.flush()?;
    }
}

/// [`serve`], answering 404 for the paths of `withheld`.
pub fn serve_without(
    stream: TcpStream,
    dist: &Path,
    log: &Log,
    withheld: &[&str],
) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut stream = stream;
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line)? == 0 {
            return Ok(());
        }
        let mut line = String::new();
        while reader.read_line(&mut line)? > 2 {
            line.clear();
        }
        let target = request_line.split_whitespace().nth(1).unwrap_or("/");
        let path = target.split(['?', '#']).next().unwrap_or("/").to_string();
        let safe = !path.split('/').any(|s| s == "..") && !withheld.contains(&path.as_str());
        let mut file = dist.join(path.trim_start_matches('/'));
        if file.is_dir() {
            file = file.join("index.html");
        }
        let (status, body, kind) = if safe && file.is_file() {
            (200, std::fs::read(&file)?, content_type(&file))
        } else {
            let page = std::fs::read(dist.join("404.html")).unwrap_or_default();
            (404, page, "text/html; charset=utf-8")
        };
        log.lock().unwrap().push((path, status));
        let reason = if status == 200 { "OK" } else { "Not Found" };
        write!(
            stream,
            "HTTP/1.1 {status} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
             Cache-Control: no-store\r\n\r\n",
            body.len()
        )?;
        stream.write_all(&body)?;
        stream.flush()?;
    }
}

// ---------------------------------------------------------------------------
// Browser
// ---------------------------------------------------------------------------

/// A chromedriver process with one headless Chromium session; both end
/// when it is dropped.
pub struct Browser {
    client: Option<Client>,
    driver: Child,
    profile: PathBuf,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        // Chromium outlives a killed chromedriver (a session never closed,
        // a test that panicked): its processes are found by their profile,
        // which is this browser's alone, so none is left running.
        let _ = Command::new("pkill")
            .arg("-f")
            .arg(format!("user-data-dir={}", self.profile.display()))
            .status();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// How the browser window looks.
#[derive(Clone, Copy)]
pub struct Window {
    pub width: u32,
    pub height: u32,
    /// A phone: Chromium's mobile emulation (a plain headless window is at
    /// least 500 px wide).
    pub phone: bool,
    pub dark: bool,
}

/// A phone held upright (390×844, touch): the width the screenshots and
/// the phone checks use.
pub const PHONE: Window = Window {
    width: 390,
    height: 844,
    phone: true,
    dark: false,
};

/// A desktop window (1280×900, mouse).
pub const DESKTOP: Window = Window {
    width: 1280,
    height: 900,
    phone: false,
    dark: false,
};

pub async fn browser(window: Window) -> Browser {
    let Window {
        width,
        height,
        phone,
        dark,
    } = window;
    let driver_path = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let port = free_port();
    let driver = Command::new(&driver_path)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("expected chromedriver at {driver_path:?}: {e}"));
    let profile = std::env::temp_dir().join(format!("tafl-e2e-{}-{port}", std::process::id()));
    let mut browser = Browser {
        client: None,
        driver,
        profile,
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "chromedriver did not listen on {port}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut args = vec!["--headless".to_string()]
        .into_iter()
        .chain(
            [
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--lang=en-US",
                "--hide-scrollbars",
            ]
            .map(String::from),
        )
        .collect::<Vec<_>>();
    args.push(format!("--window-size={width},{height}"));
    args.push(format!("--user-data-dir={}", browser.profile.display()));
    if dark {
        args.push("--force-dark-mode".into());
    }
    let mut options = json!({
        "binary": chromium,
        "args": args,
        "prefs": { "intl.accept_languages": "en-US,en" },
    });
    if phone {
        options["mobileEmulation"] = json!({
            "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2.0, "touch": true }
        });
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".into(), options);
    // The console log, read back through chromedriver (CSP reports, errors).
    caps.insert("goog:loggingPrefs".into(), json!({ "browser": "ALL" }));
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .unwrap_or_else(|e| panic!("expected a Chromium session: {e}"));
    browser.client = Some(client);
    browser
}

impl Browser {
    pub fn client(&self) -> &Client {
        self.client.as_ref().expect("connected")
    }

    pub async fn goto(&self, path: &str) -> Outcome {
        let url = format!("{}{path}", server().origin);
        self.client()
            .goto(&url)
            .await
            .map_err(|e| format!("open {url}: {e}"))
    }

    pub async fn js(&self, script: &str) -> Result<Value, String> {
        self.client()
            .execute(script, vec![])
            .await
            .map_err(|e| format!("script {script:?}: {e}"))
    }

    /// Waits until `script` returns `expected`; fails with the last value.
    pub async fn wait_for(&self, what: &str, script: &str, expected: Value) -> Outcome {
        self.wait_within(Duration::from_secs(20), what, script, expected)
            .await
    }

    /// [`Browser::wait_for`] with its own limit, for what a loaded machine
    /// does slowly by design (a service worker caching the whole site).
    pub async fn wait_within(
        &self,
        limit: Duration,
        what: &str,
        script: &str,
        expected: Value,
    ) -> Outcome {
        let deadline = Instant::now() + limit;
        loop {
            let seen = self.js(script).await.unwrap_or(Value::Null);
            if seen == expected {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "{what}\n  expected: {expected}\n  seen:     {seen}\n  (script: {script})"
                ));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn wait_for_path(&self, path: &str) -> Outcome {
        self.wait_for("the page address", "return location.pathname", json!(path))
            .await
    }

    /// Counts elements matching `selector`.
    pub async fn count(&self, selector: &str) -> Result<u64, String> {
        let script = format!("return document.querySelectorAll({selector:?}).length");
        self.js(&script)
            .await
            .map(|v| v.as_u64().unwrap_or(u64::MAX))
    }

    pub async fn text(&self, selector: &str) -> Result<String, String> {
        let script = format!(
            "const e = document.querySelector({selector:?}); return e ? e.textContent.trim() : null"
        );
        Ok(self
            .js(&script)
            .await?
            .as_str()
            .unwrap_or("<missing>")
            .to_string())
    }

    pub async fn screenshot(&self, path: &Path) {
        if let Ok(png) = self.client().screenshot().await {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = std::fs::write(path, png);
        }
    }

    /// Runs a test body; on failure saves a screenshot and panics with the
    /// message.
    pub async fn run(mut self, name: &str, result: Outcome) {
        // A text its page does not hold (src/app/render/texts.rs) shows
        // empty and marks the page: a failure wherever a test meets one.
        let missing = match &result {
            Ok(()) => self
                .js("return document.documentElement.dataset.missingText || null")
                .await
                .unwrap_or(Value::Null),
            Err(_) => Value::Null,
        };
        let result = match missing {
            Value::Null => result,
            id => Err(format!(
                "the page lacks text number {id} of its table (src/app/render/texts.rs)"
            )),
        };
        if let Err(message) = result {
            let shot = root()
                .join("tests/e2e-artifacts")
                .join(format!("{name}.png"));
            self.screenshot(&shot).await;
            let url = self
                .client()
                .current_url()
                .await
                .map(|u| u.to_string())
                .unwrap_or_default();
            if let Some(client) = self.client.take() {
                let _ = client.close().await;
            }
            panic!("{name} failed at {url}\n{message}\n  screenshot: {shot:?}");
        }
        if let Some(client) = self.client.take() {
            let _ = client.close().await;
        }
    }
}

/// A game's id, its number of points and its start pieces with counts.
pub type GameFacts = (&'static str, u64, &'static [(&'static str, u64)]);

/// The start position of each game, as the home page must draw it.
pub const GAMES: [GameFacts; 7] = [
    ("fox-geese", 33, &[("fox", 1), ("goose", 13)]),
    ("two-foxes", 33, &[("fox", 2), ("goose", 20)]),
    ("great-cross", 45, &[("fox", 1), ("goose", 18)]),
    (
        "hnefatafl",
        121,
        &[("attacker", 24), ("defender", 12), ("king", 1)],
    ),
    (
        "brandubh",
        49,
        &[("attacker", 8), ("defender", 4), ("king", 1)],
    ),
    (
        "tablut",
        81,
        &[("attacker", 16), ("defender", 8), ("king", 1)],
    ),
    (
        "hnefatafl-13",
        169,
        &[("attacker", 32), ("defender", 16), ("king", 1)],
    ),
];

/// Checks that the board in `scope` has the points and start pieces of
/// `game`.
pub async fn check_board(b: &Browser, scope: &str, game: &str) -> Outcome {
    let (_, points, pieces) = GAMES
        .iter()
        .find(|(g, _, _)| *g == game)
        .expect("known game");
    let seen = b.count(&format!("{scope} svg [data-point]")).await?;
    ensure!(
        seen == *points,
        format!("{game}: board points in {scope}"),
        points,
        seen
    );
    for (piece, n) in pieces.iter() {
        let seen = b
            .count(&format!("{scope} svg [data-piece={piece}]"))
            .await?;
        ensure!(
            seen == *n,
            format!("{game}: {piece} pieces in {scope}"),
            n,
            seen
        );
    }
    let total: u64 = pieces.iter().map(|(_, n)| n).sum();
    let seen = b.count(&format!("{scope} svg [data-piece]")).await?;
    ensure!(
        seen == total,
        format!("{game}: all pieces in {scope}"),
        total,
        seen
    );
    // Every piece stands on a point of its board.
    let script = format!(
        "const s = document.querySelector({:?}); if (!s) return -1; \
         return [...s.querySelectorAll('[data-piece]')].filter(p => \
           !s.querySelector(`[data-point=\"${{p.dataset.at}}\"]`)).length",
        format!("{scope} svg")
    );
    let stray = b.js(&script).await?;
    ensure!(
        stray == json!(0),
        format!("{game}: pieces on points that do not exist"),
        0,
        stray
    );
    Ok(())
}

pub fn served(path: &str) -> Option<u16> {
    server()
        .log
        .lock()
        .unwrap()
        .iter()
        .rev()
        .find(|(p, _)| p == path)
        .map(|(_, s)| *s)
}

// ---------------------------------------------------------------------------
// Raw chromedriver commands: CDP and the browser log
// ---------------------------------------------------------------------------

/// A POST to `/session/{id}/{path}` with a JSON body.
#[derive(Debug)]
pub struct Raw {
    pub path: &'static str,
    pub body: Value,
}

impl WebDriverCompatibleCommand for Raw {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/{}", session.unwrap_or(""), self.path))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.body.to_string()))
    }
}

/// Sends a raw chromedriver command (e.g. `goog/cdp/execute` with a CDP
/// command, or `se/log`) and returns its value.
pub async fn raw(b: &Browser, path: &'static str, body: Value) -> Result<Value, String> {
    b.client()
        .issue_cmd(Raw { path, body })
        .await
        .map_err(|e| format!("chromedriver {path}: {e}"))
}

/// My games as the record tests use it.
impl Browser {
    /// Pastes `text` in My games' import box and opens the game it saved
    /// on the analysis board, whose move tree then shows `nodes` moves.
    pub async fn import_and_analyse(&self, text: &str, nodes: usize) -> Outcome {
        self.goto("/en/games").await?;
        self.wait_for(
            "the games page",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        let before = self
            .count("[data-action=analyse-imported]")
            .await
            .unwrap_or(0);
        ensure!(before == 0, "no import yet", 0, before);
        let script = format!(
            "document.querySelector('[data-testid=import]').open = true; \
             const t = document.querySelector('[data-testid=import-text]'); t.value = {}; \
             t.dispatchEvent(new Event('input', {{ bubbles: true }})); \
             document.querySelector('[data-action=import]').click(); return true",
            serde_json::to_string(text).map_err(|e| e.to_string())?
        );
        self.js(&script).await?;
        self.wait_for(
            "the import's analysis link",
            "const e = document.querySelector('[data-testid=import-error]'); \
             if (e) return e.textContent; \
             return document.querySelectorAll('[data-action=analyse-imported]').length",
            json!(1),
        )
        .await?;
        self.js("document.querySelector('[data-action=analyse-imported]').click()")
            .await?;
        self.wait_for(
            "the imported game on the analysis board",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length",
            json!(nodes),
        )
        .await
    }
}

/// The typed-move box's message (an alert under the board).
pub const TYPED_MESSAGE: &str =
    "return document.querySelector('[data-testid=typed-move-message]').textContent";

/// The typed-move box under the board, as a person uses it.
impl Browser {
    /// Types `text` into the box (emptied first: a refused move stays in
    /// it) and presses Enter, through WebDriver's keys.
    pub async fn type_move(&self, text: &str) -> Outcome {
        let input = self
            .client()
            .find(Locator::Css("[data-testid=typed-move-input]"))
            .await
            .map_err(|e| format!("find the typed-move box: {e}"))?;
        self.client()
            .execute(
                "arguments[0].scrollIntoView({block: 'center'})",
                vec![serde_json::to_value(&input).map_err(|e| e.to_string())?],
            )
            .await
            .map_err(|e| format!("scroll to the typed-move box: {e}"))?;
        input
            .clear()
            .await
            .map_err(|e| format!("empty the typed-move box: {e}"))?;
        input
            .send_keys(&format!("{text}\u{E007}"))
            .await
            .map_err(|e| format!("type {text:?}: {e}"))
    }
}
