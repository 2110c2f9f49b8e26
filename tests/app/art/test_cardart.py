import hashlib
import math
import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from app_driver import PATIENCE_MS
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage, QPixmap

from ghosteuchre.app.art.cardart import RANKS, SUIT_COLOURS, SUITS, CardArt, suit_path
from ghosteuchre.app.table.piles import index_depth

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


DRAW_S = 0.002  # what drawing one picture costs on the queue's clock in the slice test


def test_art_queue_draws_a_few_pictures_per_slice_until_it_is_done(qapp, monkeypatch):
    from ghosteuchre.app.table import cards
    from ghosteuchre.app.table.cards import ArtQueue

    clock = SimpleNamespace(now=0.0)
    monkeypatch.setattr(cards, "time", SimpleNamespace(perf_counter=lambda: clock.now))
    art = CardArt()
    drawn = []

    def slowly(draw):
        def draw_at_a_cost(*args, **kwargs):
            clock.now += DRAW_S
            drawn.append(args)
            return draw(*args, **kwargs)

        return draw_at_a_cost

    art.pixmap, art.shadow = slowly(art.pixmap), slowly(art.shadow)
    queue = ArtQueue(art)
    queue.warm(80, 1.0)
    QCoreApplication.processEvents()
    assert drawn == []  # nothing before the table's first frame is up
    queue.release()
    per_slice = []
    while queue.busy() and len(per_slice) < 1000:
        before, started = len(drawn), clock.now
        queue._slice()
        per_slice.append(len(drawn) - before)
        assert clock.now - started <= ArtQueue.SLICE_S  # no picture runs over the slice
    most = math.floor(ArtQueue.SLICE_S / DRAW_S)
    assert not queue.busy()
    assert all(1 <= n <= most for n in per_slice), per_slice
    assert len(per_slice) >= len(drawn) / most > 10
    assert art.cached("JH", 80) is not None and art.cached("JH", 49) is not None
    assert art.cached(None, 57, face_up=False) is not None and art.has_shadow(80)


def test_art_queue_draws_every_picture_once_released(qtbot):
    from ghosteuchre.app.table.cards import ArtQueue

    art = CardArt()
    queue = ArtQueue(art)
    queue.warm(80, 1.0)
    queue.release()
    qtbot.waitUntil(lambda: not queue.busy(), timeout=PATIENCE_MS)
    for card in CARDS:
        assert art.cached(card, 80) is not None and art.cached(card, 49) is not None
        assert art.cached(card, 80, dimmed=True) is not None
    assert art.cached(None, 57, face_up=False) is not None and art.has_shadow(80)


def test_table_cards_get_their_pictures_and_resize_warms_the_new_size(qtbot, make_window):
    from app_driver import start

    window = make_window()
    start(window, "cutthroat", 5)
    table = window.table
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    dpr = table.viewport().devicePixelRatioF()
    for item in table.hand_items():
        assert table.art.cached(item.card, item.width, dpr) is not None
    before = table.card_width
    window.resize(900, 640)
    qtbot.waitUntil(lambda: table.card_width != before, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    assert table.art.cached("9C", table.card_width, dpr) is not None


@pytest.mark.parametrize("width", [47, 61, 73, 79, 80, 139])
def test_a_cards_corner_index_ends_where_the_table_expects(art, width):
    """A card lying on another leaves its corner (rank over suit) in view: the
    index ends within ``index_depth`` from the top edge."""
    image = art.pixmap("AH", width).toImage()
    depth = index_depth(width)

    def red_rows(top: float, bottom: float) -> int:
        return sum(1 for y in range(int(top), int(bottom)) for x in range(int(width * 0.2))
                   if is_red(*image.pixelColor(x, y).getRgb()[:3]))

    assert red_rows(0, depth) > 20  # the rank and the suit
    assert red_rows(depth, depth + width * 0.2) == 0  # nothing of them below


COURTS = [rank + suit for suit in SUITS for rank in "JQK"]


def turned(pixmap: QPixmap) -> QImage:
    from PySide6.QtGui import QTransform

    return pixmap.toImage().transformed(QTransform().rotate(180))


def test_traditional_court_cards_are_twelve_figures_of_their_own(qapp) -> None:
    modern, traditional = CardArt(), CardArt(faces="traditional")
    pictures = {digest(traditional.pixmap(card, 120)) for card in COURTS}
    assert len(pictures) == 12
    assert not pictures & {digest(modern.pixmap(card, 120)) for card in COURTS}
    # the number cards and aces stay as they are
    assert digest(modern.pixmap("9H", 120)) == digest(traditional.pixmap("9H", 120))


def test_a_traditional_figure_is_double_headed(qapp) -> None:
    art = CardArt(faces="traditional")
    for card in ("KS", "QH", "JD"):
        image = art.pixmap(card, 150).toImage().convertToFormat(QImage.Format.Format_RGB32)
        back = turned(art.pixmap(card, 150)).convertToFormat(QImage.Format.Format_RGB32)
        differ = sum(1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
                     if abs(image.pixelColor(x, y).value() - back.pixelColor(x, y).value()) > 60)
        assert differ < 0.03 * (image.width() // 3) * (image.height() // 3), (card, differ)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_traditional_figures_are_drawn_at_the_screens_pixel_ratio(qapp, dpr) -> None:
    art = CardArt(faces="traditional")
    sharp = art.pixmap("QD", 80, dpr)
    assert (sharp.width(), sharp.height()) == (round(80 * dpr), round(112 * dpr))
    assert sharp.devicePixelRatio() == dpr
    if dpr == 2.0:  # as detailed as the same card drawn twice as wide
        same = art.pixmap("QD", 160, 1.0)
        a, b = rgba(sharp), rgba(same)
        close = sum(1 for i in range(0, len(a), 4 * 7) if abs(a[i] - b[i]) < 40)
        assert close > 0.9 * len(a) / (4 * 7)


def test_unknown_court_faces_are_refused(qapp) -> None:
    with pytest.raises(ValueError):
        CardArt(faces="cubist")
    with pytest.raises(ValueError):
        CardArt().set_style(False, "navy", "cubist")
