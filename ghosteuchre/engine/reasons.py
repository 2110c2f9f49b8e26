"""Why an action is refused: :class:`IllegalAction` and its English sentences.

A refusal is a code, a few integer parameters and the seat it is about.  One
function, :func:`reason_text`, renders it: naming the seat (``str(err)``, the
line of a replay error) or speaking to the player (``err.you``).  The app
translates the sentence to the player (:func:`player_sentence`, marked where it is
written here) and fills in its own words (``app/words/refusalwords.py``).
"""

from __future__ import annotations

from collections.abc import Mapping

from .actions import Act
from .cards import CARDS, SUIT_NAMES, SUIT_SINGULAR
from .phases import PHASE_NAMES, Phase
from .words import _n

# code: (the sentence naming the seat, the sentence to the player or None if the same).
# ``{who}`` is the seat the reason is about; the other fields come from the parameters.
# The sentence the player reads is marked for the app's translations (engine/words.py).
REASONS: dict[str, tuple[str, str | None]] = {
    "hand_not_finished": (_n("Describe", "the current hand is not finished"), None),
    "game_over": (_n("Describe", "the game is over"), None),
    "deal_size": (_n("Describe", "each player must be dealt {size} cards"), None),
    "ghost_deal": (
        _n("Describe", "a Ghost Hand deal has a ghost hand of 6 cards and nothing else"), None),
    "cutthroat_deal": (
        _n("Describe", "a Cutthroat deal has a dummy of 5 cards and a kitty of 4"), None),
    "deal_cards": (_n("Describe", "the deal must use each of the 24 cards exactly once"), None),
    "nothing_to_undo": (_n("Describe", "there is nothing to undo"), None),
    "not_dealt": (_n("Describe", "nobody can {verb} now: the hand is not dealt yet"), None),
    "not_your_turn": ("it is seat {turn}'s turn, not {who}'s",
        _n("Describe", "it is not your turn")),
    "not_now": ("{who} cannot {verb} during {phase}",
        _n("Describe", "you cannot {verb} now")),
    "card_not_held": ("{who} does not hold the {card}",
        _n("Describe", "you do not hold the {card}")),
    "must_follow": ("{who} must follow {suit} (holds the {shown}{bower})",
        _n("Describe", "You must follow {suit}: you hold the {shown}{bower}")),
    "discard_not_held": ("{who} cannot discard the {card}: not in hand",
        _n("Describe", "you do not hold the {card}")),
    "swap_off": (_n("Describe", "swapping with the ghost hand is turned off"), None),
    "already_swapped": (_n("Describe", "seat {swapper} already swapped with the ghost hand"), None),
    "moon_called": (_n("Describe", "{who} can only pass: the moon has been called"), None),
    "moon_again": (_n("Describe", "{who} cannot shoot the moon: it has already been called"), None),
    "bid_six": (_n("Describe", "a bid of 6 tricks is shooting the moon: say moon"), None),
    "bid_range": ("{who} cannot bid {bid}: a bid must be from {low} to 5",
        _n("Describe", "you must bid from {low} to 5")),
    "bid_above": ("{who} cannot bid {bid}: a bid must be from {low} to 5, "
                  "higher than the {high} already bid",
        _n("Describe", "you must bid from {low} to 5")),
    "dealer_stuck_bid": ("the dealer may not pass: both other players passed and "
                         "stick-the-dealer is on",
        _n("Describe", "you may not pass: as dealer you are stuck with a bid")),
    "turned_down": (_n("Describe", "{suit} were turned down: name another suit"), None),
    "dealer_stuck_suit": ("the dealer must name a suit: stick-the-dealer is on",
        _n("Describe", "you must name a suit: as dealer you are stuck")),
    "pickup_required": (
        _n("Describe", "the dealer must pick up the up-card: dealer pick-up is required"), None),
    "call_needs_caller": (_n("Describe", "a renege call must name the calling seat"), None),
    "reneges_blocked": (
        _n("Describe", "reneges cannot be called: illegal cards are refused in this game"), None),
    "call_seats": (_n("Describe", "a renege call names seats 0, 1 or 2"), None),
    "call_self": (_n("Describe", "{who} cannot call a renege on themselves"), None),
    "no_hand": (_n("Describe", "no hand has been dealt"), None),
    "renege_not_proven": ("no renege by seat {accused} is proven by the cards played so far",
        _n("Describe", "the cards played so far do not prove a renege by that player")),
}

# must_follow's ``bower`` parameter: the left bower explains the refusal.
NO_BOWER = 0
HOLDS_LEFT = 1  # the card shown is the left bower: it belongs to the led (trump) suit
PLAYS_LEFT = 2  # the card played is the left bower: it does not belong to its printed suit


class IllegalAction(ValueError):  # noqa: N818 - reads as a sentence at call sites
    """An action the rules do not allow now: a reason code with its parameters.

    ``str(err)`` names the seat (the replay error line); ``err.you`` speaks to the player.
    """

    def __init__(self, code: str, params: Mapping[str, int] | None = None,
                 seat: int | None = None) -> None:
        self.code = code
        self.params: Mapping[str, int] = params or {}
        self.seat = seat
        super().__init__(reason_text(code, self.params, seat))

    @property
    def you(self) -> str:
        return reason_text(self.code, self.params, self.seat, you=True)


def player_sentence(code: str) -> str:
    """The refusal's English sentence to the player, with its ``{field}`` places (the
    app translates it and fills in its own words)."""
    naming, to_you = REASONS[code]
    return naming if to_you is None else to_you


def reason_text(code: str, params: Mapping[str, int], seat: int | None, you: bool = False) -> str:
    """The English sentence for a refusal, naming the seat or (``you``) to the player."""
    naming, to_you = REASONS[code]
    template = to_you if you and to_you is not None else naming
    return template.format(**_fields(params, seat, you))


def _fields(params: Mapping[str, int], seat: int | None, you: bool) -> dict[str, object]:
    fields: dict[str, object] = dict(params)
    fields["who"] = f"seat {seat}"
    for key in ("card", "shown"):
        if key in params:
            fields[key] = _card(params[key], you)
    if "suit" in params:
        fields["suit"] = SUIT_NAMES[params["suit"]]
    if "phase" in params:
        fields["phase"] = PHASE_NAMES[Phase(params["phase"])]
    if "act" in params:
        fields["verb"] = verb(Act(params["act"]), params.get("arg", -1))
    if "bower" in params:
        fields["bower"] = _bower(params, you)
    return fields


def _bower(params: Mapping[str, int], you: bool) -> str:
    bower = params["bower"]
    if bower == NO_BOWER:
        return ""
    trump = params["trump"]
    trump_is = f"a {SUIT_SINGULAR[trump]} while {SUIT_NAMES[trump]} are trump"
    if bower == HOLDS_LEFT:
        return f", which is {trump_is}"
    return f"; the {_card(params['played'], you)} is {trump_is}"


def _card(card: int, pretty: bool) -> str:
    if pretty:
        return CARDS[card].pretty()
    return str(CARDS[card]) if 0 <= card < 24 else "?"


def verb(act: Act, arg: int) -> str:
    """What the action does, after "cannot": "bid 4", "play the JH"."""
    if act == Act.BID:
        return f"bid {arg}"
    if act == Act.TRUMP:
        return f"name {SUIT_NAMES[arg] if 0 <= arg < 4 else 'a suit'}"
    if act == Act.DISCARD:
        return f"discard the {_card(arg, False)}"
    if act == Act.PLAY:
        return f"play the {_card(arg, False)}"
    return _VERBS[act]


_VERBS = {
    Act.SWAP: "swap with the ghost hand",
    Act.MOON: "shoot the moon",
    Act.PASS: "pass",
    Act.ORDER: "order up",
    Act.PICKUP: "pick up",
    Act.DECLINE: "decline the up-card",
    Act.DUMMY: "take the dummy",
    Act.ALONE: "go alone",
    Act.CALL_RENEGE: "call a renege",
}
