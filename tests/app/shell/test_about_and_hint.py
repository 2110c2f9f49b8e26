"""Help → About says what the game is, its licence, what it is built with and where it
lives; Game → Hint is offered only while a game is being played."""

from __future__ import annotations

from ghosteuchre import __version__
from tests.support.game_end import play_to_the_end


def test_about_names_the_licence_the_makers_the_libraries_and_the_website(make_window) -> None:
    window = make_window()
    box = window.about()
    assert box.isVisible() and box.objectName() == "about"
    text = box.text()
    assert __version__ in text
    assert "GNU General Public License, version 3 or any later version" in text
    assert "Ghost Euchre developers" in text
    assert "Qt " in text and "Python " in text
    assert 'href="https://ghosteuchre.org/"' in text
    box.close()


def test_hint_is_off_before_a_game_and_on_the_game_over_screen(qtbot, make_window) -> None:
    window = make_window()
    assert not window.hint_action.isEnabled()
    window, _screen = play_to_the_end(qtbot, make_window, "cutthroat", 3)
    assert window.controller.state.winner is not None
    assert not window.hint_action.isEnabled()
    window.play_again()
    assert window.hint_action.isEnabled()
