"""The Qt application: controller, models, card table, dialogs and main window."""
