"""The card table, in the manner of a card game library: pure geometry (``layout``,
``piles``), what is on the table read from the models (``content``), the graphics items
(``cards``, ``items``), the scene that shows them and turns the mouse into signals
(``scene``), the widgets over the table (``overlays``, ``decisions``), the player's
input (``player_input``) and the view that wires them to the controller (``view``)."""

from .view import TableView

__all__ = ["TableView"]
