"""Croatian texts never guess a player's gender: a bot's name is the player's choice and the
player may be anyone, so "I", "you" and a named player take no past participle (-o / -la),
no "sam" for alone, no "koji je" after a name, no group numeral of men (dvojica, trojica).
The present tense, nouns, "dva igrača" and "bez lutke", "samostalno" and "bez pomoći" say
the same without a gender."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from translation_tool import update_translations

PARTICIPLE = r"(?!kao\b)\w+(?:ao|io|eo|uo|ala|ila|ela|ula|jela)"
NAME = r"\{\w+\}"
GENDERED = {
    "first-person past (Licitirao sam)": rf"\b{PARTICIPLE}\s+sam\b|\bsam\s+{PARTICIPLE}\b",
    "first-person conditional (bih)": r"\bbih\b",
    "second-person past (Pucao si)":
        rf"\b{PARTICIPLE}\s+si\b|\b(?:si|nisi|jesi)\s+(?:\w+\s+)?{PARTICIPLE}\b",
    "adjective about you (siguran si)":
        r"\b(?:si|sam|jesi|nisi)\s+(?:li\s+)?(?:siguran|sigurna|spreman|spremna|euhriran|euhrirana)\b"
        r"|\b(?:siguran|sigurna|spreman|spremna|euhriran|euhrirana)\s+(?:si|sam)\b"
        r"|\bdobro\s+do(?:šao|šla)\b|\bnov[a]?\s+si\b",
    "sam / sama for alone": r"(?<!\bja )(?<!\} )\bsam[ai]?\b",
    "a named player in the past ({0} je licitirao)":
        rf"{NAME}\s+je\s+{PARTICIPLE}\b"
        rf"|\b(?!bila\b|bio\b){PARTICIPLE}\s+(?:ga\s+|ju\s+)?je\s+{NAME}",
    "group numerals for men (dvojica, trojica)": r"\b(?:dvojic|trojic|obojic|četvoric)\w*",
    "koji / koja after a name ({threat}, koji je)": rf"{NAME},\s+koj[ia]\s+je\b",
}


def croatian_translations() -> list[tuple[str, str, str]]:
    """(context, source, translation) for every translated form of the Croatian .ts."""
    tree = ET.parse(update_translations.ts_file("hr"))
    found = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            for text in forms or [translation.text or ""]:
                found.append((name, message.findtext("source") or "", text))
    return found


def gender_marks(text: str) -> list[str]:
    return [what for what, pattern in GENDERED.items() if re.search(pattern, text, re.I)]


def test_no_croatian_text_guesses_the_gender_of_the_player_a_bot_or_a_name() -> None:
    texts = croatian_translations()
    assert sum(context == "BotReason" for context, _, _ in texts) > 60
    wrong = [f"{context}: {source!r} → {text!r} ({', '.join(gender_marks(text))})"
             for context, source, text in texts if gender_marks(text)]
    assert wrong == []


@pytest.mark.parametrize("text", [
    "Pucao sam u mjesec",
    "Licitirala sam {0}",
    "Zvao sam {suit}: moja najjača boja",
    "Išao sam sam: moja je ruka dovoljno jaka",
    "Dalje: s adutom {suit} prečesto bih bio euhriran.",
    "Naručio sam {suit}: rizik, ali da sam rekao dalje, {threat}, koji je blizu pobjede",
    "Pucao si u mjesec: trebaš svih 6.",
    "U ovoj ruci nisi imao što birati.",
    "Trener: jesi li siguran?",
    "Idi sam",
    "Brani sam ili reci dalje",
    "{0} je licitirao {1} s adutom {2}",
    "Mrtva ruka (predao je {0})",
    "Dobro došao za stol!",
    "Igrač koji odredi adut igra protiv druge dvojice.",
    "Ako sva trojica kažu dalje, nitko ne dobiva bodove.",
])
def test_the_check_catches_each_gendered_form_it_names(text: str) -> None:
    assert gender_marks(text)


@pytest.mark.parametrize("text", [
    "Licitiram {0}",
    "Igram bez lutke: tijesna odluka, ali mislim da je rizik vrijedan.",
    "Otvaram s {card}: ja sam {role} i ostao mi je 1 adut.",
    "Naručujem {suit}: rizik, ali {threat} je blizu pobjede i vjerojatno će odrediti adut.",
    "Braniš samostalno",
    "Ada je licitirala 3 bez zamjene, a Bo je rekao dalje.",
    "Samo jedan igrač smije zamijeniti.",
    "Euchre za troje: igrač koji odredi adut igra protiv druga dva igrača.",
    "Ako sva tri igrača kažu dalje, nitko ne dobiva bodove.",
])
def test_the_check_lets_neutral_croatian_through(text: str) -> None:
    assert gender_marks(text) == []
