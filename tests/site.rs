//! The static-hosting files agree with the site's routes (src/site.rs).

use std::path::Path;
use tafl::engine::GameId;
use tafl::site;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full:?}: {e}"))
}

/// Every page is written to its own file (src/bin/prerender.rs writes the
/// files `site::all_pages` names): each address of the site has a file a
/// plain static host finds for it, and the files are all different.
#[test]
fn every_page_has_a_file_at_its_address() {
    let pages = site::all_pages();
    let mut files: Vec<&str> = pages.iter().map(|(_, _, f)| f.as_str()).collect();
    files.sort_unstable();
    files.dedup();
    assert_eq!(files.len(), pages.len(), "two pages written to one file");
    for path in site::all_paths() {
        let file = format!("{}index.html", path.trim_start_matches('/'));
        let file = if file.starts_with("index.html") || path.ends_with('/') {
            file
        } else {
            format!("{}/index.html", path.trim_start_matches('/'))
        };
        assert!(
            files.contains(&file.as_str()),
            "{path}: no {file} among {files:?}"
        );
    }
    for lang in site::LANGS {
        for game in GameId::ALL {
            assert!(site::all_paths().contains(&site::play_path(lang, game)));
            assert!(site::all_paths().contains(&site::rules_path(lang, game)));
            assert!(site::all_paths().contains(&site::analysis_path(lang, game)));
        }
        assert!(files.contains(&format!("{lang}/404.html").as_str()));
    }
    assert!(files.contains(&"404.html"));
}

#[test]
fn trunk_pins_the_tools_and_runs_the_hook() {
    let trunk = read("Trunk.toml");
    let lock = read("Cargo.lock");
    let bindgen = lock
        .split("[[package]]")
        .find(|p| p.contains("name = \"wasm-bindgen\"\n"))
        .and_then(|p| p.lines().find(|l| l.starts_with("version = ")))
        .map(|l| {
            l.trim_start_matches("version = ")
                .trim_matches('"')
                .to_string()
        })
        .expect("wasm-bindgen in Cargo.lock");
    assert!(
        trunk.contains(&format!("wasm_bindgen = \"{bindgen}\"")),
        "Trunk.toml must pin wasm_bindgen = \"{bindgen}\" (Cargo.lock)"
    );
    assert!(trunk.contains("wasm_opt = \"version_132\""));
    assert!(trunk.contains("scripts/post-build"));
    let setup = read("scripts/setup");
    assert!(
        setup.contains(&format!("WASM_BINDGEN_VERSION={bindgen}")),
        "scripts/setup must install wasm-bindgen-cli {bindgen}"
    );
}
