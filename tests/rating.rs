//! Property tests of the ratings against the computer (src/rating), their
//! stored text and the backup (src/saves/backup.rs), and of the clock
//! model (src/clock.rs): what must hold for any input in range, and
//! that no text, however damaged, makes a reader panic.

// proptest runs natively only (it does not build for wasm32).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use tafl::ai::Level;
use tafl::clock::{Clock, ClockError, TimeControl};
use tafl::engine::{GameId, Options, Side};
use tafl::rating::glicko::{self, Game, Opponent, Rating};
use tafl::rating::levels::level_rating;
use tafl::rating::ratings::{rated_result, RatingKey, Ratings, Score, SideRating};
use tafl::rating::store;
use tafl::saves::backup;

fn rating() -> impl Strategy<Value = Rating> {
    (0.0f64..3500.0, 30.0f64..350.0, 0.01f64..0.2)
        .prop_map(|(r, rd, s)| Rating::from_parts(r, rd, s).unwrap())
}

fn opponent() -> impl Strategy<Value = Opponent> {
    (0.0f64..3500.0, 1.0f64..350.0).prop_map(|(r, rd)| Opponent::new(r, rd).unwrap())
}

fn after(player: Rating, opponent: Opponent, score: f64) -> Rating {
    glicko::update(player, &[Game::new(opponent, score).unwrap()])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// A win never lowers the rating, a loss never raises it, and a draw
    /// lands between them.
    #[test]
    fn results_move_the_rating_the_right_way(p in rating(), o in opponent()) {
        let (win, draw, loss) = (after(p, o, 1.0), after(p, o, 0.5), after(p, o, 0.0));
        prop_assert!(win.rating() >= p.rating());
        prop_assert!(loss.rating() <= p.rating());
        prop_assert!(loss.rating() <= draw.rating() && draw.rating() <= win.rating());
        // A draw moves towards the opponent.
        if o.rating() > p.rating() {
            prop_assert!(draw.rating() >= p.rating());
        } else {
            prop_assert!(draw.rating() <= p.rating());
        }
    }

    /// Every update is a rating that reads back from its three numbers.
    #[test]
    fn updates_read_back(p in rating(), o in opponent(), s in prop::sample::select(vec![0.0, 0.5, 1.0])) {
        let a = after(p, o, s);
        prop_assert_eq!(Rating::from_parts(a.rating(), a.deviation(), a.volatility()), Ok(a));
    }

    /// A game says something: against an opponent within 300 points, a
    /// player not yet settled (deviation 100 or more, volatility of a
    /// steady player) comes out surer. (Glicko-2 adds σ² to the variance
    /// every period, so a settled player's deviation hovers near 60 with
    /// one game a period, and a far weaker or stronger opponent tells it
    /// less than that.)
    #[test]
    fn the_deviation_shrinks_after_a_game(
        r in 500.0f64..2500.0,
        rd in 100.0f64..350.0,
        sigma in 0.03f64..0.08,
        gap in -300.0f64..300.0,
        ord in 1.0f64..100.0,
        s in prop::sample::select(vec![0.0, 0.5, 1.0]),
    ) {
        let p = Rating::from_parts(r, rd, sigma).unwrap();
        let a = after(p, Opponent::new(r + gap, ord).unwrap(), s);
        prop_assert!(a.deviation() < p.deviation(), "{:?} -> {:?}", p, a);
    }

    /// A draw with an opponent of the same rating changes no rating.
    #[test]
    fn a_draw_between_equals_keeps_the_rating(p in rating(), ord in 1.0f64..350.0) {
        let a = after(p, Opponent::new(p.rating(), ord).unwrap(), 0.5);
        prop_assert!((a.rating() - p.rating()).abs() < 1e-9);
    }

    /// Beating a stronger opponent gains more than beating a weaker one.
    #[test]
    fn a_stronger_opponent_is_worth_more(p in rating(), r in 0.0f64..3400.0, rd in 1.0f64..350.0) {
        let weaker = after(p, Opponent::new(r, rd).unwrap(), 1.0);
        let stronger = after(p, Opponent::new(r + 100.0, rd).unwrap(), 1.0);
        prop_assert!(stronger.rating() >= weaker.rating());
    }

    /// Time away only ever grows the deviation, never past 350, and keeps
    /// the rating.
    #[test]
    fn time_away(p in rating(), days in 0.0f64..2000.0) {
        let a = p.after_days_away(days);
        prop_assert!(a.deviation() >= p.deviation() && a.deviation() <= 350.0);
        prop_assert_eq!(a.rating(), p.rating());
    }

    /// Any numbers either read as a rating that is in range, or are refused.
    #[test]
    fn from_parts_never_accepts_nonsense(r in any::<f64>(), rd in any::<f64>(), s in any::<f64>()) {
        if let Ok(x) = Rating::from_parts(r, rd, s) {
            prop_assert!(x.rating().is_finite() && x.deviation() > 0.0 && x.volatility() > 0.0);
        }
    }

    /// A person's rated games against the calibrated levels: every entry
    /// of the history is the rating that `rated_result` gives.
    #[test]
    fn a_persons_history(
        games in prop::collection::vec((0usize..6, 0u8..3, 0i64..30), 1..40),
        side in prop::sample::select(vec![Side::First, Side::Second]),
        game in prop::sample::select(GameId::ALL.to_vec()),
    ) {
        let key = RatingKey::new(game, Options::default(), side).unwrap();
        let mut ratings = Ratings::new();
        let mut now = 1_780_000_000_000i64;
        for (level, score, days) in games {
            let level = Level::ALL[level];
            let score = [Score::Win, Score::Draw, Score::Loss][score as usize];
            now += days * 86_400_000;
            let before: SideRating = ratings.get(key).cloned().unwrap_or_default();
            let opponent = level_rating(game, Options::default(), side.opposite(), level).unwrap();
            let expected = rated_result(&before, opponent, score, now);
            let entry = ratings.record(key, level, score, now);
            prop_assert_eq!(entry.rating(), expected.rating());
            prop_assert_eq!(ratings.get(key).unwrap().rating(), expected);
        }
    }

    /// A person's ratings on any keys, after any games, read back from
    /// their stored text exactly, and inside a backup too.
    #[test]
    fn stored_ratings_read_back(
        games in prop::collection::vec((0usize..4, any::<bool>(), 0usize..6, 0u8..3, 0i64..400), 0..30),
    ) {
        let ratings = played(&games);
        let text = store::encode(&ratings);
        prop_assert_eq!(store::read(&text), Ok(ratings.clone()));
        let file = backup::encode(&[], &ratings, None, 0.0);
        prop_assert_eq!(backup::read(&file).map(|b| b.ratings), Ok(ratings));
    }

    /// Any change of a stored text is read back as ratings that encode
    /// to themselves, or refused: never a panic, never half read.
    #[test]
    fn damaged_ratings_are_read_or_refused(
        games in prop::collection::vec((0usize..4, any::<bool>(), 0usize..6, 0u8..3, 0i64..400), 1..8),
        at in any::<prop::sample::Index>(),
        cut in 0usize..12,
        with in "[0-9a-z\\[\\]{}\",:.-]{0,6}",
    ) {
        let text = store::encode(&played(&games));
        let start = at.index(text.len());
        let end = (start + cut).min(text.len());
        let damaged = format!("{}{}{}", &text[..start], with, &text[end..]);
        if let Ok(read) = store::read(&damaged) {
            prop_assert_eq!(store::read(&store::encode(&read)), Ok(read));
        }
        let file = backup::encode(&[], &played(&games), None, 0.0);
        let start = at.index(file.len());
        let end = (start + cut).min(file.len());
        let _ = backup::read(&format!("{}{}{}", &file[..start], with, &file[end..]));
    }

    /// Any text at all is read or refused by both readers.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,200}") {
        let _ = store::read(&text);
        let _ = backup::read(&text);
    }

    /// A 3+2 game of any move times: while no flag falls, each side's time
    /// is 180 s + 2 s a move − the time it used; the first move that comes
    /// too late is refused with the exact moment of the fall, and nothing
    /// is added.
    #[test]
    fn clock_bookkeeping(times in prop::collection::vec(0i64..40_000, 1..60)) {
        let control = TimeControl::fischer(180, 2).unwrap();
        let mut clock = Clock::new(control);
        let mut now = 1_780_000_000_000i64;
        clock.start(Side::First, now).unwrap();
        let mut used = [0i64; 2];
        let mut moves = [0i64; 2];
        let mut side = Side::First;
        for t in times {
            let left = clock.remaining_ms(side, now + t);
            let saved = clock.saved_ms(side);
            let since = clock.since_ms();
            match clock.on_move(side, now + t) {
                Ok(()) => {
                    prop_assert!(t < saved);
                    prop_assert!(left > 0);
                    used[side.index()] += t;
                    moves[side.index()] += 1;
                    let i = side.index();
                    prop_assert_eq!(clock.saved_ms(side), 180_000 + 2_000 * moves[i] - used[i]);
                }
                Err(ClockError::Flagged(fall)) => {
                    prop_assert!(t >= saved);
                    prop_assert_eq!(fall.side, side);
                    prop_assert_eq!(fall.at_ms, since + saved);
                    prop_assert_eq!(clock.saved_ms(side), 0);
                    prop_assert_eq!(clock.running(), None);
                    break;
                }
                Err(e) => prop_assert!(false, "unexpected {:?}", e),
            }
            now += t;
            side = side.opposite();
        }
    }

    /// Saved clock numbers either read back as a clock or are refused;
    /// a clock read back never shows negative time.
    #[test]
    fn clock_from_parts(a in any::<i64>(), b in any::<i64>(), since in any::<i64>(), now in any::<i64>(), running in 0u8..3) {
        let running = [None, Some(Side::First), Some(Side::Second)][running as usize];
        if let Ok(clock) = Clock::from_parts(TimeControl::PRESETS[0], a, b, running, since) {
            for side in [Side::First, Side::Second] {
                prop_assert!(clock.remaining_ms(side, now) >= 0);
            }
            if let Some(fall) = clock.flag_fall(now) {
                prop_assert!(fall.at_ms <= now.max(since));
            }
        }
    }
}

/// Ratings after `games` (game, side, level, result, days after the one
/// before), each key's games in order.
fn played(games: &[(usize, bool, usize, u8, i64)]) -> Ratings {
    let mut ratings = Ratings::new();
    let mut now = 1_780_000_000_000i64;
    for &(game, first, level, score, days) in games {
        let side = if first { Side::First } else { Side::Second };
        let key = RatingKey::new(GameId::ALL[game], Options::default(), side).unwrap();
        let score = [Score::Win, Score::Draw, Score::Loss][usize::from(score)];
        now += days * 3_600_000;
        ratings.record(key, Level::ALL[level], score, now);
    }
    ratings
}
