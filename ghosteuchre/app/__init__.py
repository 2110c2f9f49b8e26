"""The Qt application: controller, models, card table, dialogs and main window."""

from .qtcompat import guard

guard()
