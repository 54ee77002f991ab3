#!/usr/bin/env python3
"""Random differential run of the model against Node 20, 22 and 24 (stdlib only).

Generates COUNT scripts with gen.py's `--focus versions` weights (deletes,
structuredClone, spreads, Object.assign and prototype changes drawn about three
times as often as in the committed corpus), runs each on the three Node
releases and on `shapeshift run --v8 VERSION` for the matching V8 version, and
prints, per version, how many scripts print exactly what that Node prints.

A script agrees when the model's standard output equals Node's and both exit
with status 0, or both exit non-zero. The scripts are written to a temporary
directory (kept with --keep) and never committed; the figures go into the
closing notes and docs/v8-rules.md.

Usage (from the repository root, after `cargo build --release` and
`tests/v8/nodes.sh`):

    python3 tests/v8/differential.py --seed 7 --count 2000
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VERSIONS = [('11.3', 20), ('12.4', 22), ('13.6', 24)]


def node_binary(major):
    r = subprocess.run(['bash', os.path.join(HERE, 'nodes.sh'), '--path', str(major)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit('differential.py: Node %d is not available (run tests/v8/nodes.sh)' % major)
    return r.stdout.strip()


def run(cmd):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return ('timeout', False)
    return (r.stdout, r.returncode == 0)


def check(job):
    script, nodes, engine = job
    results = []
    for (v8, major), node in zip(VERSIONS, nodes):
        want = run([node, '--allow-natives-syntax', script])
        have = run([engine, 'run', '--v8', v8, script])
        agree = want[1] == have[1] and (want[0] == have[0] or not want[1])
        first = None
        if not agree:
            w, h = want[0].splitlines(), have[0].splitlines()
            i = next((i for i, (a, b) in enumerate(zip(w, h)) if a != b), min(len(w), len(h)))
            first = (i + 1, w[i] if i < len(w) else '<none>', h[i] if i < len(h) else '<none>')
        results.append((agree, first))
    return script, results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--count', type=int, default=2000)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--keep', help='write the scripts here instead of a temporary directory')
    ap.add_argument('--engine', default=os.path.join(ROOT, 'target/release/shapeshift'))
    args = ap.parse_args()
    if not os.access(args.engine, os.X_OK):
        sys.exit('differential.py: no engine at %s (cargo build --release)' % args.engine)
    nodes = [node_binary(major) for _, major in VERSIONS]
    out = args.keep or tempfile.mkdtemp(prefix='shapeshift-differential-')
    subprocess.run([sys.executable, os.path.join(HERE, 'gen.py'), '--seed', str(args.seed),
                    '--count', str(args.count), '--out', out, '--focus', 'versions',
                    '--node', nodes[0]], check=True)
    scripts = sorted(os.path.join(out, f) for f in os.listdir(out) if f.endswith('.js'))
    agree = [0] * len(VERSIONS)
    examples = [[] for _ in VERSIONS]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for script, results in pool.map(check, [(s, nodes, args.engine) for s in scripts]):
            for i, (ok, first) in enumerate(results):
                agree[i] += ok
                if not ok and len(examples[i]) < 10:
                    examples[i].append((os.path.basename(script), first))
    print('random differential: %d scripts (gen.py --seed %d --focus versions), in %s'
          % (len(scripts), args.seed, out))
    for i, (v8, major) in enumerate(VERSIONS):
        print('V8 %s (Node %d): %d/%d agree (%.2f%%)'
              % (v8, major, agree[i], len(scripts), 100.0 * agree[i] / max(1, len(scripts))))
        for name, first in examples[i]:
            print('  %s line %d: node %r, model %r' % (name, first[0], first[1], first[2]))


if __name__ == '__main__':
    main()
