//! A small harness for writing V8 rule cases against the Rust API: each helper
//! mirrors one line of a shape script, and `print_*` collects the lines that
//! `console.log` would print, formatted as Node prints them.
#![allow(dead_code)]

use shapeshift::{
    Heap, LiteralEntry, ObjectId, PropertyDescriptor, PropertyKey, StoreOrigin, Value,
};

pub struct Ctx {
    pub heap: Heap,
    pub out: Vec<String>,
    line: Vec<String>,
}

impl Default for Ctx {
    fn default() -> Self {
        Self::new()
    }
}

impl Ctx {
    pub fn new() -> Self {
        Ctx {
            heap: Heap::new(),
            out: Vec::new(),
            line: Vec::new(),
        }
    }

    pub fn key(&mut self, k: &str) -> PropertyKey {
        self.heap.key(k)
    }

    /// `{}`
    pub fn obj(&mut self) -> ObjectId {
        self.heap.new_object()
    }

    /// An object literal of `key: number` pairs.
    pub fn lit(&mut self, props: &[(&str, f64)]) -> ObjectId {
        let entries: Vec<LiteralEntry> = props
            .iter()
            .map(|&(k, v)| LiteralEntry::Property {
                key: self.heap.key(k),
                value: Value::Number(v),
                computed: false,
            })
            .collect();
        self.heap.object_literal(&entries).unwrap()
    }

    /// An object literal from entries.
    pub fn lit_entries(&mut self, entries: &[LiteralEntry]) -> ObjectId {
        self.heap.object_literal(entries).unwrap()
    }

    pub fn prop(&mut self, k: &str, v: Value) -> LiteralEntry {
        LiteralEntry::Property {
            key: self.heap.key(k),
            value: v,
            computed: false,
        }
    }

    /// `o.k = v`
    pub fn named(&mut self, o: ObjectId, k: &str, v: Value) {
        let k = self.heap.key(k);
        self.heap.set(o, k, v, StoreOrigin::Named).unwrap();
    }

    /// `o[k] = v` with a computed key.
    pub fn keyed(&mut self, o: ObjectId, k: &str, v: Value) {
        let k = self.heap.key(k);
        self.heap.set(o, k, v, StoreOrigin::Keyed).unwrap();
    }

    /// `for (let i = from; i < to; i++) o[prefix + i] = i;`
    pub fn keyed_loop(&mut self, o: ObjectId, prefix: &str, from: u32, to: u32) {
        for i in from..to {
            self.keyed(o, &format!("{prefix}{i}"), Value::from(i as i32));
        }
    }

    /// `o.prefix0 = 0; …` for `from..to`.
    pub fn named_run(&mut self, o: ObjectId, prefix: &str, from: u32, to: u32) {
        for i in from..to {
            self.named(o, &format!("{prefix}{i}"), Value::from(i as i32));
        }
    }

    pub fn str(&mut self, s: &str) -> Value {
        self.heap.string(s)
    }

    pub fn del(&mut self, o: ObjectId, k: &str) -> bool {
        let k = self.heap.key(k);
        self.heap.delete(o, k).unwrap()
    }

    pub fn define(&mut self, o: ObjectId, k: &str, d: PropertyDescriptor) {
        let k = self.heap.key(k);
        self.heap.define_property(o, k, d).unwrap();
    }

    pub fn get(&mut self, o: ObjectId, k: &str) -> Value {
        let k = self.heap.key(k);
        self.heap.get(o, k).unwrap()
    }

    pub fn set_proto(&mut self, o: ObjectId, p: Option<ObjectId>) {
        self.heap.set_prototype_of(o, p).unwrap();
    }

    pub fn fast(&mut self, o: ObjectId) -> &mut Self {
        let s = (self.heap.has_fast_properties(o) == Some(true)).to_string();
        self.line.push(s);
        self
    }

    pub fn same(&mut self, a: ObjectId, b: ObjectId) -> &mut Self {
        let s = (self.heap.same_shape(a, b) == Some(true)).to_string();
        self.line.push(s);
        self
    }

    pub fn val(&mut self, v: Value) -> &mut Self {
        let s = match v {
            Value::Undefined => "undefined".to_string(),
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => self
                .heap
                .str(s)
                .expect("an ID this heap handed out")
                .to_string(),
            Value::Object(_) | Value::Native(_) => "[object]".into(),
            Value::Symbol(_) => self.heap.display(v).to_string(),
        };
        self.line.push(s);
        self
    }

    pub fn boolean(&mut self, b: bool) -> &mut Self {
        self.line.push(b.to_string());
        self
    }

    fn json_keys(&self, keys: Vec<PropertyKey>) -> String {
        let parts: Vec<String> = keys
            .into_iter()
            .map(|k| format!("\"{}\"", self.heap.atoms().display(k)))
            .collect();
        format!("[{}]", parts.join(","))
    }

    /// `JSON.stringify(Reflect.ownKeys(o))`
    pub fn own_keys(&mut self, o: ObjectId) -> &mut Self {
        let s = self.json_keys(self.heap.own_keys(o).expect("an ID this heap handed out"));
        self.line.push(s);
        self
    }

    /// `JSON.stringify(Object.keys(o))`
    pub fn keys(&mut self, o: ObjectId) -> &mut Self {
        let s = self.json_keys(self.heap.keys(o).expect("an ID this heap handed out"));
        self.line.push(s);
        self
    }

    /// Ends one `console.log` line.
    pub fn log(&mut self) {
        let line = std::mem::take(&mut self.line).join(" ");
        self.out.push(line);
    }
}

pub fn num(n: f64) -> Value {
    Value::Number(n)
}
