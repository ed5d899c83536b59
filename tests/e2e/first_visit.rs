//! What a newcomer meets: no page of the site scrolls sideways on a
//! narrow phone (360 px) in any language; on a phone held upright
//! (390×844) every play page shows "Play the computer" without scrolling,
//! in every language; a game with a friend by link started and reloaded
//! comes back as that game (not a set-up panel whose board starts a second
//! game); a draw offered at one device is still there to answer after a
//! reload; the Hnefatafl page's typed-move hint has no fox's jump; a
//! watcher who types a move is told that it watches.

use crate::harness::*;
use serde_json::json;

/// A narrow phone (360×740, touch), the narrowest the site is laid out for.
const NARROW: Window = Window {
    width: 360,
    height: 740,
    phone: true,
    dark: false,
};

const LANGS: [&str; 3] = ["en", "fr", "el"];

/// Every page of the site in `lang`.
fn pages(lang: &str) -> Vec<String> {
    let mut pages = vec![format!("/{lang}/"), format!("/{lang}/games")];
    for (game, _, _) in GAMES {
        pages.push(format!("/{lang}/rules/{game}"));
        pages.push(format!("/{lang}/play/{game}"));
        pages.push(format!("/{lang}/analysis/{game}"));
    }
    pages.push(format!("/{lang}/no-such-page"));
    pages
}

/// How far the page reaches past the window's right edge, in CSS pixels.
const OVERFLOW: &str = "return Math.max(document.documentElement.scrollWidth, \
     document.body.scrollWidth) - window.innerWidth";

#[tokio::test]
async fn no_page_scrolls_sideways_on_a_narrow_phone_in_any_language() {
    let b = browser(NARROW).await;
    let result = async {
        for lang in LANGS {
            for page in pages(lang) {
                b.goto(&page).await?;
                b.wait_for(
                    &format!("{page} started"),
                    "return document.documentElement.dataset.site === 'ready' \
                     || document.documentElement.dataset.app === 'ready'",
                    json!(true),
                )
                .await?;
                let mut seen = vec![(page.clone(), b.js(OVERFLOW).await?)];
                // The play page's choices opened, as a newcomer would.
                if page.contains("/play/") {
                    b.wait_for(
                        "the play page's app",
                        "return document.documentElement.dataset.app === 'ready'",
                        json!(true),
                    )
                    .await?;
                    b.full_choice().await?;
                    seen.push((format!("{page} with more choices"), b.js(OVERFLOW).await?));
                }
                for (what, overflow) in seen {
                    ensure!(
                        overflow.as_i64().is_some_and(|px| px <= 0),
                        format!("{what} fits 360 px"),
                        "0 px past the edge",
                        format!("{overflow} px")
                    );
                }
            }
        }
        Ok(())
    }
    .await;
    b.run(
        "no_page_scrolls_sideways_on_a_narrow_phone_in_any_language",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_phone_shows_play_the_computer_without_scrolling_in_every_language() {
    let b = browser(PHONE).await;
    let result = async {
        for lang in LANGS {
            for (game, _, _) in GAMES {
                b.open_game(&format!("/{lang}/play/{game}")).await?;
                let bottom = b
                    .js("window.scrollTo(0, 0); \
                         const r = document.querySelector('[data-testid=play-computer]').getBoundingClientRect(); \
                         return [Math.ceil(r.bottom), window.innerHeight]")
                    .await?;
                ensure!(
                    bottom[0].as_i64() <= bottom[1].as_i64() && bottom[0].as_i64() > Some(0),
                    format!("Play the computer in view on /{lang}/play/{game}"),
                    "its bottom within the window",
                    bottom
                );
            }
        }
        Ok(())
    }
    .await;
    b.run(
        "a_phone_shows_play_the_computer_without_scrolling_in_every_language",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_friend_game_started_and_reloaded_comes_back_as_that_game() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        // The friend plays the attackers, who move first: nothing to play
        // here yet, only the link to send.
        b.choose("choice-side", "second").await?;
        b.click_testid("play-friend").await?;
        b.wait_for(
            "the friend's turn",
            "return document.querySelector('[data-testid=status]')?.dataset.turn ?? null",
            json!("friends"),
        )
        .await?;
        let saves =
            "return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).length";
        let kept = b.js(saves).await?;
        ensure!(kept == json!(1), "the friend game kept at once", 1, kept);
        b.open_game("/en/play/hnefatafl").await?;
        let (whose, choice) = (
            b.js("return document.querySelector('[data-testid=status]')?.dataset.turn ?? null")
                .await?,
            b.count("[data-testid=start-choice]:not([hidden])").await?,
        );
        ensure!(
            whose == json!("friends") && choice == 0,
            "the friend game again after the reload, no set-up panel",
            "friends, 0",
            format!("{whose}, {choice}")
        );
        // A click on the board starts nothing beside it.
        b.click_point("d1").await?;
        let (moves, after) = (b.move_list().await?, b.js(saves).await?);
        ensure!(
            moves.is_empty() && after == json!(1),
            "no second game at one device",
            "no move, one save",
            format!("{moves:?}, {after}")
        );
        Ok(())
    }
    .await;
    b.run(
        "a_friend_game_started_and_reloaded_comes_back_as_that_game",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_draw_offered_at_one_device_waits_for_its_answer_across_a_reload() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.open_game("/en/play/hnefatafl").await?;
        b.new_game_between("human", "human").await?;
        b.play_line("d1-d4").await?;
        // The defenders, to move, offer a draw; the attackers answer it.
        b.click_testid("offer-draw").await?;
        let pending = "return [...document.querySelectorAll('[data-testid=draw-offer]:not([hidden]) \
                       [data-action=accept-draw]:not([hidden])')].length";
        let shown = b.js(pending).await?;
        ensure!(shown == json!(1), "the offer to answer", 1, shown);
        let saved = b
            .js("return Object.keys(localStorage).filter(k => k.startsWith('tafl.save.')).map(k => JSON.parse(localStorage.getItem(k)).offer ?? null)")
            .await?;
        ensure!(saved == json!(["second"]), "the offer saved with the game", r#"["second"]"#, saved);
        b.open_game("/en/play/hnefatafl").await?;
        let (moves, shown) = (b.move_list().await?, b.js(pending).await?);
        ensure!(
            moves.len() == 1 && shown == json!(1),
            "the game and its offer after the reload",
            "one move, the offer to answer",
            format!("{moves:?}, {shown}")
        );
        b.click_css("[data-action=decline-draw]").await?;
        let after = b.count("[data-testid=draw-offer]:not([hidden])").await?;
        ensure!(after == 0, "the offer declined", 0, after);
        b.open_game("/en/play/hnefatafl").await?;
        let again = b.count("[data-testid=draw-offer]:not([hidden])").await?;
        ensure!(again == 0, "no offer after the next reload", 0, again);
        Ok(())
    }
    .await;
    b.run(
        "a_draw_offered_at_one_device_waits_for_its_answer_across_a_reload",
        result,
    )
    .await;
}

#[tokio::test]
async fn each_play_page_hints_its_own_kind_of_move() {
    let b = browser(DESKTOP).await;
    let result = async {
        for (lang, game, jumps) in [
            ("el", "hnefatafl", false),
            ("en", "hnefatafl", false),
            ("fr", "two-foxes", true),
        ] {
            b.open_game(&format!("/{lang}/play/{game}")).await?;
            let hint = b.text("#typed-move-hint").await?;
            ensure!(
                hint.contains("e3-c3-e5") == jumps && (jumps || hint.contains("f4-c4xc5")),
                format!("the typed-move hint of /{lang}/play/{game}"),
                if jumps {
                    "a fox's jump"
                } else {
                    "a Hnefatafl capture, no fox"
                },
                hint
            );
        }
        Ok(())
    }
    .await;
    b.run("each_play_page_hints_its_own_kind_of_move", result)
        .await;
}
