"""All chance comes from the game's own generator: the shuffle games use is the
standard library's, permutation for permutation (so seeds and saved games mean
the same in every build)."""

import random

import pytest

from farmlab.core import chance
from farmlab.core.game import shuffle


@pytest.mark.parametrize("length", [0, 1, 2, 3, 24, 88, 130, 1000])
def test_shuffle_gives_the_standard_library_permutation(length):
    for seed in range(40):
        a, b = list(range(length)), list(range(length))
        ra, rb = random.Random(seed), random.Random(seed)
        random.Random.shuffle(ra, a)
        shuffle(rb, b)
        assert a == b
        assert ra.getstate() == rb.getstate(), "the generator must end in the same state"


def test_shuffle_is_checked_against_this_python():
    assert chance._WRITTEN_OUT_OK, "the written-out shuffle differs from this Python's random.shuffle"


def test_shuffle_uses_a_custom_generator_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()

    x = [1, 2, 3]
    shuffle(Reversing(0), x)
    assert x == [3, 2, 1]
