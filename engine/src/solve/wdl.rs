//! Win, draw or loss of every position of Fox and Geese (one fox on the
//! 33-point cross) by retrograde analysis over the placements of the
//! geese: for one placement the fox's points are the bits of a `u64`, so
//! each rule is applied to all fox points at once.
//!
//! The slices (see [`super::slice`]) are solved fewest geese first, then
//! highest first, so every move out of a slice finds its target solved.
//! Two kinds of table are kept:
//! - with the geese to move, where the fox wins (and, with sideways steps,
//!   where the geese win), packed over the empty points: what a capture
//!   from a larger placement looks up, so these are kept for every number
//!   of geese below the largest;
//! - with the fox to move, where it wins (and, with sideways steps, where
//!   it loses): what a goose stepping up from the rank below looks up, so
//!   only the slices one height up are kept.
//!
//! Without sideways steps no move stays inside a slice, and one pass
//! settles each placement. With them, a goose's sideways step and a fox's
//! step stay inside, and the placements of a slice are settled together
//! until nothing changes; what is never settled is a draw.
//!
//! This gives values, not distances: a distance for every position would
//! take a byte per position instead of a bit (see docs/solve.md).

use super::checkpoint::{self, SliceFiles};
use super::layout::Layout;
use super::mirror::Mirror;
use super::sets::{pack, packed_has, Sets};
use super::slice::{slots, SliceKey};
use super::value_tables::{Counts, FoxTable, GeeseTable, Settled};
use crate::bitset::Bits64;
use crate::fox::{Position, Variant};
use crate::side::Side;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The solver and the tables it keeps.
pub(crate) struct Wdl<'v> {
    variant: &'v Variant,
    layout: Layout,
    sideways: bool,
    /// By [`SliceKey::slot`].
    geese: Vec<Option<GeeseTable>>,
    fox: Vec<Option<FoxTable>>,
    /// For each point, the jumps over it: (from, to).
    jumps_over: Vec<Vec<(u8, u8)>>,
    /// Keep every fox-to-move table (the tests read them all).
    pub keep_fox_tables: bool,
    /// Threads to settle slices on.
    pub threads: usize,
    /// Where slices are written out as they are settled, and read back
    /// from by a run that goes on with the same solve.
    pub files: Option<&'v dyn SliceFiles>,
    /// The mirror of fox points and point sets: a table holds one of each
    /// pair of mirror-image placements (see [`Sets`]).
    mirror: Mirror,
}

/// A geese-to-move table's sets for a placement, read through the mirror
/// when the table holds its image.
#[derive(Clone, Copy)]
struct Landing {
    fox_wins: u32,
    geese_win: u32,
    /// The empty points of the placement held, which the sets are packed
    /// over.
    empty: u64,
    mirrored: bool,
}

/// True when this solver handles `variant`: one fox on a board of at most
/// 33 points (packed sets fit a `u32`).
pub(crate) fn handles(variant: &Variant) -> bool {
    variant.fox_count() == 1 && variant.topology().len() <= 33
}

impl<'v> Wdl<'v> {
    pub(crate) fn new(variant: &'v Variant) -> Wdl<'v> {
        debug_assert!(handles(variant));
        let layout = Layout::new(variant.topology());
        let slots = slots(&layout);
        let tables = variant.tables;
        let mut jumps_over = vec![Vec::new(); 64];
        for from in variant.topology().points() {
            for jump in tables.jumps_from(from) {
                jumps_over[jump.over as usize].push((from, jump.to));
            }
        }
        Wdl {
            variant,
            layout,
            sideways: variant.geese_step_sideways(),
            geese: (0..slots).map(|_| None).collect(),
            fox: (0..slots).map(|_| None).collect(),
            jumps_over,
            keep_fox_tables: false,
            threads: 1,
            files: None,
            mirror: Mirror::new(variant.topology()),
        }
    }

    pub(crate) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Bytes held by the tables now.
    pub(crate) fn bytes(&self) -> u64 {
        let geese: u64 = self.geese.iter().flatten().map(GeeseTable::bytes).sum();
        let fox: u64 = self
            .fox
            .iter()
            .flatten()
            .map(|t| (t.wins.len() + t.loses.len()) as u64 * 8)
            .sum();
        geese + fox
    }

    /// Solves the slices of `keys`, which must be in solving order (fewer
    /// geese first, then higher first) and hold every slice a move of one
    /// of them leads to with enough geese left; `each` hears of every slice
    /// solved, in order. Geese-to-move tables are kept for slices with
    /// fewer than `top` geese and for `keep`; fox-to-move tables only while
    /// a slice left can step up into them, and at the end for the last
    /// slice's height and the one above.
    ///
    /// Slices with the same number of geese and the same height never
    /// lead to each other, so they are settled side by side on
    /// [`Wdl::threads`] threads. With [`Wdl::files`], each slice is written
    /// out once settled and read back instead of settled again.
    ///
    /// # Errors
    /// A record that cannot be read, written or removed.
    pub(crate) fn solve(
        &mut self,
        keys: &[SliceKey],
        top: usize,
        keep: SliceKey,
        mut each: impl FnMut(SliceKey, Counts),
    ) -> io::Result<()> {
        let mut start = 0;
        while start < keys.len() {
            let layout = &self.layout;
            let level = |k: &SliceKey| (k.geese(layout), k.height(layout));
            let (geese, height) = level(&keys[start]);
            let end = start
                + keys[start..]
                    .iter()
                    .take_while(|k| level(k) == (geese, height))
                    .count();
            let kept = |key: SliceKey| key.geese(layout) < top || key == keep;
            // What an earlier run wrote out, then the rest settled, in
            // the order of `keys`.
            let mut written = Vec::with_capacity(end - start);
            for &key in &keys[start..end] {
                written.push(match self.files {
                    Some(files) => checkpoint::read_back(files, &self.layout, key)?,
                    None => None,
                });
            }
            let missing: Vec<SliceKey> = (keys[start..end].iter().zip(&written))
                .filter(|(_, done)| done.is_none())
                .map(|(&key, _)| key)
                .collect();
            let fresh = self.settle_all(&missing, kept);
            if let Some(files) = self.files {
                for done in &fresh {
                    checkpoint::write_out(files, &self.layout, done)?;
                }
            }
            // Each slice not written out takes the next one settled.
            let mut fresh = fresh.into_iter();
            let settled = written
                .into_iter()
                .filter_map(|d| d.or_else(|| fresh.next()));
            for done in settled {
                each(done.key, done.counts);
                let slot = done.key.slot(&self.layout);
                self.geese[slot] = done.geese.filter(|_| kept(done.key));
                self.fox[slot] = done.fox;
            }
            let layout = &self.layout;
            let next = keys.get(end).map(|k| (k.geese(layout), k.height(layout)));
            if !self.keep_fox_tables {
                let (g, h) = next.unwrap_or((geese, height));
                for table in self.fox.iter_mut() {
                    let Some(t) = table else { continue };
                    let key = t.sets.key;
                    if key.geese(layout) != g || key.height(layout) > h + 1 {
                        *table = None;
                        if let Some(files) = self.files {
                            checkpoint::forget_fox(files, layout, key)?;
                        }
                    }
                }
            }
            start = end;
        }
        Ok(())
    }

    /// Settles the slices of `keys` (which lead to none of each other) on
    /// up to [`Wdl::threads`] threads, keeping the geese-to-move table of
    /// those `kept` says.
    fn settle_all(
        &self,
        keys: &[SliceKey],
        kept: impl Fn(SliceKey) -> bool + Sync,
    ) -> Vec<Settled> {
        let threads = self.threads.clamp(1, keys.len().max(1));
        if threads == 1 {
            return keys.iter().map(|&k| self.settle(k, kept(k))).collect();
        }
        let next = AtomicUsize::new(0);
        let mut settled: Vec<(usize, Settled)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut mine = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(&key) = keys.get(i) else { break };
                            mine.push((i, self.settle(key, kept(key))));
                        }
                        mine
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        settled.sort_by_key(|&(i, _)| i);
        settled.into_iter().map(|(_, s)| s).collect()
    }

    /// The winner of `position` with best play (`None`: a draw), if the
    /// tables it needs are held.
    pub(crate) fn winner(&self, position: &Position) -> Option<Option<Side>> {
        let geese = position.geese();
        if geese.count_ones() < self.variant.min_geese() {
            return Some(Some(Side::First));
        }
        let fox = position.foxes().trailing_zeros() as u8;
        let key = SliceKey::of(&self.layout, geese);
        let slot = key.slot(&self.layout);
        let (fox_wins, fox_loses) = match position.side_to_move() {
            Side::First => {
                let table = self.fox[slot].as_ref()?;
                let (i, mirrored) = table.sets.locate(&self.layout, geese);
                let fox = if mirrored {
                    self.mirror.point(fox)
                } else {
                    fox
                };
                let wins = table.wins[i] >> fox & 1 != 0;
                let loses = match self.sideways {
                    true => table.loses[i] >> fox & 1 != 0,
                    false => !wins,
                };
                (wins, loses)
            }
            Side::Second => {
                self.geese[slot].as_ref()?;
                let landing = self.landing(geese);
                (
                    self.fox_wins_at(&landing, fox),
                    self.geese_win_at(&landing, fox),
                )
            }
        };
        Some(match (fox_wins, fox_loses) {
            (true, _) => Some(Side::First),
            (_, true) => Some(Side::Second),
            _ => None,
        })
    }

    /// The geese-to-move sets of `geese` from its slice's table. Too few
    /// geese: the fox has won everywhere.
    #[inline]
    fn landing(&self, geese: u64) -> Landing {
        if geese.count_ones() < self.variant.min_geese() {
            let empty = self.variant.tables.board & !geese;
            return Landing {
                fox_wins: u32::MAX,
                geese_win: 0,
                empty,
                mirrored: false,
            };
        }
        let key = SliceKey::of(&self.layout, geese);
        let table = self.geese[key.slot(&self.layout)]
            .as_ref()
            .expect("the slices a capture leads to are solved first");
        self.landing_in(table, geese)
    }

    /// The geese-to-move sets of `geese` from `table`, its slice's.
    #[inline]
    fn landing_in(&self, table: &GeeseTable, geese: u64) -> Landing {
        let (index, mirrored) = table.sets.locate(&self.layout, geese);
        let (fox_wins, geese_win) = table.get(index);
        let canonical = if mirrored {
            Sets::image(&self.layout, geese)
        } else {
            geese
        };
        Landing {
            fox_wins,
            geese_win: if self.sideways { geese_win } else { !fox_wins },
            empty: self.variant.tables.board & !canonical,
            mirrored,
        }
    }

    /// Whether the fox on `point` wins, the geese to move, by `landing`.
    #[inline]
    fn fox_wins_at(&self, landing: &Landing, point: u8) -> bool {
        let point = if landing.mirrored {
            self.mirror.point(point)
        } else {
            point
        };
        packed_has(landing.fox_wins, landing.empty, point)
    }

    /// Whether the geese to move win with the fox on `point`, by `landing`.
    #[inline]
    fn geese_win_at(&self, landing: &Landing, point: u8) -> bool {
        let point = if landing.mirrored {
            self.mirror.point(point)
        } else {
            point
        };
        packed_has(landing.geese_win, landing.empty, point)
    }

    /// True when a fox that has just landed on `at` by a capture, leaving
    /// `geese`, wins: by stopping there (the geese to move lose) or by
    /// jumping on to a win. A chain may stop after any jump and land on
    /// any point without a goose.
    fn landing_wins(&self, geese: u64, at: u8) -> bool {
        let empty = self.variant.tables.board & !geese;
        self.fox_wins_at(&self.landing(geese), at)
            || self.jump_on(geese, empty, at, |g, to| self.landing_wins(g, to))
    }

    /// True when a fox that has just landed on `at`, leaving `geese`,
    /// loses whatever it does: stopping there loses, and so does every
    /// way of jumping on.
    fn landing_loses(&self, geese: u64, at: u8) -> bool {
        let empty = self.variant.tables.board & !geese;
        self.geese_win_at(&self.landing(geese), at)
            && !self.jump_on(geese, empty, at, |g, to| !self.landing_loses(g, to))
    }

    /// True when some jump from `at` over a goose of `geese` onto a point
    /// of `empty` satisfies `test(geese left, landing)`.
    #[inline]
    fn jump_on(&self, geese: u64, empty: u64, at: u8, test: impl Fn(u64, u8) -> bool) -> bool {
        let tables = self.variant.tables;
        tables.jump_over[at as usize] & geese != 0
            && tables.jumps_from(at).iter().any(|j| {
                geese >> j.over & 1 != 0
                    && empty >> j.to & 1 != 0
                    && test(geese & !(1 << j.over), j.to)
            })
    }

    /// For the fox to move on each point of `empty` (the points off
    /// `geese`): the points where some capture wins, and those where every
    /// capture loses (with no capture, every point). Wins are only looked
    /// for from the points of `wanted`. `down[r]` is the
    /// geese-to-move table of the slice with one goose fewer on rank `r`
    /// (`None` when too few geese would be left).
    fn captures(
        &self,
        geese: u64,
        empty: u64,
        wanted: u64,
        down: &[Option<&GeeseTable>],
    ) -> (u64, u64) {
        let layout = &self.layout;
        let mut some_win = 0u64;
        let mut all_lose = empty;
        for goose in Bits64(geese) {
            let left = geese & !(1 << goose);
            let after = empty | 1 << goose;
            let r = layout.rank_of[goose as usize] as usize;
            let lookup = || match down[r] {
                None => self.landing(left),
                Some(table) => self.landing_in(table, left),
            };
            let mut found: Option<Landing> = None;
            for &(from, to) in &self.jumps_over[goose as usize] {
                if empty >> from & 1 == 0 || empty >> to & 1 == 0 {
                    continue;
                }
                let open_win = (wanted & !some_win) >> from & 1 != 0;
                let open_lose = self.sideways && all_lose >> from & 1 != 0;
                if !open_win && !open_lose {
                    continue;
                }
                let landing = *found.get_or_insert_with(lookup);
                if open_win
                    && (self.fox_wins_at(&landing, to)
                        || self.jump_on(left, after, to, |g, t| self.landing_wins(g, t)))
                {
                    some_win |= 1 << from;
                }
                if open_lose {
                    let lose = self.geese_win_at(&landing, to)
                        && !self.jump_on(left, after, to, |g, t| !self.landing_loses(g, t));
                    if !lose {
                        all_lose &= !(1 << from);
                    }
                }
            }
        }
        (some_win, all_lose)
    }

    /// The geese-to-move tables of the slices one capture of a goose on
    /// each rank of `key` leads to: `None` where too few geese are left (or
    /// no goose stands on the rank).
    fn down_tables(&self, key: SliceKey) -> Vec<Option<&GeeseTable>> {
        let layout = &self.layout;
        let enough = key.geese(layout) > self.variant.min_geese() as usize;
        (0..layout.ranks)
            .map(|r| {
                let n = key.on(r);
                if n == 0 || !enough {
                    return None;
                }
                let down = key.with(r, n - 1);
                let table = self.geese[down.slot(layout)].as_ref();
                Some(table.expect("the slices a capture leads to are solved first"))
            })
            .collect()
    }

    /// The fox-to-move tables of the slices one goose stepping up from
    /// each rank of `key` leads to.
    fn up_tables(&self, key: SliceKey) -> Vec<Option<&FoxTable>> {
        let layout = &self.layout;
        (0..layout.ranks)
            .map(|r| {
                let n = key.on(r);
                let room = r + 1 < layout.ranks && key.on(r + 1) < layout.width[r + 1] as usize;
                if n == 0 || !room {
                    return None;
                }
                let up = key.with(r, n - 1).with(r + 1, key.on(r + 1) + 1);
                self.fox[up.slot(layout)].as_ref()
            })
            .collect()
    }

    /// For each placement of `sets`, what the goose steps up give with the
    /// geese to move: the fox points where every such step loses for the
    /// geese (all points when there is none), and (with sideways steps) the
    /// points where some step wins for them.
    fn steps_up(&self, sets: &Sets, placements: &[u64]) -> (Vec<u64>, Vec<u64>) {
        let tables = self.variant.tables;
        let rank = &self.layout.rank_of;
        let up = self.up_tables(sets.key);
        let n = sets.count as usize;
        let (mut all_lose, mut some_win) = (vec![0u64; n], vec![0u64; n]);
        let layout = &self.layout;
        for i in 0..n {
            let geese = placements[i];
            let empty = tables.board & !geese;
            let (mut all, mut any) = (u64::MAX, 0u64);
            for goose in Bits64(geese) {
                let r = rank[goose as usize] as usize;
                for to in Bits64(tables.goose_steps[goose as usize] & empty) {
                    if rank[to as usize] as usize == r {
                        continue;
                    }
                    let table = up[r].expect("the slices a goose steps up to are solved first");
                    let after = geese & !(1 << goose) | 1 << to;
                    let (j, mirrored) = table.sets.locate(layout, after);
                    let (mut wins, mut loses) = (table.wins[j], 0);
                    if self.sideways {
                        loses = table.loses[j];
                    }
                    if mirrored {
                        (wins, loses) = (self.mirror.set(wins), self.mirror.set(loses));
                    }
                    // With the fox on `to` this step is not there.
                    all &= wins | 1 << to;
                    any |= loses & !(1 << to);
                }
            }
            all_lose[i] = all & empty;
            some_win[i] = any & empty;
        }
        (all_lose, some_win)
    }

    /// Settles one slice, with its geese-to-move table if `keep_geese`.
    fn settle(&self, key: SliceKey, keep_geese: bool) -> Settled {
        let sets = Sets::new(&self.layout, key);
        let n = sets.count as usize;
        let tables = self.variant.tables;
        let board = tables.board;
        let placements = sets.all(&self.layout);
        let (up_lose, up_win) = self.steps_up(&sets, &placements);
        let mut capture_win = vec![0u64; n];
        let mut capture_lose = vec![0u64; n];
        {
            let down = self.down_tables(key);
            for i in 0..n {
                let geese = placements[i];
                let empty = board & !geese;
                // Without sideways steps the steps are known already: a
                // capture only matters where no step wins.
                let wanted = match self.sideways {
                    true => empty,
                    false => {
                        let mut by_step = 0u64;
                        for p in Bits64(up_lose[i] & empty) {
                            by_step |= tables.fox_steps[p as usize];
                        }
                        empty & !by_step
                    }
                };
                (capture_win[i], capture_lose[i]) = self.captures(geese, empty, wanted, &down);
            }
        }
        // Settle the slice: one pass without sideways steps, else until
        // nothing changes.
        let mut geese_lose = vec![0u64; n];
        let mut geese_win = vec![0u64; n];
        let mut fox_wins = vec![0u64; n];
        let mut fox_loses = vec![0u64; n];
        let mut queued = vec![true; n];
        let mut stack: Vec<u32> = (0..n as u32).rev().collect();
        let mut neighbours = Vec::new();
        while let Some(i) = stack.pop() {
            let i = i as usize;
            queued[i] = false;
            let geese = placements[i];
            let empty = board & !geese;
            let (mut lose_all, mut win_any) = (up_lose[i], up_win[i]);
            neighbours.clear();
            if self.sideways {
                for goose in Bits64(geese) {
                    let r = self.layout.rank_of[goose as usize];
                    for to in Bits64(tables.goose_steps[goose as usize] & empty) {
                        if self.layout.rank_of[to as usize] != r {
                            continue;
                        }
                        let after = geese & !(1 << goose) | 1 << to;
                        let (j, mirrored) = sets.locate(&self.layout, after);
                        neighbours.push(j as u32);
                        let (mut wins, mut loses) = (fox_wins[j], fox_loses[j]);
                        if mirrored {
                            (wins, loses) = (self.mirror.set(wins), self.mirror.set(loses));
                        }
                        lose_all &= wins | 1 << to;
                        win_any |= loses & !(1 << to);
                    }
                }
            }
            let g_lose = lose_all & empty;
            let g_win = match self.sideways {
                true => win_any & empty,
                false => empty & !g_lose,
            };
            let mut f_win = capture_win[i];
            for p in Bits64(g_lose) {
                f_win |= tables.fox_steps[p as usize];
            }
            f_win &= empty;
            let f_lose = match self.sideways {
                true => Bits64(capture_lose[i] & empty)
                    .filter(|&f| tables.fox_steps[f as usize] & empty & !g_win == 0)
                    .fold(0u64, |set, f| set | 1 << f),
                false => empty & !f_win,
            };
            let changed = f_win != fox_wins[i] || f_lose != fox_loses[i];
            geese_lose[i] = g_lose;
            geese_win[i] = g_win;
            fox_wins[i] = f_win;
            fox_loses[i] = f_lose;
            if changed {
                for &j in &neighbours {
                    if !queued[j as usize] {
                        queued[j as usize] = true;
                        stack.push(j);
                    }
                }
            }
        }
        let mut counts = Counts::default();
        for i in 0..n {
            let empty = board & !placements[i];
            // A placement stands for its mirror image too, if it differs.
            let weight = match Sets::image(&self.layout, placements[i]) == placements[i] {
                true => 1,
                false => 2,
            };
            let fox_won = geese_lose[i].count_ones() + fox_wins[i].count_ones();
            let geese_won = geese_win[i].count_ones() + fox_loses[i].count_ones();
            counts.positions += weight * 2 * empty.count_ones() as u64;
            counts.fox_wins += weight * fox_won as u64;
            counts.geese_win += weight * geese_won as u64;
        }
        let geese = keep_geese.then(|| {
            let pairs: Vec<(u32, u32)> = (0..n)
                .map(|i| {
                    let empty = board & !placements[i];
                    let loses = match self.sideways {
                        true => pack(geese_win[i], empty),
                        false => 0,
                    };
                    (pack(geese_lose[i], empty), loses)
                })
                .collect();
            // The fox wins everywhere: every packed bit of the empty points.
            let everywhere = |i: usize| {
                let empty = board & !placements[i];
                ((1u64 << empty.count_ones()) - 1) as u32
            };
            GeeseTable::new(sets.clone(), &pairs, everywhere)
        });
        if !self.sideways {
            fox_loses = Vec::new();
        }
        Settled {
            key,
            counts,
            geese,
            fox: Some(FoxTable {
                sets,
                wins: fox_wins,
                loses: fox_loses,
            }),
        }
    }
}
