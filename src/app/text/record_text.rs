//! Translated texts for game records on "My games", chosen at run time:
//! the formats' names and every reason an import can fail
//! ([`ImportProblem`], with the engine's [`ImportError`] naming the move,
//! line or text at fault).

use super::i18n::{t, Locale};
use crate::engine::{Format, ImportError, MoveError};
use crate::saves::records::ImportProblem;

/// A format's name in the format menu, with its file extension.
pub fn format_name(locale: Locale, format: Format) -> &'static str {
    match format {
        Format::Tafl => t!(locale, records.formats.tafl),
        Format::Otn => t!(locale, records.formats.otn),
        Format::HnefataflOrg => t!(locale, records.formats.hnefatafl_org),
        Format::Dash => t!(locale, records.formats.dash),
    }
}

/// Fills the `%x` slots of `template` in one pass, so a value (text from
/// the record) that holds `%…` itself is shown as it is.
fn fill(template: &str, values: &[(char, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 40);
    let mut chars = template.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(key) => match values.iter().find(|(k, _)| *k == key) {
                Some((_, value)) => out.push_str(value),
                None => {
                    out.push('%');
                    out.push(key);
                }
            },
            None => out.push('%'),
        }
    }
    out
}

/// Text from the record as the message quotes it: one line, at most 60
/// characters.
fn quoted(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default().trim();
    let mut shown: String = line.chars().take(60).collect();
    if line.chars().count() > 60 {
        shown.push('…');
    }
    shown
}

/// Why a move cannot be played, as a clause ("that move is not allowed in
/// this position").
fn move_reason(locale: Locale, error: &MoveError) -> String {
    match error {
        MoveError::Malformed(_) => t!(locale, records.reason.malformed).to_string(),
        MoveError::OffBoard(point) => fill(
            t!(locale, records.reason.off_board),
            &[('p', &quoted(point))],
        ),
        MoveError::GameOver => t!(locale, records.reason.game_over).to_string(),
        MoveError::NoPieceToMove(point) => fill(
            t!(locale, records.reason.no_piece),
            &[('p', &quoted(point))],
        ),
        MoveError::Illegal(_) => t!(locale, records.reason.illegal).to_string(),
    }
}

/// The message for a record that could not be imported: what is wrong,
/// and where (the move by its number and text, or the line).
pub fn import_problem_text(locale: Locale, problem: &ImportProblem) -> String {
    let error = match problem {
        ImportProblem::TooLarge(_) => return t!(locale, records.error.too_large).to_string(),
        ImportProblem::TooLongToSave => {
            return t!(locale, records.error.too_long_to_save).to_string()
        }
        ImportProblem::Record(error) => error,
    };
    import_error_text(locale, error)
}

/// The message for a record's [`ImportError`] (a move of a variation:
/// where it is, then its own message).
fn import_error_text(locale: Locale, error: &ImportError) -> String {
    let plain = |text: &'static str| text.to_string();
    match error {
        ImportError::Empty => plain(t!(locale, records.error.empty)),
        ImportError::UnknownFormat => plain(t!(locale, records.error.unknown_format)),
        ImportError::UnknownGame(name) => fill(
            t!(locale, records.error.unknown_game),
            &[('s', &quoted(name))],
        ),
        ImportError::BadOptions(_) => plain(t!(locale, records.error.bad_options)),
        ImportError::MalformedTag { line, text } => fill(
            t!(locale, records.error.malformed_tag),
            &[('l', &line.to_string()), ('s', &quoted(text))],
        ),
        ImportError::MissingTag(tag) => fill(t!(locale, records.error.missing_tag), &[('s', tag)]),
        ImportError::BadRules(text) => {
            fill(t!(locale, records.error.bad_rules), &[('s', &quoted(text))])
        }
        ImportError::NotCopenhagen { rule, value } => fill(
            t!(locale, records.error.not_copenhagen),
            &[('r', &quoted(rule)), ('v', &quoted(value))],
        ),
        ImportError::OtherBoard { size } => fill(
            t!(locale, records.error.other_board),
            &[('n', &size.to_string())],
        ),
        ImportError::BadPosition(_) => plain(t!(locale, records.error.bad_position)),
        ImportError::BadSetup(_) => plain(t!(locale, records.error.bad_setup)),
        ImportError::BadMove { index, text, error } => fill(
            t!(locale, records.error.bad_move),
            &[
                ('n', &index.to_string()),
                ('m', &quoted(text)),
                ('r', &move_reason(locale, error)),
            ],
        ),
        ImportError::CaptureMismatch {
            index,
            text,
            mismatch,
        } => {
            let taken = match mismatch.captured.is_empty() {
                true => t!(locale, records.reason.nothing).to_string(),
                false => mismatch.captured.join(", "),
            };
            fill(
                t!(locale, records.error.capture_mismatch),
                &[
                    ('n', &index.to_string()),
                    ('m', &quoted(text)),
                    ('c', &taken),
                ],
            )
        }
        ImportError::PieceMismatch { index, text } => fill(
            t!(locale, records.error.piece_mismatch),
            &[('n', &index.to_string()), ('m', &quoted(text))],
        ),
        ImportError::Malformed { line, text } => fill(
            t!(locale, records.error.malformed),
            &[('l', &line.to_string()), ('s', &quoted(text))],
        ),
        ImportError::ResultConflict { line, text } => fill(
            t!(locale, records.error.result_conflict),
            &[('l', &line.to_string()), ('s', &quoted(text))],
        ),
        ImportError::BadVariation { line, text } => fill(
            t!(locale, records.error.bad_variation),
            &[('l', &line.to_string()), ('s', &quoted(text))],
        ),
        ImportError::TooDeep { line } => fill(
            t!(locale, records.error.too_deep),
            &[
                ('l', &line.to_string()),
                ('n', &crate::engine::formats::MAX_NESTING.to_string()),
            ],
        ),
        ImportError::InVariation { line, error } => fill(
            t!(locale, records.error.in_variation),
            &[
                ('l', &line.to_string()),
                ('e', &import_error_text(locale, error)),
            ],
        ),
    }
}
