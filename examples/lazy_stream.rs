//! The model `stream` library with Node's lazy exports: which modules are
//! initialized before and after touching `stream.pipeline`, and what each step
//! costs in objects and shapes.
//!
//! ```sh
//! cargo run --release --example lazy_stream
//! ```

use shapeshift::stdlib;
use shapeshift::{Heap, ModuleState, Policy, Value};
use std::sync::Arc;

fn report(heap: &Heap, step: &str) {
    let rt = heap.runtime().clone();
    let loaded: Vec<&str> = rt
        .modules
        .ids()
        .filter(|&m| {
            matches!(
                heap.module_state(m).expect("an ID this heap handed out"),
                ModuleState::Loaded(_)
            )
        })
        .filter_map(|m| rt.modules.name(m))
        .collect();
    println!(
        "{step}\n  objects {:>5}  shapes {:>4}  pending lazy properties {:>2}\n  modules loaded ({}/{}): {}\n",
        heap.object_count(),
        heap.shapes().len(),
        heap.lazy_entries().count(),
        loaded.len(),
        rt.modules.len(),
        loaded.join(", ")
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runtime = Arc::new(stdlib::runtime(&[])?);
    let mut heap = Heap::with_runtime(Policy::node20(), runtime);
    report(&heap, "fresh heap");

    let stream = heap.require_named("stream")?;
    let stream = stream.as_object().ok_or("stream exports an object")?;
    report(
        &heap,
        "after require('stream'): constructors eager, pipeline & co. lazy",
    );

    let pipeline_key = heap.key("pipeline");
    let pipeline = heap.get(stream, pipeline_key)?;
    let again = heap.get(stream, pipeline_key)?;
    assert_eq!(pipeline, again, "a lazily read export keeps its identity");
    report(
        &heap,
        "after stream.pipeline (module internal/streams/pipeline loads)",
    );

    let readable_key = heap.key("Readable");
    let readable = heap
        .get(stream, readable_key)?
        .as_object()
        .ok_or("Readable")?;
    let prototype_key = heap.key("prototype");
    let proto = heap
        .get(readable, prototype_key)?
        .as_object()
        .ok_or("prototype")?;
    let map_key = heap.key("map");
    heap.get(proto, map_key)?;
    report(
        &heap,
        "after Readable.prototype.map (the operators module loads)",
    );

    let promises_key = heap.key("promises");
    let promises = heap.get(stream, promises_key)?;
    println!(
        "stream.promises is the stream/promises exports: {}",
        promises == heap.require_named("stream/promises")?
    );
    let hwm = heap.key("getDefaultHighWaterMark");
    let f = heap.get(stream, hwm)?;
    let bytes = heap.call(f, Value::Object(stream), &[Value::Bool(false)])?;
    let objects = heap.call(f, Value::Object(stream), &[Value::Bool(true)])?;
    println!("getDefaultHighWaterMark(false) = {bytes:?}, (true) = {objects:?}");
    report(&heap, "at the end");
    Ok(())
}
