//! What the insta-using integration tests share.

/// `insta::assert_snapshot!` with this project's settings: snapshots live in
/// `snapshots/` at the crate root, named by the test alone (no module prefix),
/// without the asserted expression.
macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        insta::with_settings!({
            snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!($name, $value);
        })
    };
}
