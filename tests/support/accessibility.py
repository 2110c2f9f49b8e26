"""The window's accessibility tree as a screen reader walks it."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QAccessible, QAccessibleInterface

from ghosteuchre.app.shell.mainwindow import MainWindow

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """Every shown interface under ``iface``, through child() and childCount()."""
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is None or not child.isValid() or child.state().invisible:
            continue
        yield child
        yield from walk(child)


def spoken(window: MainWindow) -> dict[str, QAccessibleInterface]:
    """The accessibility tree of the window, by name."""
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return {iface.text(Name): iface for iface in walk(root) if iface.text(Name)}


def node(window: MainWindow, role: QAccessible.Role, start_of_name: str) -> QAccessibleInterface:
    found = [iface for name, iface in spoken(window).items()
             if iface.role() == role and name.startswith(start_of_name)]
    assert len(found) == 1, (start_of_name, sorted(spoken(window)))
    return found[0]


def children(iface: QAccessibleInterface) -> list[str]:
    return [iface.child(i).text(Name) for i in range(iface.childCount())]
