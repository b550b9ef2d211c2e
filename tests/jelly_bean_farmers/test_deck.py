"""Tests for the Jelly Bean Farmers decks, each named after the rule it checks.

Rules text: jelly-bean-farmers.txt.
Design and rulings: docs/jelly-bean-farmers-deck.md.
"""

from __future__ import annotations

import csv
import dataclasses
import subprocess
import sys
from collections.abc import Callable
from itertools import product
from pathlib import Path

import pytest

from farmlab.jelly_bean_farmers.cards import (
    ACTIONS_FILE,
    CLIMATE_FILE,
    MAX_YIELD,
    ActionCard,
    ClimateCard,
    DeckFileError,
    by_id,
    climate_sum,
    expand_ids,
    field_yield,
    load_actions,
    load_climate,
    pair_sum_distribution,
)

PROTECTIONS = list(product((False, True), repeat=2))  # (irrigation, netting)


@pytest.fixture(scope="module")
def climate() -> tuple[ClimateCard, ...]:
    return load_climate()


@pytest.fixture(scope="module")
def actions() -> tuple[ActionCard, ...]:
    return load_actions()


@pytest.fixture(scope="module")
def c(climate: tuple[ClimateCard, ...]) -> dict[str, ClimateCard]:
    return by_id(climate)


@pytest.fixture(scope="module")
def a(actions: tuple[ActionCard, ...]) -> dict[str, ActionCard]:
    return by_id(actions)


def physical_pairs(cards: tuple[ClimateCard, ...]) -> list[tuple[ClimateCard, ClimateCard]]:
    """All ordered (year, season) pairs of distinct physical cards."""
    deck = [card for card in cards for _ in range(card.count)]
    return [(x, y) for i, x in enumerate(deck) for j, y in enumerate(deck) if i != j]


# --------------------------------------------------------------------------
# Deck sizes
# --------------------------------------------------------------------------


def test_climate_deck_has_24_cards_3_a_year_for_8_years(climate: tuple[ClimateCard, ...]) -> None:
    ids = expand_ids(climate)
    assert len(ids) == 24 == 3 * 8


def test_action_deck_has_88_cards(actions: tuple[ActionCard, ...]) -> None:
    assert len(expand_ids(actions)) == 88


def test_expand_ids_repeats_each_card_count_times(actions: tuple[ActionCard, ...]) -> None:
    ids = expand_ids(actions)
    for card in actions:
        assert ids.count(card.id) == card.count


# --------------------------------------------------------------------------
# Climate arithmetic
# --------------------------------------------------------------------------


def test_year_plus_season_never_beyond_plus3_minus6(climate: tuple[ClimateCard, ...]) -> None:
    pairs = physical_pairs(climate)
    assert len(pairs) == 24 * 23
    for (year, season), (irrigation, netting) in product(pairs, PROTECTIONS):
        total = climate_sum(year, season, irrigation=irrigation, netting=netting)
        assert -6 <= total <= 3, (year.id, season.id, irrigation, netting, total)


def test_climate_can_reach_both_plus3_and_minus6(climate: tuple[ClimateCard, ...]) -> None:
    """The text: climate can increase production 'by as much as +3' or decrease it 'by as much as -6'."""
    sums = {climate_sum(y, s) for y, s in physical_pairs(climate)}
    assert max(sums) == 3
    assert min(sums) == -6


def test_normal_production_almost_never_happens(climate: tuple[ClimateCard, ...]) -> None:
    distribution = pair_sum_distribution(climate)
    assert sum(distribution.values()) == 552
    assert distribution[0] / 552 < 0.15
    # and "normal" is not even the most common single outcome
    assert distribution[0] < max(distribution.values())


def test_pair_distribution_counts_copies_but_never_a_card_with_itself(climate: tuple[ClimateCard, ...]) -> None:
    brute: dict[int, int] = {}
    for year, season in physical_pairs(climate):
        total = climate_sum(year, season)
        brute[total] = brute.get(total, 0) + 1
    assert pair_sum_distribution(climate) == dict(sorted(brute.items()))


def test_year_card_and_season_card_are_added_together(c: dict[str, ClimateCard]) -> None:
    # FAQ: Severe and Moderate Drought in the same season: "Add 'em up."
    assert climate_sum(c["severe_drought"], c["moderate_drought"]) == (
        c["severe_drought"].drought + c["moderate_drought"].drought
    )
    # FAQ: Driving Rain and Drought in the same season are added too.
    assert climate_sum(c["driving_rain"], c["moderate_drought"]) == (
        c["driving_rain"].weather + c["moderate_drought"].drought
    )


def test_order_of_year_and_season_card_does_not_matter(climate: tuple[ClimateCard, ...]) -> None:
    for year, season in physical_pairs(climate):
        for irrigation, netting in PROTECTIONS:
            assert climate_sum(year, season, irrigation, netting) == climate_sum(season, year, irrigation, netting)


def test_irrigation_ignores_drought_only(c: dict[str, ClimateCard]) -> None:
    drought, pests, rain = c["severe_drought"], c["locusts"], c["driving_rain"]
    assert climate_sum(drought, pests, irrigation=True) == pests.pests
    assert climate_sum(drought, rain, irrigation=True) == rain.weather
    assert climate_sum(pests, rain, irrigation=True) == climate_sum(pests, rain)


def test_protective_netting_ignores_pestilence_only(c: dict[str, ClimateCard]) -> None:
    drought, pests, rain = c["severe_drought"], c["locusts"], c["driving_rain"]
    assert climate_sum(drought, pests, netting=True) == drought.drought
    assert climate_sum(pests, rain, netting=True) == rain.weather
    assert climate_sum(drought, rain, netting=True) == climate_sum(drought, rain)


def test_driving_rain_is_not_drought_so_irrigation_does_not_help(c: dict[str, ClimateCard]) -> None:
    rain, sun = c["driving_rain"], c["sun_and_showers"]
    assert rain.drought == 0 and rain.pests == 0 and rain.weather < 0
    assert climate_sum(rain, sun, irrigation=True, netting=True) == climate_sum(rain, sun) < 0


def test_ignore_the_other_cards_drought(c: dict[str, ClimateCard]) -> None:
    rains, severe = c["gentle_rains"], c["severe_drought"]
    assert rains.cancels == "drought"
    assert climate_sum(rains, severe) == rains.weather  # the Severe Drought is ignored
    assert climate_sum(severe, rains) == rains.weather  # whichever card is the year card


def test_ignore_the_other_cards_pests(c: dict[str, ClimateCard]) -> None:
    winter, locusts = c["hard_winter"], c["locusts"]
    assert winter.cancels == "pests"
    assert climate_sum(winter, locusts) == winter.weather


def test_a_card_never_ignores_its_own_effects(c: dict[str, ClimateCard]) -> None:
    # Flash Flood ignores the other card's drought, but its own storm damage still counts.
    flood, heat = c["flash_flood"], c["heat_wave"]
    assert climate_sum(flood, heat) == flood.weather + heat.weather
    assert flood.weather < 0


# --------------------------------------------------------------------------
# Field production
# --------------------------------------------------------------------------


def test_normal_seeded_field_produces_3(c: dict[str, ClimateCard]) -> None:
    # Heat Wave (-2 drought, +1) + Sun and Showers (+1) = 0 on an unprotected field.
    assert climate_sum(c["heat_wave"], c["sun_and_showers"]) == 0
    assert field_yield(True, c["heat_wave"], c["sun_and_showers"]) == 3


def test_production_never_below_zero_you_only_lose_your_seed(climate: tuple[ClimateCard, ...]) -> None:
    for year, season in physical_pairs(climate):
        for irrigation, netting, fertilizer, perennial, seeded in product((False, True), repeat=5):
            got = field_yield(
                seeded, year, season, fertilizer=fertilizer, irrigation=irrigation, netting=netting, perennial=perennial
            )
            assert 0 <= got <= 7


def test_worst_season_wipes_out_even_a_fertilized_field(c: dict[str, ClimateCard]) -> None:
    assert climate_sum(c["severe_drought"], c["locusts"]) == -6
    assert field_yield(True, c["severe_drought"], c["locusts"], fertilizer=True) == 0


def test_fertilizer_adds_one_and_best_field_makes_7(c: dict[str, ClimateCard]) -> None:
    best = (c["perfect_growing_weather"], c["sun_and_showers"])
    assert field_yield(True, *best) == 6
    assert field_yield(True, *best, fertilizer=True) == 7 == MAX_YIELD
    assert field_yield(True, c["moderate_drought"], c["aphids"], fertilizer=True) == (
        field_yield(True, c["moderate_drought"], c["aphids"]) + 1
    )


def test_fallow_field_produces_nothing_even_in_perfect_weather(c: dict[str, ClimateCard]) -> None:
    assert field_yield(False, c["perfect_growing_weather"], c["sun_and_showers"], fertilizer=True) == 0


def test_perennial_unseeded_field_grows_from_a_lower_base_of_1(c: dict[str, ClimateCard]) -> None:
    best = (c["perfect_growing_weather"], c["sun_and_showers"])
    assert field_yield(False, *best, perennial=True) == 1 + 3
    assert field_yield(False, *best, perennial=True, fertilizer=True) == 1 + 3 + 1
    assert field_yield(False, c["severe_drought"], c["sun_and_showers"], perennial=True) == 0


def test_seeded_perennial_field_produces_normally(c: dict[str, ClimateCard]) -> None:
    pair = (c["sun_and_showers"], c["aphids"])
    assert field_yield(True, *pair, perennial=True) == field_yield(True, *pair) == 3


def test_perennial_unseeded_produces_less_than_seeded(climate: tuple[ClimateCard, ...]) -> None:
    for year, season in physical_pairs(climate):
        seeded = field_yield(True, year, season)
        perennial = field_yield(False, year, season, perennial=True)
        assert perennial <= seeded
        if seeded > 0:
            assert perennial < seeded


# --------------------------------------------------------------------------
# Named climate cards
# --------------------------------------------------------------------------


@pytest.mark.parametrize("card_id", ["moderate_drought", "severe_drought", "driving_rain", "locusts", "fire"])
def test_climates_named_in_the_rules_exist(c: dict[str, ClimateCard], card_id: str) -> None:
    assert c[card_id].count >= 1


def test_severe_drought_is_worse_than_moderate_drought(c: dict[str, ClimateCard]) -> None:
    assert c["severe_drought"].drought < c["moderate_drought"].drought < 0


def test_locusts_are_pestilence(c: dict[str, ClimateCard]) -> None:
    assert c["locusts"].pests < 0 and c["locusts"].drought == 0


def test_fire_lets_players_make_a_free_half_field(climate: tuple[ClimateCard, ...], c: dict[str, ClimateCard]) -> None:
    assert c["fire"].fire
    assert [card.id for card in climate if card.fire] == ["fire"]


def test_adverse_climate_destroys_every_kind_of_field_upgrade(
    climate: tuple[ClimateCard, ...], c: dict[str, ClimateCard]
) -> None:
    destroyed = set().union(*(card.destroys for card in climate))
    assert destroyed == {"fertilizer", "irrigation", "netting", "perennial"}
    assert c["driving_rain"].destroys == {"fertilizer"}
    assert c["fire"].destroys == {"netting"}
    for card in climate:
        if card.destroys:
            assert card.weather < 0, f"{card.name} destroys upgrades, so it must be adverse"


# --------------------------------------------------------------------------
# Action cards: existence and the effects the text states
# --------------------------------------------------------------------------

NAMED_ACTIONS = {
    "armed_man": "Armed Man",
    "mercenary": "Mercenary",
    "dogs": "Dogs",
    "walls": "Walls",
    "berzerker": "Berzerker",
    "warlord": "Warlord",
    "assassin": "Assassin",
    "silo": "Silo",
    "silo_extension": "Silo Extension",
    "cats": "Cats",
    "rabbits": "Rabbits",
    "coyote": "Coyote",
    "fertilizer": "Fertilizer",
    "irrigation": "Irrigation",
    "protective_netting": "Protective Netting",
    "perennial": "Perennial",
    "steal_opponents_card": "Steal Opponent's Card",
    "draw_2_cards": "Draw 2 Cards",
    "almanac": "Almanac",
    "geezer": "Geezer",
    "flexible_hand": "Flexible Hand",
}


@pytest.mark.parametrize("card_id,name", NAMED_ACTIONS.items())
def test_every_action_named_in_the_rules_exists(a: dict[str, ActionCard], card_id: str, name: str) -> None:
    assert a[card_id].name == name and a[card_id].count >= 1


def test_no_face_field_card_new_fields_come_from_half_field_backs(actions: tuple[ActionCard, ...]) -> None:
    assert not any(card.id == "field" or card.name == "Field" for card in actions)


def test_armed_man_and_mercenary_count_for_offense_and_defense(a: dict[str, ActionCard]) -> None:
    for card_id in ("armed_man", "mercenary"):
        assert (a[card_id].offense, a[card_id].defense) == (1, 1)


def test_dogs_and_walls_only_apply_to_defense(a: dict[str, ActionCard]) -> None:
    assert a["dogs"].offense == 0 and a["dogs"].defense > 0
    assert a["walls"].offense == 0 and a["walls"].effect == "double_back_armed_men"


def test_berzerker_and_warlord_are_only_for_offense(a: dict[str, ActionCard]) -> None:
    assert (a["berzerker"].offense, a["berzerker"].defense) == (2, 0)
    assert (a["warlord"].offense, a["warlord"].defense) == (1, 0)


def test_sue_and_tom_tribute_example(a: dict[str, ActionCard]) -> None:
    """Sue: Armed Man + Berzerker + Warlord = 4 offense; Tom: 1 Armed Man; Tom owes 1 food a year."""
    sue = a["armed_man"].offense + a["berzerker"].offense + a["warlord"].offense
    tom = a["armed_man"].defense
    assert sue == 4
    assert (sue - tom) // 2 == 1


def test_same_season_armed_man_does_not_change_tribute_but_mercenary_does(a: dict[str, ActionCard]) -> None:
    # Face actions happen before the Warlord ("last"); Armed Men join with the Back Actions, after it.
    order = ["meta", "face", "last", "back"]
    assert order.index(a["mercenary"].phase) < order.index(a["warlord"].phase) < order.index(a["armed_man"].phase)
    for card_id in ("dogs", "walls", "berzerker", "assassin"):
        assert a[card_id].phase == "face"


def test_meta_cards_play_first(a: dict[str, ActionCard], actions: tuple[ActionCard, ...]) -> None:
    assert {card.id for card in actions if card.phase == "meta"} == {"steal_opponents_card", "draw_2_cards"}


def test_assassin_is_single_use_and_not_in_the_tableau(a: dict[str, ActionCard]) -> None:
    assassin = a["assassin"]
    assert assassin.persistent is False
    assert assassin.effect == "eliminate_unit" and assassin.target == "opponent"
    assert (assassin.offense, assassin.defense) == (0, 0)


def test_silo_holds_5_extension_adds_2_cats_protect_3(a: dict[str, ActionCard]) -> None:
    assert a["silo"].storage == 5
    assert a["silo_extension"].storage == 2 and a["silo_extension"].effect == "extend_silo"
    assert a["cats"].storage == 3


def test_rabbits_are_played_on_an_opponent_and_take_all_unprotected_food(a: dict[str, ActionCard]) -> None:
    assert a["rabbits"].target == "opponent" and a["rabbits"].effect == "vermin_all"
    assert a["rabbits"].persistent  # "if you have Rabbits from an earlier turn"


def test_coyote_chases_all_cats_and_rabbits_on_one_farm(a: dict[str, ActionCard]) -> None:
    assert a["coyote"].effect == "chase_cats_and_rabbits"
    assert a["coyote"].target == "any"


def test_perennial_cannot_be_played_on_a_farm_with_rabbits(a: dict[str, ActionCard]) -> None:
    assert a["perennial"].field_effect == "perennial" and a["perennial"].effect == "not_with_rabbits"


@pytest.mark.parametrize(
    "card_id,upgrade",
    [
        ("fertilizer", "fertilizer"),
        ("irrigation", "irrigation"),
        ("protective_netting", "netting"),
        ("perennial", "perennial"),
    ],
)
def test_field_upgrades_are_upgrades(a: dict[str, ActionCard], card_id: str, upgrade: str) -> None:
    assert a[card_id].kind == "upgrade" and a[card_id].field_effect == upgrade and a[card_id].persistent


def test_almanac_shows_next_year_and_geezer_next_season(a: dict[str, ActionCard]) -> None:
    assert a["almanac"].peek == "next_year"
    assert a["geezer"].peek == "next_season"


def test_flexible_hand_increases_hand_size_by_1_and_two_can_be_held(a: dict[str, ActionCard]) -> None:
    assert a["flexible_hand"].hand_size == 1 and a["flexible_hand"].persistent
    assert a["flexible_hand"].count >= 2


def test_three_steal_cards_can_be_played_at_once(a: dict[str, ActionCard]) -> None:
    assert a["steal_opponents_card"].count >= 3


def test_more_than_one_warlord_and_more_than_one_cats(a: dict[str, ActionCard]) -> None:
    assert a["warlord"].count >= 2 and a["cats"].count >= 2


def test_armed_man_is_the_most_common_and_attack_cards_are_rare(
    a: dict[str, ActionCard], actions: tuple[ActionCard, ...]
) -> None:
    assert a["armed_man"].count == max(card.count for card in actions)
    for card_id in ("warlord", "assassin", "steal_opponents_card"):
        assert a[card_id].count <= 3


# --------------------------------------------------------------------------
# File format
# --------------------------------------------------------------------------


def test_every_card_has_provenance_rules_or_designed_and_short_text(
    climate: tuple[ClimateCard, ...], actions: tuple[ActionCard, ...]
) -> None:
    cards: list[ClimateCard | ActionCard] = [*climate, *actions]
    for card in cards:
        assert card.provenance in {"rules", "designed"}
        assert 0 < len(card.text) <= 120


def test_cards_are_frozen(c: dict[str, ClimateCard], a: dict[str, ActionCard]) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        c["locusts"].pests = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        a["silo"].storage = 9  # type: ignore[misc]


def test_loaders_default_to_the_packaged_files() -> None:
    assert load_climate() == load_climate(CLIMATE_FILE)
    assert load_actions() == load_actions(str(ACTIONS_FILE))


def test_deck_module_does_not_import_pandas() -> None:
    code = "import sys, farmlab.jelly_bean_farmers.cards; print('pandas' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --------------------------------------------------------------------------
# Broken files: messages name file, row and field
# --------------------------------------------------------------------------

Edit = Callable[[list[list[str]]], None]


def broken_copy(tmp_path: Path, source: Path, edit: Edit) -> Path:
    """Copy a deck file to tmp_path after applying ``edit`` to its rows (header = rows[0] = row 1)."""
    with source.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    edit(rows)
    target = tmp_path / source.name
    with target.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    return target


def set_cell(row: int, column: str, value: str) -> Edit:
    """Edit that sets a cell; ``row`` is the spreadsheet row number (header = 1)."""

    def edit(rows: list[list[str]]) -> None:
        rows[row - 1][rows[0].index(column)] = value

    return edit


def row_of(source: Path, card_id: str) -> int:
    with source.open(newline="", encoding="utf-8") as handle:
        for number, record in enumerate(csv.reader(handle), start=1):
            if record and record[0] == card_id:
                return number
    raise AssertionError(card_id)


def test_broken_deck_file_names_file_row_and_field(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(7, "drought", "abc"))
    with pytest.raises(DeckFileError) as info:
        load_climate(path)
    assert str(info.value) == "climate.csv, row 7, field 'drought': expected a whole number ≤ 0, got 'abc'"
    assert (info.value.file, info.value.row, info.value.field) == ("climate.csv", 7, "drought")
    assert info.value.problem == "expected a whole number ≤ 0, got 'abc'"


def test_broken_action_file_names_file_row_and_field(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(5, "kind", "soldier"))
    with pytest.raises(DeckFileError, match=r"^actions\.csv, row 5, field 'kind': expected one of .*got 'soldier'$"):
        load_actions(path)


def test_drought_can_never_be_positive(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(row_of(CLIMATE_FILE, "aphids"), "drought", "1"))
    with pytest.raises(DeckFileError, match=r"field 'drought'.*got '1'"):
        load_climate(path)


def test_missing_value_is_rejected(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(3, "persistent", ""))
    with pytest.raises(DeckFileError, match=r"^actions\.csv, row 3, field 'persistent': the value is missing$"):
        load_actions(path)


def test_missing_required_column_is_rejected(tmp_path: Path) -> None:
    def drop_pests(rows: list[list[str]]) -> None:
        index = rows[0].index("pests")
        for record in rows:
            del record[index]

    path = broken_copy(tmp_path, CLIMATE_FILE, drop_pests)
    with pytest.raises(DeckFileError, match=r"^climate\.csv, row 1, field 'pests': this column is missing from the header"):
        load_climate(path)


def test_unknown_column_is_rejected(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(1, "peek", "peak"))
    with pytest.raises(DeckFileError, match=r"row 1, field 'peak': unknown column"):
        load_actions(path)


def test_duplicate_id_is_rejected(tmp_path: Path) -> None:
    first, second = row_of(CLIMATE_FILE, "sun_and_showers"), row_of(CLIMATE_FILE, "gentle_rains")
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(second, "id", "sun_and_showers"))
    with pytest.raises(
        DeckFileError, match=rf"row {second}, field 'id': 'sun_and_showers' appears twice \(also row {first}\)"
    ):
        load_climate(path)


def test_provenance_must_be_rules_or_designed(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(2, "provenance", "guess"))
    with pytest.raises(DeckFileError, match=r"row 2, field 'provenance': expected one of rules, designed"):
        load_actions(path)


def test_text_longer_than_120_characters_is_rejected(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(2, "text", "x" * 121))
    with pytest.raises(DeckFileError, match=r"row 2, field 'text': .*at most 120"):
        load_climate(path)


def test_climate_total_other_than_24_is_rejected(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(row_of(CLIMATE_FILE, "aphids"), "count", "2"))
    with pytest.raises(DeckFileError, match=r"^climate\.csv, field 'count': the counts add up to 25 cards.*exactly 24"):
        load_climate(path)


def test_action_total_other_than_88_is_rejected(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(row_of(ACTIONS_FILE, "armed_man"), "count", "10"))
    with pytest.raises(DeckFileError, match=r"the counts add up to 87 cards.*exactly 88"):
        load_actions(path)


def test_missing_named_card_is_rejected(tmp_path: Path) -> None:
    # Rename Geezer to a card the rules don't name; the total stays 88.
    def edit(rows: list[list[str]]) -> None:
        set_cell(row_of(ACTIONS_FILE, "geezer"), "id", "old_timer")(rows)
        set_cell(row_of(ACTIONS_FILE, "geezer"), "name", "Old Timer")(rows)

    path = broken_copy(tmp_path, ACTIONS_FILE, edit)
    with pytest.raises(DeckFileError, match=r"'Geezer' \(id 'geezer'\) is named in the rules but is missing"):
        load_actions(path)


def test_card_contradicting_the_text_is_rejected(tmp_path: Path) -> None:
    row = row_of(ACTIONS_FILE, "berzerker")
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(row, "offense", "1"))
    with pytest.raises(DeckFileError, match=rf"row {row}, field 'offense': the rules say a Berzerker is worth 2"):
        load_actions(path)


def test_fewer_than_three_steal_cards_is_rejected(tmp_path: Path) -> None:
    def edit(rows: list[list[str]]) -> None:
        set_cell(row_of(ACTIONS_FILE, "steal_opponents_card"), "count", "2")(rows)
        set_cell(row_of(ACTIONS_FILE, "armed_man"), "count", "12")(rows)

    path = broken_copy(tmp_path, ACTIONS_FILE, edit)
    with pytest.raises(DeckFileError, match=r"field 'count': the rules need at least 3 Steal Opponent's Card"):
        load_actions(path)


def test_pair_beyond_minus6_is_rejected_naming_both_rows(tmp_path: Path) -> None:
    severe, locusts = row_of(CLIMATE_FILE, "severe_drought"), row_of(CLIMATE_FILE, "locusts")
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(locusts, "pests", "-4"))
    with pytest.raises(DeckFileError) as info:
        load_climate(path)
    assert info.value.row == locusts
    assert str(info.value).startswith(
        f"climate.csv, row {locusts}: Locusts + Severe Drought (row {severe}) give -7 for a field with no protection"
    )


def test_two_copies_of_one_card_are_a_pair_too(tmp_path: Path) -> None:
    severe = row_of(CLIMATE_FILE, "severe_drought")
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(severe, "drought", "-4"))
    with pytest.raises(DeckFileError, match=rf"^climate\.csv, row {severe}: two Severe Drought cards give -8"):
        load_climate(path)


def test_protected_field_beyond_plus3_is_rejected(tmp_path: Path) -> None:
    # Heat Wave at +2 growth: unprotected Perfect + Heat Wave is +2, but irrigated it would be +4.
    path = broken_copy(tmp_path, CLIMATE_FILE, set_cell(row_of(CLIMATE_FILE, "heat_wave"), "weather", "2"))
    with pytest.raises(
        DeckFileError, match=r"Heat Wave \+ Perfect Growing Weather \(row 2\) give \+4 for a field with Irrigation"
    ):
        load_climate(path)


def test_frequent_normal_seasons_are_rejected(tmp_path: Path) -> None:
    # Soften the four storm cards from -2 to -1 growth: many (+1, -1) pairs make "normal" common.
    def edit(rows: list[list[str]]) -> None:
        for card_id in ("driving_rain", "fire", "flash_flood", "late_frost"):
            set_cell(row_of(CLIMATE_FILE, card_id), "weather", "-1")(rows)

    path = broken_copy(tmp_path, CLIMATE_FILE, edit)
    with pytest.raises(DeckFileError, match=r"'normal' production .* happens in \d+\.\d% of seasons"):
        load_climate(path)


def test_action_columns_must_agree_with_kind(tmp_path: Path) -> None:
    row = row_of(ACTIONS_FILE, "cats")
    path = broken_copy(tmp_path, ACTIONS_FILE, set_cell(row, "storage", "0"))
    with pytest.raises(DeckFileError, match=rf"row {row}, field 'storage': storage cards must protect food"):
        load_actions(path)


def test_missing_file_is_a_deck_file_error(tmp_path: Path) -> None:
    with pytest.raises(DeckFileError, match=r"^climate\.csv: cannot be opened"):
        load_climate(tmp_path / "climate.csv")


def test_deck_file_error_is_a_value_error() -> None:
    assert issubclass(DeckFileError, ValueError)


def test_deck_file_error_is_the_core_one() -> None:
    from farmlab.core.errors import DeckFileError as CoreDeckFileError
    from farmlab.core.errors import FarmlabError

    assert DeckFileError is CoreDeckFileError and issubclass(DeckFileError, FarmlabError)


def test_comment_lines_are_skipped_but_counted_as_rows(tmp_path: Path) -> None:
    def add_comments(rows: list[list[str]]) -> None:
        rows.insert(0, ["# a what-if deck"])
        rows.insert(3, ["# the next card"])

    path = broken_copy(tmp_path, CLIMATE_FILE, add_comments)
    assert load_climate(path) == load_climate()

    def break_row_6(rows: list[list[str]]) -> None:
        rows[5][rows[1].index("drought")] = "abc"  # rows[1] is the header now

    broken = broken_copy(tmp_path, path, break_row_6)
    with pytest.raises(DeckFileError, match=r"^climate\.csv, row 6, field 'drought': expected a whole number"):
        load_climate(broken)
