#!/usr/bin/env python3
"""Mechanical translation of V8 mjsunit tests into plain Node scripts.

Reads   tests/v8/mjsunit/orig/SOURCES.tsv  and  tests/v8/mjsunit/orig/NAME.js
Writes  tests/v8/mjsunit/NAME.js            (one per kept test)
and rewrites the generated tables in tests/v8/mjsunit/README.md.

The rules are documented in README.md ("Translation rules"); in short:

  * line 1 is "// Translated from v8/test/mjsunit/PATH by translate.py; see README.md."
  * every "// Flags:" line is dropped;
  * mjsunit assertions become console.log of the value they check (see RULES);
  * assertOptimized / assertUnoptimized and gc() become `void 0`;
  * everything else is kept byte for byte.

A file is excluded (and listed in README.md with the reason) when
  * it needs a V8 flag other than the tolerated ones (TOLERATED_FLAGS), or
  * it uses a d8-only facility (D8_ONLY), or redefines the mjsunit harness, or
  * its translation does not run to completion under `node --allow-natives-syntax`
    (checked here by running Node; e.g. it calls d8's print(), uses a runtime
    function Node 20 does not have, or calls an mjsunit helper with no rule).

Usage: python3 tests/v8/mjsunit/translate.py [--no-check]
  --no-check  skip the Node run (no dynamic exclusions, no line counts).
Python 3 standard library only.
"""

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORIG = os.path.join(HERE, "orig")
SOURCES = os.path.join(ORIG, "SOURCES.tsv")
README = os.path.join(HERE, "README.md")

# ---------------------------------------------------------------------------
# Flags.  A flag on a "// Flags:" line is tolerated when running without it
# (as `node --allow-natives-syntax` does) cannot change what the test prints:
TOLERATED_FLAGS = {
    # What the recording itself provides / what the translation removes.
    "--allow-natives-syntax": "given to node",
    "--expose-gc": "gc() calls are dropped",
    # Node 20 (V8 11.3) defaults: asking for them changes nothing.
    "--opt": "default in V8 11.3",
    "--turbofan": "default in V8 11.3",
    "--no-always-opt": "default in V8 11.3",
    "--noalways-opt": "default in V8 11.3",
    "--no-always-turbofan": "default in V8 11.3",
    "--noalways-turbofan": "default in V8 11.3",
    "--lazy-feedback-allocation": "default in V8 11.3",
    "--concurrent-recompilation": "default in V8 11.3",
    "--turbo-filter=*": "default in V8 11.3",
    "--turbo-escape": "default in V8 11.3",
    "--no-force-slow-path": "default in V8 11.3",
    "--no-stress-flush-code": "default in V8 11.3",
    # Flags V8 11.3 no longer has: what they switched on is now unconditional.
    "--track-fields": "removed from V8; always on",
    "--track-double-fields": "removed from V8; always on",
    "--modify-field-representation-inplace": "removed from V8; always on",
    "--crankshaft": "removed from V8 (Crankshaft is gone)",
    "--nostress-opt": "removed from V8; was off by default",
    "--no-stress-opt": "removed from V8; was off by default",
    "--": "empty flag",
    # GC scheduling only: they change when the collector runs, not what the
    # program computes.  (Node runs without them; its output is the truth.)
    "--noincremental-marking": "GC scheduling only",
    "--no-incremental-marking": "GC scheduling only",
    "--stress-compaction": "GC scheduling only",
    "--gc-interval": "GC scheduling only",
}

# d8-only facilities (static check).  print() is handled dynamically: a file
# whose print() is never reached still runs in Node; one that reaches it dies
# with "ReferenceError: print is not defined" and is excluded by the Node run.
D8_ONLY = [
    (r"\bRealm\s*\.", "uses d8's Realm"),
    (r"\bd8\s*\.", "uses the d8 object"),
    (r"%\s*DebugPrint\b", "uses %DebugPrint (prints to stdout from C++)"),
    (r"%\s*DebugTrace\b", "uses %DebugTrace"),
    (r"\bWorker\b", "uses d8 workers"),
    (r"\bWebAssembly\b|\bwasm\b", "uses wasm"),
    (r"(?<![\w.$])(quit|readbuffer|readline)\s*\(", "calls a d8 shell function"),
    (r"(?<![\w.$])os\s*\.", "uses d8's os object"),
    (r"(?<![\w.$])(assert\w*|fail|deepEquals|classOf)\s*=\s*function", "redefines the mjsunit harness"),
    (r"(?:^|[;}]\s*)(import|export)\s+[\w{*'\"]", "is an ES module (d8 runs it with --module)"),
]

# ---------------------------------------------------------------------------
# Assertion rules.  Each maps an mjsunit function to what replaces a call.
#   ("print", k)  -> console.log(<argument k>)        (other arguments dropped)
#   ("instanceof",) -> console.log((<a0>) instanceof (<a1>))
#   ("throws",)   -> run argument 0 (a function, or a string to eval) and print
#                    "no throw" or the thrown value's constructor name
#   ("const", s)  -> console.log(s)
#   ("drop",)     -> void 0
RULES = {
    "assertTrue": ("print", 0),
    "assertFalse": ("print", 0),
    "assertEquals": ("print", 1),
    "assertNotEquals": ("print", 1),
    "assertSame": ("print", 1),
    "assertNotSame": ("print", 1),
    "assertEqualsDelta": ("print", 1),
    "assertArrayEquals": ("print", 1),
    "assertPropertiesEqual": ("print", 1),
    "assertNull": ("print", 0),
    "assertNotNull": ("print", 0),
    "assertInstanceof": ("instanceof",),
    "assertThrows": ("throws",),
    "assertThrowsEquals": ("throws",),
    "assertDoesNotThrow": ("throws",),
    "assertUnreachable": ("const", '"unreachable"'),
    "assertOptimized": ("drop",),
    "assertUnoptimized": ("drop",),
    "gc": ("drop",),
}

THROWS_PREFIX = "void (() => { try { const f__ = ("
THROWS_SUFFIX = ("); if (typeof f__ === \"string\") (0, eval)(f__); else f__(); "
                 "console.log(\"no throw\"); } catch (e) { "
                 "console.log(e === null || e === undefined ? String(e) : e.constructor.name); } })()")

# ---------------------------------------------------------------------------
# A small JavaScript tokenizer: enough to find calls and their balanced
# argument lists while skipping strings, template literals, comments and
# regular-expression literals.

IDENT_START = re.compile(r"[A-Za-z_$\u0080-\uffff]")
IDENT = re.compile(r"[A-Za-z0-9_$\u0080-\uffff]*")
NUMBER = re.compile(r"(0[xXoObB][0-9a-fA-F_]+n?|(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)([eE][+-]?\d+)?n?)")
REGEX_AFTER_WORDS = {"return", "typeof", "instanceof", "in", "of", "new", "delete",
                     "void", "throw", "case", "do", "else", "yield", "await"}
PUNCTS = [">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
          "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=",
          "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>"]


class Tok:
    __slots__ = ("kind", "start", "end", "text")

    def __init__(self, kind, start, end, text):
        self.kind, self.start, self.end, self.text = kind, start, end, text

    def __repr__(self):
        return "Tok(%s,%r)" % (self.kind, self.text)


def tokenize(src):
    """Returns the significant tokens (no whitespace, no comments)."""
    toks = []
    i, n = 0, len(src)

    def regex_allowed():
        if not toks:
            return True
        p = toks[-1]
        if p.kind in ("num", "str", "tmpl", "regex"):
            return False
        if p.kind == "ident":
            return p.text in REGEX_AFTER_WORDS
        return p.text not in (")", "]", "}")

    while i < n:
        c = src[i]
        if c in " \t\r\n\ufeff\u00a0\u2028\u2029":
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if src.startswith("/*", i):
            j = src.find("*/", i + 2)
            if j < 0:
                raise SyntaxError("unterminated comment at %d" % i)
            i = j + 2
            continue
        if c in "'\"":
            j = i + 1
            while j < n and src[j] != c:
                if src[j] == "\\":
                    j += 1
                elif src[j] == "\n":
                    raise SyntaxError("newline in string at %d" % i)
                j += 1
            toks.append(Tok("str", i, j + 1, src[i:j + 1]))
            i = j + 1
            continue
        if c == "`":
            j = skip_template(src, i)
            toks.append(Tok("tmpl", i, j, src[i:j]))
            i = j
            continue
        if c == "/" and regex_allowed():
            j = skip_regex(src, i)
            toks.append(Tok("regex", i, j, src[i:j]))
            i = j
            continue
        if IDENT_START.match(c) or c == "\\":
            m = IDENT.match(src, i + 1)
            j = m.end()
            toks.append(Tok("ident", i, j, src[i:j]))
            i = j
            continue
        if c.isdigit() or (c == "." and i + 1 < n and src[i + 1].isdigit()):
            m = NUMBER.match(src, i)
            j = m.end() if m and m.end() > i else i + 1
            toks.append(Tok("num", i, j, src[i:j]))
            i = j
            continue
        if c == "#" and i + 1 < n and IDENT_START.match(src[i + 1]):   # private name
            m = IDENT.match(src, i + 2)
            toks.append(Tok("ident", i, m.end(), src[i:m.end()]))
            i = m.end()
            continue
        for p in PUNCTS:
            if src.startswith(p, i):
                toks.append(Tok("punct", i, i + len(p), p))
                i += len(p)
                break
        else:
            toks.append(Tok("punct", i, i + 1, c))
            i += 1
    return toks


def skip_template(src, i):
    """i is at a backquote; returns the index after the closing backquote."""
    j, n = i + 1, len(src)
    while j < n:
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == "`":
            return j + 1
        if src.startswith("${", j):
            j = skip_braced_expression(src, j + 2)
            continue
        j += 1
    raise SyntaxError("unterminated template at %d" % i)


def skip_braced_expression(src, j):
    """j is just after "${"; returns the index after the matching "}"."""
    depth = 1
    # Tokenize incrementally: find the matching brace using the tokenizer on
    # growing prefixes would be quadratic; instead scan with the same rules.
    n = len(src)
    prev_sig = "("
    while j < n:
        c = src[j]
        if c in " \t\r\n":
            j += 1
            continue
        if src.startswith("//", j):
            k = src.find("\n", j)
            j = n if k < 0 else k
            continue
        if src.startswith("/*", j):
            j = src.find("*/", j + 2) + 2
            continue
        if c in "'\"":
            k = j + 1
            while src[k] != c:
                k += 2 if src[k] == "\\" else 1
            j = k + 1
            prev_sig = "a"
            continue
        if c == "`":
            j = skip_template(src, j)
            prev_sig = "a"
            continue
        if c == "/" and prev_sig in "(,=:[!&|?{};+-*%<>~^":
            j = skip_regex(src, j)
            prev_sig = "a"
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return j + 1
        prev_sig = c if not (c.isalnum() or c in "_$") else "a"
        j += 1
    raise SyntaxError("unterminated ${ in template")


def skip_regex(src, i):
    j, n, in_class = i + 1, len(src), False
    while j < n:
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == "\n":
            raise SyntaxError("newline in regex at %d" % i)
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
        elif c == "/":
            j += 1
            while j < n and (src[j].isalnum() or src[j] in "_$"):
                j += 1
            return j
        j += 1
    raise SyntaxError("unterminated regex at %d" % i)


OPEN = {"(": ")", "[": "]", "{": "}"}


def call_at(toks, k):
    """toks[k] is an identifier followed by "("; returns (close_index, args)
    where args is a list of (start, end) source spans of the top-level
    arguments (empty trailing argument dropped)."""
    assert toks[k + 1].text == "("
    depth = 0
    args = []
    arg_start = toks[k + 1].end
    last_tok_end = None
    for m in range(k + 1, len(toks)):
        t = toks[m]
        if t.kind == "punct" and t.text in OPEN:
            depth += 1
            if depth == 1:
                continue
        elif t.kind == "punct" and t.text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                if last_tok_end is not None:
                    args.append((arg_start, last_tok_end))
                return m, args
        elif depth == 1 and t.kind == "punct" and t.text == ",":
            args.append((arg_start, last_tok_end))
            arg_start = t.end
            last_tok_end = None
            continue
        if depth >= 1:
            if last_tok_end is None:
                arg_start = t.start
            last_tok_end = t.end
    raise SyntaxError("unbalanced call at %d" % toks[k].start)


def translate_code(src, stats):
    """Rewrites every mjsunit assertion call in src (recursively)."""
    toks = tokenize(src)
    out = []
    pos = 0
    k = 0
    while k < len(toks):
        t = toks[k]
        if (t.kind == "ident" and t.text in RULES and k + 1 < len(toks)
                and toks[k + 1].text == "("
                and not (k > 0 and toks[k - 1].text in (".", "?.", "function"))):
            close, spans = call_at(toks, k)
            args = [translate_code(src[a:b], stats) for a, b in spans]
            rule = RULES[t.text]
            stats[t.text] = stats.get(t.text, 0) + 1
            out.append(src[pos:t.start])
            out.append(render(t.text, rule, args))
            pos = toks[close].end
            while k < len(toks) and toks[k].start < pos:
                k += 1
            continue
        k += 1
    out.append(src[pos:])
    return "".join(out)


def render(name, rule, args):
    kind = rule[0]
    if kind == "print":
        idx = rule[1]
        if idx >= len(args):
            raise SyntaxError("%s with %d arguments" % (name, len(args)))
        return "console.log(%s)" % args[idx]
    if kind == "instanceof":
        return "console.log((%s) instanceof (%s))" % (args[0], args[1])
    if kind == "throws":
        return THROWS_PREFIX + args[0] + THROWS_SUFFIX
    if kind == "const":
        return "console.log(%s)" % rule[1]
    if kind == "drop":
        return "void 0 /* %s(...) dropped */" % name if args else "void 0 /* %s() dropped */" % name
    raise ValueError(kind)


FLAGS_LINE = re.compile(r"^[ \t]*//[ \t]*Flags:(.*)$", re.M)


def flags_of(src):
    flags = []
    for m in FLAGS_LINE.finditer(src):
        flags += m.group(1).split()
    return flags


def flag_problem(flags):
    for f in flags:
        base = f.split("=", 1)[0]
        ok = f in TOLERATED_FLAGS or (base in TOLERATED_FLAGS and base == "--gc-interval")
        if not ok:
            return "needs V8 flag %s" % f
    return None


def static_problem(src):
    code = strip_comments_and_strings(src)
    for pat, why in D8_ONLY:
        if re.search(pat, code):
            return why
    # read(), load(), version(): d8 shell functions unless the test defines
    # its own function or method of that name.
    for fn in ("read", "load", "version"):
        if re.search(r"(?<![\w.$])%s\s*\(" % fn, code):
            defined = re.search(r"function\s+%s\b|(?<![\w.$])%s\s*\([^()]*\)\s*\{|\b%s\s*[:=]" % (fn, fn, fn), code)
            if not defined:
                return "calls d8's %s()" % fn
    return None


def strip_comments_and_strings(src):
    """Source with comments removed and string/template/regex bodies blanked,
    so that static checks only look at code."""
    toks = tokenize(src)
    parts = []
    for t in toks:
        parts.append('""' if t.kind in ("str", "tmpl", "regex") else t.text)
    return " ".join(parts)


def v8_path(repo_path):
    p = repo_path
    if p.startswith("deps/v8/"):
        p = p[len("deps/v8/"):]
    return p


def translate_file(name, v8path, src):
    stats = {}
    body = FLAGS_LINE.sub("\x00DROP\x00", src)
    body = "\n".join(l for l in body.split("\n") if l != "\x00DROP\x00")
    body = translate_code(body, stats)
    rel = v8path[len("test/mjsunit/"):] if v8path.startswith("test/mjsunit/") else v8path
    header = "// Translated from v8/test/mjsunit/%s by translate.py; see README.md.\n" % rel
    return header + body, stats


def run_node(path):
    try:
        p = subprocess.run(["node", "--allow-natives-syntax", path], capture_output=True,
                           text=True, timeout=120)
    except FileNotFoundError:
        return None, None, "node not found"
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"
    err = ""
    if p.returncode != 0:
        lines = p.stderr.splitlines()
        cand = [l for l in lines if re.match(r"^([A-Za-z]*Error)(:| \[)", l)]
        err = cand[0] if cand else (lines[0] if lines else "")
    return p.returncode, p.stdout, err


def read_sources():
    rows = []
    with open(SOURCES, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            name, repo, path, commit, chars = line.rstrip("\n").split("\t")
            rows.append(dict(name=name, repo=repo, path=path, commit=commit, chars=int(chars)))
    return rows


def main(argv):
    check = "--no-check" not in argv
    rows = read_sources()
    kept, excluded = [], []
    totals = {}
    for r in rows:
        name = r["name"]
        src = open(os.path.join(ORIG, name + ".js"), encoding="utf-8").read()
        if len(src) != r["chars"]:
            sys.exit("%s: orig/%s.js has %d characters, SOURCES.tsv says %d"
                     % (name, name, len(src), r["chars"]))
        v8path = v8_path(r["path"])
        out_path = os.path.join(HERE, name + ".js")
        why = flag_problem(flags_of(src)) or static_problem(src)
        if why is None:
            text, stats = translate_file(name, v8path, src)
            if not any(stats.get(k2) for k2, rule in RULES.items() if rule[0] != "drop"):
                why = "has no mjsunit assertion, so its translation prints nothing"
        if why is None:
            with open(out_path, "w", encoding="utf-8") as fh:
                fh.write(text)
            if check:
                status, stdout, err = run_node(out_path)
                if status is None:
                    sys.exit("node is needed for the check (or pass --no-check)")
                if status != 0:
                    why = "does not run in Node 20: %s" % err
                else:
                    r["lines"] = stdout.count("\n")
        if why is not None:
            for ext in (".js", ".out", ".node22.out", ".node24.out"):
                if os.path.exists(os.path.join(HERE, name + ext)):
                    os.remove(os.path.join(HERE, name + ext))
            excluded.append((r, v8path, why))
            print("excluded %-40s %s" % (name, why))
            continue
        for k2, v in stats.items():
            totals[k2] = totals.get(k2, 0) + v
        kept.append((r, v8path, stats))
        print("kept     %-40s %s" % (name, r.get("lines", "?")))
    # Remove translations of tests no longer listed.
    names = {r["name"] for r in rows}
    for f in os.listdir(HERE):
        base, ext = os.path.splitext(f)
        # NAME.node22.out and NAME.node24.out belong to NAME as NAME.out does.
        base = base.removesuffix(".node22").removesuffix(".node24")
        if ext in (".js", ".out") and base not in names and f != "translate.py":
            os.remove(os.path.join(HERE, f))
    update_readme(kept, excluded, totals)
    print("%d kept, %d excluded" % (len(kept), len(excluded)))


def out_lines(name, fallback):
    p = os.path.join(HERE, name + ".out")
    if os.path.exists(p):
        with open(p, encoding="utf-8", errors="replace") as fh:
            return fh.read().count("\n")
    return fallback


def update_readme(kept, excluded, totals):
    if not os.path.exists(README):
        return
    text = open(README, encoding="utf-8").read()
    files = ["| NAME | original (v8) | source | output lines |", "| --- | --- | --- | --- |"]
    total = 0
    for r, v8path, _ in sorted(kept, key=lambda x: x[0]["name"]):
        n = out_lines(r["name"], r.get("lines", "?"))
        total += n if isinstance(n, int) else 0
        files.append("| %s | %s | %s@%s | %s |" % (r["name"], v8path, r["repo"], r["commit"][:12], n))
    files.append("")
    files.append("%d files, %d output lines." % (len(kept), total))
    exc = ["| NAME | original (v8) | reason |", "| --- | --- | --- |"]
    for r, v8path, why in sorted(excluded, key=lambda x: x[0]["name"]):
        exc.append("| %s | %s | %s |" % (r["name"], v8path, why.replace("|", "\\|")))
    counts = ["| call | rewritten |", "| --- | --- |"]
    for k2 in sorted(totals, key=lambda x: (-totals[x], x)):
        counts.append("| %s | %d |" % (k2, totals[k2]))
    for tag, lines in (("files", files), ("excluded", exc), ("counts", counts)):
        text = re.sub(r"(<!-- BEGIN GENERATED:%s -->\n).*?(<!-- END GENERATED:%s -->)" % (tag, tag),
                      lambda m: m.group(1) + "\n".join(lines) + "\n" + m.group(2), text, flags=re.S)
    with open(README, "w", encoding="utf-8") as fh:
        fh.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
