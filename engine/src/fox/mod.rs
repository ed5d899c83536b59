//! The three fox games (filled in by the fox-games work).
