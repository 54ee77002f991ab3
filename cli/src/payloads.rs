//! The four message payloads the clone benchmarks, tests and the
//! `post_message` example share, and the Node script measures with the same
//! contents (`benches/node/structured_clone.mjs` builds them the same way).
//!
//! - `empty`: `{}`;
//! - `flat16`: 16 keys, 8 numbers and 8 short strings (one flat object);
//! - `leaves24`: 24 keys whose values are string leaves drawn from 4 distinct
//!   values (one flat object; the pool writes each distinct string once);
//! - `session_entry`: nested, `{id, user: {id, name, roles: [..]}, meta: {ts,
//!   region, flags: {beta, tracing}}, counters: {sent, recv}}`.

use shapeshift::heap::Heap;
use shapeshift::object::ObjectId;
use shapeshift::policy::StoreOrigin;
use shapeshift::value::Value;

/// The payload names, in table order.
pub const PAYLOADS: [&str; 4] = ["empty", "flat16", "leaves24", "session_entry"];

/// Builds payload `name` in `heap` (each object is `{}` plus named stores, with
/// the contents of the Node script's literals), or `None` for an unknown name.
pub fn build(heap: &mut Heap, name: &str) -> Option<ObjectId> {
    Some(match name {
        "empty" => heap.new_object(),
        "flat16" => flat16(heap),
        "leaves24" => leaves24(heap),
        "session_entry" => session_entry(heap),
        _ => return None,
    })
}

/// A property value for [`object`].
#[derive(Clone, Copy)]
pub enum Field<'a> {
    /// A number.
    Number(f64),
    /// A string.
    Str(&'a str),
    /// A boolean.
    Bool(bool),
    /// A value already in the heap.
    Value(Value),
}

/// `{}` followed by named stores of `fields`, in order.
pub fn object(heap: &mut Heap, fields: &[(&str, Field)]) -> ObjectId {
    let o = heap.new_object();
    for (k, v) in fields {
        let key = heap.key(k);
        let value = match v {
            Field::Number(n) => Value::Number(*n),
            Field::Str(s) => heap.string(s),
            Field::Bool(b) => Value::Bool(*b),
            Field::Value(v) => *v,
        };
        // A fresh ordinary object accepts every named store.
        let _ = heap.set(o, key, value, StoreOrigin::Named);
    }
    o
}

fn flat16(heap: &mut Heap) -> ObjectId {
    object(heap, FLAT16)
}

/// The fields of `flat16`, in store order.
pub const FLAT16: &[(&str, Field<'static>)] = {
    use Field::{Number as N, Str as S};
    &[
        ("id", N(1234.0)),
        ("name", S("alice")),
        ("score", N(98.5)),
        ("city", S("Paris")),
        ("zip", S("75001")),
        ("age", N(31.0)),
        ("level", N(7.0)),
        ("tag", S("beta")),
        ("ratio", N(0.25)),
        ("country", S("FR")),
        ("lang", S("fr")),
        ("visits", N(1024.0)),
        ("plan", S("pro")),
        ("color", S("blue")),
        ("rank", N(3.0)),
        ("team", S("core")),
    ]
};

/// The four distinct leaves of `leaves24`.
pub const LEAVES: [&str; 4] = ["red", "green", "blue", "amber"];

fn leaves24(heap: &mut Heap) -> ObjectId {
    let names: Vec<String> = (0..24).map(|i| format!("f{i:02}")).collect();
    let fields: Vec<(&str, Field)> = names
        .iter()
        .enumerate()
        .map(|(i, k)| (k.as_str(), Field::Str(LEAVES[i % 4])))
        .collect();
    object(heap, &fields)
}

fn session_entry(heap: &mut Heap) -> ObjectId {
    use Field::{Bool as B, Number as N, Str as S, Value as V};
    let admin = heap.string("admin");
    let dev = heap.string("dev");
    let roles = heap.new_array(&[admin, dev]).expect("values of this heap");
    let user = object(
        heap,
        &[
            ("id", N(7.0)),
            ("name", S("ada")),
            ("roles", V(Value::Object(roles))),
        ],
    );
    let flags = object(heap, &[("beta", B(true)), ("tracing", B(false))]);
    let meta = object(
        heap,
        &[
            ("ts", N(1_700_000_000_000.0)),
            ("region", S("eu-west-1")),
            ("flags", V(Value::Object(flags))),
        ],
    );
    let counters = object(heap, &[("sent", N(10.0)), ("recv", N(12.0))]);
    object(
        heap,
        &[
            ("id", N(42.0)),
            ("user", V(Value::Object(user))),
            ("meta", V(Value::Object(meta))),
            ("counters", V(Value::Object(counters))),
        ],
    )
}
