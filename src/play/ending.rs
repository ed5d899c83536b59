//! Ending a game off the board: resigning (in every kind of game), a draw
//! by agreement between two people (offer, accept, decline), and a flag
//! fall. [`OffBoard`] holds what the board cannot show — the conclusion
//! once there is one, the pending draw offer — and refuses what the rules
//! do not allow with a typed error; the conclusion it gives goes into the
//! game's record (`GameRecord::conclusion`), and from there into the save
//! and every export.
//!
//! The rules, and why:
//! - Nothing ends a game twice: once the board or a conclusion has ended
//!   it, no resignation, offer or answer is taken.
//! - A draw is agreed between two people only (at one device, or by link);
//!   the computer neither offers nor answers.
//! - An offer is answered by the other side: accepted (the game is drawn,
//!   by agreement) or declined; the other side playing a move instead
//!   declines it too, as over a board.
//! - A side declined may not offer again before the other side has moved
//!   (no offer after offer while the other side thinks).
//! - A takeback withdraws any pending offer (the position it was made in
//!   is gone).

use super::players::{Players, Seat};
use crate::engine::{AnyGame, Conclusion, ConclusionReason, GameResult, Side};
use std::fmt;

/// A pending draw offer: who made it, at which ply (moves played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawOffer {
    pub by: Side,
    pub at_ply: usize,
}

/// Why an ending is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndError {
    /// The game is already over.
    Over,
    /// A draw offer in a game against the computer.
    NotTwoPeople,
    /// An answer, but no offer is pending.
    NoOffer,
    /// The side that made the offer cannot answer it.
    OwnOffer,
    /// An offer while one is pending, or again before the other side has
    /// moved since this side's last offer was declined.
    AlreadyOffered,
}

impl fmt::Display for EndError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndError::Over => "the game is over",
            EndError::NotTwoPeople => "a draw is agreed between two people only",
            EndError::NoOffer => "no draw is offered",
            EndError::OwnOffer => "a side cannot answer its own offer",
            EndError::AlreadyOffered => "a draw was already offered",
        })
    }
}

impl std::error::Error for EndError {}

/// What ended or may end a game off the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OffBoard {
    conclusion: Option<Conclusion>,
    offer: Option<DrawOffer>,
    /// The last offer declined, kept until the other side moves.
    declined: Option<DrawOffer>,
}

impl OffBoard {
    /// A game not ended off the board, no offer pending.
    pub fn new() -> OffBoard {
        OffBoard::default()
    }

    /// As saved with a game: its conclusion and pending offer.
    pub fn from_parts(conclusion: Option<Conclusion>, offer: Option<DrawOffer>) -> OffBoard {
        OffBoard {
            conclusion,
            offer: offer.filter(|_| conclusion.is_none()),
            declined: None,
        }
    }

    /// How the game ended off the board, if it did.
    pub fn conclusion(&self) -> Option<Conclusion> {
        self.conclusion
    }

    /// The pending draw offer.
    pub fn offer(&self) -> Option<DrawOffer> {
        self.offer
    }

    fn check_on(&self, game: &AnyGame) -> Result<(), EndError> {
        if self.conclusion.is_some() || game.outcome().is_some() {
            Err(EndError::Over)
        } else {
            Ok(())
        }
    }

    /// `side` resigns `game` (after the person confirmed): the other side
    /// wins.
    ///
    /// # Errors
    /// [`EndError::Over`].
    pub fn resign(&mut self, game: &AnyGame, side: Side) -> Result<Conclusion, EndError> {
        self.conclude(game, Conclusion::resigned(side))
    }

    /// Ends `game` with `conclusion` (a flag fall: the clock's
    /// `FlagFall::conclusion`).
    ///
    /// # Errors
    /// [`EndError::Over`].
    pub fn conclude(
        &mut self,
        game: &AnyGame,
        conclusion: Conclusion,
    ) -> Result<Conclusion, EndError> {
        self.check_on(game)?;
        self.conclusion = Some(conclusion);
        self.offer = None;
        Ok(conclusion)
    }

    /// `by` offers a draw in `game`, played by `players`.
    ///
    /// # Errors
    /// Over, not two people, or an offer already made (see the module's
    /// rules).
    pub fn offer_draw(
        &mut self,
        game: &AnyGame,
        players: &Players,
        by: Side,
    ) -> Result<(), EndError> {
        self.check_on(game)?;
        if players.first != Seat::Human || players.second != Seat::Human {
            return Err(EndError::NotTwoPeople);
        }
        let ply = game.moves().len();
        if self.offer.is_some() || self.declined.is_some_and(|d| d.by == by) {
            return Err(EndError::AlreadyOffered);
        }
        self.offer = Some(DrawOffer { by, at_ply: ply });
        Ok(())
    }

    fn pending_for(&self, by: Side) -> Result<DrawOffer, EndError> {
        match self.offer {
            None => Err(EndError::NoOffer),
            Some(offer) if offer.by == by => Err(EndError::OwnOffer),
            Some(offer) => Ok(offer),
        }
    }

    /// `by` accepts the other side's offer: the game is drawn by
    /// agreement.
    ///
    /// # Errors
    /// Over, no offer, or `by` made it.
    pub fn accept_draw(&mut self, game: &AnyGame, by: Side) -> Result<Conclusion, EndError> {
        self.check_on(game)?;
        self.pending_for(by)?;
        self.conclude(
            game,
            Conclusion {
                result: GameResult::Draw,
                reason: ConclusionReason::Agreement,
            },
        )
    }

    /// `by` declines the other side's offer.
    ///
    /// # Errors
    /// No offer, or `by` made it.
    pub fn decline_draw(&mut self, by: Side) -> Result<(), EndError> {
        let offer = self.pending_for(by)?;
        self.offer = None;
        self.declined = Some(offer);
        Ok(())
    }

    /// `mover` played a move: an offer to `mover` is declined by it, and
    /// the other side may offer again.
    pub fn on_move(&mut self, mover: Side) {
        if self.offer.is_some_and(|o| o.by != mover) {
            self.declined = self.offer.take();
        }
        if self.declined.is_some_and(|d| d.by != mover) {
            self.declined = None;
        }
    }

    /// Moves were taken back: the pending offer is withdrawn.
    pub fn on_takeback(&mut self) {
        self.offer = None;
        self.declined = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Options};

    fn people() -> Players {
        Players::default()
    }

    fn versus_computer() -> Players {
        Players {
            first: Seat::Human,
            second: Seat::Ai {
                level: "easy".into(),
            },
        }
    }

    fn fresh() -> AnyGame {
        AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap()
    }

    fn play_one(game: &mut AnyGame, ends: &mut OffBoard) {
        let mover = game.side_to_move();
        let m = game.legal_moves()[0].clone();
        game.play(&m).unwrap();
        ends.on_move(mover);
    }

    #[test]
    fn resigning_ends_the_game_once() {
        let game = fresh();
        let mut ends = OffBoard::new();
        assert_eq!(
            ends.resign(&game, Side::Second),
            Ok(Conclusion::resigned(Side::Second))
        );
        assert_eq!(
            ends.conclusion().map(|c| c.result),
            Some(GameResult::Win(Side::First))
        );
        assert_eq!(ends.resign(&game, Side::First), Err(EndError::Over));
        assert_eq!(
            ends.offer_draw(&game, &people(), Side::First),
            Err(EndError::Over)
        );
        // Against the computer too.
        let mut against = OffBoard::new();
        assert!(against.resign(&game, Side::First).is_ok());
    }

    #[test]
    fn a_game_the_board_ended_cannot_be_resigned() {
        // Fox and Geese: the fox taking every goose it can quickly is not
        // needed; any finished game will do, played out by first moves.
        let mut game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
        while game.outcome().is_none() {
            let m = game.legal_moves()[0].clone();
            game.play(&m).unwrap();
        }
        let mut ends = OffBoard::new();
        assert_eq!(ends.resign(&game, Side::First), Err(EndError::Over));
        let fall = Conclusion::lost_on_time(Side::First);
        assert_eq!(ends.conclude(&game, fall), Err(EndError::Over));
    }

    #[test]
    fn a_draw_is_offered_and_accepted() {
        let mut game = fresh();
        let mut ends = OffBoard::new();
        play_one(&mut game, &mut ends);
        ends.offer_draw(&game, &people(), Side::Second).unwrap();
        assert_eq!(
            ends.offer(),
            Some(DrawOffer {
                by: Side::Second,
                at_ply: 1
            })
        );
        assert_eq!(
            ends.accept_draw(&game, Side::Second),
            Err(EndError::OwnOffer)
        );
        assert_eq!(
            ends.offer_draw(&game, &people(), Side::First),
            Err(EndError::AlreadyOffered)
        );
        let drawn = ends.accept_draw(&game, Side::First).unwrap();
        assert_eq!(drawn.result, GameResult::Draw);
        assert_eq!(drawn.reason, ConclusionReason::Agreement);
        assert_eq!(ends.offer(), None);
        assert_eq!(ends.conclusion(), Some(drawn));
    }

    #[test]
    fn a_draw_is_declined_by_answer_or_by_a_move() {
        let mut game = fresh();
        let mut ends = OffBoard::new();
        assert_eq!(ends.decline_draw(Side::First), Err(EndError::NoOffer));
        ends.offer_draw(&game, &people(), Side::First).unwrap();
        ends.decline_draw(Side::Second).unwrap();
        assert_eq!(ends.offer(), None);
        assert_eq!(
            ends.accept_draw(&game, Side::Second),
            Err(EndError::NoOffer)
        );
        // No second offer before the other side has moved.
        play_one(&mut game, &mut ends); // the first side
        assert_eq!(
            ends.offer_draw(&game, &people(), Side::First),
            Err(EndError::AlreadyOffered)
        );
        play_one(&mut game, &mut ends); // the second side
        ends.offer_draw(&game, &people(), Side::First).unwrap();
        // The second side plays on instead of answering: declined.
        play_one(&mut game, &mut ends); // the first side
        assert!(ends.offer().is_some(), "the offerer's own move keeps it");
        play_one(&mut game, &mut ends); // the second side
        assert_eq!(ends.offer(), None);
        assert_eq!(ends.conclusion(), None);
    }

    #[test]
    fn the_computer_takes_no_offer_and_a_takeback_withdraws_one() {
        let game = fresh();
        let mut ends = OffBoard::new();
        assert_eq!(
            ends.offer_draw(&game, &versus_computer(), Side::First),
            Err(EndError::NotTwoPeople)
        );
        ends.offer_draw(&game, &people(), Side::First).unwrap();
        ends.on_takeback();
        assert_eq!(ends.offer(), None);
        ends.offer_draw(&game, &people(), Side::First).unwrap();
        // Read back from a save: the offer stands; a concluded game has none.
        let saved = OffBoard::from_parts(None, ends.offer());
        assert_eq!(saved.offer(), ends.offer());
        let over = OffBoard::from_parts(Some(Conclusion::resigned(Side::First)), ends.offer());
        assert_eq!(over.offer(), None);
    }
}
