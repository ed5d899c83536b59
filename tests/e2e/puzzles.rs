//! The puzzle pages: a puzzle solved by tapping its line on the board
//! (each move judged by the engine, the other side answering), a wrong
//! move shown with the answer that refutes it and taken back, the
//! progress (solved, streak, rating) kept after a reload, a shared
//! puzzle's link, and screenshots.

use crate::harness::*;
use crate::play::clicked_points;
use serde_json::{json, Value};
use std::time::Duration;
use tafl::engine::solve::{Judged, PuzzleTry};
use tafl::engine::{GameId, Options};
use tafl::puzzles::{list::read_line, Puzzle};

impl Browser {
    /// Opens a puzzle page and waits for the app to run it.
    async fn open_puzzles(&self, path: &str) -> Outcome {
        self.goto(path).await?;
        self.wait_for(
            "the puzzle page, run by the app",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=board] [data-point]').length > 0",
            json!(true),
        )
        .await
    }

    /// The puzzle on the board: its line from the page's list, by the id
    /// in the address.
    async fn current_puzzle(&self, game: GameId) -> Result<Puzzle, String> {
        self.current_table_puzzle(game, Options::default()).await
    }

    /// The puzzle on the board of a page of the table `options`.
    async fn current_table_puzzle(&self, game: GameId, options: Options) -> Result<Puzzle, String> {
        let found = self
            .js("const id = new URLSearchParams(location.search).get('p'); \
                 const lines = JSON.parse(document.getElementById('tafl-puzzle-list').textContent); \
                 const m = (id || '').match(/^([a-z]+)(\\d+)-(\\d+)$/); \
                 if (!m) return null; \
                 return lines.find(l => l.startsWith(`puzzle ${m[3]} `) && \
                   l.includes(` winner ${m[1]} moves ${m[2]} `)) || null")
            .await?;
        let line = found
            .as_str()
            .ok_or_else(|| format!("the address names no puzzle of the list: {found}"))?;
        read_line(game, options, line).map_err(|e| format!("{line}: {e}"))
    }

    /// Plays `mv` by clicking its points.
    async fn puzzle_move(&self, mv: &str) -> Outcome {
        for point in clicked_points(mv) {
            self.click_point(point).await?;
        }
        Ok(())
    }

    /// Waits for the panel's verdict `status` with the other side's
    /// answer, if any, played.
    async fn puzzle_status(&self, status: &str) -> Outcome {
        self.wait_for(
            &format!("the puzzle's status {status}, the answer played"),
            "const s = document.querySelector('[data-testid=puzzle-status]'); \
             return (s ? s.dataset.status : null) + ' ' + \
             document.querySelector('article.puzzles').dataset.answering",
            json!(format!("{status} false")),
        )
        .await
    }

    async fn stat(&self, id: &str) -> Result<String, String> {
        self.text(&format!("[data-testid={id}]")).await
    }
}

#[tokio::test]
async fn a_puzzle_is_solved_by_tapping_its_line_and_kept_after_a_reload() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_puzzles("/en/puzzles/fox-geese").await?;
        b.js("localStorage.clear(); return true").await?;
        b.open_puzzles("/en/puzzles/fox-geese").await?;
        let puzzle = b.current_puzzle(GameId::FoxGeese).await?;
        let prompt = b.stat("puzzle-prompt").await?;
        let expected = format!("Fox to play and win in {} moves", puzzle.moves);
        ensure!(prompt == expected, "the prompt", expected, prompt);
        // The engine's own line: a winning move each time, the board
        // answering with the longest defence.
        let mut attempt = PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        for played in 1..=puzzle.moves {
            let mv = attempt
                .winning_moves()
                .first()
                .cloned()
                .ok_or("no winning move")?;
            b.puzzle_move(&mv).await?;
            let judged = attempt.judge(&mv);
            match judged {
                Judged::Kept {
                    reply: Some(answer),
                } => {
                    b.puzzle_status("good").await?;
                    let said = b.stat("puzzle-status").await?;
                    ensure!(said.contains(&answer), "the answer named", answer, said);
                }
                Judged::Kept { reply: None } => {
                    ensure!(
                        played == puzzle.moves,
                        "won in its moves",
                        puzzle.moves,
                        played
                    );
                }
                other => return Err(format!("{mv}: {other:?}")),
            }
        }
        b.puzzle_status("solved").await?;
        let said = b.stat("puzzle-status").await?;
        ensure!(
            said.contains("Solved without a wrong move. Rating +"),
            "the verdict",
            "Solved … +",
            said
        );
        let rating: i64 = b
            .stat("puzzle-rating")
            .await?
            .parse()
            .map_err(|_| "a rating")?;
        ensure!(rating > 1500, "the rating after a solve", "> 1500", rating);
        ensure!(
            b.stat("puzzle-streak").await? == "1",
            "the streak",
            1,
            b.stat("puzzle-streak").await?
        );
        let solved = b.stat("puzzle-solved").await?;
        ensure!(solved.starts_with("1 / "), "one solved", "1 / N", solved);
        // After a reload the progress is there, read back from this browser.
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.open_puzzles(&format!("/en/puzzles/fox-geese?p={}", puzzle.id))
            .await?;
        let again: i64 = b
            .stat("puzzle-rating")
            .await?
            .parse()
            .map_err(|_| "a rating")?;
        ensure!(again == rating, "the rating after a reload", rating, again);
        ensure!(
            b.stat("puzzle-streak").await? == "1",
            "the streak after a reload",
            1,
            b.stat("puzzle-streak").await?
        );
        let solved = b.stat("puzzle-solved").await?;
        ensure!(
            solved.starts_with("1 / "),
            "one solved after a reload",
            "1 / N",
            solved
        );
        // The next puzzle is another one, and the address follows it.
        b.client()
            .find(Locator::Css("[data-testid=next-puzzle]"))
            .await
            .map_err(|e| e.to_string())?
            .click()
            .await
            .map_err(|e| e.to_string())?;
        let next = b.current_puzzle(GameId::FoxGeese).await?;
        ensure!(
            next.id != puzzle.id,
            "another puzzle",
            "not the solved one",
            next.id
        );
        Ok(())
    }
    .await;
    b.run(
        "a_puzzle_is_solved_by_tapping_its_line_and_kept_after_a_reload",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_wrong_move_is_shown_with_its_refutation_and_taken_back() {
    let b = browser(PHONE).await;
    let result = async {
        b.open_puzzles("/fr/puzzles/great-cross").await?;
        b.js("localStorage.clear(); return true").await?;
        // A shared geese puzzle opens from its link.
        b.open_puzzles("/fr/puzzles/great-cross?p=geese2-1").await?;
        let puzzle = b.current_puzzle(GameId::GreatCross).await?;
        ensure!(puzzle.id == "geese2-1", "the linked puzzle", "geese2-1", puzzle.id);
        let mut attempt = PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        let winning = attempt.winning_moves();
        let game = puzzle.start().map_err(|e| e.to_string())?;
        // A wrong move whose refutation the engine names.
        let (wrong, answer) = game
            .legal_moves()
            .into_iter()
            .filter(|mv| !winning.contains(mv))
            .find_map(|mv| match attempt.judge(&mv) {
                Judged::Wrong { refutation: Some(answer) } => Some((mv, answer)),
                _ => None,
            })
            .ok_or("no wrong move with an answer")?;
        let before = b.js("return [...document.querySelectorAll('[data-testid=board] [data-piece]')].filter(p => p.style.display !== 'none').map(p => p.dataset.at).sort().join(' ')").await?;
        b.puzzle_move(&wrong).await?;
        b.puzzle_status("wrong").await?;
        let said = b.stat("puzzle-status").await?;
        let expected = format!("Après {wrong}, les oies ne peuvent plus forcer le gain à temps\u{a0}: le renard répond {answer}.");
        ensure!(said == expected, "the explanation", expected, said);
        ensure!(b.stat("puzzle-streak").await? == "0", "no streak", 0, b.stat("puzzle-streak").await?);
        b.client()
            .find(Locator::Css("[data-testid=try-again]"))
            .await
            .map_err(|e| e.to_string())?
            .click()
            .await
            .map_err(|e| e.to_string())?;
        b.wait_for(
            "the board as it was before the wrong move",
            "return [...document.querySelectorAll('[data-testid=board] [data-piece]')].filter(p => p.style.display !== 'none').map(p => p.dataset.at).sort().join(' ')",
            before,
        )
        .await?;
        // Solved after the miss: counted as missed, the rating down.
        let mv = winning.first().cloned().ok_or("no winning move")?;
        b.puzzle_move(&mv).await?;
        if puzzle.moves > 1 {
            b.puzzle_status("good").await?;
            attempt.judge(&mv);
            for _ in 1..puzzle.moves {
                let mv = attempt.winning_moves().first().cloned().ok_or("no winning move")?;
                attempt.judge(&mv);
                b.puzzle_move(&mv).await?;
            }
        }
        b.puzzle_status("solved").await?;
        let said = b.stat("puzzle-status").await?;
        ensure!(said.starts_with("Résolu\u{202f}!"), "solved, after a miss", "Résolu !", said);
        let rating: i64 = b.stat("puzzle-rating").await?.parse().map_err(|_| "a rating")?;
        ensure!(rating < 1500, "the rating after a miss", "< 1500", rating);
        let stored = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        ensure!(
            stored.as_str().is_some_and(|s| s.contains("\"failed\":[\"great-cross/geese2-1\"]")),
            "the miss kept",
            "failed: great-cross/geese2-1",
            stored
        );
        // The position on the board opens on the analysis board.
        let pieces = "return [...document.querySelectorAll('[data-testid=board] [data-piece]')]\
                      .map(p => p.dataset.piece + p.dataset.at).sort().join(' ')";
        let here = b.js(pieces).await?;
        b.click_testid("puzzle-analyse").await?;
        b.wait_for(
            "the analysis board, run by the app",
            "return location.pathname.startsWith('/fr/analysis/great-cross') && \
             document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        let there = b.js(pieces).await?;
        ensure!(there == here, "the same position on the analysis board", here, there);
        Ok(())
    }
    .await;
    b.run(
        "a_wrong_move_is_shown_with_its_refutation_and_taken_back",
        result,
    )
    .await;
}

#[tokio::test]
async fn damaged_puzzle_progress_is_told_and_left_as_it_was() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_puzzles("/el/puzzles/two-foxes").await?;
        b.js("localStorage.setItem('tafl.puzzles', '{\"v\":1,\"rating\":'); return true").await?;
        b.open_puzzles("/el/puzzles/two-foxes?p=nothing-9").await?;
        let notice = b.text("[data-testid=notice]").await?;
        ensure!(notice.contains("δεν διαβάζεται"), "the notice in Greek", "… δεν διαβάζεται …", notice);
        let puzzle = b.current_puzzle(GameId::TwoFoxes).await?;
        let mv = PuzzleTry::new(&puzzle.setup, puzzle.moves)
            .map_err(|e| e.to_string())?
            .winning_moves()
            .first()
            .cloned()
            .ok_or("no winning move")?;
        b.puzzle_move(&mv).await?;
        b.wait_for(
            "the move judged",
            "return ['good', 'solved'].includes(document.querySelector('[data-testid=puzzle-status]').dataset.status)",
            json!(true),
        )
        .await?;
        let stored = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        ensure!(
            stored == Value::String("{\"v\":1,\"rating\":".into()),
            "the damaged text untouched",
            "{\"v\":1,\"rating\":",
            stored
        );
        Ok(())
    }
    .await;
    b.run("damaged_puzzle_progress_is_told_and_left_as_it_was", result)
        .await;
}

#[tokio::test]
async fn the_choice_the_solution_and_the_link_of_a_puzzle() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_puzzles("/en/puzzles/two-foxes").await?;
        b.js("localStorage.clear(); return true").await?;
        b.open_puzzles("/en/puzzles/two-foxes").await?;
        // Geese puzzles in three moves: the next one offered fits.
        let choose = |testid: &str, value: &str| {
            format!(
                "const s = document.querySelector('[data-testid={testid}]'); s.value = '{value}'; \
                 s.dispatchEvent(new Event('change', {{ bubbles: true }})); return true"
            )
        };
        b.js(&choose("puzzle-side", "1")).await?;
        b.js(&choose("puzzle-length", "3")).await?;
        b.wait_for(
            "a geese puzzle in three moves",
            "return document.querySelector('[data-testid=puzzle-prompt]').textContent.trim()",
            json!("Geese to play and win in 3 moves"),
        )
        .await?;
        let puzzle = b.current_puzzle(GameId::TwoFoxes).await?;
        ensure!(
            puzzle.id.starts_with("geese3-") && puzzle.moves == 3,
            "the puzzle in the address fits the choice",
            "geese3-N",
            puzzle.id
        );
        // Show the solution: the winning move is played, the other side
        // answers, and the puzzle counts as missed.
        let mut attempt =
            PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        let best = attempt.winning_moves().first().cloned().ok_or("no winning move")?;
        let Judged::Kept { reply: Some(answer) } = attempt.judge(&best) else {
            return Err(format!("{best} does not keep the win with an answer"));
        };
        b.click_testid("show-solution").await?;
        b.puzzle_status("good").await?;
        let said = b.stat("puzzle-status").await?;
        let expected = format!("Good move. The answer: {answer}. Your move again.");
        ensure!(said == expected, "the solution's move answered", expected, said);
        let stored = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        let missed = format!("\"failed\":[\"two-foxes/{}\"]", puzzle.id);
        ensure!(
            stored.as_str().is_some_and(|s| s.contains(&missed)),
            "the shown solution counted as a miss",
            missed,
            stored
        );
        // Copy the link: the page's own address for the puzzle; a refused
        // copy says what to do instead.
        b.js("window.__copied = null; \
              navigator.clipboard.writeText = t => { window.__copied = t; return Promise.resolve(); }; \
              return true")
            .await?;
        b.click_testid("copy-puzzle-link").await?;
        let expected = json!([
            format!("/en/puzzles/two-foxes?p={}", puzzle.id),
            "Link copied."
        ]);
        b.wait_for(
            "the puzzle's link copied",
            "const c = document.querySelector('[data-testid=copied]'); \
             return window.__copied && c ? [window.__copied.replace(location.origin, ''), c.textContent.trim()] : null",
            expected,
        )
        .await?;
        b.js("navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); return true")
            .await?;
        b.click_testid("copy-puzzle-link").await?;
        b.wait_for(
            "a refused copy told",
            "return document.querySelector('[data-testid=copied]')?.textContent.trim()",
            json!("The link could not be copied: copy the page’s address instead."),
        )
        .await
    }
    .await;
    b.run("the_choice_the_solution_and_the_link_of_a_puzzle", result)
        .await;
}

#[tokio::test]
async fn a_hnefatafl_puzzle_is_solved_and_a_wrong_move_refuted() {
    let b = browser(PHONE).await;
    let result = async {
        b.open_puzzles("/en/puzzles/hnefatafl").await?;
        b.js("localStorage.clear(); return true").await?;
        // The defenders' puzzle from a real game, solved by tapping its
        // line: the attackers answer with their longest defence.
        b.open_puzzles("/en/puzzles/hnefatafl?p=defenders2-1").await?;
        let puzzle = b.current_puzzle(GameId::Hnefatafl).await?;
        let prompt = b.stat("puzzle-prompt").await?;
        ensure!(
            prompt == "Defenders to play and win in 2 moves",
            "the prompt",
            "Defenders to play and win in 2 moves",
            prompt
        );
        let mut attempt =
            PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        loop {
            let mv = attempt.winning_moves().first().cloned().ok_or("no winning move")?;
            b.puzzle_move(&mv).await?;
            match attempt.judge(&mv) {
                Judged::Kept { reply: Some(_) } => b.puzzle_status("good").await?,
                Judged::Kept { reply: None } => break,
                other => return Err(format!("{mv}: {other:?}")),
            }
        }
        b.puzzle_status("solved").await?;
        let stored = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        ensure!(
            stored
                .as_str()
                .is_some_and(|s| s.contains("\"solved\":[\"hnefatafl/defenders2-1\"]")),
            "the solve kept",
            "solved: hnefatafl/defenders2-1",
            stored
        );
        // An attackers' puzzle: a move that lets the king off is shown
        // with the defenders' answer, and taken back.
        b.open_puzzles("/en/puzzles/hnefatafl?p=attackers2-1").await?;
        let puzzle = b.current_puzzle(GameId::Hnefatafl).await?;
        let mut attempt =
            PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        let winning = attempt.winning_moves();
        let game = puzzle.start().map_err(|e| e.to_string())?;
        let (wrong, answer) = game
            .legal_moves()
            .into_iter()
            .filter(|mv| !winning.contains(mv))
            .find_map(|mv| match attempt.judge(&mv) {
                Judged::Wrong { refutation: Some(answer) } => Some((mv, answer)),
                _ => None,
            })
            .ok_or("no wrong move with an answer")?;
        b.puzzle_move(&wrong).await?;
        b.puzzle_status("wrong").await?;
        let said = b.stat("puzzle-status").await?;
        let expected = format!(
            "After {wrong} the attackers can no longer force the win in time: the defenders answer {answer}."
        );
        ensure!(said == expected, "the explanation", expected, said);
        b.click_testid("try-again").await?;
        b.wait_for(
            "the attackers' move again",
            "return document.querySelector('[data-testid=puzzle-status]').dataset.status",
            json!("ready"),
        )
        .await
    }
    .await;
    b.run(
        "a_hnefatafl_puzzle_is_solved_and_a_wrong_move_refuted",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_puzzle_of_another_table_is_played_on_its_table_and_kept_apart() {
    let b = browser(PHONE).await;
    let result = async {
        let table = Options {
            geese: 15,
            sideways: true,
        };
        b.open_puzzles("/en/puzzles/fox-geese/15-geese-sideways").await?;
        b.js("localStorage.clear(); return true").await?;
        b.open_puzzles("/en/puzzles/fox-geese/15-geese-sideways?p=geese2-1")
            .await?;
        let named = b.stat("puzzle-table").await?;
        let expected = "15 geese · geese may step sideways";
        ensure!(named == expected, "the table named", expected, named);
        let current = b
            .js("return document.querySelector('.puzzle-tables [aria-current=page]').dataset.table")
            .await?;
        ensure!(
            current == json!("15-geese-sideways"),
            "the table's link marked",
            "15-geese-sideways",
            current
        );
        let other = b
            .js("return document.querySelector('.puzzle-tables [data-table=\"17-geese\"]').getAttribute('href')")
            .await?;
        ensure!(
            other == json!("/en/puzzles/fox-geese/17-geese"),
            "another table's link",
            "/en/puzzles/fox-geese/17-geese",
            other
        );
        // The puzzle is played by the table's rules: its line, tapped,
        // is judged and answered on fifteen geese with sideways steps.
        let puzzle = b.current_table_puzzle(GameId::FoxGeese, table).await?;
        let prompt = b.stat("puzzle-prompt").await?;
        ensure!(
            prompt == "Geese to play and win in 2 moves",
            "the prompt",
            "Geese to play and win in 2 moves",
            prompt
        );
        let mut attempt =
            PuzzleTry::new(&puzzle.setup, puzzle.moves).map_err(|e| e.to_string())?;
        loop {
            let mv = attempt.winning_moves().first().cloned().ok_or("no winning move")?;
            b.puzzle_move(&mv).await?;
            match attempt.judge(&mv) {
                Judged::Kept { reply: Some(_) } => b.puzzle_status("good").await?,
                Judged::Kept { reply: None } => break,
                other => return Err(format!("{mv}: {other:?}")),
            }
        }
        b.puzzle_status("solved").await?;
        let stored = b.js("return localStorage.getItem('tafl.puzzles')").await?;
        ensure!(
            stored.as_str().is_some_and(|s| s
                .contains("\"solved\":[\"fox-geese/15-geese-sideways/geese2-1\"]")),
            "the solve kept under its table",
            "solved: fox-geese/15-geese-sideways/geese2-1",
            stored
        );
        // The usual table's puzzle of the same name is another puzzle.
        b.open_puzzles("/en/puzzles/fox-geese?p=geese2-1").await?;
        let solved = b.stat("puzzle-solved").await?;
        ensure!(
            solved.starts_with("0 / "),
            "none solved on the usual table",
            "0 / N",
            solved
        );
        ensure!(
            b.js("return document.querySelector('[data-testid=puzzle-table]') === null")
                .await?
                == json!(true),
            "no table named on the usual table's page",
            true,
            false
        );
        Ok(())
    }
    .await;
    b.run(
        "a_puzzle_of_another_table_is_played_on_its_table_and_kept_apart",
        result,
    )
    .await;
}

#[tokio::test]
#[ignore = "screenshots: run with --ignored"]
async fn puzzle_screenshots() {
    for (window, name) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
        let b = browser(window).await;
        let result = async {
            b.open_puzzles("/en/puzzles/fox-geese?p=fox3-1").await?;
            b.screenshot(&root().join(format!("target/screenshots/puzzles-{name}.png")))
                .await;
            b.open_puzzles("/fr/puzzles/fox-geese/17-geese-sideways?p=geese3-1")
                .await?;
            b.screenshot(&root().join(format!("target/screenshots/puzzles-table-{name}.png")))
                .await;
            b.open_puzzles("/el/puzzles/great-cross?p=geese2-1").await?;
            b.screenshot(&root().join(format!("target/screenshots/puzzles-el-{name}.png")))
                .await;
            b.open_puzzles("/fr/puzzles/hnefatafl?p=defenders3-1")
                .await?;
            b.screenshot(&root().join(format!("target/screenshots/puzzles-hnefatafl-{name}.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("puzzle_screenshots", result).await;
    }
}

#[tokio::test]
async fn a_hint_and_the_analysis_say_proved_in_a_small_fox_and_geese_position() {
    use tafl::analysis::{analysis_path, AnalysisTree, NodeId};
    use tafl::engine::{AnyGame, GameRecord, Setup};
    use tafl::links::share;
    let b = browser(DESKTOP).await;
    let result = async {
        // A game whose geese the fox has thinned out (it takes what it
        // can, the geese move at random) until it wins by force in a few
        // moves: a link of its moves opens it on the play page.
        let played = thinned_out_game()?;
        let proved = tafl::engine::solve::proved(&played, 15, 300_000).ok_or("proved")?;
        b.open_game(&share::share_path("en", &GameRecord::of(&played))).await?;
        b.click_testid("hint").await?;
        b.wait_for(
            "the hint and its verdict",
            "return document.querySelectorAll('[data-testid=hint-move], [data-testid=verdict]').length",
            json!(2),
        )
        .await?;
        let hint = b.text("[data-testid=hint-move]").await?;
        ensure!(hint == proved.best, "the quickest win", proved.best, hint);
        let verdict = b.text("[data-testid=verdict]").await?;
        let moves = (proved.plies + 1) / 2;
        let expected = match moves {
            1 => "The fox wins with its next move (proved)".to_string(),
            n => format!("The fox wins in {n} moves whatever the geese do (proved)"),
        };
        ensure!(verdict == expected, "the proved result", expected, verdict);
        // Five geese: the fox wins in 3 of its moves, c4xc2 first.
        let setup = Setup::parse(GameId::FoxGeese, Options::default(), "1G1/3/G4GG/2F4/2G4/3/3 f")
            .map_err(|e| e.to_string())?;
        let game = AnyGame::from_setup(&setup).map_err(|e| e.to_string())?;
        // The analysis board of the same position says it too.
        let path = analysis_path("fr", &AnalysisTree::new(game), NodeId::ROOT)
            .map_err(|e| e.to_string())?;
        b.goto(&path).await?;
        b.wait_for(
            "the analysis board, run by the app",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        b.click_testid("engine-toggle").await?;
        b.wait_for(
            "the computer's result",
            "return document.querySelectorAll('[data-testid=eval-score]').length",
            json!(1),
        )
        .await?;
        let score = b.text("[data-testid=eval-score]").await?;
        let expected = "Le renard gagne en 3 coups, quoi que fassent les oies (prouvé)";
        ensure!(score == expected, "the proved result in French", expected, score);
        Ok(())
    }
    .await;
    b.run(
        "a_hint_and_the_analysis_say_proved_in_a_small_fox_and_geese_position",
        result,
    )
    .await;
}

#[tokio::test]
async fn the_analysis_says_drawn_with_best_play_where_the_solver_settles_it() {
    use tafl::analysis::{analysis_path, AnalysisTree, NodeId};
    use tafl::engine::{AnyGame, Setup};
    let b = browser(DESKTOP).await;
    let result = async {
        // Five geese with sideways steps: neither side can force a win,
        // and the exact solver settles it within the worker's budget.
        let sideways = Options {
            sideways: true,
            ..Options::default()
        };
        let text = "GG1/1G1/7/4G1G/7/3/1F1 f";
        let setup = Setup::parse(GameId::FoxGeese, sideways, text).map_err(|e| e.to_string())?;
        let game = AnyGame::from_setup(&setup).map_err(|e| e.to_string())?;
        let proved = tafl::engine::solve::proved(&game, 15, 300_000).ok_or("settled")?;
        ensure!(proved.plies == 0, "a draw by the engine", 0, proved.plies);
        let path = analysis_path("en", &AnalysisTree::new(game), NodeId::ROOT)
            .map_err(|e| e.to_string())?;
        b.goto(&path).await?;
        b.wait_for(
            "the analysis board, run by the app",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        b.click_testid("engine-toggle").await?;
        b.wait_for(
            "the computer's result",
            "return document.querySelectorAll('[data-testid=eval-score]').length",
            json!(1),
        )
        .await?;
        let score = b.text("[data-testid=eval-score]").await?;
        ensure!(
            score == "Drawn with best play (proved)",
            "the proved draw",
            "Drawn with best play (proved)",
            score
        );
        let best = b.text("[data-testid=eval-best]").await?;
        ensure!(
            best == proved.best,
            "a move that keeps the draw",
            proved.best,
            best
        );
        Ok(())
    }
    .await;
    b.run(
        "the_analysis_says_drawn_with_best_play_where_the_solver_settles_it",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_great_cross_draw_is_proved_from_its_endgame_table() {
    use tafl::analysis::{analysis_path, AnalysisTree, NodeId};
    use tafl::engine::{AnyGame, Setup};
    let b = browser(DESKTOP).await;
    let result = async {
        // Four geese on the Great Cross: a draw with best play that the
        // bounded search cannot prove (the exact solver needs some 9
        // million positions); the worker fetches the Great Cross's table.
        let text = "3/3/1F1/9/9/2GG5/1G1/1G1/3 f";
        let setup = Setup::parse(GameId::GreatCross, Options::default(), text)
            .map_err(|e| e.to_string())?;
        let game = AnyGame::from_setup(&setup).map_err(|e| e.to_string())?;
        ensure!(
            tafl::engine::solve::proved(&game, 15, 300_000).is_none(),
            "no proof within the worker's budget without the table",
            "none",
            "a proof"
        );
        let path = analysis_path("en", &AnalysisTree::new(game), NodeId::ROOT)
            .map_err(|e| e.to_string())?;
        b.goto(&path).await?;
        b.wait_for(
            "the analysis board, run by the app",
            "return document.documentElement.dataset.app === 'ready'",
            json!(true),
        )
        .await?;
        b.click_testid("engine-toggle").await?;
        b.wait_within(
            Duration::from_secs(60),
            "the exact result from the Great Cross's table",
            "return document.querySelector('[data-testid=eval-score]')?.textContent",
            json!("Drawn with best play (proved)"),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run(
        "a_great_cross_draw_is_proved_from_its_endgame_table",
        result,
    )
    .await;
}

/// Fox and Geese from the start, the fox taking what it can and the geese
/// moving at random (a fixed seed), up to the first position with eight
/// geese or fewer where the fox, to move, wins by force within 15 plies.
fn thinned_out_game() -> Result<tafl::engine::AnyGame, String> {
    use tafl::engine::{AnyGame, Piece, Rng, Side};
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let mut game =
            AnyGame::new(GameId::FoxGeese, Options::default()).map_err(|e| e.to_string())?;
        while game.outcome().is_none() && game.moves().len() < 200 {
            let geese = game
                .pieces()
                .iter()
                .filter(|(_, p)| *p == Piece::Goose)
                .count();
            let fox = game.side_to_move() == Side::First;
            if fox && geese <= 8 {
                let proved = tafl::engine::solve::proved(&game, 15, 300_000);
                if proved.is_some_and(|p| p.plies > 1) {
                    return Ok(game);
                }
            }
            let moves = game.legal_moves();
            let pick = match moves.iter().find(|m| fox && m.contains('x')) {
                Some(capture) => capture.clone(),
                None => moves[rng.below(moves.len())].clone(),
            };
            game.play(&pick).map_err(|e| e.to_string())?;
        }
    }
    Err("no game thinned out to a proved win".into())
}
