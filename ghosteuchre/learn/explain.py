"""Why each card of a practice deal's line is played, in a player's words.

Every sentence is computed from the position (all hands known, as the solver sees
them) and from the rest of the line, so it is true of the deal: counting trumps, the
highest card of a suit still in play, leading through the maker, forcing out a trump,
keeping a high card or a bower for a later trick, winning as cheaply as possible.
"""

from __future__ import annotations

from ..engine.cards import EFFECTIVE, JACK, POWER, SUIT_NAMES, SUIT_SINGULAR, Card
from ..engine.seats import left_of
from ..engine.state import GameState, Phase
from .practice import learner_side

TRUMPS = 7  # the bowers and the A, K, Q, 10 and 9 of the trump suit
GENERIC = ("the other cards you could lead give the others more tricks",
           "winning this trick would cost you more tricks later")  # when nothing more is seen


def shown(card: Card | int) -> str:
    """The card as a player reads it: ``10♦``, ``J♠``."""
    return Card(int(card)).pretty().replace("T", "10")


def size_word(card: Card | int) -> str:
    """How a card is sized beside a higher one of its suit: a nine or a ten is "small",
    an honour (ace, king, queen, jack) never is, only "lower"."""
    return "small" if int(card) % 6 <= 1 else "lower"


def names(learner: int) -> list[str]:
    """The seats as the learner reads them: You, then Ada on the left and Bo."""
    out = ["", "", ""]
    out[learner], out[left_of(learner)], out[left_of(learner, 2)] = "You", "Ada", "Bo"
    return out


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


class Table:
    """The position seen by the write-up: the hands, the trick, who plays with whom."""

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.trump = state.trump
        self.who = names(seat)
        self.side = learner_side(state, seat)

    def eff(self, card: int) -> int:
        return EFFECTIVE[self.trump][card]

    def is_trump(self, card: int) -> bool:
        return self.eff(card) == self.trump

    def hand(self, seat: int) -> list[int]:
        return [int(c) for c in self.state.hand_of(seat)]

    def others(self, seat: int) -> list[int]:
        """The other seats still playing this hand."""
        return [s for s in range(3) if s != seat and s != self.state.sitting_out]

    def opponents(self, seat: int) -> list[int]:
        return [s for s in self.others(seat) if self.side[s] != self.side[seat]]

    def played(self) -> list[int]:
        cards = [int(c) for t in self.state.tricks for _, c in t.plays]
        return cards + [int(c) for _, c in self.state.trick]

    def suit_name(self, suit: int, plural: bool = True) -> str:
        if suit == self.trump:
            return "trumps" if plural else "trump"
        return SUIT_NAMES[suit] if plural else SUIT_SINGULAR[suit]

    def beats(self, card: int, other: int, led: int) -> bool:
        return POWER[self.trump][led][card] > POWER[self.trump][led][other]

    def higher_held(self, card: int, seats: list[int]) -> list[tuple[int, int]]:
        """The (seat, card) of ``seats`` holding a higher card of ``card``'s suit."""
        suit = self.eff(card)
        return [(s, c) for s in seats for c in self.hand(s)
                if self.eff(c) == suit and self.beats(c, card, suit)]

    def trumps_of(self, seat: int) -> list[int]:
        return [c for c in self.hand(seat) if self.is_trump(c)]

    def count_trumps(self) -> str:
        played = sum(1 for c in self.played() if self.is_trump(c))
        held = len(self.trumps_of(self.seat))
        verb = "has" if played == 1 else "have"
        return f"count the trumps: {played} of the {TRUMPS} {verb} been played and you hold {held}"


def learner_note(state: GameState, seat: int, card: Card,
                 rest: list[tuple[int, Card]], any_card: bool = False) -> str:
    """Why the learner plays ``card`` now (``rest``: the line after it), one sentence;
    ``any_card``: every card the learner may play keeps the goal from here."""
    t = Table(state, seat)
    c = int(card)
    legal = [int(a.card) for a in state.legal_actions() if a.act.name == "PLAY"]
    if len(legal) == 1:
        return f"Play the {shown(c)}, the only card you may play"
    verb = "Play" if state.trick else "Lead"
    reason = _follow_reason(t, c, legal, rest) if state.trick else _lead_reason(t, c, rest)
    if any_card:
        if reason in GENERIC:
            return (f"{verb} the {shown(c)}: from here every card you may play keeps the "
                    "goal in reach")
        reason += " (from here any card keeps the goal)"
    return f"{verb} the {shown(c)}{'' if reason.startswith(' ') else ': '}{reason}"


def _later_winners(t: Table, rest: list[tuple[int, Card]], now: int) -> list[int]:
    """The learner's cards, other than ``now``, that win a trick later in the line."""
    from ..engine import actions as A  # noqa: N812

    state = t.state.clone()
    state.apply(A.PLAY[Card(now)], t.seat)
    won: list[int] = []
    mine = now
    for s, card in rest:
        if s == t.seat:
            mine = int(card)
        before = state.tricks_won[t.seat]
        state.apply(A.PLAY[card], s)
        if state.tricks_won[t.seat] > before and mine != now:
            won.append(mine)
    return won


def _lead_reason(t: Table, c: int, rest: list[tuple[int, Card]]) -> str:
    who, suit = t.who, t.eff(c)
    opponents = t.opponents(t.seat)
    their_trumps = {s: t.trumps_of(s) for s in opponents}
    holding = [s for s in opponents if their_trumps[s]]
    higher = t.higher_held(c, t.others(t.seat))
    if t.is_trump(c):
        if not holding:
            return (f"{t.count_trumps()}, and {_and([who[s] for s in opponents])} "
                    f"{'has' if len(opponents) == 1 else 'have'} none left, so your trumps "
                    "are the masters")
        counts = _and([f"{who[s]} {len(their_trumps[s])}" for s in holding])
        if not higher:
            return (f"nobody else holds a higher trump, and leading trumps draws theirs "
                    f"({counts}) before they can trump your winners")
        return (f"leading a trump draws the others' trumps ({counts}) while your other "
                "cards are safe")
    void = [s for s in opponents if not any(t.eff(x) == suit for x in t.hand(s))]
    ruffers = [s for s in void if their_trumps[s]]
    if not higher and not ruffers:
        tail = "the others must follow suit" if not void else (
            f"{_and([who[s] for s in void])} cannot trump it")
        return (f"nobody else holds a higher {t.suit_name(suit, False)}, and {tail}")
    if not higher and ruffers:
        return (f"nobody else holds a higher {t.suit_name(suit, False)}, so "
                f"{_and([who[s] for s in ruffers])} must spend a trump to win it: that "
                "forces out a trump")
    partner = [s for s in t.others(t.seat) if t.side[s]]
    maker = t.state.declarer
    if partner and maker == left_of(t.seat):
        return (f" through {who[maker]}, the maker: she plays second, and "
                f"{who[partner[0]]}, last, can beat her card or keep his own")
    if partner and any(s == partner[0] for s, _ in t.higher_held(c, partner)):
        return (f" towards {who[partner[0]]}, who holds a higher "
                f"{t.suit_name(suit, False)}")
    keep = [x for x in _later_winners(t, rest, c)]
    if keep:
        return (f"you can afford to give up the lead with it; keep the "
                f"{_and([shown(x) for x in keep])} to win later")
    return GENERIC[0]


def _playable(t: Table, seat: int, led: int) -> list[int]:
    """The cards ``seat`` may play to a trick led in ``led``."""
    held = t.hand(seat)
    same = [c for c in held if t.eff(c) == led]
    return same or held


def _follow_reason(t: Table, c: int, legal: list[int], rest: list[tuple[int, Card]]) -> str:
    state, who = t.state, t.who
    led = t.eff(int(state.trick[0][1]))
    best_seat, best = state.trick[0][0], int(state.trick[0][1])
    for s, x in state.trick[1:]:
        if t.beats(int(x), best, led):
            best_seat, best = s, int(x)
    later = [s for s in t.others(t.seat) if s not in {p for p, _ in state.trick}]
    wins = t.beats(c, best, led)
    winners = [x for x in legal if t.beats(x, best, led)]
    following = t.eff(c) == led
    if wins:
        if not following:
            start = (f"you have no {t.suit_name(led)}, so trump the {shown(best)}")
        else:
            start = f"it beats the {shown(best)}"
        cheaper = [x for x in winners if x != c and t.beats(c, x, led)]
        dangerous = [(s, y) for s in later for y in t.hand(s)
                     if any(t.beats(y, x, led) and not t.beats(y, c, led) for x in cheaper)]
        if cheaper and dangerous:
            s, y = dangerous[0]
            return (f"{start}, high enough that {who[s]}'s {shown(y)} cannot beat it (a lower "
                    "card would lose to it)")
        if not later:
            return f"{start}, and you play last" + (
                ", so the lowest winning card is enough" if len(winners) > 1 and not cheaper
                else "")
        if len(winners) > 1 and not cheaper:
            return f"{start} as cheaply as possible; keep your higher cards for later"
        safe = [s for s in later if not any(t.beats(y, c, led) for y in _playable(t, s, led))]
        if safe == later:
            return f"{start}, and {_and([who[s] for s in later])} cannot beat it"
        return start
    keep = _later_winners(t, rest, c)
    if t.side[best_seat] and best_seat != t.seat:
        return (f"{who[best_seat]}'s {shown(best)} already wins the trick for your side, so "
                "you need not win it" + (f"; keep the {_and([shown(x) for x in keep])} for "
                                         "a later trick" if keep else ""))
    if winners:
        kept = [x for x in winners if x in keep]
        if kept:
            bower = [x for x in kept if x % 6 == JACK and t.is_trump(x)]
            if bower and t.is_trump(c):
                return (f"keep your {shown(bower[0])} guarded: the {size_word(c)} trump goes "
                        f"now, and the {shown(bower[0])} wins a trick later")
            return (f"let this trick go and keep the {_and([shown(x) for x in kept])}: "
                    "it wins a trick later")
        return GENERIC[1]
    if following:
        same = [x for x in legal if t.eff(x) == led]
        bower = [x for x in keep if x % 6 == JACK and t.is_trump(x)]
        if bower and t.is_trump(c):
            return (f"you cannot beat the {shown(best)}, so play a {size_word(c)} trump and keep "
                    f"your {shown(bower[0])} guarded: it wins a trick later")
        if all(t.beats(x, c, led) for x in same if x != c):
            return (f"you cannot beat the {shown(best)}, so play your lowest "
                    f"{t.suit_name(led, False)}" + (
                        f" and keep the {shown(keep[0])}, which wins a trick later"
                        if len(keep) == 1 and t.eff(keep[0]) == led else ""))
        return (f"you cannot beat the {shown(best)}; the {shown(c)} is the "
                f"{t.suit_name(led, False)} you can best spare")
    if keep:
        return (f"you have no {t.suit_name(led)} and cannot win, so throw away a card you do "
                f"not need and keep the {_and([shown(x) for x in keep])}")
    return f"you have no {t.suit_name(led)} and cannot win, so throw away a card you do not need"


def other_note(state: GameState, seat: int, mover: int, card: Card) -> str:
    """What the other player does with ``card`` (``seat`` is the learner)."""
    t = Table(state, seat)
    name = t.who[mover]
    c = int(card)
    if not state.trick:
        return f"{name} leads the {shown(c)}"
    led = t.eff(int(state.trick[0][1]))
    if t.eff(c) == led:
        return f"{name} follows with the {shown(c)}"
    if t.is_trump(c):
        return f"{name} has no {t.suit_name(led)} and trumps with the {shown(c)}"
    return f"{name} has no {t.suit_name(led)} and throws away the {shown(c)}"


def trick_end(state: GameState, seat: int) -> str:
    """Who took the trick just finished, or "" while it goes on."""
    if state.trick and state.phase == Phase.PLAY:
        return ""
    winner = state.tricks[-1].winner
    assert winner is not None  # a finished trick has its winner
    return "; the trick is yours" if winner == seat else f"; {names(seat)[winner]} wins the trick"
