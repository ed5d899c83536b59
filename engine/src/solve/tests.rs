//! The three methods checked against each other on every position with few
//! geese: the memoized search and the value-only analysis against the
//! retrograde tables.

use super::slice::all_slices;
use super::wdl::Wdl;
use super::{dag, over, score, Table, Value};
use crate::fox::{Position, Variant};
use crate::game_id::{GameId, Options};
use crate::rng::Rng;
use crate::side::Side;
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
