//! The backup's round trip, its refusals by kind, and the merge.

use super::*;
use crate::ai::Level;
use crate::engine::{AnyGame, GameId, GameRecord, Options, Side};
use crate::play::{Players, Seat};
use crate::rating::ratings::{RatingKey, Score};
use crate::saves::encode as encode_save;

const T0: i64 = 1_780_000_000_000;

fn game(id: &str, game: GameId, plies: usize, updated_ms: f64) -> SaveEntry {
    let mut g = AnyGame::new(game, Options::default()).unwrap();
    for _ in 0..plies {
        let m = g.legal_moves()[0].clone();
        g.play(&m).unwrap();
    }
    SaveEntry {
        id: id.into(),
        record: GameRecord::of(&g),
        players: Players {
            first: Seat::Human,
            second: Seat::Ai {
                level: "hard".into(),
            },
        },
        correspondence: None,
        annotations: None,
        rated: None,
        clock: None,
        draw_offer: None,
        created_ms: 1_000.0,
        updated_ms,
    }
}

fn ratings() -> Ratings {
    let mut r = Ratings::new();
    let k = RatingKey::new(GameId::TwoFoxes, Options::default(), Side::Second).unwrap();
    r.record(k, Level::Medium, Score::Win, T0);
    r.record(k, Level::Hard, Score::Loss, T0 + 60_000);
    r
}

fn games() -> Vec<SaveEntry> {
    vec![
        game("aaa", GameId::FoxGeese, 6, 5_000.0),
        game("bbb", GameId::Hnefatafl, 3, 6_000.0),
    ]
}

#[test]
fn a_backup_reads_back_whole() {
    let text = encode(&games(), &ratings(), None, T0 as f64);
    assert!(text.starts_with("{\"tafl\":\"backup\",\"v\":1,\"exported_ms\":1780000000000,"));
    let backup = read(&text).unwrap();
    assert_eq!(backup.games, games());
    assert_eq!(backup.ratings, ratings());
    assert_eq!(backup.exported_ms, T0 as f64);
    let empty = read(&encode(&[], &Ratings::new(), None, 0.0)).unwrap();
    assert!(empty.games.is_empty() && empty.ratings == Ratings::new());
}

/// A game saved in the first stored format (0) inside a backup is
/// read and upgraded as it is from storage.
#[test]
fn old_saves_inside_a_backup_are_read() {
    let text = format!(
        "{{\"tafl\":\"backup\",\"v\":1,\"exported_ms\":1,\"games\":[{}],\"ratings\":{{\"v\":1,\"ratings\":[]}}}}",
        r#"{"v":0,"id":"old","saved_ms":7,"game":"two-foxes","moves":[]}"#
    );
    let backup = read(&text).unwrap();
    assert_eq!(backup.games[0].id, "old");
    assert_eq!(backup.games[0].players, Players::default());
    assert_eq!(backup.games[0].updated_ms, 7.0);
}

#[test]
fn bad_files_are_refused_by_kind() {
    let good = encode(&games(), &ratings(), None, T0 as f64);
    let kind = |text: &str| read(text).unwrap_err().kind();
    assert_eq!(kind("not json"), BackupErrorKind::NotABackup);
    assert_eq!(kind("[1,2]"), BackupErrorKind::NotABackup);
    // A single saved game or a record is not a backup.
    assert_eq!(kind(&encode_save(&games()[0])), BackupErrorKind::NotABackup);
    assert_eq!(
        kind(&good.replacen("\"backup\"", "\"records\"", 1)),
        BackupErrorKind::NotABackup
    );
    assert_eq!(
        read(&good.replacen("\"v\":1,\"exported", "\"v\":2,\"exported", 1)),
        Err(BackupError::NewerVersion(2))
    );
    assert_eq!(
        kind(&good.replacen("\"v\":1,\"exported", "\"v\":0,\"exported", 1)),
        BackupErrorKind::Damaged
    );
    assert_eq!(
        kind(&good.replacen("\"v\":1,\"exported", "\"exported", 1)),
        BackupErrorKind::Damaged
    );
    // A game of a newer version inside says so.
    let newer_game = good.replacen("[{\"v\":1,\"id\":\"aaa\"", "[{\"v\":9,\"id\":\"aaa\"", 1);
    assert_eq!(kind(&newer_game), BackupErrorKind::NewerVersion);
    // A game whose moves do not replay is named by place and id.
    let first_move = &games()[1].record.moves[0];
    let at = good.find("\"id\":\"bbb\"").unwrap();
    let bad_move = format!(
        "{}{}",
        &good[..at],
        good[at..].replacen(&format!("[\"{first_move}\""), "[\"k1-k2\"", 1)
    );
    assert_ne!(bad_move, good);
    match read(&bad_move) {
        Err(BackupError::Game {
            index: 1,
            id: Some(id),
            error: SaveError::Record(_),
        }) => assert_eq!(id, "bbb"),
        other => panic!("{other:?}"),
    }
    assert!(read(&bad_move)
        .unwrap_err()
        .to_string()
        .starts_with("game 2 of the backup (bbb): "));
    // The same game twice.
    let twice = good.replacen("\"id\":\"bbb\"", "\"id\":\"aaa\"", 1);
    assert_eq!(read(&twice), Err(BackupError::DuplicateGame("aaa".into())));
    // Damaged ratings.
    let bad_rating = good.replacen("\"volatility\":", "\"volatility\":-", 1);
    assert!(matches!(
        read(&bad_rating),
        Err(BackupError::Ratings(StoreError::Invalid(_)))
    ));
    let no_ratings = good.replacen(",\"ratings\":{", ",\"rating\":{", 1);
    assert_eq!(kind(&no_ratings), BackupErrorKind::Damaged);
    // Cut short, it is a damaged backup, not another file.
    let cut = &good[..good.len() / 2];
    assert!(matches!(read(cut), Err(BackupError::Unreadable(_))));
    assert!(matches!(
        read(&" ".repeat(MAX_BACKUP_LEN + 1)),
        Err(BackupError::TooLarge(_))
    ));
}

#[test]
fn importing_merges_and_loses_nothing() {
    let here = vec![
        game("aaa", GameId::FoxGeese, 8, 9_000.0),   // later here
        game("bbb", GameId::Hnefatafl, 1, 1_000.0),  // later in the backup
        game("ccc", GameId::GreatCross, 2, 1_000.0), // only here
    ];
    let mut here_ratings = Ratings::new();
    let fox = RatingKey::new(GameId::FoxGeese, Options::default(), Side::First).unwrap();
    here_ratings.record(fox, Level::Easy, Score::Win, T0);
    let backup = read(&encode(&games(), &ratings(), None, T0 as f64)).unwrap();
    let plan = plan_import(&here, &here_ratings, None, &backup);
    assert_eq!((plan.added, plan.updated, plan.kept), (0, 1, 1));
    assert_eq!(plan.write, vec![games()[1].clone()]);
    assert_eq!(plan.ratings_taken, 1);
    assert_eq!(plan.ratings.get(fox), here_ratings.get(fox), "ours kept");
    assert_eq!(plan.ratings.entries().len(), 2);
    // Into an empty browser, everything is added.
    let fresh = plan_import(&[], &Ratings::new(), None, &backup);
    assert_eq!((fresh.added, fresh.updated, fresh.kept), (2, 0, 0));
    assert_eq!(fresh.write, games());
    assert_eq!(fresh.ratings, ratings());
    // Importing one's own backup changes nothing.
    let own = read(&encode(&here, &here_ratings, None, 0.0)).unwrap();
    let same = plan_import(&here, &here_ratings, None, &own);
    assert!(same.write.is_empty());
    assert_eq!((same.kept, same.ratings_taken), (3, 0));
    assert_eq!(same.ratings, here_ratings);
}

/// Puzzle progress of `solved` puzzles of Fox and Geese, none missed.
fn progress(solved: &[&str], rating: u32) -> Progress {
    let keys: Vec<String> = solved
        .iter()
        .map(|k| format!("\"fox-geese/{k}\""))
        .collect();
    let text = format!(
        "{{\"v\":1,\"rating\":{rating}00,\"deviation\":20000,\"volatility\":60000000,\
         \"streak\":{n},\"best_streak\":{n},\"solved\":[{}],\"failed\":[]}}",
        keys.join(","),
        n = solved.len()
    );
    Progress::read(&text).unwrap()
}

#[test]
fn the_puzzle_progress_goes_with_the_backup_and_is_merged() {
    let theirs = progress(&["fox2-1", "fox3-4"], 1620);
    let text = encode(&games(), &ratings(), Some(&theirs), T0 as f64);
    let backup = read(&text).unwrap();
    assert_eq!(backup.puzzles.as_ref(), Some(&theirs));
    // Into a browser that tried one of them: the other is added, and the
    // rating of the busier progress kept.
    let here = progress(&["fox2-1"], 1510);
    let plan = plan_import(&[], &Ratings::new(), Some(&here), &backup);
    assert_eq!(plan.puzzles_taken, 1);
    assert_eq!(plan.puzzles, Some(theirs.clone()));
    // A progress here that does not read is left alone; a backup without
    // puzzles (as before they were kept) takes none.
    let damaged = plan_import(&[], &Ratings::new(), None, &backup);
    assert_eq!((damaged.puzzles, damaged.puzzles_taken), (None, 0));
    let old = read(&encode(&games(), &ratings(), None, T0 as f64)).unwrap();
    assert_eq!(old.puzzles, None);
    let untouched = plan_import(&[], &Ratings::new(), Some(&here), &old);
    assert_eq!((untouched.puzzles, untouched.puzzles_taken), (None, 0));
    // Its own backup again changes nothing.
    let same = plan_import(&[], &Ratings::new(), Some(&theirs), &backup);
    assert_eq!((same.puzzles, same.puzzles_taken), (None, 0));
}

#[test]
fn a_damaged_or_newer_puzzle_progress_refuses_the_backup() {
    let good = encode(
        &games(),
        &ratings(),
        Some(&progress(&["fox2-1"], 1500)),
        0.0,
    );
    let damaged = good.replacen("\"best_streak\":1", "\"best_streak\":0", 1);
    assert_eq!(read(&damaged).unwrap_err().kind(), BackupErrorKind::Damaged);
    let newer = good.replacen("\"puzzles\":{\"v\":1", "\"puzzles\":{\"v\":7", 1);
    assert_eq!(
        read(&newer),
        Err(BackupError::Puzzles(ProgressError::NewerVersion(7)))
    );
}
