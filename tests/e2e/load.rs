//! The first load on a slow phone, measured (a benchmark, not a check: it
//! prints figures and fails only when a page does not load at all).
//!
//! Each run is a new browser with an empty cache, a 390×844 phone screen,
//! the network at 150 ms latency and 200 kB/s each way, and the CPU slowed
//! 4×. The build is served with gzip, as a real host serves it. Three runs
//! per page; the medians are printed with the bytes that came over the
//! network. Each play page is loaded twice over: by a first-time visitor,
//! and by a returning one whose browser holds a game with a friend by
//! link, a timed game and rated games (the saves of tests/data/saved-texts.txt;
//! the timed game, the latest, is resumed) and the switch an earlier build
//! remembered once a person had played those (`tafl.full-page`), still
//! empty of cached files.
//!
//!     bash scripts/bench-load                       # dist/
//!     TAFL_BENCH_DIST=/tmp/other-dist bash scripts/bench-load
//!     TAFL_BENCH_PAGES="/en/ /en/play/hnefatafl" bash scripts/bench-load
//!
//! Figures, in milliseconds from the start of navigation:
//! - `fcp`: first contentful paint;
//! - `visible`: the first frame with the page's own content on screen (the
//!   page heading, a board, or the rules text);
//! - `interactive`: the page's scripts have started: the site script
//!   (`data-site="ready"`), and on the pages with the app the app
//!   (`data-app="ready"`); on builds before those marks, trunk's
//!   `TrunkApplicationStarted` event.

use crate::harness::*;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Serves `dir` as a static host does, with gzip for text and wasm.
pub(crate) fn gzip_server(dir: PathBuf) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let origin = format!("http://{}", listener.local_addr().expect("address"));
    let cache: Arc<Mutex<HashMap<PathBuf, Vec<u8>>>> = Arc::default();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let dir = dir.clone();
            let cache = cache.clone();
            std::thread::spawn(move || {
                let _ = serve_gzip(stream, &dir, &cache);
            });
        }
    });
    origin
}

/// The gzip (-9) of a file, computed once.
fn gzipped(file: &Path, cache: &Mutex<HashMap<PathBuf, Vec<u8>>>) -> std::io::Result<Vec<u8>> {
    if let Some(hit) = cache.lock().expect("cache").get(file) {
        return Ok(hit.clone());
    }
    let out = Command::new("gzip")
        .args(["-9", "-n", "-c"])
        .arg(file)
        .output()?;
    cache
        .lock()
        .expect("cache")
        .insert(file.to_path_buf(), out.stdout.clone());
    Ok(out.stdout)
}

fn serve_gzip(
    stream: TcpStream,
    dir: &Path,
    cache: &Mutex<HashMap<PathBuf, Vec<u8>>>,
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
        let path = target.split(['?', '#']).next().unwrap_or("/");
        let mut file = dir.join(path.trim_start_matches('/'));
        if file.is_dir() {
            file = file.join("index.html");
        }
        let (status, file) = if !path.contains("..") && file.is_file() {
            (200, file)
        } else {
            (404, dir.join("404.html"))
        };
        let kind = content_type(&file);
        let compress = !kind.starts_with("image/png");
        let body = if compress {
            gzipped(&file, cache)?
        } else {
            std::fs::read(&file)?
        };
        let encoding = if compress {
            "Content-Encoding: gzip\r\n"
        } else {
            ""
        };
        write!(
            stream,
            "HTTP/1.1 {status} OK\r\nContent-Type: {kind}\r\n{encoding}Content-Length: {}\r\n\
             Cache-Control: no-cache\r\n\r\n",
            body.len()
        )?;
        stream.write_all(&body)?;
        stream.flush()?;
    }
}

/// Records the marks of the load into `window.__load` (installed before
/// any script of the page runs).
const WATCH: &str = r#"
(() => {
  const marks = {};
  window.__load = marks;
  const at = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  addEventListener('TrunkApplicationStarted', () => at('started'));
  const frame = () => {
    const content = document.querySelector(
      'main h1, main svg [data-point], main .rules-section p');
    if (content && content.getBoundingClientRect().height > 0) at('visible');
    const root = document.documentElement;
    if (root.dataset.site === 'ready') at('site');
    if (root.dataset.app === 'ready') at('app');
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
"#;

/// One load's figures, in ms, and the bytes it transferred.
#[derive(Debug, Clone, Copy)]
struct Figures {
    fcp: f64,
    visible: f64,
    interactive: f64,
    bytes: f64,
}

pub(crate) async fn cdp(b: &Browser, cmd: &str, params: Value) -> Result<Value, String> {
    raw(
        b,
        "goog/cdp/execute",
        json!({ "cmd": cmd, "params": params }),
    )
    .await
}

/// The saves a returning visitor's browser holds (ids of
/// tests/data/saved-texts.txt): a game with a friend by link, a timed game,
/// a rated game and a rated timed game, all of Hnefatafl.
const RETURNING_SAVES: [&str; 4] = ["c1", "tmd1", "rtd1", "tmd2"];

/// A script that fills the storage of a returning visitor before the
/// page's own scripts run (once: a reload keeps what the page wrote).
fn returning_visitor() -> String {
    let texts = std::fs::read_to_string(root().join("tests/data/saved-texts.txt"))
        .expect("tests/data/saved-texts.txt");
    let saves: Vec<(String, String)> = texts
        .lines()
        .filter(|line| line.starts_with('{'))
        .filter_map(|line| {
            let save: Value = serde_json::from_str(line).ok()?;
            let id = save["id"].as_str()?.to_string();
            RETURNING_SAVES
                .contains(&id.as_str())
                .then(|| (format!("tafl.save.{id}"), line.to_string()))
        })
        .chain([("tafl.full-page".to_string(), "on".to_string())])
        .collect();
    assert_eq!(
        saves.len(),
        RETURNING_SAVES.len() + 1,
        "every save of a returning visitor"
    );
    format!(
        "if (!sessionStorage.getItem('tafl.bench-seeded')) {{ \
           for (const [k, v] of {}) localStorage.setItem(k, v); \
           sessionStorage.setItem('tafl.bench-seeded', '1'); }}",
        serde_json::to_string(&saves).expect("JSON")
    )
}

/// Loads `url` once in a fresh phone browser under the throttling, as a
/// first-time visitor or (`returning`) as a returning one.
async fn load_once(url: &str, returning: bool) -> Result<Figures, String> {
    let b = browser(PHONE).await;
    let result = async {
        cdp(&b, "Network.enable", json!({})).await?;
        cdp(
            &b,
            "Network.emulateNetworkConditions",
            json!({ "offline": false, "latency": 150,
                    "downloadThroughput": 200_000, "uploadThroughput": 200_000 }),
        )
        .await?;
        cdp(&b, "Emulation.setCPUThrottlingRate", json!({ "rate": 4 })).await?;
        cdp(
            &b,
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": WATCH }),
        )
        .await?;
        if returning {
            cdp(
                &b,
                "Page.addScriptToEvaluateOnNewDocument",
                json!({ "source": returning_visitor() }),
            )
            .await?;
        }
        b.client()
            .goto(url)
            .await
            .map_err(|e| format!("open {url}: {e}"))?;
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let seen = b
                .js("const m = window.__load || {}; \
                     const wants_app = document.body && document.body.dataset.app === 'page'; \
                     const marked = document.body && 'route' in document.body.dataset; \
                     const done = 'fcp' in m && 'visible' in m && \
                       (marked ? ('site' in m && (!wants_app || 'app' in m)) : 'started' in m); \
                     const bytes = performance.getEntriesByType('navigation') \
                       .concat(performance.getEntriesByType('resource')) \
                       .reduce((s, e) => s + (e.transferSize || 0), 0); \
                     return { done, m, bytes };")
                .await?;
            if seen["done"] == json!(true) {
                let m = &seen["m"];
                let get = |k: &str| m[k].as_f64().unwrap_or(f64::NAN);
                let interactive = ["visible", "site", "app", "started"]
                    .into_iter()
                    .map(get)
                    .filter(|v| v.is_finite())
                    .fold(0.0, f64::max);
                return Ok(Figures {
                    fcp: get("fcp"),
                    visible: get("visible"),
                    interactive,
                    bytes: seen["bytes"].as_f64().unwrap_or(0.0),
                });
            }
            if Instant::now() > deadline {
                return Err(format!("{url}: the load did not finish: {seen}"));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    .await;
    drop(b);
    result
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    values[values.len() / 2]
}

#[tokio::test]
#[ignore = "a benchmark: run by scripts/bench-load"]
async fn first_load_on_a_slow_phone() {
    let dist = std::env::var("TAFL_BENCH_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root().join("dist"));
    let pages = std::env::var("TAFL_BENCH_PAGES")
        .unwrap_or_else(|_| "/en/ /fr/rules/hnefatafl /en/play/hnefatafl".into());
    let runs: usize = std::env::var("TAFL_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    let origin = gzip_server(dist.clone());
    println!(
        "first load of {} ({runs} runs each, median): phone 390x844, 150 ms, 200 kB/s, CPU 4x slower, gzip",
        dist.display()
    );
    println!(
        "{:<28} {:<10} {:>8} {:>9} {:>12} {:>10}",
        "page", "visitor", "fcp ms", "visible", "interactive", "KB moved"
    );
    for page in pages.split_whitespace() {
        let visitors: &[bool] = match page.contains("/play/") {
            true => &[false, true],
            false => &[false],
        };
        for &returning in visitors {
            let mut all = Vec::new();
            for _ in 0..runs {
                let figures = load_once(&format!("{origin}{page}"), returning)
                    .await
                    .unwrap_or_else(|e| panic!("{e}"));
                all.push(figures);
            }
            let pick = |f: fn(&Figures) -> f64| median(all.iter().map(f).collect());
            println!(
                "{:<28} {:<10} {:>8.0} {:>9.0} {:>12.0} {:>10.0}",
                page,
                if returning { "returning" } else { "first" },
                pick(|f| f.fcp),
                pick(|f| f.visible),
                pick(|f| f.interactive),
                pick(|f| f.bytes) / 1000.0
            );
        }
    }
}
