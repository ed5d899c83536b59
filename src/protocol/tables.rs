//! The endgame tables the AI worker fetches on demand: which exist, and
//! where each stands in a session (not asked for yet, on its way, loaded,
//! or refused). The fetching itself is the worker binary's
//! (`src/bin/worker.rs`); everything here is plain Rust, tested natively.

use crate::engine::fox::Variant;
use crate::engine::solve::{table_file_name, Table};
use crate::engine::{GameId, Options};

/// An endgame table the build ships (`scripts/endgame-tables` writes
/// them, gzipped, under `tables/` beside the worker; they are in no first
/// load and the service worker keeps each once fetched).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameTable {
    pub game: GameId,
    pub sideways: bool,
    /// The table holds every position with this many geese or fewer.
    pub max_geese: u32,
}

/// The tables shipped, where solving a position from nothing takes
/// seconds: Fox and Geese with sideways steps up to five geese (without
/// sideways steps the exact search settles such positions in
/// milliseconds), and the Great Cross up to four (its geese step
/// sideways; five would be a table eight times as large).
pub const ENDGAME_TABLES: &[EndgameTable] = &[
    EndgameTable {
        game: GameId::FoxGeese,
        sideways: true,
        max_geese: 5,
    },
    EndgameTable {
        game: GameId::GreatCross,
        sideways: false,
        max_geese: 4,
    },
];

impl EndgameTable {
    /// The shipped table for a game played with `options`, if any (one
    /// table serves every number of geese at the start).
    pub fn of(game: GameId, options: Options) -> Option<&'static EndgameTable> {
        ENDGAME_TABLES
            .iter()
            .find(|t| t.game == game && t.sideways == options.sideways)
    }

    /// The variant the table was built for.
    pub fn variant(&self) -> Option<Variant> {
        let options = Options {
            sideways: self.sideways,
            ..Options::default()
        };
        Variant::new(self.game, options).ok()
    }

    /// Where the worker fetches it, beside its own script: the engine's
    /// file name, gzipped.
    pub fn path(&self) -> Option<String> {
        let variant = self.variant()?;
        Some(format!(
            "tables/{}.gz",
            table_file_name(&variant, self.max_geese)
        ))
    }
}

/// Where a table stands in a worker's session.
#[derive(Default)]
pub enum TableState {
    /// No position has needed it yet.
    #[default]
    Unasked,
    /// Fetched for a request that waits for it.
    Loading,
    Loaded(Box<Table>),
    /// It did not come or did not read (offline before it was ever
    /// fetched, a damaged copy): the worker goes on without it, and a new
    /// session tries again.
    Refused(String),
}

impl TableState {
    /// The state after the fetch of `table` brought `bytes`, or failed
    /// with a reason.
    pub fn received(table: &EndgameTable, bytes: Result<Vec<u8>, String>) -> TableState {
        let read = bytes.and_then(|bytes| {
            let variant = table.variant().ok_or("no such game")?;
            Table::from_bytes(&variant, &bytes).map_err(|e| e.to_string())
        });
        match read {
            Ok(table) => TableState::Loaded(Box::new(table)),
            Err(why) => TableState::Refused(why),
        }
    }

    /// The table, once loaded.
    pub fn table(&self) -> Option<&Table> {
        match self {
            TableState::Loaded(table) => Some(table),
            _ => None,
        }
    }
}
