//! `/:lang/play/:game`: a game for two players at one device, against the
//! computer, with a friend who plays by link at their own device, or
//! watched computer against computer. The panel, the dialog, the link to
//! send and the computer players are beside it in this folder, the board
//! is `app::board::play`; this page holds the session and wires them
//! together.

use crate::app::board::play::PlayBoard;
use crate::app::browser::{self, storage};
use crate::app::pages::play::keeping::{self, Keeper, Notice, Opening};
use crate::app::pages::play::{
    AiBar, ChainControls, Computer, GameOverBanner, MoveList, NavButtons, NewGame, NewGameDialog,
    SendLink, StartChoice, StatusLine, TakenCounts,
};
use crate::app::text::i18n::{lang_of, t, use_locale, Locale};
use crate::app::text::i18n_text::{game_name, piece_name};
use crate::app::text::play_text::{outcome_sentence, turn_text, verdict_text};
use crate::app::text::saved_text::{players_text, side_name};
use crate::engine::GameId;
use crate::links::invite::{Correspondence, CorrespondenceId};
use crate::links::share;
use crate::play::{Action, Session};
use crate::saves::{self, Seat};
use crate::site::{self, href};
use leptos::ev;
use leptos::prelude::*;

/// The full address of a shared game.
fn share_url(lang: &str, session: &Session) -> String {
    let origin = browser::origin();
    format!(
        "{origin}{}",
        href(&share::share_path(lang, &session.record()))
    )
}

/// The play page: one game with its board, panel and dialog, opening with
/// `opening` (see [`keeping::open`]).
#[component]
pub fn PlayPage(game: GameId, opening: Opening) -> impl IntoView {
    let locale = use_locale();
    let session = RwSignal::new(opening.session);
    let keeper = RwSignal::new(opening.save);
    let notice = RwSignal::new(opening.notice);
    let share_open = RwSignal::new(false);
    let copied = RwSignal::new(None::<bool>);
    let flipped = RwSignal::new(false);
    let dialog_open = RwSignal::new(false);
    let announcement = RwSignal::new(String::new());

    let announce = move || {
        let locale = locale;
        let text = session.with_untracked(|s| {
            let timeline = s.timeline();
            let last = timeline.ply(timeline.len())?;
            let mover = timeline
                .pieces(timeline.len())
                .iter()
                .find(|p| Some(&p.at) == last.path.last())
                .map(|p| piece_name(locale, p.piece))
                .unwrap_or_default();
            let taken = if last.taken.is_empty() {
                String::new()
            } else {
                format!(" ×{}", last.taken.len())
            };
            let next = match s.game().outcome() {
                Some(outcome) => outcome_sentence(locale, game, outcome),
                None => format!("{}.", turn_text(locale, game, s.game().side_to_move())),
            };
            Some(format!("{mover} {}{taken}. {next}", last.notation))
        });
        announcement.set(text.unwrap_or_default());
    };
    // Saved after every move, takeback and redo.
    let persist = move || {
        let result = keeper
            .try_update(|k| session.with_untracked(|s| k.store(game, s)))
            .unwrap_or(Ok(()));
        match result {
            Ok(()) => {
                if matches!(notice.get_untracked(), Some(Notice::Storage(_))) {
                    notice.set(None);
                }
            }
            Err(error) => notice.set(Some(Notice::Storage(error))),
        }
        share_open.set(false);
    };
    let on_action = Callback::new(move |action: Action| {
        if let Action::Play(_) = action {
            announce();
            persist();
        }
    });
    let computer = Computer::new(
        session,
        Callback::new(move |_| {
            announce();
            persist();
        }),
    );
    let on_stop = Callback::new(move |_| {
        let action = session
            .try_update(|s| s.stop_chain())
            .unwrap_or(Action::Ignored);
        on_action.run(action);
    });
    // A takeback stops the computer's search; in a watched game it also
    // pauses, so the position stays to be looked at.
    let undo = move |_| {
        computer.stop();
        if session.with_untracked(|s| s.is_watch()) && !computer.paused.get_untracked() {
            computer.toggle_pause();
        }
        let taken = session.try_update(|s| s.undo_turn()).unwrap_or_default();
        if !taken.is_empty() {
            announce();
            persist();
        }
    };
    let redo = move |_| {
        computer.stop();
        let redone = session.try_update(|s| s.redo_turn()).unwrap_or_default();
        if !redone.is_empty() {
            announce();
            persist();
        }
    };
    let on_start = Callback::new(move |chosen: NewGame| {
        if let Some(mut new) = keeping::new_session(game, chosen.options, chosen.players) {
            let by_link = chosen.by_link.map(|side| {
                let id = CorrespondenceId::new(browser::random(), storage::now_ms());
                Correspondence::start(id, side)
            });
            if let Some(correspondence) = by_link {
                new = new.with_correspondence(correspondence);
            }
            computer.reset();
            keeper.set(Keeper::fresh(game));
            session.set(new);
            announcement.set(String::new());
            // Kept at once: the friend's first reply (or first move) finds it.
            if by_link.is_some() {
                persist();
            }
        }
        dialog_open.set(false);
    });
    let copy = move |_| {
        let url = session.with_untracked(|s| share_url(lang_of(locale), s));
        browser::copy_text(&url, move |done| copied.set(Some(done)));
    };
    let on_cancel = Callback::new(move |_| dialog_open.set(false));
    let on_new_game = Callback::new(move |_| dialog_open.set(true));

    // ← and → step through the moves, unless typing or on the board
    // (where the arrows move the cursor).
    let keys = window_event_listener(ev::keydown, move |ev| {
        if browser::typing_target(&ev) || dialog_open.get_untracked() {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => session.update(|s| s.step_view(-1)),
            "ArrowRight" => session.update(|s| s.step_view(1)),
            "Home" => session.update(|s| s.view(0)),
            "End" => session.update(|s| {
                let last = s.timeline().len();
                s.view(last)
            }),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let name = move || game_name(locale, game);
    let home = move || href(&site::home_path(lang_of(locale)));
    let can_undo = move || session.with(|s| s.can_undo_turn());
    let can_redo = move || session.with(|s| s.can_redo());
    let current = move || {
        session.with(|s| NewGame {
            options: s.game().options(),
            players: s.players().clone(),
            by_link: None,
        })
    };
    let players = move || {
        session.with(|s| {
            let p = s.players();
            (p.first != Seat::Human || p.second != Seat::Human)
                .then(|| players_text(locale, game, &p.first, &p.second))
        })
    };
    // "You play: Geese", when a person plays one side against the computer
    // or with a friend by link.
    let you_play = move || {
        session.with(|s| {
            let p = s.players();
            let side = match (s.correspondence(), &p.first, &p.second) {
                (Some(c), _, _) => c.my_side,
                (None, Seat::Human, Seat::Ai { .. }) => crate::engine::Side::First,
                (None, Seat::Ai { .. }, Seat::Human) => crate::engine::Side::Second,
                _ => return None,
            };
            let colon = if locale == Locale::fr { "\u{a0}:" } else { ":" };
            Some(format!(
                "{}{colon} {}",
                t!(locale, play.choice.you_play),
                side_name(locale, game, side)
            ))
        })
    };
    let fresh = move || {
        session.with(|s| s.timeline().is_empty() && !s.is_watch() && s.correspondence().is_none())
    };
    let by_link = move || session.with(|s| s.correspondence().is_some());
    // A game from a set-up position (an imported record) cannot go into a
    // share link.
    let set_up = move || session.with(|s| s.game().custom_start().is_some());
    // "Export this game" leads to My games once the game is saved there.
    let export_href = move || {
        keeper.with(|k| {
            k.written_ms.is_some().then(|| {
                href(&format!(
                    "{}?export={}",
                    site::games_path(lang_of(locale)),
                    k.id
                ))
            })
        })
    };
    // "Analyse": the game on the analysis board at the position shown, by
    // its save (or, unsaved, its share code).
    let analyse_href = move || {
        let lang = lang_of(locale);
        let ply = session.with(|s| s.viewed_ply());
        let saved = keeper.with(|k| k.written_ms.is_some().then(|| k.id.clone()));
        match saved {
            Some(id) => href(&format!(
                "{}&ply={ply}",
                saves::analysis_path(lang, game, &id)
            )),
            None if !set_up() => {
                let code = session.with(|s| share::encode(&s.record()));
                href(&format!(
                    "{}?g={code}&ply={ply}",
                    site::analysis_path(lang, game)
                ))
            }
            None => href(&site::analysis_path(lang, game)),
        }
    };
    let two_players =
        Signal::derive(move || session.with(|s| s.players() == &crate::saves::Players::default()));
    let table = Signal::derive(move || session.with(|s| s.game().options()));
    // A memo: the start choice follows the seats when they change, not on
    // every tap that touches the session.
    let seats = Memo::new(move |_| session.with(|s| s.players().clone()));
    let hint_path = Signal::derive(move || computer.live_hint().map(|h| h.path));
    let can_hint =
        move || session.with(|s| s.is_human_turn() && s.is_live()) && !computer.is_hinting();
    let verdict = move || {
        computer
            .live_verdict()
            .map(|v| verdict_text(locale, game, v.winner, v.moves))
    };
    let board_label =
        Signal::derive(move || format!("{} · {}", t!(locale, play.board_label), name()));

    view! {
        <article class="play" data-game=game.as_str()>
            <a class="back-link" href=home>
                "← "
                {t!(locale, play.back)}
            </a>
            <div class="play-layout">
                <div class="board-column">
                    <div class="board-frame" class:flipped=move || flipped.get()>
                        <PlayBoard session=session flipped=flipped label=board_label on_action=on_action
                            hint=hint_path />
                    </div>
                    <GameOverBanner session=session on_new_game=on_new_game />
                </div>
                <aside class="panel play-panel">
                    <header class="play-header">
                        <h1>{name}</h1>
                        {move || you_play().map(|text| view! { <p class="you-play" data-testid="you-play">{text}</p> })}
                        {move || players().map(|text| view! { <p class="players" data-testid="players">{text}</p> })}
                    </header>
                    <Show when=fresh>
                        <StartChoice game=game options=table players=seats two_players=two_players on_start=on_start />
                    </Show>
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
                    {move || verdict().map(|text| view! { <p class="verdict" data-testid="verdict">{text}</p> })}
                    {move || {
                        let locale = locale;
                        if computer.is_hinting() {
                            Some(view! {
                                <p class="hint-text" data-testid="hint-searching">{t!(locale, play.ai.hint_searching)}</p>
                            }.into_any())
                        } else {
                            computer.live_hint().map(|h| view! {
                                <p class="hint-text">
                                    <span>{t!(locale, play.ai.hint_move)}</span>" "
                                    <strong data-testid="hint-move">{h.notation}</strong>
                                </p>
                            }.into_any())
                        }
                    }}
                    <ChainControls session=session on_stop=on_stop />
                    <TakenCounts session=session />
                    <MoveList session=session />
                    <NavButtons session=session />
                    <div class="controls" role="group">
                        <button class="button secondary" data-testid="undo" disabled=move || !can_undo()
                            on:click=undo>{t!(locale, play.undo)}</button>
                        <button class="button secondary" data-testid="redo" disabled=move || !can_redo()
                            on:click=redo>{t!(locale, play.redo)}</button>
                        <button class="button secondary" data-testid="hint" disabled=move || !can_hint()
                            on:click=move |_| computer.ask_hint()>{t!(locale, play.ai.hint)}</button>
                        <button class="button secondary" data-testid="flip" aria-pressed=move || flipped.get().to_string()
                            on:click=move |_| flipped.update(|f| *f = !*f)>{t!(locale, play.flip)}</button>
                        <button class="button secondary" data-testid="share" aria-expanded=move || share_open.get().to_string()
                            hidden=move || by_link() || set_up()
                            on:click=move |_| {
                                copied.set(None);
                                share_open.update(|o| *o = !*o);
                            }>{t!(locale, play.share)}</button>
                        <a class="button secondary" data-testid="export" href=move || export_href().unwrap_or_default()
                            hidden=move || export_href().is_none()>{t!(locale, play.export)}</a>
                        <a class="button secondary" data-testid="analyse" href=analyse_href>{t!(locale, play.analyse)}</a>
                        <button class="button" data-testid="new-game"
                            on:click=move |_| dialog_open.set(true)>{t!(locale, play.new_game)}</button>
                    </div>
                    <Show when=move || share_open.get() && !by_link()>
                        <div class="share-box">
                            <label class="share-hint" for="share-url">{t!(locale, play.share_hint)}</label>
                            <div class="share-row">
                                <input id="share-url" class="share-url" data-testid="share-url" readonly
                                    prop:value=move || session.with(|s| share_url(lang_of(locale), s))
                                    on:focus=move |ev| {
                                        if let Some(input) = event_target::<web_sys::HtmlInputElement>(&ev).into() {
                                            input.select();
                                        }
                                    } />
                                <button class="button" data-testid="copy-share" on:click=copy>{t!(locale, play.copy)}</button>
                            </div>
                            <Show when=move || copied.get() == Some(true)>
                                <p class="copied" role="status">{t!(locale, play.copied)}</p>
                            </Show>
                        </div>
                    </Show>
                    <p class="keyboard-hint">{t!(locale, play.keyboard_hint)}</p>
                </aside>
            </div>
            <div class="visually-hidden" aria-live="polite" data-testid="announcer">
                {move || announcement.get()}
            </div>
            <Show when=move || dialog_open.get()>
                <NewGameDialog game=game current=current() on_start=on_start on_cancel=on_cancel />
            </Show>
        </article>
    }
}
