//! An endgame table as a file, so that it is built once (`tafl solve GAME
//! --table K --write FILE`, at build time) and read where solving it again
//! would take seconds (the browser's AI worker fetches it on demand).
//!
//! The file is a header line and the table's codes, every index of every
//! slice in solving order:
//!
//! ```text
//! tafl-table 1 fox-geese sideways=on foxes 1 geese 4-5 indices 18364896 check 5f0c…\n
//! <a byte an index>
//! ```
//!
//! A code is a byte: 0 a draw, `d + 1` a position settled `d` plies from
//! the end, 255 an index that is no position. `check` is the FNV-1a hash
//! of the codes: a damaged file is refused, never read as wrong answers.
//! The bytes are left as they are: gzip, which every browser undoes
//! natively, shrinks them eightfold (docs/solve.md), far better than any
//! simple coding here would.
//! The positions of a table depend on the board, the number of foxes and
//! whether geese step sideways, not on how many geese the game starts
//! with, so one file serves every option of that kind.

use super::slice::{all_slices, Slice};
use super::store::Store;
use super::{score, Table, Verdict};
use crate::fox::{Position, Variant};
use std::fmt;

/// The version of the file format: a reader refuses any other.
pub const TABLE_VERSION: u32 = 1;

/// What the header's first word says.
const MAGIC: &str = "tafl-table";

/// The byte of an index that is no position.
const EMPTY: u8 = 255;

/// Why a table was not written, or a file not read as one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableFileError {
    /// A distance does not fit a byte (the file format keeps up to 253
    /// plies).
    TooLong { plies: u32 },
    /// The text is not a table file, or its header does not read.
    NotATable,
    /// A table of another version of the format.
    Version(u32),
    /// A table of another game, board or option than asked for.
    OtherVariant { file: String, wanted: String },
    /// The codes end early, run on, or do not match the header's hash.
    Damaged,
}

impl fmt::Display for TableFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableFileError::TooLong { plies } => {
                write!(f, "a distance of {plies} plies does not fit the table file")
            }
            TableFileError::NotATable => f.write_str("not an endgame table file"),
            TableFileError::Version(v) => write!(
                f,
                "an endgame table of format {v}; this build reads {TABLE_VERSION}"
            ),
            TableFileError::OtherVariant { file, wanted } => {
                write!(f, "an endgame table of {file}, not of {wanted}")
            }
            TableFileError::Damaged => f.write_str("the endgame table file is damaged"),
        }
    }
}

impl std::error::Error for TableFileError {}

/// What a table's positions depend on: the game (its board and foxes) and
/// whether geese step sideways.
pub fn table_kind(variant: &Variant) -> String {
    let sideways = if variant.options().sideways {
        "on"
    } else {
        "off"
    };
    format!("{} sideways={sideways}", variant.game().as_str())
}

/// The file name of the table of `variant`'s kind with at most
/// `max_geese` geese: `fox-geese-sideways-on-5.v1.tbl`. The format's
/// version is in the name, so that a cache never keeps an old format
/// under a new reader.
pub fn table_file_name(variant: &Variant, max_geese: u32) -> String {
    let kind = table_kind(variant).replace([' ', '='], "-");
    format!("{kind}-{max_geese}.v{TABLE_VERSION}.tbl")
}

impl Table {
    /// The table as a file (see the module's doc).
    ///
    /// # Errors
    /// [`TableFileError::TooLong`] when a distance does not fit a byte.
    pub fn to_bytes(&self) -> Result<Vec<u8>, TableFileError> {
        let store = &self.store;
        let (min, max) = self.geese_range();
        let codes = self.codes_in_order(min, max)?;
        let header = format!(
            "{MAGIC} {TABLE_VERSION} {} foxes {} geese {min}-{max} indices {} check {:016x}\n",
            table_kind(&store.variant),
            store.places.foxes,
            codes.len(),
            fnv(&codes)
        );
        let mut bytes = header.into_bytes();
        bytes.extend(codes);
        Ok(bytes)
    }

    /// Reads a table of `variant` written by [`Table::to_bytes`].
    ///
    /// # Errors
    /// A [`TableFileError`] for anything that is not such a table, in
    /// full, of this variant's kind.
    pub fn from_bytes(variant: &Variant, bytes: &[u8]) -> Result<Table, TableFileError> {
        let end = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or(TableFileError::NotATable)?;
        let header = std::str::from_utf8(&bytes[..end]).map_err(|_| TableFileError::NotATable)?;
        let header = Header::read(header)?;
        let wanted = table_kind(variant);
        if header.kind != wanted || header.foxes != variant.fox_count() {
            return Err(TableFileError::OtherVariant {
                file: header.kind,
                wanted,
            });
        }
        if header.min_geese != variant.min_geese() || header.max_geese > 64 {
            return Err(TableFileError::Damaged);
        }
        let mut store = Store::new(*variant, header.foxes, header.indices);
        let keys = all_slices(
            &store.layout,
            header.min_geese as usize,
            header.max_geese as usize,
        );
        if store.cost(&keys) != header.indices {
            return Err(TableFileError::Damaged);
        }
        let codes = &bytes[end + 1..];
        if codes.len() as u64 != header.indices {
            return Err(TableFileError::Damaged);
        }
        if fnv(codes) != header.check {
            return Err(TableFileError::Damaged);
        }
        let mut at = 0usize;
        for key in keys {
            let slice = Slice::new(&store.layout, &store.places, key);
            let len = slice.len as usize;
            let slice_codes = codes[at..at + len].iter().map(|&b| decode(b)).collect();
            at += len;
            store.insert(slice, slice_codes);
        }
        Ok(Table { store })
    }

    /// [`Table::verdict`] for a position of `variant`, which may be
    /// another option of the table's kind (another number of geese at the
    /// start): `None` when the table is of another kind.
    pub fn verdict_for(&self, variant: &Variant, position: &Position) -> Option<Verdict> {
        let ours = &self.store.variant;
        let same =
            table_kind(ours) == table_kind(variant) && ours.min_geese() == variant.min_geese();
        same.then(|| self.verdict(position)).flatten()
    }

    /// The fewest and most geese the table holds, from its slices' keys
    /// (not their codes).
    fn geese_range(&self) -> (u32, u32) {
        let store = &self.store;
        let min = store.variant.min_geese();
        let max = store
            .slices()
            .map(|(slice, _)| slice.key.geese(&store.layout) as u32)
            .max()
            .unwrap_or(min);
        (min, max)
    }

    /// Every index's code as a byte, slices in solving order.
    fn codes_in_order(&self, min: u32, max: u32) -> Result<Vec<u8>, TableFileError> {
        let store = &self.store;
        let keys = all_slices(&store.layout, min as usize, max as usize);
        let mut bytes = Vec::new();
        for key in keys {
            let codes = store.codes(key).ok_or(TableFileError::Damaged)?;
            for &c in codes {
                bytes.push(encode(c)?);
            }
        }
        Ok(bytes)
    }
}

/// A table code as a byte of the file.
fn encode(code: u16) -> Result<u8, TableFileError> {
    match code {
        score::NO_POSITION => Ok(EMPTY),
        c if c < EMPTY as u16 => Ok(c as u8),
        c => Err(TableFileError::TooLong {
            plies: c as u32 - 1,
        }),
    }
}

/// A byte of the file as a table code.
fn decode(byte: u8) -> u16 {
    match byte {
        EMPTY => score::NO_POSITION,
        b => b as u16,
    }
}

/// The header line, read.
struct Header {
    kind: String,
    foxes: u32,
    min_geese: u32,
    max_geese: u32,
    indices: u64,
    check: u64,
}

impl Header {
    fn read(line: &str) -> Result<Header, TableFileError> {
        let words: Vec<&str> = line.split(' ').collect();
        let bad = TableFileError::NotATable;
        let [magic, version, game, sideways, "foxes", foxes, "geese", geese, "indices", indices, "check", check] =
            words[..]
        else {
            return Err(if words.first() == Some(&MAGIC) && words.len() > 1 {
                version_error(words[1])
            } else {
                bad
            });
        };
        if magic != MAGIC {
            return Err(bad);
        }
        if version != TABLE_VERSION.to_string() {
            return Err(version_error(version));
        }
        let (min, max) = geese.split_once('-').ok_or(TableFileError::NotATable)?;
        let number = |s: &str| s.parse::<u64>().map_err(|_| TableFileError::NotATable);
        Ok(Header {
            kind: format!("{game} {sideways}"),
            foxes: number(foxes)? as u32,
            min_geese: number(min)? as u32,
            max_geese: number(max)? as u32,
            indices: number(indices)?,
            check: u64::from_str_radix(check, 16).map_err(|_| TableFileError::NotATable)?,
        })
    }
}

fn version_error(word: &str) -> TableFileError {
    word.parse()
        .map_or(TableFileError::NotATable, TableFileError::Version)
}

/// FNV-1a over the codes.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_id::{GameId, Options};

    fn variant(sideways: bool) -> Variant {
        let options = Options {
            sideways,
            ..Options::default()
        };
        Variant::new(GameId::FoxGeese, options).expect("a fox game")
    }

    fn four_geese(sideways: bool) -> (Variant, Table) {
        let v = variant(sideways);
        let table = Table::build(&v, 1, 4, 10_000_000).expect("fits");
        (v, table)
    }

    #[test]
    fn a_table_read_back_gives_every_verdict_it_was_written_with() {
        let (v, table) = four_geese(true);
        let bytes = table.to_bytes().expect("distances fit a byte");
        let read = Table::from_bytes(&v, &bytes).expect("reads back");
        assert_eq!(read.layers(), table.layers());
        let mut compared = 0;
        for fox in 0..33u64 {
            for geese in [
                0b1111u64 << 20,
                0b1_0101 << 9,
                1 | 1 << 7 | 1 << 14 | 1 << 30,
            ] {
                if geese >> fox & 1 == 1 {
                    continue;
                }
                for side in [crate::side::Side::First, crate::side::Side::Second] {
                    let p = Position::new(1 << fox, geese, side);
                    assert_eq!(read.verdict(&p), table.verdict(&p), "{fox} {geese:b}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 150);
    }

    #[test]
    fn a_file_is_named_by_its_kind_reach_and_format() {
        assert_eq!(
            table_file_name(&variant(true), 5),
            "fox-geese-sideways-on-5.v1.tbl"
        );
    }

    #[test]
    fn a_damaged_or_foreign_file_is_refused() {
        let (v, table) = four_geese(true);
        let bytes = table.to_bytes().unwrap();
        let body = bytes.iter().position(|&b| b == b'\n').unwrap() + 1;
        let mut flipped = bytes.clone();
        let at = body + (bytes.len() - body) / 2;
        flipped[at] = flipped[at].wrapping_add(1);
        assert!(Table::from_bytes(&v, &flipped).is_err());
        assert_eq!(
            Table::from_bytes(&v, &bytes[..bytes.len() - 3]).err(),
            Some(TableFileError::Damaged)
        );
        assert!(matches!(
            Table::from_bytes(&variant(false), &bytes),
            Err(TableFileError::OtherVariant { .. })
        ));
        assert_eq!(
            Table::from_bytes(&v, b"<!doctype html>\n<html>").err(),
            Some(TableFileError::NotATable)
        );
        let newer = String::from_utf8_lossy(&bytes[..body]).replacen(" 1 ", " 2 ", 1);
        let mut newer = newer.into_bytes();
        newer.extend(&bytes[body..]);
        assert_eq!(
            Table::from_bytes(&v, &newer).err(),
            Some(TableFileError::Version(2))
        );
    }
}
