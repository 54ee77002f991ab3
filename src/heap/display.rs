//! Values in JavaScript form: what Node's `util.inspect` prints for a value,
//! read through the heap ([`Heap::display`], [`ValueDisplay`]).

use super::*;
use crate::value::inspect_number;
use std::fmt::{self, Write as _};

/// How many levels of nested objects a display opens by default: `util.inspect`'s
/// `depth: 2` (the value itself, its properties' values, and theirs).
pub const DEFAULT_DISPLAY_DEPTH: u32 = 2;

/// The most levels a display opens, whatever [`ValueDisplay::depth`] asks: the
/// display recurses once per level.
pub const MAX_DISPLAY_DEPTH: u32 = 64;

/// `util.inspect`'s `maxArrayLength`: array items shown before `... N more items`.
const MAX_ARRAY_ITEMS: u32 = 100;

/// `util.inspect`'s `maxStringLength`, in UTF-16 code units as JavaScript counts.
const MAX_STRING_UNITS: usize = 10_000;

/// A value in JavaScript form, as Node's `util.inspect` prints it, from
/// [`Heap::display`]. It implements [`Display`](fmt::Display) (and honours a
/// width, `{:<12}`); nothing is computed until it is formatted.
///
/// It follows Node 20's `lib/internal/util/inspect.js` with the default options
/// (depth 2, at most 100 array items and 10,000 string characters, no getter
/// called, only enumerable keys), on one line; with
/// [`ValueDisplay::break_lines`], as `console.log` prints (80 columns,
/// `compact: 3`: an object goes on one line when it fits and holds fewer than
/// three levels of nested objects, and on one line per entry otherwise; arrays
/// of more than six short items are set out in columns).
///
/// Constructor names come from the prototype chain: the first prototype with an
/// own `constructor` function that has a name names the object (`Point { x: 1 }`);
/// an object whose chain reaches `Object.prototype` first prints as `{ … }`, one
/// without a prototype as `[Object: null prototype] { … }`. Function names come
/// from [`ValueDisplay::function_names`] (an interpreter knows its functions'
/// names), else from an own `name` data property or the native registry.
#[derive(Copy, Clone)]
pub struct ValueDisplay<'a> {
    heap: &'a Heap,
    value: Value,
    depth: u32,
    names: Option<&'a dyn Fn(ObjectId) -> Option<String>>,
    break_lines: bool,
    to_string_tag: Option<PropertyKey>,
    texts: Option<&'a dyn Fn(ObjectId) -> Option<String>>,
}

impl ValueDisplay<'_> {
    /// Opens `depth` levels of nested objects before abbreviating the next as
    /// `[Object]` or `[Array]` (`util.inspect`'s `depth` option; the default is
    /// [`DEFAULT_DISPLAY_DEPTH`], the most [`MAX_DISPLAY_DEPTH`]).
    pub fn depth(mut self, depth: u32) -> Self {
        self.depth = depth.min(MAX_DISPLAY_DEPTH);
        self
    }
}

impl<'a> ValueDisplay<'a> {
    /// Names function objects with `names` (`Some(name)`; `None` falls back to
    /// the heap's own naming), and marks classes: a name given as
    /// `class NAME` prints as `[class NAME]`.
    pub fn function_names(mut self, names: &'a dyn Fn(ObjectId) -> Option<String>) -> Self {
        self.names = Some(names);
        self
    }

    /// Breaks lines as `console.log` does (80 columns, `compact: 3`, arrays of
    /// more than six items in columns); without it, the display is one line,
    /// as `util.inspect(v, { breakLength: Infinity })`.
    pub fn break_lines(mut self) -> Self {
        self.break_lines = true;
        self
    }

    /// Names `key` as `Symbol.toStringTag`: an object whose chain holds a
    /// string data property under it, other than an own enumerable one, shows
    /// the tag after its constructor (`Object [Symbol] {}`), as Node does.
    pub fn to_string_tag(mut self, key: Option<PropertyKey>) -> Self {
        self.to_string_tag = key;
        self
    }

    /// Prints an object for which `texts` answers `Some(text)` as that text
    /// (an interpreter's regular expressions: `/a*/g`).
    pub fn object_texts(mut self, texts: &'a dyn Fn(ObjectId) -> Option<String>) -> Self {
        self.texts = Some(texts);
        self
    }
}

impl fmt::Display for ValueDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        Inspector {
            heap: self.heap,
            depth: i64::from(self.depth),
            seen: Vec::new(),
            circular: Vec::new(),
            indentation: 0,
            current_depth: 0,
            names: self.names,
            break_lines: self.break_lines,
            to_string_tag: self.to_string_tag,
            texts: self.texts,
        }
        .value(self.value, 0, &mut out);
        f.pad(&out)
    }
}

impl fmt::Debug for ValueDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ValueDisplay({self})")
    }
}

impl Heap {
    /// `value` in JavaScript form, as Node's `util.inspect(value)` prints it:
    /// `1.5`, `-0`, `NaN`, `undefined`, `'text'`, `{ a: 1, b: 'x' }`,
    /// `[ 1, <1 empty item>, 3 ]`, `[Function: name]`, `[Symbol(tag)]: 1` for a
    /// symbol key. A string is quoted wherever it stands, the top level
    /// included: this is a value's display, not `console.log`'s output (which
    /// prints a string argument bare). Objects deeper than two levels print as
    /// `[Object]` (see [`ValueDisplay::depth`]), an object met again inside
    /// itself as `[Circular *1]` with `<ref *1>` before it, accessors as
    /// `[Getter]`, `[Setter]` or `[Getter/Setter]` (no getter runs), and the
    /// whole value on one line. [`ValueDisplay`] lists what differs from Node.
    ///
    /// ```
    /// use shapeshift::{Heap, StoreOrigin, Value};
    /// let mut heap = Heap::new();
    /// let o = heap.new_object();
    /// let (a, b, me) = (heap.key("a"), heap.key("b"), heap.key("me"));
    /// let x = heap.string("x");
    /// heap.set(o, a, Value::from(1), StoreOrigin::Named).unwrap();
    /// heap.set(o, b, x, StoreOrigin::Named).unwrap();
    /// assert_eq!(heap.display(Value::Object(o)).to_string(), "{ a: 1, b: 'x' }");
    /// assert_eq!(heap.display(x).to_string(), "'x'");
    /// assert_eq!(heap.display(Value::from(-0.0)).to_string(), "-0");
    /// let list = heap.new_array(&[Value::from(1.5), Value::Null, Value::Object(o)]).expect("values of this heap");
    /// assert_eq!(
    ///     heap.display(Value::Object(list)).to_string(),
    ///     "[ 1.5, null, { a: 1, b: 'x' } ]"
    /// );
    /// // An object inside itself.
    /// heap.set(o, me, Value::Object(o), StoreOrigin::Named).unwrap();
    /// assert_eq!(
    ///     heap.display(Value::Object(o)).to_string(),
    ///     "<ref *1> { a: 1, b: 'x', me: [Circular *1] }"
    /// );
    /// ```
    pub fn display(&self, value: Value) -> ValueDisplay<'_> {
        ValueDisplay {
            heap: self,
            value,
            depth: DEFAULT_DISPLAY_DEPTH,
            names: None,
            break_lines: false,
            to_string_tag: None,
            texts: None,
        }
    }
}

/// One display in progress: `util.inspect`'s `ctx`.
struct Inspector<'a> {
    heap: &'a Heap,
    /// Levels to open (`-1`: none, for a prototype named in a constructor name).
    depth: i64,
    /// The objects being printed, outermost first (`ctx.seen`).
    seen: Vec<ObjectId>,
    /// Objects met again inside themselves, in the order met: `[Circular *n]`
    /// names entry `n - 1` (`ctx.circular`).
    circular: Vec<ObjectId>,
    /// `ctx.indentationLvl`: columns of indentation of the entry being printed.
    indentation: usize,
    /// `ctx.currentDepth`: the level of the object printed last.
    current_depth: i64,
    names: Option<&'a dyn Fn(ObjectId) -> Option<String>>,
    /// Break lines as `console.log` does.
    break_lines: bool,
    /// `Symbol.toStringTag`, when the caller has one.
    to_string_tag: Option<PropertyKey>,
    /// Objects printed as a text of the caller's.
    texts: Option<&'a dyn Fn(ObjectId) -> Option<String>>,
}

impl Inspector<'_> {
    /// `formatValue`.
    fn value(&mut self, v: Value, recurse: i64, out: &mut String) {
        match v {
            Value::Undefined => out.push_str("undefined"),
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
            Value::Number(x) => out.push_str(&inspect_number(x)),
            Value::String(s) => match self.heap.str(s) {
                Some(text) => string(text, out),
                None => {
                    let _ = write!(out, "<unknown {s}>");
                }
            },
            Value::Symbol(s) => match self.heap.atoms().symbol_entry(s) {
                Some(entry) => {
                    let _ = write!(
                        out,
                        "Symbol({})",
                        entry.description.as_deref().unwrap_or("")
                    );
                }
                None => {
                    let _ = write!(out, "<unknown {s}>");
                }
            },
            Value::Native(n) => match self.heap.runtime().natives.name(n) {
                Some(name) => function_base(name, Some("Function"), out),
                None => {
                    let _ = write!(out, "<unknown {n}>");
                }
            },
            // An ID from another heap names nothing here (a caller bug);
            // say so rather than panic inside a formatter.
            Value::Object(o) if !self.heap.contains(o) => {
                let _ = write!(out, "<unknown {o}>");
            }
            Value::Object(o) => {
                if self.seen.contains(&o) {
                    let index = match self.circular.iter().position(|&c| c == o) {
                        Some(i) => i + 1,
                        None => {
                            self.circular.push(o);
                            self.circular.len()
                        }
                    };
                    let _ = write!(out, "[Circular *{index}]");
                } else {
                    self.object(o, recurse, out);
                }
            }
        }
    }

    /// `formatRaw`, for the three kinds of object the model has.
    fn object(&mut self, o: ObjectId, recurse: i64, out: &mut String) {
        let heap = self.heap;
        let kind = heap.kind_of_known(o);
        let constructor = self.constructor_name(o, recurse);
        let constructor = constructor.as_deref();
        let tag = self.tag(o);
        let tag = tag.as_deref().unwrap_or("");
        // Node lists an array's items when it is iterable (its chain reaches
        // `Array.prototype`) or has no constructor at all. `Array.prototype`
        // is itself an empty array in JavaScript (`Object(0) []`).
        let array_prototype = heap.intrinsics().array_prototype;
        let array_length = if o == array_prototype {
            Some(0)
        } else {
            (kind == ObjectKind::Array
                && (constructor.is_none() || self.reaches(o, array_prototype)))
            .then(|| heap.object_known(o).elements().length())
        };
        let enumerable = |k: PropertyKey| {
            heap.get_own_property_known(o, k)
                .is_some_and(|p| p.attrs.contains(Attrs::ENUMERABLE))
        };
        let keys: Vec<PropertyKey> = heap
            .own_keys_known(o)
            .into_iter()
            .filter(|&k| !(array_length.is_some() && k.is_index()))
            .filter(|&k| enumerable(k))
            .collect();

        let mut base = String::new();
        let mut open = String::from("{");
        let mut close = "}";
        if let Some(length) = array_length {
            if constructor != Some("Array") {
                open = prefix(constructor, tag, "Array", &format!("({length})"));
            } else {
                open.clear();
            }
            open.push('[');
            close = "]";
            if length == 0 && keys.is_empty() {
                out.push_str(&open);
                out.push(']');
                return;
            }
        } else if matches!(kind, ObjectKind::Function | ObjectKind::ArrowFunction)
            || o == heap.intrinsics().function_prototype
        {
            // Function.prototype is a function too: `[Function (anonymous)] Object`.
            function_base(&self.function_name(o), constructor, &mut base);
            if keys.is_empty() {
                out.push_str(&base);
                return;
            }
        } else if let Some(text) = self.texts.and_then(|texts| texts(o)) {
            // A caller's text (`/a+/g`), then any own keys: `/a+/g { x: 1 }`.
            base = text;
            if keys.is_empty() {
                out.push_str(&base);
                return;
            }
        } else if constructor == Some("Object") && tag.is_empty() {
            if keys.is_empty() {
                out.push_str("{}");
                return;
            }
        } else {
            open = ctx_style(kind, constructor, tag);
            open.push('{');
            if keys.is_empty() {
                out.push_str(&open);
                out.push('}');
                return;
            }
        }
        if recurse > self.depth {
            let style = ctx_style(kind, constructor, "");
            let name = style.strip_suffix(' ').unwrap_or(&style);
            if constructor.is_some() {
                let _ = write!(out, "[{name}]");
            } else {
                out.push_str(name);
            }
            return;
        }

        let recurse = recurse + 1;
        self.seen.push(o);
        self.current_depth = recurse;
        let mut entries = Vec::new();
        self.indentation += 2;
        if let Some(length) = array_length {
            self.array_items(o, length, recurse, &mut entries);
        }
        let items = entries.len();
        for key in keys {
            let mut entry = String::new();
            self.key(key, &mut entry);
            entry.push_str(": ");
            let slot = heap.get_own_property_known(o, key).map(|p| p.slot);
            self.slot(slot, recurse, &mut entry);
            entries.push(entry);
        }
        self.indentation -= 2;
        self.seen.pop();
        if let Some(i) = self.circular.iter().position(|&c| c == o) {
            let reference = format!("<ref *{}>", i + 1);
            base = if base.is_empty() {
                reference
            } else {
                format!("{reference} {base}")
            };
        }
        // `reduceToSingleString`.
        let count = entries.len();
        if !self.break_lines {
            if !base.is_empty() {
                out.push_str(&base);
                out.push(' ');
            }
            let _ = write!(out, "{open} {} {close}", entries.join(", "));
            return;
        }
        if array_length.is_some() && count > 6 {
            entries = self.group_array_elements(o, entries, items);
        }
        if self.current_depth - recurse < COMPACT && count == entries.len() {
            let start = entries.len() + self.indentation + open.len() + base.len() + 10;
            if is_below_break_length(&entries, start, &base) {
                let joined = entries.join(", ");
                if !joined.contains('\n') {
                    if !base.is_empty() {
                        out.push_str(&base);
                        out.push(' ');
                    }
                    let _ = write!(out, "{open} {joined} {close}");
                    return;
                }
            }
        }
        let indentation = format!("\n{}", " ".repeat(self.indentation));
        if !base.is_empty() {
            out.push_str(&base);
            out.push(' ');
        }
        let _ = write!(
            out,
            "{open}{indentation}  {}{indentation}{close}",
            entries.join(&format!(",{indentation}  "))
        );
    }

    /// `groupArrayElements`: more than six array entries set out in columns.
    /// `items` of the `output` entries are the array's items (the rest are
    /// other keys, `... N more items` among the items).
    fn group_array_elements(&self, o: ObjectId, output: Vec<String>, items: usize) -> Vec<String> {
        let mut output_length = output.len();
        let has_more = output
            .get(items.wrapping_sub(1))
            .is_some_and(|l| l.starts_with("... "));
        if has_more {
            output_length -= 1;
        }
        let separator_space = 2;
        let data_len: Vec<usize> = output[..output_length]
            .iter()
            .map(|e| e.encode_utf16().count())
            .collect();
        let total_length: usize = data_len.iter().map(|l| l + separator_space).sum();
        let max_length = data_len.iter().copied().max().unwrap_or(0);
        let actual_max = max_length + separator_space;
        if actual_max * 3 + self.indentation < BREAK_LENGTH
            && (total_length as f64 / actual_max as f64 > 5.0 || max_length <= 6)
        {
            let approx_char_heights = 2.5;
            let average_bias =
                (actual_max as f64 - total_length as f64 / output.len() as f64).sqrt();
            let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
            let columns = ((approx_char_heights * biased_max * output_length as f64).sqrt()
                / biased_max)
                .round()
                .min(((BREAK_LENGTH - self.indentation) / actual_max) as f64)
                .min((COMPACT * 4) as f64)
                .min(15.0) as usize;
            if columns <= 1 {
                return output;
            }
            let mut max_line_length = Vec::new();
            for i in 0..columns {
                let mut line_length = 0;
                let mut j = i;
                while j < output_length {
                    line_length = line_length.max(data_len[j]);
                    j += columns;
                }
                max_line_length.push(line_length + separator_space);
            }
            // Numbers are right-aligned, anything else left-aligned.
            let elements = self.heap.object_known(o).elements();
            let numbers = (0..output.len().min(items)).all(|i| {
                matches!(
                    elements.get(i as u32).map(|e| e.slot),
                    Some(PropertySlot::Data(Value::Number(_)))
                )
            });
            let pad = |s: &str, width: usize| -> String {
                let len = s.encode_utf16().count();
                let fill = " ".repeat(width.saturating_sub(len));
                if numbers {
                    format!("{fill}{s}")
                } else {
                    format!("{s}{fill}")
                }
            };
            let mut tmp = Vec::new();
            let mut i = 0;
            while i < output_length {
                let max = (i + columns).min(output_length);
                let mut line = String::new();
                let mut j = i;
                while j < max - 1 {
                    line.push_str(&pad(&format!("{}, ", output[j]), max_line_length[j - i]));
                    j += 1;
                }
                if numbers {
                    line.push_str(&pad(&output[j], max_line_length[j - i] - separator_space));
                } else {
                    line.push_str(&output[j]);
                }
                tmp.push(line);
                i += columns;
            }
            if has_more {
                tmp.push(output[output_length].clone());
            }
            tmp.extend(
                output[output_length + usize::from(has_more)..]
                    .iter()
                    .cloned(),
            );
            return tmp;
        }
        output
    }

    /// `formatArray` and `formatSpecialArray`: the items of an array of
    /// `length`, holes counted as `<N empty items>`, after 100 entries
    /// `... N more items`.
    fn array_items(&mut self, o: ObjectId, length: u32, recurse: i64, out: &mut Vec<String>) {
        let heap = self.heap;
        let elements = heap.object_known(o).elements();
        let max = length.min(MAX_ARRAY_ITEMS) as usize;
        for i in 0..max {
            let Some(e) = elements.get(i as u32) else {
                return self.sparse_items(o, length, max, i, recurse, out);
            };
            let mut item = String::new();
            self.slot(Some(e.slot), recurse, &mut item);
            out.push(item);
        }
        if length as usize > max {
            out.push(more_items(i64::from(length) - max as i64));
        }
    }

    /// `formatSpecialArray`: from the first hole, at `position` of
    /// `Object.keys`, on.
    fn sparse_items(
        &mut self,
        o: ObjectId,
        length: u32,
        max: usize,
        position: usize,
        recurse: i64,
        out: &mut Vec<String>,
    ) {
        let heap = self.heap;
        let elements = heap.object_known(o).elements();
        let keys: Vec<u32> = elements
            .indices()
            .into_iter()
            .filter(|&i| {
                elements
                    .get(i)
                    .is_some_and(|e| e.attrs.contains(Attrs::ENUMERABLE))
            })
            .collect();
        let mut index = position as i64;
        for &key in keys.iter().skip(position) {
            if out.len() >= max {
                break;
            }
            let key64 = i64::from(key);
            if key64 != index {
                out.push(empty_items(key64 - index));
                index = key64;
                if out.len() == max {
                    break;
                }
            }
            let mut item = String::new();
            self.slot(elements.get(key).map(|e| e.slot), recurse, &mut item);
            out.push(item);
            index += 1;
        }
        let remaining = i64::from(length) - index;
        if out.len() != max {
            if remaining > 0 {
                out.push(empty_items(remaining));
            }
        } else if remaining > 0 {
            out.push(more_items(remaining));
        }
    }

    /// `formatProperty`'s value part: a data value, or an accessor's label.
    fn slot(&mut self, slot: Option<PropertySlot>, recurse: i64, out: &mut String) {
        match slot {
            Some(PropertySlot::Data(v)) => self.value(v, recurse, out),
            Some(PropertySlot::Accessor { get, set }) => {
                out.push_str(match (get != Value::Undefined, set != Value::Undefined) {
                    (true, true) => "[Getter/Setter]",
                    (true, false) => "[Getter]",
                    (false, true) => "[Setter]",
                    (false, false) => "undefined",
                })
            }
            None => out.push_str("undefined"),
        }
    }

    /// `formatProperty`'s name part: `a`, `'a-b'`, `'0'`, `[Symbol(s)]`
    /// (`Symbol(s)` under Node 24's policy).
    fn key(&self, key: PropertyKey, out: &mut String) {
        let atoms = self.heap.atoms();
        match key {
            PropertyKey::Symbol(_) => {
                // Node 24's `util.inspect` drops the brackets.
                let brackets = self.heap.policy().inspect_symbol_keys_in_brackets;
                if brackets {
                    out.push('[');
                }
                escape(&atoms.display(key).to_string(), true, out);
                if brackets {
                    out.push(']');
                }
            }
            PropertyKey::Index(i) => quote(&i.to_string(), out),
            PropertyKey::String(a) => match atoms.name(a) {
                Some("__proto__") => out.push_str("['__proto__']"),
                Some(name) if is_plain_key(name) => out.push_str(name),
                Some(name) => quote(name, out),
                None => out.push_str(&atoms.display(key).to_string()),
            },
        }
    }

    /// `getConstructorName`: `Object`, `Array` or `Function` after the first
    /// built-in prototype on the chain, `None` without a prototype, and for a
    /// chain of other objects that ends in `null`, V8's class name with the
    /// prototype's name in angle brackets (`Object <[Object: null prototype] {}>`).
    fn constructor_name(&mut self, o: ObjectId, recurse: i64) -> Option<String> {
        let heap = self.heap;
        let intrinsics = heap.intrinsics();
        let first = heap.get_prototype_of_known(o);
        let mut at = first;
        // Chains are acyclic; the bound only keeps a broken heap from hanging.
        let mut steps = 0;
        while let Some(p) = at {
            if p == intrinsics.object_prototype {
                return Some("Object".into());
            }
            if p == intrinsics.function_prototype {
                return Some("Function".into());
            }
            if p == intrinsics.array_prototype {
                return Some("Array".into());
            }
            if let Some(name) = self.constructor_property_name(p) {
                return Some(name);
            }
            steps += 1;
            if steps > heap.object_count() {
                break;
            }
            at = heap.get_prototype_of_known(p);
        }
        let first = first?;
        let class = class_name(heap.kind_of_known(o));
        if recurse > self.depth {
            return Some(format!("{class} <Complex prototype>"));
        }
        match self.constructor_name(first, recurse + 1) {
            Some(name) => Some(format!("{class} <{name}>")),
            None => {
                let mut name = format!("{class} <");
                let depth = std::mem::replace(&mut self.depth, -1);
                self.value(Value::Object(first), 0, &mut name);
                self.depth = depth;
                name.push('>');
                Some(name)
            }
        }
    }

    /// `o[Symbol.toStringTag]` when it is a string data property on the chain
    /// (no getter runs) and not an own enumerable property, which Node lists
    /// among the keys instead.
    fn tag(&self, o: ObjectId) -> Option<String> {
        let key = self.to_string_tag?;
        let heap = self.heap;
        let mut at = Some(o);
        let mut steps = 0;
        while let Some(p) = at {
            if let Some(prop) = heap.get_own_property_known(p, key) {
                if p == o && prop.attrs.contains(Attrs::ENUMERABLE) {
                    return None;
                }
                return match prop.slot {
                    PropertySlot::Data(Value::String(s)) => {
                        Some(heap.str_known(s).to_string()).filter(|t| !t.is_empty())
                    }
                    _ => None,
                };
            }
            steps += 1;
            if steps > heap.object_count() {
                return None;
            }
            at = heap.get_prototype_of_known(p);
        }
        None
    }

    /// Whether `target` is on `o`'s prototype chain.
    fn reaches(&self, o: ObjectId, target: ObjectId) -> bool {
        let heap = self.heap;
        let mut at = heap.get_prototype_of_known(o);
        let mut steps = 0;
        while let Some(p) = at {
            if p == target {
                return true;
            }
            steps += 1;
            if steps > heap.object_count() {
                return false;
            }
            at = heap.get_prototype_of_known(p);
        }
        false
    }

    /// The name of `p`'s own `constructor` function, if it has one.
    fn constructor_property_name(&self, p: ObjectId) -> Option<String> {
        let heap = self.heap;
        let key = heap.atoms().lookup("constructor")?;
        let OwnProperty {
            slot: PropertySlot::Data(Value::Object(c)),
            ..
        } = heap.get_own_property_known(p, PropertyKey::String(key))?
        else {
            return None;
        };
        if !matches!(
            heap.kind_of_known(c),
            ObjectKind::Function | ObjectKind::ArrowFunction
        ) {
            return None;
        }
        let name = self.function_name(c);
        // A class's name may carry its heritage (`class A extends B`).
        let name = name.strip_prefix("class ").unwrap_or(&name);
        let name = name
            .split(" extends ")
            .next()
            .unwrap_or_default()
            .to_string();
        (!name.is_empty()).then_some(name)
    }

    fn function_name(&self, o: ObjectId) -> String {
        if let Some(names) = self.names
            && let Some(name) = names(o)
        {
            return name;
        }
        let heap = self.heap;
        if let Some(name) = heap.atoms().lookup("name")
            && let Some(OwnProperty {
                slot: PropertySlot::Data(Value::String(s)),
                ..
            }) = heap.get_own_property_known(o, PropertyKey::String(name))
        {
            return heap.str_known(s).to_string();
        }
        heap.object_known(o)
            .native()
            .and_then(|n| heap.runtime().natives.name(n))
            .unwrap_or("")
            .to_string()
    }
}

/// `util.inspect`'s `breakLength`.
const BREAK_LENGTH: usize = 80;

/// `util.inspect`'s `compact`.
const COMPACT: i64 = 3;

/// `isBelowBreakLength`.
fn is_below_break_length(output: &[String], start: usize, base: &str) -> bool {
    let mut total = output.len() + start;
    if total + output.len() > BREAK_LENGTH {
        return false;
    }
    for entry in output {
        total += entry.encode_utf16().count();
        if total > BREAK_LENGTH {
            return false;
        }
    }
    base.is_empty() || !base.contains('\n')
}

/// V8's class name for an object of `kind` (`internalGetConstructorName`).
fn class_name(kind: ObjectKind) -> &'static str {
    match kind {
        ObjectKind::Array => "Array",
        ObjectKind::Function | ObjectKind::ArrowFunction => "Function",
        ObjectKind::Ordinary => "Object",
    }
}

/// `getPrefix`: `Object(2) `, `[Array(2): null prototype] `, or with a
/// `Symbol.toStringTag` other than the name, `Object [Symbol] `.
fn prefix(constructor: Option<&str>, tag: &str, fallback: &str, size: &str) -> String {
    match constructor {
        None if !tag.is_empty() && tag != fallback => {
            format!("[{fallback}{size}: null prototype] [{tag}] ")
        }
        None => format!("[{fallback}{size}: null prototype] "),
        Some(c) if !tag.is_empty() && tag != c => format!("{c}{size} [{tag}] "),
        Some(c) => format!("{c}{size} "),
    }
}

/// `getCtxStyle`: the prefix naming an object's constructor, or its class
/// when it has none.
fn ctx_style(kind: ObjectKind, constructor: Option<&str>, tag: &str) -> String {
    let fallback = if constructor.is_none() {
        class_name(kind)
    } else {
        ""
    };
    prefix(constructor, tag, fallback, "")
}

/// `getFunctionBase`: `[Function: f]`, `[Function (anonymous)]`,
/// `[Function (null prototype): f]`.
fn function_base(name: &str, constructor: Option<&str>, out: &mut String) {
    if let Some(class) = name.strip_prefix("class ") {
        out.push_str("[class ");
        out.push_str(if class.is_empty() {
            "(anonymous)"
        } else {
            class
        });
        out.push(']');
        return;
    }
    out.push_str("[Function");
    if constructor.is_none() {
        out.push_str(" (null prototype)");
    }
    if name.is_empty() {
        out.push_str(" (anonymous)");
    } else {
        out.push_str(": ");
        out.push_str(name);
    }
    out.push(']');
    if let Some(c) = constructor
        && c != "Function"
    {
        out.push(' ');
        out.push_str(c);
    }
}

fn empty_items(n: i64) -> String {
    format!("<{n} empty item{}>", if n > 1 { "s" } else { "" })
}

fn more_items(n: i64) -> String {
    format!("... {n} more item{}", if n > 1 { "s" } else { "" })
}

/// `keyStrRegExp`: a key printed without quotes.
fn is_plain_key(key: &str) -> bool {
    let mut chars = key.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `formatPrimitive` for a string: quoted, and cut after 10,000 UTF-16 units.
/// A cut through a surrogate pair keeps its first half, escaped, as
/// JavaScript's `slice` does.
fn string(s: &str, out: &mut String) {
    let mut units = 0;
    let mut cut = s.len();
    let mut high_surrogate = None;
    for (i, c) in s.char_indices() {
        let n = c.len_utf16();
        if units + n > MAX_STRING_UNITS {
            cut = i;
            if units < MAX_STRING_UNITS {
                let mut pair = [0u16; 2];
                high_surrogate = c.encode_utf16(&mut pair).first().copied();
                units += 1;
            }
            break;
        }
        units += n;
    }
    let kept = &s[..cut];
    let q = quote_for(kept);
    out.push(q);
    escape(kept, q == '\'', out);
    if let Some(unit) = high_surrogate {
        let _ = write!(out, "\\u{unit:x}");
    }
    out.push(q);
    if cut < s.len() {
        let total: usize = s.chars().map(char::len_utf16).sum();
        let remaining = total - units;
        let _ = write!(
            out,
            "... {remaining} more character{}",
            if remaining > 1 { "s" } else { "" }
        );
    }
}

/// A string in quotes, escaped (`strEscape`).
fn quote(s: &str, out: &mut String) {
    let q = quote_for(s);
    out.push(q);
    escape(s, q == '\'', out);
    out.push(q);
}

/// `strEscape`'s choice of quote: single quotes, unless the text has one;
/// then double quotes, unless it has those too; then backquotes, unless it has
/// a backquote or `${`; else single quotes (escaped inside as `\'`).
fn quote_for(s: &str) -> char {
    if !s.contains('\'') {
        '\''
    } else if !s.contains('"') {
        '"'
    } else if !s.contains('`') && !s.contains("${") {
        '`'
    } else {
        '\''
    }
}

/// `strEscape`'s escapes: control characters, the backslash, U+007F to
/// U+009F, and the single quote when it is the quote.
fn escape(s: &str, single_quote: bool, out: &mut String) {
    for c in s.chars() {
        match c {
            '\'' if single_quote => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || (0x7f..=0x9f).contains(&(c as u32)) => {
                let _ = write!(out, "\\x{:02X}", c as u32);
            }
            c => out.push(c),
        }
    }
}
