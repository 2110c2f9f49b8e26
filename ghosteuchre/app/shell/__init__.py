"""The app's shell: the main window and its menus, the game files, the Welcome, the
preferences and the other dialogs.
"""
