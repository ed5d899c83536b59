//! The one reader of movetext that every format shares, so that
//! separators and comments mean the same in all of them (docs/records.md,
//! "Reading the moves"):
//!
//! - white space, commas, and a `;` that separates moves (below) stand
//!   between words;
//! - `{…}` is a comment, and may span lines; in OTN `[…]` is one too;
//! - `;` begins a comment to the end of its line, except after a word on
//!   the same line when what follows it (up to the next `;`, `{` or the
//!   end of the line) is made only of moves, move numbers and end words:
//!   then it separates them (`h1-h3; e7-e10; d11-d10` loses nothing, and
//!   `d1-d3 ; the attackers open` keeps its comment).
//!
//! The header before the movetext (tags) is read line by line with
//! [`Header`], which passes over the same comments. Both read each byte a
//! bounded number of times: linear in the text.

use super::ending;
use super::ImportError;

/// What a `[` in the movetext is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Brackets {
    /// OTN: `[…]` is a comment (the notes on a turn), and may span lines.
    Comment,
    /// PGN-like formats: a `[` that begins a line is a second game's tags
    /// (refused); elsewhere it is part of a word.
    NewGame,
    /// A move list: part of a word (which is then not a move).
    Word,
}

/// A word of the movetext, with its 1-based line; or, from a lexer made
/// [`Lexer::with_comments`], a comment (its text without its marks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Word<'a> {
    pub line: usize,
    pub text: &'a str,
    /// No word comes before it on its line (OTN's variation lines are told
    /// by their first word).
    pub first_on_line: bool,
    /// `Some` for a comment, with how it was written.
    pub comment: Option<Comment>,
}

/// How a comment was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Comment {
    /// `{…}`
    Brace,
    /// `;` to the end of the line.
    Line,
    /// OTN's `[…]` (parts separated by `|`).
    Bracket,
}

/// The words of a movetext, in order; an unclosed comment (or, in PGN-like
/// formats, a second game's tags) is an error, after which it stops.
pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    brackets: Brackets,
    /// A word was read on the current line.
    word_on_line: bool,
    /// Nothing but white space so far on the current line.
    line_blank: bool,
    /// Comments are given as words (annotated reading), not skipped.
    comments: bool,
    done: bool,
}

impl<'a> Lexer<'a> {
    /// The words of `text`, whose first line is line `first_line` of the
    /// record.
    pub(crate) fn new(text: &'a str, first_line: usize, brackets: Brackets) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: first_line,
            brackets,
            word_on_line: false,
            line_blank: true,
            comments: false,
            done: false,
        }
    }

    /// The same lexer giving comments as words (with [`Word::comment`]
    /// set), for the readers that keep them.
    pub(crate) fn with_comments(mut self) -> Lexer<'a> {
        self.comments = true;
        self
    }

    /// Every word, or the first error.
    pub(crate) fn collect_words(self) -> Result<Vec<Word<'a>>, ImportError> {
        self.collect()
    }

    /// Skips a comment opened at `self.pos` by `open`, up to its `close`;
    /// returns the comment as a word (its text inside the marks).
    fn skip_comment(
        &mut self,
        open: char,
        close: u8,
        style: Comment,
    ) -> Result<Word<'a>, ImportError> {
        let opened = self.line;
        let bytes = self.text.as_bytes();
        let mut at = self.pos + 1;
        while at < bytes.len() {
            match bytes[at] {
                b'\n' => self.line += 1,
                b if b == close => {
                    let word = Word {
                        line: opened,
                        text: &self.text[self.pos + 1..at],
                        first_on_line: !self.word_on_line,
                        comment: Some(style),
                    };
                    self.pos = at + 1;
                    self.line_blank = false;
                    return Ok(word);
                }
                _ => {}
            }
            at += 1;
        }
        Err(ImportError::Malformed {
            line: opened,
            text: open.to_string(),
        })
    }

    /// True when the text after a `;` (at `self.pos`), up to the next `;`,
    /// comment or the end of its line, holds words and every one is move
    /// shaped.
    fn separates_moves(&self) -> bool {
        let rest = &self.text[self.pos..];
        let end = rest
            .find(|c: char| {
                c == ';'
                    || c == '{'
                    || c == '\n'
                    || (c == '[' && self.brackets == Brackets::Comment)
            })
            .unwrap_or(rest.len());
        let mut words = rest[..end]
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .peekable();
        words.peek().is_some() && words.all(is_move_shaped)
    }

    /// True for a character that ends a word.
    fn ends_word(&self, c: char) -> bool {
        c.is_whitespace()
            || matches!(c, ',' | ';' | '{')
            || (c == '[' && self.brackets == Brackets::Comment)
    }

    fn step(&mut self) -> Option<Result<Word<'a>, ImportError>> {
        loop {
            let rest = &self.text[self.pos..];
            let c = rest.chars().next()?;
            match c {
                '\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.word_on_line = false;
                    self.line_blank = true;
                }
                ',' => {
                    self.pos += 1;
                    self.line_blank = false;
                }
                '{' => match self.skip_comment('{', b'}', Comment::Brace) {
                    Ok(word) if self.comments => return Some(Ok(word)),
                    Ok(_) => {}
                    Err(e) => return Some(Err(e)),
                },
                '[' if self.brackets == Brackets::Comment => {
                    match self.skip_comment('[', b']', Comment::Bracket) {
                        Ok(word) if self.comments => return Some(Ok(word)),
                        Ok(_) => {}
                        Err(e) => return Some(Err(e)),
                    }
                }
                '[' if self.brackets == Brackets::NewGame && self.line_blank => {
                    let line = rest.split('\n').next().unwrap_or_default();
                    return Some(Err(ImportError::Malformed {
                        line: self.line,
                        text: line.trim().to_string(),
                    }));
                }
                ';' => {
                    self.pos += 1;
                    if self.word_on_line && self.separates_moves() {
                        self.line_blank = false;
                    } else {
                        let rest = &self.text[self.pos..];
                        let len = rest.find('\n').unwrap_or(rest.len());
                        let word = Word {
                            line: self.line,
                            text: rest[..len].trim_end_matches('\r'),
                            first_on_line: !self.word_on_line,
                            comment: Some(Comment::Line),
                        };
                        self.pos += len;
                        if self.comments {
                            return Some(Ok(word));
                        }
                    }
                }
                c if c.is_whitespace() => self.pos += c.len_utf8(),
                _ => {
                    let len = rest.find(|c: char| self.ends_word(c)).unwrap_or(rest.len());
                    let word = Word {
                        line: self.line,
                        text: &rest[..len],
                        first_on_line: !self.word_on_line,
                        comment: None,
                    };
                    self.pos += len;
                    self.word_on_line = true;
                    self.line_blank = false;
                    return Some(Ok(word));
                }
            }
        }
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<Word<'a>, ImportError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let item = self.step();
        if !matches!(item, Some(Ok(_))) {
            self.done = true;
        }
        item
    }
}

/// The header of a record, line by line, passing over blank lines, `;`
/// comment lines and `{…}` comments between them.
pub(crate) struct Header<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// Where the last line passed over ([`Header::advance`]) ends.
    after: (usize, usize),
}

impl<'a> Header<'a> {
    pub(crate) fn new(text: &'a str) -> Header<'a> {
        Header {
            text,
            pos: 0,
            line: 1,
            after: (0, 1),
        }
    }

    /// The next line that is not blank or a comment (trimmed), with its
    /// 1-based number, left unread (an unclosed `{` is given as such a
    /// line: the movetext's reader reports it).
    pub(crate) fn peek(&mut self) -> Option<(usize, &'a str)> {
        loop {
            let rest = &self.text[self.pos..];
            let c = rest.chars().next()?;
            match c {
                '\n' => {
                    self.pos += 1;
                    self.line += 1;
                }
                ';' => self.pos += rest.find('\n').unwrap_or(rest.len()),
                '{' => match rest.find('}') {
                    Some(close) => {
                        self.line += rest[..close].matches('\n').count();
                        self.pos += close + 1;
                    }
                    None => return Some((self.line, self.current())),
                },
                c if c.is_whitespace() => self.pos += c.len_utf8(),
                _ => return Some((self.line, self.current())),
            }
        }
    }

    /// The line from the current position, trimmed.
    fn current(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        rest[..rest.find('\n').unwrap_or(rest.len())].trim()
    }

    /// Passes over the line [`Header::peek`] gave.
    pub(crate) fn advance(&mut self) {
        let rest = &self.text[self.pos..];
        match rest.find('\n') {
            Some(end) => {
                self.pos += end + 1;
                self.line += 1;
            }
            None => self.pos = self.text.len(),
        }
        self.after = (self.pos, self.line);
    }

    /// The text after the last line passed over, with the number of its
    /// first line: the movetext with the comments between the tags and
    /// the first move (the annotated readers keep them as the comment
    /// before the first move).
    pub(crate) fn rest_after_tags(&self) -> (&'a str, usize) {
        (&self.text[self.after.0..], self.after.1)
    }

    /// The text from the current position on (the movetext), with the
    /// number of its first line.
    pub(crate) fn rest(&self) -> (&'a str, usize) {
        (&self.text[self.pos..], self.line)
    }
}

/// A move-number word (`12.`, `12...`), or the number before a move
/// written without a space (`12.d4-d5`): what is left after it.
pub(crate) fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || !word[digits..].starts_with('.') {
        return word;
    }
    word[digits..].trim_start_matches('.')
}

/// True for a word that can stand in a movetext: a move number, an end
/// word or a side naming who resigned, or a word that begins like a move
/// (a square, `h1…`, `K11…`, or a piece letter and a square, `Kf6…`).
pub(crate) fn is_move_shaped(word: &str) -> bool {
    let rest = strip_move_number(word);
    if rest.is_empty() {
        return rest.len() < word.len();
    }
    if ending::is_any_end_or_side_word(rest) {
        return true;
    }
    let bytes = rest.as_bytes();
    let start = usize::from(
        bytes.len() > 1 && bytes[0].is_ascii_alphabetic() && bytes[1].is_ascii_alphabetic(),
    );
    bytes.len() > start + 1
        && bytes[start].is_ascii_alphabetic()
        && bytes[start + 1].is_ascii_digit()
}

/// The text without a leading byte-order mark (files saved on Windows).
pub(crate) fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

#[cfg(test)]
mod tests;
