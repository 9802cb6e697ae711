"""Reads code blocks (JSON on stdin) and reports, per block, syntax errors, imports, calls,
`Name.attribute` uses and uses of instances created by a simple `x = Name(...)`, and for each call
what its arguments are made of (`details`), so that checks can judge behaviour as well as names.

Kept in Python because Python's own parser is the judge of whether a sample parses.
"""
import ast
import json
import sys
import textwrap


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def called_names(node):
    """Names of every function or class called inside an expression (`StandardScaler` in `[StandardScaler()]`)."""
    names = []
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            name = dotted(sub.func)
            if name:
                names.append(name.split(".")[-1])
    return names


def call_args(call):
    return {
        "keywords": [k.arg for k in call.keywords if k.arg],
        "positional": sum(1 for a in call.args if not isinstance(a, ast.Starred)),
        "spread": any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords),
    }


class Collector(ast.NodeVisitor):
    """Walks a module in source order so that `x = Cls(...)` is known before `x.method(...)` is seen."""

    def __init__(self):
        self.imports, self.calls, self.names, self.members = [], [], [], []
        self.tries = []
        self.details = []
        self.instances = {}  # variable name -> the callee name that created it
        self.literals = {}  # variable name -> {"kind": "dict" | "list", "length": n} of the literal bound to it
        self.seen = set()

    def literal(self, node):
        """What an argument is, when a reader can tell from the sample: a dict or list literal, or a name bound to one."""
        if isinstance(node, ast.Dict):
            return {"kind": "dict"}
        if isinstance(node, (ast.List, ast.Tuple)):
            return {"kind": "list", "length": len(node.elts)}
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            return {"kind": "list"}
        if isinstance(node, ast.Name) and node.id in self.literals:
            return dict(self.literals[node.id])
        if isinstance(node, ast.Constant) and node.value is None:
            return {"kind": "none"}
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {"kind": "str", "value": node.value}
        return {"kind": "other"}

    def detail(self, node):
        """The shape of one call's arguments: positional kinds, and per keyword its kind and the names it calls."""
        entry = {
            "callee": dotted(node.func),
            "line": node.lineno,
            "args": [self.literal(a) for a in node.args],
            "keywords": {
                k.arg: {**self.literal(k.value), "calls": called_names(k.value)} for k in node.keywords if k.arg
            },
        }
        if isinstance(node.func, ast.Attribute):
            entry["method"] = node.func.attr
            if isinstance(node.func.value, ast.Name):
                entry["cls"] = self.instances.get(node.func.value.id)
        self.details.append(entry)

    def visit_ImportFrom(self, node):
        if node.module:
            self.imports.append({"module": node.module, "names": [a.name for a in node.names]})

    def visit_Import(self, node):
        self.imports.extend({"module": a.name, "names": []} for a in node.names)

    def member(self, node, call=None):
        """Records `var.attr` on a tracked instance, or `Name.attr` on any plain name."""
        if not isinstance(node.value, ast.Name) or id(node) in self.seen:
            return
        self.seen.add(id(node))
        base = node.value.id
        entry = {"attr": node.attr, "line": node.lineno, "called": call is not None}
        if call is not None:
            entry.update(call_args(call))
        if base in self.instances:
            self.members.append({"var": base, "cls": self.instances[base], **entry})
        else:
            self.names.append({"base": base, **entry})

    def visit_Call(self, node):
        name = dotted(node.func)
        if name:
            self.calls.append({"callee": name, "line": node.lineno, **call_args(node)})
        self.detail(node)
        if isinstance(node.func, ast.Attribute):
            self.member(node.func, call=node)
        self.generic_visit(node)

    def visit_Attribute(self, node):
        self.member(node)
        self.generic_visit(node)

    def bind(self, target, value):
        if not isinstance(target, ast.Name):
            return
        shape = self.literal(value)
        if shape["kind"] in ("dict", "list"):
            self.literals[target.id] = shape
        else:
            self.literals.pop(target.id, None)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
            self.instances[target.id] = value.func.id
        else:
            self.instances.pop(target.id, None)

    def visit_Assign(self, node):
        self.visit(node.value)  # the right side still sees the old bindings
        for target in node.targets:
            self.visit(target)
            self.bind(target, node.value)

    def visit_AnnAssign(self, node):
        if node.value is not None:
            self.visit(node.value)
            self.bind(node.target, node.value)
        self.visit(node.target)

    def unbind_targets(self, target):
        for sub in ast.walk(target):
            if isinstance(sub, ast.Name):
                self.instances.pop(sub.id, None)
                self.literals.pop(sub.id, None)

    def visit_For(self, node):
        self.visit(node.iter)
        self.unbind_targets(node.target)
        for stmt in node.body + node.orelse:
            self.visit(stmt)

    def visit_Try(self, node):
        """Records what a try block calls and what its handlers catch (the body is visited first,
        so instances bound inside it are known)."""
        for stmt in node.body:
            self.visit(stmt)
        calls = []
        for stmt in node.body:
            for sub in ast.walk(stmt):
                if not isinstance(sub, ast.Call):
                    continue
                entry = {"callee": dotted(sub.func), "line": sub.lineno}
                if isinstance(sub.func, ast.Attribute):
                    entry["method"] = sub.func.attr
                    if isinstance(sub.func.value, ast.Name):
                        entry["cls"] = self.instances.get(sub.func.value.id)
                calls.append(entry)
        handlers = []
        for handler in node.handlers:
            if handler.type is None:
                caught = [None]
            elif isinstance(handler.type, ast.Tuple):
                caught = [dotted(element) for element in handler.type.elts]
            else:
                caught = [dotted(handler.type)]
            handlers.append({"names": caught, "line": handler.lineno})
        self.tries.append({"line": node.lineno, "calls": calls, "handlers": handlers})
        for handler in node.handlers:
            self.visit(handler)
        for stmt in node.orelse + node.finalbody:
            self.visit(stmt)

    def visit_With(self, node):
        for item in node.items:
            self.visit(item.context_expr)
            if item.optional_vars is not None:
                self.unbind_targets(item.optional_vars)
        for stmt in node.body:
            self.visit(stmt)


def analyse(code):
    try:
        tree = ast.parse(textwrap.dedent(code))
    except SyntaxError as error:
        return {"error": f"line {error.lineno}: {error.msg}"}
    collector = Collector()
    collector.visit(tree)
    return {
        "imports": collector.imports,
        "calls": collector.calls,
        "names": collector.names,
        "members": collector.members,
        "tries": collector.tries,
        "details": collector.details,
    }


print(json.dumps([analyse(block["code"]) for block in json.load(sys.stdin)]))
