//! Perft of the three fox games from their start positions (docs/rules.md 8),
//! against counts computed independently.

use tafl_engine::fox::FoxGame;
use tafl_engine::{perft, GameId, Options, Rules};

fn options(geese: u8, sideways: bool) -> Options {
    Options { geese, sideways }
}

fn check(game: GameId, options: Options, expected: &[u64]) {
    for (depth, &count) in (1..).zip(expected) {
        let mut fox = FoxGame::new(game, options);
        assert_eq!(fox.perft(depth), count, "{game} {options:?} depth {depth}");
        assert_eq!(
            perft(&mut fox, depth),
            count,
            "generic perft, depth {depth}"
        );
        assert_eq!(fox.ply(), 0);
    }
}

// Depths 1–4 of the three games were given; depths 5 and 6 and the option
// sets were checked against a separate slow generator written from
// docs/rules.md (sets of coordinates, no shared code).

#[test]
fn fox_geese_13() {
    check(
        GameId::FoxGeese,
        Options::default(),
        &[5, 89, 572, 9954, 62460, 1113352],
    );
}

#[test]
fn two_foxes() {
    check(
        GameId::TwoFoxes,
        Options::default(),
        &[6, 114, 792, 16678, 98146, 2152160],
    );
}

#[test]
fn great_cross() {
    check(
        GameId::GreatCross,
        Options::default(),
        &[8, 136, 636, 12384, 64318, 1368290],
    );
}

#[test]
fn fox_geese_table_options() {
    check(
        GameId::FoxGeese,
        options(15, false),
        &[5, 89, 564, 10114, 60944],
    );
    check(
        GameId::FoxGeese,
        options(17, false),
        &[5, 87, 506, 9082, 52720],
    );
    check(
        GameId::FoxGeese,
        options(13, true),
        &[5, 89, 572, 11840, 74164],
    );
    check(
        GameId::FoxGeese,
        options(17, true),
        &[5, 95, 552, 12040, 69610],
    );
}

#[test]
fn depth_zero_is_one() {
    let mut fox = FoxGame::new(GameId::TwoFoxes, Options::default());
    assert_eq!(fox.perft(0), 1);
}

/// Prints deeper counts for the perft data files:
/// `cargo test --release --test fox_perft -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_deeper_counts() {
    let cases = [
        (GameId::FoxGeese, Options::default(), 7),
        (GameId::TwoFoxes, Options::default(), 7),
        (GameId::GreatCross, Options::default(), 7),
        (GameId::FoxGeese, options(15, false), 6),
        (GameId::FoxGeese, options(17, false), 6),
        (GameId::FoxGeese, options(13, true), 6),
        (GameId::FoxGeese, options(17, true), 6),
    ];
    for (game, options, max) in cases {
        let mut fox = FoxGame::new(game, options);
        let counts: Vec<u64> = (1..=max).map(|d| fox.perft(d)).collect();
        println!(
            "{game} geese={} sideways={}: {counts:?}",
            options.geese, options.sideways
        );
    }
}
