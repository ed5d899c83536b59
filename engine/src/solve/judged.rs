//! What judging a puzzle move can say, shared by the fox games' tries and
//! Hnefatafl's ([`super::PuzzleTry`]), and the budget of one judgement.

/// The positions one judgement may visit: a puzzle the build kept was
/// proved within 200,000 (`tafl solve --puzzles`); this leaves room for a
/// position after a move the proof did not need to look at.
pub const JUDGE_NODES: u64 = 2_000_000;

/// What a move of the winner's side did to the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// The move keeps the forced win. `reply` is the other side's longest
    /// defence (played on the try already), `None` when the move won.
    Kept { reply: Option<String> },
    /// The move lets the win go: after it, `refutation` holds (the first
    /// such answer in notation order), `None` when none could be named.
    Wrong { refutation: Option<String> },
    /// Not a legal move here, or not the winner's turn.
    Illegal,
    /// Judging it would have visited more than [`JUDGE_NODES`] positions.
    TooCostly,
}
