"""Sentences for the log, the status line and the hand summary.

Every sentence is a literal ``translate("Describe", ...)`` (pyside6-lupdate collects
them; docs/app.md, "Translations"); counted ones use ``%n``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.actions import Act, Action
from ..engine.cards import CARDS, NO_TRUMP, SUIT_SYMBOLS, Card, bower_kind, effective_suit
from ..engine.phases import Phase
from ..engine.reasons import HOLDS_LEFT, NO_BOWER, IllegalAction, player_sentence
from ..engine.rules import OPTIONS, Rules
from ..engine.scoring import Entry, Rule
from ..engine.state import HandResult, Trick
from ..engine.view import PlayerView
from . import who

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate
# The texts the engine and the bots mark where they define them (engine/words.py)
look_up = QCoreApplication.translate


def suit_name(suit: int) -> str:
    return (
        translate("Describe", "clubs"),
        translate("Describe", "diamonds"),
        translate("Describe", "hearts"),
        translate("Describe", "spades"),
    )[suit]


def suit_label(suit: int) -> str:
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}"


def bid_text(bid: int) -> str:
    return translate("Describe", "the moon") if bid == 6 else str(bid)


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


def trick_line(names: list[str], trick: Trick, trump: int | None, you: int | None) -> str:
    """A finished trick in one line: each card and how it was played, then who took it
    ("Ada leads the A♠ · Bo follows with the 9♠ · you trump with the J♥ — you take the
    trick")."""
    line = ""
    led = effective_suit(int(trick.plays[0][1]), _trump(trump))
    for seat, card in trick.plays:
        play = _play_words(names[seat], seat == you, card, not line, led, trump)
        line = translate("Describe", "{0} · {1}").format(line, play) if line else play
    if trick.winner is not None:
        line = (
            translate("Describe", "{0} — you take the trick").format(line)
            if trick.winner == you
            else translate("Describe", "{0} — {1} takes the trick").format(
                line, names[trick.winner]
            )
        )
    return line[:1].upper() + line[1:]


def _trump(trump: int | None) -> int:
    return NO_TRUMP if trump is None else trump


def _play_words(
    name: str, me: bool, card: Card, first: bool, led: int, trump: int | None
) -> str:
    """One card of a trick: led, followed, trumped or thrown off (the left bower named)."""
    text = card.pretty()
    if bower_kind(int(card), trump) == "left":
        text = translate("Describe", "{0} (left bower)").format(text)
    suit = effective_suit(int(card), _trump(trump))
    if first:
        return (
            translate("Describe", "you lead the {0}").format(text)
            if me
            else translate("Describe", "{0} leads the {1}").format(name, text)
        )
    if suit == led:
        return (
            translate("Describe", "you follow with the {0}").format(text)
            if me
            else translate("Describe", "{0} follows with the {1}").format(name, text)
        )
    if suit == trump:
        return (
            translate("Describe", "you trump with the {0}").format(text)
            if me
            else translate("Describe", "{0} trumps with the {1}").format(name, text)
        )
    return (
        translate("Describe", "you throw off the {0}").format(text)
        if me
        else translate("Describe", "{0} throws off the {1}").format(name, text)
    )


def prompt(view: PlayerView, names: list[str]) -> str:
    """What the player to act is asked to do, in the second person for the viewer."""
    if view.phase == Phase.HAND_OVER:
        return translate("Describe", "Hand over")
    if view.to_act is None:
        return ""
    if view.to_act != view.seat:
        return (
            translate("Describe", "{0} to play").format(names[view.to_act])
            if view.phase == Phase.PLAY
            else (translate("Describe", "{0} to decide").format(names[view.to_act]))
        )
    phase = view.phase
    if phase == Phase.BID:
        return _bid_prompt(view, names)
    if phase == Phase.DECLARE:
        return translate("Describe", "You won the bid: name trump")
    if phase == Phase.ROUND1:
        return translate("Describe", "Order up the {0}, or pass").format(
            view.up_card.pretty() if view.up_card else ""
        )
    if phase == Phase.PICKUP:
        return translate("Describe", "Pick up the {0} (then discard), or decline").format(
            view.up_card.pretty() if view.up_card else ""
        )
    if phase == Phase.ROUND2:
        return translate("Describe", "Name a suit, or pass")
    if phase == Phase.CHOICE:
        return translate("Describe", "Take the dummy, or go alone")
    if phase == Phase.DISCARD:
        count = len(view.hand) - 5
        return translate("Describe", "Choose %n card(s) to discard, then confirm", "", count)
    if phase == Phase.DEFEND:
        return translate("Describe", "Defend alone, or pass")
    if phase == Phase.PLAY:
        return (
            translate("Describe", "Your lead")
            if not view.trick
            else translate("Describe", "Your turn: play a card")
        )
    return ""


def _bid_prompt(view: PlayerView, names: list[str]) -> str:
    """The choices the player has in the Ghost Hand auction, from the legal actions."""
    acts = {a.act for a in view.legal}
    bids = sorted(a.arg for a in view.legal if a.act == Act.BID)
    choices = []
    if Act.SWAP in acts:
        choices.append(translate("Describe", "swap with the ghost hand"))
    if bids:
        choices.append(
            translate("Describe", "bid {0}").format(bids[0])
            if len(bids) == 1
            else translate("Describe", "bid {0} to {1}").format(bids[0], bids[-1])
        )
    if Act.MOON in acts:
        choices.append(translate("Describe", "shoot the moon"))
    if Act.PASS in acts:
        choices.append(translate("Describe", "pass"))
    options = (
        choices[0]
        if len(choices) == 1
        else translate("Describe", "{0} or {1}").format(", ".join(choices[:-1]), choices[-1])
    )
    if view.high_bid == 6 and view.declarer is not None:
        return translate("Describe", "{0} shot the moon: you may {1}").format(
            names[view.declarer], options
        )
    return translate("Describe", "Your bid: {0}").format(options)


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


def hint_text(actions: list[Action], view: PlayerView, reason: str) -> str:
    """The hint: the suggestion, then the Hard bot's reason for it (without what it does)."""
    text = translate("Describe", "Hint: {0}").format(suggestion(actions, view))
    reason = reason[:1].upper() + reason[1:]
    return text + (
        "\n" + translate("Describe", "The Hard bot’s reason: “{0}”").format(reason)
        if reason
        else ""
    )


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


def refusal(exc: IllegalAction) -> str:
    """Why the player's action was refused: a sentence to the player."""
    p = exc.params
    fields: dict[str, object] = {**p, "who": translate("Describe", "seat {0}").format(exc.seat)}
    if "card" in p:
        fields["card"] = _pretty(p["card"])
    if "shown" in p:
        fields["shown"] = _pretty(p["shown"])
    if "suit" in p:
        fields["suit"] = suit_name(p["suit"])
    if "act" in p:
        fields["verb"] = _verb(p)
    if "bower" in p:
        fields["bower"] = _bower(p)
    text = look_up("Describe", player_sentence(exc.code)).format(**fields)
    return text[:1].upper() + text[1:] + "."


def _bower(p: Mapping[str, int]) -> str:
    """The must-follow sentence's explanation when the left bower is the reason."""
    if p["bower"] == NO_BOWER:
        return ""
    trump = p["trump"]
    singular = (
        translate("Describe", "club"),
        translate("Describe", "diamond"),
        translate("Describe", "heart"),
        translate("Describe", "spade"),
    )[trump]
    trump_is = translate("Describe", "a {0} while {1} are trump").format(singular, suit_name(trump))
    if p["bower"] == HOLDS_LEFT:
        return translate("Describe", ", which is {0}").format(trump_is)
    return translate("Describe", "; the {0} is {1}").format(_pretty(p["played"]), trump_is)


def _pretty(card: int) -> str:
    return CARDS[card].pretty()


def _verb(p: Mapping[str, int]) -> str:
    """What an action does, after "cannot" (cards written as in records: "play the JH")."""
    act, arg = Act(p["act"]), p.get("arg", -1)
    card = str(CARDS[arg]) if 0 <= arg < 24 else "?"
    if act == Act.BID:
        return translate("Describe", "bid {0}").format(arg)
    if act == Act.TRUMP:
        return (
            translate("Describe", "name {0}").format(suit_name(arg))
            if 0 <= arg < 4
            else translate("Describe", "name a suit")
        )
    if act == Act.DISCARD:
        return translate("Describe", "discard the {0}").format(card)
    if act == Act.PLAY:
        return translate("Describe", "play the {0}").format(card)
    return {
        Act.SWAP: translate("Describe", "swap with the ghost hand"),
        Act.MOON: translate("Describe", "shoot the moon"),
        Act.PASS: translate("Describe", "pass"),
        Act.ORDER: translate("Describe", "order up"),
        Act.PICKUP: translate("Describe", "pick up"),
        Act.DECLINE: translate("Describe", "decline the up-card"),
        Act.DUMMY: translate("Describe", "take the dummy"),
        Act.ALONE: translate("Describe", "go alone"),
        Act.CALL_RENEGE: translate("Describe", "call a renege"),
    }[act]


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


@dataclass(frozen=True)
class SummaryRow:
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


def card_text(card: Card) -> str:
    return card.pretty()


def level_name(level: str) -> str:
    """A bot level as the player reads it: "Easy", "Medium", "Hard"."""
    names = {
        "easy": translate("Describe", "Easy"),
        "medium": translate("Describe", "Medium"),
        "hard": translate("Describe", "Hard"),
    }
    return names.get(level, level.capitalize())


@dataclass(frozen=True)
class OptionText:
    """What the player reads about a rule option, translated."""

    label: str
    explanation: str
    choices: tuple[str, ...] = ()  # one label per allowed value of a "choice" option


def option_text(name: str) -> OptionText:
    """The rule option's words (engine/rules.py OPTIONS) in the player's language."""
    option = OPTIONS[name]
    return OptionText(
        look_up("RuleOption", option.label),
        look_up("RuleOption", option.explanation),
        tuple(look_up("RuleOption", choice) for choice in option.choice_labels),
    )
