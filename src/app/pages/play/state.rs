//! The state of one play page, shared by its parts: the session, how it
//! is kept, the notice, the open boxes, the computer players and the
//! message for screen readers; and what the page does with them (save
//! after each move, take back, start a new game).

use crate::app::access::{self, Access};
use crate::app::browser::sound::{self, Cue};
use crate::app::browser::{self, storage};
use crate::app::full_page::{self, FullPage};
use crate::app::pages::play::keeping::{self, Keeper, Notice, Opening};
use crate::app::pages::play::{Computer, NewGame};
use crate::app::text::i18n::Locale;
use crate::app::text::i18n_text::piece_name;
use crate::app::text::play_text::{outcome_sentence, turn_text};
use crate::engine::GameId;
use crate::links::invite::{Correspondence, CorrespondenceId};
use crate::links::share;
use crate::play::{Action, Session};
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
    let timeline = s.timeline();
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
    let next = match s.game().outcome() {
        Some(outcome) => outcome_sentence(locale, game, outcome, s.persons_side()),
        None => format!("{}.", turn_text(locale, game, s.game().side_to_move())),
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
    pub dialog_open: RwSignal<bool>,
    /// The live region's text.
    pub announcement: RwSignal<String>,
    /// The access mode the page was started in, if any.
    pub access: Option<Access>,
    /// The full page, when the page's binary has it (`app::full_page`).
    pub full: Option<FullPage>,
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
            dialog_open: RwSignal::new(false),
            announcement: RwSignal::new(String::new()),
            access: access::current(),
            full: full_page::current(),
        }
    }

    /// Tells screen readers of the last move.
    fn announce(&self) {
        let (locale, game) = (self.locale, self.game);
        let say = match self.access {
            Some(access) => access.announce,
            None => announcement,
        };
        let text = self.session.with_untracked(|s| say(locale, game, s));
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

    /// A move was played, taken back or redone: announce it and save.
    pub fn moved(&self) {
        self.announce();
        self.persist();
    }

    /// A move was played, by the person or the computer: as [`Self::moved`],
    /// and its sound (a capture, the end of the game, or a plain move).
    pub fn played(&self) {
        self.moved();
        let cue = self.session.with_untracked(|s| {
            let timeline = s.timeline();
            let captured = timeline
                .ply(timeline.len())
                .is_some_and(|ply| !ply.taken.is_empty());
            match (s.game().outcome().is_some(), captured) {
                (true, _) => Cue::End,
                (false, true) => Cue::Capture,
                (false, false) => Cue::Move,
            }
        });
        sound::play(cue);
    }

    /// Takes back the last turn; `computer`'s search stops, and in a
    /// watched game it pauses, so the position stays to be looked at.
    pub fn undo(&self, computer: Computer) {
        computer.stop();
        if self.session.with_untracked(|s| s.is_watch()) && !computer.paused.get_untracked() {
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

    /// Starts the game `chosen` in the start choice or the dialog.
    pub fn start(&self, chosen: NewGame, computer: Computer) {
        let game = self.game;
        if let Some(mut new) = keeping::new_session(game, chosen.options, chosen.players) {
            let by_link = chosen.by_link.map(|side| {
                let id = CorrespondenceId::new(browser::random(), storage::now_ms());
                Correspondence::start(id, side)
            });
            if let Some(correspondence) = by_link {
                new = new.with_correspondence(correspondence);
            }
            computer.reset();
            self.keeper.set(Keeper::fresh(game));
            self.session.set(new);
            self.announcement.set(String::new());
            // Kept at once: the friend's first reply (or first move) finds
            // it; the full page, which sends the link, takes over.
            if by_link.is_some() {
                self.persist();
                if self.full.is_none() {
                    self.hand_to_full_page(None);
                }
            }
        }
        self.dialog_open.set(false);
    }

    /// "New game": the dialog in the full page; in the page's own binary,
    /// a fresh board of the same table and seats with the start choice
    /// (whose "More choices…" leads to the dialog).
    pub fn new_game(&self, computer: Computer) {
        if self.full.is_some() {
            self.dialog_open.set(true);
            return;
        }
        let (options, players) = self
            .session
            .with_untracked(|s| (s.game().options(), s.players().clone()));
        self.start(
            NewGame {
                options,
                players,
                by_link: None,
            },
            computer,
        );
    }

    /// "More choices…" of the start choice in the page's own binary: the
    /// full page opens with its dialog (or, where it cannot load, the
    /// page says so).
    pub fn more_choices(&self) {
        self.hand_to_full_page(Some(full_page::INTENT_DIALOG));
    }

    /// Switches to the full page (to open `intent` there), or, where it
    /// cannot load, says so: the game stays here, saved.
    pub fn hand_to_full_page(&self, intent: Option<&str>) {
        if !full_page::switch_to_full_page(intent) {
            self.notice.set(Some(Notice::FullPage));
        }
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
        self.session.with(|s| s.correspondence().is_some())
    }

    /// The game starts from a set-up position (an imported record), which
    /// cannot go into a share link.
    pub fn set_up(&self) -> bool {
        self.session.with(|s| s.game().custom_start().is_some())
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
