//! The AI asks the engine every board question (its size, the throne, the
//! corners, neighbours, hostile squares): no board size or literal square
//! of the 11×11 board may come back into its code. A guard over the source
//! text of `src/` (comments left out), so a new board size never has to
//! touch the AI.

// Reads files: native only.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;

/// Arithmetic and sets that only make sense on the 11×11 board, written
/// without spaces: the row length, the throne and the corners as bits.
const FORBIDDEN: [&str; 15] = [
    "%11", "/11", "*11", "..11", "..=10", "==10", "<<10|", "<<60", "<<110", "<<120", "0,10,110",
    "[0,10", "(0..11)", "SIZE", "121",
];

#[test]
fn the_ai_holds_no_board_geometry() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        files += 1;
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
            for pattern in FORBIDDEN {
                assert!(
                    !code.contains(pattern),
                    "{}:{}: `{pattern}` is board geometry: ask the engine's TaflBoard\n{line}",
                    path.display(),
                    n + 1
                );
            }
        }
    }
    assert!(
        files >= 5,
        "the AI's sources were not found in {}",
        dir.display()
    );
}
