//! "Computer analysis": while it is on, the AI worker ([`AiClient`])
//! thinks about the position on the board, first briefly, then longer,
//! and the page shows its evaluation, depth, best move (an arrow on the
//! board) and the line it expects. Moving to another node stops the
//! search at once and starts one there.

use crate::ai::Level;
use crate::analysis::{AnalysisTree, NodeId};
use crate::app::browser::ai_client::AiClient;
use crate::app::browser::lazy_ai::LazyAiClient;
use crate::engine::Side;
use crate::protocol::{Found, ThinkRequest};
use leptos::prelude::*;

/// Thinking time of each search of a position, in milliseconds: a quick
/// look, then a deeper one (the worker's table stays warm between them).
const STAGES_MS: [u64; 2] = [1200, 6000];

/// What the computer says about one node.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub node: NodeId,
    /// The side to move there (the score is the AI's, for that side).
    pub to_move: Side,
    pub found: Found,
    /// Still searching deeper.
    pub deeper: bool,
}

/// Where the computer stands.
#[derive(Clone, Debug, PartialEq)]
pub enum State {
    Off,
    /// Searching, nothing to show yet.
    Thinking,
    Ready(Analysis),
    /// Nothing to search: the game is over there.
    Over,
    Failed,
}

/// The computer of one analysis page. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Analyst {
    client: LazyAiClient,
    pub on: RwSignal<bool>,
    pub state: RwSignal<State>,
    /// The moves from the start of the position being searched, and the
    /// stage: a request already made is not made again.
    asked: StoredValue<Option<(Vec<String>, usize)>>,
}

impl Analyst {
    /// The computer of the page whose board shows `focus` of `tree`: it
    /// follows them while it is on.
    pub fn new(tree: RwSignal<AnalysisTree>, focus: RwSignal<NodeId>) -> Analyst {
        let analyst = Analyst {
            client: LazyAiClient::new(),
            on: RwSignal::new(false),
            state: RwSignal::new(State::Off),
            asked: StoredValue::new(None),
        };
        Effect::new(move |_| {
            if !analyst.on.get() {
                analyst.stop();
                analyst.state.set(State::Off);
                return;
            }
            let node = focus.get();
            let target = tree.with(|t| {
                let root = t.root_game();
                let game = t.position(node).map_err(|_| State::Failed)?;
                if game.outcome().is_some() {
                    return Err(State::Over);
                }
                Ok((
                    game.moves().to_vec(),
                    game.side_to_move(),
                    root.id(),
                    root.options(),
                    root.custom_start().map(|setup| setup.to_text()),
                ))
            });
            match target {
                Err(state) => {
                    analyst.stop();
                    analyst.state.set(state);
                }
                Ok((moves, to_move, game, options, setup)) => {
                    let same = analyst
                        .asked
                        .with_value(|a| a.as_ref().is_some_and(|(m, _)| *m == moves));
                    if same {
                        return;
                    }
                    analyst.stop();
                    analyst.state.set(State::Thinking);
                    let request = ThinkRequest {
                        game,
                        options,
                        moves,
                        level: Level::Maximum.as_str().to_string(),
                        seed: 1,
                        time_ms: None,
                        setup,
                    };
                    analyst.ask(node, to_move, request, 0);
                }
            }
        });
        on_cleanup(move || analyst.stop());
        analyst
    }

    /// Stops any search and forgets what was asked: the next position is
    /// searched even when its moves are the same as the last one's (a new
    /// set-up position with no moves yet).
    pub fn stop(&self) {
        self.asked.set_value(None);
        if let Some(client) = self.client.started().filter(AiClient::is_thinking) {
            client.cancel();
        }
    }

    /// Asks for stage `stage` of the search of `node`.
    fn ask(&self, node: NodeId, to_move: Side, mut request: ThinkRequest, stage: usize) {
        let Some(&time) = STAGES_MS.get(stage) else {
            return;
        };
        let Some(client) = self.client.get() else {
            self.state.set(State::Failed);
            return;
        };
        request.time_ms = Some(time);
        let key = (request.moves.clone(), stage);
        self.asked.set_value(Some(key.clone()));
        let this = *self;
        let next = request.clone();
        client.think(request, move |result| {
            let current = this.asked.with_value(|a| a.as_ref() == Some(&key));
            if !current || !this.on.get_untracked() {
                return;
            }
            match result {
                Ok(found) => {
                    let deeper = stage + 1 < STAGES_MS.len();
                    this.state.set(State::Ready(Analysis {
                        node,
                        to_move,
                        found,
                        deeper,
                    }));
                    if deeper {
                        this.ask(node, to_move, next, stage + 1);
                    }
                }
                Err(why) => {
                    web_sys::console::warn_1(&why.to_string().into());
                    this.state.set(State::Failed);
                }
            }
        });
    }
}
