//! Errors that JavaScript would throw.

/// An exception the modelled JavaScript operation would throw. The message is the
/// one V8 prints (`TypeError: Cannot redefine property: x`).
///
/// The error sits behind one thin pointer so that `Result<Value, JsError>` is as
/// small as a [`Value`](crate::Value) (16 bytes): the inline-cache hit path returns
/// one in two registers.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct JsError(Box<JsErrorKind>);

/// What was thrown.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum JsErrorKind {
    /// A `TypeError`.
    #[error("TypeError: {0}")]
    Type(String),
    /// A `RangeError` (for instance a structure nested too deeply to walk).
    #[error("RangeError: {0}")]
    Range(String),
    /// `structuredClone` met a value it cannot clone (a function): JavaScript's
    /// `DataCloneError` DOMException. The value (a function object or a native)
    /// is named so that the caller can
    /// print it as V8 does (with the function's source).
    #[error("DataCloneError: {} could not be cloned", describe_uncloneable(.0))]
    DataClone(crate::value::Value),
    /// A module initializer failed: the module's name and what it threw.
    #[error("module `{module}` failed to initialize: {cause}")]
    ModuleInit {
        /// The module.
        module: String,
        /// The error its initializer raised.
        cause: JsError,
    },
    /// The embedder passed an ID this heap never handed out (an object, a
    /// string, a module or a native past the end of its table), or one whose
    /// object or string the collector freed. Not something JavaScript can throw:
    /// an ID from another heap, or one kept past a [`Heap::collect`](crate::Heap::collect)
    /// without a root.
    #[error("unknown ID: {0}")]
    UnknownId(String),
    /// A getter, setter or call reached a function the heap cannot run: a
    /// script function, whose body only the embedder's interpreter can run. The
    /// operation stopped just before the call (a getter or setter call is an
    /// operation's last step), so the caller completes it by making the call.
    #[error("a script function must be called by the interpreter")]
    ScriptCall {
        /// The function.
        function: crate::value::Value,
        /// Its receiver.
        this: crate::value::Value,
        /// The argument (a setter's value), if any.
        argument: Option<crate::value::Value>,
    },
}

impl JsError {
    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        JsError(Box::new(JsErrorKind::Type(message.into())))
    }

    /// A `RangeError` with `message`.
    pub fn range_error(message: impl Into<String>) -> Self {
        JsError(Box::new(JsErrorKind::Range(message.into())))
    }

    /// A `DataCloneError` for `value` (a function object or a native).
    pub fn data_clone(value: crate::value::Value) -> Self {
        JsError(Box::new(JsErrorKind::DataClone(value)))
    }

    /// A call of a script function the heap cannot run itself.
    pub fn script_call(
        function: crate::value::Value,
        this: crate::value::Value,
        argument: Option<crate::value::Value>,
    ) -> Self {
        JsError(Box::new(JsErrorKind::ScriptCall {
            function,
            this,
            argument,
        }))
    }

    /// A failed module initializer.
    pub fn module_init(module: impl Into<String>, cause: JsError) -> Self {
        JsError(Box::new(JsErrorKind::ModuleInit {
            module: module.into(),
            cause,
        }))
    }

    /// An ID this heap never handed out; `what` says which and how many the
    /// heap has (`object#102 is not an object of this heap (it has 57)`).
    pub fn unknown_id(what: impl Into<String>) -> Self {
        JsError(Box::new(JsErrorKind::UnknownId(what.into())))
    }

    /// What was thrown.
    pub fn kind(&self) -> &JsErrorKind {
        &self.0
    }

    /// The message without the error name (for a failed module, its cause's,
    /// prefixed with the module).
    pub fn message(&self) -> String {
        match &*self.0 {
            JsErrorKind::Type(m) | JsErrorKind::Range(m) | JsErrorKind::UnknownId(m) => m.clone(),
            JsErrorKind::DataClone(_) => "could not be cloned".into(),
            JsErrorKind::ScriptCall { .. } => "a script function must be called".into(),
            JsErrorKind::ModuleInit { module, cause } => {
                format!(
                    "module `{module}` failed to initialize: {}",
                    cause.message()
                )
            }
        }
    }

    /// The error's name as JavaScript prints it (`TypeError`); a failed module
    /// reports its cause's.
    pub fn name(&self) -> &'static str {
        match &*self.0 {
            JsErrorKind::Type(_) => "TypeError",
            JsErrorKind::Range(_) => "RangeError",
            JsErrorKind::DataClone(_) => "DataCloneError",
            JsErrorKind::ModuleInit { cause, .. } => cause.name(),
            JsErrorKind::UnknownId(_) => "UnknownId",
            JsErrorKind::ScriptCall { .. } => "ScriptCall",
        }
    }
}

/// How a `DataCloneError` names what could not be cloned, without the heap.
pub(crate) fn describe_uncloneable(v: &crate::value::Value) -> String {
    match v {
        crate::value::Value::Object(o) => format!("function #{}", o.index()),
        crate::value::Value::Native(n) => format!("native function #{}", n.0),
        crate::value::Value::Symbol(s) => format!("symbol #{}", s.0),
        other => format!("{other:?}"),
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

    #[test]
    fn module_failures_name_the_module_and_keep_the_cause() {
        let e = JsError::module_init("stream/promises", JsError::type_error("boom"));
        assert_eq!(e.name(), "TypeError");
        assert_eq!(
            e.message(),
            "module `stream/promises` failed to initialize: boom"
        );
        assert_eq!(
            e.to_string(),
            "module `stream/promises` failed to initialize: TypeError: boom"
        );
    }
}
