//! The interpreter's roots, and its safepoint.
//!
//! The heap's collector sees only what the heap holds; everything else an
//! interpreter keeps alive it names as roots at a safepoint. The safepoint is
//! the end of a top-level statement of [`Interpreter::run`]: there, no Rust
//! frame of the interpreter holds a temporary value (every live value sits in a
//! context, a global, the top-level frame or one of the tables below), so the
//! roots are exactly what the interpreter's own tables hold. A collection runs
//! there when a script called `gc()` (Node's `--expose-gc`: a full collection,
//! which also clears transitions to dead shapes) or when the heap's allocation
//! budget is spent ([`Heap::collect_if_due`](crate::Heap::collect_if_due):
//! objects and strings only, as V8's scavenges keep maps).
//!
//! The side tables keyed by object (functions' closures, collections,
//! wrappers, regular expressions, iterators, proxies, `arguments` objects) are
//! strong roots: an entry keeps its object alive, as the interpreter cannot yet
//! drop entries of dead keys.

use super::*;

impl Interpreter {
    /// Collects if a script asked for it or the allocation budget is spent,
    /// at a safepoint (see the module docs): only at the top level.
    pub(super) fn collect_at_safepoint(&mut self, frame: &Frame) {
        if self.depth != 0 || !(self.gc_requested || self.heap.collection_due()) {
            return;
        }
        let roots = self.roots(frame);
        // `gc()` is V8's full collection (weak transitions cleared); the
        // budget's collections stand for its scavenges (transitions kept).
        if std::mem::take(&mut self.gc_requested) {
            self.heap.collect_with(&roots);
        } else {
            self.heap.collect_if_due(&roots);
        }
    }

    /// Every value the interpreter holds outside the heap.
    fn roots(&self, frame: &Frame) -> Vec<Value> {
        let mut roots = Vec::new();
        let object = |o: ObjectId| Value::Object(o);
        roots.extend(frame.this);
        roots.push(frame.new_target);
        roots.extend(frame.callee.map(object));
        roots.extend(frame.home.map(object));
        for program in &self.programs {
            roots.extend(program.strings.iter().flatten());
            roots.extend(program.templates.iter().flatten().copied().map(object));
        }
        for context in &self.contexts {
            roots.extend(context.slots.iter().flatten());
        }
        roots.extend(self.globals.values());
        roots.extend(self.builtin_objects.values().copied().map(object));
        roots.extend(self.realm.objects.values().copied().map(object));
        for (&function, callable) in self.callables.iter() {
            roots.push(object(function));
            match callable {
                Callable::Script(closure) => {
                    roots.extend(closure.target.this);
                    roots.push(closure.target.new_target);
                    roots.extend(closure.target.home.map(object));
                    roots.extend(closure.fields.map(object));
                    roots.extend(closure.prototype);
                    roots.extend(closure.target.outer_callee.map(object));
                }
                Callable::Builtin(_) => {}
                Callable::Bound {
                    target, this, args, ..
                } => {
                    roots.extend([*target, *this]);
                    roots.extend(args);
                }
            }
        }
        for (&o, collection) in &self.collections {
            roots.push(object(o));
            for &(key, value) in collection.entries.values() {
                roots.extend([key, value]);
            }
        }
        for (&o, &primitive) in &self.wrappers {
            roots.extend([object(o), primitive]);
        }
        roots.extend(self.regexps.keys().copied().map(object));
        for (&o, iterator) in &self.iterators {
            roots.push(object(o));
            roots.extend(&iterator.values);
        }
        for (&o, proxy) in &self.proxies {
            roots.extend([object(o), object(proxy.target), object(proxy.handler)]);
        }
        roots.extend(self.arguments_objects.keys().copied().map(object));
        roots.extend(self.join_stack.iter().copied().map(object));
        roots
    }
}
