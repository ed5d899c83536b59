//! `tafl convert [FILE] --to FORMAT [--each-line | --each-record] [--game GAME]`
//! (docs/cli.md): any record read (with its commentary and variations)
//! and written in another format.

use super::args::{shown, CliError};
use super::record_input::{read_record, records, Input, Split};
use crate::engine::Format;
use std::io::{Read, Write};

/// `tafl convert`: one record written as is; several, each after a
/// `% record N` line, refused ones named on stderr (status 2 at the end).
pub fn convert(args: &[String], stdin: impl Read, mut out: impl Write) -> Result<(), CliError> {
    let input = Input::parse(args, &["--to", "--game"])?;
    let game = input.game()?;
    let to = input
        .flag("--to")
        .ok_or_else(|| CliError::BadInput("missing --to FORMAT".to_string()))?;
    let format: Format = to
        .parse()
        .map_err(|e: crate::engine::formats::UnknownFormat| {
            CliError::BadInput(format!(
                "unknown format '{}' (formats: tafl, otn, hnefatafl-org, dash)",
                shown(&e.0)
            ))
        })?;
    let text = input.read(stdin)?;
    if input.split == Split::One {
        let written = read_record(&text, game)
            .map_err(CliError::BadInput)
            .and_then(|game| {
                format
                    .export_annotated(&game)
                    .map_err(|e| CliError::BadInput(e.to_string()))
            })?;
        return out.write_all(written.as_bytes()).map_err(io_error);
    }
    let mut refused = 0usize;
    for (n, record) in records(&text, input.split).iter().enumerate() {
        let written = read_record(record.text, game)
            .and_then(|game| format.export_annotated(&game).map_err(|e| e.to_string()));
        match written {
            Ok(written) => {
                let mut block = format!("% record {}\n{written}", n + 1);
                if !block.ends_with('\n') {
                    block.push('\n');
                }
                out.write_all(block.as_bytes()).map_err(io_error)?;
            }
            Err(error) => {
                refused += 1;
                eprintln!("tafl: record {} (line {}): {error}", n + 1, record.line);
            }
        }
    }
    out.flush().map_err(io_error)?;
    match refused {
        0 => Ok(()),
        n => Err(CliError::BadInput(format!("{n} records refused"))),
    }
}

fn io_error(error: std::io::Error) -> CliError {
    CliError::Other(format!("i/o error: {error}"))
}
