"""Sentences for the log, the status line and the hand summary (all through tr())."""

from __future__ import annotations

from dataclasses import dataclass

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
        return _says(me, tr("You swap with the ghost hand"),
                     tr("{0} swaps with the ghost hand"), name)
    if act == Act.BID:
        return tr("You bid {0}").format(action.arg) if me else tr("{0} bids {1}").format(
            name, action.arg)
    if act == Act.MOON:
        return _says(me, tr("You shoot the moon"), tr("{0} shoots the moon"), name)
    if act == Act.PASS:
        return _says(me, tr("You pass"), tr("{0} passes"), name)
    if act == Act.TRUMP:
        suit = suit_label(action.arg)
        return tr("You name {0}").format(suit) if me else tr("{0} names {1}").format(name, suit)
    if act == Act.ORDER:
        if seat == view.dealer:
            return tr("You accept the {0}").format(up) if me else tr(
                "{0} accepts the {1}").format(name, up)
        return tr("You order up the {0}").format(up) if me else tr(
            "{0} orders up the {1}").format(name, up)
    if act == Act.PICKUP:
        return tr("You pick up the {0}").format(up) if me else tr(
            "{0} picks up the {1}").format(name, up)
    if act == Act.DECLINE:
        return tr("You leave the {0}").format(up) if me else tr(
            "{0} leaves the {1}").format(name, up)
    if act == Act.DUMMY:
        return _says(me, tr("You take the dummy"), tr("{0} takes the dummy"), name)
    if act == Act.ALONE:
        if seat == view.declarer:
            return _says(me, tr("You go alone"), tr("{0} goes alone"), name)
        return _says(me, tr("You defend alone"), tr("{0} defends alone"), name)
    if act == Act.CALL_RENEGE:
        accused = names[action.arg]
        return tr("You call a renege on {0}").format(accused) if me else tr(
            "{0} calls a renege on {1}").format(name, accused)
    return None


def log_lines(names: list[str], view: PlayerView, you: int | None = None) -> list[str]:
    lines = []
    for seat, action in view.log:
        line = action_line(names, seat, action, view, you)
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
        return _bid_prompt(view, names)
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
        return tr("Choose 1 card to discard, then confirm") if count == 1 else tr(
            "Choose {0} cards to discard, then confirm").format(count)
    if phase == Phase.DEFEND:
        return tr("Defend alone, or pass")
    if phase == Phase.PLAY:
        return tr("Your lead") if not view.trick else tr("Your turn: play a card")
    return ""


def _bid_prompt(view: PlayerView, names: list[str]) -> str:
    """The choices the player has in the Ghost Hand auction, from the legal actions."""
    acts = {a.act for a in view.legal}
    bids = sorted(a.arg for a in view.legal if a.act == Act.BID)
    choices = []
    if Act.SWAP in acts:
        choices.append(tr("swap with the ghost hand"))
    if bids:
        choices.append(tr("bid {0}").format(bids[0]) if len(bids) == 1 else tr(
            "bid {0} to {1}").format(bids[0], bids[-1]))
    if Act.MOON in acts:
        choices.append(tr("shoot the moon"))
    if Act.PASS in acts:
        choices.append(tr("pass"))
    options = choices[0] if len(choices) == 1 else tr("{0} or {1}").format(
        ", ".join(choices[:-1]), choices[-1])
    if view.high_bid == 6 and view.declarer is not None:
        return tr("{0} shot the moon: you may {1}").format(names[view.declarer], options)
    return tr("Your bid: {0}").format(options)


def suggestion(actions: list[Action], view: PlayerView) -> str:
    """What a hint suggests, in the imperative: "play the J♥", "bid 4"."""
    action = actions[0]
    act = action.act
    up = view.up_card.pretty() if view.up_card is not None else ""
    if act == Act.PLAY:
        return tr("play the {0}").format(action.card.pretty())
    if act == Act.DISCARD:
        return tr("discard {0}").format(", ".join(a.card.pretty() for a in actions))
    if act == Act.BID:
        return tr("bid {0}").format(action.arg)
    if act == Act.TRUMP:
        return tr("name {0}").format(suit_label(action.arg))
    if act == Act.ORDER:
        return tr("accept the {0}").format(up) if view.seat == view.dealer else tr(
            "order up the {0}").format(up)
    if act == Act.ALONE:
        return tr("go alone") if view.seat == view.declarer else tr("defend alone")
    return {
        Act.SWAP: tr("swap with the ghost hand"),
        Act.MOON: tr("shoot the moon"),
        Act.PASS: tr("pass"),
        Act.PICKUP: tr("pick up the {0}").format(up),
        Act.DECLINE: tr("leave the {0}").format(up),
        Act.DUMMY: tr("take the dummy"),
    }.get(act, str(action))


def hint_text(actions: list[Action], view: PlayerView, reason: str) -> str:
    """The hint: the suggestion, then the Medium bot's own sentence for it."""
    text = tr("Hint: {0}").format(suggestion(actions, view))
    return text + ("\n" + tr("The Medium bot: “{0}”").format(reason) if reason else "")


def trick_taken(names: list[str], winner: int, you: int | None) -> str:
    return _says(winner == you, tr("You take the trick"), tr("{0} takes the trick"),
                 names[winner])


def name_or_you(names: list[str], seat: int, you: int | None) -> str:
    """A name inside a sentence: "you" for the player."""
    return tr("you") if seat == you else names[seat]


def renege_called(names: list[str], caller: int, accused: int, penalty: int,
                  you: int | None) -> str:
    """The notice of a successful renege call."""
    if caller == you:
        return tr("You call a renege on {0}: {0} loses {1} points").format(
            names[accused], penalty)
    if accused == you:
        return tr("{0} calls a renege on you: you lose {1} points").format(
            names[caller], penalty)
    return tr("{0} calls a renege on {1}: {1} loses {2} points").format(
        names[caller], names[accused], penalty)


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
            return _says(declarer == you, tr("You shoot the moon"), tr("{0} shoots the moon"),
                         names[declarer])
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
        text += _says(defenders[0] == you, tr("; you defend alone"), tr("; {0} defends alone"),
                      names[defenders[0]])
    return text


@dataclass(frozen=True)
class SummaryRow:
    """One player's line of the hand summary."""

    name: str
    tricks: str  # "—" for a player who sat out
    points: int
    rule: str  # the rule (or rules) that produced the points


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else (f"\u2212{-points}" if points < 0 else "0")


def hand_table(
    result: HandResult, names: list[str], rules: Rules, you: int | None = None
) -> tuple[str, list[SummaryRow]]:
    """The headline of a finished hand and each player's tricks, points and rule."""
    if result.void:
        return tr("Everybody passed: no points, and the deal passes left."), []
    d = result.declarer
    assert d is not None
    won = result.tricks_won
    trump = suit_label(result.trump) if result.trump is not None else ""
    why: list[list[str]] = [[], [], []]
    sat_out: set[int] = set()
    if rules.is_ghost:
        bid = result.bid or 0
        if bid == 6:
            headline = tr("You shot the moon in {0}").format(trump) if d == you else tr(
                "{0} shot the moon in {1}").format(names[d], trump)
            why[d].append(tr("Moon made: +{0}").format(rules.moon_points) if won[d] == 6
                          else tr("Moon failed: \u2212{0}").format(rules.moon_failure))
        else:
            headline = tr("You bid {0} in {1}").format(bid, trump) if d == you else tr(
                "{0} bid {1} in {2}").format(names[d], bid, trump)
            why[d].append(tr("Bid {0} made: +1 a trick").format(bid) if won[d] >= bid
                          else tr("Bid {0} lost: \u2212{0}").format(bid))
        for s in range(3):
            if s != d:
                why[s].append(tr("+1 a trick"))
    else:
        alone = d in result.alone
        lone = [s for s in result.alone if s != d]
        if lone:
            sat_out = {s for s in range(3) if s not in (d, lone[0])}
        if alone:
            headline = tr("You made {0}, alone").format(trump) if d == you else tr(
                "{0} made {1}, alone").format(names[d], trump)
        else:
            headline = tr("You made {0}").format(trump) if d == you else tr(
                "{0} made {1}").format(names[d], trump)
        if lone:
            headline += _says(lone[0] == you, tr("; you defended alone"),
                              tr("; {0} defended alone"), names[lone[0]])
        defenders = [s for s in range(3) if s != d]
        if won[d] == 5:
            why[d].append(tr("Lone march: +{0}").format(rules.alone_march_points) if alone
                          else tr("March, all 5 tricks: +{0}").format(rules.march_points))
        elif won[d] >= 3:
            why[d].append(tr("Maker took 3 or 4 tricks: +1"))
        elif lone:
            why[d].append(tr("Beaten by a lone defender"))
            rule = (tr("Lone defence took all 5: each defender +4") if won[d] == 0
                    else tr("Lone defence took 3 or 4: each defender +2"))
            for s in defenders:
                why[s].append(rule)
        else:
            why[d].append(tr("Euchred"))
            for s in defenders:
                why[s].append(tr("Euchred: each defender +{0}").format(rules.euchre_points))
    for r in result.reneges:
        if r.called_by is None:
            why[r.seat].append(tr("Renege on trick {0}, not called").format(r.trick + 1))
        else:
            why[r.seat].append(tr("Renege called by {0}: \u2212{1}").format(
                name_or_you(names, r.called_by, you), rules.renege_penalty))
    rows = [
        SummaryRow(names[s], "\u2014" if s in sat_out else str(won[s]), result.points[s],
                   "; ".join(why[s]) or ("\u2014"))
        for s in range(3)
    ]
    return headline, rows


def hand_summary(
    result: HandResult, names: list[str], rules: Rules, you: int | None = None
) -> list[str]:
    """The hand summary as lines of text: the headline, then one line per player."""
    headline, rows = hand_table(result, names, rules, you)
    return [headline] + [
        tr("{0}: tricks {1}, {2} ({3})").format(r.name, r.tricks, signed(r.points), r.rule)
        for r in rows
    ]


def row_label(result: HandResult, names: list[str], rules: Rules) -> str:
    if result.void:
        return tr("All passed")
    text = contract(result, names, rules)
    if result.trump is not None:
        text += f" {SUIT_SYMBOLS[result.trump]}"
    return text


def card_text(card: Card) -> str:
    return card.pretty()
