//! The state of one play page, shared by its parts: the session, how it
//! is kept, the notice, the open boxes, the computer players and the
//! message for screen readers; and what the page does with them (save
//! after each move, take back, start a new game).

use crate::app::access::{self, Access};
use crate::app::browser;
use crate::app::browser::lazy_ai::LazyAiClient;
use crate::app::browser::sound::{self, Cue};
use crate::app::browser::storage;
use crate::app::pages::play::keeping::{self, Keeper, Notice, Opening};
use crate::app::pages::play::{Computer, NewGame};
use crate::app::text::i18n::t;
use crate::app::text::i18n::Locale;
use crate::app::text::i18n_text::piece_name;
use crate::app::text::play_text::{conclusion_sentence, outcome_sentence, turn_text};
use crate::engine::GameId;
use crate::links::share;
use crate::play::Players;
use crate::play::{Action, Session};
use crate::protocol::rate::{RateRefusal, RateRequest, Rated};
use crate::site::href;
use leptos::prelude::*;

/// The full address of a shared game.
pub fn share_url(lang: &str, session: &Session) -> String {
    let origin = browser::origin();
    format!(
        "{origin}{}",
        href(&share::share_path(lang, &session.record()))
    )
}

/// What screen readers hear after a move outside the screen-reader mode
/// (which says more, see [`Access`]): the piece, the move, how many it
/// took, and whose turn it is or how the game ended.
fn announcement(locale: Locale, game: GameId, s: &Session) -> Option<String> {
    let timeline = s.history().timeline();
    let last = timeline.ply(timeline.len())?;
    let mover = timeline
        .pieces(timeline.len())
        .iter()
        .find(|p| Some(&p.at) == last.path.last())
        .map(|p| piece_name(locale, p.piece))
        .unwrap_or_default();
    let taken = if last.taken.is_empty() {
        String::new()
    } else {
        format!(" ×{}", last.taken.len())
    };
    let next = match s.history().game().outcome() {
        Some(outcome) => outcome_sentence(locale, game, outcome, s.seats().persons_side()),
        None => format!(
            "{}.",
            turn_text(locale, game, s.history().game().side_to_move())
        ),
    };
    Some(format!("{mover} {}{taken}. {next}", last.notation))
}

/// The play page's state. Cheap to copy.
#[derive(Clone, Copy)]
pub struct PlayState {
    pub locale: Locale,
    pub game: GameId,
    pub session: RwSignal<Session>,
    pub keeper: RwSignal<Keeper>,
    pub notice: RwSignal<Option<Notice>>,
    pub share_open: RwSignal<bool>,
    /// The share link was copied (`Some(true)`), or could not be.
    pub copied: RwSignal<Option<bool>>,
    pub flipped: RwSignal<bool>,
    /// The live region's text.
    pub announcement: RwSignal<String>,
    /// The access mode the page was started in, if any.
    pub access: Option<Access>,
    /// The person's rating before and after the rated game just counted,
    /// as the end banner says it ("Rating 1500 → 1436").
    pub rating_change: RwSignal<Option<String>>,
    /// The AI worker, started on first use: the computer players' and
    /// the one that counts a rated game.
    pub ai: LazyAiClient,
}

impl PlayState {
    /// The state of the page of `game`, opening with `opening`.
    pub fn new(locale: Locale, game: GameId, opening: Opening) -> PlayState {
        PlayState {
            locale,
            game,
            session: RwSignal::new(opening.session),
            keeper: RwSignal::new(opening.save),
            notice: RwSignal::new(opening.notice),
            share_open: RwSignal::new(false),
            copied: RwSignal::new(None),
            flipped: RwSignal::new(false),
            announcement: RwSignal::new(String::new()),
            access: access::current(),
            rating_change: RwSignal::new(None),
            ai: LazyAiClient::new(),
        }
    }

    /// Tells screen readers of the last move.
    fn announce(&self) {
        let (locale, game) = (self.locale, self.game);
        let say = match self.access {
            Some(access) => access.announce,
            None => announcement,
        };
        let text = self
            .session
            .with_untracked(|s| match s.terms().conclusion() {
                // A resignation is news of its own, not a move.
                Some(c) => Some(format!(
                    "{}.",
                    conclusion_sentence(
                        locale,
                        game,
                        c,
                        s.seats().persons_side(),
                        s.seats().correspondence().is_none()
                    )
                )),
                None => say(locale, game, s),
            });
        self.announcement.set(text.unwrap_or_default());
    }

    /// Saves the game (after every move, takeback and redo).
    fn persist(&self) {
        let (game, session) = (self.game, self.session);
        let result = self
            .keeper
            .try_update(|k| session.with_untracked(|s| k.store(game, s)))
            .unwrap_or(Ok(()));
        match result {
            Ok(()) => {
                if matches!(self.notice.get_untracked(), Some(Notice::Storage(_))) {
                    self.notice.set(None);
                }
            }
            Err(error) => self.notice.set(Some(Notice::Storage(error))),
        }
        self.share_open.set(false);
    }

    /// A move was played, taken back or redone: announce it, count a
    /// rated game that just ended, and save.
    pub fn moved(&self) {
        self.announce();
        self.settle_rating();
        self.persist();
    }

    /// A move was played, by the person or the computer: as [`Self::moved`],
    /// and its sound (a capture, the end of the game, or a plain move).
    pub fn played(&self) {
        self.moved();
        let cue = self.session.with_untracked(|s| {
            let timeline = s.history().timeline();
            let captured = timeline
                .ply(timeline.len())
                .is_some_and(|ply| !ply.taken.is_empty());
            match (s.history().game().outcome().is_some(), captured) {
                (true, _) => Cue::End,
                (false, true) => Cue::Capture,
                (false, false) => Cue::Move,
            }
        });
        sound::play(cue);
    }

    /// A rated game that has ended and is not yet counted updates the
    /// person's rating, once: the ratings are read, updated and stored,
    /// then the game is marked counted (and saved by the caller). Stored
    /// ratings that do not read are never written over: the person is
    /// told, and the game stays owed.
    ///
    /// The AI worker counts it ([`crate::protocol::rate`]): the page only
    /// passes the stored text on and writes back the answer, if the text
    /// is still the one sent (else it asks again) and this game is still
    /// the one on the page (else it stays owed, counted when reopened).
    pub fn settle_rating(&self) {
        self.count_rating_on(0);
    }

    /// How many times a count is made again on ratings another tab
    /// changed meanwhile, before the person is told it could not be
    /// counted now (it stays owed).
    const RECOUNTS: u8 = 3;

    /// Counts the rated game; `recount` is how many counts came back on
    /// ratings that had changed meanwhile.
    fn count_rating_on(&self, recount: u8) {
        let Some((terms, score)) = self.session.with_untracked(|s| s.terms().rating_due()) else {
            return;
        };
        let Some(client) = self.ai.get() else {
            return self.notice.set(Some(Notice::Ratings(RateRefusal::Stopped)));
        };
        let stored = match storage::ratings_text() {
            Ok(stored) => stored,
            Err(error) => return self.notice.set(Some(Notice::Storage(error))),
        };
        let key = terms.key();
        let request = RateRequest {
            stored: stored.clone(),
            game: key.game(),
            options: key.options(),
            side: key.side(),
            level: terms.level().as_str().to_string(),
            score: score.as_str().to_string(),
            now_ms: storage::now_ms() as i64,
        };
        let (page, save_id) = (*self, self.keeper.with_untracked(|k| k.id.clone()));
        client.rate(request, move |answer| {
            page.rated(&save_id, stored, answer, recount)
        });
    }

    /// The worker's count of the rated game saved as `save_id`, made from
    /// the ratings text `sent`.
    fn rated(
        &self,
        save_id: &str,
        sent: Option<String>,
        answer: Result<Rated, RateRefusal>,
        recount: u8,
    ) {
        let still_here = self.keeper.try_with_untracked(|k| k.id == save_id) == Some(true)
            && self
                .session
                .with_untracked(|s| s.terms().rating_due().is_some());
        if !still_here {
            return;
        }
        let rated = match answer {
            Ok(rated) => rated,
            Err(refusal) => return self.notice.set(Some(Notice::Ratings(refusal))),
        };
        if storage::ratings_text().ok() != Some(sent) {
            // Another tab counted a game meanwhile: count on its ratings,
            // a few times at most.
            if recount + 1 >= Self::RECOUNTS {
                return self.notice.set(Some(Notice::Ratings(RateRefusal::Stopped)));
            }
            return self.count_rating_on(recount + 1);
        }
        if let Err(error) = storage::store_ratings_text(&rated.stored.0) {
            return self.notice.set(Some(Notice::Storage(error)));
        }
        self.session.update(|s| s.terms_mut().mark_counted());
        self.persist();
        let said = t!(
            self.locale,
            play.rating_change,
            before = &rated.before.to_string(),
            after = &rated.after.to_string()
        );
        self.rating_change.set(Some(said));
    }

    /// The person resigns (after confirming): the game ends, is counted
    /// when rated, and is saved with its resignation.
    pub fn resign(&self, computer: Computer) {
        computer.stop();
        let resigned = self.session.try_update(|s| s.terms_mut().resign().is_ok());
        if resigned == Some(true) {
            self.moved();
        }
    }

    /// The side that may offer a draw offers one, saved with the game (a
    /// game by link's link to send now carries it; at one device a reload
    /// leaves it to be answered).
    pub fn offer_draw(&self) {
        if self
            .session
            .try_update(|s| s.terms_mut().offer_draw().is_ok())
            == Some(true)
        {
            self.persist();
        }
    }

    /// The side that answers the pending offer accepts it (the game is
    /// drawn by agreement) or declines it.
    pub fn answer_draw(&self, accept: bool) {
        let answered = self.session.try_update(|s| match accept {
            true => s.terms_mut().accept_draw().is_ok(),
            false => s.terms_mut().decline_draw().is_ok(),
        });
        match (answered, accept) {
            (Some(true), true) => self.moved(),
            (Some(true), false) => self.persist(),
            _ => {}
        }
    }

    /// Takes back the last turn; `computer`'s search stops, and in a
    /// watched game it pauses, so the position stays to be looked at.
    pub fn undo(&self, computer: Computer) {
        computer.stop();
        if self.session.try_update(|s| s.terms_mut().play_on()) == Some(true) {
            return self.moved();
        }
        if self.session.with_untracked(|s| s.seats().is_watch()) && !computer.paused.get_untracked()
        {
            computer.toggle_pause();
        }
        let taken = self
            .session
            .try_update(|s| s.undo_turn())
            .unwrap_or_default();
        if !taken.is_empty() {
            self.moved();
        }
    }

    /// Plays the turn taken back again.
    pub fn redo(&self, computer: Computer) {
        computer.stop();
        let redone = self
            .session
            .try_update(|s| s.redo_turn())
            .unwrap_or_default();
        if !redone.is_empty() {
            self.moved();
        }
    }

    /// Starts the game `chosen` in the start choice.
    pub fn start(&self, chosen: NewGame, computer: Computer) {
        let game = self.game;
        let by_link = chosen.by_link.is_some();
        if let Some(new) = keeping::new_session(game, chosen.options, chosen.players.clone()) {
            let new = with_terms(new, &chosen);
            self.rating_change.set(None);
            computer.reset();
            // A board nobody has played on gives its save to the new game
            // rather than stay beside it as an empty game.
            if !self.session.with_untracked(untouched) {
                self.keeper.set(Keeper::fresh(game));
            }
            self.session.set(new);
            self.announcement.set(String::new());
            // Kept at once: the friend's first reply (or first move) finds it.
            if by_link {
                self.persist();
            }
        }
    }

    /// "New game": a fresh board of the same table with the start choice,
    /// whose seats start as this game's (two people after a game the
    /// computer played against itself). A clock, a rated game or a friend
    /// by link are chosen there again.
    pub fn new_game(&self, computer: Computer) {
        let (options, players) = self.session.with_untracked(|s| {
            let players = match s.seats().is_watch() {
                true => Players::default(),
                false => s.seats().players().clone(),
            };
            (s.history().game().options(), players)
        });
        let fresh = NewGame {
            options,
            players,
            by_link: None,
            rated: false,
            clock: None,
        };
        self.start(fresh, computer);
    }

    /// A jump chain stopped at its current landing is a move too.
    pub fn stop_chain(&self) {
        let action = self
            .session
            .try_update(|s| s.stop_chain())
            .unwrap_or(Action::Ignored);
        if let Action::Play(_) = action {
            self.moved();
        }
    }

    /// The game is played with a friend by link.
    pub fn by_link(&self) -> bool {
        self.session.with(|s| s.seats().correspondence().is_some())
    }

    /// The game starts from a set-up position (an imported record), which
    /// cannot go into a share link.
    pub fn set_up(&self) -> bool {
        self.session
            .with(|s| s.history().game().custom_start().is_some())
    }

    /// The share link goes to the clipboard.
    pub fn copy_link(&self) {
        let (copied, locale) = (self.copied, self.locale);
        let url = self
            .session
            .with_untracked(|s| share_url(crate::app::text::i18n::lang_of(locale), s));
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    }
}

/// Whether `session` is a board nobody has played on: the usual start,
/// no move, no friend by link.
fn untouched(session: &Session) -> bool {
    let record = session.record();
    record.moves.is_empty() && record.setup.is_none() && session.seats().correspondence().is_none()
}

/// A new game's friend by link, clock and rated terms, as `chosen`.
fn with_terms(mut new: Session, chosen: &NewGame) -> Session {
    use crate::links::invite::{Correspondence, CorrespondenceId, SeatKey};
    use crate::rating::rated::RatedTerms;
    if let Some(side) = chosen.by_link {
        let id = CorrespondenceId::new(browser::random(), storage::now_ms());
        let key = SeatKey::new(browser::random());
        new.set_correspondence(Some(Correspondence::start(id, side, Some(key))));
    }
    new.terms_mut().set_time_control(chosen.clock);
    if chosen.rated {
        let by_link = chosen.by_link.is_some();
        let terms = RatedTerms::new(
            &new.record(),
            new.seats().players().person_against_computer(),
            by_link,
            chosen.clock,
        );
        new.terms_mut().set_rated(terms.ok());
    }
    new
}
