//! A whole game played with the keyboard alone, in the screen-reader mode:
//! the mode switched on as the page's first stop, the attackers' moves
//! made on the grid of buttons with the arrow keys and Enter, the
//! defenders' typed in the move box, and the live region's sentence
//! checked after every move, in English and in French, to the defenders'
//! win. Then the single-key questions, a refused typed move, the
//! screenshots of the mode at phone and desktop width, and the mode
//! switched off again (the drawn board back, screenshots beside). And a
//! game typed move by move in the box under the drawn board (the mode
//! off), with its refusals, in English and in Greek.

use crate::harness::*;
use serde_json::json;

const TAB: &str = "\u{E004}";
const SHIFT_TAB: &str = "\u{E008}\u{E004}";
const ENTER: &str = "\u{E007}";
const LEFT: &str = "\u{E012}";
const UP: &str = "\u{E013}";
const RIGHT: &str = "\u{E014}";
const DOWN: &str = "\u{E015}";

/// The king leaves the throne and reaches a11 in six moves; each move with
/// what the live region says after it, in English and in French.
const GAME: [(&str, &str, &str); 12] = [
    ("k4-j4", "Attacker from k4 to j4. Defenders to move.",
        "Attaquant de k4 à j4. Aux défenseurs de jouer."),
    ("e7-b7", "Defender from e7 to b7. Can be taken next move: defender on b7. Attackers to move.",
        "Défenseur de e7 à b7. En prise au prochain coup\u{a0}: défenseur en b7. Aux attaquants de jouer."),
    ("j4-k4", "Attacker from j4 to k4. Can be taken next move: attacker on b6. Defenders to move.",
        "Attaquant de j4 à k4. En prise au prochain coup\u{a0}: attaquant en b6. Aux défenseurs de jouer."),
    ("e6-e10", "Defender from e6 to e10. 2 can be taken next move: defender on b7, defender on e10. Attackers to move.",
        "Défenseur de e6 à e10. 2 en prise au prochain coup\u{a0}: défenseur en b7, défenseur en e10. Aux attaquants de jouer."),
    ("k4-j4", "Attacker from k4 to j4. 2 can be taken next move: attacker on b6, attacker on f10. Defenders to move.",
        "Attaquant de k4 à j4. 2 en prise au prochain coup\u{a0}: attaquant en b6, attaquant en f10. Aux défenseurs de jouer."),
    ("f6-e6", "King from f6 to e6. 2 can be taken next move: defender on b7, defender on e10. Attackers to move.",
        "Roi de f6 à e6. 2 en prise au prochain coup\u{a0}: défenseur en b7, défenseur en e10. Aux attaquants de jouer."),
    ("j4-k4", "Attacker from j4 to k4. 2 can be taken next move: attacker on b6, attacker on f10. Defenders to move.",
        "Attaquant de j4 à k4. 2 en prise au prochain coup\u{a0}: attaquant en b6, attaquant en f10. Aux défenseurs de jouer."),
    ("e6-e9", "King from e6 to e9. 2 can be taken next move: defender on b7, defender on e10. Attackers to move.",
        "Roi de e6 à e9. 2 en prise au prochain coup\u{a0}: défenseur en b7, défenseur en e10. Aux attaquants de jouer."),
    ("k4-j4", "Attacker from k4 to j4. 2 can be taken next move: attacker on b6, attacker on f10. Defenders to move.",
        "Attaquant de k4 à j4. 2 en prise au prochain coup\u{a0}: attaquant en b6, attaquant en f10. Aux défenseurs de jouer."),
    ("e9-a9", "King from e9 to a9. The king has an open route to a11. 2 can be taken next move: defender on b7, defender on e10. Attackers to move.",
        "Roi de e9 à a9. Le roi a une route libre vers a11. 2 en prise au prochain coup\u{a0}: défenseur en b7, défenseur en e10. Aux attaquants de jouer."),
    ("j4-k4", "Attacker from j4 to k4. The king has an open route to a11. 2 can be taken next move: attacker on b6, attacker on f10. Defenders to move.",
        "Attaquant de j4 à k4. Le roi a une route libre vers a11. 2 en prise au prochain coup\u{a0}: attaquant en b6, attaquant en f10. Aux défenseurs de jouer."),
    ("a9-a11", "King from a9 to a11. The defenders win: the king has reached a corner.",
        "Roi de a9 à a11. Les défenseurs gagnent\u{a0}: le roi a atteint un coin."),
];

/// Sends `keys` to the focused element.
async fn press(b: &Browser, keys: &str) -> Outcome {
    b.client()
        .active_element()
        .await
        .map_err(|e| e.to_string())?
        .send_keys(keys)
        .await
        .map_err(|e| e.to_string())
}

/// Tabs (or shift-tabs) until the focused element matches `selector`.
async fn tab_to(b: &Browser, selector: &str, keys: &str) -> Outcome {
    let script = format!("return document.activeElement.matches({selector:?})");
    for _ in 0..120 {
        if b.js(&script).await? == json!(true) {
            return Ok(());
        }
        press(b, keys).await?;
    }
    Err(format!("Tab never reached {selector}"))
}

/// Back to the grid's button: just before the move box (Shift+Tab from
/// there), else forward round the page.
async fn to_grid(b: &Browser) -> Outcome {
    let in_box = b
        .js("return document.activeElement.id === 'typed-move-input'")
        .await?;
    let keys = if in_box == json!(true) {
        SHIFT_TAB
    } else {
        TAB
    };
    tab_to(b, "[data-testid=board-grid] button", keys).await
}

/// The file and rank of a point's name ("k4" → (10, 4)).
fn coords(name: &str) -> (i32, i32) {
    let file = i32::from(name.as_bytes()[0] - b'a');
    (file, name[1..].parse().unwrap_or(0))
}

/// Walks the grid's focus to `to` with the arrow keys (the tafl board has
/// a point on every square, so each arrow is one step), and presses it.
async fn press_point(b: &Browser, to: &str) -> Outcome {
    let at = b.js("return document.activeElement.dataset.cell").await?;
    let at = at.as_str().ok_or("the focus on a grid button")?.to_string();
    let ((fx, fy), (tx, ty)) = (coords(&at), coords(to));
    let across = if tx > fx { RIGHT } else { LEFT };
    let upward = if ty > fy { UP } else { DOWN };
    let keys = across.repeat(fx.abs_diff(tx) as usize) + &upward.repeat(fy.abs_diff(ty) as usize);
    press(b, &keys).await?;
    let now = b.js("return document.activeElement.dataset.cell").await?;
    ensure!(
        now == json!(to),
        "the grid's focus after the arrows",
        to,
        now
    );
    press(b, ENTER).await
}

/// Plays the game on `/lang/play/hnefatafl` (the mode already on).
async fn play_game(b: &Browser, lang: &str) -> Outcome {
    for (ply, (mv, en, fr)) in GAME.iter().enumerate() {
        let (from, to) = mv.split_once('-').ok_or("a move")?;
        if ply % 2 == 0 {
            to_grid(b).await?;
            press_point(b, from).await?;
            press_point(b, to).await?;
        } else {
            tab_to(b, "[data-testid=typed-move-input]", TAB).await?;
            press(b, &format!("{mv}{ENTER}")).await?;
        }
        let said = if lang == "en" { en } else { fr };
        b.wait_for(
            &format!("{lang}: the live region after {mv}"),
            "return document.querySelector('[data-testid=announcer]').textContent",
            json!(said),
        )
        .await?;
    }
    Ok(())
}

#[tokio::test]
async fn a_short_game_by_keyboard_is_announced_in_english_and_french() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/en/play/hnefatafl").await?;
        b.js("localStorage.clear(); return 0").await?;
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for("the app", "return document.documentElement.dataset.app", json!("ready")).await?;
        // The mode's switch is the first stop; Enter turns the mode on.
        press(&b, TAB).await?;
        tab_to(&b, "[data-testid=screen-reader]", TAB).await?;
        let first = b.js("return document.querySelector('a, button, input, [tabindex]') === document.activeElement").await?;
        ensure!(first == json!(true), "the switch as the first focusable control", true, first);
        press(&b, ENTER).await?;
        b.wait_for("the grid of buttons", "return document.querySelectorAll('[data-testid=board-grid] button').length", json!(121)).await?;
        let pressed = b.js("return document.querySelector('[data-testid=screen-reader]').getAttribute('aria-pressed')").await?;
        ensure!(pressed == json!("true"), "the switch pressed", "true", pressed);
        let k4 = b.js("return document.querySelector('[data-cell=k4]').getAttribute('aria-label')").await?;
        ensure!(k4 == json!("k4, attacker"), "a button names its point and piece", "k4, attacker", k4);
        play_game(&b, "en").await?;
        // Single keys on the board: whose turn (the result), the clock, the last move.
        to_grid(&b).await?;
        let say = "return document.querySelector('[data-testid=grid-say]').textContent";
        press(&b, "t").await?;
        b.wait_for("T: the result", say, json!("The defenders win: the king has reached a corner.")).await?;
        press(&b, "c").await?;
        b.wait_for("C: no clock", say, json!("This game has no clock.")).await?;
        press(&b, "l").await?;
        b.wait_for("L: the last move", say, json!(GAME[11].1)).await?;
        // A typed move after the end, and a malformed one, are refused clearly.
        tab_to(&b, "[data-testid=typed-move-input]", TAB).await?;
        press(&b, &format!("a11-a10{ENTER}")).await?;
        let message = "return document.querySelector('[data-testid=typed-move-message]').textContent";
        b.wait_for("a move after the end", message, json!("The game is over.")).await?;

        // French, the mode remembered: a new game, and M on a piece.
        b.goto("/fr/play/hnefatafl").await?;
        b.js("for (const k of Object.keys(localStorage)) if (k !== 'tafl.screen-reader') localStorage.removeItem(k); return 0").await?;
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for("the grid in French", "return document.querySelectorAll('[data-testid=board-grid] button').length", json!(121)).await?;
        tab_to(&b, "[data-testid=typed-move-input]", TAB).await?;
        press(&b, &format!("zz{ENTER}")).await?;
        b.wait_for("a malformed move in French", message, json!("«\u{a0}zz\u{a0}» n’est pas un coup\u{a0}: écrivez le départ et l’arrivée, par exemple d1-d4 (et les pièces qu’il prend, ainsi f4-c4xc5).")).await?;
        press(&b, "\u{E009}a\u{E000}\u{E003}").await?;
        to_grid(&b).await?;
        press_point(&b, "j6").await?;
        press(&b, "\u{E00C}m").await?;
        let moves = format!("{say}.includes(' coups depuis j6\u{a0}: j6-')");
        b.wait_for("M: the moves of j6", &moves, json!(true)).await?;
        press(&b, "\u{E00C}").await?;
        play_game(&b, "fr").await?;
        for (window, size) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
            b.client().set_window_size(window.width, window.height).await.map_err(|e| e.to_string())?;
            b.js("document.querySelector('[data-testid=board-grid]').scrollIntoView(); return 0").await?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&root().join(format!("target/screenshots/screen-reader-{size}-fr.png"))).await;
        }
        // The mode off again from its switch: the page reloads with its own
        // binary and the drawn board, the focus back on the switch.
        b.js("document.querySelector('[data-testid=screen-reader]').focus(); return 0").await?;
        press(&b, ENTER).await?;
        b.wait_for("the drawn board again", "return !!document.querySelector('svg[data-testid=board]') \
            && !document.querySelector('[data-testid=board-grid]') && document.documentElement.dataset.app", json!("ready")).await?;
        let switch = "return [document.activeElement.dataset.testid, document.activeElement.getAttribute('aria-pressed')]";
        b.wait_for("the switch focused, not pressed", switch, json!(["screen-reader", "false"])).await?;
        for (window, size) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
            b.client().set_window_size(window.width, window.height).await.map_err(|e| e.to_string())?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&root().join(format!("target/screenshots/screen-reader-off-{size}-fr.png"))).await;
        }
        Ok(())
    }
    .await;
    b.run(
        "a_short_game_by_keyboard_is_announced_in_english_and_french",
        result,
    )
    .await;
}

/// The king escapes to a11 after the attackers take the defender on f4;
/// each move as typed, with the move list's text of it.
const TYPED_GAME: [(&str, &str); 14] = [
    ("a4-e4", "a4-e4"),
    ("D6D3", "d6-d3"),
    ("k4-g4xf4", "k4-g4xf4"),
    ("e7 - b7", "e7-b7"),
    ("g4-k4", "g4-k4"),
    ("e6-e10", "e6-e10"),
    ("k4-j4", "k4-j4"),
    ("f6-e6", "f6-e6"),
    ("j4-k4", "j4-k4"),
    ("e6–e9", "e6-e9"),
    ("k4-j4", "k4-j4"),
    ("e9-a9", "e9-a9"),
    ("j4-k4", "j4-k4"),
    ("a9-a11", "a9-a11"),
];

/// Plays [`TYPED_GAME`] in the box on `/lang/play/hnefatafl`, checking
/// the move list and the board after every move, a wrong capture mark and
/// a move after the end refused with `messages` (wrong marks, game over).
async fn type_game(b: &Browser, messages: [&str; 2]) -> Outcome {
    for (ply, (typed, listed)) in TYPED_GAME.iter().enumerate() {
        if *listed == "k4-g4xf4" {
            b.type_move("k4-g4xf5").await?;
            b.wait_for("a wrong capture mark", TYPED_MESSAGE, json!(messages[0]))
                .await?;
        }
        b.type_move(typed).await?;
        let expected: Vec<&str> = TYPED_GAME[..=ply].iter().map(|(_, l)| *l).collect();
        let list = "return [...document.querySelectorAll('[data-testid=move-list] li')].map(li => li.textContent.trim())";
        b.wait_for(
            &format!("the move list after {typed}"),
            list,
            json!(expected),
        )
        .await?;
        let (from, to) = listed.split_once('-').ok_or("a move")?;
        let to = to.split('x').next().unwrap_or(to);
        let board = format!(
            "const at = p => document.querySelectorAll(`[data-testid=board] [data-piece][data-at=${{p}}]`).length; \
             return [at('{from}'), at('{to}'), at('f4')]"
        );
        // f4's defender is there until move 3 takes it.
        let f4 = u64::from(ply < 2);
        let seen = b.js(&board).await?;
        ensure!(
            seen == json!([0, 1, f4]),
            format!("the board after {typed}"),
            json!([0, 1, f4]),
            seen
        );
        let message = b.js(TYPED_MESSAGE).await?;
        ensure!(
            message == json!(""),
            format!("no message after {typed}"),
            "",
            message
        );
    }
    let banner = b.count("[data-testid=game-over]").await?;
    ensure!(banner == 1, "the game-over banner", 1, banner);
    b.type_move("a11-a10").await?;
    b.wait_for("a move after the end", TYPED_MESSAGE, json!(messages[1]))
        .await
}

#[tokio::test]
async fn a_game_typed_in_the_box_under_the_drawn_board_in_english_and_greek() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/en/play/hnefatafl").await?;
        b.wait_for("the drawn board, run by the app", "return document.documentElement.dataset.app === 'ready' \
            && !!document.querySelector('svg[data-testid=board]') && !document.querySelector('[data-testid=board-grid]')", json!(true)).await?;
        let label = b.text("label[for=typed-move-input]").await?;
        ensure!(label == "Type a move", "the box's label", "Type a move", label);
        // An illegal move and a malformed one, then the game.
        b.type_move("d1-d9").await?;
        b.wait_for("an illegal move", TYPED_MESSAGE, json!("“d1-d9” is not a legal move here.")).await?;
        let role = b.js("return document.querySelector('[data-testid=typed-move-message]').getAttribute('role')").await?;
        ensure!(role == json!("alert"), "the message is an alert", "alert", role);
        b.type_move("zz").await?;
        b.wait_for("a malformed move", TYPED_MESSAGE, json!("“zz” is not a move: write the start and the arrival, \
            for example d1-d4 (and the pieces it takes, as f4-c4xc5).")).await?;
        let moves = b.count("[data-testid=move-list] li").await?;
        ensure!(moves == 0, "nothing played by a refusal", 0, moves);
        type_game(&b, ["“k4-g4xf5” does not take the pieces it marks.", "The game is over."]).await?;
        let status = b.text("[data-testid=status]").await?.to_lowercase();
        ensure!(status.contains("defenders win"), "the status at the end", "defenders win", status);

        // Greek, a new game.
        b.goto("/el/play/hnefatafl").await?;
        b.js("localStorage.clear(); return 0").await?;
        b.client().refresh().await.map_err(|e| e.to_string())?;
        b.wait_for("the Greek page", "return document.documentElement.dataset.app === 'ready' && \
            document.querySelectorAll('[data-testid=board] [data-piece]').length", json!(37)).await?;
        let label = b.text("label[for=typed-move-input]").await?;
        ensure!(label == "Γράψτε μια κίνηση", "the box's label in Greek", "Γράψτε μια κίνηση", label);
        b.type_move("d1-d9").await?;
        b.wait_for("an illegal move in Greek", TYPED_MESSAGE, json!("Η κίνηση «d1-d9» δεν επιτρέπεται εδώ.")).await?;
        b.type_move("zz").await?;
        b.wait_for("a malformed move in Greek", TYPED_MESSAGE, json!("Το «zz» δεν είναι κίνηση: γράψτε την αφετηρία \
            και τον προορισμό, για παράδειγμα d1-d4 (και τα κομμάτια που αιχμαλωτίζει, όπως f4-c4xc5).")).await?;
        type_game(&b, ["Η κίνηση «k4-g4xf5» δεν αιχμαλωτίζει τα κομμάτια που σημειώνει.", "Το παιχνίδι τελείωσε."]).await?;
        Ok(())
    }
    .await;
    b.run(
        "a_game_typed_in_the_box_under_the_drawn_board_in_english_and_greek",
        result,
    )
    .await;
}
