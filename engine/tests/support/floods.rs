//! The worst texts of 1 MiB we know for the readers (the app's paste
//! limit): floods of tags, comments, separators, numbers, moves, marks,
//! and variations, side by side and nested past the bound. Shared by the
//! native test (`formats_floods.rs`) and the bench that runs natively and
//! in WebAssembly (`import_bench.rs`).

use tafl_engine::{formats, Format};

pub const MIB: usize = 1 << 20;

/// `unit` repeated (with its number `{}` filled in) to about 1 MiB, after
/// `head`.
pub fn flood(head: &str, unit: &str) -> String {
    let mut text = String::with_capacity(MIB + 64);
    text.push_str(head);
    let mut i = 0usize;
    while text.len() < MIB {
        text.push_str(&unit.replace("{}", &i.to_string()));
        i += 1;
    }
    text
}

/// Every flood, by name.
pub fn floods() -> Vec<(&'static str, String)> {
    let otn_rules = "[rules:dim:11 sw:s start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n";
    let tafl = "[Game \"hnefatafl\"]\n\n";
    let otn_main = format!("{otn_rules}1. h1-h3 e7-e10\n");
    vec![
        // Tags: PGN-like (ours and hnefatafl.org's), OTN, all different.
        (
            "pgn tags",
            flood("[Game \"hnefatafl\"]\n", "[Tag{} \"value\"]\n"),
        ),
        ("pgn tags, no game", flood("", "[Tag{} \"value\"]\n")),
        ("otn tags", flood("", "[key{}:value]\n")),
        ("otn rules", flood("[rules:dim:11 sw:s", " k{}:y") + "]\n"),
        (
            "otn rule list",
            flood("[rules:dim:11 sw:s cor:", "a1,") + "]\n",
        ),
        // Comments, separators, numbers.
        ("brace comments", flood("h1-h3 ", "{a comment} ")),
        (
            "tafl comments",
            flood(&format!("{tafl}h1-h3 "), "{a comment} "),
        ),
        ("line comments", flood("h1-h3\n", "; a comment line\n")),
        (
            "move and comment",
            flood("", "h1-h3 ; the attackers open\n"),
        ),
        ("semicolons", flood("h1-h3", ";")),
        (
            "semicolon segments",
            flood("h1-h3", "; e7-e10 d11-d10 h3-h1"),
        ),
        ("commas", flood("h1-h3", ",")),
        ("move numbers", flood("", "{}. ")),
        ("otn comments", flood(otn_rules, "1. h1-h3 [a|b]\n")),
        ("otn comment parts", flood(&otn_main, "[a|b|c]")),
        (
            "otn start comment",
            flood("[start-comment:", "a comment ") + "]\n" + otn_rules,
        ),
        // Marks and glyphs on one move.
        ("marks", flood(&format!("{tafl}h1-h3"), " $1 !?")),
        // Variations: many lines, many siblings, nested to the bound and
        // past it, never closed; OTN's addressed lines.
        (
            "otn variations",
            flood(otn_rules, "1a.1.1a. h1-h3 e7-e10\n"),
        ),
        (
            "otn sibling variations",
            flood(&otn_main, "1a.{}.1a. d1-d3 e7-e10\n"),
        ),
        (
            "otn deep address",
            flood(&format!("{otn_main}1a."), "1.1a.") + " h1-h3\n",
        ),
        (
            "tafl sibling variations",
            flood(&format!("{tafl}h1-h3 e7-e10"), " (f4-h4 h3-h1)"),
        ),
        (
            "tafl deep nesting",
            flood(&format!("{tafl}h1-h3 e7-e10"), " (f4-h4 h3-h1"),
        ),
        (
            "tafl open parentheses",
            flood(&format!("{tafl}h1-h3 "), "("),
        ),
        (
            "tafl close parentheses",
            flood(&format!("{tafl}h1-h3 "), ")"),
        ),
        ("unclosed brace", format!("h1-h3 {{{}", "x".repeat(MIB))),
        (
            "unclosed bracket",
            format!("{otn_rules}1. h1-h3 [{}", "x".repeat(MIB)),
        ),
        // Moves: back and forth until the game ends, then text after it;
        // a long word; a move list that fits no board.
        ("repeated moves", flood("", "h1-h3 e7-e10 h3-h1 e10-e7 ")),
        ("after the end", flood("h1-h3 resigned ", "e7-e10 ")),
        ("one word", "h".repeat(MIB)),
        ("other board", flood("d1-d3 e5-e2 ", "m7-m9 ")),
        ("csv lines", flood("", "h1-h3,0,0,Ongoing\n")),
        ("csv moves", flood("", "h1-h3 ") + ",0,0,Black"),
        ("header lines", flood("", "\n")),
    ]
}

/// Every reader on `text` (each format's annotated reader, which its plain
/// reader is, `detect`), timed by `now` (milliseconds): the slowest, and
/// which it was.
pub fn slowest_reader(text: &str, now: &dyn Fn() -> f64) -> (f64, &'static str) {
    let mut slowest = (0.0f64, "");
    for format in Format::ALL {
        let start = now();
        let _ = format.import_annotated(text);
        let took = now() - start;
        if took > slowest.0 {
            slowest = (took, format.as_str());
        }
    }
    let start = now();
    let _ = formats::detect(text);
    let took = now() - start;
    if took > slowest.0 {
        slowest = (took, "detect");
    }
    slowest
}
