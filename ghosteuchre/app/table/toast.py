"""The toast: a message over the table for a few seconds (a refusal, a passing
remark), and where it goes: the shapes it may take and the place that covers nothing
that matters."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from ..words.korean import fit_particles
from .content import translate
from .layout import TableLayout
from .spots import Spot, best_spot, box

TOAST_STYLE = (
    "QLabel#toast { color: #fff; background: rgba(150, 20, 30, 230);"
    " border: 1px solid #ffb3b8; border-radius: 10px; padding: 8px 14px;"
    " font-weight: bold; }"
    'QLabel#toast[notice="true"] { color: #1d1a12; background: rgba(241, 210, 122, 240);'
    " border-color: #8a6d1c; }"
)

def link_html(text: str, topic: str, colour: str) -> str:
    """``text`` as a rich-text link to the rules reference's ``topic``."""
    return f'<a href="{topic}" style="color: {colour};">{html.escape(text)}</a>'


class Toast(QLabel):
    """A message over the table for a few seconds: a refusal (red) or a passing remark
    (gold). A refusal whose rule the reference explains ends with a "Why?" link to it."""

    stays = False  # shown until hidden, not for a few seconds (the news line)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.link_topic = ""  # the next refusal's topic in the rules reference
        self.plain = ""  # the message without its link
        self.covers: tuple[QWidget, ...] = ()  # while one of them shows, no toast does
        self.setObjectName("toast")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(TOAST_STYLE)
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_text(self, text: str, notice: bool) -> None:
        text = fit_particles(text)
        if bool(self.property("notice")) != notice:
            self.setProperty("notice", notice)
            self.setStyleSheet(self.styleSheet())  # re-read the [notice] rule
        topic, self.link_topic = self.link_topic, ""
        self.plain = text
        if topic and not notice:
            self.setTextFormat(Qt.TextFormat.RichText)
            why = link_html(translate("TableView", "Why?"), topic, "#ffe08a")
            self.setText(translate("TableView", "{0} {1}").format(html.escape(text), why))
        else:
            self.setTextFormat(Qt.TextFormat.PlainText)
            self.setText(text)
        self.adjustSize()
        if any(cover.isVisible() for cover in self.covers):
            self.hide()  # the summary or the score sheet is open: it has the player's eye
            return
        self.show()
        self.raise_()
        if not self.stays:
            self._timer.start(max(2500, 60 * len(text)))

    def hide_refusal(self) -> None:
        """A refusal goes once the player has made an accepted move; news stays its time."""
        if not self.property("notice"):
            self.hide()


def toast_sizes(toast: Toast, table_width: float) -> list[QSizeF]:
    """The shapes the toast may take on a table ``table_width`` wide, wide to narrow:
    on one line if it fits, and wrapped at a few widths into even lines (each shape the
    narrowest that keeps its number of lines, measured once for each number of lines)."""
    widest = int(table_width * 0.7)
    natural = toast.fontMetrics().horizontalAdvance(toast.plain) + 40  # on one line
    widths = sorted({min(widest, natural), *(min(natural, int(table_width * f))
                                              for f in (0.45, 0.34, 0.26, 0.2))},
                    reverse=True)
    least = _least_width(toast)
    narrowest: dict[int, int] = {}  # each height the widths give: the narrowest of them
    for width in widths:
        if width >= least:
            narrowest[toast.heightForWidth(width)] = width
    if not narrowest:  # a text shorter than the least width, or a word longer than any
        width = min(widest, least)
        return [QSizeF(width, toast.heightForWidth(width))]
    shapes = []
    low = least
    for height, width in reversed(narrowest.items()):  # narrow to wide
        shapes.append(QSizeF(_narrowest(toast, height, low, width), height))
        low = width + 1  # the next shape has fewer lines: it is wider than this width
    return shapes[::-1]


def _least_width(label: Toast) -> int:
    """The narrowest the label may be: its longest word whole, with its padding (the
    words measured bold, as the toasts write them)."""
    font = QFont(label.font())
    font.setBold(True)
    metrics = QFontMetrics(font)
    longest = max((metrics.horizontalAdvance(word) for word in label.plain.split()), default=0)
    return max(120, longest + 40)


def _narrowest(label: QLabel, height: int, low: int, high: int) -> int:
    """The narrowest width from ``low`` to ``high`` at which ``label`` is no taller than
    ``height`` (as it is at ``high``): its lines as even as they come, no word left alone
    on the last one."""
    while low < high:
        mid = (low + high) // 2
        if label.heightForWidth(mid) <= height:
            high = mid
        else:
            low = mid + 1
    return high


def toast_obstacles(layout: TableLayout, avoid: tuple[QRect, ...]) -> list[list[QRectF]]:
    """What a toast must not cover (every place of the trick with room for the winning
    card's glow, the hand with the room its cards are raised into, the name plates and
    ``avoid``), then what it had better not cover, the more important first: the board,
    the piles' labels, the piles above the trick, the opponents' cards."""
    glow = layout.card_width * 0.16
    hard = [layout.trick_place(s).adjusted(-glow, -glow, glow, glow) for s in range(3)]
    hand = layout.element_rect("hand")
    if hand is not None:
        hard.append(hand.united(QRectF(hand.left(), layout.hand_top, hand.width(), 1)))
    hard += [QRectF(p) for p in layout.plates]
    hard += [QRectF(r) for r in avoid if r.isValid()]
    piles = [p.rect() for name, p in layout.piles.items()
             if name not in ("hand", "trick") and not name.startswith("backs:") and len(p)]
    backs = [p.rect() for name, p in layout.piles.items()
             if name.startswith("backs:") and len(p)]
    return [hard, [QRectF(layout.board)], list(layout.labels.values()), piles, backs]


def toast_kept(was: QRect, layout: TableLayout, sizes: list[QSizeF],
               layers: list[list[QRectF]], gap: float = 6.0) -> QRect | None:
    """The toast where it was (centred on ``was``, in the widest of ``sizes`` that fits
    there), if it covers nothing of any of ``layers`` and stays on the table: a toast
    that is clear where it stands does not jump as the table changes."""
    if not was.isValid():
        return None
    room = gap - 1  # a pixel less, for the rounding of where it was
    boxes = [box(r, room) for layer in layers for r in layer]
    centre = QRectF(was).center()
    for size in sizes:
        w, h = size.width(), size.height()
        x, y = centre.x() - w / 2, centre.y() - h / 2
        if x < room or y < room or x + w > layout.width - room or y + h > layout.height - room:
            continue
        if not any(x + w > b[0] and x < b[2] and y + h > b[1] and y < b[3] for b in boxes):
            return QRect(round(x), round(y), round(w), round(h))
    return None


def toast_place(layout: TableLayout, sizes: list[QSizeF], layers: list[list[QRectF]],
                prefer_at: Callable[[QSizeF], QRect] | None = None,
                narrower: float = 40.0) -> QRect:
    """Of the toast's ``sizes`` (wide to narrow), the one and the place that covers
    nothing of the first of ``layers`` and as many of the others as it can (giving up the
    last first), then is nearest the middle under the piles (``TableLayout.toast_rect``),
    each narrower size counting as ``narrower`` pixels further.  The places looked at are the slots
    the rectangles leave (``spots.best_spot``); on a table too small for any, the toast
    goes to the middle.  ``prefer_at`` gives another place to be nearest to."""
    gap = 6.0
    prefer_at = prefer_at or layout.toast_rect
    boxes = [[box(r, gap) for r in layer] for layer in layers]
    best: tuple[tuple[int, float], Spot, QSizeF] | None = None
    for rank, size in enumerate(sizes):
        extra = narrower * rank
        if best is not None and best[0] <= (best[0][0], extra):
            break  # no narrower size can do better
        w, h = size.width(), size.height()
        prefer = prefer_at(size)
        beat = (best[0][0], best[0][1] - extra) if best is not None else (len(layers), 1e9)
        spot = best_spot((w, h), (gap, layout.width - w - gap), (gap, layout.height - h - gap),
                         (prefer.x(), prefer.y()), boxes, beat)
        if spot is not None and (best is None or spot.key(extra) < best[0]):
            best = (spot.key(extra), spot, size)
    if best is None:
        return prefer_at(sizes[-1]) if sizes else QRect()
    _, spot, size = best  # within the gap of what it keeps clear of, once rounded
    return QRect(round(spot.x), round(spot.y), round(size.width()), round(size.height()))
