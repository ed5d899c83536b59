//! `/:lang/rules/:game`: how each game is played, in the page's language.
//!
//! Each page is a list of [`Block`]s (headings, paragraphs, lists, the
//! rule-changes table, the diagrams) whose texts are translation keys
//! resolved at compile time, so a page cannot show a missing key; one
//! renderer turns the blocks into HTML.

use crate::app::board::svg::BoardSvg;
use crate::app::text::i18n::{lang_of, t, use_locale, Locale};
use crate::app::text::i18n_text::{game_name, game_summary};
use crate::engine::GameId;
use crate::pictures::diagrams::{self, Caption, Diagram};
use crate::site;
use crate::site::href;
use leptos::prelude::*;

/// A translated text: a key of the translation files, looked up in the
/// given locale.
type Text = fn(Locale) -> &'static str;

/// `tx!(namespace.key)`: the [`Text`] of one translation key.
macro_rules! tx {
    ($($key:tt)+) => {
        (|locale: Locale| t!(locale, $($key)+)) as Text
    };
}

/// One part of a rules page.
enum Block {
    /// A titled section with its own anchor.
    Section {
        id: &'static str,
        heading: Text,
        body: Vec<Block>,
    },
    /// A sub-heading inside a section.
    Subheading(Text),
    Paragraph(Text),
    List(Vec<Text>),
    /// A numbered list of steps, each with a title and its text.
    Steps(Vec<(Text, Text)>),
    /// The rule-changes table: row label, standard game, this variant.
    Changes {
        caption: Text,
        rows: Vec<[Text; 3]>,
    },
    /// The game's diagrams (start, capture, win…).
    Diagrams,
    /// A link to the page of who wins with perfect play, and how it was proved.
    SolvedLink(Text),
}

/// The page title in the document (`<title>`).
pub fn doc_title(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => t!(locale, rules_fox_geese.doc_title),
        GameId::TwoFoxes => t!(locale, rules_two_foxes.doc_title),
        GameId::GreatCross => t!(locale, rules_great_cross.doc_title),
        GameId::Hnefatafl => t!(locale, rules_hnefatafl.doc_title),
        GameId::Brandubh => t!(locale, rules_brandubh.doc_title),
        GameId::Tablut => t!(locale, rules_tablut.doc_title),
        GameId::Hnefatafl13 => t!(locale, rules_hnefatafl_13.doc_title),
    }
}

/// The heading of the page (the variants add their old name).
fn title(locale: Locale, game: GameId) -> &'static str {
    match game {
        GameId::FoxGeese => t!(locale, rules_fox_geese.title),
        GameId::TwoFoxes => t!(locale, rules_two_foxes.title),
        GameId::GreatCross => t!(locale, rules_great_cross.title),
        GameId::Hnefatafl => t!(locale, rules_hnefatafl.title),
        GameId::Brandubh => t!(locale, rules_brandubh.title),
        GameId::Tablut => t!(locale, rules_tablut.title),
        GameId::Hnefatafl13 => t!(locale, rules_hnefatafl_13.title),
    }
}

/// The caption of one diagram. Only Fox and Geese has a diagram for a
/// table option, so the other games read any start diagram as their start.
fn caption(locale: Locale, game: GameId, caption: Caption) -> &'static str {
    use Caption::*;
    match (game, caption) {
        (GameId::FoxGeese, Start) => t!(locale, rules_fox_geese.caption_start),
        (GameId::FoxGeese, StartSeventeen) => t!(locale, rules_fox_geese.caption_start17),
        (GameId::FoxGeese, Capture) => t!(locale, rules_fox_geese.caption_capture),
        (GameId::FoxGeese, Win) => t!(locale, rules_fox_geese.caption_win),
        (GameId::TwoFoxes, Capture) => t!(locale, rules_two_foxes.caption_capture),
        (GameId::TwoFoxes, Win) => t!(locale, rules_two_foxes.caption_win),
        (GameId::TwoFoxes, _) => t!(locale, rules_two_foxes.caption_start),
        (GameId::GreatCross, Capture) => t!(locale, rules_great_cross.caption_capture),
        (GameId::GreatCross, Win) => t!(locale, rules_great_cross.caption_win),
        (GameId::GreatCross, _) => t!(locale, rules_great_cross.caption_start),
        (GameId::Hnefatafl, Capture) => t!(locale, rules_hnefatafl.caption_capture),
        (GameId::Hnefatafl, Win) => t!(locale, rules_hnefatafl.caption_win),
        (GameId::Hnefatafl, _) => t!(locale, rules_hnefatafl.caption_start),
        (GameId::Brandubh, Capture) => t!(locale, rules_brandubh.caption_capture),
        (GameId::Brandubh, Win) => t!(locale, rules_brandubh.caption_win),
        (GameId::Brandubh, _) => t!(locale, rules_brandubh.caption_start),
        (GameId::Tablut, Capture) => t!(locale, rules_tablut.caption_capture),
        (GameId::Tablut, Win) => t!(locale, rules_tablut.caption_win),
        (GameId::Tablut, _) => t!(locale, rules_tablut.caption_start),
        (GameId::Hnefatafl13, Capture) => t!(locale, rules_hnefatafl_13.caption_capture),
        (GameId::Hnefatafl13, Win) => t!(locale, rules_hnefatafl_13.caption_win),
        (GameId::Hnefatafl13, _) => t!(locale, rules_hnefatafl_13.caption_start),
    }
}

/// The `data-diagram` name of a caption, for tests and styles.
fn caption_id(caption: Caption) -> &'static str {
    match caption {
        Caption::Start => "start",
        Caption::StartSeventeen => "start-17",
        Caption::Capture => "capture",
        Caption::Win => "win",
    }
}

/// The blocks of a tafl game's page, from its translation file `$ns`:
/// the same parts for each, the fourth rule being `$rule` (Copenhagen's
/// shield wall, or how Brandubh and Tablut differ from Copenhagen).
macro_rules! tafl_page {
    ($ns:ident, $rule_h:ident, $rule:ident) => {{
        use Block::*;
        vec![
            section(
                "about",
                tx!($ns.about_heading),
                vec![
                    Paragraph(tx!($ns.about_1)),
                    Paragraph(tx!($ns.about_2)),
                    Paragraph(tx!($ns.about_3)),
                ],
            ),
            section(
                "how-to-play",
                tx!($ns.howto_heading),
                vec![
                    Paragraph(tx!($ns.howto_board)),
                    Paragraph(tx!($ns.howto_moves)),
                    Paragraph(tx!($ns.howto_win)),
                ],
            ),
            diagrams_section(),
            section(
                "site-rules",
                tx!($ns.site_heading),
                vec![
                    Subheading(tx!($ns.captures_h)),
                    Paragraph(tx!($ns.captures)),
                    Subheading(tx!($ns.hostile_h)),
                    Paragraph(tx!($ns.hostile)),
                    Subheading(tx!($ns.king_h)),
                    Paragraph(tx!($ns.king)),
                    Subheading(tx!($ns.$rule_h)),
                    Paragraph(tx!($ns.$rule)),
                    Subheading(tx!($ns.end_h)),
                    Paragraph(tx!($ns.end)),
                ],
            ),
            section(
                "examples",
                tx!($ns.examples_heading),
                vec![List(vec![
                    tx!($ns.example_1),
                    tx!($ns.example_2),
                    tx!($ns.example_3),
                ])],
            ),
            section(
                "guide",
                tx!($ns.guide_heading),
                vec![
                    Paragraph(tx!($ns.guide_intro)),
                    Steps(vec![
                        (tx!($ns.step_1_h), tx!($ns.step_1)),
                        (tx!($ns.step_2_h), tx!($ns.step_2)),
                        (tx!($ns.step_3_h), tx!($ns.step_3)),
                        (tx!($ns.step_4_h), tx!($ns.step_4)),
                        (tx!($ns.step_5_h), tx!($ns.step_5)),
                        (tx!($ns.step_6_h), tx!($ns.step_6)),
                    ]),
                ],
            ),
        ]
    }};
}

/// The blocks of one game's page.
fn blocks(game: GameId) -> Vec<Block> {
    match game {
        GameId::FoxGeese => fox_geese(),
        GameId::TwoFoxes => two_foxes(),
        GameId::GreatCross => great_cross(),
        GameId::Hnefatafl => tafl_page!(rules_hnefatafl, shield_h, shield),
        GameId::Brandubh => tafl_page!(rules_brandubh, differences_h, differences),
        GameId::Tablut => tafl_page!(rules_tablut, differences_h, differences),
        GameId::Hnefatafl13 => tafl_page!(rules_hnefatafl_13, shield_h, shield),
    }
}

fn section(id: &'static str, heading: Text, body: Vec<Block>) -> Block {
    Block::Section { id, heading, body }
}

fn diagrams_section() -> Block {
    section(
        "diagrams",
        tx!(rules.diagrams_heading),
        vec![Block::Diagrams, Block::Paragraph(tx!(rules.diagrams_note))],
    )
}

fn fox_geese() -> Vec<Block> {
    use Block::*;
    vec![
        section(
            "board",
            tx!(rules_fox_geese.board_heading),
            vec![Paragraph(tx!(rules_fox_geese.board_text))],
        ),
        section(
            "setup",
            tx!(rules_fox_geese.setup_heading),
            vec![
                Paragraph(tx!(rules_fox_geese.setup_text)),
                Paragraph(tx!(rules_fox_geese.first_text)),
            ],
        ),
        section(
            "moves",
            tx!(rules_fox_geese.moves_heading),
            vec![
                Paragraph(tx!(rules_fox_geese.moves_fox)),
                Paragraph(tx!(rules_fox_geese.moves_geese)),
            ],
        ),
        section(
            "captures",
            tx!(rules_fox_geese.captures_heading),
            vec![
                Paragraph(tx!(rules_fox_geese.captures_text)),
                Paragraph(tx!(rules_fox_geese.captures_chain)),
            ],
        ),
        section(
            "winning",
            tx!(rules_fox_geese.wins_heading),
            vec![
                Paragraph(tx!(rules_fox_geese.wins_fox)),
                Paragraph(tx!(rules_fox_geese.wins_geese)),
                Paragraph(tx!(rules_fox_geese.draws)),
            ],
        ),
        diagrams_section(),
        section(
            "options",
            tx!(rules_fox_geese.options_heading),
            vec![
                Paragraph(tx!(rules_fox_geese.options_intro)),
                List(vec![
                    tx!(rules_fox_geese.options_geese),
                    tx!(rules_fox_geese.options_sideways),
                ]),
                Paragraph(tx!(rules_fox_geese.options_balance)),
                SolvedLink(tx!(rules_fox_geese.solved_link)),
            ],
        ),
    ]
}

fn two_foxes() -> Vec<Block> {
    use Block::*;
    vec![
        section(
            "what",
            tx!(rules_two_foxes.what_heading),
            vec![
                Paragraph(tx!(rules_two_foxes.what_board)),
                Paragraph(tx!(rules_two_foxes.what_foxes)),
                Paragraph(tx!(rules_two_foxes.what_geese)),
                Paragraph(tx!(rules_two_foxes.what_wins)),
                Paragraph(tx!(rules_two_foxes.what_draws)),
            ],
        ),
        diagrams_section(),
        section(
            "changes",
            tx!(rules.changes_heading),
            vec![Changes {
                caption: tx!(rules_two_foxes.changes_caption),
                rows: vec![
                    [
                        tx!(rules.row_pieces),
                        tx!(rules.std_pieces),
                        tx!(rules_two_foxes.pieces),
                    ],
                    [
                        tx!(rules.row_start),
                        tx!(rules.std_start),
                        tx!(rules_two_foxes.start),
                    ],
                    [
                        tx!(rules.row_geese_moves),
                        tx!(rules.std_geese_moves),
                        tx!(rules_two_foxes.geese_moves),
                    ],
                    [
                        tx!(rules.row_captures),
                        tx!(rules.std_captures),
                        tx!(rules_two_foxes.captures),
                    ],
                    [
                        tx!(rules.row_foxes_win),
                        tx!(rules.std_fox_wins),
                        tx!(rules_two_foxes.foxes_win),
                    ],
                    [
                        tx!(rules.row_geese_win),
                        tx!(rules.std_geese_win),
                        tx!(rules_two_foxes.geese_win),
                    ],
                ],
            }],
        ),
        section(
            "history",
            tx!(rules.history_heading),
            vec![
                Paragraph(tx!(rules_two_foxes.history_1)),
                Paragraph(tx!(rules_two_foxes.history_2)),
                Paragraph(tx!(rules_two_foxes.history_3)),
            ],
        ),
    ]
}

fn great_cross() -> Vec<Block> {
    use Block::*;
    vec![
        section(
            "what",
            tx!(rules_great_cross.what_heading),
            vec![
                Paragraph(tx!(rules_great_cross.what_board)),
                Paragraph(tx!(rules_great_cross.what_setup)),
                Paragraph(tx!(rules_great_cross.what_moves)),
                Paragraph(tx!(rules_great_cross.what_wins)),
                Paragraph(tx!(rules_great_cross.what_draws)),
            ],
        ),
        diagrams_section(),
        section(
            "changes",
            tx!(rules.changes_heading),
            vec![Changes {
                caption: tx!(rules_great_cross.changes_caption),
                rows: vec![
                    [
                        tx!(rules.row_board),
                        tx!(rules.std_board),
                        tx!(rules_great_cross.board),
                    ],
                    [
                        tx!(rules.row_pieces),
                        tx!(rules.std_pieces),
                        tx!(rules_great_cross.pieces),
                    ],
                    [
                        tx!(rules.row_start),
                        tx!(rules.std_start),
                        tx!(rules_great_cross.start),
                    ],
                    [
                        tx!(rules.row_geese_moves),
                        tx!(rules.std_geese_moves),
                        tx!(rules_great_cross.geese_moves),
                    ],
                    [
                        tx!(rules.row_captures),
                        tx!(rules.std_captures),
                        tx!(rules_great_cross.captures),
                    ],
                    [
                        tx!(rules.row_fox_wins),
                        tx!(rules.std_fox_wins),
                        tx!(rules_great_cross.fox_wins),
                    ],
                    [
                        tx!(rules.row_geese_win),
                        tx!(rules.std_geese_win),
                        tx!(rules_great_cross.geese_win),
                    ],
                ],
            }],
        ),
        section(
            "history",
            tx!(rules.history_heading),
            vec![
                Paragraph(tx!(rules_great_cross.history_1)),
                Paragraph(tx!(rules_great_cross.history_2)),
                Paragraph(tx!(rules_great_cross.history_3)),
            ],
        ),
    ]
}

/// The rules of one game.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let locale = use_locale();

    let lang = move || lang_of(locale);
    let home = move || href(&site::home_path(lang()));
    let play = move || href(&site::play_path(lang(), game));
    let kicker = move || match game {
        GameId::TwoFoxes | GameId::GreatCross => t!(locale, rules.variant_of),
        _ => t!(locale, rules.kicker),
    };
    let body = blocks(game)
        .into_iter()
        .map(|b| render(b, game))
        .collect_view();
    view! {
        <article class="rules" data-page="rules" data-game=game.as_str()>
            <a class="back-link" data-testid="home-link" href=home>
                "← "
                {t!(locale, rules.home)}
            </a>
            <header class="rules-header">
                <p class="rules-kicker">{kicker}</p>
                <h1>{title(locale, game)}</h1>
                <p class="lead">{game_summary(locale, game)}</p>
                <a class="button" data-testid="play-link" href=play>
                    {t!(locale, rules.play)}
                </a>
            </header>
            {body}
            <footer class="rules-footer">
                <a class="button" href=play>
                    {t!(locale, rules.play)}
                </a>
                <a class="rules-home" href=home>
                    {t!(locale, rules.home)}
                </a>
            </footer>
        </article>
    }
}

/// One block as HTML.
fn render(block: Block, game: GameId) -> AnyView {
    let locale = use_locale();
    let text = move |t: Text| move || t(locale);
    match block {
        Block::Section { id, heading, body } => {
            let heading_id = format!("rules-{id}");
            let labelled_by = heading_id.clone();
            let body = body.into_iter().map(|b| render(b, game)).collect_view();
            view! {
                <section class="rules-section" data-section=id aria-labelledby=labelled_by>
                    <h2 id=heading_id>{text(heading)}</h2>
                    {body}
                </section>
            }
            .into_any()
        }
        Block::Subheading(t) => view! { <h3>{text(t)}</h3> }.into_any(),
        Block::Paragraph(t) => view! { <p>{text(t)}</p> }.into_any(),
        Block::List(items) => {
            let items = items
                .into_iter()
                .map(|t| view! { <li>{text(t)}</li> })
                .collect_view();
            view! { <ul class="rules-list">{items}</ul> }.into_any()
        }
        Block::Steps(steps) => {
            let steps = steps
                .into_iter()
                .map(|(title, body)| {
                    view! {
                        <li class="step">
                            <h3>{text(title)}</h3>
                            <p>{text(body)}</p>
                        </li>
                    }
                })
                .collect_view();
            view! { <ol class="steps">{steps}</ol> }.into_any()
        }
        Block::Changes { caption, rows } => view! { <ChangesTable game caption rows /> }.into_any(),
        Block::Diagrams => view! { <DiagramGrid game /> }.into_any(),
        Block::SolvedLink(t) => {
            let solved = href(&site::solved_path(lang_of(locale)));
            view! {
                <p>
                    <a data-testid="solved-link" href=solved>{text(t)}</a>
                </p>
            }
            .into_any()
        }
    }
}

/// The rule-changes table of a variant against the standard game. On a
/// phone each row becomes a card; `data-label` carries the column name
/// for that layout.
#[component]
fn ChangesTable(game: GameId, caption: Text, rows: Vec<[Text; 3]>) -> impl IntoView {
    let locale = use_locale();

    let standard = move || t!(locale, rules.col_standard);
    let variant = move || game_name(locale, game);
    let rows = rows
        .into_iter()
        .map(|[label, old, new]| {
            view! {
                <tr>
                    <th scope="row">{label(locale)}</th>
                    <td data-label=standard>{old(locale)}</td>
                    <td data-label=variant>{new(locale)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="rule-changes" data-testid="rule-changes">
                <caption>{caption(locale)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t!(locale, rules.col_rule)}</th>
                        <th scope="col">{standard}</th>
                        <th scope="col">{variant}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// The game's diagrams, side by side where there is room.
#[component]
fn DiagramGrid(game: GameId) -> impl IntoView {
    let locale = use_locale();
    let figures = diagrams::diagrams(game)
        .into_iter()
        .filter_map(|d: Diagram| {
            // The diagram tables are checked by native tests; a broken one
            // is left out rather than stopping the page.
            let board = diagrams::draw(&d).ok()?;
            let text = move || caption(locale, game, d.caption);
            Some(view! {
                <figure class="diagram" data-diagram=caption_id(d.caption)>
                    <BoardSvg
                        view=board
                        label=Signal::derive(move || text().to_string())
                        class="diagram-board"
                    />
                    <figcaption>{text}</figcaption>
                </figure>
            })
        })
        .collect_view();
    view! { <div class="diagram-grid">{figures}</div> }
}
