//! Errors that JavaScript would throw.

/// An exception the modelled JavaScript operation would throw. The message is the
/// one V8 prints (`TypeError: Cannot redefine property: x`).
///
/// The message sits behind a thin pointer so that `Result<Value, JsError>` is as
/// small as a [`Value`](crate::Value) (16 bytes): the inline-cache hit path returns
/// one in two registers.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JsError {
    /// A `TypeError`.
    #[error("TypeError: {0}")]
    #[allow(clippy::box_collection)]
    Type(Box<String>),
}

impl JsError {
    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        JsError::Type(Box::new(message.into()))
    }

    /// The message without the error name.
    pub fn message(&self) -> &str {
        match self {
            JsError::Type(m) => m,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;

    #[test]
    fn results_of_values_stay_small() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        assert_eq!(std::mem::size_of::<Result<Value, JsError>>(), 16);
    }
}
