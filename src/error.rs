//! Errors that JavaScript would throw.

/// An exception the modelled JavaScript operation would throw. The message is the
/// one V8 prints (`TypeError: Cannot redefine property: x`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JsError {
    /// A `TypeError`.
    #[error("TypeError: {0}")]
    Type(String),
}

impl JsError {
    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        JsError::Type(message.into())
    }
}
