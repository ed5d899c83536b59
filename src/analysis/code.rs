//! Analysis codes: a whole analysis (the game and its options, the root
//! position, the tree of moves and the node on the board) in one short
//! URL-safe code, `/<lang>/analysis/<game>?a=<code>`, in the spirit of the
//! share links ([`crate::links::share`]).
//!
//! The code is base64url (no padding) of these bytes:
//!
//! 1. the format version, [`ANALYSIS_VERSION`];
//! 2. the game and its options, the game byte of a share code: bits 0–1
//!    and 5 the game (its index in `GameId::ALL`, bit 5 the third bit),
//!    bits 2–3 the number of geese (0: 13, 1: 15, 2: 17), bit 4 sideways
//!    goose moves, bits 6–7 zero;
//! 3. the flags: bit 0 the game began from a set-up position (a position
//!    editor's, or an imported record's), bit 1 a focus follows, bit 2
//!    notes follow, bits 3–7 zero (a code without notes is written, and
//!    read, exactly as before notes existed);
//! 4. with flag 0, the set-up position: the length of its position text
//!    (`Setup::to_text`, docs/records.md), LEB128, then the text's ASCII
//!    bytes; the moves to the root are then counted from it;
//! 5. the number of moves from the game's start to the root, LEB128 (7
//!    bits a byte, low first, shortest form);
//! 6. with flag 1, the focus: the node shown on the board, as its number
//!    in preorder (the root is 0 and is written by leaving the flag
//!    clear), LEB128;
//! 7. with flag 2, the notes (comments and move marks): their number,
//!    LEB128, then for each, in preorder (strictly increasing node
//!    numbers): the node's number in preorder (the root, whose comment
//!    comes before the first move, is 0), LEB128; one byte, the mark
//!    (0 none, 1–6 `!`, `?`, `!!`, `??`, `!?`, `?!` as PGN numbers them;
//!    none at the root); the comment's length in bytes, LEB128 (0: no
//!    comment), then its UTF-8 bytes, trimmed, at most
//!    [`MAX_COMMENT_LEN`]. A note has a mark or a comment;
//! 8. bits, most significant first, packed without gaps and padded with
//!    zero bits to a whole byte:
//!    - each move to the root (from the start or the set-up), as its index in the position's sorted
//!      legal-move list (`AnyGame::legal_moves`), in exactly as many bits
//!      as that list needs (none when only one move is legal);
//!    - the tree in preorder (a node, then each of its children's subtrees
//!      in order, the main continuation first): for the root one bit, "it
//!      has children"; for every other node its move as an index in its
//!      parent position's legal-move list, then one bit "it has children"
//!      and one bit "a next sibling follows".
//!
//! A node costs its move (about 3 bits in the fox games, 7 in Hnefatafl)
//! and 2 bits. The decoder is strict (one spelling per analysis: a decoded
//! code re-encodes to itself; two children of one node never play the
//! same move), bounded ([`MAX_CODE_LEN`], [`MAX_MOVES`] to the root,
//! [`MAX_NODES`] in the tree; a code kept in a save, [`decode_stored`],
//! up to [`MAX_STORED_CODE_LEN`] and [`MAX_STORED_NODES`]) and never panics; every move it reads is
//! replayed through checked play.

use super::tree::{
    clean_comment, AnalysisTree, NodeId, MAX_COMMENT_LEN, MAX_NODES, MAX_STORED_NODES,
};
use crate::engine::{AnyGame, GameId, Mark};
use crate::links::base64url;
use crate::links::codec::{self, BitReader, BitWriter, CodecError};
use crate::links::share::ShareErrorKind;
use crate::site;
use std::fmt;

/// The code format this build writes and reads.
pub const ANALYSIS_VERSION: u8 = 1;

/// Longest code [`decode`] reads and [`encode`] writes, in characters
/// (as a share code: a URL of this length works everywhere).
pub const MAX_CODE_LEN: usize = 8192;

/// Longest code kept in a saved game ([`TreeCode::stored`],
/// [`decode_stored`]): a save's own bound, for an imported game whose
/// commentary is longer than a link holds.
pub const MAX_STORED_CODE_LEN: usize = 1 << 20;

/// Most moves from the game's start to the root.
pub const MAX_MOVES: usize = crate::links::share::MAX_MOVES;

/// Flag: the game began from a set-up position, whose text follows.
const FLAG_SETUP: u8 = 1;

/// Longest position text a code holds (Hnefatafl's longest is about 130
/// characters).
pub const MAX_SETUP_LEN: usize = 256;
/// Flag: a focus node follows.
const FLAG_FOCUS: u8 = 2;
/// Flag: notes (comments and marks) follow.
const FLAG_NOTES: u8 = 4;

/// Why an analysis code could not be read, or an analysis not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// No code at all.
    Empty,
    /// Longer than [`MAX_CODE_LEN`] characters (read, or as it would be
    /// written).
    TooLong(usize),
    /// A character outside base64url, or a length or padding no code has.
    NotBase64,
    /// The code ends before the analysis it announces.
    Truncated,
    /// Made by a newer version of Tafl (its format version).
    NewerVersion(u8),
    /// A format version that never existed.
    BadVersion(u8),
    /// The game byte names no game, or options the game cannot take.
    BadGame(u8),
    /// The flags byte has bits no code sets.
    BadFlags(u8),
    /// The set-up position is not a position text of the game, not one
    /// the game can be played from, not written as this build writes it,
    /// or is the game's own start.
    BadSetup,
    /// More than [`MAX_MOVES`] moves to the root.
    TooManyMoves(u64),
    /// More moves in the tree than it may hold ([`MAX_NODES`] in a link).
    TooManyNodes,
    /// Move `index` (1-based) to the root is not legal (or the game was
    /// already over).
    BadRootMove { index: usize },
    /// The move of node `node` (1-based, in preorder) is not legal in its
    /// parent's position.
    BadMove { node: usize },
    /// Node `node` (1-based, in preorder) plays the same move as an
    /// earlier child of its parent.
    DuplicateMove { node: usize },
    /// The focus names no node of the tree (or the root, which is written
    /// without one).
    BadFocus(u64),
    /// Bytes or bits after the tree.
    TrailingData,
    /// Note `index` (1-based) is not one this build writes: out of order,
    /// on no node, empty, a mark that is none of the six (or one at the
    /// root), or a comment not trimmed UTF-8 of at most
    /// [`MAX_COMMENT_LEN`] bytes.
    BadNote { index: usize },
}

impl CodeError {
    /// The kind of message to show: the same kinds, and so the same
    /// messages, as a share link's.
    pub fn kind(&self) -> ShareErrorKind {
        match self {
            CodeError::Empty
            | CodeError::NotBase64
            | CodeError::Truncated
            | CodeError::BadVersion(_)
            | CodeError::BadGame(_)
            | CodeError::BadFlags(_)
            | CodeError::BadSetup
            | CodeError::DuplicateMove { .. }
            | CodeError::BadFocus(_)
            | CodeError::BadNote { .. }
            | CodeError::TrailingData => ShareErrorKind::Malformed,
            CodeError::TooLong(_) | CodeError::TooManyMoves(_) | CodeError::TooManyNodes => {
                ShareErrorKind::TooLong
            }
            CodeError::NewerVersion(_) => ShareErrorKind::NewerVersion,
            CodeError::BadRootMove { .. } | CodeError::BadMove { .. } => ShareErrorKind::BadMove,
        }
    }
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => f.write_str("the analysis code is empty"),
            CodeError::TooLong(n) => {
                write!(
                    f,
                    "analysis code of {n} characters (at most {MAX_CODE_LEN})"
                )
            }
            CodeError::NotBase64 => f.write_str("the analysis code is not base64url"),
            CodeError::Truncated => f.write_str("the analysis code is cut short"),
            CodeError::NewerVersion(v) => write!(
                f,
                "analysis code format {v} is newer than this build reads ({ANALYSIS_VERSION})"
            ),
            CodeError::BadVersion(v) => write!(f, "analysis code format {v} does not exist"),
            CodeError::BadGame(b) => write!(f, "analysis code game byte {b:#04x} is not a game"),
            CodeError::BadFlags(b) => write!(f, "analysis code flags {b:#04x} are unknown"),
            CodeError::BadSetup => {
                f.write_str("the analysis code's set-up position cannot be played from")
            }
            CodeError::TooManyMoves(n) => {
                write!(
                    f,
                    "analysis code announces {n} moves to its start (at most {MAX_MOVES})"
                )
            }
            CodeError::TooManyNodes => {
                write!(f, "the analysis holds more than {MAX_NODES} moves")
            }
            CodeError::BadRootMove { index } => {
                write!(f, "move {index} to the analysis's start is not legal")
            }
            CodeError::BadMove { node } => write!(f, "move {node} of the analysis is not legal"),
            CodeError::DuplicateMove { node } => {
                write!(f, "move {node} of the analysis repeats a variation")
            }
            CodeError::BadFocus(n) => write!(f, "the analysis code's focus {n} is not a move"),
            CodeError::TrailingData => f.write_str("the analysis code has data after its tree"),
            CodeError::BadNote { index } => {
                write!(f, "note {index} of the analysis code cannot be read")
            }
        }
    }
}

impl std::error::Error for CodeError {}

impl From<CodecError> for CodeError {
    fn from(error: CodecError) -> CodeError {
        match error {
            CodecError::Truncated => CodeError::Truncated,
            CodecError::Overflow => CodeError::TooManyMoves(u64::MAX),
            CodecError::NotShortest | CodecError::TrailingData => CodeError::TrailingData,
        }
    }
}

/// An analysis read from a code: its tree (nodes numbered in preorder)
/// and the node to show.
#[derive(Clone, Debug)]
pub struct Decoded {
    pub tree: AnalysisTree,
    pub focus: NodeId,
}

/// The code of `tree`, with `focus` the node on the board (a node not in
/// the tree is taken as the root). Fails only for an analysis too large
/// for a link: more than [`MAX_MOVES`] moves to its root, or a code
/// longer than [`MAX_CODE_LEN`].
pub fn encode(tree: &AnalysisTree, focus: NodeId) -> Result<String, CodeError> {
    TreeCode::of(tree)?.code(focus)
}

/// A tree's code without its focus: the costly part (every move replayed
/// and looked up among the legal ones), made once per tree, then written
/// with whichever node is on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeCode {
    game: GameId,
    game_byte: u8,
    setup: Option<String>,
    plies: usize,
    bits: Vec<u8>,
    /// The notes section (empty: no notes, flag 2 clear).
    notes: Vec<u8>,
    /// The nodes in preorder: a focus's rank is its place here.
    order: Vec<NodeId>,
}

impl TreeCode {
    /// The code of `tree`, focus aside.
    ///
    /// # Errors
    /// As [`encode`].
    pub fn of(tree: &AnalysisTree) -> Result<TreeCode, CodeError> {
        let root = tree.root_game();
        let plies = root.moves().len();
        if plies > MAX_MOVES {
            return Err(CodeError::TooManyMoves(plies as u64));
        }
        let Some(game_byte) = codec::game_byte(root.id(), root.options()) else {
            return Err(CodeError::BadGame(0xff));
        };
        let setup = root.custom_start().map(|s| s.to_text());
        if setup
            .as_ref()
            .is_some_and(|text| text.len() > MAX_SETUP_LEN || !text.is_ascii())
        {
            return Err(CodeError::BadSetup);
        }
        let mut bits = BitWriter::default();
        // The moves to the root, replayed from the start or the set-up.
        let mut game = match root.custom_start() {
            Some(setup) => AnyGame::from_setup(setup).map_err(|_| CodeError::BadSetup)?,
            None => AnyGame::new(root.id(), root.options())
                .map_err(|_| CodeError::BadGame(game_byte))?,
        };
        for (i, mv) in root.moves().iter().enumerate() {
            let legal = game.legal_moves();
            if !bits.push_move(&legal, mv) || game.play(mv).is_err() {
                return Err(CodeError::BadRootMove { index: i + 1 });
            }
        }
        // The tree in preorder, playing and taking back along the way.
        let order = tree.preorder();
        bits.flag(!tree.children(NodeId::ROOT).is_empty());
        let mut path: Vec<NodeId> = vec![NodeId::ROOT];
        for (rank, &id) in order.iter().enumerate() {
            let parent = tree.parent(id).unwrap_or(NodeId::ROOT);
            while path.last().is_some_and(|&top| top != parent) {
                path.pop();
                game.undo();
            }
            let mv = tree.notation(id).unwrap_or_default();
            let legal = game.legal_moves();
            if !bits.push_move(&legal, mv) || game.play(mv).is_err() {
                return Err(CodeError::BadMove { node: rank + 1 });
            }
            path.push(id);
            bits.flag(!tree.children(id).is_empty());
            bits.flag(tree.next_sibling(id).is_some());
        }
        let notes = write_notes(tree, &order);
        Ok(TreeCode {
            game: root.id(),
            game_byte,
            setup,
            plies,
            bits: bits.bytes,
            notes,
            order,
        })
    }

    /// The code with `focus` on the board (a node not in the tree: the
    /// root).
    ///
    /// # Errors
    /// [`CodeError::TooLong`].
    pub fn code(&self, focus: NodeId) -> Result<String, CodeError> {
        self.code_within(focus, MAX_CODE_LEN)
    }

    /// The code with the root on the board, as a saved game keeps it (up
    /// to [`MAX_STORED_CODE_LEN`] characters).
    ///
    /// # Errors
    /// [`CodeError::TooLong`].
    pub fn stored(&self) -> Result<String, CodeError> {
        self.code_within(NodeId::ROOT, MAX_STORED_CODE_LEN)
    }

    fn code_within(&self, focus: NodeId, limit: usize) -> Result<String, CodeError> {
        let focus_rank = self
            .order
            .iter()
            .position(|&id| id == focus)
            .map_or(0, |rank| rank as u64 + 1);
        let mut flags = if focus_rank > 0 { FLAG_FOCUS } else { 0 };
        if self.setup.is_some() {
            flags |= FLAG_SETUP;
        }
        if !self.notes.is_empty() {
            flags |= FLAG_NOTES;
        }
        let mut bytes = vec![ANALYSIS_VERSION, self.game_byte, flags];
        if let Some(text) = &self.setup {
            codec::push_leb128(&mut bytes, text.len() as u64);
            bytes.extend_from_slice(text.as_bytes());
        }
        codec::push_leb128(&mut bytes, self.plies as u64);
        if focus_rank > 0 {
            codec::push_leb128(&mut bytes, focus_rank);
        }
        bytes.extend_from_slice(&self.notes);
        bytes.extend_from_slice(&self.bits);
        let code = base64url::encode(&bytes);
        if code.len() > limit {
            return Err(CodeError::TooLong(code.len()));
        }
        Ok(code)
    }

    /// The analysis board's site path for this code with `focus` shown.
    ///
    /// # Errors
    /// [`CodeError::TooLong`].
    pub fn path(&self, lang: &str, focus: NodeId) -> Result<String, CodeError> {
        Ok(format!(
            "{}?a={}",
            site::analysis_path(lang, self.game),
            self.code(focus)?
        ))
    }
}

/// One level of the tree being read: a node whose children are being
/// read, and whether a sibling of it follows once they are.
struct Frame {
    node: NodeId,
    next_sibling: bool,
}

/// The analysis in a code, every move replayed through checked play.
/// Never panics; reads at most [`MAX_CODE_LEN`] characters, replays at most
/// [`MAX_MOVES`] moves to the root and reads at most [`MAX_NODES`] nodes.
pub fn decode(code: &str) -> Result<Decoded, CodeError> {
    decode_within(code, MAX_CODE_LEN, MAX_NODES)
}

/// The analysis in a code kept in a saved game (see [`decode`]; up to
/// [`MAX_STORED_CODE_LEN`] characters and [`MAX_STORED_NODES`] moves,
/// the tree holding as many).
pub fn decode_stored(code: &str) -> Result<Decoded, CodeError> {
    decode_within(code, MAX_STORED_CODE_LEN, MAX_STORED_NODES)
}

/// A code of at most `limit` characters and `nodes` moves.
fn decode_within(code: &str, limit: usize, nodes: usize) -> Result<Decoded, CodeError> {
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    if code.len() > limit {
        return Err(CodeError::TooLong(code.len()));
    }
    let bytes = base64url::decode(code).ok_or(CodeError::NotBase64)?;
    let (&version, rest) = bytes.split_first().ok_or(CodeError::Truncated)?;
    if version > ANALYSIS_VERSION {
        return Err(CodeError::NewerVersion(version));
    }
    if version != ANALYSIS_VERSION {
        return Err(CodeError::BadVersion(version));
    }
    let (&game_byte, rest) = rest.split_first().ok_or(CodeError::Truncated)?;
    let (game_id, options) =
        codec::parse_game_byte(game_byte).ok_or(CodeError::BadGame(game_byte))?;
    let (&flags, rest) = rest.split_first().ok_or(CodeError::Truncated)?;
    if flags & !(FLAG_SETUP | FLAG_FOCUS | FLAG_NOTES) != 0 {
        return Err(CodeError::BadFlags(flags));
    }
    let (setup, rest) = if flags & FLAG_SETUP != 0 {
        let (len, used) = codec::read_leb128(rest).map_err(|e| match e {
            CodecError::Overflow => CodeError::BadSetup,
            other => other.into(),
        })?;
        if len > MAX_SETUP_LEN as u64 {
            return Err(CodeError::BadSetup);
        }
        let rest = rest.get(used..).unwrap_or_default();
        let text = rest.get(..len as usize).ok_or(CodeError::Truncated)?;
        (
            Some(read_setup(game_id, options, text)?),
            &rest[len as usize..],
        )
    } else {
        (None, rest)
    };
    let (plies, used) = codec::read_leb128(rest)?;
    if plies > MAX_MOVES as u64 {
        return Err(CodeError::TooManyMoves(plies));
    }
    let mut rest = rest.get(used..).unwrap_or_default();
    let focus_rank = if flags & FLAG_FOCUS != 0 {
        let (rank, used) = codec::read_leb128(rest).map_err(|e| match e {
            CodecError::Overflow => CodeError::BadFocus(u64::MAX),
            other => other.into(),
        })?;
        if rank == 0 || rank > nodes as u64 {
            return Err(CodeError::BadFocus(rank));
        }
        rest = rest.get(used..).unwrap_or_default();
        rank
    } else {
        0
    };
    let notes = if flags & FLAG_NOTES != 0 {
        let (notes, used) = read_notes(rest, nodes)?;
        rest = rest.get(used..).unwrap_or_default();
        notes
    } else {
        Vec::new()
    };
    let mut reader = BitReader::new(rest);
    let mut game = match setup {
        Some(game) => game,
        None => AnyGame::new(game_id, options).map_err(|_| CodeError::BadGame(game_byte))?,
    };
    for index in 1..=plies as usize {
        let legal = game.legal_moves();
        let mv = reader
            .read_move(&legal)?
            .ok_or(CodeError::BadRootMove { index })?;
        game.play(mv)
            .map_err(|_| CodeError::BadRootMove { index })?;
    }
    let mut tree = AnalysisTree::with_limit(game.clone(), nodes);
    let mut stack = Vec::new();
    if reader.flag()? {
        stack.push(Frame {
            node: NodeId::ROOT,
            next_sibling: false,
        });
    }
    let mut read = 0usize;
    // `game` stands at the position of the top frame's node.
    while let Some(parent) = stack.last().map(|f| f.node) {
        read += 1;
        if read > nodes {
            return Err(CodeError::TooManyNodes);
        }
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Err(CodeError::BadMove { node: read });
        }
        let mv = reader
            .read_move(&legal)?
            .ok_or(CodeError::BadMove { node: read })?
            .clone();
        let has_children = reader.flag()?;
        let next_sibling = reader.flag()?;
        if tree
            .children(parent)
            .iter()
            .any(|&c| tree.notation(c) == Some(mv.as_str()))
        {
            return Err(CodeError::DuplicateMove { node: read });
        }
        game.play(&mv)
            .map_err(|_| CodeError::BadMove { node: read })?;
        let node = tree
            .add_child(parent, mv)
            .map_err(|_| CodeError::TooManyNodes)?;
        if has_children {
            stack.push(Frame { node, next_sibling });
            continue;
        }
        game.undo();
        if next_sibling {
            continue;
        }
        // The parent's children are all read: climb until a level with a
        // sibling still to come.
        while let Some(done) = stack.pop() {
            if done.node == NodeId::ROOT {
                break;
            }
            game.undo();
            if done.next_sibling {
                break;
            }
        }
    }
    reader.finish()?;
    let order = tree.preorder();
    let focus = match focus_rank {
        0 => NodeId::ROOT,
        rank => *order
            .get(rank as usize - 1)
            .ok_or(CodeError::BadFocus(rank))?,
    };
    for (i, note) in notes.into_iter().enumerate() {
        let bad = CodeError::BadNote { index: i + 1 };
        let node = match note.rank {
            0 => NodeId::ROOT,
            rank => *order.get(rank as usize - 1).ok_or(bad.clone())?,
        };
        if let Some(comment) = &note.comment {
            tree.set_comment(node, comment).map_err(|_| bad.clone())?;
        }
        if note.mark.is_some() {
            tree.set_mark(node, note.mark).map_err(|_| bad)?;
        }
    }
    Ok(Decoded { tree, focus })
}

/// A note as read, before its node is known.
struct Note {
    rank: u64,
    mark: Option<Mark>,
    comment: Option<String>,
}

/// The notes section of `tree` (item 7 of the module's doc), nodes in
/// `order`; empty when nothing is said in the tree.
fn write_notes(tree: &AnalysisTree, order: &[NodeId]) -> Vec<u8> {
    let nodes = std::iter::once(NodeId::ROOT).chain(order.iter().copied());
    let notes: Vec<(usize, Option<Mark>, Option<&str>)> = nodes
        .enumerate()
        .map(|(rank, id)| (rank, tree.mark(id), tree.comment(id)))
        .filter(|(_, mark, comment)| mark.is_some() || comment.is_some())
        .collect();
    let mut bytes = Vec::new();
    if notes.is_empty() {
        return bytes;
    }
    codec::push_leb128(&mut bytes, notes.len() as u64);
    for (rank, mark, comment) in notes {
        codec::push_leb128(&mut bytes, rank as u64);
        bytes.push(mark.map_or(0, Mark::nag));
        let comment = comment.unwrap_or_default();
        codec::push_leb128(&mut bytes, comment.len() as u64);
        bytes.extend_from_slice(comment.as_bytes());
    }
    bytes
}

/// Reads a notes section strictly (one spelling: what [`write_notes`]
/// writes): the notes and the bytes they took. Their nodes are checked
/// once the tree is read.
fn read_notes(bytes: &[u8], nodes: usize) -> Result<(Vec<Note>, usize), CodeError> {
    let (count, mut at) = codec::read_leb128(bytes)?;
    if count == 0 || count > nodes as u64 + 1 {
        return Err(CodeError::BadNote { index: 1 });
    }
    let mut notes: Vec<Note> = Vec::new();
    for index in 1..=count as usize {
        let bad = CodeError::BadNote { index };
        let (rank, used) = codec::read_leb128(bytes.get(at..).unwrap_or_default())?;
        at += used;
        if notes.last().is_some_and(|last| rank <= last.rank) || rank > nodes as u64 {
            return Err(bad);
        }
        let &mark_byte = bytes.get(at).ok_or(CodeError::Truncated)?;
        at += 1;
        let mark = match mark_byte {
            0 => None,
            nag => Some(Mark::from_nag(u32::from(nag)).ok_or(bad.clone())?),
        };
        let (len, used) = codec::read_leb128(bytes.get(at..).unwrap_or_default())?;
        at += used;
        if len > MAX_COMMENT_LEN as u64 {
            return Err(bad);
        }
        let text = bytes
            .get(at..at + len as usize)
            .ok_or(CodeError::Truncated)?;
        at += len as usize;
        let comment = match text {
            [] => None,
            text => {
                let text = std::str::from_utf8(text).map_err(|_| bad.clone())?;
                if clean_comment(text).as_deref() != Some(text) {
                    return Err(bad);
                }
                Some(text.to_string())
            }
        };
        if mark.is_none() && comment.is_none() || rank == 0 && mark.is_some() {
            return Err(bad);
        }
        notes.push(Note {
            rank,
            mark,
            comment,
        });
    }
    Ok((notes, at))
}

/// The game from a code's set-up position text: a text of the game as
/// this build writes it, a position the game can be played from, and not
/// the game's own start (which is written without a set-up).
fn read_setup(
    game: GameId,
    options: crate::engine::Options,
    text: &[u8],
) -> Result<AnyGame, CodeError> {
    let text = std::str::from_utf8(text).map_err(|_| CodeError::BadSetup)?;
    let setup =
        crate::engine::Setup::parse(game, options, text).map_err(|_| CodeError::BadSetup)?;
    let played = AnyGame::from_setup(&setup).map_err(|_| CodeError::BadSetup)?;
    match played.custom_start() {
        Some(start) if start.to_text() == text => Ok(played),
        _ => Err(CodeError::BadSetup),
    }
}

/// `/<lang>/analysis/<game>?a=<code>`: the site path of an analysis (the
/// app puts its origin and base in front).
pub fn analysis_path(lang: &str, tree: &AnalysisTree, focus: NodeId) -> Result<String, CodeError> {
    TreeCode::of(tree)?.path(lang, focus)
}

#[cfg(test)]
mod tests;
