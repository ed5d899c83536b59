//! The static-hosting files agree with the site's routes (src/site.rs).

use std::path::Path;
use tafl::engine::GameId;
use tafl::site;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full:?}: {e}"))
}

/// The value of `NAME="..."` in a shell script.
fn shell_list(script: &str, name: &str) -> Vec<String> {
    let line = script
        .lines()
        .find(|l| l.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("expected a {name}= line"));
    line.split_once('=')
        .unwrap()
        .1
        .trim_matches('"')
        .split_whitespace()
        .map(String::from)
        .collect()
}

#[test]
fn route_copies_cover_every_language_and_game() {
    let script = read("scripts/route-copies");
    let langs = shell_list(&script, "LANGS");
    assert_eq!(langs, site::LANGS, "LANGS in scripts/route-copies");
    let games = shell_list(&script, "GAMES");
    let expected: Vec<_> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    assert_eq!(games, expected, "GAMES in scripts/route-copies");
    // Every site page is one of the forms the script writes.
    let mut written = Vec::new();
    for lang in &langs {
        written.push(format!("/{lang}/"));
        written.push(format!("/{lang}/games"));
        for game in &games {
            written.push(format!("/{lang}/play/{game}"));
            written.push(format!("/{lang}/rules/{game}"));
        }
    }
    for path in site::all_paths().into_iter().filter(|p| p != "/") {
        assert!(written.contains(&path), "{path} has no index.html copy");
    }
    for pattern in [
        "$lang/games",
        "$lang/play/$game",
        "$lang/rules/$game",
        "404.html",
    ] {
        assert!(
            script.contains(pattern),
            "expected {pattern} in scripts/route-copies"
        );
    }
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
    assert!(trunk.contains("scripts/route-copies"));
    let setup = read("scripts/setup");
    assert!(
        setup.contains(&format!("WASM_BINDGEN_VERSION={bindgen}")),
        "scripts/setup must install wasm-bindgen-cli {bindgen}"
    );
}
