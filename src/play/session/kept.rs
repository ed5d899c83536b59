//! A game kept between visits ([`Kept`]): what a save holds besides the
//! record, and the session made of them again ([`Session::resume`]).

use super::terms_state::TermsState;
use super::Session;
use crate::clock::Clock;
use crate::engine::{GameRecord, RecordError, Side};
use crate::links::invite::Correspondence;
use crate::play::players::{Players, Seat};
use crate::rating::rated::RatedState;

/// What a game kept between visits holds besides its record (the saves,
/// `crate::saves`, store it): see [`Session::resume`] and
/// [`Session::kept`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// Who plays each side.
    pub players: Players,
    /// The game with a friend by link, if it is one, with the draw offer
    /// pending in it.
    pub correspondence: Option<Correspondence>,
    /// The commentary and variations of an imported record, as the
    /// analysis code of its tree (`crate::analysis::code`).
    pub annotations: Option<String>,
    /// A rated game's terms and where it stands (`None`: casual).
    pub rated: Option<RatedState>,
    /// A timed game's clock (`None`: untimed).
    pub clock: Option<Clock>,
    /// The side whose draw offer is pending in a game at this device, so
    /// that a reload leaves it to be answered (a game by link keeps its
    /// offer in its correspondence instead).
    pub draw_offer: Option<Side>,
}

impl Session {
    /// A game kept between visits (a save, `crate::saves`): `record` at
    /// its last move, with how it ended off the board, and what `kept`
    /// holds besides (its seats, its friend by link with the draw offer
    /// the link brought, its commentary, rated state, clock and the draw
    /// offer pending at this device). An offer the rules would not take
    /// now (the game over, or a computer in a seat) is left out.
    pub fn resume(record: &GameRecord, kept: Kept) -> Result<Session, RecordError> {
        let two_people = [Side::First, Side::Second]
            .iter()
            .all(|&side| *kept.players.seat(side) == Seat::Human);
        let mut session = Session::from_record(record)?.with_players(kept.players);
        session.set_correspondence(kept.correspondence);
        session.history.set_annotations(kept.annotations);
        let conclusion = record.conclusion_for(session.history.game());
        let offer = kept
            .correspondence
            .and_then(|c| c.offer)
            .or(kept.draw_offer)
            .filter(|_| two_people && conclusion.is_none());
        let plies = session.history.timeline().len();
        session.terms = TermsState::resumed(conclusion, offer, plies, kept.rated, kept.clock);
        session.refresh();
        Ok(session)
    }

    /// What keeping this game between visits holds besides its
    /// [`Session::record`]: [`Session::resume`] reads it back. A pending
    /// draw offer in a game by link is kept in its correspondence, one at
    /// this device in [`Kept::draw_offer`].
    pub fn kept(&self) -> Kept {
        Kept {
            players: self.players.clone(),
            correspondence: self.correspondence.map(|c| Correspondence {
                offer: self.terms.ending.offer().map(|o| o.by),
                ..c
            }),
            annotations: self.history.annotations().map(str::to_string),
            rated: self.terms.rated,
            clock: self.terms.clock,
            draw_offer: match self.correspondence {
                Some(_) => None,
                None => self.terms.ending.offer().map(|o| o.by),
            },
        }
    }
}
