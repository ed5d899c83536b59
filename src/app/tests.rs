//! Browser tests (wasm-bindgen-test in headless Chromium): mount the app or
//! a board, click SVG elements, check the DOM.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --lib` (the runner
//! and `CHROMEDRIVER` come from `.cargo/config.toml` and `scripts/env`).

use super::{App, BoardSvg};
use crate::board_view::BoardView;
use crate::engine::{setup, GameId};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Lets Leptos, the router and the browser catch up.
async fn settle() {
    for _ in 0..3 {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            web_sys::window()
                .unwrap()
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 30)
                .unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    }
}

/// Waits (up to ~3 s) until `ready` holds, then asserts it with `what`.
async fn until(what: &str, ready: impl Fn() -> bool) {
    for _ in 0..60 {
        if ready() {
            return;
        }
        settle().await;
    }
    assert!(ready(), "timed out waiting for: {what}");
}

/// Waits (up to ~3 s) until `seen()` equals `expected`; fails with both.
async fn until_eq(what: &str, expected: &str, seen: impl Fn() -> String) {
    for _ in 0..60 {
        if seen() == expected {
            return;
        }
        settle().await;
    }
    assert_eq!(seen(), expected, "{what}");
}

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn text(selector: &str) -> String {
    document()
        .query_selector(selector)
        .unwrap()
        .and_then(|e| e.text_content())
        .unwrap_or_else(|| format!("<no {selector}>"))
        .trim()
        .to_string()
}

fn path() -> String {
    web_sys::window().unwrap().location().pathname().unwrap()
}

/// A left click on any element, SVG ones included (they have no `click()`).
fn click(selector: &str) {
    let element = document()
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("expected an element for {selector}"));
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_composed(true);
    init.set_button(0);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    element.dispatch_event(&event).unwrap();
}

fn go(path: &str) {
    web_sys::window()
        .unwrap()
        .history()
        .unwrap()
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(path))
        .unwrap();
}

fn container() -> web_sys::HtmlElement {
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}

/// Presses and releases the primary pointer at the centre of `selector`
/// (what a mouse click or a tap on the playing board sends).
fn tap(selector: &str) {
    let element = document()
        .query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("expected an element for {selector}"));
    let rect = element.get_bounding_client_rect();
    for kind in ["pointerdown", "pointerup"] {
        let init = web_sys::PointerEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        init.set_button(0);
        init.set_pointer_id(1);
        init.set_is_primary(true);
        init.set_client_x((rect.left() + rect.width() / 2.0) as i32);
        init.set_client_y((rect.top() + rect.height() / 2.0) as i32);
        let event = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        element.dispatch_event(&event).unwrap();
    }
}

/// The playing board draws a position from the session; tapping the fox
/// shows its destinations, tapping one plays the move and slides the fox.
#[wasm_bindgen_test]
async fn playing_board_shows_destinations_and_plays_a_tapped_move() {
    use super::i18n::I18nContextProvider;
    use super::play::PlayBoard;
    use crate::play::{Action, Session};
    let root = container();
    let session = RwSignal::new(Session::new(GameId::FoxGeese, Default::default()).unwrap());
    let played = RwSignal::new(Vec::<String>::new());
    let handle = mount_to(root.clone(), move || {
        view! {
            <I18nContextProvider>
                <PlayBoard
                    session=session
                    flipped=false
                    label="test board".to_string()
                    on_action=Callback::new(move |a: Action| {
                        if let Action::Play(m) = a {
                            played.update(|p| p.push(m));
                        }
                    })
                />
            </I18nContextProvider>
        }
    });
    settle().await;
    assert_eq!(count(&root, "[data-point]"), 33);
    assert_eq!(count(&root, "[data-piece=goose]"), 13);
    assert_eq!(count(&root, "[data-piece=fox][data-at=d4]"), 1);
    tap("[data-testid=board] [data-point=d4]");
    until("the fox's destinations", || {
        count(&root, "[data-hl=target]") == 5
    })
    .await;
    assert_eq!(count(&root, "[data-hl=selected]"), 1);
    tap("[data-testid=board] [data-point=d5]");
    until("the fox on d5", || {
        count(&root, "[data-piece=fox][data-at=d5]") == 1
    })
    .await;
    assert_eq!(played.get_untracked(), ["d4-d5"]);
    assert_eq!(
        session.with_untracked(|s| s.game().moves().to_vec()),
        ["d4-d5"]
    );
    assert_eq!(count(&root, "[data-hl=target]"), 0);
    assert_eq!(
        count(&root, "[data-hl=from]") + count(&root, "[data-hl=to]"),
        2
    );
    // A goose that cannot move (d1, behind d2) is not picked up.
    tap("[data-testid=board] [data-point=d1]");
    settle().await;
    assert_eq!(count(&root, "[data-hl=selected]"), 0);
    drop(handle);
    root.remove();
}

/// Every board picture has one element per board point, named like the
/// engine names it, and the start pieces on the right points.
#[wasm_bindgen_test]
async fn board_pictures_draw_every_point_and_piece() {
    for game in GameId::ALL {
        let root = container();
        let handle = mount_to(root.clone(), move || {
            view! { <BoardSvg view=BoardView::start(game, true) label=Signal::derive(|| "board".to_string()) /> }
        });
        settle().await;
        let board = setup::topology(game);
        assert_eq!(
            count(&root, "[data-point]"),
            board.len() as u32,
            "{game}: points"
        );
        for p in board.points() {
            let name = board.name(p);
            assert_eq!(
                count(&root, &format!("[data-point=\"{name}\"]")),
                1,
                "{game}: expected one element for point {name}"
            );
        }
        let pieces = setup::start_pieces(game, Default::default());
        assert_eq!(
            count(&root, "[data-piece]"),
            pieces.len() as u32,
            "{game}: pieces"
        );
        for (p, piece) in pieces {
            let selector = format!(
                "[data-piece={}][data-at=\"{}\"]",
                piece.as_str(),
                board.name(p)
            );
            assert_eq!(count(&root, &selector), 1, "{game}: expected {selector}");
        }
        drop(handle);
        root.remove();
    }
}

/// The app-level checks share the page's URL and history, and async
/// browser tests run interleaved: one test runs them in turn.
#[wasm_bindgen_test]
async fn app_pages() {
    app_navigates_from_a_card_picture_to_its_board().await;
    unknown_pages_and_trailing_slashes().await;
}

/// Home page, click on an SVG piece inside a card, play page, language
/// switch, back link.
async fn app_navigates_from_a_card_picture_to_its_board() {
    let _ = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .clear();
    go("/en/");
    let root = container();
    let handle = mount_to(root.clone(), App);
    let body = document().body().unwrap();
    let body: &web_sys::Element = body.as_ref();

    until("four game cards", || count(body, "[data-game]") == 4).await;
    for game in GameId::ALL {
        let card = format!("li[data-game={}]", game.as_str());
        assert_eq!(
            count(body, &format!("{card} svg [data-point]")),
            setup::topology(game).len() as u32,
            "{card}: points"
        );
    }
    assert_eq!(text("li[data-game=fox-geese] .card-title"), "Fox and Geese");
    assert_eq!(
        document()
            .document_element()
            .unwrap()
            .get_attribute("lang")
            .as_deref(),
        Some("en")
    );
    assert!(text("[data-testid=version]").starts_with("v0.1.0 · "));

    // Click the fox drawn in the Fox and Geese card.
    click("li[data-game=fox-geese] svg [data-piece=fox]");
    until("the fox-geese play page", || path() == "/en/play/fox-geese").await;
    until("the full-size board", || {
        count(body, "article.play svg [data-point]") == 33
    })
    .await;
    assert_eq!(count(body, "article.play svg [data-piece=fox]"), 1);
    assert_eq!(count(body, "article.play svg [data-piece=goose]"), 13);
    assert_eq!(text("article.play h1"), "Fox and Geese");
    let board = setup::topology(GameId::FoxGeese);
    for p in board.points() {
        let selector = format!("article.play [data-point=\"{}\"]", board.name(p));
        assert_eq!(count(body, &selector), 1, "expected {selector}");
    }
    until("the page title", || {
        document().title() == "Fox and Geese · Tafl"
    })
    .await;

    // Switch to French: same page, French texts, <html lang="fr">.
    click(".lang-switcher [data-lang=fr]");
    until("the French play page", || path() == "/fr/play/fox-geese").await;
    until("the French heading", || {
        text("article.play h1") == "Le renard et les oies"
    })
    .await;
    until("<html lang=fr>", || {
        document()
            .document_element()
            .unwrap()
            .get_attribute("lang")
            .as_deref()
            == Some("fr")
    })
    .await;
    let stored = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item(crate::site::LANG_STORAGE_KEY)
        .unwrap();
    assert_eq!(stored.as_deref(), Some("\"fr\""), "stored language");

    // Back home through the back link (an HTML link this time).
    click("a.back-link");
    until("the French home page", || path() == "/fr/").await;
    until("four game cards", || count(body, "[data-game]") == 4).await;
    assert_eq!(
        text("li[data-game=great-cross] .card-title"),
        "La grande croix"
    );
    drop(handle);
    root.remove();
}

/// Unknown games and pages show the not-found page in the page's language;
/// paths with and without a trailing slash reach the same pages.
async fn unknown_pages_and_trailing_slashes() {
    let cases: [(&str, Option<&str>, &str); 6] = [
        ("/en/play/chess", Some("Page not found"), "en"),
        ("/el/nowhere", Some("Η σελίδα δεν βρέθηκε"), "el"),
        ("/xx/", Some("Page not found"), "en"),
        ("/fr", None, "fr"),
        ("/en/play/hnefatafl/", None, "en"),
        ("/fr/play/great-cross", None, "fr"),
    ];
    for (at, not_found, lang) in cases {
        go(at);
        let root = container();
        let handle = mount_to(root.clone(), App);
        let el: &web_sys::Element = root.as_ref();
        match not_found {
            Some(heading) => {
                until(&format!("{at}: not found"), || {
                    count(el, "[data-page=not-found]") == 1
                })
                .await;
                until_eq(&format!("{at}: heading"), heading, || {
                    text("[data-page=not-found] h1")
                })
                .await;
            }
            None => {
                until(&format!("{at}: a page with a board"), || {
                    count(el, "svg [data-point]") > 0 && count(el, "[data-page=not-found]") == 0
                })
                .await;
            }
        }
        until(&format!("{at}: <html lang={lang}>"), || {
            document()
                .document_element()
                .unwrap()
                .get_attribute("lang")
                .as_deref()
                == Some(lang)
        })
        .await;
        drop(handle);
        root.remove();
    }
}
