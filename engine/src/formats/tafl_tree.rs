//! The movetext of our Tafl format with commentary and variations, PGN's
//! way: `{…}` after the move a comment is about (before the first move:
//! the opening comment), a mark after its move (`d1-d3!?`), each
//! variation in `( … )` after the move it replaces (and that move's
//! comment), numbered as a game from the start would be (`3...` before a
//! second side's move that follows a comment or a variation, or begins a
//! line).

use super::annotated::{Line, MoveTree};
use crate::side::Side;

/// A piece of movetext: a word, or a `;` comment, which must stand on a
/// line of its own.
struct Piece {
    text: String,
    /// A `;` comment: it starts its line (after a word on the same line a
    /// `;` may read as a move separator, docs/records.md) and ends it.
    own_line: bool,
}

/// The movetext of `tree` for a game whose first move is `first`'s, in
/// lines of at most `width` characters (a longer piece gets a line of its
/// own), each ending in a newline. The tree must have been checked: its
/// nesting bounds the recursion.
pub(crate) fn movetext(tree: &MoveTree, first: Side, width: usize) -> String {
    let mut pieces = Vec::new();
    if let Some(comment) = &tree.comment {
        pieces.push(comment_piece(comment));
    }
    write_line(&mut pieces, &tree.line, first.index(), true);
    wrap(&pieces, width)
}

/// A comment as written: `{…}`; one holding a `}` as a `;` comment on a
/// line of its own when it is on one line, else with its `}` written `)`.
fn comment_piece(comment: &str) -> Piece {
    if !comment.contains('}') {
        return Piece {
            text: format!("{{{comment}}}"),
            own_line: false,
        };
    }
    if !comment.contains(['\n', '\r']) {
        return Piece {
            text: format!("; {comment}"),
            own_line: true,
        };
    }
    Piece {
        text: format!("{{{}}}", comment.replace('}', ")")),
        own_line: false,
    }
}

/// The pieces of `line`, whose first move is at ply `ply` from the game's
/// start (counting from the first side's move 0).
fn write_line(pieces: &mut Vec<Piece>, line: &Line, ply: usize, starts: bool) {
    let mut number_next = starts;
    for (i, node) in line.iter().enumerate() {
        let ply = ply + i;
        let turn = ply / 2 + 1;
        let word = |text: String| Piece {
            text,
            own_line: false,
        };
        if ply.is_multiple_of(2) {
            pieces.push(word(format!("{turn}.")));
        } else if number_next {
            pieces.push(word(format!("{turn}...")));
        }
        let mark = node.mark.map_or("", |m| m.symbol());
        pieces.push(word(format!("{}{mark}", node.mv)));
        number_next = false;
        if let Some(comment) = &node.comment {
            pieces.push(comment_piece(comment));
            number_next = true;
        }
        for variation in &node.variations {
            pieces.push(word("(".into()));
            write_line(pieces, variation, ply, true);
            pieces.push(word(")".into()));
            number_next = true;
        }
    }
}

/// The pieces joined by spaces (none inside parentheses) into lines.
fn wrap(pieces: &[Piece], width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    let mut after_open = false;
    for piece in pieces {
        let closing = piece.text == ")";
        let gap = !line.is_empty() && !after_open && !closing;
        let too_long = line.len() + usize::from(gap) + piece.text.len() > width;
        if !line.is_empty() && (too_long || piece.own_line) {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() && !after_open && !closing {
            line.push(' ');
        }
        line.push_str(&piece.text);
        after_open = piece.text == "(";
        if piece.own_line {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::annotated::{Mark, Node};

    #[test]
    fn variations_and_comments_are_written_pgn_style() {
        let tree = MoveTree {
            comment: Some("A start".into()),
            line: vec![
                Node::new("d1-d3"),
                Node {
                    mark: Some(Mark::Interesting),
                    comment: Some("the edge }".into()),
                    variations: vec![vec![Node::new("e7-e10"), Node::new("h1-h3")]],
                    ..Node::new("e5-e2")
                },
                Node::new("g1-g3"),
            ],
        };
        assert_eq!(
            movetext(&tree, Side::First, 79),
            "{A start} 1. d1-d3 e5-e2!?\n; the edge }\n(1... e7-e10 2. h1-h3) 2. g1-g3\n"
        );
        let plain = MoveTree::plain(&["a".to_string(), "b".to_string()]);
        assert_eq!(movetext(&plain, Side::Second, 79), "1... a 2. b\n");
    }
}
