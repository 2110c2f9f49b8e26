"""What is on the table, read from the controller's models, the session's
``TableSnapshot`` (``TableCommands.shown()``) and the viewer's PlayerView."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Act
from ...engine.cards import SUIT_SYMBOLS, SUITS, Card, bower_kind
from ...engine.state import Phase
from ...engine.view import PlayerView
from ...session import TableSnapshot
from ..play.models import CardRole, LegalRole, SeatRole, WinningRole, column
from ..words import describe, gamewords, who
from .commands import TableCommands
from .layout import HandCard, Plate, TableContent, TopPile, TrickCard

SELECTED_LIFT = 0.22  # a chosen discard, in card heights
POINTED_LIFT = 0.08  # the card under the mouse or the focus ring


translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def hand_cards(c: TableCommands) -> list[Card]:
    """The viewer's cards, left to right."""
    return [Card.parse(text) for text in column(c.hand_model, CardRole)]


def table_content(
    c: TableCommands,
    v: PlayerView,
    selected: set[Card],
    hover: Card | None,
    focus: int | None,
    wide: bool,
) -> TableContent:
    """The table for the viewer: ``selected`` discards, the card under the mouse, the
    card with the focus ring (None when the ring is hidden); ``wide`` tables name the
    bots' levels."""
    shown = c.shown()
    return TableContent(
        viewer=shown.viewer,
        dealer=v.dealer,
        hand=_hand(c, shown, v, selected, hover, focus),
        hand_sizes=v.hand_sizes,
        sitting_out=v.sitting_out,
        top=_top_piles(shown, v),
        trick=_trick(c, v),
        trick_winner=c.trick_model.winner,
        trump=SUITS[v.trump] if v.trump is not None else None,
        board_lines=_board_lines(shown, v),
        plates=tuple(_plate(shown, v, seat, wide) for seat in range(3)),
        open_hands=tuple(tuple(str(card) for card in hand) for hand in shown.open_hands),
    )


def _hand(
    c: TableCommands, shown: TableSnapshot, v: PlayerView, selected: set[Card],
    hover: Card | None, focus: int | None
) -> tuple[HandCard, ...]:
    my_turn = shown.human_to_act
    pointing = my_turn and v.phase in (Phase.DISCARD, Phase.PLAY)
    blocked = my_turn and v.phase == Phase.PLAY and not v.rules.callable_reneges \
        and not _lesson_asks(c, shown)
    hinted = {a.card for a in shown.hint if a.act in (Act.PLAY, Act.DISCARD)}
    cards = []
    for i, (card, legal) in enumerate(
        zip(hand_cards(c), column(c.hand_model, LegalRole), strict=True)
    ):
        lift = 0.0
        if card in selected or card == shown.auto_card:  # chosen, or played for the player
            lift = SELECTED_LIFT
        elif pointing and (card == hover or i == focus):
            lift = POINTED_LIFT
        dimmed = blocked and not legal
        badge, tip = bower_aid(c, v, card)
        if dimmed and c.aids:
            tip = c.why_not(card)
        cards.append(
            HandCard(
                str(card),
                lift,
                dimmed=dimmed,
                selected=card in selected,
                focused=pointing and i == focus,
                highlight=card in hinted or card == shown.auto_card,
                badge=badge,
                tip=tip,
            )
        )
    return tuple(cards)


def _lesson_asks(c: TableCommands, shown: TableSnapshot) -> bool:
    """Whether a lesson's step that is not asking for a card is on the table: no card is
    dimmed then, so that the cards do not answer a question of the step (which may be
    played) before the learner does."""
    session = c.lesson
    if session is None or not shown.scripted:
        return False
    step = session.step
    return step is not None and step.kind != "do"


def bower_aid(c: TableCommands, v: PlayerView, card: Card) -> tuple[str, str]:
    """The learning aid on a bower while trump is known: its tag and its tooltip;
    ("", "") for every other card, or with the aids off."""
    trump = v.trump
    bower = bower_kind(int(card), trump)
    if not c.aids or trump is None or bower is None:
        return "", ""
    if bower == "left":
        return (
            translate("TableView", "Left {0}").format(SUIT_SYMBOLS[trump]),
            translate(
                "TableView",
                "The left bower: while {0} are trump, the {1} counts as one of the {0}, "
                "the second-highest trump.",
            ).format(gamewords.suit_name(trump), card.pretty()),
        )
    return (
        translate("TableView", "Right {0}").format(SUIT_SYMBOLS[trump]),
        translate("TableView", "The right bower: the {0}, the highest trump.").format(
            card.pretty()
        ),
    )


def _trick(c: TableCommands, v: PlayerView) -> tuple[TrickCard, ...]:
    model = c.trick_model
    led = translate("TableView", "Led")
    return tuple(
        TrickCard(seat, card, winning,
                  " · ".join(t for t in (led if i == 0 else "",
                                         bower_aid(c, v, Card.parse(card))[0]) if t))
        for i, (seat, card, winning) in enumerate(zip(
            column(model, SeatRole),
            column(model, CardRole),
            column(model, WinningRole),
            strict=True,
        ))
    )


def _top_piles(shown: TableSnapshot, v: PlayerView) -> tuple[TopPile, ...]:
    """The ghost or dead hand (Ghost Hand); the dummy and the kitty (Cutthroat)."""
    open_pile = tuple(str(card) for card in shown.open_pile)  # all cards open
    if v.rules.is_ghost:
        if v.swapped_by is None:
            ghost = open_pile or (None,) * 6
            return (TopPile("ghost", ghost, translate("TableView", "Ghost hand")),)
        label = who.dead_hand_label(list(shown.names), v.swapped_by, shown.human)
        dead = tuple(str(x) for x in v.my_dead_hand) or open_pile or (None,) * 6
        return (TopPile("dead", dead, label),)
    if v.phase == Phase.DEAL or v.up_card is None:
        return ()
    dummy = open_pile or (None,) * 5
    piles = [] if v.took_dummy else [TopPile("dummy", dummy, translate("TableView", "Dummy"))]
    kitty: tuple[str | None, ...] = (None,) * 3
    if not v.up_card_taken and v.turned_down is None:
        kitty += (str(v.up_card),)
        label = translate("TableView", "Kitty: {0} turned up").format(v.up_card.pretty())
    elif v.up_card_taken:
        label = translate("TableView", "Kitty (the {0} was picked up)").format(v.up_card.pretty())
    else:
        kitty += (None,)
        label = translate("TableView", "Kitty ({0} turned down)").format(v.up_card.pretty())
    return (*piles, TopPile("kitty", kitty, label))


def _board_lines(shown: TableSnapshot, v: PlayerView) -> tuple[str, ...]:
    """The trump (or the hand's number), the contract and the target."""
    if v.trump is not None:
        lines = [translate("TableView", "Trump: {0}").format(gamewords.suit_name(v.trump))]
    else:
        lines = [translate("TableView", "Hand {0}").format(v.hand_number + 1)]
    contract = describe.contract(v, list(shown.names), v.rules, shown.human)
    if contract:
        lines.append(contract)
    lines.append(translate("TableView", "Playing to {0}").format(v.rules.target))
    return tuple(numbers_kept_with_words(line) for line in lines)


def numbers_kept_with_words(line: str) -> str:
    """``line`` with each number joined to the word before it by a no-break space, so a
    board line wraps as "Bartholomew Cunningham / bid 3", never "… bid / 3"."""
    return re.sub(r"(?<=\S) (?=\d)", "\u00a0", line)


def _passed(v: PlayerView, seat: int) -> bool:
    """Whether ``seat``'s last call of this hand was a pass, while the calls go on."""
    if v.phase in (Phase.DEAL, Phase.PLAY, Phase.HAND_OVER):
        return False
    calls = [a.act for s, a in v.log if s == seat and a.act not in (Act.PLAY, Act.DISCARD)]
    return bool(calls) and calls[-1] == Act.PASS


def _plate(shown: TableSnapshot, v: PlayerView, seat: int, wide: bool) -> Plate:
    status = ""
    if seat == shown.thinking:
        status = translate("TableView", "thinking")
    elif v.sitting_out == seat:
        status = translate("TableView", "sits out")
    elif _passed(v, seat):
        status = translate("TableView", "passed")
    badge = ""
    if v.declarer == seat:
        if v.rules.is_ghost and v.high_bid:
            badge = (
                translate("TableView", "moon")
                if v.high_bid == 6
                else translate("TableView", "bid {0}").format(v.high_bid)
            )
        elif not v.rules.is_ghost:
            badge = translate("TableView", "maker")
    if seat in v.alone:
        badge = (badge + " · " if badge else "") + translate("TableView", "alone")
    levels = shown.levels
    level = gamewords.level_name(levels[seat]) if seat != shown.human and levels[seat] else ""
    return Plate(
        name=shown.names[seat],
        level=translate("TableView", "{0} bot").format(gamewords.level_name(level))
        if level and wide else "",
        detail=translate("TableView", "Score {0}  ·  Tricks {1}").format(
            describe.score_text(v.scores[seat]), v.tricks_won[seat]
        ),
        status=status,
        badge=badge,
        dealer=v.dealer == seat,
        active=v.to_act == seat and v.phase not in (Phase.HAND_OVER, Phase.DEAL),
        thinking=seat == shown.thinking,
    )
