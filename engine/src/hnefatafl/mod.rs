//! Copenhagen Hnefatafl (filled in by the hnefatafl work).
