//! JSON (RFC 8259) for what the app itself writes and reads: the saved
//! games and the AI worker's messages. No JSON crate fits the pages' size
//! budget (docs/json.md gives each one's measured cost), so this is a small
//! streaming [`Reader`] and [`Writer`], and the [`Json`] trait that each
//! stored or sent type implements once, for both directions: most through
//! [`json_struct!`](macros) (a struct from one list of its
//! fields and their wire names) or [`json_names!`](macros) (an
//! enum of names), the few tagged enums by hand with
//! [`Reader::variant`] / [`Writer::open_variant`].
//!
//! What it accepts is strict RFC 8259, nested at most [`MAX_DEPTH`] deep:
//! unknown keys are skipped (and checked), a field given twice is an error,
//! a field missing is an error unless its definition gives it a default.
//! It writes integers and strings (escaping `"`, `\` and the control
//! characters only, as browsers' `JSON.stringify` and `serde_json` do), never
//! a float; it reads floats only where a time stamp is expected.
//!
//! A folder of its own because the saves and the AI worker's messages both
//! use it, and it knows nothing of either; `wire.rs` holds the engine's
//! types (record, game, options, how a game ended, its facts).

mod error;
pub(crate) mod macros;
mod read;
pub(crate) mod wire;
mod write;

pub use error::{Error, Reason, MAX_DEPTH};
pub use read::Reader;
pub use write::Writer;

/// A type with one JSON form, read and written by the same definition.
pub trait Json: Sized {
    /// Writes the value at the writer's place.
    fn write_json(&self, w: &mut Writer);
    /// Reads a value of this type at the reader's place.
    ///
    /// # Errors
    /// When the text there is not JSON, or not this type's form.
    fn read_json(r: &mut Reader<'_>) -> Result<Self, Error>;
}

/// A value kept as its JSON text: what a container holds for another
/// format's reader (a backup holds each saved game and the ratings this
/// way, and each is read, versions and all, by its own reader).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Raw(pub String);

impl Json for Raw {
    fn write_json(&self, w: &mut Writer) {
        w.raw(&self.0);
    }
    fn read_json(r: &mut Reader<'_>) -> Result<Raw, Error> {
        r.raw().map(|text| Raw(text.to_string()))
    }
}

/// `value` as JSON text.
pub fn to_text<T: Json>(value: &T) -> String {
    let mut w = Writer::new();
    value.write_json(&mut w);
    w.finish()
}

/// Reads a whole text as one `T` (nothing but whitespace after it).
/// Never panics.
///
/// # Errors
/// The first problem found, with its byte offset when it is one of syntax.
pub fn from_text<T: Json>(text: &str) -> Result<T, Error> {
    let mut r = Reader::new(text);
    let value = T::read_json(&mut r)?;
    r.end()?;
    Ok(value)
}

/// Reads one field of a struct into its slot: a second value for the same
/// field is an error. (Used by [`json_struct!`](macros).)
///
/// # Errors
/// [`Error::Duplicate`], or the value's own error.
pub fn field<T: Json>(
    r: &mut Reader<'_>,
    slot: &mut Option<T>,
    name: &'static str,
) -> Result<(), Error> {
    if slot.is_some() {
        return Err(Error::Duplicate(name));
    }
    *slot = Some(T::read_json(r)?);
    Ok(())
}

impl Json for bool {
    fn write_json(&self, w: &mut Writer) {
        w.raw(if *self { "true" } else { "false" });
    }
    fn read_json(r: &mut Reader<'_>) -> Result<bool, Error> {
        r.bool()
    }
}

impl Json for String {
    fn write_json(&self, w: &mut Writer) {
        w.string(self);
    }
    fn read_json(r: &mut Reader<'_>) -> Result<String, Error> {
        r.string()
    }
}

impl Json for u64 {
    fn write_json(&self, w: &mut Writer) {
        w.unsigned(*self);
    }
    fn read_json(r: &mut Reader<'_>) -> Result<u64, Error> {
        r.integer("a whole number")
    }
}

/// The whole numbers narrower than `u64`, read through it.
macro_rules! narrow_integer {
    ($($ty:ty: $what:literal),*) => {$(
        impl Json for $ty {
            fn write_json(&self, w: &mut Writer) {
                w.signed(i64::from(*self));
            }
            fn read_json(r: &mut Reader<'_>) -> Result<$ty, Error> {
                r.integer($what)
            }
        }
    )*};
}
narrow_integer!(u8: "a whole number from 0 to 255", u32: "a whole number of 32 bits", i32: "a whole number of 32 bits", i64: "a whole number of 64 bits");

impl Json for f64 {
    /// Whole milliseconds: the app writes no other float. `NaN` and the
    /// infinities, which JSON cannot hold, as 0; beyond the `i64` range,
    /// its bounds.
    fn write_json(&self, w: &mut Writer) {
        let whole = if self.is_finite() {
            // `as` saturates at the i64 range.
            self.round() as i64
        } else {
            0
        };
        w.signed(whole);
    }
    fn read_json(r: &mut Reader<'_>) -> Result<f64, Error> {
        r.float()
    }
}

impl<T: Json> Json for Vec<T> {
    fn write_json(&self, w: &mut Writer) {
        w.open_array();
        for item in self {
            w.item();
            item.write_json(w);
        }
        w.close_array();
    }
    fn read_json(r: &mut Reader<'_>) -> Result<Vec<T>, Error> {
        let mut items = Vec::new();
        r.array(&mut |r| {
            items.push(T::read_json(r)?);
            Ok(())
        })?;
        Ok(items)
    }
}

impl<T: Json> Json for Option<T> {
    /// `null` for `None` (a field that is left out when `None` says so in
    /// its struct's definition).
    fn write_json(&self, w: &mut Writer) {
        match self {
            Some(value) => value.write_json(w),
            None => w.raw("null"),
        }
    }
    fn read_json(r: &mut Reader<'_>) -> Result<Option<T>, Error> {
        if r.null()? {
            Ok(None)
        } else {
            T::read_json(r).map(Some)
        }
    }
}

impl<T: Json, E: Json> Json for Result<T, E> {
    /// `{"Ok":…}` or `{"Err":…}`.
    fn write_json(&self, w: &mut Writer) {
        match self {
            Ok(value) => {
                w.open_variant("Ok");
                value.write_json(w);
            }
            Err(error) => {
                w.open_variant("Err");
                error.write_json(w);
            }
        }
        w.close_object();
    }
    fn read_json(r: &mut Reader<'_>) -> Result<Result<T, E>, Error> {
        let at = r.at();
        let result = match r.variant()? {
            (name, true) if name == "Ok" => Ok(T::read_json(r)?),
            (name, true) if name == "Err" => Err(E::read_json(r)?),
            _ => {
                return Err(Error::Expected {
                    at,
                    what: "Ok or Err",
                })
            }
        };
        r.close_variant()?;
        Ok(result)
    }
}

#[cfg(test)]
mod tests;
