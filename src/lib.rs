//! Tafl: the Nordic hunt games in the browser.
//!
//! The rules live in the `tafl-engine` crate (re-exported as [`engine`]) so
//! that their tests build without the web stack.

#![forbid(unsafe_code)]
// Leptos views nest deeply in their types.
#![recursion_limit = "512"]

pub use tafl_ai as ai;
pub use tafl_engine as engine;

pub mod analysis;
/// The AI commands of the `tafl` CLI (native only).
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod clock;
pub mod fill;
pub mod json;
pub mod links;
pub mod pictures;
pub mod play;
pub mod protocol;
pub mod puzzles;
pub mod rating;
pub mod saves;
pub mod site;
pub mod small_sort;

/// The app (Leptos): compiled for wasm32, and natively with feature `ssr`
/// for writing the pages out at build time; the CLI and the native tests
/// never build the web stack.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod app;
/// The site script of every page (wasm32 only).
#[cfg(target_arch = "wasm32")]
pub mod shell;

/// The heap of every wasm binary: Talc instead of the default dlmalloc,
/// smaller in the wasm every page downloads (and faster).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
