import hashlib
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPixmap

from ghosteuchre.app.cardart import (
    RANKS,
    SUIT_COLOURS,
    SUITS,
    CardArt,
    suit_path,
)

CARDS = [rank + suit for suit in SUITS for rank in RANKS]


def rgba(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    return bytes(image.constBits())


def digest(pixmap: QPixmap) -> str:
    return hashlib.sha256(rgba(pixmap)).hexdigest()


def count_pixels(pixmap: QPixmap, test) -> int:
    data = rgba(pixmap)
    return sum(
        1
        for r, g, b, a in zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
        if a > 200 and test(r, g, b)
    )


def is_red(r: int, g: int, b: int) -> bool:
    return r > 140 and g < 90 and b < 90


def is_green(r: int, g: int, b: int) -> bool:
    return g > 90 and r < 60 and b < 100


@pytest.fixture
def art(qapp):
    return CardArt()


def test_deck_is_24_cards():
    assert len(CARDS) == 24
    assert set(SUIT_COLOURS) == set(SUITS)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_and_the_back_have_the_right_size(art, dpr):
    for card in [*CARDS, None]:
        pixmap = art.pixmap(card, 60, dpr)
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.width() == round(60 * dpr)
        assert pixmap.height() == round(84 * dpr)
        size = pixmap.deviceIndependentSize()
        assert (size.width(), size.height()) == (60, 84)
    assert art.size_for_width(60).width() == 60
    assert art.size_for_width(60).height() == 84


def test_faces_and_back_all_differ(art):
    hashes = {digest(art.pixmap(card, 90)) for card in [*CARDS, None]}
    assert len(hashes) == 25


def test_face_down_draws_the_back(art):
    assert digest(art.pixmap("JH", 60, face_up=False)) == digest(art.pixmap(None, 60))


@pytest.mark.parametrize("card", CARDS)
def test_only_red_suits_use_red_ink(art, card):
    reds = count_pixels(art.pixmap(card, 60), is_red)
    if card[1] in "DH":
        assert reds > 20
    else:
        assert reds == 0


def test_four_colour_clubs_are_green(qapp):
    art = CardArt(four_colour=True)
    assert count_pixels(art.pixmap("9C", 60), is_green) > 20
    assert count_pixels(art.pixmap("9S", 60), is_green) == 0


def test_dimmed_and_selected_change_the_picture(art):
    plain = digest(art.pixmap("AS", 60))
    assert digest(art.pixmap("AS", 60, dimmed=True)) != plain
    assert digest(art.pixmap("AS", 60, selected=True)) != plain


def test_cache_returns_the_same_pixmap(art):
    assert art.pixmap("QD", 70, 2.0) is art.pixmap("QD", 70, 2.0)
    assert art.pixmap("QD", 70, 2.0) is not art.pixmap("QD", 70, 1.0)


def test_cache_is_bounded(qapp):
    art = CardArt(max_entries=4)
    first = art.pixmap("9C", 50)
    assert art.pixmap("9C", 50) is first
    for card in CARDS[1:6]:
        art.pixmap(card, 50)
    assert art.pixmap("9C", 50) is not first
    assert art.cached_count() <= 4


def test_unknown_card_is_rejected(art):
    with pytest.raises(ValueError):
        art.pixmap("1X", 60)


@pytest.mark.parametrize("suit", SUITS)
def test_suit_path_fills_its_rect(suit):
    rect = QRectF(10, 20, 40, 40)
    box = suit_path(suit, rect).boundingRect()
    assert rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(box)
    assert box.height() > 30


def test_art_queue_draws_a_slice_per_turn_of_the_loop(qtbot):
    from ghosteuchre.app.table.cards import ArtQueue

    art = CardArt()
    queue = ArtQueue(art)
    queue.warm(80, 1.0)
    assert art.cached_count() == 0  # nothing before the first frame
    queue.release()
    counts = []
    qtbot.waitUntil(lambda: counts.append(art.cached_count()) or not queue.busy(), timeout=5000)
    assert len(set(counts)) > 3  # many turns of the loop, a few pictures each
    assert art.cached("JH", 80) is not None and art.cached("JH", 49) is not None
    assert art.cached(None, 57, face_up=False) is not None and art.has_shadow(80)


def test_table_cards_get_their_pictures_and_resize_warms_the_new_size(qtbot, make_window):
    from app_driver import start

    window = make_window()
    start(window, "cutthroat", 5)
    table = window.table
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=5000)
    dpr = table.viewport().devicePixelRatioF()
    for item in table.hand_items():
        assert table.art.cached(item.card, item.width, dpr) is not None
    before = table.card_width
    window.resize(900, 640)
    qtbot.waitUntil(lambda: table.card_width != before)
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=5000)
    assert table.art.cached("9C", table.card_width, dpr) is not None
