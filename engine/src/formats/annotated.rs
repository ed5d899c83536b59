//! An annotated game: a record with its commentary and variations, as an
//! analysis board shows them. The readers of OTN and of our Tafl format
//! keep them ([`super::Format::import_annotated`]), and their writers write
//! them back ([`super::Format::export_annotated`]); hnefatafl.org's format
//! and move lists keep comments only when read, and write the main line.
//!
//! The tree is plain data: a main [`Line`] of [`Node`]s, each a move in
//! docs/rules.md's notation with an optional [`Mark`], an optional comment
//! after it, and the variations that start at that move: alternative
//! lines played from the position before it. That is the analysis
//! board's notion of a variation (`src/analysis/tree.rs`: a node's first
//! child continues the line, the others are variations of that move), so
//! the two map onto each other node for node.
//!
//! **One form only:** a variation's own first move has no variations:
//! alternatives to it are further variations of the move it replaces (its
//! siblings), as in OpenTafl, which cannot say otherwise, and in the
//! analysis tree. The readers lift them there (PGN's `(e4 (c4))` gives
//! the siblings `e4`, `c4`), and [`AnnotatedGame::check`] refuses a tree
//! that is not in this form.

use crate::game::AnyGame;
use crate::record::GameRecord;
use std::fmt;

/// The deepest variations may be nested (a variation inside a variation
/// inside … counts one level each; the main line is level 0). Deeper is
/// refused when read ([`super::ImportError::TooDeep`]) and when written,
/// so that the readers, the writers and their replays, which recurse
/// once a level, never run out of stack, in WebAssembly either.
pub const MAX_NESTING: usize = 64;

/// A move's mark, as PGN writes it after the move (`d1-d3!?`) or as a
/// numeric annotation glyph (`$5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `!`, `$1`: a good move.
    Good,
    /// `?`, `$2`: a mistake.
    Mistake,
    /// `!!`, `$3`: a brilliant move.
    Brilliant,
    /// `??`, `$4`: a blunder.
    Blunder,
    /// `!?`, `$5`: an interesting move.
    Interesting,
    /// `?!`, `$6`: a dubious move.
    Dubious,
}

impl Mark {
    /// Every mark, in the order of their glyph numbers (`$1`…`$6`).
    pub const ALL: [Mark; 6] = [
        Mark::Good,
        Mark::Mistake,
        Mark::Brilliant,
        Mark::Blunder,
        Mark::Interesting,
        Mark::Dubious,
    ];

    /// `!`, `?`, `!!`, `??`, `!?` or `?!`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Brilliant => "!!",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
            Mark::Dubious => "?!",
        }
    }

    /// PGN's numeric annotation glyph: 1 to 6.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Good => 1,
            Mark::Mistake => 2,
            Mark::Brilliant => 3,
            Mark::Blunder => 4,
            Mark::Interesting => 5,
            Mark::Dubious => 6,
        }
    }

    /// The mark written `symbol`.
    pub fn from_symbol(symbol: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.symbol() == symbol)
    }

    /// The mark of glyph `nag` (1 to 6; PGN's other glyphs are no mark).
    pub fn from_nag(nag: u32) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| u32::from(m.nag()) == nag)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A line of moves: the main line, or a variation.
pub type Line = Vec<Node>;

/// One move of a line and what is said about it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The move in docs/rules.md's notation (canonical, as
    /// [`AnyGame::moves`] gives it; no capture marks).
    pub mv: String,
    pub mark: Option<Mark>,
    /// The comment after the move (trimmed, never empty).
    pub comment: Option<String>,
    /// Alternatives to this move, each played from the position before
    /// it, in order. Empty on the first move of a variation (see the
    /// module's doc).
    pub variations: Vec<Line>,
}

impl Node {
    /// A move with nothing said about it.
    pub fn new(mv: impl Into<String>) -> Node {
        Node {
            mv: mv.into(),
            ..Node::default()
        }
    }
}

/// The moves of a game with their commentary and variations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveTree {
    /// The comment before the first move (trimmed, never empty).
    pub comment: Option<String>,
    /// The main line: the moves of the record.
    pub line: Line,
}

impl MoveTree {
    /// The main line of `moves`, with nothing said about them.
    pub fn plain(moves: &[String]) -> MoveTree {
        MoveTree {
            comment: None,
            line: moves.iter().map(Node::new).collect(),
        }
    }

    /// True when the tree holds no comment, mark or variation.
    pub fn is_plain(&self) -> bool {
        self.comment.is_none()
            && self
                .line
                .iter()
                .all(|n| n.mark.is_none() && n.comment.is_none() && n.variations.is_empty())
    }

    /// The moves of the main line.
    pub fn main_moves(&self) -> Vec<String> {
        self.line.iter().map(|n| n.mv.clone()).collect()
    }

    /// How deep the variations are nested (0: the main line alone).
    /// Counted without recursion, so any tree can be measured.
    pub fn nesting(&self) -> usize {
        let mut deepest = 0;
        let mut stack: Vec<(&Line, usize)> = vec![(&self.line, 0)];
        while let Some((line, depth)) = stack.pop() {
            deepest = deepest.max(depth);
            for node in line {
                stack.extend(node.variations.iter().map(|v| (v, depth + 1)));
            }
        }
        deepest
    }

    /// The moves in the tree, every line counted.
    pub fn node_count(&self) -> usize {
        let mut count = 0;
        let mut stack: Vec<&Line> = vec![&self.line];
        while let Some(line) = stack.pop() {
            count += line.len();
            for node in line {
                stack.extend(node.variations.iter());
            }
        }
        count
    }
}

/// A game record and the tree of its moves, commentary and variations.
/// `tree.line` holds the record's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnotatedGame {
    pub record: GameRecord,
    pub tree: MoveTree,
}

/// Why a tree does not fit its record ([`AnnotatedGame::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The record itself does not replay.
    Record(crate::record::RecordError),
    /// The main line's moves are not the record's.
    MainLine,
    /// Variations nested deeper than [`MAX_NESTING`].
    TooDeep,
    /// A variation without moves, or a variation on a variation's first
    /// move (not the one form of the module's doc).
    Shape,
    /// A move of a variation cannot be played where it stands: its
    /// 1-based index counting both sides from the game's start, and the
    /// move.
    BadMove { index: usize, text: String },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Record(e) => write!(f, "the record does not replay: {e}"),
            TreeError::MainLine => f.write_str("the main line is not the record's moves"),
            TreeError::TooDeep => {
                write!(f, "variations are nested deeper than {MAX_NESTING} levels")
            }
            TreeError::Shape => {
                f.write_str("a variation has no moves, or a variation's first move has variations")
            }
            TreeError::BadMove { index, text } => {
                write!(f, "move {index} ({text}) of a variation cannot be played")
            }
        }
    }
}

impl std::error::Error for TreeError {}

impl AnnotatedGame {
    /// The record with nothing said about its moves.
    pub fn plain(record: GameRecord) -> AnnotatedGame {
        let tree = MoveTree::plain(&record.moves);
        AnnotatedGame { record, tree }
    }

    /// Checks that the tree fits the record: the record replays, the main
    /// line is its moves, variations nest at most [`MAX_NESTING`] deep,
    /// are in the one form (no empty variation, none on a variation's
    /// first move) and every move of every line can be played. Returns
    /// the record's game.
    ///
    /// # Errors
    /// The first [`TreeError`] found.
    pub fn check(&self) -> Result<AnyGame, TreeError> {
        let game = self.record.replay().map_err(TreeError::Record)?;
        if self.tree.line.len() != self.record.moves.len()
            || self
                .tree
                .line
                .iter()
                .zip(&self.record.moves)
                .any(|(node, mv)| &node.mv != mv)
        {
            return Err(TreeError::MainLine);
        }
        if self.tree.nesting() > MAX_NESTING {
            return Err(TreeError::TooDeep);
        }
        let mut replay = self.record.start().map_err(TreeError::Record)?;
        check_line(&mut replay, &self.tree.line, true)?;
        Ok(game)
    }
}

/// Plays `line` from `game`'s position, each move's variations first, and
/// takes it back. Recursion is bounded by the nesting checked before.
fn check_line(game: &mut AnyGame, line: &Line, main: bool) -> Result<(), TreeError> {
    if !main && line.is_empty() {
        return Err(TreeError::Shape);
    }
    let mut played = 0;
    let mut result = Ok(());
    for (i, node) in line.iter().enumerate() {
        if !main && i == 0 && !node.variations.is_empty() {
            result = Err(TreeError::Shape);
            break;
        }
        for variation in &node.variations {
            if let Err(e) = check_line(game, variation, false) {
                result = Err(e);
                break;
            }
        }
        if result.is_err() {
            break;
        }
        if game.play(&node.mv).is_err() {
            result = Err(TreeError::BadMove {
                index: game.moves().len() + 1,
                text: node.mv.clone(),
            });
            break;
        }
        played += 1;
    }
    for _ in 0..played {
        game.undo();
    }
    result
}

/// A comment as a tree keeps it: trimmed, `None` when nothing is left.
pub(crate) fn clean_comment(text: &str) -> Option<String> {
    let trimmed = text.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

/// `extra` added to a comment (several comments on one move are kept as
/// one, separated by a space).
pub(crate) fn add_comment(comment: &mut Option<String>, extra: &str) {
    let Some(extra) = clean_comment(extra) else {
        return;
    };
    match comment {
        Some(text) => {
            text.push(' ');
            text.push_str(&extra);
        }
        None => *comment = Some(extra),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_id::{GameId, Options};

    #[test]
    fn marks_read_both_ways() {
        for mark in Mark::ALL {
            assert_eq!(Mark::from_symbol(mark.symbol()), Some(mark));
            assert_eq!(Mark::from_nag(u32::from(mark.nag())), Some(mark));
        }
        assert_eq!(Mark::from_symbol("!!!"), None);
        assert_eq!(Mark::from_nag(7), None);
    }

    #[test]
    fn a_tree_is_checked_against_its_record() {
        let mut game = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
        game.play("h1-h3").unwrap();
        game.play("e7-e10").unwrap();
        let mut annotated = AnnotatedGame::plain(GameRecord::of(&game));
        annotated.tree.line[1].variations.push(vec![
            Node::new("g5-i5"),
            Node {
                variations: vec![vec![Node::new("d1-d3")]],
                ..Node::new("h3-h1")
            },
        ]);
        assert!(annotated.check().is_ok());
        assert_eq!(annotated.tree.nesting(), 2);
        assert_eq!(annotated.tree.node_count(), 5);
        let mut wrong = annotated.clone();
        wrong.tree.line[1].variations[0][1].mv = "h3-h2".into();
        wrong.tree.line[1].variations[0][1].variations[0][0].mv = "f4-f2".into();
        assert_eq!(
            wrong.check().unwrap_err(),
            TreeError::BadMove {
                index: 3,
                text: "f4-f2".into()
            }
        );
        let mut shape = annotated.clone();
        shape.tree.line[1].variations[0][0]
            .variations
            .push(vec![Node::new("d1-d2")]);
        assert!(shape.check().is_err());
    }
}
