//! A value-only solve stopped and taken up again, or spread over threads,
//! finds exactly what one uninterrupted run on one thread finds.

use super::{solve_values, SliceFiles, SolveError, Values, ValuesRun};
use crate::fox::{FoxGame, Variant};
use crate::game_id::{GameId, Options};
use crate::setup::Setup;
use std::collections::HashMap;
use std::io::{self, ErrorKind};
use std::sync::Mutex;

/// Records kept in memory, counting what is written.
#[derive(Default)]
struct MemoryFiles {
    records: Mutex<HashMap<String, Vec<u8>>>,
    writes: Mutex<usize>,
}

impl MemoryFiles {
    fn names(&self, kind: &str) -> Vec<String> {
        let records = self.records.lock().expect("not poisoned");
        let mut names: Vec<String> = records
            .keys()
            .filter(|n| n.ends_with(kind))
            .cloned()
            .collect();
        names.sort();
        names
    }

    fn writes(&self) -> usize {
        *self.writes.lock().expect("not poisoned")
    }
}

impl SliceFiles for MemoryFiles {
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        Ok(self
            .records
            .lock()
            .expect("not poisoned")
            .get(name)
            .cloned())
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        *self.writes.lock().expect("not poisoned") += 1;
        let mut records = self.records.lock().expect("not poisoned");
        records.insert(name.to_string(), bytes.to_vec());
        Ok(())
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        self.records.lock().expect("not poisoned").remove(name);
        Ok(())
    }
}

/// Six geese that may step sideways, the geese to move: 38 million
/// positions over a few hundred slices, in three numbers of geese.
fn six_geese() -> (Variant, crate::fox::Position) {
    let options = Options {
        geese: 13,
        sideways: true,
    };
    let variant = Variant::new(GameId::FoxGeese, options).expect("a variant");
    let setup = Setup::parse(GameId::FoxGeese, options, "3/3/7/3F3/1GGGGG1/1G1/3 g")
        .expect("a position text");
    let game =
        FoxGame::from_pieces(variant, &setup.pieces, setup.side_to_move).expect("a position");
    (variant, *game.position())
}

fn run(threads: usize, files: Option<&dyn SliceFiles>) -> Result<Values, SolveError> {
    let (variant, position) = six_geese();
    let mut layers = Vec::new();
    let run = ValuesRun {
        limit_bytes: u64::MAX,
        threads,
        files,
    };
    let values = solve_values(&variant, &position, run, |p| layers.push(p))?;
    assert_eq!(layers.len(), 3, "a layer a number of geese");
    Ok(values)
}

/// Everything but the peak, which depends on the tables read back.
fn same_answer(a: &Values, b: &Values) {
    assert_eq!(
        (a.value, a.best, a.positions, a.fox_wins, a.geese_win),
        (b.value, b.best, b.positions, b.fox_wins, b.geese_win)
    );
}

#[test]
fn two_threads_find_what_one_finds() {
    let one = run(1, None).expect("solved");
    let two = run(2, None).expect("solved");
    assert_eq!(one, two);
    assert!(one.positions > 1_000_000, "{}", one.positions);
}

#[test]
fn a_solve_taken_up_again_settles_only_what_was_not_written() {
    let alone = run(1, None).expect("solved");
    let files = MemoryFiles::default();
    let first = run(2, Some(&files)).expect("solved");
    same_answer(&alone, &first);
    let slices = files.names(".slice");
    assert!(slices.len() > 100, "{} slices", slices.len());
    // Only the last heights' fox tables are left: the others were removed
    // once nothing could step up into them.
    let foxes = files.names(".fox").len();
    assert!(foxes > 0 && foxes < slices.len() / 4, "{foxes} fox tables");

    // Everything written: nothing is settled again.
    let before = files.writes();
    same_answer(&alone, &run(1, Some(&files)).expect("solved"));
    assert_eq!(files.writes(), before);

    // Stopped part way: the slices of the most geese were never written
    // (their fox tables with them).
    let most = slices.last().expect("slices")[..2].to_string();
    let lost: Vec<String> = files
        .names("")
        .into_iter()
        .filter(|n| n.starts_with(&most) && !n.ends_with(".txt"))
        .collect();
    for name in &lost {
        files.remove(name).expect("in memory");
    }
    let before = files.writes();
    same_answer(&alone, &run(2, Some(&files)).expect("solved"));
    let slices_lost = lost.iter().filter(|n| n.ends_with(".slice")).count();
    assert!(slices_lost > 0);
    // One record a slice and one fox table a slice, no more.
    assert!(files.writes() - before <= 2 * slices_lost);
    assert!(files.writes() - before > slices_lost);
}

#[test]
fn a_damaged_record_is_an_error_not_a_wrong_answer() {
    let files = MemoryFiles::default();
    run(1, Some(&files)).expect("solved");
    let name = files.names(".slice")[0].clone();
    let mut bytes = files.read(&name).expect("in memory").expect("written");
    bytes.truncate(bytes.len() - 1);
    files.write(&name, &bytes).expect("in memory");
    match run(1, Some(&files)) {
        Err(SolveError::Files(kind, message)) => {
            assert_eq!(kind, ErrorKind::InvalidData);
            assert!(message.contains("record"), "{message}");
        }
        other => panic!("expected a records error, got {other:?}"),
    }
    // A record of another slice under this one's name.
    let other = files.names(".slice")[1].clone();
    let foreign = files.read(&other).expect("in memory").expect("written");
    files.write(&name, &foreign).expect("in memory");
    assert!(matches!(run(1, Some(&files)), Err(SolveError::Files(..))));
}
