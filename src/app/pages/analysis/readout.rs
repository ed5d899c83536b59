//! "Computer analysis" on the analysis panel: the switch, and what the
//! computer says of the node shown — thinking, its evaluation, depth,
//! best move and the line it expects (a click on a move of the line
//! plays the line up to it).

use crate::analysis::eval::{evaluation, Evaluation};
use crate::app::pages::analysis::engine::State;
use crate::app::pages::analysis::state::AnalysisState;
use crate::app::pages::analysis::text::{evaluation_text, unit_text, view_text};
use crate::app::text::i18n::t;
use crate::app::text::play_text::proved_text;
use leptos::prelude::*;

/// The computer's result for one node, with the line as buttons.
fn result_view(page: AnalysisState, a: crate::app::pages::analysis::engine::Analysis) -> AnyView {
    let AnalysisState {
        locale, game, tree, ..
    } = page;
    let shown = evaluation(a.found.score, a.to_move);
    let score = proved_text(locale, a.found.proved, evaluation_text(locale, game, shown));
    // An estimate names its side and says once what its unit is; a proved
    // win is a sentence of its own.
    let (side, unit) = match shown {
        Evaluation::Estimate { side, .. } => (
            Some(view_text(locale, game, side)),
            Some(unit_text(locale, game)),
        ),
        _ => (None, None),
    };
    let line = if a.found.line.is_empty() {
        vec![a.found.mv.clone()]
    } else {
        a.found.line.clone()
    };
    let labels = tree.with_untracked(|t| t.label_moves(a.node, &line).unwrap_or_default());
    let node = a.node;
    let moves = labels
        .into_iter()
        .enumerate()
        .map(|(i, label)| {
            let prefix = line[..=i].to_vec();
            view! {
                <button class="node line-move" data-testid="line-move"
                    title=t!(locale, analysis.engine.play_line)
                    on:click=move |_| page.play_line(node, prefix.clone())>
                    {label.show_number.then(|| view! { <span class="number">{label.number.text()}</span> })}
                    <span class="san">{label.notation}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="engine-result" data-testid="engine-result" data-node=node.index().to_string()>
            <p class="engine-score">
                <strong data-testid="eval-score">{score}</strong>
                {side.map(|v| view! { " " <span class="engine-view" data-testid="eval-side">{v}</span> })}
            </p>
            {unit.map(|u| view! { <p class="engine-unit" data-testid="eval-unit">{u}</p> })}
            <p class="engine-facts">
                <span>{t!(locale, analysis.engine.depth)}" "
                    <span data-testid="eval-depth">{a.found.depth}</span></span>
                {a.deeper.then(|| view! { <span class="engine-deeper" aria-hidden="true">"…"</span> })}
                " · "
                <span>{t!(locale, analysis.engine.best_move)}" "
                    <strong data-testid="eval-best">{a.found.mv.clone()}</strong></span>
            </p>
            <p class="engine-line">
                <span class="visually-hidden">{t!(locale, analysis.engine.best_line)}</span>
                <span data-testid="eval-line">{moves}</span>
            </p>
        </div>
    }
    .into_any()
}

/// The computer's result said in one sentence (the screen-reader board's
/// E key): "+0.4 for the fox, to move. Best move d4-c4."
pub fn spoken_evaluation(
    locale: crate::app::text::i18n::Locale,
    game: crate::engine::GameId,
    a: &crate::app::pages::analysis::engine::Analysis,
) -> String {
    let shown = evaluation(a.found.score, a.to_move);
    let score = proved_text(locale, a.found.proved, evaluation_text(locale, game, shown));
    let side = match shown {
        Evaluation::Estimate { side, .. } => format!(" {}", view_text(locale, game, side)),
        _ => String::new(),
    };
    format!(
        "{score}{side}. {} {}.",
        t!(locale, analysis.engine.best_move),
        a.found.mv
    )
}

/// The computer's switch and read-out.
pub fn engine_readout(page: AnalysisState) -> impl IntoView {
    let AnalysisState {
        locale, analyst, ..
    } = page;
    let state_view = move || {
        let locale = locale;
        let state = analyst.state.get();
        match state {
            State::Off => None,
            State::Thinking => Some(
                view! { <p class="engine-state" data-testid="engine-thinking">{t!(locale, analysis.engine.thinking)}</p> }
                    .into_any(),
            ),
            State::Over => Some(
                view! { <p class="engine-state" data-testid="engine-over">{t!(locale, analysis.engine.over)}</p> }
                    .into_any(),
            ),
            State::Failed => Some(
                view! { <p class="engine-state" data-testid="engine-failed">{t!(locale, analysis.engine.failed)}</p> }
                    .into_any(),
            ),
            State::Ready(a) => Some(result_view(page, a)),
        }
    };
    view! {
        <div class="engine" data-testid="engine">
            <label class="check engine-toggle">
                <input type="checkbox" data-testid="engine-toggle"
                    prop:checked=move || analyst.on.get()
                    on:change=move |ev| analyst.on.set(event_target_checked(&ev)) />
                {t!(locale, analysis.engine.toggle)}
            </label>
            {state_view}
        </div>
    }
}
