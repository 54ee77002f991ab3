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
    /// A `RangeError` (for instance a structure nested too deeply to walk).
    #[error("RangeError: {0}")]
    #[allow(clippy::box_collection)]
    Range(Box<String>),
    /// `structuredClone` met a value it cannot clone (a function): JavaScript's
    /// `DataCloneError` DOMException. The object is named so that the caller can
    /// print it as V8 does (with the function's source).
    #[error("DataCloneError: object #{} could not be cloned", .0.index())]
    DataClone(crate::object::ObjectId),
}

impl JsError {
    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        JsError::Type(Box::new(message.into()))
    }

    /// A `RangeError` with `message`.
    pub fn range_error(message: impl Into<String>) -> Self {
        JsError::Range(Box::new(message.into()))
    }

    /// The message without the error name (for [`JsError::DataClone`], a fixed
    /// description; the object is in the variant).
    pub fn message(&self) -> &str {
        match self {
            JsError::Type(m) | JsError::Range(m) => m,
            JsError::DataClone(_) => "could not be cloned",
        }
    }

    /// The error's name as JavaScript prints it (`TypeError`).
    pub fn name(&self) -> &'static str {
        match self {
            JsError::Type(_) => "TypeError",
            JsError::Range(_) => "RangeError",
            JsError::DataClone(_) => "DataCloneError",
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
