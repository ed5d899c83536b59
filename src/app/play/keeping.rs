//! Where the play page's game comes from and how it is kept: a shared link
//! (`?g=`), a saved game (`?id=`), this tab's game, or a new one; saved
//! after every move under its own key. Every failure becomes a [`Notice`]
//! shown in the page's language; nothing here panics or deletes a save.

use super::super::i18n::Locale;
use super::super::saved_text::{load_error_text, share_error_text, storage_error_text};
use super::super::storage::{self, LoadError, StorageError};
use crate::engine::{GameId, Options};
use crate::play::Session;
use crate::saves::Players;
use crate::share::ShareErrorKind;

/// Something the player should know about their game.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The saved game asked for could not be opened.
    Load(LoadError),
    /// The share link could not be read.
    Share(ShareErrorKind),
    /// The game could not be saved (it goes on).
    Storage(StorageError),
}

impl Notice {
    /// The message in `locale`.
    pub fn text(&self, locale: Locale) -> &'static str {
        match self {
            Notice::Load(error) => load_error_text(locale, error),
            Notice::Share(kind) => share_error_text(locale, *kind),
            Notice::Storage(error) => storage_error_text(locale, *error),
        }
    }

    /// A stable name for tests and styles.
    pub fn kind(&self) -> &'static str {
        match self {
            Notice::Load(_) => "load",
            Notice::Share(_) => "share",
            Notice::Storage(_) => "storage",
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
        storage::save(&session.save_entry(self.id.clone(), self.created_ms, updated_ms))?;
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
    let mut notice = None;
    if let Some(code) = share_code {
        match crate::share::decode_game(code) {
            Ok(shared) if shared.id() == game => {
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
    let session = Session::from_record(&entry.record)
        .map_err(|e| LoadError::Save(crate::saves::SaveError::Record(e)))?
        .with_players(entry.players);
    storage::remember_tab_game(game, &entry.id);
    Ok(Opening {
        session,
        save: Keeper {
            id: entry.id,
            created_ms: entry.created_ms,
            written_ms: Some(entry.updated_ms),
        },
        notice: None,
    })
}
