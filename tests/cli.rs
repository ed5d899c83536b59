//! The `tafl` binary against its contract (docs/cli.md): output format,
//! exit statuses and messages, on good and bad input.

mod common;

use common::{assert_bad_input, stderr, stdout, tafl};

#[test]
fn perft_prints_the_count_last() {
    let out = tafl(&["perft", "fox-geese", "3"], b"");
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("572"));
    let out = tafl(&["perft", "hnefatafl", "1"], b"");
    assert_eq!(stdout(&out), "116\n");
    let out = tafl(&["perft", "two-foxes", "0"], b"");
    assert_eq!(stdout(&out), "1\n");
}

#[test]
fn perft_divide_lines_add_up() {
    let out = tafl(&["perft", "great-cross", "3", "--divide"], b"");
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.last(), Some(&"636"));
    let sum: u64 = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 636);
    assert_eq!(lines.len() - 1, 8, "one line per root move");
}

#[test]
fn perft_takes_options() {
    let plain = tafl(&["perft", "fox-geese", "2"], b"");
    let more = tafl(
        &[
            "perft",
            "fox-geese",
            "2",
            "--opt",
            "geese=17",
            "--opt",
            "sideways=on",
        ],
        b"",
    );
    assert!(more.status.success());
    assert_ne!(stdout(&plain), stdout(&more), "options change the game");
}

#[test]
fn moves_at_the_start() {
    let out = tafl(&["moves", "fox-geese"], b"");
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "status: ongoing\nmoves: d4-c4 d4-c5 d4-d5 d4-e4 d4-e5\n"
    );
    let out = tafl(&["moves", "hnefatafl"], b"  \n");
    let text = stdout(&out);
    let listed = text
        .lines()
        .nth(1)
        .unwrap()
        .strip_prefix("moves: ")
        .unwrap();
    let moves: Vec<&str> = listed.split(' ').collect();
    assert_eq!(moves.len(), 116);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted, "moves are sorted by byte order");
}

#[test]
fn moves_replays_a_record_with_captures() {
    let out = tafl(&["moves", "hnefatafl"], b"d1-d3 e5-e2\ng1-g3 f4-c4 g3-e3\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("status: ongoing\nmoves: "));
    assert!(
        !text.contains(" e2-"),
        "the defender on e2 was captured: {text}"
    );
}

#[test]
fn illegal_and_malformed_moves_name_their_index() {
    assert_bad_input(&tafl(&["moves", "fox-geese"], b"d4-d5 d5-d7"), "move 2");
    assert_bad_input(
        &tafl(&["moves", "fox-geese"], b"d4-d5 c3-c4 banana"),
        "move 3",
    );
    assert_bad_input(&tafl(&["moves", "two-foxes"], b"z9-z10"), "move 1");
    assert_bad_input(&tafl(&["moves", "hnefatafl"], b"f6-f9"), "move 1");
    let out = tafl(&["moves", "fox-geese"], b"d4-d5 d5-d7");
    assert_eq!(stderr(&out).lines().count(), 1, "a one-line message");
}

#[test]
fn bad_usage_is_exit_status_2() {
    assert_bad_input(&tafl(&["perft", "chess", "2"], b""), "unknown game");
    assert_bad_input(&tafl(&["perft", "fox-geese", "deep"], b""), "DEPTH");
    assert_bad_input(&tafl(&["perft", "fox-geese"], b""), "DEPTH");
    assert_bad_input(
        &tafl(&["perft", "fox-geese", "2", "--opt", "geese=14"], b""),
        "geese",
    );
    assert_bad_input(
        &tafl(&["perft", "two-foxes", "2", "--opt", "geese=13"], b""),
        "no option",
    );
    assert_bad_input(
        &tafl(&["moves", "hnefatafl", "--opt", "sideways=on"], b""),
        "no option",
    );
    assert_bad_input(&tafl(&["moves", "fox-geese", "--opt"], b""), "--opt");
    assert_bad_input(&tafl(&["frobnicate"], b""), "unknown command");
    assert_bad_input(&tafl(&[], b""), "usage");
}

#[test]
fn garbage_input_never_panics() {
    let inputs: [&[u8]; 6] = [
        b"\xff\xfe\x00",
        b"x-x-x",
        b"d4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4xd4",
        b"a99999999999999999999-b1",
        b"\xc3\xa9\xc3\xa9-d4",
        b"-",
    ];
    for game in ["fox-geese", "two-foxes", "great-cross", "hnefatafl"] {
        for input in inputs {
            let out = tafl(&["moves", game], input);
            assert_eq!(
                out.status.code(),
                Some(2),
                "{game} {input:?}: {}",
                stderr(&out)
            );
            assert!(!stderr(&out).contains("panicked"));
        }
    }
}

/// Help to a reader that has gone away: an i/o error (status 1), never a
/// panic (status 101).
#[cfg(unix)]
#[test]
fn help_to_a_closed_pipe_is_an_io_error() {
    use std::process::{Command, Stdio};
    for args in [&["--help"][..], &["match", "--help"][..]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tafl"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tafl runs");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("tafl ends");
        // The text may fit in the pipe before the reader closes it.
        assert!(
            out.status.code() == Some(1) || out.status.success(),
            "{args:?}: {:?} {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    }
}
