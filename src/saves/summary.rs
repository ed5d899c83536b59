//! What the "My games" page shows of a save ([`SaveSummary`], from the
//! replayed game), the order it lists them in, and which save the play
//! page resumes.

use super::entry::SaveEntry;
use crate::engine::{AnyGame, Conclusion, GameId, Options, Outcome, Side};
use crate::pictures::board_view::BoardView;
use crate::play::Turn;

/// Where a saved game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveStatus {
    /// Still going, with this side to move.
    InProgress { to_move: Side },
    /// Finished: who won (or a draw) and the rule that decided it.
    Over(Outcome),
    /// Finished off the board, as its record says: a resignation, a lost
    /// clock, an agreement, or a result given without its reason.
    Concluded(Conclusion),
}

/// What the games page shows of a save, taken from the replayed game.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub game: GameId,
    pub options: Options,
    pub created_ms: f64,
    pub updated_ms: f64,
    /// Moves played (plies).
    pub moves: usize,
    pub status: SaveStatus,
    /// The status word of docs/cli.md: `ongoing`, `fox-wins`, `draw`, …
    pub status_word: &'static str,
    /// The thumbnail: the last position, its last move marked.
    pub board: BoardView,
    /// In a game played with a friend by link, the side this browser's
    /// person plays ("correspondence, you play the defenders"); `None` in
    /// a game this browser only watches.
    pub my_side: Option<Side>,
    /// A game played by link that this browser only watches (another
    /// browser's seat, see `links::correspondence`).
    pub watching: bool,
}

impl SaveSummary {
    /// True once the game has ended.
    pub fn is_finished(&self) -> bool {
        !matches!(self.status, SaveStatus::InProgress { .. })
    }

    /// In a game played with a friend by link, whose move it is from this
    /// person's point of view ("your move", "your friend's move").
    pub fn correspondence_turn(&self) -> Option<Turn> {
        let me = self.my_side?;
        Some(match self.status {
            SaveStatus::Over(outcome) => Turn::Over(outcome),
            SaveStatus::InProgress { to_move } if to_move == me => Turn::YourMove(me),
            SaveStatus::InProgress { to_move } => Turn::FriendsMove(to_move),
            // A game by link ends on the board (nobody resigns by link).
            SaveStatus::Concluded(_) => return None,
        })
    }
}

pub(super) fn summary_of(entry: &SaveEntry, game: &AnyGame) -> SaveSummary {
    SaveSummary {
        game: game.id(),
        options: game.options(),
        created_ms: entry.created_ms,
        updated_ms: entry.updated_ms,
        moves: game.moves().len(),
        status: match (game.outcome(), entry.record.conclusion_for(game)) {
            (Some(outcome), _) => SaveStatus::Over(outcome),
            (None, Some(conclusion)) => SaveStatus::Concluded(conclusion),
            (None, None) => SaveStatus::InProgress {
                to_move: game.side_to_move(),
            },
        },
        status_word: match entry.record.conclusion_for(game) {
            Some(conclusion) => game.id().result_word(conclusion.result),
            None => game.status_word(),
        },
        board: BoardView::of_game(game),
        my_side: entry
            .correspondence
            .filter(|c| !c.watching)
            .map(|c| c.my_side),
        watching: entry.correspondence.is_some_and(|c| c.watching),
    }
}

/// Sorts saves newest first (by last update, then by id so the order is
/// stable).
pub fn sort_newest_first<T>(saves: &mut [(SaveEntry, T)]) {
    crate::small_sort::sort_by(saves, |(a, _), (b, _)| {
        b.updated_ms
            .total_cmp(&a.updated_ms)
            .then_with(|| a.id.cmp(&b.id))
            .is_lt()
    });
}

/// The save to resume for `game`: the one this tab played (`tab_id`) if it
/// is among `saves`, else the most recently updated unfinished save of
/// that game played at this device, else none (a new game). A game with a
/// friend by link is never picked for the person: it opens from its link
/// or from "My games", so the play page does not open on a board that
/// waits for someone else.
pub fn resume_choice(
    game: GameId,
    tab_id: Option<&str>,
    saves: &[(SaveEntry, SaveSummary)],
) -> Option<String> {
    if let Some(id) = tab_id {
        if saves.iter().any(|(e, s)| e.id == id && s.game == game) {
            return Some(id.to_string());
        }
    }
    saves
        .iter()
        .filter(|(_, s)| s.game == game && !s.is_finished() && s.my_side.is_none())
        .max_by(|(a, _), (b, _)| {
            a.updated_ms
                .total_cmp(&b.updated_ms)
                .then_with(|| b.id.cmp(&a.id))
        })
        .map(|(e, _)| e.id.clone())
}
