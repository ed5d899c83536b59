//! The playing board: the board picture of [`BoardView`] with pieces that
//! slide, highlights for the last move and the move being entered, and
//! input by click, drag (mouse and touch, through pointer events) and
//! keyboard. Every input becomes a click on a point of the [`Session`],
//! which alone decides what it means.

use crate::app::board::svg::PieceShape;
use crate::app::text::i18n::use_locale;
use crate::app::text::play_text::point_label;
use crate::engine::setup;
use crate::pictures::board_view::{fmt, BoardStyle, BoardView, PointKind, STEP};
use crate::play::cursor::{step_cursor, Arrow};
use crate::play::{Action, Session};
use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

/// A press on the board, until the pointer is released.
#[derive(Clone, Copy, Debug)]
struct Press {
    point: u8,
    x: f32,
    y: f32,
    /// The press itself picked the piece up (so its release is not a
    /// second click that would put it back).
    picked_up: bool,
    /// The pointer travelled: this is a drag, not a click.
    moved: bool,
}

/// Within this distance of a point's centre a press counts for it.
const REACH: f32 = 0.72 * STEP;
/// A press that travels further than this is a drag.
const DRAG_START: f32 = 0.15 * STEP;

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
) -> impl IntoView {
    let locale = use_locale();
    let hint = hint.unwrap_or_else(|| Signal::stored(None));
    let game = session.with_untracked(|s| s.game().id());
    let board = setup::topology(game);
    let pen = setup::pen_points(game);
    let geometry = Memo::new(move |_| BoardView::oriented(board, &pen, &[], true, flipped.get()));
    // (point, x, y) of every point, in the current orientation.
    let centres = Memo::new(move |_| {
        geometry.with(|g| {
            g.points
                .iter()
                .filter_map(|p| Some((board.parse_point(&p.name)?, p.x, p.y)))
                .collect::<Vec<_>>()
        })
    });
    let centre = move |point: u8| -> (f32, f32) {
        centres.with(|cs| {
            cs.iter()
                .find(|c| c.0 == point)
                .map(|c| (c.1, c.2))
                .unwrap_or_default()
        })
    };
    let pieces = Memo::new(move |_| session.with(|s| s.timeline().pieces(s.viewed_ply()).to_vec()));
    let piece_ids =
        Memo::new(move |_| pieces.with(|ps| ps.iter().map(|p| p.id).collect::<Vec<_>>()));

    let press = RwSignal::new(None::<Press>);
    let drag_at = RwSignal::new(None::<(f32, f32)>);
    let cursor = RwSignal::new(None::<u8>);
    // The cursor shows only while the keyboard drives the board.
    let keyboard = RwSignal::new(false);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();

    let act = move |f: &dyn Fn(&mut Session) -> Action| {
        let action = session.try_update(|s| f(s)).unwrap_or(Action::Ignored);
        if action != Action::Ignored {
            on_action.run(action);
        }
    };
    let click = move |point: u8| act(&|s: &mut Session| s.click(point));

    // Pointer position in board units.
    let to_board = move |ev: &PointerEvent| -> Option<(f32, f32)> {
        let svg = svg_ref.get_untracked()?;
        let rect = svg.get_bounding_client_rect();
        if rect.width() <= 0.0 || rect.height() <= 0.0 {
            return None;
        }
        let (w, h) = geometry.with_untracked(|g| (g.width, g.height));
        let x = (f64::from(ev.client_x()) - rect.left()) / rect.width() * f64::from(w);
        let y = (f64::from(ev.client_y()) - rect.top()) / rect.height() * f64::from(h);
        Some((x as f32, y as f32))
    };
    let point_at = move |(x, y): (f32, f32)| -> Option<u8> {
        centres.with_untracked(|cs| {
            cs.iter()
                .map(|&(p, px, py)| (p, (px - x).powi(2) + (py - y).powi(2)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .filter(|&(_, d)| d <= REACH * REACH)
                .map(|(p, _)| p)
        })
    };

    let on_pointerdown = move |ev: PointerEvent| {
        keyboard.set(false);
        if ev.button() != 0 {
            return;
        }
        let Some(at) = to_board(&ev) else { return };
        let Some(point) = point_at(at) else { return };
        let picks_up = session.with_untracked(|s| {
            let input = s.input();
            s.is_live()
                && input.landings().is_empty()
                && input.selected() != Some(point)
                && input.movable().contains(&point)
        });
        if picks_up {
            click(point);
        }
        press.set(Some(Press {
            point,
            x: at.0,
            y: at.1,
            picked_up: picks_up,
            moved: false,
        }));
        if let Some(svg) = svg_ref.get_untracked() {
            let _ = svg.set_pointer_capture(ev.pointer_id());
        }
    };
    let on_pointermove = move |ev: PointerEvent| {
        let Some(mut p) = press.get_untracked() else {
            return;
        };
        let Some(at) = to_board(&ev) else { return };
        if !p.moved && (at.0 - p.x).hypot(at.1 - p.y) > DRAG_START {
            p.moved = true;
            press.set(Some(p));
        }
        let holding = session.with_untracked(|s| s.input().selected().is_some());
        if p.moved && holding {
            drag_at.set(Some(at));
        }
    };
    let on_pointerup = move |ev: PointerEvent| {
        let Some(p) = press.get_untracked() else {
            return;
        };
        press.set(None);
        drag_at.set(None);
        let target = to_board(&ev).and_then(point_at);
        match target {
            Some(point) if !p.moved && !p.picked_up => click(point),
            Some(point) if p.moved && point != p.point => click(point),
            _ => {}
        }
    };
    let on_pointercancel = move |_: PointerEvent| {
        press.set(None);
        drag_at.set(None);
    };

    let first_cursor = move || {
        session.with_untracked(|s| {
            s.input()
                .movable()
                .first()
                .copied()
                .or_else(|| board.points().next())
        })
    };
    let on_keydown = move |ev: KeyboardEvent| {
        let key = ev.key();
        keyboard.set(true);
        if cursor.get_untracked().is_none() {
            cursor.set(first_cursor());
        }
        if let Some(arrow) = Arrow::from_key(&key) {
            ev.prevent_default();
            ev.stop_propagation();
            let from = cursor.get_untracked().or_else(first_cursor);
            if let Some(from) = from {
                cursor.set(Some(step_cursor(
                    board,
                    from,
                    arrow,
                    flipped.get_untracked(),
                )));
            }
        } else if key == "Enter" || key == " " {
            ev.prevent_default();
            ev.stop_propagation();
            if let Some(point) = cursor.get_untracked() {
                click(point);
            }
        } else if key == "Escape" {
            act(&|s: &mut Session| s.clear_input());
        }
    };

    // Highlights: (CSS class suffix, point), drawn under the pieces.
    let marks = Memo::new(move |_| {
        session.with(|s| {
            let mut marks: Vec<(&'static str, u8)> = Vec::new();
            if let Some(ply) = s.timeline().ply(s.viewed_ply()) {
                if let Some((&from, landings)) = ply.path.split_first() {
                    marks.push(("from", from));
                    marks.extend(landings.iter().map(|&p| ("to", p)));
                }
            }
            if s.is_live() {
                let input = s.input();
                marks.extend(input.must_capture().iter().map(|&p| ("must", p)));
                if let Some(selected) = input.selected() {
                    marks.push(("selected", selected));
                }
                marks.extend(input.landings().iter().map(|&p| ("landing", p)));
                marks.extend(input.targets().into_iter().map(|p| ("target", p)));
            }
            marks
        })
    });
    let captured = Memo::new(move |_| {
        session.with(|s| {
            s.timeline()
                .ply(s.viewed_ply())
                .map(|p| p.taken.clone())
                .unwrap_or_default()
        })
    });

    let style = geometry.with_untracked(|g| g.style);
    let half = STEP / 2.0;
    let style_class = match style {
        BoardStyle::Lines => "board board-lines play-board",
        BoardStyle::Squares => "board board-squares play-board",
    };

    let backdrop = move || {
        geometry.with(|g| {
            let areas = g
                .areas
                .iter()
                .map(|a| {
                    view! {
                        <rect class="pen" x=fmt(a.x) y=fmt(a.y) width=fmt(a.width)
                            height=fmt(a.height) rx=fmt(STEP * 0.3) />
                    }
                })
                .collect_view();
            let lines = g
                .lines
                .iter()
                .map(|l| {
                    view! {
                        <line class=if l.diagonal { "line diagonal" } else { "line" }
                            x1=fmt(l.x1) y1=fmt(l.y1) x2=fmt(l.x2) y2=fmt(l.y2) />
                    }
                })
                .collect_view();
            let points = g
                .points
                .iter()
                .map(|p| {
                    let class = format!("point point-{}", p.kind.as_str());
                    match style {
                        BoardStyle::Lines => view! {
                            <circle class=class cx=fmt(p.x) cy=fmt(p.y) r=fmt(STEP * 0.12) />
                        }
                        .into_any(),
                        BoardStyle::Squares => {
                            let d = STEP * 0.28;
                            let special = (p.kind != PointKind::Plain).then(|| {
                                view! {
                                    <path class="mark" d=format!(
                                        "M{} {}L{} {}M{} {}L{} {}",
                                        fmt(p.x - d), fmt(p.y - d), fmt(p.x + d), fmt(p.y + d),
                                        fmt(p.x + d), fmt(p.y - d), fmt(p.x - d), fmt(p.y + d),
                                    ) />
                                }
                            });
                            view! {
                                <rect class=class x=fmt(p.x - half) y=fmt(p.y - half)
                                    width=fmt(STEP) height=fmt(STEP) />
                                {special}
                            }
                            .into_any()
                        }
                    }
                })
                .collect_view();
            let labels = g
                .labels
                .iter()
                .map(
                    |l| view! { <text class="coord" x=fmt(l.x) y=fmt(l.y)>{l.text.clone()}</text> },
                )
                .collect_view();
            view! { {areas} {lines} {points} {labels} }
        })
    };

    let highlight = move || {
        let shape = move |kind: &str, point: u8| {
            let (x, y) = centre(point);
            let class = format!("hl hl-{kind}");
            match (style, kind) {
                (_, "target") => view! {
                    <circle class=class data-hl=kind.to_string() cx=fmt(x) cy=fmt(y) r=fmt(STEP * 0.16) />
                }
                .into_any(),
                (BoardStyle::Squares, _) => view! {
                    <rect class=class data-hl=kind.to_string() x=fmt(x - half) y=fmt(y - half)
                        width=fmt(STEP) height=fmt(STEP) />
                }
                .into_any(),
                (BoardStyle::Lines, _) => view! {
                    <circle class=class data-hl=kind.to_string() cx=fmt(x) cy=fmt(y) r=fmt(STEP * 0.46) />
                }
                .into_any(),
            }
        };
        let marks = marks
            .get()
            .into_iter()
            .map(|(kind, p)| shape(kind, p))
            .collect_view();
        let cursor_mark = move || {
            cursor
                .get()
                .filter(|_| keyboard.get())
                .map(|p| shape("cursor", p))
        };
        view! { {marks} {cursor_mark} }
    };

    let hint_arrow = move || {
        let path = hint.get().filter(|p| p.len() >= 2)?;
        let points = path
            .iter()
            .map(|&p| {
                let (x, y) = centre(p);
                format!("{},{}", fmt(x), fmt(y))
            })
            .collect::<Vec<_>>()
            .join(" ");
        let (from, to) = (*path.first()?, *path.last()?);
        let ((fx, fy), (tx, ty)) = (centre(from), centre(to));
        Some(view! {
            <g class="hint" data-testid="hint-arrow" data-from=board.name(from) data-to=board.name(to)>
                <polyline class="hint-line" points=points />
                <circle class="hint-from" cx=fmt(fx) cy=fmt(fy) r=fmt(STEP * 0.2) />
                <circle class="hint-to" cx=fmt(tx) cy=fmt(ty) r=fmt(STEP * 0.3) />
            </g>
        })
    };

    // Ghosts of the pieces the shown move took.
    let ghosts = move || {
        captured
            .get()
            .into_iter()
            .map(|t| {
                let (x, y) = centre(t.at);
                view! {
                    <g class=format!("ghost piece piece-{}", t.piece.as_str())
                        transform=format!("translate({} {})", fmt(x), fmt(y))>
                        <PieceShape piece=t.piece />
                    </g>
                }
            })
            .collect_view()
    };

    let sprite = move |id: u16| {
        let this = Memo::new(move |_| pieces.with(|ps| ps.iter().find(|p| p.id == id).copied()));
        // During a jump chain the fox stands on its latest landing.
        let shown_at = Memo::new(move |_| {
            let piece = this.get()?;
            let at = session.with(|s| {
                let input = s.input();
                match (s.is_live(), input.selected(), input.current()) {
                    (true, Some(from), Some(now)) if from == piece.at => now,
                    _ => piece.at,
                }
            });
            Some((piece.piece, at))
        });
        let dragged = move || {
            drag_at.get().is_some()
                && session.with(|s| s.is_live() && s.input().selected() == this.get().map(|p| p.at))
        };
        let position = move || match (dragged(), drag_at.get()) {
            (true, Some(at)) => at,
            _ => shown_at.get().map(|(_, at)| centre(at)).unwrap_or_default(),
        };
        // In the browser a piece is placed by its CSS transform, which
        // slides it from point to point. Written out at build time it
        // takes the SVG attribute instead: the page's policy refuses
        // inline style attributes in markup.
        #[cfg(not(feature = "ssr"))]
        let place = move || {
            let (x, y) = position();
            format!("translate({}px, {}px)", fmt(x), fmt(y))
        };
        #[cfg(feature = "ssr")]
        let place = move || {
            let (x, y) = position();
            format!("translate({} {})", fmt(x), fmt(y))
        };
        move || {
            shown_at.get().map(|(piece, at)| {
                #[cfg(not(feature = "ssr"))]
                let shape = view! {
                    <g
                        class=format!("piece piece-{}", piece.as_str())
                        class:dragging=dragged
                        data-piece=piece.as_str()
                        data-at=board.name(at)
                        style:transform=place
                    >
                        <PieceShape piece=piece />
                    </g>
                };
                #[cfg(feature = "ssr")]
                let shape = view! {
                    <g
                        class=format!("piece piece-{}", piece.as_str())
                        data-piece=piece.as_str()
                        data-at=board.name(at)
                        transform=place
                    >
                        <PieceShape piece=piece />
                    </g>
                };
                shape
            })
        }
    };

    // The tap targets. The page written at build time (feature ssr) leaves
    // them out: nothing answers a tap before the app runs, and they are a
    // third of the Hnefatafl play page's HTML; the app adds them when it
    // takes over the board.
    let hits = move || {
        if cfg!(feature = "ssr") {
            return None;
        }
        Some(geometry.with(|g| {
            g.points
                .iter()
                .filter_map(|p| {
                    let point = board.parse_point(&p.name)?;
                    let name = p.name.clone();
                    let aria = {
                        let name = name.clone();
                        move || {
                            let piece = pieces.with(|ps| ps.iter().find(|t| t.at == point).map(|t| t.piece));
                            point_label(locale, piece, &name)
                        }
                    };
                    let id = format!("pt-{name}");
                    let class = format!("hit hit-{}", p.kind.as_str());
                    Some(match style {
                        BoardStyle::Lines => view! {
                            <circle class=class id=id data-point=name role="button" aria-label=aria
                                cx=fmt(p.x) cy=fmt(p.y) r=fmt(half) />
                        }
                        .into_any(),
                        BoardStyle::Squares => view! {
                            <rect class=class id=id data-point=name role="button" aria-label=aria
                                x=fmt(p.x - half) y=fmt(p.y - half) width=fmt(STEP) height=fmt(STEP) />
                        }
                        .into_any(),
                    })
                })
                .collect_view()
        }))
    };

    let active = move || {
        cursor
            .get()
            .filter(|_| keyboard.get())
            .map(|p| format!("pt-{}", board.name(p)))
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
            on:pointerdown=on_pointerdown
            on:pointermove=on_pointermove
            on:pointerup=on_pointerup
            on:pointercancel=on_pointercancel
            on:keydown=on_keydown
            on:blur=move |_| keyboard.set(false)
        >
            <g class="layer-board">{backdrop}</g>
            <g class="layer-marks">{highlight}</g>
            <g class="layer-ghosts">{ghosts}</g>
            <g class="layer-pieces">
                <For each=move || piece_ids.get() key=|id| *id let:id>
                    {sprite(id)}
                </For>
            </g>
            <g class="layer-hint">{hint_arrow}</g>
            <g class="layer-hits">{hits}</g>
        </svg>
    }
}
