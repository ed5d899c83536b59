//! Running the `tafl` binary from the CLI tests, and checking its failures.

#![allow(dead_code)] // each test file uses its own subset

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `tafl ARGS` with `stdin` as its standard input.
pub fn tafl(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tafl"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tafl starts");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

pub fn stdout(output: &Output) -> String {
    text(&output.stdout)
}

pub fn stderr(output: &Output) -> String {
    text(&output.stderr)
}

/// Asserts a bad-input failure: exit 2, nothing on stdout, one line on
/// stderr containing `needle`.
pub fn assert_bad_input(output: &Output, needle: &str) {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "stderr: {message}");
    assert_eq!(stdout(output), "", "nothing may be printed on stdout");
    assert!(
        message.contains(needle),
        "expected '{needle}' in '{message}'"
    );
    assert_eq!(message.lines().count(), 1, "a one-line message: {message}");
}
