//! The analysis's move list: the main line with its variations in
//! parentheses ([`crate::analysis::listing`]), the node on the board
//! highlighted; a click on a move goes there.

use crate::analysis::listing::{listing, Part};
use crate::analysis::{AnalysisTree, NodeId};
use crate::app::text::i18n::{t, use_locale};
use leptos::prelude::*;

/// One line of `parts` at nesting `level` (0: the main line).
fn line_view(
    parts: Vec<Part>,
    level: usize,
    focus: RwSignal<NodeId>,
    go: Callback<NodeId>,
) -> AnyView {
    parts
        .into_iter()
        .map(|part| match part {
            Part::Move(entry) => {
                let id = entry.id;
                let current = move || focus.get() == id;
                view! {
                    <button class="node" class:current=current class:main=level == 0
                        data-testid="node" data-node=id.index().to_string()
                        aria-current=move || current().then_some("step")
                        on:click=move |_| go.run(id)>
                        {entry.number.map(|n| view! { <span class="number">{n}</span> })}
                        <span class="san">{entry.notation}</span>
                        {entry.mark.map(|m| view! { <span class="mark" data-testid="node-mark">{m}</span> })}
                    </button>
                    {entry.comment.map(|c| view! {
                        <span class="comment" class:main=level == 0 data-testid="comment">{c}</span>
                    })}
                }
                .into_any()
            }
            Part::Variations(lines) => {
                let lines = lines
                    .into_iter()
                    .map(|l| {
                        view! {
                            <span class="variation" data-testid="variation">
                                <span class="paren">"("</span>
                                {line_view(l, level + 1, focus, go)}
                                <span class="paren">")"</span>
                            </span>
                        }
                    })
                    .collect_view();
                if level == 0 {
                    view! { <div class="variations">{lines}</div> }.into_any()
                } else {
                    lines.into_any()
                }
            }
        })
        .collect_view()
        .into_any()
}

/// The tree's moves; `go` shows a node.
#[component]
pub fn MoveTree(
    tree: RwSignal<AnalysisTree>,
    focus: RwSignal<NodeId>,
    go: Callback<NodeId>,
) -> impl IntoView {
    let locale = use_locale();
    let list_ref = NodeRef::<leptos::html::Div>::new();
    // Keep the shown move in sight, scrolling the list only (not the page:
    // on a phone the board stays where it is while moves are played).
    Effect::new(move |_| {
        let node = focus.get();
        tree.track();
        let Some(list) = list_ref.get() else { return };
        let selector = format!("[data-node=\"{}\"]", node.index());
        let Some(item) = list
            .query_selector(&selector)
            .ok()
            .flatten()
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
        else {
            return;
        };
        let (top, height) = (item.offset_top(), item.offset_height());
        let (scroll, view) = (list.scroll_top(), list.client_height());
        if top < scroll {
            list.set_scroll_top(top);
        } else if top + height > scroll + view {
            list.set_scroll_top(top + height - view);
        }
    });
    let empty = move || tree.with(|t| t.node_count() == 0);
    view! {
        <div class="moves analysis-moves">
            <h2 class="moves-heading">{t!(locale, analysis.moves_heading)}</h2>
            <Show when=empty>
                <p class="no-moves">{t!(locale, analysis.no_moves)}</p>
            </Show>
            <div class="move-tree" data-testid="move-tree" node_ref=list_ref>
                {move || tree.with(|t| t.comment(NodeId::ROOT).map(|c| view! {
                    <span class="comment main" data-testid="comment">{c.to_string()}</span>
                }))}
                {move || tree.with(|t| line_view(listing(t), 0, focus, go))}
            </div>
        </div>
    }
}
