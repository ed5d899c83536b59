//! Retrograde analysis of one slice (see [`super::slice`]), the slices its
//! moves leave to being solved already.
//!
//! Every position of the slice starts from what its moves out of the slice
//! are known to give, and counts its moves that stay inside. Then the
//! settled positions are taken in increasing distance from the end: a
//! position one move before a lost one is won one ply further; a position
//! whose moves all reach won ones is lost, one ply further than the
//! longest of them. Taking distances in increasing order gives the winner
//! its shortest win and the loser its longest loss. What is never settled
//! is a draw: from there neither side can force an end, and best play
//! goes round for ever (the game would end by repetition).

use super::score::{code, NO_POSITION, UNSETTLED};
use super::slice::Slice;
use super::slice::SliceKey;
use super::store::{Store, TooLarge};
use crate::bitset::Bits64;
use crate::fox::{ending, generate, jumpers, Position};
use crate::side::Side;

/// `count`'s top bit: the position has a winning move out of the slice,
/// whose distance `longest` holds; it can never be lost.
const EXIT_WIN: u8 = 0x80;

/// Solves the slices of `keys` not yet solved into `store`, in the order
/// given (every slice a move of one leads to must come earlier or be
/// solved).
///
/// # Errors
/// [`TooLarge`] before any work when they would not fit the store (see
/// [`Store::room_for`]).
pub(crate) fn solve(store: &mut Store, keys: &[SliceKey]) -> Result<(), TooLarge> {
    store.room_for(keys)?;
    for &key in keys {
        if store.has(key) {
            continue;
        }
        let slice = Slice::new(&store.layout, &store.places, key);
        let codes = solve_slice(store, &slice);
        store.insert(slice, codes);
    }
    Ok(())
}

/// Solves `slice`, returning a code for each of its indices.
pub(crate) fn solve_slice(store: &Store, slice: &Slice) -> Vec<u16> {
    let len = slice.len as usize;
    debug_assert!(slice.len <= u32::MAX as u64, "Store::solve refuses wider");
    let mut work = Work {
        codes: vec![UNSETTLED; len],
        count: vec![0; len],
        longest: vec![0; len],
        buckets: Vec::new(),
    };
    start(store, slice, &mut work);
    settle(store, slice, &mut work);
    work.codes
}

/// The state of the analysis of one slice.
struct Work {
    codes: Vec<u16>,
    /// Moves inside the slice not yet known to lose for the mover, plus
    /// one if a move out of it draws; [`EXIT_WIN`] as a flag.
    count: Vec<u8>,
    /// One more than the longest known win among the children (the loss
    /// distance if all turn out won), or the distance of the exit win.
    longest: Vec<u16>,
    /// Positions to settle, by distance.
    buckets: Vec<Vec<u32>>,
}

impl Work {
    fn push(&mut self, plies: u32, index: usize) {
        let d = plies as usize;
        if self.buckets.len() <= d {
            self.buckets.resize_with(d + 1, Vec::new);
        }
        self.buckets[d].push(index as u32);
    }
}

/// True when `mv`, played in `position`, stays in its slice.
#[inline]
fn stays(store: &Store, position: &Position, mv: &crate::fox::Move) -> bool {
    if mv.is_capture() {
        return false;
    }
    match position.side_to_move() {
        Side::First => true,
        Side::Second => {
            let rank = &store.layout.rank_of;
            rank[mv.from() as usize] == rank[mv.to() as usize]
        }
    }
}

/// Reads every index: over positions are lost at distance 0; the others
/// count their moves inside the slice and take what their moves out give.
fn start(store: &Store, slice: &Slice, work: &mut Work) {
    let variant = &store.variant;
    let mut moves = Vec::new();
    for index in 0..slice.len as usize {
        let Some((foxes, geese, side)) = slice.position(&store.layout, &store.places, index as u64)
        else {
            work.codes[index] = NO_POSITION;
            continue;
        };
        let position = Store::position(foxes, geese, side);
        moves.clear();
        let over = ending(variant, &position, |p| {
            generate(variant, p, &mut moves);
            !moves.is_empty()
        });
        if over.is_some() {
            // In a slice enough geese are left, so the side to move lost.
            work.codes[index] = code(0);
            work.push(0, index);
            continue;
        }
        let mut inside = 0u8;
        let mut draw_out = false;
        let mut win_out: Option<u32> = None;
        let mut longest = 0u16;
        for mv in &moves {
            if stays(store, &position, mv) {
                inside += 1;
                continue;
            }
            let mut child = position;
            child.play(variant.tables, *mv);
            match store.code(&child) {
                UNSETTLED => draw_out = true,
                c if c % 2 == 1 => {
                    let plies = c as u32;
                    win_out = Some(win_out.map_or(plies, |w| w.min(plies)));
                }
                c => longest = longest.max(c),
            }
        }
        match win_out {
            Some(plies) => {
                work.count[index] = inside | EXIT_WIN;
                work.longest[index] = plies as u16;
                work.push(plies, index);
            }
            None => {
                work.count[index] = inside + draw_out as u8;
                work.longest[index] = longest;
                if inside == 0 && !draw_out {
                    work.push(longest as u32, index);
                }
            }
        }
    }
}

/// Settles positions in increasing distance, passing each result to the
/// positions one move before it inside the slice.
fn settle(store: &Store, slice: &Slice, work: &mut Work) {
    let mut d = 0;
    let mut before = Vec::new();
    while d < work.buckets.len() {
        let list = std::mem::take(&mut work.buckets[d]);
        let plies = d as u32;
        for &index in &list {
            let index = index as usize;
            match work.codes[index] {
                UNSETTLED => work.codes[index] = code(plies),
                c if c == code(plies) => {}
                _ => continue,
            }
            predecessors(store, slice, index, &mut before);
            for &q in &before {
                let q = q as usize;
                if work.codes[q] != UNSETTLED {
                    continue;
                }
                if plies.is_multiple_of(2) {
                    // A move to a lost position wins; an exit win just as
                    // short is queued already.
                    let win = plies + 1;
                    if work.count[q] & EXIT_WIN != 0 && work.longest[q] as u32 <= win {
                        continue;
                    }
                    work.codes[q] = code(win);
                    work.push(win, q);
                } else {
                    if work.count[q] & EXIT_WIN == 0 {
                        work.longest[q] = work.longest[q].max(plies as u16 + 1);
                    }
                    work.count[q] -= 1;
                    if work.count[q] == 0 {
                        work.push(work.longest[q] as u32, q);
                    }
                }
            }
        }
        d += 1;
    }
}

/// The indices of the positions inside the slice from which one move
/// reaches `index`: a fox stepping back, or a goose stepping back sideways.
fn predecessors(store: &Store, slice: &Slice, index: usize, out: &mut Vec<u32>) {
    out.clear();
    let (layout, places) = (&store.layout, &store.places);
    let Some((foxes, geese, side)) = slice.position(layout, places, index as u64) else {
        return;
    };
    let variant = &store.variant;
    let tables = variant.tables;
    let empty = tables.board & !(foxes | geese);
    match side {
        // The foxes moved last.
        Side::Second => {
            for fox in Bits64(foxes) {
                for from in Bits64(tables.fox_steps[fox as usize] & empty) {
                    let before = foxes & !(1 << fox) | 1 << from;
                    if variant.mandatory_capture() {
                        let position = Store::position(before, geese, Side::First);
                        if jumpers(tables, &position) != 0 {
                            continue;
                        }
                    }
                    out.push(slice.index(layout, places, before, geese, Side::First) as u32);
                }
            }
        }
        // The geese moved last, sideways (the only goose move that stays).
        Side::First => {
            if !variant.geese_step_sideways() {
                return;
            }
            for goose in Bits64(geese) {
                let rank = layout.rank_of[goose as usize];
                for from in Bits64(tables.fox_steps[goose as usize] & empty) {
                    let sideways = layout.rank_of[from as usize] == rank;
                    if sideways && tables.goose_steps[from as usize] >> goose & 1 != 0 {
                        let before = geese & !(1 << goose) | 1 << from;
                        out.push(slice.index(layout, places, foxes, before, Side::Second) as u32);
                    }
                }
            }
        }
    }
}
