//! `tafl solve` against its contract (docs/cli.md, "solve"): the lines it
//! prints, answers that can be checked from outside (the best move is
//! legal, and after it the position is one ply nearer the end for the
//! other side), and its refusals.

mod common;

use common::{assert_bad_input, stderr, stdout, tafl};

/// The `key value` lines of a successful `tafl solve`.
fn solve(args: &[&str]) -> Vec<(String, String)> {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    let out = tafl(&all, b"");
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    stdout(&out)
        .lines()
        .map(|line| {
            let (key, value) = line.split_once(' ').expect("a key and a value");
            (key.to_string(), value.to_string())
        })
        .collect()
}

fn get<'a>(lines: &'a [(String, String)], key: &str) -> &'a str {
    lines
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no '{key}' line"))
}

/// The position text after `mv` from `position`, by the engine's own
/// rules (the game starts from the set-up, see records.md).
fn after(game: &str, options: &[&str], position: &str, mv: &str) -> String {
    use tafl::engine::{AnyGame, GameId, Options, Setup};
    let id: GameId = game.parse().expect("a game");
    let options = Options::parse(id, options.iter().copied()).expect("options");
    let setup = Setup::parse(id, options, position).expect("a position");
    let mut game = AnyGame::from_setup(&setup).expect("a game");
    game.play(mv).expect("the best move is legal");
    game.setup().to_text()
}

/// Solves `position`, then the position after its best move, and checks
/// that the two agree: a win in `d` becomes a loss in `d - 1` for the
/// other side, a loss in `d` a win in `d - 1`, a draw a draw.
fn check_best_move(game: &str, options: &[&str], position: &str) -> Vec<(String, String)> {
    let mut args = vec![game];
    for option in options {
        args.extend(["--opt", option]);
    }
    let mut first = args.clone();
    first.extend(["--position", position]);
    let lines = solve(&first);
    let best = get(&lines, "best").to_string();
    let next = after(game, options, position, &best);
    let mut second = args.clone();
    second.extend(["--position", &next]);
    let out = tafl(&[&["solve"][..], &second].concat(), b"");
    let plies = get(&lines, "plies");
    if plies == "1" {
        // The best move ends the game.
        assert!(stderr(&out).contains("already decided"), "{}", stderr(&out));
        return lines;
    }
    assert!(out.status.success(), "{}", stderr(&out));
    let then: Vec<(String, String)> = stdout(&out)
        .lines()
        .map(|l| {
            let (k, v) = l.split_once(' ').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    assert_eq!(get(&then, "value"), get(&lines, "value"));
    let flipped = match get(&lines, "result") {
        "win" => "loss",
        "loss" => "win",
        other => other,
    };
    assert_eq!(get(&then, "result"), flipped);
    match plies.parse::<u32>() {
        Ok(d) => assert_eq!(get(&then, "plies"), (d - 1).to_string()),
        Err(_) => assert_eq!(get(&then, "plies"), "none"),
    }
    lines
}

#[test]
fn a_position_prints_its_lines_in_order() {
    let lines = solve(&["fox-geese", "--position", "3/3/7/3F3/2G1G2/1GG/3 g"]);
    let keys: Vec<&str> = lines.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "game",
            "options",
            "position",
            "method",
            "value",
            "result",
            "plies",
            "moves",
            "best",
            "positions",
            "rule-100",
            "time-ms",
            "memory-kb"
        ]
    );
    assert_eq!(get(&lines, "options"), "geese=13 sideways=off");
    assert_eq!(get(&lines, "method"), "search");
    assert_eq!(get(&lines, "value"), "fox-wins");
    assert_eq!(get(&lines, "result"), "loss");
    assert_eq!(get(&lines, "plies"), "4");
    assert_eq!(get(&lines, "moves"), "2");
    assert_eq!(get(&lines, "rule-100"), "never-applies");
    assert!(get(&lines, "positions").parse::<u64>().unwrap() > 0);
    assert!(get(&lines, "time-ms").parse::<u64>().is_ok());
    assert!(get(&lines, "memory-kb").parse::<u64>().is_ok());
}

#[test]
fn best_moves_lead_one_ply_nearer_the_end() {
    for position in [
        "3/3/7/3F3/2G1G2/1GG/3 g",
        "3/3/7/1G1F1G1/7/G1G/3 f",
        "3/1F1/7/GG3GG/7/3/3 g",
    ] {
        check_best_move("fox-geese", &[], position);
        let lines = check_best_move("fox-geese", &["sideways=on"], position);
        assert_eq!(get(&lines, "method"), "retrograde");
        assert_eq!(get(&lines, "rule-100"), "set-aside");
    }
    let lines = check_best_move("great-cross", &[], "3/3/1F1/9/9/GGGG5/3/3/3 f");
    assert_eq!(get(&lines, "options"), "-");
}

#[test]
fn a_drawn_position_has_no_distance() {
    let lines = check_best_move("fox-geese", &["sideways=on"], "3/3/7/GG1F1GG/7/3/3 f");
    assert_eq!(get(&lines, "value"), "draw");
    assert_eq!(get(&lines, "plies"), "none");
    assert_eq!(get(&lines, "moves"), "none");
}

#[test]
fn values_alone_agree_with_the_exact_answer() {
    for (options, position) in [
        ("sideways=on", "3/3/7/GG1F1GG/7/3/3 f"),
        ("sideways=on", "3/3/7/3F3/2G1G2/1GG/3 f"),
        ("sideways=off", "3/3/7/1G1F1G1/7/G1G/3 f"),
    ] {
        let exact = solve(&["fox-geese", "--opt", options, "--position", position]);
        let values = solve(&[
            "fox-geese",
            "--opt",
            options,
            "--position",
            position,
            "--values",
        ]);
        assert_eq!(get(&values, "method"), "values");
        assert_eq!(get(&values, "value"), get(&exact, "value"));
        assert_eq!(get(&values, "plies"), "unknown");
        let counted: u64 = ["won-by-fox", "won-by-geese", "drawn"]
            .iter()
            .map(|k| get(&values, k).parse::<u64>().unwrap())
            .sum();
        assert_eq!(counted, get(&values, "positions").parse::<u64>().unwrap());
    }
}

/// A solve with `--checkpoint` taken up again gives the same answer from
/// the slices it wrote, and a directory of another solve is refused.
#[test]
fn values_written_out_are_taken_up_again() {
    let dir = std::env::temp_dir().join(format!("tafl-checkpoint-{}", std::process::id()));
    let dir_text = dir.to_str().expect("a UTF-8 temporary directory");
    let _ = std::fs::remove_dir_all(&dir);
    let position = "3/3/7/GG1F1GG/7/3/3 f";
    let args = |threads: &'static str| {
        vec![
            "solve",
            "fox-geese",
            "--opt",
            "sideways=on",
            "--position",
            position,
            "--values",
            "--progress",
            "--threads",
            threads,
            "--checkpoint",
            dir_text,
        ]
    };
    let first = tafl(&args("2"), b"");
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(stderr(&first).contains("tafl: checkpoint slices-done 0\n"));
    let again = tafl(&args("1"), b"");
    assert!(again.status.success(), "{}", stderr(&again));
    let done = stderr(&again);
    let slices: usize = done
        .lines()
        .find_map(|l| l.strip_prefix("tafl: checkpoint slices-done "))
        .and_then(|n| n.parse().ok())
        .expect("the slices found");
    assert!(slices > 10, "{done}");
    let answer = |out: &std::process::Output| -> Vec<String> {
        stdout(out)
            .lines()
            .filter(|l| !l.starts_with("time-ms") && !l.starts_with("memory-kb"))
            .filter(|l| !l.starts_with("table-bytes"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(answer(&first), answer(&again));
    assert_eq!(
        get(
            &solve(&["fox-geese", "--opt", "sideways=on", "--position", position]),
            "value"
        ),
        answer(&again)
            .iter()
            .find_map(|l| l.strip_prefix("value "))
            .expect("a value")
    );

    let other = tafl(
        &[
            "solve",
            "fox-geese",
            "--position",
            position,
            "--values",
            "--checkpoint",
            dir_text,
        ],
        b"",
    );
    assert_eq!(other.status.code(), Some(1));
    assert_eq!(stdout(&other), "");
    assert!(
        stderr(&other).contains("holds the records of another solve"),
        "{}",
        stderr(&other)
    );
    std::fs::remove_dir_all(&dir).expect("removed");
}

#[test]
fn a_table_reports_each_number_of_geese() {
    let lines = solve(&["fox-geese", "--opt", "sideways=on", "--table", "4"]);
    assert_eq!(get(&lines, "table"), "geese 4-4 foxes 1");
    let layer = get(&lines, "layer");
    assert!(
        layer.starts_with("geese 4 indices 2700720 positions 2373360 "),
        "{layer}"
    );
    assert_eq!(get(&lines, "bytes-value"), "675180");
    assert_eq!(get(&lines, "bytes-distance"), "2700720");
}

#[test]
fn a_sample_times_exact_solving() {
    let lines = solve(&["fox-geese", "--sample", "3", "--geese", "4", "--seed", "5"]);
    assert_eq!(get(&lines, "sample"), "geese 4 count 3 seed 5");
    assert_eq!(get(&lines, "method"), "search");
    for key in ["mean-ms", "median-ms", "max-ms"] {
        assert!(get(&lines, key).parse::<f64>().is_ok(), "{key}");
    }
}

#[test]
fn puzzles_agree_with_the_exact_solver() {
    // Without sideways steps the exact search solves each puzzle: its
    // distance is the puzzle's, and its best move, the first in notation
    // order that keeps it, is the puzzle's only one.
    // (Some geese puzzles take the exact search seconds: one is enough.)
    let hunts = [
        ("fox", "3", "3", "fox-wins"),
        ("geese", "2", "1", "geese-wins"),
    ];
    for (winner, moves, count, value) in hunts {
        let out = tafl(
            &[
                "solve",
                "fox-geese",
                "--puzzles",
                count,
                "--winner",
                winner,
                "--moves",
                moves,
                "--tries",
                "3000",
            ],
            b"",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        let puzzles: Vec<&str> = text.lines().filter(|l| l.starts_with("puzzle ")).collect();
        assert_eq!(puzzles.len().to_string(), count, "{text}");
        let found = format!("found {count} games ");
        assert!(text.lines().any(|l| l.starts_with(&found)), "{text}");
        for line in puzzles {
            let words: Vec<&str> = line.split(' ').collect();
            // puzzle N position TEXT SIDE winner W moves M first MOVE
            assert_eq!(words[2], "position");
            let position = format!("{} {}", words[3], words[4]);
            assert_eq!(&words[5..9], ["winner", winner, "moves", moves]);
            let lines = solve(&["fox-geese", "--position", &position]);
            assert_eq!(get(&lines, "value"), value, "{line}");
            let plies = 2 * moves.parse::<u32>().expect("a number") - 1;
            assert_eq!(get(&lines, "plies"), plies.to_string(), "{line}");
            assert_eq!(get(&lines, "best"), words[10], "{line}");
        }
    }
}

#[test]
fn hnefatafl_puzzles_come_in_the_fox_games_lines() {
    let csv = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/engine/tests/data/copenhagen-games.csv"
    );
    for extra in [&[][..], &["--from", csv, "--tries", "200"][..]] {
        let mut args = vec![
            "hnefatafl",
            "--puzzles",
            "3",
            "--winner",
            "defenders",
            "--moves",
            "1",
        ];
        args.extend_from_slice(extra);
        let lines = solve(&args);
        let puzzles: Vec<&str> = lines
            .iter()
            .filter(|(k, _)| k == "puzzle")
            .map(|(_, v)| v.as_str())
            .collect();
        assert_eq!(puzzles.len(), 3, "{lines:?}");
        for line in puzzles {
            // N position BOARD SIDE winner W moves M first MOVE
            let words: Vec<&str> = line.split(' ').collect();
            assert_eq!(words[1], "position");
            assert_eq!(words[3], "d");
            assert_eq!(&words[4..9], ["winner", "defenders", "moves", "1", "first"]);
            // The king's one way to a corner.
            assert!(["a1", "a11", "k1", "k11"]
                .iter()
                .any(|c| words[9].ends_with(c)));
        }
        assert!(get(&lines, "found").starts_with("3 games "));
    }
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["hnefatafl"], "hnefatafl takes --puzzles only"),
        (&["hnefatafl", "--values"], "hnefatafl takes --puzzles only"),
        (
            &["hnefatafl", "--puzzles", "2", "--table", "3"],
            "hnefatafl takes --puzzles only, not --table",
        ),
        (
            &["hnefatafl", "--puzzles", "2", "--winner", "fox"],
            "--winner takes attackers or defenders, not 'fox'",
        ),
        (
            &["hnefatafl", "--puzzles", "2", "--moves", "4"],
            "--moves takes 1 to 3, not 4",
        ),
        (
            &["fox-geese", "--puzzles", "2", "--from", "x.csv"],
            "--from goes with hnefatafl --puzzles",
        ),
        (&["fox-geese", "--opt", "geese=14"], "geese"),
        (
            &["fox-geese", "--position", "3/3/7"],
            "bad position '3/3/7'",
        ),
        (
            &["fox-geese", "--position", "3/3/7/3F3/GGGGGGG/GGG/GGG x"],
            "bad position",
        ),
        (
            &["fox-geese", "--position", "3/3/7/3F3/7/1GG/3 g"],
            "already decided",
        ),
        (&["two-foxes", "--values"], "fox-geese only"),
        (
            &["fox-geese", "--values", "--table", "4"],
            "exclude each other",
        ),
        (
            &[
                "fox-geese",
                "--table",
                "4",
                "--position",
                "3/3/7/3F3/2G1G2/1GG/3 g",
            ],
            "--position",
        ),
        (&["fox-geese", "--sample", "2"], "go together"),
        (&["fox-geese", "--seed", "2"], "--seed"),
        (&["fox-geese", "--table", "3"], "--table takes 4 to 13"),
        (&["fox-geese", "--table", "x"], "whole number"),
        (&["fox-geese", "--depth", "3"], "unexpected argument"),
        (
            &["fox-geese", "--winner", "fox"],
            "--winner goes with --puzzles",
        ),
        (
            &["fox-geese", "--puzzles", "2", "--winner", "wolf"],
            "--winner takes fox or geese, not 'wolf'",
        ),
        (
            &["fox-geese", "--puzzles", "2", "--moves", "9"],
            "--moves takes 1 to 5, not 9",
        ),
        (
            &["fox-geese", "--puzzles", "0"],
            "--puzzles takes 1 to 1000",
        ),
        (
            &["fox-geese", "--puzzles", "2", "--values"],
            "exclude each other",
        ),
        (
            &[
                "fox-geese",
                "--position",
                "3/3/7/3F3/2G1G2/1GG/1G1 g",
                "--threads",
                "2",
            ],
            "--threads goes with --values",
        ),
        (
            &[
                "fox-geese",
                "--position",
                "3/3/7/3F3/2G1G2/1GG/1G1 g",
                "--checkpoint",
                "/tmp/x",
            ],
            "--checkpoint goes with --values",
        ),
        (
            &["fox-geese", "--values", "--threads", "0"],
            "--threads must be from 1 to 64",
        ),
    ];
    for (args, needle) in cases {
        let out = tafl(&[&["solve"][..], args].concat(), b"");
        assert_bad_input(&out, needle);
    }
}

#[test]
fn a_limit_too_small_is_not_bad_input() {
    let out = tafl(
        &[
            "solve",
            "fox-geese",
            "--max-mb",
            "0",
            "--position",
            "3/3/7/3F3/2G1G2/1GG/1G1 g",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "");
    assert!(stderr(&out).contains("--max-mb 0"), "{}", stderr(&out));
}

#[test]
fn a_start_alone_is_solved_by_its_values_said_up_front_and_refused_before_any_work() {
    // Fox and Geese's start with nothing else asked: the values (the only
    // method that settles a start here), what it takes said first; a limit
    // under that need refused at once, naming the need.
    let out = tafl(&["solve", "fox-geese", "--max-mb", "1"], b"");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    let err = stderr(&out);
    let mut lines = err.lines();
    let said = lines.next().unwrap_or_default();
    assert!(
        said.starts_with("tafl: solving the start by its values (method values): 53")
            && said.contains("tables of up to 1690 MiB (--max-mb 1)")
            && said.contains("about 9 min of CPU"),
        "{said}"
    );
    let refused = lines.next().unwrap_or_default();
    assert_eq!(
        refused,
        "tafl: the value tables may need up to 1690 MiB, more than --max-mb 1 allows"
    );
    // The other fox games have no values method: their start keeps the
    // exact one, which refuses within seconds.
    let out = tafl(&["solve", "two-foxes", "--max-mb", "1"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(!stderr(&out).contains("method values"), "{}", stderr(&out));
}
