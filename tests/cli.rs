//! The `tafl` binary against its contract (docs/cli.md): output format,
//! exit statuses and messages, on good and bad input; `convert` and
//! `replay` over the 1,752 real games (bulk replay, a round trip through
//! every format) and annotated records.

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

// `tafl convert` and `tafl replay`.

const GAMES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/engine/tests/data/copenhagen-games.csv"
);

/// A bulk line without its `record N (line L): ` head.
fn body(line: &str) -> &str {
    line.split_once("): ").map_or(line, |(_, rest)| rest)
}

#[test]
fn replay_prints_every_real_game_and_a_summary() {
    let out = tafl(&["replay", GAMES, "--each-line"], b"");
    // 11 games go on after our rules ended them: refused, status 2.
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(stderr(&out), "tafl: 11 records refused\n");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1753);
    assert_eq!(lines[1752], "games 1752, read 1741, refused 11");
    for (i, line) in lines[..1752].iter().enumerate() {
        let head = format!("record {} (line {}): ", i + 1, i + 1);
        assert!(line.starts_with(&head), "{line}");
        let rest = body(line);
        let result = rest.split([',', ':']).next().unwrap();
        assert!(
            [
                "ongoing",
                "attackers-win",
                "defenders-win",
                "attackers-win (timeout)",
                "defenders-win (timeout)",
                "attackers-win (resignation)",
                "defenders-win (resignation)",
                "attackers-win (unstated)",
                "defenders-win (unstated)",
                "draw",
                "draw (unstated)",
                "refused",
            ]
            .contains(&result),
            "{line}"
        );
    }
    assert_eq!(
        lines[1],
        "record 2 (line 2): ongoing, 5 moves: d1-d3 e5-e2 g1-g3 f4-c4 g3-e3"
    );
    // A game the board leaves open takes the outcome column's result.
    assert!(lines[1751].starts_with("record 1752 (line 1752): attackers-win (unstated), 59 moves:"));
    assert!(lines.iter().any(
        |l| l.starts_with("record 298 (line 298): refused: move 50 (b6-i6): the game is over")
    ));
}

/// The published Brandubh games, a move list each.
const BRANDUBH_GAMES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/engine/tests/data/brandubh-games.csv"
);

#[test]
fn replay_reads_move_lists_as_the_game_of_game() {
    let out = tafl(
        &[
            "replay",
            BRANDUBH_GAMES,
            "--each-line",
            "--game",
            "brandubh",
        ],
        b"",
    );
    assert_eq!(stderr(&out), "tafl: 7 records refused\n");
    let text = stdout(&out);
    assert_eq!(text.lines().last(), Some("games 525, read 518, refused 7"));
    assert!(text.contains(
        "record 106 (line 106): attackers-win, 7 moves: d2-e2 c4-c2 d6-c6 d3-a3 b4-b5 d4-b4 c6-c4\n"
    ));
    // Without --game a move list is Copenhagen's, and these are not.
    let out = tafl(
        &["replay", "--game=tablut"],
        b"a4-a2 e4-h4 i6-i7 e5-e4 i7-i8 e4-a4",
    );
    assert_eq!(
        stdout(&out),
        "game: tablut\nmoves: a4-a2 e4-h4 i6-i7 e5-e4 i7-i8 e4-a4\nresult: defenders-win\n"
    );
    let out = tafl(
        &["replay"],
        b"d2-e2 c4-c2 d6-c6 d3-a3 b4-b5 d4-b4 c6-c4 d5-d6",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("7×7"), "{}", stderr(&out));
    // A record that names its game is read as that game.
    let otn = stdout(&tafl(
        &["convert", "--to", "otn", "--game", "tablut"],
        b"a4-a2",
    ));
    assert!(otn.contains("[rules:dim:9 esc:e"), "{otn}");
    let out = tafl(&["replay", "--game", "brandubh"], otn.as_bytes());
    assert_eq!(
        stderr(&out),
        "tafl: the record is of tablut, not brandubh (--game)\n"
    );
    let out = tafl(&["replay", "--game", "chess"], b"a4-a2");
    assert!(stderr(&out).starts_with("tafl: --game: unknown game 'chess'"));
}

#[test]
fn convert_round_trips_the_real_games_through_every_format() {
    let original = stdout(&tafl(&["replay", GAMES, "--each-line"], b""));
    let read: Vec<String> = original
        .lines()
        .filter(|l| l.starts_with("record") && !l.contains("refused"))
        .map(|l| body(l).to_string())
        .collect();
    assert_eq!(read.len(), 1741);
    for format in ["tafl", "otn", "hnefatafl-org", "dash"] {
        let there = tafl(&["convert", GAMES, "--each-line", "--to", format], b"");
        assert_eq!(there.status.code(), Some(2), "{format}");
        // Each refused record named on stderr, then the count.
        let errors = stderr(&there);
        assert_eq!(errors.lines().count(), 12, "{format}: {errors}");
        assert!(errors.contains("tafl: record 298 (line 298): move 50 (b6-i6): the game is over"));
        let back = tafl(
            &["convert", "-", "--each-record", "--to", "dash"],
            &there.stdout,
        );
        assert!(back.status.success(), "{format}: {}", stderr(&back));
        let again = tafl(&["replay", "--each-record"], &back.stdout);
        assert!(again.status.success(), "{format}: {}", stderr(&again));
        let text = stdout(&again);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.last(), Some(&"games 1741, read 1741, refused 0"));
        // Every format keeps the result and its reason (hnefatafl.org's
        // in its Result and Termination tags).
        for (expected, line) in read.iter().zip(&lines) {
            assert_eq!(body(line), expected.as_str(), "{format}");
        }
    }
}

#[test]
fn one_record_is_converted_and_replayed() {
    let record =
        b"[Game \"hnefatafl\"]\n\n{Start} 1. d1-d3! {open} e5-e2 (1... e7-e10) 2. g1-g3 resigned\n";
    for format in ["tafl", "otn"] {
        let out = tafl(&["convert", "--to", format], record);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(text.contains("open"), "{text}");
        assert!(text.contains("e7-e10"), "{text}");
        // Back to ours: the same commentary and variation.
        let back = tafl(&["convert", "--to=tafl"], text.as_bytes());
        assert_eq!(
            stdout(&back),
            stdout(&tafl(&["convert", "--to", "tafl"], record)),
            "{format}"
        );
    }
    let out = tafl(&["replay"], record);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "game: hnefatafl\nmoves: d1-d3 e5-e2 g1-g3\nresult: attackers-win (resignation)\n"
    );
    // Move lists write the main line only.
    let out = tafl(&["convert", "--to", "dash"], record);
    assert_eq!(stdout(&out), "d1-d3 e5-e2 g1-g3 resigned");
}

#[test]
fn bad_input_gets_the_documented_error() {
    assert_bad_input(
        &tafl(&["convert", "--to", "pgn"], b""),
        "unknown format 'pgn' (formats: tafl, otn, hnefatafl-org, dash)",
    );
    assert_bad_input(&tafl(&["convert"], b""), "missing --to FORMAT");
    assert_bad_input(&tafl(&["convert", "--to"], b""), "--to needs a value");
    assert_bad_input(
        &tafl(&["replay", "--fast"], b""),
        "unexpected argument '--fast'",
    );
    assert_bad_input(&tafl(&["replay", "a", "b"], b""), "unexpected argument 'b'");
    assert_bad_input(
        &tafl(&["replay", "--each-line", "--each-record"], b""),
        "cannot be given together",
    );
    assert_bad_input(&tafl(&["replay"], b"d1-d3 d1-d4"), "move 2 (d1-d4)");
    assert_bad_input(&tafl(&["replay"], b"\xff\xfe"), "not valid UTF-8");
    assert_bad_input(
        &tafl(
            &["convert", "--to", "otn"],
            b"[Game \"fox-geese\"]\n\nd4-d5",
        ),
        "cannot hold a game of",
    );
    // A line that does not read: named by its record and line, the others
    // still replayed; status 2.
    let out = tafl(&["replay", "--each-line"], b"d1-d3 e5-e2\n\nd1-d3 banana\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stdout(&out),
        "record 1 (line 1): ongoing, 2 moves: d1-d3 e5-e2\n\
         record 2 (line 3): refused: move 2 (banana): \
         'banana' is not a move (expected e.g. c3-c4 or d4xd6)\n\
         games 2, read 1, refused 1\n"
    );
    // A file that cannot be read is an i/o error: status 1.
    let out = tafl(&["replay", "/no/such/file"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).starts_with("tafl: i/o error: cannot read /no/such/file"));
    assert_eq!(stdout(&out), "");
}
