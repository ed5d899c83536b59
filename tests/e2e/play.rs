//! Playing in the browser: complete games of every game by clicking board
//! points (scripted lines found with the engine and the AI, checked here
//! move by move), jump chains, forced captures, the move list, undo/redo,
//! flipping, keyboard and drag input.

use crate::harness::*;
use serde_json::{json, Value};
use tafl::engine::{AnyGame, GameId, GameRecord};
use tafl::links::share;

/// Fox and Geese: the fox takes geese until too few are left (a triple
/// chain at move 9 may stop after its first landing).
const FOX_GEESE_FOX_WINS: &str = "d4-c4 e3-f4 c4-c5 f4-f5 c5-d4 a3-b4 d4-c5 c3-c4 c5xc3xa3xc5 d3-e4 c5-b4 f5-e6 b4-b3 e2-e3 b3-a4 d1-e2 a4-b3 c2-c3 b3xd3xd1 e6-d7 d1-d2 g3-g4 d2xf4 g4-f5 f4-e3 e2-d3 e3xe5xg5 c1-d2 g5-g4 d2-e3 g4xe2xe4";

/// Fox and Geese: the geese trap the fox.
const FOX_GEESE_GEESE_WIN: &str = "d4-e4 d3-c4 e4-f5 e3-d4 f5-g4 d2-e3 g4-f4 e1-d2 f4-g5 e2-d3 g5-f4 d1-e2 f4-f5 f3-g4 f5-e5 e3-f4 e5-f5 f4-g5 f5-e5 b3-a4 e5-e4 e2-f3 e4-d5 c2-b3 d5-c5 d2-e3 c5-b4 c1-d2 b4-a5 g4-f5 a5-b4 f3-e4 b4-a5 g3-f4 a5-b5 c3-b4 b5-c5 d2-c3 c5-d5 a4-b5 d5-c6 a3-a4 c6-c5 b5-c6 c5-d5 a4-b5 d5-e6 b4-c5 e6-d7 d4-e5 d7-c7 c3-d4 c7-d7 e5-e6 d7-c7 c4-d5 c7-d7 d3-c4 d7-e7 e4-e5 e7-d7 e5-d6 d7-e7 d4-e5 e7-d7 b3-b4 d7-c7 e6-e7 c7-d7 e5-e6 d7-c7 f4-e5 c7-d7 e3-f4 d7-c7 e6-d7";

/// Two Foxes: the foxes, forced to capture, take geese until too few are left.
const TWO_FOXES_FOXES_WIN: &str = "c7-c6 e4-f5 e7-d7 a4-a5 d7-e6 e3-e4 e6-e5 a3-a4 e5xg5xe3xc5xa3 d3-d4 a3-b4 e4-d5 c6xe4 e2-d3 b4-c5 d2-e2 c5xe3 g3-f4 e3xg3xg5xe3 d3-d4 e3xc5 b3-b4 c5xa3 c2-d2 a3-b3 a4-b4 b3xb5xd3xb3";

/// Two Foxes: the geese fill the pen.
const TWO_FOXES_PEN: &str = "c7-d7 d4-c5 d7-c6 b4-b5 e7-d7 e4-f5 d7-c7 f5-e5 c6-d6 a4-b4 c7-c6 a3-a4 c6-d5 e5-f5 d6-c7 a4-a5 d5-d4 b5-c6 d4-e5 g4-g5 e5-e4 f4-g4 c7-d6 g3-f4 d6-d5 a5-b5 e4-e5 f3-g3 d5-d4 e2-f3 e5-d6 f3-e4 d6-d7 e1-e2 d4-d5 e3-f3 d7-c7 e2-e3 d5-e5 e4-d5 e5-d6 d5-e5 c7-d7 c4-d4 d6-d5 d4-c4 d5-e4 e3-d4 e4xe6 f3-e4 e6-d5 b3-a4 d5xb3 f4-e5 d7-d6 g4-f4 d6-e6 f4-g4 b3-c4 d1-e2 c4-b3 c1-d1 b3-a3 a4-a5 e6-e7 g3-f4 e7-d7 e2-e3 d7-d6 b4-a4 d6xb4 f5-e6 b4-c5 c6-c7 c5-d6 d4-c5 d6xb4 e3-f3 a3-b3 f3-e3 b3-c4 e6-d7 c4xe2 f4-f5 e2-e1 d1-c1 b4-b3 e3-d3 b3xd1 g4-f4 d1-c2 d3-e3 c2xe2 e3-d4 e2-f3 d4-d5 f3-g4 e5-e6 g4-g3 f5-e5 e1-d1 e6-d6 d1-d2 c3-d4 d2-c3 b5-c5 c3-d2 f4-f5 d2-e1 d5-c6 e1-e2 e4-d5 e2-d2 e5-e6 g3-g4 d7-e7 d2-e2 d4-e5 g4-g3 e6-d7 g3-g4 f5-e6";

/// Great Cross: the fox takes geese until too few are left.
const GREAT_CROSS_FOX_WINS: &str = "e7-d6 d4-e5 d6-d7 h4-h5 d7-d6 f4-g5 d6xf4xh6xh4xf4xd4 a4-a5 d4-d5 d3-d4 d5xd3 f3-f4 d3xf3xf5 c4-d4 f5-f6 d4-e5 f6xd4 a5-b5 d4-e5 b4-a4 e5-e6 a4-b4 e6-f6 b4-c5 f6-g5 b5-a5 g5-g6 e2-e3 g6-g5 c5-b5 g5-f5 i4-i5 f5-f6 b5-c5 f6-g6 e3-f3 g6-f6 e1-e2 f6-f7 a5-b5 f7-f6 d2-d3 f6-e6 d1-d2 e6-f6 d3-e3 f6-e5 i5-h6 e5-d5 b5-b6 d5xb5 f3-f4 b5-c5 e3-d3 c5-d5 h6-i6 d5-e5 b6-c6 e5-e4 i6-h6 e4-e3 h6-i6 e3xg5 i6-h6 g5-f6 d2-e3 f6-g5 f1-e1 g5-f6 c6-d6 f6-g6 e3-d4 g6xi6 d4-e5 i6-h6 d6-e7 h6-g6 d3-d4 g6-g5 e5-f6 g5-g6 e2-e3 g6xe6xe8 e1-d1 e8-d8 f2-f3 d8-e7 d4-d5 e7-d6 d1-d2 d6xd4";

/// Hnefatafl: the king escapes to k1.
const HNEFATAFL_ESCAPE: &str = "f2-e2 f8-e8 a4-d4 e7-d7 f10-b10 h6-h8 e2-b2 h8-f8 b6-b5 g5-g4 b2-a2 e5-e2 h11-h10 f8-f10 a2-a4 d7-e7 g11-g10 f10-f8 k8-k10 e6-e4 j6-j11 e7-e5 f1-f3 e2-f2 a7-c7 f2-b2 a6-c6 e5-e7 j11-j1 e8-e9 j1-j8 b2-b3 e1-e3 e7-e5 h1-h9 f8-d8 h10-h11 g4-j4 f11-g11 j4-j6 g1-h1 f7-e7 h1-h3 f5-g5 h3-h4 f4-g4 k5-j5 f6-f1 j8-j11 f1-k1";

/// Hnefatafl: the attackers capture the king.
const HNEFATAFL_CAPTURE: &str = "f10-c10 g5-h5 f2-c2 e7-e10 b6-c6 f4-c4 g1-g2 g7-g9 j6-i6 g6-g3 k7-i7 g3-g5 a7-c7 g5-g3 k4-g4 d6-d8 i6-i2 h5-h3 c2-b2 g9-k9 a6-b6 c4-c5 a4-c4 e10-e9 g4-g6 e9-b9 g2-c2 f8-f10 k8-h8 d8-e8 k6-i6 b9-e9 i6-h6 e9-g9 i7-k7 e6-e7 c6-e6 g9-g7 g11-g8 f10-g10 h1-h2 k9-j9 c4-h4 j9-d9 d1-d6 e8-e10 h2-f2 e7-e8 e1-e4 g10-i10 k5-k3 e8-c8 a5-a3 i10-f10 c10-c9 f5-k5 f2-f5 d9-g9 g8-e8 g9-e9 e8-c8 f7-f9 c7-f7";

/// Brandubh: a published game (tests/data/brandubh-games.csv of the
/// engine, line 106): the king, out on b4, is taken between c4 and a4.
const BRANDUBH_KING_TAKEN_BY_TWO: &str = "d2-e2 c4-c2 d6-c6 d3-a3 b4-b5 d4-b4 c6-c4";

/// Tablut: the king steps down to e4 and runs to the edge at a4.
const TABLUT_EDGE_ESCAPE: &str = "a4-a2 e4-h4 i6-i7 e5-e4 i7-i8 e4-a4";

/// Hnefatafl 13×13: the defenders clear f8 and g8, the king steps up to
/// g8 and runs by c8 and c13 into the corner a13 (the rules page's win
/// diagram), every square of the run on ranks 8 to 13.
const HNEFATAFL_13_ESCAPE: &str =
    "m5-k5 f8-f10 k5-k4 g8-b8 k4-k3 g7-g8 k3-k2 g8-c8 k2-l2 c8-c13 l2-l3 c13-a13";

/// The points a move is entered by: a Hnefatafl move's start and end
/// (`e3-e5xe4`: e3, e5; its marks name what it took), a fox step's two
/// points, or a fox jump's start and every landing (`c5xc3xa3`).
pub fn clicked_points(notation: &str) -> Vec<&str> {
    match notation.split_once('-') {
        Some((from, rest)) => vec![from, rest.split('x').next().unwrap_or(rest)],
        None => notation.split('x').collect(),
    }
}

/// `line` as the move list shows it: each Hnefatafl move with its capture
/// marks (the engine's `marked_moves`), fox moves as they are.
pub fn marked(game: tafl::engine::GameId, line: &str) -> String {
    let mut played = tafl::engine::AnyGame::new(game, Default::default()).expect("defaults");
    for mv in line.split_whitespace() {
        played
            .play_marked(mv)
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    played.marked_moves().join(" ")
}

impl Browser {
    /// Clicks the board point `name` through WebDriver (a real click at the
    /// point's centre), after scrolling it to the middle of the window as a
    /// person would (the sticky header may cover a point at the top).
    pub async fn click_point(&self, name: &str) -> Outcome {
        let selector = format!("[data-testid=board] [data-point={name}]");
        let point = self
            .client()
            .find(Locator::Css(&selector))
            .await
            .map_err(|e| format!("find point {name}: {e}"))?;
        self.client()
            .execute(
                "arguments[0].scrollIntoView({block: 'center', inline: 'center'})",
                vec![serde_json::to_value(&point).map_err(|e| e.to_string())?],
            )
            .await
            .map_err(|e| format!("scroll to point {name}: {e}"))?;
        point
            .click()
            .await
            .map_err(|e| format!("click point {name}: {e}"))
    }

    /// Clicks the element with `data-testid=id`.
    pub async fn click_testid(&self, id: &str) -> Outcome {
        self.click_css(&format!("[data-testid={id}]")).await
    }

    /// Clicks the first element `selector` finds (a real WebDriver click).
    pub async fn click_css(&self, selector: &str) -> Outcome {
        self.client()
            .find(Locator::Css(selector))
            .await
            .map_err(|e| format!("find {selector}: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click {selector}: {e}"))
    }

    /// The moves in the move list.
    pub async fn move_list(&self) -> Result<Vec<String>, String> {
        let seen = self
            .js("return [...document.querySelectorAll('[data-testid=move-list] li')].map(li => li.textContent.trim())")
            .await?;
        Ok(seen
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default())
    }

    /// Opens a game's page and waits for its board, and for the app to
    /// have taken over the page written at build time (whose board does
    /// not move).
    pub async fn open_game(&self, path: &str) -> Outcome {
        self.goto(path).await?;
        self.wait_for(
            "the playing board, run by the app",
            "return document.documentElement.dataset.app === 'ready' && \
             document.querySelectorAll('[data-testid=board] [data-point]').length > 0",
            json!(true),
        )
        .await
    }

    /// Picks `value` in the `<select>` with `data-testid=id`, as a person
    /// would (a change event).
    pub async fn choose(&self, id: &str, value: &str) -> Outcome {
        let script = format!(
            "const s = document.querySelector('[data-testid={id}]'); \
             if (!s) return false; s.value = {value:?}; \
             s.dispatchEvent(new Event('change', {{ bubbles: true }})); return s.value"
        );
        let seen = self.js(&script).await?;
        ensure!(seen == json!(value), format!("{id} set"), value, seen);
        Ok(())
    }

    /// "More choices…" of the start choice: the clock and rated menus,
    /// opened in place.
    pub async fn full_choice(&self) -> Outcome {
        self.click_testid("choice-more").await?;
        self.wait_for(
            "the clock menu",
            "return !!document.querySelector('[data-testid=choice-clock]')",
            json!(true),
        )
        .await
    }

    /// "New game": a fresh board with the start choice.
    pub async fn new_board(&self) -> Outcome {
        self.click_testid("new-game").await?;
        self.wait_for(
            "a fresh board with the start choice",
            "return !!document.querySelector('[data-testid=start-choice]:not([hidden])') \
             && document.querySelectorAll('[data-testid=move-list] li').length === 0",
            json!(true),
        )
        .await
    }

    /// Starts a game from the start choice with these seats ("human" or a
    /// level name): a person against the computer on either side, or the
    /// computer against itself at one level (under "More choices…").
    pub async fn new_game_between(&self, first: &str, second: &str) -> Outcome {
        if self
            .count("[data-testid=start-choice]:not([hidden])")
            .await?
            == 0
        {
            self.new_board().await?;
        }
        match (first, second) {
            ("human", "human") => return self.click_testid("play-two").await,
            ("human", level) | (level, "human") => {
                let side = if first == "human" { "first" } else { "second" };
                self.choose("choice-side", side).await?;
                self.choose("choice-level", level).await?;
                return self.click_testid("play-computer").await;
            }
            _ => {}
        }
        ensure!(
            first == second,
            "the start choice's game to watch, at one level",
            "the same level on both sides",
            format!("{first}, {second}")
        );
        if self.count("[data-testid=play-watch]:not([hidden])").await? == 0 {
            self.full_choice().await?;
        }
        self.choose("choice-level", first).await?;
        self.click_testid("play-watch").await
    }

    /// Plays `line` by clicking each move's start and landings (a
    /// Hnefatafl move's capture marks, `e3-e5xe4`, are not clicked); a
    /// chain that could go on is ended with the Stop button. Checks the
    /// move list, which shows the marks, after every move. Returns the
    /// plies at which Stop was offered.
    pub async fn play_line(&self, line: &str) -> Result<Vec<usize>, String> {
        let mut stops = Vec::new();
        let start = self.move_list().await?.len();
        for (i, notation) in line.split_whitespace().enumerate() {
            for point in clicked_points(notation) {
                self.click_point(point).await?;
            }
            let expected = start + i + 1;
            let mut list = self.move_list().await?;
            if list.len() != expected
                && self
                    .count(".chain:not([hidden]) [data-testid=stop-chain]")
                    .await?
                    == 1
            {
                stops.push(i + 1);
                self.click_testid("stop-chain").await?;
                list = self.move_list().await?;
            }
            ensure!(
                list.len() == expected && list.last().map(String::as_str) == Some(notation),
                format!("move {} ({notation}) in the move list", i + 1),
                format!("{expected} moves ending with {notation}"),
                format!("{list:?}")
            );
        }
        Ok(stops)
    }

    /// The status line.
    pub async fn status(&self) -> Result<String, String> {
        self.text("[data-testid=status]").await
    }
}

/// Plays a whole line on a fresh page and checks the final status.
async fn complete_game(name: &str, game: &str, line: &str, status_has: &[&str]) {
    let b = browser(DESKTOP).await;
    let result = async {
        let id: tafl::engine::GameId = game.parse().map_err(|e| format!("{e:?}"))?;
        let line = &marked(id, line);
        b.open_game(&format!("/en/play/{game}")).await?;
        b.play_line(line).await?;
        let status = b.status().await?.to_lowercase();
        ensure!(
            status_has.iter().all(|s| status.contains(s)),
            format!("{game}: the status at the end"),
            format!("{status_has:?}"),
            status
        );
        let banner = b.count("[data-testid=game-over]").await?;
        ensure!(banner == 1, "the game-over banner", 1, banner);
        // Every move of the list sits on one line ("c10-" above "d10xe10"
        // was a move broken in two): a broken one is taller than the rest.
        let broken = b
            .js("const all = [...document.querySelectorAll('[data-testid=move-list] .move')]; \
                 const one = Math.min(...all.map(m => m.getBoundingClientRect().height)); \
                 return all.filter(m => m.getBoundingClientRect().height > one * 1.5).map(m => m.textContent)")
            .await?;
        ensure!(broken == json!([]), "moves broken across lines", "[]", broken);
        // The game is over: no piece can be picked up.
        let last = line.split_whitespace().last().unwrap_or_default();
        let to = clicked_points(last).last().copied().unwrap_or_default();
        b.click_point(to).await?;
        let picked = b.count("[data-hl=selected]").await?;
        ensure!(picked == 0, "no piece picked up after the end", 0, picked);
        Ok(())
    }
    .await;
    b.run(name, result).await;
}

#[tokio::test]
async fn fox_geese_fox_wins_when_too_few_geese_are_left() {
    complete_game(
        "fox_geese_fox_wins_when_too_few_geese_are_left",
        "fox-geese",
        FOX_GEESE_FOX_WINS,
        &["fox wins", "too few geese"],
    )
    .await;
}

#[tokio::test]
async fn fox_geese_geese_win_by_trapping_the_fox() {
    complete_game(
        "fox_geese_geese_win_by_trapping_the_fox",
        "fox-geese",
        FOX_GEESE_GEESE_WIN,
        &["geese win", "fox is trapped"],
    )
    .await;
}

#[tokio::test]
async fn two_foxes_foxes_win_by_captures() {
    complete_game(
        "two_foxes_foxes_win_by_captures",
        "two-foxes",
        TWO_FOXES_FOXES_WIN,
        &["foxes win", "too few geese"],
    )
    .await;
}

#[tokio::test]
async fn two_foxes_geese_win_by_filling_the_pen() {
    complete_game(
        "two_foxes_geese_win_by_filling_the_pen",
        "two-foxes",
        TWO_FOXES_PEN,
        &["geese win", "pen"],
    )
    .await;
}

#[tokio::test]
async fn great_cross_fox_wins_when_too_few_geese_are_left() {
    complete_game(
        "great_cross_fox_wins_when_too_few_geese_are_left",
        "great-cross",
        GREAT_CROSS_FOX_WINS,
        &["fox wins", "too few geese"],
    )
    .await;
}

#[tokio::test]
async fn hnefatafl_king_escapes_to_a_corner() {
    complete_game(
        "hnefatafl_king_escapes_to_a_corner",
        "hnefatafl",
        HNEFATAFL_ESCAPE,
        &["defenders win", "corner"],
    )
    .await;
}

#[tokio::test]
async fn hnefatafl_attackers_capture_the_king() {
    complete_game(
        "hnefatafl_attackers_capture_the_king",
        "hnefatafl",
        HNEFATAFL_CAPTURE,
        &["attackers win", "king is captured"],
    )
    .await;
}

#[tokio::test]
async fn brandubh_attackers_take_the_king_between_two() {
    complete_game(
        "brandubh_attackers_take_the_king_between_two",
        "brandubh",
        BRANDUBH_KING_TAKEN_BY_TWO,
        &["attackers win", "king is captured"],
    )
    .await;
}

#[tokio::test]
async fn tablut_king_escapes_to_the_edge() {
    complete_game(
        "tablut_king_escapes_to_the_edge",
        "tablut",
        TABLUT_EDGE_ESCAPE,
        &["defenders win", "reached the edge"],
    )
    .await;
}

#[tokio::test]
async fn hnefatafl_13_king_escapes_into_a_top_corner() {
    complete_game(
        "hnefatafl_13_king_escapes_into_a_top_corner",
        "hnefatafl-13",
        HNEFATAFL_13_ESCAPE,
        &["defenders win", "corner"],
    )
    .await;
}

#[tokio::test]
async fn a_chain_can_stop_early_and_a_forced_capture_is_shown() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        let line: Vec<&str> = FOX_GEESE_FOX_WINS.split_whitespace().collect();
        b.play_line(&line[..8].join(" ")).await?;
        // Move 9 is c5xc3xa3xc5: after the first landing the fox may stop.
        b.click_point("c5").await?;
        let targets = b.count("[data-hl=target]").await?;
        ensure!(
            targets >= 1,
            "destinations of the picked-up fox",
            ">= 1",
            targets
        );
        b.click_point("c3").await?;
        let stop = b
            .count(".chain:not([hidden]) [data-testid=stop-chain]")
            .await?;
        ensure!(stop == 1, "the Stop button mid-chain", 1, stop);
        let at = b
            .js("return document.querySelector('[data-piece=fox]').dataset.at")
            .await?;
        ensure!(at == json!("c3"), "the fox stands on its landing", "c3", at);
        b.click_testid("stop-chain").await?;
        let list = b.move_list().await?;
        ensure!(
            list.last().map(String::as_str) == Some("c5xc3"),
            "the stopped chain",
            "c5xc3",
            format!("{list:?}")
        );
        // Two Foxes: when every move captures, the foxes that must are marked.
        b.open_game("/en/play/two-foxes").await?;
        let line: Vec<&str> = TWO_FOXES_FOXES_WIN.split_whitespace().collect();
        b.play_line(&line[..8].join(" ")).await?;
        let must = b.count("[data-hl=must]").await?;
        ensure!(must >= 1, "foxes that must capture", ">= 1", must);
        let note = b.count("[data-testid=must-capture]:not([hidden])").await?;
        ensure!(note == 1, "the compulsory-capture note", 1, note);
        // An illegal click (a fox step while a capture is forced) does nothing.
        b.click_point("e5").await?;
        b.click_point("e6").await?;
        let list = b.move_list().await?;
        ensure!(
            list.len() == 8,
            "no move from an illegal click",
            8,
            list.len()
        );
        Ok(())
    }
    .await;
    b.run(
        "a_chain_can_stop_early_and_a_forced_capture_is_shown",
        result,
    )
    .await;
}

#[tokio::test]
async fn undo_redo_and_viewing_earlier_positions() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        b.play_line("d1-d4 f4-f3 a4-c4").await?;
        b.click_testid("undo").await?;
        b.click_testid("undo").await?;
        let list = b.move_list().await?;
        ensure!(list == ["d1-d4"], "after two takebacks", "[d1-d4]", format!("{list:?}"));
        let status = b.status().await?;
        ensure!(status == "Defenders to move", "the status after takebacks", "Defenders to move", status);
        b.click_testid("redo").await?;
        let list = b.move_list().await?;
        ensure!(list == ["d1-d4", "f4-f3"], "after a redo", "[d1-d4, f4-f3]", format!("{list:?}"));
        // A different move drops what could be redone.
        b.play_line("a5-c5").await?;
        let redo: Value = b.js("return document.querySelector('[data-testid=redo]').disabled").await?;
        ensure!(redo == json!(true), "redo after a new move", true, redo);
        // The first move in the list shows the position after it.
        b.client()
            .find(Locator::Css("[data-testid=move-list] li:first-child button"))
            .await
            .map_err(|e| e.to_string())?
            .click()
            .await
            .map_err(|e| e.to_string())?;
        let f4 = b.count("[data-piece=defender][data-at=f4]").await?;
        ensure!(f4 == 1, "the defender back on f4 after move 1", 1, f4);
        let viewing = b.count("[data-testid=viewing]:not([hidden])").await?;
        ensure!(viewing == 1, "the earlier-position note", 1, viewing);
        // → (outside the board) steps forward to the live position.
        b.js("document.activeElement && document.activeElement.blur(); return true").await?;
        for _ in 0..2 {
            b.client()
                .active_element()
                .await
                .map_err(|e| e.to_string())?
                .send_keys("\u{E014}")
                .await
                .map_err(|e| e.to_string())?;
        }
        b.wait_for("the live position after →", "return document.querySelectorAll('[data-testid=viewing]:not([hidden])').length", json!(0)).await?;
        // Flip turns the board: a1 is now at the top right.
        b.click_testid("flip").await?;
        let above = b
            .js("const r = p => document.querySelector(`[data-point=${p}]`).getBoundingClientRect(); return r('a1').top < r('a11').top && r('a1').left > r('k1').left")
            .await?;
        ensure!(above == json!(true), "a1 above a11 and right of k1 when flipped", true, above);
        Ok(())
    }
    .await;
    b.run("undo_redo_and_viewing_earlier_positions", result)
        .await;
}

#[tokio::test]
async fn a_hnefatafl_capture_shows_its_mark_in_the_move_list() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        // The attackers close on the defender on f4 from both sides.
        b.play_line("a4-e4 d6-d3 k4-g4xf4").await?;
        let list = b.move_list().await?;
        ensure!(
            list == ["a4-e4", "d6-d3", "k4-g4xf4"],
            "the capture with its mark",
            "[a4-e4, d6-d3, k4-g4xf4]",
            format!("{list:?}")
        );
        let f4 = b.count("[data-testid=board] [data-piece][data-at=f4]").await?;
        ensure!(f4 == 0, "the captured defender off the board", 0, f4);
        // The saved record keeps plain moves; the marks are the list's.
        let saved = b
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => JSON.parse(localStorage.getItem(k)).record.moves.join(' '))")
            .await?;
        ensure!(
            saved == json!(["a4-e4 d6-d3 k4-g4"]),
            "the saved moves",
            "[a4-e4 d6-d3 k4-g4]",
            saved
        );
        Ok(())
    }
    .await;
    b.run(
        "a_hnefatafl_capture_shows_its_mark_in_the_move_list",
        result,
    )
    .await;
}

#[tokio::test]
async fn keyboard_and_drag_play_moves() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        // Keyboard: focus the board; the cursor starts on the fox (d4).
        b.js("document.querySelector('[data-testid=board]').focus(); return true")
            .await?;
        let board = b
            .client()
            .find(Locator::Css("[data-testid=board]"))
            .await
            .map_err(|e| e.to_string())?;
        // Enter picks up the fox, ↑ moves the cursor to d5, Enter drops it.
        board
            .send_keys("\u{E007}")
            .await
            .map_err(|e| e.to_string())?;
        board
            .send_keys("\u{E013}")
            .await
            .map_err(|e| e.to_string())?;
        board
            .send_keys("\u{E007}")
            .await
            .map_err(|e| e.to_string())?;
        let list = b.move_list().await?;
        ensure!(
            list == ["d4-d5"],
            "the keyboard move",
            "[d4-d5]",
            format!("{list:?}")
        );
        let announced = b.text("[data-testid=announcer]").await?;
        ensure!(
            announced.contains("d4-d5"),
            "the move announced",
            "…d4-d5…",
            announced
        );
        // Drag: press on c3, move to c4, release.
        let from = b
            .client()
            .find(Locator::Css("[data-testid=board] [data-point=c3]"))
            .await
            .map_err(|e| e.to_string())?;
        let to = b
            .client()
            .find(Locator::Css("[data-testid=board] [data-point=c4]"))
            .await
            .map_err(|e| e.to_string())?;
        use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
        let drag = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: to,
                duration: Some(std::time::Duration::from_millis(200)),
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        b.client()
            .perform_actions(drag)
            .await
            .map_err(|e| e.to_string())?;
        let list = b.move_list().await?;
        ensure!(
            list == ["d4-d5", "c3-c4"],
            "the dragged move",
            "[d4-d5, c3-c4]",
            format!("{list:?}")
        );
        // Accessible names of points.
        let label = b
            .js("return document.querySelector('[data-point=c4]').getAttribute('aria-label')")
            .await?;
        ensure!(
            label == json!("Goose on c4"),
            "the point's accessible name",
            "Goose on c4",
            label
        );
        Ok(())
    }
    .await;
    b.run("keyboard_and_drag_play_moves", result).await;
}

/// A screenshot: page, window, line, plies of it to play, a point to pick
/// up, file name.
type Shot = (
    &'static str,
    Window,
    &'static str,
    usize,
    Option<&'static str>,
    &'static str,
);

/// Not a check: screenshots of the play page for the visual review, in
/// `target/screenshots/` (phone and desktop, light and dark, mid-game with
/// a piece picked up, and a finished game). Run with `--ignored`.
#[tokio::test]
#[ignore]
async fn play_screenshots() {
    let phone = PHONE;
    let dark = |w: Window| Window { dark: true, ..w };
    let shots: [Shot; 9] = [
        (
            "/en/play/fox-geese",
            DESKTOP,
            FOX_GEESE_FOX_WINS,
            8,
            Some("c5"),
            "play-fox-geese-desktop",
        ),
        (
            "/fr/play/hnefatafl",
            dark(phone),
            HNEFATAFL_CAPTURE,
            12,
            Some("d1"),
            "play-hnefatafl-phone-dark-fr",
        ),
        (
            "/el/play/two-foxes",
            phone,
            TWO_FOXES_FOXES_WIN,
            8,
            None,
            "play-two-foxes-phone-el",
        ),
        (
            "/en/play/hnefatafl",
            dark(DESKTOP),
            HNEFATAFL_ESCAPE,
            usize::MAX,
            None,
            "play-hnefatafl-over-desktop-dark",
        ),
        (
            "/en/play/great-cross",
            phone,
            GREAT_CROSS_FOX_WINS,
            6,
            Some("e5"),
            "play-great-cross-phone",
        ),
        (
            "/en/play/brandubh",
            DESKTOP,
            BRANDUBH_KING_TAKEN_BY_TWO,
            usize::MAX,
            None,
            "play-brandubh-over-desktop",
        ),
        (
            "/fr/play/tablut",
            phone,
            TABLUT_EDGE_ESCAPE,
            3,
            Some("e5"),
            "play-tablut-phone-fr",
        ),
        (
            "/en/play/hnefatafl-13",
            DESKTOP,
            HNEFATAFL_13_ESCAPE,
            9,
            Some("g8"),
            "play-hnefatafl-13-desktop",
        ),
        (
            "/el/play/hnefatafl-13",
            phone,
            HNEFATAFL_13_ESCAPE,
            usize::MAX,
            None,
            "play-hnefatafl-13-over-phone-el",
        ),
    ];
    for (path, window, line, plies, pick, file) in shots {
        let b = browser(window).await;
        let result = async {
            b.open_game(path).await?;
            let game = path.rsplit('/').next().unwrap_or_default();
            let id: tafl::engine::GameId = game.parse().map_err(|e| format!("{e:?}"))?;
            let line = marked(id, line);
            let moves: Vec<&str> = line.split_whitespace().take(plies).collect();
            b.play_line(&moves.join(" ")).await?;
            if let Some(point) = pick {
                b.click_point(point).await?;
            }
            tokio::time::sleep(std::time::Duration::from_millis(400)).await;
            b.screenshot(&root().join(format!("target/screenshots/{file}.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("play_screenshots", result).await;
    }
}

/// Not a check: the move list of a long Hnefatafl game (moves such as
/// "c10-c9" and captures) at phone and desktop width, in Greek with the
/// Hint and Redo buttons, in `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored move_list_screenshots`.
#[tokio::test]
#[ignore]
async fn move_list_screenshots() {
    for (window, size) in [(DESKTOP, "desktop"), (PHONE, "phone")] {
        let b = browser(window).await;
        let result = async {
            b.open_game("/el/play/hnefatafl").await?;
            let line = marked(tafl::engine::GameId::Hnefatafl, HNEFATAFL_CAPTURE);
            let moves: Vec<&str> = line.split_whitespace().take(60).collect();
            b.play_line(&moves.join(" ")).await?;
            b.js("document.querySelector('[data-testid=move-list]').scrollIntoView({block: 'center'})")
                .await?;
            tokio::time::sleep(std::time::Duration::from_millis(400)).await;
            b.screenshot(&root().join(format!("target/screenshots/texts-move-list-{size}-el.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("move_list_screenshots", result).await;
    }
}

/// The `tafl.save.*` entries in localStorage: (key, moves).
async fn saved_games(b: &Browser) -> Result<Vec<(String, Vec<String>)>, String> {
    let seen = b
        .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).sort().map(k => [k, JSON.parse(localStorage.getItem(k)).record.moves])")
        .await?;
    Ok(seen
        .as_array()
        .map(|all| {
            all.iter()
                .filter_map(|pair| {
                    let key = pair.get(0)?.as_str()?.to_string();
                    let moves = pair
                        .get(1)?
                        .as_array()?
                        .iter()
                        .filter_map(|m| m.as_str().map(String::from))
                        .collect();
                    Some((key, moves))
                })
                .collect()
        })
        .unwrap_or_default())
}

#[tokio::test]
async fn a_reload_restores_the_game_and_a_share_link_reproduces_it_elsewhere() {
    let b = browser(DESKTOP).await;
    let link = std::sync::Mutex::new(String::new());
    let result = async {
        b.open_game("/en/play/two-foxes").await?;
        b.play_line("c7-c6 e4-f5 e7-d7").await?;
        let saves = saved_games(&b).await?;
        ensure!(
            saves.len() == 1 && saves[0].1 == ["c7-c6", "e4-f5", "e7-d7"],
            "the game saved after every move",
            "one save with 3 moves",
            format!("{saves:?}")
        );
        // The taps allowed sound, and the last move made its cue; the
        // sound is then turned off, which a reload remembers.
        let cue = "return document.documentElement.dataset.lastSound || null";
        let heard = b.js(cue).await?;
        ensure!(
            heard == json!("move"),
            "the last move's sound",
            "move",
            heard
        );
        b.click_testid("sound").await?;
        let pressed =
            "return document.querySelector('[data-testid=sound]').getAttribute('aria-pressed')";
        b.wait_for("sound turned off", pressed, json!("false"))
            .await?;
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for(
            "the restored moves",
            "return document.querySelectorAll('[data-testid=move-list] li').length",
            json!(3),
        )
        .await?;
        b.wait_for("sound still off after a reload", pressed, json!("false"))
            .await?;
        b.play_line("a4-a5").await?;
        let heard = b.js(cue).await?;
        ensure!(
            heard == json!(null),
            "no sound when it is off",
            "null",
            heard
        );
        b.click_testid("undo").await?;
        let status = b.status().await?;
        ensure!(
            status == "Geese to move",
            "the restored status",
            "Geese to move",
            status
        );
        b.click_testid("share").await?;
        let url = b
            .js("return document.querySelector('[data-testid=share-url]').value")
            .await?;
        let url = url.as_str().unwrap_or_default().to_string();
        ensure!(
            url.contains("/en/play/two-foxes?g=") && url.len() < 120,
            "a compact share link",
            "…/en/play/two-foxes?g=…",
            url
        );
        *link.lock().expect("link") = url;
        Ok(())
    }
    .await;
    b.run(
        "a_reload_restores_the_game_and_a_share_link_reproduces_it_elsewhere",
        result,
    )
    .await;

    // A fresh browser profile opens the link.
    let url = link.lock().expect("link").clone();
    let fresh = browser(DESKTOP).await;
    let result = async {
        let path = url.split_once("127.0.0.1").and_then(|(_, rest)| rest.split_once('/')).map(|(_, p)| format!("/{p}")).unwrap_or_default();
        fresh.open_game(&path).await?;
        fresh
            .wait_for(
                "the shared moves",
                "return [...document.querySelectorAll('[data-testid=move-list] li')].map(li => li.textContent.trim()).join(' ')",
                json!("c7-c6 e4-f5 e7-d7"),
            )
            .await?;
        // Ready to continue, and kept as a game of its own.
        fresh.play_line("a4-a5").await?;
        let saves = saved_games(&fresh).await?;
        ensure!(
            saves.len() == 1 && saves[0].1.len() == 4,
            "the shared game saved in the new profile",
            "one save with 4 moves",
            format!("{saves:?}")
        );
        Ok(())
    }
    .await;
    fresh
        .run("a_share_link_opens_in_a_fresh_profile", result)
        .await;
}

#[tokio::test]
async fn bad_links_and_bad_saves_give_messages_and_lose_nothing() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/fr/play/fox-geese").await?;
        b.play_line("d4-d5").await?;
        let before = saved_games(&b).await?;
        // A garbage share link: a message in French, a new game, the save kept.
        b.open_game("/fr/play/fox-geese?g=%%%garbage!!").await?;
        b.wait_for(
            "the share-link notice",
            "return document.querySelector('[data-testid=notice]')?.dataset.notice ?? null",
            json!("share"),
        )
        .await?;
        let text = b.text("[data-testid=notice]").await?;
        ensure!(
            text.contains("lien"),
            "the notice in French",
            "…lien…",
            text
        );
        let list = b.move_list().await?;
        ensure!(
            list.is_empty(),
            "a new game under the notice",
            "[]",
            format!("{list:?}")
        );
        // An entry that cannot be read: opening it says so, the text is kept aside.
        b.js("localStorage.setItem('tafl.save.broken1', '{not json'); return true")
            .await?;
        b.open_game("/fr/play/fox-geese?id=broken1").await?;
        b.wait_for(
            "the load notice",
            "return document.querySelector('[data-testid=notice]')?.dataset.notice ?? null",
            json!("load"),
        )
        .await?;
        let kept = b
            .js("return localStorage.getItem('tafl.broken.broken1')")
            .await?;
        ensure!(
            kept == json!("{not json"),
            "the unreadable text kept aside",
            "{not json",
            kept
        );
        let after = saved_games(&b).await?;
        ensure!(
            before.iter().all(|s| after.contains(s)),
            "the earlier save untouched",
            format!("{before:?}"),
            format!("{after:?}")
        );
        // The home page still works.
        b.goto("/fr/").await?;
        b.wait_for(
            "the home page",
            "return document.querySelectorAll('[data-game]').length >= 4",
            json!(true),
        )
        .await?;
        Ok(())
    }
    .await;
    b.run(
        "bad_links_and_bad_saves_give_messages_and_lose_nothing",
        result,
    )
    .await;
}

#[tokio::test]
async fn two_tabs_never_overwrite_each_other() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        b.play_line("d1-d4").await?;
        let first = b.client().window().await.map_err(|e| e.to_string())?;
        // A second tab resumes the same game and plays on.
        let second = b
            .client()
            .new_window(true)
            .await
            .map_err(|e| e.to_string())?;
        b.client()
            .switch_to_window(second.handle)
            .await
            .map_err(|e| e.to_string())?;
        b.open_game("/en/play/hnefatafl").await?;
        b.wait_for(
            "the resumed game",
            "return document.querySelectorAll('[data-testid=move-list] li').length",
            json!(1),
        )
        .await?;
        b.play_line("f4-f3").await?;
        // Back in the first tab, another move: it goes to a game of its own.
        b.client()
            .switch_to_window(first)
            .await
            .map_err(|e| e.to_string())?;
        b.play_line("e5-e3").await?;
        let saves = saved_games(&b).await?;
        let mut lines: Vec<Vec<String>> = saves.into_iter().map(|(_, m)| m).collect();
        lines.sort();
        ensure!(
            lines
                == [
                    vec!["d1-d4".to_string(), "e5-e3".into()],
                    vec!["d1-d4".into(), "f4-f3".into()]
                ],
            "both tabs' games kept",
            "[[d1-d4, e5-e3], [d1-d4, f4-f3]]",
            format!("{lines:?}")
        );
        Ok(())
    }
    .await;
    b.run("two_tabs_never_overwrite_each_other", result).await;
}

#[tokio::test]
async fn the_start_choice_sets_the_table_options_and_new_game_keeps_them() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/fox-geese").await?;
        // The start choice: the balance said plainly, each option with its
        // line, the level before "Play the computer".
        let balance = b.text("[data-testid=choice-table-balance]").await?;
        ensure!(
            balance.contains("every table is proved")
                && balance.contains("13 or 15 geese the fox wins with perfect play")
                && balance.contains("17 geese the geese do")
                && balance.contains("With sideways steps, 13 geese is a draw and with 15 or 17 the geese win (proved)")
                && !balance.contains("not settled"),
            "the balance of every table, with and without sideways steps, as the solver proved it",
            "… every table is proved: with 13 or 15 geese the fox wins with perfect play, with 17 geese the geese do … With sideways steps, 13 geese is a draw and with 15 or 17 the geese win (proved).",
            balance
        );
        let lines = b
            .js("return ['13', '15', '17'].map(n => document.querySelector(`[data-testid=choice-geese-${n}]`) \
                 .closest('label').textContent.trim().length > 10)")
            .await?;
        ensure!(lines == json!([true, true, true]), "a line per number of geese", "[true, true, true]", lines);
        let line_17 = b
            .js("return document.querySelector('[data-testid=choice-geese-17]').closest('label').textContent")
            .await?;
        ensure!(
            line_17.as_str().is_some_and(|line| line
                .contains("the geese win with perfect play, with or without sideways steps (proved)")),
            "the 17-geese line says who wins with and without sideways steps, as proved",
            "… the geese win with perfect play, with or without sideways steps (proved)",
            line_17
        );
        let level_first = b
            .js("const l = document.querySelector('[data-testid=choice-level]'); \
                 const go = document.querySelector('[data-testid=play-computer]'); \
                 return !!(l.compareDocumentPosition(go) & Node.DOCUMENT_POSITION_FOLLOWING)")
            .await?;
        ensure!(level_first == json!(true), "the level before Play the computer", true, level_first);
        b.click_testid("choice-geese-15").await?;
        b.wait_for(
            "15 geese at once",
            "return document.querySelectorAll('[data-testid=board] [data-piece=goose]').length",
            json!(15),
        )
        .await?;
        let still = b.count("[data-testid=start-choice]:not([hidden])").await?;
        ensure!(still == 1, "the start choice stays", 1, still);
        for expected in [true, false] {
            b.click_testid("choice-sideways").await?;
            b.wait_for(
                "the sideways choice",
                "return document.querySelector('[data-testid=choice-sideways]').checked",
                json!(expected),
            )
            .await?;
        }
        b.play_line("d4-d5").await?;
        // New game: a fresh board of the same table, whose start choice
        // changes it again.
        b.new_board().await?;
        let kept = b.count("[data-testid=board] [data-piece=goose]").await?;
        ensure!(kept == 15, "the new board keeps the table", 15, kept);
        b.click_testid("choice-geese-17").await?;
        b.click_testid("choice-sideways").await?;
        b.click_testid("play-two").await?;
        b.wait_for(
            "17 geese on a new board",
            "return document.querySelectorAll('[data-testid=board] [data-piece=goose]').length",
            json!(17),
        )
        .await?;
        let list = b.move_list().await?;
        ensure!(
            list.is_empty(),
            "a new game has no moves",
            "[]",
            format!("{list:?}")
        );
        // Sideways steps are now legal: the goose on b4 steps to c4.
        b.play_line("d4-d5 b4-c4").await?;
        let status = b.status().await?;
        ensure!(
            status == "Fox to move",
            "the status after a sideways step",
            "Fox to move",
            status
        );
        Ok(())
    }
    .await;
    b.run(
        "the_start_choice_sets_the_table_options_and_new_game_keeps_them",
        result,
    )
    .await;
}

/// A game of `game` after `line`, or after its first legal move `plies`
/// times when `line` is empty.
fn played(game: GameId, line: &str, plies: usize) -> Result<AnyGame, String> {
    let mut g = AnyGame::new(game, Default::default()).map_err(|e| e.to_string())?;
    for mv in line.split_whitespace() {
        g.play(mv).map_err(|e| format!("{mv}: {e}"))?;
    }
    for _ in 0..plies {
        let mv = g.legal_moves().first().cloned().ok_or("a legal move")?;
        g.play(&mv).map_err(|e| e.to_string())?;
    }
    Ok(g)
}

/// The marks of the cross boards, at phone and desktop width and in the
/// dark theme: the piece held, its targets (rings larger than the board's
/// points), the last move's two points and the geese it took, crossed
/// out. Saves the pictures to `target/screenshots/marks-*.png`.
#[tokio::test]
async fn cross_boards_mark_the_selection_its_targets_the_last_move_and_captures() {
    let dark_phone = Window {
        dark: true,
        ..PHONE
    };
    for (window, name) in [
        (PHONE, "phone"),
        (DESKTOP, "desktop"),
        (dark_phone, "phone-dark"),
    ] {
        let b = browser(window).await;
        let result = async {
            // Fox and Geese after the fox's triple jump c5xc3xa3xc5.
            let games = [
                (GameId::FoxGeese, "d4-c4 e3-f4 c4-c5 f4-f5 c5-d4 a3-b4 d4-c5 c3-c4 c5xc3xa3xc5", 0, 3),
                (GameId::TwoFoxes, "", 3, 0),
                (GameId::GreatCross, "", 3, 0),
            ];
            for (id, line, plies, taken) in games {
                let game = played(id, line, plies)?;
                b.open_game(&share::share_path("en", &GameRecord::of(&game)))
                    .await?;
                let next = game.legal_moves().first().cloned().ok_or("a move to make")?;
                let from = clicked_points(&next)[0];
                b.click_point(from).await?;
                let marks: Value = b
                    .js("const n = k => document.querySelectorAll(`[data-testid=board] [data-hl=${k}]`).length; \
                         return [n('selected'), n('target') > 0, n('from'), n('to') > 0, n('captured')]")
                    .await?;
                ensure!(
                    marks == json!([1, true, 1, true, taken]),
                    format!("{id:?} ({name}): selected, targets, from, to, captured"),
                    format!("[1, true, 1, true, {taken}]"),
                    marks
                );
                let larger: Value = b
                    .js("const t = document.querySelector('[data-testid=board] [data-hl=target]'); \
                         const p = document.querySelector('[data-testid=board] .point'); \
                         return +t.getAttribute('r') > +p.getAttribute('r')")
                    .await?;
                ensure!(larger == json!(true), format!("{id:?}: a target larger than a point"), true, larger);
                b.screenshot(&root().join(format!(
                    "target/screenshots/marks-{}-{name}.png",
                    id.as_str()
                )))
                .await;
            }
            Ok(())
        }
        .await;
        b.run(
            "cross_boards_mark_the_selection_its_targets_the_last_move_and_captures",
            result,
        )
        .await;
    }
}

/// Not a check: the start choice with the table options, and the analysis
/// read-out, for the visual review, in `target/screenshots/`. Run with
/// `--ignored`.
#[tokio::test]
#[ignore]
async fn start_choice_and_readout_screenshots() {
    for (window, name) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
        let b = browser(window).await;
        let result = async {
            for lang in ["en", "fr", "el"] {
                b.open_game(&format!("/{lang}/play/fox-geese")).await?;
                b.js("document.querySelector('[data-testid=start-choice]:not([hidden])').scrollIntoView()")
                    .await?;
                b.screenshot(
                    &root().join(format!("target/screenshots/start-choice-{lang}-{name}.png")),
                )
                .await;
            }
            b.open_game("/en/play/fox-geese").await?;
            b.play_line("d4-d5").await?;
            b.click_testid("analyse").await?;
            b.wait_for(
                "the analysis board",
                "return document.documentElement.dataset.app === 'ready' && \
                 document.querySelectorAll('[data-testid=engine-toggle]').length",
                json!(1),
            )
            .await?;
            b.click_testid("engine-toggle").await?;
            b.wait_for(
                "the read-out",
                "return document.querySelectorAll('[data-testid=eval-depth]').length",
                json!(1),
            )
            .await?;
            tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
            b.screenshot(&root().join(format!("target/screenshots/readout-{name}.png")))
                .await;
            Ok(())
        }
        .await;
        b.run("start_choice_and_readout_screenshots", result).await;
    }
}
