//! The macros that define a type's JSON form once, for both directions:
//! [`json_struct!`], [`json_names!`] and [`json_variants!`].

/// [`Json`](crate::json::Json) for a struct, from the list of its fields
/// with their keys, in the order they are written:
///
/// ```ignore
/// json_struct!(Options { geese: "geese", sideways: "sideways" });
/// json_struct!(GameRecord { version: "version", …, setup: "setup" = omit });
/// ```
///
/// A field marked `= default` takes its `Default` when its key is missing;
/// `= omit` also is not written when it is the default (`None`, nothing
/// known). Every other field must be there. Unknown keys are skipped; a
/// key given twice is an error. Every field of the struct is listed.
macro_rules! json_struct {
    ($ty:ident { $($field:ident : $key:literal $(= $how:ident)?),* $(,)? }) => {
        impl $crate::json::Json for $ty {
            fn write_json(&self, w: &mut $crate::json::Writer) {
                w.open_object();
                $(
                    if !$crate::json::macros::json_struct!(@omit self.$field $(, $how)?) {
                        w.key($key);
                        $crate::json::Json::write_json(&self.$field, w);
                    }
                )*
                w.close_object();
            }

            fn read_json(
                r: &mut $crate::json::Reader<'_>,
            ) -> Result<$ty, $crate::json::Error> {
                $( let mut $field = None; )*
                r.object(&mut |r, key| match key {
                    $( $key => $crate::json::field(r, &mut $field, $key), )*
                    _ => r.skip(),
                })?;
                Ok($ty {
                    $( $field: $crate::json::macros::json_struct!(@take $field, $key $(, $how)?)?, )*
                })
            }
        }
    };
    (@omit $value:expr) => { false };
    (@omit $value:expr, default) => { false };
    (@omit $value:expr, omit) => { $value == Default::default() };
    (@take $field:ident, $key:literal) => { $field.ok_or($crate::json::Error::Missing($key)) };
    (@take $field:ident, $key:literal, $how:ident) => {
        Ok::<_, $crate::json::Error>($field.unwrap_or_default())
    };
}

/// [`Json`](crate::json::Json) for an enum of unit variants, each written
/// as its name:
///
/// ```ignore
/// json_names!(Side { Side::First = "first", Side::Second = "second" });
/// ```
macro_rules! json_names {
    ($ty:ident { $($variant:path = $name:literal),* $(,)? }) => {
        impl $crate::json::Json for $ty {
            fn write_json(&self, w: &mut $crate::json::Writer) {
                w.string(match self {
                    $( $variant => $name, )*
                });
            }

            fn read_json(
                r: &mut $crate::json::Reader<'_>,
            ) -> Result<$ty, $crate::json::Error> {
                let at = r.at();
                match r.string()?.as_str() {
                    $( $name => Ok($variant), )*
                    _ => Err($crate::json::Error::Expected {
                        at,
                        what: concat!("one of" $(, " ", $name)*),
                    }),
                }
            }
        }
    };
}

/// [`Json`](crate::json::Json) for an enum whose every variant holds one
/// value, each written as an object of one key, its name, as
/// `Result` is (`{"Think":{…}}`):
///
/// ```ignore
/// json_variants!(AiRequest { AiRequest::Think = "Think", AiRequest::Rate = "Rate" });
/// ```
macro_rules! json_variants {
    ($ty:ident { $($variant:path = $name:literal),* $(,)? }) => {
        impl $crate::json::Json for $ty {
            fn write_json(&self, w: &mut $crate::json::Writer) {
                match self {
                    $( $variant(value) => {
                        w.open_variant($name);
                        $crate::json::Json::write_json(value, w);
                    } )*
                }
                w.close_object();
            }

            fn read_json(
                r: &mut $crate::json::Reader<'_>,
            ) -> Result<$ty, $crate::json::Error> {
                let at = r.at();
                let value = match r.variant()? {
                    $( (name, true) if name == $name => {
                        $variant($crate::json::Json::read_json(r)?)
                    } )*
                    _ => {
                        return Err($crate::json::Error::Expected {
                            at,
                            what: concat!("one of" $(, " ", $name)*),
                        })
                    }
                };
                r.close_variant()?;
                Ok(value)
            }
        }
    };
}

pub(crate) use json_names;
pub(crate) use json_struct;
pub(crate) use json_variants;
