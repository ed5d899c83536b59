//! `tafl replay [FILE] [--each-line | --each-record] [--game GAME]` (docs/cli.md):
//! records replayed to check them, one line each in bulk, and a summary.

use super::args::CliError;
use super::record_input::{read_record, records, Input, Split};
use crate::engine::GameRecord;
use std::io::{Read, Write};

/// `tafl replay`: one record's game, moves and result; or one line per
/// record and `games N, read N, refused N` (status 2 when any is refused).
pub fn replay(args: &[String], stdin: impl Read, mut out: impl Write) -> Result<(), CliError> {
    let input = Input::parse(args, &["--game"])?;
    let game = input.game()?;
    let text = input.read(stdin)?;
    if input.split == Split::One {
        let record = read_record(&text, game).map_err(CliError::BadInput)?.record;
        let (result, moves) = summary(&record)?;
        let lines = format!(
            "game: {}\nmoves: {}\nresult: {result}\n",
            record.game,
            moves.join(" ")
        );
        return out.write_all(lines.as_bytes()).map_err(io_error);
    }
    let all = records(&text, input.split);
    let mut refused = 0usize;
    for (n, record) in all.iter().enumerate() {
        let head = format!("record {} (line {})", n + 1, record.line);
        let line = match read_record(record.text, game).map(|read| read.record) {
            Ok(read) => {
                let (result, moves) = summary(&read)?;
                format!(
                    "{head}: {result}, {} moves: {}",
                    moves.len(),
                    moves.join(" ")
                )
            }
            Err(error) => {
                refused += 1;
                format!("{head}: refused: {error}")
            }
        };
        writeln!(out, "{line}").map_err(io_error)?;
    }
    writeln!(
        out,
        "games {}, read {}, refused {refused}",
        all.len(),
        all.len() - refused
    )
    .map_err(io_error)?;
    out.flush().map_err(io_error)?;
    match refused {
        0 => Ok(()),
        n => Err(CliError::BadInput(format!("{n} records refused"))),
    }
}

/// The result of a record read (the status word, and for an end off the
/// board its reason in parentheses) and its moves.
fn summary(record: &GameRecord) -> Result<(String, Vec<String>), CliError> {
    let game = record
        .replay()
        .map_err(|e| CliError::Other(format!("a record read does not replay: {e}")))?;
    let result = match record.conclusion_for(&game) {
        Some(conclusion) => {
            let word = match conclusion.result {
                crate::engine::GameResult::Draw => "draw",
                crate::engine::GameResult::Win(side) => win_word(record, side),
            };
            format!("{word} ({})", conclusion.reason)
        }
        None => game.status_word().to_string(),
    };
    Ok((result, game.moves().to_vec()))
}

/// The status word of a win of `side` in the record's game.
fn win_word(record: &GameRecord, side: crate::engine::Side) -> &'static str {
    use crate::engine::Side;
    match (record.game.is_fox_game(), side) {
        (true, Side::First) => "fox-wins",
        (true, Side::Second) => "geese-wins",
        (false, Side::First) => "attackers-win",
        (false, Side::Second) => "defenders-win",
    }
}

fn io_error(error: std::io::Error) -> CliError {
    CliError::Other(format!("i/o error: {error}"))
}
