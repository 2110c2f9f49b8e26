"""The side dock (View → Log and scores): the log and the score sheet, the score sheet
narrow enough for the dock, never scrolled sideways."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QIdentityProxyModel, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QListView,
    QMainWindow,
    QTableView,
    QTabWidget,
)

from ..play.models import LogModel, ScoreModel

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate

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



def side_dock(window: QMainWindow, log: LogModel, scores: ScoreModel
              ) -> tuple[QDockWidget, QTabWidget, QListView, QTableView]:
    """The dock with the log and the score sheet, added to ``window``'s right side: the
    dock, its tabs, the log's view and the score sheet's."""
    tabs = QTabWidget()
    log_view = QListView()
    log_view.setModel(log)
    log_view.setObjectName("log")
    log_view.setWordWrap(True)
    log_view.setResizeMode(QListView.ResizeMode.Adjust)  # lines wrap anew as it narrows
    log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    score_view = QTableView()
    score_view.setObjectName("score-sheet")
    fit_score_view(score_view, scores)
    tabs.addTab(log_view, translate("MainWindow", "Log"))
    tabs.addTab(score_view, translate("MainWindow", "Scores"))
    tabs.setUsesScrollButtons(False)  # both tabs' names whole, never arrows
    tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
    tabs.setMinimumWidth(tabs.tabBar().sizeHint().width())
    dock = QDockWidget(translate("MainWindow", "Log and scores"), window)
    dock.setObjectName("side-dock")
    dock.setWidget(tabs)
    dock.setFeatures(
        QDockWidget.DockWidgetFeature.DockWidgetClosable
        | QDockWidget.DockWidgetFeature.DockWidgetMovable
    )
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    log.rowsInserted.connect(lambda *_: log_view.scrollToBottom())
    return dock, tabs, log_view, score_view
