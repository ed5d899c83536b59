//! Build script:
//! - puts the short git commit into `TAFL_COMMIT` for the footer
//!   (`unknown` when git or the repository is absent);
//! - compiles `locales/*.json` into the typed `i18n` module of the web app
//!   (leptos_i18n), so a missing translation key is a build error.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    commit(&root);
    translations(&root);
    println!("cargo::rerun-if-changed=build.rs");
}

/// The short commit, and rebuild triggers for when HEAD moves. Only
/// existing paths are watched: a missing one would rerun the script on
/// every build.
fn commit(root: &Path) {
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git")
            .args(args)
            .current_dir(root)
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?.trim().to_string();
        (out.status.success() && !text.is_empty()).then_some(text)
    };
    let commit = git(&["rev-parse", "--short=7", "HEAD"]).unwrap_or_else(|| "unknown".into());
    println!("cargo::rustc-env=TAFL_COMMIT={commit}");
    if let Some(git_dir) = git(&["rev-parse", "--git-dir"]) {
        let git_dir = root.join(git_dir);
        let mut watched = vec![git_dir.join("HEAD"), git_dir.join("packed-refs")];
        if let Some(reference) = git(&["symbolic-ref", "-q", "HEAD"]) {
            watched.push(git_dir.join(reference));
        }
        for path in watched.into_iter().filter(|p| p.exists()) {
            println!("cargo::rerun-if-changed={}", path.display());
        }
    }
}

/// Generates `$OUT_DIR/i18n/mod.rs` from `locales/<lang>/<namespace>.json`.
/// The namespaces are the file names of `locales/en/` (one file per page or
/// part of the site), so adding a file is all a new namespace needs.
fn translations(root: &Path) {
    use leptos_i18n_build::{Config, TranslationsInfos};
    println!("cargo::rerun-if-changed=locales");
    let namespaces = namespaces(&root.join("locales/en"));
    let config = Config::new("en")
        .and_then(|c| c.add_locales(["fr", "el"]))
        .and_then(|c| c.add_namespaces(&namespaces))
        .expect("valid locale and namespace names");
    let infos = TranslationsInfos::parse_at_dir(root, config).expect("locales/*.json parse");
    infos.rerun_if_locales_changed();
    infos.emit_diagnostics();
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("i18n");
    infos
        .generate_i18n_module(out)
        .expect("generate the i18n module");
}

/// The sorted file stems of the `*.json` files in `dir`.
fn namespaces(dir: &Path) -> Vec<String> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
    let mut names: Vec<String> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "json").then(|| path.file_stem()?.to_str().map(str::to_owned))?
        })
        .collect();
    names.sort();
    names
}
