//! TypeScript bindings for types that serialize as a plain JSON value: a
//! point is its SGF string, komi and scores are numbers. One macro writes
//! their `ts_rs::TS` implementations so the three stay alike.

/// Implements `ts_rs::TS` for `$ty` as the TypeScript primitive `$ts`
/// (`"number"` or `"string"`), inlined wherever the type is used.
macro_rules! ts_as_primitive {
    ($ty:ty, $ts:literal) => {
        impl ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &ts_rs::Config) -> String {
                $ts.to_owned()
            }
            fn inline(_: &ts_rs::Config) -> String {
                $ts.to_owned()
            }
        }
    };
}

// A point travels as its SGF string ("dd").
ts_as_primitive!(crate::point::Point, "string");
// Komi travels as a number of points (6.5).
ts_as_primitive!(crate::komi::Komi, "number");
// A score travels as a number of points (-0.5).
ts_as_primitive!(crate::score::HalfPoints, "number");
