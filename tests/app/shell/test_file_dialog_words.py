"""Qt's own file dialog (Open game, Save game on Linux) speaks Galician and Swahili, the
languages whose words for it Qt does not ship: they come from the app's translations."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_driver import PATIENCE_MS
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QToolButton,
    QTreeView,
)

from ghosteuchre.app.shell import i18n

PATTERN = "Ghost Euchre games (*.euchre.json)"
SHOWN = {
    "gl": {
        "labels": ["Procurar en:", "Nome do ficheiro:", "Ficheiros do tipo:"],
        "columns": ["Nome", "Tamaño", "Tipo", "Modificado"],
        "folder": "Cartafol",
        "save": "Gardar",
        "overwrite": "Xa existe game.euchre.json.\nQueres substituílo?",
    },
    "sw": {
        "labels": ["Tafuta katika:", "Jina la faili:", "Aina ya faili:"],
        "columns": ["Jina", "Ukubwa", "Aina", "Ilibadilishwa"],
        "folder": "Folda",
        "save": "Hifadhi",
        "overwrite": "game.euchre.json tayari ipo.\nJe, unataka kuibadilisha?",
    },
}


@pytest.fixture(params=sorted(SHOWN))
def language(request: pytest.FixtureRequest, qapp: QApplication):
    translators = i18n.install(qapp, QLocale(request.param))
    yield request.param
    i18n.uninstall(qapp, translators)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "game.euchre.json").write_text("{}", encoding="utf-8")
    (tmp_path / "Older games").mkdir()
    return tmp_path


def file_dialog(qtbot, folder: Path, mode: QFileDialog.AcceptMode) -> QFileDialog:
    dialog = QFileDialog(None, "Ghost Euchre", str(folder), PATTERN)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(mode)
    if mode == QFileDialog.AcceptMode.AcceptOpen:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog, timeout=PATIENCE_MS)
    return dialog


def shown(text: str) -> str:
    """A label's text as the player reads it, without its shortcut marker."""
    return text.replace("&", "")


def test_the_open_dialog_shows_its_labels_and_columns_in_the_language(
    qtbot, language: str, folder: Path
) -> None:
    dialog = file_dialog(qtbot, folder, QFileDialog.AcceptMode.AcceptOpen)
    labels = [dialog.findChild(QLabel, name).text()
              for name in ("lookInLabel", "fileNameLabel", "fileTypeLabel")]
    assert [shown(label) for label in labels] == SHOWN[language]["labels"]

    detail = dialog.findChild(QTreeView, "treeView")
    QTest.mouseClick(dialog.findChild(QToolButton, "detailModeButton"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(detail.isVisible, timeout=PATIENCE_MS)
    header = detail.header()
    columns = [str(header.model().headerData(i, Qt.Orientation.Horizontal))
               for i in range(header.count())]
    assert columns == SHOWN[language]["columns"]

    def folder_type() -> str:
        model, root = detail.model(), detail.rootIndex()
        for row in range(model.rowCount(root)):
            if model.index(row, 0, root).data() == "Older games":
                return str(model.index(row, 2, root).data())
        return ""

    qtbot.waitUntil(lambda: folder_type() != "", timeout=PATIENCE_MS)
    assert folder_type() == SHOWN[language]["folder"]


def test_the_save_dialog_asks_before_replacing_a_game_in_the_language(
    qtbot, language: str, folder: Path
) -> None:
    dialog = file_dialog(qtbot, folder, QFileDialog.AcceptMode.AcceptSave)
    save = dialog.findChild(QDialogButtonBox, "buttonBox").button(
        QDialogButtonBox.StandardButton.Save)
    assert shown(save.text()) == SHOWN[language]["save"]
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    name.clear()
    QTest.keyClicks(name, "game.euchre.json")

    questions: list[str] = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible() and not questions:
            questions.append(box.text())
            QTest.mouseClick(box.button(QMessageBox.StandardButton.No),
                             Qt.MouseButton.LeftButton)

    watcher = QTimer(dialog)
    watcher.timeout.connect(answer_no)
    watcher.start(10)
    QTest.mouseClick(save, Qt.MouseButton.LeftButton)  # returns once the question is answered
    qtbot.waitUntil(lambda: bool(questions), timeout=PATIENCE_MS)
    watcher.stop()
    assert questions == [SHOWN[language]["overwrite"]]
    assert dialog.isVisible()  # "no" keeps the dialog open, the file unchanged
    assert (folder / "game.euchre.json").read_text(encoding="utf-8") == "{}"
