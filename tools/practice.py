"""Practice deals: generate candidates with the exact solver, or check the stored ones.

    python tools/practice.py --check
        prove every stored deal: its right first card reaches the goal against best
        defence, every other first card fails, and its line plays to the goal
    python tools/practice.py --rewrite
        write every stored deal's notes (why each card) and tempting reasons again
    python tools/practice.py --generate ghost-hand --count 13 [--seed 1] [--write]
        search seeded deals (the bots bid and play up to a position) for positions where
        exactly one first card reaches the goal; print them, or with --write replace the
        variant's file in ghosteuchre/learn/practice/
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ghosteuchre.bots.registry import make_bot  # noqa: E402
from ghosteuchre.engine import actions as A  # noqa: E402, N812
from ghosteuchre.engine.cards import EFFECTIVE, POWER, Card  # noqa: E402
from ghosteuchre.engine.deal import new_game  # noqa: E402
from ghosteuchre.engine.record import dumps, to_record  # noqa: E402
from ghosteuchre.engine.rules import Rules  # noqa: E402
from ghosteuchre.engine.state import GameState, Phase  # noqa: E402
from ghosteuchre.engine.view import view_of  # noqa: E402
from ghosteuchre.learn.explain import (  # noqa: E402
    learner_note,
    names,
    other_note,
    shown,
    trick_end,
)
from ghosteuchre.learn.lesson import LessonError  # noqa: E402
from ghosteuchre.learn.practice import (  # noqa: E402
    FORMAT,
    PRACTICE_DIR,
    Goal,
    best_line,
    contract,
    count_solver,
    first_card_values,
    learner_side,
    load_practice,
    position,
    practice_files,
    prove_deal,
    tempting_count,
)

TRICKS_LEFT = {"ghost-hand": [2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6],
               "cutthroat": [2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5]}


def to_position(rules: Rules, seed: int, tricks_left: int) -> GameState | None:
    """A seeded game the Medium bots bid and play until ``tricks_left`` tricks remain and a
    seeded number of cards lie in the current trick."""
    rng = random.Random(seed)
    state = new_game(rules, seed)
    bot = make_bot("medium")
    while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
        state.apply(bot.decide(view_of(state, state.turn), rng).action, state.turn)
    if state.phase != Phase.PLAY:
        return None
    offset = rng.randrange(state.active)
    target = (rules.tricks_per_hand - tricks_left, offset)
    while (len(state.tricks), len(state.trick)) != target:
        state.apply(bot.decide(view_of(state, state.turn), rng).action, state.turn)
    return state


def goals_for(state: GameState, seat: int, tricks_left: int) -> list[Goal]:
    own = Goal("make") if seat == state.declarer else Goal("set")
    counter, pos = count_solver(state, seat, Goal("tricks", 1))
    best = int(max(counter.root_values(pos).values()))
    return [own, Goal("tricks", best)] if best else [own]


def goal_text(state: GameState, seat: int, goal: Goal, tricks_left: int) -> str:
    if goal.kind == "tricks":
        if goal.tricks == tricks_left:
            return f"Take all of the last {tricks_left} tricks."
        return f"Take {goal.tricks} of the last {tricks_left} tricks."
    need = contract(state)
    if goal.kind == "set":
        if state.rules.is_ghost and need == 6:
            return f"Stop {names(seat)[state.declarer]}'s moon: win a trick."
        return f"Set {names(seat)[state.declarer]}: keep them under {need} tricks."
    if state.rules.is_ghost and need == 6:
        return "Make your moon: take every trick."
    if state.rules.is_ghost:
        return f"Make your bid: take at least {need} tricks in all."
    return "Make trump: take at least 3 tricks in all."


def write_up(state: GameState, seat: int, goal: Goal,
             line: list[tuple[int, Card]]) -> list[dict[str, Any]]:
    """One plain note per move of the line: why the learner's card (learn/explain.py), what
    the others do, and who takes the trick."""
    base = tuple(state.tricks_won)
    state = state.clone()
    out = []
    for i, (s, card) in enumerate(line):
        if s == seat:
            values = first_card_values(state, seat, goal, base)
            note = learner_note(state, seat, card, line[i + 1:],
                                any_card=i > 0 and all(values.values()))
        else:
            note = other_note(state, seat, s, card)
        state.apply(A.PLAY[card], s)
        note += trick_end(state, seat)
        out.append({"seat": s, "act": "play", "card": str(card), "note": note + "."})
    return out


def tempting(state: GameState, seat: int, goal: Goal, values: dict[Card, bool],
             tricks_left: int, seed: int) -> list[dict[str, str]]:
    """The wrong first card a Medium bot would play, or else the strongest wrong one."""
    wrong = [c for c, ok in values.items() if not ok]
    choice = make_bot("medium").decide(view_of(state, seat), random.Random(seed)).action
    if choice.act == A.Act.PLAY and Card(choice.arg) in wrong:
        card = Card(choice.arg)
    else:
        trump = state.trump
        card = max(wrong, key=lambda c: POWER[trump][EFFECTIVE[trump][c]][c])
    others = sorted((c for c in wrong if c != card), key=int)
    return [{"card": str(c), "why": tempting_why(state, seat, goal, c, tricks_left, c == card)}
            for c in [card, *others]]


def tempting_why(state: GameState, seat: int, goal: Goal, card: Card, tricks_left: int,
                 natural: bool = True) -> str:
    """Why a wrong first card fails: the first trick best defence takes after it, and how far
    the learner then gets (``natural``: the card a player is most tempted by)."""
    k = tempting_count(state, seat, goal, card)
    if goal.kind == "tricks":
        outcome = (f"you take only {k} of the last {tricks_left} tricks" if k
                   else f"you take none of the last {tricks_left} tricks")
    elif goal.kind == "make":
        outcome = f"you take only {k} trick{'s' if k != 1 else ''} in all"
    else:
        maker = "the declarer" if state.rules.is_ghost else "the maker"
        outcome = f"{maker} still takes {k} tricks"
    after = state.clone()
    after.apply(A.PLAY[card], seat)
    side = learner_side(state, seat)
    who = names(seat)
    lost = ""
    rest = best_line(after, seat, goal) if after.phase == Phase.PLAY else []
    for s, c in [(-1, card), *rest]:
        if s >= 0:
            after.apply(A.PLAY[c], s)
        if after.trick or len(after.tricks) == len(state.tricks):
            continue
        trick = after.tricks[-1]
        if trick.winner is not None and not side[trick.winner]:
            top = next(x for p, x in trick.plays if p == trick.winner)
            first = len(after.tricks) == len(state.tricks) + 1
            lost = (f"{who[trick.winner]} takes {'that' if first else 'a later'} trick with "
                    f"the {shown(top)}, and ")
            break
    if natural:
        return f"The {shown(card)} looks natural, but {lost}against best defence {outcome}."
    return f"Not the {shown(card)}: {lost}against best defence {outcome}."


def rewrite() -> int:
    """Write every stored deal's notes and tempting reasons again from its position."""
    for path in practice_files():
        data = json.loads(path.read_text(encoding="utf-8"))
        for raw, deal in zip(data["deals"], load_practice(path), strict=True):
            state = position(deal)
            line = [(m["seat"], Card.parse(m["card"])) for m in deal.line]
            raw["line"] = write_up(state, deal.seat, deal.goal, line)
            left = state.rules.tricks_per_hand - len(state.tricks)
            values = first_card_values(state, deal.seat, deal.goal)
            first = deal.tempting[0][0]
            others = sorted((c for c, ok in values.items() if not ok and c != first), key=int)
            raw["tempting"] = [{"card": str(c), "why": tempting_why(state, deal.seat, deal.goal,
                                                                     c, left, c == first)}
                               for c in [first, *others]]
        path.write_text(dumps(data), encoding="utf-8")
        print(f"{path.name}: {len(data['deals'])} write-ups", file=sys.stderr)
    return 0


def candidate(rules: Rules, seed: int, tricks_left: int) -> dict[str, Any] | None:
    state = to_position(rules, seed, tricks_left)
    if state is None:
        return None
    seat = state.turn
    for goal in goals_for(state, seat, tricks_left):
        values = first_card_values(state, seat, goal)
        right = [c for c, ok in values.items() if ok]
        if len(values) < 2 or len(right) != 1:
            continue
        line = best_line(state, seat, goal)
        record = to_record(state, names(seat))
        return {
            "id": f"{'gh' if rules.is_ghost else 'ct'}-{seed}",
            "level": min(5, tricks_left - 1),
            "seat": seat,
            "goal": {"kind": goal.kind, **({"tricks": goal.tricks} if goal.tricks else {})},
            "text": goal_text(state, seat, goal, tricks_left),
            "record": record,
            "line": write_up(state, seat, goal, line),
            "tempting": tempting(state, seat, goal, values, tricks_left, seed),
        }
    return None


def generate(variant: str, count: int, seed: int) -> dict[str, Any]:
    rules = Rules.make(variant)
    plan = TRICKS_LEFT[variant]
    deals = []
    for i in range(count):
        tricks_left = plan[i % len(plan)]
        while True:
            seed += 1
            deal = candidate(rules, seed, tricks_left)
            if deal is not None:
                deals.append(deal)
                print(f"{deal['id']}: {deal['text']}", file=sys.stderr)
                break
    deals.sort(key=lambda d: (d["level"], d["id"]))
    return {"format": FORMAT, "variant": variant, "deals": deals}


def check() -> int:
    failures = 0
    total = 0
    for path in practice_files():
        try:
            deals = load_practice(path)
        except LessonError as exc:
            print(exc)
            failures += 1
            continue
        for deal in deals:
            total += 1
            try:
                prove_deal(deal)
            except LessonError as exc:
                print(f"{path.name}: {exc}")
                failures += 1
    print(f"{total - failures} of {total} practice deals proven")
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="prove every stored deal")
    mode.add_argument("--rewrite", action="store_true",
                      help="write the stored deals' notes again from their positions")
    mode.add_argument("--generate", choices=sorted(TRICKS_LEFT), help="search new deals")
    parser.add_argument("--count", type=int, default=13)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--write", action="store_true", help="replace the variant's file")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    if args.rewrite:
        return rewrite()
    data = generate(args.generate, args.count, args.seed)
    text = dumps(data)
    if args.write:
        (PRACTICE_DIR / f"{args.generate}.practice.json").write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
