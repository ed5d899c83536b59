//! Annotated movetext read into a tree: the draft every annotated reader
//! fills (the words of the main line, and variations as lines of words,
//! each with its mark, comment and variations), then replayed into an
//! [`AnnotatedGame`]: the main line through [`replay::read_moves_at`],
//! as the plain readers read it, then every variation from the position
//! before the move it replaces, by playing and taking back (linear in the
//! tree, whatever its shape). The PGN-style reader of `( … )` variations,
//! `{…}`/`;` comments and `!?`/`$5` marks is here ([`pgn_draft`]); OTN's
//! addressed variation lines are read by `otn_tree` into the same draft.

use super::annotated::{self, AnnotatedGame, Line, Mark, MoveTree, Node, MAX_NESTING};
use super::ending;
use super::lexer::{strip_move_number, Word};
use super::replay::{self, Replay};
use super::ImportError;
use crate::game_id::GameId;
use crate::record::{Conclusion, GameRecord, RecordFacts};

/// What is said about a word of a line.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    pub mark: Option<Mark>,
    pub comment: Option<String>,
    /// Variations (ids in [`Draft::lines`]) of this move.
    pub variations: Vec<usize>,
}

/// A word of a line as read, with its notes.
#[derive(Debug)]
pub(crate) struct RawNode<'a> {
    pub word: Word<'a>,
    pub notes: Notes,
}

/// A line as read: in the main line every word (move numbers and end
/// words too, which the replay tells from moves); in a variation its
/// moves only.
#[derive(Debug, Default)]
pub(crate) struct RawLine<'a> {
    pub nodes: Vec<RawNode<'a>>,
    /// The record's line where it begins.
    pub line: usize,
    /// Variations nested around it (the main line is 0).
    pub depth: usize,
    /// The move it replaces: its line and index there.
    pub parent: Option<(usize, usize)>,
    /// A comment before its first move (kept as that move's comment).
    pub lead: Option<String>,
}

/// A movetext read, not yet replayed: `lines[0]` is the main line.
#[derive(Debug)]
pub(crate) struct Draft<'a> {
    pub lines: Vec<RawLine<'a>>,
    /// The comment before the first move.
    pub opening: Option<String>,
}

impl<'a> Draft<'a> {
    pub(crate) fn new() -> Draft<'a> {
        Draft {
            lines: vec![RawLine::default()],
            opening: None,
        }
    }

    /// A comment after the last word of line `id` (before its first word:
    /// the opening comment, or a variation's lead).
    pub(crate) fn comment(&mut self, id: usize, text: &str) {
        let line = &mut self.lines[id];
        match line.nodes.last_mut() {
            Some(node) => annotated::add_comment(&mut node.notes.comment, text),
            None if id == 0 => annotated::add_comment(&mut self.opening, text),
            None => annotated::add_comment(&mut line.lead, text),
        }
    }

    /// A word added to line `id` (its lead comment goes to its first).
    pub(crate) fn push(&mut self, id: usize, word: Word<'a>, mark: Option<Mark>) {
        let line = &mut self.lines[id];
        let comment = if line.nodes.is_empty() {
            line.lead.take()
        } else {
            None
        };
        line.nodes.push(RawNode {
            word,
            notes: Notes {
                mark,
                comment,
                variations: Vec::new(),
            },
        });
    }

    /// A mark for the last word of line `id`.
    ///
    /// # Errors
    /// [`ImportError::Malformed`] when the line has no word yet.
    pub(crate) fn mark(&mut self, id: usize, mark: Mark, word: &Word) -> Result<(), ImportError> {
        match self.lines[id].nodes.last_mut() {
            Some(node) => {
                node.notes.mark = Some(mark);
                Ok(())
            }
            None => Err(malformed(word)),
        }
    }

    /// A new, empty variation of word `node` of line `parent`, opened on
    /// record line `line`; its id.
    ///
    /// # Errors
    /// [`ImportError::TooDeep`] past [`MAX_NESTING`] levels.
    pub(crate) fn open(
        &mut self,
        parent: usize,
        node: usize,
        line: usize,
    ) -> Result<usize, ImportError> {
        let depth = self.lines[parent].depth + 1;
        if depth > MAX_NESTING {
            return Err(ImportError::TooDeep { line });
        }
        let id = self.lines.len();
        self.lines.push(RawLine {
            line,
            depth,
            parent: Some((parent, node)),
            ..RawLine::default()
        });
        self.lines[parent].nodes[node].notes.variations.push(id);
        Ok(id)
    }

    /// Where a variation opened after the last word of line `id` hangs:
    /// on that word, or, after a variation's first move, beside that
    /// variation (alternatives to its first move are its siblings).
    pub(crate) fn branch_point(&self, id: usize) -> Option<(usize, usize)> {
        let line = &self.lines[id];
        match (line.nodes.len(), line.parent) {
            (0, _) => None,
            (1, Some(parent)) => Some(parent),
            (n, _) => Some((id, n - 1)),
        }
    }

    /// Replays the draft from `replay`'s start: the main line's words as
    /// [`replay::read_moves_at`] reads them (numbers skipped, an end word
    /// last; what was said about a word that is not a move goes to the
    /// move before it), then every variation, each move with `play`.
    /// Returns the game's end word and the tree; `replay` is left at the
    /// end of the main line.
    ///
    /// # Errors
    /// The main line's errors as the plain readers give them; for a move
    /// of a variation [`ImportError::InVariation`].
    pub(crate) fn replay<P>(
        mut self,
        replay: &mut Replay,
        mut play: P,
    ) -> Result<(Option<ending::EndWord>, MoveTree), ImportError>
    where
        P: FnMut(&mut Replay, &'a str) -> Result<(), ImportError>,
    {
        let start = replay.game().clone();
        let main = std::mem::take(&mut self.lines[0].nodes);
        let words: Vec<Word<'a>> = main.iter().map(|n| n.word).collect();
        let mut played = Vec::new();
        let end = replay::read_moves_at(replay, &words, &mut play, &mut played)?;
        // What was said about numbers and end words goes to the move
        // before them (or before the first move).
        let mut opening = self.opening.take();
        let mut notes: Vec<Notes> = Vec::with_capacity(played.len());
        let mut next = played.iter().peekable();
        for (i, node) in main.into_iter().enumerate() {
            if next.peek() == Some(&&i) {
                next.next();
                notes.push(node.notes);
                continue;
            }
            let Notes {
                mark,
                comment,
                variations,
            } = node.notes;
            match notes.last_mut() {
                Some(last) => {
                    if let Some(comment) = comment {
                        annotated::add_comment(&mut last.comment, &comment);
                    }
                    last.mark = mark.or(last.mark);
                    last.variations.extend(variations);
                }
                None => {
                    if let Some(comment) = comment {
                        annotated::add_comment(&mut opening, &comment);
                    }
                    if let Some(&first) = variations.first() {
                        let line = self.lines[first].line;
                        return Err(ImportError::BadVariation {
                            line,
                            text: "(".into(),
                        });
                    }
                    if mark.is_some() {
                        return Err(malformed(&node.word));
                    }
                }
            }
        }
        let moves = replay.game().moves().to_vec();
        let mut walk = Replay::from_game(start);
        let mut line = Vec::with_capacity(moves.len());
        for (note, mv) in notes.into_iter().zip(moves) {
            let mut variations = Vec::with_capacity(note.variations.len());
            for id in note.variations {
                variations.push(self.play_line(&mut walk, id, &mut play)?);
            }
            walk.play(&mv)?;
            line.push(Node {
                mv,
                mark: note.mark,
                comment: note.comment,
                variations,
            });
        }
        Ok((
            end,
            MoveTree {
                comment: opening,
                line,
            },
        ))
    }

    /// Plays variation `id` from `replay`'s position (its variations
    /// first, each from the position before its move) and takes it back.
    /// Recursion is bounded by [`MAX_NESTING`], checked when the
    /// variation was opened.
    fn play_line<P>(
        &mut self,
        replay: &mut Replay,
        id: usize,
        play: &mut P,
    ) -> Result<Line, ImportError>
    where
        P: FnMut(&mut Replay, &'a str) -> Result<(), ImportError>,
    {
        let raw = std::mem::take(&mut self.lines[id].nodes);
        if raw.is_empty() {
            return Err(ImportError::BadVariation {
                line: self.lines[id].line,
                text: "()".into(),
            });
        }
        let mut line = Vec::with_capacity(raw.len());
        let mut result = Ok(());
        for node in raw {
            let mut variations = Vec::with_capacity(node.notes.variations.len());
            for child in node.notes.variations {
                match self.play_line(replay, child, play) {
                    Ok(variation) => variations.push(variation),
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
            }
            if result.is_err() {
                break;
            }
            if let Err(error) = play(replay, node.word.text) {
                result = Err(match error {
                    nested @ ImportError::InVariation { .. } => nested,
                    error => ImportError::InVariation {
                        line: node.word.line,
                        error: Box::new(error),
                    },
                });
                break;
            }
            let mv = replay.game().moves().last().cloned().unwrap_or_default();
            line.push(Node {
                mv,
                mark: node.notes.mark,
                comment: node.notes.comment,
                variations,
            });
        }
        for _ in 0..line.len() {
            replay.undo();
        }
        result.map(|()| line)
    }
}

/// The record of a replayed draft: its conclusion settled as the plain
/// readers settle it, and the tree.
pub(crate) fn finish(
    replay: &Replay,
    conclusion: Option<Conclusion>,
    facts: RecordFacts,
    tree: MoveTree,
) -> AnnotatedGame {
    let record: GameRecord = replay.finish(conclusion, facts);
    AnnotatedGame { record, tree }
}

/// The record of a replayed draft whose end may be claimed by its tags
/// (`tag_claim`) and by the end word after its moves (`end`): the claims
/// settled against the board as every PGN-like reader settles them, and
/// the tree.
///
/// # Errors
/// As [`ending::settle`]: a claim the board or another claim contradicts.
pub(crate) fn conclude(
    replay: &Replay,
    tag_claim: Option<ending::Claim>,
    end: Option<ending::EndWord>,
    facts: RecordFacts,
    tree: MoveTree,
) -> Result<AnnotatedGame, ImportError> {
    let to_move = replay.game().side_to_move();
    let claims: Vec<ending::Claim> = tag_claim
        .into_iter()
        .chain(end.and_then(|end| end.claim(to_move)))
        .collect();
    let conclusion = ending::settle(replay.game().outcome(), &claims)?;
    Ok(finish(replay, conclusion, facts, tree))
}

/// The error for a word that cannot stand where it is.
pub(crate) fn malformed(word: &Word) -> ImportError {
    ImportError::Malformed {
        line: word.line,
        text: word.text.to_string(),
    }
}

/// A move word with its mark written after it (`d1-d3!?`): the move and
/// the mark; a word that is only a mark gives an empty move. A word whose
/// ending is not one of the six marks is left whole.
pub(crate) fn split_mark(text: &str) -> (&str, Option<Mark>) {
    let head = text.trim_end_matches(['!', '?']);
    if head.len() == text.len() {
        return (text, None);
    }
    match Mark::from_symbol(&text[head.len()..]) {
        Some(mark) => (head, Some(mark)),
        None => (text, None),
    }
}

/// A numeric annotation glyph (`$5`): `Some(mark)` for `$1`…`$6`,
/// `Some(None)` for another glyph, `None` for a word that is none.
fn nag(text: &str) -> Option<Option<Mark>> {
    let digits = text.strip_prefix('$')?;
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse().ok().and_then(Mark::from_nag))
}

/// True for a word that is a move number or a filler (`12.`, `.....`).
pub(crate) fn is_number(text: &str) -> bool {
    strip_move_number(text).bytes().all(|b| b == b'.')
}

/// True for a word that ends a game or names who resigned (not a move).
pub(crate) fn is_end(game: GameId, text: &str) -> bool {
    ending::end_word(game, text).is_some() || ending::side_word(game, text).is_some()
}

/// What the PGN-like readers take from their movetext.
#[derive(Clone, Copy)]
pub(crate) struct Reading {
    /// `( … )` variations and `!?`/`$5` marks (our Tafl format).
    pub variations: bool,
}

/// Reads the words of a PGN-like movetext (the lexer's words with their
/// comments) into a draft: comments after the word they follow, marks as
/// suffixes or glyphs, `( … )` variations of the move before them.
///
/// # Errors
/// [`ImportError::BadVariation`] for a `(` with no move before it, a
/// `)` with no `(`, an unclosed `(`, an end word in a variation;
/// [`ImportError::TooDeep`]; [`ImportError::Malformed`] for a mark with
/// no move before it or a glyph that is not a mark.
pub(crate) fn pgn_draft<'a>(
    game: GameId,
    words: &[Word<'a>],
    reading: Reading,
) -> Result<Draft<'a>, ImportError> {
    let mut draft = Draft::new();
    let mut stack = vec![0usize];
    for word in words {
        let top = *stack.last().unwrap_or(&0);
        if word.comment.is_some() {
            draft.comment(top, word.text);
            continue;
        }
        if !reading.variations {
            draft.push(top, *word, None);
            continue;
        }
        let mut text = word.text;
        while let Some(rest) = text.strip_prefix('(') {
            let top = *stack.last().unwrap_or(&0);
            let bad = || ImportError::BadVariation {
                line: word.line,
                text: "(".into(),
            };
            let (line, node) = draft.branch_point(top).ok_or_else(bad)?;
            stack.push(draft.open(line, node, word.line)?);
            text = rest;
        }
        let body = text.trim_end_matches(')');
        let closes = text.len() - body.len();
        if !body.is_empty() {
            let top = *stack.last().unwrap_or(&0);
            let here = Word {
                text: body,
                ..*word
            };
            read_word(&mut draft, top, game, here)?;
        }
        for _ in 0..closes {
            if stack.len() < 2 {
                return Err(ImportError::BadVariation {
                    line: word.line,
                    text: ")".into(),
                });
            }
            stack.pop();
        }
    }
    if let Some(&open) = stack.get(1) {
        return Err(ImportError::BadVariation {
            line: draft.lines[open].line,
            text: "(".into(),
        });
    }
    Ok(draft)
}

/// One word of a Tafl movetext into line `top`: a glyph or a lone mark
/// for the move before it, a move (with its mark); in a variation move
/// numbers are skipped and an end word is refused.
fn read_word<'a>(
    draft: &mut Draft<'a>,
    top: usize,
    game: GameId,
    word: Word<'a>,
) -> Result<(), ImportError> {
    if let Some(glyph) = nag(word.text) {
        let mark = glyph.ok_or_else(|| malformed(&word))?;
        return draft.mark(top, mark, &word);
    }
    let (text, mark) = split_mark(word.text);
    if text.is_empty() {
        if let Some(mark) = mark {
            return draft.mark(top, mark, &word);
        }
    }
    let word = Word { text, ..word };
    if top != 0 {
        if is_number(text) {
            return Ok(());
        }
        if is_end(game, strip_move_number(text)) {
            return Err(ImportError::BadVariation {
                line: word.line,
                text: text.to_string(),
            });
        }
    }
    draft.push(top, word, mark);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_glyphs() {
        assert_eq!(split_mark("d1-d3!?"), ("d1-d3", Some(Mark::Interesting)));
        assert_eq!(split_mark("d1-d3??"), ("d1-d3", Some(Mark::Blunder)));
        assert_eq!(split_mark("d1-d3"), ("d1-d3", None));
        assert_eq!(split_mark("d1-d3!!!"), ("d1-d3!!!", None));
        assert_eq!(split_mark("!"), ("", Some(Mark::Good)));
        assert_eq!(nag("$6"), Some(Some(Mark::Dubious)));
        assert_eq!(nag("$14"), Some(None));
        assert_eq!(nag("$"), None);
        assert_eq!(nag("d1"), None);
        assert!(is_number("12."));
        assert!(is_number("....."));
        assert!(!is_number("d1-d3"));
    }
}
