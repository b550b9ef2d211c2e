"""Which lines of a game's rules have no test that fails without them?

    python scripts/mutants.py fields_of_green                   # its rules/ modules and game.py
    python scripts/mutants.py homesteader --module rules/fences.py --tests tests/homesteader
    python scripts/mutants.py farmed --list                     # only list the changes it would try
    python scripts/mutants.py fields_of_green --since b9f50ba   # only the lines changed since a commit

A rule text's every sentence should have a test that would fail without it. This checks that
claim the direct way (mutation testing): it makes one small change to a game's rule code at a
time — a comparison turned round (``<`` to ``<=``, ``==`` to ``!=``), ``and`` to ``or``, a
number one more, a ``not`` dropped, a statement that changes the game left out — runs the
game's tests against it, and lists the changes no test noticed ("survivors"). A survivor is
either a rule no test checks (write the test, named after the rule) or a change that means
the same (an equivalent mutant: say so where the code is, if it is not obvious).

Works on a copy of the package in a temporary folder (the source is never touched), one change
per test run, stopping a run at its first failure (``-x``) or after ``--timeout`` seconds
(a change that loops for ever counts as noticed). The tests are first run once under coverage
(``pip install pytest-cov``), noting which tests run each line; a change is then tested by the
tests that run its line only (a line no test runs is reported at once: "not run"); a change
those tests miss is tried against all of them before it counts as surviving (a table made once
per deck and kept is credited to the first test that made it only). Slow all the same: a run
per change. A tool for developers, not part of the test suite.
"""

from __future__ import annotations

import argparse
import ast
import functools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FLIP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
        ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


@dataclass
class Mutant:
    path: Path  # relative to ROOT
    line: int
    what: str
    index: int  # the n-th change of this kind in the file (to apply it again)
    kind: str


class _Finder(ast.NodeTransformer):
    """Walks a module; at the ``target``-th candidate of ``kind`` makes the change (or, with
    target -1, only counts and describes the candidates)."""

    def __init__(self, kind: str, target: int = -1, lines: list[str] | None = None) -> None:
        self.kind, self.target = kind, target
        self.lines = lines or []
        self.seen: list[tuple[int, str]] = []
        self.done = False

    def _hit(self, node: ast.AST, what: str) -> bool:
        self.seen.append((getattr(node, "lineno", 0), what))
        return len(self.seen) - 1 == self.target

    def visit(self, node: ast.AST) -> ast.AST:
        """Code marked ``# pragma: no cover`` (what cannot happen, kept as a guard) is left alone;
        of an ``if`` so marked, its body (the branches after it are visited)."""
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.stmt) and 0 < line <= len(self.lines) and "pragma: no cover" in self.lines[line - 1]:
            if isinstance(node, ast.If):
                node.orelse = [self.visit(s) for s in node.orelse]
            return node
        return super().visit(node)

    # docstrings and type annotations are not behaviour
    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return node
        return self._statement(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)
        return self._statement(node) if node.value is not None else node

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return node  # what a star import takes: not a rule
        self.generic_visit(node)
        return self._statement(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        return self._statement(node)

    def _statement(self, node: ast.stmt) -> ast.AST:
        if self.kind == "skip" and self._hit(node, f"left out: {ast.unparse(node)[:70]}"):
            self.done = True
            return ast.copy_location(ast.Pass(), node)
        if isinstance(node, ast.Expr):
            node.value = self.visit(node.value)
        return node

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        if self.kind == "compare":
            for i, op in enumerate(node.ops):
                new = FLIP.get(type(op))
                if new is not None and self._hit(node, f"{ast.unparse(node)[:60]}: {type(op).__name__} -> {new.__name__}"):
                    node.ops[i] = new()
                    self.done = True
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        if self.kind == "boolop":
            other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            if self._hit(node, f"{ast.unparse(node)[:60]}: {type(node.op).__name__} -> {type(other).__name__}"):
                node.op = other
                self.done = True
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if self.kind == "not" and isinstance(node.op, ast.Not):
            if self._hit(node, f"not dropped: {ast.unparse(node)[:60]}"):
                self.done = True
                return node.operand
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if self.kind == "number" and type(node.value) is int:
            if self._hit(node, f"{node.value} -> {node.value + 1}"):
                self.done = True
                return ast.copy_location(ast.Constant(node.value + 1), node)
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return node  # the numbers in a message's text (``{n + 1}``) are not rules

    # what is not run while playing: the decorators' arguments, the __all__ lists
    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.body = [self.visit(s) for s in node.body]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]


KINDS = ("compare", "boolop", "not", "number", "skip")


@functools.cache
def original(path: Path) -> str:
    """The module as it was when the run began: every change is made to this text and the copy is put
    back to it, so editing the source during a run changes nothing here (line numbers stay true)."""
    return (ROOT / path).read_text()


def mutants(path: Path) -> list[Mutant]:
    source = original(path)
    out = []
    for kind in KINDS:
        f = _Finder(kind, lines=source.splitlines())
        f.visit(ast.parse(source))
        out += [Mutant(path, line, what, i, kind) for i, (line, what) in enumerate(f.seen)]
    return sorted(out, key=lambda m: (m.line, m.kind))


@functools.cache
def changed_lines(path: Path, since: str) -> set[int]:
    """The lines of ``path`` (as it is now) added or changed since the commit ``since``."""
    diff = subprocess.run(["git", "diff", "-U0", since, "--", str(path)], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    lines: set[int] = set()
    for hunk in re.finditer(r"^@@ -\S+ \+(\d+)(?:,(\d+))? @@", diff, re.M):
        start, count = int(hunk[1]), int(hunk[2] or 1)
        lines.update(range(start, start + count))
    return lines


def apply(m: Mutant, copy: Path) -> None:
    source = original(m.path)
    tree = ast.parse(source)
    f = _Finder(m.kind, m.index, source.splitlines())
    tree = f.visit(tree)
    assert f.done, m
    (copy / m.path).write_text(ast.unparse(ast.fix_missing_locations(tree)))
    for cached in (copy / m.path).parent.glob(f"__pycache__/{m.path.stem}.*"):
        cached.unlink()


PLUGINS_OFF = ("-p", "no:cacheprovider", "-p", "no:nbval", "-p", "no:playwright")  # not needed; slow to load


def run_tests(copy: Path, tests: list[str], timeout: float, *extra: str) -> str:
    """The tests against the copy: in a fresh process (the coverage run), else in a child forked
    from this one, which has loaded pytest and the libraries already but never farmlab (so the
    child imports the changed copy)."""
    if extra or not hasattr(os, "fork"):
        env = {**os.environ, "PYTHONPATH": str(copy), "MPLBACKEND": "Agg", "PYTHONDONTWRITEBYTECODE": "1"}
        try:
            done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", *PLUGINS_OFF, *extra, *tests],
                                  cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "timeout"
        return "survived" if done.returncode == 0 else "killed"
    pid = os.fork()
    if pid == 0:  # the child: run the tests quietly, exit with pytest's code
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.dup2(null, 2)
            os.chdir(copy)
            sys.path.insert(0, str(copy))
            sys.dont_write_bytecode = True
            import pytest

            code = int(pytest.main(["-x", "-q", *PLUGINS_OFF, *tests]))
        except BaseException:  # noqa: BLE001 - anything going wrong counts as noticed
            code = 99
        os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done_pid, status = os.waitpid(pid, os.WNOHANG)
        if done_pid:
            return "survived" if os.waitstatus_to_exitcode(status) == 0 else "killed"
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout"
        time.sleep(0.02)


def tests_by_line(copy: Path, modules: list[Path]) -> dict[Path, dict[int, set[str]]]:
    """From the coverage run: per module and line, the tests that ran it ("" for the import)."""
    import coverage

    data = coverage.CoverageData(basename=str(copy / ".coverage"))
    data.read()
    out: dict[Path, dict[int, set[str]]] = {}
    for path in modules:
        by_line = data.contexts_by_lineno(str(copy / path))
        out[path] = {line: {c.rpartition("|")[0] for c in contexts if c} | ({""} if "" in contexts else set())
                     for line, contexts in by_line.items()}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--module", action="append", default=[], help="a module of the game (default: rules/*.py and game.py)")
    ap.add_argument("--tests", action="append", default=[], help="test paths (default: tests/<game>, the "
                    "tests named after its rules)")
    ap.add_argument("--kind", action="append", choices=KINDS, default=[], help="kinds of change (default: all)")
    ap.add_argument("--timeout", type=float, default=30, help="seconds a change may run its tests (a change "
                    "that makes a game loop for ever counts as noticed)")
    ap.add_argument("--list", action="store_true", help="only list the changes")
    ap.add_argument("--start", type=int, default=1, help="begin at this change (to go on after a stop)")
    ap.add_argument("--since", metavar="REV", help="only the lines changed since this commit (git diff REV)")
    args = ap.parse_args(argv)
    pkg = Path("farmlab") / args.game
    modules = [pkg / m for m in args.module] or [
        *sorted(p.relative_to(ROOT) for p in (ROOT / pkg / "rules").glob("*.py") if p.name != "__init__.py"),
        pkg / "game.py"]
    tests = args.tests or [f"tests/{args.game}"]
    todo = [m for path in modules for m in mutants(path) if not args.kind or m.kind in args.kind]
    if args.since:
        todo = [m for m in todo if m.line in changed_lines(m.path, args.since)]
    if args.list:
        for m in todo:
            print(f"{m.path}:{m.line}: {m.what}")
        print(f"{len(todo)} changes")
        return 0
    os.environ.setdefault("MPLBACKEND", "Agg")
    for name in ("pytest", "hypothesis", "pandas", "numpy"):  # loaded once, shared by every forked run
        try:
            __import__(name)
        except ImportError:
            pass
    survivors, slow = [], []
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        for src in ROOT.iterdir():  # what the tests read (the package, docs, data), not the environments
            if src.name.startswith(".") or src.name in ("build", "dist") or src.name.endswith(".egg-info"):
                continue
            if src.is_dir():
                shutil.copytree(src, copy / src.name, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy(src, copy / src.name)
        for path in modules:  # the modules changed as they were when listed
            (copy / path).write_text(original(path))
        if run_tests(copy, tests, args.timeout * 10, f"--cov=farmlab/{args.game}", "--cov-context=test",
                     "--cov-report=") != "survived":
            print("the tests fail without any change (or pytest-cov is missing): fix them first")
            return 1
        runs = tests_by_line(copy, modules)
        for n, m in enumerate(todo, 1):
            if n < args.start:
                continue
            apply(m, copy)
            lines = runs.get(m.path, {})
            # the tests that run the line (a statement's expression may start on a line before)
            ran = next((lines[k] for k in range(m.line, m.line - 6, -1) if k in lines), None)
            if ran is None:
                result = "not run"
            elif "" in ran:  # run on import: every test
                result = run_tests(copy, tests, args.timeout)
            else:
                result = run_tests(copy, sorted(ran), args.timeout)
                if result == "survived":
                    # a table made once and kept (per deck, per process) is credited to the first test
                    # that made it only: a change there is tried against every test before it counts
                    # (run out of time: it counts as surviving, it was not shown to be noticed)
                    result = run_tests(copy, tests, args.timeout * 10)
                    if result == "timeout":
                        result = "survived"
            (copy / m.path).write_text(original(m.path))
            print(f"[{n}/{len(todo)}] {result:8} {m.path}:{m.line}: {m.what}", flush=True)
            if result in ("survived", "not run"):
                survivors.append(m)
            elif result == "timeout":
                slow.append(m)
    print(f"\n{len(survivors)} of {len(todo)} changes survived:")
    for m in survivors:
        print(f"  {m.path}:{m.line}: {m.what}")
    if slow:  # counted as noticed; a slow test set is told apart by a rerun with a larger --timeout
        print(f"{len(slow)} ran out of time (an endless loop, or tests slower than --timeout {args.timeout:g} s):")
        for m in slow:
            print(f"  {m.path}:{m.line}: {m.what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
