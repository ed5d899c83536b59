//! The analysis board: a tree of variations played by clicking board
//! points, navigation in the move list, promotion, the address that holds
//! the whole analysis, a broken link's notice, the position editor, the
//! computer's evaluation, the links from the play page, a move typed in
//! the box under the board, and screenshots.

use crate::harness::*;
use crate::play::clicked_points;
use serde_json::{json, Value};
use std::time::Duration;
use tafl::engine::{AnyGame, GameId};

/// Seven moves of Fox and Geese (the fox first).
const LINE: [&str; 7] = [
    "d4-e4", "d3-c4", "e4-f5", "e3-d4", "f5-g4", "d2-e3", "g4-f4",
];

impl Browser {
    /// Opens an analysis page and waits for the app to run it.
    async fn open_analysis(&self, path: &str) -> Outcome {
        self.goto(path).await?;
        self.wait_for(
            "the analysis board, run by the app",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=board] [data-point]').length > 0",
            json!(true),
        )
        .await
    }

    /// The moves of the move tree in order: (text, main line, current).
    async fn tree_nodes(&self) -> Result<Vec<(String, bool, bool)>, String> {
        let seen = self
            .js("return [...document.querySelectorAll('[data-testid=move-tree] [data-testid=node]')]\
                 .map(n => [n.querySelector('.san').textContent.trim(), n.classList.contains('main'), \
                 n.classList.contains('current')])")
            .await?;
        Ok(seen
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| {
                Some((
                    v.get(0)?.as_str()?.to_string(),
                    v.get(1)?.as_bool()?,
                    v.get(2)?.as_bool()?,
                ))
            })
            .collect())
    }

    /// The main line's moves.
    async fn main_line(&self) -> Result<Vec<String>, String> {
        Ok(self
            .tree_nodes()
            .await?
            .into_iter()
            .filter(|n| n.1)
            .map(|n| n.0)
            .collect())
    }

    /// The current move of the tree (`None` at the root).
    async fn current_node(&self) -> Result<Option<String>, String> {
        Ok(self
            .tree_nodes()
            .await?
            .into_iter()
            .find(|n| n.2)
            .map(|n| n.0))
    }

    /// Plays `mv` by clicking its points; waits for it to be the current
    /// move of the tree.
    async fn play_analysis_move(&self, mv: &str) -> Outcome {
        for point in clicked_points(mv) {
            self.click_point(point).await?;
        }
        let script =
            "const c = document.querySelector('[data-testid=move-tree] .node.current .san'); \
                      return c ? c.textContent.trim() : null";
        self.wait_for(&format!("{mv} is the current move"), script, json!(mv))
            .await
    }

    /// Clicks the tree's move number `index` (0-based, in list order) whose
    /// text is `mv`.
    async fn click_node(&self, mv: &str, main: bool) -> Outcome {
        let script = format!(
            "const n = [...document.querySelectorAll('[data-testid=move-tree] [data-testid=node]')]\
             .find(n => n.querySelector('.san').textContent.trim() === {mv:?} && \
             n.classList.contains('main') === {main}); \
             if (!n) return false; n.click(); return true"
        );
        let clicked = self.js(&script).await?;
        ensure!(
            clicked == json!(true),
            format!("the move {mv} in the tree"),
            true,
            clicked
        );
        let script =
            "const c = document.querySelector('[data-testid=move-tree] .node.current .san'); \
                      return c ? c.textContent.trim() : null";
        self.wait_for(&format!("{mv} is the current move"), script, json!(mv))
            .await
    }

    /// Clicks point `name` of the position editor's board.
    async fn click_hit(&self, name: &str) -> Outcome {
        let selector = format!("[data-testid=editor-board] [data-hit={name}]");
        self.client()
            .find(Locator::Css(&selector))
            .await
            .map_err(|e| format!("find {selector}: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click {selector}: {e}"))
    }

    async fn search(&self) -> Result<String, String> {
        Ok(self
            .js("return location.search")
            .await?
            .as_str()
            .unwrap_or_default()
            .to_string())
    }
}

/// A legal move at the position after `moves` other than `not`.
fn other_move(moves: &[&str], not: &str) -> String {
    let mut game = AnyGame::new(GameId::FoxGeese, Default::default()).expect("defaults");
    for mv in moves {
        game.play(mv).expect("legal");
    }
    game.legal_moves()
        .into_iter()
        .find(|m| m != not)
        .expect("another move")
}

/// The position the editor test sets up: the start without the fox on d4
/// and the goose on c3, a fox on d6, a goose on d5, the geese to move.
fn set_up_game() -> AnyGame {
    use tafl::engine::{setup, Piece, Setup, Side};
    let board = setup::topology(GameId::FoxGeese);
    let at = |name: &str| board.parse_point(name).expect("a point");
    let mut position = Setup::start(GameId::FoxGeese, Default::default()).expect("defaults");
    position
        .pieces
        .retain(|&(p, _)| p != at("d4") && p != at("c3"));
    position.pieces.push((at("d6"), Piece::Fox));
    position.pieces.push((at("d5"), Piece::Goose));
    position.side_to_move = Side::Second;
    AnyGame::from_setup(&position).expect("playable")
}

/// Plays LINE, goes back to move 5, plays another move 6: returns it.
async fn branch_at_move_5(b: &Browser) -> Result<String, String> {
    for mv in LINE {
        b.play_analysis_move(mv).await?;
    }
    let main = b.main_line().await?;
    ensure!(
        main == LINE,
        "the main line",
        format!("{LINE:?}"),
        format!("{main:?}")
    );
    b.click_node(LINE[4], true).await?;
    let status = b.text("[data-testid=status]").await?;
    ensure!(
        status == "Geese to move",
        "the status at move 5",
        "Geese to move",
        status
    );
    let side = other_move(&LINE[..5], LINE[5]);
    b.play_analysis_move(&side).await?;
    Ok(side)
}

#[tokio::test]
async fn a_variation_branches_from_move_5_and_the_main_line_is_kept() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_analysis("/en/analysis/fox-geese").await?;
        let side = branch_at_move_5(&b).await?;
        // The main line is unchanged; the variation sits in parentheses.
        let main = b.main_line().await?;
        ensure!(
            main == LINE,
            "the main line after the variation",
            format!("{LINE:?}"),
            format!("{main:?}")
        );
        let variation = b.text("[data-testid=variation]").await?;
        ensure!(
            variation.contains(&side) && variation.starts_with('(') && variation.contains("3…"),
            "the variation in parentheses, numbered",
            format!("(3… {side})"),
            variation
        );
        let nodes = b.tree_nodes().await?;
        ensure!(nodes.len() == 8, "eight moves in the tree", 8, nodes.len());
        // The main line's later moves are still reachable.
        b.click_node(LINE[6], true).await?;
        let fox = b
            .js("return document.querySelector('[data-testid=board] [data-piece=fox]').dataset.at")
            .await?;
        ensure!(fox == json!("f4"), "the fox after move 7", "f4", fox);
        // ← and → walk the line; End goes to its end.
        b.js("document.activeElement && document.activeElement.blur()")
            .await?;
        b.js("window.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'}))")
            .await?;
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(LINE[5]),
            "← goes back a move",
            LINE[5],
            format!("{now:?}")
        );
        b.js("window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home'}))")
            .await?;
        let now = b.current_node().await?;
        ensure!(
            now.is_none(),
            "Home goes to the start",
            "none",
            format!("{now:?}")
        );
        b.js("window.dispatchEvent(new KeyboardEvent('keydown', {key: 'End'}))")
            .await?;
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(LINE[6]),
            "End goes to the line's end",
            LINE[6],
            format!("{now:?}")
        );
        // The address holds the analysis: a reload opens the same tree.
        b.click_node(&side, false).await?;
        let search = b.search().await?;
        ensure!(
            search.starts_with("?a="),
            "the address holds the analysis",
            "?a=…",
            search
        );
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for(
            "the reloaded analysis",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length",
            json!(8),
        )
        .await?;
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(side.as_str()),
            "the reload shows the variation",
            side,
            format!("{now:?}")
        );
        let main = b.main_line().await?;
        ensure!(
            main == LINE,
            "the reloaded main line",
            format!("{LINE:?}"),
            format!("{main:?}")
        );
        // Promote: the variation becomes the main continuation.
        b.click_testid("promote").await?;
        let main = b.main_line().await?;
        let expected: Vec<String> = LINE[..5]
            .iter()
            .map(|m| m.to_string())
            .chain([side.clone()])
            .collect();
        ensure!(
            main == expected,
            "the promoted variation is the main line",
            format!("{expected:?}"),
            format!("{main:?}")
        );
        let variation = b.text("[data-testid=variation]").await?;
        ensure!(
            variation.contains(LINE[5]) && variation.contains(LINE[6]),
            "the old main line is now a variation",
            format!("({} {})", LINE[5], LINE[6]),
            variation
        );
        // Delete from here: the node and what follows go.
        b.click_testid("delete-node").await?;
        let nodes = b.tree_nodes().await?;
        ensure!(nodes.len() == 7, "the deleted node is gone", 7, nodes.len());
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(LINE[4]),
            "the board goes to the parent",
            LINE[4],
            format!("{now:?}")
        );
        // A move typed in the box under the board is a new variation here,
        // as a click would make it; a point off the board is refused.
        let children: Vec<String> = b.tree_nodes().await?.into_iter().map(|n| n.0).collect();
        let typed = {
            let mut game = AnyGame::new(GameId::FoxGeese, Default::default()).expect("defaults");
            for mv in &LINE[..5] {
                game.play(mv).expect("legal");
            }
            game.legal_moves()
                .into_iter()
                .find(|m| !children.contains(m))
                .expect("a move not in the tree")
        };
        b.type_move("d1-d9").await?;
        b.wait_for(
            "the refusal of a point off the board",
            TYPED_MESSAGE,
            json!("“d1-d9”: d9 is not a point of this board."),
        )
        .await?;
        b.type_move(&typed.to_uppercase().replace('-', "")).await?;
        b.wait_for(
            "the typed move is the current move",
            "const c = document.querySelector('[data-testid=move-tree] .node.current .san'); \
             return c ? c.textContent.trim() : null",
            json!(typed),
        )
        .await?;
        let nodes = b.tree_nodes().await?;
        ensure!(
            nodes.len() == 8,
            "the typed move in the tree",
            8,
            nodes.len()
        );
        let to = clicked_points(&typed).last().copied().unwrap_or_default();
        let there = b
            .count(&format!(
                "[data-testid=board] [data-piece=goose][data-at={to}]"
            ))
            .await?;
        ensure!(there == 1, "the goose on its new point", 1, there);
        let cleared = b.js(TYPED_MESSAGE).await?;
        ensure!(
            cleared == json!(""),
            "the message gone after a move",
            "",
            cleared
        );
        Ok(())
    }
    .await;
    b.run(
        "a_variation_branches_from_move_5_and_the_main_line_is_kept",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_broken_analysis_link_shows_a_notice_and_a_fresh_board() {
    let b = browser(DESKTOP).await;
    let result = async {
        for (path, text) in [
            (
                "/en/analysis/hnefatafl?a=AQM%%%broken",
                "This analysis link is damaged",
            ),
            ("/fr/analysis/hnefatafl?a=AAAA", "Ce lien d’analyse"),
            ("/el/analysis/hnefatafl?a=", "σύνδεσμος ανάλυσης"),
        ] {
            b.open_analysis(path).await?;
            b.wait_for(
                "the notice",
                "return document.querySelectorAll('[data-testid=notice]').length",
                json!(1),
            )
            .await?;
            let notice = b.text("[data-testid=notice] p").await?;
            ensure!(
                notice.contains(text),
                format!("{path}: the notice"),
                text,
                notice
            );
            let pieces = b.count("[data-testid=board] [data-piece]").await?;
            ensure!(pieces == 37, format!("{path}: a fresh board"), 37, pieces);
            let nodes = b.tree_nodes().await?;
            ensure!(
                nodes.is_empty(),
                format!("{path}: no moves"),
                0,
                nodes.len()
            );
        }
        // A save that is not in this browser.
        b.open_analysis("/en/analysis/fox-geese?id=nope").await?;
        b.wait_for(
            "the missing save's notice",
            "const n = document.querySelector('[data-testid=notice]'); return n ? n.dataset.notice : null",
            json!("save"),
        )
        .await?;
        let pieces = b.count("[data-testid=board] [data-piece]").await?;
        ensure!(pieces == 14, "a fresh Fox and Geese board", 14, pieces);
        Ok(())
    }
    .await;
    b.run(
        "a_broken_analysis_link_shows_a_notice_and_a_fresh_board",
        result,
    )
    .await;
}

#[tokio::test]
async fn the_editor_sets_up_a_position_and_analyses_it() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_analysis("/en/analysis/fox-geese").await?;
        // Computer analysis on before the editor: it stays on after.
        b.click_testid("engine-toggle").await?;
        b.click_testid("open-editor").await?;
        let editors = b.count("[data-testid=editor]").await?;
        if editors == 0 {
            let log = raw(&b, "se/log", json!({ "type": "browser" })).await?;
            return Err(format!("no editor; browser log: {log}"));
        }
        // Take the fox off: the engine refuses a board without one.
        b.click_testid("tool-eraser").await?;
        b.click_hit("d4").await?;
        b.click_testid("editor-analyse").await?;
        let error = b.text("[data-testid=editor-error]").await?;
        ensure!(
            error.contains("exactly one fox"),
            "the engine's reason",
            "exactly one fox",
            error
        );
        // The editor kept its state: 13 geese, no fox.
        let geese = b
            .count("[data-testid=editor-board] [data-piece=goose]")
            .await?;
        let foxes = b
            .count("[data-testid=editor-board] [data-piece=fox]")
            .await?;
        ensure!(
            geese == 13 && foxes == 0,
            "the editor's position",
            "13 geese, no fox",
            format!("{geese} geese, {foxes} foxes")
        );
        // A fox on d6, a goose off c3, a goose on d5, the geese to move.
        b.click_testid("tool-fox").await?;
        b.click_hit("d6").await?;
        b.click_testid("tool-goose").await?;
        b.click_hit("d5").await?;
        b.click_hit("c3").await?;
        let goose_c3 = b
            .count("[data-testid=editor-board] [data-piece=goose][data-at=c3]")
            .await?;
        ensure!(
            goose_c3 == 0,
            "a second click takes the goose off",
            0,
            goose_c3
        );
        b.click_testid("side-1").await?;
        b.click_testid("editor-analyse").await?;
        b.wait_for(
            "the analysis board again",
            "return document.querySelectorAll('[data-testid=editor]').length",
            json!(0),
        )
        .await?;
        let fox = b
            .js("return document.querySelector('[data-testid=board] [data-piece=fox]').dataset.at")
            .await?;
        ensure!(fox == json!("d6"), "the set-up fox", "d6", fox);
        let on = b
            .js("return document.querySelector('[data-testid=engine-toggle]').checked")
            .await?;
        ensure!(on == json!(true), "Computer analysis still on", true, on);
        b.wait_for(
            "the computer's word on the set-up position",
            "return document.querySelectorAll('[data-testid=engine-result]').length",
            json!(1),
        )
        .await?;
        b.click_testid("engine-toggle").await?;
        let status = b.text("[data-testid=status]").await?;
        ensure!(
            status == "Geese to move",
            "the side to move",
            "Geese to move",
            status
        );
        // Moves from it go into the tree, numbered from 1…; the address
        // carries the set-up.
        let mv = set_up_game().legal_moves()[0].clone();
        b.play_analysis_move(&mv).await?;
        let number = b.text("[data-testid=move-tree] .node .number").await?;
        ensure!(number == "1…", "the first move's number", "1…", number);
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for(
            "the reloaded set-up analysis",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length",
            json!(1),
        )
        .await?;
        let fox = b
            .count("[data-testid=board] [data-piece=fox][data-at=d6]")
            .await?;
        let geese = b.count("[data-testid=board] [data-piece=goose]").await?;
        ensure!(
            geese == 13 && fox == 1,
            "the reloaded set-up position",
            "13 geese, fox d6",
            format!("{geese} {fox}")
        );
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(mv.as_str()),
            "at the move played",
            mv,
            format!("{now:?}")
        );
        Ok(())
    }
    .await;
    b.run("the_editor_sets_up_a_position_and_analyses_it", result)
        .await;
}

#[tokio::test]
async fn computer_analysis_shows_a_score_a_best_move_and_a_line() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_analysis("/en/analysis/fox-geese").await?;
        b.play_analysis_move(LINE[0]).await?;
        b.click_testid("engine-toggle").await?;
        b.wait_for(
            "the computer's score",
            "return document.querySelectorAll('[data-testid=eval-score]').length",
            json!(1),
        )
        .await?;
        let score = b.text("[data-testid=eval-score]").await?;
        ensure!(
            score.starts_with('+')
                || score.starts_with('\u{2212}')
                || score == "0.00"
                || score.contains("win"),
            "a score",
            "+1.25 or a result",
            score
        );
        let depth: u64 = b
            .text("[data-testid=eval-depth]")
            .await?
            .parse()
            .unwrap_or(0);
        ensure!(depth >= 1, "a depth", ">= 1", depth);
        let best = b.text("[data-testid=eval-best]").await?;
        let mut game = AnyGame::new(GameId::FoxGeese, Default::default()).expect("defaults");
        game.play(LINE[0]).expect("legal");
        ensure!(
            game.legal_moves().contains(&best),
            "a legal best move",
            "a goose move",
            best
        );
        let arrow = b.count("[data-testid=hint-arrow]").await?;
        ensure!(arrow == 1, "the best move's arrow", 1, arrow);
        // Under the pieces: the arrow's layer comes before theirs.
        let under = b
            .js("const l = [...document.querySelectorAll('[data-testid=board] > g')].map(g => g.getAttribute('class')); \
                 return l.indexOf('layer-hint') >= 0 && l.indexOf('layer-hint') < l.indexOf('layer-pieces')")
            .await?;
        ensure!(under == json!(true), "the arrow under the pieces", true, under);
        // The score names its side (the geese move after the fox's first
        // move) and its unit is said once, unless the result is proved.
        if !score.contains("win") {
            let side = b.text("[data-testid=eval-side]").await?;
            ensure!(
                side == "for the geese, to move",
                "the score's side",
                "for the geese, to move",
                side
            );
            let unit = b.text("[data-testid=eval-unit]").await?;
            ensure!(
                unit.contains("counted in geese"),
                "the unit explained",
                "… counted in geese …",
                unit
            );
        }
        // Clicking the line's first move plays it into the tree.
        let line = b.count("[data-testid=line-move]").await?;
        ensure!(line >= 2, "the best line", ">= 2 moves", line);
        b.js("document.querySelector('[data-testid=line-move]').click()")
            .await?;
        let script =
            "const c = document.querySelector('[data-testid=move-tree] .node.current .san'); \
                      return c ? c.textContent.trim() : null";
        b.wait_for("the line's move played", script, Value::from(best.clone()))
            .await?;
        // The computer follows the board.
        b.wait_for(
            "a score for the new position",
            "const r = document.querySelector('[data-testid=engine-result]'); \
             const c = document.querySelector('[data-testid=move-tree] .node.current'); \
             return !!r && !!c && r.dataset.node === c.dataset.node",
            json!(true),
        )
        .await?;
        // After the line's goose move the fox is to move: the label follows.
        if !b.text("[data-testid=eval-score]").await?.contains("win") {
            let side = b.text("[data-testid=eval-side]").await?;
            ensure!(
                side == "for the fox, to move",
                "the score's side after a move",
                "for the fox, to move",
                side
            );
        }
        b.click_testid("engine-toggle").await?;
        let results = b.count("[data-testid=engine-result]").await?;
        ensure!(results == 0, "off: nothing shown", 0, results);
        // Another language keeps the whole address and the analysis.
        let before: Value = b.js("return [location.search, document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length]").await?;
        ensure!(
            before[0].as_str().is_some_and(|q| q.starts_with("?a=")),
            "the analysis in the address",
            "?a=…",
            before
        );
        b.js("document.querySelector('.lang-switcher [data-lang=fr]').click()")
            .await?;
        b.wait_for_path("/fr/analysis/fox-geese").await?;
        b.wait_for(
            "the same analysis in French",
            "return document.documentElement.dataset.app === 'ready' && \
             [location.search, document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length]",
            before.clone(),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run(
        "computer_analysis_shows_a_score_a_best_move_and_a_line",
        result,
    )
    .await;
}

#[tokio::test]
async fn the_play_page_and_my_games_open_a_game_on_the_analysis_board() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        b.play_line(&LINE[..3].join(" ")).await?;
        // One move back: the analysis opens at the move shown.
        b.click_testid("nav-previous").await?;
        b.click_testid("analyse").await?;
        b.wait_for_path("/en/analysis/fox-geese").await?;
        b.wait_for(
            "the game on the analysis board",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length",
            json!(3),
        )
        .await?;
        let main = b.main_line().await?;
        ensure!(
            main == LINE[..3],
            "the game's moves",
            format!("{:?}", &LINE[..3]),
            format!("{main:?}")
        );
        let now = b.current_node().await?;
        ensure!(
            now.as_deref() == Some(LINE[1]),
            "at the shown move",
            LINE[1],
            format!("{now:?}")
        );
        let search = b.search().await?;
        ensure!(
            search.starts_with("?a="),
            "the address is the analysis's",
            "?a=…",
            search
        );
        // My games: each game has its link.
        b.goto("/en/games").await?;
        b.wait_for(
            "the saved games",
            "return document.querySelectorAll('[data-action=analyse]').length",
            json!(1),
        )
        .await?;
        b.js("document.querySelector('[data-action=analyse]').click()")
            .await?;
        b.wait_for_path("/en/analysis/fox-geese").await?;
        b.wait_for(
            "the saved game on the analysis board",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=move-tree] [data-testid=node]').length",
            json!(3),
        )
        .await?;
        // An imported record from a set-up position opens there too.
        let setup = "3/3/2G1GF1/7/GGGGG2/GG1/GGG g";
        let position = tafl::engine::Setup::parse(GameId::FoxGeese, Default::default(), setup)
            .map_err(|e| e.to_string())?;
        let first = AnyGame::from_setup(&position)
            .map_err(|e| e.to_string())?
            .legal_moves()[0]
            .clone();
        let record = format!("[Game \"fox-geese\"]\n[Setup \"{setup}\"]\n\n1... {first}\n");
        b.import_and_analyse(&record, 1).await?;
        let number = b.text("[data-testid=move-tree] .node .number").await?;
        ensure!(number == "1…", "the set-up game's first move", "1…", number);
        let header = b.text(".analysis-game").await?;
        ensure!(
            header.contains("set-up position"),
            "the set-up is named",
            "From a set-up position",
            header
        );
        // The computer analyses the set-up position too (the request
        // carries it): a score and a best move.
        b.click_testid("engine-toggle").await?;
        b.wait_for(
            "the set-up position's analysis",
            "const r = document.querySelector('[data-testid=engine-result] [data-testid=eval-best]'); \
             return r ? r.textContent.trim().length > 0 : null",
            json!(true),
        )
        .await?;
        let failed = b.count("[data-testid=engine-failed]").await?;
        ensure!(failed == 0, "no failure note", 0, failed);
        Ok(())
    }
    .await;
    b.run(
        "the_play_page_and_my_games_open_a_game_on_the_analysis_board",
        result,
    )
    .await;
}

#[tokio::test]
async fn analysis_screenshots() {
    let phone = PHONE;
    let desktop = Window {
        width: 1280,
        height: 800,
        phone: false,
        dark: false,
    };
    for (window, name) in [(desktop, "desktop"), (phone, "phone")] {
        let b = browser(window).await;
        let result = async {
            b.open_analysis("/en/analysis/fox-geese").await?;
            branch_at_move_5(&b).await?;
            b.click_testid("engine-toggle").await?;
            b.wait_for(
                "the computer's score",
                "return document.querySelectorAll('[data-testid=eval-score]').length",
                json!(1),
            )
            .await?;
            tokio::time::sleep(Duration::from_millis(300)).await;
            b.screenshot(&root().join(format!("target/screenshots/analysis-{name}.png")))
                .await;
            b.js("window.scrollTo(0, document.body.scrollHeight)")
                .await?;
            tokio::time::sleep(Duration::from_millis(200)).await;
            b.screenshot(&root().join(format!("target/screenshots/analysis-{name}-panel.png")))
                .await;
            b.open_analysis("/en/analysis/hnefatafl").await?;
            b.click_testid("open-editor").await?;
            b.click_testid("tool-king").await?;
            tokio::time::sleep(Duration::from_millis(200)).await;
            b.screenshot(&root().join(format!("target/screenshots/analysis-editor-{name}.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("analysis_screenshots", result).await;
    }
}
