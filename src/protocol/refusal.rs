//! Why an import was refused, as the record reader's worker tells the
//! page: a chain of message keys, each with its values in a fixed order,
//! so that the page says it in its own language without carrying the
//! readers (or their error types' meaning) itself.
//!
//! The chain reads outside in: `in_variation` (its line) is followed by
//! the error inside the variation; `bad_move` (its number and notation)
//! by the reason the move cannot be played (a `reason.*` key). The keys
//! are the names of the texts under `records.error` and `records.reason`
//! in `locales/<lang>/records.json`.

use crate::engine::{ImportError, MoveError};
use crate::json::macros::json_struct;
use crate::saves::records::ImportProblem;

/// Longest text from the record a message quotes, in characters.
const QUOTED_CHARS: usize = 60;

/// One link of a refusal: a text's key and its values, in the order that
/// text lists them (see [`Refusal::of`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefusalPart {
    pub key: String,
    pub values: Vec<String>,
}

json_struct!(RefusalPart {
    key: "key",
    values: "values" = default,
});

/// Why an import was refused, outermost first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refusal {
    pub parts: Vec<RefusalPart>,
}

json_struct!(Refusal { parts: "parts" });

/// Text from the record as a message quotes it: its first line, trimmed,
/// at most [`QUOTED_CHARS`] characters (then `…`).
pub fn quoted(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default().trim();
    let mut shown: String = line.chars().take(QUOTED_CHARS).collect();
    if line.chars().nth(QUOTED_CHARS).is_some() {
        shown.push('…');
    }
    shown
}

impl Refusal {
    /// The refusal of `problem`. Keys and their values:
    /// `too_large`, `too_long_to_save`, `empty`, `unknown_format`,
    /// `bad_options`, `bad_position`, `bad_setup` (none);
    /// `unknown_game` [name]; `missing_tag` [tag]; `bad_rules` [text];
    /// `other_rules` [game id, rule, value]; `other_board` [size];
    /// `malformed_tag`, `malformed`, `result_conflict`, `bad_variation`
    /// [line, text]; `too_deep` [line]; `in_variation` [line], then the
    /// error inside; `bad_move` [number, notation], then its reason:
    /// `reason.malformed`, `reason.game_over`, `reason.illegal` (none),
    /// `reason.off_board`, `reason.no_piece` [point];
    /// `piece_mismatch` [number, notation]; `capture_mismatch` [number,
    /// notation, the squares taken joined by ", " (empty: none)].
    pub fn of(problem: &ImportProblem) -> Refusal {
        let mut parts = Vec::new();
        match problem {
            ImportProblem::TooLarge(_) => parts.push(part("too_large", [])),
            ImportProblem::TooLongToSave => parts.push(part("too_long_to_save", [])),
            ImportProblem::Record(error) => push_error(&mut parts, error),
        }
        Refusal { parts }
    }
}

fn part<const N: usize>(key: &str, values: [String; N]) -> RefusalPart {
    RefusalPart {
        key: key.to_string(),
        values: values.into(),
    }
}

/// `error`'s parts, the errors of nested variations one after another
/// (their depth is bounded by the readers' nesting bound).
fn push_error(parts: &mut Vec<RefusalPart>, error: &ImportError) {
    let line_text =
        |key: &str, line: &usize, text: &str| part(key, [line.to_string(), quoted(text)]);
    let next = match error {
        ImportError::Empty => part("empty", []),
        ImportError::UnknownFormat => part("unknown_format", []),
        ImportError::UnknownGame(name) => part("unknown_game", [quoted(name)]),
        ImportError::BadOptions(_) => part("bad_options", []),
        ImportError::MalformedTag { line, text } => line_text("malformed_tag", line, text),
        ImportError::MissingTag(tag) => part("missing_tag", [tag.to_string()]),
        ImportError::BadRules(text) => part("bad_rules", [quoted(text)]),
        ImportError::OtherRules { game, rule, value } => part(
            "other_rules",
            [game.as_str().to_string(), quoted(rule), quoted(value)],
        ),
        ImportError::OtherBoard { size } => part("other_board", [size.to_string()]),
        ImportError::BadPosition(_) => part("bad_position", []),
        ImportError::BadSetup(_) => part("bad_setup", []),
        ImportError::BadMove { index, text, error } => {
            parts.push(part("bad_move", [index.to_string(), quoted(text)]));
            part_of_reason(error)
        }
        ImportError::CaptureMismatch {
            index,
            text,
            mismatch,
        } => part(
            "capture_mismatch",
            [
                index.to_string(),
                quoted(text),
                mismatch.captured.join(", "),
            ],
        ),
        ImportError::PieceMismatch { index, text } => {
            part("piece_mismatch", [index.to_string(), quoted(text)])
        }
        ImportError::Malformed { line, text } => line_text("malformed", line, text),
        ImportError::ResultConflict { line, text } => line_text("result_conflict", line, text),
        ImportError::BadVariation { line, text } => line_text("bad_variation", line, text),
        ImportError::TooDeep { line } => part("too_deep", [line.to_string()]),
        ImportError::InVariation { line, error } => {
            parts.push(part("in_variation", [line.to_string()]));
            return push_error(parts, error);
        }
    };
    parts.push(next);
}

/// Why a move cannot be played, as a `reason.*` part.
fn part_of_reason(error: &MoveError) -> RefusalPart {
    match error {
        MoveError::Malformed(_) => part("reason.malformed", []),
        MoveError::OffBoard(point) => part("reason.off_board", [quoted(point)]),
        MoveError::GameOver => part("reason.game_over", []),
        MoveError::NoPieceToMove(point) => part("reason.no_piece", [quoted(point)]),
        MoveError::Illegal(_) => part("reason.illegal", []),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;
    use crate::saves::records::import_entry;

    fn refusal_of(text: &str) -> Refusal {
        Refusal::of(&import_entry(text, "x".into(), 0.0).expect_err("refused"))
    }

    fn keys(refusal: &Refusal) -> Vec<(&str, Vec<&str>)> {
        refusal
            .parts
            .iter()
            .map(|p| {
                (
                    p.key.as_str(),
                    p.values.iter().map(String::as_str).collect(),
                )
            })
            .collect()
    }

    #[test]
    fn a_bad_move_names_its_number_notation_and_reason() {
        let refusal = refusal_of("d1-d4 f4-f3 d4-d9");
        assert_eq!(
            keys(&refusal),
            [("bad_move", vec!["3", "d4-d9"]), ("reason.illegal", vec![])]
        );
        let back: Refusal = json::from_text(&json::to_text(&refusal)).expect("reads back");
        assert_eq!(back, refusal);
    }

    #[test]
    fn a_problem_in_a_variation_says_where_then_what() {
        let refusal = refusal_of("[Game \"hnefatafl\"]\n\nd1-d4 (f4-f3 d4-d9 a1-a2) f4-f3\n");
        let found = keys(&refusal);
        assert_eq!(
            found.first().map(|p| p.0),
            Some("in_variation"),
            "{found:?}"
        );
        assert!(found.len() >= 2, "{found:?}");
    }

    #[test]
    fn plain_problems_have_no_values_and_quotes_are_cut() {
        assert_eq!(keys(&refusal_of("  ")), [("empty", vec![])]);
        assert_eq!(
            keys(&refusal_of("hello there")),
            [("unknown_format", vec![])]
        );
        assert_eq!(
            keys(&Refusal::of(&ImportProblem::TooLarge(5))),
            [("too_large", vec![])]
        );
        let long = "x".repeat(80);
        assert_eq!(quoted(&long).chars().count(), QUOTED_CHARS + 1);
        assert!(quoted(&long).ends_with('…'));
        assert_eq!(quoted(" a1-a2 \nnext"), "a1-a2");
    }
}
