"""Sentences for the log, the status line and the hand summary.

Every sentence is a literal ``translate("Describe", ...)`` (pyside6-lupdate collects
them; docs/app.md, "Translations"); counted ones use ``%n``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale

from ...engine.actions import Act, Action
from ...engine.cards import SUIT_SYMBOLS
from ...engine.rules import Rules
from ...engine.scoring import Entry, Rule
from ...engine.state import HandResult
from ...engine.values import Value
from ...engine.view import PlayerView
from . import who
from .gamewords import suit_label, translate
from .refusalwords import refusal as refusal  # the controller and the overlays read it here
from .trickwords import trick_line


def _says(you: bool, second: str, third: str, name: str) -> str:
    """The second-person sentence for the player, the third-person one for the others."""
    return second if you else third.format(name)


def action_line(
    names: list[str], seat: int, action: Action, view: PlayerView, you: int | None = None
) -> str | None:
    """A log line for a bid or decision; None for plays and discards."""
    name = names[seat]
    me = seat == you
    act = action.act
    up = view.up_card.pretty() if view.up_card is not None else ""
    if act == Act.SWAP:
        return _says(
            me,
            translate("Describe", "You swap with the ghost hand"),
            translate("Describe", "{0} swaps with the ghost hand"),
            name,
        )
    if act == Act.BID:
        return (
            translate("Describe", "You bid {0}").format(action.arg)
            if me
            else translate("Describe", "{0} bids {1}").format(name, action.arg)
        )
    if act == Act.MOON:
        return _says(
            me,
            translate("Describe", "You shoot the moon"),
            translate("Describe", "{0} shoots the moon"),
            name,
        )
    if act == Act.PASS:
        return _says(
            me, translate("Describe", "You pass"), translate("Describe", "{0} passes"), name
        )
    if act == Act.TRUMP:
        suit = suit_label(action.arg)
        return (
            translate("Describe", "You name {0}").format(suit)
            if me
            else translate("Describe", "{0} names {1}").format(name, suit)
        )
    if act == Act.ORDER:
        if seat == view.dealer:
            return (
                translate("Describe", "You accept the {0}").format(up)
                if me
                else translate("Describe", "{0} accepts the {1}").format(name, up)
            )
        return (
            translate("Describe", "You order up the {0}").format(up)
            if me
            else translate("Describe", "{0} orders up the {1}").format(name, up)
        )
    if act == Act.PICKUP:
        return (
            translate("Describe", "You pick up the {0}").format(up)
            if me
            else translate("Describe", "{0} picks up the {1}").format(name, up)
        )
    if act == Act.DECLINE:
        return (
            translate("Describe", "You leave the {0}").format(up)
            if me
            else translate("Describe", "{0} leaves the {1}").format(name, up)
        )
    if act == Act.DUMMY:
        return _says(
            me,
            translate("Describe", "You take the dummy"),
            translate("Describe", "{0} takes the dummy"),
            name,
        )
    if act == Act.ALONE:
        if seat == view.declarer:
            return _says(
                me,
                translate("Describe", "You go alone"),
                translate("Describe", "{0} goes alone"),
                name,
            )
        return _says(
            me,
            translate("Describe", "You defend alone"),
            translate("Describe", "{0} defends alone"),
            name,
        )
    if act == Act.CALL_RENEGE:  # who, on whom ("you" too) and what it cost
        return renege_called(names, seat, action.arg, view.rules.renege_penalty, you)
    return None


def log_lines(
    names: list[str],
    view: PlayerView,
    you: int | None = None,
    reasons: Mapping[int, str] | None = None,
    hints: Mapping[int, str] | None = None,
) -> list[str]:
    """This hand's bids and decisions, one line each, and each finished trick in one
    line (``trick_line``); ``reasons`` gives the bots' reasons by the action's place in
    the hand, shown after its line; ``hints`` the hints the player was given, by the
    place of the action they were given for, each on a line of its own before it."""
    lines = []
    tricks = iter(view.tricks)
    trick = next(tricks, None)
    played = 0  # cards of ``trick`` played so far
    hints = hints or {}
    for i, (seat, action) in enumerate(view.log):
        if i in hints:
            lines.append(hints[i])
        if action.act == Act.PLAY and trick is not None:
            played += 1
            if played == len(trick.plays):
                lines.append(trick_line(names, trick, view.trump, you))
                trick, played = next(tricks, None), 0
            continue
        line = action_line(names, seat, action, view, you)
        reason = reasons.get(i, "") if reasons else ""
        if line and reason:
            line = translate("Describe", "{0} — {1}").format(line, reason)
        if line:
            lines.append(line)
    if len(view.log) in hints:
        lines.append(hints[len(view.log)])
    return lines


def suggestion(actions: list[Action], view: PlayerView) -> str:
    """What a hint suggests, in the imperative: "play the J♥", "bid 4"."""
    action = actions[0]
    act = action.act
    up = view.up_card.pretty() if view.up_card is not None else ""
    if act == Act.PLAY:
        return translate("Describe", "play the {0}").format(action.card.pretty())
    if act == Act.DISCARD:
        return translate("Describe", "discard {0}").format(
            ", ".join(a.card.pretty() for a in actions)
        )
    if act == Act.BID:
        return translate("Describe", "bid {0}").format(action.arg)
    if act == Act.TRUMP:
        return translate("Describe", "name {0}").format(suit_label(action.arg))
    if act == Act.ORDER:
        return (
            translate("Describe", "accept the {0}").format(up)
            if view.seat == view.dealer
            else translate("Describe", "order up the {0}").format(up)
        )
    if act == Act.ALONE:
        return (
            translate("Describe", "go alone")
            if view.seat == view.declarer
            else translate("Describe", "defend alone")
        )
    return {
        Act.SWAP: translate("Describe", "swap with the ghost hand"),
        Act.MOON: translate("Describe", "shoot the moon"),
        Act.PASS: translate("Describe", "pass"),
        Act.PICKUP: translate("Describe", "pick up the {0}").format(up),
        Act.DECLINE: translate("Describe", "leave the {0}").format(up),
        Act.DUMMY: translate("Describe", "take the dummy"),
    }.get(act, str(action))


def trick_taken(names: list[str], winner: int, you: int | None) -> str:
    return _says(
        winner == you,
        translate("Describe", "You take the trick"),
        translate("Describe", "{0} takes the trick"),
        names[winner],
    )


def renege_called(
    names: list[str], caller: int, accused: int, penalty: int, you: int | None
) -> str:
    """The notice of a successful renege call."""
    if caller == you:
        text = translate("Describe", "You call a renege on {0}: {0} loses %n point(s)", "", penalty)
        return text.format(names[accused])
    if accused == you:
        text = translate("Describe", "{0} calls a renege on you: you lose %n point(s)", "", penalty)
        return text.format(names[caller])
    text = translate("Describe", "{0} calls a renege on {1}: {1} loses %n point(s)", "", penalty)
    return text.format(names[caller], names[accused])


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
            return _says(
                declarer == you,
                translate("Describe", "You shoot the moon"),
                translate("Describe", "{0} shoots the moon"),
                names[declarer],
            )
        return translate("Describe", "{0} bid {1}").format(names[declarer], bid)
    if declarer == you:
        text = (
            translate("Describe", "You are the maker, alone")
            if declarer in view.alone
            else translate("Describe", "You are the maker")
        )
    elif declarer in view.alone:
        text = translate("Describe", "{0} is the maker, alone").format(names[declarer])
    else:
        text = translate("Describe", "{0} is the maker").format(names[declarer])
    defenders = [s for s in view.alone if s != declarer]
    if defenders:
        text += _says(
            defenders[0] == you,
            translate("Describe", "; you defend alone"),
            translate("Describe", "; {0} defends alone"),
            names[defenders[0]],
        )
    return text


class SummaryRow(Value):
    """One player's line of the hand summary."""

    name: str
    tricks: str  # "—" for a player who sat out
    points: int
    rule: str  # the rule (or rules) that produced the points
    rule_code: str = ""  # the first of those rules (engine.scoring.Rule), "" for none


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else (f"\u2212{-points}" if points < 0 else "0")


def number(value: float, decimals: int = 1) -> str:
    """A number with ``decimals`` decimals as the app's language writes it ("2,3" in
    Galician, Croatian and Dutch; "2.3" in English)."""
    return QLocale().toString(float(value), "f", decimals)


def score_text(score: int) -> str:
    """A score as the player reads it: a negative one with the same minus sign as
    ``signed`` points."""
    return f"\u2212{-score}" if score < 0 else str(score)


def hand_table(
    result: HandResult, names: list[str], rules: Rules, you: int | None = None
) -> tuple[str, list[SummaryRow]]:
    """The headline of a finished hand and each player's tricks, points and rule."""
    if result.void:
        return translate("Describe", "Everybody passed: no points, and the deal passes left."), []
    d = result.declarer
    assert d is not None
    won = result.tricks_won
    trump = suit_label(result.trump) if result.trump is not None else ""
    sat_out: set[int] = set()
    if rules.is_ghost:
        bid = result.bid or 0
        if bid == 6:
            headline = (
                translate("Describe", "You shot the moon in {0}").format(trump)
                if d == you
                else translate("Describe", "{0} shot the moon in {1}").format(names[d], trump)
            )
        else:
            headline = (
                translate("Describe", "You bid {0} in {1}").format(bid, trump)
                if d == you
                else translate("Describe", "{0} bid {1} in {2}").format(names[d], bid, trump)
            )
    else:
        lone = [s for s in result.alone if s != d]
        if lone:
            sat_out = {s for s in range(3) if s not in (d, lone[0])}
        if won[d] < 3 and d in result.alone:
            headline = (
                translate("Describe", "You went alone in {0} and were euchred").format(trump)
                if d == you
                else translate("Describe", "{0} went alone in {1} and was euchred").format(
                    names[d], trump
                )
            )
        elif won[d] < 3:
            headline = (
                translate("Describe", "You were euchred in {0}").format(trump)
                if d == you
                else translate("Describe", "{0} was euchred in {1}").format(names[d], trump)
            )
        elif won[d] == rules.tricks_per_hand and d in result.alone:
            headline = (
                translate("Describe", "You marched alone in {0}").format(trump)
                if d == you
                else translate("Describe", "{0} marched alone in {1}").format(names[d], trump)
            )
        elif won[d] == rules.tricks_per_hand:
            headline = (
                translate("Describe", "You marched in {0}").format(trump)
                if d == you
                else translate("Describe", "{0} marched in {1}").format(names[d], trump)
            )
        elif d in result.alone:
            headline = (
                translate("Describe", "You made {0}, alone").format(trump)
                if d == you
                else translate("Describe", "{0} made {1}, alone").format(names[d], trump)
            )
        else:
            headline = (
                translate("Describe", "You made {0}").format(trump)
                if d == you
                else translate("Describe", "{0} made {1}").format(names[d], trump)
            )
        if lone:
            headline += _says(
                lone[0] == you,
                translate("Describe", "; you defended alone"),
                translate("Describe", "; {0} defended alone"),
                names[lone[0]],
            )
    why: list[list[str]] = [[], [], []]
    codes = ["", "", ""]
    for entry in result.score(rules).entries:
        for s in entry.seats:
            why[s].append(rule_text(entry, names, you))
            codes[s] = codes[s] or str(entry.rule)
    rows = [
        SummaryRow(
            names[s],
            "\u2014" if s in sat_out else str(won[s]),
            result.points[s],
            "; ".join(why[s]) or ("\u2014"),
            codes[s],
        )
        for s in range(3)
    ]
    return headline, rows


def rule_text(entry: Entry, names: list[str], you: int | None = None) -> str:
    """Why a player scored, for one rule of the hand's scoring."""
    rule = entry.rule
    if rule == Rule.BID_MADE:
        return translate("Describe", "Bid {0} made: +1 a trick").format(entry.bid)
    if rule == Rule.SET:
        return translate("Describe", "Bid {0} lost: \u2212{0}").format(entry.bid)
    if rule == Rule.MOON_MADE:
        return translate("Describe", "Moon made: +{0}").format(entry.points)
    if rule == Rule.MOON_FAILED:
        return translate("Describe", "Moon failed: \u2212{0}").format(-entry.points)
    if rule == Rule.TRICKS and entry.points == 0:
        return translate("Describe", "No tricks")
    if rule == Rule.MARCH:
        return translate("Describe", "March, all 5 tricks: +{0}").format(entry.points)
    if rule == Rule.ALONE_MARCH:
        return translate("Describe", "Lone march: +{0}").format(entry.points)
    if rule == Rule.EUCHRE:
        return translate("Describe", "Euchred: each defender +{0}").format(entry.points)
    if rule == Rule.RENEGE_NOT_CALLED:
        return translate("Describe", "Renege on trick {0}, not called").format(entry.trick + 1)
    if rule == Rule.RENEGE_CALLED:
        assert entry.called_by is not None
        return who.renege_called_by(names, entry.called_by, -entry.points, you)
    return {
        Rule.TRICKS: translate("Describe", "+1 a trick"),
        Rule.MADE: translate("Describe", "Maker took 3 or 4 tricks: +1"),
        Rule.EUCHRED: translate("Describe", "Euchred"),
        Rule.BEATEN_ALONE: translate("Describe", "Beaten by a lone defender"),
        Rule.DEFENDED_ALONE: translate("Describe", "Lone defence took 3 or 4: each defender +2"),
        Rule.DEFENDED_ALONE_ALL: translate("Describe", "Lone defence took all 5: each defender +4"),
    }[rule]


def hand_summary(
    result: HandResult, names: list[str], rules: Rules, you: int | None = None
) -> list[str]:
    """The hand summary as lines of text: the headline, then one line per player."""
    headline, rows = hand_table(result, names, rules, you)
    return [headline] + [
        translate("Describe", "{0}: tricks {1}, {2} ({3})").format(
            r.name, r.tricks, signed(r.points), r.rule
        )
        for r in rows
    ]


def row_label(
    result: HandResult, names: list[str], rules: Rules, you: int | None = None
) -> str:
    if result.void:
        return translate("Describe", "All passed")
    text = contract(result, names, rules, you)
    if result.trump is not None:
        text += f" {SUIT_SYMBOLS[result.trump]}"
    return text
