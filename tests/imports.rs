//! `scripts/imports` on small crates written for it: it passes a crate
//! whose folders keep to their layers, and fails (exit 1, naming the
//! paths) one whose folders import each other, one whose lower folder
//! imports a higher one, and one with a folder that no layer names. The
//! workspace itself passes (as `scripts/test` checks first).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A crate in its own temporary folder: `files` (path, text) under `src/`,
/// and `layers.md` holding a `layers` block of these lines.
fn crate_of(name: &str, files: &[(&str, &str)], layers: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-imports-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join("src").join(path);
        fs::create_dir_all(file.parent().expect("a folder")).expect("a temporary folder");
        fs::write(file, text).expect("written");
    }
    let block = format!("# Layers\n\n```layers\n{}\n```\n", layers.join("\n"));
    fs::write(dir.join("layers.md"), block).expect("written");
    dir
}

/// `python3 scripts/imports --layers <dir>/layers.md <dir>/src/lib.rs`:
/// its exit code and what it printed.
fn imports(dir: &Path) -> (i32, String) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/imports");
    let out = Command::new("python3")
        .arg(script)
        .arg("--layers")
        .arg(dir.join("layers.md"))
        .arg(dir.join("src/lib.rs"))
        .output()
        .expect("python3 runs");
    let printed = String::from_utf8_lossy(&out.stdout).into_owned();
    let _ = fs::remove_dir_all(dir);
    (out.status.code().expect("an exit code"), printed)
}

const LIB: &str = "pub mod base;\npub mod play;\npub mod saves;\n";
const BASE: &str = "pub fn sort() {}\n";
/// `play/` over `base/`, each file importing nothing of `saves/`.
const PLAY: &str = "pub mod game;\npub mod seats;\n";
const GAME: &str = "pub struct Game;\npub fn sorted() { crate::base::sort(); }\n";
const SEATS: &str = "pub struct Seat;\n";
/// `saves/` over `play/`.
const SAVES: &str = "pub mod entry;\npub mod ids;\n";
const ENTRY: &str = "use crate::play::game::Game;\npub struct Entry(pub Game);\n";
const IDS: &str = "pub fn id() -> u8 { 1 }\n";
const LAYERS: [&str; 3] = ["saves: saves", "domain: play", "base: base"];

fn files<'a>(changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut all = vec![
        ("lib.rs", LIB),
        ("base.rs", BASE),
        ("play/mod.rs", PLAY),
        ("play/game.rs", GAME),
        ("play/seats.rs", SEATS),
        ("saves/mod.rs", SAVES),
        ("saves/entry.rs", ENTRY),
        ("saves/ids.rs", IDS),
    ];
    for (path, text) in changes {
        match all.iter_mut().find(|(p, _)| p == path) {
            Some(file) => file.1 = text,
            None => all.push((path, text)),
        }
    }
    all
}

#[test]
fn folders_in_their_layers_pass() {
    let (code, printed) = imports(&crate_of("good", &files(&[]), &LAYERS));
    assert_eq!(code, 0, "{printed}");
    assert!(printed.contains("no cycle"), "{printed}");
}

#[test]
fn two_folders_that_import_each_other_fail_with_the_paths() {
    // seats.rs uses the saves' ids, entry.rs the play's game: no two files
    // import each other, but the folders do. In one layer, only the cycle
    // check sees it.
    let seats =
        "pub struct Seat(pub u8);\npub fn seat() -> Seat { Seat(crate::saves::ids::id()) }\n";
    let one_layer = ["domain: play saves", "base: base"];
    let (code, printed) = imports(&crate_of(
        "cycle",
        &files(&[("play/seats.rs", seats)]),
        &one_layer,
    ));
    assert_eq!(code, 1, "{printed}");
    assert!(
        printed.contains("a cycle of 2 folders") && printed.contains("play, saves"),
        "{printed}"
    );
    assert!(printed.contains("play/seats.rs -> "), "{printed}");
    assert!(
        printed.contains("saves/ids.rs   (crate::saves::ids::id)"),
        "{printed}"
    );
    assert!(printed.contains("saves/entry.rs -> "), "{printed}");
    assert!(!printed.contains("a cycle of 2 files"), "{printed}");
}

#[test]
fn a_folder_that_imports_a_higher_layer_fails() {
    let seats = "use crate::saves::ids::id;\npub fn seat() -> u8 { id() }\n";
    let entry = "pub struct Entry;\n";
    let (code, printed) = imports(&crate_of(
        "upward",
        &files(&[("play/seats.rs", seats), ("saves/entry.rs", entry)]),
        &LAYERS,
    ));
    assert_eq!(code, 1, "{printed}");
    assert!(
        printed.contains("play (domain) imports saves, of a higher layer (saves)"),
        "{printed}"
    );
    assert!(printed.contains("(crate::saves::ids::id)"), "{printed}");
}

#[test]
fn a_folder_no_layer_names_fails_and_so_does_a_layer_of_none() {
    let lib = "pub mod base;\npub mod play;\npub mod saves;\npub mod extra;\n";
    let (code, printed) = imports(&crate_of(
        "unnamed",
        &files(&[("lib.rs", lib), ("extra.rs", "pub fn more() {}\n")]),
        &["saves: saves", "domain: play gone", "base: base"],
    ));
    assert_eq!(code, 1, "{printed}");
    assert!(printed.contains("extra is in no layer"), "{printed}");
    assert!(printed.contains("names gone"), "{printed}");
}

#[test]
fn the_workspace_keeps_its_layers() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/imports");
    let out = Command::new("python3")
        .arg(script)
        .output()
        .expect("python3 runs");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{printed}");
}
