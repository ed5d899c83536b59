//! Browser tests (wasm-bindgen-test in headless Chromium): mount the app or
//! a board, click SVG elements, check the DOM.
//!
//! Run with `cargo test --target wasm32-unknown-unknown --lib` (the runner
//! and `CHROMEDRIVER` come from `.cargo/config.toml` and `scripts/env`).

use crate::app::board::svg::BoardSvg;
use crate::engine::{setup, GameId};
use crate::pictures::board_view::BoardView;
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

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
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
    use crate::app::board::play::PlayBoard;
    use crate::app::text::i18n::{InLocale, Locale};
    use crate::play::{Action, Session};
    let root = container();
    let session = RwSignal::new(Session::new(GameId::FoxGeese, Default::default()).unwrap());
    let played = RwSignal::new(Vec::<String>::new());
    let handle = mount_to(root.clone(), move || {
        view! {
            <InLocale locale=Locale::en>
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
            </InLocale>
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
        session.with_untracked(|s| s.history().game().moves().to_vec()),
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

/// A record that cannot be imported is told in the page's language with
/// the move's number and text; text from the record is quoted as written
/// (a `%` in it is not a slot of the message).
#[wasm_bindgen_test]
fn import_messages_name_the_bad_move_in_each_language() {
    use crate::app::text::i18n::Locale;
    use crate::app::text::record_text::import_problem_text;
    use crate::saves::records::{import_entry, ImportProblem};
    let problem = import_entry("d1-d4 f4-f3 d4-d9", "x".into(), 0.0).unwrap_err();
    assert_eq!(
        import_problem_text(Locale::en, &problem),
        "Move 3 (d4-d9) is not legal: that move is not allowed in this position."
    );
    assert_eq!(
        import_problem_text(Locale::fr, &problem),
        "Le coup 3 (d4-d9) n’est pas légal\u{a0}: ce coup n’est pas permis dans cette position."
    );
    assert!(import_problem_text(Locale::el, &problem).starts_with("Η κίνηση 3 (d4-d9)"));
    let odd = import_entry("[Game \"%n%m\"]\n", "x".into(), 0.0).unwrap_err();
    assert_eq!(
        import_problem_text(Locale::en, &odd),
        "The record is of a game Tafl does not know: “%n%m”."
    );
    let variation = import_entry(
        "[Game \"hnefatafl\"]\n\nd1-d3 e5-e2 (e5-e1)",
        "x".into(),
        0.0,
    )
    .unwrap_err();
    assert_eq!(
        import_problem_text(Locale::en, &variation),
        "In a variation on line 3: Move 2 (e5-e1) is not legal: that move is not allowed in this position."
    );
    let huge = ImportProblem::TooLarge(5 << 20);
    assert!(import_problem_text(Locale::en, &huge).contains("too large"));
}

/// A typed move refused says why in the page's language, naming the text
/// typed and the point at fault (the box's message in every mode).
#[wasm_bindgen_test]
fn typed_refusals_name_the_word_in_each_language() {
    use crate::app::text::i18n::Locale;
    use crate::app::text::typed_text::typed_refusal;
    use crate::engine::{AnyGame, Options};
    use crate::play::TypedRefusal;
    let game = AnyGame::new(GameId::FoxGeese, Options::default()).unwrap();
    let say = |locale, typed: &str| {
        typed_refusal(
            locale,
            GameId::FoxGeese,
            &TypedRefusal::Typed(game.read_typed(typed).unwrap_err()),
        )
    };
    assert_eq!(
        say(Locale::en, "d1-d9"),
        "“d1-d9”: d9 is not a point of this board."
    );
    assert_eq!(
        say(Locale::en, "d4-d6"),
        "“d4-d6” is not a legal move here."
    );
    assert_eq!(
        say(Locale::en, "c1-c2"),
        "“c1-c2”: no piece of the side to move stands on c1."
    );
    assert!(say(Locale::en, "zz").starts_with("“zz” is not a move: "));
    assert_eq!(say(Locale::en, " "), "Type a move, for example d1-d4.");
    assert_eq!(
        say(Locale::fr, "d4-d6"),
        "«\u{a0}d4-d6\u{a0}» n’est pas un coup permis ici."
    );
    assert_eq!(
        say(Locale::el, "d4-d6"),
        "Η κίνηση «d4-d6» δεν επιτρέπεται εδώ."
    );
    let tafl = AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    let wrong = TypedRefusal::Typed(tafl.read_typed("d1-d4xd5").unwrap_err());
    assert_eq!(
        typed_refusal(Locale::en, GameId::Hnefatafl, &wrong),
        "“d1-d4xd5” does not take the pieces it marks."
    );
    assert_eq!(
        typed_refusal(Locale::fr, GameId::Hnefatafl, &TypedRefusal::NotYourTurn),
        "Ce n’est pas votre tour."
    );
    // Each game's own example: a fox's jumps only where foxes jump.
    let malformed = |game| {
        typed_refusal(
            Locale::en,
            game,
            &TypedRefusal::Typed(tafl.read_typed("zz").unwrap_err()),
        )
    };
    assert!(
        malformed(GameId::Hnefatafl).contains("f4-c4xc5")
            && !malformed(GameId::Hnefatafl).contains("fox")
    );
    assert!(malformed(GameId::TwoFoxes).contains("e3-c3-e5"));
    use crate::app::text::typed_text::typed_hint;
    assert!(!typed_hint(Locale::el, GameId::Hnefatafl).contains("e3-c3-e5"));
    assert!(typed_hint(Locale::el, GameId::FoxGeese).contains("e3-c3-e5"));
    // A watcher is told that it watches, not that it waits its turn.
    assert_eq!(
        typed_refusal(Locale::en, GameId::Hnefatafl, &TypedRefusal::Watching),
        "You are watching this game: its players move by their links."
    );
}

/// A refusal as the record reader's worker sends it (message text) reads
/// back into the same words; one this build does not know, or whose
/// values do not fit its key, says the reader failed rather than nothing.
#[wasm_bindgen_test]
fn refusals_from_the_reader_are_said_or_reported_as_a_failed_reader() {
    use crate::app::text::i18n::Locale;
    use crate::app::text::record_text::{reader_failed_text, refusal_text};
    use crate::json;
    use crate::protocol::envelope::{reply_to, FromWorker, ToWorker};
    use crate::protocol::import::{read, ReadAnswer, ReadRequest};
    use crate::protocol::refusal::{Refusal, RefusalPart};
    let request = json::to_text(&ToWorker {
        job: 1,
        request: ReadRequest {
            text: "d1-d4 f4-f3 d4-d9".into(),
            id: "x".into(),
            now_ms: 0.0,
        },
    });
    let sent = json::to_text(&reply_to(&request, |r: ReadRequest| read(&r), |_| {}));
    let Ok(FromWorker::Answer {
        answer: ReadAnswer::Refused(refusal),
        ..
    }) = json::from_text::<FromWorker<ReadAnswer>>(&sent)
    else {
        panic!("expected a refusal, got {sent}");
    };
    assert_eq!(
        refusal_text(Locale::en, &refusal),
        "Move 3 (d4-d9) is not legal: that move is not allowed in this position."
    );
    let part = |key: &str, values: &[&str]| RefusalPart {
        key: key.into(),
        values: values.iter().map(|v| v.to_string()).collect(),
    };
    for odd in [
        vec![part("from_the_future", &[])],
        vec![part("bad_move", &["3"])],
        vec![part("bad_move", &["3", "d4-d9"])],
        vec![part("in_variation", &["2"])],
        vec![],
    ] {
        assert_eq!(
            refusal_text(Locale::fr, &Refusal { parts: odd.clone() }),
            reader_failed_text(Locale::fr),
            "{odd:?}"
        );
    }
    assert!(reader_failed_text(Locale::el).starts_with("Η καταγραφή δεν μπόρεσε"));
}

/// In a game with a friend by link the status speaks from this person's
/// side, and the link to send shows only on the friend's turn.
#[wasm_bindgen_test]
async fn a_game_by_link_says_whose_move_it_is_and_offers_the_link() {
    use crate::app::pages::play::{SendLink, StatusLine};
    use crate::app::text::i18n::{InLocale, Locale};
    use crate::engine::{Options, Side};
    use crate::links::invite::{Correspondence, CorrespondenceId};
    use crate::play::Session;
    let root = container();
    let id = CorrespondenceId::from_bytes([7; 9]);
    let session = RwSignal::new(
        Session::new(GameId::Hnefatafl, Options::default())
            .unwrap()
            .with_correspondence(Correspondence::start(id, Side::First, None)),
    );
    let handle = mount_to(root.clone(), move || {
        view! {
            <InLocale locale=Locale::en>
                <StatusLine session=session />
                <SendLink session=session />
            </InLocale>
        }
    });
    settle().await;
    let status = || {
        root.query_selector("[data-testid=status]")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    assert_eq!(status(), "Your move — you play the attackers");
    assert_eq!(count(&root, "[data-testid=send-link]:not([hidden])"), 0);
    session.update(|s| s.play("d1-d4").unwrap());
    settle().await;
    assert_eq!(status(), "Waiting for your friend (defenders)");
    assert_eq!(count(&root, "[data-testid=send-link]:not([hidden])"), 1);
    let url = root
        .query_selector("[data-testid=send-url]")
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlInputElement>()
        .value();
    let code = url.split("?g=").nth(1).expect("a code");
    match crate::links::share::decode_link(code).expect("a link") {
        crate::links::share::Link::Correspondence { game, invite } => {
            assert_eq!(game.moves(), ["d1-d4"]);
            assert_eq!(invite.side, Side::Second, "for the friend");
            assert_eq!(invite.id, id);
        }
        other => panic!("expected a correspondence link, got {other:?}"),
    }
    drop(handle);
    root.remove();
}
