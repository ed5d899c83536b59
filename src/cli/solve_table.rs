//! `tafl solve GAME --table K [--write DIR]`: an endgame table's figures,
//! and with `--write` the table itself as a file (the engine's format,
//! docs/solve.md), which the build gzips for the browser's AI worker.

use super::args::CliError;
use super::solve_errors::{bad, io_error, solve_error};
use crate::engine::fox::Variant;
use crate::engine::solve::{table_file_name, Table};
use std::fs;
use std::path::Path;

/// Bytes a table index of the retrograde analysis takes (its code, and
/// the work of the slice being solved).
pub(super) const RETRO_BYTES: u64 = 4;

/// The lines of an endgame table of every position with at most
/// `max_geese` geese; with `dir`, the table is written there under the
/// engine's file name.
pub fn table(
    variant: &Variant,
    max_geese: u64,
    max_bytes: u64,
    dir: Option<&Path>,
) -> Result<Vec<String>, CliError> {
    let start = variant.start_geese_count() as u64;
    let min = variant.min_geese() as u64;
    if !(min..=start).contains(&max_geese) {
        return Err(bad(format!(
            "--table takes {min} to {start} geese, not {max_geese}"
        )));
    }
    let foxes = variant.fox_count();
    let built = Table::build(variant, foxes, max_geese as u32, max_bytes / RETRO_BYTES)
        .map_err(|e| solve_error(e, max_bytes))?;
    let layers = built.layers();
    let mut lines = vec![format!("table geese {min}-{max_geese} foxes {foxes}")];
    let (mut indices, mut positions, mut longest) = (0u64, 0u64, 0u32);
    for l in &layers {
        lines.push(format!(
            "layer geese {} indices {} positions {} wins {} losses {} draws {} longest {}",
            l.geese, l.indices, l.positions, l.wins, l.losses, l.draws, l.longest
        ));
        indices += l.indices;
        positions += l.positions;
        longest = longest.max(l.longest);
    }
    // A distance and the value fit a byte while distances stay below 255.
    let dtm_bytes = indices * if longest < 255 { 1 } else { 2 };
    lines.extend([
        format!("indices {indices}"),
        format!("positions {positions}"),
        format!("longest {longest}"),
        format!("bytes-distance {dtm_bytes}"),
        format!("bytes-value {}", indices.div_ceil(4)),
    ]);
    if let Some(dir) = dir {
        let bytes = built
            .to_bytes()
            .map_err(|e| CliError::Other(e.to_string()))?;
        fs::create_dir_all(dir).map_err(io_error)?;
        let name = table_file_name(variant, max_geese as u32);
        fs::write(dir.join(&name), &bytes).map_err(io_error)?;
        lines.push(format!("file {name}"));
        lines.push(format!("file-bytes {}", bytes.len()));
    }
    Ok(lines)
}
