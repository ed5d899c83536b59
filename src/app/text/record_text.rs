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
        MoveError::OffBoard(point) => t!(locale, records.reason.off_board, point = &quoted(point)),
        MoveError::GameOver => t!(locale, records.reason.game_over).to_string(),
        MoveError::NoPieceToMove(point) => {
            t!(locale, records.reason.no_piece, point = &quoted(point))
        }
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
        ImportError::UnknownGame(name) => {
            t!(locale, records.error.unknown_game, name = &quoted(name))
        }
        ImportError::BadOptions(_) => plain(t!(locale, records.error.bad_options)),
        ImportError::MalformedTag { line, text } => t!(
            locale,
            records.error.malformed_tag,
            line = &line.to_string(),
            text = &quoted(text)
        ),
        ImportError::MissingTag(tag) => t!(locale, records.error.missing_tag, tag = tag),
        ImportError::BadRules(text) => t!(locale, records.error.bad_rules, text = &quoted(text)),
        ImportError::NotCopenhagen { rule, value } => t!(
            locale,
            records.error.not_copenhagen,
            rule = &quoted(rule),
            value = &quoted(value)
        ),
        ImportError::OtherBoard { size } => {
            t!(locale, records.error.other_board, size = &size.to_string())
        }
        ImportError::BadPosition(_) => plain(t!(locale, records.error.bad_position)),
        ImportError::BadSetup(_) => plain(t!(locale, records.error.bad_setup)),
        ImportError::BadMove { index, text, error } => t!(
            locale,
            records.error.bad_move,
            number = &index.to_string(),
            notation = &quoted(text),
            reason = &move_reason(locale, error)
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
            t!(
                locale,
                records.error.capture_mismatch,
                number = &index.to_string(),
                notation = &quoted(text),
                taken = &taken
            )
        }
        ImportError::PieceMismatch { index, text } => t!(
            locale,
            records.error.piece_mismatch,
            number = &index.to_string(),
            notation = &quoted(text)
        ),
        ImportError::Malformed { line, text } => t!(
            locale,
            records.error.malformed,
            line = &line.to_string(),
            text = &quoted(text)
        ),
        ImportError::ResultConflict { line, text } => t!(
            locale,
            records.error.result_conflict,
            line = &line.to_string(),
            text = &quoted(text)
        ),
        ImportError::BadVariation { line, text } => t!(
            locale,
            records.error.bad_variation,
            line = &line.to_string(),
            text = &quoted(text)
        ),
        ImportError::TooDeep { line } => t!(
            locale,
            records.error.too_deep,
            count = crate::engine::formats::MAX_NESTING as u64,
            line = &line.to_string()
        ),
        ImportError::InVariation { line, error } => t!(
            locale,
            records.error.in_variation,
            line = &line.to_string(),
            error = &import_error_text(locale, error)
        ),
    }
}
