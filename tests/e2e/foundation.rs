//! The site frame: redirects, the home page, deep links, the language
//! switcher, the not-found page, and the review screenshots.

use crate::harness::*;
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn root_redirects_to_english_and_lists_the_six_games() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/").await?;
        b.wait_for_path("/en/").await?;
        b.wait_for(
            "the seven game cards",
            "return document.querySelectorAll('[data-game]').length",
            json!(GAMES.len()),
        )
        .await?;
        let order = b
            .js("return [...document.querySelectorAll('[data-game]')].map(e => e.dataset.game)")
            .await?;
        let expected = json!(GAMES.map(|(game, _, _)| game));
        ensure!(order == expected, "the games in order", expected, order);
        for (game, _, _) in GAMES {
            check_board(&b, &format!("[data-game={game}]"), game).await?;
            let name = b.text(&format!("[data-game={game}] .card-title")).await?;
            ensure!(
                !name.is_empty() && name != "<missing>",
                format!("{game}: a name on its card"),
                "a name",
                name
            );
        }
        let lang = b.js("return document.documentElement.lang").await?;
        ensure!(lang == json!("en"), "<html lang>", "en", lang);
        let title = b.js("return document.title").await?;
        ensure!(
            title.as_str().is_some_and(|t| t.contains("Tafl")),
            "the page title",
            "a title with Tafl",
            title
        );
        let version = b.text("[data-testid=version]").await?;
        ensure!(
            version.starts_with(&format!("v{} · ", env!("CARGO_PKG_VERSION"))) && version.len() > 9,
            "the footer version",
            "v0.1.0 · <commit>",
            version
        );
        Ok(())
    }
    .await;
    b.run("root_redirects_to_english_and_lists_the_six_games", result)
        .await;
}

#[tokio::test]
async fn following_a_game_link_and_reloading_keeps_the_board() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/en/").await?;
        b.wait_for(
            "the fox-geese card",
            "return !!document.querySelector('[data-game=fox-geese] svg [data-piece=fox]')",
            json!(true),
        )
        .await?;
        // Click the fox in the card's picture: an SVG element inside the link.
        b.client()
            .find(Locator::Css("[data-game=fox-geese] svg [data-piece=fox]"))
            .await
            .map_err(|e| format!("find the fox: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click the fox: {e}"))?;
        b.wait_for_path("/en/play/fox-geese").await?;
        b.wait_for(
            "the play page of fox-geese",
            "return document.querySelector('article.play')?.dataset.game ?? null",
            json!("fox-geese"),
        )
        .await?;
        check_board(&b, "article.play", "fox-geese").await?;
        let heading = b.text("article.play h1").await?;
        ensure!(
            heading == "Fox and Geese",
            "the heading",
            "Fox and Geese",
            heading
        );

        b.client()
            .refresh()
            .await
            .map_err(|e| format!("reload: {e}"))?;
        b.wait_for(
            "the play page after reload",
            "return document.querySelectorAll('article.play svg [data-point]').length",
            json!(33),
        )
        .await?;
        check_board(&b, "article.play", "fox-geese").await?;
        b.wait_for_path("/en/play/fox-geese").await?;
        let status = served("/en/play/fox-geese");
        ensure!(
            status == Some(200),
            "the static server's answer to the reload (an index.html copy, no fallback)",
            "200",
            format!("{status:?}")
        );

        // Back to the home page through the back link.
        b.client()
            .find(Locator::Css("a.back-link"))
            .await
            .map_err(|e| format!("find the back link: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click the back link: {e}"))?;
        b.wait_for_path("/en/").await?;
        b.wait_for(
            "the home page again",
            "return document.querySelectorAll('[data-game]').length",
            json!(GAMES.len()),
        )
        .await
    }
    .await;
    b.run(
        "following_a_game_link_and_reloading_keeps_the_board",
        result,
    )
    .await;
}

#[tokio::test]
async fn a_french_deep_link_opens_directly() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/fr/play/hnefatafl").await?;
        b.wait_for(
            "the hnefatafl board",
            "return document.querySelectorAll('article.play svg [data-point]').length",
            json!(121),
        )
        .await?;
        let status = served("/fr/play/hnefatafl");
        ensure!(
            status == Some(200),
            "the static server's answer to the deep link",
            "200",
            format!("{status:?}")
        );
        b.wait_for(
            "<html lang>",
            "return document.documentElement.lang",
            json!("fr"),
        )
        .await?;
        check_board(&b, "article.play", "hnefatafl").await?;
        let home = b.text(".site-nav .nav-link").await?;
        ensure!(home == "Accueil", "the French nav link", "Accueil", home);
        let title = b.js("return document.title").await?;
        ensure!(
            title == json!("Hnefatafl · Tafl"),
            "the page title",
            "Hnefatafl · Tafl",
            title
        );
        for (corner, kind) in [("a1", "corner"), ("k11", "corner"), ("f6", "throne")] {
            let class = b
                .js(&format!(
                    "return document.querySelector('article.play [data-point={corner}]')?.getAttribute('class')"
                ))
                .await?;
            ensure!(
                class.as_str().is_some_and(|c| c.contains(kind)),
                format!("{corner} marked as {kind}"),
                kind,
                class
            );
        }
        Ok(())
    }
    .await;
    b.run("a_french_deep_link_opens_directly", result).await;
}

#[tokio::test]
async fn the_language_switcher_keeps_the_page_and_is_remembered() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/en/play/two-foxes").await?;
        b.wait_for(
            "the two-foxes board",
            "return document.querySelectorAll('article.play svg [data-piece]').length",
            json!(22),
        )
        .await?;
        b.client()
            .find(Locator::Css(".lang-switcher [data-lang=el]"))
            .await
            .map_err(|e| format!("find the Greek link: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click the Greek link: {e}"))?;
        b.wait_for_path("/el/play/two-foxes").await?;
        b.wait_for(
            "<html lang>",
            "return document.documentElement.lang",
            json!("el"),
        )
        .await?;
        b.wait_for(
            "the Greek heading",
            "return document.querySelector('article.play h1')?.textContent ?? null",
            json!("Οι δύο αλεπούδες"),
        )
        .await?;
        check_board(&b, "article.play", "two-foxes").await?;
        let pen = b.count("article.play svg .pen").await?;
        ensure!(pen == 1, "the shaded pen", 1, pen);
        let current = b
            .js("return document.querySelector('.lang[aria-current=page]')?.dataset.lang ?? null")
            .await?;
        ensure!(
            current == json!("el"),
            "the current language",
            "el",
            current
        );

        // `/` now goes to the stored language.
        b.goto("/").await?;
        b.wait_for_path("/el/").await?;
        b.wait_for(
            "the Greek home page",
            "return document.documentElement.lang",
            json!("el"),
        )
        .await
    }
    .await;
    b.run(
        "the_language_switcher_keeps_the_page_and_is_remembered",
        result,
    )
    .await;
}

#[tokio::test]
async fn an_unknown_page_says_so_in_its_language() {
    let b = browser(DESKTOP).await;
    let result = async {
        b.goto("/fr/nulle-part").await?;
        b.wait_for(
            "the not-found page",
            "return !!document.querySelector('[data-page=not-found]')",
            json!(true),
        )
        .await?;
        b.wait_for(
            "<html lang>",
            "return document.documentElement.lang",
            json!("fr"),
        )
        .await?;
        let heading = b.text("[data-page=not-found] h1").await?;
        ensure!(
            heading == "Page introuvable",
            "the French heading",
            "Page introuvable",
            heading
        );
        b.client()
            .find(Locator::Css("[data-page=not-found] a.button"))
            .await
            .map_err(|e| format!("find the home link: {e}"))?
            .click()
            .await
            .map_err(|e| format!("click the home link: {e}"))?;
        b.wait_for_path("/fr/").await?;
        b.wait_for(
            "the seven game cards",
            "return document.querySelectorAll('[data-game]').length",
            json!(GAMES.len()),
        )
        .await
    }
    .await;
    b.run("an_unknown_page_says_so_in_its_language", result)
        .await;
}

/// Not a check: screenshots for the visual review (light and dark, phone
/// and desktop) in `target/screenshots/`, and the README's in `docs/`.
/// Run with `cargo test --features e2e --test e2e -- --ignored`.
#[tokio::test]
#[ignore]
async fn screenshots() {
    let phone = PHONE;
    let desktop = Window {
        height: 1100,
        ..DESKTOP
    };
    let dark = |w: Window| Window { dark: true, ..w };
    let shots = [
        ("/en/", desktop, "docs/screenshot-home-desktop.png"),
        ("/en/", phone, "target/screenshots/home-phone.png"),
        (
            "/en/",
            dark(desktop),
            "target/screenshots/home-desktop-dark.png",
        ),
        (
            "/fr/",
            dark(phone),
            "target/screenshots/home-phone-dark-fr.png",
        ),
        (
            "/en/play/two-foxes",
            desktop,
            "target/screenshots/play-two-foxes-desktop.png",
        ),
        (
            "/en/play/great-cross",
            phone,
            "target/screenshots/play-great-cross-phone.png",
        ),
        (
            "/el/play/hnefatafl",
            dark(desktop),
            "target/screenshots/play-hnefatafl-dark-el.png",
        ),
        (
            "/en/play/hnefatafl",
            phone,
            "target/screenshots/play-hnefatafl-phone.png",
        ),
        (
            "/en/nowhere",
            phone,
            "target/screenshots/not-found-phone.png",
        ),
    ];
    for (path, window, file) in shots {
        let b = browser(window).await;
        let result = async {
            b.goto(path).await?;
            b.wait_for(
                "the page",
                "return document.querySelectorAll('.site-main > *').length > 0",
                json!(true),
            )
            .await?;
            tokio::time::sleep(Duration::from_millis(400)).await;
            b.screenshot(&root().join(file)).await;
            Ok(())
        }
        .await;
        b.run("screenshots", result).await;
    }
}
