//! The directory of `tafl solve --values --checkpoint DIR`: the solver's
//! slice records as files, each written whole or not at all, and a
//! `solve.txt` naming the solve they belong to, so that records of one
//! solve are never read into another.

use crate::engine::solve::SliceFiles;
use std::fs;
use std::io::{self, ErrorKind, Write};
use std::path::PathBuf;

/// The records of one solve in a directory.
pub struct SolveDir {
    dir: PathBuf,
}

impl SolveDir {
    /// Opens `dir` for the solve described by `identity` (game, options and
    /// position), creating it if needed.
    ///
    /// # Errors
    /// The directory cannot be made or read, or it holds another solve's
    /// records.
    pub fn open(dir: &str, identity: &str) -> io::Result<SolveDir> {
        let dir = PathBuf::from(dir);
        fs::create_dir_all(&dir)?;
        let this = SolveDir { dir };
        match this.read("solve.txt")? {
            Some(found) if found != identity.as_bytes() => Err(io::Error::new(
                ErrorKind::InvalidInput,
                format!(
                    "{} holds the records of another solve ({})",
                    this.dir.display(),
                    String::from_utf8_lossy(&found).trim()
                ),
            )),
            Some(_) => Ok(this),
            None => {
                this.write("solve.txt", identity.as_bytes())?;
                Ok(this)
            }
        }
    }

    /// The slice records present: how far an earlier run got.
    pub fn slices(&self) -> io::Result<usize> {
        let mut count = 0;
        for entry in fs::read_dir(&self.dir)? {
            if entry?.path().extension().is_some_and(|e| e == "slice") {
                count += 1;
            }
        }
        Ok(count)
    }
}

impl SliceFiles for SolveDir {
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        match fs::read(self.dir.join(name)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Writes beside the record, then renames over it: a run stopped
    /// half way leaves a stray `.part` file, never half a record.
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let part = self.dir.join(format!("{name}.part"));
        let mut file = fs::File::create(&part)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(part, self.dir.join(name))
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        match fs::remove_file(self.dir.join(name)) {
            Err(e) if e.kind() != ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}
