"""Every word a player needs on the table is shown whole: the plates' names, levels,
scores and badges, the board's lines and the piles' labels, measured with the fonts the
table draws them in, in every phase of both variants, at 1024×700, 1280×800 and
1920×1080, with names of the longest allowed length (and with text 1.25 times larger).

Only a name may be cut short (with "…"), and only when it is too wide for its plate."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.storage.settingchecks import MAX_NAME
from ghosteuchre.engine.actions import Act
from tests.support.text_fits import ORDINARY, Checker, menu_px, play_hands

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

WIDE = ["W" * MAX_NAME, "M" * MAX_NAME, "Wm" * (MAX_NAME // 2)]
SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(params=[1.0, 1.25], ids=["normal-text", "larger-text"])
def text_scale(request, qapp) -> Iterator[float]:
    """The app's text at its size, or 1.25 times larger."""
    font = qapp.font()
    before = menu_px()
    larger = qapp.font()
    larger.setPointSizeF(font.pointSizeF() * request.param)
    qapp.setFont(larger)
    assert request.param == 1.0 or menu_px() > before
    yield request.param
    qapp.setFont(font)


GAMES = [
    # variant, the bots' preferred calls, the player's seat's name set
    ("ghost-hand", (Act.MOON,)),
    ("ghost-hand", (Act.BID, Act.SWAP)),
    ("cutthroat", (Act.ORDER, Act.ALONE)),
    ("cutthroat", (Act.DUMMY, Act.PICKUP)),
]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_of_the_table_fits(qtbot, make_window, text_scale, size) -> None:
    window = make_window(size=size)
    assert window.table.width() == size[0]
    phases: set[str] = set()
    seen: set[str] = set()
    for i, (variant, prefer) in enumerate(GAMES):
        for names in (ORDINARY, WIDE):
            checker = Checker(window, names, text_scale)
            play_hands(qtbot, window, variant, names, prefer, hands=2, seed=3 + i)
            window.table.laid_out.disconnect(checker.check)
            assert checker.problems == [], "\n".join(checker.problems)
            phases |= checker.phases
            seen |= checker.seen
    assert {"BID", "DISCARD", "PLAY", "HAND_OVER", "ROUND1", "CHOICE"} <= phases
    assert any("shoots the moon" in line for line in seen)
    assert any("alone" in line for line in seen)
    assert any("thinking" in line for line in seen)


def test_every_text_fits_in_a_language_40_percent_longer(qtbot, qapp, make_window) -> None:
    """The pseudo-locale makes every text of the app about 40 % longer, with accents:
    at the smallest size the table is made for, nothing a player needs is cut off (a
    name of 24 letters may be shortened, as with larger text)."""
    translators = i18n.install_pseudo(qapp)
    try:
        window = make_window(size=SIZES[0])
        phases: set[str] = set()
        for i, (variant, prefer) in enumerate(GAMES):
            # the longer words leave the names less room: a long name may be cut short
            checker = Checker(window, ORDINARY, 1.4)
            play_hands(qtbot, window, variant, ORDINARY, prefer, hands=2, seed=3 + i)
            window.table.laid_out.disconnect(checker.check)
            assert checker.problems == [], "\n".join(checker.problems)
            assert all(line.startswith("[") for line in checker.seen if line)  # translated
            phases |= checker.phases
        assert {"BID", "DISCARD", "PLAY", "HAND_OVER", "ROUND1", "CHOICE"} <= phases
    finally:
        i18n.uninstall(qapp, translators)
