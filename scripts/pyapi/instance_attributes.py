"""Add each class's public instance attributes to reference/jaqpotpy-api.json.

    python3 scripts/pyapi/instance_attributes.py JAQPOTPY_CHECKOUT [FACTS_JSON]

The facts list a class's methods, properties and class attributes, but not the attributes its
methods set on `self` (`self.X = ...` in `JaqpotTabularDataset`): the code-sample check then
refuses `dataset.X`. This reads every current module's source in a jaqpotpy checkout at the
facts' commit, with Python's ast (nothing imported), and writes, per class, the public names
assigned as `self.NAME` in any of its methods under `instance_attributes`. It fails when the
checkout is not at the facts' commit or a module's file is missing, so the two cannot drift.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

NOTE = (
    "Class 'instance_attributes': public names a method of the class assigns as self.NAME "
    "(plain, annotated, augmented and unpacked assignments), added by "
    "scripts/pyapi/instance_attributes.py from the same checkout."
)


def assigned_names(target: ast.expr) -> list[str]:
    """`self.NAME` targets of an assignment, unpacking tuples and lists."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for t in target.elts for n in assigned_names(t)]
    if (
        isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id == "self"
        and not target.attr.startswith("_")
    ):
        return [target.attr]
    return []


def instance_attributes(cls: ast.ClassDef) -> list[str]:
    names: set[str] = set()
    for method in cls.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(method):
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
                targets = [node.target]
            else:
                continue
            for target in targets:
                names.update(assigned_names(target))
    return sorted(names)


def main() -> None:
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    checkout = Path(sys.argv[1])
    facts_path = Path(sys.argv[2] if len(sys.argv) == 3 else "reference/jaqpotpy-api.json")
    facts = json.loads(facts_path.read_text())
    head = subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    marker = checkout / ".facts-commit"
    commit = head or (marker.read_text().strip() if marker.exists() else "")
    if not commit.startswith(facts["head_commit_short"]):
        sys.exit(
            f"{checkout} is at {commit or 'an unknown commit'}, the facts at {facts['head_commit_short']}: "
            f"check out that commit (or write its hash to {marker} in an exported tree)"
        )
    added = 0
    for name, module in facts["modules"].items():
        if module.get("status") != "current" or not module.get("classes"):
            continue
        source = checkout / module["path"]
        if not source.is_file():
            sys.exit(f"{name}: {source} is missing")
        tree = ast.parse(source.read_text(), filename=str(source))
        defs = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
        for cls in module["classes"]:
            node = defs.get(cls["name"])
            if node is None:
                continue
            names = instance_attributes(node)
            if names:
                cls["instance_attributes"] = names
                added += len(names)
            else:
                cls.pop("instance_attributes", None)
    if NOTE not in facts["notes"]:
        facts["notes"].append(NOTE)
    facts_path.write_text(json.dumps(facts, indent=2, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{facts_path}: {added} instance attributes")


if __name__ == "__main__":
    main()
