//! Writes a gzip copy beside every file a host should send compressed
//! (HTML, JS, CSS, wasm, SVG, JSON, the web app manifest), as `NAME.gz`, for
//! hosts that serve precompressed files (see the README, "Hosting"). The
//! copies are made with Zopfli: still gzip, which every browser reads, but
//! about 5 % smaller than `gzip -9`, and every byte of a page's first load
//! counts on a slow phone. A trunk post-build hook, after the service
//! worker (whose list leaves the copies out).
//!
//!     precompress [DIR]     DIR: $TRUNK_STAGING_DIR, else dist

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The file kinds worth compressing.
const KINDS: [&str; 7] = ["html", "js", "css", "wasm", "svg", "json", "webmanifest"];

/// Every file under `dir` of one of [`KINDS`].
fn files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            files(&path, out)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| KINDS.contains(&e))
        {
            out.push(path);
        }
    }
    Ok(())
}

fn compress(file: &Path) -> Result<(), String> {
    let data = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut out = Vec::with_capacity(data.len() / 3);
    // Zopfli's advice: fewer passes for large files, where each pass is
    // slow and gains little.
    let mut options = zopfli::Options::default();
    if data.len() > 32 * 1024 {
        options.iteration_count = std::num::NonZeroU64::new(5).unwrap_or(options.iteration_count);
    }
    zopfli::compress(options, zopfli::Format::Gzip, &data[..], &mut out)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let mut name = file.as_os_str().to_owned();
    name.push(".gz");
    std::fs::write(&name, out).map_err(|e| format!("{}: {e}", file.display()))
}

fn main() -> ExitCode {
    let dir: PathBuf = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
        .unwrap_or_else(|| "dist".into())
        .into();
    let mut list = Vec::new();
    if let Err(e) = files(&dir, &mut list) {
        eprintln!("precompress: {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    // Two at a time (the machines this builds on have two cores), the
    // largest first, dealt out in turn so the two halves weigh the same.
    list.sort_by_key(|f| std::cmp::Reverse(f.metadata().map(|m| m.len()).unwrap_or(0)));
    let (even, odd): (Vec<_>, Vec<_>) = list.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let run = |part: Vec<(usize, &PathBuf)>| -> Result<(), String> {
        part.into_iter().try_for_each(|(_, f)| compress(f))
    };
    let result = std::thread::scope(|s| {
        let other = s.spawn(|| run(odd));
        let mine = run(even);
        mine.and(
            other
                .join()
                .unwrap_or_else(|_| Err("a compressing thread failed".into())),
        )
    });
    match result {
        Ok(()) => {
            eprintln!(
                "precompress: {} files in {} have a .gz copy",
                list.len(),
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("precompress: {why}");
            ExitCode::FAILURE
        }
    }
}
