//! Properties of the fox games over many random games: the engine's move
//! list equals a slow generator written straight from docs/rules.md, every move
//! plays through checked `play` and round-trips through notation, undo
//! restores everything, the incremental hash is right, the game ends exactly
//! when an independent referee says so (section 7 order), and no string
//! makes the parser panic or accept an illegal move.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap, HashSet};
use tafl_engine::fox::FoxGame;
use tafl_engine::setup::PEN;
use tafl_engine::{
    Direction, EndReason, GameId, MoveError, Options, Outcome, Rules, Side, Topology, NO_POINT,
};

fn variants() -> Vec<(GameId, Options)> {
    let o = |geese, sideways| Options { geese, sideways };
    vec![
        (GameId::FoxGeese, o(13, false)),
        (GameId::FoxGeese, o(13, true)),
        (GameId::FoxGeese, o(15, false)),
        (GameId::FoxGeese, o(17, false)),
        (GameId::FoxGeese, o(17, true)),
        (GameId::TwoFoxes, Options::default()),
        (GameId::GreatCross, Options::default()),
    ]
}

/// SplitMix64, so the games are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn points(set: u64) -> Vec<u8> {
    (0..64).filter(|p| set >> p & 1 != 0).collect()
}

// ------------------------------------------- an independent, slow referee

/// The legal moves in notation, from docs/rules.md 2.3 and 3–5 alone: sets of
/// points and the board's lines, no tables, no bitboards.
fn naive_moves(fox: &FoxGame) -> BTreeSet<String> {
    let board = fox.topology();
    let name = |p: u8| board.name(p);
    let position = fox.position();
    let game = fox.variant().game();
    let foxes = points(position.foxes());
    let geese: HashSet<u8> = points(position.geese()).into_iter().collect();
    let occupied = |p: u8| geese.contains(&p) || foxes.contains(&p);
    let mut moves = BTreeSet::new();
    if position.side_to_move() == Side::Second {
        let sideways = game != GameId::FoxGeese || fox.variant().options().sideways;
        let mut directions = vec![Direction::N, Direction::NE, Direction::NW];
        if sideways {
            directions.extend([Direction::E, Direction::W]);
        }
        for &g in &geese {
            for &d in &directions {
                let to = board.neighbour(g, d);
                if to != NO_POINT && !occupied(to) {
                    moves.insert(format!("{}-{}", name(g), name(to)));
                }
            }
        }
        return moves;
    }
    let mandatory = game == GameId::TwoFoxes;
    let mut chains = BTreeSet::new();
    for &f in &foxes {
        let others: Vec<u8> = foxes.iter().copied().filter(|&o| o != f).collect();
        chain(
            board,
            &others,
            f,
            geese.clone(),
            name(f),
            mandatory,
            &mut chains,
        );
    }
    if mandatory && !chains.is_empty() {
        return chains;
    }
    moves.extend(chains);
    for &f in &foxes {
        for d in Direction::ALL {
            let to = board.neighbour(f, d);
            if to != NO_POINT && !occupied(to) {
                moves.insert(format!("{}-{}", name(f), name(to)));
            }
        }
    }
    moves
}

/// Adds the jump chains of a fox standing on `at` having written `text`.
fn chain(
    board: &Topology,
    others: &[u8],
    at: u8,
    geese: HashSet<u8>,
    text: String,
    maximal_only: bool,
    out: &mut BTreeSet<String>,
) {
    let mut extended = false;
    for d in Direction::ALL {
        let over = board.neighbour(at, d);
        if over == NO_POINT || !geese.contains(&over) {
            continue;
        }
        let to = board.neighbour(over, d);
        if to == NO_POINT || geese.contains(&to) || others.contains(&to) {
            continue;
        }
        extended = true;
        let text = format!("{text}x{}", board.name(to));
        if !maximal_only {
            out.insert(text.clone());
        }
        let mut left = geese.clone();
        left.remove(&over);
        chain(board, others, to, left, text, maximal_only, out);
    }
    if maximal_only && !extended && text.contains('x') {
        out.insert(text);
    }
}

type Key = (u64, u64, Side);

fn key(fox: &FoxGame) -> Key {
    let p = fox.position();
    (p.foxes(), p.geese(), p.side_to_move())
}

/// The end of the game by docs/rules.md section 7, given every position so far
/// (the current one included) and the plies since progress.
fn referee(fox: &FoxGame, seen: &[Key], quiet: u32) -> Option<Outcome> {
    let position = fox.position();
    let game = fox.variant().game();
    let geese = position.geese().count_ones();
    let minimum = if game == GameId::TwoFoxes { 9 } else { 4 };
    if geese < minimum {
        return Some(Outcome::win(Side::First, EndReason::TooFewGeese));
    }
    if game == GameId::TwoFoxes && position.side_to_move() == Side::First {
        let board = fox.topology();
        let full = PEN
            .iter()
            .all(|p| position.geese() >> board.parse_point(p).unwrap() & 1 != 0);
        if full {
            return Some(Outcome::win(Side::Second, EndReason::PenFilled));
        }
    }
    if naive_moves(fox).is_empty() {
        let winner = position.side_to_move().opposite();
        return Some(Outcome::win(winner, EndReason::NoLegalMove));
    }
    let now = key(fox);
    if seen.iter().filter(|&&k| k == now).count() >= 3 {
        return Some(Outcome::draw(EndReason::Repetition));
    }
    if quiet >= 100 {
        return Some(Outcome::draw(EndReason::NoProgress));
    }
    None
}

// ------------------------------------------------ per-position properties

/// Texts near a legal move: one character changed, dropped or added, the
/// separator swapped, a jump added or taken away.
fn mutations(text: &str, rng: &mut Rng) -> Vec<String> {
    const ALPHABET: &[u8] = b"abcdefghij0123456789x- ";
    let bytes = text.as_bytes();
    let any = |rng: &mut Rng| ALPHABET[rng.below(ALPHABET.len())] as char;
    let mut out = Vec::new();
    let i = rng.below(bytes.len());
    let mut changed = text.to_string();
    changed.replace_range(i..i + 1, &any(rng).to_string());
    out.push(changed);
    let mut dropped = text.to_string();
    dropped.remove(i);
    out.push(dropped);
    let mut added = text.to_string();
    added.insert(rng.below(bytes.len() + 1), any(rng));
    out.push(added);
    out.push(text.replace('-', "x"));
    out.push(text.replace('x', "-"));
    let file = (b'a' + rng.below(9) as u8) as char;
    out.push(format!("{text}x{file}{}", 1 + rng.below(9)));
    if let Some(cut) = text.rfind('x') {
        out.push(text[..cut].to_string());
    }
    out
}

/// Checks what must hold in the current position of `fox`.
fn check_position(fox: &mut FoxGame, rng: &mut Rng) {
    let position = *fox.position();
    assert_eq!(position.hash(), position.computed_hash());
    assert_eq!(fox.hash(), position.hash());
    let mut moves = Vec::new();
    fox.generate_moves(&mut moves);
    assert_eq!(fox.count_moves(), moves.len());
    let texts: BTreeSet<String> = moves.iter().map(|&m| fox.format_move(m)).collect();
    assert_eq!(
        texts.len(),
        moves.len(),
        "every move is written differently"
    );
    if fox.outcome().is_some() {
        assert!(moves.is_empty(), "a finished game has no moves");
    } else {
        assert_eq!(texts, naive_moves(fox), "\n{}", fox.to_ascii());
    }

    // Two Foxes: the foxes that must capture are exactly those that jump.
    let jumping: u64 = moves
        .iter()
        .filter(|m| m.is_capture())
        .fold(0, |mask, m| mask | 1 << m.from());
    if fox.variant().mandatory_capture() {
        assert_eq!(fox.must_capture_from(), jumping);
        if jumping != 0 {
            assert!(moves.iter().all(|m| m.is_capture()));
        }
    } else {
        assert_eq!(fox.must_capture_from(), 0);
    }

    let ply = fox.ply();
    let outcome = fox.outcome();
    for &mv in &moves {
        assert_eq!(mv.captured().count_ones() as usize, {
            if mv.is_capture() {
                mv.landings().len()
            } else {
                0
            }
        });
        assert_eq!(mv.to(), *mv.landings().last().unwrap());
        let text = fox.format_move(mv);
        assert_eq!(fox.parse_move(&text), Ok(mv), "{text}");
        fox.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(fox.ply(), ply + 1);
        assert_eq!(fox.last_captures(), mv.captured());
        assert_eq!(fox.position().hash(), fox.position().computed_hash());
        assert_eq!(fox.undo(), Some(mv));
        assert_eq!(*fox.position(), position, "undo restores the position");
        assert_eq!(fox.outcome(), outcome);
        assert_eq!(fox.ply(), ply);
    }

    // Near misses are refused exactly when they are not in the list.
    let sample: Vec<String> = texts.iter().take(6).cloned().collect();
    let board = fox.topology();
    let mut candidates: Vec<String> = sample.iter().flat_map(|t| mutations(t, rng)).collect();
    for _ in 0..8 {
        let a = board.name(rng.below(board.len()) as u8);
        let b = board.name(rng.below(board.len()) as u8);
        candidates.push(format!("{a}-{b}"));
        candidates.push(format!("{a}x{b}"));
    }
    for text in candidates {
        check_text(fox, &texts, &text);
    }
}

/// `text` parses exactly when it names a legal move, and then to that move.
fn check_text(fox: &FoxGame, legal: &BTreeSet<String>, text: &str) {
    match fox.parse_move(text) {
        Ok(mv) => {
            assert_eq!(fox.format_move(mv), text.trim(), "{text:?}");
            assert!(legal.contains(text.trim()), "{text:?} accepted");
        }
        Err(MoveError::GameOver) => assert!(fox.outcome().is_some()),
        Err(_) => assert!(!legal.contains(text.trim()), "{text:?} refused"),
    }
}

/// A random move; with `careful` geese, one after which no fox can
/// capture if there is such a move, so that geese sometimes fill the pen.
fn pick(fox: &mut FoxGame, rng: &mut Rng, careful: bool) -> tafl_engine::fox::Move {
    let mut moves = Vec::new();
    fox.generate_moves(&mut moves);
    if careful && fox.side_to_move() == Side::Second {
        let safe: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                fox.play_unchecked(mv);
                let safe = fox.outcome().is_some() || fox.must_capture_from() == 0;
                fox.undo();
                safe
            })
            .collect();
        if !safe.is_empty() {
            moves = safe;
        }
    }
    moves[rng.below(moves.len())]
}

/// Plays one random game of `variant`, checking every position, and
/// returns how it ended (or `None` if cut off after `max_plies`).
fn random_game(
    variant: (GameId, Options),
    seed: u64,
    max_plies: usize,
    careful: bool,
) -> Option<EndReason> {
    let mut rng = Rng(seed);
    let mut fox = FoxGame::new(variant.0, variant.1);
    let mut seen = vec![key(&fox)];
    let mut quiet = 0;
    for _ in 0..max_plies {
        check_position(&mut fox, &mut rng);
        assert_eq!(
            fox.outcome(),
            referee(&fox, &seen, quiet),
            "\n{}",
            fox.to_ascii()
        );
        if let Some(outcome) = fox.outcome() {
            return Some(outcome.reason);
        }
        let mv = pick(&mut fox, &mut rng, careful);
        let before = *fox.position();
        let board = fox.topology();
        let goose_rose = before.side_to_move() == Side::Second
            && board.coord(mv.to()).rank > board.coord(mv.from()).rank;
        fox.play_unchecked(mv);
        quiet = if mv.is_capture() || goose_rose {
            0
        } else {
            quiet + 1
        };
        assert_eq!(fox.position().plies_since_progress(), quiet);
        seen.push(key(&fox));
    }
    None
}

#[test]
fn random_games_agree_with_the_referee() {
    for variant in variants() {
        let mut endings: HashMap<Option<EndReason>, usize> = HashMap::new();
        for seed in 0..40 {
            let careful = seed % 2 == 1 && variant.0 == GameId::TwoFoxes;
            let ending = random_game(variant, seed * 7919 + 1, 1500, careful);
            *endings.entry(ending).or_default() += 1;
        }
        println!("{} {:?}: {endings:?}", variant.0, variant.1);
    }
}

#[test]
fn every_ending_occurs_in_random_games() {
    // So that the referee comparison above covers all of section 7.
    let mut seen: HashSet<EndReason> = HashSet::new();
    let mut fox_games = 0;
    for variant in variants() {
        for seed in 0..100u64 {
            let mut fox = FoxGame::new(variant.0, variant.1);
            let mut rng = Rng(seed);
            while fox.outcome().is_none() {
                let mv = pick(&mut fox, &mut rng, seed % 2 == 1);
                fox.play_unchecked(mv);
            }
            seen.insert(fox.outcome().unwrap().reason);
            fox_games += 1;
        }
    }
    for reason in [
        EndReason::TooFewGeese,
        EndReason::PenFilled,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::NoProgress,
    ] {
        assert!(seen.contains(&reason), "{reason:?} in {fox_games} games");
    }
}

#[test]
fn playouts_leave_the_game_as_it_was() {
    for variant in variants() {
        let mut fox = FoxGame::new(variant.0, variant.1);
        fox.play_text(&fox.legal_move_texts()[0]).unwrap();
        let before = *fox.position();
        let finished = fox.random_playout_plies(20_000, 5);
        assert!(finished > 0, "{:?}", variant);
        assert_eq!(*fox.position(), before);
        assert_eq!(fox.ply(), 1);
        assert_eq!(fox.random_playout_plies(20_000, 5), finished, "seeded");
    }
}

/// A position some random plies into a game of one of the variants.
fn position_from(seed: u64) -> FoxGame {
    let mut rng = Rng(seed);
    let all = variants();
    let variant = all[rng.below(all.len())];
    let mut fox = FoxGame::new(variant.0, variant.1);
    let plies = rng.below(120);
    let mut moves = Vec::new();
    for _ in 0..plies {
        fox.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        fox.play_unchecked(moves[rng.below(moves.len())]);
    }
    fox
}

proptest! {
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_string_is_parsed_without_panic(seed in any::<u64>(), text in ".{0,40}") {
        let fox = position_from(seed);
        let legal: BTreeSet<String> = fox.legal_move_texts().into_iter().collect();
        check_text(&fox, &legal, &text);
    }

    #[test]
    fn move_like_strings_are_accepted_exactly_when_legal(
        seed in any::<u64>(),
        text in "[a-j][0-9]{1,2}([x-][a-j][0-9]{1,2}){1,4}",
    ) {
        let fox = position_from(seed);
        let legal: BTreeSet<String> = fox.legal_move_texts().into_iter().collect();
        check_text(&fox, &legal, &text);
    }

    #[test]
    fn random_games_hold_their_properties(seed in any::<u64>(), which in 0usize..7) {
        random_game(variants()[which], seed, 300, seed % 2 == 1);
    }
}
