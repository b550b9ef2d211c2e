"""The same seed and moves give the same game in any process: nothing may
depend on Python's per-process string hashing (set iteration order)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import farmlab

CODE = """
import json, sys, farmlab
name, n = sys.argv[1], int(sys.argv[2])
out = []
for seed in range(60):
    df_bots = ["heuristic", "random"] * 4
    bots = [farmlab.make_bot(name, k, seed * 10 + i) for i, k in enumerate(df_bots[:n])]
    g = farmlab.new_game(name, n, seed=seed)
    farmlab.play(g, bots)
    out.append([g.fingerprint(), g.log()[-1]])
print(json.dumps(out))
"""


@pytest.mark.parametrize("name", sorted(farmlab.GAMES))
def test_same_seed_same_game_under_any_hash_seed(name):
    n = max(farmlab.game_class(name).MIN_PLAYERS, 3)
    results = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        res = subprocess.run([sys.executable, "-c", CODE, name, str(n)], env=env, capture_output=True, text=True)
        assert res.returncode == 0, res.stderr
        results.append(json.loads(res.stdout))
    assert results[0] == results[1]
