//! How long the readers take on the worst 1 MiB texts we know
//! (`support/floods.rs`), natively and in WebAssembly in headless
//! Chromium, so we know what a phone (a CPU about 4× slower) would wait
//! when a record is pasted or opened. Prints the slowest reader of each
//! flood: a benchmark run by command, not a timed test (formats_floods reads
//! the same floods in every test run).
//!
//! Native: `cargo test -p tafl-engine --release --test import_bench --
//! --ignored --nocapture`; WebAssembly: `scripts/bench-wasm` (the release profile,
//! as the app's pages are built).

#[path = "support/floods.rs"]
mod floods;

use floods::{floods, slowest_reader};

/// Every flood timed with `now` (ms), printed as `label name: ms`.
fn bench(label: &str, now: &dyn Fn() -> f64, print: &dyn Fn(String)) {
    let mut worst: f64 = 0.0;
    for (name, text) in floods() {
        // The slowest of three runs.
        let mut slowest = (0.0f64, "");
        for _ in 0..3 {
            let run = slowest_reader(&text, now);
            if run.0 > slowest.0 {
                slowest = run;
            }
        }
        worst = worst.max(slowest.0);
        print(format!(
            "{label} import {name:>24}: {:>7.1} ms ({}); a phone ×4: {:>7.1} ms",
            slowest.0,
            slowest.1,
            slowest.0 * 4.0
        ));
    }
    print(format!("{label} import worst: {worst:.1} ms"));
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
fn readers_on_the_worst_mebibytes_natively() {
    let origin = std::time::Instant::now();
    bench(
        "native",
        &|| origin.elapsed().as_secs_f64() * 1e3,
        &|line| println!("{line}"),
    );
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[wasm_bindgen_test]
    fn readers_on_the_worst_mebibytes_in_the_browser() {
        super::bench("wasm", &js_sys::Date::now, &|line| console_log!("{line}"));
    }
}
