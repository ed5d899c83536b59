//! The PGN-like skeleton shared by the Tafl record format and
//! hnefatafl.org's: header lines `[Name "value"]`, then the movetext, read
//! by the shared `lexer` (comments, separators), with move
//! numbers and an optional end word; and what its `Result` and
//! `Termination` tags claim, which both formats read.

use super::board;
use super::ending::{self, Claim, EndKind};
use super::lexer::{strip_bom, Brackets, Header, Lexer, Word};
use super::ImportError;
use crate::game_id::GameId;
use crate::hnefatafl::TaflVariant;
use crate::side::GameResult;
use std::collections::HashSet;

/// A header tag, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tag {
    pub line: usize,
    pub name: String,
    pub value: String,
    /// The line as written (trimmed), for error messages.
    pub text: String,
}

impl Tag {
    /// The error for a value this tag does not take.
    pub(crate) fn malformed(&self) -> ImportError {
        ImportError::MalformedTag {
            line: self.line,
            text: self.text.clone(),
        }
    }
}

/// A text taken apart into its tags and the words of its movetext (its
/// comments among them, as words with [`Word::comment`] set).
#[derive(Clone, Debug)]
pub(crate) struct Pgn<'a> {
    pub tags: Vec<Tag>,
    pub words: Vec<Word<'a>>,
}

impl Pgn<'_> {
    /// The value of the tag `name`, if given.
    pub(crate) fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|tag| tag.name == name)
    }
}

/// Reads a `[Name "value"]` line (`\"` and `\\` escape inside the value).
/// With `lenient`, as hnefatafl.org's reader does, the value may also be
/// unquoted (`[Name value]`).
pub(crate) fn tag(line: &str, lenient: bool) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let name_len = inner
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_len);
    if name.is_empty() || !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim();
    let Some(quoted) = rest.strip_prefix('"') else {
        return (lenient && !rest.contains('"')).then(|| (name.to_string(), rest.to_string()));
    };
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return chars.as_str().is_empty().then(|| (name.to_string(), value)),
            c => value.push(c),
        }
    }
    None
}

/// A tag line for `name` and `value`, quoting the value.
pub(crate) fn write_tag(name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{name} \"{escaped}\"]\n")
}

/// A PGN-like record split into tags and words, its byte-order mark
/// dropped, refused when it holds nothing but comments
/// ([`ImportError::Empty`]) or names the variant of another board
/// ([`ImportError::OtherBoard`]): the opening of both PGN-like readers.
///
/// # Errors
/// As [`split`], and the two above.
pub(crate) fn split_record(text: &str, lenient: bool) -> Result<Pgn<'_>, ImportError> {
    let pgn = split(strip_bom(text), lenient)?;
    if pgn.tags.is_empty() && pgn.words.iter().all(|w| w.comment.is_some()) {
        return Err(ImportError::Empty);
    }
    // A variant tag agreeing with the game's own board is no refusal
    // (`[Game "brandubh"]` with `[Variant "Brandubh"]`).
    let game_size = pgn
        .tag("Game")
        .and_then(|t| t.value.trim().parse::<GameId>().ok())
        .and_then(TaflVariant::of_game)
        .map(|variant| u32::from(variant.board().files()));
    if let Some(size) = pgn
        .tag("Variant")
        .and_then(|t| board::variant_size(&t.value))
    {
        if Some(size) != game_size {
            return Err(ImportError::OtherBoard { size });
        }
    }
    Ok(pgn)
}

/// Takes `text` apart. The header is every line before the first that is
/// not blank, a comment or a tag; the movetext is the rest.
///
/// # Errors
/// [`ImportError::MalformedTag`] for a header line that starts with `[`
/// but is not a tag, or a tag given twice; [`ImportError::Malformed`] for
/// an unclosed `{` comment or a `[` line inside the movetext (a second
/// game).
pub(crate) fn split(text: &str, lenient: bool) -> Result<Pgn<'_>, ImportError> {
    let mut tags: Vec<Tag> = Vec::new();
    let mut names: HashSet<String> = HashSet::new();
    let mut header = Header::new(text);
    while let Some((line, trimmed)) = header.peek() {
        if !trimmed.starts_with('[') {
            break;
        }
        let malformed = || ImportError::MalformedTag {
            line,
            text: trimmed.to_string(),
        };
        let (name, value) = tag(trimmed, lenient).ok_or_else(malformed)?;
        if !names.insert(name.clone()) {
            return Err(malformed());
        }
        tags.push(Tag {
            line,
            name,
            value,
            text: trimmed.to_string(),
        });
        header.advance();
    }
    let (body, first_line) = header.rest_after_tags();
    let words = Lexer::new(body, first_line, Brackets::NewGame)
        .with_comments()
        .collect_words()?;
    Ok(Pgn { tags, words })
}

/// What the `Result` tag (with `Termination`) claims: a status word of
/// docs/cli.md, a PGN result word, or `*` (none).
///
/// # Errors
/// [`ImportError::MalformedTag`] for another `Result`, a `Termination`
/// that is not `resignation`, `timeout` or `agreement`, or one without a
/// `Result` that names a winner or a draw.
pub(crate) fn result_tags(pgn: &Pgn, game: GameId) -> Result<Option<Claim>, ImportError> {
    let result = match pgn.tag("Result") {
        None => None,
        Some(tag) => match ending::end_word(game, tag.value.trim()) {
            Some(EndKind::Result(result)) => Some((tag, result)),
            Some(EndKind::NoResult) => None,
            _ => return Err(tag.malformed()),
        },
    };
    let reason = match pgn.tag("Termination") {
        None => None,
        Some(tag) => match (ending::reason_word(&tag.value), result) {
            (Some(reason), Some(_)) => Some(reason),
            _ => return Err(tag.malformed()),
        },
    };
    Ok(result.map(|(tag, result): (&Tag, GameResult)| Claim {
        line: tag.line,
        text: tag.text.clone(),
        result,
        reason,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_and_write() {
        assert_eq!(
            tag(r#"[Game "fox-geese"]"#, false),
            Some(("Game".into(), "fox-geese".into()))
        );
        assert_eq!(
            tag(r#"[Event "a \"b\" \\ c"]"#, false),
            Some(("Event".into(), r#"a "b" \ c"#.into()))
        );
        assert_eq!(
            tag(&write_tag("Event", r#"a "b" \ c"#), false),
            Some(("Event".into(), r#"a "b" \ c"#.into()))
        );
        assert_eq!(tag("[Site hnefatafl.org]", false), None);
        assert_eq!(
            tag("[Site hnefatafl.org]", true),
            Some(("Site".into(), "hnefatafl.org".into()))
        );
        for bad in [
            "[Game]",
            "[ \"x\"]",
            "[Game \"x\" y]",
            "[Game \"x]",
            r#"[Game "x\"] "#,
        ] {
            assert_eq!(tag(bad, true), None, "{bad}");
        }
    }

    #[test]
    fn movetext_words_skip_comments() {
        let pgn = split(
            "[Game \"x\"]\n; note\n\n1. a1-a2 {a\ncomment} b1-b2 ; rest\n2.c1-c2",
            false,
        )
        .unwrap();
        let words: Vec<(usize, &str)> = pgn
            .words
            .iter()
            .filter(|t| t.comment.is_none())
            .map(|t| (t.line, t.text))
            .collect();
        assert_eq!(
            words,
            [(4, "1."), (4, "a1-a2"), (5, "b1-b2"), (6, "2.c1-c2")]
        );
        assert!(matches!(
            split("1. a1-a2 {open", false),
            Err(ImportError::Malformed { line: 1, .. })
        ));
        assert!(matches!(
            split("1. a1-a2\n[Game \"y\"]", false),
            Err(ImportError::Malformed { line: 2, .. })
        ));
        assert!(matches!(
            split("[Game \"x\"]\n[Game \"y\"]", false),
            Err(ImportError::MalformedTag { line: 2, .. })
        ));
    }
}
