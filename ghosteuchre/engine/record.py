"""Game records (docs/record-format.md): load with full validation, replay, save; a hand's
JSON form is ``recordjson``'s, the ``replay --json`` summary ``recordsummary``'s."""

from __future__ import annotations

import errno
import json
import operator
import os
import tempfile
import unicodedata
from pathlib import Path
from typing import Any, BinaryIO, TypeGuard

from . import actions as A  # noqa: N812
from . import safejson
from .actions import Act, Action
from .cards import CARDS, Card, CardError, parse_suit
from .giveway import give_way
from .recordjson import hand_json
from .rules import OptionError, Rules
from .safejson import JsonInputError, shown
from .seats import left_of
from .state import Deal, GameState, HandLog, IllegalAction, Phase

FORMAT = "ghosteuchre-record/1"
_TOP_KEYS = {"format", "variant", "options", "players", "hands", "app"}
ACTION_FIELDS: dict[str, set[str]] = {  # each act and the fields it may have
    "swap": set(),
    "bid": {"tricks"},
    "moon": set(),
    "pass": set(),
    "trump": {"suit"},
    "order": set(),
    "pickup": {"discard"},
    "decline": set(),
    "dummy": {"discard"},
    "alone": {"discard"},
    "play": {"card"},
    "call_renege": {"accused"},
}
_REQUIRED = {"bid", "trump", "pickup", "dummy", "play", "call_renege"}


class RecordError(ValueError):
    """A malformed or illegal record; ``hand``/``action`` locate the first fault."""

    def __init__(self, message: str, hand: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hand = hand
        self.action = action

    def line(self) -> str:
        if self.hand is None:
            return f"record: {self.message}"
        if self.action is None:  # for people, hands and actions count from 1
            return f"hand {self.hand + 1}: {self.message}"
        return f"hand {self.hand + 1}, action {self.action + 1}: {self.message}"

    def as_json(self) -> dict[str, Any]:
        return {"error": self.message, "hand": self.hand, "action": self.action}


class Loaded:
    """A replayed record: the game state, the players' names and app metadata."""

    def __init__(self, state: GameState, players: list[str] | None, app: dict[str, Any]) -> None:
        self.state = state
        self.players = players
        self.app = app


# ------------------------------------------------------------------ loading
def loads(text: str | bytes) -> Loaded:
    """Parse (within the limits of ``safejson``) and replay a record."""
    try:
        data = safejson.loads(text)
    except JsonInputError as exc:
        raise RecordError(str(exc)) from None
    try:
        return replay(data)
    finally:
        _let_go(data)


def _let_go(data: Any) -> None:
    """Free a parsed record a hand at a time (in a helper thread, freeing thousands of
    hands in one go would hold the interpreter for tenths of a second)."""
    hands = data.get("hands") if isinstance(data, dict) else None
    while isinstance(hands, list) and hands:
        hands.pop()
        give_way()


def load_file(path: str | os.PathLike[str]) -> Loaded:
    """Load a record from a regular file of at most 16 MB."""
    try:
        raw = safejson.read_file(path)
    except JsonInputError as exc:
        raise RecordError(str(exc)) from None
    return loads(raw)


def load_stream(stream: BinaryIO | None) -> Loaded:
    """Load a record from a byte stream such as standard input, reading at most 16 MB."""
    if stream is None:
        raise RecordError("standard input is closed")
    try:
        raw = safejson.read_stream(stream)
    except JsonInputError as exc:
        raise RecordError(str(exc)) from None
    return loads(raw)


def replay(data: Any) -> Loaded:
    """Validate and replay a parsed record; raise RecordError at the first fault."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise RecordError(f"unknown field {shown(sorted(unknown)[0])}")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}")
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise RecordError("variant must be 'ghost-hand' or 'cutthroat'")
    try:
        rules = Rules.make(variant, data.get("options", {}))
    except OptionError as exc:
        raise RecordError(str(exc)) from None
    players = _players(data.get("players"))
    app = data.get("app", {})
    if not isinstance(app, dict):
        raise RecordError("app must be a JSON object")
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise RecordError("hands must be a list")
    state: GameState | None = None
    for i, hand in enumerate(hands):
        give_way()
        dealer, deal, actions = _read_hand(rules, hand, i)
        if state is None:
            state = GameState(rules, dealer)
        elif state.winner is not None:
            raise RecordError("the game is already won", i)
        elif state.phase != Phase.HAND_OVER:
            raise RecordError("the previous hand is not finished", i)
        elif dealer != left_of(state.dealer):
            raise RecordError(
                f"the dealer must be seat {left_of(state.dealer)}, left of the last dealer", i
            )
        try:
            state.start_hand(deal)
        except IllegalAction as exc:
            raise RecordError(str(exc), i) from None
        for j, action in enumerate(actions):
            try:
                _apply_record_action(state, action)
            except (IllegalAction, CardError, _MalformedError) as exc:
                raise RecordError(str(exc), i, j) from None
    return Loaded(state if state is not None else GameState(rules, 0), players, app)


class MalformedAction(ValueError):  # noqa: N818 - reads as a sentence at call sites
    """A record action whose fields are wrong; the message is a sentence."""


_MalformedError = MalformedAction


MAX_NAME = 40
_LINE_BREAKS_AND_BIDI = set(
    "\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def _players(value: Any) -> list[str] | None:
    """The players' names: three short, non-blank texts without control characters."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 3 or not all(isinstance(p, str) for p in value):
        raise RecordError("players must be a list of three names")
    for seat, name in enumerate(value):
        if not name.strip():
            raise RecordError(f"the name of seat {seat} is empty")
        if len(name) > MAX_NAME:
            raise RecordError(f"the name of seat {seat} is longer than {MAX_NAME} characters")
        if any(unicodedata.category(ch) == "Cc" or ch in _LINE_BREAKS_AND_BIDI for ch in name):
            raise RecordError(f"the name of seat {seat} holds a control character")
    return list(value)


def _read_hand(rules: Rules, hand: Any, i: int) -> tuple[int, Deal, list[Any]]:
    if not isinstance(hand, dict):
        raise RecordError("a hand is a JSON object", i)
    unknown = set(hand) - {"dealer", "deal", "actions"}
    if unknown:
        raise RecordError(f"unknown field {shown(sorted(unknown)[0])}", i)
    dealer = hand.get("dealer")
    if not _is_seat(dealer):
        raise RecordError("dealer must be seat 0, 1 or 2", i)
    deal = hand.get("deal")
    if not isinstance(deal, dict):
        raise RecordError("deal must be a JSON object", i)
    extra_name = "ghost" if rules.is_ghost else "dummy"
    allowed = {"hands", "ghost"} if rules.is_ghost else {"hands", "dummy", "kitty"}
    unknown = set(deal) - allowed
    if unknown:
        raise RecordError(f"a {rules.variant} deal has no {shown(sorted(unknown)[0])}", i)
    size = 6 if rules.is_ghost else 5
    try:
        seats = deal.get("hands")
        if not isinstance(seats, list) or len(seats) != 3:
            raise RecordError("deal.hands must list the hands of seats 0, 1 and 2", i)
        hands = tuple(_cards(h, size, f"seat {s}'s hand", i) for s, h in enumerate(seats))
        extra = _cards(deal.get(extra_name), size, extra_name, i)
        if rules.is_ghost:
            result = Deal((hands[0], hands[1], hands[2]), ghost=extra)
        else:
            kitty = _cards(deal.get("kitty"), 4, "kitty", i)
            result = Deal((hands[0], hands[1], hands[2]), dummy=extra, kitty=kitty)
    except CardError as exc:
        raise RecordError(str(exc), i) from None
    cards = result.all_cards()
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise RecordError(f"the {c} is dealt twice", i)
        seen.add(c)
    actions = hand.get("actions")
    if not isinstance(actions, list):
        raise RecordError("actions must be a list", i)
    return dealer, result, actions


def _cards(value: Any, count: int, what: str, i: int) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of {count} cards", i)
    if len(value) != count:
        raise RecordError(f"{what} has {len(value)} cards, not {count}", i)
    return tuple(_card(c) for c in value)


_CARD_TEXTS = {str(c): c for c in CARDS}


def _card(value: Any) -> Card:
    """``Card.parse`` for a value from a record, shortened in the error sentence."""
    if isinstance(value, str) and value in _CARD_TEXTS:
        return _CARD_TEXTS[value]
    try:
        return Card.parse(value)
    except CardError:
        raise CardError(
            f"{shown(value)} is not a card (ranks 9 T J Q K A, suits C D H S, e.g. 'JH')"
        ) from None


def _suit(value: Any) -> int:
    try:
        return parse_suit(value)
    except CardError:
        raise CardError(f"{shown(value)} is not a suit (C, D, H or S)") from None


def _is_seat(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value in (0, 1, 2)


def _apply_record_action(state: GameState, raw: Any) -> None:
    steps = action_steps(raw)
    seat = raw.get("seat")
    if not _is_seat(seat):
        raise _MalformedError("seat must be 0, 1 or 2")
    state.apply(steps[0], seat)
    if steps[0].act in (Act.PICKUP, Act.DUMMY, Act.ALONE):
        needed = state.discards_left if state.phase == Phase.DISCARD else 0
        if len(steps) - 1 != needed:
            what = {Act.PICKUP: "picking up", Act.DUMMY: "taking the dummy",
                    Act.ALONE: "going alone"}[steps[0].act]
            if needed == 0:
                raise _MalformedError(f"seat {seat} has nothing to discard when {what}")
            raise _MalformedError(
                f"seat {seat} must discard {needed} card{'s' if needed > 1 else ''} when "
                f"{what}, not {len(steps) - 1}"
            )
    for step in steps[1:]:
        state.apply(step, seat)


_SIMPLE_ACTS = {"swap": A.SWAP, "moon": A.MOON, "pass": A.PASS, "order": A.ORDER,
                "decline": A.DECLINE}


def action_steps(raw: Any) -> tuple[Action, ...]:
    """The engine actions of one record action, checked field by field: a composite
    action's first step, then one discard per card in the record's order.

    ``seat`` may be left out; a field that is wrong raises ``MalformedAction`` (or
    ``CardError`` for a card or suit), with the message a sentence.  The discards are
    not counted here: that needs the state (``replay`` counts them).
    """
    if not isinstance(raw, dict):
        raise _MalformedError("an action is a JSON object")
    act = raw.get("act")
    if not isinstance(act, str) or act not in ACTION_FIELDS:
        raise _MalformedError(f"unknown act {shown(act)}")
    unknown = set(raw) - {"seat", "act"} - ACTION_FIELDS[act]
    if unknown:
        raise _MalformedError(f"{act} has no field {shown(sorted(unknown)[0])}")
    if "seat" in raw and not _is_seat(raw["seat"]):
        raise _MalformedError("seat must be 0, 1 or 2")
    if act in _REQUIRED and not set(ACTION_FIELDS[act]) <= set(raw):
        raise _MalformedError(f"{act} needs {sorted(ACTION_FIELDS[act])[0]!r}")
    if act == "call_renege":
        accused = raw["accused"]
        if not _is_seat(accused):
            raise _MalformedError("accused must be seat 0, 1 or 2")
        return (A.call_renege(accused),)
    if act == "bid":
        tricks = raw["tricks"]
        if isinstance(tricks, bool) or not isinstance(tricks, int):
            raise _MalformedError("tricks must be a whole number")
        return (A.BID[tricks] if tricks in A.BID else Action(Act.BID, tricks),)
    if act == "trump":
        return (A.TRUMP[_suit(raw["suit"])],)
    if act == "play":
        return (A.PLAY[_card(raw["card"])],)
    if act in _SIMPLE_ACTS:
        return (_SIMPLE_ACTS[act],)
    first = {"pickup": A.PICKUP, "dummy": A.DUMMY, "alone": A.ALONE}[act]
    discard = raw.get("discard")
    if act == "dummy":
        if not isinstance(discard, list):
            raise _MalformedError("dummy needs the list of discarded cards")
        cards = [_card(c) for c in discard]
    else:
        cards = [] if discard is None else [_card(discard)]
    if len(set(cards)) != len(cards):
        raise _MalformedError("the same card is discarded twice")
    return (first, *(A.DISCARD[c] for c in cards))


# ------------------------------------------------------------------- saving
def to_record(
    state: GameState, players: list[str] | None = None, app: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The record of a game; an exchange still being chosen is left out."""
    record = record_head(state.rules, players, app)
    record["hands"] = [hand_json(log, _complete_actions(state, log)) for log in state.history]
    return record


def record_head(
    rules: Rules, players: list[str] | None = None, app: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A record's fields other than its hands (``hands`` is an empty list)."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "variant": rules.variant,
        "options": rules.changed_options(),
    }
    if players is not None:
        record["players"] = list(players)
    record["hands"] = []
    if app:
        record["app"] = app
    return record


class HandTexts:
    """The record text of a game's finished hands, kept from one snapshot to the next:
    ``logs`` the finished hands (the very objects of the game's history) and ``pieces``
    their texts, so a save of a long game makes only its new hands' text.  The text is
    kept in pieces of at most ``PIECE_HANDS`` hands, each beginning with the comma that
    parts it from the one before, and written piece by piece: no save copies or encodes
    the whole text in one step, which would hold the interpreter while it does."""

    PIECE_HANDS = 200

    def __init__(self) -> None:
        self.logs: list[HandLog] = []
        self.pieces: list[str] = []

    def of(self, logs: list[HandLog]) -> list[str]:
        """The text of ``logs`` (a snapshot's finished hands) in pieces: what is kept, if
        they begin with the hands kept, and the text of the rest made and kept with it."""
        n = len(self.logs)
        if not (n <= len(logs) and all(map(operator.is_, self.logs, logs))):
            n = 0  # another game: the old one's hands let go one at a time
            old, self.logs, self.pieces = self.logs, [], []
            while old:
                old.pop()
                give_way()
        for start in range(n, len(logs), self.PIECE_HANDS):
            text = ",".join(_text(log) for log in logs[start:start + self.PIECE_HANDS])
            self.pieces.append("," + text if self.pieces else text)
        self.logs = list(logs)
        return list(self.pieces)


class Snapshot:
    """A game as it stands, taken at once on the thread that plays it, to be written as a
    record on another: the finished hands' logs (which no longer change) are shared, the
    last hand's actions copied.  ``pieces()`` gives the record's text in a few pieces."""

    def __init__(self, state: GameState, players: list[str] | None = None,
                 app: dict[str, Any] | None = None) -> None:
        self.head = record_head(state.rules, players, app)
        self.logs = list(state.history)
        self.last = _complete_actions(state, state.history[-1]) if state.history else []
        self.last_over = state.phase == Phase.HAND_OVER

    def finished_hands(self) -> Snapshot:
        """The same snapshot without its last hand unless that hand is over."""
        if self.logs and not self.last_over:
            self.logs = self.logs[:-1]
            self.last = list(self.logs[-1].actions) if self.logs else []
            self.last_over = True
        return self

    def pieces(self, cache: HandTexts | None = None) -> list[str]:
        """The record's compact JSON text in pieces (their join is ``dumps(record)``);
        ``cache`` keeps the text of the finished hands (all but the last) for the next
        snapshot, and gives this one the text it already has."""
        head = dumps(self.head)
        start, end = head.split('"hands":[]', 1)
        finished = self.logs[:-1]
        texts = (cache if cache is not None else HandTexts()).of(finished)
        out = [start, '"hands":[', *texts]
        if self.logs:
            last = _compact(hand_json(self.logs[-1], self.last))
            out.append("," + last if texts else last)
        out.append("]" + end)
        return out


def _text(log: HandLog) -> str:
    give_way()
    return _compact(hand_json(log))


def _complete_actions(state: GameState, log: HandLog) -> list[tuple[int, Action]]:
    """The hand's actions without an exchange still in progress."""
    actions = list(log.actions)
    if log is state.history[-1] and state.phase == Phase.DISCARD:
        while actions and actions[-1][1].act == Act.DISCARD:
            actions.pop()
        actions.pop()
    return actions


def dumps(record: dict[str, Any]) -> str:
    """A record as compact JSON text (one line, no spaces), with a final newline."""
    return _compact(record) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def save_file(path: str | os.PathLike[str], record: dict[str, Any] | list[str]) -> None:
    """Write a record (or its text in pieces) atomically: a temporary file in the same
    folder, flushed to the disk, then a rename over ``path``.  A record longer than a
    reader accepts is refused (``RecordTooLong``) before anything is written."""
    pieces = [dumps(record)] if isinstance(record, dict) else record
    size = sum(len(p) if p.isascii() else len(p.encode("utf-8")) for p in pieces)
    if size > safejson.MAX_BYTES:
        raise RecordTooLong(size)
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.writelines(pieces)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class RecordTooLong(OSError):  # noqa: N818 - reads as a sentence at call sites
    """A record whose text would be longer than ``safejson.MAX_BYTES``: never written."""

    def __init__(self, size: int) -> None:
        super().__init__(errno.EFBIG, f"the game is too long to be saved ({size:,} characters)")
