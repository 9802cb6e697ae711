"""Reads code blocks (JSON on stdin) and reports, per block, syntax errors, imports and calls.

Kept in Python because Python's own parser is the judge of whether a sample parses.
"""
import ast
import json
import sys


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def analyse(code):
    try:
        tree = ast.parse(code)
    except SyntaxError as error:
        return {"error": f"line {error.lineno}: {error.msg}"}
    imports, calls = [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            imports.append({"module": node.module, "names": [a.name for a in node.names]})
        elif isinstance(node, ast.Import):
            imports.extend({"module": a.name, "names": []} for a in node.names)
        elif isinstance(node, ast.Call):
            name = dotted(node.func)
            if name:
                calls.append({
                    "callee": name,
                    "keywords": [k.arg for k in node.keywords if k.arg],
                    "line": node.lineno,
                })
    return {"imports": imports, "calls": calls}


print(json.dumps([analyse(block["code"]) for block in json.load(sys.stdin)]))
