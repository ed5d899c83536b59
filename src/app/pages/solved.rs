//! `/:lang/solved/fox-geese`: who wins Fox and Geese with perfect play, for
//! each table, how the solver proved it, what it took, and the command
//! that does it again (the facts of docs/solve.md, told for players).

use crate::app::text::i18n::{lang_of, t, use_locale, Locale};
use crate::engine::GameId;
use crate::site::{self, href};
use leptos::prelude::*;

/// Who wins a table from the start with perfect play.
#[derive(Clone, Copy)]
enum Winner {
    Fox,
    Geese,
    Draw,
}

/// One table of Fox and Geese as the solver settled it: its geese and its
/// results without and with sideways steps (docs/solve.md, "Results").
struct Table {
    geese: u32,
    forward: Winner,
    sideways: Winner,
}

/// The six values, proved (docs/solve.md).
const TABLES: [Table; 3] = [
    Table {
        geese: 13,
        forward: Winner::Fox,
        sideways: Winner::Draw,
    },
    Table {
        geese: 15,
        forward: Winner::Fox,
        sideways: Winner::Geese,
    },
    Table {
        geese: 17,
        forward: Winner::Geese,
        sideways: Winner::Geese,
    },
];

fn result_text(locale: Locale, result: Winner) -> &'static str {
    match result {
        Winner::Fox => t!(locale, solved.fox_wins),
        Winner::Geese => t!(locale, solved.geese_win),
        Winner::Draw => t!(locale, solved.draw),
    }
}

fn result_id(result: Winner) -> &'static str {
    match result {
        Winner::Fox => "fox-wins",
        Winner::Geese => "geese-win",
        Winner::Draw => "draw",
    }
}

/// The page.
#[component]
pub fn SolvedPage() -> impl IntoView {
    let locale = use_locale();
    let lang = lang_of(locale);
    let rules = href(&site::rules_path(lang, GameId::FoxGeese));
    let play = href(&site::play_path(lang, GameId::FoxGeese));
    view! {
        <article class="rules solved" data-page="solved" data-game="fox-geese">
            <a class="back-link" data-testid="rules-link" href=rules.clone()>
                "← "
                {t!(locale, solved.rules_link)}
            </a>
            <header class="rules-header">
                <p class="rules-kicker">{t!(locale, solved.kicker)}</p>
                <h1>{t!(locale, solved.title)}</h1>
                <p class="lead">{t!(locale, solved.lead)}</p>
            </header>
            <Section id="answer" heading=t!(locale, solved.answer_heading)>
                <p>{t!(locale, solved.answer_text)}</p>
                <ValuesTable />
                <p>{t!(locale, solved.answer_reading)}</p>
            </Section>
            <Section id="meaning" heading=t!(locale, solved.meaning_heading)>
                <p>{t!(locale, solved.meaning_text)}</p>
                <p>{t!(locale, solved.rule_text)}</p>
            </Section>
            <Section id="method" heading=t!(locale, solved.how_heading)>
                <ol class="steps">
                    <Step title=t!(locale, solved.step_order_title) text=t!(locale, solved.step_order) />
                    <Step title=t!(locale, solved.step_back_title) text=t!(locale, solved.step_back) />
                    <Step title=t!(locale, solved.step_small_title) text=t!(locale, solved.step_small) />
                    <Step title=t!(locale, solved.step_check_title) text=t!(locale, solved.step_check) />
                </ol>
            </Section>
            <Section id="cost" heading=t!(locale, solved.cost_heading)>
                <p>{t!(locale, solved.cost_text)}</p>
                <ul class="rules-list">
                    <li>{t!(locale, solved.cost_forward)}</li>
                    <li>{t!(locale, solved.cost_sideways)}</li>
                </ul>
            </Section>
            <Section id="reproduce" heading=t!(locale, solved.reproduce_heading)>
                <p>{t!(locale, solved.reproduce_text)}</p>
                <pre class="command" data-testid="solve-command"><code>"tafl solve fox-geese"</code></pre>
                <p>{t!(locale, solved.reproduce_options)}</p>
            </Section>
            <Section id="rules" heading=t!(locale, solved.rules_heading)>
                <p>{t!(locale, solved.rules_text)}</p>
            </Section>
            <footer class="rules-footer">
                <a class="button" data-testid="play-link" href=play>
                    {t!(locale, solved.play_link)}
                </a>
                <a class="rules-home" href=rules>
                    {t!(locale, solved.rules_link)}
                </a>
            </footer>
        </article>
    }
}

/// A titled part of the page with its own anchor.
#[component]
fn Section(id: &'static str, heading: &'static str, children: Children) -> impl IntoView {
    let heading_id = format!("solved-{id}");
    let labelled_by = heading_id.clone();
    view! {
        <section class="rules-section" data-section=id aria-labelledby=labelled_by>
            <h2 id=heading_id>{heading}</h2>
            {children()}
        </section>
    }
}

/// One step of the method.
#[component]
fn Step(title: &'static str, text: &'static str) -> impl IntoView {
    view! {
        <li class="step">
            <h3>{title}</h3>
            <p>{text}</p>
        </li>
    }
}

/// The six values: a row for each number of geese, a column for each way
/// the geese move.
#[component]
fn ValuesTable() -> impl IntoView {
    let locale = use_locale();
    let forward = t!(locale, solved.col_forward);
    let sideways = t!(locale, solved.col_sideways);
    let rows = TABLES
        .iter()
        .map(|table| {
            let cell = |result: Winner, mode: &'static str, label: &'static str| {
                view! {
                    <td data-label=label data-sideways=mode data-result=result_id(result)>
                        {result_text(locale, result)}
                    </td>
                }
            };
            view! {
                <tr data-geese=table.geese>
                    <th scope="row">{t!(locale, solved.geese, count = u64::from(table.geese))}</th>
                    {cell(table.forward, "off", forward)}
                    {cell(table.sideways, "on", sideways)}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="rule-changes solved-values" data-testid="solved-values">
                <caption>{t!(locale, solved.table_caption)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t!(locale, solved.col_table)}</th>
                        <th scope="col">{forward}</th>
                        <th scope="col">{sideways}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
