"""Rule options of both variants: a frozen configuration, validated."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .safejson import shown
from .words import _n

GHOST_HAND = "ghost-hand"
CUTTHROAT = "cutthroat"
VARIANTS = (GHOST_HAND, CUTTHROAT)


class OptionError(ValueError):
    """An option that does not exist for the variant, or a value out of range."""


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option: its variants, the values it takes, and what a player reads about it."""

    name: str
    variants: tuple[str, ...]
    kind: str  # "bool", "int" or "choice"
    allowed: Any  # "int": (lowest, highest); "choice": the values; "bool": None
    label: str  # a few words naming the option
    explanation: str  # one plain sentence for players
    choice_labels: tuple[str, ...] = ()  # "choice": what the player reads for each value
    basic: bool = False  # True: part of the standard game; False: a house rule, folded away
    topic: str = "start"  # the rules reference's section that explains it (an anchor)

    def default(self, variant: str) -> Any:
        """The option's value when a game of ``variant`` does not set it."""
        return getattr(Rules.make(variant), self.name)


# Each label, explanation and choice label: a text the player reads, marked for the app's
# translations (the context "RuleOption"; engine/words.py).
OPTIONS: dict[str, Option] = {o.name: o for o in (
    Option("target", VARIANTS, "int", (1, 500),
           _n("RuleOption", "Points to win"),
           _n("RuleOption", "After a hand, a player with at least this many points and more "
                            "than anyone else wins."),
           topic="winning", basic=True),
    Option("reneges", VARIANTS, "choice", ("blocked", "callable"),
           _n("RuleOption", "Cards that do not follow suit"),
           _n("RuleOption", "Refused by the game, or allowed to stand until another player "
                            "calls the renege."),
           (_n("RuleOption", "are refused"),
            _n("RuleOption", "are allowed; reneges can be called")),
           topic="reneges"),
    Option("renege_penalty", VARIANTS, "int", (0, 10),
           _n("RuleOption", "Renege penalty (points)"),
           _n("RuleOption", "What a player loses for each renege that another player calls."),
           topic="reneges"),
    Option("stick_the_dealer", VARIANTS, "bool", None,
           _n("RuleOption", "Stick the dealer"),
           _n("RuleOption", "When everyone else has passed, the dealer may not pass at the "
                            "last turn of the bidding."),
           topic="stick-the-dealer"),
    Option("ghost_swap", (GHOST_HAND,), "bool", None,
           _n("RuleOption", "Swapping with the ghost hand"),
           _n("RuleOption", "On their turn, before bidding, one player per hand may trade "
                            "their hand for the ghost hand, sight unseen."),
           topic="ghost-swap"),
    Option("moon_points", (GHOST_HAND,), "int", (6, 48),
           _n("RuleOption", "Points for shooting the moon"),
           _n("RuleOption", "What a player who shoots the moon scores for taking all 6 "
                            "tricks."),
           topic="ghost-scoring"),
    Option("moon_failure", (GHOST_HAND,), "choice", (6, 24),
           _n("RuleOption", "Points lost for a failed moon"),
           _n("RuleOption", "What a player who shoots the moon loses if they lose a trick."),
           ("6", "24"),
           topic="ghost-scoring"),
    Option("dealer_pickup", (CUTTHROAT,), "choice", ("optional", "required"),
           _n("RuleOption", "Dealer picks up the up-card"),
           _n("RuleOption", "When another player orders up, whether the dealer may leave the "
                            "up-card."),
           (_n("RuleOption", "may choose"), _n("RuleOption", "must")),
           topic="ordering"),
    Option("defend_alone", (CUTTHROAT,), "bool", None,
           _n("RuleOption", "Defenders may go alone"),
           _n("RuleOption", "After the maker's choice, one defender may play alone while the "
                            "other sits out."),
           topic="defending-alone"),
    Option("march_points", (CUTTHROAT,), "int", (1, 10),
           _n("RuleOption", "Points for a march"),
           _n("RuleOption", "What the maker scores for taking all 5 tricks."),
           topic="cutthroat-scoring"),
    Option("alone_march_points", (CUTTHROAT,), "int", (1, 10),
           _n("RuleOption", "Points for a march alone"),
           _n("RuleOption", "What a maker who went alone scores for taking all 5 tricks."),
           topic="cutthroat-scoring"),
    Option("euchre_points", (CUTTHROAT,), "int", (1, 10),
           _n("RuleOption", "Points per defender for a euchre"),
           _n("RuleOption", "What each defender scores when the maker takes fewer than 3 "
                            "tricks."),
           topic="cutthroat-scoring"),
)}

# name: (variants, kind, allowed), read by the validation below.
_SPEC: dict[str, tuple[tuple[str, ...], str, Any]] = {
    o.name: (o.variants, o.kind, o.allowed) for o in OPTIONS.values()
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The variant and every option of docs/rules.md, with their defaults."""

    variant: str = GHOST_HAND
    target: int = 32
    reneges: str = "blocked"
    renege_penalty: int = 2
    stick_the_dealer: bool = False
    ghost_swap: bool = True
    moon_points: int = 24
    moon_failure: int = 6
    dealer_pickup: str = "optional"
    defend_alone: bool = True
    march_points: int = 3
    alone_march_points: int = 4
    euchre_points: int = 2

    def __hash__(self) -> int:
        # Rules key the engine's memos, looked up every hand: a few fields hash faster
        # than all thirteen, and equal rules still hash equal.
        return hash((self.variant, self.target, self.reneges))

    @property
    def is_ghost(self) -> bool:
        return self.variant == GHOST_HAND

    @property
    def callable_reneges(self) -> bool:
        return self.reneges == "callable"

    def applies(self, name: str) -> bool:
        """Whether option ``name`` changes anything under the other options: the renege
        penalty only when reneges can be called."""
        return name != "renege_penalty" or self.callable_reneges

    @property
    def tricks_per_hand(self) -> int:
        return 6 if self.variant == GHOST_HAND else 5

    @staticmethod
    def option_names(variant: str) -> tuple[str, ...]:
        return tuple(name for name, (vs, _, _) in _SPEC.items() if variant in vs)

    @classmethod
    def make(cls, variant: str, options: dict[str, Any] | None = None) -> Rules:
        """Build a configuration, raising OptionError with a clear sentence."""
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise OptionError(
                f"unknown variant {shown(variant)} (expected 'ghost-hand' or 'cutthroat')"
            )
        values: dict[str, Any] = {"variant": variant, "target": 32 if variant == GHOST_HAND else 10}
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise OptionError("options must be a JSON object")
        for name, value in options.items():
            if name not in _SPEC:
                raise OptionError(f"unknown option {shown(name)}")
            variants, kind, allowed = _SPEC[name]
            if variant not in variants:
                raise OptionError(f"option {name!r} does not belong to {variant}")
            values[name] = _check_value(name, kind, allowed, value)
        return cls(**values)

    def options(self) -> dict[str, Any]:
        """Every option of this variant with its value (for records and settings)."""
        return {name: getattr(self, name) for name in self.option_names(self.variant)}

    def changed_options(self) -> dict[str, Any]:
        """Only the options that differ from the variant's defaults."""
        default = Rules.make(self.variant)
        return {k: v for k, v in self.options().items() if getattr(default, k) != v}


def _check_value(name: str, kind: str, allowed: Any, value: Any) -> Any:
    if kind == "bool":
        if not isinstance(value, bool):
            raise OptionError(f"option {name!r} must be true or false, not {shown(value)}")
        return value
    if kind == "int":
        lo, hi = allowed
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"option {name!r} must be a whole number from {lo} to {hi}")
        if not lo <= value <= hi:
            raise OptionError(f"option {name!r} is {value}, outside {lo} to {hi}")
        return value
    if isinstance(value, bool) or type(value) is not type(allowed[0]) or value not in allowed:
        choices = ", ".join(repr(a) for a in allowed)
        raise OptionError(f"option {name!r} must be one of {choices}, not {shown(value)}")
    return value


RULE_FIELDS = tuple(f.name for f in fields(Rules))
