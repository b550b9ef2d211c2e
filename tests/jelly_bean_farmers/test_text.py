"""Jelly Bean Farmers in words: the kinds of event are declared through the core, and every
format string in the table of templates names only its event's fields or what
``text_fields`` adds (the conformance test checks ``TEXT`` itself for every game)."""

from __future__ import annotations

from farmlab.core.events import EventKind, check_templates, kinds_table
from farmlab.core.simulate import play
from farmlab.jelly_bean_farmers import HeuristicBot, JellyBeanFarmers
from farmlab.jelly_bean_farmers.rules import sections
from farmlab.jelly_bean_farmers.text import ADDED_FIELDS, EVENTS, TEMPLATES, TEXT, text_fields


def test_the_game_records_the_kinds_declared_in_the_rule_sections():
    assert JellyBeanFarmers.EVENTS is EVENTS is sections.EVENTS
    assert JellyBeanFarmers.TEXT is TEXT
    assert set(TEMPLATES) == set(kinds_table(EVENTS))


def test_every_format_string_names_only_its_events_fields_or_what_text_fields_adds():
    widened = {name: EventKind(name, kind.fields + ADDED_FIELDS, kind.section)
               for name, kind in kinds_table(EVENTS).items()}
    assert check_templates(widened, TEMPLATES) == []
    # a name that is neither is caught
    assert check_templates(widened, {**TEMPLATES, "year": "Year {yaer} begins ({rule})."})


def test_text_fields_adds_the_names_it_declares():
    g = play(JellyBeanFarmers(3, 4), [HeuristicBot(s) for s in range(3)])
    for e in g.events:
        f = text_fields(g, e, None)
        own = set(e.visible_data(None))
        assert {"years", "card_paren", "card_colon", "cards_paren", "cards_colon"} <= set(f)
        assert set(f) - own - {"name", "rule"} - {k for k in f if k.endswith("_name")} <= set(ADDED_FIELDS)


def test_the_games_text_fields_hook_gives_what_its_templates_name():
    g = JellyBeanFarmers(2, 1)
    e = g.events[0]
    assert g.text_fields(e, 0) == text_fields(g, e, 0)
    assert g.text_fields(e, 0)["cards_colon"].startswith(": ") and g.text_fields(e, 1)["cards_colon"] == ""
