//! Where the play page's game comes from and how it is kept: a shared link
//! (`?g=`, a game to look at or a move from a friend who plays by link), a
//! saved game (`?id=`), this tab's game, or a new one; saved after every
//! move under its own key. Every failure becomes a [`Notice`] shown in the
//! page's language; nothing here panics or deletes a save, and a friend's
//! link that does not fit the game saved here never overwrites it.

use crate::app::browser::storage::{self, LoadError, StorageError};
use crate::app::text::i18n::{t, Locale};
use crate::app::text::saved_text::{
    link_conflict_text, link_up_to_date_text, load_error_text, share_error_text, storage_error_text,
};
use crate::engine::{GameId, Options};
use crate::links::correspondence::LinkConflict;
use crate::links::share::ShareErrorKind;
use crate::play::{Players, Session};
use crate::protocol::rate::RateRefusal;
use crate::saves::SaveEntry;

/// Something the player should know about their game.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The saved game asked for could not be opened.
    Load(LoadError),
    /// The share link could not be read.
    Share(ShareErrorKind),
    /// The game could not be saved (it goes on).
    Storage(StorageError),
    /// A friend's link brought nothing into the saved game: it holds that
    /// game already, or does not fit it (the saved game is kept as it was).
    Link(LinkNews),
    /// A rated game ended but was not counted (the stored ratings do not
    /// read, or the worker could not count it now): it stays owed, and
    /// the ratings are left as they are.
    Ratings(RateRefusal),
}

/// What a correspondence link that changed nothing is told as.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkNews {
    /// The link holds exactly the game saved here.
    UpToDate,
    /// The link does not fit the game saved here.
    Conflict(LinkConflict),
}

impl Notice {
    /// The message in `locale`, on the page of `game`.
    pub fn text(&self, locale: Locale, game: GameId) -> String {
        match self {
            Notice::Load(error) => load_error_text(locale, error).to_string(),
            Notice::Share(kind) => share_error_text(locale, *kind).to_string(),
            Notice::Storage(error) => storage_error_text(locale, *error).to_string(),
            Notice::Link(LinkNews::UpToDate) => link_up_to_date_text(locale).to_string(),
            Notice::Link(LinkNews::Conflict(conflict)) => {
                link_conflict_text(locale, game, conflict)
            }
            Notice::Ratings(RateRefusal::NewerVersion) => {
                t!(locale, errors.ratings.newer_version).to_string()
            }
            Notice::Ratings(RateRefusal::Damaged) => t!(locale, errors.ratings.damaged).to_string(),
            Notice::Ratings(RateRefusal::BadRequest | RateRefusal::Stopped) => {
                t!(locale, errors.ratings.not_now).to_string()
            }
        }
    }

    /// A stable name for tests and styles.
    pub fn kind(&self) -> &'static str {
        match self {
            Notice::Load(_) => "load",
            Notice::Share(_) => "share",
            Notice::Storage(_) => "storage",
            Notice::Link(_) => "link",
            Notice::Ratings(_) => "ratings",
        }
    }

    /// The case within the kind, for tests (`up-to-date`, `older`, …).
    pub fn detail(&self) -> &'static str {
        match self {
            Notice::Link(LinkNews::UpToDate) => "up-to-date",
            Notice::Link(LinkNews::Conflict(conflict)) => conflict.as_str(),
            Notice::Ratings(RateRefusal::NewerVersion) => "newer-version",
            Notice::Ratings(RateRefusal::Damaged) => "damaged",
            Notice::Ratings(RateRefusal::BadRequest) => "bad-request",
            Notice::Ratings(RateRefusal::Stopped) => "stopped",
            _ => "",
        }
    }
}

/// The game a page opens with, and how it is saved.
pub struct Opening {
    pub session: Session,
    pub save: Keeper,
    pub notice: Option<Notice>,
}

/// What saving a game needs besides its moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Keeper {
    pub id: String,
    pub created_ms: f64,
    /// The `updated_ms` of the save as this tab last wrote or read it:
    /// when storage holds anything else, another tab has written this
    /// game meanwhile, and this tab's game goes on under a new id rather
    /// than overwrite it.
    pub written_ms: Option<f64>,
}

impl Keeper {
    /// No save yet: the page as written at build time, which keeps
    /// nothing (the app opens the player's own game in the browser).
    pub fn unsaved() -> Keeper {
        Keeper {
            id: String::new(),
            created_ms: 0.0,
            written_ms: None,
        }
    }

    /// A new save for a new game (nothing is written before its first move).
    pub fn fresh(game: GameId) -> Keeper {
        let keeper = Keeper {
            id: storage::fresh_id(),
            created_ms: storage::now_ms(),
            written_ms: None,
        };
        storage::remember_tab_game(game, &keeper.id);
        keeper
    }

    /// Writes the game under its own key, or under a new one when another
    /// tab has written that key since this tab last did (two tabs never
    /// overwrite each other's games).
    pub fn store(&mut self, game: GameId, session: &Session) -> Result<(), StorageError> {
        // Anything there that this tab did not write last (another tab's
        // move, or text it cannot read) is kept: this game moves on.
        if let Some(stored) = storage::stored_updated_ms(&self.id) {
            if stored.is_none() || stored != self.written_ms {
                self.id = storage::fresh_id();
                self.created_ms = storage::now_ms();
                storage::remember_tab_game(game, &self.id);
            }
        }
        // Whole milliseconds, strictly increasing, as the save keeps them.
        let now = storage::now_ms().round();
        let updated_ms = self.written_ms.map_or(now, |last| now.max(last + 1.0));
        storage::save(&SaveEntry::from_session(
            session,
            self.id.clone(),
            self.created_ms,
            updated_ms,
        ))?;
        self.written_ms = Some(updated_ms);
        Ok(())
    }
}

impl Opening {
    /// A new game of two people at the start, kept nowhere: what the play
    /// page shows as written at build time.
    pub fn written(game: GameId) -> Option<Opening> {
        Some(Opening {
            session: new_session(game, Options::default(), Players::default())?,
            save: Keeper::unsaved(),
            notice: None,
        })
    }
}

/// A new game of `game` (defaults when `options` do not fit it) between
/// `players`.
pub fn new_session(game: GameId, options: Options, players: Players) -> Option<Session> {
    Session::new(game, options)
        .or_else(|_| Session::new(game, Options::default()))
        .ok()
        .map(|session| session.with_players(players))
}

/// Opens the page's game (in the browser only): a share code wins, then a save id, then this
/// tab's game or the latest unfinished one, then a new game.
#[cfg(target_arch = "wasm32")]
pub fn open(game: GameId, share_code: Option<&str>, save_id: Option<&str>) -> Option<Opening> {
    use crate::links::share::Link;
    let mut notice = None;
    if let Some(code) = share_code {
        match crate::links::share::decode_link(code) {
            Ok(Link::Correspondence {
                game: shared,
                invite,
            }) if shared.id() == game => return arrive(game, &shared, &invite),
            Ok(Link::Game(shared)) if shared.id() == game => {
                if let Ok(session) = Session::from_game(shared) {
                    let mut save = Keeper::fresh(game);
                    let notice = save.store(game, &session).err().map(Notice::Storage);
                    return Some(Opening {
                        session,
                        save,
                        notice,
                    });
                }
                notice = Some(Notice::Share(ShareErrorKind::BadMove));
            }
            Ok(_) => notice = Some(Notice::Share(ShareErrorKind::Malformed)),
            Err(error) => notice = Some(Notice::Share(error.kind())),
        }
    }
    let wanted = match save_id {
        Some(id) => Some(id.to_string()),
        None if notice.is_none() => storage::resume_id(game),
        None => None,
    };
    if let Some(id) = wanted {
        match resume(game, &id) {
            Ok(opening) => return Some(opening),
            Err(error) => notice = notice.or(Some(Notice::Load(error))),
        }
    }
    Some(Opening {
        session: new_session(game, Options::default(), Players::default())?,
        save: Keeper::fresh(game),
        notice,
    })
}

#[cfg(target_arch = "wasm32")]
fn resume(game: GameId, id: &str) -> Result<Opening, LoadError> {
    let entry = storage::load(id)?;
    if entry.record.game != game {
        return Err(LoadError::Missing);
    }
    opening_of(&entry, None)
}

/// The page on saved `entry`, with its seats or its friend by link.
#[cfg(target_arch = "wasm32")]
fn opening_of(
    entry: &crate::saves::SaveEntry,
    notice: Option<Notice>,
) -> Result<Opening, LoadError> {
    let session = entry
        .to_session()
        .map_err(|e| LoadError::Save(crate::saves::SaveError::Record(e)))?;
    storage::remember_tab_game(entry.record.game, &entry.id);
    Ok(Opening {
        session,
        save: Keeper {
            id: entry.id.clone(),
            created_ms: entry.created_ms,
            written_ms: Some(entry.updated_ms),
        },
        notice,
    })
}

/// A friend's link (a correspondence code) opened against the saves of
/// this browser, as [`crate::links::correspondence::open_link`] decides: a new
/// game is saved as a new entry, the friend's reply continues the saved
/// entry in place (one entry per game), a link with nothing new opens the
/// saved game as it is, and a link that does not fit opens the saved game
/// untouched with the reason (or a new game, when the saved one is of
/// another game than this page's).
#[cfg(target_arch = "wasm32")]
fn arrive(
    game: GameId,
    shared: &crate::engine::AnyGame,
    invite: &crate::links::invite::Invite,
) -> Option<Opening> {
    use crate::links::correspondence::{open_link, Arrival};
    use crate::links::invite::SeatKey;
    use crate::saves::by_link::{continue_entry, new_entry, watch_entry};
    let listing = storage::list();
    let saved = |id: &str| listing.entries.iter().map(|(e, _)| e).find(|e| e.id == id);
    let now = storage::now_ms().round();
    let (entry, notice) = match open_link(invite, shared, listing.entries.iter().map(|(e, _)| e)) {
        Ok(arrival @ (Arrival::New | Arrival::Watch)) => {
            let id = storage::fresh_id();
            let entry = match arrival {
                Arrival::New => {
                    let key = SeatKey::new(crate::app::browser::random());
                    new_entry(id, invite, shared, key, now)
                }
                _ => watch_entry(id, invite, shared, now),
            };
            let stored = storage::save(&entry).err().map(Notice::Storage);
            (Some(entry), stored)
        }
        Ok(Arrival::Continues { save_id, .. }) => match saved(&save_id) {
            Some(old) => {
                let entry = continue_entry(old, invite, shared, now);
                let stored = storage::save(&entry).err().map(Notice::Storage);
                (Some(entry), stored)
            }
            None => (None, Some(Notice::Load(LoadError::Missing))),
        },
        Ok(Arrival::UpToDate { save_id }) => (
            saved(&save_id).cloned(),
            Some(Notice::Link(LinkNews::UpToDate)),
        ),
        Err(conflict) => (
            saved(conflict.save_id()).cloned(),
            Some(Notice::Link(LinkNews::Conflict(conflict))),
        ),
    };
    let opened = entry
        .filter(|e| e.record.game == game)
        .and_then(|e| opening_of(&e, notice.clone()).ok());
    if opened.is_some() {
        return opened;
    }
    Some(Opening {
        session: new_session(game, Options::default(), Players::default())?,
        save: Keeper::fresh(game),
        notice: notice.or(Some(Notice::Share(ShareErrorKind::BadMove))),
    })
}
