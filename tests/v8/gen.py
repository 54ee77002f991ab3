#!/usr/bin/env python3
"""Random shape-script generator for the V8-agreement corpus (stdlib only).

Each script declares 4-5 object variables, runs 15-40 random operations on them
(literals, null-prototype literals, Object.create, named and keyed stores, deletes,
setPrototypeOf, freeze/seal/preventExtensions, defineProperty, Object.assign,
spreads, structuredClone, keyed and named runs that sometimes cross the fast-mode
limits) and ends with a block that prints, for every variable,
%HasFastProperties, JSON.stringify(Reflect.ownKeys(v)) and JSON.stringify(v), and
%HaveSameMap for every pair.

The committed corpus was produced with:

    python3 tests/v8/gen.py --seed 1 --count 200 --out tests/v8

which writes tests/v8/gen_0001_000.js ... gen_0001_199.js; their Node output was then
recorded with `cd tests/v8 && ./record.sh gen_0001_*.js` (record.sh cd's into
tests/v8 first, so it takes file names relative to that directory).

Determinism: script number I of seed S is drawn from random.Random("S:I:A") where A
is the attempt number. A candidate is kept only if `node --allow-natives-syntax`
runs it with exit status 0 (the generator also models enough of the object
semantics to avoid most throws: prototype cycles, setPrototypeOf / defineProperty /
Object.assign on non-extensible or read-only targets). Node's verdict is
deterministic, so the same seed and count always give the same files.

Values are small integers, strings, booleans, null and undefined: never doubles,
because a double stored where a Smi field was seen deprecates V8's map (field
representations are not modelled, see DESIGN.md); --doubles turns them on. For the
same reason (elements kinds) index keys stay small and defineProperty only defines
named keys.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

IDENT_KEYS = ['a', 'b', 'c', 'd', 'x', 'y', 'z', 'foo', 'bar', 'baz', 'qux', 'k1', 'k2']
# Small array indices and index-like strings that are not indices. No large indices
# ('4294967294' makes V8 switch to dictionary elements, a new map: elements kinds are
# not modelled, see DESIGN.md).
INDEX_LIKE_KEYS = ['0', '1', '2', '7', '10', '01', '-1', '1.5', '4294967295']
VAR_NAMES = ['a', 'b', 'c', 'd', 'e']
MAX_INDEX = 4294967294


def is_index(key):
    return key.isdigit() and str(int(key)) == key and int(key) <= MAX_INDEX


def is_ident(key):
    return key[0].isalpha() and key.isalnum()


def js_str(s):
    return "'" + s.replace('\\', '\\\\').replace("'", "\\'") + "'"


class Prop:
    __slots__ = ('enum', 'writable', 'conf', 'accessor', 'setter')

    def __init__(self, enum=True, writable=True, conf=True, accessor=False, setter=False):
        self.enum, self.writable, self.conf = enum, writable, conf
        self.accessor, self.setter = accessor, setter


class Obj:
    """What the generator knows about one object (enough to avoid throws)."""
    OBJECT_PROTOTYPE = 'Object.prototype'

    def __init__(self, proto=OBJECT_PROTOTYPE):
        self.proto = proto          # Obj, None (null) or OBJECT_PROTOTYPE
        self.ext = True
        self.props = {}             # key -> Prop, insertion order

    def own_keys(self, enumerable_only=False):
        keys = [k for k, p in self.props.items() if p.enum or not enumerable_only]
        idx = sorted((k for k in keys if is_index(k)), key=int)
        return idx + [k for k in keys if not is_index(k)]

    def chain(self):
        seen = set()
        o = self.proto
        while isinstance(o, Obj) and id(o) not in seen:
            seen.add(id(o))
            yield o
            o = o.proto

    def can_set(self, key):
        """Would a strict [[Set]] of key succeed (Object.assign semantics)?"""
        p = self.props.get(key)
        if p is not None:
            return p.setter if p.accessor else p.writable
        for o in self.chain():
            q = o.props.get(key)
            if q is not None:
                if q.accessor:
                    return q.setter
                if not q.writable:
                    return False
                break
        return self.ext

    def sloppy_set(self, key):
        """Model a sloppy-mode store: silently ignored when it cannot succeed."""
        p = self.props.get(key)
        if p is not None:
            return
        for o in self.chain():
            q = o.props.get(key)
            if q is not None:
                if q.accessor or not q.writable:
                    return
                break
        if self.ext:
            self.props[key] = Prop()


class Gen:
    def __init__(self, rng, doubles=False):
        self.rng = rng
        self.doubles = doubles
        self.lines = []
        self.nvars = rng.choice([4, 5])
        self.vars = VAR_NAMES[:self.nvars]
        self.objs = {}
        self.partner = None          # (v, w) after a twin creation

    # ---- random pieces
    def value(self):
        r = self.rng.random()
        if r < 0.45:
            return str(self.rng.randint(-5, 100))
        if r < 0.7:
            return js_str(self.rng.choice(['s', 'xyz', '', 'hello', 'k0', '0']))
        if r < 0.8:
            return self.rng.choice(['true', 'false'])
        if r < 0.88:
            return 'null'
        if r < 0.93:
            return 'undefined'
        if self.doubles:
            return self.rng.choice(['1.5', '-0', '0.1', '1e21', '2147483648'])
        return str(self.rng.randint(0, 9))

    def ident_key(self):
        return self.rng.choice(IDENT_KEYS)

    def any_key(self):
        if self.rng.random() < 0.7:
            return self.ident_key()
        return self.rng.choice(INDEX_LIKE_KEYS)

    def existing_key(self, obj, ident_only=False, prefer_last=0.0):
        keys = [k for k in obj.props if is_ident(k) or not ident_only]
        if not keys:
            return None
        if self.rng.random() < prefer_last:
            return keys[-1]
        return self.rng.choice(keys)

    def literal_key(self, key):
        if is_ident(key):
            return key if self.rng.random() < 0.8 else js_str(key)
        if is_index(key) and self.rng.random() < 0.5:
            return key
        return js_str(key)

    def literal_body(self, obj, n):
        parts = []
        for _ in range(n):
            key = self.any_key()
            parts.append('%s: %s' % (self.literal_key(key), self.value()))
            obj.props[key] = Prop()
        return parts

    def var(self):
        return self.rng.choice(self.vars)

    def emit(self, line):
        self.lines.append(line)

    # ---- object-producing expressions: (code, factory); factory() models one evaluation
    def make_object(self):
        r = self.rng.random()
        if r < 0.2:
            return '{}', Obj
        if r < 0.7:
            null_proto = r >= 0.55
            o = Obj(proto=None if null_proto else Obj.OBJECT_PROTOTYPE)
            parts = self.literal_body(o, self.rng.randint(0, 4) if null_proto else self.rng.randint(1, 6))
            keys = list(o.props)
            if null_proto:
                parts = ['__proto__: null'] + parts

            def factory(keys=keys, null_proto=null_proto):
                n = Obj(proto=None if null_proto else Obj.OBJECT_PROTOTYPE)
                for k in keys:
                    n.props[k] = Prop()
                return n
            return '{' + ', '.join(parts) + '}', factory
        if r < 0.8:
            return 'Object.create(null)', lambda: Obj(proto=None)
        declared = [v for v in self.vars if v in self.objs]
        if not declared:
            return '{}', Obj
        w = self.rng.choice(declared)
        return 'Object.create(%s)' % w, lambda: Obj(proto=self.objs[w])

    def copy_enumerable(self, src, dst):
        for k in src.own_keys(enumerable_only=True):
            dst.props.setdefault(k, Prop())

    # ---- operations
    # Single-target operations are written as plan(v) -> act, where act(t) emits the
    # operation for variable t and updates the model (returning False, without
    # emitting, when it would throw or cannot apply). After a twin creation the
    # same act is often repeated on the twin, so equal maps stay likely.
    def single(self, plan):
        if self.partner and self.rng.random() < 0.5:
            v = self.rng.choice(self.partner)
        else:
            v = self.var()
        act = plan(v)
        if act is None or act(v) is False:
            return False
        if self.partner and v in self.partner and self.rng.random() < 0.75:
            w = self.partner[1] if v == self.partner[0] else self.partner[0]
            act(w)
        return True

    def assign_var(self, v, obj):
        self.objs[v] = obj
        if self.partner and v in self.partner:
            self.partner = None

    def op_new(self):
        v = self.var()
        code, factory = self.make_object()
        self.emit('%s = %s;' % (v, code))
        self.assign_var(v, factory())

    def op_twin_new(self):
        """The same creation expression for two variables; later operations are often mirrored."""
        v, w = self.rng.sample(self.vars, 2)
        if self.rng.random() < 0.7:
            code, factory = self.make_object()
        else:
            u = self.var()
            code = self.rng.choice(['{...%s}', 'Object.assign({}, %s)', 'structuredClone(%s)']) % u
            def factory(u=u):
                o = Obj()
                self.copy_enumerable(self.objs[u], o)
                return o
        self.emit('%s = %s; %s = %s;' % (v, code, w, code))
        self.objs[v] = factory()
        self.objs[w] = factory()
        self.partner = (v, w)

    def plan_named_store(self, v):
        key = self.existing_key(self.objs[v], ident_only=True) if self.rng.random() < 0.25 else None
        key = key or self.ident_key()
        value = self.value()

        def act(t):
            self.emit('%s.%s = %s;' % (t, key, value))
            self.objs[t].sloppy_set(key)
        return act

    def plan_keyed_store(self, v):
        key, value = self.any_key(), self.value()

        def act(t):
            self.emit('K = %s; %s[K] = %s;' % (js_str(key), t, value))
            self.objs[t].sloppy_set(key)
        return act

    def plan_delete(self, v, keyed):
        key = self.existing_key(self.objs[v], ident_only=not keyed, prefer_last=0.5)
        if key is None or self.rng.random() < 0.1:
            key = self.any_key() if keyed else self.ident_key()

        def act(t):
            if keyed:
                self.emit('K = %s; delete %s[K];' % (js_str(key), t))
            else:
                self.emit('delete %s.%s;' % (t, key))
            o = self.objs[t]
            p = o.props.get(key)
            if p is not None and p.conf:
                del o.props[key]
        return act

    def plan_set_prototype(self, v):
        target_var = None if self.rng.random() < 0.4 else self.var()

        def act(t):
            o = self.objs[t]
            target = None if target_var is None else self.objs[target_var]
            if target is not o.proto and not o.ext:
                return False
            if isinstance(target, Obj) and (target is o or any(x is o for x in target.chain())):
                return False
            self.emit('Object.setPrototypeOf(%s, %s);' % (t, target_var or 'null'))
            o.proto = target
        return act

    def plan_integrity(self, v):
        kind = self.rng.choice(['freeze', 'seal', 'preventExtensions'])

        def act(t):
            o = self.objs[t]
            self.emit('Object.%s(%s);' % (kind, t))
            o.ext = False
            if kind in ('freeze', 'seal'):
                for p in o.props.values():
                    p.conf = False
                    if kind == 'freeze' and not p.accessor:
                        p.writable = False
        return act

    def plan_define(self, v):
        # Only named keys: an element defined with non-default attributes switches V8
        # to dictionary elements (a new map; elements kinds are not modelled).
        o = self.objs[v]
        key = None
        if self.rng.random() < 0.35:
            key = self.existing_key(o)
        if key is None or is_index(key):
            key = self.any_key()
            while is_index(key):
                key = self.any_key()
        kind = self.rng.choice(['nonenum', 'readonly', 'accessor', 'value'])
        new = key not in o.props
        flags = {}
        if kind == 'nonenum':
            flags['value'] = self.value()
            flags['enumerable'] = 'false'
            if self.rng.random() < 0.5:
                flags['writable'] = 'true'
                flags['configurable'] = 'true'
        elif kind == 'readonly':
            if new or self.rng.random() < 0.5:
                flags['value'] = self.value()
            flags['writable'] = 'false'
            if self.rng.random() < 0.6:
                flags['enumerable'] = 'true'
                flags['configurable'] = 'true'
        elif kind == 'accessor':
            shape = self.rng.choice(['get', 'set', 'both'])
            if shape in ('get', 'both'):
                flags['get'] = 'G'
            if shape in ('set', 'both'):
                flags['set'] = 'G'
            if self.rng.random() < 0.6:
                flags['enumerable'] = 'true'
                flags['configurable'] = 'true'
        else:
            flags['value'] = self.value()
        order = ['value', 'get', 'set', 'writable', 'enumerable', 'configurable']
        desc = ', '.join('%s: %s' % (f, flags[f]) for f in order if f in flags)
        accessor = 'get' in flags or 'set' in flags

        def act(t):
            o = self.objs[t]
            old = o.props.get(key)
            if old is None and not o.ext:
                return False
            if old is not None and not old.conf:
                return False
            if old is None and 'value' not in flags and not accessor:
                return False   # {writable: false} alone would define an undefined-valued key: fine, but keep it simple
            self.emit('Object.defineProperty(%s, %s, {%s});' % (t, js_str(key), desc))
            if old is None:
                o.props[key] = Prop(enum=flags.get('enumerable') == 'true',
                                    writable=flags.get('writable') == 'true',
                                    conf=flags.get('configurable') == 'true',
                                    accessor=accessor, setter='set' in flags)
                return
            if 'enumerable' in flags:
                old.enum = flags['enumerable'] == 'true'
            if 'configurable' in flags:
                old.conf = flags['configurable'] == 'true'
            if accessor:
                if not old.accessor:
                    old.setter = False
                old.accessor = True
                if 'set' in flags:
                    old.setter = True
                old.writable = False
            elif old.accessor and ('value' in flags or 'writable' in flags):
                old.accessor = False
                old.setter = False
                old.writable = flags.get('writable') == 'true'
            elif 'writable' in flags:
                old.writable = flags['writable'] == 'true'
        return act

    def plan_loop(self, v):
        if self.rng.random() < 0.6:
            start = self.rng.choice([0, 0, 0, 3, 10])
            end = start + self.rng.choice([2, 5, 8, 12, 15, 16, 19, 20, 24, 30])
            prefix = self.rng.choice(['p', 'q', 'k'])
            keys = ['%s%d' % (prefix, i) for i in range(start, end)]

            def code(t):
                return "for (let i = %d; i < %d; i++) %s['%s' + i] = i;" % (start, end, t, prefix)
        else:
            n = self.rng.choice([3, 6, 10, 14, 20, 26])
            prefix = self.rng.choice(['n', 'm'])
            keys = ['%s%d' % (prefix, i) for i in range(n)]

            def code(t):
                return ' '.join('%s.%s = %d;' % (t, k, i) for i, k in enumerate(keys))

        def act(t):
            self.emit(code(t))
            for k in keys:
                self.objs[t].sloppy_set(k)
        return act

    def op_named_store(self):
        return self.single(self.plan_named_store)

    def op_keyed_store(self):
        return self.single(self.plan_keyed_store)

    def op_delete_named(self):
        return self.single(lambda v: self.plan_delete(v, keyed=False))

    def op_delete_keyed(self):
        return self.single(lambda v: self.plan_delete(v, keyed=True))

    def op_set_prototype(self):
        return self.single(self.plan_set_prototype)

    def op_integrity(self):
        return self.single(self.plan_integrity)

    def op_define(self):
        return self.single(self.plan_define)

    def op_loop(self):
        return self.single(self.plan_loop)

    def op_assign_new(self):
        v, w = self.var(), self.var()
        o = Obj()
        self.copy_enumerable(self.objs[w], o)
        self.emit('%s = Object.assign({}, %s);' % (v, w))
        self.assign_var(v, o)

    def op_assign_into(self):
        v, w = self.var(), self.var()
        t, src = self.objs[v], self.objs[w]
        keys = src.own_keys(enumerable_only=True)
        if not all(t.can_set(k) for k in keys):
            return False
        self.emit('Object.assign(%s, %s);' % (v, w))
        for k in keys:
            t.sloppy_set(k)

    def op_spread(self):
        v, w = self.var(), self.var()
        src = self.objs[w]
        form = self.rng.choice(['plain', 'plain', 'after', 'nullproto'])
        if form == 'plain':
            o = Obj()
            code = '{...%s}' % w
        elif form == 'after':
            o = Obj()
            parts = self.literal_body(o, self.rng.randint(1, 2))
            code = '{' + ', '.join(parts + ['...' + w]) + '}'
        else:
            o = Obj(proto=None)
            code = '{__proto__: null, ...%s}' % w
        self.copy_enumerable(src, o)
        self.emit('%s = %s;' % (v, code))
        self.assign_var(v, o)

    def op_clone(self):
        v, w = self.var(), self.var()
        o = Obj()
        self.copy_enumerable(self.objs[w], o)
        self.emit('%s = structuredClone(%s);' % (v, w))
        self.assign_var(v, o)

    OPS = [
        ('op_new', 8), ('op_twin_new', 6), ('op_named_store', 14), ('op_keyed_store', 10),
        ('op_delete_named', 5), ('op_delete_keyed', 3), ('op_set_prototype', 6),
        ('op_integrity', 4), ('op_define', 9), ('op_assign_new', 3), ('op_assign_into', 3),
        ('op_spread', 6), ('op_clone', 3), ('op_loop', 5),
    ]

    # --focus versions: the operations whose rules changed between V8 11.3, 12.4
    # and 13.6 (deletes, copies, spreads, Object.assign, prototype changes) drawn
    # about three times as often.
    VERSION_OPS = [
        ('op_new', 6), ('op_twin_new', 6), ('op_named_store', 10), ('op_keyed_store', 6),
        ('op_delete_named', 12), ('op_delete_keyed', 8), ('op_set_prototype', 14),
        ('op_integrity', 3), ('op_define', 4), ('op_assign_new', 8), ('op_assign_into', 8),
        ('op_spread', 14), ('op_clone', 8), ('op_loop', 3),
    ]

    def generate(self, header, ops=None):
        self.emit(header)
        self.emit('const G = function () {};')
        self.emit("let K = 'a';")
        for v in self.vars:
            code, factory = self.make_object()
            self.emit('let %s = %s;' % (v, code))
            self.objs[v] = factory()
        ops = ops or self.OPS
        names = [n for n, _ in ops]
        weights = [w for _, w in ops]
        target = self.rng.randint(15, 40)
        done = 0
        while done < target:
            name = self.rng.choices(names, weights)[0]
            if getattr(self, name)() is False:
                continue
            done += 1
        for v in self.vars:
            self.emit("console.log('%s', %%HasFastProperties(%s), JSON.stringify(Reflect.ownKeys(%s)), JSON.stringify(%s));"
                      % (v, v, v, v))
        for i, v in enumerate(self.vars[:-1]):
            pairs = ', '.join('%%HaveSameMap(%s, %s)' % (v, w) for w in self.vars[i + 1:])
            self.emit("console.log('%s~', %s);" % (v, pairs))
        return '\n'.join(self.lines) + '\n'


def node_accepts(node, text):
    with tempfile.NamedTemporaryFile('w', suffix='.js', delete=False) as f:
        f.write(text)
        path = f.name
    try:
        r = subprocess.run([node, '--allow-natives-syntax', path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=60)
        return r.returncode == 0
    finally:
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--count', type=int, required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--node', default='node', help='node binary (Node 20)')
    ap.add_argument('--no-check', action='store_true', help='do not run candidates with Node')
    ap.add_argument('--doubles', action='store_true', help='also use double values')
    ap.add_argument('--focus', choices=['all', 'versions'], default='all',
                    help='versions: weight toward the operations whose rules differ between V8 versions')
    args = ap.parse_args()
    ops = Gen.VERSION_OPS if args.focus == 'versions' else None
    os.makedirs(args.out, exist_ok=True)
    rejected = 0
    for i in range(args.count):
        attempt = 0
        while True:
            rng = random.Random('%d:%d:%d' % (args.seed, i, attempt))
            header = ('// Generated shape script (tests/v8/gen.py --seed %d, script %d, attempt %d): '
                      'random objects and operations, then every object\'s mode, keys and JSON and every pair\'s map equality.'
                      % (args.seed, i, attempt))
            text = Gen(rng, doubles=args.doubles).generate(header, ops)
            if args.no_check or node_accepts(args.node, text):
                break
            rejected += 1
            attempt += 1
            if attempt >= 1000:
                sys.exit('gen.py: no script accepted by Node after 1000 attempts (script %d)' % i)
        name = 'gen_%04d_%03d.js' % (args.seed, i)
        with open(os.path.join(args.out, name), 'w') as f:
            f.write(text)
    print('wrote %d scripts to %s (%d candidates rejected by Node)' % (args.count, args.out, rejected),
          file=sys.stderr)


if __name__ == '__main__':
    main()
