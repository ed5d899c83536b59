//! `/:lang/play/:game`: a game for two players at one device, against the
//! computer, with a friend who plays by link at their own device, or
//! watched computer against computer. The panel, the dialog, the link to
//! send and the computer players are beside it in this folder, the board
//! is `app::board::play`; this page holds the session ([`PlayState`]) and
//! wires them together.

use crate::app::board::play::PlayBoard;
use crate::app::board::typed_move::typed_move;
use crate::app::browser;
use crate::app::pages::play::controls::controls_bar;
use crate::app::pages::play::header::play_header;
use crate::app::pages::play::keeping::Opening;
use crate::app::pages::play::readout::computer_readout;
use crate::app::pages::play::share::share_box;
use crate::app::pages::play::state::PlayState;
use crate::app::pages::play::{
    clocks, resign_control, AiBar, ChainControls, Computer, GameOverBanner, MoveList, NavButtons,
    NewGame, SendLink, StartChoice, StatusLine, TakenCounts,
};
use crate::app::text::i18n::{lang_of, t, use_locale};
use crate::app::text::i18n_text::game_name;
use crate::engine::GameId;
use crate::play::Action;
use crate::site::{self, href};
use leptos::ev;
use leptos::prelude::*;

/// ← and → step through the moves, unless typing, in the dialog or on the
/// board (where the arrows move the cursor).
fn listen_to_keys(page: PlayState) {
    let session = page.session;
    let keys = window_event_listener(ev::keydown, move |ev| {
        if browser::typing_target(&ev) {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => session.update(|s| s.history_mut().step_view(-1)),
            "ArrowRight" => session.update(|s| s.history_mut().step_view(1)),
            "Home" => session.update(|s| s.history_mut().view(0)),
            "End" => session.update(|s| {
                let last = s.history().timeline().len();
                s.history_mut().view(last)
            }),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// The play page: one game with its board, panel and dialog, opening with
/// `opening` (see [`keeping::open`](crate::app::pages::play::keeping::open)).
#[component]
pub fn PlayPage(game: GameId, opening: Opening) -> impl IntoView {
    let locale = use_locale();
    let page = PlayState::new(locale, game, opening);
    let PlayState {
        session,
        notice,
        share_open,
        flipped,
        announcement,
        ..
    } = page;
    let on_action = Callback::new(move |action: Action| {
        if let Action::Play(_) = action {
            page.played();
        }
    });
    let computer = Computer::new(session, page.ai, Callback::new(move |_| page.played()));
    let on_stop = Callback::new(move |_| page.stop_chain());
    let on_start = Callback::new(move |chosen: NewGame| page.start(chosen, computer));
    let on_new_game = Callback::new(move |_| page.new_game(computer));
    listen_to_keys(page);
    // A rated game that ended without being counted (its ratings could
    // not be read then) is counted now, or the person told again.
    if session.with_untracked(|s| s.terms().rating_due().is_some()) {
        page.moved();
    }
    let rating = page.rating_change;

    let home = move || href(&site::home_path(lang_of(locale)));
    let fresh = move || {
        session.with(|s| {
            s.history().timeline().is_empty()
                && !s.seats().is_watch()
                && s.seats().correspondence().is_none()
        })
    };
    let two_players = Signal::derive(move || {
        session.with(|s| s.seats().players() == &crate::play::Players::default())
    });
    let table = Signal::derive(move || session.with(|s| s.history().game().options()));
    // A memo: the start choice follows the seats when they change, not on
    // every tap that touches the session.
    let seats = Memo::new(move |_| session.with(|s| s.seats().players().clone()));
    let hint_path = Signal::derive(move || computer.live_hint().map(|h| h.path));
    let board_label = Signal::derive(move || {
        format!(
            "{} · {}",
            t!(locale, play.board_label),
            game_name(locale, game)
        )
    });

    view! {
        <article class="play" data-game=game.as_str()>
            <a class="back-link" href=home>
                "← "
                {t!(locale, play.back)}
            </a>
            <div class="play-layout">
                <div class="board-column">
                    {clocks(page)}
                    <div class="board-frame" class:flipped=move || flipped.get()>
                        <PlayBoard session=session flipped=flipped label=board_label on_action=on_action
                            hint=hint_path />
                    </div>
                    <GameOverBanner session=session on_new_game=on_new_game rating=rating />
                    {typed_move(session, on_action)}
                </div>
                <aside class="panel play-panel">
                    {play_header(page)}
                    <StartChoice game=game options=table players=seats two_players=two_players
                        shown=Signal::derive(fresh)
                        rated=session.with_untracked(|s| s.terms().rated().is_some())
                        clock=session.with_untracked(|s| s.terms().clock().map(|c| c.control()))
                        on_start=on_start />
                    {move || notice.get().map(|n| view! {
                        <div class="notice" role="alert" data-testid="notice" data-notice=n.kind()
                            data-detail=n.detail()>
                            <p>{n.text(locale, game)}</p>
                            <button class="icon-button" aria-label=t!(locale, play.dismiss)
                                on:click=move |_| notice.set(None)>"×"</button>
                        </div>
                    })}
                    <StatusLine session=session />
                    <SendLink session=session />
                    <AiBar session=session computer=computer />
                    {computer_readout(page, computer)}
                    <ChainControls session=session on_stop=on_stop />
                    <TakenCounts session=session />
                    <MoveList session=session />
                    <NavButtons session=session />
                    {controls_bar(page, computer)}
                    {resign_control(page, computer)}
                    <div hidden=move || !share_open.get() || page.by_link()>{share_box(page)}</div>
                    <p class="keyboard-hint">{t!(locale, play.keyboard_hint)}</p>
                </aside>
            </div>
            <div class="visually-hidden" aria-live="polite" data-testid="announcer">
                {move || announcement.get()}
            </div>
        </article>
    }
}
