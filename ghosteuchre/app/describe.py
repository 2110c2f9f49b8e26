"""Sentences for the log, the status line and the hand summary (all through tr())."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.actions import Act, Action
from ..engine.cards import SUIT_SYMBOLS, Card
from ..engine.rules import Rules
from ..engine.state import HandResult, Phase
from ..engine.view import PlayerView


def tr(text: str) -> str:
    return QCoreApplication.translate("Describe", text)


def suit_name(suit: int) -> str:
    return (tr("clubs"), tr("diamonds"), tr("hearts"), tr("spades"))[suit]


def suit_label(suit: int) -> str:
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}"


def bid_text(bid: int) -> str:
    return tr("the moon") if bid == 6 else str(bid)


def action_line(
    names: list[str], seat: int, action: Action, view: PlayerView
) -> str | None:
    """A log line for a bid or decision; None for plays and discards."""
    name = names[seat]
    act = action.act
    up = view.up_card.pretty() if view.up_card is not None else ""
    if act == Act.SWAP:
        return tr("{0} swaps with the ghost hand").format(name)
    if act == Act.BID:
        return tr("{0} bids {1}").format(name, action.arg)
    if act == Act.MOON:
        return tr("{0} shoots the moon").format(name)
    if act == Act.PASS:
        return tr("{0} passes").format(name)
    if act == Act.TRUMP:
        return tr("{0} names {1}").format(name, suit_label(action.arg))
    if act == Act.ORDER:
        if seat == view.dealer:
            return tr("{0} accepts the {1}").format(name, up)
        return tr("{0} orders up the {1}").format(name, up)
    if act == Act.PICKUP:
        return tr("{0} picks up the {1}").format(name, up)
    if act == Act.DECLINE:
        return tr("{0} leaves the {1}").format(name, up)
    if act == Act.DUMMY:
        return tr("{0} takes the dummy").format(name)
    if act == Act.ALONE:
        if seat == view.declarer:
            return tr("{0} goes alone").format(name)
        return tr("{0} defends alone").format(name)
    if act == Act.CALL_RENEGE:
        return tr("{0} calls a renege on {1}").format(name, names[action.arg])
    return None


def log_lines(names: list[str], view: PlayerView) -> list[str]:
    lines = []
    for seat, action in view.log:
        line = action_line(names, seat, action, view)
        if line:
            lines.append(line)
    return lines


def prompt(view: PlayerView, names: list[str]) -> str:
    """What the player to act is asked to do, in the second person for the viewer."""
    if view.phase == Phase.HAND_OVER:
        return tr("Hand over")
    if view.to_act is None:
        return ""
    if view.to_act != view.seat:
        return tr("{0} to play").format(names[view.to_act]) if view.phase == Phase.PLAY else (
            tr("{0} to decide").format(names[view.to_act])
        )
    phase = view.phase
    if phase == Phase.BID:
        return tr("Your bid: swap with the ghost hand, bid, shoot the moon or pass")
    if phase == Phase.DECLARE:
        return tr("You won the bid: name trump")
    if phase == Phase.ROUND1:
        return tr("Order up the {0}, or pass").format(view.up_card.pretty() if view.up_card else "")
    if phase == Phase.PICKUP:
        return tr("Pick up the {0} (then discard), or decline").format(
            view.up_card.pretty() if view.up_card else ""
        )
    if phase == Phase.ROUND2:
        return tr("Name a suit, or pass")
    if phase == Phase.CHOICE:
        return tr("Take the dummy, or go alone")
    if phase == Phase.DISCARD:
        count = len(view.hand) - 5
        return tr("Choose {0} card(s) to discard, then confirm").format(count)
    if phase == Phase.DEFEND:
        return tr("Defend alone, or pass")
    if phase == Phase.PLAY:
        return tr("Your lead") if not view.trick else tr("Your turn: play a card")
    return ""


def contract(
    view: PlayerView | HandResult, names: list[str], rules: Rules, you: int | None = None
) -> str:
    """The declarer/maker with the bid (or 'alone'), e.g. 'Ada bid 4' or 'Bo made ♥ alone'."""
    declarer = view.declarer
    if declarer is None:
        return ""
    if rules.is_ghost:
        bid = view.high_bid if isinstance(view, PlayerView) else (view.bid or 0)
        if not bid:
            return ""
        if bid == 6:
            return tr("{0} shoots the moon").format(names[declarer])
        return tr("{0} bid {1}").format(names[declarer], bid)
    if declarer == you:
        text = tr("You are the maker, alone") if declarer in view.alone else tr(
            "You are the maker")
    elif declarer in view.alone:
        text = tr("{0} is the maker, alone").format(names[declarer])
    else:
        text = tr("{0} is the maker").format(names[declarer])
    defenders = [s for s in view.alone if s != declarer]
    if defenders:
        text += tr("; {0} defends alone").format(names[defenders[0]])
    return text


def hand_summary(result: HandResult, names: list[str], rules: Rules) -> list[str]:
    """The outcome of a finished hand: the contract, tricks and points with their rule."""
    if result.void:
        return [tr("Everybody passed: no points, and the deal passes left.")]
    lines: list[str] = []
    d = result.declarer
    assert d is not None
    won = result.tricks_won
    trump = suit_label(result.trump) if result.trump is not None else ""
    if rules.is_ghost:
        bid = result.bid or 0
        if bid == 6:
            if won[d] == 6:
                lines.append(
                    tr("{0} shot the moon in {1} and took all 6 tricks: +{2}.").format(
                        names[d], trump, rules.moon_points
                    )
                )
            else:
                lines.append(
                    tr("{0} shot the moon in {1} but took {2} trick(s): -{3}.").format(
                        names[d], trump, won[d], rules.moon_failure
                    )
                )
        elif won[d] >= bid:
            lines.append(
                tr("{0} bid {1} in {2} and took {3}: +{3}, one per trick.").format(
                    names[d], bid, trump, won[d]
                )
            )
        else:
            lines.append(
                tr("{0} bid {1} in {2} but took only {3}: -{1}, the bid is lost.").format(
                    names[d], bid, trump, won[d]
                )
            )
        for s in range(3):
            if s != d:
                lines.append(
                    tr("{0} took {1} trick(s): +{1}, one per trick.").format(names[s], won[s])
                )
    else:
        alone = d in result.alone
        lone_defenders = [s for s in result.alone if s != d]
        maker = names[d] + (tr(" (alone)") if alone else "")
        defenders = [s for s in range(3) if s != d]
        against = 5 - won[d]
        if won[d] == 5:
            points = rules.alone_march_points if alone else rules.march_points
            lines.append(
                tr("{0} made {1} and took all 5 tricks, a march: +{2}.").format(
                    maker, trump, points
                )
            )
        elif won[d] >= 3:
            lines.append(
                tr("{0} made {1} and took {2} tricks: +1.").format(maker, trump, won[d])
            )
        elif lone_defenders:
            each = 4 if won[d] == 0 else 2
            lines.append(
                tr("{0} defended alone; the defenders took {1} tricks: each defender +{2}.").format(
                    names[lone_defenders[0]], against, each
                )
            )
        else:
            lines.append(
                tr("{0} made {1} but took only {2} trick(s), euchred: each defender +{3}.").format(
                    maker, trump, won[d], rules.euchre_points
                )
            )
        lines.append(
            tr("Tricks: {0}").format(
                ", ".join(f"{names[s]} {won[s]}" for s in [d, *defenders])
            )
        )
    for r in result.reneges:
        if r.called_by is None:
            lines.append(
                tr("{0} reneged on trick {1}; nobody called it.").format(names[r.seat], r.trick + 1)
            )
        else:
            lines.append(
                tr("{0} reneged on trick {1}, called by {2}: -{3}.").format(
                    names[r.seat], r.trick + 1, names[r.called_by], rules.renege_penalty
                )
            )
    return lines


def row_label(result: HandResult, names: list[str], rules: Rules) -> str:
    if result.void:
        return tr("All passed")
    text = contract(result, names, rules)
    if result.trump is not None:
        text += f" {SUIT_SYMBOLS[result.trump]}"
    return text


def card_text(card: Card) -> str:
    return card.pretty()
