//! Synthetic modules of a chosen size, for scaling benchmarks.
//!
//! A [`SyntheticSpec`] names a module and its size: how many objects it builds,
//! how many properties each has, and how many distinct strings its values draw
//! from. The module's exports are `{items: [o0, o1, …], strings: N}`; the objects
//! share one transition chain (`p0`, `p1`, … in order, as objects built by the
//! same code do), their values alternate between numbers and pooled strings, and
//! every eighth object also points at the previous one (`prev`), so the heap has
//! references between objects, not just leaves.

use super::put;
use crate::error::JsError;
use crate::heap::module::Runtime;
use crate::heap::native::RegistryError;
use crate::heap::{Heap, ObjectLayout};
use crate::value::Value;

/// The size of a synthetic module.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SyntheticSpec {
    /// The module name (must be unique in the runtime).
    pub name: &'static str,
    /// Objects it builds.
    pub objects: usize,
    /// Properties per object.
    pub properties_per_object: usize,
    /// Distinct strings the values draw from (0: numbers only).
    pub strings: usize,
}

/// Registers the module `spec` describes.
pub fn register(rt: &mut Runtime, spec: &SyntheticSpec) -> Result<(), RegistryError> {
    let spec = *spec;
    rt.modules.register(spec.name, move |heap: &mut Heap| {
        let pool: Vec<Value> = (0..spec.strings)
            .map(|i| heap.string(&format!("{}:string:{i}", spec.name)))
            .collect();
        let keys: Vec<_> = (0..spec.properties_per_object)
            .map(|i| heap.key(&format!("p{i}")))
            .collect();
        // Each item is `{}` plus a named store per key, as module code
        // writes it; the layout builds them straight into their shape.
        let layout = ObjectLayout::stores(keys.iter().copied())
            .map_err(|e| JsError::type_error(e.to_string()))?;
        let mut values = Vec::with_capacity(keys.len());
        let mut items = Vec::with_capacity(spec.objects);
        for o in 0..spec.objects {
            values.clear();
            values.extend((0..keys.len()).map(|i| {
                if i % 2 == 1 && !pool.is_empty() {
                    pool[(o * keys.len() + i) % pool.len()]
                } else {
                    Value::from((o * keys.len() + i) as i32)
                }
            }));
            let obj = heap.create(&layout, &values)?;
            if o % 8 == 7
                && let Some(&prev) = items.last()
            {
                put(heap, obj, "prev", prev)?;
            }
            items.push(Value::Object(obj));
        }
        let array = heap.new_array_known(&items);
        let exports = heap.new_object();
        put(heap, exports, "items", Value::Object(array))?;
        put(heap, exports, "strings", Value::from(spec.strings as i32))?;
        Ok(Value::Object(exports))
    })?;
    Ok(())
}
