use super::*;
use crate::engine::{GameId, Options};
use crate::puzzles::list::read_line;

fn puzzle(number: u32, moves: u32) -> Puzzle {
    let line = format!(
        "puzzle {number} position 1G1/3/G4GG/2F4/2G4/3/3 f winner fox moves {moves} first c4xc2"
    );
    read_line(GameId::FoxGeese, Options::default(), &line).expect("a puzzle line")
}

#[test]
fn a_clean_solve_raises_the_rating_and_the_streak_a_wrong_move_ends_it() {
    let mut progress = Progress::default();
    let gain = progress.count(&puzzle(1, 2), true);
    assert!(gain > 0.0, "{gain}");
    assert_eq!((progress.streak, progress.best_streak), (1, 1));
    assert!(progress.count(&puzzle(2, 2), true) > 0.0);
    assert_eq!(progress.streak, 2);
    let loss = progress.count(&puzzle(3, 3), false);
    assert!(loss < 0.0, "{loss}");
    assert_eq!((progress.streak, progress.best_streak), (0, 2));
    assert!(progress.is_solved(&puzzle(1, 2)));
    assert!(!progress.is_solved(&puzzle(3, 3)) && progress.is_tried(&puzzle(3, 3)));
    // A puzzle counts once.
    assert_eq!(progress.count(&puzzle(1, 2), false), 0.0);
    assert_eq!(progress.streak, 0);
    assert!(progress.is_solved(&puzzle(1, 2)));
}

#[test]
fn the_same_number_on_another_table_is_another_puzzle() {
    let line = "puzzle 1 position 1G1/3/G4GG/2F4/2G4/3/3 f winner fox moves 2 first c4xc2";
    let table = Options {
        geese: 15,
        sideways: true,
    };
    let other = read_line(GameId::FoxGeese, table, line).expect("a puzzle line");
    assert_eq!(other.id, puzzle(1, 2).id);
    assert_eq!(key_of(&puzzle(1, 2)), "fox-geese/fox2-1");
    assert_eq!(key_of(&other), "fox-geese/15-geese-sideways/fox2-1");
    let mut progress = Progress::default();
    progress.count(&other, true);
    assert!(progress.is_solved(&other));
    assert!(!progress.is_tried(&puzzle(1, 2)));
}

#[test]
fn the_progress_reads_back_exactly() {
    let mut progress = Progress::default();
    progress.count(&puzzle(1, 2), true);
    progress.count(&puzzle(2, 3), false);
    progress.count(&puzzle(3, 4), true);
    let text = progress.to_text();
    assert_eq!(Progress::read(&text), Ok(progress.clone()));
    assert!(text.starts_with("{\"v\":1,"), "{text}");
}

#[test]
fn damaged_or_newer_texts_are_refused_not_reset() {
    let good = Progress::default().to_text();
    assert!(matches!(
        Progress::read("{\"v\":1"),
        Err(ProgressError::Unreadable(_))
    ));
    assert!(matches!(
        Progress::read("[]"),
        Err(ProgressError::Unreadable(_))
    ));
    assert_eq!(
        Progress::read(&good.replace("\"v\":1", "\"v\":2")),
        Err(ProgressError::NewerVersion(2))
    );
    let nan_like = good.replace("\"deviation\":35000", "\"deviation\":-5");
    assert_eq!(Progress::read(&nan_like), Err(ProgressError::Invalid));
    let streaky = good.replace("\"streak\":0", "\"streak\":4");
    assert_eq!(Progress::read(&streaky), Err(ProgressError::Invalid));
    let long = format!("{good}{}", " ".repeat(MAX_LEN));
    assert!(matches!(
        Progress::read(&long),
        Err(ProgressError::TooLarge(_))
    ));
}

#[test]
fn the_next_puzzle_is_the_untried_one_nearest_the_rating_then_the_unsolved() {
    let puzzles = [puzzle(1, 4), puzzle(2, 3), puzzle(3, 2)];
    let mut progress = Progress::default();
    // 1500 is the rating of a three-move fox puzzle.
    assert_eq!(
        progress.next(&puzzles).map(|i| puzzles[i].id.as_str()),
        Some("fox3-2")
    );
    progress.count(&puzzles[1], false);
    let next = progress.next(&puzzles).map(|i| puzzles[i].id.clone());
    assert!(next.as_deref() == Some("fox2-3"), "{next:?}");
    progress.count(&puzzles[2], true);
    progress.count(&puzzles[0], true);
    assert_eq!(
        progress.next(&puzzles).map(|i| puzzles[i].id.as_str()),
        Some("fox3-2")
    );
    progress.solved.push(key_of(&puzzles[1]));
    assert_eq!(progress.next(&puzzles), None);
}

#[test]
fn a_backups_progress_adds_its_puzzles_and_the_busier_rating_wins() {
    let puzzles = [puzzle(1, 4), puzzle(2, 3), puzzle(3, 2)];
    let mut here = Progress::default();
    here.count(&puzzles[0], true);
    let mut there = Progress::default();
    there.count(&puzzles[0], false);
    there.count(&puzzles[1], true);
    there.count(&puzzles[2], true);
    let mut merged = here.clone();
    assert_eq!(merged.merge(&there), 2);
    // The puzzle tried on both sides keeps its result here.
    assert!(merged.is_solved(&puzzles[0]));
    assert!(merged.is_solved(&puzzles[1]) && merged.is_solved(&puzzles[2]));
    assert_eq!(merged.rating, there.rating);
    assert_eq!((merged.streak, merged.best_streak), (2, 2));
    assert_eq!(Progress::read(&merged.to_text()), Ok(merged.clone()));
    // Taking the same backup again adds nothing; a smaller one keeps the
    // rating here.
    let again = merged.clone();
    assert_eq!(merged.merge(&there), 0);
    assert_eq!(merged, again);
    let mut small = there.clone();
    assert_eq!(small.merge(&here), 0);
    assert_eq!(small.rating, there.rating);
}
