"""Game-design metrics over a sweep's (or simulate's) table, each with a 95 % confidence
interval and a sentence saying what it means.

The measures follow the game-design metrics of Browne's and the Ludii project's work
(balance, advantage, decisiveness, length, ties), computed from the tidy table: one row
per (variant, game, seat) with ``winner``, ``score``, ``length`` and ``seat``.

* :func:`win_rates` — how often each seat (or bot) wins, with a Wilson interval;
* :func:`summary` — per variant: first-player advantage, seat balance, game length,
  winning margin (decisiveness), ties, and for games that note their scores each round
  (``Game.record_round``) lead changes and comebacks (drama) — tidy rows
  ``variant, metric, value, low, high, meaning``;
* :func:`compare` — is variant B different from A? A two-proportion test on one seat's
  win rate, or Welch's test on the mean score, with a plain answer;
* :func:`reading` — a paragraph in plain words for a class.

A tie (several players share the best score and tie-break) counts as a win for each of
them, so win rates can add up to a little more than 100 %; :func:`summary` reports how
often that happens.
"""

from __future__ import annotations

import math
from typing import Any

Z95 = 1.959963984540054  # the 97.5 % point of the normal distribution


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a proportion ``wins``/``n`` (good with few games, too)."""
    if n <= 0:
        return (math.nan, math.nan)
    p = wins / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Any) -> tuple[float, float, float]:
    """Mean and its 95 % interval (normal approximation; fine from a few dozen games)."""
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    m = float(values.mean())
    if n == 1:
        return (m, math.nan, math.nan)
    half = Z95 * float(values.std(ddof=1)) / math.sqrt(n)
    return (m, m - half, m + half)


def _normal_p(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def _groups(table: Any) -> list[tuple[str, Any]]:
    if "variant" in table.columns:
        return [(str(k), t) for k, t in table.groupby("variant", sort=False)]
    return [("all games", table)]


def win_rates(table: Any, by: str = "seat") -> Any:
    """Win rate per ``by`` (``"seat"``, ``"bot"``, ...) and variant, with a 95 % interval.

    Columns: variant, <by>, games, wins, win_rate, low, high, fair_share (1 / players)."""
    import pandas as pd

    rows = []
    for label, t in _groups(table):
        players = int(t["seat"].max()) + 1
        for key, g in t.groupby(by, sort=True):
            n, w = len(g), float(g["winner"].sum())
            lo, hi = wilson(w, n)
            rows.append({"variant": label, by: key, "games": n, "wins": int(w), "win_rate": w / n if n else math.nan,
                         "low": lo, "high": hi, "fair_share": 1 / players})
    return pd.DataFrame(rows)


def _per_game(t: Any) -> Any:
    """One row per game: length, winning margin, tie."""
    import pandas as pd

    scores = t.sort_values(["game", "score"], ascending=[True, False])
    first = scores.groupby("game")["score"].nth(0).to_numpy()
    second = scores.groupby("game")["score"].nth(1).to_numpy()
    games = t.groupby("game").agg(length=("length", "first"), winners=("winner", "sum"))
    return pd.DataFrame({"length": games["length"].to_numpy(), "margin": first - second,
                         "tie": (games["winners"] > 1).to_numpy()})


def summary(table: Any) -> Any:
    """The design metrics per variant, tidy: variant, metric, value, low, high, meaning."""
    import pandas as pd

    rows = []
    for label, t in _groups(table):
        players = int(t["seat"].max()) + 1
        n_games = t["game"].nunique()
        seat0 = t[t["seat"] == 0]
        w0 = float(seat0["winner"].sum())
        lo, hi = wilson(w0, len(seat0))
        fair = 1 / players
        rows.append({"variant": label, "metric": "first-player advantage",
                     "value": w0 / len(seat0) - fair, "low": lo - fair, "high": hi - fair,
                     "meaning": f"how much more often the first player wins than a fair share ({fair:.0%}); "
                                "0 is fair"})
        rates = t.groupby("seat")["winner"].mean()
        gap = float(rates.max() - rates.min())
        # chi-square test of "every seat wins equally often" (wins per seat against an even split)
        wins = t.groupby("seat")["winner"].sum().astype(float)
        expected = wins.sum() / players
        chi2 = float(((wins - expected) ** 2 / expected).sum()) if expected > 0 else 0.0
        p = _chi2_p(chi2, players - 1)
        rows.append({"variant": label, "metric": "seat balance gap", "value": gap, "low": math.nan, "high": math.nan,
                     "meaning": f"best seat's win rate minus worst seat's; p = {p:.3g} for 'all seats equal' "
                                f"({'a real difference' if p < 0.05 else 'could be chance'})"})
        per_game = _per_game(t)
        m, l_, h_ = mean_ci(per_game["length"])
        rows.append({"variant": label, "metric": "game length", "value": m, "low": l_, "high": h_,
                     "meaning": "moves in a game, on average"})
        m, l_, h_ = mean_ci(per_game["margin"])
        rows.append({"variant": label, "metric": "winning margin", "value": m, "low": l_, "high": h_,
                     "meaning": "winner's score minus the runner-up's: small = close games, large = decisive"})
        if "lead_changes" in t.columns:  # games that note their scores each round
            firsts = t[t["seat"] == 0]
            m, l_, h_ = mean_ci(firsts["lead_changes"])
            rows.append({"variant": label, "metric": "lead changes", "value": m, "low": l_, "high": h_,
                         "meaning": "how often the lead passes to another player during a game: more = more drama"})
            c = float(firsts["comeback"].sum())
            lo, hi = wilson(c, len(firsts))
            rows.append({"variant": label, "metric": "comebacks", "value": c / len(firsts), "low": lo, "high": hi,
                         "meaning": "share of games won by a player who was behind halfway"})
        ties = float(per_game["tie"].sum())
        lo, hi = wilson(ties, n_games)
        rows.append({"variant": label, "metric": "ties", "value": ties / n_games, "low": lo, "high": hi,
                     "meaning": "share of games that ended in a tie (after the tie-break)"})
    return pd.DataFrame(rows)


def compare(table: Any, a: str, b: str, *, seat: int = 0, measure: str = "win_rate") -> dict[str, Any]:
    """Is variant ``b`` different from ``a``? ``measure="win_rate"`` compares seat ``seat``'s
    win rate (two-proportion z-test); ``measure="score"`` the mean score of that seat (Welch's
    test). Returns the two values, the difference with its 95 % interval, the p-value and a
    sentence. (Both variants are played on the same deals in a sweep, which these tests
    ignore, so they are on the careful side.)"""
    from .errors import OptionError

    if "variant" not in table.columns:
        raise OptionError("compare needs a sweep's table (with a 'variant' column).")
    labels = list(dict.fromkeys(table["variant"]))
    for v in (a, b):
        if v not in labels:
            raise OptionError(f"There is no variant {v!r}; the variants are: {', '.join(map(str, labels))}.")
    ta = table[(table["variant"] == a) & (table["seat"] == seat)]
    tb = table[(table["variant"] == b) & (table["seat"] == seat)]
    if measure == "win_rate":
        na, nb = len(ta), len(tb)
        pa, pb = float(ta["winner"].mean()), float(tb["winner"].mean())
        pooled = (ta["winner"].sum() + tb["winner"].sum()) / (na + nb)
        se0 = math.sqrt(max(pooled * (1 - pooled) * (1 / na + 1 / nb), 1e-300))
        z = (pb - pa) / se0
        se = math.sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb)
        what = f"seat {seat + 1}'s win rate"
        va, vb, fmt = pa, pb, "{:.1%}"
    elif measure == "score":
        va, vb = float(ta["score"].mean()), float(tb["score"].mean())
        sa, sb = float(ta["score"].var(ddof=1)), float(tb["score"].var(ddof=1))
        se = math.sqrt(sa / len(ta) + sb / len(tb))
        z = (vb - va) / se if se > 0 else 0.0
        what = f"seat {seat + 1}'s mean score"
        fmt = "{:.2f}"
    else:
        raise OptionError("measure must be 'win_rate' or 'score'.")
    p = _normal_p(z)
    diff = vb - va
    verdict = ("a real difference (p < 0.05)" if p < 0.05 else
               "no clear difference: it could be chance (p ≥ 0.05); play more games to be sure")
    sentence = (f"{what}: {fmt.format(va)} with {a!r}, {fmt.format(vb)} with {b!r} — {verdict}.")
    return {"a": a, "b": b, "measure": measure, "seat": seat, "value_a": va, "value_b": vb, "difference": diff,
            "low": diff - Z95 * se, "high": diff + Z95 * se, "p_value": p, "sentence": sentence}


def reading(table: Any) -> str:
    """A short paragraph in plain words: who wins how often, how long and how close the games are."""
    parts = []
    rates = win_rates(table, "seat")
    for label, t in _groups(table):
        r = rates[rates["variant"] == label]
        n_games = t["game"].nunique()
        best = r.loc[r["win_rate"].idxmax()]
        worst = r.loc[r["win_rate"].idxmin()]
        fair = float(r["fair_share"].iloc[0])
        overlap = best["low"] <= worst["high"]
        per_game = _per_game(t)
        head = f"{label}: " if "variant" in table.columns else ""
        seat_text = (f"the first player wins {r.iloc[0]['win_rate']:.0%} of {n_games} games (a fair share is "
                     f"{fair:.0%}); seat {int(best['seat']) + 1} wins most ({best['win_rate']:.0%}), seat "
                     f"{int(worst['seat']) + 1} least ({worst['win_rate']:.0%})")
        seat_text += (", a gap that could be chance" if overlap else ", a gap too large to be chance")
        parts.append(f"{head}{seat_text}. A game lasts {per_game['length'].mean():.0f} moves on average and the "
                     f"winner is {per_game['margin'].mean():.1f} points ahead of the runner-up.")
    return " ".join(parts)


def _chi2_p(x: float, k: int) -> float:
    """Upper tail of the chi-square distribution with ``k`` degrees of freedom."""
    if k <= 0:
        return 1.0
    # regularised upper incomplete gamma Q(k/2, x/2), by series / continued fraction
    a, xx = k / 2.0, x / 2.0
    if xx <= 0:
        return 1.0
    if xx < a + 1:
        term = total = 1.0 / a
        ap = a
        for _ in range(500):
            ap += 1
            term *= xx / ap
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(-xx + a * math.log(xx) - math.lgamma(a)))
    b = xx + 1 - a
    c = 1 / 1e-300
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(-xx + a * math.log(xx) - math.lgamma(a)) * h)
