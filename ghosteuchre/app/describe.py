"""Sentences for the log, the status line and the hand summary (all through tr())."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine.actions import Act, Action
from ..engine.cards import CARDS, SUIT_SYMBOLS, Card
from ..engine.phases import Phase
from ..engine.reasons import HOLDS_LEFT, NO_BOWER, IllegalAction
from ..engine.rules import Rules
from ..engine.scoring import Entry, Rule
from ..engine.state import HandResult
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


def refusal(exc: IllegalAction) -> str:
    """Why the player's action was refused: a sentence to the player."""
    p = exc.params
    fields: dict[str, object] = {**p, "who": tr("seat {0}").format(exc.seat)}
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
    text = _refusals()[exc.code].format(**fields)
    return text[:1].upper() + text[1:] + "."


def _refusals() -> dict[str, str]:
    """Each refusal's sentence to the player (see engine/reasons.py for the codes)."""
    return {
        "hand_not_finished": tr("the current hand is not finished"),
        "game_over": tr("the game is over"),
        "deal_size": tr("each player must be dealt {size} cards"),
        "ghost_deal": tr("a Ghost Hand deal has a ghost hand of 6 cards and nothing else"),
        "cutthroat_deal": tr("a Cutthroat deal has a dummy of 5 cards and a kitty of 4"),
        "deal_cards": tr("the deal must use each of the 24 cards exactly once"),
        "nothing_to_undo": tr("there is nothing to undo"),
        "not_dealt": tr("nobody can {verb} now: the hand is not dealt yet"),
        "not_your_turn": tr("it is not your turn"),
        "not_now": tr("you cannot {verb} now"),
        "card_not_held": tr("you do not hold the {card}"),
        "must_follow": tr("You must follow {suit}: you hold the {shown}{bower}"),
        "discard_not_held": tr("you do not hold the {card}"),
        "swap_off": tr("swapping with the ghost hand is turned off"),
        "already_swapped": tr("seat {swapper} already swapped with the ghost hand"),
        "moon_called": tr("{who} can only pass: the moon has been called"),
        "moon_again": tr("{who} cannot shoot the moon: it has already been called"),
        "bid_six": tr("a bid of 6 tricks is shooting the moon: say moon"),
        "bid_range": tr("you must bid from {low} to 5"),
        "bid_above": tr("you must bid from {low} to 5"),
        "dealer_stuck_bid": tr("you may not pass: as dealer you are stuck with a bid"),
        "turned_down": tr("{suit} were turned down: name another suit"),
        "dealer_stuck_suit": tr("you must name a suit: as dealer you are stuck"),
        "pickup_required": tr("the dealer must pick up the up-card: dealer pick-up is required"),
        "call_needs_caller": tr("a renege call must name the calling seat"),
        "reneges_blocked": tr("reneges cannot be called: illegal cards are refused in this game"),
        "call_seats": tr("a renege call names seats 0, 1 or 2"),
        "call_self": tr("{who} cannot call a renege on themselves"),
        "no_hand": tr("no hand has been dealt"),
        "renege_not_proven": tr("the cards played so far do not prove a renege by that player"),
    }


def _bower(p: Mapping[str, int]) -> str:
    """The must-follow sentence's explanation when the left bower is the reason."""
    if p["bower"] == NO_BOWER:
        return ""
    trump = p["trump"]
    singular = (tr("club"), tr("diamond"), tr("heart"), tr("spade"))[trump]
    trump_is = tr("a {0} while {1} are trump").format(singular, suit_name(trump))
    if p["bower"] == HOLDS_LEFT:
        return tr(", which is {0}").format(trump_is)
    return tr("; the {0} is {1}").format(_pretty(p["played"]), trump_is)


def _pretty(card: int) -> str:
    return CARDS[card].pretty()


def _verb(p: Mapping[str, int]) -> str:
    """What an action does, after "cannot" (cards written as in records: "play the JH")."""
    act, arg = Act(p["act"]), p.get("arg", -1)
    card = str(CARDS[arg]) if 0 <= arg < 24 else "?"
    if act == Act.BID:
        return tr("bid {0}").format(arg)
    if act == Act.TRUMP:
        return tr("name {0}").format(suit_name(arg)) if 0 <= arg < 4 else tr("name a suit")
    if act == Act.DISCARD:
        return tr("discard the {0}").format(card)
    if act == Act.PLAY:
        return tr("play the {0}").format(card)
    return {
        Act.SWAP: tr("swap with the ghost hand"),
        Act.MOON: tr("shoot the moon"),
        Act.PASS: tr("pass"),
        Act.ORDER: tr("order up"),
        Act.PICKUP: tr("pick up"),
        Act.DECLINE: tr("decline the up-card"),
        Act.DUMMY: tr("take the dummy"),
        Act.ALONE: tr("go alone"),
        Act.CALL_RENEGE: tr("call a renege"),
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
    sat_out: set[int] = set()
    if rules.is_ghost:
        bid = result.bid or 0
        if bid == 6:
            headline = tr("You shot the moon in {0}").format(trump) if d == you else tr(
                "{0} shot the moon in {1}").format(names[d], trump)
        else:
            headline = tr("You bid {0} in {1}").format(bid, trump) if d == you else tr(
                "{0} bid {1} in {2}").format(names[d], bid, trump)
    else:
        lone = [s for s in result.alone if s != d]
        if lone:
            sat_out = {s for s in range(3) if s not in (d, lone[0])}
        if d in result.alone:
            headline = tr("You made {0}, alone").format(trump) if d == you else tr(
                "{0} made {1}, alone").format(names[d], trump)
        else:
            headline = tr("You made {0}").format(trump) if d == you else tr(
                "{0} made {1}").format(names[d], trump)
        if lone:
            headline += _says(lone[0] == you, tr("; you defended alone"),
                              tr("; {0} defended alone"), names[lone[0]])
    why: list[list[str]] = [[], [], []]
    for entry in result.score(rules).entries:
        for s in entry.seats:
            why[s].append(rule_text(entry, names, you))
    rows = [
        SummaryRow(names[s], "\u2014" if s in sat_out else str(won[s]), result.points[s],
                   "; ".join(why[s]) or ("\u2014"))
        for s in range(3)
    ]
    return headline, rows


def rule_text(entry: Entry, names: list[str], you: int | None = None) -> str:
    """Why a player scored, for one rule of the hand's scoring."""
    rule = entry.rule
    if rule == Rule.BID_MADE:
        return tr("Bid {0} made: +1 a trick").format(entry.bid)
    if rule == Rule.SET:
        return tr("Bid {0} lost: \u2212{0}").format(entry.bid)
    if rule == Rule.MOON_MADE:
        return tr("Moon made: +{0}").format(entry.points)
    if rule == Rule.MOON_FAILED:
        return tr("Moon failed: \u2212{0}").format(-entry.points)
    if rule == Rule.MARCH:
        return tr("March, all 5 tricks: +{0}").format(entry.points)
    if rule == Rule.ALONE_MARCH:
        return tr("Lone march: +{0}").format(entry.points)
    if rule == Rule.EUCHRE:
        return tr("Euchred: each defender +{0}").format(entry.points)
    if rule == Rule.RENEGE_NOT_CALLED:
        return tr("Renege on trick {0}, not called").format(entry.trick + 1)
    if rule == Rule.RENEGE_CALLED:
        assert entry.called_by is not None
        return tr("Renege called by {0}: \u2212{1}").format(
            name_or_you(names, entry.called_by, you), -entry.points)
    return {
        Rule.TRICKS: tr("+1 a trick"),
        Rule.MADE: tr("Maker took 3 or 4 tricks: +1"),
        Rule.EUCHRED: tr("Euchred"),
        Rule.BEATEN_ALONE: tr("Beaten by a lone defender"),
        Rule.DEFENDED_ALONE: tr("Lone defence took 3 or 4: each defender +2"),
        Rule.DEFENDED_ALONE_ALL: tr("Lone defence took all 5: each defender +4"),
    }[rule]


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
