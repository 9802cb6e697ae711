"""Reads notebooks' code cells (JSON on stdin: a list of notebooks, each a list of cell sources)
and reports, per notebook, the names a cell reads before any cell binds them, so that a notebook
that needs another page's state (or a name the page never defines) fails.

IPython's own syntax is turned into Python first, as IPython does: a `%magic` or `!command` line
becomes a call, and a `%%writefile name` cell writes its body (parsed as Python when the file is
a `.py` module, whose name the cell then binds for later imports). Python's symtable tells which
names each scope reads from the module's globals.
"""
import builtins
import json
import re
import symtable
import sys

IPYTHON_NAMES = {"get_ipython", "display", "In", "Out", "exit", "quit"}


def python_of(source):
    """The Python a cell runs (None when it only writes a non-Python file), and the module it writes."""
    first, _, body = source.partition("\n")
    magic = re.match(r"^%%writefile\s+(\S+)\s*$", first)
    if magic:
        name = magic.group(1)
        return (body, name[:-3]) if name.endswith(".py") else (None, None)
    lines = []
    for line in source.split("\n"):
        stripped = line.lstrip()
        indent = line[: len(line) - len(stripped)]
        if stripped.startswith("%") or stripped.startswith("!"):
            lines.append(f"{indent}get_ipython().run_line_magic({stripped!r})")
        else:
            lines.append(line)
    return "\n".join(lines), None


def reads_and_binds(code):
    """The global names a module reads that it does not bind itself, and the names it binds."""
    top = symtable.symtable(code, "cell", "exec")
    binds = {s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported() or s.is_namespace()}
    reads = {s.get_name() for s in top.get_symbols() if s.is_referenced()} - binds

    def nested(table):
        for child in table.get_children():
            for symbol in child.get_symbols():
                if symbol.is_referenced() and symbol.is_global() and symbol.get_name() not in binds:
                    reads.add(symbol.get_name())
            nested(child)

    nested(top)
    return reads, binds


def check(cells):
    known = set(dir(builtins)) | IPYTHON_NAMES
    problems = []
    for index, source in enumerate(cells):
        code, module = python_of(source)
        if code is None:
            continue
        try:
            reads, binds = reads_and_binds(code)
        except SyntaxError as error:
            problems.append({"code_cell": index, "error": f"line {error.lineno}: {error.msg}"})
            continue
        if module is not None:
            # A written module runs when imported, in its own namespace: it reads nothing from the notebook.
            continue
        for name in sorted(reads - known):
            problems.append({"code_cell": index, "undefined": name})
        known |= binds
    return problems


print(json.dumps([check(cells) for cells in json.load(sys.stdin)]))
