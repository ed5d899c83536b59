//! Build script:
//! - puts the short git commit into `TAFL_COMMIT` for the footer
//!   (`unknown` when git or the repository is absent);
//! - compiles `locales/<lang>/*.json` into the app's texts (`texts.rs`:
//!   one function per key), checking every language against English, so
//!   a missing key or placeholder is a build error.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The plural rules and slot characters, shared with the app.
#[allow(dead_code)]
#[path = "src/fill.rs"]
mod fill;
/// The translations compiler, shared with `tests/locales.rs`.
#[path = "build/locales.rs"]
mod locales;

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

/// Generates `$OUT_DIR/texts.rs` from `locales/<lang>/<namespace>.json`
/// with the translations compiler (`build/locales.rs`); a fault in any
/// language (a missing key, a missing or extra placeholder, a missing
/// plural form) stops the build with its language, key and cause.
fn translations(root: &Path) {
    println!("cargo::rerun-if-changed=locales");
    println!("cargo::rerun-if-changed=build/locales.rs");
    println!("cargo::rerun-if-changed=src/fill.rs");
    let code = match locales::compile(&root.join("locales")) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: the translations cannot be compiled: {error}");
            std::process::exit(1);
        }
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("texts.rs");
    std::fs::write(out, code).expect("write texts.rs");
}
