//! Translated texts for game records on "My games", chosen at run time:
//! the formats' names and every reason an import can fail, as the record
//! reader's worker tells it ([`Refusal`]: keys and values naming the move,
//! line or text at fault).

use super::i18n::{t, Locale};
use super::i18n_text::game_name;
use crate::engine::Format;
use crate::protocol::refusal::{Refusal, RefusalPart};
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

/// The message for a record that could not be imported: what is wrong,
/// and where (the move by its number and text, or the line).
pub fn import_problem_text(locale: Locale, problem: &ImportProblem) -> String {
    refusal_text(locale, &Refusal::of(problem))
}

/// The message for a refusal as the reader's worker sends it (see
/// [`Refusal::of`] for its keys and values). A refusal this build does
/// not know (a worker from another version) says the reader failed.
pub fn refusal_text(locale: Locale, refusal: &Refusal) -> String {
    // The readers nest variations a few levels deep at most.
    if refusal.parts.len() > 64 {
        return reader_failed_text(locale).to_string();
    }
    parts_text(locale, &refusal.parts).unwrap_or_else(|| reader_failed_text(locale).to_string())
}

/// The message when the reader's worker could not start, crashed or
/// answered nothing readable: no game was saved, and none was lost.
pub fn reader_failed_text(locale: Locale) -> &'static str {
    t!(locale, records.error.reader_failed)
}

/// The text of `parts` (the first, and what follows it), or `None` for
/// a key or values this build does not know.
fn parts_text(locale: Locale, parts: &[RefusalPart]) -> Option<String> {
    let (first, rest) = parts.split_first()?;
    let values = &first.values;
    let v = |i: usize| values.get(i).map(String::as_str);
    let plain = |text: &'static str| Some(text.to_string());
    match (first.key.as_str(), values.len()) {
        ("too_large", 0) => plain(t!(locale, records.error.too_large)),
        ("too_long_to_save", 0) => plain(t!(locale, records.error.too_long_to_save)),
        ("empty", 0) => plain(t!(locale, records.error.empty)),
        ("unknown_format", 0) => plain(t!(locale, records.error.unknown_format)),
        ("bad_options", 0) => plain(t!(locale, records.error.bad_options)),
        ("bad_position", 0) => plain(t!(locale, records.error.bad_position)),
        ("bad_setup", 0) => plain(t!(locale, records.error.bad_setup)),
        ("unknown_game", 1) => Some(t!(locale, records.error.unknown_game, name = v(0)?)),
        ("missing_tag", 1) => Some(t!(locale, records.error.missing_tag, tag = v(0)?)),
        ("bad_rules", 1) => Some(t!(locale, records.error.bad_rules, text = v(0)?)),
        ("other_rules", 3) => Some(t!(
            locale,
            records.error.other_rules,
            game = game_name(locale, v(0)?.parse().ok()?),
            rule = v(1)?,
            value = v(2)?
        )),
        ("other_board", 1) => Some(t!(locale, records.error.other_board, size = v(0)?)),
        ("malformed_tag", 2) => Some(t!(
            locale,
            records.error.malformed_tag,
            line = v(0)?,
            text = v(1)?
        )),
        ("malformed", 2) => Some(t!(
            locale,
            records.error.malformed,
            line = v(0)?,
            text = v(1)?
        )),
        ("result_conflict", 2) => Some(t!(
            locale,
            records.error.result_conflict,
            line = v(0)?,
            text = v(1)?
        )),
        ("bad_variation", 2) => Some(t!(
            locale,
            records.error.bad_variation,
            line = v(0)?,
            text = v(1)?
        )),
        ("too_deep", 1) => Some(t!(
            locale,
            records.error.too_deep,
            count = crate::engine::formats::MAX_NESTING as u64,
            line = v(0)?
        )),
        ("in_variation", 1) => Some(t!(
            locale,
            records.error.in_variation,
            line = v(0)?,
            error = &parts_text(locale, rest)?
        )),
        ("bad_move", 2) => Some(t!(
            locale,
            records.error.bad_move,
            number = v(0)?,
            notation = v(1)?,
            reason = &move_reason(locale, rest.first()?)?
        )),
        ("piece_mismatch", 2) => Some(t!(
            locale,
            records.error.piece_mismatch,
            number = v(0)?,
            notation = v(1)?
        )),
        ("capture_mismatch", 3) => {
            let taken = match v(2)? {
                "" => t!(locale, records.reason.nothing),
                taken => taken,
            };
            Some(t!(
                locale,
                records.error.capture_mismatch,
                number = v(0)?,
                notation = v(1)?,
                taken = taken
            ))
        }
        _ => None,
    }
}

/// Why a move cannot be played, as a clause ("that move is not allowed in
/// this position").
fn move_reason(locale: Locale, reason: &RefusalPart) -> Option<String> {
    let point = || reason.values.first().map(String::as_str);
    match (reason.key.as_str(), reason.values.len()) {
        ("reason.malformed", 0) => Some(t!(locale, records.reason.malformed).to_string()),
        ("reason.game_over", 0) => Some(t!(locale, records.reason.game_over).to_string()),
        ("reason.illegal", 0) => Some(t!(locale, records.reason.illegal).to_string()),
        ("reason.off_board", 1) => Some(t!(locale, records.reason.off_board, point = point()?)),
        ("reason.no_piece", 1) => Some(t!(locale, records.reason.no_piece, point = point()?)),
        _ => None,
    }
}
