"""A second, deliberately plain reading of docs/rules.md and docs/record-format.md.

It shares no code with the engine: cards are strings, hands are lists, every
rule is written out again.  `replay_reference(record)` returns the
``replay --json`` object; the differential test compares it with the engine's
on many random games.
"""

from __future__ import annotations

from typing import Any

DEFAULTS = {
    "ghost-hand": {
        "target": 32,
        "reneges": "blocked",
        "renege_penalty": 2,
        "stick_the_dealer": False,
        "ghost_swap": True,
        "moon_points": 24,
        "moon_failure": 6,
    },
    "cutthroat": {
        "target": 10,
        "reneges": "blocked",
        "renege_penalty": 2,
        "stick_the_dealer": False,
        "dealer_pickup": "optional",
        "defend_alone": True,
        "march_points": 3,
        "alone_march_points": 4,
        "euchre_points": 2,
    },
}
PARTNER = {"C": "S", "S": "C", "D": "H", "H": "D"}
PLAIN_ORDER = "9TJQKA"
TRUMP_ORDER = "9TQKA"  # then left bower, then right bower


def eff_suit(card: str, trump: str | None) -> str:
    if trump and card[0] == "J" and card[1] == PARTNER[trump]:
        return trump
    return card[1]


def strength(card: str, trump: str, led: str) -> int:
    if eff_suit(card, trump) == trump:
        if card == "J" + trump:
            return 200
        if card[0] == "J":
            return 199
        return 100 + TRUMP_ORDER.index(card[0])
    if card[1] == led:
        return PLAIN_ORDER.index(card[0])
    return -1


class Hand:
    def __init__(self, game: Game, dealer: int, deal: dict[str, Any]) -> None:
        self.g = game
        self.o = game.options
        self.dealer = dealer
        self.hands = [list(h) for h in deal["hands"]]
        self.ghost = list(deal.get("ghost", []))
        self.dummy = list(deal.get("dummy", []))
        self.up = deal["kitty"][0] if "kitty" in deal else None
        self.swapped = False
        self.bids: list[Any] = []  # per turn: None (pass) or number or "moon"
        self.declarer: int | None = None
        self.bid: Any = None
        self.trump: str | None = None
        self.alone: list[int] = []
        self.out: int | None = None
        self.stage = "bid" if game.variant == "ghost-hand" else "round1"
        self.turn = (dealer + 1) % 3
        self.passes = 0
        self.defend_turns = 0
        self.tricks: list[dict[str, Any]] = []
        self.current: list[tuple[int, str]] = []
        self.leader = -1
        self.won = [0, 0, 0]
        self.reneges: list[dict[str, Any]] = []
        self.points = [0, 0, 0]
        self.void = False
        self.done = False

    # --- legality, listed in the record's format
    def legal(self) -> list[dict[str, Any]]:
        s, st = self.turn, self.stage
        stuck = self.o["stick_the_dealer"] and s == self.dealer
        if st == "bid":
            out: list[dict[str, Any]] = []
            if self.o["ghost_swap"] and not self.swapped:
                out.append({"act": "swap"})
            if self.bid != "moon":
                low = 3 if self.bid is None else self.bid + 1
                out += [{"act": "bid", "tricks": n} for n in range(low, 6)]
                out.append({"act": "moon"})
            if not (stuck and self.bid is None):
                out.append({"act": "pass"})
            return out
        if st == "declare":
            return [{"act": "trump", "suit": x} for x in "CDHS"]
        if st == "round1":
            return [{"act": "order"}, {"act": "pass"}]
        if st == "pickup":
            out = [{"act": "pickup", "discard_count": 1}]
            return out if self.o["dealer_pickup"] == "required" else [*out, {"act": "decline"}]
        if st == "round2":
            out = [{"act": "trump", "suit": x} for x in "CDHS" if x != self.up[1]]
            return out if stuck else [*out, {"act": "pass"}]
        if st == "choice":
            n = len(self.hands[s])
            alone: dict[str, Any] = {"act": "alone"}
            if n == 6:
                alone["discard_count"] = 1
            return [{"act": "dummy", "discard_count": n}, alone]
        if st == "defend":
            return [{"act": "alone"}, {"act": "pass"}]
        if st == "play":
            hand = self.hands[s]
            if self.current and self.o["reneges"] == "blocked":
                led = eff_suit(self.current[0][1], self.trump)
                follow = [c for c in hand if eff_suit(c, self.trump) == led]
                if follow:
                    hand = follow
            return [{"act": "play", "card": c} for c in hand]
        return []

    def apply(self, a: dict[str, Any]) -> None:  # noqa: C901 - the spec, rule by rule
        kind, s = a["act"], a["seat"]
        if kind == "call_renege":
            self.call(s, a["accused"])
            return
        assert not self.done and s == self.turn, "not this seat's turn"
        st = self.stage
        if st == "bid":
            if kind == "swap":
                assert self.o["ghost_swap"] and not self.swapped
                self.hands[s], self.ghost = self.ghost, []
                self.swapped = True
                return
            if kind == "bid":
                assert self.bid != "moon" and a["tricks"] in range(3, 6)
                assert self.bid is None or a["tricks"] > self.bid
                self.bid, self.declarer = a["tricks"], s
            elif kind == "moon":
                assert self.bid != "moon"
                self.bid, self.declarer = "moon", s
            else:
                assert kind == "pass"
                assert not (self.o["stick_the_dealer"] and s == self.dealer and self.bid is None)
            self.bids.append(kind)
            if len(self.bids) == 3:
                if self.declarer is None:
                    self.void, self.done = True, True
                else:
                    self.stage, self.turn = "declare", self.declarer
            else:
                self.turn = (s + 1) % 3
        elif st == "declare":
            self.trump = a["suit"]
            self.start_play(self.declarer)
        elif st == "round1":
            if kind == "order":
                self.declarer, self.trump = s, self.up[1]
                if s == self.dealer:
                    self.hands[s].append(self.up)
                    self.stage = "choice"
                else:
                    self.stage, self.turn = "pickup", self.dealer
            else:
                self.passes += 1
                if self.passes == 3:
                    self.stage, self.passes = "round2", 0
                self.turn = (s + 1) % 3
        elif st == "pickup":
            if kind == "pickup":
                self.hands[s].append(self.up)
                self.hands[s].remove(a["discard"])
            else:
                assert self.o["dealer_pickup"] == "optional"
            self.stage, self.turn = "choice", self.declarer
        elif st == "round2":
            if kind == "trump":
                assert a["suit"] != self.up[1]
                self.declarer, self.trump, self.stage = s, a["suit"], "choice"
            else:
                assert not (self.o["stick_the_dealer"] and s == self.dealer)
                self.passes += 1
                if self.passes == 3:
                    self.void = self.done = True
                self.turn = (s + 1) % 3
        elif st == "choice":
            if kind == "dummy":
                self.hands[s] += self.dummy
                assert len(a["discard"]) == len(self.hands[s]) - 5
                for c in a["discard"]:
                    self.hands[s].remove(c)
            else:
                self.alone.append(s)
                if len(self.hands[s]) == 6:
                    self.hands[s].remove(a["discard"])
            if self.o["defend_alone"]:
                self.stage, self.turn = "defend", (s + 1) % 3
            else:
                self.start_play(None)
        elif st == "defend":
            if kind == "alone":
                self.alone.append(s)
                self.out = 3 - s - self.declarer
                self.start_play(None)
            else:
                self.defend_turns += 1
                if self.defend_turns == 2:
                    self.start_play(None)
                else:
                    self.turn = (s + 1) % 3
        elif st == "play":
            self.play(s, a["card"])

    def next_active(self, s: int) -> int:
        n = (s + 1) % 3
        return (n + 1) % 3 if n == self.out else n

    def start_play(self, leader: int | None) -> None:
        if leader is None:
            if not self.alone:
                leader = (self.dealer + 1) % 3
            elif len(self.alone) == 1:
                leader = self.next_active(self.alone[0])
            else:
                leader = self.alone[1]
        self.stage, self.turn, self.leader = "play", leader, leader

    def play(self, s: int, card: str) -> None:
        hand = self.hands[s]
        assert card in hand
        if self.current:
            led = eff_suit(self.current[0][1], self.trump)
            holds = any(eff_suit(c, self.trump) == led for c in hand)
            if holds and eff_suit(card, self.trump) != led:
                assert self.o["reneges"] == "callable", "renege"
                self.reneges.append(
                    {"seat": s, "trick": len(self.tricks), "suit": led, "called_by": None}
                )
        hand.remove(card)
        self.current.append((s, card))
        active = 2 if self.out is not None else 3
        if len(self.current) < active:
            self.turn = self.next_active(s)
            return
        led = eff_suit(self.current[0][1], self.trump)
        winner = max(self.current, key=lambda p: strength(p[1], self.trump or "", led))[0]
        self.tricks.append(
            {"leader": self.leader, "cards": [c for _, c in self.current], "winner": winner}
        )
        self.won[winner] += 1
        self.current = []
        self.turn = self.leader = winner
        if len(self.tricks) == (6 if self.g.variant == "ghost-hand" else 5):
            self.score()

    def plays_by(self, s: int) -> list[tuple[int, str]]:
        """(trick index, card) for every card seat ``s`` played this hand."""
        out = []
        for i, t in enumerate(self.tricks):
            for seat, c in zip(self.trick_seats(t), t["cards"], strict=True):
                if seat == s:
                    out.append((i, c))
        out += [(len(self.tricks), c) for seat, c in self.current if seat == s]
        return out

    def trick_seats(self, t: dict[str, Any]) -> list[int]:
        seats = [t["leader"]]
        while len(seats) < len(t["cards"]):
            seats.append(self.next_active(seats[-1]))
        return seats

    def call(self, caller: int, accused: int) -> None:
        assert self.o["reneges"] == "callable" and caller != accused
        plays = self.plays_by(accused)
        proven = [
            r
            for r in self.reneges
            if r["seat"] == accused
            and r["called_by"] is None
            and any(i > r["trick"] and eff_suit(c, self.trump) == r["suit"] for i, c in plays)
        ]
        assert proven, "call not proven"
        for r in proven:
            r["called_by"] = caller
            self.points[accused] -= self.o["renege_penalty"]
            self.g.scores[accused] -= self.o["renege_penalty"]

    def score(self) -> None:
        d, o, won = self.declarer, self.o, self.won
        assert d is not None
        pts = [0, 0, 0]
        if self.g.variant == "ghost-hand":
            for s in range(3):
                pts[s] = won[s]
            if self.bid == "moon":
                pts[d] = o["moon_points"] if won[d] == 6 else -o["moon_failure"]
            elif won[d] < self.bid:
                pts[d] = -self.bid
        else:
            defenders = [s for s in range(3) if s != d]
            if won[d] == 5:
                pts[d] = o["alone_march_points"] if d in self.alone else o["march_points"]
            elif won[d] >= 3:
                pts[d] = 1
            else:
                lone = any(s in self.alone for s in defenders)
                for s in defenders:
                    pts[s] = (4 if won[d] == 0 else 2) if lone else o["euchre_points"]
        for s in range(3):
            self.points[s] += pts[s]
            self.g.scores[s] += pts[s]
        self.done = True

    def summary(self) -> dict[str, Any]:
        tricks = list(self.tricks)
        if self.current:
            tricks.append(
                {"leader": self.leader, "cards": [c for _, c in self.current], "winner": None}
            )
        return {
            "dealer": self.dealer,
            "void": self.void,
            "declarer": self.declarer,
            "bid": self.bid if self.g.variant == "ghost-hand" else None,
            "trump": self.trump,
            "alone": list(self.alone),
            "tricks": tricks,
            "tricks_won": list(self.won),
            "reneges": [{k: r[k] for k in ("seat", "trick", "called_by")} for r in self.reneges],
            "points": list(self.points),
            "complete": self.done,
        }


class Game:
    def __init__(self, record: dict[str, Any]) -> None:
        self.variant = record["variant"]
        self.options = {**DEFAULTS[self.variant], **record.get("options", {})}
        self.scores = [0, 0, 0]
        self.hands: list[Hand] = []

    def winner(self) -> int | None:
        if not self.hands or not self.hands[-1].done:
            return None
        top = max(self.scores)
        if top >= self.options["target"] and self.scores.count(top) == 1:
            return self.scores.index(top)
        return None


def replay_reference(record: dict[str, Any]) -> dict[str, Any]:
    game = Game(record)
    for h in record["hands"]:
        assert game.winner() is None
        hand = Hand(game, h["dealer"], h["deal"])
        game.hands.append(hand)
        for a in h["actions"]:
            hand.apply(a)
    last = game.hands[-1] if game.hands else None
    to_act = None
    if last is not None and not last.done:
        to_act = {"seat": last.turn, "legal": last.legal()}
    return {
        "variant": game.variant,
        "hands": [x.summary() for x in game.hands],
        "scores": game.scores,
        "winner": game.winner(),
        "to_act": to_act,
    }
