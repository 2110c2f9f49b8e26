"""What no translation may say, checked by ``update_translations.py --fill`` and the tests.

``FORBIDDEN``: per language, the forms that show "you" dropped into a sentence written
for a named player ("gewonnen door jij", "pripao je igraču ti", "You deals"), or that
guess the gender of the player, a bot or a named player (Galician *só*, *obrigado*,
*Benvido*; Croatian *dvojica*, *trojica*). Each is a regular expression (case-insensitive)
with the reason a translator is shown."""

from __future__ import annotations

import re

FORBIDDEN: dict[str, dict[str, str]] = {
    "en": {
        r"\bYou (?:deals|plays|takes|wins|bids|passes|calls|discards|leads|follows)\b":
            "“You” with a third-person verb: the sentence needs its own form for the player",
        r"\bYou's\b": "“You's”: the sentence needs its own form for the player",
    },
    "nl": {
        r"\b(?:door|van|aan|voor|met|bij) jij\b":
            "“jij” after a preposition: “jou”, in the sentence's own form for the player",
        r"\b(?:deelt|speelt|haalt|wint|biedt|neemt|legt|gooit|roept) jij\b":
            "a verb with -t before “jij”: the sentence needs its own form for the player",
        r"\bJij's\b": "“Jij's”: the sentence needs its own form for the player",
    },
    "hr": {
        r"\bigrač\w* ti\b": "“igrač ti”: the sentence needs its own form for the player",
        r"\b(?:prijavljuje|dijeli|igra|uzima|baca|licitira|kaže|odigrao|predao) ti\b":
            "a third-person verb with “ti”: the sentence needs its own form for the player",
        r"\b(?:dvojic|trojic)\w*\b":
            "“dvojica/trojica” are groups of men: say “dva/tri igrača” or “oba/sva tri”",
    },
    "gl": {
        r"\b(?:por|de|a|con|para) tu\b": "“tu” after a preposition: “ti”",
        r"\b(?:[Xx]og\w*|[Dd]efend\w*|ti|eu) sós?\b(?!\s+(?:un|unha|se|cando)\b)":
            "“só” for alone guesses a gender (sós, soa): say “en solitario”",
        r"\b(?:o|do|ao|co|polo) J[♠♣♥♦]": "the jack is *a jota*, feminine: “a J♦”, “coa J♦”",
        r"^[Ss]ó$|(?:/|\bou|,) só$":
            "“só” for alone guesses a gender (sós, soa): say “en solitario”",
        r"\b(?:estás|está|estou) obrigad[oa]s?\b": "“obrigado/a” guesses a gender: “tes que”",
        r"\bestás segur[oa]s?\b": "“seguro/a” about a person guesses a gender: “de verdade”",
        r"\bbenvid(?:o|os|as)\b|(?<!a )\bbenvida (?:a|á|ao)\b":
            "“Benvido/a” guesses a gender: “Dámosche a benvida”",
        r"\bnov[oa] n[oa]\b": "“Novo no…” about the player guesses a gender: “Aínda non coñeces…?”",
        r"\b(?:déixao|déixaa|do mandante|da mandante) (?:Ada|Bo)\b|\bda mandante\b":
            "a bot's name given a gender: name the player instead",
    },
    "sw": {
        r"\b(?:ana|ame|ata|ali)\w+ wewe\b":
            "a third-person verb with “wewe”: the sentence needs its own form for the player",
        r"\bboti\b": "“boti” is a boat: a computer player is a “kompyuta”",
    },
    "ko": {
        r"나(?:이\(가\)|을\(를\)|은\(는\)|\(으\)로)":
            "a particle left for the name's slot after 나: write the player's own form",
    },
}


def forbidden_forms(language: str, text: str) -> list[str]:
    """The reasons ``text`` breaks the rules of ``language`` (empty: it keeps them)."""
    return [why for pattern, why in FORBIDDEN.get(language, {}).items()
            if re.search(pattern, text, re.IGNORECASE)]


def key_clashes(translated: dict[str, str]) -> list[str]:
    """What breaks the decision bar's key letters when its labels (English source → the
    translation, context DecisionBar) read as ``translated``: a label with no "&", two
    labels of one bar with one letter, the table's own key (see app/table/keys.py)."""
    from ghosteuchre.app.table import keys

    wrong = []
    for moment, labels in keys.bars().items():  # no translator: the English sources
        seen: dict[object, str] = {}
        for source in labels:
            text = translated.get(source, source)
            key = keys.mnemonic(text)[1]
            if key is None:
                wrong.append(f"{moment}: {text!r} has no key letter (&)")
            elif keys.key_text(key) in keys.RESERVED:
                wrong.append(f"{moment}: {text!r} takes {keys.key_text(key)}, the table's key")
            elif key in seen:
                wrong.append(f"{moment}: {text!r} and {seen[key]!r} share {keys.key_text(key)}")
            else:
                seen[key] = text
    return wrong
