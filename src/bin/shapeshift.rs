//! `shapeshift`: the command-line front end.
//!
//! With no arguments it runs the built-in tour of the object model: the brief's
//! null-prototype example, the http options copy chain in both variants (modes,
//! shape sharing, timing), inline caches going from monomorphic to megamorphic,
//! and the `--trace-maps`-style event log of a small object's life. Later issues
//! extend the tour with snapshots, workers and messages.

use shapeshift::scenarios::{CopyVariant, OptionsChain};
use shapeshift::{Heap, JsError, LiteralEntry, LoadIc, StoreOrigin, Value, policy};
use std::process::ExitCode;

const CHAIN_ITERATIONS: u32 = 100_000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(arg) = args.first() {
        if arg == "--help" || arg == "-h" {
            println!(
                "usage: shapeshift\n\nRuns the built-in tour of the object model and prints its report."
            );
            return ExitCode::SUCCESS;
        }
        eprintln!("shapeshift: unexpected argument `{arg}` (run with --help)");
        return ExitCode::from(2);
    }
    match tour() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shapeshift: {e}");
            ExitCode::FAILURE
        }
    }
}

fn mode(heap: &Heap, o: shapeshift::ObjectId) -> &'static str {
    if heap.has_fast_properties(o) {
        "fast"
    } else {
        "dictionary"
    }
}

fn tour() -> Result<(), JsError> {
    println!("shapeshift tour: the object model (policy: Node 20 / V8 11.3)");
    println!(
        "  {{}} has {} in-object slots, out-of-object grows by {}, keyed soft limit {}, {} descriptors max\n",
        policy::INITIAL_OBJECT_INOBJECT_SLOTS,
        policy::FIELDS_ADDED,
        policy::FAST_PROPERTIES_SOFT_LIMIT,
        policy::MAX_NUMBER_OF_DESCRIPTORS
    );

    // 1. The brief's example.
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let (host, port, path) = (heap.key("host"), heap.key("port"), heap.key("path"));
    let localhost = heap.string("localhost");
    let defaults = heap.object_literal(&[
        LiteralEntry::NullProto,
        LiteralEntry::Property {
            key: host,
            value: localhost,
            computed: false,
        },
        LiteralEntry::Property {
            key: port,
            value: Value::from(80),
            computed: false,
        },
    ])?;
    let options = heap.spread(Value::Object(defaults))?;
    heap.set_prototype_of(options, None)?;
    let slash = heap.string("/");
    heap.set(options, path, slash, StoreOrigin::Named)?;
    println!("1. null-prototype objects");
    println!(
        "   const defaults = {{__proto__: null, host: 'localhost', port: 80}};  -> {}",
        mode(&heap, defaults)
    );
    println!(
        "   const options = Object.setPrototypeOf({{...defaults}}, null);      -> {}",
        mode(&heap, options)
    );
    println!(
        "   options.path = '/';                                                -> {}",
        mode(&heap, options)
    );
    println!("   trace:");
    for event in heap.take_trace() {
        println!("     {}", event.describe(&heap));
    }

    // 2. The http options chain.
    println!("\n2. Node's http options copy chain (5 copies, 20 keys at the end)");
    let mut heap = Heap::new();
    let chain = OptionsChain::new(&mut heap);
    let mut per_chain = Vec::new();
    for variant in CopyVariant::ALL {
        let first = chain.run(&mut heap, variant)?;
        let second = chain.run(&mut heap, variant)?;
        let fast = first
            .iter()
            .filter(|&&o| heap.has_fast_properties(o))
            .count();
        let shared = first
            .iter()
            .zip(&second)
            .filter(|&(&a, &b)| heap.same_shape(a, b))
            .count();
        let t = chain.time_per_chain(&mut heap, variant, CHAIN_ITERATIONS)?;
        println!(
            "   {:<58} {fast}/5 fast, {shared}/5 shapes shared across runs, {} ns per chain",
            variant.source(),
            t.as_nanos()
        );
        per_chain.push(t.as_secs_f64());
    }
    println!(
        "   slow/fast: {:.2}x ({CHAIN_ITERATIONS} chains each, one run; `cargo bench` measures it properly)",
        per_chain[0] / per_chain[1]
    );

    // 3. Inline caches.
    println!("\n3. a load inline cache at one site");
    let mut heap = Heap::new();
    let x = heap.key("x");
    let mut ic = LoadIc::new(x);
    for i in 0..6 {
        let o = heap.new_object();
        let pad = heap.key(&format!("pad{i}"));
        heap.set(o, pad, Value::Null, StoreOrigin::Named)?;
        heap.set(o, x, Value::from(i), StoreOrigin::Named)?;
        let v = ic.load(&heap, o)?;
        println!(
            "   receiver with shape s{:<3} o.x = {:?}  cache: {}",
            heap.shape_of(o).index(),
            v,
            ic.state().name()
        );
    }

    // 4. Delete: rollback vs normalization.
    println!("\n4. delete");
    let mut heap = Heap::new();
    heap.set_tracing(true);
    let keys: Vec<_> = ["x", "y", "z"].iter().map(|k| heap.key(k)).collect();
    let (a, b) = (heap.new_object(), heap.new_object());
    for o in [a, b] {
        for &k in &keys {
            heap.set(o, k, Value::from(1), StoreOrigin::Named)?;
        }
    }
    heap.take_trace();
    heap.delete(a, keys[2])?;
    heap.delete(b, keys[1])?;
    println!(
        "   delete a.z (last added) -> {}; delete b.y (middle) -> {}",
        mode(&heap, a),
        mode(&heap, b)
    );
    for event in heap.take_trace() {
        println!("     {}", event.describe(&heap));
    }
    println!(
        "\n{} shapes, {} objects in the last heap",
        heap.shapes().len(),
        heap.object_count()
    );
    Ok(())
}
