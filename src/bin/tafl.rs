//! `tafl`: the rules engine and the AI on the command line (docs/cli.md).
//! The commands live in `tafl::cli`; this file only hands them the
//! arguments.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    tafl::cli::main(&args)
}

/// The CLI is a native tool; the wasm32 build of this target does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}
