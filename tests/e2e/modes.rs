//! Every way to play starts on the play page itself, from a fresh browser
//! profile, without a navigation: against the computer, two at one
//! device, a friend by link (sending, and opening the friend's link), a
//! clock, a rated game, a game the computer plays against itself, and
//! watching a game by link. The page's navigation entry and a marker set
//! on its window stay as they were, so nothing reloaded the page, and no
//! second binary of the page is fetched.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The wasm of the page (not the AI worker, fetched when the computer
/// thinks, nor the record reader).
const PAGE_WASM: &str = "return performance.getEntriesByType('resource') \
    .map(e => e.name.split('/').pop()) \
    .filter(n => n.endsWith('.wasm') && !n.startsWith('worker') && !n.startsWith('reader'))";

/// The page's navigation entries, as the marker's baseline.
const NAVIGATION: &str = "return performance.getEntriesByType('navigation') \
    .map(e => [e.name, e.type, e.startTime])";

/// What tells that the page was not left: its navigation entries and a
/// marker on its window.
struct Stay {
    navigation: Value,
}

impl Browser {
    /// Opens `path`'s play page from nothing and marks its window.
    async fn open_and_mark(&self, path: &str) -> Result<Stay, String> {
        self.open_game(path).await?;
        self.js("window.__taflStay = 'kept'; return true").await?;
        let navigation = self.js(NAVIGATION).await?;
        ensure!(
            navigation.as_array().map(Vec::len) == Some(1) && navigation[0][1] == json!("navigate"),
            "one navigation, the page's opening",
            "[[url, navigate, 0]]",
            navigation
        );
        Ok(Stay { navigation })
    }

    /// The page is the one `stay` marked: no reload, no navigation, one
    /// binary of the page.
    async fn stayed(&self, stay: &Stay, mode: &str) -> Outcome {
        let (marker, navigation, wasm) = (
            self.js("return window.__taflStay ?? null").await?,
            self.js(NAVIGATION).await?,
            self.js(PAGE_WASM).await?,
        );
        ensure!(
            marker == json!("kept")
                && navigation == stay.navigation
                && wasm.as_array().map(Vec::len) == Some(1),
            format!("{mode}: started on the same page, one binary"),
            format!("kept, {}, [tafl-app…]", stay.navigation),
            format!("{marker}, {navigation}, {wasm}")
        );
        Ok(())
    }

    /// Waits until the move list holds at least `n` moves.
    async fn moves_reach(&self, n: usize, within: Duration) -> Outcome {
        let deadline = Instant::now() + within;
        while self.move_list().await?.len() < n {
            ensure!(
                Instant::now() < deadline,
                format!("{n} moves within {within:?}"),
                n,
                self.move_list().await?.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Ok(())
    }

    /// The link in the "Send this link to your friend" box, as a path.
    async fn sent_link(&self) -> Result<String, String> {
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
        Ok(url
            .split_once("://")
            .and_then(|(_, rest)| rest.split_once('/'))
            .map(|(_, path)| format!("/{path}"))
            .unwrap_or_default())
    }
}

/// The page every mode starts on.
const PAGE: &str = "/en/play/hnefatafl";

#[tokio::test]
async fn the_computer_starts_on_the_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        let stay = b.open_and_mark(PAGE).await?;
        b.choose("choice-side", "first").await?;
        b.choose("choice-level", "beginner").await?;
        b.click_testid("play-computer").await?;
        b.play_line("d1-d4").await?;
        b.moves_reach(2, Duration::from_secs(20)).await?;
        b.stayed(&stay, "against the computer").await
    }
    .await;
    b.run("the_computer_starts_on_the_page", result).await;
}

#[tokio::test]
async fn two_at_one_device_start_on_the_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        let stay = b.open_and_mark(PAGE).await?;
        b.click_testid("play-two").await?;
        b.play_line("d1-d4 f4-f3").await?;
        b.stayed(&stay, "two at one device").await
    }
    .await;
    b.run("two_at_one_device_start_on_the_page", result).await;
}

#[tokio::test]
async fn a_clock_starts_on_the_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        let stay = b.open_and_mark(PAGE).await?;
        b.full_choice().await?;
        b.choose("choice-clock", "5+3").await?;
        b.click_testid("play-two").await?;
        b.wait_for(
            "the clocks above the board",
            "return document.querySelector('[data-testid=clocks]')?.hidden === false \
             && document.querySelector('[data-testid=clock-first]')?.textContent.includes('5:00')",
            json!(true),
        )
        .await?;
        b.play_line("d1-d4").await.map(|_| ())?;
        b.stayed(&stay, "a clock").await
    }
    .await;
    b.run("a_clock_starts_on_the_page", result).await;
}

#[tokio::test]
async fn a_rated_game_starts_on_the_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        let stay = b.open_and_mark(PAGE).await?;
        b.full_choice().await?;
        b.choose("choice-side", "first").await?;
        b.choose("choice-level", "beginner").await?;
        b.choose("choice-rated", "rated").await?;
        b.click_testid("play-computer").await?;
        b.wait_for(
            "the rated line",
            "return !!document.querySelector('[data-testid=rated-badge]')",
            json!(true),
        )
        .await?;
        b.play_line("d1-d4").await?;
        b.moves_reach(2, Duration::from_secs(20)).await?;
        b.stayed(&stay, "a rated game").await
    }
    .await;
    b.run("a_rated_game_starts_on_the_page", result).await;
}

#[tokio::test]
async fn the_computer_against_itself_starts_on_the_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        let stay = b.open_and_mark(PAGE).await?;
        b.full_choice().await?;
        b.choose("choice-level", "beginner").await?;
        b.click_testid("play-watch").await?;
        b.wait_for(
            "the controls of a watched game",
            "return !!document.querySelector('.ai-bar:not([hidden]) .ai-speed-choice:not([hidden]) [data-testid=ai-speed]')",
            json!(true),
        )
        .await?;
        b.moves_reach(2, Duration::from_secs(30)).await?;
        b.stayed(&stay, "watching the computer").await
    }
    .await;
    b.run("the_computer_against_itself_starts_on_the_page", result)
        .await;
}

/// A friend by link: the sender starts it on the page; the friend's
/// browser opens the link (its one navigation) and plays on it; a third
/// browser opens the friend's reply and watches. Neither reloads.
#[tokio::test]
async fn a_friend_by_link_starts_opens_and_is_watched_on_the_page() {
    let a = browser(DESKTOP).await;
    let b = browser(DESKTOP).await;
    let c = browser(DESKTOP).await;
    let result = async {
        let stay = a.open_and_mark(PAGE).await?;
        a.choose("choice-side", "first").await?;
        a.click_testid("play-friend").await?;
        a.play_line("d1-d4").await?;
        let first = a.sent_link().await?;
        a.stayed(&stay, "sending a friend's link").await?;

        let opened = b.open_and_mark(&first).await?;
        b.wait_for(
            "the friend's turn, read from the link",
            "return document.querySelector('[data-testid=status]')?.dataset.turn ?? null",
            json!("yours"),
        )
        .await?;
        b.play_line("f4-f3").await?;
        let reply = b.sent_link().await?;
        b.stayed(&opened, "opening a friend's link").await?;

        let watched = c.open_and_mark(&reply).await?;
        c.wait_for(
            "a watcher of the game",
            "return document.querySelector('[data-testid=status]')?.dataset.turn ?? null",
            json!("watching"),
        )
        .await?;
        c.stayed(&watched, "watching a game by link").await
    }
    .await;
    a.run(
        "a_friend_by_link_starts_opens_and_is_watched_on_the_page",
        result,
    )
    .await;
    b.run(
        "a_friend_by_link_starts_opens_and_is_watched_on_the_page_b",
        Ok(()),
    )
    .await;
    c.run(
        "a_friend_by_link_starts_opens_and_is_watched_on_the_page_c",
        Ok(()),
    )
    .await;
}
