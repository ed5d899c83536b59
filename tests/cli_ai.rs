//! `tafl match` and `tafl engine` against their contracts (the AI issue and
//! docs/cli.md): output formats, exit statuses, no panics. Node budgets
//! keep them fast and deterministic.

mod common;

use common::{assert_bad_input, tafl, text};

#[test]
fn match_prints_a_line_a_game_and_the_summary_last() {
    for game in ["fox-geese", "two-foxes", "great-cross", "hnefatafl"] {
        let out = tafl(
            &[
                "match", game, "--a", "easy", "--b", "random", "--games", "2", "--nodes", "300",
                "--seed", "3",
            ],
            b"",
        );
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 3, "{stdout}");
        assert!(lines[0].starts_with("game 1: a easy as "), "{}", lines[0]);
        assert!(lines[1].starts_with("game 2: a easy as "), "{}", lines[1]);
        let last = lines[2];
        let numbers: Vec<u64> = last
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect();
        assert_eq!(numbers.len(), 5, "{last}");
        assert_eq!(numbers[..4].iter().sum::<u64>(), 2, "{last}");
        let expected = format!(
            "a: {} wins, b: {} wins, draws: {}, unfinished: {}, avg ms/move: {}",
            numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]
        );
        assert_eq!(last, expected);
    }
}

#[test]
fn match_is_reproducible_with_a_node_budget() {
    let args = [
        "match",
        "fox-geese",
        "--a",
        "beginner",
        "--b",
        "medium",
        "--games",
        "2",
        "--nodes",
        "500",
        "--seed",
        "9",
    ];
    let first = text(&tafl(&args, b"").stdout);
    let second = text(&tafl(&args, b"").stdout);
    let strip = |s: &str| s.lines().take(2).collect::<Vec<_>>().join("\n");
    assert_eq!(strip(&first), strip(&second));
}

#[test]
fn match_help_lists_the_levels() {
    let out = tafl(&["match", "--help"], b"");
    assert!(out.status.success());
    let help = text(&out.stdout);
    for level in ["random", "beginner", "easy", "medium", "hard", "maximum"] {
        assert!(help.contains(level), "{level} missing from {help}");
    }
}

#[test]
fn match_bad_usage_is_exit_status_2() {
    assert_bad_input(
        &tafl(
            &[
                "match",
                "fox-geese",
                "--a",
                "genius",
                "--b",
                "easy",
                "--games",
                "1",
            ],
            b"",
        ),
        "unknown level",
    );
    assert_bad_input(
        &tafl(&["match", "fox-geese", "--b", "easy", "--games", "1"], b""),
        "--a",
    );
    assert_bad_input(
        &tafl(&["match", "fox-geese", "--a", "easy", "--b", "easy"], b""),
        "--games",
    );
    assert_bad_input(
        &tafl(
            &[
                "match",
                "fox-geese",
                "--a",
                "easy",
                "--b",
                "easy",
                "--games",
                "x",
            ],
            b"",
        ),
        "--games",
    );
    assert_bad_input(
        &tafl(
            &[
                "match", "chess", "--a", "easy", "--b", "easy", "--games", "1",
            ],
            b"",
        ),
        "unknown game",
    );
    assert_bad_input(
        &tafl(
            &[
                "match",
                "hnefatafl",
                "--opt",
                "geese=13",
                "--a",
                "easy",
                "--b",
                "easy",
                "--games",
                "1",
            ],
            b"",
        ),
        "no option",
    );
    assert_bad_input(
        &tafl(
            &[
                "match",
                "fox-geese",
                "--a",
                "easy",
                "--b",
                "easy",
                "--games",
                "1",
                "--frob",
                "2",
            ],
            b"",
        ),
        "unexpected",
    );
}

#[test]
fn engine_answers_one_line_per_command() {
    let script = b"moves\nplay d4-d5\nplay d5-d7\ngo\nstatus\nhello\n\nnew\nmoves\nquit\nmoves\n";
    let out = tafl(
        &["engine", "fox-geese", "--level", "easy", "--nodes", "2000"],
        script,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 9, "{stdout}");
    assert_eq!(lines[0], "= d4-c4 d4-c5 d4-d5 d4-e4 d4-e5");
    assert_eq!(lines[1], "= ok");
    assert!(lines[2].starts_with("? "), "{}", lines[2]);
    let reply = lines[3].strip_prefix("= ").expect("a move");
    assert!(reply.contains('-'), "{reply}");
    assert_eq!(lines[4], "= ongoing");
    assert_eq!(lines[5], "? unknown command");
    assert_eq!(lines[6], "? unknown command");
    assert_eq!(lines[7], "= ok");
    assert_eq!(lines[8], lines[0]);
}

#[test]
fn engine_plays_hnefatafl_to_the_end_of_its_input() {
    let out = tafl(
        &["engine", "hnefatafl", "--level", "hard", "--nodes", "3000"],
        b"go\ngo\nstatus\nplay \xff\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(lines[0].starts_with("= ") && lines[1].starts_with("= "));
    assert_eq!(lines[2], "= ongoing");
    assert!(lines[3].starts_with("? "));
}

#[test]
fn engine_reports_its_last_search_and_its_board() {
    let out = tafl(
        &["engine", "hnefatafl", "--level", "hard", "--nodes", "3000"],
        b"info\nboard\ngo\ninfo\ninfo now\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    assert_eq!(lines[0], "? no search yet");
    let ranks: Vec<&str> = lines[1]
        .strip_prefix("= ")
        .expect("a board")
        .split('/')
        .collect();
    assert_eq!(ranks.len(), 11, "{}", lines[1]);
    assert_eq!(ranks[0], "...AAAAA...");
    assert_eq!(ranks[5], "AA.DDKDD.AA");
    let words: Vec<&str> = lines[3].split(' ').collect();
    assert_eq!(words.len(), 7, "{}", lines[3]);
    assert_eq!(
        (words[0], words[1], words[3], words[5]),
        ("=", "depth", "nodes", "ms")
    );
    let nodes: u64 = words[4].parse().expect("a node count");
    assert!(nodes > 0 && nodes <= 3000, "{nodes}");
    assert_eq!(lines[4], "? unknown command");
}

#[test]
fn engine_bad_usage_is_exit_status_2() {
    assert_bad_input(
        &tafl(&["engine", "fox-geese", "--level", "grandmaster"], b""),
        "unknown level",
    );
    assert_bad_input(&tafl(&["engine", "fox-geese", "--ms", "soon"], b""), "--ms");
    assert_bad_input(&tafl(&["engine"], b""), "GAME");
}

#[test]
fn think_reports_the_search() {
    let out = tafl(
        &["think", "fox-geese", "--level", "hard", "--nodes", "5000"],
        b"d4-d5 c3-c4",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    assert!(line.starts_with("move d5"), "{line}");
    assert!(line.contains(" nodes/s "), "{line}");
    assert_bad_input(&tafl(&["think", "fox-geese"], b"d4-d7"), "move 1");
}
