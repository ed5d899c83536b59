//! `tafl calibrate` against its contract (docs/cli.md): the output's
//! shape, games independent of the thread count, exit statuses. Tiny node
//! budgets keep it fast.

mod common;

use common::{assert_bad_input, stdout, tafl};

fn run(game: &str, threads: &str) -> String {
    let out = tafl(
        &[
            "calibrate",
            game,
            "--games",
            "2",
            "--nodes",
            "400",
            "--seed",
            "4",
            "--threads",
            threads,
        ],
        b"",
    );
    assert!(out.status.success(), "{}", common::stderr(&out));
    stdout(&out)
}

#[test]
fn calibrate_prints_every_pairing_and_rating() {
    let text = run("two-foxes", "1");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 36 + 12, "{text}");
    assert_eq!(
        lines[0],
        "calibrate two-foxes: 2 games a pairing, seed 4, nodes a move: \
         beginner 10, easy 30, medium 80, hard 200, maximum 400"
    );
    let levels = ["random", "beginner", "easy", "medium", "hard", "maximum"];
    let mut k = 1;
    for first in levels {
        for second in levels {
            let line = lines[k];
            let prefix = format!("pairing {first} {second}: ");
            assert!(line.starts_with(&prefix), "{line}");
            let counts: Vec<u32> = line[prefix.len()..]
                .split(' ')
                .take(4)
                .map(|w| w.parse().unwrap())
                .collect();
            assert_eq!(counts.iter().sum::<u32>(), 2, "{line}");
            assert!(line.contains(&format!("(foxes {}–{} geese, ", counts[0], counts[2])));
            k += 1;
        }
    }
    let mut anchor = 0.0;
    for side in ["foxes", "geese"] {
        for level in levels {
            let line = lines[k];
            let prefix = format!("rating {side} {level}: ");
            assert!(line.starts_with(&prefix), "{line}");
            let (rating, se) = line[prefix.len()..].split_once(" ± ").unwrap();
            let (rating, se): (f64, f64) = (rating.parse().unwrap(), se.parse().unwrap());
            assert!(se > 0.0, "{line}");
            if level == "random" {
                anchor += rating / 2.0;
            }
            k += 1;
        }
    }
    // Random's two sides average 600 (whole points, each rounded).
    assert!((anchor - 600.0).abs() <= 1.0, "{anchor}");
}

#[test]
fn calibrate_gives_the_same_games_on_any_number_of_threads() {
    assert_eq!(run("fox-geese", "1"), run("fox-geese", "3"));
}

#[test]
fn calibrate_help_and_bad_usage() {
    let out = tafl(&["calibrate", "--help"], b"");
    assert!(out.status.success());
    assert!(stdout(&out).starts_with("usage: tafl calibrate GAME"));
    assert_bad_input(&tafl(&["calibrate"], b""), "missing GAME");
    assert_bad_input(
        &tafl(&["calibrate", "hnefatafl", "--games", "0"], b""),
        "--games must be at least 1",
    );
    assert_bad_input(
        &tafl(&["calibrate", "hnefatafl", "--nodes", "0"], b""),
        "--nodes must be at least 1",
    );
    assert_bad_input(
        &tafl(&["calibrate", "hnefatafl", "--threads", "65"], b""),
        "--threads must be from 1 to 64",
    );
    assert_bad_input(
        &tafl(&["calibrate", "hnefatafl", "--opt", "geese=15"], b""),
        "option",
    );
    assert_bad_input(
        &tafl(&["calibrate", "hnefatafl", "--a", "easy"], b""),
        "unexpected argument",
    );
    assert_bad_input(&tafl(&["calibrate", "chess"], b""), "unknown game");
}
