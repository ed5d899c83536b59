//! The AI worker of one page, started on first use: a page whose
//! computer is never asked never loads the worker. The play page's
//! computer players and the analysis page's computer both hold one.

use crate::app::browser::ai_client::AiClient;
use leptos::prelude::*;

/// A worker started when first needed. Cheap to copy; the worker stops
/// with the reactive owner (the page) that made it.
#[derive(Clone, Copy)]
pub struct LazyAiClient {
    slot: StoredValue<Option<AiClient>, LocalStorage>,
}

impl Default for LazyAiClient {
    fn default() -> Self {
        LazyAiClient::new()
    }
}

impl LazyAiClient {
    /// A worker not started yet.
    pub fn new() -> LazyAiClient {
        LazyAiClient {
            slot: StoredValue::new_local(None),
        }
    }

    /// The worker, started now if it was not (`None` when the browser
    /// cannot start one).
    pub fn get(&self) -> Option<AiClient> {
        self.slot
            .try_update_value(|slot| {
                if slot.is_none() {
                    *slot = AiClient::new().ok();
                }
                slot.clone()
            })
            .flatten()
    }

    /// The worker if it was started (and its page is still there).
    pub fn started(&self) -> Option<AiClient> {
        self.slot.try_get_value().flatten()
    }
}
