//! Solved slices written out as they are settled, so that a solve of
//! many hours can stop (a machine shut down, a session ended) and go on
//! later from the last slice saved instead of from the start.
//!
//! Two records a slice, each written whole or not at all by the
//! [`SliceFiles`] the caller gives:
//! - `GG-KEY.slice`: what the slice counted and, when it is kept, its
//!   geese-to-move table; a slice is done when this record exists;
//! - `GG-KEY.fox`: its fox-to-move table, removed as soon as no slice
//!   left can step up into it (those tables are the bulk of the bytes).
//!
//! Numbers are little-endian; every vector carries its length, checked
//! against the slice's placements when read back.

use super::layout::Layout;
use super::sets::Sets;
use super::slice::SliceKey;
use super::value_tables::{Counts, FoxTable, GeeseTable, Settled};
use std::io::{self, ErrorKind};

/// Where the records of a solve are kept: a directory for `tafl solve
/// --checkpoint`. The engine names and encodes the records; the caller
/// only stores bytes.
pub trait SliceFiles: Sync {
    /// The record called `name`, or `None` when there is none.
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>>;
    /// Stores `bytes` as `name`, whole or not at all.
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()>;
    /// Removes the record called `name` if it exists.
    fn remove(&self, name: &str) -> io::Result<()>;
}

const SLICE_MAGIC: &[u8; 8] = b"TAFLSLC1";
const FOX_MAGIC: &[u8; 8] = b"TAFLFOX1";

/// The name of a slice's record of `kind` ("slice" or "fox").
fn name(geese: usize, key: SliceKey, kind: &str) -> String {
    format!("{geese:02}-{:016x}.{kind}", key.0)
}

/// The slice of `key` as written out by an earlier run, if it was.
pub(super) fn read_back(
    files: &dyn SliceFiles,
    layout: &Layout,
    key: SliceKey,
) -> io::Result<Option<Settled>> {
    let geese = key.geese(layout);
    let Some(bytes) = files.read(&name(geese, key, "slice"))? else {
        return Ok(None);
    };
    let sets = Sets::new(layout, key);
    let (counts, geese_table) = decode_slice(&bytes, &sets)?;
    drop(bytes);
    // A fox table already removed is one no slice left needs.
    let fox = match files.read(&name(geese, key, "fox"))? {
        Some(bytes) => Some(decode_fox(&bytes, &sets)?),
        None => None,
    };
    Ok(Some(Settled {
        key,
        counts,
        geese: geese_table,
        fox,
    }))
}

/// Writes out a settled slice: its fox table first, so that a slice
/// whose record exists always has what it needs.
pub(super) fn write_out(files: &dyn SliceFiles, layout: &Layout, done: &Settled) -> io::Result<()> {
    let geese = done.key.geese(layout);
    if let Some(fox) = &done.fox {
        files.write(&name(geese, done.key, "fox"), &encode_fox(fox))?;
    }
    let record = encode_slice(done.key, done.counts, done.geese.as_ref());
    files.write(&name(geese, done.key, "slice"), &record)
}

/// Removes a slice's fox-to-move record, once no slice left needs it.
pub(super) fn forget_fox(files: &dyn SliceFiles, layout: &Layout, key: SliceKey) -> io::Result<()> {
    files.remove(&name(key.geese(layout), key, "fox"))
}

/// The slice record: its counts and, if kept, its geese-to-move table.
fn encode_slice(key: SliceKey, counts: Counts, geese: Option<&GeeseTable>) -> Vec<u8> {
    let mut out = Writer(Vec::new());
    out.0.extend_from_slice(SLICE_MAGIC);
    out.u64(key.0);
    out.u64(counts.positions);
    out.u64(counts.fox_wins);
    out.u64(counts.geese_win);
    match geese {
        None => out.0.push(0),
        Some(table) => {
            out.0.push(1);
            out.0.push(table.drawn as u8);
            out.u64s(&table.flags);
            out.len(table.before.len());
            for &b in &table.before {
                out.0.extend_from_slice(&b.to_le_bytes());
            }
            out.len(table.kept.len());
            for &(fox, geese) in &table.kept {
                out.0.extend_from_slice(&fox.to_le_bytes());
                out.0.extend_from_slice(&geese.to_le_bytes());
            }
        }
    }
    out.0
}

/// Reads a slice record of the slice of `sets`.
fn decode_slice(bytes: &[u8], sets: &Sets) -> io::Result<(Counts, Option<GeeseTable>)> {
    let mut input = Reader { bytes, at: 0 };
    input.magic(SLICE_MAGIC)?;
    input.key(sets.key)?;
    let counts = Counts {
        positions: input.u64()?,
        fox_wins: input.u64()?,
        geese_win: input.u64()?,
    };
    let table = match input.byte()? {
        0 => None,
        1 => {
            let drawn = input.byte()? != 0;
            let flags = input.u64s()?;
            let before = (0..input.len()?)
                .map(|_| input.u32())
                .collect::<io::Result<Vec<u32>>>()?;
            let kept = (0..input.len()?)
                .map(|_| Ok((input.u32()?, input.u32()?)))
                .collect::<io::Result<Vec<(u32, u32)>>>()?;
            let words = (sets.count as usize).div_ceil(64);
            let marked: usize = flags.iter().map(|w| w.count_ones() as usize).sum();
            if flags.len() != words || before.len() != words || kept.len() != marked {
                return Err(invalid("a geese table does not fit its slice"));
            }
            Some(GeeseTable {
                sets: sets.clone(),
                drawn,
                flags,
                before,
                kept,
            })
        }
        _ => return Err(invalid("a slice record is damaged")),
    };
    input.end()?;
    Ok((counts, table))
}

/// The fox-to-move record.
fn encode_fox(table: &FoxTable) -> Vec<u8> {
    let mut out = Writer(Vec::new());
    out.0.extend_from_slice(FOX_MAGIC);
    out.u64(table.sets.key.0);
    out.u64s(&table.wins);
    out.u64s(&table.loses);
    out.0
}

/// Reads a fox-to-move record of the slice of `sets`.
fn decode_fox(bytes: &[u8], sets: &Sets) -> io::Result<FoxTable> {
    let mut input = Reader { bytes, at: 0 };
    input.magic(FOX_MAGIC)?;
    input.key(sets.key)?;
    let wins = input.u64s()?;
    let loses = input.u64s()?;
    input.end()?;
    let count = sets.count as usize;
    if wins.len() != count || !(loses.is_empty() || loses.len() == count) {
        return Err(invalid("a fox table does not fit its slice"));
    }
    Ok(FoxTable {
        sets: sets.clone(),
        wins,
        loses,
    })
}

fn invalid(message: &str) -> io::Error {
    io::Error::new(ErrorKind::InvalidData, message)
}

struct Writer(Vec<u8>);

impl Writer {
    fn u64(&mut self, n: u64) {
        self.0.extend_from_slice(&n.to_le_bytes());
    }

    fn len(&mut self, n: usize) {
        self.u64(n as u64);
    }

    fn u64s(&mut self, words: &[u64]) {
        self.len(words.len());
        self.0.reserve(words.len() * 8);
        for &w in words {
            self.u64(w);
        }
    }
}

struct Reader<'b> {
    bytes: &'b [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> io::Result<&[u8]> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())
            .ok_or_else(|| invalid("a record ends too soon"))?;
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn byte(&mut self) -> io::Result<u8> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> io::Result<u32> {
        let mut word = [0u8; 4];
        word.copy_from_slice(self.take(4)?);
        Ok(u32::from_le_bytes(word))
    }

    fn u64(&mut self) -> io::Result<u64> {
        let mut word = [0u8; 8];
        word.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(word))
    }

    /// A length, checked against the bytes left so that a damaged one
    /// cannot ask for more memory than the record holds.
    fn len(&mut self) -> io::Result<usize> {
        let n = self.u64()?;
        match usize::try_from(n) {
            Ok(n) if n <= self.bytes.len() - self.at => Ok(n),
            _ => Err(invalid("a record's length is damaged")),
        }
    }

    fn u64s(&mut self) -> io::Result<Vec<u64>> {
        let n = self.len()?;
        (0..n).map(|_| self.u64()).collect()
    }

    fn magic(&mut self, magic: &[u8; 8]) -> io::Result<()> {
        match self.take(8)? == magic {
            true => Ok(()),
            false => Err(invalid("not a record of this solver")),
        }
    }

    fn key(&mut self, key: SliceKey) -> io::Result<()> {
        match self.u64()? == key.0 {
            true => Ok(()),
            false => Err(invalid("a record of another slice")),
        }
    }

    fn end(&self) -> io::Result<()> {
        match self.at == self.bytes.len() {
            true => Ok(()),
            false => Err(invalid("a record is longer than it should be")),
        }
    }
}
