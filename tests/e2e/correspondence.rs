//! Play a friend by link: two browser profiles (two people at their own
//! browsers, each with its own storage) play a Hnefatafl game by passing
//! the link back and forth, read from the page's "Send this link to your
//! friend" box. Each moves only its own side (a click on the friend's
//! pieces does nothing), a link opened twice or opened by its sender is
//! explained and changes nothing, and at the end each browser holds
//! exactly one "My games" entry for the game. A third browser profile
//! opening a player's link watches (and its clicks move nothing), a
//! resignation travels to the friend in the link, and two players at one
//! device agree a draw.

use crate::harness::*;
use serde_json::{json, Value};

/// Six plies that all play: attackers, then defenders, in turn.
const LINE: [&str; 6] = ["d1-d4", "f4-f3", "a4-a3", "f3-g3", "a3-a2", "g3-g2"];

/// The site path of a full link the page shows (`http://…/en/play/…?g=…`).
fn path_of(url: &str) -> String {
    url.split_once("://")
        .and_then(|(_, rest)| rest.split_once('/'))
        .map(|(_, path)| format!("/{path}"))
        .unwrap_or_default()
}

impl Browser {
    /// The link in the "Send this link to your friend" box, as a path.
    async fn link_to_send(&self) -> Result<String, String> {
        self.wait_for(
            "the link to send",
            "return document.querySelector('[data-testid=send-url]')?.value.includes('?g=') ?? false",
            json!(true),
        )
        .await?;
        let url = self
            .js("return document.querySelector('[data-testid=send-url]').value")
            .await?;
        let url = url.as_str().unwrap_or_default();
        ensure!(
            url.starts_with(&server().origin) && url.contains("/en/play/hnefatafl?g="),
            "a full link to the game",
            "http://…/en/play/hnefatafl?g=…",
            url
        );
        Ok(path_of(url))
    }

    /// Whose turn the status says (`yours`, `friends`) and its text.
    async fn turn(&self) -> Result<(Value, String), String> {
        let whose = self
            .js("return document.querySelector('[data-testid=status]')?.dataset.turn ?? null")
            .await?;
        Ok((whose, self.status().await?))
    }

    /// A click on the piece at `point` (the friend's side, or any piece on
    /// the friend's turn) picks nothing up and plays nothing.
    async fn click_does_nothing(&self, point: &str) -> Outcome {
        let before = self.move_list().await?;
        self.click_point(point).await?;
        let picked = self.count("[data-hl=selected], [data-hl=target]").await?;
        let after = self.move_list().await?;
        ensure!(
            picked == 0 && after == before,
            format!("a click on {point} does nothing"),
            format!("nothing picked up, moves {before:?}"),
            format!("{picked} highlighted, moves {after:?}")
        );
        Ok(())
    }

    /// The saves in this browser's storage: (id, moves).
    async fn saves(&self) -> Result<Vec<(String, Vec<String>)>, String> {
        let seen = self
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).sort().map(k => { const s = JSON.parse(localStorage.getItem(k)); return [s.id, s.record.moves]; })")
            .await?;
        Ok(serde_json::from_value(seen).unwrap_or_default())
    }

    /// Opens a friend's link and waits for its game's moves.
    async fn open_link(&self, path: &str, plies: usize) -> Outcome {
        self.open_game(path).await?;
        self.wait_for(
            "the game of the link",
            "return document.querySelectorAll('[data-testid=move-list] li').length",
            json!(plies),
        )
        .await
    }

    /// Clicks the element `selector` (a real click).
    async fn tap(&self, selector: &str) -> Outcome {
        self.client()
            .find(Locator::Css(selector))
            .await
            .map_err(|e| format!("find {selector}: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click {selector}: {e}"))
    }

    /// The notice on the page: (kind, case).
    async fn notice(&self) -> Result<Value, String> {
        self.js("const n = document.querySelector('[data-testid=notice]'); return n ? [n.dataset.notice, n.dataset.detail] : null")
            .await
    }
}

#[tokio::test]
async fn two_browsers_play_a_game_by_passing_links() {
    let a = browser(DESKTOP).await;
    let b = browser(DESKTOP).await;
    let result = async {
        // A starts a game with a friend by link, playing the attackers.
        a.open_game("/en/play/hnefatafl").await?;
        a.click_testid("play-friend").await?;
        a.wait_for(
            "A's turn",
            "return document.querySelector('[data-testid=status]')?.dataset.turn ?? null",
            json!("yours"),
        )
        .await?;
        let (_, status) = a.turn().await?;
        ensure!(
            status == "Your move — you play the attackers",
            "A's status",
            "Your move — you play the attackers",
            status
        );
        let boxes = a.count("[data-testid=send-link]:not([hidden])").await?;
        ensure!(boxes == 0, "no link to send before A's move", 0, boxes);
        a.click_does_nothing("f4").await?;
        ensure!(
            a.saves().await?.len() == 1,
            "the new game kept at once",
            1,
            format!("{:?}", a.saves().await?)
        );

        let mut link = String::new();
        for (ply, mv) in LINE.iter().enumerate() {
            let mover = if ply % 2 == 0 { &a } else { &b };
            if ply > 0 {
                mover.open_link(&link, ply).await?;
            }
            let (whose, status) = mover.turn().await?;
            let side = if ply % 2 == 0 { "attackers" } else { "defenders" };
            ensure!(
                whose == json!("yours") && status == format!("Your move — you play the {side}"),
                format!("ply {}: the mover's status", ply + 1),
                format!("yours, Your move — you play the {side}"),
                format!("{whose}, {status}")
            );
            // The friend's pieces do not move here.
            mover
                .click_does_nothing(if ply % 2 == 0 { "e5" } else { "k5" })
                .await?;
            mover.play_line(mv).await?;
            let (whose, status) = mover.turn().await?;
            let friend = if ply % 2 == 0 { "defenders" } else { "attackers" };
            ensure!(
                whose == json!("friends") && status == format!("Waiting for your friend ({friend})"),
                format!("ply {}: waiting for the friend", ply + 1),
                format!("friends, Waiting for your friend ({friend})"),
                format!("{whose}, {status}")
            );
            // On the friend's turn no piece moves.
            mover
                .click_does_nothing(if ply % 2 == 0 { "k5" } else { "e5" })
                .await?;
            link = mover.link_to_send().await?;
            if ply == 0 {
                // A opens the link it is sending: it is for the friend.
                a.open_link(&link, 1).await?;
                let notice = a.notice().await?;
                ensure!(
                    notice == json!(["link", "other-side"]),
                    "the link for the friend, opened by its sender",
                    "[link, other-side]",
                    notice
                );
                let text = a.text("[data-testid=notice]").await?;
                ensure!(
                    text.contains("link for your friend") && text.contains("you play the attackers"),
                    "the notice says whose link it is",
                    "…link for your friend…you play the attackers…",
                    text
                );
                let saves = a.saves().await?;
                ensure!(
                    saves.len() == 1 && saves[0].1 == ["d1-d4"],
                    "A's saved game untouched",
                    "one save: [d1-d4]",
                    format!("{saves:?}")
                );
                ensure!(
                    a.link_to_send().await? == link,
                    "the same link to send",
                    &link,
                    a.link_to_send().await?
                );
            }
        }
        // A receives the last move: A's turn, six plies.
        a.open_link(&link, 6).await?;
        let list = a.move_list().await?;
        ensure!(list == LINE, "the game at A's", format!("{LINE:?}"), format!("{list:?}"));
        ensure!(
            a.turn().await?.0 == json!("yours"),
            "A's turn at the end",
            "yours",
            a.turn().await?.0
        );
        // The same link again: nothing new, nothing changed.
        let before = a.saves().await?;
        a.open_link(&link, 6).await?;
        let notice = a.notice().await?;
        ensure!(
            notice == json!(["link", "up-to-date"]),
            "the same link opened twice",
            "[link, up-to-date]",
            notice
        );
        ensure!(a.saves().await? == before, "A's save after it", format!("{before:?}"), format!("{:?}", a.saves().await?));
        // An earlier link at B's: older than B's game, which stays.
        let first = {
            let mut g = tafl::engine::AnyGame::new(tafl::engine::GameId::Hnefatafl, Default::default())
                .map_err(|e| e.to_string())?;
            g.play(LINE[0]).map_err(|e| e.to_string())?;
            g
        };
        let b_saves = b.saves().await?;
        let b_id = b_saves.first().map(|s| s.0.clone()).unwrap_or_default();
        let corr: Value = b
            .js(&format!("return JSON.parse(localStorage.getItem('tafl.save.{b_id}')).correspondence"))
            .await?;
        let id: tafl::links::invite::CorrespondenceId = corr["id"]
            .as_str()
            .unwrap_or_default()
            .parse()
            .map_err(|e| format!("{e}"))?;
        let invite = tafl::links::invite::Invite::new(id, tafl::engine::Side::Second);
        let old = tafl::links::share::correspondence_path("en", &tafl::engine::GameRecord::of(&first), &invite);
        b.open_link(&old, 6).await?;
        let notice = b.notice().await?;
        ensure!(notice == json!(["link", "older"]), "an earlier link at B's", "[link, older]", notice);
        ensure!(b.saves().await? == b_saves, "B's save after it", format!("{b_saves:?}"), format!("{:?}", b.saves().await?));

        // One My games entry per browser, for this game.
        for (who, browser, says) in [
            ("A", &a, "Played by link · you play the attackers · your move"),
            ("B", &b, "Played by link · you play the defenders · your friend’s move"),
        ] {
            let saves = browser.saves().await?;
            ensure!(
                saves.len() == 1 && saves[0].1 == LINE,
                format!("{who}: one saved game with the six moves"),
                format!("one save: {LINE:?}"),
                format!("{saves:?}")
            );
            browser.goto("/en/games").await?;
            browser
                .wait_for(
                    "one game listed",
                    "return document.querySelectorAll('[data-testid=saved-games] [data-save-id]').length",
                    json!(1),
                )
                .await?;
            let players = browser.text("[data-testid=saved-players]").await?;
            ensure!(players == says, format!("{who}: the game listed"), says, players);
        }
        Ok(())
    }
    .await;
    a.run("two_browsers_play_a_game_by_passing_links", result)
        .await;
    b.run("two_browsers_play_a_game_by_passing_links_b", Ok(()))
        .await;
}

#[tokio::test]
async fn a_watcher_a_draw_declined_by_link_a_resignation_and_a_draw_agreed() {
    let a = browser(DESKTOP).await;
    let b = browser(DESKTOP).await;
    let c = browser(DESKTOP).await;
    let result = async {
        // A (attackers) and B (defenders) play three plies by link.
        a.open_game("/en/play/hnefatafl").await?;
        a.click_testid("play-friend").await?;
        a.play_line(LINE[0]).await?;
        let link = a.link_to_send().await?;
        b.open_link(&link, 1).await?;
        b.play_line(LINE[1]).await?;
        let link = b.link_to_send().await?;
        a.open_link(&link, 2).await?;
        a.play_line(LINE[2]).await?;
        let to_b = a.link_to_send().await?;

        // C, a third browser, opens the latest link (for B's seat): it
        // watches, and nothing it does moves or sends anything.
        c.open_link(&to_b, 3).await?;
        let watching = c.count("[data-testid=watching]:not([hidden])").await?;
        let (whose, status) = c.turn().await?;
        ensure!(
            watching == 1 && whose == json!("watching") && status == "Defenders to move",
            "C watches",
            "Watching, watching, Defenders to move",
            format!("{watching}, {whose}, {status}")
        );
        let text = c.text("[data-testid=watching]").await?;
        ensure!(text.starts_with("Watching"), "marked Watching", "Watching · …", text);
        for point in ["f3", "e5", "a3"] {
            c.click_does_nothing(point).await?;
        }
        // Typed, a move is refused as a watcher's, not as a turn to wait.
        c.type_move("f3-e3").await?;
        let said = c.text("[data-testid=typed-move-message]").await?;
        ensure!(
            said.starts_with("You are watching this game"),
            "C told it watches",
            "You are watching this game: …",
            said
        );
        let controls = c
            .count("[data-testid=you-play], [data-testid=resign], [data-testid=offer-draw]:not([hidden]), [data-testid=send-link]:not([hidden])")
            .await?;
        ensure!(controls == 0, "nothing to play, resign, offer or send", 0, controls);

        // B, who holds the seat, goes on from the same link: it moves and
        // offers a draw, which travels with its link; A declines it.
        b.open_link(&to_b, 3).await?;
        let (whose, _) = b.turn().await?;
        ensure!(whose == json!("yours"), "B's move still", "yours", whose);
        b.play_line(LINE[3]).await?;
        b.click_testid("offer-draw").await?;
        let sent = b.text("[data-testid=draw-offer] p").await?;
        ensure!(
            sent.starts_with("You offer a draw"),
            "B's offer, to go with its link",
            "You offer a draw: …",
            sent
        );
        let offered = b.link_to_send().await?;
        a.open_link(&offered, 4).await?;
        let asked = a.text("[data-testid=draw-offer] p").await?;
        ensure!(
            asked.starts_with("Your friend offers a draw."),
            "the offer at A's",
            "Your friend offers a draw. …",
            asked
        );
        a.tap("[data-action=decline-draw]").await?;
        let pending = a.count("[data-testid=draw-offer]:not([hidden])").await?;
        ensure!(pending == 0, "declined at A's", 0, pending);
        a.play_line(LINE[4]).await?;
        let declined = a.link_to_send().await?;
        b.open_link(&declined, 5).await?;
        let (whose, status) = b.turn().await?;
        let pending = b.count("[data-testid=draw-offer]:not([hidden])").await?;
        ensure!(
            whose == json!("yours") && pending == 0,
            "the game goes on at B's, no offer pending",
            "yours, 0",
            format!("{whose} ({status}), {pending}")
        );
        let saved_offer = b
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => JSON.parse(localStorage.getItem(k)).correspondence.offer ?? null)")
            .await?;
        ensure!(saved_offer == json!([null]), "no offer kept in B's save", "[null]", saved_offer);

        // B resigns.
        b.click_testid("resign").await?;
        b.tap("[data-action=confirm-resign]").await?;
        b.wait_for(
            "B's resignation",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("You resigned: your friend wins."),
        )
        .await?;
        let resigned = b.link_to_send().await?;
        ensure!(resigned != to_b, "a new link carries the resignation", "another link", &resigned);

        // A opens it: the game ended by B's resignation, kept in the save.
        a.open_link(&resigned, 5).await?;
        a.wait_for(
            "the resignation at A's",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("Your opponent resigned: you win."),
        )
        .await?;
        let banner = a.text("[data-testid=game-over-result]").await?;
        ensure!(banner == "You won", "A's banner", "You won", banner);
        let conclusion = a
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => JSON.parse(localStorage.getItem(k)).record.conclusion)")
            .await?;
        ensure!(
            conclusion == json!([{"result": {"Win": "First"}, "reason": "Resignation"}]),
            "the resignation in A's save",
            "[Win First by Resignation]",
            conclusion
        );
        let boxes = a.count("[data-testid=send-link]:not([hidden])").await?;
        ensure!(boxes == 0, "nothing for A to send back", 0, boxes);
        // The watcher's board follows the newer link.
        c.open_link(&resigned, 5).await?;
        c.wait_for(
            "the resignation at C's",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("The defenders resigned."),
        )
        .await?;
        ensure!(
            c.count("[data-testid=watching]:not([hidden])").await? == 1,
            "C still watches",
            1,
            c.count("[data-testid=watching]:not([hidden])").await?
        );

        // C's My games lists the game it watches as such.
        c.goto("/en/games").await?;
        c.wait_for(
            "the watched game in C's My games",
            "return document.querySelector('[data-testid=saved-players]')?.textContent.trim() ?? null",
            json!("Played by link · you are watching"),
        )
        .await?;

        // Two players at C's device agree a draw: the side to move
        // offers, the other declines, then accepts the next offer.
        c.js("localStorage.clear(); sessionStorage.clear(); return true").await?;
        c.open_game("/en/play/hnefatafl").await?;
        c.click_testid("offer-draw").await?;
        c.tap("[data-action=decline-draw]").await?;
        let offers = c
            .count("[data-testid=offer-draw]:not([hidden]), [data-testid=draw-offer]:not([hidden])")
            .await?;
        ensure!(offers == 0, "declined: no new offer before the other side moves", 0, offers);
        c.play_line(LINE[0]).await?;
        c.click_testid("offer-draw").await?;
        let said = c.text("[data-testid=draw-offer] p").await?;
        ensure!(
            said.starts_with("A draw is offered."),
            "the offer, for the other player",
            "A draw is offered. …",
            said
        );
        c.tap("[data-action=accept-draw]").await?;
        c.wait_for(
            "the draw agreed",
            "return document.querySelector('[data-testid=status]')?.textContent.trim()",
            json!("Draw by agreement."),
        )
        .await?;
        let kept = c
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => JSON.parse(localStorage.getItem(k)).record.conclusion)")
            .await?;
        ensure!(
            kept == json!([{"result": "Draw", "reason": "Agreement"}]),
            "the agreement in the save",
            "[Draw by Agreement]",
            kept
        );
        // The board takes no more moves.
        c.click_does_nothing("f4").await?;
        Ok(())
    }
    .await;
    a.run(
        "a_watcher_a_draw_declined_by_link_a_resignation_and_a_draw_agreed",
        result,
    )
    .await;
    b.run("a_third_browser_watches_b", Ok(())).await;
    c.run("a_third_browser_watches_c", Ok(())).await;
}

/// Not a check: the game by link for the visual review (the start choice,
/// the link to send, the friend's turn, My games), phone and desktop, in
/// `target/screenshots/`. Run with `--ignored`.
#[tokio::test]
#[ignore]
async fn correspondence_screenshots() {
    let phone = PHONE;
    for (window, suffix) in [(DESKTOP, "desktop"), (phone, "phone")] {
        let b = browser(window).await;
        let result = async {
            let shot = |name: &str| root().join(format!("target/screenshots/correspondence-{name}-{suffix}.png"));
            b.open_game("/fr/play/hnefatafl").await?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&shot("choice")).await;
            b.click_testid("play-friend").await?;
            b.play_line("d1-d4").await?;
            b.js("document.querySelector('[data-testid=send-link]').scrollIntoView({block: 'center'}); return true").await?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&shot("send")).await;
            b.goto("/en/games").await?;
            b.wait_for("the list", "return document.querySelectorAll('[data-save-id]').length", json!(1)).await?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&shot("games")).await;
            // The export and the import, with a bad record's message.
            b.tap("[data-action=export]").await?;
            b.js("const d = document.querySelector('[data-testid=import]'); d.open = true; \
                  const t = document.querySelector('[data-testid=import-text]'); t.value = 'd1-d4 f4-f3 d4-d9'; \
                  t.dispatchEvent(new Event('input', { bubbles: true })); \
                  document.querySelector('[data-action=import]').click(); return true")
                .await?;
            tokio::time::sleep(std::time::Duration::from_millis(400)).await;
            b.screenshot(&shot("games-import")).await;
            b.js("document.querySelector('[data-testid=export-panel]').scrollIntoView({block: 'center'}); return true")
                .await?;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            b.screenshot(&shot("games-export")).await;
            Ok(())
        }
        .await;
        b.run("correspondence_screenshots", result).await;
    }
}
