//! The object model's Rust API against Node 20: each case here mirrors one V8
//! rule script of the corpus in `tests/v8/` step by step with the API (rather than
//! through the script interpreter), and its output must equal what
//! `node --allow-natives-syntax` printed (recorded next to it as `NAME.out` by
//! `tests/v8/record.sh`; `tests/v8_corpus.rs` re-checks the recordings against a
//! live Node).

mod common;

use common::{Ctx, num};
use shapeshift::{LiteralEntry, PropertyDescriptor, Value};
use std::path::Path;

type Case = fn(&mut Ctx);

fn nonenum(v: Value) -> PropertyDescriptor {
    PropertyDescriptor {
        value: Some(v),
        enumerable: Some(false),
        ..Default::default()
    }
}

const CASES: &[(&str, Case)] = &[
    ("empty_vs_literal", |c| {
        let a = c.obj();
        c.named(a, "x", num(1.0));
        c.named(a, "y", num(2.0));
        let b = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.fast(a).fast(b).log();
        c.same(a, b).log();
    }),
    ("literal_same_keys_share", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0)]);
        let one = c.str("one");
        let (px, py) = (c.prop("x", one), c.prop("y", Value::Null));
        let b = c.lit_entries(&[px, py]);
        let cc = c.lit(&[("y", 1.0), ("x", 2.0)]);
        c.same(a, b).same(a, cc).log();
    }),
    ("add_chain_shares", |c| {
        let a = c.obj();
        c.named_run(a, "", 0, 0);
        for (k, v) in [("p", 1.0), ("q", 2.0), ("r", 3.0)] {
            c.named(a, k, num(v));
        }
        let b = c.obj();
        for k in ["p", "q", "r"] {
            let s = c.str("x");
            c.named(b, k, s);
        }
        let cc = c.obj();
        for (k, v) in [("p", 1.0), ("r", 3.0), ("q", 2.0)] {
            c.named(cc, k, num(v));
        }
        c.same(a, b).same(a, cc).log();
        c.own_keys(cc).log();
    }),
    ("assign_shares_add_chain", |c| {
        let a = c.obj();
        c.named(a, "x", num(1.0));
        c.named(a, "y", num(2.0));
        let src = c.lit(&[("x", 1.0), ("y", 2.0)]);
        let b = c.obj();
        c.heap.assign(b, &[Value::Object(src)]).unwrap();
        c.fast(b).same(a, b).same(src, b).log();
    }),
    ("spread_shares_add_chain", |c| {
        let a = c.obj();
        c.named(a, "x", num(1.0));
        c.named(a, "y", num(2.0));
        let src = c.lit(&[("x", 1.0), ("y", 2.0)]);
        let b = c.heap.spread(Value::Object(src)).unwrap();
        let cc = c.heap.spread(Value::Object(a)).unwrap();
        c.fast(b).same(a, b).same(a, cc).log();
    }),
    ("literal_with_spread_counts_inobject", |c| {
        let src = c.lit(&[("x", 1.0)]);
        let k = c.prop("k", num(0.0));
        let a = c.lit_entries(&[k, LiteralEntry::Spread(Value::Object(src))]);
        let b = c.lit(&[("k", 0.0)]);
        c.named(b, "x", num(1.0));
        let cc = c.lit_entries(&[k, LiteralEntry::Spread(Value::Object(src))]);
        c.same(a, b).same(a, cc).log();
    }),
    ("keyed_soft_limit_empty", |c| {
        let o = c.obj();
        c.keyed_loop(o, "k", 0, 19);
        c.fast(o).log();
        c.keyed_loop(o, "k", 19, 20);
        c.fast(o).log();
    }),
    ("keyed_soft_limit_literal_target", |c| {
        let props: Vec<(String, f64)> = "abcdefghijklmn"
            .chars()
            .enumerate()
            .map(|(i, ch)| (ch.to_string(), i as f64 + 1.0))
            .collect();
        let props: Vec<(&str, f64)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let o = c.lit(&props);
        c.keyed_loop(o, "k", 0, 15);
        c.fast(o).log();
        let p = c.lit(&props);
        c.keyed_loop(p, "z", 0, 16);
        c.fast(p).log();
    }),
    ("constant_bracket_key_is_named", |c| {
        let o = c.obj();
        c.keyed_loop(o, "k", 0, 19);
        c.named(o, "last", num(1.0)); // o['last'] is a named store in V8
        c.fast(o).log();
        let p = c.obj();
        c.keyed_loop(p, "k", 0, 19);
        c.keyed(p, "last", num(1.0)); // p[k]: keyed, but follows o's transition
        c.fast(p).log();
    }),
    ("named_stores_stay_fast_past_soft_limit", |c| {
        let o = c.obj();
        for p in ["a", "b", "c"] {
            c.named_run(o, p, 0, 10);
        }
        c.fast(o).log();
    }),
    ("keyed_follows_named_transitions", |c| {
        let a = c.obj();
        c.named_run(a, "q", 0, 25);
        let b = c.obj();
        c.keyed_loop(b, "q", 0, 25);
        c.fast(a).fast(b).same(a, b).log();
        let cc = c.obj();
        c.keyed_loop(cc, "q", 0, 26);
        c.fast(cc).log();
    }),
    ("delete_last_rolls_back", |c| {
        let a = c.obj();
        c.named(a, "x", num(1.0));
        c.named(a, "y", num(2.0));
        c.del(a, "y");
        let b = c.obj();
        c.named(b, "x", num(1.0));
        c.fast(a).same(a, b).log();
        c.own_keys(a).log();
    }),
    ("delete_last_of_literal", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0), ("z", 3.0)]);
        c.del(a, "z");
        let b = c.lit(&[("x", 1.0), ("y", 2.0)]);
        let cc = c.lit(&[("x", 1.0), ("y", 2.0), ("z", 3.0)]);
        c.del(cc, "z");
        c.fast(a).same(a, b).same(a, cc).log();
    }),
    ("delete_middle_normalizes", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0), ("z", 3.0)]);
        c.del(a, "y");
        c.fast(a).log();
        c.own_keys(a).log();
    }),
    ("delete_first_normalizes", |c| {
        let a = c.obj();
        c.named(a, "x", num(1.0));
        c.named(a, "y", num(2.0));
        c.del(a, "x");
        c.fast(a).log();
        c.named(a, "x", num(3.0));
        c.own_keys(a).fast(a).log();
    }),
    ("delete_then_readd_shares", |c| {
        let o = c.obj();
        for (i, k) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
            c.named(o, k, num(i as f64 + 1.0));
        }
        c.del(o, "e");
        c.named(o, "e", num(5.0));
        let p = c.obj();
        for (i, k) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
            c.named(p, k, num(i as f64 + 1.0));
        }
        c.fast(o).same(o, p).log();
    }),
    ("delete_only_property_of_literal", |c| {
        let a = c.lit(&[("a", 1.0)]);
        c.del(a, "a");
        let e = c.obj();
        c.fast(a).same(a, e).log();
    }),
    ("delete_nonconfigurable_fails", |c| {
        let a = c.lit(&[("x", 1.0)]);
        c.define(
            a,
            "y",
            PropertyDescriptor {
                value: Some(num(2.0)),
                configurable: Some(false),
                ..Default::default()
            },
        );
        let deleted = c.del(a, "y");
        let y = c.get(a, "y");
        c.boolean(deleted).fast(a).val(y).log();
    }),
    ("delete_after_prototype_transition", |c| {
        let a = c.lit(&[("x", 1.0)]);
        c.set_proto(a, None);
        c.named(a, "y", num(1.0));
        c.del(a, "y");
        c.fast(a).log();
        let b = c.lit(&[("x", 1.0)]);
        c.set_proto(b, None);
        c.del(b, "x");
        c.fast(b).log();
    }),
    ("delete_after_prevent_extensions", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 1.0)]);
        c.heap
            .prevent_extensions(a)
            .expect("an object of this heap");
        c.del(a, "y");
        c.fast(a).log();
        let b = c.lit(&[("x", 1.0)]);
        c.heap.seal(b).expect("an object of this heap");
        let deleted = c.del(b, "x");
        c.boolean(deleted).fast(b).log();
    }),
    ("delete_on_dictionary", |c| {
        let (x, y, z) = (
            c.prop("x", num(1.0)),
            c.prop("y", num(2.0)),
            c.prop("z", num(3.0)),
        );
        let a = c.lit_entries(&[LiteralEntry::NullProto, x, y, z]);
        c.del(a, "z");
        c.fast(a).own_keys(a).log();
    }),
    ("null_proto_literal_is_dictionary", |c| {
        let pa = c.prop("a", num(1.0));
        let a = c.lit_entries(&[LiteralEntry::NullProto, pa]);
        let pb = c.prop("b", num(1.0));
        let b = c.lit_entries(&[LiteralEntry::NullProto, pb]);
        let cc = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.fast(a).fast(cc).log();
        c.same(a, b).same(a, cc).log();
        let proto = c
            .heap
            .get_prototype_of(a)
            .expect("an ID this heap handed out");
        c.boolean(proto.is_none()).log();
    }),
    ("object_create_null_stays_dictionary", |c| {
        let o = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.named(o, "a", num(1.0));
        c.named(o, "b", num(2.0));
        c.fast(o).own_keys(o).log();
    }),
    ("object_create_proto", |c| {
        let p = c.lit(&[("m", 1.0)]);
        let c1 = c
            .heap
            .object_create(Some(p))
            .expect("a prototype of this heap");
        let c2 = c
            .heap
            .object_create(Some(p))
            .expect("a prototype of this heap");
        c.fast(p).fast(c1).same(c1, c2).log();
        let m = c.get(c1, "m");
        let e = c.obj();
        c.val(m).same(c1, e).log();
    }),
    ("empty_object_as_prototype_normalizes", |c| {
        let p = c.obj();
        let cc = c
            .heap
            .object_create(Some(p))
            .expect("a prototype of this heap");
        c.fast(p).fast(cc).log();
    }),
    ("set_prototype_normalizes_new_prototype", |c| {
        let p = c.lit(&[("a", 1.0)]);
        let cc = c.obj();
        c.set_proto(cc, Some(p));
        let a = c.get(cc, "a");
        c.fast(p).fast(cc).val(a).log();
    }),
    ("set_prototype_null_stays_fast_and_shares", |c| {
        let a = c.lit(&[("x", 1.0)]);
        let b = c.lit(&[("x", 2.0)]);
        c.set_proto(a, None);
        c.set_proto(b, None);
        c.fast(a).same(a, b).log();
        let proto = c
            .heap
            .get_prototype_of(a)
            .expect("an ID this heap handed out");
        c.boolean(proto.is_none()).log();
    }),
    ("set_prototype_then_add_is_unshared", |c| {
        let a = c.lit(&[("x", 1.0)]);
        c.set_proto(a, None);
        c.named(a, "y", num(1.0));
        let b = c.lit(&[("x", 2.0)]);
        c.set_proto(b, None);
        c.named(b, "y", num(2.0));
        c.fast(a).same(a, b).log();
    }),
    ("set_prototype_of_empty_then_add_shares", |c| {
        let a = c.obj();
        c.set_proto(a, None);
        c.named(a, "y", num(1.0));
        let b = c.obj();
        c.set_proto(b, None);
        c.named(b, "y", num(2.0));
        c.same(a, b).log();
        c.named(a, "z", num(1.0));
        c.del(a, "z");
        c.fast(a).same(a, b).log();
    }),
    ("set_prototype_back_is_a_new_map", |c| {
        let a = c.lit(&[("x", 1.0)]);
        c.set_proto(a, None);
        let op = c.heap.intrinsics().object_prototype;
        c.set_proto(a, Some(op));
        let b = c.lit(&[("x", 1.0)]);
        c.fast(a).same(a, b).log();
    }),
    ("set_prototype_on_dictionary_stays_dictionary", |c| {
        let o = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.named(o, "a", num(1.0));
        let op = c.heap.intrinsics().object_prototype;
        c.set_proto(o, Some(op));
        c.fast(o).log();
        let pb = c.prop("b", num(1.0));
        let p = c.lit_entries(&[LiteralEntry::NullProto, pb]);
        let e = c.obj();
        c.set_proto(p, Some(e));
        c.fast(p).log();
    }),
    ("proto_literal_matches_set_prototype", |c| {
        let p = c.lit(&[("m", 1.0)]);
        let pa = c.prop("a", num(1.0));
        let a = c.lit_entries(&[LiteralEntry::Proto(Value::Object(p)), pa]);
        let b = c.lit(&[("a", 1.0)]);
        c.set_proto(b, Some(p));
        let m = c.get(a, "m");
        c.fast(a).same(a, b).val(m).log();
    }),
    ("accessor_define_stays_fast", |c| {
        let g = Value::Object(c.heap.new_function(false));
        let getter = PropertyDescriptor {
            get: Some(g),
            ..Default::default()
        };
        let a = c.obj();
        c.define(a, "x", getter);
        let b = c.obj();
        c.define(b, "x", getter);
        c.fast(a).same(a, b).log();
        let cc = c.obj();
        let other = Value::Object(c.heap.new_function(false));
        c.define(
            cc,
            "x",
            PropertyDescriptor {
                get: Some(other),
                ..Default::default()
            },
        );
        c.fast(cc).same(a, cc).log();
    }),
    ("data_to_accessor_normalizes", |c| {
        let a = c.lit(&[("x", 1.0)]);
        let g = Value::Object(c.heap.new_function(false));
        c.define(
            a,
            "x",
            PropertyDescriptor {
                get: Some(g),
                ..Default::default()
            },
        );
        c.fast(a).own_keys(a).log();
    }),
    ("accessor_to_data_stays_fast", |c| {
        let g = Value::Object(c.heap.new_function(false));
        let a = c.obj();
        c.define(
            a,
            "x",
            PropertyDescriptor {
                get: Some(g),
                configurable: Some(true),
                ..Default::default()
            },
        );
        c.define(
            a,
            "x",
            PropertyDescriptor {
                value: Some(num(1.0)),
                ..Default::default()
            },
        );
        let x = c.get(a, "x");
        c.fast(a).val(x).log();
    }),
    ("non_enumerable_define_stays_fast", |c| {
        let a = c.lit(&[("x", 1.0)]);
        c.define(a, "y", nonenum(num(1.0)));
        c.fast(a).log();
        c.keys(a).own_keys(a).log();
        let b = c.lit(&[("x", 1.0)]);
        c.named(b, "y", num(1.0));
        c.same(a, b).log();
    }),
    ("reconfigure_non_enumerable_replays", |c| {
        let xyz = [("x", 1.0), ("y", 2.0), ("z", 3.0)];
        let nonenum_only = PropertyDescriptor {
            enumerable: Some(false),
            ..Default::default()
        };
        let a = c.lit(&xyz);
        c.define(a, "y", nonenum_only);
        let cc = c.lit(&xyz);
        c.define(cc, "y", nonenum_only);
        let d = c.lit(&xyz);
        c.fast(a).same(a, cc).same(a, d).log();
        c.keys(a).log();
    }),
    ("reconfigure_after_proto_transition_normalizes", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.set_proto(a, None);
        c.define(
            a,
            "x",
            PropertyDescriptor {
                enumerable: Some(false),
                ..Default::default()
            },
        );
        c.fast(a).log();
    }),
    ("reconfigure_after_prevent_extensions_stays_fast", |c| {
        let b = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.heap
            .prevent_extensions(b)
            .expect("an object of this heap");
        c.define(
            b,
            "x",
            PropertyDescriptor {
                enumerable: Some(false),
                ..Default::default()
            },
        );
        c.fast(b).log();
    }),
    ("read_only_define", |c| {
        let ro = PropertyDescriptor {
            writable: Some(false),
            ..Default::default()
        };
        let a = c.lit(&[("x", 1.0)]);
        c.define(a, "x", ro);
        let b = c.lit(&[("x", 1.0)]);
        c.define(b, "x", ro);
        c.named(a, "x", num(3.0));
        let x = c.get(a, "x");
        c.fast(a).same(a, b).val(x).log();
    }),
    ("define_same_attributes_keeps_map", |c| {
        let a = c.lit(&[("a", 1.0)]);
        c.define(
            a,
            "a",
            PropertyDescriptor {
                value: Some(num(2.0)),
                ..Default::default()
            },
        );
        let b = c.lit(&[("a", 1.0)]);
        let v = c.get(a, "a");
        c.fast(a).same(a, b).val(v).log();
    }),
    ("freeze_seal_prevent_extensions", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.heap.freeze(a).expect("an object of this heap");
        let b = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.heap.freeze(b).expect("an object of this heap");
        c.fast(a).same(a, b).log();
        c.named(a, "z", num(1.0));
        c.named(a, "x", num(5.0));
        let x = c.get(a, "x");
        c.keys(a).val(x).log();
        let cc = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.heap.seal(cc).expect("an object of this heap");
        let d = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.heap
            .prevent_extensions(d)
            .expect("an object of this heap");
        c.fast(cc).fast(d).same(cc, a).same(cc, d).log();
        c.named(cc, "x", num(7.0));
        let x = c.get(cc, "x");
        c.val(x).log();
    }),
    ("freeze_dictionary", |c| {
        let px = c.prop("x", num(1.0));
        let a = c.lit_entries(&[LiteralEntry::NullProto, px]);
        c.heap.freeze(a).expect("an object of this heap");
        c.named(a, "x", num(2.0));
        let x = c.get(a, "x");
        c.fast(a).val(x).log();
    }),
    ("assign_from_dictionary_source", |c| {
        let (pa, pb) = (c.prop("a", num(1.0)), c.prop("b", num(2.0)));
        let s = c.lit_entries(&[LiteralEntry::NullProto, pa, pb]);
        let t = c.obj();
        c.heap.assign(t, &[Value::Object(s)]).unwrap();
        let u = c.obj();
        c.named(u, "a", num(1.0));
        c.named(u, "b", num(2.0));
        c.fast(s).fast(t).same(t, u).log();
    }),
    ("spread_from_dictionary_source", |c| {
        let (pa, pb) = (c.prop("a", num(1.0)), c.prop("b", num(2.0)));
        let s = c.lit_entries(&[LiteralEntry::NullProto, pa, pb]);
        let t = c.heap.spread(Value::Object(s)).unwrap();
        let u = c.obj();
        c.named(u, "a", num(1.0));
        c.named(u, "b", num(2.0));
        c.fast(t).same(t, u).log();
        let v = c.lit_entries(&[
            LiteralEntry::NullProto,
            LiteralEntry::Spread(Value::Object(s)),
        ]);
        let proto = c
            .heap
            .get_prototype_of(v)
            .expect("an ID this heap handed out");
        c.fast(v).boolean(proto.is_none()).log();
    }),
    ("assign_uses_keyed_limit", |c| {
        let s19 = c.obj();
        c.keyed_loop(s19, "k", 0, 19);
        let t19 = c.obj();
        c.heap.assign(t19, &[Value::Object(s19)]).unwrap();
        c.fast(s19).fast(t19).log();
        let s20 = c.obj();
        c.keyed_loop(s20, "j", 0, 20);
        let t20 = c.obj();
        c.heap.assign(t20, &[Value::Object(s20)]).unwrap();
        c.fast(s20).fast(t20).log();
    }),
    ("spread_uses_named_limit", |c| {
        let s = c.obj();
        c.keyed_loop(s, "k", 0, 30);
        let t = c.heap.spread(Value::Object(s)).unwrap();
        c.fast(s).fast(t).log();
    }),
    ("assign_into_literal_target", |c| {
        let t = c.lit(&[("a", 1.0), ("b", 2.0)]);
        let src = c.lit(&[("c", 3.0)]);
        c.heap.assign(t, &[Value::Object(src)]).unwrap();
        let t2 = c.lit(&[("a", 1.0), ("b", 2.0)]);
        c.named(t2, "c", num(3.0));
        c.same(t, t2).log();
    }),
    ("key_order_indices_first", |c| {
        let o = c.lit(&[("b", 1.0), ("2", 1.0), ("a", 1.0), ("1", 1.0), ("10", 1.0)]);
        c.own_keys(o).log();
        c.keyed(o, "0", num(1.0));
        c.named(o, "c", num(1.0));
        c.named(o, "01", num(1.0)); // o['01']: a string-literal key, not an index
        c.own_keys(o).log();
    }),
    ("key_order_dictionary", |c| {
        let (z, five, y) = (
            c.prop("z", num(1.0)),
            c.prop("5", num(1.0)),
            c.prop("y", num(1.0)),
        );
        let o = c.lit_entries(&[LiteralEntry::NullProto, z, five, y]);
        c.named(o, "x", num(1.0));
        c.keyed(o, "3", num(1.0));
        c.del(o, "y");
        c.named(o, "y", num(2.0));
        c.own_keys(o).log();
    }),
    ("elements_do_not_change_map", |c| {
        let o = c.obj();
        c.keyed(o, "5", num(1.0));
        c.named(o, "x", num(1.0));
        let p = c.obj();
        c.named(p, "x", num(1.0));
        c.same(o, p).own_keys(o).log();
    }),
    ("store_to_existing_keeps_map", |c| {
        let a = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.named(a, "x", num(5.0));
        let s = c.str("str");
        c.named(a, "y", s);
        let b = c.lit(&[("x", 1.0), ("y", 2.0)]);
        let x = c.get(a, "x");
        c.same(a, b).val(x).log();
    }),
    ("large_literals", |c| {
        let props: Vec<(String, f64)> = (0..8).map(|i| (format!("k{i}"), i as f64)).collect();
        let props: Vec<(&str, f64)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let a = c.lit(&props);
        let b = c.lit(&props);
        c.same(a, b).log();
    }),
    ("functions_have_their_own_maps", |c| {
        let f = c.heap.new_function(false);
        let g = c.heap.new_function(false);
        let h = c.heap.new_function(true);
        let k = c.heap.new_function(true);
        c.same(f, g).same(h, k).same(f, h).log();
    }),
    ("object_keys_skips_non_enumerable", |c| {
        let o = c.lit(&[("a", 1.0)]);
        c.define(o, "b", nonenum(num(2.0)));
        c.named(o, "c", num(3.0));
        c.keys(o).own_keys(o).log();
    }),
    ("http_options_copy_chain", |c| {
        let localhost = c.str("localhost");
        let (host, port) = (c.prop("host", localhost), c.prop("port", num(80.0)));
        let defaults = c.lit_entries(&[LiteralEntry::NullProto, host, port]);
        let options = c.heap.spread(Value::Object(defaults)).unwrap();
        c.set_proto(options, None);
        let slash = c.str("/");
        c.named(options, "path", slash);
        c.fast(defaults).log();
        c.fast(options).log();
        c.own_keys(options).log();
        let path = c.prop("path", slash);
        let slow = c.lit_entries(&[
            LiteralEntry::NullProto,
            LiteralEntry::Spread(Value::Object(defaults)),
            path,
        ]);
        let agent = c.prop("agent", Value::Bool(false));
        let slower = c.lit_entries(&[
            LiteralEntry::NullProto,
            LiteralEntry::Spread(Value::Object(slow)),
            agent,
        ]);
        c.fast(slow).fast(slower).log();
        let fast = c.lit_entries(&[LiteralEntry::Spread(Value::Object(options)), agent]);
        c.set_proto(fast, None);
        c.fast(fast).own_keys(fast).log();
    }),
    ("computed_keys_after_boilerplate", |c| {
        let x = c.prop("x", num(1.0));
        let y = c.heap.key("y");
        let a = c.lit_entries(&[
            x,
            LiteralEntry::Property {
                key: y,
                value: num(2.0),
                computed: true,
            },
        ]);
        let b = c.lit(&[("x", 1.0)]);
        c.named(b, "y", num(2.0));
        let cc = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.fast(a).same(a, b).same(a, cc).log();
    }),
    ("prevent_extensions_blocks_adds", |c| {
        let o = c.lit(&[("a", 1.0)]);
        c.heap
            .prevent_extensions(o)
            .expect("an object of this heap");
        c.named(o, "b", num(2.0));
        c.named(o, "c", num(3.0));
        c.own_keys(o).fast(o).log();
    }),
    ("object_prototype_stays_fast", |c| {
        let op = c.heap.intrinsics().object_prototype;
        c.named(op, "a", num(1.0));
        c.named(op, "b", num(2.0));
        c.fast(op).log();
        c.del(op, "b");
        let (o1, o2) = (c.obj(), c.obj());
        let (a, b) = (c.get(o1, "a"), c.get(o2, "b"));
        c.fast(op).val(a).val(b).log();
    }),
    ("literal_of_four_shares_empty_object_map", |c| {
        let a = c.lit(&[("1", 1.0)]);
        let b = c.obj();
        c.keyed(b, "1", num(1.0));
        c.same(a, b).log();
        c.named(a, "x", num(1.0));
        c.named(b, "x", num(1.0));
        c.same(a, b).log();
        for keys in [
            &["a", "b", "c", "d"][..],
            &["a", "b", "c"],
            &["a", "b", "c", "d", "e"],
        ] {
            let props: Vec<(&str, f64)> = keys
                .iter()
                .enumerate()
                .map(|(i, &k)| (k, i as f64 + 1.0))
                .collect();
            let lit = c.lit(&props);
            let added = c.obj();
            for &(k, v) in &props {
                c.named(added, k, num(v));
            }
            c.same(lit, added).log();
        }
    }),
    ("prototype_made_fast_by_named_store", |c| {
        let proto = c.obj();
        c.named(proto, "a", num(1.0));
        c.named(proto, "b", num(2.0));
        let receiver = c
            .heap
            .object_create(Some(proto))
            .expect("a prototype of this heap");
        c.fast(proto).log();
        c.named(receiver, "x", num(0.0));
        let b = c.get(receiver, "b");
        c.fast(proto).val(b).log();
        c.del(proto, "a");
        let b = c.get(receiver, "b");
        c.fast(proto).val(b).log();
        c.named(proto, "c", num(3.0));
        let (b, cv) = (c.get(receiver, "b"), c.get(receiver, "c"));
        c.fast(proto).val(b).val(cv).log();
    }),
    ("which_stores_make_prototypes_fast", |c| {
        let mut protos = Vec::new();
        for case in 0..6 {
            let p = c.lit(&[("a", 1.0)]);
            let child = c
                .heap
                .object_create(Some(p))
                .expect("a prototype of this heap");
            match case {
                0 => c.named(child, "y", num(1.0)),
                1 => c.keyed(child, "y", num(1.0)),
                2 => {
                    let src = c.lit(&[("y", 1.0)]);
                    c.heap.assign(child, &[Value::Object(src)]).unwrap();
                }
                3 => c.define(
                    child,
                    "y",
                    PropertyDescriptor {
                        value: Some(num(1.0)),
                        ..Default::default()
                    },
                ),
                4 => {
                    c.get(child, "a");
                }
                _ => c.named(child, "a", num(2.0)),
            }
            protos.push(p);
        }
        c.fast(protos[0]).fast(protos[1]).fast(protos[2]).log();
        c.fast(protos[3]).fast(protos[4]).fast(protos[5]).log();
        let gp = c.lit(&[("g", 1.0)]);
        let p7 = c
            .heap
            .object_create(Some(gp))
            .expect("a prototype of this heap");
        let c7 = c
            .heap
            .object_create(Some(p7))
            .expect("a prototype of this heap");
        c.named(c7, "y", num(1.0));
        c.fast(gp).fast(p7).log();
        let p8 = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.named(p8, "a", num(1.0));
        let c8 = c
            .heap
            .object_create(Some(p8))
            .expect("a prototype of this heap");
        c.named(c8, "y", num(1.0));
        c.fast(p8).log();
        c.keyed_loop(protos[0], "k", 0, 40);
        c.fast(protos[0]).log();
    }),
    ("prototypes_have_their_own_maps", |c| {
        let a = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        let b = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.heap
            .object_create(Some(a))
            .expect("a prototype of this heap");
        c.same(a, b).fast(a).log();
        let p = c.lit(&[("x", 1.0)]);
        let q = c.lit(&[("x", 1.0)]);
        let cp = c
            .heap
            .object_create(Some(p))
            .expect("a prototype of this heap");
        let cq = c
            .heap
            .object_create(Some(q))
            .expect("a prototype of this heap");
        c.named(cp, "y", num(1.0));
        c.named(cq, "y", num(1.0));
        c.fast(p).fast(q).same(p, q).log();
    }),
    ("named_store_prototype_exceptions", |c| {
        let mut protos = Vec::new();
        for case in 0..4 {
            let p = c.lit(&[("a", 1.0)]);
            let child = c
                .heap
                .object_create(Some(p))
                .expect("a prototype of this heap");
            match case {
                0 => {
                    let g = Value::Object(c.heap.new_function(false));
                    c.define(
                        child,
                        "y",
                        PropertyDescriptor {
                            get: Some(g),
                            configurable: Some(true),
                            ..Default::default()
                        },
                    );
                    c.named(child, "y", num(1.0));
                }
                1 => {
                    c.define(
                        child,
                        "y",
                        PropertyDescriptor {
                            value: Some(num(1.0)),
                            ..Default::default()
                        },
                    );
                    c.named(child, "y", num(2.0));
                }
                2 => {
                    c.heap.freeze(child).expect("an object of this heap");
                    c.named(child, "y", num(2.0));
                }
                _ => {
                    c.keyed(child, "y", num(1.0));
                    c.named(child, "y", num(2.0));
                }
            }
            protos.push(p);
        }
        for p in protos {
            c.fast(p);
        }
        c.log();
        let mut protos = Vec::new();
        for case in 0..4 {
            let p = c.lit(&[("a", 1.0)]);
            let child = match case {
                0 => {
                    let child = c
                        .heap
                        .object_create(None)
                        .expect("a prototype of this heap");
                    c.set_proto(child, Some(p));
                    child
                }
                1 | 2 => {
                    let child = if case == 1 {
                        c.obj()
                    } else {
                        c.heap
                            .object_create(Some(p))
                            .expect("a prototype of this heap")
                    };
                    c.named(child, "q", num(1.0));
                    c.named(child, "r", num(2.0));
                    c.del(child, "q");
                    if case == 1 {
                        c.set_proto(child, Some(p));
                    }
                    child
                }
                _ => {
                    let child = c.obj();
                    c.set_proto(child, Some(p));
                    c.named(child, "q", num(1.0));
                    c.named(child, "r", num(2.0));
                    c.del(child, "q");
                    child
                }
            };
            c.named(child, "y", num(1.0));
            protos.push(p);
        }
        for p in protos {
            c.fast(p);
        }
        c.log();
        let p9 = c.lit(&[("a", 1.0)]);
        let c9 = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.set_proto(c9, Some(p9));
        c.heap
            .prevent_extensions(c9)
            .expect("an object of this heap");
        c.named(c9, "y", num(1.0));
        c.fast(p9).log();
    }),
    ("dictionary_map_identity", |c| {
        let op = Some(c.heap.intrinsics().object_prototype);
        let a = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.set_proto(a, None);
        c.del(a, "x");
        let pq = c.prop("q", num(1.0));
        let b = c.lit_entries(&[LiteralEntry::NullProto, pq]);
        let cc = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        let d = c.lit(&[("x", 1.0), ("y", 2.0), ("z", 3.0)]);
        c.set_proto(d, None);
        c.del(d, "y");
        c.same(a, b).same(a, cc).same(b, cc).same(a, d).log();
        let f = c.lit(&[("x", 1.0), ("y", 2.0)]);
        c.del(f, "x");
        let g = c.lit(&[("p", 1.0), ("q", 2.0), ("r", 3.0)]);
        c.del(g, "q");
        let h = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.set_proto(h, op);
        let i = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.set_proto(i, op);
        c.same(f, g).same(f, h).same(h, i).log();
        let j = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.heap
            .prevent_extensions(j)
            .expect("an object of this heap");
        let k = c
            .heap
            .object_create(None)
            .expect("a prototype of this heap");
        c.heap
            .prevent_extensions(k)
            .expect("an object of this heap");
        c.same(j, k).log();
    }),
    ("integrity_level_already_met", |c| {
        let a = c.obj();
        c.heap
            .prevent_extensions(a)
            .expect("an object of this heap");
        c.heap.seal(a).expect("an object of this heap");
        let b = c.obj();
        c.heap
            .prevent_extensions(b)
            .expect("an object of this heap");
        let cc = c.lit(&[("x", 1.0)]);
        c.heap
            .prevent_extensions(cc)
            .expect("an object of this heap");
        c.heap.seal(cc).expect("an object of this heap");
        let d = c.lit(&[("x", 1.0)]);
        c.heap.seal(d).expect("an object of this heap");
        c.same(a, b).same(cc, d).fast(cc).log();
    }),
    ("fast_prototype_changes", |c| {
        let fast_proto = |c: &mut Ctx| {
            let p = c.obj();
            c.named(p, "a", num(1.0));
            c.named(p, "b", num(2.0));
            let child = c
                .heap
                .object_create(Some(p))
                .expect("a prototype of this heap");
            c.named(child, "z", num(1.0));
            p
        };
        let p1 = fast_proto(c);
        c.define(
            p1,
            "a",
            PropertyDescriptor {
                writable: Some(false),
                ..Default::default()
            },
        );
        let p2 = fast_proto(c);
        let g = Value::Object(c.heap.new_function(false));
        c.define(
            p2,
            "a",
            PropertyDescriptor {
                get: Some(g),
                ..Default::default()
            },
        );
        let p3 = fast_proto(c);
        c.heap.freeze(p3).expect("an object of this heap");
        let p4 = fast_proto(c);
        let g = Value::Object(c.heap.new_function(false));
        c.define(
            p4,
            "g",
            PropertyDescriptor {
                get: Some(g),
                configurable: Some(true),
                ..Default::default()
            },
        );
        let f4 = c.heap.has_fast_properties(p4) == Some(true);
        c.define(
            p4,
            "g",
            PropertyDescriptor {
                value: Some(num(1.0)),
                ..Default::default()
            },
        );
        c.fast(p1).fast(p2).fast(p3).boolean(f4).fast(p4).log();
        let q = c.lit(&[("7", 0.0)]);
        let d = c
            .heap
            .object_create(Some(q))
            .expect("a prototype of this heap");
        c.named(d, "y", num(1.0));
        c.named(q, "e", num(1.0));
        c.define(
            q,
            "e",
            PropertyDescriptor {
                writable: Some(false),
                ..Default::default()
            },
        );
        c.fast(q).log();
        c.keyed(d, "x", num(1.0));
        c.fast(q).log();
        let (pb, px) = (c.prop("b", num(0.0)), c.prop("x", num(1.0)));
        let r = c.lit_entries(&[LiteralEntry::NullProto, pb, px]);
        let r1 = c
            .heap
            .object_create(Some(r))
            .expect("a prototype of this heap");
        let r2 = c
            .heap
            .object_create(Some(r))
            .expect("a prototype of this heap");
        c.named(r1, "a", num(1.0));
        c.define(
            r,
            "b",
            PropertyDescriptor {
                enumerable: Some(false),
                ..Default::default()
            },
        );
        let before = c.heap.has_fast_properties(r) == Some(true);
        let g = Value::Object(c.heap.new_function(false));
        c.define(
            r2,
            "x",
            PropertyDescriptor {
                get: Some(g),
                configurable: Some(true),
                ..Default::default()
            },
        );
        c.boolean(before).fast(r).log();
        let gp = c.lit(&[("a", 1.0), ("b", 2.0)]);
        let mid = c
            .heap
            .object_create(Some(gp))
            .expect("a prototype of this heap");
        let kid = c
            .heap
            .object_create(Some(mid))
            .expect("a prototype of this heap");
        c.named(kid, "z", num(1.0));
        c.define(
            gp,
            "a",
            PropertyDescriptor {
                enumerable: Some(false),
                ..Default::default()
            },
        );
        let g = Value::Object(c.heap.new_function(false));
        c.define(
            kid,
            "x",
            PropertyDescriptor {
                get: Some(g),
                configurable: Some(true),
                ..Default::default()
            },
        );
        c.keyed(kid, "k", num(1.0));
        c.named(kid, "w", num(1.0));
        c.fast(gp).fast(mid).log();
    }),
    ("field_constness_decides_the_store_path", |c| {
        let mut protos = Vec::new();
        for case in 0..4 {
            let p = c.lit(&[("a", 1.0)]);
            let child = c.obj();
            c.set_proto(child, Some(p));
            c.keyed(child, "q", num(1.0));
            match case {
                0 => {
                    let twin = c.obj();
                    c.set_proto(twin, Some(p));
                    c.named(twin, "q", num(1.0));
                }
                1 => c.named(child, "q", num(1.0)),
                2 => c.named(child, "q", num(2.0)),
                _ => {
                    c.keyed(child, "q", num(2.0));
                    c.named(child, "q", num(3.0));
                }
            }
            protos.push(p);
        }
        for p in protos {
            c.fast(p);
        }
        c.log();
    }),
    ("literal_map_cache_limit", |c| {
        let props: Vec<(String, f64)> = (0..130).map(|i| (format!("k{i}"), i as f64)).collect();
        let p127: Vec<(&str, f64)> = props[..127].iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let p130: Vec<(&str, f64)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let a = c.lit(&p127);
        let b = c.lit(&p127);
        c.fast(a).same(a, b).log();
        let cc = c.lit(&p130);
        let d = c.lit(&p130);
        c.fast(cc).same(cc, d).log();
    }),
    ("literal_descriptor_limit", |c| {
        let props: Vec<(String, f64)> = (0..1021).map(|i| (format!("k{i}"), i as f64)).collect();
        let p1020: Vec<(&str, f64)> = props[..1020]
            .iter()
            .map(|(k, v)| (k.as_str(), *v))
            .collect();
        let p1021: Vec<(&str, f64)> = props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let a = c.lit(&p1020);
        let b = c.lit(&p1021);
        c.fast(a).fast(b).log();
    }),
    ("named_descriptor_limit", |c| {
        let o = c.obj();
        c.named_run(o, "k", 0, 1020);
        c.fast(o).log();
        c.named(o, "k1020", num(1020.0));
        c.fast(o).log();
    }),
];

fn rules_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/v8")
}

#[test]
fn every_case_has_a_script() {
    for (name, _) in CASES {
        assert!(
            rules_dir().join(format!("{name}.js")).is_file(),
            "case {name} has no tests/v8/{name}.js"
        );
    }
    assert!(
        CASES.len() >= 40,
        "the rule table needs at least 40 rule cases, have {}",
        CASES.len()
    );
}

#[test]
fn the_model_agrees_with_node_20() {
    let mut mismatches = Vec::new();
    for (name, case) in CASES {
        let expected = std::fs::read_to_string(rules_dir().join(format!("{name}.out")))
            .unwrap_or_else(|e| panic!("{name}.out: {e}"));
        let mut ctx = Ctx::new();
        case(&mut ctx);
        let expected: Vec<&str> = expected.lines().collect();
        let n = expected.len().max(ctx.out.len());
        for i in 0..n {
            let want = expected.get(i).copied().unwrap_or("<no line>");
            let got = ctx.out.get(i).map_or("<no line>", |s| s.as_str());
            if want != got {
                mismatches.push(format!(
                    "{name}.js output line {}: node printed `{want}`, the model `{got}`",
                    i + 1
                ));
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
