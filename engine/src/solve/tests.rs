//! The solver checked against itself. The three methods on every position
//! with few geese: the memoized search and the value-only analysis against
//! the retrograde tables. And a value-only solve stopped and taken up
//! again, or spread over threads, finds exactly what one uninterrupted run
//! on one thread finds.

use super::slice::all_slices;
use super::wdl::Wdl;
use super::{dag, over, score, Table, Value};
use super::{solve_values, SliceFiles, SolveError, Values, ValuesRun};
use crate::fox::{FoxGame, Position, Variant};
use crate::game_id::{GameId, Options};
use crate::rng::Rng;
use crate::setup::Setup;
use crate::side::Side;
use std::collections::HashMap;
use std::io::{self, ErrorKind};
use std::sync::Mutex;
use std::sync::OnceLock;

fn fox_geese(sideways: bool) -> Variant {
    Variant::new(
        GameId::FoxGeese,
        Options {
            geese: 13,
            sideways,
        },
    )
    .expect("a fox-geese variant")
}

/// Every set of `k` points of the 33-point cross.
fn placements(k: u32) -> Vec<u64> {
    combinations(33, k).collect()
}

fn combinations(n: u32, k: u32) -> impl Iterator<Item = u64> {
    // Gosper's hack: the next larger set with as many bits.
    let mut next = if k == 0 { None } else { Some((1u64 << k) - 1) };
    std::iter::from_fn(move || {
        let set = next?;
        let low = set & set.wrapping_neg();
        let ripple = set + low;
        let following = (((ripple ^ set) >> 2) / low) | ripple;
        next = (following < 1 << n).then_some(following);
        Some(set)
    })
}

/// A random position with `geese` geese, not over.
fn random_position(variant: &Variant, rng: &mut Rng, geese: u32) -> Position {
    loop {
        let mut set = 0u64;
        while set.count_ones() < geese {
            set |= 1 << rng.below(33);
        }
        let fox = loop {
            let p = rng.below(33) as u8;
            if set >> p & 1 == 0 {
                break p;
            }
        };
        let side = if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        };
        let position = Position::new(1 << fox, set, side);
        if over(variant, &position).is_none() {
            return position;
        }
    }
}

/// Every position with four or five geese, solved once for the tests.
fn table(sideways: bool) -> &'static Table {
    static TABLES: [OnceLock<Table>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[sideways as usize]
        .get_or_init(|| Table::build(&fox_geese(sideways), 1, 5, u64::MAX).expect("small"))
}

#[test]
fn value_tables_agree_with_the_retrograde_tables() {
    for sideways in [false, true] {
        let variant = fox_geese(sideways);
        let table = table(sideways);
        let mut wdl = Wdl::new(&variant);
        wdl.keep_fox_tables = true;
        let keys = all_slices(wdl.layout(), 4, 5);
        let top = keys.last().expect("slices").geese(wdl.layout()) + 1;
        wdl.solve(&keys, top, keys[0], |_, _| {})
            .expect("no records to read");
        // Every position with four geese, and with five those of every
        // seventh placement (a spread of all of them, in less time).
        let mut compared = 0;
        for geese in 4..=5 {
            let step = if geese == 4 { 1 } else { 7 };
            for set in placements(geese).into_iter().step_by(step) {
                for fox in 0..33u8 {
                    if set >> fox & 1 != 0 {
                        continue;
                    }
                    for side in [Side::First, Side::Second] {
                        let position = Position::new(1 << fox, set, side);
                        let expected = match table.value(&position) {
                            Some((Value::Win, _)) => Some(side),
                            Some((Value::Loss, _)) => Some(side.opposite()),
                            Some((Value::Draw, _)) => None,
                            None => over(&variant, &position).and_then(|o| o.winner()),
                        };
                        let found = wdl.winner(&position).expect("every table is kept");
                        assert_eq!(found, expected, "sideways {sideways}: {position:?}");
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(compared, 2 * (40_920 * 29 + 237_336_usize.div_ceil(7) * 28));
    }
}

#[test]
fn the_memoized_search_agrees_with_the_retrograde_tables() {
    let variant = fox_geese(false);
    let table = table(false);
    let mut rng = Rng::new(21);
    for round in 0..60 {
        let geese = 4 + round % 2;
        let position = random_position(&variant, &mut rng, geese);
        let mut search = dag::Dag::new(&variant, u64::MAX);
        let (score, best) = search.solve(&position).expect("no limit");
        let verdict = table.verdict(&position).expect("held");
        assert_eq!(
            score::score_verdict(score),
            (verdict.value, verdict.plies),
            "{position:?}"
        );
        assert_eq!(best, verdict.best, "{position:?}");
    }
}

/// A random position with `geese` geese on ranks 4 to 7 (few moves left
/// for them, so every method is quick), not over.
fn high_position(variant: &Variant, rng: &mut Rng, geese: u32) -> Position {
    let high: Vec<u8> = (13..33).collect();
    loop {
        let mut set = 0u64;
        while set.count_ones() < geese {
            set |= 1 << high[rng.below(high.len())];
        }
        let fox = loop {
            let p = rng.below(33) as u8;
            if set >> p & 1 == 0 {
                break p;
            }
        };
        let side = if rng.below(2) == 0 {
            Side::First
        } else {
            Side::Second
        };
        let position = Position::new(1 << fox, set, side);
        if over(variant, &position).is_none() {
            return position;
        }
    }
}

#[test]
fn values_agree_with_distances_on_positions_with_many_geese() {
    let mut rng = Rng::new(1313);
    for round in 0..6 {
        // Without sideways steps 8 to 10 geese; with them the retrograde
        // analysis of every position reachable takes longer, so 6.
        let sideways = round % 2 == 1;
        let variant = fox_geese(sideways);
        let geese = if sideways { 6 } else { 8 + round / 2 };
        let position = high_position(&variant, &mut rng, geese);
        let values =
            super::solve_values(&variant, &position, super::ValuesRun::new(u64::MAX), |_| {})
                .expect("solved");
        let exact = super::solve(&variant, &position, u64::MAX).expect("solved");
        assert_eq!(
            values.value, exact.verdict.value,
            "sideways {sideways}: {position:?}"
        );
    }
}

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
fn six_geese() -> (Variant, Position) {
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
