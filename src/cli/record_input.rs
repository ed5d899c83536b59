//! The input of `convert` and `replay` (docs/cli.md): a file or stdin,
//! read as one record, one record a line (`--each-line`: the real-games
//! CSV), or several records each begun by a `%` line (`--each-record`:
//! what `convert` writes for several records).

use super::args::{last_flag, shown, CliError};
use crate::engine::{import_any_annotated, import_any_annotated_as, AnnotatedGame, GameId};
use std::io::Read;

/// Reads one record in whichever format it is written, a move list as a
/// game of `game` when one is given; a record that names another game
/// than `game` is refused.
pub fn read_record(text: &str, game: Option<GameId>) -> Result<AnnotatedGame, String> {
    let Some(game) = game else {
        return import_any_annotated(text).map_err(|e| e.to_string());
    };
    let read = import_any_annotated_as(game, text).map_err(|e| e.to_string())?;
    if read.record.game != game {
        return Err(format!(
            "the record is of {}, not {game} (--game)",
            read.record.game
        ));
    }
    Ok(read)
}

/// How the input holds its records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// The whole input is one record.
    One,
    /// Each line that is not blank is a record (the CSV header is passed
    /// over).
    EachLine,
    /// Records separated by lines that begin with `%` (PGN's escape line,
    /// which `convert` writes as `% record N` before each record).
    EachRecord,
}

/// The arguments `convert` and `replay` share: the file, the split, and
/// the flags with a value each command reads itself.
pub struct Input {
    pub file: Option<String>,
    pub split: Split,
    /// `--name value` pairs, in order.
    pub flags: Vec<(String, String)>,
}

impl Input {
    /// Reads `[FILE] [--each-line | --each-record]` and the flags with a
    /// value named in `valued` (`--to FORMAT`, or `--to=FORMAT`).
    pub fn parse(args: &[String], valued: &[&str]) -> Result<Input, CliError> {
        let mut file = None;
        let mut split = Split::One;
        let mut flags = Vec::new();
        let mut words = args.iter();
        while let Some(word) = words.next() {
            let (name, inline) = match word.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value)),
                _ => (word.as_str(), None),
            };
            match name {
                "--each-line" | "--each-record" if inline.is_none() => {
                    let wanted = if name == "--each-line" {
                        Split::EachLine
                    } else {
                        Split::EachRecord
                    };
                    if split != Split::One && split != wanted {
                        return Err(CliError::BadInput(
                            "--each-line and --each-record cannot be given together".into(),
                        ));
                    }
                    split = wanted;
                }
                name if valued.contains(&name) => {
                    let value = match inline {
                        Some(value) => value.to_string(),
                        None => words
                            .next()
                            .ok_or_else(|| CliError::BadInput(format!("{name} needs a value")))?
                            .clone(),
                    };
                    flags.push((name.to_string(), value));
                }
                _ if word.starts_with("--") || file.is_some() => {
                    return Err(CliError::BadInput(format!(
                        "unexpected argument '{}'",
                        shown(word)
                    )))
                }
                _ => file = Some(word.clone()),
            }
        }
        Ok(Input { file, split, flags })
    }

    /// The last value of `--name`, if given.
    pub fn flag(&self, name: &str) -> Option<&str> {
        last_flag(&self.flags, name)
    }

    /// The game of `--game`, if given: what a move list is read as.
    pub fn game(&self) -> Result<Option<GameId>, CliError> {
        self.flag("--game")
            .map(|id| {
                id.parse::<GameId>()
                    .map_err(|e| CliError::BadInput(format!("--game: {e}")))
            })
            .transpose()
    }

    /// The text of the file (or of `stdin` when there is none, or it is
    /// `-`).
    pub fn read(&self, mut stdin: impl Read) -> Result<String, CliError> {
        let mut bytes = Vec::new();
        match self.file.as_deref() {
            None | Some("-") => stdin
                .read_to_end(&mut bytes)
                .map_err(|e| CliError::Other(format!("i/o error: cannot read stdin: {e}")))?,
            Some(path) => {
                bytes = std::fs::read(path).map_err(|e| {
                    CliError::Other(format!("i/o error: cannot read {}: {e}", shown(path)))
                })?;
                bytes.len()
            }
        };
        String::from_utf8(bytes)
            .map_err(|_| CliError::BadInput("the input is not valid UTF-8 text".to_string()))
    }
}

/// One record of the input: its text and the line it begins on.
pub struct Record<'a> {
    pub line: usize,
    pub text: &'a str,
}

/// The records of `text`, split as `split` says.
pub fn records(text: &str, split: Split) -> Vec<Record<'_>> {
    match split {
        Split::One => vec![Record { line: 1, text }],
        Split::EachLine => text
            .lines()
            .enumerate()
            .filter(|(_, line)| {
                let trimmed = line.trim();
                !trimmed.is_empty() && !is_csv_header(trimmed)
            })
            .map(|(i, line)| Record {
                line: i + 1,
                text: line,
            })
            .collect(),
        Split::EachRecord => {
            let mut out: Vec<Record> = Vec::new();
            let mut start: Option<(usize, usize)> = None;
            let mut offset = 0;
            for (i, line) in text.split_inclusive('\n').enumerate() {
                if line.starts_with('%') {
                    if let Some((begin, first)) = start.take() {
                        out.push(Record {
                            line: first,
                            text: &text[begin..offset],
                        });
                    }
                    start = Some((offset + line.len(), i + 2));
                } else if start.is_none() && !line.trim().is_empty() {
                    start = Some((offset, i + 1));
                }
                offset += line.len();
            }
            if let Some((begin, first)) = start {
                out.push(Record {
                    line: first,
                    text: &text[begin..],
                });
            }
            out.retain(|r| !r.text.trim().is_empty());
            out
        }
    }
}

/// The real-games CSV's header line.
fn is_csv_header(line: &str) -> bool {
    line.eq_ignore_ascii_case("moves,defenders_captured,attackers_captured,outcome")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_split_as_asked() {
        let text =
            "moves,defenders_captured,attackers_captured,outcome\nh1-h3,0,0,Ongoing\n\nd1-d3\n";
        let lines: Vec<(usize, &str)> = records(text, Split::EachLine)
            .iter()
            .map(|r| (r.line, r.text))
            .collect();
        assert_eq!(lines, [(2, "h1-h3,0,0,Ongoing"), (4, "d1-d3")]);
        let text = "% record 1\n[Game \"x\"]\n\nd1-d3\n% record 2\nh1-h3\n";
        let parts: Vec<(usize, &str)> = records(text, Split::EachRecord)
            .iter()
            .map(|r| (r.line, r.text))
            .collect();
        assert_eq!(parts, [(2, "[Game \"x\"]\n\nd1-d3\n"), (6, "h1-h3\n")]);
    }
}
