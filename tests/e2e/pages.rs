//! The rules pages and the home page's links to them: every page in every
//! language, opened directly from the static server, its tables, its
//! diagrams, its links, and the language switcher; plus the review
//! screenshots.

use crate::harness::*;
use serde_json::{json, Value};
use std::time::Duration;

const LANGS: [&str; 3] = ["en", "fr", "el"];

/// The rows each rule-changes table must have, by the label of each row in
/// English (the variants differ from the standard game in these rules).
const CHANGES: [(&str, &[&str]); 2] = [
    (
        "two-foxes",
        &[
            "Pieces",
            "Starting position",
            "How the geese move",
            "Captures",
            "How the foxes win",
            "How the geese win",
        ],
    ),
    (
        "great-cross",
        &[
            "Board",
            "Pieces",
            "Starting position",
            "How the geese move",
            "Captures",
            "How the fox wins",
            "How the geese win",
        ],
    ),
];

/// Sections each page must have (`data-section`).
fn sections(game: &str) -> &'static [&'static str] {
    match game {
        "fox-geese" => &[
            "board", "setup", "moves", "captures", "winning", "diagrams", "options",
        ],
        "hnefatafl" | "brandubh" | "tablut" | "hnefatafl-13" => &[
            "about",
            "how-to-play",
            "diagrams",
            "site-rules",
            "examples",
            "guide",
        ],
        _ => &["what", "diagrams", "changes", "history"],
    }
}

/// The visible texts of the page's content, in order.
const TEXTS: &str = "return [...document.querySelectorAll(\
    '[data-page=rules] :is(h1, h2, h3, p, li, th, td, figcaption, caption, a)')]\
    .map(e => e.textContent.trim())";

async fn open_rules(b: &Browser, lang: &str, game: &str) -> Outcome {
    let path = format!("/{lang}/rules/{game}");
    b.goto(&path).await?;
    b.wait_for(
        &format!("{path}: the rules page"),
        "return document.querySelector('[data-page=rules]')?.dataset.game ?? null",
        json!(game),
    )
    .await?;
    b.wait_for(
        &format!("{path}: <html lang>"),
        "return document.documentElement.lang",
        json!(lang),
    )
    .await
}

/// Checks one rules page: sections, text without key names, links,
/// tables and diagrams. Returns its texts.
async fn check_rules_page(b: &Browser, lang: &str, game: &str) -> Result<Vec<String>, String> {
    let path = format!("/{lang}/rules/{game}");
    open_rules(b, lang, game).await?;
    let status = served(&path);
    ensure!(
        status == Some(200),
        format!("{path}: the static server's answer to the deep link"),
        "200",
        format!("{status:?}")
    );
    let title = b.js("return document.title").await?;
    ensure!(
        title
            .as_str()
            .is_some_and(|t| t.ends_with("· Tafl") && t.len() > 10),
        format!("{path}: the document title"),
        "<game>… · Tafl",
        title
    );
    for section in sections(game) {
        let n = b
            .count(&format!("[data-page=rules] [data-section={section}] h2"))
            .await?;
        ensure!(
            n == 1,
            format!("{path}: the {section} section with its heading"),
            1,
            n
        );
    }
    let texts: Vec<String> =
        serde_json::from_value(b.js(TEXTS).await?).map_err(|e| format!("{path}: texts: {e}"))?;
    let empty = texts.iter().filter(|t| t.is_empty()).count();
    ensure!(empty == 0, format!("{path}: empty texts"), 0, empty);
    let body = b.js("return document.body.innerText").await?;
    let body = body.as_str().unwrap_or_default().to_string();
    // A key path (`rules_hnefatafl.step_1`) or a bare key name would show
    // as dotted or underscored words; no sentence of the site has either,
    // only the name of a site (hnefatafl.org) has a dot between words.
    let key = b
        .js("return (document.body.innerText.match(/[a-z]+_[a-z0-9_]+|\\b[a-z_]+\\.(?!org\\b)[a-z_]+\\b|undefined|\\{\\{/) || [null])[0]")
        .await?;
    ensure!(
        key.is_null(),
        format!("{path}: no key name or placeholder in the page"),
        "none",
        key
    );
    if lang == "el" {
        let greek = body.chars().filter(|c| ('α'..='ω').contains(c)).count();
        ensure!(
            greek > 500,
            format!("{path}: Greek text"),
            "> 500 Greek letters",
            greek
        );
    }
    if lang == "fr" {
        ensure!(
            body.contains('\u{a0}') || body.contains('\u{202f}'),
            format!("{path}: French non-breaking spaces"),
            "some",
            "none"
        );
    }

    // Play and home links.
    let play = b
        .js("return document.querySelector('[data-testid=play-link]')?.getAttribute('href')")
        .await?;
    let expected = format!("/{lang}/play/{game}");
    ensure!(
        play == json!(expected),
        format!("{path}: the Play link"),
        expected,
        play
    );
    let home = b
        .js("return document.querySelector('[data-testid=home-link]')?.getAttribute('href')")
        .await?;
    ensure!(
        home == json!(format!("/{lang}/")),
        format!("{path}: the home link"),
        format!("/{lang}/"),
        home
    );

    // Rule-changes tables.
    let tables = b.count("[data-testid=rule-changes]").await?;
    let rows = CHANGES.iter().find(|(g, _)| *g == game).map(|(_, r)| *r);
    ensure!(
        tables == u64::from(rows.is_some()),
        format!("{path}: rule-changes tables"),
        u64::from(rows.is_some()),
        tables
    );
    if let Some(rows) = rows {
        let seen = b
            .js(
                "return [...document.querySelectorAll('[data-testid=rule-changes] tbody tr')]\
                 .map(r => [r.querySelectorAll('th').length, r.querySelectorAll('td').length, \
                 [...r.children].every(c => c.textContent.trim().length > 3)])",
            )
            .await?;
        let expected: Vec<Value> = rows.iter().map(|_| json!([1, 2, true])).collect();
        ensure!(
            seen == json!(expected),
            format!("{path}: one row per changed rule, each with its label and two filled cells"),
            json!(expected),
            seen
        );
        if lang == "en" {
            let labels = b
                .js(
                    "return [...document.querySelectorAll('[data-testid=rule-changes] tbody th')]\
                     .map(t => t.textContent.trim())",
                )
                .await?;
            ensure!(
                labels == json!(rows),
                format!("{path}: the row labels"),
                json!(rows),
                labels
            );
        }
    }

    // Diagrams: the start position, a capture, a win.
    check_board(b, "[data-diagram=start]", game).await?;
    let captured = b
        .count("[data-diagram=capture] svg [data-mark=captured]")
        .await?;
    let expected = if matches!(game, "hnefatafl" | "brandubh" | "tablut" | "hnefatafl-13") {
        1
    } else {
        2
    };
    ensure!(
        captured == expected,
        format!("{path}: captured pieces marked in the capture diagram"),
        expected,
        captured
    );
    let win = match game {
        "fox-geese" => "[data-piece=fox][data-at=a5]",
        "great-cross" => "[data-piece=fox][data-at=a6]",
        "hnefatafl" => "[data-piece=king][data-at=a11]",
        "brandubh" => "[data-piece=king][data-at=g7]",
        "tablut" => "[data-piece=king][data-at=a4]",
        "hnefatafl-13" => "[data-piece=king][data-at=a13]",
        _ => {
            "[data-piece=goose]:is([data-at=c5],[data-at=d5],[data-at=e5],[data-at=c6],\
              [data-at=d6],[data-at=e6],[data-at=c7],[data-at=d7],[data-at=e7])"
        }
    };
    let n = b.count(&format!("[data-diagram=win] svg {win}")).await?;
    let expected = if game == "two-foxes" { 9 } else { 1 };
    ensure!(
        n == expected,
        format!("{path}: the winning position ({win})"),
        expected,
        n
    );
    if game == "fox-geese" {
        let geese = b
            .count("[data-diagram=start-17] svg [data-piece=goose]")
            .await?;
        ensure!(
            geese == 17,
            format!("{path}: the 17-geese start"),
            17,
            geese
        );
    }
    Ok(texts)
}

#[tokio::test]
async fn every_rules_page_renders_in_every_language() {
    let b = browser(DESKTOP).await;
    let result = async {
        for (game, _, _) in GAMES {
            let english = check_rules_page(&b, "en", game).await?;
            for lang in ["fr", "el"] {
                let texts = check_rules_page(&b, lang, game).await?;
                ensure!(
                    texts.len() == english.len(),
                    format!("/{lang}/rules/{game}: the same blocks as in English"),
                    english.len(),
                    texts.len()
                );
                // No English fallback: every sentence differs from the
                // English one (names and notation may be the same).
                let same: Vec<_> = texts
                    .iter()
                    .zip(&english)
                    .filter(|(t, e)| t == e && t.split_whitespace().count() > 3)
                    .map(|(t, _)| t.clone())
                    .collect();
                ensure!(
                    same.is_empty(),
                    format!("/{lang}/rules/{game}: text still in English"),
                    "none",
                    format!("{same:?}")
                );
            }
        }
        Ok(())
    }
    .await;
    b.run("every_rules_page_renders_in_every_language", result)
        .await;
}

#[tokio::test]
async fn the_switcher_keeps_the_rules_page() {
    let b = browser(DESKTOP).await;
    let result = async {
        open_rules(&b, "en", "two-foxes").await?;
        for lang in ["el", "fr", "en"] {
            b.client()
                .find(Locator::Css(&format!(".lang-switcher [data-lang={lang}]")))
                .await
                .map_err(|e| format!("find the {lang} link: {e}"))?
                .click()
                .await
                .map_err(|e| format!("click the {lang} link: {e}"))?;
            b.wait_for_path(&format!("/{lang}/rules/two-foxes")).await?;
            b.wait_for(
                "<html lang>",
                "return document.documentElement.lang",
                json!(lang),
            )
            .await?;
            b.wait_for(
                "the rule-changes rows",
                "return document.querySelectorAll('[data-testid=rule-changes] tbody tr').length",
                json!(6),
            )
            .await?;
            let play = b
                .js("return document.querySelector('[data-testid=play-link]')?.getAttribute('href')")
                .await?;
            ensure!(
                play == json!(format!("/{lang}/play/two-foxes")),
                "the Play link follows the language",
                format!("/{lang}/play/two-foxes"),
                play
            );
        }
        let heading = b.text("[data-page=rules] h1").await?;
        ensure!(
            heading == "Two Foxes (Halatafl)",
            "the English heading again",
            "Two Foxes (Halatafl)",
            heading
        );
        Ok(())
    }
    .await;
    b.run("the_switcher_keeps_the_rules_page", result).await;
}

/// Waits for `selector`, then clicks it.
async fn click(b: &Browser, selector: &str) -> Outcome {
    b.wait_for(
        &format!("{selector} on the page"),
        &format!("return !!document.querySelector({selector:?})"),
        json!(true),
    )
    .await?;
    b.client()
        .find(Locator::Css(selector))
        .await
        .map_err(|e| format!("find {selector}: {e}"))?
        .click()
        .await
        .map_err(|e| format!("click {selector}: {e}"))
}

#[tokio::test]
async fn home_cards_lead_to_play_and_rules_and_back() {
    let b = browser(DESKTOP).await;
    let result = async {
        for lang in LANGS {
            b.goto(&format!("/{lang}/")).await?;
            b.wait_for(
                "the seven cards",
                "return document.querySelectorAll('[data-testid=card-rules]').length",
                json!(GAMES.len()),
            )
            .await?;
            for (game, _, _) in GAMES {
                let card = format!("[data-game={game}]");
                let summary = b.text(&format!("{card} .card-summary")).await?;
                ensure!(
                    summary.len() > 20 && summary != "<missing>",
                    format!("/{lang}/: the summary of {game}"),
                    "a one-line summary",
                    summary
                );
                for (button, page) in [("card-play", "play"), ("card-rules", "rules")] {
                    let href = b
                        .js(&format!(
                            "return document.querySelector('{card} [data-testid={button}]')?.getAttribute('href')"
                        ))
                        .await?;
                    let expected = format!("/{lang}/{page}/{game}");
                    ensure!(
                        href == json!(expected),
                        format!("/{lang}/: the {page} button of {game}"),
                        expected,
                        href
                    );
                }
            }
        }
        // Follow Rules, then Play, then back home, all by clicking.
        b.goto("/fr/").await?;
        click(&b, "[data-game=hnefatafl] [data-testid=card-rules]").await?;
        b.wait_for_path("/fr/rules/hnefatafl").await?;
        b.wait_for(
            "the French guide's six steps",
            "return document.querySelectorAll('[data-section=guide] .step').length",
            json!(6),
        )
        .await?;
        let heading = b.text("[data-section=guide] h2").await?;
        ensure!(
            heading == "Le guide complet pour débuter",
            "the guide's French heading",
            "Le guide complet pour débuter",
            heading
        );
        click(&b, "[data-testid=home-link]").await?;
        b.wait_for_path("/fr/").await?;
        click(&b, "[data-game=great-cross] [data-testid=card-rules]").await?;
        b.wait_for_path("/fr/rules/great-cross").await?;
        click(&b, "[data-testid=play-link]").await?;
        b.wait_for_path("/fr/play/great-cross").await
    }
    .await;
    b.run("home_cards_lead_to_play_and_rules_and_back", result)
        .await;
}

/// Not a check: screenshots of the rules pages and the home page for the
/// visual review (phone and desktop, light and dark, each language) in
/// `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored rules_screenshots`.
#[tokio::test]
#[ignore]
async fn rules_screenshots() {
    let phone = PHONE;
    let desktop = Window {
        height: 1100,
        ..DESKTOP
    };
    let dark = |w: Window| Window { dark: true, ..w };
    let shots = [
        ("/en/", phone, "home-cards-phone-en"),
        ("/el/", dark(desktop), "home-cards-desktop-dark-el"),
        ("/en/rules/fox-geese", desktop, "rules-fox-geese-desktop-en"),
        ("/fr/rules/two-foxes", phone, "rules-two-foxes-phone-fr"),
        (
            "/el/rules/great-cross",
            dark(phone),
            "rules-great-cross-phone-dark-el",
        ),
        (
            "/fr/rules/great-cross",
            dark(desktop),
            "rules-great-cross-desktop-dark-fr",
        ),
        ("/el/rules/hnefatafl", desktop, "rules-hnefatafl-desktop-el"),
        (
            "/en/solved/fox-geese",
            desktop,
            "solved-fox-geese-desktop-en",
        ),
        ("/el/solved/fox-geese", phone, "solved-fox-geese-phone-el"),
        (
            "/fr/solved/fox-geese",
            dark(phone),
            "solved-fox-geese-phone-dark-fr",
        ),
        (
            "/en/rules/hnefatafl",
            dark(phone),
            "rules-hnefatafl-phone-dark-en",
        ),
        ("/en/rules/brandubh", desktop, "rules-brandubh-desktop-en"),
        ("/el/rules/brandubh", phone, "rules-brandubh-phone-el"),
        (
            "/fr/rules/tablut",
            dark(phone),
            "rules-tablut-phone-dark-fr",
        ),
        ("/en/rules/tablut", desktop, "rules-tablut-desktop-en"),
        (
            "/en/rules/hnefatafl-13",
            desktop,
            "rules-hnefatafl-13-desktop-en",
        ),
        (
            "/fr/rules/hnefatafl-13",
            phone,
            "rules-hnefatafl-13-phone-fr",
        ),
    ];
    for (path, window, name) in shots {
        let b = browser(window).await;
        let result = async {
            b.goto(path).await?;
            b.wait_for(
                "the page",
                "return !!document.querySelector('[data-page=solved]') || \
                 document.querySelectorAll('.site-main svg').length > 0",
                json!(true),
            )
            .await?;
            tokio::time::sleep(Duration::from_millis(400)).await;
            let file = root().join(format!("target/screenshots/{name}.png"));
            b.screenshot(&file).await;
            // The whole page too, in slices of one window height.
            let height = b
                .js("return document.documentElement.scrollHeight")
                .await?
                .as_u64()
                .unwrap_or(0);
            let mut top = u64::from(window.height);
            let mut part = 2;
            while top < height && part <= 8 {
                b.js(&format!("window.scrollTo(0, {top})")).await?;
                tokio::time::sleep(Duration::from_millis(200)).await;
                let file = root().join(format!("target/screenshots/{name}-{part}.png"));
                b.screenshot(&file).await;
                top += u64::from(window.height);
                part += 1;
            }
            Ok(())
        }
        .await;
        b.run("rules_screenshots", result).await;
    }
}

/// The rules pages are written out with their whole text: the HTML the
/// server sends already holds the heading, the sections, the table and
/// the diagrams, before any script has run; and with JavaScript off the
/// page shows them all the same.
#[tokio::test]
async fn rules_text_is_in_the_page_before_any_script() {
    let html = http_get("/fr/rules/hnefatafl").unwrap_or_else(|e| panic!("{e}"));
    for part in [
        "<html lang=\"fr\">",
        "<h1>Hnefatafl</h1>",
        "data-section=",
        "data-diagram=\"start\"",
        "data-point=\"f6\"",
        "Jouer à ce jeu",
    ] {
        assert!(html.contains(part), "the written page holds {part:?}");
    }
    assert!(
        !html.contains("tafl-app-"),
        "a rules page does not load the play page's app"
    );

    let b = browser(DESKTOP).await;
    let result = async {
        raw(
            &b,
            "goog/cdp/execute",
            json!({ "cmd": "Emulation.setScriptExecutionDisabled", "params": { "value": true } }),
        )
        .await?;
        b.goto("/fr/rules/hnefatafl").await?;
        let heading = b.text("[data-page=rules] h1").await?;
        ensure!(
            heading == "Hnefatafl",
            "the heading without JavaScript",
            "Hnefatafl",
            heading
        );
        let paragraphs = b.count("[data-page=rules] .rules-section p").await?;
        ensure!(
            paragraphs >= 5,
            "the rules text without JavaScript",
            ">= 5 paragraphs",
            paragraphs
        );
        let site = b
            .js("return document.documentElement.dataset.site ?? 'no script ran'")
            .await;
        ensure!(
            site.is_err() || site == Ok(json!("no script ran")),
            "no script ran",
            "scripts off",
            format!("{site:?}")
        );
        b.screenshot(&root().join("target/screenshots/rules-no-js-fr.png"))
            .await;
        Ok(())
    }
    .await;
    b.run("rules_text_is_in_the_page_before_any_script", result)
        .await;
}

/// The body of `path` as the static server sends it (read up to its
/// Content-Length: the server keeps connections open).
fn http_get(path: &str) -> Result<String, String> {
    use std::io::{BufRead, BufReader, Read, Write};
    let address = server().origin.trim_start_matches("http://").to_string();
    let mut stream = std::net::TcpStream::connect(&address).map_err(|e| e.to_string())?;
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n").map_err(|e| e.to_string())?;
    let mut reader = BufReader::new(stream);
    let mut length = 0;
    let mut line = String::new();
    while reader.read_line(&mut line).map_err(|e| e.to_string())? > 2 {
        if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = value.trim().parse().map_err(|e| format!("{e}"))?;
        }
        line.clear();
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).map_err(|e| e.to_string())?;
    String::from_utf8(body).map_err(|e| e.to_string())
}

/// Not a check: the Greek rules pages' corrected words for the visual
/// review, at phone and desktop width, each scrolled to the paragraph
/// that holds `words` (the Hnefatafl exit-fort note, the Great Cross's 45
/// points, the games called Gåsetavl), in `target/screenshots/`. Run with
/// `cargo test --features e2e --test e2e -- --ignored greek_rules_screenshots`.
#[tokio::test]
#[ignore]
async fn greek_rules_screenshots() {
    let shots = [
        ("hnefatafl", "οχυρό στην άκρη"),
        ("great-cross", "45 σημείων"),
        ("two-foxes", "αρκετά δανικά"),
    ];
    for (window, size) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
        let b = browser(window).await;
        let result = async {
            for (game, words) in shots {
                b.goto(&format!("/el/rules/{game}")).await?;
                let script = format!(
                    "const p = [...document.querySelectorAll('p')].find(p => p.textContent.includes({words:?})); \
                     if (p) p.scrollIntoView({{block: 'center'}}); return !!p"
                );
                b.wait_for(words, &script, json!(true)).await?;
                tokio::time::sleep(Duration::from_millis(300)).await;
                let file = root().join(format!("target/screenshots/texts-rules-{game}-{size}-el.png"));
                b.screenshot(&file).await;
            }
            Ok(())
        }
        .await;
        b.run("greek_rules_screenshots", result).await;
    }
}

/// Who wins each table, by (geese, sideways): what the solver proved
/// (docs/solve.md), as `data-result` of the page's table.
const SOLVED: [(&str, &str, &str); 6] = [
    ("13", "off", "fox-wins"),
    ("13", "on", "draw"),
    ("15", "off", "fox-wins"),
    ("15", "on", "geese-win"),
    ("17", "off", "geese-win"),
    ("17", "on", "geese-win"),
];

#[tokio::test]
async fn who_wins_fox_and_geese_is_told_in_every_language_from_the_rules_page() {
    let b = browser(PHONE).await;
    let result = async {
        let headings = [
            ("en", "Who wins Fox and Geese?", "The fox wins", "Draw"),
            ("fr", "Qui gagne au renard et aux oies\u{202f}?", "Le renard gagne", "Partie nulle"),
            ("el", "Ποιος κερδίζει στην αλεπού και τις χήνες;", "Κερδίζει η αλεπού", "Ισοπαλία"),
        ];
        for (lang, heading, fox_wins, draw) in headings {
            open_rules(&b, lang, "fox-geese").await?;
            click(&b, "[data-testid=solved-link]").await?;
            b.wait_for_path(&format!("/{lang}/solved/fox-geese")).await?;
            b.wait_for("the heading", "return document.querySelector('[data-page=solved] h1')?.textContent", json!(heading))
                .await?;
            for (geese, sideways, result) in SOLVED {
                let cell = b
                    .js(&format!(
                        "return document.querySelector('[data-testid=solved-values] tr[data-geese=\"{geese}\"] \
                         td[data-sideways={sideways}]')?.dataset.result"
                    ))
                    .await?;
                ensure!(cell == json!(result), &format!("{geese} geese, sideways {sideways}"), result, cell);
            }
            let thirteen = b
                .js("return [...document.querySelectorAll('[data-testid=solved-values] tr[data-geese=\"13\"] td')]\
                     .map(td => td.textContent.trim())")
                .await?;
            ensure!(thirteen == json!([fox_wins, draw]), "the 13-geese row in the page's language", json!([fox_wins, draw]), thirteen);
            let sections = b
                .js("return [...document.querySelectorAll('[data-page=solved] [data-section]')].map(s => s.dataset.section)")
                .await?;
            let expected = json!(["answer", "meaning", "method", "cost", "reproduce", "rules"]);
            ensure!(sections == expected, "the page's sections", expected, sections);
            let command = b.text("[data-testid=solve-command]").await?;
            ensure!(command == "tafl solve fox-geese", "the command to run", "tafl solve fox-geese", command);
            let wide = b.js("return document.documentElement.scrollWidth > window.innerWidth").await?;
            ensure!(wide == json!(false), "no sideways scroll on a phone", false, wide);
            let play = b.js("return document.querySelector('[data-testid=play-link]')?.getAttribute('href')").await?;
            ensure!(play == json!(format!("/{lang}/play/fox-geese")), "the Play link", format!("/{lang}/play/fox-geese"), play);
        }
        // The language switcher keeps the page.
        click(&b, ".lang-switcher [data-lang=fr]").await?;
        b.wait_for_path("/fr/solved/fox-geese").await?;
        Ok(())
    }
    .await;
    b.run(
        "who_wins_fox_and_geese_is_told_in_every_language_from_the_rules_page",
        result,
    )
    .await;
}
