//! The search against the rules: wins in one are taken, losses in one are
//! avoided, alpha-beta agrees with plain minimax, and every move is legal.
//! Budgets are node counts, so the tests are fast and deterministic.

use tafl_ai::{
    minimax, no_clock, Evaluator, FoxEval, Level, Limits, Player, Rng, SearchGame, Searcher,
    Tactics, TaflEval, WIN,
};
use tafl_engine::fox::FoxGame;
use tafl_engine::hnefatafl::TaflGame;
use tafl_engine::{GameId, Options, Rules, Side};

const FOX_GAMES: [GameId; 3] = [GameId::FoxGeese, GameId::TwoFoxes, GameId::GreatCross];

fn fox(game: GameId, board: &str, side: Side) -> FoxGame {
    FoxGame::from_ascii(game, Options::default(), board, side)
        .unwrap_or_else(|e| panic!("{e}\n{board}"))
}

fn tafl(board: &str, side: Side) -> TaflGame {
    TaflGame::from_ascii(board, side).unwrap_or_else(|e| panic!("{e}\n{board}"))
}

/// The searcher's move at a small node budget.
fn best<G: SearchGame, E: Evaluator<G>>(game: &mut G, eval: E, depth: u32) -> G::Move {
    let mut searcher = Searcher::new(eval, 12);
    let limits = Limits {
        clock: &no_clock,
        time_ms: f64::INFINITY,
        max_nodes: 200_000,
        max_depth: depth,
    };
    searcher.search(game, &limits, None).best.expect("a move")
}

/// True when `mv` ends the game with a win for the side that played it.
fn wins_at_once<G: Rules>(game: &mut G, mv: G::Move) -> bool {
    let side = game.side_to_move();
    game.play_unchecked(mv);
    let won = game.outcome().and_then(|o| o.winner()) == Some(side);
    game.undo();
    won
}

/// True when, after `mv`, the opponent has a move that wins at once.
fn loses_in_one<G: Rules>(game: &mut G, mv: G::Move) -> bool {
    game.play_unchecked(mv);
    let mut replies = Vec::new();
    game.generate_moves(&mut replies);
    let lost = replies.into_iter().any(|r| wins_at_once(game, r));
    game.undo();
    lost
}

fn assert_wins_in_one<G: SearchGame, E: Evaluator<G>>(game: &mut G, eval: E) {
    let mv = best(game, eval, 3);
    assert!(
        wins_at_once(game, mv),
        "{} does not win at once",
        game.format_move(mv)
    );
}

fn assert_avoids_loss_in_one<G: SearchGame, E: Evaluator<G>>(game: &mut G, eval: E) {
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    assert!(
        moves.iter().any(|&m| loses_in_one(game, m)),
        "the test needs a losing move"
    );
    assert!(
        moves.iter().any(|&m| !loses_in_one(game, m)),
        "the test needs a safe move"
    );
    let mv = best(game, eval, 3);
    assert!(
        !loses_in_one(game, mv),
        "{} loses at once",
        game.format_move(mv)
    );
}

#[test]
fn fox_takes_the_winning_capture() {
    let mut game = fox(
        GameId::FoxGeese,
        "7     . . .
         6     . . .
         5 . . . G . . .
         4 . . . F . . .
         3 . . . . . . .
         2     . . .
         1     G G G",
        Side::First,
    );
    let eval = FoxEval::new(game.variant());
    assert_wins_in_one(&mut game, eval);
}

#[test]
fn geese_close_the_trap() {
    let mut game = fox(
        GameId::FoxGeese,
        "7     F G G
         6     . G .
         5 . G G . G . .
         4 . . . . . . .
         3 . . . . . . .
         2     . . .
         1     . . G",
        Side::Second,
    );
    let eval = FoxEval::new(game.variant());
    assert_wins_in_one(&mut game, eval);
}

#[test]
fn geese_do_not_hang_their_fourth_goose() {
    let mut game = fox(
        GameId::FoxGeese,
        "7     . . .
         6     . . .
         5 . . . F . . .
         4 . . . . . . .
         3 . . . G . . .
         2     . . .
         1     G G G",
        Side::Second,
    );
    let eval = FoxEval::new(game.variant());
    assert_avoids_loss_in_one(&mut game, eval);
}

#[test]
fn two_foxes_geese_fill_the_pen() {
    let mut game = fox(
        GameId::TwoFoxes,
        "7     G G G
         6     G G G
         5 . . G G . . .
         4 . . . . G . .
         3 . . . . . . .
         2     . . .
         1     . F F",
        Side::Second,
    );
    let eval = FoxEval::new(game.variant());
    assert_wins_in_one(&mut game, eval);
}

#[test]
fn great_cross_fox_takes_the_winning_capture() {
    let mut game = fox(
        GameId::GreatCross,
        "9       . . .
         8       . . .
         7       . F .
         6 . . . . G . . . .
         5 . . . . . . . . .
         4 . . . . . . . . .
         3       . . .
         2       . . .
         1       G G G",
        Side::First,
    );
    let eval = FoxEval::new(game.variant());
    assert_wins_in_one(&mut game, eval);
}

const KING_NEAR_CORNER: &str = "
11 . . . . . . . . . . .
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . A . . . . .
 5 . A . . . . . . A . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . D . .
 1 . . . K . . . A . . .
   a b c d e f g h i j k";

#[test]
fn king_escapes_to_the_corner() {
    let board = KING_NEAR_CORNER.replace(" 6 . . . . . A", " 6 . . . . . .");
    let mut game = tafl(&board, Side::Second);
    assert_wins_in_one(&mut game, TaflEval);
}

#[test]
fn attackers_block_the_kings_way_out() {
    let board = KING_NEAR_CORNER.replace(" 6 . . . . . A", " 6 . . . . . .");
    let mut game = tafl(&board, Side::First);
    assert_avoids_loss_in_one(&mut game, TaflEval);
}

/// Quiescence's view of the king's race: with an open line to a corner
/// (d1 sees a1 over c1 and b1), the defenders win next move and the
/// attackers' only answers are the moves onto that line.
#[test]
fn a_king_that_sees_a_corner_wins_next_move_or_must_be_shut_off() {
    let board = KING_NEAR_CORNER.replace(" 6 . . . . . A", " 6 . . . . . .");
    assert_eq!(tafl(&board, Side::Second).tactics(), Tactics::WinsNext);
    let game = tafl(&board, Side::First);
    assert_eq!(game.tactics(), Tactics::MustAnswer);
    let mut moves = Vec::new();
    game.tactical_moves(&mut moves);
    let mut found: Vec<String> = moves.iter().map(|&m| game.format_move(m)).collect();
    found.sort();
    let mut blocks: Vec<String> = game
        .legal_move_texts()
        .into_iter()
        .filter(|m| m.ends_with("-b1") || m.ends_with("-c1"))
        .collect();
    blocks.sort();
    assert_eq!(found, blocks);
    assert_eq!(found, ["b5-b1"]);
    // With a1's line shut (c1 held), nothing is forced.
    let shut = board.replace(" 1 . . . K", " 1 . . A K");
    assert_eq!(tafl(&shut, Side::Second).tactics(), Tactics::Quiet);
}

/// Away from a king that sees a corner, quiescence plays exactly the moves
/// the ordering calls captures, and for the defenders also king moves after
/// which the king sees a corner (so the attackers must answer).
#[test]
fn quiescence_plays_the_captures_and_the_kings_races() {
    let mut rng = Rng::new(37);
    let (mut races, mut captures, mut forced) = (0, 0, 0);
    for sample in 0..60 {
        let mut game = TaflGame::new();
        random_walk(&mut game, 10 + sample * 3, &mut rng);
        if game.outcome().is_some() {
            continue;
        }
        let mut moves = Vec::new();
        game.tactical_moves(&mut moves);
        let mut legal = Vec::new();
        game.generate_moves(&mut legal);
        assert!(moves.iter().all(|m| legal.contains(m)), "sample {sample}");
        let mut unique = moves.clone();
        unique.sort_by_key(|m| (m.from, m.to));
        unique.dedup();
        assert_eq!(unique.len(), moves.len(), "sample {sample}: a move twice");
        if game.tactics() != Tactics::Quiet {
            forced += 1;
            continue;
        }
        let king = game.position().king();
        for &mv in &legal {
            let capture = game.is_capture(&mv);
            let listed = moves.contains(&mv);
            if capture {
                assert!(listed, "sample {sample}: capture {mv} left out");
                captures += 1;
            } else if listed {
                assert_eq!(mv.from, king, "sample {sample}: {mv} is no capture");
                game.play_unchecked(mv);
                assert_eq!(game.tactics(), Tactics::MustAnswer, "sample {sample}: {mv}");
                game.undo();
                races += 1;
            }
        }
    }
    assert!(
        races > 0 && captures > 0,
        "{races} races, {captures} captures, {forced} forced"
    );
}

#[test]
fn attackers_capture_the_king() {
    let mut game = tafl(
        "
11 . . . . . . . . . . .
10 . . . A . . . . . . .
 9 . . A K A . . . . . .
 8 . . . . . . . A . . .
 7 . . . . . . . . . . .
 6 . . . . . . . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . D . .
 1 . . . . . . . . . . .
   a b c d e f g h i j k",
        Side::First,
    );
    assert_wins_in_one(&mut game, TaflEval);
}

/// A position `plies` random moves from the start (or earlier if the game ends).
fn random_walk<G: Rules>(game: &mut G, plies: usize, rng: &mut Rng) {
    let mut moves = Vec::new();
    for _ in 0..plies {
        game.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play_unchecked(moves[rng.below(moves.len())]);
    }
}

fn agrees_with_minimax<G: SearchGame, E: Evaluator<G> + Clone>(
    make: impl Fn() -> G,
    eval: E,
    depths: &[u32],
) {
    let mut rng = Rng::new(11);
    for sample in 0..6 {
        let mut game = make();
        random_walk(&mut game, 4 + sample * 7, &mut rng);
        if game.outcome().is_some() {
            continue;
        }
        for &depth in depths {
            let expected = minimax(&mut game, &eval, depth, 0);
            for use_tt in [false, true] {
                let mut searcher = Searcher::new(eval.clone(), 14);
                searcher.configure(use_tt, false);
                let result = searcher.search(&mut game, &Limits::depth(&no_clock, depth), None);
                assert_eq!(
                    result.score, expected,
                    "depth {depth}, table {use_tt}, sample {sample}"
                );
            }
        }
    }
}

#[test]
fn alpha_beta_equals_minimax_in_fox_games() {
    for id in FOX_GAMES {
        let start = FoxGame::new(id, Options::default());
        let eval = FoxEval::new(start.variant());
        agrees_with_minimax(|| start.clone(), eval, &[1, 2, 3]);
    }
}

#[test]
fn alpha_beta_equals_minimax_in_hnefatafl() {
    agrees_with_minimax(TaflGame::new, TaflEval, &[1, 2]);
}

#[test]
fn every_ai_move_is_legal() {
    let clock = || 0.0;
    let games = [
        GameId::FoxGeese,
        GameId::TwoFoxes,
        GameId::GreatCross,
        GameId::Hnefatafl,
    ];
    for (g, id) in games.into_iter().enumerate() {
        for (l, level) in Level::ALL.into_iter().enumerate() {
            let mut player =
                Player::with_table(id, Options::default(), (g * 10 + l) as u64, 12).unwrap();
            for _ in 0..12 {
                let Some(thought) = player.think(level, f64::INFINITY, 3_000, &clock) else {
                    break;
                };
                assert!(
                    player.legal_moves().contains(&thought.mv),
                    "{id} {level}: {}",
                    thought.mv
                );
                player.play(&thought.mv).unwrap();
            }
        }
    }
}

#[test]
fn a_seed_replays_the_same_game() {
    let clock = || 0.0;
    let play = |seed| {
        let mut player =
            Player::with_table(GameId::FoxGeese, Options::default(), seed, 12).unwrap();
        (0..10)
            .filter_map(|_| {
                let t = player.think(Level::Beginner, f64::INFINITY, 2_000, &clock)?;
                player.play(&t.mv).ok()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(play(5), play(5));
}

#[test]
fn proven_wins_are_reported() {
    let mut game = fox(
        GameId::FoxGeese,
        "7     . . .
         6     . . .
         5 . . . G . . .
         4 . . . F . . .
         3 . . . . . . .
         2     . . .
         1     G G G",
        Side::First,
    );
    let mut searcher = Searcher::new(FoxEval::new(game.variant()), 12);
    let result = searcher.search(&mut game, &Limits::depth(&no_clock, 4), None);
    assert_eq!(result.score, WIN - 1);
    assert_eq!(result.proven_plies(), Some(1));
}

#[test]
fn exact_play_proves_a_late_fox_geese_position() {
    // Four geese near the top, the fox below: small enough to solve.
    let mut game = fox(
        GameId::FoxGeese,
        "7     . . .
         6     G G G
         5 . . . G . . .
         4 . . . . . . .
         3 . . . F . . .
         2     . . .
         1     . . .",
        Side::First,
    );
    let mut searcher = Searcher::new(FoxEval::new(game.variant()), 16);
    let limits = Limits {
        clock: &no_clock,
        time_ms: f64::INFINITY,
        max_nodes: 5_000_000,
        max_depth: 1,
    };
    let result = searcher
        .solve(&mut game, &limits)
        .expect("solved within the budget");
    let plies = result.proven_plies().expect("a proven result");
    // The proof agrees with a plain search to that depth.
    let depth = plies.unsigned_abs();
    let mut check = Searcher::new(FoxEval::new(game.variant()), 16);
    let deep = check.search(&mut game, &Limits::depth(&no_clock, depth), None);
    assert_eq!(deep.score, result.score, "proven in {plies}");
}

/// A Great Cross game where the fox, far ahead, roams alone and one goose
/// can shuffle sideways on a4–b4.
fn shuffle_game() -> FoxGame {
    fox(
        GameId::GreatCross,
        "9       . . .
         8       . . .
         7       . . .
         6 . . . . F . . . .
         5 . . . . . . . . .
         4 G . . . . . . . .
         3       . . .
         2       . . .
         1       G G G",
        Side::First,
    )
}

/// The move of a fresh depth-1 search, with repetition detection on or off.
fn first_choice(game: &mut FoxGame, repetition: bool) -> tafl_engine::fox::Move {
    let mut searcher = Searcher::new(FoxEval::new(game.variant()), 12);
    searcher.set_repetition(repetition);
    let result = searcher.search(game, &Limits::depth(&no_clock, 1), None);
    result.best.expect("a move")
}

#[test]
fn the_side_ahead_does_not_walk_back_into_a_repetition() {
    let mut game = shuffle_game();
    // The fox plays its favourite move, the goose steps aside, the fox
    // comes back and so does the goose: the start position again.
    let favourite = first_choice(&mut game, false);
    let back = game.format_move(favourite);
    let (from, to) = back.split_once('-').expect("a step");
    let back = format!("{to}-{from}");
    game.play_unchecked(favourite);
    game.play_text("a4-b4").unwrap();
    game.play_text(&back).unwrap();
    game.play_text("b4-a4").unwrap();
    assert!(game.outcome().is_none());
    // Without repetition detection the fox would go round again; with it,
    // that move leads to a position already seen (a draw, worth less than
    // its lead) and it plays something else.
    assert_eq!(first_choice(&mut game, false), favourite);
    let chosen = first_choice(&mut game, true);
    assert_ne!(chosen, favourite, "{}", game.format_move(chosen));
}

#[test]
fn alpha_beta_equals_minimax_after_a_shuffle() {
    let mut game = shuffle_game();
    for mv in ["e6-e7", "a4-b4", "e7-e6", "b4-a4", "e6-d6", "a4-b4"] {
        game.play_text(mv).unwrap();
    }
    let eval = FoxEval::new(game.variant());
    for depth in 1..=4 {
        let expected = minimax(&mut game, &eval, depth, 0);
        for use_tt in [false, true] {
            let mut searcher = Searcher::new(eval.clone(), 14);
            searcher.configure(use_tt, false);
            let result = searcher.search(&mut game, &Limits::depth(&no_clock, depth), None);
            assert_eq!(result.score, expected, "depth {depth}, table {use_tt}");
        }
    }
}

#[test]
fn the_side_behind_takes_the_repetition() {
    // The geese, 14 down, can repeat the start position: a draw (0 with
    // no contempt) beats anything else they have; without repetition
    // detection the search would score about -1400.
    let mut game = shuffle_game();
    for mv in ["e6-e7", "a4-b4", "e7-e6"] {
        game.play_text(mv).unwrap();
    }
    // Geese to move, hopelessly behind: b4-a4 repeats the start position.
    let mut searcher = Searcher::new(FoxEval::new(game.variant()), 12);
    searcher.set_contempt(0);
    let result = searcher.search(&mut game, &Limits::depth(&no_clock, 2), None);
    assert_eq!(game.format_move(result.best.expect("a move")), "b4-a4");
    assert_eq!(result.score, 0, "the repetition is a draw");
}

#[test]
fn every_level_searches_no_deeper_than_the_next() {
    for id in [
        GameId::FoxGeese,
        GameId::TwoFoxes,
        GameId::GreatCross,
        GameId::Hnefatafl,
    ] {
        for side in [Side::First, Side::Second] {
            for pair in Level::ALL.windows(2) {
                let (lower, upper) = (pair[0].settings(id, side), pair[1].settings(id, side));
                assert!(
                    lower.max_depth <= upper.max_depth,
                    "{id} {side:?}: {} deeper than {}",
                    pair[0],
                    pair[1]
                );
            }
        }
    }
    assert_eq!(
        Level::Hard
            .settings(GameId::Hnefatafl, Side::First)
            .max_depth,
        4
    );
    assert_eq!(
        Level::Hard
            .settings(GameId::TwoFoxes, Side::First)
            .max_depth,
        6
    );
    assert_eq!(
        Level::Hard
            .settings(GameId::TwoFoxes, Side::Second)
            .max_depth,
        4
    );
}

#[test]
fn the_player_searches_with_the_settings_of_the_side_to_move() {
    let clock = || 0.0;
    let mut player = Player::with_table(GameId::GreatCross, Options::default(), 3, 12).unwrap();
    for _ in 0..2 {
        let side = player.side_to_move();
        let thought = player
            .think(Level::Beginner, f64::INFINITY, u64::MAX, &clock)
            .expect("a move");
        let depth = Level::Beginner.settings(GameId::GreatCross, side).max_depth;
        assert_eq!(thought.depth, depth, "{side:?}");
        player.play(&thought.mv).expect("legal");
    }
    // The fox and the geese of the Great Cross beginner do differ.
    assert_ne!(
        Level::Beginner.settings(GameId::GreatCross, Side::First),
        Level::Beginner.settings(GameId::GreatCross, Side::Second)
    );
}

#[test]
fn the_strong_levels_play_without_noise_everywhere() {
    for id in [
        GameId::FoxGeese,
        GameId::TwoFoxes,
        GameId::GreatCross,
        GameId::Hnefatafl,
    ] {
        for side in [Side::First, Side::Second] {
            for level in [Level::Hard, Level::Maximum] {
                assert_eq!(level.settings(id, side).noise, 0, "{id} {level}");
            }
        }
    }
}

#[test]
fn great_cross_lower_levels_as_geese_refuse_draws_there_only() {
    let worse_than_five_geese = |level: Level, id, side| level.settings(id, side).contempt >= 500;
    for level in Level::ALL {
        let lower = matches!(level, Level::Beginner | Level::Easy | Level::Medium);
        assert_eq!(
            worse_than_five_geese(level, GameId::GreatCross, Side::Second),
            lower,
            "{level}"
        );
        assert!(!worse_than_five_geese(
            level,
            GameId::GreatCross,
            Side::First
        ));
        for id in [GameId::FoxGeese, GameId::TwoFoxes, GameId::Hnefatafl] {
            for side in [Side::First, Side::Second] {
                assert!(!worse_than_five_geese(level, id, side), "{id} {level}");
            }
        }
    }
}

#[test]
fn the_best_line_starts_with_the_move_and_is_playable() {
    for game in [
        GameId::FoxGeese,
        GameId::TwoFoxes,
        GameId::GreatCross,
        GameId::Hnefatafl,
    ] {
        let mut player = Player::new(game, Options::default(), 7).expect("default options");
        let mut played: Vec<String> = Vec::new();
        for _ in 0..3 {
            let before = player.legal_moves();
            let thought = player
                .think(Level::Hard, f64::INFINITY, 20_000, &no_clock)
                .expect("a move");
            assert_eq!(thought.line.first(), Some(&thought.mv), "{game:?}");
            assert!(
                (2..=12).contains(&thought.line.len()),
                "{game:?}: {:?}",
                thought.line
            );
            // Thinking leaves the game as it was.
            assert_eq!(player.legal_moves(), before, "{game:?}");
            // Every move of the line is legal in turn.
            let mut check = Player::new(game, Options::default(), 7).expect("default options");
            for mv in played.iter().chain(&thought.line) {
                check
                    .play(mv)
                    .unwrap_or_else(|e| panic!("{game:?} {mv}: {e} in {:?}", thought.line));
            }
            played.push(player.play(&thought.mv).expect("the AI's move is legal"));
        }
    }
}

#[test]
fn without_the_table_the_line_reaches_the_search_depth() {
    // No table hits cut the line short: it is the whole principal variation.
    for game in FOX_GAMES {
        let mut g = FoxGame::new(game, Options::default());
        let mut searcher = Searcher::new(FoxEval::new(g.variant()), 12);
        searcher.configure(false, false);
        let result = searcher.search(&mut g, &Limits::depth(&no_clock, 5), None);
        assert_eq!(result.line.len(), 5, "{game:?}: {:?}", result.line);
        assert_eq!(result.line.first().copied(), result.best, "{game:?}");
        // The line's end, evaluated, is the score the search gave.
        for &mv in &result.line {
            g.play_unchecked(mv);
        }
        let eval = FoxEval::new(g.variant()).evaluate(&g);
        let sign = if result.line.len() % 2 == 0 { 1 } else { -1 };
        assert_eq!(sign * eval, result.score, "{game:?}");
    }
}

#[test]
fn a_player_from_a_set_up_position_resets_to_it() {
    use tafl_engine::AnyGame;
    for game in [GameId::FoxGeese, GameId::Hnefatafl] {
        let mut reached = AnyGame::new(game, Options::default()).expect("defaults");
        for _ in 0..4 {
            let mv = reached.legal_moves()[0].clone();
            reached.play(&mv).expect("a legal move");
        }
        let setup = reached.setup();
        let mut player = Player::from_setup(&setup, 1, 10).expect("a playable position");
        let at_start = player.legal_moves();
        assert_eq!(at_start, reached.legal_moves(), "{game:?}");
        player.play(&at_start[0]).expect("a legal move");
        assert_ne!(player.legal_moves(), at_start, "{game:?}");
        player.reset();
        assert_eq!(player.legal_moves(), at_start, "{game:?}");
        assert_eq!(player.start(), Some(&setup.normalized()), "{game:?}");
    }
}

/// Defenders (c10) and attackers (b10) that can shuffle beside each other
/// in a quiet corner, the king safe on its throne among its guards.
const SHUFFLE_CORNER: &str = "
11 . . . . . . . . . . .
10 . A D . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . D . . . . .
 6 . . . . D K D . . . A
 5 . . . . . D . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . . . .
 1 . . . . . A . . . . .
   a b c d e f g h i j k";

/// The shuffle c10-c11 b10-b11 c11-c10 b11-b10 c10-c11 b10-b11 played
/// from [`SHUFFLE_CORNER`] with the defenders to move: every position of
/// the cycle has occurred twice, so c11-c10 then b11-b10 would be the third
/// occurrence of the start, a loss for the defenders.
fn shuffled_corner(searcher: &mut Searcher<TaflGame, TaflEval>) -> TaflGame {
    let mut game = tafl(SHUFFLE_CORNER, Side::Second);
    for mv in [
        "c10-c11", "b10-b11", "c11-c10", "b11-b10", "c10-c11", "b10-b11",
    ] {
        // Searched at every step, as in a game: the table remembers the
        // cycle's positions from before they were repeated.
        searcher.search(&mut game, &Limits::depth(&no_clock, 4), None);
        game.play_text(mv).unwrap();
    }
    assert!(game.outcome().is_none());
    game
}

#[test]
fn the_defenders_do_not_walk_into_the_third_repetition() {
    let mut searcher = Searcher::new(TaflEval, 16);
    let mut game = shuffled_corner(&mut searcher);
    for depth in 2..=5 {
        let result = searcher.search(&mut game, &Limits::depth(&no_clock, depth), None);
        let chosen = game.format_move(result.best.expect("a move"));
        assert_ne!(chosen, "c11-c10", "depth {depth}");
        // Not lost (quiescence's king race proves the defenders' win in 7
        // plies: see the next test).
        assert!(
            result.proven_plies().is_none_or(|plies| plies > 0),
            "depth {depth}: {}",
            result.score
        );
    }
}

#[test]
fn the_attackers_take_the_third_repetition() {
    let mut searcher = Searcher::new(TaflEval, 16);
    let mut game = shuffled_corner(&mut searcher);
    game.play_text("c11-c10").unwrap();
    let result = searcher.search(&mut game, &Limits::depth(&no_clock, 3), None);
    assert_eq!(game.format_move(result.best.expect("a move")), "b11-b10");
    assert_eq!(result.proven_plies(), Some(1));
}

/// A defender (j10) whose only way back from j11 is j10 (i11 is held, k11
/// is a corner, j9 is held), a king shut in on the edge (f1, its three
/// neighbours held) and an attacker (c5) free to step back and forth.
const ONE_WAY_BACK: &str = "
11 . . . . . . . . A . .
10 . . . . . . . . . D .
 9 . . . . . . . . . A .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 . . . . . . . . . . .
 5 . . A . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . A . . . . .
 1 . . . . A K A . . . .
   a b c d e f g h i j k";

#[test]
fn a_forced_third_repetition_is_seen_past_positions_the_table_knows() {
    let mut searcher = Searcher::new(TaflEval, 16);
    let mut game = tafl(ONE_WAY_BACK, Side::Second);
    for mv in ["j10-j11", "c5-c6", "j11-j10", "c6-c5", "j10-j11", "c5-c6"] {
        // Searched at every step, as in a game, so the table holds the
        // cycle's positions from visits where no third occurrence was near.
        searcher.search(&mut game, &Limits::depth(&no_clock, 4), None);
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.legal_move_texts(), ["j11-j10"]);
    // j11-j10, then c6-c5 makes the start's third occurrence: the
    // defenders have lost in two plies, whatever the table remembers.
    for depth in 2..=4 {
        let result = searcher.search(&mut game, &Limits::depth(&no_clock, depth), None);
        // Negative: lost by the side to move.
        assert_eq!(
            result.proven_plies(),
            Some(-2),
            "depth {depth}: {}",
            result.score
        );
    }
}

#[test]
fn the_maximum_level_plays_exactly_on_every_table_whose_geese_step_only_forward() {
    // Four geese near the top, the fox below (the position above): on each
    // table of Fox and Geese without sideways steps, where no position can
    // repeat, the maximum level settles it by exact play (its depth is the
    // exact search's, no iteration's) and says the proven result.
    for geese in [13, 15, 17] {
        let options = Options {
            geese,
            sideways: false,
        };
        let setup = tafl_engine::Setup::parse(GameId::FoxGeese, options, "3/GGG/3G3/7/3F3/3/3 f")
            .expect("a position text");
        let mut player = Player::from_setup(&setup, 1, 16).expect("a playable position");
        let thought = player
            .think(Level::Maximum, 60_000.0, 8_000_000, &no_clock)
            .expect("a move");
        assert!(thought.proven_plies.is_some(), "geese={geese}: {thought:?}");
        assert_eq!(thought.depth, 200, "geese={geese}: exact play");
    }
}

/// The position after the shuffle is a win for the defenders in 7 plies
/// (f7-b7 f1-h1 e6-e1 b11-b8 f6-a6 b8-a8 a6-a1: a full-width depth-7
/// search without quiescence proves it). Quiescence's king race sees it
/// from depth 2; without quiescence depth 4 does not.
#[test]
fn quiescence_follows_the_kings_race_to_a_proven_win() {
    let mut searcher = Searcher::new(TaflEval, 16);
    let mut game = shuffled_corner(&mut searcher);
    let found = searcher.search(&mut game, &Limits::depth(&no_clock, 2), None);
    assert_eq!(found.proven_plies(), Some(7));
    let mut plain = Searcher::new(TaflEval, 16);
    plain.configure(true, false);
    let found = plain.search(&mut game, &Limits::depth(&no_clock, 4), None);
    assert_eq!(found.proven_plies(), None);
}

/// Tablut (docs/rules.md section 10), from a game the `hard` defenders
/// lost: the king on g4 sees the edge at g1, and the attackers take him
/// between f4 and h4 instead of blocking. Before the quiescence knew a
/// king taken by two, the horizon read "the attackers can only block, and
/// cannot" as a defenders' win, so the defenders walked into this.
#[test]
fn a_king_taken_by_two_is_taken_not_blocked() {
    let moves = "d1-d2 e3-b3 e2-e3 c5-c1 e1-d1 e4-f4 a4-b4 d5-d3 d2-b2 f4-f3 b2-e2 e5-e4 i4-h4";
    let mut game = TaflGame::of_variant(tafl_engine::hnefatafl::TaflVariant::Tablut);
    for mv in moves.split_whitespace() {
        game.play_text(mv).unwrap();
    }
    // The defenders must not run to g4 (the capture answers it), and the
    // search must not score the race as theirs.
    for depth in 1..=4 {
        let mut searcher = Searcher::new(TaflEval, 12);
        let result = searcher.search(&mut game, &Limits::depth(&no_clock, depth), None);
        let best = result.best.map(|mv| game.format_move(mv));
        assert_ne!(best.as_deref(), Some("e4-g4"), "depth {depth}");
        assert!(result.score < WIN - 100, "depth {depth}: {}", result.score);
    }
    game.play_text("e4-g4").unwrap();
    let mut searcher = Searcher::new(TaflEval, 12);
    let result = searcher.search(&mut game, &Limits::depth(&no_clock, 1), None);
    assert_eq!(
        result.best.map(|mv| game.format_move(mv)).as_deref(),
        Some("b4-f4")
    );
    assert_eq!(result.score, WIN - 1);
}

/// The null move of null-move pruning: in Hnefatafl the same men with the
/// other side to move and no history; none in the king's race, none for
/// the fox games.
#[test]
fn the_null_move_passes_only_in_quiet_hnefatafl() {
    let mut game = TaflGame::new();
    game.play_text("f2-b2").unwrap();
    let passed = game.null_move().expect("a quiet position passes");
    assert_eq!(passed.side_to_move(), Side::First);
    assert_eq!(passed.to_ascii(), game.to_ascii());
    assert_eq!(passed.ply(), 0);
    assert!(passed.outcome().is_none());
    let race = tafl(
        "
11 . . . . . . . . . . .
10 . . . . . . . . . . .
 9 . . . . . . . . . . .
 8 . . . . . . . . . . .
 7 . . . . . . . . . . .
 6 K . . . . . . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . A A A . . . .
 2 . . . . D D D . . . .
 1 . . . . . . . . . . .
   a b c d e f g h i j k",
        Side::First,
    );
    assert!(race.null_move().is_none(), "the king sees a corner");
    for id in FOX_GAMES {
        let fox = FoxGame::new(id, Options::default());
        assert!(fox.null_move().is_none());
    }
}

/// Null moves prune: a search of the start to depth 5 visits fewer nodes
/// with them on (the default) than off.
#[test]
fn null_moves_switch_off() {
    let limits = Limits::depth(&no_clock, 5);
    let mut on = Searcher::new(TaflEval, 16);
    let mut off = Searcher::new(TaflEval, 16);
    off.set_null_move(false);
    let mut game = TaflGame::new();
    let a = on.search(&mut game, &limits, None);
    let b = off.search(&mut game, &limits, None);
    assert_eq!(a.depth, b.depth);
    assert!(a.nodes < b.nodes, "{} against {}", a.nodes, b.nodes);
}

/// A search to `depth` with principal-variation search and late-move
/// reductions on (the default) or off.
fn search_reduced(
    game: &mut TaflGame,
    depth: u32,
    reductions: bool,
) -> tafl_ai::SearchResult<tafl_engine::hnefatafl::Move> {
    let mut searcher = Searcher::new(TaflEval, 16);
    searcher.set_reductions(reductions);
    searcher.search(game, &Limits::depth(&no_clock, depth), None)
}

/// The king's escape by a fork: c4-c1 sees both a1 and k1 along the empty
/// first rank, the attackers can shut only one, and the king takes the
/// other corner (a win in 3 plies). Late-move reductions never touch a
/// king's move, so the reduced search finds it at every depth, as the full
/// one does.
#[test]
fn a_reduced_search_still_finds_the_kings_escape() {
    let board = "
11 . . . . . . . . . . .
10 . . . A . . . A . . .
 9 . . A . . . . . . . .
 8 . A . . D . D . . . .
 7 . . . . . . . . . A .
 6 . . . A . . D . . . .
 5 . . . . . . . A . . .
 4 A . K . . D . . . . .
 3 . . . . A . . . A . .
 2 . A . . . . . . . . .
 1 . . . . . . . . . . .
   a b c d e f g h i j k";
    for depth in 2..=6 {
        let mut game = tafl(board, Side::Second);
        let full = search_reduced(&mut game, depth, false);
        let reduced = search_reduced(&mut game, depth, true);
        assert_eq!(full.proven_plies(), Some(3), "depth {depth}");
        assert_eq!(reduced.proven_plies(), Some(3), "depth {depth}");
        assert_eq!(game.format_move(reduced.best.unwrap()), "c4-c1");
    }
}

/// The proven results of the repetition and king-capture tests above hold
/// with the reductions: the defenders' race out of the shuffled corner (a
/// win in 7 plies), the attackers' capture of the king (in 1) and their
/// block of the king's way out (no loss in 2), at depths where late moves
/// are reduced.
#[test]
fn a_reduced_search_keeps_the_proven_results() {
    let mut searcher = Searcher::new(TaflEval, 16);
    let mut game = shuffled_corner(&mut searcher);
    for depth in [4, 6] {
        let full = search_reduced(&mut game, depth, false);
        let reduced = search_reduced(&mut game, depth, true);
        assert_eq!(full.proven_plies(), Some(7), "depth {depth}");
        assert_eq!(reduced.proven_plies(), Some(7), "depth {depth}");
    }
    let mut capture = tafl(
        "
11 . . . . . . . . . . .
10 . . . A . . . . . . .
 9 . . A K A . . . . . .
 8 . . . . . . . A . . .
 7 . . . . . . . . . . .
 6 . . . . . . . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
 3 . . . . . . . . . . .
 2 . . . . . . . . D . .
 1 . . . . . . . . . . .
   a b c d e f g h i j k",
        Side::First,
    );
    let found = search_reduced(&mut capture, 6, true);
    assert_eq!(found.proven_plies(), Some(1));
    assert!(wins_at_once(&mut capture, found.best.unwrap()));
    let board = KING_NEAR_CORNER.replace(" 6 . . . . . A", " 6 . . . . . .");
    let mut block = tafl(&board, Side::First);
    for depth in 3..=6 {
        let found = search_reduced(&mut block, depth, true);
        let mv = found.best.unwrap();
        assert!(
            !loses_in_one(&mut block, mv),
            "depth {depth}: {}",
            block.format_move(mv)
        );
    }
}

/// The reductions prune Hnefatafl (fewer nodes to depth 6 from the start,
/// null moves off in both) and are off for the fox games: there a search
/// with them switched on visits the same nodes, to the same move and
/// score, as one with them off.
#[test]
fn reductions_prune_hnefatafl_only() {
    let limits = Limits::depth(&no_clock, 6);
    let mut on = Searcher::new(TaflEval, 16);
    let mut off = Searcher::new(TaflEval, 16);
    on.set_null_move(false);
    off.set_null_move(false);
    off.set_reductions(false);
    let mut game = TaflGame::new();
    let a = on.search(&mut game, &limits, None);
    let b = off.search(&mut game, &limits, None);
    assert_eq!(a.depth, b.depth);
    assert!(a.nodes < b.nodes, "{} against {}", a.nodes, b.nodes);
    for id in FOX_GAMES {
        let mut game = FoxGame::new(id, Options::default());
        let mut rng = Rng::new(5);
        random_walk(&mut game, 6, &mut rng);
        let eval = FoxEval::new(game.variant());
        let mut on = Searcher::new(eval.clone(), 16);
        let mut off = Searcher::new(eval, 16);
        off.set_reductions(false);
        let a = on.search(&mut game, &limits, None);
        let b = off.search(&mut game, &limits, None);
        assert_eq!(
            (a.best, a.score, a.depth, a.nodes, a.line),
            (b.best, b.score, b.depth, b.nodes, b.line),
            "{id:?}"
        );
    }
}

/// The null move keeps the game: a Brandubh position passes into a
/// Brandubh position (its board, its rules), not a Copenhagen one.
#[test]
fn the_null_move_keeps_the_tafl_game() {
    use tafl_engine::hnefatafl::TaflVariant;
    for variant in [TaflVariant::Brandubh, TaflVariant::Tablut] {
        let game = TaflGame::of_variant(variant);
        let passed = game.null_move().expect("a quiet start passes");
        assert_eq!(passed.variant(), variant);
        assert_eq!(passed.side_to_move(), Side::Second);
        assert_eq!(passed.position().attackers(), game.position().attackers());
    }
}
