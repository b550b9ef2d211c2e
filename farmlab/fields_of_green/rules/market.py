"""Section "Go to Market": discard the selected card and gain 2 coins plus 2 coins per food paid,
selling at most 2 food each time (discard: 2 coins; + 1 food: 4; + 2 food: 6). Discarded cards
lie face up, for all to see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalActionError
from .build import pay_food
from .sections import MARKET, R_MARKET

if TYPE_CHECKING:  # pragma: no cover
    from ..game import FieldsOfGreen

BASE = 2
PER_FOOD = 2
MOST_FOOD = 2


def check_market(g: FieldsOfGreen, seat: int, food: int) -> None:
    if not 0 <= food <= MOST_FOOD:
        raise IllegalActionError(f"At the market you may sell from 0 to {MOST_FOOD} food each time.", rule=R_MARKET)
    if food > g.farms[seat].food:
        raise IllegalActionError(f"You have only {g.farms[seat].food} food to sell.", rule=R_MARKET)


def go_to_market(g: FieldsOfGreen, seat: int, card: int, food: int) -> None:
    base, per_food = g.market_prices()
    coins = base + per_food * food
    farm = g.farms[seat]
    g.table.discard.append(card)
    if food:
        pay_food(g, seat, food)
    farm.coins += coins
    farm.markets += 1
    g.emit((MARKET, seat, card, food, coins))
