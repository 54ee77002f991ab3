//! Transition trees a person reviews: DOT renderings and `--trace-maps`-style event
//! logs, kept as insta snapshots in the top-level `snapshots/` directory.

use shapeshift::trace::{DotSelection, dot};
use shapeshift::{Heap, ObjectId, StoreOrigin, Value};
use shapeshift_cli::scenarios::{CopyVariant, OptionsChain};

#[macro_use]
mod support;

fn trace_text(heap: &mut Heap) -> String {
    let events = heap.take_trace();
    events
        .iter()
        .map(|e| e.describe(heap))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Node's http options copies (see `shapeshift_cli::scenarios`), named by step.
fn options_chain(
    heap: &mut Heap,
    chain: &OptionsChain,
    variant: CopyVariant,
) -> Vec<(String, ObjectId)> {
    let copies = chain.run(heap, variant).unwrap();
    chain
        .steps()
        .iter()
        .zip(copies)
        .map(|(step, o)| (step.site.to_string(), o))
        .collect()
}

fn render(heap: &Heap, named: &[(String, ObjectId)]) -> String {
    let refs: Vec<(&str, ObjectId)> = named.iter().map(|(n, o)| (n.as_str(), *o)).collect();
    dot(heap, &DotSelection::Objects(&refs)).expect("the objects are the heap's")
}

#[test]
fn http_options_copy_chain() {
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let chain = OptionsChain::new(&mut heap);
    let slow = options_chain(&mut heap, &chain, CopyVariant::NullProtoLiteral);
    let slow_trace = trace_text(&mut heap);
    let fast = options_chain(&mut heap, &chain, CopyVariant::FastThenNullProto);
    let fast_trace = trace_text(&mut heap);
    for (_, o) in &slow {
        assert_eq!(heap.has_fast_properties(*o), Some(false));
    }
    for (_, o) in &fast {
        assert_eq!(heap.has_fast_properties(*o), Some(true));
    }
    let mut all: Vec<(String, ObjectId)> = slow
        .into_iter()
        .map(|(n, o)| (format!("slow {n}"), o))
        .collect();
    all.extend(fast.into_iter().map(|(n, o)| (format!("fast {n}"), o)));
    snapshot!("http_options_copy_chain_dot", render(&heap, &all));
    snapshot!(
        "http_options_copy_chain_trace",
        format!("-- slow chain\n{slow_trace}\n-- fast chain\n{fast_trace}")
    );
}

#[test]
fn delete_last_vs_delete_middle() {
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let (x, y, z) = (heap.key("x"), heap.key("y"), heap.key("z"));
    let last = heap.new_object();
    let middle = heap.new_object();
    for o in [last, middle] {
        for k in [x, y, z] {
            heap.set(o, k, Value::from(1), StoreOrigin::Named).unwrap();
        }
    }
    heap.delete(last, z).unwrap();
    heap.delete(middle, y).unwrap();
    // Drawn while the trace still holds the normalization, so the dictionary
    // object is linked to the shape it left.
    let drawing = render(
        &heap,
        &[
            ("deleted last (z)".into(), last),
            ("deleted middle (y)".into(), middle),
        ],
    );
    let trace = trace_text(&mut heap);
    snapshot!("delete_last_vs_middle_dot", drawing);
    snapshot!("delete_last_vs_middle_trace", trace);
}

#[test]
fn set_prototype_of_null() {
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let (x, y) = (heap.key("x"), heap.key("y"));
    let mut named = Vec::new();
    for name in ["a", "b"] {
        let o = heap.new_object();
        heap.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
        heap.set_prototype_of(o, None).unwrap();
        heap.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
        named.push((format!("{name} = {{x}}, proto null, +y"), o));
    }
    let e = heap.new_object();
    heap.set_prototype_of(e, None).unwrap();
    heap.set(e, y, Value::from(2), StoreOrigin::Named).unwrap();
    named.push(("e = {}, proto null, +y".into(), e));
    let trace = trace_text(&mut heap);
    snapshot!("set_prototype_of_null_dot", render(&heap, &named));
    snapshot!("set_prototype_of_null_trace", trace);
}

#[test]
fn keyed_stores_cross_the_soft_limit() {
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let o = heap.new_object();
    for i in 0..20 {
        let k = heap.key(&format!("k{i}"));
        heap.set(o, k, Value::from(i), StoreOrigin::Keyed).unwrap();
    }
    let named = heap.new_object();
    for i in 0..20 {
        let k = heap.key(&format!("k{i}"));
        heap.set(named, k, Value::from(i), StoreOrigin::Named)
            .unwrap();
    }
    assert_eq!(heap.has_fast_properties(o), Some(false));
    assert_eq!(heap.has_fast_properties(named), Some(true));
    let drawing = render(
        &heap,
        &[
            ("keyed o[k] x20".into(), o),
            ("named o.k x20".into(), named),
        ],
    );
    let trace = trace_text(&mut heap);
    snapshot!("keyed_soft_limit_dot", drawing);
    snapshot!("keyed_soft_limit_trace", trace);
}
