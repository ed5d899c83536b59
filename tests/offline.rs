//! The offline and security files agree with each other: the manifest and
//! its icons, the CSP of index.html, and the post-build hook that writes the
//! service worker after the route copies. (The behaviour itself is tested
//! in the browser: tests/e2e/offline.rs.)

use serde_json::Value;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    let full = root().join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full:?}: {e}"))
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(path: &str) -> (u32, u32) {
    let bytes = std::fs::read(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{path} is a PNG");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn the_manifest_works_from_any_base_path_and_its_icons_exist() {
    let manifest: Value = serde_json::from_str(&read("public/manifest.webmanifest")).unwrap();
    for key in [
        "name",
        "short_name",
        "description",
        "theme_color",
        "background_color",
    ] {
        assert!(
            manifest[key].as_str().is_some_and(|v| !v.is_empty()),
            "manifest {key}"
        );
    }
    assert_eq!(manifest["display"], "standalone");
    // Relative to the manifest's own URL, so a sub-path build needs no edit.
    assert_eq!(manifest["start_url"], "./");
    assert_eq!(manifest["scope"], "./");
    // The page colour of style/main.css.
    let css = read("style/main.css");
    let theme = manifest["theme_color"].as_str().unwrap();
    assert!(
        css.contains(&format!("--bg: {theme};")),
        "theme_color {theme}"
    );
    let icons = manifest["icons"].as_array().expect("icons");
    let mut purposes = vec![];
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        assert!(!src.starts_with('/'), "{src} must be relative");
        let file = format!("public/{src}");
        if let Some((w, h)) = icon["sizes"]
            .as_str()
            .and_then(|s| s.split_once('x'))
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        {
            assert_eq!(png_size(&file), (w, h), "{file}");
            purposes.push((w, icon["purpose"].as_str().unwrap_or("any").to_string()));
        } else {
            assert!(root().join(&file).is_file(), "{file}");
        }
    }
    for wanted in [(192, "any"), (512, "any"), (512, "maskable")] {
        assert!(
            purposes.contains(&(wanted.0, wanted.1.to_string())),
            "a {wanted:?} PNG icon"
        );
    }
}

#[test]
fn index_html_sets_a_strict_policy_and_has_nothing_inline() {
    let html = read("index.html");
    let policy = html
        .split("http-equiv=\"Content-Security-Policy\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a CSP meta tag");
    for directive in [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
    ] {
        assert!(policy.contains(directive), "CSP: {directive}");
    }
    for unsafe_source in ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:"] {
        assert!(
            !policy.contains(unsafe_source),
            "CSP allows {unsafe_source}"
        );
    }
    assert!(!html.contains(" style="), "an inline style attribute");
    // Every script has a src (trunk's inline loader is off).
    for script in html.split("<script").skip(1) {
        let tag = script.split('>').next().unwrap();
        assert!(tag.contains("src="), "an inline <script{tag}>");
    }
    let trunk = read("Trunk.toml");
    assert!(
        trunk.contains("pattern_script = \"\""),
        "Trunk.toml must drop trunk's inline loader script"
    );
    assert!(html.contains("rel=\"manifest\" href=\"manifest.webmanifest\""));
}

#[test]
fn the_service_worker_is_written_after_the_pages() {
    let trunk = read("Trunk.toml");
    // Trunk runs the hooks of one stage concurrently: one hook, in order.
    assert_eq!(
        trunk.matches("stage = \"post_build\"").count(),
        1,
        "one post_build hook"
    );
    assert!(trunk.contains("\"scripts/post-build\""));
    let pipeline = read("scripts/post-build");
    assert!(
        pipeline.contains(
            "for step in minify-js puzzles endgame-tables prerender service-worker compress; do"
        ),
        "the JS minified, then the puzzles, the endgame tables and the pages, then the service worker, then the gzip copies"
    );
    let script = read("scripts/service-worker");
    assert!(script.contains("web/sw.js"));
    let sw = read("web/sw.js");
    for part in [
        "__CACHE__",
        "__FILES__",
        "__TABLES__",
        "skipWaiting",
        "clients.claim",
        "404.html",
    ] {
        assert!(sw.contains(part), "web/sw.js: {part}");
    }
}

/// The tables the worker asks for are those the build writes: the list of
/// `src/protocol/tables.rs` and that of `scripts/endgame-tables` name the
/// same files.
#[test]
fn the_worker_asks_for_the_endgame_tables_the_build_writes() {
    let script = read("scripts/endgame-tables");
    let mut built: Vec<String> = script
        .lines()
        .skip_while(|l| !l.starts_with("tables=("))
        .skip(1)
        .take_while(|l| !l.starts_with(')'))
        .map(|line| {
            let words: Vec<&str> = line.trim().trim_matches('"').split(' ').collect();
            let [game, options, geese] = words.as_slice() else {
                panic!("a table line of three words: {line}");
            };
            let options = match *options {
                "-" => "sideways-off".to_string(),
                other => other.replace('=', "-"),
            };
            format!("tables/{game}-{options}-{geese}")
        })
        .collect();
    let mut asked: Vec<String> = tafl::protocol::tables::ENDGAME_TABLES
        .iter()
        .map(|t| {
            let path = t.path().expect("a game with a table");
            let stem = path.split(".v").next().expect("a versioned name");
            stem.to_string()
        })
        .collect();
    built.sort();
    asked.sort();
    assert_eq!(built.len(), 2, "{built:?}");
    assert_eq!(built, asked);
}
