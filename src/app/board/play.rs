//! The playing board: the board picture of [`BoardView`](crate::pictures::board_view::BoardView)
//! with pieces that slide, highlights for the last move and the move being
//! entered, and input by click, drag (mouse and touch, through pointer
//! events) and keyboard; in the screen-reader mode, the board its
//! [`Access`](crate::app::access::Access) layer brings instead (a grid of
//! buttons). Every input becomes a click on a point of the
//! [`Session`], which alone decides what it means. Each layer is a
//! component of its own in this folder; this one stacks them.

use crate::app::access;
use crate::app::board::backdrop::BoardBackdrop;
use crate::app::board::ghosts::ghosts;
use crate::app::board::highlights::highlights;
use crate::app::board::hint::hint_arrow;
use crate::app::board::hits::hit_targets;
use crate::app::board::input::BoardInput;
use crate::app::board::sprite::piece_sprite;
use crate::app::board::state::BoardState;
use crate::pictures::board_view::BoardStyle;
use crate::play::{Action, Session};
use leptos::prelude::*;

/// The interactive board of a session. `on_action` hears every action a
/// click, drop or key caused (to announce moves, save, …).
#[component]
pub fn PlayBoard(
    session: RwSignal<Session>,
    #[prop(into)] flipped: Signal<bool>,
    #[prop(into)] label: Signal<String>,
    on_action: Callback<Action>,
    /// A suggested move's points, drawn as an arrow.
    #[prop(optional, into)]
    hint: Option<Signal<Option<Vec<u8>>>>,
    /// What the computer says of the position (the screen-reader board's
    /// E key).
    #[prop(optional, into)]
    evaluation: Option<Signal<Option<String>>>,
) -> impl IntoView {
    let hint = hint.unwrap_or_else(|| Signal::stored(None));
    let game = session.with_untracked(|s| s.history().game().id());
    let state = BoardState::new(session, game, flipped);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let input = BoardInput::new(state, flipped, on_action, svg_ref);
    if let Some(access) = access::current() {
        let evaluation = evaluation.unwrap_or_else(|| Signal::stored(None));
        return (access.board)(state, input, flipped, evaluation);
    }
    let geometry = state.geometry;
    // Every piece of the game, captured ones too (hidden): the list
    // changes only with a new game, so each piece keeps its element and
    // slides from point to point.
    let session = state.session;
    let piece_ids = Memo::new(move |_| {
        session.with(|s| {
            s.history()
                .timeline()
                .pieces(0)
                .iter()
                .map(|p| p.id)
                .collect::<Vec<_>>()
        })
    });
    let style_class = match state.style {
        BoardStyle::Lines => "board board-lines play-board",
        BoardStyle::Squares => "board board-squares play-board",
    };
    let active = move || {
        state
            .shown_cursor()
            .map(|p| format!("pt-{}", state.board.name(p)))
    };

    view! {
        <svg
            node_ref=svg_ref
            class=style_class
            viewBox=move || geometry.with(|g| g.view_box())
            role="application"
            tabindex="0"
            aria-label=move || label.get()
            aria-activedescendant=active
            data-testid="board"
            on:pointerdown=move |ev| input.pointer_down(ev)
            on:pointermove=move |ev| input.pointer_move(ev)
            on:pointerup=move |ev| input.pointer_up(ev)
            on:pointercancel=move |_| input.pointer_cancel()
            on:keydown=move |ev| input.key_down(ev)
            on:blur=move |_| input.blur()
        >
            <g class="layer-board">{move || view! { <BoardBackdrop view=geometry.get() /> }}</g>
            {highlights(state)}
            {ghosts(state)}
            // Under the pieces: the suggested move never hides one.
            {hint_arrow(state, hint)}
            <g class="layer-pieces">
                {move || piece_ids.get().into_iter().map(|id| piece_sprite(state, id)).collect_view()}
            </g>
            <g class="layer-hits">{hit_targets(state)}</g>
        </svg>
    }
    .into_any()
}
