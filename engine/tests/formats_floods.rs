//! The readers are linear: a pasted text of 1 MiB (the app's limit) made
//! of tags, comments, separators, move numbers, marks, moves or
//! variations (side by side, nested, never closed) is read or refused in
//! well under a second by every reader, `import_any` and `detect`, even
//! in a debug build. Each flood's slowest time is printed
//! (`cargo test --test formats_floods -- --nocapture`); the release
//! figures natively and in WebAssembly come from `import_bench.rs`.

#[path = "support/floods.rs"]
mod floods;

use floods::{floods, slowest_reader, MIB};
use std::time::{Duration, Instant};
use tafl_engine::import_any;

/// The longest that any reader may take on 1 MiB.
const LIMIT: Duration = Duration::from_secs(1);

#[test]
fn a_mebibyte_of_anything_is_read_in_well_under_a_second() {
    let origin = Instant::now();
    let now = || origin.elapsed().as_secs_f64() * 1e3;
    for (name, text) in floods() {
        assert!(text.len() >= MIB, "{name}");
        let (mut slowest, mut which) = slowest_reader(&text, &now);
        let start = now();
        let _ = import_any(&text);
        if now() - start > slowest {
            (slowest, which) = (now() - start, "import_any");
        }
        println!("{name:>24}: {slowest:>7.1} ms ({which})");
        assert!(
            slowest < LIMIT.as_secs_f64() * 1e3,
            "{name}: {slowest} ms ({which})"
        );
    }
}
