//! The readers are linear: a pasted text of 1 MiB (the app's limit) made
//! of tags, comments, separators, move numbers or moves is read or
//! refused in well under a second by every reader, `import_any` and
//! `detect`, even in a debug build. Each flood's slowest time is printed
//! (`cargo test --test formats_floods -- --nocapture`).

use std::time::{Duration, Instant};
use tafl_engine::{formats, import_any, Format};

const MIB: usize = 1 << 20;

/// `unit` repeated (with its number `{}` filled in) to about 1 MiB, after
/// `head`.
fn flood(head: &str, unit: &str) -> String {
    let mut text = String::with_capacity(MIB + 64);
    text.push_str(head);
    let mut i = 0usize;
    while text.len() < MIB {
        text.push_str(&unit.replace("{}", &i.to_string()));
        i += 1;
    }
    text
}

/// The longest that any reader may take on 1 MiB.
const LIMIT: Duration = Duration::from_secs(1);

fn floods() -> Vec<(&'static str, String)> {
    let otn_rules = "[rules:dim:11 sw:s start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n";
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
        (
            "otn variations",
            flood(otn_rules, "1a.1.1a. h1-h3 e7-e10\n"),
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

#[test]
fn a_mebibyte_of_anything_is_read_in_well_under_a_second() {
    for (name, text) in floods() {
        assert!(text.len() >= MIB, "{name}");
        let mut slowest = Duration::ZERO;
        let mut time = |read: &dyn Fn()| {
            let start = Instant::now();
            read();
            slowest = slowest.max(start.elapsed());
        };
        for format in Format::ALL {
            time(&|| {
                let _ = format.import(&text);
            });
        }
        time(&|| {
            let _ = import_any(&text);
        });
        time(&|| {
            let _ = formats::detect(&text);
        });
        println!("{name:>20}: {:>7.1} ms", slowest.as_secs_f64() * 1e3);
        assert!(slowest < LIMIT, "{name}: {slowest:?}");
    }
}
