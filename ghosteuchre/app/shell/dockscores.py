"""The score sheet in the side dock: narrow enough for the dock, never scrolled sideways."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QIdentityProxyModel, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

from ..play.models import ScoreModel

HIDDEN = (1, 2, 3)  # each hand's points, shown by the score sheet over the table (Ctrl+T)


class DockScores(QIdentityProxyModel):
    """Each player's total is headed by the name alone; the full heading is its tooltip."""

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        source = self.sourceModel()
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and section >= 4 and isinstance(source, ScoreModel):
            if role == Qt.ItemDataRole.DisplayRole:
                return source.names[section - 4]
            if role == Qt.ItemDataRole.ToolTipRole:
                return source.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        return super().headerData(section, orientation, role)


def fit_score_view(view: QTableView, model: ScoreModel) -> None:
    """Show ``model`` in ``view`` within the view's width: the contract wraps, each
    player's total follows; a long name is cut short in its heading."""
    proxy = DockScores(view)
    proxy.setSourceModel(model)
    view.setModel(proxy)
    view.setWordWrap(True)
    for column in HIDDEN:
        view.setColumnHidden(column, True)
    header = view.horizontalHeader()
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
    header.setMaximumSectionSize(header.fontMetrics().horizontalAdvance("0") * 5)
    header.setMinimumSectionSize(header.fontMetrics().horizontalAdvance("0") * 3)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

