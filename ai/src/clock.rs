//! Search limits: a caller-supplied clock (so no `std::time::Instant`,
//! which panics on wasm32-unknown-unknown), a time budget and a node budget.

/// When a search must stop. The first limit reached ends it.
pub struct Limits<'a> {
    /// Milliseconds since any fixed origin.
    pub clock: &'a dyn Fn() -> f64,
    /// Thinking time in milliseconds (`f64::INFINITY` for none).
    pub time_ms: f64,
    /// Most nodes to visit (`u64::MAX` for none): deterministic budgets for tests.
    pub max_nodes: u64,
    /// Deepest iteration of iterative deepening.
    pub max_depth: u32,
}

impl<'a> Limits<'a> {
    /// Only a depth limit: for tests and fixed-depth comparisons.
    pub fn depth(clock: &'a dyn Fn() -> f64, max_depth: u32) -> Limits<'a> {
        Limits {
            clock,
            time_ms: f64::INFINITY,
            max_nodes: u64::MAX,
            max_depth,
        }
    }
}

/// A clock that never moves, for searches bounded by depth or nodes only.
pub fn no_clock() -> f64 {
    0.0
}
