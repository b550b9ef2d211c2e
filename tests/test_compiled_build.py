"""The opt-in compiled build (``FARMLAB_COMPILE=1``, see setup.py) plays exactly
like pure Python.

Builds the mypyc wheel from a copy of the source (pip fetches mypy into its
isolated build environment), installs it into a temporary directory, and runs
:data:`CHECK` there in a fresh interpreter (from a temporary directory, so that
the compiled ``.so`` modules are what is imported, never the source tree), and
in this process (pure Python): seeded games with heuristic and random bots
(fingerprints, scores, lengths) of every registered game, refused moves (the
exception type and message), a custom bot written in Python, and save/load must
give the same JSON. Only the shared core is compiled (setup.py's COMPILED): the
games' rule modules stay pure Python and subclass the compiled Game. The build needs a C compiler and the Python headers, and takes
about a minute and a half.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Run here (pure) with exec, and in the subprocess against the compiled wheel.
CHECK = r'''
import dataclasses
import json
import sys

import farmlab
from farmlab.core.bots import Bot
from farmlab.core.registry import game_class, make_bot
from farmlab.core.save import from_json, to_json
from farmlab.core.simulate import play

GAMES = tuple(sorted(farmlab.GAMES))
MODULES = ("farmlab.core.game", "farmlab.core.chance", "farmlab.core.bots", "farmlab.core.simulate")


class LastChoice(Bot):
    """A bot written in a notebook (an interpreted subclass of the compiled Bot):
    always the last legal action of its seat."""

    name = "last choice"

    def choose(self, g, seat):
        self.asked = getattr(self, "asked", 0) + 1
        return g.legal_actions(seat)[-1]


def refusals(g, seat, good):
    """What apply() says to moves that are not legal: junk of every action type
    of the game, the legal move ``good`` with one field of a wrong type or out
    of range, something that is not an action, a seat that does not exist."""
    out = []
    tries = [(seat, t(*["junk"] * len(dataclasses.fields(t)))) for t in sorted(g._action_types, key=lambda t: t.__name__)]
    tries += [(seat, dataclasses.replace(good, **{f.name: bad})) for f in dataclasses.fields(good)
              for bad in ("junk", None, -7, 2.0, (99,))]
    tries += [(seat, "junk"), (99, g.legal_actions(seat)[0]), ("0", g.legal_actions(seat)[0])]
    before = g.fingerprint()
    for s, a in tries:
        c = g.copy()  # a move without fields (EndTrading(), Done()) may be legal
        try:
            c.apply(s, a)
            out.append(["accepted", repr(a), c.fingerprint()])
        except Exception as e:  # compared with pure Python: a TypeError here would differ
            out.append([type(e).__name__, str(e)])
            assert c.fingerprint() == before, "a refused move changed the game"
        out.append(g.is_legal(s, a))
    return out


def run():
    res = {"modules": {m: sys.modules[m].__file__ for m in MODULES}, "games": {}, "refusals": {}}
    for game in GAMES:
        cls = game_class(game)
        lo, hi = cls.MIN_PLAYERS, min(4, cls.MAX_PLAYERS)
        for kind, n_games in (("heuristic", 20), ("random", 8)):
            for s in range(n_games):
                n = lo + s % (hi - lo + 1)  # from the fewest players to 4
                g = play(cls(n, s), [make_bot(game, kind, seed=100 * s + i) for i in range(n)])
                res["games"][f"{game} {kind} {n} players seed {s}"] = [g.fingerprint(), g.scores(), len(g.history)]
        # refused moves at a few points of a game
        g = cls(hi, 3)
        bots = [make_bot(game, "heuristic", seed=i) for i in range(hi)]
        step = 0
        while not g.over:
            seat = g.to_act()[0]
            action = bots[seat].choose(g, seat)
            if step % 20 == 0:
                res["refusals"][f"{game} step {step}"] = refusals(g, seat, action)
            g.apply(seat, action)
            step += 1
        # save and load
        back = from_json(to_json(g))
        assert type(back) is cls and back.fingerprint() == g.fingerprint() and back.scores() == g.scores()
        res["games"][f"{game} saved and loaded"] = [back.fingerprint(), back.scores(), len(back.history)]
    # every game subclasses the compiled Game, and a notebook's bot the compiled Bot
    for game in GAMES:
        cls = game_class(game)
        n = cls.MIN_PLAYERS
        bots = [LastChoice(0)] + [make_bot(game, "random", seed=i) for i in range(1, n)]
        g = play(cls(n, 5, debug=True), bots)
        assert g.over and bots[0].asked > 0
        assert type(g.copy()) is cls and g.copy().fingerprint() == g.fingerprint()
        res["games"][f"{game} with a custom bot"] = [g.fingerprint(), g.scores(), bots[0].asked]
    return res
'''


def _compiler_problem() -> str | None:
    cc = os.environ.get("CC", "").split()[:1] or (sysconfig.get_config_var("CC") or "cc").split()[:1]
    if not shutil.which(cc[0]) and not shutil.which("gcc") and not shutil.which("cc"):
        return f"no C compiler ({cc[0]!r}, gcc or cc) on PATH"
    header = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not header.exists():
        return f"the Python headers are missing ({header}); install the python3-dev package of this Python"
    return None


@pytest.fixture(scope="module")
def compiled_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    problem = _compiler_problem()
    if problem:
        pytest.fail(f"The compiled-build test needs a C compiler and the Python headers: {problem}.", pytrace=False)
    tmp = tmp_path_factory.mktemp("compiled")
    # build from a copy: the build leaves build/ and .mypy_cache/ behind, and must not see stale files
    src = tmp / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    for name in ("farmlab", "widgets"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    env = {**os.environ, "FARMLAB_COMPILE": "1"}
    env.pop("FARMLAB_COMPILE_MODULES", None)
    started = time.perf_counter()
    res = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp / "dist"), str(src)],
                         capture_output=True, text=True, env=env, cwd=tmp)
    assert res.returncode == 0, f"the compiled build failed:\n{res.stdout[-3000:]}\n{res.stderr[-5000:]}"
    print(f"compiled build: {time.perf_counter() - started:.0f} s")
    (whl,) = (tmp / "dist").glob("farmlab-*.whl")
    assert "-cp3" in whl.name, f"not a compiled wheel: {whl.name}"
    site = tmp / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(whl)],
                   check=True, capture_output=True)
    return site


def pure_games() -> tuple[str, ...]:
    import farmlab

    return tuple(sorted(farmlab.GAMES))


@pytest.mark.slow  # builds the wheel: about 1.5 minutes; runs by default (deselect with -m 'not slow')
def test_compiled_build_plays_like_pure_python(compiled_site: Path, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(compiled_site)}
    res = subprocess.run([sys.executable, "-c", CHECK + "\nprint(json.dumps(run()))"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-5000:]
    compiled = json.loads(res.stdout)
    for name, path in compiled.pop("modules").items():
        assert path.startswith(str(compiled_site)) and path.endswith(".so"), f"{name} is not compiled: {path}"

    ns: dict = {"__name__": "farmlab_pure_check"}
    exec(compile(CHECK, "<CHECK>", "exec"), ns)
    pure = ns["run"]()
    for name, path in pure.pop("modules").items():
        assert path.endswith(".py"), f"{name} should be pure Python in the test process: {path}"

    assert len(pure["games"]) == len(pure_games()) * (20 + 8 + 2)
    assert compiled["refusals"] == pure["refusals"]
    differ = [k for k in pure["games"] if compiled["games"].get(k) != pure["games"][k]]
    assert not differ, f"{len(differ)} games differ, e.g. {differ[0]}: {compiled['games'].get(differ[0])} " \
                       f"(compiled) != {pure['games'][differ[0]]} (pure)"
    # every refusal is a farmlab error, never a TypeError from compiled code
    kinds = {r[0] for rs in pure["refusals"].values() for r in rs if isinstance(r, list)}
    assert kinds <= {"accepted", "IllegalActionError", "NotYourTurnError", "GameOverError"}, kinds
