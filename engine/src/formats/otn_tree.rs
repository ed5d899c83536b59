//! OTN's commentary and variations, as OpenTafl writes them (its
//! `ReplayGame` history with comments, `MoveAddress` numbering; docs in
//! docs/records.md, "OTN's comments and variations"):
//!
//! ```text
//! 1. d1-d3 e5-e2
//! [first move's comment|second move's comment]
//! 2. g1-g3 f4-c4
//! 2a.1.1a. h1-h3 e7-e10
//! [a comment on h1-h3|]
//! 2a.1.1a.1.1a. ..... f4-f2
//! ```
//!
//! Positions have addresses: in the main line `Ta` is the position
//! before the first move of turn `T`, `Tb` before its second; a variation
//! `P.k.` is the `k`-th alternative to the move played from position `P`,
//! and its positions are numbered after their move, `1a`, `1b`, `2a`, …
//! (turns restart at 1 in each variation; its first move has the letter of
//! the move it replaces, a turn that begins with the second move is
//! padded with `.....`). A variation's line is written `P.k.Ta.` before
//! the moves of its turn `T`. A `[…|…]` line after a turn holds the
//! comments of its moves, in order. Variations are written after the turn
//! holding the position they branch from. Marks, which OTN lacks, are the
//! first word of a move's comment (`[!? a bold move|]`).

use super::annotated::{self, Line, Mark, MoveTree, MAX_NESTING};
use super::lexer::{strip_move_number, Brackets, Comment, Lexer, Word};
use super::movetext::{self, Draft};
use super::ImportError;
use crate::game::AnyGame;
use crate::game_id::GameId;
use std::collections::HashMap;

/// One element of a variation address: a position (`2a`: turn and
/// letter, as slot `2 * (turn - 1) + letter`) or a variation number.
type Address = Vec<u64>;

/// A variation line's group: its address (less its last turn), the draft
/// line holding its moves, the record line of its first address.
struct Group {
    key: Address,
    id: usize,
    line: usize,
}

/// Which line the words being read belong to, and the moves of the
/// current turn there (for a `[…|…]` comment).
struct Turn {
    line: usize,
    moves: Vec<usize>,
}

/// Reads OTN movetext into a draft: main turns, variation lines by their
/// addresses, `[…|…]` comments on the moves of the turn above, `{…}` and
/// `;` comments on the move before them.
///
/// # Errors
/// [`ImportError::BadVariation`] for an address that does not read or
/// names no move of the record, an end word in a variation;
/// [`ImportError::TooDeep`]; the lexer's errors.
pub(crate) fn draft<'a>(
    body: &'a str,
    first_line: usize,
    game: GameId,
) -> Result<Draft<'a>, ImportError> {
    let mut draft = Draft::new();
    let mut groups: Vec<Group> = Vec::new();
    let mut by_key: HashMap<Address, usize> = HashMap::new();
    let mut turn: Option<Turn> = None;
    for word in Lexer::new(body, first_line, Brackets::Comment).with_comments() {
        let word = word?;
        match word.comment {
            Some(Comment::Bracket) => {
                bracket_comment(&mut draft, turn.as_ref(), word.text);
                continue;
            }
            Some(_) => {
                draft.comment(turn.as_ref().map_or(0, |t| t.line), word.text);
                continue;
            }
            None => {}
        }
        if word.first_on_line {
            let line = match address(word.text, word.line)? {
                Some(key) => match by_key.get(&key) {
                    Some(&g) => groups[g].id,
                    None => {
                        let id = draft.lines.len();
                        draft.lines.push(movetext::RawLine {
                            line: word.line,
                            depth: key.len() / 2,
                            ..movetext::RawLine::default()
                        });
                        by_key.insert(key.clone(), groups.len());
                        groups.push(Group {
                            key,
                            id,
                            line: word.line,
                        });
                        id
                    }
                },
                None => 0,
            };
            turn = Some(Turn {
                line,
                moves: Vec::new(),
            });
            if line != 0 {
                continue;
            }
        }
        let line = turn.as_ref().map_or(0, |t| t.line);
        let (text, mark) = movetext::split_mark(word.text);
        let word = Word { text, ..word };
        if line != 0 {
            if movetext::is_number(text) {
                continue;
            }
            if movetext::is_end(game, strip_move_number(text)) {
                return Err(ImportError::BadVariation {
                    line: word.line,
                    text: text.to_string(),
                });
            }
        }
        if let Some(turn) = turn.as_mut() {
            if !movetext::is_number(text) {
                turn.moves.push(draft.lines[line].nodes.len());
            }
        }
        draft.push(line, word, mark);
    }
    attach(&mut draft, &groups, &by_key, game)?;
    Ok(draft)
}

/// A `[first|second]` comment: its parts to the moves of the turn above
/// in order (a part beyond them to the last), a leading mark symbol read
/// as the move's mark; before any turn, the opening comment.
fn bracket_comment(draft: &mut Draft, turn: Option<&Turn>, text: &str) {
    let Some(turn) = turn.filter(|t| !t.moves.is_empty()) else {
        draft.comment(turn.map_or(0, |t| t.line), &text.replace('|', " "));
        return;
    };
    for (i, part) in text.split('|').enumerate() {
        let at = turn.moves[i.min(turn.moves.len() - 1)];
        let notes = &mut draft.lines[turn.line].nodes[at].notes;
        let (mark, rest) = leading_mark(part);
        if mark.is_some() {
            notes.mark = mark;
        }
        annotated::add_comment(&mut notes.comment, rest);
    }
}

/// A comment part whose first word is a mark (`!? a bold move`): the
/// mark and the rest.
fn leading_mark(part: &str) -> (Option<Mark>, &str) {
    let trimmed = part.trim_start();
    let end = trimmed.find(char::is_whitespace).unwrap_or(trimmed.len());
    match Mark::from_symbol(&trimmed[..end]) {
        Some(mark) => (Some(mark), &trimmed[end..]),
        None => (None, part),
    }
}

/// A variation line's address (`2a.1.1a.`), less its last turn: the
/// positions and variation numbers it goes through (`[2a, 1]`); `None`
/// for a word that is no address (a main turn's number, a move).
///
/// # Errors
/// [`ImportError::TooDeep`] for more than [`MAX_NESTING`] variation
/// levels; [`ImportError::BadVariation`] for an address whose numbers do
/// not read.
fn address(word: &str, line: usize) -> Result<Option<Address>, ImportError> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let is_address = digits > 0
        && word[digits..].starts_with(|c: char| c.is_ascii_lowercase())
        && word.contains('.');
    if !is_address {
        return Ok(None);
    }
    let bad = || ImportError::BadVariation {
        line,
        text: word.chars().take(60).collect(),
    };
    let mut key = Vec::new();
    for (i, element) in word.trim_end_matches('.').split('.').enumerate() {
        if i / 2 > MAX_NESTING {
            return Err(ImportError::TooDeep { line });
        }
        let digits = element.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > 6 {
            return Err(bad());
        }
        let number: u64 = element[..digits].parse().map_err(|_| bad())?;
        let position = i % 2 == 0;
        let value = match (&element[digits..], position) {
            ("a", true) => 2 * number.checked_sub(1).ok_or_else(bad)?,
            ("b", true) => 2 * number.checked_sub(1).ok_or_else(bad)? + 1,
            ("", false) if number > 0 => number,
            _ => return Err(bad()),
        };
        key.push(value);
    }
    // A line's address ends with its turn (a position): drop it.
    if key.len() < 3 || key.len() % 2 == 0 {
        return Err(bad());
    }
    key.pop();
    Ok(Some(key))
}

/// Hangs each variation line on the move it replaces, shorter addresses
/// first (a variation's own address goes through its parent's).
fn attach(
    draft: &mut Draft,
    groups: &[Group],
    by_key: &HashMap<Address, usize>,
    game: GameId,
) -> Result<(), ImportError> {
    // Where each main move is among the main line's words.
    let main_moves: Vec<usize> = draft.lines[0]
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, n)| {
            !movetext::is_number(n.word.text)
                && !movetext::is_end(game, strip_move_number(n.word.text))
        })
        .map(|(i, _)| i)
        .collect();
    let mut order: Vec<&Group> = groups.iter().collect();
    order.sort_by_key(|g| g.key.len());
    // The slot of each draft line's first move (its letter: 0 a, 1 b).
    let mut first_slot: HashMap<usize, u64> = HashMap::new();
    first_slot.insert(0, 0);
    for group in order {
        let bad = || ImportError::BadVariation {
            line: group.line,
            text: address_text(&group.key),
        };
        // The main move the address starts from.
        let slot = group.key[0];
        let mut line = 0;
        let mut node = *usize::try_from(slot)
            .ok()
            .and_then(|s| main_moves.get(s))
            .ok_or_else(bad)?;
        let mut node_slot = slot;
        let last = group.key.len() - 1;
        let mut i = 1;
        while i < last {
            // Variation `k` of that move, then a position in it.
            let prefix = &group.key[..=i];
            let parent = by_key.get(prefix).map(|&g| groups[g].id).ok_or_else(bad)?;
            if draft.lines[parent].parent != Some((line, node)) {
                return Err(bad());
            }
            line = parent;
            let first = first_slot.get(&line).copied().ok_or_else(bad)?;
            let after = group.key[i + 1].checked_sub(first).ok_or_else(bad)?;
            let next = usize::try_from(after + 1).map_err(|_| bad())?;
            if next >= draft.lines[line].nodes.len() {
                return Err(bad());
            }
            node = next;
            node_slot = first + after + 1;
            i += 2;
        }
        let depth = draft.lines[line].depth + 1;
        if depth > MAX_NESTING {
            return Err(ImportError::TooDeep { line: group.line });
        }
        let entry = &mut draft.lines[group.id];
        entry.parent = Some((line, node));
        entry.depth = depth;
        first_slot.insert(group.id, node_slot % 2);
        draft.lines[line].nodes[node]
            .notes
            .variations
            .push(group.id);
    }
    Ok(())
}

/// An address as OTN writes it, for errors.
fn address_text(key: &[u64]) -> String {
    let mut text = String::new();
    for (i, value) in key.iter().enumerate() {
        if i % 2 == 0 {
            let letter = if value % 2 == 0 { 'a' } else { 'b' };
            text.push_str(&format!("{}{letter}.", value / 2 + 1));
        } else {
            text.push_str(&format!("{value}."));
        }
    }
    text
}

/// The move records of OTN for moves played on a game: `K` before a
/// king's move, captures after `x` joined by `/`, `++`/`--` when the move
/// took the king or reached a corner.
pub(crate) fn play_record(game: &mut AnyGame, mv: &str) -> Option<String> {
    use crate::hnefatafl::{Move, TaflVariant};
    use crate::piece::Piece;
    use crate::side::EndReason;
    let board = game.tafl().map_or(TaflVariant::Copenhagen.board(), |tafl| {
        tafl.position().board()
    });
    let king = Move::parse_on(board, mv).is_ok_and(|m| game.piece_at(m.from) == Some(Piece::King));
    game.play(mv).ok()?;
    let marked = game.last_marked_move()?;
    let mut record = String::new();
    if king {
        record.push('K');
    }
    let mut squares = marked.split('x');
    record.push_str(squares.next().unwrap_or_default());
    let captured: Vec<&str> = squares.collect();
    if !captured.is_empty() {
        record.push('x');
        record.push_str(&captured.join("/"));
    }
    match game.outcome().map(|o| o.reason) {
        Some(EndReason::KingCaptured) => record.push_str("++"),
        Some(EndReason::KingEscaped) => record.push_str("--"),
        _ => {}
    }
    Some(record)
}

/// A comment as a `[…|…]` part: with its mark first; `|` and `]`, which
/// would end the part, written `/` and `)`.
fn comment_part(mark: Option<Mark>, comment: Option<&str>) -> String {
    let mut part = String::new();
    if let Some(mark) = mark {
        part.push_str(mark.symbol());
    }
    if let Some(comment) = comment {
        if !part.is_empty() {
            part.push(' ');
        }
        part.push_str(&comment.replace('|', "/").replace(']', ")"));
    }
    part
}

/// The opening comment as the `[start-comment:…]` tag of OpenTafl's
/// files (a tag is one line and ends at `]`).
pub(crate) fn start_comment_tag(tree: &MoveTree) -> Option<String> {
    let comment = tree.comment.as_deref()?;
    let one_line: String = comment
        .chars()
        .map(|c| match c {
            ']' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    annotated::clean_comment(&one_line).map(|c| format!("[start-comment:{c}]\n"))
}

/// Writes the moves of `tree` from `game`'s position (left as it was) in
/// OpenTafl's form: turns, `[…|…]` comments, variations; `resigned`
/// adds `---` after the main line. The tree must have been checked
/// ([`annotated::AnnotatedGame::check`]): its nesting bounds the
/// recursion.
pub(crate) fn write(out: &mut String, game: &mut AnyGame, tree: &MoveTree, resigned: bool) {
    write_line(out, game, &tree.line, None, 0, resigned);
}

/// One line: its turns, each followed by its comments and by the
/// variations branching from the positions of that turn. `prefix` is the
/// variation's address (`None` for the main line), `first` the letter
/// of its first move (0 a, 1 b).
fn write_line(
    out: &mut String,
    game: &mut AnyGame,
    line: &Line,
    prefix: Option<&str>,
    first: usize,
    resigned: bool,
) {
    let main = prefix.is_none();
    // The records, played once and taken back.
    let mut records: Vec<String> = Vec::with_capacity(line.len() + 1);
    for node in line {
        match play_record(game, &node.mv) {
            Some(record) => records.push(record),
            None => break,
        }
    }
    for _ in 0..records.len() {
        game.undo();
    }
    if resigned {
        records.push("---".to_string());
    }
    let mut cursor = 0;
    let mut j = 0;
    while j < records.len() {
        let turn = (first + j) / 2;
        let mut end = j;
        while end < records.len() && (first + end) / 2 == turn {
            end += 1;
        }
        match prefix {
            None => out.push_str(&format!("{}.", turn + 1)),
            Some(prefix) => out.push_str(&format!("{prefix}{}a.", turn + 1)),
        }
        if (first + j) % 2 == 1 {
            out.push_str(" .....");
        }
        for record in &records[j..end] {
            out.push(' ');
            out.push_str(record);
        }
        out.push('\n');
        let nodes = &line[j.min(line.len())..end.min(line.len())];
        if nodes
            .iter()
            .any(|n| n.mark.is_some() || n.comment.is_some())
        {
            let parts: Vec<String> = nodes
                .iter()
                .map(|n| comment_part(n.mark, n.comment.as_deref()))
                .collect();
            out.push_str(&format!("[{}]\n", parts.join("|")));
        }
        // Variations from the positions of this turn: in the main line
        // before each of its moves, in a variation after each.
        let hangs: Vec<usize> = if main {
            (j..end.min(line.len())).collect()
        } else {
            (j + 1..(end + 1).min(line.len())).collect()
        };
        for k in hangs {
            if line[k].variations.is_empty() {
                continue;
            }
            while cursor < k {
                if game.play(&line[cursor].mv).is_err() {
                    break;
                }
                cursor += 1;
            }
            let slot = first + k;
            let position = if main { slot } else { slot - 1 };
            let here = format!(
                "{}{}{}.",
                prefix.unwrap_or(""),
                position / 2 + 1,
                if position % 2 == 0 { 'a' } else { 'b' }
            );
            for (n, variation) in line[k].variations.iter().enumerate() {
                let address = format!("{here}{}.", n + 1);
                write_line(out, game, variation, Some(&address), slot % 2, false);
            }
        }
        j = end;
    }
    for _ in 0..cursor {
        game.undo();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read() {
        assert_eq!(address("2a.1.1a.", 1), Ok(Some(vec![2, 1])));
        assert_eq!(address("2b.3.1a.2.4a.", 1), Ok(Some(vec![3, 3, 0, 2])));
        assert_eq!(address("2.", 1), Ok(None));
        assert_eq!(address("d1-d3", 1), Ok(None));
        assert!(address("2a.1.", 1).is_err());
        assert!(address("0a.1.1a.", 1).is_err());
        assert!(address("2a.0.1a.", 1).is_err());
        assert_eq!(address_text(&[3, 3, 0, 2]), "2b.3.1a.2.");
        assert_eq!(leading_mark("!? bold"), (Some(Mark::Interesting), " bold"));
        assert_eq!(leading_mark("!bold"), (None, "!bold"));
    }
}
