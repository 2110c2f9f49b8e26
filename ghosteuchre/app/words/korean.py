"""Korean particles after a word whose last sound the text shows: 이/가, 을/를, 은/는,
으로/로 and 과/와 depend on whether the word before ends in a consonant (받침). A
translation writes the pair as the usual notation, 이(가), 을(를), 은(는), (으)로, 과(와);
``fit_particles()`` puts the one form that fits where the word before is a Hangul
syllable, a number or a card (9♠, 10♥, J♦, Q♣, K♠, A♥, read 구, 십, 제이, 큐, 케이,
에이), and leaves the notation where it cannot tell (a name in Latin letters)."""

from __future__ import annotations

import re

VOWEL, RIEUL, CONSONANT = "vowel", "ㄹ", "consonant"
# How a digit at the end of a number is read: 1 일, 7 칠, 8 팔 end in ㄹ; 0 is 영, or
# 십/백/천 after other digits; 3 삼, 6 육 end in another consonant.
_DIGITS = {"0": CONSONANT, "1": RIEUL, "2": VOWEL, "3": CONSONANT, "4": VOWEL, "5": VOWEL,
           "6": CONSONANT, "7": RIEUL, "8": RIEUL, "9": VOWEL}
# A letter read on its own (a card's index, an abbreviation): L 엘, R 알; M 엠, N 엔.
_LETTERS = {**dict.fromkeys("ABCDEFGHIJKOPQSTUVWXYZ", VOWEL), "L": RIEUL, "R": RIEUL,
            "M": CONSONANT, "N": CONSONANT}
_SKIPPED = "♠♣♥♦♤♧♡♢"  # a card's suit sign is not read before its particle
_TAGS = re.compile(r"(?:</?[a-zA-Z][^<>]*>)+$")  # HTML closing a link or bold word
_SLOT = re.compile(r"(?:%L?\d+|%n|\{[^{}]*\})$")  # a placeholder: not known yet
# Each pair: (notation, after a consonant, after a vowel, ㄹ counts as a vowel).
_PAIRS = (("이(가)", "이", "가", False), ("을(를)", "을", "를", False),
          ("은(는)", "은", "는", False), ("(으)로", "으로", "로", True),
          ("으로(로)", "으로", "로", True), ("과(와)", "과", "와", False),
          ("와(과)", "과", "와", False))
_NOTATION = re.compile("|".join(re.escape(p[0]) for p in sorted(_PAIRS, key=lambda p: -len(p[0]))))
# A card followed by a particle already chosen, to be checked: "A♠을 ", "10♥로".
_CARD = re.compile(
    r"(?<![\w])(10|[9JQKA])([♠♣♥♦])(이|가|을|를|은|는|으로|로|과|와)(?=[\s,.:;!?)]|$)")


def last_sound(text: str) -> str | None:
    """How ``text`` ends when read aloud: VOWEL, RIEUL, CONSONANT, or None if unknown."""
    end = _TAGS.sub("", text).rstrip(_SKIPPED)
    if not end or _SLOT.search(end):
        return None
    last = end[-1]
    if "가" <= last <= "힣":
        coda = (ord(last) - ord("가")) % 28
        return VOWEL if coda == 0 else RIEUL if coda == 8 else CONSONANT
    if last.isdigit():
        if last == "0" and len(end) > 1 and end[-2].isdigit():
            return CONSONANT  # 십, 백, 천
        return _DIGITS.get(last)
    if last.isascii() and last.isalpha() and (len(end) == 1 or not end[-2].isalpha()):
        return _LETTERS.get(last.upper())
    return None


def particle(word: str, notation: str) -> str:
    """The form of the particle ``notation`` (e.g. "을(를)") that fits after ``word``; the
    notation itself when the word's last sound is unknown."""
    for pair, after_consonant, after_vowel, rieul_is_vowel in _PAIRS:
        if pair == notation:
            sound = last_sound(word)
            if sound is None:
                return notation
            if sound == VOWEL or (sound == RIEUL and rieul_is_vowel):
                return after_vowel
            return after_consonant
    raise ValueError(notation)


def fit_particles(text: str) -> str:
    """``text`` with each particle notation, and each particle after a card, in the form
    the word before it takes."""
    def fitted(match: re.Match[str]) -> str:
        return particle(text[:match.start()], match.group(0))

    text = _NOTATION.sub(fitted, text)

    def card(match: re.Match[str]) -> str:
        rank, suit, chosen = match.groups()
        for pair, after_consonant, after_vowel, _ in _PAIRS:
            if chosen in (after_consonant, after_vowel) and pair[0] != "(":
                return rank + suit + particle(rank, pair)
        return match.group(0)

    return _CARD.sub(card, text)
